"""The cluster model's tasks: (i) prior-only, (ii) other layouts, (iii) one node -> multi-node, (a), (b).

Every fit is :func:`ringcalc.calibrate.cluster_fit.fit` on the runs' layouts (``layouts_of``), on the cluster
the manifest describes (:meth:`Log.fit_options`, through ``cluster_of_runs``); every prediction is
:func:`ringcalc.calibrate.cluster_fit.predict`, or :func:`predict_forced` for a run whose algorithm was forced
(``NCCL_ALGO=Ring``, ``NCCL_NVLS_ENABLE=0``), which ``predict`` cannot be told.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np

from benchmarks.accuracy.data import Case
from benchmarks.accuracy.manifest import prior_only_gap
from benchmarks.accuracy.scoring import MIB, Point, case_row, fitted_range, layout_kind
from ringcalc.calibrate import cluster_fit
from ringcalc.calibrate.cluster_calibration import layouts_of
from ringcalc.calibrate.log_cluster import cluster_of_runs
from ringcalc.calibrate.cluster_fit import ClusterFit, Layout
from ringcalc.calibrate.discrepancy import learn
from ringcalc.errors import RingcalcError

PRIOR_MIN = 64 * MIB  # task (i) scores sizes from 64 MiB up (bandwidth-bound)
UP_MAX = 64 * MIB
DOWN_MIN = MIB


def has_layout(case: Case) -> bool:
    return case.run.ranks is not None and case.run.ranks >= 2 and case.run.nodes is not None


def layout_of(case: Case, keep=lambda s: True) -> Layout:
    """The run as the fit sees it, with the algorithms the manifest says NCCL was allowed."""
    lay = layouts_of([case.run])[0]
    mask = np.array([keep(s) for s in lay.sizes])
    lay = replace(lay, sizes=lay.sizes[mask], times=lay.times[mask])
    return replace(lay, algorithms=case.algorithms) if case.algorithms else lay


def system_options(cases: list[Case]) -> dict:
    """The fit's cluster options of a system: its (first unflagged) manifest entry; NVLS if any run had it."""
    logs = [c.log for c in sorted(cases, key=lambda c: bool(c.flag)) if c.log is not None]
    if not logs:
        return {}
    out = logs[0].fit_options()
    if any(log.nvls for log in logs):
        out["nvls"] = True
    return out


def fit_cases(cases: list[Case], options: dict, keep=lambda s: True) -> ClusterFit:
    layouts = [layout_of(c, keep) for c in cases]
    cluster = cluster_of_runs([c.run for c in cases], options)
    return cluster_fit.fit(cluster, [lay for lay in layouts if len(lay.sizes)])


def predict_forced(f: ClusterFit, ranks: int, nodes: int, size: float,
                   algorithms: tuple[str, ...] | None) -> cluster_fit.Prediction:
    """:func:`cluster_fit.predict` with the algorithms restricted (``NCCL_ALGO``)."""
    return cluster_fit.predict(f, ranks, nodes, size, algorithms=algorithms)


def points(f: ClusterFit, case: Case, keep=lambda s: True) -> tuple[list[Point], list[str]]:
    """The case's measured points that ``keep`` selects, predicted from the fit; and the pairs predicted."""
    out, pairs = [], []
    for size, t, _, _ in case.run.measurements("both"):
        if size > 0 and keep(size):
            p = predict_forced(f, case.run.ranks, case.run.nodes, float(size), case.algorithms)
            out.append(Point(size, t, p.time_s, p.low_s, p.high_s, p.measured_layout))
            pairs.append(p.pair)
    return out, pairs


def _pairs_text(sizes_pairs: list[tuple[float, str]]) -> str:
    out: list[tuple[float, str]] = []
    for s, p in sorted(sizes_pairs):
        if not out or out[-1][1] != p:
            out.append((s, p))
    return ", ".join(f"{p} from {s / MIB:g} MiB" for s, p in out)


# ------------------------------------------------------------------ (i) prior-only


