"""``sweep``: the cross product of scenario options, evaluated vectorized.

Every option of :class:`~ringcalc.planning.scenario.Scenario` accepts a list: a
Python sequence, or text with commas and ranges (``"2,4,8..1024"``,
``"10GbE,25GbE,100GbE,400Gbps"``, ``"vgg16,resnet50"``). Each distinct value
is parsed once (:mod:`ringcalc.units`), the cross product is built as numpy
index arithmetic, and the generated functions (:mod:`ringcalc.numeric._generated`,
through :func:`ringcalc.numeric.step.evaluate`) are called once per chunk of each
(algorithm, collective) group: no per-scenario Python loop, no sympy.

The result is a pandas DataFrame with one row per scenario and plain SI
columns named like the JSON keys of the single-scenario commands
(``workers``, ``gradient_bytes``, ``bandwidth_bytes_per_s``,
``comm_time_s``, ``efficiency``, ...). Readable text columns are added only
when rendering (:func:`ringcalc.output.tables.readable`).
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from ringcalc import units
from ringcalc.errors import RingcalcError
from ringcalc.numeric import model_functions, step
from ringcalc.planning.scenario_options import OPTIONS, api_parameters, check_keywords
from ringcalc.planning.sweep_grid import MAX_ROWS, dimension_values, expand, groups

CHUNK_ROWS = 1 << 20
"""Rows evaluated per call of the generated functions (bounds memory; drives the progress bar)."""

INPUT_COLUMNS = tuple(o.key for o in OPTIONS if o.name != "calibration")
"""The inputs of each row: the option table's keys, in its order (a calibration sets bandwidth and latency)."""
OUTPUT_COLUMNS = (
    "compute_time_s", "comm_time_s", "exposed_comm_time_s", "iteration_time_s", "efficiency", "speedup",
    "buckets", "last_bucket_time_s", "latency_time_s", "traffic_per_worker_bytes", "samples_per_s", "sync_time_s",
)
TARGET_COLUMNS = (
    "target_efficiency", "comm_time_budget_s", "min_comm_time_s", "required_bandwidth_bytes_per_s", "meets_target",
)


# ---------------------------------------------------------------- the sweep


