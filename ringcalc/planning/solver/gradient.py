"""The largest gradient (model) K whose efficiency still meets a target, and its parameter count.

From a calibration (:func:`max_gradient_calibrated`) the answer carries its
interval: the answer again with the calibration's time at both ends of its
prediction interval (:mod:`ringcalc.calibrate.interval`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.planning.results import SIResult
from ringcalc.planning.solver.common import (
    bisect_largest, check_sync, comm_budget, largest, meets, model_value, training_step, unreachable,
)
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario


@dataclass(frozen=True)
class MaxGradientResult(SIResult):
    """The largest gradient (and parameter count) that meets a target (:func:`max_gradient_bytes`)."""

    algorithm: str
    collective: str
    workers: int
    bandwidth_bytes_per_s: float
    latency_s: float
    step_time_s: float
    efficiency: float
    dtype: str
    comm_time_budget_s: float
    max_gradient_bytes: float
    max_params: float
    notes: list[str] = field(default_factory=list)
    # from a calibration: the answer with the collective time at the ends of its prediction interval, each candidate
    # size with its own interval (max_gradient_bytes_low: the time at its high end; None: no size can be promised)
    interval: dict | None = None


EMPTY_GRADIENT = 1e-300
"""The gradient, bytes, at which the latency steps alone remain (the limit K -> 0 of max-model)."""


def max_gradient_bytes(s: Scenario, target: float) -> MaxGradientResult:
    """The largest gradient K with P >= target (and the parameter count at the dtype)."""
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    budget = comm_budget(s, target)
    if s.workers == 1:
        raise RingcalcError("one worker never communicates: every model size meets the target", option="workers")
    if s.uses_training_model and s.bucket_bytes is not None:  # P is not monotone in K: see _largest_bucketed
        check_sync(s, target)
        k_max = _largest_bucketed(s, target)
    elif s.uses_training_model:  # overlap, compression, ...: bisection on the forward model (P falls with K)
        check_sync(s, target)
        k_max = bisect_largest(s, target, "K", s.gradient_bytes)
        k_max = -1.0 if k_max is None else k_max
    else:
        k_max = model_value(s, "max_gradient_bytes", budget=budget)
    if not k_max > 0:  # even an empty gradient misses (or, at the ceiling, only an empty one meets it)
        raise unreachable(s, target, "the latency steps", "with an empty gradient", K=EMPTY_GRADIENT)
    from ringcalc.planning.option_parsers import dtype_bytes

    element = dtype_bytes(s.dtype)
    if k_max < element:  # under one parameter: no model meets it (0.83 B, "0.42 parameters", was answered)
        from ringcalc import numeric
        from ringcalc.errors import infeasible
        from ringcalc.units import format_efficiency

        one = training_step(s, K=element)["efficiency"]
        if not numeric.reaches(one, target):
            raise infeasible(f"{format_efficiency(target)} is unreachable: even one parameter ({element:g} B at "
                             f"{s.dtype}) gives {format_efficiency(one)}; the largest gradient meeting it, {k_max:.3g} "
                             "B, is less than one", option="efficiency")
        k_max = element  # one parameter meets it within the solvers' tolerance (numeric.reaches): the answer

    return MaxGradientResult(
        algorithm=s.algorithm_label, collective=s.collective, workers=s.workers, bandwidth_bytes_per_s=bandwidth,
        latency_s=s.latency_s, step_time_s=s.step_time_s, efficiency=target, dtype=s.dtype,  # type: ignore[arg-type]
        comm_time_budget_s=budget, max_gradient_bytes=k_max, max_params=k_max / dtype_bytes(s.dtype), notes=[],
    )


def _largest_bucketed(s: Scenario, target: float) -> float:
    """The largest K meeting the target with ``--bucket-size`` b (-1 when even an empty gradient misses).

    The exposed time is max(T_l, Tt - F Ts'). Tt never decreases with K, but
    T_l, the last bucket's time, falls each time K passes a multiple of b (the
    last bucket K_l = K - (M-1) b starts again near 0), so P is not monotone
    in K and a bisection on P can stop at a local boundary. Every gradient
    that meets the target has Tt - F Ts' within the budget, K <= K_tot (one
    bisection: Tt is monotone in K). Within K_tot's bucket count M, P falls
    with K (T_l and Tt both grow), so the answer is the largest
    K = (M-1) b + x, 0 < x <= K_tot - (M-1) b, that meets the target; when
    not even a near-empty last bucket meets it, none does, at any M (T_l of a
    near-empty bucket does not depend on M).
    """
    from ringcalc import numeric
    from ringcalc.numeric import _generated as gen

    b = s.bucket_bytes

    def total_meets(k: float) -> bool:  # Tt - F Ts' within the budget (the last bucket left aside)
        st = training_step(s, K=k)
        exposed = gen.train_exposed_comm_time(T_last=0.0, T_t=st["comm_time_s"], F_ov=s.overlap,
                                              T_s=st["compute_time_s"])
        p = gen.train_efficiency(T_s=st["compute_time_s"], T_exposed=exposed, T_sync=st["sync_time_s"])
        return bool(numeric.reaches(p, target))

    k_total = largest(total_meets, max(s.gradient_bytes, b))
    if k_total is None:
        return -1.0
    if not math.isfinite(k_total) or meets(s, target, K=k_total):
        return k_total
    base = (float(gen.train_bucket_count(K=k_total, b_bkt=b)) - 1) * b
    # a near-empty last bucket is base's next float up: base + 1e-300 is base itself, M - 1 full buckets (which
    # missed the target where the M-th bucket's first bytes meet it: "unreachable" with 237 MB meeting 90%)
    x = largest(lambda x: meets(s, target, K=max(base + x, math.nextafter(base, math.inf))), k_total - base,
                upper=k_total - base)
    return -1.0 if x is None else base + x


# ---------------------------------------------------------------------- from a calibration

SIZE_DEPENDENT_NOTE = ("the calibration's latency and bandwidth depend on the message size: this is the size whose "
                       "own parameters just meet the target")


def time_factor(pred: Any, side: str | None) -> float | None:
    """The calibration's time at one end of its interval over its point prediction (1 for ``side`` None).

    ``side`` "high": the slow end (None where the time has no bound); "low":
    the fast end (None where it is 0, i.e. the interval has no bound either).
    """
    if side is None or pred is None or pred.time_s <= 0:
        return 1.0
    if side == "high":
        return None if pred.high_s is None else pred.high_s / pred.time_s
    factor = pred.low_s / pred.time_s
    return factor if factor > 0 else None


def _at(s: Scenario, k: float, side: str | None) -> Scenario | None:
    """The scenario with a gradient of ``k`` bytes, its time at the ``side`` end of its own interval (None: no bound)."""
    from ringcalc.planning.option_parsers import dtype_bytes

    sk = s.replace(params=max(k / dtype_bytes(s.dtype), 1.0))
    factor = time_factor(sk.prediction(), side)
    if factor is None:
        return None
    return sk if factor == 1.0 else sk.with_time_scale(factor)


def _largest_size(s: Scenario, target: float, side: str | None) -> tuple[str, float, Scenario | None]:
    """Bisection on the size for the largest gradient whose own calibrated time meets ``target``.

    Every candidate size is a scenario of its own: its regime's alpha and B
    and, for ``side``, the interval of the time at that size (which widens
    beyond the calibrated sizes). Returns ``("missed", element, at)`` when
    even one parameter misses, ``("beyond", 1e18, at)`` when no size up to an
    exabyte misses, else ``("found", k, None)``.
    """
    from ringcalc.numeric.roots import expand, narrow
    from ringcalc.planning.option_parsers import dtype_bytes

    element = dtype_bytes(s.dtype)

    def misses(k: float) -> bool:
        sk = _at(s, k, side)
        return sk is None or sk.efficiency().efficiency < target

    if misses(element):
        return "missed", element, _at(s, element, side)
    if s.bucket_bytes is not None and s.uses_training_model:  # P is not monotone in K (_largest_bucketed)
        return _largest_size_bucketed(misses, s.bucket_bytes, element, side, s)
    if s.on_cluster:  # NCCL's pick changes with the size, and P may rise where it does: every size on a grid
        return _largest_size_on_grid(misses, element, side, s)
    bracket = expand(misses, element, 10.0, 1e18)
    if bracket is None:
        return "beyond", 1e18, _at(s, 1e18, side)
    return "found", narrow(misses, bracket[0], bracket[1], iters=200)[0], None


SIZES_PER_DECADE = 40
"""The grid of sizes a cluster's largest gradient is looked for on (6% apart), before the bisection within a step."""


