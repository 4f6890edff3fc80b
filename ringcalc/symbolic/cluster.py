"""The cluster as the cost models see it: N ranks placed on nodes, the links they share.

N ranks are placed node by node on nodes of G GPUs (``--gpus-per-node``), as
launchers do (``mpirun -npernode G``, Slurm block distribution), so that

* ``nodes = ceil(N/G)``; the last node is partial when G does not divide N;
* ``ranks_per_node = min(N, G)``: the ranks on the busiest node;
* ``nics_used = ceil(R last / G)`` with ``last = N - (nodes - 1) G`` the ranks
  on the last node: the NICs the node with the fewest ranks uses, which every
  ring and tree must cross (the executor, ``ringcalc/executor/fabric.py``, shows
  a partial node's fewer NICs each carrying more). NIC-to-GPU affinity is rails:
  with R >= G each GPU drives R/G NICs of its own, with R < G GPUs share them;
  a node running g of its G GPUs drives the NICs of those g.

Each node has R NICs of line rate B per direction, of which a bandwidth-bound
ring achieves ``eta_net`` (``node_net_bandwidth = nics_used eta_net B``), and
each GPU a scale-up link (NVLink, xGMI, PCIe) of B_intra per direction, of which
a ring achieves ``eta_up``. Above the leaf (rail) switches sits a tier of ratio
``o_sub``: a leaf of ``n_leaf`` nodes has ``n_leaf R B / o_sub`` of uplinks. A ring
or tree crosses it with one node's traffic per leaf, so it slows them only when
``o_sub > n_leaf`` (by ``o_sub / n_leaf``); an all-to-all sends most of every
node's traffic across it, the share ``(nodes - n_leaf)/(nodes - 1)`` of a full leaf's, and is slowed by ``o_sub``
times that share where it is above 1. A step between leaves
crosses two more switches (``alpha_hop`` each): a ring's steps between nodes cross the tier on leaves/nodes of them
(:func:`ring_across_nodes`); NCCL's tree on every level (:data:`inter_step`), the conservative count: its nodes are
numbered in order, so a chain to the root crosses leaves on every level where leaves hold one or two nodes, and on
fewer under large leaves (the executor: 4 of 10 at 33 nodes in leaves of 32; its count depends on where the leaves'
edges fall, and no closed form tried stayed on the safe side of the executed chain).

These are the sub-expressions every model of :mod:`ringcalc.symbolic.collectives.nccl`
and :mod:`ringcalc.symbolic.collectives.on_cluster` shares. With G = 1, R = 1,
eta = 1 and no tier they reduce to one link of B per worker, today's link model
(``tests/symbolic/test_cluster.py`` proves each cluster model equal to its
link model there).
"""

from __future__ import annotations

import sympy as sp

from ringcalc.symbolic.collectives.intlog import beyond, least, several, slowest_hop
from ringcalc.symbolic.collectives.tree_tier import tree_tier_bytes
from ringcalc.symbolic.symbols import B, B_intra, G, N, R, alpha, alpha_hop, eta_net, eta_up, n_leaf, o_sub

nodes = sp.ceiling(N / G)
"""Nodes the N ranks occupy, ceil(N/G)."""

ranks_per_node = least(N, G)
"""Ranks on the busiest node, min(N, G)."""

last_node_ranks = N - (nodes - 1) * G
"""Ranks on the last node: G, or fewer when G does not divide N (a partial node)."""

nics_used = sp.ceiling(R * last_node_ranks / G)
"""NICs of the node with the fewest ranks (rail affinity), ceil(R last / G): the ones every ring crosses."""

crosses_tier = beyond(nodes, n_leaf)
"""1 when the job spans more nodes than one leaf switch holds (its traffic crosses the tier above), else 0."""

channels = sp.ceiling(R * ranks_per_node / G)
"""NCCL's channels through the NICs: one per NIC of the busiest node (:attr:`ringcalc.executor.fabric.Fabric.channels`)."""

nics_effective = channels / sp.ceiling(channels / nics_used)
"""The NICs' worth of bandwidth the node with the fewest ranks gives the channels, which sit whole on its NICs (channel c
on NIC c mod nics_used): C / ceil(C / nics_used), its busiest NIC carrying ceil(C / nics_used) of the C channels. It
is nics_used on full nodes and wherever nics_used divides C; a partial node of 1 GPU under nodes of 2 with 5 NICs
uses 3 NICs for 5 channels, 2.5 NICs' worth."""

nic_rate = eta_net * B
"""Achieved per-direction bandwidth of one NIC, B/s: the fraction eta_net of its line rate."""

nic_bandwidth = nic_rate / (1 + (slowest_hop(1, o_sub / n_leaf) - 1) * crosses_tier)
"""Achieved per-direction bandwidth of one NIC for a ring or tree, B/s: slowed where one node's traffic per leaf
exceeds the leaf's uplinks (o_sub > n_leaf)."""

