"""Benchmark: ``ringcalc fit`` on large nccl-tests logs (issue 18: 156,000 points took 50 s).

Writes two synthetic all-reduce logs of about ``--points`` result rows (ring model,
alpha 3 us, B 100 GB/s, 2% log-normal noise; every row gives two points, out-of-place
and in-place) and times, in this process, reading them (``read_logs``) and fitting
them as ``ringcalc fit`` does: the forms with model selection (``calibrate``) and the
cluster's physical parameters (``with_physical``; before 2026-11-25 this benchmark left
it out, and thousands of runs at one layout took over ten minutes there):

* ``runs``: many nccl-tests runs of the 31 sizes 8 B .. 8 GiB, one after another;
* ``sizes``: one run whose every row is a new size (geometric, 8 B .. 8 GiB).

Target: 10^5 rows in under 5 s each (wall time; the CPU time of this process is printed too, which a
machine busy with other work inflates less). Also prints the ratio of the time at
``--points`` to the time at a tenth of it (linear ~10). Then one end-to-end
``ringcalc fit`` of the ``runs`` log in a new process (parsing, fitting, the
table). No assert: a measurement.

    python benchmarks/bench_fit.py [--points 100000]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SIZES = [8 * 2**k for k in range(31)]
HEADER = ["# Collective test starting: all_reduce_perf", "# Using devices",
          *(f"#  Rank {r:2d} Group  0 Pid {100 + r:6d} on      node0 device {r:2d} [0000:00:00] GPU" for r in range(8)),
          "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong"]


def table(sizes: np.ndarray, rng: np.random.Generator) -> list[str]:
    """One nccl-tests result table of these sizes, times from the ring model with noise."""
    n, f = 8, 2 * 7 / 8
    times = (2 * (n - 1) * 3e-6 + f * sizes / 100e9) * rng.lognormal(0.0, 0.02, len(sizes))
    lines = list(HEADER)
    for s, t in zip(sizes.tolist(), times.tolist()):
        alg = s / t / 1e9
        group = f"  {t * 1e6:10.2f}  {alg:8.3f}  {alg * f:8.3f}  {0:6d}"
        lines.append(f"{s:12d}  {s // 4:12d}  {'float':>8s}  {'sum':>6s}  {-1:6d}" + group + group)
    return lines + [f"# Avg bus bandwidth    : {50.0:.3f} ", ""]


def write_logs(folder: Path, rows: int, seed: int = 0) -> dict[str, Path]:
    rng = np.random.default_rng(seed)
    sizes = np.array(SIZES, dtype=np.int64)
    runs = [line for _ in range(max(1, rows // len(SIZES))) for line in table(sizes, rng)]
    geo = np.unique((np.geomspace(8, 8 * 2**30, rows) // 4 * 4).astype(np.int64))
    paths = {"runs": folder / f"runs_{rows}.txt", "sizes": folder / f"sizes_{rows}.txt"}
    paths["runs"].write_text("\n".join(runs))
    paths["sizes"].write_text("\n".join(table(geo, rng)))
    return paths


def fit_seconds(path: Path) -> tuple[float, float, float, int]:
    """(read s, fit s, CPU s of both, points) of one log, in this process: the fit is what ``ringcalc fit`` runs,
    the per-size forms with model selection and the cluster's physical parameters (``with_physical``)."""
    from ringcalc.calibrate.cluster_calibration import with_physical
    from ringcalc.calibrate.logs import read_logs
    from ringcalc.calibrate.select import calibrate

    cpu, t0 = time.process_time(), time.perf_counter()
    runs = read_logs([path], collective=None, ranks=None)
    t1 = time.perf_counter()
    fit = with_physical(calibrate(runs, "auto"), runs, {}, None, "both")
    return t1 - t0, time.perf_counter() - t1, time.process_time() - cpu, len(fit.points)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--points", type=int, default=100_000, help="result rows per log (two points each)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        big, small = write_logs(Path(tmp), args.points), write_logs(Path(tmp), max(args.points // 10, 100))
        for shape in ("runs", "sizes"):
            read, fit, cpu, points = fit_seconds(big[shape])
            read_s, fit_s, _, _ = fit_seconds(small[shape])
            total, total_small = read + fit, read_s + fit_s
            print(f"fit, {shape}: {args.points:,} rows ({points:,} points): read {read:.2f} s + fit {fit:.2f} s = "
                  f"{total:.2f} s wall, {cpu:.2f} s CPU (target < 5 s: {'PASS' if total < 5 else 'FAIL'}); "
                  f"ratio {total / total_small:.1f} to a tenth of the rows (linear ~10)")
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "ringcalc", "fit", str(big["runs"])], capture_output=True,
                              text=True)
        wall = time.perf_counter() - t0
        print(f"ringcalc fit (new process, table output) on the runs log: {wall:.2f} s, exit {proc.returncode}")


if __name__ == "__main__":
    main()
