"""The rows ``compare`` and ``crossover`` answer with, and the two numeric steps both paths share.

:mod:`ringcalc.planning.compare` (one link per worker) and
:mod:`ringcalc.planning.compare_cluster` (each algorithm as NCCL runs it on a
cluster) both build :class:`CompareRow` and :class:`Crossover`; a module of its
own so that neither imports the other's solver.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

QUANTITIES = ("time", "bytes_sent_per_worker", "total_bytes", "latency_steps", "busbw_factor", "lower_bound")
"""The generated quantities of each algorithm a comparison evaluates."""


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
    # from a calibration: the calibration's prediction interval on this time (solver.interval_fields: the
    # calibration's relative interval at the scenario's size and N, the same for every algorithm)
    interval: dict | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain numbers; infinities (algbw at N = 1) become None."""
        return {k: (None if isinstance(v, float) and not math.isfinite(v) else v) for k, v in asdict(self).items()}


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
    crossings_bytes: tuple[float, ...] = ()
    """Every size where the two swap places, smallest first (``crossover_bytes`` is the first); NCCL's protocol
    switches can make them cross several times."""

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["crossings_bytes"] = list(self.crossings_bytes)
        return out


def numeric_crossovers(diff, k_lo: float = 1.0, k_hi: float = 1e16) -> list[float]:
    """Every K in [k_lo, k_hi] where ``diff(K)`` changes sign (a log grid of 321 sizes, 32 more between two where
    the times come within 5%, then bisection), smallest first."""
    import numpy as np

    from ringcalc.numeric.roots import narrow

    coarse = np.logspace(math.log10(k_lo), math.log10(k_hi), 321)
    dc = np.array([diff(k) for k in coarse])
    # a pick change can open a window a few percent wide between two grid sizes (ring/LL under bruck from 255 to
    # 262 kB on 16 H100s, between grid points 10% apart): where the two times come within 5% without crossing,
    # look again at 32 sizes between
    near = [i for i in range(len(coarse) - 1) if dc[i] * dc[i + 1] > 0 and min(abs(dc[i]), abs(dc[i + 1])) < 0.05]
    extra = [k for i in near for k in np.geomspace(coarse[i], coarse[i + 1], 34)[1:-1]]
    ks = np.sort(np.concatenate([coarse, extra])) if extra else coarse
    d = np.array([diff(k) for k in ks]) if extra else dc
    sign = np.sign(d)  # diff is relative: rounding noise between equal models is below 1e-12
    nonzero = np.flatnonzero(sign != 0)  # a stretch of equal times between two signs is one crossing, at its start
    out = []
    for a, b in zip(nonzero[:-1], nonzero[1:]):
        if sign[a] * sign[b] < 0:
            s_lo = sign[a]
            lo, hi = narrow(lambda k, s_lo=s_lo: not (np.sign(diff(k)) == s_lo or diff(k) == 0), float(ks[a]),
                            float(ks[a + 1]), mean="arithmetic")
            out.append(0.5 * (lo + hi))
    return out


def numeric_crossover(diff, k_lo: float = 1.0, k_hi: float = 1e16) -> float | None:
    """The first K in [k_lo, k_hi] where ``diff(K)`` changes sign (:func:`numeric_crossovers`), or None."""
    found = numeric_crossovers(diff, k_lo, k_hi)
    return found[0] if found else None


def faster_between(crossings: list[float], algo: str, against: str, time_a: Callable[[float], float],
                   time_b: Callable[[float], float]) -> tuple[str | None, str | None, str]:
    """:func:`faster_sides` for one crossing or none; for several, the faster below the first and above the last,
    and a note naming the faster one on each stretch between."""
    if len(crossings) <= 1:
        return faster_sides(crossings[0] if crossings else None, algo, against, time_a, time_b)
    from ringcalc.units import format_size

    edges = [crossings[0] / 2, *(math.sqrt(a * b) for a, b in zip(crossings, crossings[1:])), crossings[-1] * 2]
    faster = [algo if time_a(k) < time_b(k) else against for k in edges]
    parts = [f"below {format_size(crossings[0])} {faster[0]}"]
    parts += [f"{format_size(a)}-{format_size(b)} {f}" for a, b, f in zip(crossings, crossings[1:], faster[1:-1])]
    parts.append(f"above {format_size(crossings[-1])} {faster[-1]}")
    return faster[0], faster[-1], f"they swap places {len(crossings)} times (NCCL's protocol picks): " + ", ".join(parts)


def faster_sides(kstar: float | None, algo: str, against: str, time_a: Callable[[float], float],
                  time_b: Callable[[float], float]) -> tuple[str | None, str | None, str]:
    """The faster algorithm below and above K* (the same one, or None for equal times, without K*), and the note."""
    if kstar is None:
        probe = 1.0
        ta, tb = time_a(probe), time_b(probe)
        if math.isclose(ta, tb, rel_tol=1e-12) and math.isclose(time_a(1e12), time_b(1e12), rel_tol=1e-12):
            return None, None, "equal times for every message size"
        faster = algo if ta < tb else against
        return faster, faster, f"{faster} is never slower for any message size"
    small, large = kstar / 2, kstar * 2
    below = algo if time_a(small) < time_b(small) else against
    above = algo if time_a(large) < time_b(large) else against
    return below, above, f"below {kstar:.4g} B use {below}, above it {above}"
