"""Helpers the solver's questions share: model values, the training-step model, budgets, feasibility.

Not part of the API (:mod:`ringcalc.planning.solver` lists that). Every number
comes from the functions generated from the sympy expressions
(:mod:`ringcalc.numeric._generated`, :mod:`ringcalc.numeric.training`); these helpers
add the feasibility logic and its messages:

* one budget for every question (:func:`comm_budget`): the exposed
  communication a target allows, Ts'(1-P)/P - T_sync, with Ts' the compute
  per worker (Ts/N under strong scaling);
* one comparison of an efficiency with a target (:func:`ringcalc.numeric.reaches`,
  through :func:`meets`), so a target exactly at a ceiling is reached;
* a target above the efficiency at the solved-for option's limit (infinite
  bandwidth, zero latency, an empty gradient) is unreachable; the error
  (:func:`unreachable`) states that best efficiency, from the same step model;
* the synchronisation (straggler wait, framework overhead) alone may use the
  whole slack, which no bandwidth, gradient or latency can fix.
"""

from __future__ import annotations

import math
from collections.abc import Callable
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


STEP_KEYS = ("compute_time_s", "exposed_comm_time_s", "sync_time_s", "efficiency")


def step(s: Scenario, **overrides: Any) -> dict[str, float]:
    """Compute, exposed communication, synchronisation and efficiency of one step (:data:`STEP_KEYS`).

    The training-step model; for the seed's model (no training-step option)
    its reduction Ts, Tt, 0 and Ts/(Ts + Tt) from the collective's time
    alone, the same numbers (``tests/symbolic/test_training.py`` proves the
    reduction) without the vectorised training module on the path.
    """
    if s.uses_training_model:
        st = training_step(s, **overrides)
        return {k: st[k] for k in STEP_KEYS}
    ts = s.require("step_time_s", "step-time")
    t = model_value(s, "time", **overrides)
    return dict(zip(STEP_KEYS, (ts, t, 0.0, float(numeric.efficiency(ts, t)))))


def comm_budget(s: Scenario, target: float, **overrides: Any) -> float:
    """The exposed communication a target allows, Ts'(1-P)/P - T_sync, s: the one budget of every solver.

    Ts' is the compute per worker (Ts/N under ``--scaling strong``) and T_sync
    the synchronisation (``--jitter``, ``--framework-overhead``), both at the
    scenario's N or at ``overrides`` (``N=`` for a worker count); in the seed's
    model (weak scaling, no synchronisation) this is Ts(1-P)/P exactly.
    """
    st = step(s, **{"B": math.inf, **overrides})
    return float(numeric.exposed_budget(st["compute_time_s"], target, st["sync_time_s"]))


_PRESENT = {
    "encoding": lambda s: s.encode_s_per_byte > 0,
    "the last bucket": lambda s: s.bucket_bytes is not None,
}
"""The optional terms :func:`fixed_terms` names only when the scenario has them (an unreachable target on a cluster
once blamed 'encoding and the last bucket' that no option had set)."""


def fixed_terms(s: Scenario, *more: str) -> str:
    """What remains of the time at infinite (NIC) bandwidth, in words: the intra-node transfers too on two levels,
    the scale-up link's on a cluster; of ``more``, those the scenario has (:data:`_PRESENT`)."""
    from ringcalc.planning.topology import HIERARCHICAL_ALGORITHMS

    terms = ["latency", "reduction"]
    if s.on_cluster and s.placement is not None and s.placement.ranks_per_node > 1:
        terms.append("the scale-up link's transfers")
    elif s.algorithm in HIERARCHICAL_ALGORITHMS and s.topology.gpus_per_node > 1:
        terms.append("intra-node transfers")
    terms += [m for m in more if _PRESENT.get(m, lambda s: True)(s)]
    return ", ".join(terms[:-1]) + " and " + terms[-1]


def infinite_bandwidth(s: Scenario) -> str:
    """The limit of an unreachable target in words: on a cluster ``--bandwidth`` is the NICs' only."""
    return "with infinitely fast NICs" if s.on_cluster else "with infinite bandwidth"


