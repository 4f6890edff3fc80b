"""The planning questions on a parallel layout: the NIC rate, the largest data-parallel degree, the largest model.

Each answer is searched on the layout's step (:mod:`ringcalc.planning.layout_step`: every collective on its link,
the bubble), the scenario rebuilt at every candidate so that the placement, NCCL's picks and the microbatches
follow it:

* :func:`required_bandwidth`: the NIC line rate (one link per GPU without a cluster) at which the step's
  efficiency Ts/step meets the target; a bisection in the rate (the efficiency does not fall as it grows), at
  the typical value of the priors and at both ends (its 80% interval);
* :func:`max_workers`: the largest data-parallel degree dp (N = tp·pp·cp·dp) meeting it; ``--scaling strong``
  holds the global batch and the microbatches per replica, and searches only the dp that split the batch
  exactly (:func:`ringcalc.workload.layout.split_degrees`), weak scaling each replica's tokens; the degrees are
  probed by doubling, then bisected (the efficiency falls as dp grows);
* :func:`max_gradient_bytes`: the largest parameter count at ``--step-time``; without a model's shape only the
  data-parallel collectives (which follow the parameter count) are counted, and the note says so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ringcalc.errors import RingcalcError, infeasible
from ringcalc.numeric import reaches
from ringcalc.numeric.worker_search import runs_of
from ringcalc.planning.results import SIResult
from ringcalc.units import format_efficiency, format_time

FAST_NIC = 1e15
"""A NIC rate, B/s, that removes the NICs' bandwidth term (1 PB/s): the best efficiency any NIC reaches."""


@dataclass(frozen=True)
class LayoutBandwidthResult(SIResult):
    workers: int
    layout: dict
    network: str
    efficiency: float
    required_bandwidth_bytes_per_s: float
    required_bandwidth_bits_per_s: float
    best_efficiency: float
    step: dict
    interval: dict | None = None
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class LayoutWorkersResult(SIResult):
    layout: dict
    network: str
    efficiency: float
    scaling: str
    max_dp: int | None
    max_workers: int | None
    efficiency_at_max_workers: float | None
    search_limit_dp: int
    step: dict | None
    notes: list[str] = field(default_factory=list)
    failing_below: list[list[int]] = field(default_factory=list)  # GPU counts under the answer that miss (ranges)


@dataclass(frozen=True)
class LayoutModelResult(SIResult):
    workers: int
    layout: dict
    network: str
    efficiency: float
    step_time_s: float
    dtype: str
    max_params: float
    max_gradient_bytes: float
    step: dict
    notes: list[str] = field(default_factory=list)


def _efficiency(s: Any, end: str = "typical") -> float:
    from ringcalc.planning import layout_step

    return layout_step.step(s, end).efficiency


def _short(result: Any) -> dict:
    d = result.to_dict()
    return {k: d[k] for k in ("workers", "compute_time_s", "comm_time_s", "exposed_comm_time_s", "bubble_time_s",
                              "iteration_time_s", "efficiency", "mfu_end_to_end", "tokens_per_s")}


# ---------------------------------------------------------------------- bandwidth


def required_bandwidth(s: Any, target: float) -> LayoutBandwidthResult:
    """The NIC line rate (per NIC; one link per GPU without a cluster) at which the step meets ``target``."""
    s._require_ts()

    def at(b: float) -> Any:
        return s.replace(bandwidth=b)

    notes: list[str] = []
    nodes = 1 if s.cluster_spec is None else s.placement.nodes
    if s.cluster_spec is not None and nodes == 1:
        best = _efficiency(at(FAST_NIC))
        if not reaches(best, target):
            raise _unreachable(target, best, at(FAST_NIC))
        required = 0.0
        notes.append("one node: nothing crosses the NICs, so any NIC rate meets the target")
        answer = s if s.bandwidth_bytes_per_s is not None else at(FAST_NIC)
    else:
        required = _solve(s, target, "typical")
        answer = at(required)
        best = _efficiency(at(FAST_NIC))
    interval = None
    if s.cluster_spec is not None and s.has_prior_spread and required > 0:
        from ringcalc.cluster.values import FAST_END, SLOW_END

        high, low = (_solve(s, target, end, required=False) for end in (SLOW_END, FAST_END))
        interval = {"coverage": 0.8, "basis": "the cluster's priors",
                    "required_bandwidth_bytes_per_s_low": low, "required_bandwidth_bytes_per_s_high": high}
    result = answer.layout_step()
    what = "NIC line rate" if s.cluster_spec is not None else "bandwidth of each GPU's link"
    redone = ("NCCL's picks and the placement are re-made at every rate tried" if s.cluster_spec is not None else
              "every collective's time is re-costed at every rate tried")
    notes.insert(0, f"the {what} at which the step's efficiency Ts/step (bubble included) is "
                    f"{format_efficiency(target)}; {redone}")
    return LayoutBandwidthResult(
        workers=s.workers, layout=result.layout, network=result.network, efficiency=target,
        required_bandwidth_bytes_per_s=required, required_bandwidth_bits_per_s=required * 8, best_efficiency=best,
        step=_short(result), interval=interval, notes=[*notes, *(n for n in result.notes if n not in notes)])


