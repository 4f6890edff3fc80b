"""NCCL's algorithms on a cluster: ring through rails, tree, NVLS, NVLS tree, CollNet (SHARP), PAT.

Each model is the time of one (algorithm, collective) on the cluster of
:mod:`ringcalc.symbolic.cluster`, for any protocol: the protocol enters through
``f_proto`` (its bandwidth factor) and the latency terms ``L_base``,
``alpha_intra``, ``alpha``, which :mod:`ringcalc.cluster.protocols` takes from
NCCL's tuning tables (NVIDIA/nccl ``src/graph/tuning.cc`` at commit
5067397c2676d5aed50042fc39e5c8ee96eb0027, 2026-06-11) for each protocol. The
*latency* follows the structure of NCCL's own model in that file (which steps
cross nodes and pay the network's latency, which stay on the scale-up link);
the *bandwidth* is physical: the bytes each link must carry over its achieved
rate, whichever link is the bottleneck:

* **ring** (``ring``): one ring per channel through the nodes, each ring's node
  boundary on its own NIC (rails). Every GPU's scale-up link carries the ring's
  2(N-1)/N K and every node's NICs together the same, so busbw =
  min(eta_up B_intra, nics_used eta_net B). Of its 2(N-1) steps 2(n-1) cross
  nodes (NCCL: ``nInterSteps``) and pay the network step, the others the
  scale-up step, floored by the network post overhead once the ring spans
  nodes; a multi-node Simple all-reduce's latency is multiplied by NCCL's
  plateau factor.
* **tree** (``double-binary-tree`` on a cluster): a chain through each node's
  GPUs and NCCL's double binary tree between nodes. Each GPU inside the chain
  sends the reduction up and the broadcast down, 2K over the scale-up link
  (with two GPUs per node each sends one way only: K); a node sends K through
  its NICs with two nodes (each tree has one edge between them), 3K/2 with
  three (``ncclGetDtree`` shifts the second tree: no node has two children)
  and 2K from four nodes on (an inner node of one tree and a leaf of the
  other): at two nodes the tree moves half of what a ring moves across the
  NICs, which is why a two-node busbw can exceed the NICs' rate. These byte
  counts are the executed tree's (:mod:`ringcalc.executor.nccl_tree`).
* **nvls**: NVLink SHARP: the NVSwitch reduces and multicasts, so each GPU's
  link carries about K; the achieved rate is ``eta_nvls B_intra``. Across nodes
  NVLS needs CollNet (SHARP in the network switches), where a node sends and
  receives K.
* **nvls-tree**: NVLS inside each node, NCCL's tree between nodes (network part
  as the tree's).

  Bytes *a GPU* sends (``bytes_sent_per_worker``) in NVLS and NVLS Tree
  (NVIDIA/nccl ``src/device/all_reduce.h``, ``RunWorkColl<..., NCCL_ALGO_NVLS[_TREE], ...>``,
  and ``src/graph/connect.cc`` ``connectNvls``, commit 5067397c): every GPU gives
  its whole K to the NVSwitch (scatter into the NVLS buffers that the heads'
  ``multimem`` reduce reads through the switch); the node's traffic between nodes
  is carried by its NVLS *heads*, one GPU per NIC (``search.cc``: a head is a
  NIC's local GPU, no GPU twice), each owning 1/heads of the buffer
  (``chunkOffset = ... + headRank * chunkCount``) and sending that share to its
  tree parent and children (NVLS Tree, ``treeUp``/``treeDown``) or to CollNet
  (NVLS across nodes, ``nvls->out``). So the busiest GPU, a head, sends
  ``K + (node's NIC bytes) / heads``: ``K (1 + TREE_NET_FACTOR / heads)`` in NVLS
  Tree, ``K (1 + 1/heads)`` in NVLS across nodes, with
  ``heads = min(ranks, NICs used)`` of the node (:data:`NVLS_HEADS`); not the
  node's NIC bytes ``TREE_NET_FACTOR K`` (the figure before). The head's
  ``multimem`` store of its reduced share (K/heads more into the switch) is
  counted, as the time's scale-up term is, in the switch's multicast.
* **collnet-direct**, **collnet-chain**: SHARP reduces in the network switches:
  a node sends and receives K whatever the node count; inside the node a
  scatter/gather over the scale-up link (direct) or a chain (chain: 2K per
  GPU inside the chain, K with two GPUs per node, as the tree's chain); CollNet
  Direct's scatter and gather move 2(g-1)/g K per GPU each way over the
  scale-up link, as the executor shows (:mod:`ringcalc.executor.in_network`).
  A GPU sends (``bytes_sent_per_worker``): CollNet Direct (g-1)/g K scattered
  to the other heads, its K/g shard to SHARP and (g-1)/g K gathered back to the
  others, (2g-1)/g K (K with one GPU per node); CollNet Chain K up the chain
  (the chain's head: to SHARP) and K down, 2K, but K with one GPU per node (it
  only sends to SHARP). Before, K and 2K whatever g.
* **pat**: NCCL's Parallel Aggregated Trees for all-gather and reduce-scatter,
  one GPU per node: logarithmic network latency plus NCCL's linear term.

Reduction (gamma) is counted at the busiest GPU as in the link models; the
switch-reducing algorithms (NVLS, CollNet) reduce in the switch, so no GPU pays it.
"""

