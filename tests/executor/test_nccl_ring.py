"""NCCL's ring through rails on a simulated cluster: exact results, channels on NICs, the bytes of each link class."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.executor.buffers import chunk_bounds
from ringcalc.executor.check import random_buffers
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.nccl_ring import ring_through_rails
from ringcalc.executor.numerics import numerics_report
from ringcalc.executor.ring import ring_allreduce


@pytest.mark.parametrize("n,g,r", [(1, 8, 8), (2, 1, 1), (6, 2, 1), (12, 8, 8), (16, 8, 16), (20, 4, 2), (40, 8, 4)])
@pytest.mark.parametrize("k", [7, 96, 640])  # uneven chunks (loop), even (vectorized when C N divides K)
@pytest.mark.parametrize("op,dtype", [("sum", "float32"), ("avg", "float64"), ("min", "int16"), ("avg", "int32")])
def test_results_are_exact(n, g, r, k, op, dtype):
    f = Fabric(n, g, r)
    bufs = random_buffers(n, k, dtype, seed=k + n)
    run = ring_through_rails(bufs, op, f)
    rep = numerics_report(bufs, run.outputs, op)
    assert rep.result_matches and rep.bitwise_identical


@pytest.mark.parametrize("n,g,r,k", [(16, 8, 8, 16 * 8 * 3), (40, 8, 4, 40 * 4 * 2), (6, 2, 1, 12), (12, 8, 8, 101)])
def test_each_channel_is_the_flat_ring_on_its_slice(n, g, r, k):
    # vectorized (C N divides K) or not, the same sums in the same order as the flat ring of each channel's slice
    bufs = random_buffers(n, k, "float32", seed=3)
    run = ring_through_rails(bufs, "sum", Fabric(n, g, r))
    bounds = chunk_bounds(k, Fabric(n, g, r).channels)
    for lo, hi in zip(bounds[:-1], bounds[1:]):
        flat = ring_allreduce([b[lo:hi] for b in bufs], "sum")
        assert all(np.array_equal(a[lo:hi], b) for a, b in zip(run.outputs, flat.outputs))


@settings(max_examples=60, deadline=None)
@given(g=st.sampled_from([1, 2, 4, 8]), nodes=st.integers(1, 5), partial=st.booleans(), r_of_g=st.sampled_from([0.5, 1, 2]),
       chunk=st.integers(1, 3))
def test_bytes_per_link_class(g, nodes, partial, r_of_g, chunk):
    r = max(1, int(g * r_of_g))
    n = g * nodes - (g // 2 if partial and nodes > 1 else 0)
    f = Fabric(n, g, r)
    k_el = chunk * n * f.channels
    run = ring_through_rails(random_buffers(n, k_el, "float32"), "sum", f)
    k, led = k_el * 4, run.ledger
    ring = 2 * (n - 1) / n * k
    assert np.allclose(led.sent, ring) and run.steps == 2 * (n - 1)
    if nodes > 1 or partial:
        # each node's NICs carry the ring's bytes; each NIC its channels' (fewer NICs on a partial node: more each)
        per_nic = [led.nic_out[m].max() for m in range(f.nodes)]
        assert led.nic_per_node == pytest.approx(ring if f.nodes > 1 else 0)
        assert all(x == pytest.approx(ring * -(-f.channels // f.nics_on(m)) / f.channels if f.nodes > 1 else 0)
                   for m, x in enumerate(per_nic))
    if f.ranks_on(0) > 1:  # every GPU but the one leaving its node sends the ring's bytes over the scale-up link
        assert led.scale_up_per_gpu == pytest.approx(ring)


@pytest.mark.parametrize("g", [1, 2, 3, 4, 8])
@pytest.mark.parametrize("nodes", [1, 2, 3, 5])
def test_hops_between_nodes_on_the_slowest_chunk(g, nodes):
    # chunk c's 2(N-1) hops use every ring edge but c -> c+1 (reduce-scatter) and c-1 -> c (all-gather); the ring has
    # n edges between nodes, so a chunk crosses 2n of them less one per missing edge that is one: 2n - 2 with one GPU
    # per node, 2n - 1 with two, 2n from three (a chunk in the middle of a node). NCCL's latency model counts 2(n-1).
    n = g * nodes
    f = Fabric(n, g, g)
    run = ring_through_rails(random_buffers(n, n * g, "float32"), "sum", f, weights=(1.0, 1000.0, 1e6))
    expected = 0 if nodes == 1 else 2 * nodes - 2 + min(g - 1, 2)
    assert run.hops.tolist() == [2 * (n - 1) - expected, expected, 0]


def test_wrong_number_of_buffers_is_refused():
    from ringcalc.errors import RingcalcError

    with pytest.raises(RingcalcError, match="places 8 ranks"):
        ring_through_rails(random_buffers(4, 8, "float32"), "sum", Fabric(8, 4, 4))
