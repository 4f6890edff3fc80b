"""Scoring: a case is a list of predicted points; a task is scored over all its held-out points.

Each task's score (issue 16, section 6): the median absolute error of the predicted time over the held-out
points, the coverage of the 80% interval (share of points inside [low, high]) and the interval width (median
high/low). Flagged cases are reported but left out of the summary.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

MIB = 2**20

TARGETS = {  # task -> (median abs error target, in percent); issue 16, section 6
    "i": 20.0, "ii": 15.0, "iii": 20.0, "a": 10.0, "b": 25.0,
}
COVERAGE = (0.80, 0.95)
UNJUDGED_COVERAGE = ("fit",)
"""Tasks whose coverage is reported, not judged: the in-sample points are the ones the fit saw, and an interval is
a new measurement's (at a measured layout it carries nccl-tests' repeatability, which the fitted points
themselves do not scatter by); (c) predicts each size without it, and is judged."""
WIDTH_TARGET = 1.5  # median high/low at >= 1 MiB at a measured layout
TASK_NAMES = {
    "i": "(i) prior-only, >= 64 MiB",
    "ii": "(ii) leave one run out (other layouts)",
    "iii": "(iii) one node + stated NICs -> multi-node",
    "a": "(a) fit <= 64 MiB -> larger",
    "b": "(b) fit >= 1 MiB -> smaller",
    "c": "(c) one size left out, measured layout",
    "fit": "in-sample (all points fitted)",
}


@dataclass(frozen=True)
class Point:
    """One held-out measurement and its prediction (seconds)."""

    size: float
    measured: float
    predicted: float
    low: float
    high: float | None  # None: no upper bound
    measured_layout: bool = False  # the fit measured this (ranks, nodes)

    @property
    def error(self) -> float:
        """Signed relative error of the prediction, in percent."""
        return 100.0 * (self.predicted - self.measured) / self.measured

    @property
    def inside(self) -> bool:
        return self.low <= self.measured and (self.high is None or self.measured <= self.high)

    @property
    def width(self) -> float:
        """high / low of the interval (inf without a bound)."""
        if self.high is None or self.low <= 0:
            return math.inf
        return self.high / self.low


def score(points: list[Point]) -> dict:
    """Median |error| %, worst |error| %, coverage, median high/low and the point count."""
    if not points:
        return {"points": 0}
    errs = [abs(p.error) for p in points]
    return {"points": len(points), "median_abs_pct_error": statistics.median(errs), "max_abs_pct_error": max(errs),
            "coverage": sum(p.inside for p in points) / len(points),
            "median_width": statistics.median(p.width for p in points),
            "median_signed_pct_error": statistics.median(p.error for p in points)}


def case_row(task: str, method: str, case_name: str, system: str, points: list[Point], flag: str = "",
             subsets: dict[str, list[Point]] | None = None, **extra) -> dict:
    """One reported case: what was predicted, from what, and its score; ``subsets`` are scored again apart
    (e.g. the points at the sizes the fit measured) and summarised as their own rows."""
    row = {"task": task, "method": method, "run": case_name, "system": system, "flag": flag, **extra,
           **score(points), "_points": points}
    if subsets:
        row["_subsets"] = subsets
        row["subsets"] = {k: score(v) for k, v in subsets.items()}
    return row


def fitted_range(points: list[Point], lo: float, hi: float) -> dict[str, list[Point]]:
    """The points at sizes inside the fitted range [lo, hi]: the layout's error without extrapolation in size."""
    return {"at the fitted sizes": [p for p in points if lo <= p.size <= hi]}


def layout_kind(left, fitted: list) -> str:
    """How a left-out run differs from the fitted ones: its node count was fitted (other GPUs per node), or not."""
    nodes = {r.nodes for r in fitted}
    if left.nodes in nodes:
        return "other GPUs per node"
    multi = {(n or 1) > 1 for n in nodes}
    return "other node count" if ((left.nodes or 1) > 1) in multi else "1 node <-> multi-node"


def summarise(rows: list[dict]) -> list[dict]:
    """Per (task, method): the score over every held-out point of the unflagged cases, with the targets;
    then the same per kind of case (one node / multi-node; other GPUs per node / node counts) where a task has
    several kinds, and over each subset of points the cases carry (the sizes the fit measured)."""
    groups: dict[tuple[str, str, str], list[dict]] = {}
    for r in rows:
        if "error" in r or r.get("flag") or not r.get("points"):
            continue
        groups.setdefault((r["task"], r["method"], ""), []).append(r)
        if r.get("kind"):
            groups.setdefault((r["task"], r["method"], r["kind"]), []).append(r)
        for name, pts in r.get("_subsets", {}).items():
            if pts:
                groups.setdefault((r["task"], r["method"], name), []).append({**r, "_points": pts, **score(pts)})
    for key in [k for k in groups if k[2]]:  # a kind that is the whole task says nothing more
        whole = groups[key[:2] + ("",)]
        if sum(r["points"] for r in groups[key]) == sum(r["points"] for r in whole):
            del groups[key]
    out = []
    order = list(TASK_NAMES)
    for (task, method, kind), rs in sorted(groups.items(), key=lambda kv: (order.index(kv[0][0]), kv[0][1], kv[0][2])):
        pts = [p for r in rs for p in r["_points"]]
        s = score(pts)
        target = TARGETS.get(task)
        s.update(task=task, method=method, kind=kind, cases=len(rs),
                 median_of_case_medians_pct=statistics.median(r["median_abs_pct_error"] for r in rs),
                 target_pct=target,
                 error_met=None if target is None else s["median_abs_pct_error"] <= target,
                 coverage_met=None if task in UNJUDGED_COVERAGE else COVERAGE[0] <= s["coverage"] <= COVERAGE[1])
        out.append(s)
    return out


def width_check(rows: list[dict], method: str = "physical") -> dict:
    """Median high/low of the points >= 1 MiB predicted at a layout the fit measured (in-sample, (a), (b), (c))."""
    pts = [p for r in rows if r.get("method") == method and not r.get("flag") and "error" not in r
           and r["task"] in ("fit", "a", "b", "c") for p in r["_points"] if p.size >= MIB and p.measured_layout]
    if not pts:
        return {"points": 0}
    w = statistics.median(p.width for p in pts)
    return {"points": len(pts), "median_width": w, "target": WIDTH_TARGET, "met": w <= WIDTH_TARGET}


def public(row: dict) -> dict:
    """A row without its points (for JSON), the points as [size, measured, predicted, low, high]."""
    out = {k: v for k, v in row.items() if k not in ("_points", "_subsets")}
    if "_points" in row:
        out["points_detail"] = [[p.size, p.measured, p.predicted, p.low, p.high] for p in row["_points"]]
    return out
