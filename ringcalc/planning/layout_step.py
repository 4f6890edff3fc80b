"""A scenario's parallel layout costed on its network: every collective of a step timed, the step assembled.

A :class:`~ringcalc.planning.scenario.Scenario` with a layout (``--tp --pp --cp --ep --dp --zero --fsdp
--microbatches --recompute --virtual-stages``) lists the collectives of one step
(:func:`ringcalc.workload.collectives.step_collectives`) and times one call of each:

* **on a cluster** (``--cluster`` or the layout options of issue 16) with
  :func:`ringcalc.cluster.groups.group_time`: the group is placed on the nodes by its size and its rank stride in
  Megatron's order; a group inside a node runs on the scale-up link, one across nodes on its ranks' share of
  the node's NICs (the other groups of its kind use the rest), with NCCL's pick for its size and placement (or
  ``--algorithm``, ``--protocol``);
* **without a cluster**, on one link per GPU (the link model, G = 1 GPU per node): each collective is the link
  model's (``--algorithm``, default ring) among its group's ranks, a pipeline send one message on the link.
  Tensor parallelism on it would run across nodes without a scale-up link: refused (give the cluster).

The step then follows (:func:`ringcalc.workload.step.assemble_step`): exposed time per microbatch and per step,
the pipeline bubble, efficiency Ts/step, end-to-end MFU, tokens/s, and with ``--train-tokens`` the days,
GPU-hours and cost to train. Its 80% interval takes each figure's extremes over the ends of the cluster's
priors (achieved fractions and latencies, :mod:`ringcalc.cluster.values`) and of the compute-only MFU range.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ringcalc.errors import RingcalcError
from ringcalc.workload.collectives import StepCollective, step_collectives
from ringcalc.workload.step import StepResult, assemble_step

OVERLAP_KINDS = {"tp_overlap": "tp", "cp_overlap": "cp", "ep_overlap": "ep", "pp_overlap": "pp"}
"""Each overlap option and the layout dimension whose collectives it hides (a share of their time)."""
DATA_PARALLEL_KINDS = ("dp", "edp", "shard", "replica")
"""The kinds of the gradient reduction and the sharded stages' gathers: ``--overlap`` sets their window."""

FIGURES = ("compute_time_s", "iteration_time_s", "efficiency", "mfu_end_to_end", "tokens_per_s")
"""The figures whose 80% interval the result carries (``<figure>_low`` / ``<figure>_high``)."""


@dataclass(frozen=True)
class LayoutCollective:
    """One collective of the step: the group, the bytes, where and how it ran, its time per step and exposed part."""

    name: str
    kind: str
    collective: str
    group_size: int
    rank_stride: int
    bytes_per_gpu_per_call: float
    calls_per_step: float
    link: str
    algorithm: str
    ranks_per_node: int
    nodes: int
    time_per_call_s: float
    time_per_step_s: float
    exposed_s: float
    overlap: str
    overlap_fraction: float
    phase: str


@dataclass(frozen=True)
class LayoutResult:
    """The step of a layout on its network (SI units), with its per-collective breakdown and 80% interval."""

    workers: int
    layout: dict
    network: str
    cluster: str | None  # the --cluster given (a catalog name or a file), None for a layout described by options
    bandwidth_bytes_per_s: float | None  # the NIC line rate on a cluster, else each GPU's link (as a sweep's column)
    model: str | None
    params: float
    compute_time_s: float
    step_time_source: str
    collectives: list[LayoutCollective]
    comm_time_s: float
    exposed_comm_time_s: float
    bubble_time_s: float
    bubble_fraction: float
    iteration_time_s: float
    efficiency: float
    speedup: float
    mfu: float | None
    mfu_end_to_end: float | None
    tokens_per_step: float | None
    tokens_per_s: float | None
    interval: dict | None
    training: dict | None
    workload: dict
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class _Cost:
    time_s: float
    algorithm: str
    link: str
    ranks_per_node: int
    nodes: int
    straddle: Any = None  # ringcalc.cluster.groups.Straddle: the slowest instance crosses a leaf's edge


# ---------------------------------------------------------------------- the collectives and their times


def _overlap_option(r: StepCollective, by_kind: dict[str, str]) -> str | None:
    """The option that hides a share of ``r``: --overlap for the data-parallel collectives of the backward pass,
    --tp-overlap ... for the others; None for ZeRO-1/2's all-gather of the updated parameters (after the step)."""
    if r.kind in DATA_PARALLEL_KINDS:
        return None if (r.collective == "all-gather" and r.phase == "step") else "--overlap"
    return by_kind.get(r.kind)


