"""In-network reduction on a simulated cluster: NVLink SHARP (NVLS) and CollNet Direct (SHARP in the network).

Here a switch does the reducing, so the executor computes the result and
counts the bytes each link carries; it does not time the switch (the cost
models' rates for these are NCCL's, not a link's), and the cross-check
compares bytes only.

* **nvls** (NVIDIA/nccl ``src/device/all_reduce.h``, NVLS at commit 5067397c):
  every GPU sends its ``k`` to its node's NVSwitch over the scale-up link,
  which reduces them (``multimem.ld_reduce``) and multicasts the sum back: ``k``
  out and ``k`` in per GPU. Across nodes (NVLS with SHARP) each node's reduced
  ``k`` leaves through its NICs (``k/C`` per channel) to the network's SHARP
  switches and ``k`` comes back: ``k`` per node per direction, sent by the
  node's NVLS heads (:func:`nvls_head`: the GPU local to each NIC, owning that
  NIC's share; ``connect.cc`` ``connectNvls``, ``nvls->out``).
* **collnet-direct** (the same file, ``NCCL_ALGO_COLLNET_DIRECT``): inside a
  node each GPU scatters its buffer to the node's heads (here every GPU is the
  head of one ``1/g`` shard), each head reduces its shard and sends it through
  its NIC to SHARP, receives the reduced shard and sends it back to the other
  GPUs (NCCL's scatter, reduce-send, receive-broadcast and gather threads):
  ``2 (g-1)/g k`` per GPU per direction over the scale-up link and ``k`` per
  node per direction through its NICs. It needs two nodes or more with the
  same number of ranks.
* **collnet-chain** (``NCCL_ALGO_COLLNET_CHAIN``): the node's GPUs reduce
  along a chain towards its first GPU, which sends the node's sum to SHARP and
  sends the result back down the chain: ``2k`` out per GPU inside the chain
  (``k`` with two GPUs per node), ``k`` per node per direction through the NICs.
* **nvls-tree** (``NCCL_ALGO_NVLS_TREE``): NVLS inside each node, NCCL's
  double binary tree between nodes (:func:`ringcalc.executor.nccl_tree.dtree`):
  ``k`` out and in per GPU over the scale-up link, ``k/2`` per tree edge of a
  node per direction through its NICs (``k``, ``3k/2``, then ``2k`` per node
  from four nodes, as the tree), sent and received by the node's NVLS heads
  (the GPU local to each NIC: ``treeUp``/``treeDown`` are heads of other nodes),
  so a head sends ``k`` plus its NICs' share.

On one rank NCCL runs none of them: it copies the buffer (:func:`one_rank_allreduce`, no link carries a byte).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.executor.buffers import chunk_bounds, finalize_avg, prepare, ufunc_for
from ringcalc.executor.cluster_run import ClusterRun, Recorder, finish
from ringcalc.executor.fabric import Fabric


def _reduce(f, arrays: list[np.ndarray]) -> np.ndarray:
    acc = arrays[0].copy()
    for a in arrays[1:]:
        f(acc, a, out=acc)
    return acc


def _prepared(buffers, op: str, fabric: Fabric):
    prep, op = prepare(buffers, op)
    if fabric.workers != prep.workers:
        raise RingcalcError(f"the fabric places {fabric.workers} ranks, the run has {prep.workers} buffers",
                            option="workers")
    return prep, op


def one_rank_allreduce(algorithm: str, buffers: Sequence[np.ndarray], op: str, fabric: Fabric) -> ClusterRun:
    """A one-rank all-reduce of an in-network ``algorithm``: NCCL copies the buffer (``nRanks == 1``: no algorithm,
    no switch), so no link carries a byte, as the models say (before 2026-11-29 NVLS booked ``k`` out and in through
    the NVSwitch at ``-n 1`` where the model charges 0 B, and the cross-check said the two disagree)."""
    prep, op = _prepared(buffers, op, fabric)
    out = prep.flats[0].copy()
    if op == "avg":
        finalize_avg(out, 1)
    return finish(algorithm, op, [out], prep.shape, Recorder(fabric), prep.elements, prep.dtype.itemsize,
                  ["one rank: nothing to communicate (NCCL copies the buffer)"], chain=False)


def nvls_allreduce(buffers: Sequence[np.ndarray], op: str, fabric: Fabric) -> ClusterRun:
    """NVLS all-reduce (module docstring): the NVSwitch reduces each node, SHARP across nodes."""
    prep, op = _prepared(buffers, op, fabric)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    f = ufunc_for(op)
    rec = Recorder(fabric)
    ledger = rec.stage("nvls")
    nbytes = k * isz
    partials = []
    for m in range(fabric.nodes):
        ranks = fabric.node_ranks(m)
        ledger.switch(ranks, nbytes, "out")
        partials.append(_reduce(f, [prep.flats[r] for r in ranks]))
    total = _reduce(f, partials)  # SHARP reduces the nodes' partial sums (one node: the NVSwitch's sum)
    if op == "avg":
        finalize_avg(total, n)
    if fabric.nodes > 1:
        _through_nics(ledger, fabric, k, isz, heads=True)
    outs = []
    for m in range(fabric.nodes):
        ranks = fabric.node_ranks(m)
        ledger.switch(ranks, nbytes, "in")
        outs += [total.copy() for _ in ranks]
    return finish("nvls", op, outs, prep.shape, rec, k, isz, ["the NVSwitch reduces and multicasts"
                  + (", SHARP across nodes" if fabric.nodes > 1 else "")], chain=False)


def nvls_head(fabric: Fabric, node: int, channel: int) -> int:
    """The rank that carries ``channel``'s bytes between ``node`` and the network in NVLS: the GPU local to the NIC the
    channel crosses on (rails: the first GPU whose NICs include it; NCCL ``search.cc`` makes a NIC's local GPU an NVLS
    head, no GPU twice)."""
    nic = channel % fabric.nics_on(node)
    owners = [x for x in range(fabric.ranks_on(node)) if nic in fabric.gpu_nics(x)]
    # a partial node whose NICs do not divide evenly (R not a multiple of G) uses a NIC of a GPU it lacks: its last GPU
    return fabric.node_ranks(node)[owners[0] if owners else fabric.ranks_on(node) - 1]


def _network_by_head(ledger, fabric: Fabric, node: int, channel: int, nbytes: float, direction: str) -> None:
    """Bytes through the NIC of ``channel`` on ``node``, sent (or received) by that NIC's NVLS head."""
    ledger.network([node], channel, nbytes, direction)
    head = nvls_head(fabric, node, channel)
    (ledger.sent if direction == "out" else ledger.received)[head] += nbytes


