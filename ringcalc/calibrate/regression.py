"""Small exact least-squares solvers used by the calibration fits.

The cost models the calibration fits are linear in their parameters once the
saturation exponent ``q`` is fixed (``t = c_L L + c_B (1/B) + c_k kappa``),
and every parameter is physically non-negative. With at most three unknowns,
non-negative least squares is solved *exactly* by trying every subset of
free parameters (the Karush-Kuhn-Tucker solution is the best feasible
unconstrained solution on one of the 2^k faces), which needs numpy only.

The fit minimises squared *relative* errors, ``sum(((A x - t) / t)^2)``, so
that microsecond and second-long measurements weigh alike.
"""

from __future__ import annotations

import itertools
import math

import numpy as np


def nnls_exact(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Non-negative least squares ``min ||a x - b||, x >= 0`` for a few columns.

    Exact: the optimum lies on one face of the orthant, so every subset of
    columns is solved unconstrained and the best non-negative solution kept.
    Meant for ``a.shape[1] <= 4`` (2^k subsets). Many rows are first reduced
    by one QR factorisation, ``a = Q R``: for any subset of columns
    ``||a_S x - b||^2 = ||R_S x - Q^T b||^2 + (||b||^2 - ||Q^T b||^2)``, so each
    subset is solved on ``k`` rows (orthogonal, so no loss of accuracy).
    """
    m, k = a.shape
    best, best_rss = np.zeros(k), float(b @ b)
    norms = np.sqrt(np.einsum("ij,ij->j", a, a))
    norms = np.where(norms > 0, norms, 1.0)
    a = a / norms  # unit columns: lstsq's rank cut-off must not drop a column for its units alone
    rest = 0.0
    if m > 4 * k:
        q, r = np.linalg.qr(a)
        qb = q.T @ b
        rest = max(best_rss - float(qb @ qb), 0.0)
        a, b = r, qb
    for size in range(1, k + 1):
        for cols in itertools.combinations(range(k), size):
            sub = a[:, cols]
            x, *_ = np.linalg.lstsq(sub, b, rcond=None)
            if np.any(x < 0) or not np.all(np.isfinite(x)):
                continue
            res = sub @ x - b
            rss = float(res @ res) + rest
            if rss < best_rss * (1 - 1e-12):
                best, best_rss = np.zeros(k), rss
                best[list(cols)] = x
    return best / norms


def nnls_rss_from_gram(gram: np.ndarray, h: np.ndarray, bb: np.ndarray) -> np.ndarray:
    """The residual of :func:`nnls_exact` for many problems at once, from their normal equations.

    Problem ``i`` is ``min ||a_i x - b_i||^2, x >= 0`` given ``gram[i] = a_i^T a_i`` (``(L, k, k)``),
    ``h[i] = a_i^T b_i`` and ``bb[i] = b_i^T b_i``; every subset of columns is solved and the least feasible
    residual kept, as :func:`nnls_exact` does. The normal equations square the condition number, so this is
    for comparing fits (the regime search), not for the fitted values; columns are scaled to unit norm first.
    """
    n, k = h.shape
    scale = np.sqrt(np.maximum(np.einsum("ijj->ij", gram), np.finfo(float).tiny))  # column norms
    g = gram / (scale[:, :, None] * scale[:, None, :])
    hs = h / scale
    best = bb.astype(float).copy()
    for size in range(1, k + 1):
        for cols in itertools.combinations(range(k), size):
            idx = list(cols)
            gs, hh = g[:, idx][:, :, idx], hs[:, idx]
            try:
                x = np.linalg.solve(gs, hh[:, :, None])[:, :, 0]
            except np.linalg.LinAlgError:  # a singular system: one at a time, least-squares
                x = np.array([np.linalg.lstsq(gi, hi, rcond=None)[0] for gi, hi in zip(gs, hh)])
            rss = bb - 2 * np.einsum("ij,ij->i", x, hh) + np.einsum("ij,ijl,il->i", x, gs, x)
            ok = np.all(x >= 0, axis=1) & np.all(np.isfinite(x), axis=1) & (rss < best * (1 - 1e-12))
            best = np.where(ok, np.maximum(rss, 0.0), best)
    return best


def fit_relative(a: np.ndarray, t: np.ndarray) -> tuple[np.ndarray, float, np.ndarray]:
    """Fit ``t ~ a @ x`` (x >= 0) for least squared relative error.

    Parameters
    ----------
    a : ndarray, shape (m, k)
        Design matrix (coefficients of each parameter per measurement).
    t : ndarray, shape (m,)
        Measured times (s), positive.

    Returns
    -------
    x : ndarray, shape (k,)
        Fitted parameters.
    rss : float
        Sum of squared relative residuals.
    stderr : ndarray, shape (k,)
        Standard errors from the weighted covariance ``s^2 (A_w^T A_w)^-1``,
        ``s^2 = rss / (m - k)``; NaN when not determined.
    """
    aw = a / t[:, None]
    bw = np.ones_like(t)
    x = nnls_exact(aw, bw)
    r = aw @ x - bw
    rss = float(r @ r)
    m, k = a.shape
    stderr = np.full(k, math.nan)
    if m > k:
        try:
            cov = np.linalg.inv(aw.T @ aw) * (rss / (m - k))
            stderr = np.sqrt(np.clip(np.diag(cov), 0.0, None))
        except np.linalg.LinAlgError:
            pass
    return x, rss, stderr