def records(s: Any) -> list[StepCollective]:
    """The scenario's collectives of one step, with the overlap options applied."""
    g = s.cluster_spec.gpus_per_node if s.cluster_spec is not None else 1
    kinds = {kind: s.layout_overlaps[name] for name, kind in OVERLAP_KINDS.items() if s.layout_overlaps[name] is not None}
    out = step_collectives(s.workload.workload, s.layout, gpus_per_node=g, overlaps=kinds or None)
    if "overlap" in s._given:  # the data-parallel collectives' window under compute, as a share of Ts
        if not any(r.kind in DATA_PARALLEL_KINDS for r in out):
            raise RingcalcError(f"hides the data-parallel collectives (gradients, ZeRO's gathers) under the backward "
                                f"pass, and this layout has none (dp = {s.layout.dp}, cp = {s.layout.cp}); the "
                                "tensor, context, expert and pipeline collectives have --tp-overlap, --cp-overlap, "
                                "--ep-overlap and --pp-overlap", option="overlap")
        window = s.overlap
        out = [replace(r, overlap="backward" if window > 0 else "exposed", overlap_fraction=window)
               if r.kind in DATA_PARALLEL_KINDS and r.overlap == "backward" else r for r in out]
    return out


def cost(s: Any, record: StepCollective, end: str = "typical", cluster: Any = None) -> _Cost:
    """One call of ``record`` on the scenario's network (or on ``cluster`` in its place): its time, algorithm, link
    and placement."""
    if s.cluster_spec is not None:
        from ringcalc.cluster.groups import group_time

        algorithm = s.algorithm if s.algorithm != "auto" and record.collective != "send-recv" else "auto"
        if algorithm != "auto":
            _check_model(f"{algorithm}@cluster", record)
        g = group_time(s.cluster_spec if cluster is None else cluster, record.collective, record.group_size, record.rank_stride,
                       record.bytes_per_gpu_per_call, algorithm=algorithm, protocol=s.protocol,
                       gamma_s_per_byte=s.gamma_s_per_byte, end=end, job_nodes=s.placement.nodes,
                       job_ranks=s.workers)
        return _Cost(g.time_s, g.algorithm, g.link, g.ranks_per_node, g.nodes, g.straddle)
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    nbytes = record.bytes_per_gpu_per_call
    if record.collective == "send-recv":
        return _Cost(s.latency_s + nbytes / bandwidth, "p2p", "one link", 1, 2)
    from ringcalc import numeric

    _check_model(s.algorithm, record)
    values = {"N": record.group_size, "K": nbytes, "B": bandwidth, "alpha": s.latency_s, "gamma": s.gamma_s_per_byte}
    t = float(numeric.evaluate("time", values, s.algorithm, record.collective))
    return _Cost(t, s.algorithm, "one link", 1, record.group_size)


def _check_model(algorithm: str, record: StepCollective) -> None:
    from ringcalc import numeric

    try:
        numeric.model_functions(algorithm, record.collective)
    except RingcalcError:
        name = algorithm.removesuffix("@cluster")
        article = "an" if record.collective[0] in "aeiou" else "a"
        raise RingcalcError(f"{name} has no {record.collective} model, and the layout runs {article} {record.collective} "
                            f"({record.name}); drop --algorithm (on a cluster: NCCL's pick for each collective)",
                            option="algorithm") from None


def time_of(s: Any, end: str = "typical") -> Callable[[StepCollective], float]:
    """``time_of(record)``: seconds of one call on the scenario's network, at an end of its priors."""
    return lambda record: cost(s, record, end).time_s


# ---------------------------------------------------------------------- the step


def compute_time_given(s: Any) -> float | None:
    """Ts per GPU from ``--step-time`` (strong scaling: the one-GPU time / N); None when Ts comes from FLOPs."""
    sw = s.workload
    if sw is not None and sw.from_flops:
        return None
    ts = s.require("step_time_s", "step-time")
    return ts / s.workers if s.scaling == "strong" else ts


def step(s: Any, end: str = "typical", recs: list[StepCollective] | None = None) -> StepResult:
    """The step at an end of the network's priors (the MFU range inside it, as :func:`assemble_step` gives)."""
    recs = records(s) if recs is None else recs
    return assemble_step(s.workload.workload, s.layout, time_of(s, end), records=recs,
                         compute_s=compute_time_given(s))


