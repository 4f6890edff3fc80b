"""The numeric solver: answers a :class:`~ringcalc.planning.scenario.Scenario`'s questions.

Forward: the collective's time Tt, efficiency P = Ts/(Ts+Tt), iteration time
and traffic. Inverse: the bandwidth a target efficiency needs, the largest
worker count, gradient or latency that still meets it. Every number comes
from the functions generated from the sympy expressions
(:mod:`ringcalc.numeric._generated`); this module only adds the feasibility logic
and the messages:

* N = 1 needs no communication: P = 1, bandwidth 0, said plainly;
* a target whose communication budget Ts(1-P)/P is below the time that no
  bandwidth can remove (latency and reduction: Tt at B -> infinity) is
  unreachable; the error states the best efficiency reachable.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ringcalc import numeric
from ringcalc.numeric import roots
from ringcalc.errors import RingcalcError, infeasible
from ringcalc.planning.results import (  # noqa: F401  (the result records; also reachable as solver.X)
    BandwidthResult, EfficiencyResult, MaxGradientResult, MaxLatencyResult, MaxWorkersResult, TimeResult,
)
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario
from ringcalc.units import format_efficiency, format_time


# ---------------------------------------------------------------------- forward


def _eval(s: Scenario, quantity: str, **overrides: Any) -> float:
    fns = numeric.model_functions(s.algorithm, s.collective)
    if fns.get(quantity) is None and quantity in ("required_bandwidth", "max_gradient_bytes", "max_latency"):
        from ringcalc.numeric.roots import inverse  # no closed form (piecewise model): a bracketed numeric root

        return inverse(fns["time"], s.symbol_values(**overrides), quantity, overrides["budget"])
    return float(numeric.evaluate(quantity, s.symbol_values(**overrides), s.algorithm, s.collective))


def interval_fields(s: Scenario, comm_time_s: float, step_time_s: float | None = None) -> dict | None:
    """The calibration's prediction interval applied to this answer (None without calibration).

    ``comm_time_s_low``/``_high`` scale the communication time by the
    calibration's relative interval at this message size and N
    (:mod:`ringcalc.calibrate.interval`); with a step time, the efficiency
    and iteration time follow (a longer communication time gives the low
    efficiency). ``None`` for a bound means unbounded (an unmeasured
    network level).
    """
    pred = s.prediction()
    if pred is None or s.workers == 1 or pred.time_s <= 0:
        return None
    lo = comm_time_s * pred.low_s / pred.time_s
    hi = None if pred.high_s is None else comm_time_s * pred.high_s / pred.time_s
    out: dict = {"coverage": pred.coverage, "comm_time_s_low": lo, "comm_time_s_high": hi}
    if step_time_s is not None:
        out["efficiency_low"] = 0.0 if hi is None else float(numeric.efficiency(step_time_s, hi))
        out["efficiency_high"] = float(numeric.efficiency(step_time_s, lo))
        out["iteration_time_s_low"] = step_time_s + lo
        out["iteration_time_s_high"] = None if hi is None else step_time_s + hi
    if pred.extrapolation:
        out["extrapolation"] = dict(pred.extrapolation)
    return out


def comm_time(s: Scenario) -> float:
    """Tt of the scenario's collective, s (0 for one worker)."""
    s.require("bandwidth_bytes_per_s", "bandwidth")
    return _eval(s, "time")


def collective_time(s: Scenario) -> TimeResult:
    """The collective's time with nccl-tests' algbw = K/T and busbw = algbw * factor."""
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    t = comm_time(s)
    floor = _eval(s, "min_comm_time")  # Tt at B -> infinity
    notes = s.prediction_notes()
    if s.workers == 1:
        notes.append("one worker: nothing to communicate, the time is 0")
    algbw = s.gradient_bytes / t if t > 0 else math.inf
    factor = _eval(s, "busbw_factor")
    busbw = algbw * factor if factor > 0 else 0.0  # one worker: factor 0, nothing crosses a link
    return TimeResult(
        algorithm=s.algorithm,
        collective=s.collective,
        workers=s.workers,
        gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=bandwidth,
        latency_s=s.latency_s,
        comm_time_s=t,
        algbw_bytes_per_s=algbw,
        busbw_bytes_per_s=busbw,
        traffic_per_worker_bytes=_eval(s, "bytes_sent_per_worker"),
        min_comm_time_s=floor,
        bandwidth_time_s=t - floor,
        notes=notes,
        lower_bound_s=_eval(s, "lower_bound"),
        fraction_of_bound=_eval(s, "lower_bound") / t if t > 0 else 1.0,
        interval=interval_fields(s, t),
    )


