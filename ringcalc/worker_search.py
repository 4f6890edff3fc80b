"""The largest worker count whose collective time fits a budget, for models not monotone in N.

Recursive doubling and Rabenseifner with MPICH's non-power-of-two steps are
slower at N = 2**j + 1 than at N = 2**(j+1), so a bisection over N (which
assumes the time never decreases as N grows) can miss the answer. Every
model of :mod:`ringcalc.collectives` is instead non-decreasing in N on each
*piece* ``{2**j}`` and ``(2**j, 2**(j+1))`` (inside one octave
``floor(log2 N)`` and ``ceil(log2 N)`` are constant and every other term
grows with N). So:

1. evaluate the time at the first element of every piece up to ``2**cap``
   (one vectorized call, about 2 cap points);
2. the answer lies in the last piece whose first element fits (a later piece
   whose first element does not fit holds no fitting N at all);
3. bisect inside that piece.

This is exact for any model with that property, monotone ones included.
Worker counts are ``step * m`` (``step`` = GPUs per node for the
hierarchical models, whose node count m is what varies).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

CAP_EXPONENT = 50
"""Search up to step * 2**50 workers (about 1e15); beyond that the answer is reported as unbounded."""


def largest_fitting_workers(
    time_s: Callable[[np.ndarray], np.ndarray], budget_s: float, step: int = 1, cap_exponent: int = CAP_EXPONENT
) -> tuple[int | None, bool]:
    """Largest ``N = step * m`` (m >= 1; N >= 2) with ``time_s(N) <= budget_s``.

    Parameters
    ----------
    time_s : callable
        Vectorized collective time, s, of a float array of worker counts.
    budget_s : float
        Communication time budget, s.
    step : int
        Worker-count granularity (GPUs per node for hierarchical models).
    cap_exponent : int
        Search up to ``step * 2**cap_exponent`` workers.

    Returns
    -------
    (n, unbounded) : (int or None, bool)
        ``n`` is None when no N >= 2 fits. ``unbounded`` is True when the last
        piece searched still fits (the count is then limited by nothing the
        model sees, e.g. zero latency).
    """
    m_min = 1 if step > 1 else 2
    j = np.arange(cap_exponent + 1)
    starts = np.unique(np.concatenate([2.0**j, 2.0**j + 1]))  # first element of each piece
    starts = starts[starts >= m_min]
    fits = np.asarray(time_s(starts * step)) <= budget_s
    if not fits.any():
        return None, False
    i = int(np.flatnonzero(fits)[-1])
    lo = int(starts[i])
    if i == len(starts) - 1:
        return lo * step, True
    hi = int(starts[i + 1])  # first element of the next piece (may fit, but belongs to a later check)
    # bisect the largest fitting m in [lo, hi): time is non-decreasing on the piece
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if float(np.asarray(time_s(np.array([mid * step], dtype=float)))[0]) <= budget_s:
            lo = mid
        else:
            hi = mid
    return lo * step, False
