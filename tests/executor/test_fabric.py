"""The simulated cluster: placement node by node, rails, leaves, the link ledger and the hop chain."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.cluster.spec import Placement
from ringcalc.errors import RingcalcError
from ringcalc.executor.fabric import INTER, INTRA, TIER, Chain, Fabric, Ledger


@settings(max_examples=200, deadline=None)
@given(n=st.integers(1, 300), g=st.integers(1, 16), r=st.integers(1, 32))
def test_placement_is_the_cluster_models(n, g, r):
    # the executor places ranks as ringcalc.cluster.spec.Placement (and ringcalc/symbolic/cluster.py) do
    f = Fabric(n, g, r)
    p = Placement.of(n, SimpleNamespace(gpus_per_node=g, nics_per_node=r))
    # the model's NICs are the last node's: every ring crosses them (a partial node has fewer)
    assert (f.nodes, f.ranks_on(0), f.ranks_on(f.nodes - 1), f.nics_on(f.nodes - 1)) == (
        p.nodes, p.ranks_per_node, p.last_node_ranks, p.nics_used)
    assert sum(f.ranks_on(m) for m in range(f.nodes)) == n
    assert [r_ for m in range(f.nodes) for r_ in f.node_ranks(m)] == list(range(n))
    assert all(f.nics_on(m) <= f.channels for m in range(f.nodes))


@pytest.mark.parametrize("g,r", [(8, 8), (8, 16), (8, 4), (8, 1), (4, 8), (2, 1), (1, 1), (1, 4)])
def test_rails_give_each_gpu_its_nics(g, r):
    f = Fabric(g, g, r)
    nics = [f.gpu_nics(x) for x in range(g)]
    assert sorted({n for x in nics for n in x}) == list(range(r))  # every NIC belongs to a GPU
    if r >= g:  # R/G NICs of its own each
        assert all(len(x) == r // g for x in nics) and sum(len(x) for x in nics) == r
    else:  # G/R GPUs share each NIC
        assert all(len(x) == 1 for x in nics) and [x[0] for x in nics] == [i * r // g for i in range(g)]


def test_ledger_charges_each_link_class():
    f = Fabric(12, 4, 2, nodes_per_leaf=2)  # 3 nodes of 4, leaves {0, 1} and {2}
    led = Ledger(f)
    led.charge([0, 1], [1, 5], [10.0, 20.0], channel=3, reduce=True)  # inside node 0; node 0 -> node 1
    led.charge([4], [8], [7.0], channel=0)  # node 1 -> node 2: crosses the tier
    assert led.up_out[0] == 10 and led.up_in[1] == 10 and led.up_out.sum() == 10
    assert led.nic_out[0, 1] == 20 and led.nic_in[1, 1] == 20  # channel 3 on NIC 3 mod 2
    assert led.nic_out[1, 0] == 7 and led.nic_in[2, 0] == 7
    assert led.tier_up.tolist() == [7.0, 0.0] and led.tier_down.tolist() == [0.0, 7.0]
    assert led.sent.tolist()[:2] == [10, 20] and led.received[5] == 20 and led.reduced[5] == 20 and led.reduced[8] == 0
    assert led.scale_up_per_gpu == 10 and led.nic_per_node == 20 and led.nic_per_nic == 20 and led.tier_per_leaf == 7


def test_partial_node_uses_fewer_nics():
    f = Fabric(12, 8, 8)  # the last node holds 4 GPUs: 4 of its NICs
    assert f.nics_array.tolist() == [8, 4] and f.channels == 8
    led = Ledger(f)
    led.charge([7], [8], [1.0], channel=6)  # channel 6 crosses on NIC 6 of node 0, NIC 2 of node 1
    assert led.nic_out[0, 6] == 1 and led.nic_in[1, 2] == 1


def test_hop_kinds():
    f = Fabric(8, 2, 1, nodes_per_leaf=2)
    assert f.kind(np.array([0, 1, 3]), np.array([1, 2, 4])).tolist() == [INTRA, INTER, TIER]
    assert Fabric(8, 2, 1).kind(np.array([3]), np.array([4])).tolist() == [INTER]  # one leaf: no tier


def test_chain_follows_the_heaviest_dependency():
    f = Fabric(4, 2, 1)
    ch = Chain(f, (1.0, 10.0, 100.0))
    ch.hop([0, 2], [1, 3])  # two intra hops
    ch.hop([1], [2])  # inter: extends 0 -> 1's chain
    ch.hop([3, 2], [0, 0])  # two candidates into 0: 2 -> 0 carries 1 intra + 1 inter + this inter hop
    t, counts = ch.critical()
    assert t == 1 + 10 + 10 and counts.tolist() == [1, 2, 0]
    assert ch.rounds == 3


@pytest.mark.parametrize("kwargs", [dict(workers=0, gpus_per_node=1, nics_per_node=1),
                                    dict(workers=4, gpus_per_node=0, nics_per_node=1),
                                    dict(workers=4, gpus_per_node=2, nics_per_node=0),
                                    dict(workers=4, gpus_per_node=2, nics_per_node=1, nodes_per_leaf=0.5)])
def test_bad_fabric_is_refused(kwargs):
    with pytest.raises(RingcalcError):
        Fabric(**kwargs)


def test_fabric_of_a_cluster():
    c = SimpleNamespace(gpus_per_node=8, nics_per_node=4, nodes_per_leaf=math.inf, ring_exits_own_nic=False)
    f = Fabric.of(c, 20)
    assert (f.nodes, f.channels, f.leaves) == (3, 4, 1)
    assert "the last holds 4" in f.describe()
