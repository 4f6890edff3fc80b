"""Inverse solves of the efficiency model, derived with sympy (never hand-copied).

For a collective with time T(N, K, B, alpha, gamma) and a target efficiency P,
the communication budget is Tt* = Ts (1 - P) / P (from
:data:`ringcalc.symbolic.efficiency.comm_time_budget`). Solving T = Tt* gives:

* ``required_bandwidth``: B such that T = Tt*; T is affine in 1/B for every
  alpha-beta model, so this is closed form for every algorithm;
* ``max_gradient_bytes``: K such that T = Tt* (T is affine in K);
* ``max_latency``: alpha such that T = Tt* (T is affine in alpha);
* ``max_workers``: N such that T = Tt*, closed form where sympy finds one
  (the ring: a quadratic in N), a numeric search otherwise;
* ``min_comm_time``: the limit of T as B -> infinity, the time no bandwidth
  can remove (latency and reduction). A target whose budget is below it is
  unreachable, and the best efficiency reachable is Ts / (Ts + min_comm_time).

With the training-step model's synchronisation term (straggler wait and
framework overhead, :data:`ringcalc.symbolic.training.sync_time`) the budget for the
communication is smaller: :data:`ringcalc.symbolic.training.exposed_budget` =
Ts (1 - P) / P - T_sync, solved by sympy in the same way, and the solver
calls a target unreachable, naming ``--jitter`` or ``--framework-overhead``,
when T_sync alone is at least Ts (1 - P) / P.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy as sp

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.intlog import IntLog2, least, slowest_hop
from ringcalc.symbolic.symbols import B, K, N, T_s, alpha

PIECEWISE = (sp.Max, sp.Min, sp.Abs, slowest_hop, least)
"""Functions that make a model piecewise in their arguments (no closed-form inverse through them)."""

BUDGET = sp.Symbol("budget", positive=True)  # the communication time budget Tt*, s


@dataclass(frozen=True)
class Inverses:
    """Closed forms for one model, in terms of the budget and the other symbols."""

    min_comm_time: sp.Expr
    required_bandwidth: sp.Expr
    max_gradient_bytes: sp.Expr
    max_latency: sp.Expr
    max_workers: sp.Expr | None
    max_workers_no_latency: sp.Expr | None
    workers_limit: sp.Expr | None  # lim N->oo of T with alpha = 0


def _unique_solution(equation: sp.Eq, symbol: sp.Symbol) -> sp.Expr | None:
    if any(m.has(symbol) for m in equation.lhs.atoms(*PIECEWISE)):
        return None  # piecewise in the unknown (e.g. a ring paced by its slowest link): solver uses a numeric root
    solutions = sp.solve(equation, symbol)
    if len(solutions) != 1:
        raise RuntimeError(f"expected one solution for {symbol}, sympy gave {solutions}")
    return sp.simplify(solutions[0])


def _positive_root(equation: sp.Eq, symbol: sp.Symbol) -> sp.Expr | None:
    """The root that is positive for positive parameters (the ring's quadratic)."""
    try:
        solutions = sp.solve(equation, symbol)
    except NotImplementedError:
        return None
    probe = {s: sp.Rational(1, 3 + i) for i, s in enumerate(sorted(equation.free_symbols - {symbol}, key=str))}
    for candidate in solutions:
        value = complex(candidate.subs(probe).evalf())
        if abs(value.imag) < 1e-12 and value.real > 0:
            return sp.simplify(candidate)
    return None


def derive(model: CollectiveModel) -> Inverses:
    """Derive the inverses of one collective model."""
    t = model.time
    if t.has(*PIECEWISE):  # every term is c/B or free of B: substitute (limit is slow or fails)
        min_comm_time = sp.simplify(t.subs(B, sp.oo))
    else:
        min_comm_time = sp.simplify(sp.limit(t, B, sp.oo))
    eq = sp.Eq(t, BUDGET)
    has_ceiling = t.has(sp.ceiling, sp.floor, sp.log, sp.Piecewise, IntLog2, *PIECEWISE)  # integer logs: no closed form in N
    max_workers = max_workers_no_latency = workers_limit = None
    if not has_ceiling:
        max_workers = _positive_root(eq, N)
        t0 = t.subs(alpha, 0)
        max_workers_no_latency = _positive_root(sp.Eq(t0, BUDGET), N)
        workers_limit = sp.simplify(sp.limit(t0, N, sp.oo))
    return Inverses(
        min_comm_time=min_comm_time,
        required_bandwidth=_unique_solution(eq, B),
        max_gradient_bytes=_unique_solution(eq, K),
        max_latency=_unique_solution(eq, alpha),
        max_workers=max_workers,
        max_workers_no_latency=max_workers_no_latency,
        workers_limit=workers_limit,
    )


__all__ = ["BUDGET", "Inverses", "derive", "T_s"]
