"""NCCL's ring through rails, executed on a simulated cluster.

NCCL runs one ring per channel; on a rail-optimised cluster channel ``c``
crosses from node to node on NIC ``c`` of each node (``NCCL_CROSS_NIC=0``,
NVIDIA/nccl ``src/graph/search.cc`` at commit 5067397c). The executor runs
``C`` channels, one per NIC the busiest node uses (ceil(R min(N, G) / G), as
:mod:`ringcalc.symbolic.cluster` counts them): the buffer is cut into ``C``
slices by the chunk rule of :mod:`ringcalc.executor.buffers`, and channel
``c`` runs the two-phase ring of :mod:`ringcalc.executor.ring` on slice ``c``
over the ranks in node order (NCCL's search replays one intra-node order on
every channel, ``sameChannels``), so each ring enters a node at its first GPU
and leaves it from its last. Its messages between nodes go through NIC
``c mod nics`` of each node (a partial last node uses fewer NICs).

Where the ring leaves a node through its last GPU's own NIC (no PXN: xGMI
nodes, :attr:`ringcalc.cluster.spec.Cluster.ring_exits_own_nic`), channel
``c`` visits each node's GPUs from ``c + 1`` round to ``c`` (mod the node's
GPUs), so it leaves every node from GPU ``c``: channels leave from each GPU in
turn. Bytes per rank ``2(N-1)/N k`` as the flat ring's; each node's NICs
together carry the same ``2(N-1)/N k`` in each direction, each NIC ``1/C`` of
it, and every GPU sends its share of the channels it does not leave a node by
over the scale-up link (all of them where every ring leaves from the node's
last GPU). Steps: ``2(N-1)`` on every chain of dependent messages.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ringcalc.executor.buffers import (
    chunk_bounds, chunk_counts, chunk_views, finalize_avg, new_outputs, prepare, ufunc_for,
)
from ringcalc.executor.cluster_run import ClusterRun, Recorder, finish
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.ring import (
    all_gather_steps, reduce_scatter_steps, stacked_all_gather, stacked_finalize_avg, stacked_reduce_scatter,
)


def ring_through_rails(buffers: Sequence[np.ndarray], op: str, fabric: Fabric,
                       weights: tuple[float, float, float] = (1.0, 2.0, 3.0)) -> ClusterRun:
    """All-reduce with NCCL's ring through rails on ``fabric`` (module docstring for the layout and bytes).

    Parameters
    ----------
    buffers : sequence of numpy.ndarray
        One per rank, ``fabric.workers`` of them.
    op : {"sum", "prod", "max", "min", "avg"}
    fabric : Fabric
    weights : tuple of float
        Seconds of an intra-node, inter-node and between-leaves hop (picks the heaviest chain).
    """
    prep, op = prepare(buffers, op)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    _check_workers(fabric, n)
    channels = fabric.channels
    bounds = chunk_bounds(k, channels)
    rec = Recorder(fabric, weights)
    rec.stage("ring")
    f = ufunc_for(op)
    orders = [ring_order(fabric, c) for c in range(channels)]
    if n == 1:
        outs = [prep.flats[0].copy()]
    elif k % (channels * n) == 0 and k > 0:
        outs = _stacked(prep, op, channels, orders)
    else:
        outs = new_outputs(prep)
        sent = np.zeros(n, dtype=np.int64)
        received = np.zeros(n, dtype=np.int64)
        for c in range(channels):
            lo, hi = bounds[c], bounds[c + 1]
            order = orders[c].tolist()
            ins = {r: chunk_views(prep.flats[r][lo:hi], n) for r in range(n)}
            os = {r: chunk_views(outs[r][lo:hi], n) for r in range(n)}
            reduce_scatter_steps([order], ins, os, f, sent, received, None)
            if op == "avg":
                for r in order:
                    finalize_avg(os[r][order.index(r)], n)
            all_gather_steps([order], os, sent, received, None)
        expected = np.zeros(n, dtype=np.int64)
        for c, (lo, hi) in enumerate(zip(bounds[:-1], bounds[1:])):
            # per ring position; position p of channel c is rank orders[c][p] (rotated rings differ per channel)
            expected[orders[c]] += 2 * ((hi - lo) * isz) - _pair(chunk_counts(hi - lo, n) * isz)
        if not np.array_equal(sent, expected):  # pragma: no cover - would be an executor bug
            raise RuntimeError("ring through rails: executed bytes differ from the schedule")
    if n > 1:
        _record(rec, n, bounds, isz, orders)
    rotated = fabric.ring_exits_own_nic and fabric.nodes > 1
    notes = [f"{channels} channel{'s' * (channels > 1)} (one ring per NIC the busiest node uses), "
             + ("each leaving a node from its GPU c mod g through that GPU's own NIC" if rotated else
                "ranks in node order")]
    return finish("ring", op, outs, prep.shape, rec, k, isz, notes)


def _pair(chunk_bytes: np.ndarray) -> np.ndarray:
    """``c_i + c_{i+1}``: the two chunks rank ``i`` does not send in a ring all-reduce."""
    return chunk_bytes + np.roll(chunk_bytes, -1)


def ring_order(fabric: Fabric, channel: int) -> np.ndarray:
    """The ranks in channel ``channel``'s ring: node by node, each node's GPUs in order, or, where the ring leaves
    through its last GPU's own NIC, from GPU ``channel + 1`` round to GPU ``channel`` (mod the node's GPUs)."""
    n = fabric.workers
    if not (fabric.ring_exits_own_nic and fabric.nodes > 1):
        return np.arange(n, dtype=np.int64)
    out = []
    for node in range(fabric.nodes):
        ranks = fabric.node_ranks(node)
        shift = (channel + 1) % len(ranks)
        out += ranks[shift:] + ranks[:shift]
    return np.array(out, dtype=np.int64)


def _record(rec: Recorder, n: int, bounds: np.ndarray, isz: int, orders: list[np.ndarray]) -> None:
    """Charge every channel's messages (the ring's position ``i`` to ``i + 1``) and the chain of 2(N-1) rounds."""
    for c in range(len(bounds) - 1):
        src = orders[c]
        dst = np.roll(src, -1)
        chunk = chunk_counts(int(bounds[c + 1] - bounds[c]), n) * isz
        # reduce-scatter: position i sends every chunk but chunk i (combined at the receiver);
        # all-gather: every chunk but chunk i + 1 (copied)
        rec.send(src, dst, chunk.sum() - chunk, c, reduce=True)
        rec.send(src, dst, chunk.sum() - np.roll(chunk, -1), c)
    src = orders[0]
    for _ in range(2 * (n - 1)):  # every channel runs the same rounds: one lane (each crosses each node once)
        rec.hop("ring", src, np.roll(src, -1))


def _stacked(prep, op: str, channels: int, orders: list[np.ndarray]) -> list[np.ndarray]:
    """All channels' rings at once, vectorized over ranks (every channel slice a multiple of N elements); each
    channel's ranks in its ring's order (position p of channel c is rank ``orders[c][p]``)."""
    n, k = prep.workers, prep.elements
    per = k // channels
    x = np.stack(prep.flats).reshape(n, channels, n, per // n).transpose(1, 0, 2, 3)
    order = np.stack(orders)  # (channels, n)
    x = np.ascontiguousarray(np.take_along_axis(x, order[:, :, None, None], axis=1))
    stacked_reduce_scatter(x, ufunc_for(op))
    if op == "avg":
        stacked_finalize_avg(x, n)
    stacked_all_gather(x)
    back = np.empty_like(x)
    np.put_along_axis(back, order[:, :, None, None], x, axis=1)  # position p back to rank orders[c][p]
    return list(np.ascontiguousarray(back.transpose(1, 0, 2, 3)).reshape(n, k))


def _check_workers(fabric: Fabric, n: int) -> None:
    from ringcalc.errors import RingcalcError

    if fabric.workers != n:
        raise RingcalcError(f"the fabric places {fabric.workers} ranks, the run has {n} buffers", option="workers")
