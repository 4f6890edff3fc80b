"""Fit alpha and beta of the ring model to measured collective times.

The model (:mod:`ringcalc.calibrate.model`) is linear in ``(alpha, 1/B)``:
``t = a(N) alpha + f(N) S (1/B)``. The fit minimises the sum of squared
*relative* errors, ``sum(((t_model - t) / t)**2)``, i.e. weighted least
squares with weights ``1/t``, so that 8 B rows (microseconds) and 16 GiB rows
(tenths of a second) count alike. ``alpha >= 0`` and ``1/B >= 0`` are
enforced (non-negative least squares on two unknowns, solved exactly).

Runs of one collective at different N can be fitted jointly: each point
carries its own ``a(N)`` and ``f(N)``. Runs of different collectives are
refused (one alpha and beta for, say, all_reduce and all_gather would be a
claim the data do not support, and the result could name only one of them).

Quality check: when the fitted model misses the measured busbw at the
largest size by more than :data:`LARGEST_BUSBW_TOLERANCE_PCT` or the median
absolute time error exceeds :data:`MEDIAN_ERROR_TOLERANCE_PCT`, the result
carries a warning saying so (single-regime fits of real logs often
understate the large-message bandwidth; ``piecewise`` fits them).

Piecewise model: NCCL picks a protocol per message size (LL for small,
LL128 in between, Simple for large; NCCL ``src/graph/tuning.cc``) and each
protocol has its own latency and bandwidth, so the measured curve is made of
straight pieces. ``segments=K`` fits K contiguous size ranges, each with its
own (alpha, beta); the break points are chosen by exhaustive search (dynamic
programming over the sorted distinct sizes) for the least total squared
relative error, with at least ``min_points`` distinct sizes per regime.

Uncertainty: standard errors from the weighted least-squares covariance
``s^2 (A^T W A)^-1`` with ``s^2 = RSS / (m - 2)``; the error of ``B`` follows
from that of ``1/B`` (``sigma_B = B^2 sigma_{1/B}``). They describe the
scatter of the data around the model, not whether the model is right.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from ringcalc.calibrate.calibration import Calibration, Segment, break_sizes
from ringcalc.calibrate.model import busbw_factor, design_row
from ringcalc.calibrate.nccl_log import Run
from ringcalc.errors import RingcalcError

DEFAULT_SEGMENTS = 4  # LL, LL128, Simple, and Simple at full channel count (see docs/calibration.md)
LARGEST_BUSBW_TOLERANCE_PCT = 5.0  # predicted vs measured busbw at the largest size: warn beyond this
MEDIAN_ERROR_TOLERANCE_PCT = 10.0  # median |relative time error| of the fit: warn beyond this


@dataclass(frozen=True)
class FitPoint:
    """One measured time and what the fitted model predicts for it (SI)."""

    size_bytes: float
    ranks: int
    collective: str
    measured_time_s: float
    predicted_time_s: float
    source: str
    line: int
    placement: str = "out-of-place"

    @property
    def pct_error(self) -> float:
        """``100 * (predicted - measured) / measured``."""
        return 100.0 * (self.predicted_time_s - self.measured_time_s) / self.measured_time_s

    def to_dict(self) -> dict:
        return {
            "size_bytes": self.size_bytes,
            "ranks": self.ranks,
            "collective": self.collective,
            "measured_time_s": self.measured_time_s,
            "predicted_time_s": self.predicted_time_s,
            "pct_error": self.pct_error,
            "source": self.source,
            "line": self.line,
            "placement": self.placement,
        }


@dataclass(frozen=True)
class FitResult:
    """Result of :func:`fit_runs`; ``to_dict()`` is the ``--format json`` output."""

    collective: str
    ranks: int
    ranks_all: tuple[int, ...]
    model: str
    segments: tuple[Segment, ...]
    points: tuple[FitPoint, ...]
    sources: tuple[dict, ...]
    placement: str
    warnings: tuple[str, ...] = ()
    shared_cores: int | None = None

    @property
    def alpha_s(self) -> float:
        """Per-step latency (s) of the smallest-message regime."""
        return self.segments[0].alpha_s

    @property
    def beta_bytes_per_s(self) -> float:
        """Per-link bandwidth B (bytes/s) of the largest-message regime."""
        return self.segments[-1].beta_bytes_per_s

    @property
    def busbw_bytes_per_s(self) -> float:
        """The model's busbw asymptote (bytes/s); equals the fitted ``beta``.

        This is what the fitted model tends to at large sizes, not
        necessarily what the log measured: compare :meth:`largest_message`.
        """
        return self.beta_bytes_per_s

    @property
    def abs_pct_errors(self) -> np.ndarray:
        return np.abs([p.pct_error for p in self.points])

    @property
    def median_abs_pct_error(self) -> float:
        return float(np.median(self.abs_pct_errors))

    @property
    def max_abs_pct_error(self) -> float:
        return float(np.max(self.abs_pct_errors))

    def largest_message(self) -> dict:
        """Measured vs predicted busbw (bytes/s) at the largest fitted size.

        Uses the points at the largest N if several N were fitted.
        """
        pts = [p for p in self.points if p.ranks == self.ranks and p.collective == self.collective]
        smax = max(p.size_bytes for p in pts)
        at = [p for p in pts if p.size_bytes == smax]
        f = busbw_factor(self.collective, self.ranks)
        meas = float(np.mean([f * smax / p.measured_time_s for p in at]))
        pred = float(np.mean([f * smax / p.predicted_time_s for p in at]))
        return {
            "size_bytes": smax,
            "measured_busbw_bytes_per_s": meas,
            "predicted_busbw_bytes_per_s": pred,
            "pct_error": 100.0 * (pred - meas) / meas,
        }

    def predict_time_s(self, size_bytes: float, ranks: int | None = None, collective: str | None = None) -> float:
        """Model time (s) for a message of ``size_bytes`` (default N and collective: as fitted)."""
        return self.to_calibration().predict_time_s(size_bytes, ranks, collective)

    def to_calibration(self) -> Calibration:
        return Calibration(
            collective=self.collective,
            ranks=self.ranks,
            model=self.model,
            alpha_s=self.alpha_s,
            beta_bytes_per_s=self.beta_bytes_per_s,
            segments=self.segments,
            sources=self.sources,
            median_abs_pct_error=self.median_abs_pct_error,
            max_abs_pct_error=self.max_abs_pct_error,
            ranks_all=self.ranks_all,
            placement=self.placement,
            notes=self.warnings,
            shared_cores=self.shared_cores,
        )

    def to_dict(self) -> dict:
        def num(x: float) -> float | None:
            return float(x) if math.isfinite(x) else None

        first, last = self.segments[0], self.segments[-1]
        return {
            "collective": self.collective,
            "ranks": self.ranks,
            "ranks_all": list(self.ranks_all),
            "model": self.model,
            "placement": self.placement,
            "alpha_s": self.alpha_s,
            "alpha_stderr_s": num(first.alpha_stderr_s),
            "beta_bytes_per_s": num(self.beta_bytes_per_s),
            "beta_stderr_bytes_per_s": num(last.beta_stderr_bytes_per_s),
            "busbw_bytes_per_s": num(self.busbw_bytes_per_s),
            "break_sizes_bytes": list(break_sizes(self.segments)),
            "segments": [s.to_dict() for s in self.segments],
            "median_abs_pct_error": self.median_abs_pct_error,
            "max_abs_pct_error": self.max_abs_pct_error,
            "largest_message": self.largest_message(),
            "points": [p.to_dict() for p in self.points],
            "sources": [dict(s) for s in self.sources],
            "warnings": list(self.warnings),
            "shared_cores": self.shared_cores,
        }


def _nnls2(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Exact non-negative least squares for two unknowns (a: m x 2)."""
    x, *_ = np.linalg.lstsq(a, b, rcond=None)
    if x[0] >= 0 and x[1] >= 0:
        return x
    best, best_rss = np.zeros(2), float(b @ b)
    for j in (0, 1):
        col = a[:, j]
        denom = float(col @ col)
        if denom <= 0:
            continue
        v = max(float(col @ b) / denom, 0.0)
        cand = np.zeros(2)
        cand[j] = v
        r = a @ cand - b
        rss = float(r @ r)
        if rss < best_rss:
            best, best_rss = cand, rss
    return best