def _largest_size_on_grid(misses: Any, element: float, side: str | None,
                          s: Scenario) -> tuple[str, float, Scenario | None]:
    """:func:`_largest_size` where P is monotone in the size on no piece (a cluster: NCCL's pair changes with the
    message, and the time can fall where it does: 16 H100s on p5 meet 99.17% up to 1.87 MB, miss it at 2.46 MB and
    meet it again from 2.71 to 3.3 MB, where a bisection answered 1.87 MB): the largest size on a log grid of
    :data:`SIZES_PER_DECADE` per decade that meets the target, then the bisection to the next size, which misses."""
    from ringcalc.numeric.roots import narrow

    ks = np.geomspace(element, 1e18, int(math.log10(1e18 / element) * SIZES_PER_DECADE) + 1)
    met = [i for i, k in enumerate(ks) if not misses(float(k))]
    last = met[-1]  # the element itself meets (the caller checked)
    if last == len(ks) - 1:
        return "beyond", 1e18, _at(s, 1e18, side)
    return "found", narrow(misses, float(ks[last]), float(ks[last + 1]), iters=200)[0], None


def _largest_size_bucketed(misses: Any, b: float, element: float, side: str | None,
                           s: Scenario) -> tuple[str, float, Scenario | None]:
    """:func:`_largest_size` with buckets of ``b`` bytes: the largest gradient (M - 1) b + x meeting the target.

    As in :func:`_largest_bucketed`, P rises each time the gradient passes a multiple of b (the last bucket, the
    one left exposed, starts again with one element) and falls within a bucket count M. Whether a gradient of
    M - 1 full buckets and one element meets the target falls with M (the total time grows, the last bucket's
    does not), so the largest such M is found on the bucket counts, then the last bucket's size within it.
    """
    from ringcalc.numeric.roots import narrow

    def start_misses(m: float) -> bool:  # M - 1 full buckets and a last one of one element
        return misses((m - 1) * b + element)

    top = math.floor(1e18 / b) + 1
    hi = 2.0
    while hi < top and not start_misses(hi):
        hi = min(hi * 2, top)
    if not start_misses(hi):
        return "beyond", 1e18, _at(s, 1e18, side)
    m = narrow(start_misses, hi / 2 if hi > 2 else 1.0, hi, mean="integer")[0]  # the last M whose start meets
    base = (m - 1) * b
    if not misses(base + b):  # the whole M-th bucket meets: M full buckets (one element more starts the next)
        return "found", base + b, None
    return "found", base + narrow(lambda x: misses(base + x), element, b, mean="arithmetic", iters=200)[0], None


