"""A collective of a group of ranks inside a larger job, on the cluster (tensor, pipeline, data, expert groups).

A hybrid-parallel step runs many collectives at once, each among a group of
ranks: ``group_size`` ranks ``stride`` apart in the job's rank order (Megatron:
tensor-parallel groups are consecutive, data-parallel ones ``tp`` apart). Every
GPU of a node is in one group of each kind, so the node's NICs are shared by
the ``G / g`` groups that have ``g`` ranks on it. The group is therefore costed
as a job of ``group_size`` ranks on a cluster whose nodes hold its ``g`` ranks
and the NICs of those ranks (rails: ``R g / G``), on the same scale-up link:
the placement of :mod:`ringcalc.symbolic.cluster` applied to the group.

* ``g = min(group_size, max(1, G // stride))`` ranks of the group share a node
  (a stride of G or more puts each rank on its own node);
* a group with ``group_size * stride <= G`` (its span fits in a node) runs on the
  scale-up link alone.

The time is the generated function of the (algorithm, protocol) pair NCCL would
pick for the message on that sub-cluster (or the one given), in SI units.

Under a tier of leaf switches the group is priced where the step places it worst (:func:`leaf_patterns`): its
instances sit at known ranks of the job (Megatron's order), and one whose nodes straddle a leaf's edge crosses the
tier although an instance from node 0 would fit in a leaf (:func:`straddling`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ringcalc import numeric
from ringcalc.cluster import values as cluster_values
from ringcalc.cluster.spec import Cluster, Placement
from ringcalc.errors import RingcalcError
from ringcalc.numeric._generated_workload import WORKLOAD


@dataclass(frozen=True)
class GroupCost:
    """The time of one collective call of a group, and where and how it ran."""

    time_s: float
    algorithm: str
    link: str  # "scale-up", "NICs" or "none" (one rank)
    ranks_per_node: int
    nodes: int
    nics_per_node: float
    straddle: Straddle | None = None  # the slowest instance, where it crosses more leaves than one from node 0


@dataclass(frozen=True)
class Straddle:
    """An instance of a group whose nodes span more leaves than the group placed from node 0 does.

    ``first_rank``: its first rank in the job; ``first_node`` .. ``last_node``: the physical nodes it spans;
    ``edge_node``: the first node of the second leaf it touches; ``pieces``: its nodes under each leaf it touches.
    With ``edge = "node"`` it is an instance that spans more nodes (or NVLink domains) than the group placed from
    rank 0, or holds fewer ranks on one: ``edge_node`` is its second node and ``pieces`` its ranks on each.
    """

    first_rank: int
    first_node: int
    last_node: int
    edge_node: int
    pieces: tuple[int, ...]
    edge: str = "leaf"  # "leaf": its nodes under each leaf; "node": its ranks on each node (a node's or domain's edge)


def sub_cluster(cluster: Cluster, group_size: int, stride: int, per_node: int | None = None) -> tuple[Cluster, int]:
    """The cluster as one group sees it, and the group's ranks per node (``per_node``: those of an instance
    placed otherwise than from rank 0, :func:`node_patterns`)."""
    if group_size < 1 or stride < 1:
        raise RingcalcError(f"a group needs at least one rank and a stride >= 1 (got {group_size}, {stride})")
    g = max(1, min(group_size, cluster.gpus_per_node // stride if stride < cluster.gpus_per_node else 1))
    g = g if per_node is None else per_node
    if stride > cluster.gpus_per_node and math.isfinite(cluster.nodes_per_leaf):
        # the group's nodes are stride / G of the job's apart: a leaf holds that many fewer of them (until 2026-11-29
        # a data-parallel group 2 nodes apart saw leaves twice their size, and crossed the tier that much later)
        cluster = cluster.replace(nodes_per_leaf=max(1.0, cluster.nodes_per_leaf * cluster.gpus_per_node / stride))
    share = cluster.nics_per_node * g / cluster.gpus_per_node  # the group's rails: R g / G NICs of each node
    if share < 1:  # G / g concurrent groups on R < G / g NICs: each group has that share of one NIC's line rate
        return cluster.replace(gpus_per_node=g, nics_per_node=1,
                               nic_bandwidth_bytes_per_s=cluster.nic_bandwidth_bytes_per_s * share), g
    return cluster.replace(gpus_per_node=g, nics_per_node=round(share)), g


def group_time(cluster: Cluster, collective: str, group_size: int, stride: int, nbytes: float,
               algorithm: str = "auto", protocol: str | None = None, gamma_s_per_byte: float = 0.0,
               end: str = "typical", job_nodes: int = 1, job_ranks: int = 0) -> GroupCost:
    """Seconds of one ``collective`` of ``nbytes`` (nccl-tests' size) among ``group_size`` ranks ``stride`` apart.

    With ``job_ranks`` (the job's ranks) the time is that of the step's slowest instance of the group: every
    instance's leaves are found (:func:`leaf_patterns`), and one that straddles more leaves than the group placed
    from node 0 is costed across the tier (:func:`straddling`); the result's ``straddle`` names it. Until
    2026-11-29 every group was costed as if it began at node 0: stage 1's data-parallel ring on nodes 4-7 of a
    DGX H100 job under leaves of 6 nodes and 16:1 kept its 569.1 ms all-reduce of one leaf.

    ``send-recv`` is one point-to-point transfer of ``nbytes`` between two ranks
    ``stride`` apart (a pipeline stage boundary): over the scale-up link inside a
    node, else over the sender's share of its node's NICs, and across the tier
    above the leaves where the job's ``job_nodes`` span more than one leaf.
    """
    if group_size <= 1 and collective != "send-recv" or nbytes <= 0:
        return GroupCost(0.0, "none", "none", 1, 1, 0.0)
    if collective == "send-recv":
        return _send_recv(cluster, stride, nbytes, end, job_nodes)
    sub, g = sub_cluster(cluster, group_size, stride)
    placement = Placement.of(group_size, sub)
    resolved = cluster_values.resolve(algorithm, protocol, collective, nbytes, sub, placement)

    def timed(on: Cluster, where: Placement = placement, pair: cluster_values.Resolved = resolved) -> float:
        values = cluster_values.symbol_values(on, where, pair, collective, end, nbytes=nbytes)
        values.update(N=group_size, K=nbytes, gamma=gamma_s_per_byte)
        return float(numeric.evaluate("time", values, f"{pair.algorithm}@cluster", collective))

    t, worst = timed(sub), None
    priced = [(timed(leafed), where) for where, leafed in
              straddling(cluster, sub, placement.nodes, group_size, stride, job_ranks)]
    if priced:  # the slowest straddling instance, never below the instance from node 0
        there, worst = max(priced, key=lambda pair: pair[0])
        t = max(t, there)
    cost = GroupCost(t, resolved.label, "NICs" if placement.nodes > 1 else "scale-up", g, placement.nodes,
                     sub.nics_per_node, worst)
    for where in node_patterns(job_ranks, group_size, stride, cluster.gpus_per_node):
        if len(where.pieces) <= placement.nodes and min(where.pieces) >= placement.last_node_ranks:
            continue  # no more nodes, and no fewer ranks on one, than the instance from rank 0
        on, per = _across_nodes(cluster, group_size, stride, where.pieces)
        at = Placement.of(group_size, on)
        pair = cluster_values.resolve(algorithm, protocol, collective, nbytes, on, at)
        there = timed(on, at, pair)
        if there > cost.time_s:
            cost = GroupCost(there, pair.label, "NICs", per, at.nodes, on.nics_per_node, where)
    return cost


def _across_nodes(cluster: Cluster, group_size: int, stride: int, pieces: tuple[int, ...]) -> tuple[Cluster, int]:
    """The sub-cluster of an instance whose ranks lie on several nodes in ``pieces``: its fullest node's ranks per
    node, where the placement of :mod:`ringcalc.symbolic.cluster` then gives its node count and its fewest ranks on
    one node (the partial node, whose rails every ring crosses); else, with a piece of fewer ranks in the middle
    of fuller ones, its fewest ranks on every node (as many nodes or more, never more NICs: an upper bound)."""
    fullest, fewest = max(pieces), min(pieces)
    nodes = -(-group_size // fullest)
    exact = nodes == len(pieces) and group_size - (nodes - 1) * fullest == fewest
    return sub_cluster(cluster, group_size, stride, per_node=fullest if exact else fewest)


@lru_cache(maxsize=512)
def node_patterns(job_ranks: int, group_size: int, stride: int, gpus_per_node: int) -> tuple[Straddle, ...]:
    """Each distinct way an instance of the group spreads its ranks over two nodes or more, with its first
    instance, in Megatron's rank order (:func:`leaf_patterns`'s instances; rank ``x`` on node ``x // G``).

    A group placed from rank 0 fills its nodes alike; an instance that begins inside a node (stage 1's
    data-parallel group of 3 on ranks 6 | 8, 10 of nodes of 8, or a tensor group of 8 at rank 64 of NVL72's domains of
    72) crosses the node's edge with fewer ranks (and rails) on one side. Until 2026-11-29 every instance was
    priced as the one from rank 0: a group that crosses a node or NVLink domain at its slowest instance was
    costed on the scale-up link (NVLS across two nodes), and one whose partial side has fewer rails at the rails of
    a full node."""
    import numpy as np

    if group_size < 2 or job_ranks < group_size * stride:
        return ()
    first, nodes = _instance_nodes(job_ranks, group_size, stride, gpus_per_node)
    crossing = nodes[:, -1] > nodes[:, 0]
    seen: dict[tuple[int, ...], Straddle] = {}
    for row, rank in zip(nodes[crossing], first[crossing], strict=True):
        own, pieces = np.unique(row, return_counts=True)
        key = tuple(int(p) for p in pieces)
        if key not in seen:
            seen[key] = Straddle(int(rank), int(own[0]), int(own[-1]), int(own[1]), key, edge="node")
    return tuple(seen.values())


def straddling(cluster: Cluster, sub: Cluster, nodes: int, group_size: int, stride: int,
               job_ranks: int) -> list[tuple[Straddle, Cluster]]:
    """The instances of the group that span more leaves than the group placed from node 0, each with the
    sub-cluster it is costed on (empty without a tier, or when no instance does).

    The cluster model (:mod:`ringcalc.symbolic.cluster`) places a group of ``nodes`` nodes from the first node of a
    leaf: it crosses the tier where ``nodes > n_leaf``, a ring's steps between nodes cross it on ``leaves / nodes``
    of them (``leaves = ceil(nodes / n_leaf)``), a ring or tree's bytes are slowed by ``max(1, o_sub / n_leaf)``
    (one node's traffic out of each leaf's ``n_leaf R B / o_sub`` of uplinks) and an all-to-all's by ``o_sub``
    times the share ``(nodes - n_leaf) / (nodes - 1)`` of its bytes that leave a leaf. An instance whose
    ``nodes`` lie on ``k`` leaves in pieces (nodes 4-7 under leaves of 6: 2 and 2) is costed on the sub-cluster
    whose leaf makes that placement cross as the instance does: a leaf of ``n'`` = its fuller piece's nodes (or
    ``nodes / k`` where ``k`` leaves need a smaller one), so that ``ceil(nodes / n') = k`` gives its crossings,
    and an oversubscription ``o' = o_sub n' / n_leaf`` that keeps each physical leaf's uplinks: a ring or tree
    is slowed by ``o' / n' = o_sub / n_leaf`` as where the job spans leaves, and an all-to-all by
    ``o_sub a b / (n_leaf (nodes - 1))`` for pieces ``a`` and ``b``, the pieces' crossing bytes through one
    leaf's uplinks. The leaf keeps its uplinks for the crossing group (the other groups under it stay inside,
    as stage 0's do under leaf 0 while stage 1 crosses from it).
    """
    leaf = sub.nodes_per_leaf
    if not job_ranks or not math.isfinite(leaf) or nodes < 2:
        return []
    aligned = -(-nodes // leaf) if nodes > leaf else 1
    out = []
    for where in leaf_patterns(job_ranks, group_size, stride, cluster.gpus_per_node, cluster.nodes_per_leaf):
        k = min(len(where.pieces), nodes)
        if k <= aligned:
            continue
        fuller = max(where.pieces)
        n_leaf = float(fuller) if -(-nodes // fuller) == k else nodes / k
        while -(-nodes // n_leaf) > k:  # nodes / k rounded down by the division: the leaf a hair larger
            n_leaf = math.nextafter(n_leaf, math.inf)
        out.append((where, sub.replace(nodes_per_leaf=n_leaf,
                                       oversubscription=sub.oversubscription * n_leaf / leaf)))
    return out


@lru_cache(maxsize=512)
def leaf_patterns(job_ranks: int, group_size: int, stride: int, gpus_per_node: int,
                  nodes_per_leaf: float) -> tuple[Straddle, ...]:
    """Each distinct way an instance of the group spreads its nodes over two or more leaves, with its first
    instance (none without a tier).

    The instances are Megatron's (:meth:`ringcalc.workload.layout.Layout.group`): a group of ``group_size`` ranks
    ``stride`` apart begins at rank ``b group_size stride + r`` for ``r < stride``, each block of
    ``group_size stride`` ranks holding ``stride`` of them (the data-parallel groups of a pipeline stage, the
    tensor-parallel groups of a node ...); rank ``x`` sits on node ``x // G``, node ``m`` under leaf
    ``m // n_leaf``.
    """
    import numpy as np

    if not math.isfinite(nodes_per_leaf) or group_size < 2 or job_ranks < group_size * stride:
        return ()
    first, nodes = _instance_nodes(job_ranks, group_size, stride, gpus_per_node)
    leaves = np.floor(nodes / nodes_per_leaf).astype(np.int64)
    crossing = leaves[:, -1] > leaves[:, 0]
    seen: dict[tuple[int, ...], Straddle] = {}
    rows, where = np.unique(nodes[crossing], axis=0, return_index=True)
    for row, i in sorted(zip(rows, where, strict=True), key=lambda pair: int(pair[1])):
        own = np.unique(row)
        under, pieces = np.unique(np.floor(own / nodes_per_leaf).astype(np.int64), return_counts=True)
        key = tuple(int(p) for p in pieces)
        if key not in seen:
            edge = int(own[np.floor(own / nodes_per_leaf) > under[0]][0])
            seen[key] = Straddle(int(first[crossing][i]), int(own[0]), int(own[-1]), edge, key)
    return tuple(seen.values())


def _instance_nodes(job_ranks: int, group_size: int, stride: int, gpus_per_node: int) -> tuple:
    """Megatron's instances of the group: each one's first rank, and the node of each of its ranks (one row each)."""
    import numpy as np

    block = group_size * stride
    first = (np.arange(job_ranks // block)[:, None] * block + np.arange(stride)[None, :]).reshape(-1)
    return first, (first[:, None] + np.arange(group_size)[None, :] * stride) // gpus_per_node


def _send_recv(cluster: Cluster, stride: int, nbytes: float, end: str, job_nodes: int = 1) -> GroupCost:
    """A point-to-point transfer: NCCL's p2p over NVLink inside a node, over the GPU's rail NICs across nodes."""
    # pipeline stages are the outermost rank order (Layout.group), so a job on more than one node has a stage boundary
    # that crosses a node (stage 3 -> 4 of 2 ranks each on nodes of 8) even where the stride is below G: its slowest
    # send runs on the NICs (until 2026-11-29 every send with a stride below G was priced on the scale-up link)
    inside = stride < cluster.gpus_per_node and job_nodes <= 1
    # at an end of the interval: NCCL's latency spread unless stated and the model's own error, as every collective
    # (cluster_values.symbol_values; the prior's ends alone until 2026-12, so stated fractions left a send no spread)
    where = Placement(2, 1, 2, 2, 0) if inside else Placement(2, 2, 1, 1, 1)
    if inside:
        stated = cluster.scale_up_latency_s is not None
        on_latency, on_rate = cluster_values.end_factors(cluster, where, end, stated)
        t = WORKLOAD["p2p_time_scale_up"](
            K=nbytes, alpha_p2p=(cluster.scale_up_latency_s if stated else 1e-6) * on_latency,
            eta_up=_faster(cluster.scale_up_efficiency.at(end), on_rate), B_intra=cluster.scale_up_rate(2))
        return GroupCost(t, "p2p", "scale-up", 2, 1, 0.0)
    stated = cluster.nic_latency_s is not None
    on_latency, on_rate = cluster_values.end_factors(cluster, where, end, stated)
    net = 14e-6 if cluster.net_latency_simple_s is None else cluster.net_latency_simple_s  # NCCL's Simple, or the transport's
    t = WORKLOAD["p2p_time_nics"](  # symbolic/collectives/p2p.py: the rails, the tier's hops and slowdown
        K=nbytes, alpha_p2p=(cluster.nic_latency_s if stated else net + cluster.step_latency_s) * on_latency,
        R_nic=cluster.nics_per_node, G=cluster.gpus_per_node, B=cluster.nic_bandwidth_bytes_per_s,
        eta_net=_faster(cluster.net_efficiency.at(end), on_rate), M_nodes=job_nodes, n_leaf=cluster.nodes_per_leaf,
        d_nodes=stride / cluster.gpus_per_node, o_sub=cluster.oversubscription, alpha_hop=cluster.hop_latency_s)
    first = cluster.gpus_per_node - stride  # the first sender whose peer is on the next node, where the stride is below G
    where = Straddle(first, 0, 1, 1, (1, 1), edge="node") if first > 0 else None
    return GroupCost(t, "p2p", "NICs", 1, 2, max(1.0, cluster.nics_per_node / cluster.gpus_per_node), where)


def _faster(fraction: float, factor: float) -> float:
    """An achieved fraction times the model error's factor; a faster one stops at the line rate (1)."""
    return fraction * factor if factor <= 1.0 else min(fraction * factor, max(fraction, 1.0))
