"""NCCL's double binary tree between nodes, and the bytes it sends between leaf switches (pure Python).

``btree`` and ``dtree`` port ``ncclGetBtree`` and ``ncclGetDtree``
(``src/graph/trees.cc``, NVIDIA/nccl at commit 5067397c): tree 0 is the binary
tree over the node indices, tree 1 its mirror (``n - 1 - node``) for an even
node count and its shift by one for an odd one, so that a node inner in one
tree is a leaf in the other. The executor runs them
(:mod:`ringcalc.executor.nccl_tree`), and the cost models read from them, through
:func:`tree_tier_bytes`, what the trees send across the tier above the leaf
switches: no sympy and no numpy here, so that one answer of the CLI
(:mod:`ringcalc.numeric._scalar`) imports neither.
"""

from __future__ import annotations

import functools
import math


def btree(nranks: int, rank: int) -> tuple[int, int, int, int]:
    """``(up, down0, down1, child_type)`` of ``rank`` in NCCL's binary tree over ``nranks`` (``ncclGetBtree``).

    -1 marks no such neighbour; ``child_type`` is 0 when ``rank`` is its
    parent's lower child, 1 when the higher one.
    """
    bit = 1
    while bit < nranks and not bit & rank:
        bit <<= 1
    if rank == 0:
        return -1, -1, (bit >> 1 if nranks > 1 else -1), 0
    up = (rank ^ bit) | (bit << 1)
    if up >= nranks:
        up = rank ^ bit
    low = bit >> 1
    down0 = -1 if low == 0 else rank - low
    down1 = -1 if low == 0 else rank + low
    while down1 >= nranks:
        down1 = -1 if low == 0 else rank + low
        low >>= 1
    return up, down0, down1, 0 if rank < up else 1


def dtree(nranks: int, rank: int) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    """Both trees of NCCL's double binary tree for ``rank`` (``ncclGetDtree``): the btree, then its mirror or shift."""
    first = btree(nranks, rank)
    if nranks % 2:
        up, d0, d1, ct = btree(nranks, (rank - 1) % nranks)
        back = [-1 if x == -1 else (x + 1) % nranks for x in (up, d0, d1)]
    else:
        up, d0, d1, ct = btree(nranks, nranks - 1 - rank)
        back = [-1 if x == -1 else nranks - 1 - x for x in (up, d0, d1)]
    return first, (back[0], back[1], back[2], ct)


LOOP_NODES = 2048
"""Above this many nodes the edges are counted with numpy (:func:`_tier_bytes_numpy`), a loop in Python below."""
COUNTED_NODES = 2**20
"""Above this many nodes (no job has them) the edges are not counted: :func:`tree_tier_bytes` gives the bound
``2 ceil(log2 n_leaf) + 3`` (2 for leaves of one node), which every count of leaves of 1 to 512 nodes in jobs of up to
40 leaves stays within (12 of 21 for leaves of 512)."""


@functools.lru_cache(maxsize=4096)
def _tier_bytes(nodes: int, per_leaf: int) -> float:
    if nodes > LOOP_NODES:
        return _tier_bytes_numpy(nodes, per_leaf)
    crossings: dict[int, int] = {}
    for m in range(nodes):
        for tree in dtree(nodes, m):
            up = tree[0]
            if up >= 0 and m // per_leaf != up // per_leaf:
                for leaf in (m // per_leaf, up // per_leaf):
                    crossings[leaf] = crossings.get(leaf, 0) + 1
    return max(crossings.values(), default=0) / 2


def _tier_bytes_numpy(nodes: int, per_leaf: int) -> float:
    """:func:`_tier_bytes` for many nodes: every node's parent in both trees at once (``btree``'s ``up``)."""
    import numpy

    def up(rank):  # btree's parent of ranks >= 1: clear the lowest set bit and set the next, or clear it
        bit = rank & -rank
        parent = (rank ^ bit) | (bit << 1)
        return numpy.where(parent >= nodes, rank ^ bit, parent)

    m = numpy.arange(1, nodes, dtype=numpy.int64)  # node 0 is the first tree's root
    if nodes % 2:  # the second tree: the first shifted by one; its root is node 1
        second = numpy.arange(nodes, dtype=numpy.int64)
        second = second[second != 1]
        parent2 = (up((second - 1) % nodes) + 1) % nodes
    else:  # the mirror; its root is node n - 1
        second = numpy.arange(nodes - 1, dtype=numpy.int64)
        parent2 = nodes - 1 - up(nodes - 1 - second)
    child = numpy.concatenate([m, second])
    parent = numpy.concatenate([up(m), parent2])
    a, b = child // per_leaf, parent // per_leaf
    cut = a != b
    counts = numpy.bincount(numpy.concatenate([a[cut], b[cut]]), minlength=1)
    return float(counts.max()) / 2


def tree_tier_bytes(nodes: float, nodes_per_leaf: float) -> float:
    """Bytes the busiest leaf sends across the tier above it per byte of buffer, in NCCL's double binary tree.

    Each tree carries half the buffer and every tree edge carries it both ways
    (the reduction up, the broadcast down), so a leaf sends, and receives, half a
    byte per byte of buffer for each edge of either tree between one of its nodes
    and a node under another leaf. The nodes are numbered in order under leaves
    of ``nodes_per_leaf`` (node ``m`` under leaf ``m // nodes_per_leaf``, the
    executor's placement); 0 within one leaf. A ring sends one node's bytes out
    of each leaf; the trees, whose edges between leaves grow with the log of a
    leaf's size, up to 5 nodes' worth in leaves of up to 37 nodes (a node sends 2
    bytes per byte from four nodes on; a leaf of 21 nodes in a job of 64, 10).

    Parameters
    ----------
    nodes : float
        Nodes of the job (a whole number >= 1).
    nodes_per_leaf : float
        Nodes under one leaf switch (inf: no tier; a fraction counts its whole nodes).

    Returns
    -------
    float
        Bytes per byte of buffer, a multiple of 1/2.
    """
    if not math.isfinite(nodes_per_leaf) or not math.isfinite(nodes):
        return 0.0
    n, per_leaf = int(nodes), max(1, int(nodes_per_leaf))
    if n <= per_leaf:
        return 0.0
    if n > COUNTED_NODES:
        return 2.0 if per_leaf == 1 else 2.0 * (per_leaf - 1).bit_length() + 3.0
    return _tier_bytes(n, per_leaf)


def tree_tier_bytes_array(nodes, nodes_per_leaf):
    """:func:`tree_tier_bytes` over numpy arrays (broadcast), for the vectorized models."""
    import numpy

    return numpy.vectorize(tree_tier_bytes, otypes=[float])(nodes, nodes_per_leaf)