def efficiency(s: Scenario) -> EfficiencyResult:
    """P = Ts/(Ts+Tt), Tp = Ts+Tt and the throughput speedup N*P."""
    ts = s.require("step_time_s", "step-time")
    t = comm_time(s)
    p = float(numeric.efficiency(ts, t))
    notes = ["one worker: no communication, efficiency 100%"] if s.workers == 1 else s.prediction_notes()
    st = _step(s)
    tp, speedup, traffic = ts + t, s.workers * p, _eval(s, "bytes_sent_per_worker")
    if s.uses_training_model:  # overlap / buckets / compression / strong scaling (ringcalc.symbolic.training)
        t, tp, p, speedup = st["comm_time_s"], st["iteration_time_s"], st["efficiency"], st["speedup"]
        traffic = st["traffic_per_worker_bytes"]
    return EfficiencyResult(
        overlap=s.overlap,
        bucket_bytes=s.bucket_bytes,
        buckets=int(st["buckets"]),
        compression=s.compression,
        encode_s_per_byte=s.encode_s_per_byte,
        scaling=s.scaling,
        compute_time_s=st["compute_time_s"],
        exposed_comm_time_s=st["exposed_comm_time_s"] if s.uses_training_model else t,
        last_bucket_time_s=st["last_bucket_time_s"],
        batch=s.batch,
        samples_per_s=st["samples_per_s"] if s.batch is not None else None,
        jitter_s=s.jitter_s,
        framework_overhead_s=s.framework_overhead_s,
        sync_time_s=st["sync_time_s"],
        algorithm=s.algorithm,
        collective=s.collective,
        workers=s.workers,
        gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s,  # type: ignore[arg-type]
        latency_s=s.latency_s,
        step_time_s=ts,
        comm_time_s=t,
        iteration_time_s=tp,
        efficiency=p,
        speedup=speedup,
        traffic_per_worker_bytes=traffic,
        notes=notes,
        interval=interval_fields(s, t, ts),
    )


def _step(s: Scenario, target: float | None = None, **overrides: Any) -> dict[str, float]:
    """The training-step model (:mod:`ringcalc.numeric.step`) for one scenario, as floats."""
    from ringcalc.numeric import step

    out = step.evaluate(
        s.symbol_values(**overrides), s.algorithm, s.collective, scaling=s.scaling, target=target
    )
    return {k: float(v) for k, v in out.items()}


# ---------------------------------------------------------------------- inverse


def _budget(s: Scenario, target: float) -> float:
    ts = s.require("step_time_s", "step-time")
    return float(numeric.comm_time_budget(ts, target))


def _unreachable(s: Scenario, target: float, budget: float, floor: float, what: str) -> RingcalcError:
    sync = _step(s, B=math.inf)["sync_time_s"] if s.uses_training_model else 0.0
    if sync > 0:  # the synchronisation (jitter, framework overhead) shares the slack Ts(1-P)/P
        budget -= sync
        what += f" (after {format_time(sync)} of synchronisation: --jitter, --framework-overhead)"
    best = float(numeric.efficiency(s.step_time_s, floor + sync))
    return infeasible(
        f"{format_efficiency(target)} is unreachable: {what} alone take {format_time(floor)} per step, "
        f"more than the {format_time(budget)} budget; the best efficiency reachable with infinite bandwidth "
        f"is {format_efficiency(best)}",
        option="efficiency",
    )