def _fit_block(a: np.ndarray, t: np.ndarray) -> tuple[np.ndarray, float, np.ndarray]:
    """Weighted fit of ``t ~ a @ x`` for relative error; returns x, rss, stderr."""
    aw = a / t[:, None]
    bw = np.ones_like(t)
    x = _nnls2(aw, bw)
    r = aw @ x - bw
    rss = float(r @ r)
    m = len(t)
    stderr = np.full(2, math.nan)
    if m > 2:
        try:
            cov = np.linalg.inv(aw.T @ aw) * (rss / (m - 2))
            stderr = np.sqrt(np.clip(np.diag(cov), 0.0, None))
        except np.linalg.LinAlgError:
            pass
    return x, rss, stderr


LATENCY_BOUND = 1e-3  # bandwidth term below this share of the time at the largest size: no bandwidth fitted


def _segment(a, t, s, x, stderr) -> Segment:
    inv_b = float(x[1])
    i = int(np.argmax(a[:, 1]))
    term = inv_b * a[i, 1]
    if term <= LATENCY_BOUND * (term + x[0] * a[i, 0]):
        inv_b = 0.0  # the data show no size dependence (round-off would give a huge B)
    beta = 1.0 / inv_b if inv_b > 0 else math.inf
    beta_err = stderr[1] * beta * beta if inv_b > 0 else math.nan
    return Segment(
        min_size_bytes=float(s.min()),
        max_size_bytes=float(s.max()),
        alpha_s=float(x[0]),
        beta_bytes_per_s=beta,
        alpha_stderr_s=float(stderr[0]),
        beta_stderr_bytes_per_s=float(beta_err),
        n_points=len(t),
    )