def layout_result(s: Any) -> LayoutResult:
    """The scenario's layout step with its breakdown, interval, time and cost to train, and notes."""
    from ringcalc.cluster.values import FAST_END, SLOW_END

    recs = records(s)
    main = step(s, "typical", recs)
    ends = [main]
    if s.cluster_spec is not None and s.has_prior_spread:
        ends += [step(s, SLOW_END, recs), step(s, FAST_END, recs)]
    rows, straddles = [], []
    for timed in main.collectives:
        r = timed.record
        c = cost(s, r)
        if c.straddle is not None:
            straddles.append(_straddle_note(s, r, c.straddle))
        rows.append(LayoutCollective(
            name=r.name, kind=r.kind, collective=r.collective, group_size=r.group_size, rank_stride=r.rank_stride,
            bytes_per_gpu_per_call=r.bytes_per_gpu_per_call, calls_per_step=r.calls_per_step, link=c.link,
            algorithm=c.algorithm, ranks_per_node=c.ranks_per_node, nodes=c.nodes,
            time_per_call_s=timed.time_per_call_s, time_per_step_s=timed.time_per_step_s, exposed_s=timed.exposed_s,
            overlap=r.overlap, overlap_fraction=r.overlap_fraction, phase=r.phase))
    straddles += _tier_note(s, main)
    interval = _interval(ends, s)
    w = s.workload.workload
    tokens = w.tokens_per_step
    return LayoutResult(
        workers=s.workers, layout=layout_dict(s.layout), network="cluster" if s.cluster_spec is not None
        else "one link per GPU", cluster=None if s.cluster is None else str(s.cluster),
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s, model=w.model, params=w.params, compute_time_s=main.compute_s,
        step_time_source="given" if compute_time_given(s) is not None else "flops", collectives=rows,
        comm_time_s=sum(t.time_per_step_s for t in main.collectives), exposed_comm_time_s=main.exposed_s,
        bubble_time_s=main.bubble_s, bubble_fraction=main.bubble_fraction, iteration_time_s=main.step_s,
        efficiency=main.efficiency, speedup=s.workers * main.efficiency, mfu=_number(main.mfu),
        mfu_end_to_end=_number(main.mfu_end_to_end), tokens_per_step=tokens,
        tokens_per_s=_number(main.tokens_per_s), interval=interval, training=_training(s, main, interval),
        workload=_workload_fields(s, main), notes=notes(s, main, rows, list(dict.fromkeys(straddles))),
    )


def layout_dict(layout: Any) -> dict[str, Any]:
    return {"tp": layout.tp, "pp": layout.pp, "cp": layout.cp, "ep": layout.ep, "dp": layout.dp, "zero": layout.zero,
            "fsdp": layout.fsdp, "shard_group": layout.shard_group, "microbatches": layout.microbatches,
            "virtual_stages": layout.chunks, "recompute": layout.recompute,
            "sequence_parallel": layout.sequence_parallel}


def _number(value: float | None) -> float | None:
    return None if value is None or not math.isfinite(value) else float(value)


def _interval(ends: list[StepResult], s: Any) -> dict | None:
    """Each figure's extremes over the ends of the network's priors and of the MFU range (None: no spread)."""
    candidates: dict[str, list[float]] = {f: [] for f in FIGURES}
    keys = {"compute_time_s": "compute_s", "iteration_time_s": "step_s", "efficiency": "efficiency",
            "mfu_end_to_end": "mfu_end_to_end", "tokens_per_s": "tokens_per_s"}
    for e in ends:
        for figure, key in keys.items():
            candidates[figure].append(getattr(e, key))
            for side in ("low", "high"):
                if f"{key}_{side}" in e.range:
                    candidates[figure].append(e.range[f"{key}_{side}"])
    if len(ends) == 1 and not ends[0].range:
        return None
    out: dict[str, Any] = {"coverage": 0.8, "basis": _basis(s, ends)}
    for figure, values in candidates.items():
        finite = [v for v in values if math.isfinite(v)]
        out[f"{figure}_low"] = min(finite) if finite else None
        out[f"{figure}_high"] = max(finite) if finite else None
    main = ends[0]
    if main.range:
        out["mfu_low"], out["mfu_high"] = main.range["mfu_low"], main.range["mfu_high"]
    return out


def _basis(s: Any, ends: list[StepResult]) -> str:
    parts = []
    if len(ends) > 1:
        parts.append("the cluster's priors")
    if ends[0].range:
        parts.append("the compute-only MFU range")
    return " and ".join(parts)


