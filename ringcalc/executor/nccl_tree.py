"""NCCL's tree all-reduce, executed on a simulated cluster: a chain in each node, a double binary tree between nodes.

The shape is NCCL's (NVIDIA/nccl at commit 5067397c):

* between nodes, ``ncclGetDtree`` (``src/graph/trees.cc``): tree 0 is the
  binary tree of ``ncclGetBtree`` over the node indices, tree 1 its mirror
  (``n - 1 - node``) for an even node count and its shift by one for an odd one,
  so that a node inner in one tree is a leaf in the other;
* inside a node, a chain through its GPUs in order (``connect.cc``,
  ``ncclTopoPreset``: ``tree.up = intra[i-1]``, ``tree.down[0] = intra[i+1]``);
* the join (``connectTrees``), with NCCL's first tree pattern
  ``NCCL_TOPO_PATTERN_BALANCED_TREE`` (``init.cc``): a node's first GPU talks
  to its parent node and to its second child node, its second GPU to its
  first child node (with one GPU per node, the pattern is
  ``NCCL_TOPO_PATTERN_TREE``: all on that GPU, ``search.cc``).

The buffer is cut into ``2C`` slices (``C`` channels, one per NIC the busiest
node uses): slices ``0 .. C-1`` go through tree 0, ``C .. 2C-1`` through tree 1,
slice ``c`` and ``C + c`` crossing nodes on NIC ``c``. Each tree reduces its
half up to its root and broadcasts the result down; NCCL pipelines both
directions, so every link carries its reduction and its broadcast bytes at
once (one stage).

Bytes: a GPU inside a chain sends ``k/2`` up and ``k/2`` down per tree, ``2k``
in all, over its scale-up link (``k`` with two GPUs per node: each sends only
one way). A node sends ``k/2`` through its NICs per tree edge it has in each
tree: ``k`` with two nodes, ``3k/2`` with three, ``2k`` from four (a node
inner in one tree, a leaf in the other).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ringcalc.executor.buffers import chunk_bounds, finalize_avg, prepare, ufunc_for
from ringcalc.executor.cluster_run import ClusterRun, Recorder, finish
from ringcalc.executor.fabric import Fabric
from ringcalc.numeric.nccl_trees import btree, dtree

__all__ = ["btree", "dtree", "rank_tree", "tree_allreduce"]


def rank_tree(fabric: Fabric, which: int) -> tuple[np.ndarray, list[list[int]]]:
    """Parent of each rank (-1 at the root) and children lists of tree ``which`` (0 or 1) on the cluster."""
    n = fabric.workers
    parent = np.full(n, -1, dtype=np.int64)
    children: list[list[int]] = [[] for _ in range(n)]
    nodes = fabric.nodes
    ranks = [fabric.node_ranks(m) for m in range(nodes)]
    head = [r[0] for r in ranks]
    second = [r[1] if len(r) > 1 else r[0] for r in ranks]  # BALANCED_TREE: first child node on the second GPU
    for m in range(nodes):
        chain = ranks[m]
        for i in range(1, len(chain)):
            parent[chain[i]] = chain[i - 1]
            children[chain[i - 1]].append(chain[i])
        up, d0, d1, child_type = dtree(nodes, m)[which]
        if up != -1:
            p_up, p_d0, p_d1, _ = dtree(nodes, up)[which]
            if (p_d0 == m) != (child_type == 0) or m not in (p_d0, p_d1):  # pragma: no cover - a port error
                raise RuntimeError(f"NCCL's double binary tree: node {m} and its parent {up} disagree")
            via = second[up] if child_type == 0 else head[up]
            parent[head[m]] = via
            children[via].append(head[m])
    return parent, children


def _levels(parent: np.ndarray, children: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    """Height (0 at a leaf) and depth (0 at the root) of every rank."""
    n = parent.size
    depth = np.zeros(n, dtype=np.int64)
    order = [int(np.flatnonzero(parent == -1)[0])]
    for r in order:  # breadth first from the root
        for ch in children[r]:
            depth[ch] = depth[r] + 1
            order.append(ch)
    height = np.zeros(n, dtype=np.int64)
    for r in reversed(order):
        if children[r]:
            height[r] = 1 + max(height[ch] for ch in children[r])
    return height, depth


def tree_allreduce(buffers: Sequence[np.ndarray], op: str, fabric: Fabric,
                   weights: tuple[float, float, float] = (1.0, 2.0, 3.0)) -> ClusterRun:
    """All-reduce with NCCL's two-level tree on ``fabric`` (module docstring for the shape and bytes)."""
    prep, op = prepare(buffers, op)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    if fabric.workers != n:
        from ringcalc.errors import RingcalcError

        raise RingcalcError(f"the fabric places {fabric.workers} ranks, the run has {n} buffers", option="workers")
    channels = fabric.channels
    bounds = chunk_bounds(k, 2 * channels)
    f = ufunc_for(op)
    outs = [x.copy() for x in prep.flats]
    rec = Recorder(fabric, weights)
    rec.stage("tree")
    for which in (0, 1):
        lo, hi = int(bounds[which * channels]), int(bounds[(which + 1) * channels])
        part = (bounds[which * channels + 1:(which + 1) * channels + 1] - bounds[which * channels:(which + 1) * channels]) * isz
        parent, children = rank_tree(fabric, which)
        height, depth = _levels(parent, children)
        root = int(np.flatnonzero(parent == -1)[0])
        for h in range(int(height.max(initial=0)) + 1):  # reduce: a rank sends once all its children have
            for r in np.flatnonzero(height == h):
                for ch in children[r]:
                    f(outs[r][lo:hi], outs[ch][lo:hi], out=outs[r][lo:hi])
            senders = np.flatnonzero((height == h) & (parent >= 0))
            _send(rec, senders, parent[senders], part, reduce=True)
            rec.hop(which, senders, parent[senders])
        if op == "avg":
            finalize_avg(outs[root][lo:hi], n)
        for d in range(int(depth.max(initial=0))):  # broadcast: the root's result down the tree
            src = np.array([r for r in np.flatnonzero(depth == d) for _ in children[r]], dtype=np.int64)
            dst = np.array([ch for r in np.flatnonzero(depth == d) for ch in children[r]], dtype=np.int64)
            for a, b in zip(src, dst):
                outs[b][lo:hi] = outs[a][lo:hi]
            _send(rec, src, dst, part, reduce=False)
            rec.hop(which, src, dst)
    pattern = "TREE (one GPU per node)" if fabric.gpus_per_node == 1 else "BALANCED_TREE"
    notes = [f"{channels} channel{'s' * (channels > 1)} x 2 trees, NCCL's pattern {pattern}"]
    return finish("double-binary-tree", op, outs, prep.shape, rec, k, isz, notes)


def _send(rec: Recorder, src: np.ndarray, dst: np.ndarray, part: np.ndarray, *, reduce: bool) -> None:
    """Each message carries one slice per channel, each crossing nodes on its channel's NIC."""
    if src.size == 0:
        return
    for c, nbytes in enumerate(part):
        rec.send(src, dst, float(nbytes), c, reduce=reduce)