def prior_only(case: Case, min_size: float = PRIOR_MIN) -> dict | None:
    """(i): the cluster as the source describes it, no fit, against the run at >= 64 MiB (``min_size``)."""
    from ringcalc import Scenario

    log = case.log
    if log is None:
        return None
    gap = prior_only_gap(log)
    if gap is not None:
        return {"task": "i", "method": "prior", "run": case.name, "system": case.system, "skipped": gap}
    opts = log.layout_options()
    pts, pairs = [], []
    for size, t, _, _ in case.run.measurements("both"):
        if size < min_size:
            continue
        try:
            r = _prior_time(Scenario, float(size), case, opts)
        except RingcalcError as exc:
            return {"task": "i", "method": "prior", "run": case.name, "error": str(exc)}
        iv = r.interval or {}
        pts.append(Point(size, t, r.comm_time_s, iv.get("comm_time_s_low", r.comm_time_s),
                         iv.get("comm_time_s_high", r.comm_time_s)))
        pairs.append((size, r.algorithm))
    if not pts:
        return None
    return case_row("i", "prior", case.name, case.system, pts, case.flag,
                    kind="one node" if case.run.nodes == 1 else "multi-node", ranks=case.run.ranks,
                    nodes=case.run.nodes, options=opts, pairs=_pairs_text(pairs))


def _prior_time(scenario, size: float, case: Case, opts: dict):
    """The prior-only answer; on one node, where no NIC is used, an unstated NIC rate is shown not to matter.

    ``Scenario.time()`` asks for ``--bandwidth`` on a one-node cluster without a NIC rate; the answer is then
    computed at 100 and 400 Gbit/s per NIC and taken only if the two agree (the NICs carry nothing).
    """
    kw = dict(size=size, workers=case.run.ranks, algorithm=case.log.forced or "auto", **opts)
    try:
        return scenario(**kw).time()
    except RingcalcError as exc:
        if case.run.nodes != 1 or "bandwidth" in opts or "bandwidth" not in str(exc):
            raise
    low, high = (scenario(**kw, bandwidth=b).time() for b in ("100Gbps", "400Gbps"))
    if not math.isclose(low.comm_time_s, high.comm_time_s, rel_tol=1e-12):
        raise RingcalcError(f"one node, yet the answer depends on the unstated NIC rate ({low.comm_time_s:.4g} s at "
                            f"100 Gbit/s, {high.comm_time_s:.4g} s at 400 Gbit/s)", option="bandwidth")
    return low


# ------------------------------------------------------------------ (a), (b) and in-sample

SIZE_TASKS = (("fit", lambda s: True, lambda s: True), ("a", lambda s: s <= UP_MAX, lambda s: s > UP_MAX),
              ("b", lambda s: s >= DOWN_MIN, lambda s: s < DOWN_MIN))


def size_tasks(case: Case) -> list[dict]:
    """In-sample, (a) fit <= 64 MiB -> larger and (b) fit >= 1 MiB -> smaller, on one run."""
    if not has_layout(case):
        return []
    out = []
    sizes = [s for s, *_ in case.run.measurements("both") if s > 0]
    options = system_options([case])
    for task, fitted, held in SIZE_TASKS:
        if task != "fit" and (not any(held(s) for s in sizes) or len({s for s in sizes if fitted(s)}) < 4):
            continue
        try:
            f = fit_cases([case], options, fitted)
        except RingcalcError as exc:
            out.append({"task": task, "method": "physical", "run": case.name, "error": str(exc)})
            continue
        pts, pairs = points(f, case, held)
        out.append(case_row(task, "physical", case.name, case.system, pts, case.flag, ranks=case.run.ranks,
                            nodes=case.run.nodes, params=f.params))
        if task == "fit":
            out.extend(size_left_out(case, f))
    return out


def size_left_out(case: Case, f: ClusterFit) -> list[dict]:
    """(c): each measured size between the smallest and the largest left out of the layout's discrepancy in turn
    and predicted (the physical parameters stay those of the whole run: one size barely moves them); what a
    calibration says at a size between the ones it measured."""
    lay = layout_of(case)
    if f.discrepancy(lay.ranks, lay.nodes, lay.algorithms) is None:
        return []
    resid = np.log(lay.times) - np.log(cluster_fit.model_times(np.array(f.x), f.cluster, lay, lay.sizes)[0])
    distinct = np.unique(lay.sizes)
    pts: list[Point] = []
    for size in distinct[1:-1]:
        keep = lay.sizes != size
        d = learn(lay.ranks, lay.nodes, lay.sizes[keep], resid[keep], lay.algorithms)
        if d is None:
            continue
        g = replace(f, discrepancies=(d,))
        pts += points(g, case, lambda s, size=size: s == size)[0]
    return [case_row("c", "physical", case.name, case.system, pts, case.flag, ranks=case.run.ranks,
                     nodes=case.run.nodes)] if pts else []


# ------------------------------------------------------------------ (ii) and (iii)