def _training(s: Any, main: StepResult, interval: dict | None) -> dict | None:
    """Days, GPU-hours and cost to train, with their interval from the step's."""
    from ringcalc.workload.cost import training_cost

    sw = s.workload
    tokens = sw.workload.tokens_per_step
    if sw.train_tokens is None or tokens is None:
        return None

    def run(step_s: float) -> dict:
        return training_cost(train_tokens=sw.train_tokens, tokens_per_step=tokens, gpus=s.workers, step_s=step_s,
                             exposed_comm_s=main.exposed_s, bubble_s=main.bubble_s,
                             gpu_hour_price=sw.gpu_hour_price).to_dict()

    out = run(main.step_s)
    if interval is not None and interval.get("iteration_time_s_low") is not None:
        fast, slow = run(interval["iteration_time_s_low"]), run(interval["iteration_time_s_high"])
        for key in ("train_days", "gpu_hours", "cost"):
            out[f"{key}_low"], out[f"{key}_high"] = fast[key], slow[key]
    return out


def _workload_fields(s: Any, main: StepResult) -> dict[str, Any]:
    """What gives Ts (the rows an efficiency table shows before Ts)."""
    sw = s.workload
    w = sw.workload
    out = {"gpu": w.gpu, "compute_dtype": w.compute_dtype, "peak_flops_per_s": w.peak_flops_per_s,
           "flops_per_token": w.flops_per_token, "dense_flops_per_token": w.dense_flops_per_token,
           "attention_flops_per_token": w.attention_flops_per_token, "tokens_per_step": w.tokens_per_step,
           "step_time_source": "given" if compute_time_given(s) is not None else "flops",
           "mfu": _number(main.mfu)}
    if main.range:
        out.update(mfu_low=main.range["mfu_low"], mfu_high=main.range["mfu_high"], mfu_source=w.mfu.source,
                   compute_time_s_low=main.range["compute_s_low"], compute_time_s_high=main.range["compute_s_high"])
    return out


def _tier_note(s: Any, main: StepResult) -> list[str]:
    """What the tier above the leaves costs the step's collectives: each one's time per step against the same
    cluster with the tier free (no oversubscription, no hop latency). Until 2026-11-29 a layout's answer said nothing
    of it (Llama 3 70B on 8 DGX H100 nodes in leaves of 3 under 8:1: dp gradients 1.517 s, 569 ms without the
    tier, with no word of the tier), where a single collective's answer names it (cluster/notes.py)."""
    from ringcalc import units

    c = s.cluster_spec
    if c is None or not math.isfinite(c.nodes_per_leaf) or s.placement.nodes <= c.nodes_per_leaf \
            or (c.oversubscription == 1 and c.hop_latency_s == 0):
        return []
    free = c.replace(oversubscription=1.0, hop_latency_s=0.0)
    slowed = []
    for timed in main.collectives:
        r = timed.record
        alone = cost(s, r, cluster=free).time_s * r.calls_per_step
        if timed.time_per_step_s > alone * (1 + 1e-9):
            slowed.append(f"{r.name} {units.format_time(timed.time_per_step_s)} ({units.format_time(alone)} with "
                          f"the tier free)")
    what = " and ".join(x for x in (f"{c.oversubscription:g}:1 oversubscription" * (c.oversubscription > 1),
                                    f"{units.format_time(c.hop_latency_s)} switch hops" * (c.hop_latency_s > 0)) if x)
    unit = "NVLink domain" if c.node_gpus else "node"
    head = f"{s.placement.nodes:,} {unit}s span leaves of {c.nodes_per_leaf:g} under {what}: "
    if not slowed:
        return [head + "no collective of the step crosses it at a cost (each group stays under one leaf, or its "
                       "bytes out of a leaf fit within the uplinks)"]
    return [head + "per step " + "; ".join(slowed)]


def _straddle_note(s: Any, r: StepCollective, where: Any) -> str:
    """``stage 1's dp groups (nodes 4-7) straddle the leaf edge at node 6: priced across the tier ...``."""
    stage = where.first_rank // (s.workers // s.layout.pp) if s.layout.pp > 1 else None
    whose = f"stage {stage}'s {r.kind} groups" if stage is not None else f"the {r.kind} groups"
    unit = "domain" if s.cluster_spec.node_gpus else "node"
    if where.edge == "node" and r.collective == "send-recv":
        return (f"{whose.replace('groups', 'sends')} (rank {where.first_rank:,} to {where.first_rank + r.rank_stride:,}) "
                f"cross the edge of {unit} {where.first_node:,}: priced on the NICs (the pipeline's slowest boundary)")
    if where.edge == "node":
        return (f"{whose} ({unit}s {where.first_node:,}-{where.last_node:,}, {' + '.join(map(str, where.pieces))} "
                f"of their ranks) cross the edge of {unit} {where.first_node:,}: priced on the NICs of the "
                f"{unit} with the fewest of them (their slowest placement)")
    return (f"{whose} ({unit}s {where.first_node:,}-{where.last_node:,}) straddle the leaf edge at {unit} "
            f"{where.edge_node:,}: priced across the tier ({' + '.join(map(str, where.pieces))} of their {unit}s "
            f"under {len(where.pieces)} leaves of {s.cluster_spec.nodes_per_leaf:g}; their slowest placement)")


