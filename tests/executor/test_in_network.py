"""In-network reduction on a simulated cluster (NVLS, CollNet Direct): exact results and the bytes on each link."""

from __future__ import annotations

import pytest

from ringcalc.errors import RingcalcError
from ringcalc.executor.check import random_buffers
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.in_network import collnet_direct_allreduce, nvls_allreduce
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