def required_bandwidth(s: Scenario, target: float) -> BandwidthResult:
    """The per-direction bandwidth B at which P equals ``target``."""
    if s.uses_training_model:
        return _required_bandwidth_training(s, target)
    budget = _budget(s, target)
    if "B_intra" not in s.symbol_values():  # hierarchical: the intra-node link cannot default to the unknown B
        raise RingcalcError("is required to solve for the inter-node bandwidth with --gpus-per-node > 1",
                            option="intra-bandwidth")
    floor = _eval(s, "min_comm_time", B=math.inf)
    notes = []
    if s.workers == 1:
        required = 0.0
        notes.append("one worker: no communication, so no bandwidth is needed (0 B/s) and efficiency is 100%")
    else:
        if budget <= floor:
            raise _unreachable(s, target, budget, floor, "latency and reduction")
        if not _depends_on(s, "B", slow=1.0, fast=math.inf):
            required = 0.0  # e.g. one node of a two-level network: nothing crosses the NICs
            notes.append("the time does not depend on --bandwidth here (nothing crosses that link), "
                         "so any bandwidth meets the target")
        else:
            required = _eval(s, "required_bandwidth", budget=budget)
        if not (required >= 0 and math.isfinite(required)):
            raise RingcalcError(f"no finite bandwidth meets {format_efficiency(target)}", option="efficiency", kind="infeasible")
    return BandwidthResult(
        algorithm=s.algorithm,
        collective=s.collective,
        workers=s.workers,
        gradient_bytes=s.gradient_bytes,
        latency_s=s.latency_s,
        step_time_s=s.step_time_s,  # type: ignore[arg-type]
        efficiency=target,
        comm_time_budget_s=budget,
        min_comm_time_s=floor,
        required_bandwidth_bytes_per_s=required,
        required_bandwidth_bits_per_s=required * 8,
        iteration_time_s=s.step_time_s + (budget if s.workers > 1 else 0.0),  # type: ignore[operator]
        notes=notes,
    )


def _depends_on(s: Scenario, symbol: str, *, slow: float, fast: float) -> bool:
    """Whether the collective's time changes between two values of ``symbol`` (B or alpha)."""
    t_slow, t_fast = _eval(s, "time", **{symbol: slow}), _eval(s, "time", **{symbol: fast})
    return not math.isclose(t_slow, t_fast, rel_tol=1e-12, abs_tol=0.0)


def _training_fields(s: Scenario) -> dict[str, Any]:
    return dict(
        overlap=s.overlap, bucket_bytes=s.bucket_bytes, compression=s.compression,
        encode_s_per_byte=s.encode_s_per_byte, scaling=s.scaling,
        jitter_s=s.jitter_s, framework_overhead_s=s.framework_overhead_s,
    )


def _check_sync(s: Scenario, target: float, workers: int | None = None) -> float:
    """The synchronisation time per step, s; raise when it alone uses the whole slack Ts (1 - P) / P.

    The straggler wait sigma sqrt(2 ln N) and the framework overhead
    (:data:`ringcalc.symbolic.training.sync_time`) do not depend on the bandwidth,
    gradient or latency, so no value of those can meet such a target: the
    error names the terms. ``workers`` overrides the scenario's N.
    """
    n = s.workers if workers is None else workers
    st = _step(s, N=float(n), B=math.inf)
    sync, ts = st["sync_time_s"], st["compute_time_s"]
    slack = float(numeric.comm_time_budget(ts, target))
    if n > 1 and sync > 0 and not sync < slack:
        wait = sync - s.framework_overhead_s
        best = float(numeric.efficiency(ts, sync))
        parts = []
        if s.jitter_s:
            parts.append(f"straggler wait --jitter {format_time(s.jitter_s)} x sqrt(2 ln {n:,}) = {format_time(wait)}")
        if s.framework_overhead_s:
            parts.append(f"--framework-overhead {format_time(s.framework_overhead_s)}")
        raise infeasible(
            f"{format_efficiency(target)} is unreachable with {n:,} workers: the synchronisation alone takes "
            f"{format_time(sync)} per step ({'; '.join(parts)}), not less than the {format_time(slack)} the target "
            f"leaves beyond the compute, Ts(1-P)/P; even with instant communication the efficiency is at most "
            f"{format_efficiency(best)}",
            option="jitter" if wait >= s.framework_overhead_s else "framework-overhead",
        )
    return sync


