"""Fit a cost model to measured collective times: one form, one or more node layouts.

The model forms are in :mod:`ringcalc.calibrate.forms`; the measurements
come from :func:`ringcalc.calibrate.points.collect_points`. The fit
minimises the sum of squared *relative* errors with every parameter
non-negative (:mod:`ringcalc.calibrate.regression`), so that 8 B rows
(microseconds) and 16 GiB rows (tenths of a second) count alike.

Runs of one collective at different N are fitted jointly: each point carries
its own ``f(N)`` and latency scale (:mod:`ringcalc.calibrate.layout`). With
``by_layout=True`` (what ``ringcalc fit`` does) runs inside one node and runs
across nodes are fitted as two levels, since they measure different links.
Runs of different collectives are refused.

Quality check: when the fitted model misses the measured busbw at the
largest size by more than :data:`LARGEST_BUSBW_TOLERANCE_PCT` or the median
absolute time error exceeds :data:`MEDIAN_ERROR_TOLERANCE_PCT`, the result
carries a warning saying so.

Uncertainty of the parameters: standard errors from the weighted
least-squares covariance ``s^2 (A^T W A)^-1``, ``s^2 = RSS/(m - k)``; they
describe the scatter, not whether the model is right: the held-out errors of
:mod:`ringcalc.calibrate.select` do that.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field, replace
from typing import NamedTuple

import numpy as np

from ringcalc.calibrate.calibration import Calibration, Level, Segment, break_sizes
from ringcalc.calibrate.forms import DEFAULT_SEGMENTS, FORMS, Layout, Regime, fit_form
from ringcalc.calibrate.model import busbw_factor, latency_steps
from ringcalc.calibrate.nccl_records import Run
from ringcalc.calibrate.points import Points, collect_points
from ringcalc.errors import RingcalcError

LARGEST_BUSBW_TOLERANCE_PCT = 5.0  # predicted vs measured busbw at the largest size: warn beyond this
MEDIAN_ERROR_TOLERANCE_PCT = 10.0  # median |relative time error| of the fit: warn beyond this

__all__ = ["DEFAULT_SEGMENTS", "FitPoint", "FitResult", "fit_points", "fit_runs", "level_name"]


class FitPoint(NamedTuple):
    """One measured time and what the fitted model predicts for it (SI).

    A named tuple, not a frozen dataclass: a fit of 10^5 rows makes 2 x 10^5 of them.
    """

    size_bytes: float
    ranks: int
    collective: str
    measured_time_s: float
    predicted_time_s: float
    source: str
    line: int
    placement: str = "out-of-place"
    nodes: int | None = None

    @property
    def pct_error(self) -> float:
        """``100 * (predicted - measured) / measured``."""
        return 100.0 * (self.predicted_time_s - self.measured_time_s) / self.measured_time_s

    def to_dict(self) -> dict:
        return {
            "size_bytes": self.size_bytes, "ranks": self.ranks, "nodes": self.nodes,
            "collective": self.collective, "measured_time_s": self.measured_time_s,
            "predicted_time_s": self.predicted_time_s, "pct_error": self.pct_error,
            "source": self.source, "line": self.line, "placement": self.placement,
        }  # fmt: skip


@dataclass(frozen=True)
class FitResult:
    """Result of :func:`fit_runs`; ``to_dict()`` is the ``--format json`` output.

    ``segments`` are those of the primary level (the largest N); ``levels``
    holds every level. ``selection`` and ``interval`` are filled in by
    :func:`ringcalc.calibrate.select.calibrate`.
    """

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
    latency_model: str = "per-step"
    levels: tuple[Level, ...] = ()
    gpus_per_node: int | None = None
    nics_per_node: int | None = None
    selection: dict = field(default_factory=dict)

    @property
    def primary(self) -> Level:
        return max(self.levels, key=lambda lv: lv.ranks)

    @property
    def alpha_s(self) -> float:
        """Per-step latency (s) of the smallest-message regime, at ``ranks``."""
        return self.segments[0].alpha_s

    @property
    def beta_bytes_per_s(self) -> float:
        """busbw asymptote B (bytes/s) of the largest-message regime."""
        return self.segments[-1].beta_bytes_per_s

    @property
    def busbw_bytes_per_s(self) -> float:
        """The model's busbw asymptote (bytes/s); equals the fitted ``beta``."""
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
        """Measured vs predicted busbw (bytes/s) at the largest fitted size (at the largest N)."""
        pts = [p for p in self.points if p.ranks == self.ranks and p.collective == self.collective]
        smax = max(p.size_bytes for p in pts)
        at = [p for p in pts if p.size_bytes == smax]
        f = busbw_factor(self.collective, self.ranks)
        meas = float(np.mean([f * smax / p.measured_time_s for p in at]))
        pred = float(np.mean([f * smax / p.predicted_time_s for p in at]))
        return {"size_bytes": smax, "measured_busbw_bytes_per_s": meas, "predicted_busbw_bytes_per_s": pred,
                "pct_error": 100.0 * (pred - meas) / meas}  # fmt: skip

    def predict_time_s(self, size_bytes: float, ranks: int | None = None, collective: str | None = None) -> float:
        """Model time (s) for a message of ``size_bytes`` (default N and collective: as fitted)."""
        return self.to_calibration().predict_time_s(size_bytes, ranks, collective)

    def to_calibration(self) -> Calibration:
        prim = self.primary
        many = len(self.levels) > 1 or prim.name != "all"
        return Calibration(
            collective=self.collective, ranks=self.ranks, model=self.model, alpha_s=self.alpha_s,
            beta_bytes_per_s=self.beta_bytes_per_s, segments=self.segments, sources=self.sources,
            median_abs_pct_error=self.median_abs_pct_error, max_abs_pct_error=self.max_abs_pct_error,
            ranks_all=self.ranks_all, placement=self.placement, notes=self.warnings,
            shared_cores=self.shared_cores, latency_model=self.latency_model, nodes=prim.nodes,
            gpus_per_node=self.gpus_per_node, nics_per_node=self.nics_per_node,
            saturation_exponent=prim.saturation_exponent, levels=self.levels if many else (),
            fitted_on=dict(prim.fitted_on), interval=dict(prim.interval), selection=dict(self.selection),
        )  # fmt: skip

    def to_dict(self) -> dict:
        def num(x: float) -> float | None:
            return float(x) if math.isfinite(x) else None

        first, last = self.segments[0], self.segments[-1]
        cal = self.to_calibration()
        return {
            "collective": self.collective, "ranks": self.ranks, "ranks_all": list(self.ranks_all),
            "model": self.model, "latency_model": self.latency_model, "placement": self.placement,
            "alpha_s": self.alpha_s, "alpha_stderr_s": num(first.alpha_stderr_s),
            "beta_bytes_per_s": num(self.beta_bytes_per_s),
            "beta_stderr_bytes_per_s": num(last.beta_stderr_bytes_per_s),
            "busbw_bytes_per_s": num(self.busbw_bytes_per_s),
            "saturation_exponent": self.primary.saturation_exponent,
            "break_sizes_bytes": list(break_sizes(self.segments)),
            "segments": [s.to_dict() for s in self.segments],
            "levels": [lv.to_dict() for lv in self.levels],
            "gpus_per_node": self.gpus_per_node, "nics_per_node": self.nics_per_node,
            "fitted_on": dict(cal.fitted_on), "interval": dict(cal.interval), "selection": dict(self.selection),
            "median_abs_pct_error": self.median_abs_pct_error, "max_abs_pct_error": self.max_abs_pct_error,
            "largest_message": self.largest_message(),
            "points": [p.to_dict() for p in self.points],
            "sources": [dict(s) for s in self.sources],
            "warnings": list(self.warnings), "shared_cores": self.shared_cores,
        }  # fmt: skip


