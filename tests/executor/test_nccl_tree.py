"""NCCL's two-level tree on a simulated cluster: the tree shapes, exact results, the bytes on each link class.

Shapes: the illustrations in NVIDIA/nccl ``src/graph/trees.cc`` at commit
5067397c2676d5aed50042fc39e5c8ee96eb0027 (``ncclGetBtree`` for 14 ranks,
``ncclGetDtree``'s mirror for 12 and shift for 13).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.executor.check import random_buffers
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.nccl_tree import btree, dtree, rank_tree, tree_allreduce
from ringcalc.executor.numerics import numerics_report

# trees.cc: "0---8, 8 -> 4 12, 4 -> 2 6, 12 -> 10 13, 2 -> 1 3, 6 -> 5 7, 10 -> 9 11"
BTREE_14 = {0: [8], 8: [4, 12], 4: [2, 6], 12: [10, 13], 2: [1, 3], 6: [5, 7], 10: [9, 11]}
# the mirror for 12 ranks: "11---3, 3 -> 1 7, 1 -> 0 2, 7 -> 5 9, 5 -> 4 6, 9 -> 8 10"
MIRROR_12 = {11: [3], 3: [1, 7], 1: [0, 2], 7: [5, 9], 5: [4, 6], 9: [8, 10]}
# the shift for 13 ranks: "1---9, 9 -> 5 0, 5 -> 3 7, 0 -> 11, 3 -> 2 4, 7 -> 6 8, 11 -> 10 12"
SHIFT_13 = {1: [9], 9: [5, 0], 5: [3, 7], 0: [11], 3: [2, 4], 7: [6, 8], 11: [10, 12]}


def _children(tree_of, n):
    out = {}
    for r in range(n):
        up, d0, d1, _ = tree_of(r)
        kids = sorted(x for x in (d0, d1) if x != -1)
        if kids:
            out[r] = kids
    return out


def test_shapes_are_nccls():
    assert _children(lambda r: btree(14, r), 14) == {k: sorted(v) for k, v in BTREE_14.items()}
    assert _children(lambda r: dtree(12, r)[1], 12) == {k: sorted(v) for k, v in MIRROR_12.items()}
    assert _children(lambda r: dtree(13, r)[1], 13) == {k: sorted(v) for k, v in SHIFT_13.items()}


@settings(max_examples=150, deadline=None)
@given(n=st.integers(1, 600))
def test_both_trees_span_the_nodes(n):
    for which in (0, 1):
        parent = {r: dtree(n, r)[which][0] for r in range(n)}
        assert sum(p == -1 for p in parent.values()) == 1
        for r, p in parent.items():
            if p != -1:  # the parent lists the child as the child type says
                _, d0, d1, _ = dtree(n, p)[which]
                assert (d0 == r) == (dtree(n, r)[which][3] == 0) and r in (d0, d1)
        depth = 0
        for r in range(n):  # every node reaches the root within ceil(log2 n) edges
            k, x = 0, r
            while parent[x] != -1:
                x, k = parent[x], k + 1
                assert k <= n
            depth = max(depth, k)
        assert depth == (n - 1).bit_length()


def _node_edges(n):
    """Tree edges each node has in each tree (parent + children): what its NICs carry, in halves of the buffer."""
    return [sum((u != -1) + (d0 != -1) + (d1 != -1) for u, d0, d1, _ in dtree(n, m)) for m in range(n)]


@pytest.mark.parametrize("n,busiest", [(1, 0), (2, 2), (3, 3), (4, 4), (5, 4), (8, 4), (13, 4), (64, 4), (100, 4)])
def test_a_node_has_at_most_four_tree_edges(n, busiest):
    # 2 edges (K) at two nodes, 3 (3K/2) at three: ncclGetDtree's shift leaves no node with two children there
    assert max(_node_edges(n)) == busiest


def _run(n, g, r, k=96, op="sum", dtype="float32"):
    f = Fabric(n, g, r)
    bufs = random_buffers(n, k, dtype, seed=n * 100 + g)
    return f, bufs, tree_allreduce(bufs, op, f)


@pytest.mark.parametrize("n,g,r", [(1, 1, 1), (2, 2, 1), (5, 1, 2), (8, 4, 4), (12, 8, 8), (13, 4, 2), (24, 8, 16),
                                   (7, 2, 1), (33, 8, 4)])
@pytest.mark.parametrize("op,dtype", [("sum", "float32"), ("avg", "float64"), ("max", "int32"), ("sum", "int64")])
def test_results_are_exact(n, g, r, op, dtype):
    f, bufs, run = _run(n, g, r, k=50, op=op, dtype=dtype)
    rep = numerics_report(bufs, run.outputs, op)
    assert rep.result_matches and rep.bitwise_identical


def test_every_rank_but_the_root_has_one_parent():
    f = Fabric(20, 8, 4)
    for which in (0, 1):
        parent, children = rank_tree(f, which)
        assert (parent == -1).sum() == 1
        assert sorted(c for kids in children for c in kids) == sorted(np.flatnonzero(parent >= 0).tolist())


@pytest.mark.parametrize("g,up_factor", [(2, 1.0), (3, 2.0), (4, 2.0), (8, 2.0)])
@pytest.mark.parametrize("nodes", [1, 2, 3, 4, 5])
def test_chain_bytes_on_the_scale_up_link(g, up_factor, nodes):
    # inside the chain a GPU sends K/2 up and K/2 down per tree: 2K; with two GPUs each sends one way only: K
    f, _, run = _run(g * nodes, g, g, k=96)
    assert run.ledger.scale_up_per_gpu == up_factor * 96 * 4


@pytest.mark.parametrize("nodes,net_factor", [(2, 1.0), (3, 1.5), (4, 2.0), (5, 2.0), (7, 2.0), (8, 2.0)])
@pytest.mark.parametrize("g,r", [(1, 1), (4, 2), (8, 8), (4, 8)])
def test_node_bytes_through_the_nics(nodes, net_factor, g, r):
    f, _, run = _run(g * nodes, g, r, k=96)
    k = 96 * 4
    assert run.ledger.nic_per_node == net_factor * k
    assert run.ledger.nic_per_nic == net_factor * k / f.channels  # two trees per channel, one channel per NIC


def test_one_node_is_a_chain_with_no_network():
    f, _, run = _run(6, 8, 8)
    assert run.ledger.nic_per_node == 0 and run.hops.tolist() == [10, 0, 0]  # 5 hops up, 5 down


@pytest.mark.parametrize("nodes", [2, 3, 4, 5, 8, 9])
def test_hops_between_nodes_are_twice_the_tree_depth(nodes):
    # weights make every hop between nodes outweigh any number of hops inside one
    f = Fabric(nodes * 4, 4, 4)
    run = tree_allreduce(random_buffers(nodes * 4, 16, "float32"), "sum", f, weights=(1.0, 1000.0, 1e6))
    assert run.hops[1] == 2 * (nodes - 1).bit_length()
