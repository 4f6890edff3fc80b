"""Schedules whose cost the textbook formulas only approximate, executed as MPICH and NCCL run them.

* :func:`recursive_halving_reduce_scatter`: MPICH
  ``src/mpi/coll/reduce_scatter/reduce_scatter_intra_recursive_halving.c``;
* :func:`bruck_alltoall`: MPICH ``src/mpi/coll/alltoall/alltoall_intra_brucks.c``
  (both read at pmodels/mpich commit 6a79bf6575c3b5b41cabbd3d59340634d6f9412d);
* :func:`double_binary_tree_allreduce`: the two trees of NCCL's ``ncclGetDtree``
  (``src/graph/trees.cc``, NVIDIA/nccl commit 5067397c2676d5aed50042fc39e5c8ee96eb0027),
  ported as :func:`nccl_dtree`.

Every function takes ``N`` equally shaped buffers and returns a
:class:`~ringcalc.executor.result.CollectiveResult` whose byte counts are
summed from the executed messages (inputs are never modified). The models of
:mod:`ringcalc.symbolic.collectives` cost these schedules, and
``tests/executor`` compares them byte for byte over a grid of N.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ringcalc.executor.buffers import chunk_bounds, finalize_avg, prepare, ufunc_for
from ringcalc.executor.result import CollectiveResult, StepLog


def _result(name: str, op: str, outs: list[np.ndarray], log: StepLog, n: int, k: int, isz: int) -> CollectiveResult:
    return CollectiveResult(name, op, outs, log.bytes_sent(), log.bytes_received(), len(log), log, n, k, isz)


# ---------------------------------------------------------------------- MPICH recursive halving


def recursive_halving_reduce_scatter(buffers: Sequence[np.ndarray], op: str = "sum") -> CollectiveResult:
    """Reduce-scatter by recursive halving, MPICH's schedule: worker ``i`` ends with reduced block ``i``.

    Blocks follow the chunk rule of :mod:`ringcalc.executor.buffers` (``c_i``
    elements, ``K`` in all). ``pof2 = 2**floor(log2 N)``, ``rem = N - pof2``.
    "pre": each even rank ``r < 2 rem`` sends its whole buffer to ``r + 1``,
    which combines it. The ``pof2`` participants (new rank ``r // 2`` for odd
    ``r < 2 rem``, ``r - rem`` above) own blocks in new-rank order, the first
    ``rem`` of them two (their own and their left neighbour's: MPICH's
    ``newcnts``). Rounds with mask ``m = pof2/2 .. 1``: partners ``newrank ^
    m`` split their current block range in halves, the lower new rank keeps
    the lower half, and each sends the half it gives up (no message when it is
    empty) and combines what it receives. "post": each odd ``r < 2 rem`` sends
    its left neighbour's block (``c_{r-1}``) back. Rounds:
    ``floor(log2 N) + 2 [rem > 0]``.
    """
    prep, op = prepare(buffers, op)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    f = ufunc_for(op)
    tmp = [x.copy() for x in prep.flats]
    bounds = chunk_bounds(k, n)
    log = StepLog(n)
    pof2 = 1 << (n.bit_length() - 1)
    rem = n - pof2 if k else 0  # MPICH returns at once when there is nothing to reduce
    if k == 0:
        pof2 = 1
    if rem:
        src = list(range(0, 2 * rem, 2))
        for r in src:
            f(tmp[r], tmp[r + 1], out=tmp[r + 1])  # lower rank's operand first
        log.add("pre", src, [r + 1 for r in src], [k * isz] * rem, reduce=True)

    def real(nr: int) -> int:
        return nr * 2 + 1 if nr < rem else nr + rem

    # new rank i owns old blocks [first[i], first[i + 1]) (two for i < rem): element range bounds[first[i]] ..
    first = [0] + [real(i) + 1 for i in range(pof2)]
    span = {nr: (0, pof2) for nr in range(pof2)}  # the new-rank block range each participant still reduces
    mask = pof2 >> 1
    while mask:
        src, dst, nbytes, keep = [], [], [], {}
        for nr in range(pof2):
            lo, hi = span[nr]
            mid = lo + mask
            keep[nr], give = ((lo, mid), (mid, hi)) if nr < nr ^ mask else ((mid, hi), (lo, mid))
            count = int(bounds[first[give[1]]] - bounds[first[give[0]]])
            if count:
                src.append(real(nr))
                dst.append(real(nr ^ mask))
                nbytes.append(count * isz)
        for nr in range(pof2):  # combine what the partner gives up (disjoint ranges: no order issue)
            a, b = real(nr), real(nr ^ mask)
            e0, e1 = int(bounds[first[keep[nr][0]]]), int(bounds[first[keep[nr][1]]])
            mine, theirs = tmp[a][e0:e1], tmp[b][e0:e1]
            if a < b:
                f(mine, theirs, out=mine)
            else:
                f(theirs, mine, out=mine)
        log.add(f"reduce-scatter mask={mask}", src, dst, nbytes, reduce=True)
        span = keep
        mask >>= 1
    outs = [tmp[r][bounds[r]:bounds[r + 1]].copy() for r in range(n)]
    if rem:
        src = [r for r in range(1, 2 * rem, 2) if bounds[r] > bounds[r - 1]]
        for r in src:
            outs[r - 1] = tmp[r][bounds[r - 1]:bounds[r]].copy()
        log.add("post", src, [r - 1 for r in src], [int(bounds[r] - bounds[r - 1]) * isz for r in src], reduce=False)
    if op == "avg":
        for o in outs:
            finalize_avg(o, n)
    return _result("recursive-halving", op, outs, log, n, k, isz)


# ---------------------------------------------------------------------- MPICH Bruck all-to-all


def bruck_alltoall(buffers: Sequence[np.ndarray]) -> CollectiveResult:
    """All-to-all by Bruck's algorithm, MPICH's block schedule: worker ``i`` ends with block ``i`` of every worker.

    Each buffer holds ``N`` blocks by the chunk rule of
    :mod:`ringcalc.executor.buffers` (``c_j`` elements, ``K`` in all; MPI's
    one count per block when ``N`` divides ``K``), block ``j`` for worker
    ``j``. Phase 1 rotates the blocks up by the rank (local block ``b`` is the
    one for worker ``rank + b``); in step ``j`` every rank sends to ``rank +
    2**j`` (and receives from ``rank - 2**j``) its local blocks ``b`` in ``[1,
    N)`` whose bit ``j`` is set, into the same local places; phase 3 rotates
    and reverses them into rank order. ``ceil(log2 N)`` steps; with equal
    blocks every rank sends ``sum_b popcount(b)`` of them. The output is the
    rank-order concatenation of the received blocks (1-D, ``N c_i``).
    """
    prep, _ = prepare(buffers, "sum")
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    bounds = chunk_bounds(k, n)
    # phase 1: local block b of rank r is its block for worker (r + b) % N
    buf = [[x[bounds[(r + b) % n]:bounds[(r + b) % n + 1]] for b in range(n)] for r, x in enumerate(prep.flats)]
    log = StepLog(n)
    pof2 = 1
    while pof2 < n:
        moved = [b for b in range(1, n) if b & pof2]
        sent = [[buf[r][b] for b in moved] for r in range(n)]
        for r in range(n):
            for b, block in zip(moved, sent[r]):
                buf[(r + pof2) % n][b] = block
        src = np.arange(n)
        log.add(f"bruck 2^{pof2.bit_length() - 1}", src, (src + pof2) % n,
                [sum(blk.size for blk in sent[r]) * isz for r in range(n)], reduce=False, shift=pof2 % n)
        pof2 <<= 1
    # phase 3: rotate up by (rank + 1), then reverse: local block b now holds what worker rank - b sent
    outs = [np.concatenate([buf[r][(r - j) % n] for j in range(n)]) if n else np.zeros(0, prep.dtype)
            for r in range(n)]
    return _result("bruck", "none", outs, log, n, k, isz)


# ---------------------------------------------------------------------- NCCL double binary tree


def nccl_dtree(n: int) -> list[list[tuple[int, list[int]]]]:
    """NCCL's double binary tree over ``n`` ranks: per tree, per rank, ``(parent, children)`` (parent -1: the root).

    From :func:`ringcalc.executor.nccl_tree.dtree`, the port of ``ncclGetDtree``
    (the first tree is ``ncclGetBtree``'s, the second its mirror for even n and
    its shift by one rank for odd n).
    """
    from ringcalc.executor.nccl_tree import dtree

    trees: list[list[tuple[int, list[int]]]] = [[], []]
    for rank in range(n):
        for t, (up, d0, d1, _) in enumerate(dtree(n, rank)):
            trees[t].append((up, [d for d in (d0, d1) if d != -1]))
    return trees


def _depths(tree: list[tuple[int, list[int]]]) -> list[int]:
    depth = [-1] * len(tree)

    def of(r: int) -> int:
        if depth[r] < 0:
            depth[r] = 0 if tree[r][0] == -1 else of(tree[r][0]) + 1
        return depth[r]

    return [of(r) for r in range(len(tree))]


def double_binary_tree_allreduce(buffers: Sequence[np.ndarray], op: str = "sum") -> CollectiveResult:
    """All-reduce on NCCL's double binary tree (:func:`nccl_dtree`), unpipelined.

    Tree ``t`` reduces and broadcasts half ``t`` of the buffer (the chunk rule
    of :mod:`ringcalc.executor.buffers` with 2 parts). Reduce rounds, deepest
    level first: every rank of that level (in either tree) sends its partial
    half to its parent, which combines its children in rank order. Broadcast
    rounds, root first: every rank sends the reduced half to each child.
    Bytes: a rank sends ``h_t`` to its parent and ``h_t`` to each child in tree
    ``t``, and receives ``h_t`` from each child and from its parent. NCCL
    pipelines this in chunks; the bytes are the same, the time is not (the
    model of :mod:`ringcalc.symbolic.collectives.tree` is the pipelined one).
    """
    prep, op = prepare(buffers, op)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    f = ufunc_for(op)
    outs = [x.copy() for x in prep.flats]
    log = StepLog(n)
    halves = chunk_bounds(k, 2)
    trees = nccl_dtree(n) if n > 1 else []
    depths = [_depths(t) for t in trees]
    deepest = max((max(d) for d in depths), default=0)
    for level in range(deepest, 0, -1):  # reduce: each level's partial halves go up
        src, dst, nbytes = [], [], []
        for t, tree in enumerate(trees):
            lo, hi = halves[t], halves[t + 1]
            for r in (r for r in range(n) if depths[t][r] == level):
                src.append(r)
                dst.append(tree[r][0])
                nbytes.append((hi - lo) * isz)
        for t, tree in enumerate(trees):  # parents of this level combine their children in rank order
            lo, hi = halves[t], halves[t + 1]
            for p in range(n):
                for child in sorted(c for c in tree[p][1] if depths[t][c] == level):
                    f(outs[p][lo:hi], outs[child][lo:hi], out=outs[p][lo:hi])
        log.add(f"reduce level {level}", src, dst, nbytes, reduce=True)
    if op == "avg":
        for t in range(len(trees)):
            root = depths[t].index(0)
            finalize_avg(outs[root][halves[t]:halves[t + 1]], n)
    for level in range(deepest):  # broadcast: each level sends the result down
        src, dst, nbytes = [], [], []
        for t, tree in enumerate(trees):
            lo, hi = halves[t], halves[t + 1]
            for r in (r for r in range(n) if depths[t][r] == level):
                for child in tree[r][1]:
                    np.copyto(outs[child][lo:hi], outs[r][lo:hi])
                    src.append(r)
                    dst.append(child)
                    nbytes.append((hi - lo) * isz)
        log.add(f"broadcast level {level}", src, dst, nbytes, reduce=False)
    return _result("double-binary-tree", op, [o.reshape(prep.shape) for o in outs], log, n, k, isz)