def level_name(nodes: int | None) -> str:
    """``intra`` (one node), ``inter`` (several) or ``all`` (unknown)."""
    if nodes is None:
        return "all"
    return "intra" if nodes == 1 else "inter"


def _segment(reg: Regime, collective: str, ref_ranks: int) -> Segment:
    steps = latency_steps(collective, ref_ranks)
    return Segment(
        min_size_bytes=reg.min_size_bytes, max_size_bytes=reg.max_size_bytes, alpha_s=reg.latency_s / steps,
        beta_bytes_per_s=reg.beta_bytes_per_s, alpha_stderr_s=reg.latency_stderr_s / steps,
        beta_stderr_bytes_per_s=reg.beta_stderr_bytes_per_s, n_points=reg.n_points, kappa=reg.kappa,
    )  # fmt: skip


def _fit_level(pts: Points, name: str, form: str, latency_model: str, segments: int,
               min_points: int) -> tuple[Level, np.ndarray, list[str]]:
    ref_i = int(np.argmax(pts.ranks))
    ref_ranks, ref_nodes = int(pts.ranks[ref_i]), pts.nodes[ref_i]
    layout = Layout(latency_model, ref_ranks, ref_nodes)
    regimes, pred, q, notes = fit_form(pts, form, layout, segments, min_points)
    if not math.isfinite(regimes[-1].beta_bytes_per_s):
        raise RingcalcError(
            "the largest messages show no size dependence, so no bandwidth can be fitted; measure larger sizes",
            kind="infeasible",
        )
    nodes_seen = sorted(set(pts.nodes) - {None})
    fitted_on = {
        "min_size_bytes": float(pts.size.min()), "max_size_bytes": float(pts.size.max()),
        "ranks": [int(n) for n in np.unique(pts.ranks)], "nodes": nodes_seen,
    }  # fmt: skip
    segs = tuple(_segment(r, pts.collective, ref_ranks) for r in regimes)
    return Level(name, ref_ranks, ref_nodes, segs, q, fitted_on), pred, notes


