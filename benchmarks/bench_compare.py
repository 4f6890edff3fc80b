"""Cost of ``compare.evaluate_all`` (every all-reduce algorithm, generated code) vs hand-written numpy.

Goal (issue 3): evaluating all algorithms on 10^5 scenarios at once costs no
more than 2x a hand-written numpy evaluation of the same closed forms.
Prints both times and the ratio; never asserts (timings are noisy).

    .venv/bin/python benchmarks/bench_compare.py [--scenarios 100000] [--repeat 7]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from ringcalc.planning import compare


def hand_written(p):
    """The same closed forms, written once by hand with shared subexpressions."""
    n, k, b, a, g = p["N"], p["K"], p["B"], p["alpha"], p["gamma"]
    G, R, bi, ai = p["G"], p["R_nic"], p["B_intra"], p["alpha_intra"]
    e_ceil = np.frexp(n - 1)[1].astype(float)
    lg = np.frexp(n)[1] - 1.0
    x = e_ceil - lg
    pw = np.ldexp(1.0, np.frexp(n)[1] - 1)
    f = 2 * (n - 1) / n
    red = (n - 1) / n * k * g
    bound = e_ceil * a + f * k / b + red
    nodes = n / G
    single_node = nodes <= 1  # nothing crosses a NIC: the flat bound on the intra-node link
    intra_bound = np.frexp(G - 1)[1] * ai + 2 * (G - 1) / G * k / bi
    hier_bound = (np.frexp(nodes - 1)[1] * a + 2 * (nodes - 1) / nodes * k / (R * b)
                  + np.where(single_node, intra_bound, 0.0) + red)
    out = {}

    def row(name, t, sent, total, steps, lb):
        with np.errstate(divide="ignore", invalid="ignore"):
            algbw = np.where(t > 0, k / t, np.inf)
            out[name] = dict(time=t, bytes_sent_per_worker=sent, total_bytes=total, latency_steps=steps,
                             busbw_factor=f, lower_bound=lb, algbw=algbw, busbw=np.where(f > 0, algbw * f, 0.0),
                             fraction_of_bound=np.where(t > 0, lb / t, 1.0))

    row("ring", 2 * (n - 1) * a + f * k / b + red, f * k, 2 * (n - 1) * k, 2 * (n - 1), bound)
    row("parameter-server", 2 * (n - 1) * (a + k / b) + (n - 1) * k * g, (n - 1) * k, 2 * (n - 1) * k, 2 * (n - 1), bound)
    row("naive", (n - 1) * (a + k / b + k * g), (n - 1) * k, n * (n - 1) * k, n - 1, bound)
    row("binomial-tree", 2 * e_ceil * (a + k / b) + e_ceil * k * g, e_ceil * k, 2 * (n - 1) * k, 2 * e_ceil, bound)
    # NCCL's trees (src/graph/trees.cc): the busiest sender moves 0, K, 1.5 K, 2 K (N = 1, 2, 3, >= 4) and combines
    # 0, K/2, K (N = 1, 2, >= 3)
    dbt = k * np.where(n >= 4, 2.0, np.where(n == 3, 1.5, np.where(n == 2, 1.0, 0.0)))
    dbt_red = k * g * np.where(n >= 3, 1.0, np.where(n == 2, 0.5, 0.0))
    row("double-binary-tree", 2 * e_ceil * a + dbt / b + dbt_red, dbt, 2 * (n - 1) * k, 2 * e_ceil, bound)
    row("recursive-doubling", (lg + 2 * x) * (a + k / b) + (lg + x) * k * g, (lg + x) * k,
        (pw * lg + 2 * (n - pw)) * k, lg + 2 * x, bound)
    q = (pw - 1) / pw
    row("rabenseifner", (2 * lg + 2 * x) * a + (2 * q + 2 * x) * k / b + (q + x) * k * g, (2 * q + x) * k,
        2 * (pw - 1) * k + 2 * (n - pw) * k, 2 * lg + 2 * x, bound)
    hs = 2 * (G - 1) / G * k + 2 * (nodes - 1) / nodes * k / G
    row("hierarchical-ring", 2 * (G - 1) * ai + 2 * (G - 1) / G * k / bi + 2 * (nodes - 1) * a
        + 2 * (nodes - 1) / nodes * k / (R * b) + red, hs, n * hs, 2 * (G - 1) + 2 * (nodes - 1), hier_bound)
    return out


def best_of(fn, repeat):
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scenarios", type=int, default=100_000)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    m = args.scenarios
    G = rng.choice([1.0, 2.0, 4.0, 8.0], m)
    p = dict(N=G * rng.integers(1, 1024, m), K=10 ** rng.uniform(3, 11, m), B=10 ** rng.uniform(8, 11, m),
             alpha=rng.uniform(0, 1e-4, m), gamma=rng.uniform(0, 1e-10, m), G=G, R_nic=G,
             B_intra=10 ** rng.uniform(10, 12, m), alpha_intra=rng.uniform(0, 1e-5, m))
    algos = list(hand_written(p))
    gen, hand = compare.evaluate_all(p, "all-reduce", algos), hand_written(p)
    for algo in algos:  # same numbers (checked here so the timing compares equal work)
        for q in hand[algo]:
            np.testing.assert_allclose(gen[algo][q], hand[algo][q], rtol=1e-12, err_msg=f"{algo} {q}")
    t_gen = best_of(lambda: compare.evaluate_all(p, "all-reduce", algos), args.repeat)
    t_hand = best_of(lambda: hand_written(p), args.repeat)
    print(f"{m} scenarios x {len(algos)} all-reduce algorithms")
    print(f"generated (compare.evaluate_all): {t_gen * 1e3:8.2f} ms")
    print(f"hand-written numpy:               {t_hand * 1e3:8.2f} ms")
    print(f"ratio: {t_gen / t_hand:.2f} (goal <= 2)")


if __name__ == "__main__":
    main()