def _layout(c: Case) -> tuple[int, int]:
    return (c.run.ranks, c.run.nodes)


def layout_tasks(system: str, cases: list[Case]) -> list[dict]:
    """(ii): each layout of a system left out in turn (every run at it), fitted on the others, predicted."""
    cases = [c for c in cases if has_layout(c)]
    usable = [c for c in cases if not c.flag]
    if len({_layout(c) for c in usable}) < 2:
        return []
    options = system_options(cases)
    fits: dict[tuple, ClusterFit | str] = {}
    out = []
    for left in cases:
        train = [c for c in usable if _layout(c) != _layout(left)]
        if not train:
            continue
        key = tuple(sorted(c.name for c in train))
        if key not in fits:
            try:
                fits[key] = fit_cases(train, options)
            except RingcalcError as exc:
                fits[key] = str(exc)
        f = fits[key]
        if isinstance(f, str):
            out.append({"task": "ii", "method": "physical", "run": left.name, "error": f})
            continue
        pts, pairs = points(f, left)
        out.append(case_row("ii", "physical", left.name, system, pts, left.flag, subsets=fitted_range(pts, *f.sizes),
                            kind=layout_kind(left.run, [c.run for c in train]), ranks=left.run.ranks,
                            nodes=left.run.nodes, fitted=sorted({_layout(c) for c in train}), params=f.params,
                            pairs=_pairs_text([(p.size, q) for p, q in zip(pts, pairs)])))
    return out


def nics_stated(cases: list[Case]) -> bool:
    """The system's NIC count and line rate are stated (directly or by the catalog cluster its source names)."""
    logs = [c.log for c in cases if c.log is not None]
    return bool(logs) and all(log.catalog or (log.nics_per_node and log.nic_rate) for log in logs if log.nodes != 1)


def one_node_tasks(system: str, cases: list[Case]) -> list[dict]:
    """(iii): fit the system's one-node runs with its stated NICs and line rate, predict its multi-node runs."""
    cases = [c for c in cases if has_layout(c)]
    one = [c for c in cases if c.run.nodes == 1 and not c.flag]
    many = [c for c in cases if c.run.nodes > 1]
    if not one or not many:
        return []
    flag = "" if nics_stated(cases) else "NIC line rate not stated: outside (iii), the NIC prior is wide"
    try:
        f = fit_cases(one, system_options(cases))
    except RingcalcError as exc:
        return [{"task": "iii", "method": "physical", "run": system, "error": str(exc)}]
    out = []
    for left in many:
        pts, pairs = points(f, left)
        out.append(case_row("iii", "physical", left.name, system, pts, left.flag or flag,
                            subsets=fitted_range(pts, *f.sizes), ranks=left.run.ranks,
                            nodes=left.run.nodes, fitted=sorted({_layout(c) for c in one}), params=f.params,
                            pairs=_pairs_text([(p.size, q) for p, q in zip(pts, pairs)])))
    return out


# ------------------------------------------------------------------ the prior at every size, by band

SIZE_BANDS = (("small (< 64 KiB)", 0.0, 64 * 1024.0), ("medium (64 KiB - 64 MiB)", 64 * 1024.0, 64.0 * MIB),
              ("large (>= 64 MiB)", 64.0 * MIB, math.inf))
"""``ringcalc check``'s size bands."""


def prior_by_band(cases: list[Case]) -> list[dict]:
    """Task (i) at every size of every unflagged run, by size band and by one node / across nodes: how well the
    nccl-tests table ``ringcalc expect`` prints matches, where (i) itself scores only >= 64 MiB."""
    points: dict[tuple[str, str], list[Point]] = {}
    for case in cases:
        if case.flag:
            continue
        row = prior_only(case, min_size=1.0)
        if not row or "_points" not in row:
            continue
        kind = "one node" if case.run.nodes == 1 else "multi-node"
        for p in row["_points"]:
            band = next(name for name, lo, hi in SIZE_BANDS if lo <= p.size < hi)
            points.setdefault((kind, band), []).append(p)
    out = []
    for (kind, band), pts in sorted(points.items()):
        signed = [math.log(p.predicted / p.measured) for p in pts]
        out.append({"kind": kind, "band": band, "points": len(pts),
                    "inside": float(np.mean([p.low <= p.measured <= p.high for p in pts])),
                    "median_signed_log_error": float(np.median(signed)),
                    "median_width": float(np.median([p.high / p.low for p in pts]))})
    return out