def _solve(s: Any, target: float, end: str, required: bool = True) -> float | None:
    """Bisection on the rate, in log space, to a relative 1e-9; None at an end of the priors that cannot reach it."""
    from ringcalc.numeric import roots

    def ok(b: float) -> bool:
        return bool(reaches(_efficiency(s.replace(bandwidth=b), end), target))

    if not ok(FAST_NIC):
        if not required:
            return None
        raise _unreachable(target, _efficiency(s.replace(bandwidth=FAST_NIC), end), s.replace(bandwidth=FAST_NIC))
    lo, hi = 1e6, 1e6
    while not ok(hi):
        lo, hi = hi, hi * 10
    while lo == hi or ok(lo):  # already met at the first rate tried: look below it
        if lo < 1.0:
            return lo
        hi, lo = lo, lo / 1e3
    return roots.narrow(ok, lo, hi)[1]


def _unreachable(target: float, best: float, s: Any) -> RingcalcError:
    r = s.layout_step()
    return infeasible(
        f"{format_efficiency(target)} is unreachable: even "
        f"{'with infinitely fast NICs' if s.cluster_spec is not None else 'at 1 PB/s per link'} the step's efficiency is "
        f"{format_efficiency(best)} (the pipeline bubble {format_time(r.bubble_time_s)}, and "
        f"{format_time(r.exposed_comm_time_s)} exposed{' on the other links' if s.cluster_spec is not None else ''}, "
        f"per {format_time(r.iteration_time_s)} "
        "step)", option="efficiency")


# ---------------------------------------------------------------------- the largest data-parallel degree


def max_workers(s: Any, target: float) -> LayoutWorkersResult:
    """The largest dp (N = tp·pp·cp·dp) whose step meets ``target``."""
    from ringcalc.units import MAX_WORKERS

    if "dp" in s._given:
        raise RingcalcError("is what max-workers solves for (the largest data-parallel degree); drop it",
                            option="dp")
    s._require_ts()
    from ringcalc.planning.workload_setup import refuse_weak_search

    refuse_weak_search(s.workload, s.scaling, s._given)
    lay = s.layout
    model = lay.tp * lay.pp * lay.cp
    unit = lay.ep // math.gcd(lay.ep, lay.cp)  # ep must divide dp·cp
    sw = s.workload
    w = sw.workload
    strong = s.scaling == "strong"
    limit = MAX_WORKERS // model
    notes = []
    seqs = w.sequences_per_step
    if strong and seqs is not None:  # only the dp that split the batch exactly (Megatron refuses the others)
        from ringcalc.planning.solver.common import listed_counts
        from ringcalc.workload.layout import split_degrees

        given = s.layout.microbatches if "microbatches" in s._given else None  # else one sequence per microbatch
        degrees = split_degrees(int(seqs), unit=unit, limit=limit, microbatches=given, pp=lay.pp, chunks=lay.chunks)
        per = f"{given:,} microbatches" if given else "microbatches of one sequence"
        notes.append(f"strong scaling: the global batch of {seqs:,.0f} sequences is split over the replicas in {per} "
                     f"each; only the dp that split it exactly are searched ({listed_counts(degrees)})")
        if not degrees:
            raise RingcalcError(f"the global batch of {seqs:,.0f} sequences splits exactly over no dp that is a multiple "
                                f"of {unit}", option="global-batch" if "global_batch" in s._given else "tokens-per-step")
        limit = degrees[-1]
    else:
        if not strong and w.tokens_per_step is not None:
            notes.append(f"weak scaling: each replica keeps its {w.tokens_per_step / lay.dp:,.0f} tokens per step and "
                         "the global batch grows with dp (--scaling strong holds the global batch)")
        limit -= limit % unit
        if limit < unit:
            raise RingcalcError(f"dp = {unit} replicas of tp·pp·cp = {model} GPUs is beyond any cluster", option="ep")
        degrees = None
    count = len(degrees) if degrees is not None else limit // unit

    def degree(i: int) -> int:  # the i-th dp searched (from 1)
        return degrees[i - 1] if degrees is not None else i * unit

    cache: dict[int, Any] = {}

    def at(dp: int) -> Any:
        if dp not in cache:
            cache[dp] = _at_dp(s, dp, model)
        return cache[dp]

    def ok(i: int) -> bool:
        return bool(reaches(_efficiency(at(degree(i))), target))

    if not ok(1):
        raise infeasible(f"{format_efficiency(target)} is unreachable: dp = {degree(1)} already gives "
                         f"{format_efficiency(_efficiency(at(degree(1))))} on this layout", option="efficiency")
    # the efficiency is monotone in dp on no piece (a partial node's rails, NCCL's picks, the batch's split): every dp
    # up to EVERY_DP is tried (a scenario each, ~2 ms), then by doubling and bisection above the last that meets it
    tried = min(count, EVERY_DP)
    met = {i: ok(i) for i in range(1, tried + 1)}
    lo = max(i for i, good in met.items() if good)
    at_limit = lo == count
    doubled = tried < count and lo == tried
    if doubled:
        hi = lo * 2
        while hi <= count and ok(hi):
            lo, hi = hi, hi * 2
        if hi > count:  # doubled past the limit: the limit itself, else bisect below it
            if lo == count or ok(count):
                lo, hi, at_limit = count, count + 1, True
            else:
                hi = count
        while hi - lo > 1:
            mid = (lo + hi) // 2
            lo, hi = (mid, hi) if ok(mid) else (lo, mid)
    dp = degree(lo)
    best = at(dp).layout_step()
    searched = range(1, min(lo, tried) + 1)
    failing = runs_of([not met[i] for i in searched], [model * degree(i) for i in searched])
    notes.insert(0, f"every dp up to {degree(tried):,} is tried (the efficiency need not fall as dp grows: a partial "
                    "node, NCCL's pick)" + (", then doubled and bisected above it" if doubled else ""))
    if failing:
        shown = ", ".join(f"{a:,}" if a == b else f"{a:,}..{b:,}" for a, b in failing[:4])
        notes.insert(1, f"not every count below the answer meets the target: {shown} GPUs "
                        f"{'and more ' if len(failing) > 4 else ''}do not")
    if at_limit:
        notes.insert(0, f"dp = {dp:,}, the largest searched, still meets the target: the answer is that many or more")
    return LayoutWorkersResult(
        layout=best.layout, network=best.network, efficiency=target, scaling=s.scaling, max_dp=dp,
        max_workers=model * dp, efficiency_at_max_workers=best.efficiency, search_limit_dp=limit, step=_short(best),
        notes=[*notes, *(n for n in best.notes if n not in notes)], failing_below=[list(r) for r in failing])


