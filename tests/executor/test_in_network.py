"""In-network reduction on a simulated cluster (NVLS, CollNet Direct): exact results and the bytes on each link."""

from __future__ import annotations

import pytest

from ringcalc.errors import RingcalcError
from ringcalc.executor.check import random_buffers
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.in_network import (
    collnet_chain_allreduce, collnet_direct_allreduce, nvls_allreduce, nvls_tree_allreduce,
)
from ringcalc.executor.numerics import numerics_report


@pytest.mark.parametrize("n,g,r", [(2, 8, 8), (8, 8, 8), (16, 8, 8), (12, 8, 4), (24, 4, 8), (3, 1, 1)])
@pytest.mark.parametrize("op,dtype", [("sum", "float32"), ("avg", "float64"), ("max", "int8")])
def test_nvls_results_and_bytes(n, g, r, op, dtype):
    f = Fabric(n, g, r)
    bufs = random_buffers(n, 40, dtype, seed=n)
    run = nvls_allreduce(bufs, op, f)
    rep = numerics_report(bufs, run.outputs, op)
    assert rep.result_matches and rep.bitwise_identical
    k = 40 * bufs[0].itemsize
    led = run.ledger
    # each GPU sends its K to the switch once and receives the result once; a node's K crosses its NICs once each way
    assert led.up_out.tolist() == [k] * n and led.up_in.tolist() == [k] * n
    assert led.nic_per_node == (k if f.nodes > 1 else 0)
    assert run.hops is None and run.steps == 0


@pytest.mark.parametrize("n,g,r", [(16, 8, 8), (24, 8, 4), (8, 2, 1), (6, 1, 2), (32, 4, 8)])
def test_collnet_direct_results_and_bytes(n, g, r):
    f = Fabric(n, g, r)
    bufs = random_buffers(n, 8 * g * f.channels, "float32", seed=n)
    run = collnet_direct_allreduce(bufs, "sum", f)
    rep = numerics_report(bufs, run.outputs, "sum")
    assert rep.result_matches and rep.bitwise_identical
    k = 8 * g * f.channels * 4
    # scatter to the heads and gather back (NCCL all_reduce.h, COLLNET_DIRECT): 2 (g-1)/g K each way per GPU
    assert run.ledger.up_out.max() == pytest.approx(2 * (g - 1) / g * k)
    assert run.ledger.up_in.max() == pytest.approx(2 * (g - 1) / g * k)
    assert run.ledger.nic_per_node == pytest.approx(k)


@pytest.mark.parametrize("n,g", [(8, 8), (12, 8), (3, 2)])
def test_collnet_needs_several_equal_nodes(n, g):
    with pytest.raises(RingcalcError, match="two nodes or more"):
        collnet_direct_allreduce(random_buffers(n, 8, "float32"), "sum", Fabric(n, g, g))


@pytest.mark.parametrize("n,g,r,up", [(16, 8, 8, 2.0), (8, 2, 1, 1.0), (12, 4, 4, 2.0), (6, 1, 2, 0.0), (9, 3, 3, 2.0)])
def test_collnet_chain_results_and_bytes(n, g, r, up):
    f = Fabric(n, g, r)
    bufs = random_buffers(n, 8 * f.channels, "float64", seed=n)
    run = collnet_chain_allreduce(bufs, "avg", f)
    assert numerics_report(bufs, run.outputs, "avg").result_matches
    k = 8 * f.channels * 8
    # reduced along the chain to its first GPU and sent back: 2K out inside the chain, K with two GPUs
    assert run.ledger.scale_up_per_gpu == up * k and run.ledger.nic_per_node == k


@pytest.mark.parametrize("nodes,net", [(2, 1.0), (3, 1.5), (4, 2.0), (6, 2.0)])
@pytest.mark.parametrize("g,r", [(8, 8), (4, 2), (2, 4)])
def test_nvls_tree_results_and_bytes(nodes, net, g, r):
    n = g * nodes
    f = Fabric(n, g, r)
    bufs = random_buffers(n, 4 * f.channels, "float32", seed=nodes)
    run = nvls_tree_allreduce(bufs, "sum", f)
    assert numerics_report(bufs, run.outputs, "sum").result_matches
    k = 4 * f.channels * 4
    assert run.ledger.up_out.max() == k and run.ledger.up_in.max() == k
    assert run.ledger.nic_per_node == pytest.approx(net * k)  # the double binary tree's bytes per node


@pytest.mark.parametrize("fn", [lambda b, f: nvls_tree_allreduce(b, "sum", f),
                                lambda b, f: collnet_chain_allreduce(b, "sum", f)])
def test_one_node_is_refused(fn):
    with pytest.raises(RingcalcError):
        fn(random_buffers(4, 8, "float32"), Fabric(4, 8, 8))
