"""The one bisection every search of ringcalc uses, and the numeric inverses built on it.

:func:`narrow` bisects a bracket ``[lo, hi]`` of a monotone predicate
(False at ``lo``, True at ``hi``) down to adjacent values: geometric means
for quantities spanning decades (bandwidths), arithmetic means for
parameters near zero (latency, gradient size), integer midpoints for worker
counts. It takes scalars or numpy arrays (each element its own bracket, an
``active`` mask for the ones still open), so the solver, the vectorised
training step, the worker search, the crossover and the ZeRO planner share
one loop. :func:`expand` finds the bracket by growing a value geometrically.

Numeric inverses for models without a closed form in B, K or alpha:

Every model's time is non-increasing in the bandwidth B and non-decreasing
in the gradient K and the latency alpha (each term is a non-negative
coefficient times 1/B, K or alpha, possibly inside a max over links). So
``T(x) = budget`` has at most one crossing, found by bisection on a
bracket that is widened geometrically; 200 halvings of a log-spaced
bracket give full double precision. Used by :mod:`ringcalc.planning.solver` when
sympy found no closed form (e.g. the flat ring paced by its slowest link).
"""

from __future__ import annotations

import contextlib
import math
import sys
from collections.abc import Callable, Mapping
from typing import Any

_SYMBOL = {"required_bandwidth": "B", "max_gradient_bytes": "K", "max_latency": "alpha"}
MEANS = ("geometric", "arithmetic", "integer")


def _is_array(x: Any) -> bool:
    return hasattr(x, "shape") and hasattr(x, "dtype") and getattr(x, "ndim", 0) > 0


def _mid(lo: Any, hi: Any, mean: str) -> Any:
    if mean == "geometric":  # sqrt(lo) sqrt(hi): lo * hi would underflow to 0 near 1e-300 (or overflow near 1e300)
        if _is_array(lo):
            import numpy as np

            with np.errstate(invalid="ignore"):
                return np.where(lo > 0, np.sqrt(lo) * np.sqrt(hi), hi / 2)
        return math.sqrt(lo) * math.sqrt(hi) if lo > 0 else hi / 2
    if mean == "integer":
        if _is_array(lo):
            import numpy as np

            return np.floor((lo + hi) / 2)
        return (lo + hi) // 2
    return 0.5 * (lo + hi)


def narrow(true_at: Callable[[Any], Any], lo: Any, hi: Any, *, mean: str = "geometric", active: Any = None,
           iters: int = 400) -> tuple[Any, Any]:
    """Bisect ``[lo, hi]`` of a monotone predicate, False at ``lo`` and True at ``hi``, to adjacent values.

    Parameters
    ----------
    true_at : callable
        Predicate of a scalar, or elementwise of an array of candidates.
    lo, hi : float, int or ndarray
        A bracket (for arrays, one per element).
    mean : {"geometric", "arithmetic", "integer"}
        How the midpoint is taken: geometric for values spanning decades,
        arithmetic near zero, integer for counts (stops when ``hi - lo <= 1``).
    active : ndarray of bool, optional
        For arrays: the elements to search (the others are returned as given).
    iters : int
        Upper bound on halvings (a double has 2**11 exponents and 53 mantissa bits).

    Returns
    -------
    (lo, hi)
        The last value where the predicate is False and the first where it is True.
    """
    if mean not in MEANS:
        raise ValueError(f"mean must be one of {MEANS}")
    if _is_array(lo) or _is_array(hi):
        import numpy as np

        lo, hi = np.broadcast_arrays(np.asarray(lo, dtype=float), np.asarray(hi, dtype=float))
        lo, hi = lo.copy(), hi.copy()
        open_ = np.ones(lo.shape, dtype=bool) if active is None else np.broadcast_to(active, lo.shape).copy()
        for _ in range(iters):
            mid = _mid(lo, hi, mean)
            open_ &= (hi - lo > 1) if mean == "integer" else ((mid != lo) & (mid != hi))
            if not open_.any():
                break
            ok = np.broadcast_to(true_at(mid), lo.shape)
            hi = np.where(open_ & ok, mid, hi)
            lo = np.where(open_ & ~ok, mid, lo)
        return lo, hi
    for _ in range(iters):
        if mean == "integer" and hi - lo <= 1:
            break
        mid = _mid(lo, hi, mean)
        if mid in (lo, hi):
            break
        if true_at(mid):
            hi = mid
        else:
            lo = mid
    return lo, hi


def expand(true_at: Callable[[float], bool], start: float, factor: float, limit: float) -> tuple[float, float] | None:
    """Grow ``start`` by ``factor`` until the predicate is True: the bracket ``(last False, first True)``.

    ``factor < 1`` shrinks instead. None when ``limit`` is passed first.
    """
    prev, x = start, start
    while not true_at(x):
        prev, x = x, x * factor
        if (factor > 1 and x > limit) or (factor < 1 and x < limit):
            return None
    return prev, x


def smallest_meeting(true_at: Callable[[float], bool], start: float = 1.0, factor: float = 1e3,
                     floor: float = 1e-300) -> float:
    """The smallest x (to the bit) where ``true_at`` holds, for a predicate that never turns False as x grows.

    Bracketed from ``start`` by factors of ``factor`` (up until it holds, then
    down until it fails) and bisected geometrically (:func:`narrow`); nan when
    only infinity makes it hold, 0.0 when it holds even at ``floor`` (x does not
    matter). A required bandwidth is this, with "the target is met at B".
    """
    lo = hi = start
    while not true_at(hi):
        lo, hi = hi, hi * factor
        if not math.isfinite(hi):
            return math.nan
    while lo > floor and true_at(lo):
        hi, lo = lo, lo / factor
    return 0.0 if true_at(lo) else narrow(true_at, lo, hi)[1]


def _quiet() -> contextlib.AbstractContextManager:
    """numpy's warnings off, if numpy is in use (a scalar function of ringcalc.numeric._scalar needs nothing)."""
    np = sys.modules.get("numpy")
    return np.errstate(divide="ignore", invalid="ignore") if np is not None else contextlib.nullcontext()


def _t(time_fn: Callable[..., Any], values: Mapping[str, Any], name: str, x: float) -> float:
    with _quiet():
        return float(time_fn(**{**values, name: x}))


def inverse(time_fn: Callable[..., Any], values: Mapping[str, Any], quantity: str, budget: float) -> float:
    """Solve ``time(x) = budget`` for B (``required_bandwidth``), K or alpha.

    Returns
    -------
    float
        The root; ``nan`` for B when even infinite bandwidth exceeds the
        budget, and ``-1.0`` for K or alpha when even 0 exceeds it (the
        solver's callers turn both into the unreachable-target message).
    """
    name = _SYMBOL[quantity]

    def fits(x: float) -> bool:
        return _t(time_fn, values, name, x) <= budget

    if name == "B":  # decreasing in B: lo too slow, hi fits
        if not fits(math.inf):
            return math.nan
        lo, hi = 1.0, 1.0
        while not fits(hi):
            hi *= 1e3
        while fits(lo) and lo > 1e-300:
            lo /= 1e3
        return narrow(fits, lo, hi)[1]
    # increasing in K or alpha: lo fits, hi does not
    if not fits(0.0):
        return -1.0
    bracket = expand(lambda x: not fits(x), 1e-9, 1e3, 1e300)
    if bracket is None:
        return math.inf
    lo, hi = (bracket[0] if bracket[0] != bracket[1] else 0.0), bracket[1]  # lo: the last size that fits (or 0)
    return narrow(lambda x: not fits(x), lo, hi)[0]
