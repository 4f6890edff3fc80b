"""Helpers the solver's questions share: model values, the training-step model, budgets, feasibility.

Not part of the API (:mod:`ringcalc.planning.solver` lists that). Every number
comes from the functions generated from the sympy expressions
(:mod:`ringcalc.numeric._generated`, :mod:`ringcalc.numeric.training`); these helpers
add the feasibility logic and its messages:

* a target whose communication budget Ts(1-P)/P is below the time that no
  bandwidth can remove (latency and reduction: Tt at B -> infinity) is
  unreachable; the error states the best efficiency reachable;
* the synchronisation (straggler wait, framework overhead) alone may use the
  whole slack, which no bandwidth, gradient or latency can fix.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ringcalc import numeric
from ringcalc.numeric import roots
from ringcalc.errors import RingcalcError, infeasible
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario
from ringcalc.units import format_efficiency, format_time


def model_value(s: Scenario, quantity: str, **overrides: Any) -> float:
    """One quantity of the scenario's collective model, s or bytes (``overrides`` replace symbol values).

    An inverse without a closed form (a piecewise model) is a bracketed numeric root of the time at ``budget``.
    """
    fns = numeric.scalar_functions(s.model_algorithm, s.collective)  # one scenario: the float functions, no numpy
    values = s.symbol_values(**overrides)
    if fns.get(quantity) is None and quantity in ("required_bandwidth", "max_gradient_bytes", "max_latency"):
        # no closed form (piecewise model): a bracketed numeric root
        return roots.inverse(fns["time"], numeric.scalar_params(values) or values, quantity, overrides["budget"])
    return float(numeric.evaluate(quantity, values, s.model_algorithm, s.collective))


def training_step(s: Scenario, target: float | None = None, **overrides: Any) -> dict[str, float]:
    """The training-step model (:mod:`ringcalc.numeric.training`) for one scenario, as floats."""
    from ringcalc.numeric import training

    out = training.evaluate(
        s.symbol_values(**overrides), s.model_algorithm, s.collective, scaling=s.scaling, target=target
    )
    return {k: float(v) for k, v in out.items()}


def comm_budget(s: Scenario, target: float) -> float:
    """The communication time a target efficiency allows, Ts(1-P)/P, s."""
    ts = s.require("step_time_s", "step-time")
    return float(numeric.comm_time_budget(ts, target))


def unreachable(s: Scenario, target: float, budget: float, floor: float, what: str) -> RingcalcError:
    """The infeasible error of a target whose budget is below ``floor`` (the time ``what`` alone take)."""
    sync = training_step(s, B=math.inf)["sync_time_s"] if s.uses_training_model else 0.0
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


def depends_on(s: Scenario, symbol: str, *, slow: float, fast: float) -> bool:
    """Whether the collective's time changes between two values of ``symbol`` (B or alpha)."""
    t_slow, t_fast = model_value(s, "time", **{symbol: slow}), model_value(s, "time", **{symbol: fast})
    return not math.isclose(t_slow, t_fast, rel_tol=1e-12, abs_tol=0.0)


def meets(s: Scenario, target: float, **overrides: Any) -> bool:
    """P >= target under the training-step model (relative slack 1e-12 for exact boundaries)."""
    return training_step(s, **overrides)["efficiency"] >= target * (1 - 1e-12)


def meets_at_bandwidth(s: Scenario, target: float, bandwidth: float) -> bool:
    """P >= target at the (NIC) bandwidth ``bandwidth``; on a cluster whose pair NCCL picks, picked anew at that rate."""
    if s.on_cluster and s.resolved.chosen_by != "given" and math.isfinite(bandwidth) and bandwidth > 0:
        return meets(s.replace(bandwidth=bandwidth), target)
    return meets(s, target, B=bandwidth)


def check_sync(s: Scenario, target: float, workers: int | None = None) -> float:
    """The synchronisation time per step, s; raise when it alone uses the whole slack Ts (1 - P) / P.

    The straggler wait sigma sqrt(2 ln N) and the framework overhead
    (:data:`ringcalc.symbolic.training.sync_time`) do not depend on the bandwidth,
    gradient or latency, so no value of those can meet such a target: the
    error names the terms. ``workers`` overrides the scenario's N.
    """
    n = s.workers if workers is None else workers
    st = training_step(s, N=float(n), B=math.inf)
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


def bisect_largest(s: Scenario, target: float, symbol: str, start: float) -> float | None:
    """Largest value of a parameter (P non-increasing in it) with P >= target; None if even ~0 fails."""
    if not meets(s, target, **{symbol: 1e-300}):
        return None
    bracket = roots.expand(lambda x: not meets(s, target, **{symbol: x}), max(start, 1e-12), 2.0, 1e30)
    if bracket is None:
        return math.inf
    lo = bracket[0] if bracket[0] != bracket[1] else 0.0  # the last value that meets the target (or 0)
    return roots.narrow(lambda x: not meets(s, target, **{symbol: x}), lo, bracket[1], mean="arithmetic")[0]


def over_workers(s: Scenario, workers: Any, fn: Any) -> Any:
    """``fn(scenario)`` at each worker count of ``workers`` (an array), the scenario placed anew at each N.

    On a cluster the placement (nodes, a partial node), NCCL's constants and an
    ``auto`` pick change with N, so each N is its own scenario
    (:meth:`Scenario.at_workers`, cached); on one link the generated functions
    take N directly (vectorized).
    """
    import numpy as np

    n = np.asarray(workers, dtype=float)
    out = np.empty(n.shape, dtype=float)
    for index, value in np.ndenumerate(n):
        out[index] = fn(s.at_workers(int(value))) if value >= 1 else math.nan
    return out if out.ndim else float(out)
