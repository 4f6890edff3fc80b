"""Sweeps on a cluster, of a workload or of a layout: one :class:`~ringcalc.planning.scenario.Scenario` per row.

A row on a cluster is placed and resolved on its own (the nodes, a partial
node, NCCL's constants and its ``auto`` pick change with N, the message and the
cluster), and a row with a workload (Ts from FLOPs and the MFU range) or a
parallel layout (its step, collective by collective) is one of its own, so the
sweep builds the scenario of each row and asks it the same questions as the
single commands; the rows are equal to ``ringcalc efficiency`` / ``bandwidth``
by construction. Other sweeps on one link keep the vectorized path of
:mod:`ringcalc.planning.sweep`.

Columns: the inputs (the option table's keys, as :meth:`Scenario.to_dict`
gives them, each the value the row's answer used: a layout's ``overlap`` is the
window its data-parallel collectives hid under, the layout's default unless
``--overlap``, and its ``latency_s`` the latency its collectives ran with; on a
cluster its fields as the row was costed, the catalog entry's where no option
set them, with the scale-up link and NCCL's GPU generation,
:data:`~ringcalc.planning.sweep_grid.SCALE_UP_COLUMNS`: :func:`input_columns`),
:data:`ROW_MODEL_COLUMNS` (``step_model``: ``layout`` or ``data-parallel``, and
``overlap_applied``, collective by collective), ``ran`` (the (algorithm, protocol) the row was costed with),
``nodes``, the outputs of :data:`~ringcalc.planning.sweep_columns.OUTPUT_COLUMNS`,
the prior or calibration interval (:data:`~ringcalc.planning.sweep_columns.INTERVAL_COLUMNS`),
the target columns, then :data:`WORKLOAD_COLUMNS` when a workload or a layout is
swept (the end-to-end MFU, tokens/s, the bubble, days and GPU-hours to train, with
their interval), and ``refused`` (why a row has no answer, else empty). A layout's
row shows the layout it ran (dp, microbatches, virtual stages as defaulted).
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from ringcalc import units
from ringcalc.cluster import build as cluster_build
from ringcalc.cluster.notes import unused_notes
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario_options import LAYOUT_OPTIONS, OPTIONS, OVERLAP_OPTIONS, WORKLOAD_OPTIONS, parse_value
from ringcalc.planning.sweep_grid import SCALE_UP_COLUMNS, expand, terms

MAX_CLUSTER_ROWS = 200_000
"""Rows a cluster sweep evaluates one scenario each (about a millisecond per row; a layout's about ten)."""
PROGRESS_QUIET_ROWS = 20
"""A cluster sweep shows its progress bar above this many rows (each row is a scenario of its own, ~10 ms)."""

ROW_MODEL_COLUMNS = ("step_model", "overlap_applied")
"""After the inputs: the model of the training step a row's answer is (``layout`` or ``data-parallel``) and the
overlap its data-parallel collectives ran with, collective by collective (:func:`_step_model`)."""

WORKLOAD_COLUMNS = ("bubble_time_s", "mfu_end_to_end", "mfu_end_to_end_low", "mfu_end_to_end_high",
                    "tokens_per_s", "tokens_per_s_low", "tokens_per_s_high", "train_days", "gpu_hours", "cost")
"""Outputs of a row with a workload or a layout (NaN where the row does not give them)."""


def per_row(options: dict[str, Any]) -> bool:
    """Whether the sweep is one scenario per row: on a cluster, or with a workload or a layout."""
    names = (*WORKLOAD_OPTIONS, *LAYOUT_OPTIONS, *OVERLAP_OPTIONS)
    return on_cluster(options) or any(options.get(name) is not None for name in names)


def on_cluster(options: dict[str, Any]) -> bool:
    """Whether any row of the sweep is on a cluster (any term of a layout option, a cluster-only algorithm, or a
    calibration with the cluster's physical parameters, whose rows may be re-costed on it)."""
    if options.get("calibration") is not None:
        from ringcalc.calibrate.calibration_file import load_calibration
        from ringcalc.planning.option_parsers import parse_path

        if load_calibration(parse_path(options["calibration"], "calibration")).physical is not None:
            return True
    for name in (*cluster_build.CLUSTER_OPTIONS, "algorithm"):
        value = options.get(name)
        if value is None:
            continue
        for term in terms(value, name):
            given = {name: term} if name != "algorithm" else {}
            if cluster_build.on_cluster(given, str(term).strip().lower() if name == "algorithm" else None):
                return True
    return False


def raw_terms(name: str, value: Any) -> list[Any]:
    """The option's list of values as typed (link names stay names); a range is expanded into SI values."""
    row = next(o for o in OPTIONS if o.name == name)
    if isinstance(value, str) and ".." in value:
        return expand(value, lambda term: parse_value(row, term), row.file_key)
    return terms(value, row.file_key)


def cluster_sweep(options: dict[str, Any], target_efficiency: Any = None, progress: Any = False):  # -> DataFrame
    """The sweep's rows, one scenario each (see the module); ``progress`` as :func:`ringcalc.planning.sweep.sweep`'s
    (a bar from a few rows on: each is a scenario of its own)."""
    import pandas as pd

    from ringcalc.cluster.build import cluster_gpu
    from ringcalc.planning.sweep_columns import INTERVAL_COLUMNS, OUTPUT_COLUMNS, TARGET_COLUMNS

    lists = {name: raw_terms(name, value) for name, value in options.items() if value is not None}
    by_name = {o.name: o for o in OPTIONS}
    for name, values in lists.items():  # a value no row can take is the sweep's error, before any row
        for term in values:
            if term is not None:
                parse_value(by_name[name], term)
    targets = None if target_efficiency is None else expand(
        target_efficiency, lambda v: units.parse_efficiency(v, option="target-efficiency"), "target-efficiency")
    total = math.prod(len(v) for v in lists.values()) * (len(targets) if targets else 1)
    if total > MAX_CLUSTER_ROWS:
        raise RingcalcError(f"a sweep on a cluster evaluates one scenario per row; {total:,} rows is more than "
                            f"{MAX_CLUSTER_ROWS:,}: sweep fewer values at a time", option="workers")
    gpu = options.get("gpu") is not None or any(
        cluster_gpu(str(c)) is not None for c in lists.get("cluster", []) if c is not None)  # the cluster's GPU
    flops = gpu and (options.get("tokens_per_step") or options.get("global_batch"))
    if targets is not None and options.get("step_time") is None and not flops:
        raise RingcalcError("is required with --target-efficiency (the efficiency Ts/Tp needs the compute time per "
                            "step; or --tokens-per-step (or --global-batch) with --gpu or a catalog cluster's GPU for "
                            "Ts from FLOPs)", option="step-time")
    from ringcalc.planning.progress import reporter

    report = reporter(progress, total, quiet_up_to=PROGRESS_QUIET_ROWS)
    records, errors, notes = [], [], {}
    for combo in itertools.product(*lists.values()):
        for target in targets or [None]:
            record, error = _row(dict(zip(lists, combo)), target, notes)
            records.append(record)
            errors.append(error)
            report(len(records))
    report(None)
    if all(errors):  # no row has an answer: the options are wrong, not some rows
        raise errors[0]
    layouts = sum(r.get("step_model") == "layout" for r in records)  # rows not of the seed's model, said first
    if layouts:
        notes = {f"step_model layout: {STEP_MODELS['layout']}": layouts, **notes}
    workload = any(options.get(n) is not None for n in (*WORKLOAD_OPTIONS, *LAYOUT_OPTIONS, *OVERLAP_OPTIONS))
    columns = [*input_columns(), *ROW_MODEL_COLUMNS, "ran", "nodes", *OUTPUT_COLUMNS, *INTERVAL_COLUMNS,
               *(TARGET_COLUMNS if targets else ()), *(WORKLOAD_COLUMNS if workload else ()), "refused"]
    df = pd.DataFrame.from_records(records, columns=columns)
    from ringcalc.planning.sweep_grid import range_notes

    df.attrs["notes"] = [*range_notes(options), *(f"{n} of {len(records)} rows: {text}" for text, n in notes.items())]
    return df


def input_columns() -> list[str]:
    """A row's inputs: the option table's keys (no ``calibration``), :data:`~.sweep_grid.SCALE_UP_COLUMNS` after
    ``intra_bandwidth_bytes_per_s``; each as :meth:`Scenario.to_dict` gives it, on a cluster as the row was costed."""
    keys = [o.key for o in OPTIONS if o.name != "calibration"]
    at = keys.index("intra_bandwidth_bytes_per_s") + 1
    return [*keys[:at], *SCALE_UP_COLUMNS, *keys[at:]]


def _row(options: dict[str, Any], target: float | None,
         notes: dict[str, int] | None = None) -> tuple[dict[str, Any], RingcalcError | None]:
    """One row's record, and the error that refused it (None when it has an answer); counts in ``notes`` the row's
    notes that say an option has no effect (:data:`UNUSED_MARKS`)."""
    from ringcalc.planning.scenario import Scenario
    from ringcalc.planning.solver.common import training_step
    from ringcalc.planning.solver.forward import interval_fields

    try:
        s = Scenario(**options)
        row_notes = [*(unused_notes(s) if s.cluster_spec is not None else ()), *_overlap_notes(s)]
        if notes is not None:
            for text in row_notes:
                notes[text] = notes.get(text, 0) + 1
        out: dict[str, Any] = {k: v for k, v in s.to_dict().items() if k != "calibration"}
        out.update(ran=s.algorithm_label, nodes=None if s.placement is None else s.placement.nodes)
        out.update(_step_model(s))
        if s.is_layout:  # the layout's step and its targets: no whole-model collective ran, so no one pair
            out.update(ran=math.nan, latency_s=_layout_latency(s))
            out.update(_layout_row(s, target))
            out["refused"] = ""
            return out, None
        if s.workload is not None and s.bandwidth_bytes_per_s is not None and s.step_time_s is not None:
            out.update(_workload_row(s))
        if s.bandwidth_bytes_per_s is not None:  # else only the target columns (the bandwidth is solved for)
            step = training_step(s) if s.step_time_s is not None else None
            free = training_step(s, T_s=math.nan) if step is None else {}  # without Ts: the columns it does not enter
            out.update({name: (step or free).get(name, math.nan) for name in _OUTPUTS})  # (traffic, buckets, latency)
            out["comm_time_s"] = s.comm_time() if step is None else step["comm_time_s"]
            iv = interval_fields(s, out["comm_time_s"], s.step_time_s) or {}
            out.update({name: iv.get(name, math.nan) for name in _INTERVALS})
        if target is not None:
            out.update(_target(s, target))
        out["refused"] = ""
    except RingcalcError as exc:
        exc = _sweep_flag(exc)
        return {**_inputs(options), "refused": str(exc)}, exc
    return out, None


def _sweep_flag(exc: RingcalcError) -> RingcalcError:
    """``exc`` naming the sweep's own option: the target is ``--target-efficiency`` here (``target_efficiency``
    in :func:`ringcalc.sweep`), not the single commands' ``--efficiency``."""
    if exc.option in ("efficiency", "--efficiency"):
        renamed = RingcalcError(exc.message, option="target-efficiency", kind=exc.kind)
        renamed.__cause__ = exc
        return renamed
    return exc


STEP_MODELS = {
    "layout": "the layout's step, collective by collective (as `ringcalc efficiency` with --tp, --pp, --zero, ...)",
    "data-parallel": "one all-reduce of the whole gradient per step (the seed's model), after Ts unless --overlap",
}
"""The ``step_model`` column: which model of the training step a row's answer is."""

BACKWARD_NOTE = "the data-parallel collectives hide under the backward pass: {windows} (--overlap sets the share of Ts)"
"""A layout row's note on the data-parallel collectives' window, as ``ringcalc efficiency`` words it."""


def _dp_records(s: Any) -> list[Any]:
    """The data-parallel collectives of a layout's step, with the overlap options applied (as the step ran them)."""
    from ringcalc.planning.layout_step import DATA_PARALLEL_KINDS, records

    return [r for r in records(s) if r.kind in DATA_PARALLEL_KINDS]


def _window(r: Any) -> str:
    return f"{r.name} under {r.overlap_fraction:.3g} of Ts".replace("under 1 of", "under all of")


def _step_model(s: Any) -> dict[str, Any]:
    """``step_model``, ``overlap`` and ``overlap_applied`` of a row: the model its answer is, and the share of Ts
    the gradients' communication hid under as that model applied it.

    Without a layout ``overlap`` is the seed's F (``--overlap``, default 0). A layout's step hides its
    data-parallel collectives under the backward pass by default (a share
    :data:`~ringcalc.workload.collectives.BACKWARD_SHARE` of Ts, over the microbatches), and ``--overlap``
    replaces that window: ``overlap`` is the one window they ran with (NaN when they ran with several, or the
    step has none), ``overlap_applied`` each collective's, and where it came from.
    """
    given = "overlap" in s._given
    if not s.is_layout:
        ov = s.overlap
        what = f"gradients' all-reduce under {ov:.3g} of Ts" if ov > 0 else "gradients' all-reduce after Ts, not overlapped"
        return {"step_model": "data-parallel", "overlap_applied": f"{what} ({'--overlap' if given else 'default'})"}
    recs = _dp_records(s)
    hidden = [r for r in recs if r.overlap == "backward"]
    windows = {r.overlap_fraction for r in hidden}
    if given:
        overlap = s.overlap if recs else math.nan
    else:
        overlap = windows.pop() if len(windows) == 1 else math.nan
    parts = [_window(r) if r.overlap == "backward" else f"{r.name} exposed" for r in recs]
    source = "--overlap" if given else "the layout's default: the backward pass"
    applied = f"{'; '.join(parts)} ({source})" if parts else "no data-parallel collective (dp = 1)"
    return {"step_model": "layout", "overlap": overlap, "overlap_applied": applied}


def _overlap_notes(s: Any) -> list[str]:
    """The notes of ``ringcalc efficiency`` on the overlap a row's step applied (counted over the sweep's rows)."""
    if s.is_layout:
        hidden = [r for r in _dp_records(s) if r.overlap == "backward"]
        return [BACKWARD_NOTE.format(windows="; ".join(_window(r) for r in hidden))] if hidden else []
    if s.workload is not None and "overlap" not in s._given and s.workers > 1:
        return [n for n in s.notes() if n.startswith("data parallelism alone")]
    return []


def _layout_latency(s: Any) -> float:
    """The latency per message a layout's collectives ran with: --latency (the NIC's, on a cluster), or without a
    cluster the link's; NaN on a cluster without --latency (each collective has NCCL's latency for its placement)."""
    if s.cluster_spec is None or "latency" in s._given:
        return s.latency_s
    return math.nan


def _inputs(options: dict[str, Any]) -> dict[str, Any]:
    """The SI inputs of a row Scenario refused (each value parses; their combination is what was refused)."""
    from ringcalc import catalog
    from ringcalc.planning.option_parsers import dtype_bytes
    from ringcalc.planning.scenario_options import parse_options

    v = parse_options(options)
    out = {o.key: v[o.name] for o in OPTIONS if o.name != "calibration"}
    params = float(catalog.get_model(v["model"]).params) if v["model"] else v["params"]
    out["params"] = params
    if v["size"] is not None:
        out["gradient_bytes"] = v["size"]
    else:  # no gradient at all is one of the refusals (the row says which)
        out["gradient_bytes"] = math.nan if params is None else params * dtype_bytes(v["dtype"])
    return out


def _target(s: Any, target: float) -> dict[str, Any]:
    """The target columns of a row: the budget, the floor, the required NIC line rate (NaN: unreachable)."""
    from ringcalc.planning.solver.common import training_step

    st = training_step(s, target=target)
    row = {"target_efficiency": target, "comm_time_budget_s": st.get("comm_time_budget_s", math.nan),
           "min_comm_time_s": st.get("min_comm_time_s", math.nan), "meets_target": st["efficiency"] >= target * (1 - 1e-12)}
    try:
        row["required_bandwidth_bytes_per_s"] = s.required_bandwidth(target).required_bandwidth_bytes_per_s
    except RingcalcError:
        row["required_bandwidth_bytes_per_s"] = math.nan
    return row


_OUTPUTS = ("compute_time_s", "exposed_comm_time_s", "iteration_time_s", "efficiency", "speedup", "buckets",
            "last_bucket_time_s", "latency_time_s", "traffic_per_worker_bytes", "samples_per_s", "sync_time_s")
_INTERVALS = ("comm_time_s_low", "comm_time_s_high", "iteration_time_s_low", "iteration_time_s_high",
              "efficiency_low", "efficiency_high")


def _layout_row(s: Any, target: float | None) -> dict[str, Any]:
    """A layout's row: the layout it ran, its step (:mod:`ringcalc.planning.layout_step`) and its interval."""
    from ringcalc.planning.layout_step import layout_dict

    out: dict[str, Any] = {k: v for k, v in layout_dict(s.layout).items() if k in _LAYOUT_INPUTS}
    if s.bandwidth_bytes_per_s is not None or s.cluster_spec is not None and s.placement.nodes == 1:
        r = s.efficiency()
        pairs = dict.fromkeys(f"{c.kind}: {c.algorithm}" for c in r.collectives)  # each collective's own pick
        out.update(ran="; ".join(pairs), compute_time_s=r.compute_time_s, comm_time_s=r.comm_time_s,
                   exposed_comm_time_s=r.exposed_comm_time_s, iteration_time_s=r.iteration_time_s,
                   efficiency=r.efficiency, speedup=r.speedup, bubble_time_s=r.bubble_time_s,
                   mfu_end_to_end=r.mfu_end_to_end, tokens_per_s=r.tokens_per_s)
        iv = r.interval or {}
        for key in ("iteration_time_s", "efficiency", "mfu_end_to_end", "tokens_per_s"):
            for side in ("low", "high"):
                out[f"{key}_{side}"] = iv.get(f"{key}_{side}")
        if r.training:
            out.update({k: r.training.get(k) for k in ("train_days", "gpu_hours", "cost")})
    if target is not None:
        out["target_efficiency"] = target
        out["meets_target"] = out.get("efficiency", math.nan) >= target * (1 - 1e-12)
        try:
            out["required_bandwidth_bytes_per_s"] = s.required_bandwidth(target).required_bandwidth_bytes_per_s
        except RingcalcError:
            out["required_bandwidth_bytes_per_s"] = math.nan
    return out


_LAYOUT_INPUTS = ("tp", "pp", "cp", "ep", "dp", "zero", "fsdp", "microbatches", "recompute", "virtual_stages")


def _workload_row(s: Any) -> dict[str, Any]:
    """A row with a workload and no layout: what ``efficiency`` adds (the end-to-end MFU, tokens/s, the run)."""
    w = s.efficiency().workload or {}
    out = {k: w.get(k) for k in ("mfu_end_to_end", "mfu_end_to_end_low", "mfu_end_to_end_high",
                                 "tokens_per_s")}
    training = w.get("training") or {}
    out.update({k: training.get(k) for k in ("train_days", "gpu_hours", "cost")})
    return out
