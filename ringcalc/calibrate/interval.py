"""Prediction intervals and extrapolation notes for predictions from a calibration.

A prediction from a calibration is only as good as the held-out errors of
its fit (:mod:`ringcalc.calibrate.select`), and gets worse the further it
leaves what was measured. :func:`predict` returns the predicted time with an
interval that aims to contain the real time with probability ``coverage``
(80%):

* inside the fitted sizes: the 10th..90th percentile band of the held-out
  interpolation errors;
* beyond the largest (smallest) fitted size by ``d`` decades: the band
  widens by ``d`` times the held-out error per decade of the upward
  (downward) extrapolation fold;
* at a rank count that was not measured: the latency part is recomputed
  with every latency model that could be right (:func:`layout.latency_bounds`)
  and the interval covers them all, widened by the held-out error of
  leaving one N out when the fit had several;
* at a node layout that was not measured (a one-node calibration asked
  about several nodes, or the reverse): those links were never seen, and
  real systems go either way (MI300X: two nodes reach a higher busbw than
  one; H100: lower), so the interval is ``[0, None]`` (no bound) and a note
  says so.

Old calibrations without held-out statistics use their in-sample max error.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ringcalc.calibrate.calibration import Calibration
from ringcalc.calibrate.model_error import PER_DECADE_FLOOR

DEFAULT_COVERAGE = 0.8
Z80 = 1.2815515655446004  # the 90% quantile of the normal: a central 80% interval
def band_floor() -> float:
    """The least half-width of an interval at a fitted size (relative): nccl-tests' run-to-run repeatability, which
    one run cannot show (:data:`ringcalc.calibrate.discrepancy.NOISE_FLOOR`, as an 80% band)."""
    from ringcalc.calibrate.discrepancy import NOISE_FLOOR

    return Z80 * NOISE_FLOOR


def floored(stats: dict) -> dict:
    """Interval statistics no narrower than a log can show: the band at least :func:`band_floor`, the widening per
    decade at least :data:`PER_DECADE_FLOOR` (applied when fitting, and to files written before)."""
    out = dict(stats)
    if "rel_low" in out and "rel_high" in out:
        out["rel_low"] = min(float(out["rel_low"]), -band_floor())
        out["rel_high"] = max(float(out["rel_high"]), band_floor())
    for key in ("per_decade_up", "per_decade_down"):
        if key in out:
            out[key] = max(float(out[key]), PER_DECADE_FLOOR)
    return out


@dataclass(frozen=True)
class Prediction:
    """A predicted time (s) with its interval (``high_s`` None: unbounded) and notes."""

    time_s: float
    low_s: float
    high_s: float | None
    coverage: float
    notes: tuple[str, ...] = ()
    extrapolation: dict | None = None

    def to_dict(self) -> dict:
        return {"time_s": self.time_s, "low_s": self.low_s, "high_s": self.high_s, "coverage": self.coverage}


def _fmt_size(x: float) -> str:
    from ringcalc.units import format_size

    return format_size(x)


def _band(cal: Calibration, stats: dict) -> tuple[float, float, str | None]:
    if "rel_low" in stats and "rel_high" in stats:
        return -float(stats["rel_low"]), float(stats["rel_high"]), None
    err = cal.max_abs_pct_error if math.isfinite(cal.max_abs_pct_error) else 10.0
    return err / 100, err / 100, "this calibration has no held-out error statistics (made by an older ringcalc): " \
        "the interval is its in-sample max error; refit to get held-out intervals"


def predict(cal: Calibration, size_bytes: float, ranks: int | None = None) -> Prediction:
    """Predicted time of the calibration's own collective of ``size_bytes`` at ``ranks``, with its interval."""
    from ringcalc.calibrate.layout import LATENCY_MODELS

    n = int(ranks or cal.ranks)
    t = cal.predict_time_s(size_bytes, n)
    level, nodes = cal.level_for(n)
    stats = floored(level.interval or cal.interval)
    w_lo, w_hi, note = _band(cal, stats)
    notes = [note] if note else []
    extra: dict = {}
    fitted = level.fitted_on or cal.fitted_on
    smin, smax = fitted.get("min_size_bytes"), fitted.get("max_size_bytes")
    if smin and smax:
        up = math.log10(size_bytes / smax) if size_bytes > smax else 0.0
        down = math.log10(smin / size_bytes) if size_bytes < smin else 0.0
        g = stats.get("per_decade_up", 0.3) if up else stats.get("per_decade_down", 0.3)
        d = up or down
        if d > 0:
            w_lo, w_hi = w_lo + g * d, w_hi + g * d
            side = "largest" if up else "smallest"
            edge = smax if up else smin
            notes.append(f"extrapolates {d:.1f} decade(s) beyond the {side} calibrated size ({_fmt_size(edge)}) "
                         f"to {_fmt_size(size_bytes)}: interval widened by {100 * g * d:.0f}%")
            extra["size_decades"] = d
    ranks_fitted = [int(x) for x in (fitted.get("ranks") or cal.ranks_all or (cal.ranks,))]
    if n not in ranks_fitted and "other_ranks_abs" in stats:  # held-out error of leaving one N out
        w_lo, w_hi = w_lo + stats["other_ranks_abs"], w_hi + stats["other_ranks_abs"]
    low, high = t / (1 + w_lo), t * (1 + w_hi)
    ranks_fitted = [int(x) for x in (fitted.get("ranks") or cal.ranks_all or (cal.ranks,))]
    if n not in ranks_fitted and n >= 2:
        alts = [cal.time_terms(float(size_bytes), n, cal.collective, m) for m in LATENCY_MODELS]
        alts_t = [rho * (lat + bw) for rho, lat, bw in alts]
        low, high = min(low, min(alts_t) / (1 + w_lo)), max(high, max(alts_t) * (1 + w_hi))
        notes.append(f"extrapolates to N = {n} from the calibrated N = {', '.join(map(str, ranks_fitted))}: "
                     "the interval covers a latency that is constant, per ring step, or NCCL-shaped in N")
        if nodes is None:
            notes.append("the calibration does not know its node layout (no host names in the log, no "
                         f"--gpus-per-node): the interval assumes N = {n} crosses the same kind of links as the "
                         "measurement; refit with --gpus-per-node if it may span other nodes")
        extra["ranks_fitted"] = ranks_fitted
    nodes_fitted = [int(x) for x in fitted.get("nodes", []) or []]
    if nodes is not None and nodes_fitted and nodes not in nodes_fitted:
        measured_levels = {lv.name for lv in cal.all_levels()}
        if nodes > 1 and "inter" not in measured_levels:
            low, high = 0.0, None
            notes.append(f"N = {n} spans {nodes} nodes but the calibration measured one node only: the network "
                         "between nodes was never measured, so the time has no bound from this calibration (the "
                         "answer assumes the network is as fast as one node's links); fit a multi-node log too")
        elif nodes == 1 and "intra" not in measured_levels:
            low, high = 0.0, None
            notes.append(f"N = {n} fits in one node but the calibration measured only across nodes: the links "
                         "inside a node were never measured, so the time has no bound from this calibration; "
                         "fit a one-node log too")
        else:
            notes.append(f"extrapolates to {nodes} nodes from the calibrated {', '.join(map(str, nodes_fitted))}")
        extra["nodes"] = nodes
        extra["nodes_fitted"] = nodes_fitted
    return Prediction(t, low, high, float(stats.get("coverage", DEFAULT_COVERAGE)), tuple(notes), extra or None)
