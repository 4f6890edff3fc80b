"""Numeric inverses for models without a closed form in B, K or alpha.

Every model's time is non-increasing in the bandwidth B and non-decreasing
in the gradient K and the latency alpha (each term is a non-negative
coefficient times 1/B, K or alpha, possibly inside a max over links). So
``T(x) = budget`` has at most one crossing, found by bisection on a
bracket that is widened geometrically; 200 halvings of a log-spaced
bracket give full double precision. Used by :mod:`ringcalc.planning.solver` when
sympy found no closed form (e.g. the flat ring paced by its slowest link).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

_SYMBOL = {"required_bandwidth": "B", "max_gradient_bytes": "K", "max_latency": "alpha"}


def _t(time_fn: Callable[..., Any], values: Mapping[str, Any], name: str, x: float) -> float:
    with np.errstate(divide="ignore", invalid="ignore"):
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
    if name == "B":  # decreasing in B: find lo (too slow) and hi (fits)
        if _t(time_fn, values, name, math.inf) > budget:
            return math.nan
        lo, hi = 1.0, 1.0
        while _t(time_fn, values, name, hi) > budget:
            hi *= 1e3
        while _t(time_fn, values, name, lo) <= budget and lo > 1e-300:
            lo /= 1e3
        fits_high = True
    else:  # increasing in K or alpha: lo fits, hi does not
        if _t(time_fn, values, name, 0.0) > budget:
            return -1.0
        lo, hi = 0.0, 1e-9
        while _t(time_fn, values, name, hi) <= budget:
            lo, hi = hi, hi * 1e3
            if hi > 1e300:
                return math.inf
        fits_high = False
    for _ in range(400):
        mid = math.sqrt(lo * hi) if lo > 0 else hi / 2
        if mid in (lo, hi):
            break
        fits = _t(time_fn, values, name, mid) <= budget
        if fits == fits_high:
            hi = mid
        else:
            lo = mid
    return hi if fits_high else lo