def _between_leaves(ledger, a: int, b: int, nbytes: float) -> None:
    """Bytes from node ``a`` to node ``b`` through the tier above their leaves, where those differ (before
    2026-11-29 NVLS Tree's edges between nodes booked the NICs alone, so the tier the model charges went unchecked)."""
    la, lb = int(ledger._leaf[a]), int(ledger._leaf[b])
    if la != lb:
        ledger.tier_up[la] += nbytes
        ledger.tier_down[lb] += nbytes


def _through_nics(ledger, fabric: Fabric, k: int, isz: int, *, heads: bool = False) -> None:
    """Each node's reduced buffer to the network's switches and back, one slice per channel on its NIC (``heads``:
    sent and received by the channel's NVLS head, :func:`nvls_head`)."""
    bounds = chunk_bounds(k, fabric.channels)
    for c in range(fabric.channels):
        part = float((bounds[c + 1] - bounds[c]) * isz)
        if heads:
            for m in range(fabric.nodes):
                for direction in ("out", "in"):
                    _network_by_head(ledger, fabric, m, c, part, direction)
            continue
        nodes = np.arange(fabric.nodes)
        ledger.network(nodes, c, part, "out")
        ledger.network(nodes, c, part, "in")


def collnet_direct_allreduce(buffers: Sequence[np.ndarray], op: str, fabric: Fabric) -> ClusterRun:
    """CollNet Direct all-reduce (module docstring): scatter to heads, SHARP between nodes, gather back."""
    prep, op = _prepared(buffers, op, fabric)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    g = fabric.ranks_on(0)
    if fabric.nodes < 2 or fabric.ranks_on(fabric.nodes - 1) != g:
        raise RingcalcError("collnet-direct cannot run here: CollNet reduces in the network switches: the executor "
                            "runs it on two nodes or more with the same number of ranks on each", option="algorithm")
    f = ufunc_for(op)
    rec = Recorder(fabric)
    rec.stage("collnet-direct")
    shard = chunk_bounds(k, g)
    sizes = np.diff(shard) * isz
    local = fabric.local_of
    outs = [np.empty(k, dtype=prep.dtype) for _ in range(n)]
    for j in range(g):  # head j of every node owns shard j
        lo, hi = int(shard[j]), int(shard[j + 1])
        heads = np.array([fabric.node_ranks(m)[j] for m in range(fabric.nodes)])
        others = np.flatnonzero(local != j)
        rec.send(others, heads[others // fabric.gpus_per_node], float(sizes[j]), reduce=True)  # scatter
        node_sums = [_reduce(f, [prep.flats[r][lo:hi] for r in fabric.node_ranks(m)]) for m in range(fabric.nodes)]
        total = _reduce(f, node_sums)  # SHARP
        if op == "avg":
            finalize_avg(total, n)
        nic = fabric.gpu_nics(j)
        for c in nic:  # head j's shard through its own NIC(s), to the switch and back
            rec.ledger.network(np.arange(fabric.nodes), c, float(sizes[j]) / len(nic), "out")
            rec.ledger.network(np.arange(fabric.nodes), c, float(sizes[j]) / len(nic), "in")
        rec.ledger.sent[heads] += float(sizes[j])
        rec.ledger.received[heads] += float(sizes[j])
        rec.send(heads[others // fabric.gpus_per_node], others, float(sizes[j]))  # broadcast / gather
        for r in range(n):
            outs[r][lo:hi] = total
    return finish("collnet-direct", op, outs, prep.shape, rec, k, isz,
                  [f"every GPU heads one of {g} shards; SHARP reduces between nodes"], chain=False)


def collnet_chain_allreduce(buffers: Sequence[np.ndarray], op: str, fabric: Fabric) -> ClusterRun:
    """CollNet Chain all-reduce (module docstring): a chain to the node's first GPU, SHARP between nodes, back down."""
    prep, op = _prepared(buffers, op, fabric)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    if fabric.nodes < 2:
        raise RingcalcError("collnet-chain cannot run here: CollNet reduces in the network switches: it needs two nodes "
                            "or more", option="algorithm")
    f = ufunc_for(op)
    rec = Recorder(fabric)
    ledger = rec.stage("collnet-chain")
    nbytes = float(k * isz)
    sums = []
    for m in range(fabric.nodes):
        chain = fabric.node_ranks(m)
        acc = prep.flats[chain[-1]].copy()
        for i in range(len(chain) - 1, 0, -1):  # reduce towards the chain's head
            rec.send([chain[i]], [chain[i - 1]], nbytes, reduce=True)
            f(prep.flats[chain[i - 1]], acc, out=acc)
        sums.append(acc)
    total = _reduce(f, sums)  # SHARP
    if op == "avg":
        finalize_avg(total, n)
    _through_nics(ledger, fabric, k, isz)
    for m in range(fabric.nodes):
        chain = fabric.node_ranks(m)
        ledger.sent[chain[0]] += nbytes
        ledger.received[chain[0]] += nbytes
        for i in range(len(chain) - 1):  # the result back down the chain
            rec.send([chain[i]], [chain[i + 1]], nbytes)
    outs = [total.copy() for _ in range(n)]
    return finish("collnet-chain", op, outs, prep.shape, rec, k, isz,
                  ["a chain through each node's GPUs to its first; SHARP reduces between nodes"], chain=False)


def nvls_tree_allreduce(buffers: Sequence[np.ndarray], op: str, fabric: Fabric) -> ClusterRun:
    """NVLS Tree all-reduce (module docstring): the NVSwitch reduces each node, NCCL's double binary tree between nodes."""
    from ringcalc.executor.nccl_tree import dtree

    prep, op = _prepared(buffers, op, fabric)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    if fabric.nodes < 2:
        raise RingcalcError("nvls-tree cannot run here: NCCL disables NVLS Tree on a single node", option="algorithm")
    f = ufunc_for(op)
    rec = Recorder(fabric)
    ledger = rec.stage("nvls-tree")
    nbytes = float(k * isz)
    partials = []
    for m in range(fabric.nodes):
        ranks = fabric.node_ranks(m)
        ledger.switch(ranks, nbytes, "out")
        partials.append(_reduce(f, [prep.flats[r] for r in ranks]))
    total = _reduce(f, partials)
    if op == "avg":
        finalize_avg(total, n)
    bounds = chunk_bounds(k, 2 * fabric.channels)
    for which in (0, 1):  # each tree carries half the buffer, one slice per channel, both ways on each edge
        for m in range(fabric.nodes):
            up = dtree(fabric.nodes, m)[which][0]
            if up == -1:
                continue
            for c in range(fabric.channels):
                part = float((bounds[which * fabric.channels + c + 1] - bounds[which * fabric.channels + c]) * isz)
                for a, b in ((m, up), (up, m)):  # the reduction up, the broadcast down, head to head
                    _network_by_head(ledger, fabric, a, c, part, "out")
                    _network_by_head(ledger, fabric, b, c, part, "in")
                    _between_leaves(ledger, a, b, part)
    outs = []
    for m in range(fabric.nodes):
        ranks = fabric.node_ranks(m)
        ledger.switch(ranks, nbytes, "in")
        outs += [total.copy() for _ in ranks]
    return finish("nvls-tree", op, outs, prep.shape, rec, k, isz,
                  ["the NVSwitch reduces and multicasts in each node; NCCL's double binary tree between nodes"],
                  chain=False)


NVLS_SUM_MINMAX = ("int32", "uint32", "int64", "uint64", "float16", "bfloat16")
NVLS_SUM_ONLY = ("float32", "float64")


def nvls_refusal(op: str, dtype: str) -> str | None:
    """Why NCCL runs no NVLS or NVLS Tree all-reduce of ``op`` on ``dtype`` (None: it does).

    NVIDIA/nccl 5067397c, ``src/include/device.h`` ``ncclNvlsSupported``: sum, min and max on 32- and 64-bit integers,
    float16 and bfloat16, sum alone on float32 and float64; nothing else (prod, avg, which NCCL runs as a pre-multiplied
    sum or a sum divided after, 8-bit types). ``src/enqueue.cc`` drops NVLS and NVLS Tree from the choice otherwise.
    """
    op, dtype = str(op).strip().lower(), str(dtype).strip().lower()
    if dtype in NVLS_SUM_MINMAX and op in ("sum", "min", "max"):
        return None
    if dtype in NVLS_SUM_ONLY and op == "sum":
        return None
    allowed = "sum" if dtype in NVLS_SUM_ONLY else "sum, min or max" if dtype in NVLS_SUM_MINMAX else None
    why = (f"on {dtype} NVLink SHARP reduces {allowed} only" if allowed else
           f"NVLink SHARP does not reduce {dtype} (sum, min and max on 32- and 64-bit integers, float16 and bfloat16; "
           "sum on float32 and float64)")
    return (f"NCCL runs no NVLS all-reduce of {op} on {dtype}: {why} (ncclNvlsSupported, NVIDIA/nccl 5067397c "
            "src/include/device.h)")