def _required_bandwidth_training(s: Scenario, target: float) -> BandwidthResult:
    """Required bandwidth with overlap, buckets, compression or strong scaling.

    The exposed time max(T_l, Tt - F Ts) meets the budget when both Tt <=
    budget + F Ts and T_l <= budget; each is solved for B in closed form
    (:func:`ringcalc.symbolic.training.per_model`) and the larger B is the answer.
    """
    s.require("step_time_s", "step-time")
    from ringcalc.numeric import _generated

    if (_generated.TRAINING[f"{s.algorithm}/{s.collective}"].get("required_bandwidth_total") is None
            or (s.workers > 1 and not _depends_on(s, "B", slow=1.0, fast=math.inf))):
        # piecewise in B (the flat ring's slowest hop), or B does not matter at all (one node, two levels)
        return _required_bandwidth_training_numeric(s, target)
    _check_sync(s, target)
    st = _step(s, target=target, B=math.inf)
    budget, floor = st["comm_time_budget_s"], st["min_comm_time_s"]
    ts = st["compute_time_s"]
    notes = []
    if s.workers == 1:
        required = 0.0
        notes.append("one worker: no communication, so no bandwidth is needed (0 B/s) and efficiency is 100%")
    else:
        required = st["required_bandwidth_bytes_per_s"]
        if not (required > 0 and math.isfinite(required)):
            best = float(numeric.efficiency(ts, max(floor, 0.0) + st["sync_time_s"]))
            raise infeasible(
                f"{format_efficiency(target)} is unreachable: latency, reduction, encoding and the last bucket "
                f"alone expose {format_time(floor)} per step, more than the {format_time(budget)} budget; "
                f"the best efficiency reachable with infinite bandwidth is {format_efficiency(best)}",
                option="efficiency",
            )
    return _training_bandwidth_result(s, target, ts, budget, floor, required, notes, st["sync_time_s"])


def _required_bandwidth_training_numeric(s: Scenario, target: float) -> BandwidthResult:
    """Required bandwidth under the training-step model by bisection on B (P never decreases with B)."""
    sync = _check_sync(s, target)
    st = _step(s, B=math.inf)
    ts, floor = st["compute_time_s"], st["exposed_comm_time_s"]
    budget = float(numeric.comm_time_budget(ts, target)) - sync  # exposed budget (training.exposed_budget)
    notes = []
    if s.workers == 1:
        required = 0.0
        notes.append("one worker: no communication, so no bandwidth is needed (0 B/s) and efficiency is 100%")
    else:
        if not floor < budget:
            best = float(numeric.efficiency(ts, max(floor, 0.0) + sync))
            raise infeasible(
                f"{format_efficiency(target)} is unreachable: latency, reduction, intra-node transfers, encoding "
                f"and the last bucket alone expose {format_time(floor)} per step, more than the "
                f"{format_time(budget)} budget; the best efficiency reachable with infinite bandwidth is "
                f"{format_efficiency(best)}",
                option="efficiency",
            )
        if not _depends_on(s, "B", slow=1.0, fast=math.inf):
            notes.append("the time does not depend on --bandwidth here (nothing crosses that link), "
                         "so any bandwidth meets the target")
            return _training_bandwidth_result(s, target, ts, budget, floor, 0.0, notes, sync)
        lo, hi = 1.0, 1.0
        while not _meets(s, target, B=hi):
            lo, hi = hi, hi * 1e3
        while lo > 1e-300 and _meets(s, target, B=lo):
            hi, lo = lo, lo / 1e3
        required = roots.narrow(lambda b: _meets(s, target, B=b), lo, hi)[1]
    return _training_bandwidth_result(s, target, ts, budget, floor, required, notes, sync)


