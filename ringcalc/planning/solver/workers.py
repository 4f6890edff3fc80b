"""The largest worker count N whose efficiency still meets a target.

The closed-form root derived by sympy where the model has one (the ring: a
quadratic in N), corrected against the forward time so that rounding at an
exact boundary cannot be off by one; otherwise the piecewise integer search of
:mod:`ringcalc.numeric.worker_search` (whole nodes for the hierarchical
models), which also reports the counts below the answer that miss the target.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ringcalc import numeric
from ringcalc.numeric import roots
from ringcalc.errors import infeasible
from ringcalc.planning.results import MaxWorkersResult
from ringcalc.planning.solver.common import check_sync, comm_budget, model_value, over_workers, training_step
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario
from ringcalc.units import format_efficiency, format_time


def max_workers(s: Scenario, target: float) -> MaxWorkersResult:
    """The largest N with P >= target at the scenario's bandwidth.

    Uses the closed-form root derived by sympy where the model has one (the
    ring: a quadratic in N), checked and corrected against the forward time
    so that floating-point rounding at an exact boundary cannot give an
    answer off by one; otherwise an integer search, valid because the
    models' times do not decrease with N.
    """
    s.require("bandwidth_bytes_per_s", "bandwidth")
    if s.uses_training_model:
        return _max_workers_training(s, target)
    budget = comm_budget(s, target)
    fns = numeric.model_functions(s.model_algorithm, s.collective)
    common = dict(
        algorithm=s.algorithm_label, collective=s.collective, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s, latency_s=s.latency_s, step_time_s=s.step_time_s,
        efficiency=target, comm_time_budget_s=budget,
    )
    from ringcalc.planning.topology import worker_step

    step = 1 if s.on_cluster else worker_step(s.algorithm, s.topology)  # two-level calibration: whole nodes
    first = step if step > 1 else 2
    if _time_at(s, first) > budget:
        best = float(numeric.efficiency(s.step_time_s, _time_at(s, first)))
        raise infeasible(
            f"{format_efficiency(target)} is unreachable with more than one worker: {first} workers already give "
            f"{format_efficiency(best)} at this bandwidth",
            option="efficiency",
        )
    limit = None
    if s.latency_s == 0 and s.gamma_s_per_byte >= 0 and fns.get("workers_limit") is not None:
        limit = model_value(s, "workers_limit")
        if budget >= limit:
            return MaxWorkersResult(
                **common, max_workers=None, unbounded=True, efficiency_at_max_workers=None, comm_time_limit_s=limit,
                notes=[
                    f"every worker count meets the target: without latency the time tends to "
                    f"{format_time(limit)} (2K/B for the ring) as N grows, within the {format_time(budget)} budget"
                ],
            )
    root_name = "max_workers" if s.latency_s > 0 else "max_workers_no_latency"
    if step > 1 or fns.get(root_name) is None or s.on_cluster or s._physical is not None:  # piecewise search
        from ringcalc.numeric.worker_search import largest_fitting_workers

        def times(n):
            if s.on_cluster or s._physical is not None:  # each N placed anew (a fitted cluster may answer it)
                return over_workers(s, n, lambda t: model_value(t, "time"))
            return numeric.evaluate("time", s.symbol_values(N=n), s.model_algorithm, s.collective)

        n, at_limit = largest_fitting_workers(times, budget, step)
        return _searched_result(common, n, at_limit, times, budget, step,
                                lambda n: float(numeric.efficiency(s.step_time_s, _time_at(s, n))), limit)
    if fns.get(root_name) is not None:
        root = model_value(s, root_name, budget=budget)
        n = int(min(max(math.floor(root), 1), 10**12))
    else:
        n = 2
    n = _largest_feasible(s, budget, n)
    from ringcalc.units import MAX_WORKERS

    notes = []
    if n > MAX_WORKERS:
        notes.append(f"{n:,} workers is beyond any real cluster (more than {MAX_WORKERS:,}): the network does not limit scaling")
    return MaxWorkersResult(
        **common, max_workers=n, unbounded=False,
        efficiency_at_max_workers=float(numeric.efficiency(s.step_time_s, _time_at(s, n))),
        comm_time_limit_s=limit, notes=notes,
    )


def _time_at(s: Scenario, workers: int) -> float:
    if s.on_cluster or s._physical is not None:
        return model_value(s.at_workers(int(workers)), "time")
    return model_value(s, "time", N=workers)


def _largest_feasible(s: Scenario, budget: float, start: int) -> int:
    """Correct ``start`` to the largest N with time(N) <= budget (time non-decreasing in N)."""
    n = max(start, 2)
    if _time_at(s, n) > budget:  # step down: bisection between 2 (feasible) and n
        lo, hi = 2, n
    else:  # step up: double until infeasible, then bisect
        lo, hi = n, n * 2
        while _time_at(s, hi) <= budget:
            lo, hi = hi, hi * 2
            if hi > 10**15:
                return lo
    return roots.narrow(lambda m: _time_at(s, m) > budget, lo, hi, mean="integer")[0]


def _max_workers_training(s: Scenario, target: float) -> MaxWorkersResult:
    """Largest N meeting the target under the training-step model.

    P(N) = Ts/(Ts + max(T_l, Tt - F Ts)) does not increase with N wherever
    the collective's time does not decrease (and Ts/N under strong scaling
    only makes it fall faster), so the piecewise search of
    :mod:`ringcalc.numeric.worker_search` applies, with "time" = target - P(N) and a
    budget of 0 (whole nodes of G workers for the hierarchical models).
    """
    from ringcalc.numeric import training
    from ringcalc.planning.topology import worker_step
    from ringcalc.numeric.worker_search import largest_fitting_workers

    common = dict(
        algorithm=s.algorithm_label, collective=s.collective, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s, latency_s=s.latency_s, step_time_s=s.step_time_s,
        efficiency=target, comm_time_budget_s=comm_budget(s, target),
    )

    def efficiency_at(n: Any) -> Any:
        if s.on_cluster or s._physical is not None:
            return over_workers(s, n, lambda t: training_step(t)["efficiency"])
        out = training.evaluate(s.symbol_values(N=n), s.model_algorithm, s.collective, scaling=s.scaling)
        return out["efficiency"]

    granularity = 1 if s.on_cluster else worker_step(s.algorithm, s.topology)
    first = granularity if granularity > 1 else 2

    def shortfall(n: Any) -> Any:
        return target * (1 - 1e-12) - efficiency_at(n)

    n, at_limit = largest_fitting_workers(shortfall, 0.0, granularity)
    if n is None:
        check_sync(s, target, workers=first)  # names the jitter / overhead when they alone miss the target
        best = float(efficiency_at(float(first)))
        raise infeasible(
            f"{format_efficiency(target)} is unreachable with more than one worker: {first} workers already give "
            f"{format_efficiency(best)} at this bandwidth",
            option="efficiency",
        )
    return _searched_result(common, n, at_limit, shortfall, 0.0, granularity,
                            lambda n: float(efficiency_at(float(n))), None)


def _searched_result(common: dict[str, Any], n: int, at_limit: bool, time_s: Any, budget: float, step: int,
                     efficiency_at: Any, limit: float | None) -> MaxWorkersResult:
    """The result of a piecewise search (:mod:`ringcalc.numeric.worker_search`), with its honest notes."""
    from ringcalc.units import MAX_WORKERS
    from ringcalc.numeric.worker_search import describe_failing, failing_ranges

    ranges = failing_ranges(time_s, budget, n, step)
    notes = [describe_failing(ranges, n, step)] if ranges else []
    failing = [[a, b] for a, b in ranges]
    if at_limit:
        notes.insert(0, f"{n:,} workers, the most the search tries (limit {MAX_WORKERS:,}), still meet the target: "
                        "the answer is that many or more; larger counts are not searched")
        return MaxWorkersResult(
            **common, max_workers=n, unbounded=False, efficiency_at_max_workers=efficiency_at(n),
            comm_time_limit_s=limit, notes=notes, beyond_limit=True, failing_below=failing,
        )
    return MaxWorkersResult(
        **common, max_workers=n, unbounded=False, efficiency_at_max_workers=efficiency_at(n),
        comm_time_limit_s=limit, notes=notes, failing_below=failing,
    )