def fit_runs(
    runs: list[Run],
    piecewise: bool = False,
    *,
    segments: int | None = None,
    placement: str = "both",
    min_size: float | None = None,
    max_size: float | None = None,
    min_points: int = 3,
) -> FitResult:
    """Fit alpha (s) and beta (bytes/s) to one or more parsed runs.

    Parameters
    ----------
    runs : list of Run
        From :func:`ringcalc.calibrate.nccl_log.parse_nccl_log` or
        :mod:`ringcalc.calibrate.measure`. Each must know its collective and
        rank count.
    piecewise : bool
        Fit one (alpha, beta) per message-size regime (``segments`` of them,
        default 4) with break points found by search.
    segments : int, optional
        Number of regimes (implies ``piecewise`` when > 1).
    placement : {"both", "out-of-place", "in-place"}
        Which nccl-tests time columns to fit; ``"both"`` (default) uses
        the out-of-place and in-place times as two measurements of each
        size, as nccl-tests' own ``Avg bus bandwidth`` does.
    min_size, max_size : float, optional
        Only fit sizes (bytes) in this range.
    min_points : int
        Fewest distinct sizes per regime.

    Returns
    -------
    FitResult

    Raises
    ------
    RingcalcError
        A run with unknown collective or N, or too few usable points.
    """
    if not runs:
        raise RingcalcError("nothing to fit: no runs")
    k = segments if segments is not None else (DEFAULT_SEGMENTS if piecewise else 1)
    if int(k) != k or k < 1:
        raise RingcalcError(f"segments must be a whole number >= 1, got {segments}", option="segments")
    k = int(k)
    rows_a, times, sizes, meta = [], [], [], []
    sources, warnings = [], []
    colls = {r.collective for r in runs if r.collective is not None}
    if len(colls) > 1:
        names = "; ".join(f"{r.where}: {r.collective} ({r.collective_source})" for r in runs)
        raise RingcalcError(
            f"cannot fit different collectives jointly ({names}); fit each collective on its own"
        )
    n_before_filter = 0
    filters = []
    if min_size is not None:
        filters.append(f"--min-size {min_size:.6g} B")
    if max_size is not None:
        filters.append(f"--max-size {max_size:.6g} B")
    if min_size is not None and max_size is not None and min_size > max_size:
        raise RingcalcError(
            f"{min_size:.6g} B is larger than --max-size {max_size:.6g} B: no size is in range",
            option="min_size",
        )
    all_sizes: list[int] = []
    for run in runs:
        if run.collective is None:
            raise RingcalcError(
                f"{run.where}: the log does not say which collective it measured; pass --collective",
                option="collective",
            )
        if run.ranks is None:
            raise RingcalcError(
                f"{run.where}: the log does not say how many ranks ran (no '#  Rank' lines); pass --ranks",
                option="ranks",
            )
        pts = run.measurements(placement)
        n_before_filter += len(pts)
        all_sizes.extend(p[0] for p in pts)
        pts = [p for p in pts if (min_size is None or p[0] >= min_size) and (max_size is None or p[0] <= max_size)]
        check = "out-of-place" if placement == "both" else placement
        bad = sum(1 for r in run.rows if (tm := r.timing(check)) is not None and not tm.ok)
        if placement == "both":
            bad += sum(1 for r in run.rows if r.in_place is not None and not r.in_place.ok)
        if bad:
            warnings.append(f"{run.where}: {bad} measurement(s) report wrong results or no time; left out of the fit")
        warnings.extend(f"{run.where}: {w}" for w in run.warnings)
        for size, t, line, kind in pts:
            rows_a.append(design_row(run.collective, run.ranks, size, run.shared_cores))
            times.append(t)
            sizes.append(size)
            meta.append((run.ranks, run.collective, run.source, line, kind))
        sources.append(
            {
                "file": run.source,
                "sha256": run.sha256,
                "lines": [run.first_line, run.last_line],
                "collective": run.collective,
                "collective_source": run.collective_source,
                "ranks": run.ranks,
                "ranks_source": run.ranks_source,
                "points": len(pts),
            }
        )
    cores = {r.shared_cores for r in runs}
    if len(cores) > 1:
        raise RingcalcError("cannot fit local measurements (ranks sharing CPU cores) together with cluster logs")
    n_kept = len(set(sizes))
    if n_kept < 2 and filters and len(set(all_sizes)) >= 2:
        verb = "leave" if len(filters) > 1 else "leaves"
        raise RingcalcError(
            f"{runs[0].source}: {' and '.join(filters)} {verb} {len(times)} of {n_before_filter} usable "
            f"measurement(s), at {n_kept} size(s) (the log has {min(all_sizes)} B .. {max(all_sizes)} B); "
            "need at least 2 sizes: widen the size range"
        )
    if len(times) < 2:
        raise RingcalcError(
            f"{runs[0].source}: only {n_before_filter} usable row(s) to fit; need at least 2 sizes "
            "(rows with #wrong > 0 or no time are left out)"
        )
    a = np.asarray(rows_a, dtype=float)
    t = np.asarray(times, dtype=float)
    s = np.asarray(sizes, dtype=float)
    order = np.argsort(s, kind="stable")
    a, t, s = a[order], t[order], s[order]
    meta = [meta[i] for i in order]

    distinct = np.unique(s)
    if len(distinct) < 2:
        raise RingcalcError("all usable rows have the same size; need at least 2 sizes to fit alpha and beta")
    k_max = max(1, len(distinct) // min_points)
    if k > k_max:
        warnings.append(f"only {len(distinct)} distinct sizes: fitting {k_max} regime(s) instead of {k}")
        k = k_max

    # index ranges of points for each distinct size
    starts = np.searchsorted(s, distinct, side="left")
    ends = np.searchsorted(s, distinct, side="right")
    n = len(distinct)
    mp = min_points if k > 1 else 1
    cost: dict[tuple[int, int], float] = {}

    def seg_cost(i: int, j: int) -> float:  # distinct sizes i..j-1
        key = (i, j)
        if key not in cost:
            sl = slice(starts[i], ends[j - 1])
            cost[key] = _fit_block(a[sl], t[sl])[1]
        return cost[key]

    # dynamic programming: best[m][j] = least cost of splitting sizes 0..j-1 into m regimes
    inf = math.inf
    best = [[inf] * (n + 1) for _ in range(k + 1)]
    back = [[-1] * (n + 1) for _ in range(k + 1)]
    best[0][0] = 0.0
    for m in range(1, k + 1):
        for j in range(m * mp, n + 1):
            for i in range((m - 1) * mp, j - mp + 1):
                if best[m - 1][i] == inf:
                    continue
                c = best[m - 1][i] + seg_cost(i, j)
                if c < best[m][j]:
                    best[m][j], back[m][j] = c, i
    cuts = [n]
    for m in range(k, 0, -1):
        cuts.append(back[m][cuts[-1]])
    cuts = cuts[::-1]  # 0 = c0 < c1 < ... < ck = n

    segs = []
    pred = np.empty_like(t)
    for i, j in zip(cuts[:-1], cuts[1:]):
        sl = slice(starts[i], ends[j - 1])
        x, _, stderr = _fit_block(a[sl], t[sl])
        pred[sl] = a[sl] @ x
        segs.append(_segment(a[sl], t[sl], s[sl], x, stderr))
    if not math.isfinite(segs[-1].beta_bytes_per_s):
        raise RingcalcError(
            "the largest messages show no size dependence, so no bandwidth can be fitted; "
            "measure larger sizes",
            kind="infeasible",
        )
    points = tuple(
        FitPoint(float(s[i]), meta[i][0], meta[i][1], float(t[i]), float(pred[i]), meta[i][2], meta[i][3], meta[i][4])
        for i in range(len(t))
    )
    ranks_all = tuple(sorted({r.ranks for r in runs}))
    main_coll = runs[0].collective
    result = FitResult(
        collective=main_coll,
        ranks=max(r.ranks for r in runs),
        ranks_all=ranks_all,
        model="piecewise" if k > 1 else "ring",
        segments=tuple(segs),
        points=points,
        sources=tuple(sources),
        placement=placement,
        warnings=tuple(warnings),
        shared_cores=cores.pop(),
    )
    quality = _quality_warnings(result)
    if quality:
        result = replace(result, warnings=result.warnings + tuple(quality))
    return result


def _quality_warnings(fit: FitResult) -> list[str]:
    """Warnings when the model misses the measurements (see module docstring)."""
    out = []
    lm = fit.largest_message()
    med = fit.median_abs_pct_error
    off_top = abs(lm["pct_error"]) > LARGEST_BUSBW_TOLERANCE_PCT
    off_med = med > MEDIAN_ERROR_TOLERANCE_PCT
    if not (off_top or off_med):
        return out
    what = []
    if off_top:
        what.append(
            f"predicted busbw at the largest size ({lm['size_bytes']:.0f} B) is "
            f"{lm['predicted_busbw_bytes_per_s'] / 1e9:.2f} GB/s vs {lm['measured_busbw_bytes_per_s'] / 1e9:.2f} GB/s "
            f"measured ({lm['pct_error']:+.1f}%, tolerance {LARGEST_BUSBW_TOLERANCE_PCT:g}%)"
        )
    if off_med:
        what.append(f"median abs time error {med:.1f}% (tolerance {MEDIAN_ERROR_TOLERANCE_PCT:g}%)")
    hint = (
        "the single-regime model does not fit this log; try --piecewise (one alpha, beta per NCCL protocol regime)"
        if fit.model == "ring"
        else "the piecewise model does not fit this log well; try more --segments or --min-size"
    )
    out.append("; ".join(what) + "; " + hint)
    return out
