"""The tree's bytes through a node's NICs against NCCL's double binary tree, node by node.

Reference: ``ncclGetDtree`` (NVIDIA/nccl ``src/graph/trees.cc`` @ 5067397c), as
:func:`ringcalc.executor.nccl_tree.dtree` runs it. In each of the two trees a
node sends its half of the buffer once to its parent (reduce) and once to each
child (broadcast), so its NIC bytes per byte of buffer are half its edge count.
"""

from __future__ import annotations

import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.executor.nccl_tree import dtree
from ringcalc.symbolic import cluster as c
from ringcalc.symbolic.collectives.nccl import TREE_LAST_NET_FACTOR, TREE_NET_FACTOR


def bytes_per_byte(nodes: int, node: int) -> float:
    return sum((up != -1) + (d0 != -1) + (d1 != -1) for up, d0, d1, _ in dtree(nodes, node)) / 2


def node_count_expr(expr: sp.Expr, nodes: int) -> float:
    """The factor at a node count (it depends on N and G only through nodes = ceil(N/G))."""
    value = expr.xreplace({c.nodes: sp.Integer(nodes)})
    assert not value.free_symbols
    return float(value)


@settings(max_examples=60, deadline=None)
@given(nodes=st.integers(2, 600))
def test_last_and_busiest_node_factors_are_the_executed_trees(nodes):
    executed = [bytes_per_byte(nodes, m) for m in range(nodes)]
    assert node_count_expr(TREE_LAST_NET_FACTOR, nodes) == executed[-1]
    assert node_count_expr(TREE_NET_FACTOR, nodes) == max(executed)
    assert executed[-1] <= max(executed[:-1])  # a full node is never less busy than the last one