from __future__ import annotations

import sympy as sp

from ringcalc.symbolic import cluster as c
from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.collectives.intlog import beyond, floor_log2, least, several, slowest_hop
from ringcalc.symbolic.symbols import (
    B_intra, G, K, N, R, L_base, alpha, alpha_intra, alpha_ovh, eta_nvls, f_proto, gamma, n_leaf, plat, x_exit,
)

TUNING = "NVIDIA/nccl src/graph/tuning.cc @ 5067397c (latency structure and protocol constants)"
EXTRA = (G, R, B_intra, alpha_intra)

n = c.nodes
g = c.ranks_per_node
net = c.node_net_bandwidth
up = c.gpu_up_bandwidth


def _intra_step() -> sp.Expr:
    """A scale-up step, floored by the network post overhead once the job spans nodes (NCCL: max(intraLat, netOverhead))."""
    return slowest_hop(alpha_intra, c.multi_node * alpha_ovh)


def _ring_latency(steps: sp.Expr, inter_steps: sp.Expr) -> sp.Expr:
    return L_base + (steps - inter_steps) * _intra_step() + c.ring_across_nodes(inter_steps)


RING_UP_SHARE = 1 - x_exit * c.multi_node * sp.floor(c.channels / g) / c.channels
"""The share of its ring bytes the busiest GPU sends over the scale-up link: all of them on one node, and across
nodes where the ring leaves a node over the scale-up link (PXN); where it leaves through the last GPU's own NIC
(``x_exit``, xGMI nodes) each of the C channels leaves from one GPU, every GPU in turn, so the busiest GPU (the one
leaving fewest: floor(C/g) channels) sends 1 - floor(C/g)/C of its bytes over xGMI, 7/8 with 8 NICs for 8 GPUs
(:attr:`ringcalc.cluster.spec.Cluster.ring_exits_own_nic`; the executor's rings leave from each GPU in turn there)."""

RING_PER_BYTE = slowest_hop(c.multi_gpu * RING_UP_SHARE / up, c.multi_node / net)
"""Seconds per byte of bus bandwidth of the ring: the slower of the scale-up link and the node's NICs."""


def _model(algorithm: str, collective: str, time: sp.Expr, per_worker: sp.Expr, total: sp.Expr, steps: sp.Expr,
           source: str) -> CollectiveModel:
    return CollectiveModel(algorithm=algorithm, collective=collective, time=time, bytes_sent_per_worker=per_worker,
                           total_bytes=total, latency_steps=steps, busbw_factor=BUSBW_FACTOR[collective],
                           source=source, extra_symbols=EXTRA)


RING_SOURCE = f"NCCL ring through rails; {TUNING}; Patarasuk & Yuan 2009 (ring bytes)"

RING_ALLREDUCE = _model(
    "ring", "all-reduce",
    (1 + (plat - 1) * c.multi_node) * _ring_latency(2 * (N - 1), 2 * (n - 1))
    + 2 * (N - 1) / N * K * RING_PER_BYTE / f_proto + (N - 1) / N * K * gamma,
    2 * (N - 1) / N * K, 2 * (N - 1) * K, 2 * (N - 1), RING_SOURCE,
)
RING_REDUCE_SCATTER = _model(
    "ring", "reduce-scatter",
    _ring_latency(N - 1, n - 1) + (N - 1) / N * K * RING_PER_BYTE / f_proto + (N - 1) / N * K * gamma,
    (N - 1) / N * K, (N - 1) * K, N - 1, RING_SOURCE,
)
RING_ALLGATHER = _model(
    "ring", "all-gather",
    _ring_latency(N - 1, n - 1) + (N - 1) / N * K * RING_PER_BYTE / f_proto,
    (N - 1) / N * K, (N - 1) * K, N - 1, RING_SOURCE,
)
RING_BROADCAST = _model(
    "ring", "broadcast",
    _ring_latency(N - 1, n - 1) + several(N) * K * RING_PER_BYTE / f_proto,
    several(N) * K, (N - 1) * K, N - 1, f"NCCL pipelined ring broadcast on the cluster; {TUNING}",
)
RING_REDUCE = _model(
    "ring", "reduce",
    _ring_latency(N - 1, n - 1) + several(N) * K * RING_PER_BYTE / f_proto + several(N) * K * gamma,
    several(N) * K, (N - 1) * K, N - 1, f"NCCL pipelined ring reduce on the cluster; {TUNING}",
)
# all-to-all (NCCL runs it as grouped point-to-point sends): each GPU sends K/N to every peer; (g-1) K/N of it
# over its scale-up link, and a node's g GPUs send g (N-g) K/N through the node's NICs; both at once; of its n-1
# exchanges with other nodes, a node of the last (smallest) leaf crosses the tier with all those outside it, the
# nodes of the full leaves: n_leaf floor((n - 1) / n_leaf) (a lone node past a leaf of 384: all 384; no Mod: sympy
# prints 2 Mod(x, y) as "2*x % y")
ALLTOALL = _model(
    "ring", "all-to-all",
    L_base + (g - 1) * alpha_intra + c.across_nodes(n - 1, least(n_leaf, n) * sp.floor((n - 1) / least(n_leaf, n)))
    + slowest_hop((g - 1) / N * K / up, c.multi_node * g * (N - g) / N * K / c.node_net_bandwidth_spread) / f_proto,
    (N - 1) / N * K, (N - 1) * K, N - 1,
    "NCCL all-to-all (grouped send/recv): scale-up and NIC shares of the pairwise exchange, each on its link",
)

