"""Benchmark: ``ringcalc.planning.sweep`` vs hand-written numpy vs sympy substitution.

Prints the ratios the project promises (issue 5):

* ``sweep / hand-written numpy`` <= 2 for 10**6 scenarios: the hand-written
  code expands the same 1000 x 1000 grid (workers x bandwidth) and evaluates
  the same closed form (ring all-reduce, seed model) for the same output
  columns into a DataFrame;
* ``sympy point-by-point / sweep`` >= 1000, measured on a sample of points
  (substituting into the sympy expression and evaluating to a float) and
  extrapolated to the full grid.

Run from the repository root::

    .venv/bin/python benchmarks/bench_sweep.py [--rows-side 1000] [--sample 300]

Timings are the best of ``--repeat`` runs in the same process. No assert:
this is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def best_of(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def hand_written(workers: np.ndarray, bandwidth: np.ndarray, k: float, ts: float, alpha: float):
    """The seed's closed form, typed by hand: the grid, the outputs, the DataFrame."""
    import pandas as pd

    n, b = (a.ravel() for a in np.meshgrid(workers.astype(float), bandwidth, indexing="ij"))
    tt = 2 * (n - 1) / n * k / b + 2 * (n - 1) * alpha
    tp = ts + tt
    p = ts / tp
    rows = n.size
    nan = np.full(rows, np.nan)
    return pd.DataFrame({
        "model": pd.Categorical.from_codes(np.zeros(rows, dtype=np.int8), ["?"]), "params": nan,
        "dtype": pd.Categorical.from_codes(np.zeros(rows, dtype=np.int8), ["fp32"]),
        "gradient_bytes": np.full(rows, k), "workers": n.astype(np.int64), "bandwidth_bytes_per_s": b,
        "latency_s": np.full(rows, alpha), "gamma_s_per_byte": np.zeros(rows), "step_time_s": np.full(rows, ts),
        "algorithm": pd.Categorical.from_codes(np.zeros(rows, dtype=np.int8), ["ring"]),
        "collective": pd.Categorical.from_codes(np.zeros(rows, dtype=np.int8), ["all-reduce"]),
        "overlap": np.zeros(rows), "bucket_bytes": nan, "compression": np.ones(rows), "encode_s_per_byte": np.zeros(rows),
        "scaling": pd.Categorical.from_codes(np.zeros(rows, dtype=np.int8), ["weak"]), "batch": nan,
        "gpus_per_node": np.ones(rows, dtype=np.int64), "nics_per_node": np.ones(rows, dtype=np.int64),
        "intra_bandwidth_bytes_per_s": nan, "intra_latency_s": nan,
        "jitter_s": np.zeros(rows), "framework_overhead_s": np.zeros(rows),
        "compute_time_s": np.full(rows, ts), "comm_time_s": tt, "exposed_comm_time_s": tt, "iteration_time_s": tp,
        "efficiency": p, "speedup": n * p, "buckets": np.ones(rows), "last_bucket_time_s": np.zeros(rows),
        "latency_time_s": 2 * (n - 1) * alpha, "traffic_per_worker_bytes": 2 * (n - 1) / n * k, "samples_per_s": nan,
        "sync_time_s": np.zeros(rows),
    }, copy=False)


def hand_written_arrays(workers: np.ndarray, bandwidth: np.ndarray, k: float, ts: float, alpha: float):
    """Only the numpy part: grid and the efficiency column (the smallest possible hand-written code)."""
    n, b = (a.ravel() for a in np.meshgrid(workers.astype(float), bandwidth, indexing="ij"))
    tt = 2 * (n - 1) / n * k / b + 2 * (n - 1) * alpha
    return ts / (ts + tt)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows-side", type=int, default=1000, help="grid side: rows = side**2 (default 10**6)")
    parser.add_argument("--sample", type=int, default=300, help="points substituted into sympy")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)

    import ringcalc
    from ringcalc.symbolic.collectives import registry
    from ringcalc.symbolic.symbols import B, K, N, T_s, alpha, gamma

    side = args.rows_side
    workers = np.arange(2, 2 + side)
    bandwidth = np.linspace(1e9, 1e11, side)
    k, ts, a = 553.44e6, 0.55, 5e-6
    rows = side * side

    def run_sweep():
        return ringcalc.sweep(size=k, workers=workers, bandwidth=bandwidth, step_time=ts, latency=a)

    df = run_sweep()  # warm-up, and the check below
    ref = hand_written(workers, bandwidth, k, ts, a)
    assert np.allclose(df["efficiency"].to_numpy(), ref["efficiency"].to_numpy(), rtol=1e-12)
    assert list(df.columns) == list(ref.columns)

    t_sweep = best_of(run_sweep, args.repeat)
    t_hand = best_of(lambda: hand_written(workers, bandwidth, k, ts, a), args.repeat)
    t_arrays = best_of(lambda: hand_written_arrays(workers, bandwidth, k, ts, a), args.repeat)

    model = registry()["ring/all-reduce"]
    p_expr = T_s / (T_s + model.time)
    rng = np.random.default_rng(0)
    idx = rng.integers(0, rows, args.sample)
    t0 = time.perf_counter()
    for i in idx:
        n_i, b_i = workers[i // side], bandwidth[i % side]
        float(p_expr.subs({N: int(n_i), B: float(b_i), K: k, T_s: ts, alpha: a, gamma: 0}).evalf())
    t_sympy_point = (time.perf_counter() - t0) / args.sample
    t_sympy = t_sympy_point * rows

    print(f"scenarios: {rows:,} (workers x bandwidth grid {side} x {side}), ring all-reduce")
    print(f"ringcalc.planning.sweep (DataFrame, {len(df.columns)} columns): {t_sweep * 1e3:9.1f} ms")
    print(f"hand-written numpy + same DataFrame:          {t_hand * 1e3:9.1f} ms")
    print(f"hand-written numpy, efficiency array only:    {t_arrays * 1e3:9.1f} ms")
    print(f"sympy subs per point ({args.sample} sampled):      {t_sympy_point * 1e6:9.1f} us  -> {t_sympy:,.0f} s for all")
    print(f"ratio sweep / hand-written (same output):  {t_sweep / t_hand:6.2f}   (goal <= 2)")
    print(f"ratio sweep / hand-written (array only):   {t_sweep / t_arrays:6.2f}   (for information)")
    print(f"ratio sympy / sweep:                     {t_sympy / t_sweep:8.0f}   (goal >= 1000)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