def sweep(
    *,
    target_efficiency: Any = None,
    progress: bool | Callable[[int, int], None] = False,
    **options: Any,
):  # -> pandas.DataFrame
    """Evaluate the cross product of scenario options; one row per scenario.

    Parameters
    ----------
    {names}
        As for :class:`~ringcalc.planning.scenario.Scenario` (the option
        table), but each may be a list: a sequence, or text with commas and
        ranges (``"2,4,8..1024"``).
    target_efficiency : str, float or list, optional
        Adds ``target_efficiency``, ``comm_time_budget_s``,
        ``min_comm_time_s``, ``required_bandwidth_bytes_per_s`` (bytes/s; NaN
        where unreachable) and ``meets_target`` (needs ``step_time``).
    calibration : str or path, optional
        A calibration from ``ringcalc fit --save``: sets ``bandwidth`` and
        ``latency`` per row (the regime covering each row's gradient size for
        a piecewise calibration); giving either as well is an error.
    progress : bool or callable
        True shows a rich progress bar on stderr; a callable receives
        ``(rows_done, rows_total)``.

    Returns
    -------
    pandas.DataFrame
        Inputs (:data:`INPUT_COLUMNS`) and outputs (:data:`OUTPUT_COLUMNS`,
        plus :data:`TARGET_COLUMNS` with a target) in SI units. Rows are
        ordered by algorithm, collective, then the options in the order of
        :data:`INPUT_COLUMNS`, the last varying fastest.

    Examples
    --------
    >>> df = sweep(model="vgg16", workers="2,4..8", bandwidth="1GbE,10GbE", step_time=0.55)
    >>> len(df), round(df.efficiency.iloc[1], 5)
    (6, 0.07648)
    """
    import pandas as pd

    check_keywords(options, "sweep")
    cal = _load_calibration(options.get("calibration"), options.get("bandwidth"), options.get("latency"))
    if cal is not None:
        options["bandwidth"] = None
    dims = dimension_values(options)
    targets = None
    if target_efficiency is not None:
        if options.get("step_time") is None:
            raise RingcalcError(
                "is required with --target-efficiency (the efficiency Ts/Tp needs the compute time per step)",
                option="step-time",
            )
        targets = expand(target_efficiency, units.parse_efficiency, "efficiency")
        dims["target_efficiency"] = targets
    pairs = groups(options)
    for a, c in pairs:
        model_functions(a, c)  # unknown names fail before any work, with close matches
    if targets is not None:
        _check_intra_bandwidth(pairs, dims)
    names = list(dims)
    sizes = [len(dims[n]) for n in names]
    per_group = int(np.prod(sizes))
    total = per_group * len(pairs)
    if total > MAX_ROWS:
        raise RingcalcError(f"the sweep has {total:,} scenarios; the limit is {MAX_ROWS:,}", option="workers")
    strides = [int(np.prod(sizes[i + 1:])) for i in range(len(sizes))]

    # numeric arrays of each dimension's values (the gradient dimension carries 4 columns)
    grads = dims["gradient"]
    numeric = {n: np.asarray(dims[n], dtype=float) for n in names if n not in ("gradient", "scaling")}
    grad_bytes = np.array([g[3] for g in grads], dtype=float)
    grad_params = np.array([g[1] for g in grads], dtype=float)
    grad_model = np.array([g[0] for g in grads], dtype=object)
    grad_dtype = np.array([g[2] for g in grads], dtype=object)
    strong_values = np.array([s == "strong" for s in dims["scaling"]])

    report = _progress(progress, total)
    frames = []
    done = 0
    for algo, coll in pairs:
        for start in range(0, per_group, CHUNK_ROWS):
            stop = min(start + CHUNK_ROWS, per_group)
            idx = np.arange(start, stop, dtype=np.int64)
            col: dict[str, Any] = {}
            for n, size_, stride in zip(names, sizes, strides):
                if size_ == 1:
                    col[n] = 0  # a scalar index: broadcast, no array
                else:
                    col[n] = (idx // stride) % size_ if stride > 1 else idx % size_
            frames.append(
                _evaluate_chunk(algo, coll, col, numeric, grad_bytes, grad_params, grad_model, grad_dtype,
                                strong_values, dims, stop - start, targets is not None, cal)
            )
            done += stop - start
            report(done)
    report(None)
    if len(frames) == 1:
        return frames[0]
    return pd.concat(frames, ignore_index=True)


def _check_intra_bandwidth(pairs: list[tuple[str, str]], dims: dict[str, list[Any]]) -> None:
    """Solving for the inter-node B of a two-level model needs --intra-bandwidth (as ``ringcalc bandwidth``).

    Without it the intra-node link defaults to the inter-node B, which is the
    unknown being solved for: the required bandwidth would be NaN (read as
    "unreachable") or, with --bandwidth listed, depend on the listed value.
    """
    import ringcalc.numeric._generated as gen

    if not any(g > 1 for g in dims["gpus_per_node"]) or not any(
        isinstance(v, float) and math.isnan(v) for v in dims["intra_bandwidth_bytes_per_s"]
    ):
        return
    for algo, coll in pairs:
        fn = gen.TRAINING[f"{algo}/{coll}"]["required_bandwidth_total"]
        if fn is not None and "B_intra" in step._arguments(fn):
            raise RingcalcError(
                f"is required to solve for the inter-node bandwidth of {algo} with --gpus-per-node > 1",
                option="intra-bandwidth",
            )


def _load_calibration(path: Any, bandwidth: Any, latency: Any):
    """The calibration, or None; it replaces bandwidth and latency, so giving them too is a conflict."""
    if path is None:
        return None
    no_latency = latency is None or str(latency).strip() in ("0", "0.0", "")
    if bandwidth is not None or not no_latency:
        raise RingcalcError(
            "sets the bandwidth and latency itself; drop --bandwidth/--latency or drop --calibration",
            option="calibration",
        )
    from ringcalc.calibrate.calibration import load_calibration

    return load_calibration(path)


def _per_size_and_workers(fn: Callable[[float, int], tuple[float, float]], k: Any, n: Any) -> tuple[Any, Any]:
    """Two arrays of ``fn(size, N)``, evaluated once per distinct (size, N) pair of the broadcast ``k`` and ``n``."""
    sizes, workers = np.broadcast_arrays(np.asarray(k, dtype=float), np.asarray(n, dtype=float))
    keys = np.stack([sizes.ravel(), workers.ravel()], axis=1)
    unique, inverse = np.unique(keys, axis=0, return_inverse=True)
    pairs = np.array([fn(float(s), max(2, int(w))) for s, w in unique], dtype=float)[np.asarray(inverse).ravel()]
    return pairs[:, 0].reshape(sizes.shape), pairs[:, 1].reshape(sizes.shape)


def _calibrated(cal: Any, k: Any, n: Any) -> tuple[Any, Any]:
    """(alpha, B) arrays for gradient sizes ``k`` at worker counts ``n`` from a calibration.

    :meth:`Calibration.ring_params`, as :class:`ringcalc.Scenario` uses it: the
    regime of the size, the latency carried to each N by the calibration's
    latency model, the saturation term and the time-sharing of local runs.
    """
    return _per_size_and_workers(cal.ring_params, k, n)


def _interval_factors(cal: Any, k: Any, n: Any) -> tuple[Any, Any]:
    """``low/t`` and ``high/t`` of the calibration's interval per (size, N); ``high`` NaN when unbounded."""
    from ringcalc.calibrate.interval import predict

    def factors(size: float, workers: int) -> tuple[float, float]:
        p = predict(cal, size, workers)
        if p.time_s <= 0:
            return 1.0, 1.0
        return p.low_s / p.time_s, math.nan if p.high_s is None else p.high_s / p.time_s

    return _per_size_and_workers(factors, k, n)


def _evaluate_chunk(algo, coll, col, numeric, grad_bytes, grad_params, grad_model, grad_dtype, strong_values,
                    dims, rows, with_target, cal=None):
    import pandas as pd

    def take(values: np.ndarray, name: str) -> Any:
        i = col[name]
        return values[i] if not isinstance(i, int) else values[0]

    g = col["gradient"]
    k = grad_bytes[g] if not isinstance(g, int) else grad_bytes[0]
    values = {
        "N": take(numeric["workers"], "workers"),
        "K": k,
        "B": take(numeric["bandwidth_bytes_per_s"], "bandwidth_bytes_per_s"),
        "alpha": take(numeric["latency_s"], "latency_s"),
        "gamma": take(numeric["gamma_s_per_byte"], "gamma_s_per_byte"),
        "T_s": take(numeric["step_time_s"], "step_time_s"),
        "F_ov": take(numeric["overlap"], "overlap"),
        "b_bkt": take(numeric["bucket_bytes"], "bucket_bytes"),
        "R_cmp": take(numeric["compression"], "compression"),
        "eps_enc": take(numeric["encode_s_per_byte"], "encode_s_per_byte"),
        "batch": take(numeric["batch"], "batch"),
        "sigma_j": take(numeric["jitter_s"], "jitter_s"),
        "T_over": take(numeric["framework_overhead_s"], "framework_overhead_s"),
    }
    if cal is not None:
        values["alpha"], values["B"] = _calibrated(cal, k, values["N"])
    g_nodes = take(numeric["gpus_per_node"], "gpus_per_node")
    nics = take(numeric["nics_per_node"], "nics_per_node")
    intra_b = take(numeric["intra_bandwidth_bytes_per_s"], "intra_bandwidth_bytes_per_s")
    intra_a = take(numeric["intra_latency_s"], "intra_latency_s")
    # ringcalc.planning.topology.symbol_values, vectorized: unset intra-node values default to the inter-node link
    nics_resolved = np.where(np.isnan(nics), g_nodes, nics)
    b_intra = np.where(np.isnan(intra_b), values["B"], intra_b)
    values.update(
        G=g_nodes, R_nic=nics_resolved,
        B_intra=np.where(np.isnan(b_intra) & (g_nodes == 1), np.inf, b_intra),
        alpha_intra=np.where(np.isnan(intra_a), values["alpha"], intra_a),
    )
    strong = take(strong_values, "scaling")
    target = take(numeric["target_efficiency"], "target_efficiency") if with_target else None
    out = step.evaluate(values, algo, coll, scaling=strong, target=target)
    if np.any(g_nodes > 1):
        # rows Scenario would refuse (G must divide N) get no answer
        invalid = np.fmod(values["N"], g_nodes) != 0
        out = {k: np.where(invalid, np.nan, v) for k, v in out.items()}

    def full(v: Any, dtype: Any = None) -> Any:
        a = np.asarray(v, dtype=dtype)
        return np.broadcast_to(a, (rows,)) if a.ndim == 0 or a.shape[0] != rows else a

    inputs: dict[str, Any] = {
        "model": _categorical(grad_model, g, rows),
        "params": full(grad_params[g]),
        "dtype": _categorical(grad_dtype, g, rows),
        "gradient_bytes": full(k),
        "workers": full(values["N"]).astype(np.int64),
        "bandwidth_bytes_per_s": full(values["B"]),
        "latency_s": full(values["alpha"]),
        "gamma_s_per_byte": full(values["gamma"]),
        "step_time_s": full(values["T_s"]),
        "algorithm": _categorical(np.array([algo], dtype=object), 0, rows),
        "collective": _categorical(np.array([coll], dtype=object), 0, rows),
        "overlap": full(values["F_ov"]),
        "bucket_bytes": full(values["b_bkt"]),
        "compression": full(values["R_cmp"]),
        "encode_s_per_byte": full(values["eps_enc"]),
        "scaling": _categorical(np.array(["weak", "strong"], dtype=object), np.asarray(strong, dtype=np.int8), rows),
        "batch": full(values["batch"]),
        "gpus_per_node": full(g_nodes).astype(np.int64),
        "nics_per_node": full(nics_resolved).astype(np.int64),
        "intra_bandwidth_bytes_per_s": full(intra_b),
        "intra_latency_s": full(intra_a),
        "jitter_s": full(values["sigma_j"]),
        "framework_overhead_s": full(values["T_over"]),
    }
    data = {c: inputs[c] for c in INPUT_COLUMNS}  # the option table's order
    for name in OUTPUT_COLUMNS:
        data[name] = full(out[name])
    if cal is not None:  # the calibration's prediction interval on the collective's time (calibrate/interval.py)
        low, high = _interval_factors(cal, k, values["N"])
        data["comm_time_s_low"] = full(out["comm_time_s"] * low)
        data["comm_time_s_high"] = full(out["comm_time_s"] * high)  # NaN: no bound (a level never measured)
    if with_target:
        for name in TARGET_COLUMNS[:-1]:
            data[name] = full(out[name])
        with np.errstate(invalid="ignore"):
            data["meets_target"] = full(out["efficiency"] >= out["target_efficiency"] * (1 - 1e-12))
    return pd.DataFrame(data, copy=False)


def _categorical(labels: np.ndarray, index: Any, rows: int):
    """A pandas Categorical of ``labels[index]`` (None -> missing), built from integer codes (no string copies)."""
    import pandas as pd

    categories: list[Any] = []
    codes_of = np.empty(len(labels), dtype=np.int32)
    for i, label in enumerate(labels):
        if label is None:
            codes_of[i] = -1
            continue
        if label not in categories:
            categories.append(label)
        codes_of[i] = categories.index(label)
    codes = np.broadcast_to(codes_of[index], (rows,)) if np.ndim(index) == 0 else codes_of[index]
    return pd.Categorical.from_codes(np.ascontiguousarray(codes), categories=categories)


def _progress(progress: bool | Callable[[int, int], None], total: int) -> Callable[[int | None], None]:
    if callable(progress):
        return lambda done: None if done is None else progress(done, total)
    if not progress or total <= CHUNK_ROWS:
        return lambda done: None
    from rich.progress import Progress

    bar = Progress(transient=True)
    task = bar.add_task("evaluating scenarios", total=total)
    bar.start()

    def report(done: int | None) -> None:
        if done is None:
            bar.stop()
        else:
            bar.update(task, completed=done)

    return report


# ---------------------------------------------------------------- summaries


def summary(df, over: str = "bandwidth_bytes_per_s", by: Iterable[str] | None = None):  # -> pandas.DataFrame
    """One row per group: the smallest ``over`` value whose row meets the target.

    Parameters
    ----------
    df : pandas.DataFrame
        A :func:`sweep` result with a ``target_efficiency`` (``meets_target`` column).
    over : str
        The column to minimise (default the bandwidth): e.g. the smallest
        bandwidth meeting the target for each worker count.
    by : list of str, optional
        Group columns; default every input column that varies, except ``over``.

    Returns
    -------
    pandas.DataFrame
        The group columns, the target and the exact required bandwidth (the
        closed form; equal in every row of a group when ``over`` is the
        bandwidth), ``smallest_<over>``: the smallest listed value meeting
        the target (NaN when none does), and that row's efficiency.
    """
    import pandas as pd

    if "meets_target" not in df.columns:
        raise RingcalcError("a summary needs a target: give --target-efficiency", option="target-efficiency")
    if by is None:
        by = [c for c in (*INPUT_COLUMNS, "target_efficiency") if c != over and c in df.columns and df[c].nunique(dropna=False) > 1]
        for extra in ("model",):  # keep the gradient's name next to its size
            if "gradient_bytes" in by and extra not in by and df[extra].notna().any():
                by.insert(0, extra)
    by = list(by)
    ok = df[df["meets_target"]]
    name = f"smallest_{over}"
    keep = [c for c in ("target_efficiency", "required_bandwidth_bytes_per_s") if c in df.columns and c not in by]
    if not by:
        best = ok.nsmallest(1, over)[[over, "efficiency"]] if len(ok) else pd.DataFrame({over: [np.nan], "efficiency": [np.nan]})
        first = df[keep].iloc[:1].reset_index(drop=True)
        return pd.concat([first, best.reset_index(drop=True)], axis=1).rename(columns={over: name})
    groups = df.groupby(by, dropna=False, sort=False)[keep].first().reset_index() if keep else df[by].drop_duplicates()
    idx = ok.groupby(by, dropna=False, sort=False)[over].idxmin()
    best = ok.loc[idx.values, [*by, over, "efficiency"]]
    merged = groups.merge(best, on=by, how="left")
    return merged.rename(columns={over: name}).reset_index(drop=True)


# The signature comes from the option table: every Scenario keyword, then the sweep's own.
sweep.__signature__ = inspect.Signature([  # type: ignore[attr-defined]
    *api_parameters(),
    inspect.Parameter("target_efficiency", inspect.Parameter.KEYWORD_ONLY, default=None),
    inspect.Parameter("progress", inspect.Parameter.KEYWORD_ONLY, default=False),
])
sweep.__doc__ = sweep.__doc__.replace("{names}", ", ".join(o.name for o in OPTIONS if o.name != "calibration"))