TREE_NET_FACTOR = 1 + (beyond(n, 2) + beyond(n, 3)) / 2
"""Bytes a node sends through its NICs per byte of buffer in NCCL's double binary tree: 1, 3/2, then 2 from four nodes."""

TREE_LAST_NET_FACTOR = 1 + beyond(n, 2) * sp.Mod(n, 2) / 2
"""The same for the last node (the partial one, where N is not a multiple of G): 1 with two nodes, then 3/2 where the
node count is odd and 1 where it is even (in ``ncclGetDtree`` the last node is a leaf of the first tree and, with an
even count, of the mirrored second; with an odd one the shifted second tree gives it one child). The executed tree's
(:func:`ringcalc.executor.nccl_tree.dtree`); tests/symbolic/test_tree_edges.py checks it node by node."""

TREE_NET_PER_BYTE = slowest_hop(slowest_hop(TREE_NET_FACTOR / (c.channels * c.nic_rate),
                                            TREE_LAST_NET_FACTOR / (c.nics_effective * c.nic_rate)),
                                c.tree_tier_per_byte)
"""Seconds per byte of buffer through the busiest link between nodes of the tree: a full node's
:data:`TREE_NET_FACTOR` over its NICs, or the last node's :data:`TREE_LAST_NET_FACTOR` over the fewer NICs a partial
node uses (equal to the first on full nodes: the last node's factor is never the larger), or the busiest leaf's bytes
over the tier above it (:data:`ringcalc.symbolic.cluster.tree_tier_per_byte`). Before 2026-11-29 the partial node was
charged the full node's factor, conservative from four nodes on, and the tier the ring's slowdown (one node's bytes
per leaf), optimistic."""

TREE_UP_FACTOR = c.multi_gpu * (1 + beyond(g, 2))
"""Bytes a GPU of an intra-node chain (the tree's, CollNet Chain's) sends over its scale-up link per byte of buffer:
1 with two GPUs (each sends one way), 2 from three."""

TREE_ALLREDUCE = _model(
    "double-binary-tree", "all-reduce",
    L_base + 2 * ((g - 1) * alpha_intra + floor_log2(n) * c.inter_step)
    + K * slowest_hop(TREE_UP_FACTOR / up, c.multi_node * TREE_NET_PER_BYTE) / f_proto
    + several(N) * K * gamma,
    several(N) * 2 * K, 2 * (N - 1) * K, 2 * (g - 1 + floor_log2(n)),
    f"NCCL tree: intra-node chain + inter-node double binary tree (NCCL 2.4, NVIDIA blog 2019); {TUNING}",
)

NVLS_HEADS = least(c.last_node_ranks, c.nics_used)
"""NVLS heads of a node, one per NIC's local GPU and no GPU twice (NCCL ``search.cc``, NVLS pattern): min(ranks, NICs)."""

NVLS_HEADS_FULL = least(g, c.channels)
"""NVLS heads of a full node (:data:`NVLS_HEADS` of the node with the fewest ranks): min(G, its NICs)."""

