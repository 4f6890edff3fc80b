"""The cluster models (ringcalc/symbolic/cluster.py, collectives/nccl.py, collectives/on_cluster.py).

* With one GPU and one NIC per node, every fraction 1, no tier, NCCL's constants
  at 0 and the protocol factor 1, each cluster model is its link model: the seed's
  model is the cluster model's special case (issue 16: "G = 1 with one link is
  today's model"). NCCL's tree is the exception: NCCL counts its depth as
  floor(log2 n) (tuning.cc), the link model as ceil(log2 N).
* The generated numerics equal the sympy expressions (hypothesis).
* Physical reference values: the ring's bus bandwidth is min(eta_up B_intra,
  R eta_net B); the tree moves half the ring's bytes through the NICs at two
  nodes; NVLS moves K per GPU.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.numeric import _generated as gen
from ringcalc.symbolic.collectives import cluster_registry, registry

ONE_LINK = dict(G=1, R_nic=1, eta_net=1.0, eta_up=1.0, eta_nvls=1.0, f_proto=1.0, L_base=0.0, alpha_intra=0.0,
                alpha_ovh=0.0, plat=1.0, alpha_hop=0.0, n_leaf=math.inf, o_sub=1.0, B_intra=1e30, s_nvls=0.0,
                s_sharp=0.0, x_exit=0.0)
SHARED = sorted(set(registry()) & set(cluster_registry()) - {"double-binary-tree/all-reduce", "flat-ring/all-reduce",
                                                             "hierarchical-ring/all-reduce"})


@pytest.mark.parametrize("key", SHARED)
@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 12, 64, 100])
def test_one_gpu_and_one_nic_per_node_is_the_link_model(key, n):
    values = dict(N=n, K=3.7e8, B=12.5e9, alpha=5e-6, gamma=1e-10)
    link = gen.MODELS[key]["time"](**values)
    on_cluster = gen.CLUSTER_MODELS[key]["time"](**values, **ONE_LINK)
    assert float(on_cluster) == pytest.approx(float(link), rel=1e-12, abs=1e-18)


def test_ncclss_tree_on_one_link_sends_k_then_3k_over_2_then_2k_per_node():
    """NCCL's double binary tree (src/graph/trees.cc @ 5067397c, ncclGetDtree): with two nodes each tree has one edge,
    a node sends K; with three the second tree is shifted, a node sends 3K/2; from four, an inner node of one tree
    and a leaf of the other sends 2K (the executor, ringcalc/executor/nccl_tree.py, shows it)."""
    values = dict(K=1e9, B=12.5e9, alpha=0.0, gamma=0.0)
    for n, factor in ((2, 1.0), (3, 1.5), (4, 2.0), (7, 2.0), (64, 2.0)):
        tree = gen.CLUSTER_MODELS["double-binary-tree/all-reduce"]["time"](N=n, **values, **ONE_LINK)
        assert float(tree) == pytest.approx(factor * 1e9 / 12.5e9, rel=1e-12)


@settings(max_examples=40, deadline=None)
@given(key=st.sampled_from(sorted(cluster_registry())), n=st.integers(1, 300), g=st.sampled_from([1, 2, 4, 8]),
       r=st.sampled_from([1, 2, 8, 32]), k=st.floats(1.0, 1e11), leaf=st.sampled_from([2.0, 16.0, math.inf]))
def test_generated_numerics_equal_the_expressions(key, n, g, r, k, leaf):
    model = cluster_registry()[key]
    values = dict(N=n, K=k, G=g, R_nic=r, B=50e9, B_intra=450e9, eta_net=0.93, eta_up=0.8, eta_nvls=0.6, f_proto=0.92,
                  L_base=8e-6, alpha_intra=3e-6, alpha=14e-6, alpha_ovh=3e-6, plat=1.4, alpha_hop=1e-6, n_leaf=leaf,
                  o_sub=2.0, gamma=1e-11, s_nvls=1.0, s_sharp=0.0, x_exit=0.0)
    symbols = {s: values[s.name] for s in model.time.free_symbols}
    want = float(model.time.subs({s: (sp.oo if v == math.inf else v) for s, v in symbols.items()}).evalf())
    got = float(gen.CLUSTER_MODELS[key]["time"](**values))
    assert got == pytest.approx(want, rel=1e-9)


def _busbw(key, n, **kw):
    k = 8 * 2**30
    values = dict(N=n, K=k, G=8, R_nic=8, B=50e9, B_intra=450e9, eta_net=0.93, eta_up=0.8, eta_nvls=0.6, f_proto=1.0,
                  L_base=0.0, alpha_intra=0.0, alpha=0.0, alpha_ovh=0.0, plat=1.0, alpha_hop=0.0, n_leaf=math.inf,
                  o_sub=1.0, gamma=0.0, x_exit=0.0)
    values.update(kw)
    t = float(gen.CLUSTER_MODELS[key]["time"](**values))
    return k / t * 2 * (n - 1) / n


def test_ring_bus_bandwidth_is_the_slower_of_the_scale_up_link_and_the_nics():
    assert _busbw("ring/all-reduce", 8) == pytest.approx(0.8 * 450e9)  # one node: NVLink
    assert _busbw("ring/all-reduce", 16) == pytest.approx(min(0.8 * 450e9, 8 * 0.93 * 50e9))
    assert _busbw("ring/all-reduce", 64, B=12.5e9) == pytest.approx(8 * 0.93 * 12.5e9)  # 100G NICs bind


def test_the_tree_at_two_nodes_carries_half_the_rings_bytes_through_the_nics():
    # per node: K through the NICs (one tree edge each way per tree) against 2(n-1)/n K for a ring
    ring = _busbw("ring/all-reduce", 16, B=12.5e9)
    tree = _busbw("double-binary-tree/all-reduce", 16, B=12.5e9)
    assert tree == pytest.approx(ring * 2 * 15 / 16, rel=1e-12)
    many = _busbw("double-binary-tree/all-reduce", 64, B=12.5e9)  # from four nodes: 2K per node, as the ring
    assert many == pytest.approx(ring * 63 / 64 * 64 / 64 * (2 * 63 / 64) / (2 * 63 / 64), rel=1e-12)


def test_nvls_moves_the_buffer_once_per_gpu():
    # NVLS algbw = eta_nvls B_intra on one node (busbw 2(N-1)/N times that): 0.6 x 450 GB/s = 270 GB/s
    assert _busbw("nvls/all-reduce", 8) == pytest.approx(0.6 * 450e9 * 2 * 7 / 8)


def test_a_partial_node_and_the_tier():
    # 12 ranks on 8-GPU nodes: the last node's 4 NICs carry every ring
    full, partial = (8 * 2**30 / _busbw("ring/all-reduce", n, B=1e9) * 2 * (n - 1) / n for n in (16, 12))
    assert partial / full == pytest.approx((2 * 11 / 12 / 4) / (2 * 15 / 16 / 8), rel=1e-12)
    # leaves of 2 nodes at 4:1 slow a ring spanning leaves by 4/2; the all-to-all by 4
    base = _busbw("ring/all-reduce", 64, B=1e9)
    assert _busbw("ring/all-reduce", 64, B=1e9, n_leaf=2.0, o_sub=4.0) == pytest.approx(base / 2)
    assert _busbw("ring/all-reduce", 64, B=1e9, n_leaf=2.0, o_sub=2.0) == pytest.approx(base)


@settings(max_examples=60, deadline=None)
@given(leaf=st.integers(1, 64), extra=st.integers(1, 200), o=st.floats(1.0, 16.0))
def test_an_all_to_all_pays_the_tier_for_the_share_of_its_bytes_that_leave_a_leaf(leaf, extra, o):
    """A full leaf's nodes send (nodes - n_leaf)/(nodes - 1) of their all-to-all bytes through uplinks of 1/o of their
    NICs: the NIC-bound time grows by max(1, o x that share). Before, every byte paid o once the job spanned two
    leaves: one node past a leaf of 384 under 7:1 made it 5.9x slower (the cluster hunt)."""
    nodes = leaf + extra
    n = nodes * 8
    flat = _busbw("ring/all-to-all", n, B=1e9, B_intra=1e30)
    tiered = _busbw("ring/all-to-all", n, B=1e9, B_intra=1e30, n_leaf=float(leaf), o_sub=o)
    share = (nodes - leaf) / (nodes - 1)
    assert flat / tiered == pytest.approx(max(1.0, o * share), rel=1e-9)


def test_every_cluster_model_is_zero_for_one_worker():
    values = dict(N=1, K=1e9, G=8, R_nic=8, B=50e9, B_intra=450e9, eta_net=0.93, eta_up=0.8, eta_nvls=0.6,
                  f_proto=1.0, L_base=0.0, alpha_intra=0.0, alpha=0.0, alpha_ovh=0.0, plat=1.0, alpha_hop=0.0,
                  n_leaf=math.inf, o_sub=1.0, gamma=1e-10, x_exit=0.0)
    for key, fns in gen.CLUSTER_MODELS.items():
        if key.startswith(("pat/",)):
            continue  # PAT's linear latency term is NCCL's, independent of the bytes
        assert np.isclose(float(fns["time"](**values)), 0.0, atol=1e-15) or key.split("/")[0] in (
            "nvls", "collnet-direct", "collnet-chain", "nvls-tree"), key