def fit_points(pts: Points, form: str = "ring", *, segments: int | dict[str, int] = DEFAULT_SEGMENTS,
               latency_model: str = "per-step", by_layout: bool = False,
               min_points: int | dict[str, int] = 3) -> tuple[tuple[Level, ...], np.ndarray, list[str]]:
    """Fit ``form`` to collected points, one level per node layout if ``by_layout``.

    ``segments`` and ``min_points`` are one number for every level or one per level name (:func:`level_name`;
    the held-out fits of :mod:`ringcalc.calibrate.select` give each level the regimes of the final fit).
    Returns the levels (largest N last), the predicted time of every point
    and notes.
    """
    name_of = {nd: (level_name(nd) if by_layout else "all") for _, nd in pts.layouts}
    names = pts.per_layout(lambda n, nd: name_of[nd], dtype=object)
    if by_layout and "all" in set(name_of.values()) and len(set(name_of.values())) > 1:
        raise RingcalcError(
            "some logs say how many nodes they ran on and some do not; pass --gpus-per-node (or --nodes) "
            "so that every run has a node count", option="gpus_per_node",
        )  # fmt: skip
    levels, notes = [], []
    pred = np.empty_like(pts.time)
    present = set(names.tolist())  # the levels that have points (a layout may have lost all of its rows to a filter)
    several = len(present) > 1
    for name in sorted(present, key=lambda nm: ("intra", "all", "inter").index(nm)):
        mask = names == name
        sub = pts.subset(mask)
        if np.ptp(sub.size) == 0 and np.ptp(sub.ranks) == 0:  # one (size, N) pair
            where = f" ({name}-node level)" if by_layout and several else ""
            raise RingcalcError(
                f"all usable rows{where} have the same size and rank count; need at least 2 sizes "
                "(or 2 rank counts) to fit alpha and beta"
            )
        level, p, n = _fit_level(sub, name, form, latency_model, _per_level(segments, name),
                                 _per_level(min_points, name))  # fmt: skip
        levels.append(level)
        pred[mask] = p
        notes.extend(f"{name}-node level: {x}" if several else x for x in n)
    return tuple(sorted(levels, key=lambda lv: lv.ranks)), pred, notes


def _per_level(value: int | dict[str, int], name: str) -> int:
    return value[name] if isinstance(value, dict) else value


def fit_runs(
    runs: list[Run],
    piecewise: bool = False,
    *,
    segments: int | None = None,
    placement: str = "both",
    min_size: float | None = None,
    max_size: float | None = None,
    min_points: int = 3,
    model: str | None = None,
    latency_model: str = "per-step",
    by_layout: bool = False,
    gpus_per_node: int | None = None,
    nics_per_node: int | None = None,
    points: Points | None = None,
) -> FitResult:
    """Fit one model form to one or more parsed runs.

    Parameters
    ----------
    runs : list of Run
        From :func:`ringcalc.calibrate.nccl_log.parse_nccl_log` or
        :mod:`ringcalc.calibrate.measure`. Each must know its collective and N.
    piecewise : bool
        Shorthand for ``model="piecewise"``.
    segments : int, optional
        Number of regimes of the piecewise form (default 4; > 1 implies piecewise).
    placement : {"both", "out-of-place", "in-place"}
        Which nccl-tests time columns to fit; ``"both"`` (default) uses
        both as two measurements of each size.
    min_size, max_size : float, optional
        Only fit sizes (bytes) in this range.
    min_points : int
        Fewest distinct sizes per regime.
    model : {"ring", "piecewise", "saturating"}, optional
        The form (:mod:`ringcalc.calibrate.forms`); default ring, or
        piecewise when ``piecewise``/``segments`` say so.
    latency_model : {"per-step", "nccl"}
        How latency carries across N (:mod:`ringcalc.calibrate.layout`).
    by_layout : bool
        Fit one-node and multi-node runs as separate levels.
    gpus_per_node, nics_per_node : int, optional
        Recorded in the calibration (from the logs or the user).
    points : Points, optional
        The runs' points as :func:`~ringcalc.calibrate.points.collect_points` collects them with these
        options, when the caller has them already.

    Raises
    ------
    RingcalcError
        A run with unknown collective or N, or too few usable points.
    """
    if segments is not None and (int(segments) != segments or segments < 1):
        raise RingcalcError(f"segments must be a whole number >= 1, got {segments}", option="segments")
    form = model or ("piecewise" if piecewise or (segments is not None and segments > 1) else "ring")
    if form not in FORMS:
        raise RingcalcError(f"unknown model {form!r}; use one of {', '.join(FORMS)}", option="model")
    k = int(segments) if segments is not None else DEFAULT_SEGMENTS
    if form == "piecewise" and k == 1:
        form = "ring"
    pts = points if points is not None else collect_points(runs, placement, min_size, max_size)
    levels, pred, notes = fit_points(pts, form, segments=k, latency_model=latency_model, by_layout=by_layout,
                                     min_points=min_points)  # fmt: skip
    coll = [pts.collective] * len(pts)  # columns as Python lists, zipped: no Python code per point
    rows = zip(pts.size.tolist(), pts.ranks.tolist(), coll, pts.time.tolist(), pred.tolist(), *(column.tolist() for column in pts.meta),
               pts.nodes.tolist())
    points = tuple(map(functools.partial(tuple.__new__, FitPoint), rows)) if len(pts) else ()  # as FitPoint._make
    gpn = gpus_per_node or pts.gpus_per_node
    prim = levels[-1]
    result = FitResult(
        collective=pts.collective, ranks=prim.ranks, ranks_all=tuple(np.unique(pts.ranks).tolist()),
        model=form, segments=prim.segments, points=points, sources=pts.sources, placement=placement,
        warnings=pts.warnings + tuple(notes), shared_cores=pts.shared_cores, latency_model=latency_model,
        levels=levels, gpus_per_node=gpn, nics_per_node=nics_per_node,
    )  # fmt: skip
    quality = _quality_warnings(result) + _layout_warnings(pts, gpn)
    return replace(result, warnings=result.warnings + tuple(quality)) if quality else result