def unreachable(s: Scenario, target: float, what: str, limit: str, **at_limit: Any) -> RingcalcError:
    """The infeasible error of a target above the efficiency at a limit (``at_limit``: B=inf, K~0, alpha=0, ...).

    ``what`` names the time that remains at that limit and ``limit`` says the
    limit in words ("with infinite bandwidth"). Every figure comes from the
    training-step model at the limit (which is the seed's model without its
    options), so the budget and the best efficiency follow the scaling mode and
    the synchronisation. A target the limit reaches only within the tolerance of
    :func:`ringcalc.numeric.reaches` (exactly at the ceiling) is said to be
    reached only in the limit itself.
    """
    st = step(s, **at_limit)
    floor, sync, best = st["exposed_comm_time_s"], st["sync_time_s"], st["efficiency"]
    budget = float(numeric.exposed_budget(st["compute_time_s"], target, sync))
    verb = "expose" if s.uses_training_model else "take"
    after = f" (after {format_time(sync)} of synchronisation: --jitter, --framework-overhead)" if sync > 0 else ""
    if numeric.reaches(best, target):
        return infeasible(
            f"{format_efficiency(target)} is reached only in the limit, {limit}: it is the ceiling ({what} alone "
            f"{verb} {format_time(floor)} per step, the whole {format_time(max(budget, 0.0))} budget{after})",
            option="efficiency",
        )
    return infeasible(
        f"{format_efficiency(target)} is unreachable: {what} alone {verb} {format_time(floor)} per step, "
        f"more than the {format_time(budget)} budget{after}; the best efficiency reachable {limit} "
        f"is {format_efficiency(best)}",
        option="efficiency",
    )


def depends_on(s: Scenario, symbol: str, *, slow: float, fast: float) -> bool:
    """Whether the collective's time changes between two values of ``symbol`` (B or alpha)."""
    t_slow, t_fast = model_value(s, "time", **{symbol: slow}), model_value(s, "time", **{symbol: fast})
    return not math.isclose(t_slow, t_fast, rel_tol=1e-12, abs_tol=0.0)


def meets(s: Scenario, target: float, **overrides: Any) -> bool:
    """P >= target under the training-step model (:func:`ringcalc.numeric.reaches`: exact boundaries meet it)."""
    return bool(numeric.reaches(step(s, **overrides)["efficiency"], target))


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
    if n > 1 and sync > 0 and not numeric.reaches(float(numeric.efficiency(ts, sync)), target):
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
    return largest(lambda x: meets(s, target, **{symbol: x}), start)


def largest(ok: Callable[[float], bool], start: float, upper: float = 1e30) -> float | None:
    """Largest x in (0, ``upper``] with ``ok(x)`` for a predicate true up to a point and false beyond it.

    None when even ~0 (1e-300) fails; ``upper`` itself when nothing up to it fails
    (math.inf for the default 1e30).
    """
    if not ok(1e-300):
        return None
    bracket = roots.expand(lambda x: not ok(min(x, upper)), max(min(start, upper), 1e-12), 2.0, upper * 2)
    if bracket is None:
        return math.inf if upper >= 1e30 else upper
    lo = bracket[0] if bracket[0] != bracket[1] else 0.0  # the last value that meets the target (or 0)
    hi = min(bracket[1], upper)
    return roots.narrow(lambda x: not ok(x), lo, hi, mean="arithmetic")[0]


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


def listed_counts(values: list[int], shown: int = 8) -> str:
    """Counts for a note, the first ones and the last of a long list.

    >>> listed_counts([1, 2, 4, 5, 8, 10, 20, 25, 40, 50, 1000])
    '1, 2, 4, 5, 8, 10, ..., 1,000'
    """
    if len(values) <= shown:
        return ", ".join(f"{v:,}" for v in values)
    return ", ".join(f"{v:,}" for v in values[: shown - 2]) + f", ..., {values[-1]:,}"