EVERY_DP = 1024
"""Layout max-workers tries every data-parallel degree up to this many searched (about 2 ms each)."""


def _at_dp(s: Any, dp: int, model: int) -> Any:
    """The scenario at data-parallel degree ``dp``: its tokens per step follow the scaling."""
    options = {k: v for k, v in s._given.items() if k not in ("dp", "workers", "microbatches")}
    options["workers"] = model * dp
    from ringcalc.planning.workload_setup import weak_scaled

    options.update(weak_scaled(s.workload, s.scaling, dp / s.layout.dp))
    if options.get("global_batch", 0) is None:
        del options["global_batch"]
    if "microbatches" in s._given:  # the given microbatches per replica (strong: dp is one that splits them)
        options["microbatches"] = s.layout.microbatches
    if dp == 1 and s.layout.cp == 1:  # no data-parallel collective for --overlap to hide at this degree (it was
        options.pop("overlap", None)  # refused at dp = 1, where max-workers starts, so it could never be used)
    return type(s)(**options)  # the scenario's own class (the solver does not import the Scenario)


# ---------------------------------------------------------------------- the largest model


def max_gradient_bytes(s: Any, target: float) -> LayoutModelResult:
    """The largest parameter count whose step meets ``target`` at the given Ts."""
    from ringcalc.numeric import roots
    from ringcalc.planning.option_parsers import dtype_bytes

    ts = s.require("step_time_s", "step-time")

    def at(params: float) -> Any:
        return s.replace(params=params)

    def ok(params: float) -> bool:
        return bool(reaches(_efficiency(at(params)), target))

    if not ok(1.0):
        raise _unreachable(target, _efficiency(at(1.0)), at(1.0))
    lo, hi = 1.0, 1e3
    while ok(hi):
        lo, hi = hi, hi * 10
        if hi > 1e18:
            raise RingcalcError("every model size meets the target here (no collective grows with the parameter "
                                "count)", option="efficiency", kind="infeasible")
    params = roots.narrow(lambda p: not ok(p), lo, hi)[0]  # the last count that meets the target
    result = at(params).layout_step()
    notes = [f"the largest parameter count at Ts = {format_time(ts)} whose step meets {format_efficiency(target)}; "
             "an upper bound where the layout has tensor, pipeline, context or expert parallelism (see below)"]
    return LayoutModelResult(
        workers=s.workers, layout=result.layout, network=result.network, efficiency=target, step_time_s=ts,
        dtype=s.dtype, max_params=params, max_gradient_bytes=params * dtype_bytes(s.dtype), step=_short(result),
        notes=[*notes, *(n for n in result.notes if n not in notes)])
