"""Choose the model form by held-out error, and measure how far predictions can be trusted.

``ringcalc fit`` does not judge a model by how well it fits the points it
was fitted to (the piecewise form always wins that), but by how well it
predicts points it did *not* see, in the three ways a planner uses it:

* ``interpolation``: every 5th size left out in turn (5 folds);
* ``extrapolation_up``: the top quarter of the log-size range left out,
  predicted from the rest;
* ``extrapolation_down``: the bottom quarter left out;
* ``other_ranks``: with runs at several N, each N left out in turn.

The score of a form is the mean over these of the median absolute held-out
error; the lowest score wins (:func:`calibrate`). The signed held-out errors
of the chosen form then give the prediction interval
(:mod:`ringcalc.calibrate.interval`): the 10th and 90th percentiles of the
interpolation errors (an 80% band), and how fast the error grows per decade
of extrapolation in each direction.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import numpy as np

from ringcalc.calibrate.calibration import Calibration
from ringcalc.calibrate.fit import FitResult, fit_points, fit_runs
from ringcalc.calibrate.forms import DEFAULT_SEGMENTS, FORMS
from ringcalc.calibrate.interval import floored
from ringcalc.calibrate.layout import LATENCY_MODELS
from ringcalc.calibrate.nccl_records import Run
from ringcalc.calibrate.points import Points, collect_points
from ringcalc.errors import RingcalcError

COVERAGE = 0.8  # the prediction interval aims to contain this share of held-out measurements
FOLDS = 5
EDGE = 0.25  # share of the log-size range held out at each end
MIN_DECADES = 0.25  # distances below this count as this much when scaling error per decade


def default_latency_model(runs: list[Run]) -> str:
    """``per-step`` for local MPI/torch measurements (each ring step is a message), ``nccl`` for nccl-tests logs."""
    return "per-step" if any(r.shared_cores is not None for r in runs) else "nccl"


def _cal(pts: Points, levels, form: str, latency_model: str, gpn: int | None) -> Calibration:
    prim = max(levels, key=lambda lv: lv.ranks)
    return Calibration(
        collective=pts.collective, ranks=prim.ranks, model=form, alpha_s=prim.segments[0].alpha_s,
        beta_bytes_per_s=prim.segments[-1].beta_bytes_per_s, segments=prim.segments,
        shared_cores=pts.shared_cores, latency_model=latency_model, nodes=prim.nodes, gpus_per_node=gpn,
        saturation_exponent=prim.saturation_exponent, levels=tuple(levels),
    )  # fmt: skip


FINAL_MIN_POINTS = 3
"""Fewest distinct sizes per regime of the fit that is saved (:func:`~ringcalc.calibrate.fit.fit_runs`)."""


def _level_names(pts: Points, by_layout: bool) -> np.ndarray:
    from ringcalc.calibrate.fit import level_name

    return pts.per_layout(lambda n, nd: level_name(nd) if by_layout else "all", dtype=object)


def final_regimes(pts: Points, form: str, segments: int, by_layout: bool = True) -> dict[str, int]:
    """The size regimes of each level (by name) in the fit of ``form`` to all of ``pts``: what is saved.

    A piecewise form gets ``segments`` regimes, or as many as :data:`FINAL_MIN_POINTS` distinct sizes each allow
    (the rule of :func:`~ringcalc.calibrate.forms.fit_form`); the other forms one.
    """
    names = _level_names(pts, by_layout)
    if form not in ("piecewise", "piecewise-saturating"):
        return {name: 1 for name in np.unique(names).tolist()}
    return {name: min(segments, max(1, len(np.unique(pts.size[names == name])) // FINAL_MIN_POINTS))
            for name in np.unique(names).tolist()}  # fmt: skip


def _held_out(pts: Points, train: np.ndarray, form: str, latency_model: str, regimes: dict[str, int],
              by_layout: bool, gpn: int | None) -> np.ndarray | None:
    """Signed relative errors of the points not in ``train`` (None if the fold cannot be fitted).

    The fold is fitted with the regimes of the saved model (``regimes``, :func:`final_regimes`), so that the
    score and the interval describe that model: :data:`FINAL_MIN_POINTS` sizes per regime where the fold has
    them, else 2 (the fold lacks the left-out sizes); a fold with fewer is not scored. (Until 2026-12 every fold
    allowed 2 sizes per regime: 4 training sizes gave a 2-regime held-out fit of a 1-regime saved model.)
    """
    test = ~train
    if not test.any() or len(np.unique(pts.size[train])) < 3:
        return None
    sub = pts.subset(train)
    names = _level_names(sub, by_layout)
    min_points = {}
    for name in np.unique(names).tolist():
        distinct, k = len(np.unique(sub.size[names == name])), regimes.get(name, 1)
        if k > 1 and distinct < 2 * k:
            return None
        min_points[name] = FINAL_MIN_POINTS if distinct >= FINAL_MIN_POINTS * k else 2
    try:
        levels, _, _ = fit_points(sub, form, segments={nm: regimes.get(nm, 1) for nm in min_points},
                                  latency_model=latency_model, by_layout=by_layout, min_points=min_points)  # fmt: skip
        cal = _cal(pts, levels, form, latency_model, gpn)
        idx = np.flatnonzero(test)
        pred = predict_times(cal, pts.size[idx], pts.ranks[idx])
    except RingcalcError:
        return None
    return (pred - pts.time[idx]) / pts.time[idx]


def predict_times(cal: Calibration, sizes: np.ndarray, ranks: np.ndarray) -> np.ndarray:
    """:meth:`Calibration.predict_time_s` of many points: the latency once per (N, regime), the size-dependent
    term (:func:`~ringcalc.calibrate.calibration.bandwidth_term`) as arrays; equal to the one-point answers."""
    from ringcalc.calibrate.calibration import bandwidth_term, break_sizes
    from ringcalc.calibrate.model import busbw_factor

    out = np.empty(len(sizes))
    for n in np.unique(ranks).tolist():
        on = np.flatnonzero(ranks == n)
        level, _ = cal.level_for(n)
        regime = np.searchsorted(np.asarray(break_sizes(level.segments)), sizes[on], side="right")
        for j in np.unique(regime).tolist():
            sel = on[regime == j]
            rho, lat, _ = cal.time_terms(float(sizes[sel[0]]), n, cal.collective)
            out[sel] = rho * (lat + bandwidth_term(level.segments[j], level, sizes[sel], busbw_factor(cal.collective, n)))
    return out


def _folds(pts: Points) -> dict[str, list[tuple[np.ndarray, np.ndarray]]]:
    """Train masks per fold kind, with the log-size distance of each held-out point beyond the training range."""
    ls = np.log10(pts.size)
    distinct = np.unique(ls)
    lo, hi = distinct[0], distinct[-1]
    out: dict[str, list] = {"interpolation": [], "extrapolation_up": [], "extrapolation_down": [], "other_ranks": []}
    rank = np.searchsorted(distinct, ls)
    for k in range(min(FOLDS, len(distinct))):
        out["interpolation"].append((rank % FOLDS != k, np.zeros(len(ls))))
    if hi > lo:
        cut_up, cut_down = hi - EDGE * (hi - lo), lo + EDGE * (hi - lo)
        train = ls <= cut_up
        out["extrapolation_up"].append((train, np.maximum(ls - ls[train].max(), 0.0) if train.any() else ls))
        train = ls >= cut_down
        out["extrapolation_down"].append((train, np.maximum(ls[train].min() - ls, 0.0) if train.any() else ls))
    # leave one N out, within one node layout (another layout is another level, not a prediction across N)
    from ringcalc.calibrate.fit import level_name

    names = pts.per_layout(lambda n, nd: level_name(nd), dtype=object)
    for name in np.unique(names):
        ranks = np.unique(pts.ranks[names == name])
        if len(ranks) > 1:
            for n in ranks:
                out["other_ranks"].append((~((names == name) & (pts.ranks == n)), np.zeros(len(ls))))
    return out


def cross_validate(pts: Points, form: str, latency_model: str, segments: int = DEFAULT_SEGMENTS,
                   by_layout: bool = True, gpn: int | None = None, regimes: dict[str, int] | None = None) -> dict:
    """Held-out errors of one form: per fold kind, the signed errors and distances (decades).

    ``regimes``: those of the saved fit (:func:`final_regimes`; default: of a fit to all of ``pts``).
    """
    regimes = regimes if regimes is not None else final_regimes(pts, form, segments, by_layout)
    result = {}
    for kind, folds in _folds(pts).items():
        errs, dists = [], []
        for train, dist in folds:
            e = _held_out(pts, train, form, latency_model, regimes, by_layout, gpn)
            if e is not None:
                errs.append(e)
                dists.append(dist[~train])
        if errs:
            result[kind] = (np.concatenate(errs), np.concatenate(dists))
    return result


def _score(cv: dict) -> float:
    meds = [float(np.median(np.abs(e))) for e, _ in cv.values() if len(e)]
    return 100.0 * float(np.mean(meds)) if meds else math.inf


def conformal_quantile(values: np.ndarray, level: float) -> float:
    """The ``ceil((n + 1) level)``-th smallest of n held-out values (split conformal prediction).

    With exchangeable errors, a new error falls at or below it with
    probability at least ``level`` (Vovk, Gammerman & Shafer, *Algorithmic
    Learning in a Random World*, 2005; Lei et al., JASA 113(523), 2018).
    With too few values for that rank, the largest is used (and the
    guarantee is weaker: the fewer values, the more it matters).
    """
    v = np.sort(np.asarray(values, dtype=float))
    k = math.ceil((len(v) + 1) * level)
    return float(v[min(max(k, 1), len(v)) - 1])


def interval_stats(cv: dict, in_sample: np.ndarray) -> dict:
    """Interval parameters from held-out errors (fractions; see module docstring)."""
    tail = (1 - COVERAGE) / 2
    interp = cv.get("interpolation", (in_sample, None))[0]
    if len(interp) < 4:
        interp = np.concatenate([interp, in_sample])
    stats = {
        "coverage": COVERAGE,
        "rel_low": min(-conformal_quantile(-interp, 1 - tail), 0.0),
        "rel_high": max(conformal_quantile(interp, 1 - tail), 0.0),
        "held_out_points": int(sum(len(e) for e, _ in cv.values())),
    }
    for kind, key in (("extrapolation_up", "per_decade_up"), ("extrapolation_down", "per_decade_down")):
        if kind in cv:
            e, d = cv[kind]
            stats[key] = conformal_quantile(np.abs(e) / np.maximum(d, MIN_DECADES), COVERAGE)
    if "other_ranks" in cv:
        stats["other_ranks_abs"] = conformal_quantile(np.abs(cv["other_ranks"][0]), COVERAGE)
    return floored(stats)


def calibrate(
    runs: list[Run],
    model: str = "auto",
    *,
    segments: int | None = None,
    placement: str = "both",
    min_size: float | None = None,
    max_size: float | None = None,
    latency_model: str | None = None,
    gpus_per_node: int | None = None,
    nics_per_node: int | None = None,
) -> FitResult:
    """Fit every log of one system jointly, choose the form by held-out error, attach the interval.

    Parameters
    ----------
    runs : list of Run
        Any number of runs of one collective: different N, node counts and
        single-size runs are fitted together (one level per node layout).
    model : {"auto", "ring", "piecewise", "saturating", "piecewise-saturating"}
        ``auto`` (default) tries every form and keeps the one with the least
        held-out error; a name forces that form (its held-out errors are
        still measured, for the interval).
    latency_model : {"per-step", "nccl"}, optional
        Default: chosen by leaving one N out when the runs have several N in
        one node layout, else :func:`default_latency_model`.

    Returns
    -------
    FitResult
        With ``selection`` (every candidate's held-out errors, the choice and
        why) and the interval statistics in each level.
    """
    if model != "auto" and model not in FORMS:
        raise RingcalcError(f"unknown model {model!r}; use auto or one of {', '.join(FORMS)}", option="model")
    k = int(segments) if segments is not None else DEFAULT_SEGMENTS
    pts = collect_points(runs, placement, min_size, max_size)
    gpn = gpus_per_node or pts.gpus_per_node
    candidates = list(FORMS) if model == "auto" else [model]
    several_n = bool(_folds(pts)["other_ranks"])
    # the latency model is chosen by leaving one N out when the data have several N in one layout
    lat_candidates = [latency_model] if latency_model else (
        list(LATENCY_MODELS) if several_n else [default_latency_model(runs)])
    regimes = {form: final_regimes(pts, form, k) for form in candidates}  # of the fit to every point
    scores, cvs = _held_out_scores(for_cross_validation(pts), candidates, lat_candidates, regimes, gpn)
    ranked = sorted(scores, key=lambda c: (scores[c], FORMS.index(c[0]), lat_candidates.index(c[1])))
    fit, (chosen, lat), first_error = _fit_first_usable(
        ranked, runs, segments=k, placement=placement, min_size=min_size, max_size=max_size,
        gpus_per_node=gpn, nics_per_node=nics_per_node, points=pts,
    )  # fmt: skip
    in_sample = np.array([p.pct_error / 100 for p in fit.points])
    stats = interval_stats(cvs[(chosen, lat)], in_sample)
    levels = tuple(replace(lv, interval=stats) for lv in fit.levels)
    selection = _selection(model, scores, cvs, (chosen, lat), lat_candidates, ranked, first_error)
    warnings = fit.warnings if model != "auto" else tuple(map(_auto_advice, fit.warnings))
    return replace(fit, levels=levels, selection=selection, warnings=warnings)


def _auto_advice(warning: str) -> str:
    """``warning`` with advice fit for ``--model auto`` (:data:`ringcalc.calibrate.fit.AUTO_HINTS`)."""
    from ringcalc.calibrate.fit import AUTO_HINTS

    for hint, auto in AUTO_HINTS.items():
        if warning.endswith(hint):
            return warning[: -len(hint)] + auto
    return warning


CV_MAX_POINTS = 20_000
"""The held-out checks (every form, every fold) run on at most this many points: evenly spaced in size within
each (N, nodes) layout, every layout kept. Their errors choose the form and set the interval; the chosen form is
then fitted to all the points. (A 10^5-point log would otherwise refit 10^5 points some 30 times per form.)"""


def for_cross_validation(pts: Points) -> Points:
    """``pts``, or an evenly spread subset of :data:`CV_MAX_POINTS` of them (each layout in proportion, at least
    200 points or all it has)."""
    if len(pts) <= CV_MAX_POINTS:
        return pts
    keep = np.zeros(len(pts), dtype=bool)
    for code in np.unique(pts.layout).tolist():
        idx = np.flatnonzero(pts.layout == code)
        want = min(len(idx), max(200, math.ceil(CV_MAX_POINTS * len(idx) / len(pts))))
        keep[idx[np.unique(np.linspace(0, len(idx) - 1, want).round().astype(int))]] = True
    return pts.subset(keep)


def _held_out_scores(pts: Points, candidates: list[str], lat_candidates: list[str], regimes: dict[str, dict[str, int]],
                     gpn: int | None):
    """Held-out errors (``cvs``) and their score for every (form, latency model) candidate."""
    scores, cvs = {}, {}
    for form in candidates:
        for lm in lat_candidates:
            cvs[(form, lm)] = cross_validate(pts, form, lm, by_layout=True, gpn=gpn, regimes=regimes[form])
            scores[(form, lm)] = _score(cvs[(form, lm)])
    return scores, cvs


def _fit_first_usable(ranked: list[tuple[str, str]], runs: list[Run], **options: Any):
    """Fit all the data with the best-ranked candidate that can be fitted (e.g. shows a bandwidth).

    Returns the fit, its ``(form, latency model)`` and the first candidate's error (None when it fitted).
    """
    first_error: RingcalcError | None = None
    for chosen, lat in ranked:
        try:
            fit = fit_runs(runs, model=chosen, latency_model=lat, by_layout=True, **options)
            return fit, (chosen, lat), first_error
        except RingcalcError as exc:
            first_error = first_error or exc
    raise first_error  # type: ignore[misc]


def _selection(model: str, scores: dict, cvs: dict, best: tuple[str, str], lat_candidates: list[str],
               ranked: list[tuple[str, str]], first_error: RingcalcError | None) -> dict:
    """The ``selection`` record: the choice, why (in words), every candidate's held-out errors."""
    chosen, lat = best
    per_form = {
        f"{f}/{lm}": {kind: 100.0 * float(np.median(np.abs(e))) for kind, (e, _) in cvs[(f, lm)].items()}
        | {"score": scores[(f, lm)] if math.isfinite(scores[(f, lm)]) else None}
        for f, lm in scores
    }
    name = (lambda f, lm: f"{f} ({lm} latency)") if len(lat_candidates) > 1 else (lambda f, lm: f)

    def pct(x: float) -> str:
        return f"{x:.1f}%" if math.isfinite(x) else "no held-out fold could be fitted"
    if not any(math.isfinite(v) for v in scores.values()):
        reason = (f"too few sizes for held-out checks: {name(chosen, lat)}, the simplest form" if model == "auto"
                  else f"forced with --model {model} (too few sizes for held-out checks)")
    elif len(scores) > 1:
        others = ", ".join(f"{name(*c)} {pct(scores[c])}" for c in scores if c != (chosen, lat))
        reason = f"least held-out error: {name(chosen, lat)} {pct(scores[(chosen, lat)])} (vs {others})"
    else:
        reason = f"forced with --model {model} (held-out error {pct(scores[(chosen, lat)])})"
    skipped = ranked[:ranked.index((chosen, lat))]
    if skipped:
        reason += (f"; {', '.join(name(*c) for c in skipped)} predicted better but could not be fitted to all the data "
                   f"({first_error.message if first_error else ''})")
    return {"chosen": chosen, "reason": reason, "latency_model": lat, "held_out_median_abs_pct_error": per_form}