def _training_bandwidth_result(s: Scenario, target: float, ts: float, budget: float, floor: float,
                               required: float, notes: list[str], sync: float = 0.0) -> BandwidthResult:
    """``budget`` is the exposed-communication budget Ts(1-P)/P - T_sync; Tp = Ts + T_sync + budget."""
    return BandwidthResult(
        algorithm=s.algorithm, collective=s.collective, workers=s.workers, gradient_bytes=s.gradient_bytes,
        latency_s=s.latency_s, step_time_s=s.step_time_s, efficiency=target,  # type: ignore[arg-type]
        comm_time_budget_s=budget, min_comm_time_s=floor, required_bandwidth_bytes_per_s=required,
        required_bandwidth_bits_per_s=required * 8,
        iteration_time_s=ts + (sync + budget if s.workers > 1 else 0.0), notes=notes, sync_time_s=sync,
        **_training_fields(s),
    )


def _meets(s: Scenario, target: float, **overrides: Any) -> bool:
    """P >= target under the training-step model (relative slack 1e-12 for exact boundaries)."""
    return _step(s, **overrides)["efficiency"] >= target * (1 - 1e-12)


def _max_workers_training(s: Scenario, target: float) -> MaxWorkersResult:
    """Largest N meeting the target under the training-step model.

    P(N) = Ts/(Ts + max(T_l, Tt - F Ts)) does not increase with N wherever
    the collective's time does not decrease (and Ts/N under strong scaling
    only makes it fall faster), so the piecewise search of
    :mod:`ringcalc.numeric.worker_search` applies, with "time" = target - P(N) and a
    budget of 0 (whole nodes of G workers for the hierarchical models).
    """
    from ringcalc.numeric import step as step_model
    from ringcalc.planning.topology import worker_step
    from ringcalc.numeric.worker_search import largest_fitting_workers

    common = dict(
        algorithm=s.algorithm, collective=s.collective, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s, latency_s=s.latency_s, step_time_s=s.step_time_s,
        efficiency=target, comm_time_budget_s=_budget(s, target),
    )

    def efficiency_at(n: Any) -> Any:
        out = step_model.evaluate(s.symbol_values(N=n), s.algorithm, s.collective, scaling=s.scaling)
        return out["efficiency"]

    granularity = worker_step(s.algorithm, s.topology)
    first = granularity if granularity > 1 else 2

    def shortfall(n: Any) -> Any:
        return target * (1 - 1e-12) - efficiency_at(n)

    n, at_limit = largest_fitting_workers(shortfall, 0.0, granularity)
    if n is None:
        _check_sync(s, target, workers=first)  # names the jitter / overhead when they alone miss the target
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


def _bisect_largest(s: Scenario, target: float, symbol: str, start: float) -> float | None:
    """Largest value of a parameter (P non-increasing in it) with P >= target; None if even ~0 fails."""
    if not _meets(s, target, **{symbol: 1e-300}):
        return None
    bracket = roots.expand(lambda x: not _meets(s, target, **{symbol: x}), max(start, 1e-12), 2.0, 1e30)
    if bracket is None:
        return math.inf
    lo = bracket[0] if bracket[0] != bracket[1] else 0.0  # the last value that meets the target (or 0)
    return roots.narrow(lambda x: not _meets(s, target, **{symbol: x}), lo, bracket[1], mean="arithmetic")[0]


def _time_at(s: Scenario, workers: int) -> float:
    return _eval(s, "time", N=workers)


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
    budget = _budget(s, target)
    fns = numeric.model_functions(s.algorithm, s.collective)
    common = dict(
        algorithm=s.algorithm, collective=s.collective, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s, latency_s=s.latency_s, step_time_s=s.step_time_s,
        efficiency=target, comm_time_budget_s=budget,
    )
    from ringcalc.planning.topology import worker_step

    step = worker_step(s.algorithm, s.topology)  # hierarchical models: whole nodes of G workers
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
        limit = _eval(s, "workers_limit")
        if budget >= limit:
            return MaxWorkersResult(
                **common, max_workers=None, unbounded=True, efficiency_at_max_workers=None, comm_time_limit_s=limit,
                notes=[
                    f"every worker count meets the target: without latency the time tends to "
                    f"{format_time(limit)} (2K/B for the ring) as N grows, within the {format_time(budget)} budget"
                ],
            )
    root_name = "max_workers" if s.latency_s > 0 else "max_workers_no_latency"
    if step > 1 or fns.get(root_name) is None:  # no closed form, or not monotone in N: piecewise search
        from ringcalc.numeric.worker_search import largest_fitting_workers

        def times(n):
            return numeric.evaluate("time", s.symbol_values(N=n), s.algorithm, s.collective)

        n, at_limit = largest_fitting_workers(times, budget, step)
        return _searched_result(common, n, at_limit, times, budget, step,
                                lambda n: float(numeric.efficiency(s.step_time_s, _time_at(s, n))), limit)
    if fns.get(root_name) is not None:
        root = _eval(s, root_name, budget=budget)
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


