"""Model forms a calibration can fit, and the regime search (SI units).

Every form predicts the time of one collective from a latency part and a
bandwidth part (nccl-tests size ``S`` in bytes, ``f(N)`` the busbw factor,
``rho`` the time-sharing factor of local runs, 1 on clusters):

    t = rho * ( L * l(N, n) + f(N) * S / B + f(N) * kappa * S**q )

``L`` is the latency (s) at the reference layout, ``l`` its scale at other
rank and node counts (:mod:`ringcalc.calibrate.layout`), ``B`` the busbw
asymptote (bytes/s) and ``kappa * S**q`` a saturation term.

``ring``
    One ``(L, B)``, no saturation: the classic alpha-beta (Hockney) model.
``piecewise``
    One ``(L, B)`` per message-size regime (NCCL's LL / LL128 / Simple
    protocols and channel ramp-up, NCCL ``src/graph/tuning.cc``); the breaks
    are found by dynamic programming over the sorted sizes.
``piecewise-saturating``
    The piecewise form whose first and last regimes also carry the
    saturation term: the regimes found as for ``piecewise``, and the two
    that carry a prediction past the smallest and the largest fitted size
    curve the way a pipelined protocol does instead of continuing a straight
    line (measured on the real logs: fit <= 64 MiB, predict up to 16 GiB,
    median error 10% against 24% for ``piecewise``; docs/calibration.md).
``saturating``
    One ``(L, B, kappa)`` with ``q = 1/2``: the square-root law of pipelined
    collectives, whose time with the best segment size is
    ``(sqrt(a) + sqrt(S/B))**2 = a + S/B + 2 sqrt(a S/B)`` (pipelined chain
    broadcast: Johnsson & Ho, IEEE Trans. Computers 38(9), 1989; the same
    form for pipelined reductions in Sanders, Speck & Träff, Parallel
    Computing 35(12), 2009). ``kappa`` is fitted freely, so the form also
    follows the slow bandwidth ramp-up of real networks, and it tends to
    ``S/B`` for large messages, so it carries past the largest measured
    size where a straight line through the last sizes underestimates B.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ringcalc.calibrate.calibration import FORMS
from ringcalc.calibrate.layout import latency_scale
from ringcalc.calibrate.model import busbw_factor
from ringcalc.calibrate.points import Points
from ringcalc.calibrate.regression import fit_relative, nnls_rss_from_gram
from ringcalc.errors import RingcalcError

SATURATION_EXPONENT = 0.5  # the square-root law of pipelining (module docstring)
DEFAULT_SEGMENTS = 4  # LL, LL128, Simple, and Simple at full channel count (see docs/calibration.md)
LATENCY_BOUND = 1e-3  # bandwidth term below this share of the time at the largest size: no bandwidth fitted


@dataclass(frozen=True)
class Layout:
    """How the latency column is built: model and reference layout."""

    latency_model: str
    ref_ranks: int
    ref_nodes: int | None

    def latency_column(self, pts: Points) -> np.ndarray:
        scale = pts.per_layout(lambda n, nd: latency_scale(self.latency_model, pts.collective, n, nd,
                                                          self.ref_ranks, self.ref_nodes))
        return pts.rho * scale


def design(pts: Points, layout: Layout, q: float | None) -> np.ndarray:
    """Design matrix of ``(L, 1/B[, kappa])`` for these points."""
    f = pts.per_layout(lambda n, nd: busbw_factor(pts.collective, n))
    cols = [layout.latency_column(pts), pts.rho * f * pts.size]
    if q is not None:
        cols.append(pts.rho * f * pts.size**q)
    return np.column_stack(cols)


@dataclass(frozen=True)
class Regime:
    """Fitted parameters of one size regime (SI units; ``beta`` inf when latency-bound)."""

    min_size_bytes: float
    max_size_bytes: float
    latency_s: float
    beta_bytes_per_s: float
    kappa: float = 0.0
    latency_stderr_s: float = math.nan
    beta_stderr_bytes_per_s: float = math.nan
    n_points: int = 0


def _regime(a: np.ndarray, t: np.ndarray, s: np.ndarray) -> tuple[Regime, float]:
    x, rss, stderr = fit_relative(a, t)
    inv_b = float(x[1])
    kappa = float(x[2]) if len(x) > 2 else 0.0
    i = int(np.argmax(s))
    bw_term = inv_b * a[i, 1] + (kappa * a[i, 2] if len(x) > 2 else 0.0)
    if bw_term <= LATENCY_BOUND * (bw_term + x[0] * a[i, 0]):
        inv_b, kappa = 0.0, 0.0  # no size dependence in the data (round-off would give a huge B)
    beta = 1.0 / inv_b if inv_b > 0 else math.inf
    beta_err = stderr[1] * beta * beta if inv_b > 0 else math.nan
    reg = Regime(float(s.min()), float(s.max()), float(x[0]), beta, kappa, float(stderr[0]), float(beta_err), len(t))
    return reg, rss


def fit_form(pts: Points, form: str, layout: Layout, segments: int = DEFAULT_SEGMENTS,
             min_points: int = 3) -> tuple[tuple[Regime, ...], np.ndarray, float | None, list[str]]:
    """Fit one form to ``pts``.

    Returns
    -------
    regimes : tuple of Regime
        In increasing size.
    predicted : ndarray
        Model time (s) of every point.
    q : float or None
        The saturation exponent (None without saturation term).
    notes : list of str
        What the fit had to change (fewer regimes than asked).
    """
    if form not in FORMS:
        raise RingcalcError(f"unknown model {form!r}; use one of {', '.join(FORMS)} or auto", option="model")
    q = SATURATION_EXPONENT if form in ("saturating", "piecewise-saturating") else None
    a, t, s = design(pts, layout, q), pts.time, pts.size
    notes: list[str] = []
    k = 1
    if form in ("piecewise", "piecewise-saturating"):
        distinct = len(pts.distinct_sizes)
        k_max = max(1, distinct // min_points)
        k = int(segments)
        if k > k_max:
            notes.append(f"only {distinct} distinct sizes: fitting {k_max} regime(s) instead of {k}")
            k = k_max
    # piecewise-saturating: the regimes are found as for piecewise; the first and last (which carry past the
    # smallest and largest fitted sizes) get the saturation term
    cuts = _best_cuts(a[:, :2] if form == "piecewise-saturating" else a, t, s, k, min_points if k > 1 else 1)
    regimes, pred = [], np.empty_like(t)
    for lo, hi in zip(cuts[:-1], cuts[1:]):
        end = hi == len(t) or lo == 0  # the regimes that carry past the largest and smallest sizes
        cols = a[lo:hi] if (q is None or form == "saturating" or end) else a[lo:hi, :2]
        reg, _ = _regime(cols, t[lo:hi], s[lo:hi])
        regimes.append(reg)
        x = [reg.latency_s, 0.0 if math.isinf(reg.beta_bytes_per_s) else 1.0 / reg.beta_bytes_per_s]
        if q is not None:
            x.append(reg.kappa)
        pred[lo:hi] = a[lo:hi] @ np.asarray(x)
    return tuple(regimes), pred, q, notes


MAX_BLOCKS = 128
"""The regime search cuts between at most this many blocks of consecutive distinct sizes (each size its own
block up to this many; a log of 10^5 distinct sizes is cut on a grid of 128 in size order)."""


def _best_cuts(a: np.ndarray, t: np.ndarray, s: np.ndarray, k: int, mp: int) -> list[int]:
    """Point indices ``0 = c0 < ... < ck = m`` splitting the sorted sizes into k regimes.

    Dynamic programming over blocks of distinct sizes (:data:`MAX_BLOCKS`) for
    the least total squared relative error, at least ``mp`` distinct sizes per
    regime. A regime's error comes from the sums of its blocks' normal
    equations (:func:`ringcalc.calibrate.regression.nnls_rss_from_gram`), so
    the search costs one pass over the points and ``O(blocks^2)`` small
    solves, whatever the number of points.
    """
    distinct, starts = np.unique(s, return_index=True)  # s is sorted
    n = len(distinct)
    if k <= 1:
        return [0, len(t)]
    edges = np.unique(np.linspace(0, n, min(n, MAX_BLOCKS) + 1).round().astype(int))  # distinct-size index
    rows = np.append(starts, len(t))[edges]  # first point of each block, and the end
    count = edges  # distinct sizes before each block boundary
    aw = a / t[:, None]  # relative error: rows scaled by 1 / t, target 1
    gram = np.add.reduceat(aw[:, :, None] * aw[:, None, :], rows[:-1], axis=0)
    h = np.add.reduceat(aw, rows[:-1], axis=0)
    m = np.diff(rows).astype(float)
    nb = len(m)
    cost = np.full((nb + 1, nb + 1), math.inf)  # cost[i, j]: blocks i .. j-1 as one regime
    for i in range(nb):  # sums from block i on: every regime that starts there (non-negative terms, no cancellation)
        cost[i, i + 1:] = nnls_rss_from_gram(np.cumsum(gram[i:], axis=0), np.cumsum(h[i:], axis=0), np.cumsum(m[i:]))
    valid = (count[None, :] - count[:, None]) >= mp  # at least mp distinct sizes per regime
    cost = np.where(valid, cost, math.inf)
    best = np.full((k + 1, nb + 1), math.inf)
    back = np.full((k + 1, nb + 1), -1, dtype=int)
    best[0, 0] = 0.0
    for r in range(1, k + 1):
        total = best[r - 1][:, None] + cost  # (from i, to j)
        back[r] = np.argmin(total, axis=0)  # the first of equal totals, as the loop over i kept
        best[r] = total[back[r], np.arange(nb + 1)]
    if not np.isfinite(best[k, nb]):
        raise RingcalcError(f"cannot split {n} distinct sizes into {k} regimes of at least {mp}", option="segments")
    cuts = [nb]
    for r in range(k, 0, -1):
        cuts.append(int(back[r][cuts[-1]]))
    return [int(rows[c]) for c in cuts[::-1]]
