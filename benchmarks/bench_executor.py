"""Benchmark of the numpy executor (prints ratios; no asserts).

1. Time: ``ring_allreduce`` on N=8 workers x K=2**24 float32 vs the physical
   floor measured in the same run: ``np.add.reduce`` over the stacked
   buffers plus writing N output copies. Target ratio <= 2.
2. Memory: tracemalloc peak of ``ring_allreduce`` (outputs included) over
   the inputs' size. Target <= 1.3 (the N outputs alone are 1.0).
3. Time simulation of a 4096-worker ring on heterogeneous links. Target < 1 s.
4. Growth with the workers when they outnumber the elements (issue 18: 5000
   workers x 10 elements took 102 s): ``ring_allreduce`` and the hierarchical
   ring at 10x the workers over 1x. Linear cost gives ~10, quadratic ~100;
   target <= 20.

Run: ``.venv/bin/python benchmarks/bench_executor.py [--workers 8] [--log2-elements 24] [--repeat 3]``
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

import numpy as np

from ringcalc.executor import Links, ring_allreduce, simulate
from ringcalc.executor.ring import _ring_log


def floor_once(stacked: np.ndarray) -> list[np.ndarray]:
    total = np.add.reduce(stacked, axis=0)
    return [total.copy() for _ in range(stacked.shape[0])]


def best_of(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t0)
        del out
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workers", type=int, default=8)
    ap.add_argument("--log2-elements", type=int, default=24)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--sim-workers", type=int, default=4096)
    ap.add_argument("--many-workers", type=int, default=5000, help="section 4: the larger worker count (K = 10)")
    args = ap.parse_args()
    n, k = args.workers, 1 << args.log2_elements

    rng = np.random.default_rng(0)
    stacked = rng.standard_normal((n, k), dtype=np.float32)
    buffers = list(stacked)  # row views: the floor and the ring read the same memory
    inputs_bytes = stacked.nbytes

    t_floor = best_of(lambda: floor_once(stacked), args.repeat)
    t_ring = best_of(lambda: ring_allreduce(buffers).outputs, args.repeat)
    print(f"time: N={n} K=2^{args.log2_elements} float32  ring {t_ring * 1e3:.1f} ms  floor {t_floor * 1e3:.1f} ms"
          f"  ratio {t_ring / t_floor:.2f} (target <= 2)")

    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    res = ring_allreduce(buffers)
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    ok = all(np.array_equal(res.outputs[0], o) for o in res.outputs)
    print(f"memory: peak beyond inputs {peak / 2**20:.1f} MiB, inputs {inputs_bytes / 2**20:.1f} MiB"
          f"  ratio {peak / inputs_bytes:.3f} (target <= 1.3; outputs alone 1.000)  identical={ok}")
    del res

    m = args.sim_workers
    log = _ring_log(m * 256, m, 4, True, True)
    links = Links.create(m, rng.uniform(5e9, 2.5e10, m), rng.uniform(1e-6, 5e-6, m)).with_straggler(7, 1e-4)
    t0 = time.perf_counter()
    tm = simulate(log, links, 1e-12)
    t_sim = time.perf_counter() - t0
    print(f"simulation: ring N={m} heterogeneous, {len(log)} rounds: {t_sim:.3f} s (target < 1 s); "
          f"simulated {tm.total_time_s * 1e3:.3f} ms, bottleneck worker {tm.bottleneck_worker}")

    from ringcalc.executor import hierarchical_ring_allreduce

    big = args.many_workers
    for name, fn in (("ring", ring_allreduce), ("hierarchical-ring g=8", lambda b: hierarchical_ring_allreduce(
            b, gpus_per_node=8))):
        times = [best_of(lambda w=w, fn=fn: fn([np.ones(10, np.float32) for _ in range(w)]).outputs, args.repeat)
                 for w in (big // 10 - big // 10 % 8, big - big % 8)]
        print(f"workers > elements: {name}, K=10, N={big // 10 - big // 10 % 8} {times[0] * 1e3:.1f} ms, "
              f"N={big - big % 8} {times[1] * 1e3:.1f} ms  ratio {times[1] / times[0]:.1f} for 10x the workers "
              f"(target <= 20; linear ~10, quadratic ~100)")


if __name__ == "__main__":
    main()
