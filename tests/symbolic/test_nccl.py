"""NCCL's algorithms on the cluster (ringcalc/symbolic/collectives/nccl.py): the chain and tree byte factors.

Reference: NVIDIA/nccl at commit 5067397c2676d5aed50042fc39e5c8ee96eb0027, ``src/graph/trees.cc``
(``ncclGetDtree``: for three nodes the second tree is the first shifted by one, 0 -> 2 -> 1 and 1 -> 0 -> 2, so no
node has two children) and ``src/graph/connect.cc`` (the intra-node chain: ``tree.up = intra[i-1]``,
``tree.down[0] = intra[i+1]``); the executed trees (tests/executor/test_nccl_tree.py) count the same bytes.
"""

from __future__ import annotations

import pytest
import sympy as sp

from ringcalc.symbolic import cluster as c
from ringcalc.symbolic.collectives.nccl import TREE_NET_FACTOR, TREE_UP_FACTOR
from ringcalc.symbolic.symbols import G, N


@pytest.mark.parametrize("nodes,factor", [(2, 1), (3, sp.Rational(3, 2)), (4, 2), (5, 2), (64, 2)])
def test_tree_bytes_through_a_nodes_nics(nodes, factor):
    assert TREE_NET_FACTOR.subs({N: 8 * nodes, G: 8}) == factor


@pytest.mark.parametrize("g,factor", [(1, 0), (2, 1), (3, 2), (8, 2)])
def test_chain_bytes_over_the_scale_up_link(g, factor):
    assert TREE_UP_FACTOR.subs({N: 4 * g, G: g}) == factor
    assert c.multi_gpu.subs({N: 4 * g, G: g}) == (g > 1)
