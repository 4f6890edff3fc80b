"""Today's per-size forms (``ringcalc fit``'s curves of time against size), beside the physical model.

``auto`` is what ``ringcalc fit`` selects by held-out error; ``ring`` and ``piecewise`` are ringcalc 0.1's
fits; ``saturating`` and ``piecewise-saturating`` the forms ``auto`` chooses among. They answer (a), (b),
the in-sample fit and, across the runs of one system, (ii).
"""

from __future__ import annotations

from benchmarks.accuracy.data import Case
from benchmarks.accuracy.scoring import MIB, Point, case_row, fitted_range, layout_kind
from ringcalc.calibrate.fit import fit_runs
from ringcalc.calibrate.interval import predict
from ringcalc.calibrate.nccl_records import Run
from ringcalc.calibrate.select import calibrate
from ringcalc.errors import RingcalcError

UP_MAX = 64 * MIB
DOWN_MIN = MIB
ALL_FORMS = ("auto", "ring", "piecewise", "saturating", "piecewise-saturating")


def _fit(runs: list[Run], model: str, **kw):
    if model in ("auto", "saturating", "piecewise-saturating"):
        return calibrate(runs, model, **kw).to_calibration()
    return fit_runs(runs, model=model, **kw).to_calibration()


def _points(cal, run: Run, keep, measured_layout: bool) -> list[Point]:
    out = []
    for size, t, _, _ in run.measurements("both"):
        if keep(size):
            p = predict(cal, size, run.ranks)
            out.append(Point(size, t, p.time_s, p.low_s, p.high_s, measured_layout))
    return out


SIZE_TASKS = (("fit", {}, lambda s: True), ("a", {"max_size": UP_MAX}, lambda s: s > UP_MAX),
              ("b", {"min_size": DOWN_MIN}, lambda s: s < DOWN_MIN))


def size_tasks(case: Case, forms: tuple[str, ...]) -> list[dict]:
    """In-sample, (a) and (b) for one run and each form."""
    run = case.run
    out = []
    sizes = [r.size_bytes for r in run.rows]
    for task, fit_kw, keep in SIZE_TASKS:
        if task != "fit" and (not any(keep(s) for s in sizes) or sum(not keep(s) for s in sizes) < 4):
            continue
        for model in forms:
            method = f"form:{model}"
            try:
                cal = _fit([run], model, **fit_kw)
            except RingcalcError as exc:
                out.append({"task": task, "method": method, "run": case.name, "error": str(exc)})
                continue
            out.append(case_row(task, method, case.name, case.system, _points(cal, run, keep, True), case.flag,
                                ranks=run.ranks, nodes=run.nodes))
    return out


def layout_tasks(system: str, cases: list[Case], forms: tuple[str, ...]) -> list[dict]:
    """(ii) with the forms: each run of a system predicted from a joint fit of its (unflagged) runs at other layouts."""
    out = []
    usable = [c for c in cases if not c.flag]
    for left in cases:
        train = [c.run for c in usable if (c.run.ranks, c.run.nodes) != (left.run.ranks, left.run.nodes)]
        if not train:
            continue
        for model in forms:
            method = f"form:{model}"
            try:
                cal = _fit(train, model)
            except RingcalcError as exc:
                out.append({"task": "ii", "method": method, "run": left.name, "error": str(exc)})
                continue
            sizes = [r.size_bytes for run in train for r in run.rows]
            pts = _points(cal, left.run, lambda s: True, False)
            out.append(case_row("ii", method, left.name, system, pts, left.flag,
                                subsets=fitted_range(pts, min(sizes), max(sizes)), kind=layout_kind(left.run, train),
                                ranks=left.run.ranks, nodes=left.run.nodes,
                                fitted=sorted({(r.ranks, r.nodes) for r in train})))
    return out
