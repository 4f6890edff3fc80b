"""Runs and fits as plain text (the edge where SI numbers become text): tables, summaries, points.

Sizes are printed in bytes (exact, as nccl-tests does) and with a decimal
prefix; times in microseconds like nccl-tests; bandwidths in GB/s with
1 GB/s = 1e9 B/s, the nccl-tests convention.
"""

from __future__ import annotations

import math
from pathlib import Path

from ringcalc.calibrate.fit import FitResult
from ringcalc.calibrate.nccl_records import Run


def _gbps(x: float | None) -> str:
    if x is None or not math.isfinite(x):
        return "inf"
    return f"{x / 1e9:.2f}"


def _pm(value: float, err: float, scale: float, unit: str) -> str:
    if not math.isfinite(value):
        return f"inf {unit} (latency-bound)"
    if math.isfinite(err):
        return f"{value / scale:.4g} ± {err / scale:.2g} {unit}"
    return f"{value / scale:.4g} {unit}"


def run_table(run: Run) -> str:
    """An nccl-tests style table of one run (out-of-place columns)."""
    lines = [
        f"# collective {run.collective}  ranks {run.ranks}  source {run.source}",
        f"# {'size':>12} {'time':>10} {'algbw':>8} {'busbw':>8} {'#wrong':>7}",
        f"# {'(B)':>12} {'(us)':>10} {'(GB/s)':>8} {'(GB/s)':>8} {'':>7}",
    ]
    for row in run.rows:
        t = row.out_of_place
        if t is None:
            continue
        wrong = "N/A" if t.wrong is None else f"{t.wrong:g}"
        lines.append(
            f"  {row.size_bytes:>12d} {t.time_s * 1e6:>10.2f} {_gbps(t.algbw_bytes_per_s):>8} "
            f"{_gbps(t.busbw_bytes_per_s):>8} {wrong:>7}"
        )
    return "\n".join(lines)


def fit_summary_pairs(fit: FitResult) -> list[tuple[str, str]]:
    """Fitted parameters with uncertainty as (label, value) pairs."""
    first, last = fit.segments[0], fit.segments[-1]
    joint = f" (fitted jointly over N = {', '.join(map(str, fit.ranks_all))})" if len(fit.ranks_all) > 1 else ""
    out = [
        ("collective", f"{fit.collective}, N = {fit.ranks}{joint}"),
        ("model", fit.model + (f", {len(fit.segments)} size regimes" if fit.model == "piecewise" else "")
                  + (f", q = {fit.primary.saturation_exponent:g}" if fit.model == "saturating" else "")),
        ("alpha", f"{_pm(first.alpha_s, first.alpha_stderr_s, 1e-6, 'us')} per ring step"),
        ("beta", f"{_pm(last.beta_bytes_per_s, last.beta_stderr_bytes_per_s, 1e9, 'GB/s')} "
                 "fitted per link and direction (busbw asymptote of the model)"),
    ]  # fmt: skip
    if fit.shared_cores is not None:
        out.append(("shared cores", f"{fit.shared_cores} (local run: times carry the factor max(1, N/{fit.shared_cores}))"))
    if len(fit.sources) > 1:
        shown = fit.sources if len(fit.sources) <= MAX_RUNS_LISTED else fit.sources[:MAX_RUNS_LISTED - 1]
        runs = "; ".join(
            f"{Path(src['file']).name}:{src['lines'][0]}-{src['lines'][1]} (N = {src['ranks']}"
            + (f", {src['nodes']} node{'s' if src['nodes'] != 1 else ''})" if src.get("nodes") else ")")
            for src in shown
        ) + (f"; ... and {len(fit.sources) - len(shown):,} more (--format json lists them all)"
             if len(shown) < len(fit.sources) else "")
        out.append((f"{len(fit.sources)} runs", f"fitted jointly as one system: {runs}; fit one alone with --run K"))
    if fit.selection:
        out.append(("chosen by", fit.selection["reason"]))
    out.append(("latency across N", _LATENCY_TEXT[fit.latency_model]))
    for level in fit.levels if len(fit.levels) > 1 else ():
        out.append((f"{level.name}-node level", _level_text(level)))
    if len(fit.levels) > 1 or fit.model != "ring":
        for i, seg in enumerate(fit.segments if len(fit.levels) == 1 else ()):
            out.append((f"regime {i + 1}", _segment_text(seg)))
    stats = fit.primary.interval if fit.levels else {}
    if stats:
        out.append(("prediction interval", _interval_text(stats, fit.primary.fitted_on)))
    lm = fit.largest_message()
    out.append(
        (
            f"busbw at {lm['size_bytes']:.0f} B",
            f"measured {lm['measured_busbw_bytes_per_s'] / 1e9:.2f} GB/s, predicted "
            f"{lm['predicted_busbw_bytes_per_s'] / 1e9:.2f} GB/s ({lm['pct_error']:+.1f}%)",
        )
    )
    out.append(
        ("abs error", f"median {fit.median_abs_pct_error:.2f}%, max {fit.max_abs_pct_error:.2f}% "
                      f"over {len(fit.points)} points")  # fmt: skip
    )
    return out


