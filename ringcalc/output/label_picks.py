"""Which points of a figure carry a label: evenly spread along the axis, or strided bars that are never neighbours."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

def spread(log: bool, x: Any, most: int) -> list[int]:
    """Indices of at most ``most`` points of the increasing ``x``, evenly spread along the (log) axis, ends included."""
    x = np.asarray(x, dtype=float)
    if len(x) <= most:
        return list(range(len(x)))
    pos = np.log(x) if log else x
    goals = np.linspace(pos[0], pos[-1], most)
    return sorted({int(np.argmin(np.abs(pos - g))) for g in goals})


def strided(n: int, most: int) -> list[int]:
    """At most ``most`` of ``n`` evenly spaced bars, ends included, every two at least ``(n - 1) / (most - 1)``
    bars apart (a nearest-index spread can label two neighbours, whose labels then overprint)."""
    if n <= most:
        return list(range(n))
    step = math.ceil((n - 1) / (most - 1))
    out = list(range(0, n, step))
    out[-1] = n - 1  # the last bar takes the last stride's place: that gap is between step and 2 step - 1
    return out