def notes(s: Any, main: StepResult, rows: list[LayoutCollective], straddles: list[str] | None = None) -> list[str]:
    """What a reader of a layout's answer should know: the network, the placement, the overlaps, the bubble, and
    the groups whose slowest instance straddles a leaf's edge (``straddles``)."""
    from ringcalc.planning import workload_setup

    out = []
    lay = s.layout
    if s.cluster_spec is not None:
        c = s.cluster_spec
        out.append(f"cluster: {c.describe()}; {s.placement.describe(c)}")
        out.append("each group is placed by its rank stride in Megatron's order (tp, cp, dp, pp): inside a node it "
                   "runs on the scale-up link, across nodes on its ranks' share of the node's NICs; the algorithm "
                   "is " + ("NCCL's pick for its size and placement" if s.algorithm == "auto" else s.algorithm))
        out += straddles or []
        for what, prior, option in (("NIC", c.net_efficiency, "--net-efficiency"),
                                    ("scale-up", c.scale_up_efficiency, "--intra-efficiency")):
            if not prior.measured:
                out.append(f"{what}: {prior.typical:.2f} of the line rate achieved, prior {prior.low:.2f}-"
                           f"{prior.high:.2f} (the 80% interval; {prior.source.split(': ')[0]}; {option} to set it)")
    else:
        out.append("no cluster: every collective runs on one link per GPU (the link model, one GPU per node); "
                   "give --cluster (or --gpus-per-node with --intra-bandwidth) for the scale-up link and the NICs")
    exposed = [r for r in rows if r.overlap == "exposed"]
    if exposed:
        by_kind = {kind: f"--{name.replace('_', '-')}" for name, kind in OVERLAP_KINDS.items()}
        flags = list(dict.fromkeys(f for f in (_overlap_option(r, by_kind) for r in exposed) if f))
        after = [r.name for r in exposed if _overlap_option(r, by_kind) is None]
        out.append(f"exposed (on the critical path): {', '.join(r.name for r in exposed)}"
                   + (f"; {', '.join(flags)} hide{'s' if len(flags) == 1 else ''} a share" if flags else "")
                   + (f"; {', '.join(after)}: after the optimizer step, with no compute to hide under" if after else ""))
    if any(r.kind == "pp" for r in rows):
        share = next(r.overlap_fraction for r in rows if r.kind == "pp")
        out.append(f"pipeline sends {share:.0%} hidden under compute ("
                   + ("assumed; " if s.layout_overlaps["pp_overlap"] is None else "") + "--pp-overlap)")
    backward = [r for r in rows if r.overlap == "backward"]
    if backward:
        out.append("the data-parallel collectives hide under the backward pass: "
                   + "; ".join(f"{r.name} under {r.overlap_fraction:.3g} of Ts".replace("under 1 of", "under all of")
                               for r in backward)
                   + " (--overlap sets the share of Ts)")
    if lay.pp > 1:
        out.append(f"pipeline bubble (pp-1)/(v·m+pp-1) = {main.bubble_fraction:.1%} of the pipeline "
                   f"(pp {lay.pp}, {lay.microbatches} microbatches, {lay.chunks} chunk"
                   f"{'s' * (lay.chunks > 1)} per stage; --microbatches, --virtual-stages)")
    if "recompute" in s._given and lay.recompute != "full":
        out.append(f"--recompute {lay.recompute} changes the activations' memory (`ringcalc memory`), not this step "
                   "(selective recomputation reruns only the attention core, a few percent of the FLOPs, Korthikanti "
                   "et al. 2022, which the MFU prior absorbs); --recompute full reruns the forward: Ts x 4/3")
    if s.workload.workload.arch is None:
        out.append("no model shape: only the data-parallel collectives are counted (the tensor, pipeline, context "
                   "and expert collectives move activations, which need the model's hidden size and layers)")
    given_ts = compute_time_given(s) is not None
    out += [n for n in workload_setup.notes(s.workload)
            if n not in out and not (given_ts and n.startswith("no model shape"))]  # FLOPs unused with --step-time
    return out
