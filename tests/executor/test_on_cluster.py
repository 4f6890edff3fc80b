"""Runs on a simulated cluster: the algorithms it runs, Horovod on rails, and the replay at the cluster's rates."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.executor.check import random_buffers
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.hierarchical import hierarchical_ring_allreduce
from ringcalc.executor.numerics import numerics_report
from ringcalc.executor.on_cluster import (
    IN_NETWORK, bandwidth_time, elements_grain, hop_weights, latency_time, link_rates, replay, run_on_cluster,
)

VALUES = {"B": 50e9, "B_intra": 450e9, "eta_net": 0.9, "eta_up": 0.8, "eta_nvls": 0.6, "f_proto": 0.5, "o_sub": 2.0,
          "n_leaf": 2.0, "alpha": 10e-6, "alpha_intra": 2e-6, "alpha_ovh": 3e-6, "alpha_hop": 1e-6, "L_base": 5e-6,
          "plat": 1.4, "gamma": 1e-12}


@pytest.mark.parametrize("n,g,r", [(16, 8, 8), (16, 8, 4), (8, 2, 4), (6, 3, 1), (40, 8, 16), (4, 4, 4)])
def test_horovod_on_rails(n, g, r):
    f = Fabric(n, g, r)
    k_el = elements_grain("hierarchical-ring", f) * 3
    bufs = random_buffers(n, k_el, "float32", seed=n)
    run = run_on_cluster("hierarchical-ring", bufs, "sum", f)
    assert numerics_report(bufs, run.outputs, "sum").result_matches
    # the same messages as the executor of ringcalc.executor.hierarchical, now on the cluster's links
    plain = hierarchical_ring_allreduce(bufs, "sum", gpus_per_node=min(n, g))
    assert np.array_equal(run.ledger.sent, plain.bytes_sent)
    assert np.array_equal(run.ledger.up_out, plain.extra["bytes_sent_intra"])
    nodes, k = f.nodes, k_el * 4
    assert run.ledger.nic_per_node == pytest.approx(2 * (nodes - 1) / nodes * k)  # g rails of 2(n-1)/n K/g each
    assert run.ledger.nic_per_nic == pytest.approx(2 * (nodes - 1) / nodes * k / f.channels)
    stages = ["intra-reduce-scatter", "inter", "intra-all-gather"]
    assert list(run.stages) == (stages if nodes > 1 else stages[::2])
    assert run.hops.tolist()[:1] == [2 * (min(n, g) - 1)] and sum(run.hops) == 2 * (min(n, g) - 1) + 2 * (nodes - 1)


def test_horovod_needs_equal_nodes():
    with pytest.raises(RingcalcError, match="same number of ranks on every node"):
        run_on_cluster("hierarchical-ring", random_buffers(12, 24, "float32"), "sum", Fabric(12, 8, 8))


def test_unknown_algorithm_is_refused_with_the_list():
    with pytest.raises(RingcalcError, match="runs all-reduce with ring, flat-ring, double-binary-tree"):
        run_on_cluster("rabenseifner", random_buffers(4, 4, "float32"), "sum", Fabric(4, 2, 2))


def test_rates_from_the_symbol_values():
    f = Fabric(32, 8, 4, nodes_per_leaf=2)
    rates = link_rates(VALUES, f, "ring")
    assert rates == pytest.approx({"scale_up": 0.8 * 450e9 * 0.5, "nic": 0.9 * 50e9 * 0.5,
                                   "tier": 2 * 4 * 0.9 * 50e9 * 0.5 / 2.0})
    assert link_rates(VALUES, f, "nvls")["scale_up"] == pytest.approx(0.6 * 450e9 * 0.5)
    assert link_rates({**VALUES, "n_leaf": math.inf}, f, "ring")["tier"] == math.inf
    assert hop_weights(VALUES, f) == pytest.approx((3e-6, 10e-6, 12e-6))  # the overhead floors a step once multi-node
    assert hop_weights(VALUES, Fabric(8, 8, 4))[0] == 2e-6
    assert hop_weights(VALUES, f, "double-binary-tree")[0] == 2e-6  # the tree's model: alpha_intra, no floor


def test_replay_adds_stage_bottlenecks_latency_and_reduction():
    f = Fabric(16, 8, 8)
    k_el = elements_grain("hierarchical-ring", f)
    run = run_on_cluster("hierarchical-ring", random_buffers(16, k_el, "float64"), "sum", f, hop_weights(VALUES, f))
    rates = link_rates(VALUES, f, run.algorithm)
    k = k_el * 8
    by_stage = (7 / 8 * k / rates["scale_up"]) * 2 + (2 * 1 / 2 * k / 8) / rates["nic"]  # RS, AG; the rails' ring
    assert bandwidth_time(run, rates) == pytest.approx(by_stage, rel=1e-12)
    # Horovod's model: no L_base, no plateau, intra steps at alpha_intra (the ring's alpha_ovh floor is NCCL's)
    chain = 14 * 2e-6 + 2 * 10e-6
    assert latency_time(run, VALUES) == pytest.approx(chain, rel=1e-12)
    t = replay(run, VALUES)
    assert t["reduction_s"] == pytest.approx(15 / 16 * k * 1e-12)
    assert t["time_s"] == pytest.approx(t["bandwidth_s"] + t["latency_s"] + t["reduction_s"])


def test_in_network_has_no_latency_chain():
    f = Fabric(8, 8, 8)
    run = run_on_cluster("nvls", random_buffers(8, 8, "float32"), "sum", f)
    assert run.hops is None and math.isnan(latency_time(run, VALUES))
    assert run.to_dict()["scale_up_bytes_per_gpu"] == 32


@pytest.mark.parametrize("algorithm", ["ring", "double-binary-tree", "hierarchical-ring", "nvls", "collnet-direct"])
def test_grain_makes_every_slice_even(algorithm):
    f = Fabric(16, 8, 4)
    grain = elements_grain(algorithm, f)
    assert grain % f.channels == 0
    if algorithm in ("ring", "hierarchical-ring"):
        assert grain % 16 == 0


ALL = ["ring", "double-binary-tree", "hierarchical-ring", "nvls", "nvls-tree", "collnet-direct", "collnet-chain"]


@settings(max_examples=120, deadline=None)
@given(algorithm=st.sampled_from(ALL), g=st.integers(1, 8), r=st.integers(1, 16), n=st.integers(1, 40),
       k=st.integers(1, 70), op=st.sampled_from(["sum", "avg", "max"]), dtype=st.sampled_from(["float32", "int32"]))
def test_any_layout_gives_exact_results_and_conserves_bytes(algorithm, g, r, n, k, op, dtype):
    f = Fabric(n, g, r)
    bufs = random_buffers(n, k, dtype, seed=k)
    try:
        run = run_on_cluster(algorithm, bufs, op, f)
    except RingcalcError as e:  # only the documented refusals
        assert any(x in str(e) for x in ("same number of ranks", "two nodes or more", "single node")), str(e)
        return
    assert numerics_report(bufs, run.outputs, op).result_matches
    led = run.ledger
    assert led.up_out.sum() == pytest.approx(led.up_in.sum()) and led.nic_out.sum() == pytest.approx(led.nic_in.sum())
    assert led.tier_up.sum() == led.tier_down.sum() == 0  # one leaf
    if algorithm not in IN_NETWORK:  # every message GPU to GPU: what is sent is received, on one link class or the other
        assert led.sent.sum() == pytest.approx(led.received.sum())
        assert led.sent.sum() == pytest.approx(led.up_out.sum() + led.nic_out.sum())
        assert (run.hops >= 0).all() and run.steps >= (2 if n > 1 else 0)