def max_gradient_bytes(s: Scenario, target: float) -> MaxGradientResult:
    """The largest gradient K with P >= target (and the parameter count at the dtype)."""
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    budget = _budget(s, target)
    if s.workers == 1:
        raise RingcalcError("one worker never communicates: every model size meets the target", option="workers")
    if s.uses_training_model:  # buckets make K's effect a step function: bisection on the forward model
        _check_sync(s, target)
        k_max = _bisect_largest(s, target, "K", s.gradient_bytes)
        k_max = -1.0 if k_max is None else k_max
    else:
        k_max = _eval(s, "max_gradient_bytes", budget=budget)
    if not k_max > 0:
        floor = _eval(s, "min_comm_time", K=0.0, B=math.inf)
        raise _unreachable(s, target, budget, floor, "the latency steps")
    from ringcalc.planning.scenario_options import dtype_bytes

    return MaxGradientResult(
        algorithm=s.algorithm, collective=s.collective, workers=s.workers, bandwidth_bytes_per_s=bandwidth,
        latency_s=s.latency_s, step_time_s=s.step_time_s, efficiency=target, dtype=s.dtype,  # type: ignore[arg-type]
        comm_time_budget_s=budget, max_gradient_bytes=k_max, max_params=k_max / dtype_bytes(s.dtype), notes=[],
    )


def max_latency(s: Scenario, target: float) -> MaxLatencyResult:
    """The largest per-message latency alpha with P >= target."""
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    budget = _budget(s, target)
    if s.workers == 1:
        raise RingcalcError("one worker never communicates: any latency meets the target", option="workers")
    notes: list[str] = []
    if s.uses_training_model:
        _check_sync(s, target)
    if not _depends_on(s, "alpha", slow=1.0, fast=0.0):
        if (not _meets(s, target)) if s.uses_training_model else _eval(s, "time") > budget:
            a_max = -1.0
        else:  # e.g. one node of a two-level network: no message pays the inter-node latency
            a_max = math.inf
            notes.append("the time does not depend on --latency here, so any latency meets the target")
    elif s.uses_training_model:
        a_max = _bisect_largest(s, target, "alpha", max(s.latency_s, 1e-9))
        a_max = -1.0 if a_max is None else a_max
    else:
        a_max = _eval(s, "max_latency", budget=budget)
    if not a_max >= 0:
        floor = _eval(s, "time", alpha=0.0)
        best = float(numeric.efficiency(s.step_time_s, floor))
        with_sync = ""
        if s.uses_training_model and _step(s, alpha=0.0)["sync_time_s"] > 0:
            st = _step(s, alpha=0.0)
            best = st["efficiency"]
            with_sync = f" plus {format_time(st['sync_time_s'])} of synchronisation (--jitter, --framework-overhead)"
        raise infeasible(
            f"{format_efficiency(target)} is unreachable even with zero latency: the bandwidth term alone takes "
            f"{format_time(floor)}{with_sync} (efficiency {format_efficiency(best)})",
            option="efficiency",
        )
    return MaxLatencyResult(
        algorithm=s.algorithm, collective=s.collective, workers=s.workers, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=bandwidth, step_time_s=s.step_time_s, efficiency=target,  # type: ignore[arg-type]
        comm_time_budget_s=budget, max_latency_s=a_max, notes=notes,
    )
