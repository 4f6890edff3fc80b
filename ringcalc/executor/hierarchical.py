"""Hierarchical ring all-reduce (intra-node ring, inter-node ring per rail).

Ranks are node-major: ``rank = node * g + local`` with ``g`` GPUs per node
(must divide ``N``) and ``nodes = N / g``. Phases, each a set of concurrent
rings using the schedule of :mod:`ringcalc.executor.ring`:

1. intra-node reduce-scatter: every node runs a ring over its ``g`` GPUs on
   the full buffer cut into ``g`` chunks (chunk rule of
   :mod:`ringcalc.executor.buffers`); local ``l`` then holds chunk ``l``
   (``c_l`` elements) reduced within its node;
2. inter-node ring all-reduce per rail: the ``nodes`` GPUs with the same
   local index ``l`` run reduce-scatter + all-gather on chunk ``l`` cut into
   ``nodes`` sub-chunks ``d_{l,j}`` (same rule); ``avg`` divides by ``N``
   between the two;
3. intra-node all-gather of the ``g`` chunks.

This is the NCCL-style two-level ring (e.g. Jia et al., "Highly scalable
deep learning training system with mixed-precision", 2018, hierarchical
all-reduce; NCCL's tree/ring per-rail layout). Bytes sent by (node ``n``,
local ``l``): intra-node ``(2K - c_l - c_{(l+1) % g}) * itemsize``,
inter-node ``(2 c_l - d_{l,n} - d_{l,(n+1) % nodes}) * itemsize``; rounds
``2 (g - 1) + 2 (nodes - 1)``. With ``N >= 32`` (any ``K``) the phases run
vectorized (one numpy operation per step, :func:`_stacked`), linear in the workers.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.executor.buffers import chunk_counts, chunk_views, finalize_avg, prepare, ufunc_for
from ringcalc.executor.result import CollectiveResult, PlannedLog, Round
from ringcalc.executor.ring import (
    STACKED_MIN_WORKERS,
    all_gather_steps,
    pack,
    reduce_scatter_steps,
    ring_bytes,
    stacked_all_gather,
    stacked_finalize_avg,
    stacked_reduce_scatter,
    unpack,
)


class HierarchicalLog(PlannedLog):
    """Lazily generated rounds of the hierarchical ring (O(N) memory for any number of rounds)."""

    def __init__(self, workers: int, gpus_per_node: int, elements: int, itemsize: int):
        super().__init__(workers)
        g = gpus_per_node
        nodes = workers // g
        self.g, self.nodes = g, nodes
        rank = np.arange(workers, dtype=np.int64)
        self._rank = rank
        self._local, self._node = rank % g, rank // g
        self._intra_dst = self._node * g + (self._local + 1) % g
        self._inter_dst = ((self._node + 1) % nodes) * g + self._local
        self._intra_bytes = chunk_counts(elements, g) * itemsize
        c = chunk_counts(elements, g)
        q, r = c // nodes, c % nodes
        j = np.arange(nodes)
        self._inter_bytes = (q[:, None] + (j[None, :] < r[:, None])) * itemsize  # (g, nodes)
        plan: list[tuple[str, str, int, bool]] = []
        plan += [("intra-reduce-scatter", "intra", -1 - s, True) for s in range(g - 1)]
        plan += [("inter-reduce-scatter", "inter", -1 - s, True) for s in range(nodes - 1)]
        plan += [("inter-all-gather", "inter", -s, False) for s in range(nodes - 1)]
        plan += [("intra-all-gather", "intra", -s, False) for s in range(g - 1)]
        self._plan = plan

    def _round(self, i: int, entry: tuple[str, str, int, bool]) -> Round:
        phase, level, offset, reduce = entry
        if level == "intra":
            chunk = (self._local + offset) % self.g
            return Round(i, phase, self._rank, self._intra_dst, self._intra_bytes[chunk], reduce, chunk)
        chunk = (self._node + offset) % self.nodes
        return Round(i, phase, self._rank, self._inter_dst, self._inter_bytes[self._local, chunk], reduce, chunk)


def hierarchical_ring_allreduce(buffers: Sequence[np.ndarray], op: str = "sum", *,
                                gpus_per_node: int = 1) -> CollectiveResult:
    """All-reduce with the hierarchical ring (module docstring for the schedule and bytes).

    Parameters
    ----------
    buffers : sequence of numpy.ndarray
        One array per worker (``N`` of them, ``K`` elements each).
    op : {"sum", "prod", "max", "min", "avg"}
    gpus_per_node : int
        ``g``; must divide ``N``. ``g = 1`` or ``g = N`` is the flat ring.

    Returns
    -------
    CollectiveResult
        ``extra["bytes_sent_intra"]`` and ``extra["bytes_sent_inter"]``
        (bytes per worker) split the traffic by link level.
    """
    prep, op = prepare(buffers, op)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    g = int(gpus_per_node)
    if g < 1 or n % g:
        raise RingcalcError(f"gpus per node ({g}) must be >= 1 and divide the number of workers ({n})",
                            option="gpus_per_node")
    nodes = n // g
    f = ufunc_for(op)
    log = HierarchicalLog(n, g, k, isz)
    if n >= STACKED_MIN_WORKERS and k > 0:  # bytes from the schedule's closed form (the log's sums are O(N^2))
        outs, intra, inter, rec = _stacked(prep, f, op, g, nodes)
    else:
        outs = [xx.copy() for xx in prep.flats]
        intra = np.zeros(n, dtype=np.int64)
        inter = np.zeros(n, dtype=np.int64)
        rec = np.zeros(n, dtype=np.int64)
        local_rings = [[nd * g + j for j in range(g)] for nd in range(nodes)]
        rail_rings = [[nd * g + j for nd in range(nodes)] for j in range(g)]
        views = {r: chunk_views(outs[r], g) for r in range(n)}
        if g > 1:
            reduce_scatter_steps(local_rings, views, views, f, intra, rec, None)
        sub = {r: chunk_views(views[r][r % g], nodes) for r in range(n)}
        if nodes > 1:
            reduce_scatter_steps(rail_rings, sub, sub, f, inter, rec, None)
        if op == "avg":
            for r in range(n):
                finalize_avg(sub[r][r // g], n)
        if nodes > 1:
            all_gather_steps(rail_rings, sub, inter, rec, None)
        if g > 1:
            all_gather_steps(local_rings, views, intra, rec, None)
        if not np.array_equal(intra + inter, log.bytes_sent()):  # pragma: no cover - would be an executor bug
            raise RuntimeError("hierarchical-ring: executed bytes differ from the step log")
    sent = intra + inter
    return CollectiveResult("hierarchical-ring", op, [o.reshape(prep.shape) for o in outs], sent,
                            rec, len(log), log, n, k, isz,
                            {"gpus_per_node": g, "nodes": nodes, "bytes_sent_intra": intra, "bytes_sent_inter": inter})


def _stacked(prep, f: np.ufunc, op: str, g: int, nodes: int) -> tuple[list[np.ndarray], np.ndarray, np.ndarray,
                                                                     np.ndarray]:
    """The three phases vectorized (one numpy operation per step, any ``K``): outputs, bytes sent per level
    and bytes received (:func:`ringcalc.executor.ring.ring_bytes` of each level's ring).

    Intra-node rings on the live chunks of every node at once (:func:`ringcalc.executor.ring.pack`);
    then the rails, grouped by the length of the chunk they carry (the chunk rule gives at most two).
    """
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    x = pack(np.stack(prep.flats).reshape(nodes, g, k), g)  # (node, local, chunk, c)
    stacked_reduce_scatter(x, f)
    own = chunk_counts(k, g)
    live = x.shape[2]
    for length in sorted(set(own[:live].tolist())):
        rails = np.flatnonzero(own[:live] == length)  # the locals whose chunk has this length
        y = np.ascontiguousarray(x[:, rails, rails, :length].transpose(1, 0, 2))  # (rail, node, c_l)
        z = pack(y, nodes)
        stacked_reduce_scatter(z, f)
        if op == "avg":
            stacked_finalize_avg(z, n)
        stacked_all_gather(z)
        x[:, rails, rails, :length] = unpack(z, length, nodes).transpose(1, 0, 2)
    stacked_all_gather(x)
    local, node = np.arange(n) % g, np.arange(n) // g
    intra_sent, intra_received = ring_bytes(k, g)
    intra, received = intra_sent[local] * isz, intra_received[local] * isz
    inter = np.zeros(n, dtype=np.int64)
    for length in set(own.tolist()):  # the rails of one chunk length send alike
        on = own[local] == length
        rail_sent, rail_received = ring_bytes(length, nodes)
        inter[on] = rail_sent[node[on]] * isz
        received[on] += rail_received[node[on]] * isz
    return list(unpack(x, k, g).reshape(n, k)), intra, inter, received
