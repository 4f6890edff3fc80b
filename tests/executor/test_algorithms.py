"""The other algorithms: exact results and byte counts equal to the model formulas."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.executor import ALGORITHMS, expected_traffic, hierarchical_ring_allreduce, run
from ringcalc.executor.traffic import hierarchical_ring_split

ALLREDUCE = ["ring", "parameter-server", "naive", "binomial-tree", "recursive-doubling", "rabenseifner",
             "hierarchical-ring"]


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]


@settings(max_examples=200, deadline=None)
@given(
    name=st.sampled_from(ALLREDUCE),
    n=st.integers(1, 33),
    k=st.integers(0, 40),
    op=st.sampled_from(["sum", "max", "min", "prod", "avg"]),
    dtype=st.sampled_from([np.int32, np.int64, np.uint16]),
    data=st.data(),
)
def test_integer_allreduce_exact_and_bytes(name, n, k, op, dtype, data):
    g = data.draw(st.sampled_from(divisors(n))) if name == "hierarchical-ring" else 1
    rng = np.random.default_rng(data.draw(st.integers(0, 10_000)))
    lo = 0 if np.dtype(dtype).kind == "u" else -3
    bufs = [rng.integers(lo, 4, k).astype(dtype) for _ in range(n)]
    copies = [b.copy() for b in bufs]
    r = run(name, bufs, op, gpus_per_node=g)
    # numpy's reduction in the same dtype: exact (wrapping) integer arithmetic, any order
    ufunc = {"sum": np.add, "avg": np.add, "prod": np.multiply, "max": np.maximum, "min": np.minimum}[op]
    want = ufunc.reduce(np.stack(bufs), axis=0, dtype=dtype) if k else np.zeros(0, dtype)  # no upcast: wraps like the executor
    if op == "avg":
        want = np.array([int(abs(int(v)) // n * (1 if v >= 0 else -1)) for v in want], dtype=dtype)
    for o in r.outputs:
        assert o.dtype == np.dtype(dtype) and o.tolist() == want.tolist()
    assert all(np.array_equal(b, c) for b, c in zip(bufs, copies))
    sent, received = expected_traffic(name, n, k, np.dtype(dtype).itemsize, gpus_per_node=g)
    assert np.array_equal(r.bytes_sent, sent)
    assert np.array_equal(r.bytes_received, received)
    assert r.bytes_sent.sum() == r.bytes_received.sum()


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 7, 8, 12, 16, 17])
def test_textbook_totals_and_rounds(n):
    # Totals from Thakur, Rabenseifner & Gropp, IJHPCA 19(1) 2005, and the model list.
    k_el, isz = 64 * 3, 4
    k = k_el * isz
    bufs = [np.ones(k_el, np.float32)] * n
    lg_ceil = math.ceil(math.log2(n)) if n > 1 else 0
    pof2 = 1 << (n.bit_length() - 1)
    fold = n != pof2

    r = run("ring", bufs)
    assert r.steps == 2 * (n - 1) and r.total_bytes == 2 * (n - 1) * k

    r = run("parameter-server", bufs)  # 2(N-1)K through the driver's link (worker 0)
    assert r.bytes_sent[0] + r.bytes_received[0] == 2 * (n - 1) * k
    assert r.steps == (2 if n > 1 else 0)

    r = run("naive", bufs)
    assert r.total_bytes == n * (n - 1) * k and r.steps == n - 1

    r = run("binomial-tree", bufs)  # reduce + broadcast: 2 ceil(log2 N) rounds, N-1 messages each way
    assert r.steps == 2 * lg_ceil and r.total_bytes == 2 * (n - 1) * k

    r = run("recursive-doubling", bufs)
    assert r.steps == int(math.log2(pof2)) + 2 * fold
    assert r.total_bytes == (pof2 * int(math.log2(pof2)) + 2 * (n - pof2)) * k

    r = run("rabenseifner", bufs)  # per participant 2 (pof2-1)/pof2 K when pof2 divides K
    assert r.steps == 2 * int(math.log2(pof2)) + 2 * fold
    assert r.total_bytes == 2 * (pof2 - 1) * k + 2 * (n - pof2) * k
    if not fold:
        assert set(r.bytes_sent.tolist()) == {2 * (n - 1) * k // n}


@pytest.mark.parametrize("n,g", [(8, 4), (12, 4), (6, 3), (16, 8), (4, 1), (4, 4)])
def test_hierarchical_intra_inter_split(n, g):
    k_el = 4 * n * 5
    r = hierarchical_ring_allreduce([np.ones(k_el, np.float64)] * n, gpus_per_node=g)
    nodes = n // g
    k = k_el * 8
    assert r.steps == 2 * (g - 1) + 2 * (nodes - 1)
    # intra: ring over g on K -> 2(g-1)/g K per GPU; inter: ring over nodes on K/g -> 2(nodes-1)/nodes K/g
    assert set(r.extra["bytes_sent_intra"].tolist()) == {2 * (g - 1) * k // g}
    assert set(r.extra["bytes_sent_inter"].tolist()) == {2 * (nodes - 1) * k // (g * nodes)}
    split = hierarchical_ring_split(n, k_el, 8, g)
    assert np.array_equal(split["intra_sent"], r.extra["bytes_sent_intra"])
    assert np.array_equal(split["inter_sent"], r.extra["bytes_sent_inter"])
    inter_phases = {x["phase"] for x in r.log.records() if (x["src"] // g) != (x["dst"] // g)}
    assert inter_phases <= {"inter-reduce-scatter", "inter-all-gather"}


def test_hierarchical_rejects_bad_group():
    with pytest.raises(RingcalcError) as e:
        hierarchical_ring_allreduce([np.ones(4)] * 6, gpus_per_node=4)
    assert e.value.option == "gpus_per_node"


def test_unknown_algorithm():
    with pytest.raises(RingcalcError) as e:
        run("butterfly-ring", [np.ones(3)])
    assert e.value.option == "algorithm"


def test_recursive_doubling_fold_per_worker():
    # N=6: pof2=4, rem=2; ranks 0,2 send once (pre), ranks 1,3 do log2(4)+1 sends, 4,5 log2(4)
    sent, _ = expected_traffic("recursive-doubling", 6, 10, 1)
    assert sent.tolist() == [10, 30, 10, 30, 20, 20]
    r = run("recursive-doubling", [np.ones(10, np.int8)] * 6)
    assert r.bytes_sent.tolist() == [10, 30, 10, 30, 20, 20]


@pytest.mark.parametrize("name", list(ALGORITHMS))
def test_float_results_bitwise_identical(name):
    rng = np.random.default_rng(3)
    bufs = [rng.standard_normal(37).astype(np.float32) for _ in range(7)]
    r = run(name, bufs)
    first = r.outputs[0].view(np.uint8)
    if ALGORITHMS[name].collective in ("all-reduce", "all-gather"):  # reduce-scatter, all-to-all: one part each
        assert all(np.array_equal(first, o.view(np.uint8)) for o in r.outputs)