node_net_bandwidth = nic_rate / slowest_hop(1 / nics_effective, crosses_tier * o_sub / (n_leaf * channels))
"""Achieved per-direction bandwidth of a node's NICs for a ring, B/s: :data:`nics_effective` NICs, or, where the
job crosses the tier, the leaf's uplinks, n_leaf nodes' C NICs / o_sub, if slower (a ring sends one node's bytes out
of each leaf). Equal to ``nics_effective x nic_bandwidth`` on full nodes; until 2026-11-29 it was that on a partial
node too, whose few NICs were slowed by o_sub / n_leaf as if they were the uplinks (9 ranks on DGX H100 nodes in
leaves of 1 under 3:1: the one NIC's 1.41 us charged 4.23 us, 3x the executor's)."""

tree_tier_per_byte = crosses_tier * tree_tier_bytes(nodes, n_leaf) * o_sub / (n_leaf * channels * nic_rate)
"""Seconds per byte of buffer through the tier above the busiest leaf in NCCL's double binary tree: the bytes that
leaf sends across it (:func:`ringcalc.symbolic.collectives.tree_tier.tree_tier_bytes`, from the trees' edges between
leaves) over its uplinks, n_leaf nodes' C NICs / o_sub. A ring sends one node's bytes out of a leaf; the trees send up
to 5 nodes' worth (their in-order numbering cuts a leaf on several levels), so before 2026-11-29, when the tree was
charged the ring's slowdown, it was up to 5x optimistic across an oversubscribed tier (the executor, 8 nodes in
leaves of 2 under 4:1: 1.5x; 7 nodes: 2x)."""

tier_share = (nodes - least(nodes, n_leaf)) / slowest_hop(nodes - 1, 1)
"""The share of a node's all-to-all bytes that leave a full leaf: to the nodes - n_leaf of its nodes - 1 peers outside
it (0 within one leaf)."""

node_net_bandwidth_spread = nics_used * eta_net * B / (1 + (slowest_hop(1, o_sub * tier_share) - 1) * crosses_tier)
"""Achieved per-direction bandwidth of a node's NICs for an all-to-all, B/s: a full leaf sends :data:`tier_share` of
its n_leaf nodes' bytes through uplinks of n_leaf R B / o_sub, so the tier slows it by o_sub x that share where that
is above 1 (one node past a leaf of 384 under 7:1: 7/384, no slowdown, where every byte had been charged 7x; two full
leaves: 7 x 384/767, 3.5x)."""

gpu_up_bandwidth = eta_up * B_intra
"""Achieved per-direction scale-up bandwidth of one GPU (a ring over NVLink, xGMI or PCIe), B/s."""

leaves = slowest_hop(sp.ceiling(nodes / n_leaf), 1)
"""Leaf switches the job's nodes occupy, ceil(nodes / n_leaf) (1 without a tier)."""

inter_step = alpha + 2 * alpha_hop * crosses_tier
"""Latency of one step between nodes that crosses the tier whenever the job does, s: the NIC's, plus leaf-spine-leaf
(a one-step exchange through the switches, NVLS and CollNet across nodes; each level of NCCL's tree, conservatively)."""


def across_nodes(inter_steps: sp.Expr, tier_steps: sp.Expr) -> sp.Expr:
    """Latency of ``inter_steps`` steps between nodes of which ``tier_steps`` also cross the tier between leaves, s.

    Every step between nodes pays ``alpha``; those between leaves two more switches (leaf-spine-leaf, ``alpha_hop``
    each). Until 2026-11-29 every inter-node step paid the tier's hops once the job spanned two leaves: a ring of 8
    nodes in leaves of 2 was charged 14 tier crossings where its chunks cross 7 (the executor,
    ``tests/executor/test_replay_follows_the_model.py``).
    """
    return inter_steps * alpha + tier_steps * 2 * alpha_hop * crosses_tier


def ring_across_nodes(inter_steps: sp.Expr) -> sp.Expr:
    """Latency of a ring's ``inter_steps`` steps between nodes, s: the ring visits the nodes leaf by leaf, so of every
    ``nodes`` hops between nodes ``leaves`` cross the tier (one leaving each leaf), the share leaves/nodes of them."""
    return across_nodes(inter_steps, inter_steps * leaves / nodes)


multi_node = several(nodes)
"""1 when the ranks span two or more nodes."""

multi_gpu = several(ranks_per_node)
"""1 when a node holds two or more of the ranks (the scale-up link carries traffic)."""

__all__ = [
    "across_nodes", "channels", "crosses_tier", "gpu_up_bandwidth", "inter_step",
    "last_node_ranks", "leaves", "multi_gpu", "multi_node", "nic_bandwidth", "nics_effective", "nics_used",
    "nic_rate", "node_net_bandwidth", "node_net_bandwidth_spread", "nodes", "ranks_per_node", "ring_across_nodes", "tier_share",
    "tree_tier_per_byte",
]
