"""Every algorithm of one collective side by side, and the ring/tree crossover.

Numeric part (no sympy): :func:`evaluate_all` evaluates the generated
functions of every algorithm on the same parameters, which may be numpy
arrays (10^5 scenarios at once cost one vectorized call per algorithm and
quantity). :func:`compare` turns one :class:`~ringcalc.scenario.Scenario`
into rows: time, bytes sent by the busiest worker, nccl-tests' algbw = K/T
and busbw = algbw * factor (doc/PERFORMANCE.md), and the fraction of the
lower bound ``T_min / T`` (:mod:`ringcalc.collectives.bound`; 1 is optimal).

Symbolic part: :func:`crossover` solves ``T_a(K) = T_b(K)`` for the message
size K with sympy (every model is affine in K), the size at which the ring
overtakes a tree-family algorithm: below it the tree's log-latency wins,
above it the ring's bandwidth term does. NCCL and MPI make exactly this
choice at run time (NCCL's tuner, MPICH's ``MPIR_CVAR_ALLREDUCE_SHORT_MSG_SIZE``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from ringcalc import numeric
from ringcalc.errors import RingcalcError

QUANTITIES = ("time", "bytes_sent_per_worker", "total_bytes", "latency_steps", "busbw_factor", "lower_bound")

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
        numeric.model_functions(name, collective)  # unknown names: error with close matches
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
            t = row["time"]
            row["algbw"] = np.where(t > 0, k / t, np.inf)
            row["busbw"] = row["algbw"] * row["busbw_factor"]
            row["fraction_of_bound"] = np.where(t > 0, row["lower_bound"] / t, 1.0)
            out[algo] = row
    return out


@dataclass(frozen=True)
class CompareRow:
    """One algorithm's numbers for one scenario (SI units, unit in the key)."""

    algorithm: str
    collective: str
    workers: int
    gradient_bytes: float
    time_s: float
    max_bytes_sent_per_worker: float
    total_bytes: float
    latency_steps: float
    algbw_bytes_per_s: float
    busbw_bytes_per_s: float
    lower_bound_s: float
    fraction_of_bound: float
    relative_to_best: float
    winner: bool
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        """Plain numbers; infinities (algbw at N = 1) become None."""
        return {k: (None if isinstance(v, float) and not math.isfinite(v) else v) for k, v in asdict(self).items()}


def compare(s, algorithms: Sequence[str] | None = None) -> list[CompareRow]:  # s: Scenario
    """Every algorithm (or the given ones) on one scenario, fastest first; the winner flagged.

    Ties (equal times, e.g. ring and double-binary-tree at alpha = 0) are all
    winners. Raises RingcalcError without a bandwidth.
    """
    s.require("bandwidth_bytes_per_s", "bandwidth")
    from ringcalc.topology import HIERARCHICAL_ALGORITHMS, worker_step

    names = algorithms_for(s.collective, algorithms)
    if algorithms is None and s.topology.gpus_per_node == 1:  # one GPU per node: the hierarchical ring is the ring
        names = [a for a in names if a not in HIERARCHICAL_ALGORITHMS]
    names = [a for a in names if s.workers % worker_step(a, s.topology) == 0]
    symbols = s.symbol_values()
    values = evaluate_all(symbols, s.collective, names)
    from ringcalc.topology import flat_ring_paced_by_nics

    notes = {}
    if "flat-ring" in values and not flat_ring_paced_by_nics(symbols):
        notes["flat-ring"] = ("optimistic: the intra-node link is slower than the NICs "
                              "(intra bandwidth < NICs x bandwidth or intra latency > latency); the model assumes the NIC hop paces the ring")
    best = min(float(v["time"]) for v in values.values())
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
        ))
    rows.sort(key=lambda r: (r.time_s, r.algorithm))
    return rows


# ---------------------------------------------------------------------- crossover (sympy)


@dataclass(frozen=True)
class Crossover:
    """Where two algorithms' times are equal, as a function of the message size K."""

    algorithm: str
    against: str
    collective: str
    workers: int
    bandwidth_bytes_per_s: float
    latency_s: float
    gamma_s_per_byte: float
    crossover_bytes: float | None
    faster_below: str | None
    faster_above: str | None
    expression: str
    note: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def crossover_expression(algorithm: str, against: str = "ring", collective: str = "all-reduce"):
    """K* solving ``T_algorithm(K) = T_against(K)`` symbolically (sympy), or None if the times are parallel in K."""
    import sympy as sp

    from ringcalc.collectives import registry
    from ringcalc.symbols import K

    models = registry()
    try:
        a, b = models[f"{algorithm}/{collective}"], models[f"{against}/{collective}"]
    except KeyError as exc:
        raise RingcalcError(f"no model {exc.args[0]}", option="algorithm") from None
    diff = sp.expand(a.time - b.time)
    slope = sp.simplify(diff.diff(K))
    if slope == 0:
        return None
    (root,) = sp.solve(sp.Eq(a.time, b.time), K)
    return sp.simplify(root)


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

    from ringcalc.collectives import registry

    names = list(algorithms) if algorithms else [a for a in TREE_FAMILY if f"{a}/{collective}" in registry()]
    names = algorithms_for(collective, names)
    algorithms_for(collective, [against])
    values = {"N": workers, "B": bandwidth_bytes_per_s, "alpha": latency_s, "gamma": gamma_s_per_byte, **(extra or {})}
    out = []
    for algo in names:
        if algo == against:
            continue
        expr = crossover_expression(algo, against, collective)
        fns_a, fns_b = numeric.model_functions(algo, collective), numeric.model_functions(against, collective)

        def t(fns, k):
            return float(fns["time"](**{**values, "K": k}))

        kstar = None
        if expr is not None:
            subs = {sym: values[sym.name] for sym in expr.free_symbols if sym.name in values}
            val = complex(sp.N(expr.subs(subs)))
            if abs(val.imag) < 1e-12 and math.isfinite(val.real) and val.real > 0:
                kstar = val.real
        if kstar is None:
            probe = 1.0
            a_faster = t(fns_a, probe) < t(fns_b, probe)
            faster = algo if a_faster else against
            below = above = faster
            note = f"{faster} is never slower for any message size" if t(fns_a, probe) != t(fns_b, probe) else "equal times"
        else:
            small, large = kstar / 2, kstar * 2
            below = algo if t(fns_a, small) < t(fns_b, small) else against
            above = algo if t(fns_a, large) < t(fns_b, large) else against
            note = f"below {kstar:.4g} B use {below}, above it {above}"
        out.append(Crossover(
            algorithm=algo, against=against, collective=collective, workers=workers,
            bandwidth_bytes_per_s=bandwidth_bytes_per_s, latency_s=latency_s, gamma_s_per_byte=gamma_s_per_byte,
            crossover_bytes=kstar, faster_below=below, faster_above=above,
            expression="" if expr is None else f"K* = {sp.sstr(expr)}", note=note,
        ))
    return out
