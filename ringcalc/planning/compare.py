"""Every algorithm of one collective side by side, and the ring/tree crossover.

Numeric part (no sympy): :func:`evaluate_all` evaluates the generated
functions of every algorithm on the same parameters, which may be numpy
arrays (10^5 scenarios at once cost one vectorized call per algorithm and
quantity). :func:`compare` turns one :class:`~ringcalc.planning.scenario.Scenario`
into rows: time, bytes sent by the busiest worker, nccl-tests' algbw = K/T
and busbw = algbw * factor (doc/PERFORMANCE.md), and the fraction of the
lower bound ``T_min / T`` (:mod:`ringcalc.symbolic.collectives.bound`; 1 is optimal).

Symbolic part: :func:`crossover` solves ``T_a(K) = T_b(K)`` for the message
size K with sympy (every model is affine in K), the size at which the ring
overtakes a tree-family algorithm: below it the tree's log-latency wins,
above it the ring's bandwidth term does. NCCL and MPI make exactly this
choice at run time (NCCL's tuner, MPICH's ``MPIR_CVAR_ALLREDUCE_SHORT_MSG_SIZE``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from ringcalc import numeric
from ringcalc.errors import RingcalcError
from ringcalc.planning.compare_rows import (  # noqa: F401 - CompareRow, Crossover: this module's answers
    QUANTITIES, CompareRow, Crossover, faster_between, numeric_crossovers,
)

TREE_FAMILY = ("binomial-tree", "double-binary-tree", "recursive-doubling", "rabenseifner", "recursive-halving", "bruck")
"""The log-latency algorithms the ring is compared with in :func:`crossover`."""


def algorithms_for(collective: str, algorithms: Sequence[str] | None = None) -> list[str]:
    """The algorithms to compare: all with a model for ``collective``, or the given ones (checked)."""
    known = numeric.algorithms(collective)
    if not known:
        numeric.model_functions("ring", collective)  # raises the unknown-collective error with close matches
    if algorithms is None:
        return known
    chosen = []
    for name in algorithms:
        name = str(name).strip().lower()
        if not name:
            continue
        numeric.model_functions(name, collective, option="algorithms")  # unknown names: error with close matches
        if name not in chosen:
            chosen.append(name)
    if not chosen:
        raise RingcalcError("no algorithm given", option="algorithms")
    return chosen


def evaluate_all(
    params: Mapping[str, Any], collective: str = "all-reduce", algorithms: Sequence[str] | None = None
) -> dict[str, dict[str, Any]]:
    """Evaluate every quantity of every algorithm on the same (broadcast) parameters.

    Parameters
    ----------
    params : mapping
        Symbol name -> value or numpy array (``N``, ``K`` in bytes, ``B`` in
        bytes/s, ``alpha`` in s, ``gamma`` in s/byte; hierarchical models also
        ``G``, ``R_nic``, ``B_intra``, ``alpha_intra``).
    collective : str
    algorithms : sequence of str, optional
        Default: every algorithm with a model for ``collective``.

    Returns
    -------
    dict
        ``{algorithm: {quantity: array}}`` for the quantities in
        :data:`QUANTITIES` plus ``algbw`` (bytes/s), ``busbw`` (bytes/s) and
        ``fraction_of_bound`` (1 when the time is 0, i.e. N = 1).
    """
    out: dict[str, dict[str, Any]] = {}
    k = params["K"]
    seen: dict[str, Any] = {}  # identical expressions (the shared lower bound, busbw factor) are evaluated once

    def value(fn):
        doc = fn.__doc__ or ""
        expr = doc.split(": ``", 1)[1] if ": ``" in doc else id(fn)  # codegen puts the expression in the docstring
        if expr not in seen:
            seen[expr] = fn(**params)
        return seen[expr]

    with np.errstate(divide="ignore", invalid="ignore"):
        for algo in algorithms_for(collective, algorithms):
            fns = numeric.model_functions(algo, collective)
            row = {q: value(fns[q]) for q in QUANTITIES}
            t = np.asarray(row["time"], dtype=float)  # arrays, so t = 0 (one worker) divides to inf, not an error
            row["algbw"] = np.where(t > 0, np.asarray(k, dtype=float) / t, np.inf)
            factor = np.asarray(row["busbw_factor"], dtype=float)
            row["busbw"] = np.where(factor > 0, row["algbw"] * factor, 0.0)
            row["fraction_of_bound"] = np.where(t > 0, np.asarray(row["lower_bound"], dtype=float) / t, 1.0)
            out[algo] = row
    return out


def compare(s, algorithms: Sequence[str] | None = None) -> list[CompareRow]:  # s: Scenario
    """Every algorithm (or the given ones) on one scenario, fastest first; the winner flagged.

    Ties (equal times, e.g. ring and double-binary-tree at alpha = 0) are all
    winners. Raises RingcalcError without a bandwidth. From a calibration each
    row carries the calibration's prediction interval on its time
    (``interval``; the measured collective's relative interval at this size
    and N, applied to every algorithm alike).
    """
    s.require("bandwidth_bytes_per_s", "bandwidth")
    if s.on_cluster:
        from ringcalc.planning.compare_cluster import compare_on_cluster

        return compare_on_cluster(s, algorithms)
    from ringcalc.planning.solver import interval_fields
    from ringcalc.planning.topology import HIERARCHICAL_ALGORITHMS, refuse_two_level, worker_step

    names = algorithms_for(s.collective, algorithms)
    if algorithms is not None:
        refuse_two_level(names, s.topology.gpus_per_node)
    if algorithms is None and s.topology.gpus_per_node == 1:  # one GPU per node: the hierarchical ring is the ring
        names = [a for a in names if a not in HIERARCHICAL_ALGORITHMS]
    names = [a for a in names if s.workers % worker_step(a, s.topology) == 0]
    symbols = s.symbol_values()
    values = evaluate_all(symbols, s.collective, names)
    best = min(float(v["time"]) for v in values.values())
    notes = _notes(values, best)
    rows = []
    for algo, v in values.items():
        t = float(v["time"])
        rows.append(CompareRow(
            algorithm=algo, collective=s.collective, workers=s.workers, gradient_bytes=s.gradient_bytes,
            time_s=t, max_bytes_sent_per_worker=float(v["bytes_sent_per_worker"]), total_bytes=float(v["total_bytes"]),
            latency_steps=float(v["latency_steps"]), algbw_bytes_per_s=float(v["algbw"]),
            busbw_bytes_per_s=float(v["busbw"]), lower_bound_s=float(v["lower_bound"]),
            fraction_of_bound=float(v["fraction_of_bound"]),
            relative_to_best=t / best if best > 0 else 1.0,
            winner=bool(t <= best * (1 + 1e-12)),
            note=notes.get(algo, ""),
            interval=interval_fields(s, t),
        ))
    rows.sort(key=lambda r: (r.time_s, r.algorithm))
    return rows


DBT_NOTE = ("idealised: full-duplex links, both trees and both phases fully pipelined, chunk-size effects "
            "ignored (docs/algorithms.md); NCCL still prefers rings for large messages")
"""Shown when the double binary tree is at least as fast as the ring or wins outright."""


def _notes(values: Mapping[str, Mapping[str, Any]], best: float) -> dict[str, str]:
    """Per-algorithm caveats for the compare rows (scalar scenario)."""
    notes: dict[str, str] = {}
    dbt = values.get("double-binary-tree")
    if dbt is not None:
        t = float(dbt["time"])
        ring = values.get("ring")
        if t <= best * (1 + 1e-12) or (ring is not None and t <= float(ring["time"])):
            notes["double-binary-tree"] = DBT_NOTE
    return notes


# ---------------------------------------------------------------------- crossover (sympy)


def _affine_in_k(expr) -> bool:
    from ringcalc.symbolic.inverses import PIECEWISE
    from ringcalc.symbolic.symbols import K

    return not any(m.has(K) for m in expr.atoms(*PIECEWISE))


def crossover_expression(algorithm: str, against: str = "ring", collective: str = "all-reduce"):
    """K* solving ``T_algorithm(K) = T_against(K)`` symbolically (sympy).

    Both times are affine in K for every model except the flat ring (its
    slowest hop is a max over K): ``K* = -(T_a - T_b)(0) / slope``, which may be
    negative or zero for some parameters (then one algorithm is never slower
    for K > 0; :func:`crossover` checks numerically). Returns None when the
    times are parallel in K or not both affine in K.
    """
    import sympy as sp

    from ringcalc.symbolic.collectives import registry
    from ringcalc.symbolic.symbols import K

    models = registry()
    try:
        a, b = models[f"{algorithm}/{collective}"], models[f"{against}/{collective}"]
    except KeyError as exc:
        raise RingcalcError(f"no model {exc.args[0]}", option="algorithm") from None
    diff = sp.expand(a.time - b.time)
    if not _affine_in_k(diff):
        return None
    slope = sp.simplify(diff.diff(K))
    if slope == 0:
        return None
    return sp.simplify(-diff.subs(K, 0) / slope)


def crossover(
    workers: int, bandwidth_bytes_per_s: float, latency_s: float = 0.0, gamma_s_per_byte: float = 0.0,
    collective: str = "all-reduce", against: str = "ring", algorithms: Sequence[str] | None = None,
    extra: Mapping[str, Any] | None = None,
) -> list[Crossover]:
    """The message size at which ``against`` (the ring) and each tree-family algorithm swap places.

    Parameters
    ----------
    workers : int
        N.
    bandwidth_bytes_per_s, latency_s, gamma_s_per_byte : float
        B (bytes/s), alpha (s), gamma (s/byte).
    collective : str
    against : str
        Default ``"ring"``.
    algorithms : sequence of str, optional
        Default: the tree family (:data:`TREE_FAMILY`) that has a model for ``collective``.

    Returns
    -------
    list of Crossover
        ``crossover_bytes`` is K* in bytes, with the faster algorithm below
        and above it; None when one algorithm is never slower for K > 0.
    """
    import sympy as sp

    from ringcalc.planning.topology import refuse_two_level

    against, names = _crossover_names(collective, against, algorithms)
    refuse_two_level([against], int((extra or {}).get("G", 1)), option="against")
    refuse_two_level(names, int((extra or {}).get("G", 1)))
    values = {"N": workers, "B": bandwidth_bytes_per_s, "alpha": latency_s, "gamma": gamma_s_per_byte, **(extra or {})}
    out = []
    for algo in names:
        expr = crossover_expression(algo, against, collective)
        time_a, time_b = _time_in_k(algo, collective, values), _time_in_k(against, collective, values)
        crossings = _crossover_bytes(expr, values, time_a, time_b)
        below, above, note = faster_between(crossings, algo, against, time_a, time_b)
        out.append(Crossover(
            algorithm=algo, against=against, collective=collective, workers=workers,
            bandwidth_bytes_per_s=bandwidth_bytes_per_s, latency_s=latency_s, gamma_s_per_byte=gamma_s_per_byte,
            crossover_bytes=crossings[0] if crossings else None, faster_below=below, faster_above=above,
            expression="" if expr is None else f"K* = {sp.sstr(expr)}", note=note, crossings_bytes=tuple(crossings),
        ))
    return out


def _crossover_names(collective: str, against: str, algorithms: Sequence[str] | None) -> tuple[str, list[str]]:
    """``against`` checked, and the algorithms to compare with it (never itself)."""
    from ringcalc.symbolic.collectives import registry

    (against,) = algorithms_for(collective, [against])
    if algorithms:
        names = algorithms_for(collective, algorithms)
    else:  # the tree family, and the ring when comparing against another algorithm; never against itself
        names = [a for a in ("ring", *TREE_FAMILY) if f"{a}/{collective}" in registry()]
    names = [a for a in names if a != against]
    if not names:
        raise RingcalcError(f"nothing to compare {against} with: give other algorithms", option="algorithms")
    return against, names


def _time_in_k(algorithm: str, collective: str, values: Mapping[str, Any]) -> Callable[[float], float]:
    """The algorithm's time at ``values`` as a function of the message size K, s."""
    fns = numeric.model_functions(algorithm, collective)
    return lambda k: float(fns["time"](**{**values, "K": k}))


def _crossover_bytes(expr, values: Mapping[str, Any], time_a: Callable[[float], float],
                     time_b: Callable[[float], float]) -> list[float]:
    """K* > 0 from the symbolic root at ``values`` (times linear in K cross once), or (no root: parallel or
    piecewise in K) every numeric sign change."""
    if expr is not None:
        import sympy as sp

        subs = {sym: values[sym.name] for sym in expr.free_symbols if sym.name in values}
        val = complex(sp.N(expr.subs(subs)))
        return [val.real] if abs(val.imag) < 1e-12 and math.isfinite(val.real) and val.real > 0 else []

    def rel(k):
        ta, tb = time_a(k), time_b(k)
        d = (ta - tb) / max(abs(ta), abs(tb), 1e-300)
        return 0.0 if abs(d) < 1e-12 else d

    return numeric_crossovers(rel)
