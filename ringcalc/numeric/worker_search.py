"""The largest worker count whose collective time fits a budget, for models not monotone in N.

Recursive doubling and Rabenseifner with MPICH's non-power-of-two steps are
slower at N = 2**j + 1 than at N = 2**(j+1), so a bisection over N (which
assumes the time never decreases as N grows) can miss the answer. Every
model of :mod:`ringcalc.symbolic.collectives` is instead non-decreasing in N on each
*piece* ``{2**j}`` and ``(2**j, 2**(j+1))`` (inside one octave
``floor(log2 N)`` and ``ceil(log2 N)`` are constant and every other term
grows with N). So:

1. evaluate the time at the first element of every piece up to the tool's
   worker limit :data:`ringcalc.units.MAX_WORKERS` (one vectorized call,
   about 54 points);
2. the answer lies in the last piece whose first element fits (a later piece
   whose first element does not fit holds no fitting N at all);
3. bisect inside that piece.

This is exact for any model with that property, monotone ones included.
Two models do not have it: MPICH's recursive-halving reduce-scatter and
Bruck all-to-all cost K/N-sized blocks whose count grows unevenly with N
(their time falls from N = 12 to 13 and from 24 to 25), so for them
(:data:`NOT_MONOTONE_ON_PIECES`) the search evaluates every worker count up to
:data:`EXHAUSTIVE_LIMIT` instead, and an answer at that limit is "that many
or more". ``tests/numeric/test_worker_search.py`` checks on a grid that every
other model has the property and that these two do not.
On a cluster (:func:`largest_fitting_on_cluster`) the time has neither
property: a partial last node carries a ring on fewer rails (17 GPUs on DGX
H100 nodes are far slower than 16 or 24), NICs shared by two GPUs make the
partial counts alternate, and NCCL's pick (or a tuner plugin's) changes with
the node count, so the time can fall as N grows. Every count is then tried
up to :data:`CLUSTER_EXHAUSTIVE_LIMIT`, every whole node count for
:data:`CLUSTER_WHOLE_NODES_LIMIT` nodes more, and beyond them whole nodes by
the octave pieces of the node count (and the partial counts just above the
largest fitting one).
Worker counts are ``step * m`` (``step`` = GPUs per node for the
hierarchical models, whose node count m is what varies). Because such a
model can fit at N = 8 but not at N = 5..7, :func:`failing_ranges` lists the
worker counts *below* the answer that do not fit (one vectorized bisection
per piece), so that an answer is never read as "every N up to it works".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np


NOT_MONOTONE_ON_PIECES = frozenset({"recursive-halving/reduce-scatter", "bruck/all-to-all"})
"""Models (``algorithm/collective``) whose time is not non-decreasing in N on each octave piece."""

EXHAUSTIVE_LIMIT = 1 << 20
"""Largest worker count an exhaustive search evaluates (in chunks of 2**14: about a second)."""

CLUSTER_EXHAUSTIVE_LIMIT = 1024
"""On a cluster, every worker count up to this many is tried (each is placed anew, well under a millisecond
apiece); beyond it, whole nodes only."""
CLUSTER_WHOLE_NODES_LIMIT = 1024
"""On a cluster, every whole node count is tried for this many nodes beyond :data:`CLUSTER_EXHAUSTIVE_LIMIT`;
beyond them, octave pieces of the node count (exact where the time does not fall inside one)."""

_CHUNK = 1 << 16
_LAST_SCAN: dict[tuple, np.ndarray] = {}  # the last exhaustive scans, reused by failing_ranges after the search


def _limit() -> int:
    from ringcalc.units import MAX_WORKERS

    return MAX_WORKERS


def _fits_everywhere(time_s, budget_s: float, m_min: int, m_max: int, step: int) -> np.ndarray:
    """Whether each m in m_min .. m_max fits (N = step * m), evaluated in chunks (the last scan is reused)."""
    key = (time_s, budget_s, m_min, step)
    last = _LAST_SCAN.get(key)
    if last is not None and last.size >= m_max - m_min + 1:
        return last[: max(m_max - m_min + 1, 0)]
    out = np.zeros(max(m_max - m_min + 1, 0), dtype=bool)
    for a in range(m_min, m_max + 1, _CHUNK):
        m = np.arange(a, min(a + _CHUNK, m_max + 1), dtype=float)
        out[a - m_min : a - m_min + m.size] = _fits(time_s, budget_s, m, step)
    if len(_LAST_SCAN) >= 4:
        _LAST_SCAN.pop(next(iter(_LAST_SCAN)))
    _LAST_SCAN[key] = out
    return out


def runs_of(mask: Any, values: Any) -> list[tuple[int, int]]:
    """The runs of True in ``mask`` as inclusive ranges (first, last) of the matching ``values`` (worker counts)."""
    mask, values = np.asarray(mask, dtype=bool), np.asarray(values)
    firsts = np.flatnonzero(mask & ~np.r_[False, mask[:-1]])
    lasts = np.flatnonzero(mask & ~np.r_[mask[1:], False])
    return [(int(values[a]), int(values[b])) for a, b in zip(firsts, lasts)]


def _runs(fail: np.ndarray, m_min: int, step: int) -> list[tuple[int, int]]:
    """The runs of True in ``fail`` (one entry per m from ``m_min``) as inclusive ranges of N = step * m."""
    return runs_of(fail, step * (m_min + np.arange(len(fail))))


def _pieces(m_min: int, m_max: int) -> tuple[np.ndarray, np.ndarray]:
    """First and last element of every piece {2**j}, (2**j, 2**(j+1)) intersecting [m_min, m_max]."""
    firsts, lasts = [], []
    j = 0
    while 2**j <= m_max:
        for a, b in ((2**j, 2**j), (2**j + 1, 2 ** (j + 1) - 1)):
            a, b = max(a, m_min), min(b, m_max)
            if a <= b:
                firsts.append(a)
                lasts.append(b)
        j += 1
    return np.array(firsts, dtype=float), np.array(lasts, dtype=float)


def _fits(time_s: Callable[[np.ndarray], np.ndarray], budget_s: float, m: np.ndarray, step: int) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.broadcast_to(np.asarray(time_s(m * step)) <= budget_s, m.shape)


def _last_fitting(time_s, budget_s, firsts: np.ndarray, lasts: np.ndarray, step: int) -> np.ndarray:
    """Per piece, the largest fitting m (the time is non-decreasing on a piece); first - 1 when none fits."""
    lo = firsts - 1  # known to fit (or "none")
    start_fits = _fits(time_s, budget_s, firsts, step)
    lo = np.where(start_fits, firsts, lo)
    hi = lasts + 1  # known not to fit (or past the piece)
    from ringcalc.numeric.roots import narrow

    return narrow(lambda m: ~_fits(time_s, budget_s, m, step), lo, hi, mean="integer", active=start_fits,
                  iters=10**6)[0]


def largest_fitting_workers(
    time_s: Callable[[np.ndarray], np.ndarray], budget_s: float, step: int = 1, limit: int | None = None,
    exhaustive: bool = False,
) -> tuple[int | None, bool]:
    """Largest ``N = step * m`` (m >= 1; N >= 2) with ``time_s(N) <= budget_s``, up to ``limit``.

    Parameters
    ----------
    time_s : callable
        Vectorized collective time, s, of a float array of worker counts.
    budget_s : float
        Communication time budget, s.
    step : int
        Worker-count granularity (GPUs per node for hierarchical models).
    limit : int, optional
        Largest worker count searched; default :data:`ringcalc.units.MAX_WORKERS` (1e8).
    exhaustive : bool
        Evaluate every count (a model of :data:`NOT_MONOTONE_ON_PIECES`); the
        limit is then at most :data:`EXHAUSTIVE_LIMIT`.

    Returns
    -------
    (n, at_limit) : (int or None, bool)
        ``n`` is None when no N >= 2 fits. ``at_limit`` is True when the
        largest multiple of ``step`` within ``limit`` still fits: the true
        answer is then that many workers *or more* (never searched).
    """
    limit = _limit() if limit is None else int(limit)
    if exhaustive:
        limit = min(limit, EXHAUSTIVE_LIMIT)
    m_max = limit // step
    m_min = 1 if step > 1 else 2
    if m_max < m_min:
        return None, False
    if exhaustive:
        fit = np.flatnonzero(_fits_everywhere(time_s, budget_s, m_min, m_max, step))
        if not fit.size:
            return None, False
        m = int(fit[-1]) + m_min
        return m * step, m == m_max
    firsts, lasts = _pieces(m_min, m_max)
    fits = _fits(time_s, budget_s, firsts, step)
    if not fits.any():
        return None, False
    i = int(np.flatnonzero(fits)[-1])
    last = _last_fitting(time_s, budget_s, firsts[i : i + 1], lasts[i : i + 1], step)[0]
    m = int(last)
    return m * step, m == m_max


def _cluster_ranges(limit: int, g: int) -> tuple[int, int, int]:
    """The three ranges of a cluster search: every N in 2..top, every whole node count in k_lo..k_hi, octave pieces
    of the node count from k_hi + 1 to ``limit // g``."""
    top = min(limit, max(CLUSTER_EXHAUSTIVE_LIMIT // g * g, 2))
    k_lo = top // g + 1
    return top, k_lo, min(limit // g, k_lo - 1 + CLUSTER_WHOLE_NODES_LIMIT)


def largest_fitting_on_cluster(
    time_s: Callable[[np.ndarray], np.ndarray], budget_s: float, gpus_per_node: int, limit: int | None = None,
) -> tuple[int | None, bool]:
    """:func:`largest_fitting_workers` on a cluster of ``gpus_per_node`` GPUs per node, where the time is monotone
    on no piece of N: every N from 2 to :data:`CLUSTER_EXHAUSTIVE_LIMIT` (within ``limit``), then every whole node
    count for :data:`CLUSTER_WHOLE_NODES_LIMIT` more nodes, then whole nodes by octave pieces of the node count;
    and the partial counts just above the largest whole one that fits. ``at_limit`` as there."""
    limit = _limit() if limit is None else int(limit)
    g = max(int(gpus_per_node), 1)
    top, k_lo, k_hi = _cluster_ranges(limit, g)
    fit = np.flatnonzero(_fits_everywhere(time_s, budget_s, 2, top, 1))
    best = int(fit[-1]) + 2 if fit.size else None
    if top >= limit or k_lo > k_hi:
        return best, best == limit
    k = None
    if limit // g > k_hi:  # beyond the whole nodes tried one by one: octave pieces of the node count
        firsts, lasts = _pieces(k_hi + 1, limit // g)
        fits = _fits(time_s, budget_s, firsts, g)
        if fits.any():
            i = int(np.flatnonzero(fits)[-1])
            k = int(_last_fitting(time_s, budget_s, firsts[i : i + 1], lasts[i : i + 1], g)[0])
    if k is None:
        whole = np.flatnonzero(_fits_everywhere(time_s, budget_s, k_lo, k_hi, g))
        k = int(whole[-1]) + k_lo if whole.size else None
    if k is None:
        return best, False
    above = np.arange(k * g + 1, min(k * g + g - 1, limit) + 1, dtype=float)  # k full nodes and a partial one
    ok = np.flatnonzero(_fits(time_s, budget_s, above, 1)) if above.size else np.array([], dtype=int)
    n = int(above[ok[-1]]) if ok.size else k * g
    return n, n == limit


def failing_on_cluster(time_s: Callable[[np.ndarray], np.ndarray], budget_s: float, n_max: int,
                       gpus_per_node: int) -> list[tuple[int, int]]:
    """:func:`failing_ranges` for :func:`largest_fitting_on_cluster`: every N up to its exhaustive limit, whole
    nodes beyond it (a partial node there is not tried)."""
    g = max(int(gpus_per_node), 1)
    top, k_lo, k_hi = _cluster_ranges(max(n_max, 2), g)
    out = failing_ranges(time_s, budget_s, top, 1, exhaustive=True)
    if n_max <= top:
        return out
    k_max = n_max // g
    if k_lo <= min(k_hi, k_max):
        out += _runs(~_fits_everywhere(time_s, budget_s, k_lo, k_hi, g)[: min(k_hi, k_max) - k_lo + 1], k_lo, g)
    if k_max > k_hi:
        firsts, lasts = _pieces(k_hi + 1, k_max)
        last_ok = _last_fitting(time_s, budget_s, firsts, lasts, g)
        out += [(int(a) * g, int(b) * g) for a, b in zip(last_ok + 1, lasts) if a <= b]
    return out


def failing_ranges(
    time_s: Callable[[np.ndarray], np.ndarray], budget_s: float, n_max: int, step: int = 1, exhaustive: bool = False
) -> list[tuple[int, int]]:
    """Worker counts ``N = step * m`` from the first one (2, or one node) to ``n_max`` that do NOT fit.

    Returns
    -------
    list of (first, last)
        Inclusive ranges of N (multiples of ``step``), merged where adjacent;
        empty when every N up to ``n_max`` fits.
    """
    m_min = 1 if step > 1 else 2
    m_max = n_max // step
    if m_max < m_min:
        return []
    if exhaustive:  # every count evaluated: runs of misses are the pieces
        return _runs(~_fits_everywhere(time_s, budget_s, m_min, m_max, step), m_min, step)
    firsts, lasts = _pieces(m_min, m_max)
    last_ok = _last_fitting(time_s, budget_s, firsts, lasts, step)
    out: list[tuple[int, int]] = []
    for a, b in zip((last_ok + 1).astype(int), lasts.astype(int)):
        if a > b:
            continue
        if out and out[-1][1] + 1 == a:
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return [(int(a) * step, int(b) * step) for a, b in out]


def describe_failing(ranges: list[tuple[int, int]], answer: int, step: int = 1, shown: int = 4) -> str:
    """One sentence for ``notes``: which worker counts below ``answer`` miss the target."""
    if not ranges:
        return ""

    def fmt(r: tuple[int, int]) -> str:
        return f"{r[0]:,}" if r[0] == r[1] else f"{r[0]:,}..{r[1]:,}"

    listed = ", ".join(fmt(r) for r in ranges[:shown])
    more = f" and {len(ranges) - shown} more ranges" if len(ranges) > shown else ""
    unit = f" (multiples of {step})" if step > 1 else ""
    text = f"not every worker count up to {answer:,} meets the target: N = {listed}{more}{unit} do not"
    # the common pattern of MPICH's fold: everything between two powers of two fails
    pow2_gaps = all(
        a // step - 1 >= 1 and (a // step - 1) & (a // step - 2) == 0 and (b // step + 1) & (b // step) == 0
        and b // step + 1 == 2 * (a // step - 1)
        for a, b in ranges
    )
    if pow2_gaps:
        first = ranges[0][0] // step - 1
        text += f"; above {first * step:,} only {'powers of two' if step == 1 else f'{step} x powers of two'} meet it"
    return text