NVLS_PER_BYTE = several(N) * slowest_hop(1 / (eta_nvls * B_intra), c.multi_node / net)  # one rank: no transfer
NVLS_ALLREDUCE = _model(
    "nvls", "all-reduce",
    L_base + alpha_intra + c.multi_node * c.inter_step + K * NVLS_PER_BYTE / f_proto,
    several(N) * K + c.multi_node * K / NVLS_HEADS, N * K, 1 + c.multi_node,
    f"NVLink SHARP (NVSwitch multimem reduce + multicast), across nodes with CollNet; {TUNING} nvlsEfficiency",
)
# NVLS all-gather / reduce-scatter: multicast stores / in-switch reduced loads; each GPU receives (N-1)/N K as in the
# ring, with fewer steps (one scale-up step, one network step)
NVLS_ALLGATHER = _model(
    "nvls", "all-gather",
    L_base + alpha_intra + c.multi_node * c.inter_step + (N - 1) / N * K * RING_PER_BYTE / f_proto,
    K / N, K, 1 + c.multi_node, f"NVLink SHARP multicast all-gather; {TUNING}",
)
NVLS_REDUCE_SCATTER = _model(
    "nvls", "reduce-scatter",
    L_base + alpha_intra + c.multi_node * c.inter_step + (N - 1) / N * K * RING_PER_BYTE / f_proto,
    (N - 1) / N * K, (N - 1) * K, 1 + c.multi_node, f"NVLink SHARP in-switch reduced loads; {TUNING}",
)
NVLS_TREE_ALLREDUCE = _model(
    "nvls-tree", "all-reduce",
    L_base + alpha_intra + 2 * floor_log2(n) * c.inter_step
    + several(N) * K * slowest_hop(1 / (eta_nvls * B_intra), c.multi_node * TREE_NET_PER_BYTE) / f_proto,
    several(N) * K
    + c.multi_node * K * slowest_hop(TREE_NET_FACTOR / NVLS_HEADS_FULL, TREE_LAST_NET_FACTOR / NVLS_HEADS),
    2 * (N - 1) * K, 1 + 2 * floor_log2(n),
    f"NVLS inside each node, NCCL's double binary tree between nodes; {TUNING}",
)
COLLNET_DIRECT_ALLREDUCE = _model(
    "collnet-direct", "all-reduce",
    L_base + 2 * c.multi_gpu * alpha_intra + c.inter_step
    + K * slowest_hop(2 * c.multi_gpu * (g - 1) / (g * up), c.multi_node / net) / f_proto,
    several(N) * (2 * g - 1) / g * K, N * K, 2 * c.multi_gpu + 1,
    f"CollNet Direct: scatter over the scale-up link, SHARP in the network switches (NVIDIA SHARP); {TUNING}",
)
COLLNET_CHAIN_ALLREDUCE = _model(
    "collnet-chain", "all-reduce",
    L_base + 2 * (g - 1) * alpha_intra + c.inter_step
    + K * slowest_hop(TREE_UP_FACTOR / up, c.multi_node / net) / f_proto,
    several(N) * (1 + c.multi_gpu) * K, 2 * N * K, 2 * (g - 1) + 1,
    f"CollNet Chain: chain through the node's GPUs, SHARP in the network switches; {TUNING}",
)
PAT_LATENCY = L_base + c.across_nodes(floor_log2(n) / sp.Rational(7, 2), floor_log2(n)) + N * alpha_intra
"""NCCL's PAT latency (``tuning.cc``: its network latency over 3.5), each of its log2(n) exchanges with a node 2^k
away crossing the tier for the node next to a leaf's edge; the switch hops are not divided (until 2026-11-29 they
were, and PAT beat the lower bound behind a 200 us hop)."""
PAT_ALLGATHER = _model(
    "pat", "all-gather", PAT_LATENCY + (N - 1) / N * K * RING_PER_BYTE / f_proto,
    (N - 1) / N * K, (N - 1) * K, floor_log2(n), f"NCCL PAT (Parallel Aggregated Trees), one GPU per node; {TUNING}",
)
PAT_REDUCE_SCATTER = _model(
    "pat", "reduce-scatter", PAT_LATENCY + (N - 1) / N * K * RING_PER_BYTE / f_proto + (N - 1) / N * K * gamma,
    (N - 1) / N * K, (N - 1) * K, floor_log2(n), f"NCCL PAT (Parallel Aggregated Trees), one GPU per node; {TUNING}",
)

MODELS = (
    RING_ALLREDUCE, RING_REDUCE_SCATTER, RING_ALLGATHER, RING_BROADCAST, RING_REDUCE, ALLTOALL,
    TREE_ALLREDUCE, NVLS_ALLREDUCE, NVLS_ALLGATHER, NVLS_REDUCE_SCATTER, NVLS_TREE_ALLREDUCE,
    COLLNET_DIRECT_ALLREDUCE, COLLNET_CHAIN_ALLREDUCE, PAT_ALLGATHER, PAT_REDUCE_SCATTER,
)
"""The NCCL algorithms on the cluster, keyed like the link models (``algorithm/collective``)."""

__all__ = ["MODELS", "NVLS_HEADS", "RING_PER_BYTE", "TREE_NET_FACTOR", "TREE_UP_FACTOR", "alpha"]
