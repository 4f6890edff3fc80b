"""Accuracy of cross-N prediction on local MPI measurements.

Measures all-reduce with ``ringcalc.calibrate.measure`` at several local rank
counts (default 2, 4, 8; oversubscribed on a small machine), fits the ring
model at each N and predicts every other N. Prints, for each (fit N,
predicted N), the median and max absolute percentage error over the sizes
64 KiB .. 64 MiB, for two models:

* ``ring``: the plain ring model, alpha and B carried over unchanged;
* ``ring+timeshare``: the same with the CPU time-sharing factor
  max(1, N / cores) (ranks on a machine with fewer cores than ranks take
  turns; ringcalc.calibrate.model.oversubscription).

Usage::

    .venv/bin/python benchmarks/accuracy_measure.py [--ranks 2,4,8] [--impl mpi|ring]
        [--iters 10] [--min-size 64KiB] [--max-size 64MiB] [--segments 1] [--csv-dir DIR] [--reuse]

``--csv-dir`` keeps the raw measurements (one CSV per N); with ``--reuse``
they are read back instead of measured again.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ringcalc.calibrate.fit import fit_runs  # noqa: E402
from ringcalc.calibrate.measure import (  # noqa: E402
    MeasureConfig, local_cores, measure_local, read_csv, rows_to_run, write_csv,
)
from ringcalc.units import parse_size  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", default="2,4,8")
    ap.add_argument("--impl", default="mpi", choices=("mpi", "ring"))
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--min-size", default="64KiB")
    ap.add_argument("--max-size", default="64MiB")
    ap.add_argument("--csv-dir", default=None)
    ap.add_argument("--reuse", action="store_true")
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--segments", type=int, default=1, help="size regimes of the fit (1 = plain ring)")
    ap.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = ap.parse_args()
    ranks = [int(x) for x in args.ranks.split(",")]
    cores = local_cores()
    load = os.getloadavg()[0]
    data: dict[int, list[dict]] = {}
    for n in ranks:
        csv_path = Path(args.csv_dir) / f"allreduce_{args.impl}_{n}ranks.csv" if args.csv_dir else None
        if args.reuse and csv_path and csv_path.exists():
            data[n] = read_csv(csv_path)
            continue
        cfg = MeasureConfig(
            ranks=n, min_size_bytes=int(parse_size(args.min_size)), max_size_bytes=int(parse_size(args.max_size)),
            iters=args.iters, warmup=args.warmup, impl=args.impl, timeout_s=args.timeout,
        )  # fmt: skip
        rows, _ = measure_local(cfg)
        data[n] = rows
        if csv_path:
            csv_path.parent.mkdir(parents=True, exist_ok=True)
            write_csv(rows, csv_path, impl=args.impl)
    results = []
    for model, shared in (("ring", None), ("ring+timeshare", cores)):
        fits = {n: fit_runs([rows_to_run(data[n], impl=args.impl, shared_cores=shared)], segments=args.segments)
                for n in ranks}  # fmt: skip
        for nf in ranks:
            cal = fits[nf].to_calibration()
            for npred in ranks:
                errs = [
                    abs(cal.predict_time_s(r["size_bytes"], ranks=npred) - r["time_s"]) / r["time_s"] * 100
                    for r in data[npred]
                ]
                results.append({
                    "model": model, "fit_ranks": nf, "predicted_ranks": npred,
                    "alpha_s": cal.alpha_s, "beta_bytes_per_s": cal.beta_bytes_per_s,
                    "median_abs_pct_error": statistics.median(errs), "max_abs_pct_error": max(errs),
                })  # fmt: skip
    cross = [r for r in results if r["fit_ranks"] != r["predicted_ranks"]]
    summary = {
        m: statistics.median([r["median_abs_pct_error"] for r in cross if r["model"] == m])
        for m in ("ring", "ring+timeshare")
    }
    if args.json:
        print(json.dumps({"cores": cores, "load_average_1min": load, "impl": args.impl, "results": results,
                          "median_of_cross_n_medians_pct": summary}, indent=2))  # fmt: skip
        return 0
    print(f"# local all-reduce ({args.impl}), {cores} cores, load average {load:.2f}, "
          f"sizes {args.min_size}..{args.max_size}")  # fmt: skip
    print(f"{'model':<15} {'fit N':>5} {'pred N':>6} {'alpha (us)':>10} {'B (GB/s)':>9} {'median %':>9} {'max %':>8}")
    for r in results:
        print(f"{r['model']:<15} {r['fit_ranks']:>5} {r['predicted_ranks']:>6} {r['alpha_s'] * 1e6:>10.2f} "
              f"{r['beta_bytes_per_s'] / 1e9:>9.3f} {r['median_abs_pct_error']:>9.1f} {r['max_abs_pct_error']:>8.1f}")
    for m, v in summary.items():
        print(f"# {m}: median over (fit N != predicted N) of the median abs error: {v:.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