UNKNOWN_LAYOUT_WARNING = (
    "the logs do not say how many nodes they ran on (no '#  Rank ... on HOST' lines): an answer at another N "
    "cannot tell whether it crosses more nodes than were measured; refit with --gpus-per-node G (or --nodes M)"
)


LOCAL_LAYOUT_WARNING = (
    "the ranks time-shared this machine's cores, so the run has no node layout: an answer at another N is a ring on "
    "this machine and cannot tell whether it crosses nodes; measure under a cluster's launcher (mpirun, srun) to "
    "place the ranks on their hosts"
)
"""The warning of a local ``ringcalc measure`` run (its layout stays unknown, docs/calibration.md): until 2026-12 it
advised "refit with --gpus-per-node G (or --nodes M)", options ``measure`` does not have."""


def _layout_warnings(pts, gpus_per_node: int | None) -> list[str]:
    """A warning when no run's node count is known: predictions at other N cannot place them on nodes."""
    multi_rank = any(int(n) > 1 for n in pts.ranks)
    if gpus_per_node is None and multi_rank and all(n is None for n in pts.nodes):
        return [LOCAL_LAYOUT_WARNING if pts.shared_cores is not None else UNKNOWN_LAYOUT_WARNING]
    return []



RING_HINT = ("the single-regime model does not fit this log; try --piecewise (one alpha, beta per NCCL protocol "
             "regime) or --model auto")
AUTO_HINTS = {
    RING_HINT: "the single-regime model does not fit this log, though --model auto found the least held-out error "
               "with it; --piecewise forces one alpha, beta per NCCL protocol regime",
    "try --model piecewise": "--model auto found the least held-out error with it; --model piecewise forces one "
                             "alpha, beta per regime",
}
"""The advice of a misfit under ``--model auto`` (:func:`ringcalc.calibrate.select.calibrate`): it does not advise
``--model auto``, already set (until 2026-11-29 it did)."""


def _quality_warnings(fit: FitResult) -> list[str]:
    """Warnings when the model misses the measurements (see module docstring)."""
    lm = fit.largest_message()
    med = fit.median_abs_pct_error
    off_top = abs(lm["pct_error"]) > LARGEST_BUSBW_TOLERANCE_PCT
    off_med = med > MEDIAN_ERROR_TOLERANCE_PCT
    if not (off_top or off_med):
        return []
    what = []
    if off_top:
        what.append(
            f"predicted busbw at the largest size ({lm['size_bytes']:.0f} B) is "
            f"{lm['predicted_busbw_bytes_per_s'] / 1e9:.2f} GB/s vs {lm['measured_busbw_bytes_per_s'] / 1e9:.2f} GB/s "
            f"measured ({lm['pct_error']:+.1f}%, tolerance {LARGEST_BUSBW_TOLERANCE_PCT:g}%)"
        )
    if off_med:
        what.append(f"median abs time error {med:.1f}% (tolerance {MEDIAN_ERROR_TOLERANCE_PCT:g}%)")
    hint = {"ring": RING_HINT, "saturating": "the saturating model does not fit this log well; try --model piecewise",
            }.get(fit.model, "the piecewise model does not fit this log well; try more --segments or --min-size")
    return ["; ".join(what) + "; " + hint]
