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
    Meant for ``a.shape[1] <= 4`` (2^k subsets).
    """
    m, k = a.shape
    best, best_rss = np.zeros(k), float(b @ b)
    for r in range(1, k + 1):
        for cols in itertools.combinations(range(k), r):
            sub = a[:, cols]
            x, *_ = np.linalg.lstsq(sub, b, rcond=None)
            if np.any(x < 0) or not np.all(np.isfinite(x)):
                continue
            res = sub @ x - b
            rss = float(res @ res)
            if rss < best_rss * (1 - 1e-12):
                best, best_rss = np.zeros(k), rss
                best[list(cols)] = x
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
