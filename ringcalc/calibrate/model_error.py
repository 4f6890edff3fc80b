"""Where the cluster model errs, and by how much: NCCL's ramp and the error per decade of size.

The latency + bytes/bandwidth model of :mod:`ringcalc.calibrate.cluster_fit` holds at two ends of a sweep, NCCL's
latency floor and its bandwidth plateau; between them measured logs ramp over three to four decades of size. This
module finds where a measured point lies (its local slope d log t / d log K, :func:`local_slopes`; how far in the
ramp, :func:`ramp_weight`) and measures the model's error per decade of size (:func:`bands`, :func:`band_at`).
"""

from __future__ import annotations

import math

import numpy as np

from ringcalc.cluster.values import RAMP_SIGMA, SLOPE_FLAT, SLOPE_LINEAR, ramp_weight_of

__all__ = ["BANDS", "PER_DECADE_FLOOR", "RAMP_SIGMA", "SLOPE_FLAT", "SLOPE_LINEAR", "SLOPE_SPAN", "band_at", "bands",
           "local_slopes", "ramp_weight"]

BANDS = tuple(range(0, 12))
"""Decades of message size (log10 bytes 0..11) over which the model's error is measured separately: latency-bound
sizes err more than bandwidth-bound ones."""
PER_DECADE_FLOOR = 0.05
"""The least widening of an interval per decade of size beyond the fitted sizes (relative, or log-time). A log that
extrapolates perfectly within itself (one written from the ring model, a few rows on the plateau) held out no error
and said "interval widened by 0%"; on the 14 real logs of ``../shared/data`` the per-size forms err by at least this
much per decade at 80% of the held-out points (``benchmarks/accuracy_nccl_logs.py``, tasks (a) and (b), form
``auto``: the 20th percentile is 0.053 up and 0.052 down, the median 0.15 and 0.17). Used by the per-size forms'
intervals (:func:`ringcalc.calibrate.interval.floored`) and the physical fit's (:func:`cluster_fit.predict`)."""
SLOPE_SPAN = 4.0
"""The local slope is the least-squares slope of log time on log size over the points within this factor of size."""


def local_slopes(sizes: np.ndarray, times: np.ndarray) -> np.ndarray:
    """d log t / d log K at each point of one run: the least-squares slope over the points within a factor
    :data:`SLOPE_SPAN` of its size (NaN where all of them have one size). Sorted windows and running sums: linear
    after the sort, for logs of any length."""
    order = np.argsort(sizes, kind="stable")
    x = np.log(np.maximum(np.asarray(sizes, float)[order], 1.0))
    y = np.log(np.asarray(times, float)[order])
    x0 = x - x.mean() if len(x) else x  # centred: the running sums stay well conditioned
    w = math.log(SLOPE_SPAN) + 1e-9
    lo, hi = np.searchsorted(x, x - w, side="left"), np.searchsorted(x, x + w, side="right")

    def window(v: np.ndarray) -> np.ndarray:
        c = np.concatenate([[0.0], np.cumsum(v)])
        return c[hi] - c[lo]

    n, sx, sy = hi - lo, window(x0), window(y)
    sxx, sxy = window(x0 * x0), window(x0 * y)
    var = sxx - sx * sx / np.maximum(n, 1)
    with np.errstate(invalid="ignore", divide="ignore"):
        slope = np.where(var > 1e-12 * np.maximum(sxx, 1.0), (sxy - sx * sy / np.maximum(n, 1)) / var, np.nan)
    out = np.empty(len(x))
    out[order] = slope
    return out


def ramp_weight(slope: np.ndarray) -> np.ndarray:
    """How far each point lies in NCCL's ramp (:data:`RAMP_SIGMA`) from its measured local slope:
    :func:`ringcalc.cluster.values.ramp_weight_of` on each (0 on the floor and the plateau, 1 from a slope of 1/4 to
    3/4; a run at one size has no slope and keeps the point's own error, 0)."""
    slope = np.asarray(slope, dtype=float)
    return np.array([ramp_weight_of(float(m)) for m in slope.ravel()]).reshape(slope.shape)


def bands(sizes: np.ndarray, errors: np.ndarray, side: np.ndarray | None = None,
           unseen: float | None = None) -> tuple[float, ...]:
    """The 80% quantile of |log error| in each decade of size; a decade without points takes its neighbours'.

    With ``side`` (per point: -1 latency-bound, +1 bandwidth-bound, 0 in NCCL's ramp), a decade above the measured
    sizes takes the nearest band of the bandwidth-bound points, one below the latency-bound points', where the fit
    has any: beyond the measured sizes the model is bandwidth- or latency-bound, and its error there is the error it
    has where it holds, not in the ramp between. Without such points there, it takes ``unseen`` (the priors' own
    model error, as an 80% quantile) rather than the ramp's.
    """
    decade = np.clip(np.floor(np.log10(np.maximum(sizes, 1.0))).astype(int), BANDS[0], BANDS[-1])

    def quantiles(keep: np.ndarray) -> list[float]:
        return [float(np.quantile(np.abs(errors[keep & (decade == d)]), 0.8)) if np.any(keep & (decade == d))
                else math.nan for d in BANDS]

    def nearest(q: list[float], i: int) -> float:
        known = [k for k, v in enumerate(q) if math.isfinite(v)]
        return q[min(known, key=lambda k: abs(k - i))] if known else math.nan

    q = quantiles(np.ones(len(errors), bool))
    side = np.zeros(len(errors)) if side is None else side
    above, below = quantiles(side > 0), quantiles(side < 0)
    measured = [i for i, v in enumerate(q) if math.isfinite(v)]
    bottom, top = min(measured), max(measured)
    out = []
    for i, v in enumerate(q):
        if not math.isfinite(v):
            pure = nearest(above, i) if i > top else nearest(below, i) if i < bottom else math.nan
            if not math.isfinite(pure):
                pure = nearest(q, i) if unseen is None or bottom < i < top else unseen
            v = pure
        out.append(v)
    return tuple(out)


def band_at(per_decade: tuple[float, ...], size: float) -> float | None:
    """The band's 80% error quantile at ``size`` (None without bands)."""
    if not per_decade:
        return None
    d = int(min(max(math.floor(math.log10(max(size, 1.0))), BANDS[0]), BANDS[-1]))
    return per_decade[d - BANDS[0]]
