"""The MPICH and NCCL schedules of ringcalc.executor.schedules: exact results and bytes equal to the closed forms."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.executor import expected_traffic, run
from ringcalc.executor.buffers import chunk_bounds
from ringcalc.executor.schedules import nccl_dtree


@settings(max_examples=150, deadline=None)
@given(name=st.sampled_from(["double-binary-tree", "recursive-halving", "bruck"]), n=st.integers(1, 40),
       k=st.integers(0, 90), op=st.sampled_from(["sum", "max", "min"]), seed=st.integers(0, 10_000))
def test_integer_results_exact_and_bytes_equal_the_closed_forms(name, n, k, op, seed):
    rng = np.random.default_rng(seed)
    bufs = [rng.integers(-5, 6, k).astype(np.int64) for _ in range(n)]
    copies = [b.copy() for b in bufs]
    r = run(name, bufs, op)
    ufunc = {"sum": np.add, "max": np.maximum, "min": np.minimum}[op]
    full = ufunc.reduce(np.stack(bufs), axis=0) if k else np.zeros(0, np.int64)
    c = chunk_bounds(k, n)
    if name == "double-binary-tree":  # every worker holds the whole reduction
        assert all(o.tolist() == full.tolist() for o in r.outputs)
    elif name == "recursive-halving":  # worker i holds block i of it
        assert all(r.outputs[i].tolist() == full[c[i]:c[i + 1]].tolist() for i in range(n))
    else:  # all-to-all: worker i holds block i of every worker, in rank order
        assert all(r.outputs[i].tolist() == [v for b in bufs for v in b[c[i]:c[i + 1]].tolist()] for i in range(n))
    assert all(np.array_equal(b, x) for b, x in zip(bufs, copies))  # inputs untouched
    sent, received = expected_traffic(name, n, k, 8)
    assert np.array_equal(r.bytes_sent, sent) and np.array_equal(r.bytes_received, received)
    assert r.bytes_sent.sum() == r.bytes_received.sum()


def test_nccl_trees_are_the_pictures_of_trees_cc():
    # the illustrations in NCCL src/graph/trees.cc (NVIDIA/nccl 5067397c): N = 13 (odd: shifted second tree)
    # and N = 12 (even: mirrored second tree)
    t13 = nccl_dtree(13)
    assert t13[0][8] == (0, [4, 12]) and t13[0][12] == (8, [10]) and t13[0][0] == (-1, [8])
    assert t13[1][9] == (1, [5, 0]) and t13[1][1] == (-1, [9])
    t12 = nccl_dtree(12)
    assert t12[1][11] == (-1, [3]) and t12[1][3] == (11, [7, 1]) and t12[1][7] == (3, [9, 5])
    for n in range(2, 65):  # two spanning trees, each rank an inner node with two children in at most one
        for tree in nccl_dtree(n):
            assert sum(p == -1 for p, _ in tree) == 1
            assert sum(len(ch) for _, ch in tree) == n - 1
        assert all(len(a[1]) + len(b[1]) <= 2 or min(len(a[1]), len(b[1])) == 0
                   for a, b in zip(*nccl_dtree(n)))


def test_issue_examples():
    # issue 18: recursive halving at N = 12 moves 2.25 K along its slowest pairs (pre K, halving 14 blocks of
    # K/12, post K/12); Bruck at N = 3 sends 2 of 3 blocks; NCCL's trees at N = 3 send 1.5 K at the busiest rank
    from ringcalc.executor import Links, simulate

    r = run("recursive-halving", [np.ones(12 * 64, np.float32)] * 12)
    k = 12 * 64 * 4
    assert simulate(r.log, Links.create(12, 1.0, 0.0)).total_time_s == 2.25 * k
    assert run("bruck", [np.ones(3 * 64, np.float32)] * 3).bytes_sent.max() == 2 * 64 * 4
    assert run("double-binary-tree", [np.ones(64, np.float32)] * 3).bytes_sent.max() == 1.5 * 64 * 4
