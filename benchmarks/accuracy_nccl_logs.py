"""Accuracy of the fitted models on real nccl-tests / rccl-tests logs.

The logs stay outside the project; pass their directories::

    .venv/bin/python benchmarks/accuracy_nccl_logs.py /work/shared/data/nccl-tests \
        [/work/shared/data/allreduce-sweeps] [--segments 4] [--json]

For every run with a full size sweep (>= 8 sizes) it fits

* ``ring``: the two-parameter ring model, and
* ``piecewise``: one (alpha, beta) per size regime, breaks found by search
  (``--segments``, default as ``ringcalc fit --piecewise``),

and prints the median and max absolute percentage error of the predicted
time over all sizes, and the error of the predicted busbw at the largest
size against the log's own busbw there. Runs with few sizes (the MI325X
1/2/4/8-node excerpt) are used for cross-N prediction instead: fit at one N,
predict the others.

CSV sweeps from ``allreduce-sweeps`` (payload_bytes + busbw_GBps columns;
``#`` comment lines) are read as all_reduce runs with t = S / (busbw /
factor). Notes from SOURCES.md that matter: the GB200 log and the H200 rows
above 1 MiB ran NVLink SHARP, not a ring; the "nocxihook" log is a
deliberately degraded network. They are reported but flagged.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ringcalc.calibrate.fit import DEFAULT_SEGMENTS, fit_runs  # noqa: E402
from ringcalc.calibrate.model import busbw_factor  # noqa: E402
from ringcalc.calibrate.nccl_log import Row, Run, Timing, read_nccl_log  # noqa: E402

FLAGS = {"nvls": "NVLS (not a ring)", "nocxihook": "degraded network", "8xH200": "NVLS above 1 MiB"}


def _flag(name: str) -> str:
    return "; ".join(v for k, v in FLAGS.items() if k.lower() in name.lower())


def csv_runs(path: Path) -> list[Run]:
    """all_reduce runs from a stas00-style CSV (one per busbw column)."""
    lines = [ln for ln in path.read_text().splitlines() if ln.strip() and not ln.startswith("#")]
    reader = list(csv.DictReader(io.StringIO("\n".join(lines))))
    if not reader or "payload_bytes" not in reader[0]:
        return []
    runs = []
    cols = [c for c in reader[0] if c.startswith("busbw") and c.endswith("GBps")]
    for col in cols:
        if "nranks" in reader[0]:
            n = int(reader[0]["nranks"])
        else:
            digits = [int(tok[:-4]) for tok in col.split("_") if tok.endswith("rank") and tok[:-4].isdigit()]
            if not digits:
                continue
            n = digits[0]
        f = busbw_factor("all_reduce", n)
        rows = []
        for i, r in enumerate(reader):
            s = int(r["payload_bytes"])
            bus = float(r[col]) * 1e9
            if bus <= 0:
                continue
            t = s * f / bus
            rows.append(Row(s, s // 4, "float", "sum", -1, Timing(t, bus / f, bus, None), None, i + 1))
        runs.append(Run(source=f"{path.name}:{col}", rows=tuple(rows), collective="all_reduce",
                        collective_source="csv", ranks=n, ranks_source="csv"))  # fmt: skip
    return runs


def evaluate(run: Run, segments: int) -> dict:
    plain = fit_runs([run])
    piece = fit_runs([run], segments=segments)
    lm = piece.largest_message()
    return {
        "run": f"{Path(run.source).name}:{run.first_line}-{run.last_line}" if ":" not in run.source else run.source,
        "ranks": run.ranks, "ranks_source": run.ranks_source, "sizes": len(piece.points),
        "ring_median_abs_pct_error": plain.median_abs_pct_error, "ring_max_abs_pct_error": plain.max_abs_pct_error,
        "ring_busbw_pct_error": plain.largest_message()["pct_error"],
        "piecewise_median_abs_pct_error": piece.median_abs_pct_error,
        "piecewise_max_abs_pct_error": piece.max_abs_pct_error,
        "piecewise_busbw_pct_error": lm["pct_error"],
        "largest_size_bytes": lm["size_bytes"],
        "measured_busbw_bytes_per_s": lm["measured_busbw_bytes_per_s"],
        "predicted_busbw_bytes_per_s": lm["predicted_busbw_bytes_per_s"],
        "alpha_s": piece.alpha_s, "beta_bytes_per_s": piece.beta_bytes_per_s,
        "flag": _flag(run.source),
    }  # fmt: skip


def cross_n(runs: list[Run]) -> list[dict]:
    out = []
    for fit_run in runs:
        cal = fit_runs([fit_run]).to_calibration()
        for other in runs:
            if other is fit_run:
                continue
            errs = [abs(cal.predict_time_s(s, ranks=other.ranks) - t) / t * 100 for s, t, _ in other.points()]
            out.append({"source": Path(fit_run.source).name, "fit_ranks": fit_run.ranks,
                        "predicted_ranks": other.ranks, "median_abs_pct_error": statistics.median(errs),
                        "max_abs_pct_error": max(errs)})  # fmt: skip
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dirs", nargs="+", type=Path)
    ap.add_argument("--segments", type=int, default=DEFAULT_SEGMENTS)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    full, partial = [], []
    for d in args.dirs:
        for path in sorted(d.iterdir()):
            if path.suffix in (".txt", ".json", ".log"):
                runs = read_nccl_log(path)
            elif path.suffix == ".csv":
                runs = csv_runs(path)
            else:
                continue
            for run in runs:
                (full if len(run.rows) >= 8 else partial).append(run)
    rows = [evaluate(r, args.segments) for r in full]
    groups: dict[str, list[Run]] = {}
    for r in partial:
        groups.setdefault(r.source, []).append(r)
    cross = [c for g in groups.values() if len(g) > 1 for c in cross_n(g)]
    clean = [r for r in rows if not r["flag"]]
    summary = {
        "segments": args.segments,
        "runs": len(rows), "runs_unflagged": len(clean),
        "piecewise_median_of_medians_pct": statistics.median(r["piecewise_median_abs_pct_error"] for r in clean),
        "piecewise_worst_median_pct": max(r["piecewise_median_abs_pct_error"] for r in clean),
        "piecewise_runs_median_le_10pct": sum(r["piecewise_median_abs_pct_error"] <= 10 for r in clean),
        "piecewise_runs_median_le_5pct": sum(r["piecewise_median_abs_pct_error"] <= 5 for r in clean),
        "piecewise_runs_busbw_within_5pct": sum(abs(r["piecewise_busbw_pct_error"]) <= 5 for r in clean),
        "ring_median_of_medians_pct": statistics.median(r["ring_median_abs_pct_error"] for r in clean),
    }  # fmt: skip
    if args.json:
        print(json.dumps({"summary": summary, "runs": rows, "cross_n": cross}, indent=2))
        return 0
    print(f"{'run':<62} {'N':>3} {'pts':>3} | {'ring med':>8} {'max':>6} {'bw':>6} | "
          f"{'pw med':>6} {'max':>6} {'bw':>6} | flag")  # fmt: skip
    for r in rows:
        print(f"{r['run'][:62]:<62} {r['ranks']:>3} {r['sizes']:>3} | {r['ring_median_abs_pct_error']:>7.1f}% "
              f"{r['ring_max_abs_pct_error']:>5.0f}% {r['ring_busbw_pct_error']:>+5.1f}% | "
              f"{r['piecewise_median_abs_pct_error']:>5.1f}% {r['piecewise_max_abs_pct_error']:>5.0f}% "
              f"{r['piecewise_busbw_pct_error']:>+5.1f}% | {r['flag']}")  # fmt: skip
    if cross:
        print("\ncross-N (ring model fitted at one N, predicting another; large messages only)")
        for c in cross:
            print(f"  {c['source'][:50]:<50} fit N={c['fit_ranks']:<3} -> N={c['predicted_ranks']:<3} "
                  f"median {c['median_abs_pct_error']:.1f}%  max {c['max_abs_pct_error']:.1f}%")
    print()
    for k, v in summary.items():
        print(f"# {k}: {v:.2f}" if isinstance(v, float) else f"# {k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
