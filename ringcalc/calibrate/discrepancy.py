"""What the physical model misses at a measured layout, learnt from that layout's own points.

The cluster model (:mod:`ringcalc.calibrate.cluster_fit`) costs NCCL's latency floor and bandwidth plateau; between
them real logs ramp over three to four decades of size, and no physical parameter costs that ramp
(:mod:`ringcalc.calibrate.model_error`). At a layout the logs measured, the ramp is *seen*: the residuals
``log t_measured - log t_model`` are a smooth function of log size. This module models them as the model's
discrepancy in the sense of Kennedy & O'Hagan (2001, "Bayesian calibration of computer models", J. R. Stat. Soc. B
63(3): 425-464): a Gaussian process in ``log10(size)`` with mean 0, so that

* at a measured layout and size the answer is the measurement, up to its scatter (the model's ramp error is gone);
* between measured sizes the discrepancy is interpolated;
* beyond them it returns to 0 over about one length scale, and its variance to the prior's: the physical model,
  with its priors, answers where nothing was measured.

A layout the logs did not measure has no discrepancy: its answer is the physical model's, with the layout error
(:func:`ringcalc.calibrate.cluster_fit.predict`). The hyperparameters (signal scale, length scale in decades,
noise) maximise the marginal likelihood within physical bounds (type-II maximum likelihood, Rasmussen & Williams 2006,
*Gaussian Processes for Machine Learning*, sec. 5.4); the points are first averaged in bins of
:data:`BIN_DECADES` so that a log of any length costs a few dozen bins.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

BIN_DECADES = 0.1
"""Width of a bin of log10(size) in which points are averaged (nccl-tests doubles the size: 0.3 decade)."""
LENGTH_SCALES = (0.25, 0.5, 1.0)
"""The range (and the starting points) of the discrepancy's length scale, decades of size: NCCL's protocol and
channel changes act over factors of 2 to 10 of size, its ramp over three to four decades."""
NOISE_FLOOR = 0.02
"""The least scatter of a point about the discrepancy (log-time, about 2%): nccl-tests' run-to-run repeatability,
which one run cannot show (its out-of-place and in-place columns agree closely)."""
SCALE_FLOOR = 0.01


@dataclass(frozen=True)
class Discrepancy:
    """The discrepancy of one measured layout: binned residuals and the GP's hyperparameters."""

    ranks: int
    nodes: int
    x: tuple[float, ...]  # bin centres, log10 bytes
    r: tuple[float, ...]  # mean residual log(measured / model) per bin
    n: tuple[int, ...]  # points per bin
    scale: float  # signal standard deviation, log-time
    length: float  # decades
    noise: float  # standard deviation of one point about the discrepancy, log-time
    algorithms: tuple[str, ...] | None = None  # NCCL_ALGO the run forced, if any

    @property
    def key(self) -> tuple:
        return self.ranks, self.nodes, self.algorithms

    def to_dict(self) -> dict[str, Any]:
        return {"ranks": self.ranks, "nodes": self.nodes, "x": list(self.x), "r": list(self.r), "n": list(self.n),
                "scale": self.scale, "length": self.length, "noise": self.noise,
                "algorithms": None if self.algorithms is None else list(self.algorithms)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Discrepancy:
        x, r, n = tuple(map(float, d["x"])), tuple(map(float, d["r"])), tuple(int(v) for v in d["n"])
        if not (len(x) == len(r) == len(n)) or not x or min(n) < 1:
            raise ValueError("x, r and n must be of one positive length, each bin with a point")
        values = (*x, *r, float(d["scale"]), float(d["length"]), float(d["noise"]))
        if not all(math.isfinite(v) for v in values) or min(float(d["scale"]), float(d["length"]),
                                                            float(d["noise"])) <= 0:
            raise ValueError("the discrepancy's values must be finite and its scales > 0")
        algos = d.get("algorithms")
        return cls(int(d["ranks"]), int(d["nodes"]), x, r, n, float(d["scale"]), float(d["length"]),
                   float(d["noise"]), None if algos is None else tuple(map(str, algos)))

    @cached_property
    def _solved(self) -> tuple[np.ndarray, np.ndarray]:
        """The Cholesky factor of the bins' covariance and its solve against the residuals (a jitter on the diagonal
        where rounding leaves it not positive definite: bins far closer than the length scale)."""
        x, n = np.array(self.x), np.array(self.n, float)
        k = _kernel(x, x, self.scale, self.length) + np.diag(self.noise**2 / n)
        for jitter in (0.0, 1e-12, 1e-9, 1e-6):
            try:
                chol = np.linalg.cholesky(k + np.eye(len(x)) * jitter * self.scale**2)
                break
            except np.linalg.LinAlgError:
                continue
        else:  # cannot be factored: the discrepancy says nothing (mean 0, spread its scale)
            return np.eye(len(x)), np.zeros(len(x))
        return chol, np.linalg.solve(chol.T, np.linalg.solve(chol, np.array(self.r)))

    def at(self, size: float) -> tuple[float, float]:
        """Mean and standard deviation of the discrepancy (log-time) at ``size`` bytes, without the point noise."""
        chol, alpha = self._solved
        xs = np.array([math.log10(max(size, 1.0))])
        ks = _kernel(xs, np.array(self.x), self.scale, self.length)
        if not alpha.any():
            return 0.0, self.scale
        mean = float((ks @ alpha)[0])
        v = np.linalg.solve(chol, ks.T)
        var = min(max(self.scale**2 - float(np.sum(v * v)), 0.0), self.scale**2)
        return mean, math.sqrt(var)

    def measured_shift(self, size: float, log_model: float, model_at) -> float:
        """log(measured / model) at ``size`` within the measured sizes (:meth:`covers`): the bins' measured
        log-times interpolated linearly in log size between the two bins around ``size``, less the model's log-time
        there (``log_model``). ``model_at(sizes)`` gives the model's times at the bins' sizes, on the layout the
        residuals were taken on. Beyond the first or last bin's centre (half a bin) that bin's own ratio.

        Not the smooth mean of :meth:`at`: where NCCL's pick changes between two measured sizes the model jumps
        (the fitted LL128 above LL's time) while the measured times do not, and a curve smooth in size laid on the
        jump had put the answer 15-21% off the log at the measured sizes beside it, outside its own interval.
        """
        x, r = np.array(self.x), np.array(self.r)
        u = math.log10(max(size, 1.0))
        if u <= x[0] or u >= x[-1] or len(x) < 2:
            return float(r[0] if u <= x[0] else r[-1])
        j = int(np.searchsorted(x, u))  # x[j - 1] < u <= x[j]
        measured = np.log(np.asarray(model_at(10 ** x[j - 1:j + 1]), float)) + r[j - 1:j + 1]
        w = (u - x[j - 1]) / (x[j] - x[j - 1])
        return float((1 - w) * measured[0] + w * measured[1]) - log_model

    @property
    def sizes(self) -> tuple[float, float]:
        """The measured sizes, bytes: half a bin beyond the first and the last bin's centre."""
        return 10 ** (self.x[0] - BIN_DECADES / 2), 10 ** (self.x[-1] + BIN_DECADES / 2)

    def covers(self, size: float) -> bool:
        """Whether ``size`` lies within the measured sizes."""
        lo, hi = self.sizes
        return lo <= max(size, 1.0) <= hi


def _kernel(a: np.ndarray, b: np.ndarray, scale: float, length: float) -> np.ndarray:
    """Squared-exponential covariance of log10 sizes ``a`` and ``b``."""
    return scale**2 * np.exp(-0.5 * ((a[:, None] - b[None, :]) / length) ** 2)


def _bins(sizes: np.ndarray, residuals: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """Bin centres, mean residuals, counts, and the pooled within-bin variance (NaN without a bin of two)."""
    x = np.log10(np.maximum(sizes, 1.0))
    key = np.round(x / BIN_DECADES).astype(int)
    order = np.unique(key)
    centres, means, counts, sq, dof = [], [], [], 0.0, 0
    for k in order:
        sel = key == k
        r = residuals[sel]
        centres.append(float(np.mean(x[sel])))
        means.append(float(np.mean(r)))
        counts.append(int(sel.sum()))
        sq += float(np.sum((r - r.mean()) ** 2))
        dof += int(sel.sum()) - 1
    return np.array(centres), np.array(means), np.array(counts), (sq / dof if dof else math.nan)


def _log_marginal(x: np.ndarray, r: np.ndarray, n: np.ndarray, scale: float, length: float, noise: float) -> float:
    k = _kernel(x, x, scale, length) + np.diag(noise**2 / n)
    try:
        chol = np.linalg.cholesky(k)
    except np.linalg.LinAlgError:
        return -math.inf
    alpha = np.linalg.solve(chol.T, np.linalg.solve(chol, r))
    return float(-0.5 * r @ alpha - np.sum(np.log(np.diag(chol))) - 0.5 * len(r) * math.log(2 * math.pi))


def learn(ranks: int, nodes: int, sizes: np.ndarray, residuals: np.ndarray,
          algorithms: tuple[str, ...] | None = None) -> Discrepancy | None:
    """The discrepancy of one layout from its points (``residuals``: log measured - log model); None with fewer than
    three bins (a run at one or two sizes has no shape to learn)."""
    sizes, residuals = np.asarray(sizes, float), np.asarray(residuals, float)
    keep = np.isfinite(residuals) & (sizes > 0)
    x, r, n, within = _bins(sizes[keep], residuals[keep])
    if len(x) < 3:
        return None
    from scipy.optimize import minimize

    rms = max(float(np.sqrt(np.mean(r**2))), SCALE_FLOOR)
    base_noise = max(math.sqrt(within) if math.isfinite(within) else 0.0, NOISE_FLOOR)
    bounds = [(math.log(SCALE_FLOOR), math.log(max(4 * rms, 2 * SCALE_FLOOR))),
              (math.log(LENGTH_SCALES[0]), math.log(LENGTH_SCALES[-1])),
              (math.log(NOISE_FLOOR), math.log(max(4 * rms, 2 * NOISE_FLOOR)))]

    def cost(v: np.ndarray) -> float:
        ll = _log_marginal(x, r, n.astype(float), *np.exp(v))
        return -ll if math.isfinite(ll) else 1e300

    best, best_cost = None, math.inf
    for length in LENGTH_SCALES:  # a few starts: the likelihood of a short log can have several maxima
        start = np.log([rms, length, min(max(base_noise, NOISE_FLOOR), max(4 * rms, 2 * NOISE_FLOOR))])
        res = minimize(cost, np.clip(start, [b[0] for b in bounds], [b[1] for b in bounds]), method="L-BFGS-B",
                       bounds=bounds)
        if res.fun < best_cost:
            best, best_cost = tuple(float(v) for v in np.exp(res.x)), float(res.fun)
    if best is None or not math.isfinite(best_cost) or best_cost >= 1e300:
        return None
    scale, length, noise = best
    return Discrepancy(int(ranks), int(nodes), tuple(map(float, x)), tuple(map(float, r)), tuple(map(int, n)),
                       float(scale), float(length), float(noise), tuple(algorithms) if algorithms else None)