def _bound(s: Scenario, target: float, side: str, single_regime: bool) -> float | None:
    """The largest gradient with the time at the ``side`` end of its interval (None: no size can be promised)."""
    how, k, at = _largest_size(s, target, side)
    if how == "found":
        return k
    if at is None:
        return None
    try:  # the closed form at the smallest (or an exabyte's) parameters says how far
        return max_gradient_bytes(at, target).max_gradient_bytes
    except RingcalcError:
        return None


def max_gradient_calibrated(s: Scenario, target: float, single_regime: bool) -> MaxGradientResult:
    """The largest gradient from a calibration, with the answer again at both ends of the time's interval.

    A single-regime calibration answers in closed form; one whose parameters
    depend on the message size answers the size whose own parameters just
    meet the target (bisection on the size). The interval bounds are found
    by the same bisection, each candidate size with the calibration's
    interval at that size and N (it widens with every decade beyond the
    calibrated sizes), so ``max_gradient_bytes_low`` is the largest size
    whose slow-end time meets the target and ``max_gradient_bytes_high`` the
    largest whose fast-end time does; None where the time has no bound (a
    node layout never measured). They are clipped to bracket the answer.
    """
    from ringcalc.planning.option_parsers import dtype_bytes

    element = dtype_bytes(s.dtype)
    notes: list[str] = []
    if single_regime:
        result = max_gradient_bytes(s, target)
    else:
        how, k_max, at = _largest_size(s, target, None)
        if how != "found":
            return max_gradient_bytes(at, target)  # its own message: the closed form (or its unreachable error)
        result = max_gradient_bytes(_at(s, k_max, None), target)
        result = replace(result, max_gradient_bytes=k_max, max_params=k_max / element)
        notes.append(SIZE_DEPENDENT_NOTE)
    k = result.max_gradient_bytes
    answer = _at(s, k, None)
    low, high = _bound(s, target, "high", single_regime), _bound(s, target, "low", single_regime)
    low = None if low is None else min(low, k)
    high = None if high is None else max(high, k)
    pred = answer.prediction()
    interval = {"coverage": pred.coverage, "max_gradient_bytes_low": low, "max_gradient_bytes_high": high,
                "max_params_low": None if low is None else low / element,
                "max_params_high": None if high is None else high / element}
    notes += [n for n in answer.prediction_notes() if n not in notes]
    return replace(result, interval=interval, notes=[*notes, *result.notes])


def max_gradient_on_cluster(s: Scenario, target: float) -> MaxGradientResult:
    """The largest gradient on a cluster: a bisection on the size, each size placed and picked anew.

    NCCL's (algorithm, protocol) changes with the message (LL for small, Simple
    for large), so the answer is the size whose own pick just meets the target.
    """
    from ringcalc.errors import infeasible
    from ringcalc.planning.option_parsers import dtype_bytes
    from ringcalc.units import format_efficiency

    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    if s.workers == 1:
        raise RingcalcError("one worker never communicates: every model size meets the target", option="workers")
    how, k_max, at = _largest_size(s, target, None)
    if how == "missed":
        raise infeasible(f"{format_efficiency(target)} is unreachable: even one parameter gives "
                         f"{format_efficiency(at.efficiency().efficiency)} ({at.algorithm_label})", option="efficiency")
    answer = _at(s, k_max, None)
    notes = ["the search re-picks NCCL's pair at every size it tries: the pair above is the answer's"]
    if how == "beyond":
        notes.append("every size up to an exabyte meets the target")
    return MaxGradientResult(
        algorithm=answer.algorithm_label, collective=s.collective, workers=s.workers, bandwidth_bytes_per_s=bandwidth,
        latency_s=answer.latency_s, step_time_s=s.step_time_s, efficiency=target, dtype=s.dtype,  # type: ignore[arg-type]
        comm_time_budget_s=comm_budget(s, target), max_gradient_bytes=k_max, max_params=k_max / dtype_bytes(s.dtype),
        notes=notes,
    )