_LATENCY_TEXT = {
    "per-step": "per-step: every ring step costs alpha (a(N) alpha)",
    "nccl": "nccl: launch cost + per-step hardware latency, NCCL's tuning model shape (ringcalc/calibrate/layout.py)",
}


def _segment_text(seg) -> str:
    sat = f", kappa {seg.kappa:.3g} s/B^q" if seg.kappa else ""
    return (f"{seg.min_size_bytes:.0f} B .. {seg.max_size_bytes:.0f} B: "
            f"alpha {_pm(seg.alpha_s, seg.alpha_stderr_s, 1e-6, 'us')}, "
            f"beta {_pm(seg.beta_bytes_per_s, seg.beta_stderr_bytes_per_s, 1e9, 'GB/s')}{sat}")  # fmt: skip


def _level_text(level) -> str:
    seen = level.fitted_on.get("nodes") or ([level.nodes] if level.nodes else [])
    nodes = "unknown nodes" if not seen else f"{', '.join(map(str, seen))} node{'s' if seen != [1] else ''}"
    last = level.segments[-1]
    return (f"N = {', '.join(map(str, level.fitted_on.get('ranks', [level.ranks])))} on {nodes}: "
            f"{len(level.segments)} regime(s), alpha {level.segments[0].alpha_s * 1e6:.4g} us per step at N = "
            f"{level.ranks}, busbw asymptote {_gbps(last.beta_bytes_per_s)} GB/s")  # fmt: skip


def _interval_text(stats: dict, fitted: dict) -> str:
    text = (f"{100 * stats['coverage']:.0f}%: {100 * stats['rel_low']:+.1f}% .. {100 * stats['rel_high']:+.1f}% "
            f"within {fitted.get('min_size_bytes', 0):.0f} B .. {fitted.get('max_size_bytes', 0):.0f} B")
    if "per_decade_up" in stats:
        text += f"; widens {100 * stats['per_decade_up']:.0f}% per decade above"
    if "per_decade_down" in stats:
        text += f", {100 * stats['per_decade_down']:.0f}% per decade below"
    if not stats.get("held_out_points"):  # select.interval_stats: nothing could be held out
        return text + " (in-sample errors only: too few sizes to hold any out, so it shows the points' scatter, not " \
                      "how far the fit carries)"
    return text + " (held-out errors)"


def fit_summary_lines(fit: FitResult) -> list[str]:
    """:func:`fit_summary_pairs` as aligned text lines."""
    pairs = fit_summary_pairs(fit)
    width = max(len(k) for k, _ in pairs)
    return [f"{k:<{width}}  {v}" for k, v in pairs]


MAX_POINT_ROWS = 60
"""Point rows a table shows (first and last half); --format json or csv gives every point."""
MAX_RUNS_LISTED = 6
"""Runs named in the summary; --format json lists every source."""


def points_rows(fit: FitResult) -> list[tuple[str, ...]]:
    """Per-point table rows: size (B), N, placement, measured (us), predicted (us), error (%).

    More than :data:`MAX_POINT_ROWS` points: the first and last halves, and one row saying how many are left out.
    """
    pts = fit.points
    half = MAX_POINT_ROWS // 2
    shown = pts if len(pts) <= MAX_POINT_ROWS else (*pts[:half], None, *pts[-half:])
    return [
        (
            f"{p.size_bytes:.0f}",
            str(p.ranks),
            p.placement,
            f"{p.measured_time_s * 1e6:.2f}",
            f"{p.predicted_time_s * 1e6:.2f}",
            f"{p.pct_error:+.1f}",
        ) if p is not None else ("...", "", f"{len(pts) - 2 * half:,} more", "(--format json", "or csv lists", "them all)")
        for p in shown
    ]


POINT_HEADERS = ("size (B)", "N", "placement", "measured (us)", "predicted (us)", "error (%)")


def fit_text(fit: FitResult) -> str:
    """The full plain-text fit report."""
    lines = fit_summary_lines(fit)
    lines.append("")
    h = POINT_HEADERS
    lines.append(f"{h[0]:>14} {h[1]:>4} {h[2]:>12} {h[3]:>14} {h[4]:>15} {h[5]:>10}")
    for r in points_rows(fit):
        lines.append(f"{r[0]:>14} {r[1]:>4} {r[2]:>12} {r[3]:>14} {r[4]:>15} {r[5]:>10}")
    for w in fit.warnings:
        lines.append(f"warning: {w}")
    return "\n".join(lines)
