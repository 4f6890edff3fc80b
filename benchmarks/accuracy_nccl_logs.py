"""Cross-validation of calibrations on real nccl-tests / rccl-tests logs: predictions beyond what was measured.

The logs stay outside the project; pass their directories::

    .venv/bin/python benchmarks/accuracy_nccl_logs.py /work/shared/data/nccl-tests \
        /work/shared/data/allreduce-sweeps [--json]

The in-sample fit (``fit``), then three prediction tasks, each scored by the median absolute error of the
predicted time over the points that were *not* fitted, and by the share of
those points inside the prediction interval (target: >= 80%):

(a) ``up``: fit sizes <= 64 MiB, predict every larger size of the same run;
(b) ``down``: fit sizes >= 1 MiB, predict every smaller size;
(c) ``ranks``: within one system, fit all runs but one jointly and predict
    the one left out; split into *within layout* (the left-out run's node
    count was fitted), *across node counts* (another node count of a level
    that was fitted: multi-node from other multi-node runs) and *unmeasured
    level* (one node from multi-node runs only, or the reverse: the answer
    then has no bound, and its error says how far off the assumption is).

Models compared: ``auto`` (what ``ringcalc fit`` does now: form chosen by
held-out error, NCCL-shaped latency across N, one level per node layout) and
the two fits of ringcalc 0.1 (``ring`` and ``piecewise``, per-step latency,
no layout), which is what the targets are measured against.

Systems are grouped by file; node counts come from the logs' host names or,
where the source states them (SOURCES.md), from the table below. Flagged
runs (NVLink SHARP, a deliberately degraded network) are reported but left
out of the summary.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import math
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ringcalc.calibrate.fit import fit_runs  # noqa: E402
from ringcalc.calibrate.interval import predict  # noqa: E402
from ringcalc.calibrate.model import busbw_factor  # noqa: E402
from ringcalc.calibrate.nccl_log import read_nccl_log  # noqa: E402
from ringcalc.calibrate.nccl_records import Row, Run, Timing  # noqa: E402
from ringcalc.calibrate.select import calibrate  # noqa: E402
from ringcalc.errors import RingcalcError  # noqa: E402

FLAGS = {"nvls": "NVLS (not a ring)", "nocxihook": "degraded network", "8xH200": "NVLS above 1 MiB"}
# ranks per node stated by the sources (SOURCES.md) for logs without host names
GPUS_PER_NODE = {"mi325x": 8, "p6-b200": 8, "p5-h100-2node": 8, "p4de": 8, "gb200": 4}
UP_MAX = 64 * 2**20
DOWN_MIN = 2**20
MODELS = ("auto", "ring", "piecewise", "saturating", "piecewise-saturating")


def _flag(name: str) -> str:
    if "nvls_vs_ring" in name:  # its ring columns (NCCL_NVLS_ENABLE=0) are what csv_runs reads
        return ""
    return "; ".join(v for k, v in FLAGS.items() if k.lower() in name.lower())


def _run_from_busbw(source: str, n: int, sizes_busbw: list[tuple[int, float]], nodes: int | None) -> Run:
    f = busbw_factor("all_reduce", n)
    rows = tuple(
        Row(s, s // 4, "float", "sum", -1, Timing(s * f / bus, bus / f, bus, 0), None, i + 1)
        for i, (s, bus) in enumerate(sizes_busbw) if bus > 0
    )
    return Run(source=source, rows=rows, collective="all_reduce", collective_source="csv", ranks=n,
               ranks_source="csv", nodes=nodes, nodes_source="csv" if nodes else "unknown")  # fmt: skip


def csv_runs(path: Path) -> list[Run]:
    """all_reduce runs from a stas00-style CSV (one per busbw column, or one per GPU count)."""
    lines = [ln for ln in path.read_text().splitlines() if ln.strip() and not ln.startswith("#")]
    reader = list(csv.DictReader(io.StringIO("\n".join(lines))))
    if not reader:
        return []
    if "gpus" in reader[0] and "busbw_nvls_off_GBps" in reader[0]:  # one 8 GiB point per GPU count, one node
        size = 8 * 2**30
        return [_run_from_busbw(f"{path.name}:{r['system']}", int(r["gpus"]),
                                [(size, float(r["busbw_nvls_off_GBps"]) * 1e9)], 1) for r in reader]  # fmt: skip
    if "payload_bytes" not in reader[0]:
        return []
    runs = []
    for col in [c for c in reader[0] if c.startswith("busbw") and c.endswith("GBps")]:
        toks = col.split("_")
        ranks = [int(t[:-4]) for t in toks if t.endswith("rank") and t[:-4].isdigit()]
        nodes = [int(t[:-4]) for t in toks if t.endswith("node") and t[:-4].isdigit()]
        if not ranks:
            continue
        pairs = [(int(r["payload_bytes"]), float(r[col]) * 1e9) for r in reader]
        runs.append(_run_from_busbw(f"{path.name}:{col}", ranks[0], pairs, nodes[0] if nodes else 1))
    return runs


def load(dirs: list[Path]) -> dict[str, list[Run]]:
    """Runs grouped by system (one file, or one system column of a CSV)."""
    systems: dict[str, list[Run]] = {}
    for d in dirs:
        for path in sorted(d.iterdir()):
            if path.suffix in (".txt", ".json", ".log"):
                try:
                    runs = read_nccl_log(path)
                except RingcalcError:
                    continue
            elif path.suffix == ".csv":
                runs = csv_runs(path)
            else:
                continue
            gpn = next((g for k, g in GPUS_PER_NODE.items() if k in path.name.lower()), None)
            for run in runs:
                if run.nodes is None and gpn and run.ranks:
                    run = replace(run, nodes=math.ceil(run.ranks / gpn), nodes_source="SOURCES.md")
                key = run.source.split(":")[0] + (":" + run.source.split(":")[1] if "gpucount" in run.source else "")
                systems.setdefault(key, []).append(run)
    return systems


def _fit(runs: list[Run], model: str, **kw):
    if model in ("auto", "saturating", "piecewise-saturating"):
        return calibrate(runs, model, **kw).to_calibration()
    return fit_runs(runs, model=model, **kw).to_calibration()


def _score(cal, run: Run, keep) -> tuple[list[float], list[bool]]:
    errs, inside = [], []
    for size, t, _, _ in run.measurements("both"):
        if not keep(size):
            continue
        p = predict(cal, size, run.ranks)
        errs.append(100 * (p.time_s - t) / t)
        inside.append(p.low_s <= t and (p.high_s is None or t <= p.high_s))
    return errs, inside


def size_tasks(run: Run) -> list[dict]:
    out = []
    sizes = [r.size_bytes for r in run.rows]
    for task, fit_kw, keep in (("fit", {}, lambda s: True),  # in-sample: how well each form follows the log
                               ("up", {"max_size": UP_MAX}, lambda s: s > UP_MAX),
                               ("down", {"min_size": DOWN_MIN}, lambda s: s < DOWN_MIN)):
        if task != "fit" and (not any(keep(s) for s in sizes) or sum(not keep(s) for s in sizes) < 4):
            continue
        for model in MODELS:
            try:
                cal = _fit([run], model, **fit_kw)
            except RingcalcError as exc:
                out.append({"task": task, "model": model, "run": run.where, "error": str(exc)})
                continue
            errs, inside = _score(cal, run, keep)
            out.append({"task": task, "model": model, "run": run.where, "ranks": run.ranks,
                        "median_abs_pct_error": statistics.median(abs(e) for e in errs),
                        "max_abs_pct_error": max(abs(e) for e in errs), "coverage": sum(inside) / len(inside),
                        "points": len(errs), "flag": _flag(run.source)})  # fmt: skip
    return out


def rank_tasks(system: str, runs: list[Run]) -> list[dict]:
    out = []
    if len(runs) < 2:
        return out
    for i, left in enumerate(runs):
        train = runs[:i] + runs[i + 1:]
        levels = {(r.nodes or 1) > 1 for r in train}
        kind = ("within layout" if left.nodes in {r.nodes for r in train} else
                "across node counts" if ((left.nodes or 1) > 1) in levels else "unmeasured level")
        for model in MODELS:
            try:
                cal = _fit(train, model)
            except RingcalcError as exc:
                out.append({"task": "ranks", "kind": kind, "model": model, "run": left.where, "error": str(exc)})
                continue
            errs, inside = _score(cal, left, lambda s: True)
            out.append({"task": "ranks", "kind": kind, "model": model, "system": system, "run": left.where,
                        "ranks": left.ranks, "nodes": left.nodes,
                        "fitted_ranks": sorted({r.ranks for r in train}),
                        "median_abs_pct_error": statistics.median(abs(e) for e in errs),
                        "max_abs_pct_error": max(abs(e) for e in errs), "coverage": sum(inside) / len(inside),
                        "points": len(errs), "flag": _flag(left.source)})  # fmt: skip
    return out


def summarise(rows: list[dict]) -> list[dict]:
    groups: dict[tuple, list[dict]] = {}
    for r in rows:
        if "error" in r or r.get("flag"):
            continue
        groups.setdefault((r["task"], r.get("kind", ""), r["model"]), []).append(r)
    out = []
    for (task, kind, model), rs in sorted(groups.items()):
        meds = [r["median_abs_pct_error"] for r in rs]
        pts = sum(r["points"] for r in rs)
        cov = sum(r["coverage"] * r["points"] for r in rs) / pts
        out.append({"task": task, "kind": kind, "model": model, "cases": len(rs),
                    "median_of_medians_pct": statistics.median(meds), "worst_median_pct": max(meds),
                    "coverage": cov})  # fmt: skip
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dirs", nargs="+", type=Path)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    systems = load(args.dirs)
    rows: list[dict] = []
    for name, runs in systems.items():
        for run in runs:
            if len(run.rows) >= 8:
                rows.extend(size_tasks(run))
        rows.extend(rank_tasks(name, runs))
    summary = summarise(rows)
    if args.json:
        print(json.dumps({"summary": summary, "cases": rows}, indent=2))
        return 0
    print(f"{'task':<6} {'kind':<19} {'model':<10} {'run':<58} {'N':>3} {'median':>7} {'max':>7} {'in interval':>11}")
    for r in rows:
        if "error" in r:
            print(f"{r['task']:<6} {r.get('kind', ''):<19} {r['model']:<10} {r['run'][-58:]:<58}  error: {r['error'][:60]}")
            continue
        print(f"{r['task']:<6} {r.get('kind', ''):<19} {r['model']:<10} {r['run'][-58:]:<58} {r['ranks']:>3} "
              f"{r['median_abs_pct_error']:>6.1f}% {r['max_abs_pct_error']:>6.0f}% {100 * r['coverage']:>10.0f}%"
              f"{'  [' + r['flag'] + ']' if r.get('flag') else ''}")
    print("\nsummary (unflagged runs): median over cases of the per-case median abs error; worst case; "
          "share of predicted points inside the 80% interval")
    for s in summary:
        print(f"  {s['task']:<6} {s['kind']:<19} {s['model']:<10} cases {s['cases']:>3}  median "
              f"{s['median_of_medians_pct']:>6.1f}%  worst {s['worst_median_pct']:>6.1f}%  "
              f"in interval {100 * s['coverage']:>4.0f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
