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
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ringcalc import numeric
from ringcalc.cluster import values as cluster_values
from ringcalc.cluster.spec import Cluster, Placement
from ringcalc.errors import RingcalcError


@dataclass(frozen=True)
class GroupCost:
    """The time of one collective call of a group, and where and how it ran."""

    time_s: float
    algorithm: str
    link: str  # "scale-up", "NICs" or "none" (one rank)
    ranks_per_node: int
    nodes: int
    nics_per_node: float


def sub_cluster(cluster: Cluster, group_size: int, stride: int) -> tuple[Cluster, int]:
    """The cluster as one group sees it, and the group's ranks per node."""
    if group_size < 1 or stride < 1:
        raise RingcalcError(f"a group needs at least one rank and a stride >= 1 (got {group_size}, {stride})")
    g = max(1, min(group_size, cluster.gpus_per_node // stride if stride < cluster.gpus_per_node else 1))
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
               end: str = "typical", job_nodes: int = 1) -> GroupCost:
    """Seconds of one ``collective`` of ``nbytes`` (nccl-tests' size) among ``group_size`` ranks ``stride`` apart.

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
    values = cluster_values.symbol_values(sub, placement, resolved, collective, end, nbytes=nbytes)
    values.update(N=group_size, K=nbytes, gamma=gamma_s_per_byte)
    t = float(numeric.evaluate("time", values, f"{resolved.algorithm}@cluster", collective))
    link = "NICs" if placement.nodes > 1 else "scale-up"
    return GroupCost(t, resolved.label, link, g, placement.nodes, sub.nics_per_node)


def _send_recv(cluster: Cluster, stride: int, nbytes: float, end: str, job_nodes: int = 1) -> GroupCost:
    """A point-to-point transfer: NCCL's p2p over NVLink inside a node, over the GPU's rail NICs across nodes."""
    inside = stride < cluster.gpus_per_node
    # at an end of the interval: NCCL's latency spread unless stated and the model's own error, as every collective
    # (cluster_values.symbol_values; the prior's ends alone until 2026-12, so stated fractions left a send no spread)
    where = Placement(2, 1, 2, 2, 0) if inside else Placement(2, 2, 1, 1, 1)
    if inside:
        stated = cluster.scale_up_latency_s is not None
        on_latency, on_rate = cluster_values.end_factors(cluster, where, end, stated)
        rate = _faster(cluster.scale_up_efficiency.at(end), on_rate) * cluster.scale_up_rate(2)  # one peer's links
        latency = (cluster.scale_up_latency_s if stated else 1e-6) * on_latency
        return GroupCost(latency + nbytes / rate, "p2p", "scale-up", 2, 1, 0.0)
    nics = max(1.0, cluster.nics_per_node / cluster.gpus_per_node)
    stated = cluster.nic_latency_s is not None
    on_latency, on_rate = cluster_values.end_factors(cluster, where, end, stated)
    rate = nics * _faster(cluster.net_efficiency.at(end), on_rate) * cluster.nic_bandwidth_bytes_per_s
    net = 14e-6 if cluster.net_latency_simple_s is None else cluster.net_latency_simple_s  # NCCL's Simple, or the transport's
    latency = (cluster.nic_latency_s if stated else net + cluster.step_latency_s) * on_latency
    hops, slowed = _tier(cluster, stride / cluster.gpus_per_node, job_nodes)
    return GroupCost(latency + hops + nbytes * slowed / rate, "p2p", "NICs", 1, 2, nics)


def _tier(cluster: Cluster, node_stride: float, job_nodes: int) -> tuple[float, float]:
    """(seconds, slowdown) the tier above the leaves adds to a send ``node_stride`` nodes away in a job of
    ``job_nodes`` nodes: the pair that straddles a leaf's edge crosses two more switches, and of a leaf's nodes the
    share min(1, node_stride / n_leaf) send to a peer outside it at once (every stage boundary of a pipeline sends
    together), through uplinks of 1/o_sub of the leaf's NICs: slowed by o_sub times that share where it is above 1.
    Until 2026-11-29 a pipeline's sends took neither: two stages of one 384-node pod each under Meta's 7:1 tier
    sent as fast as within a pod, and ``--oversubscription`` and ``--hop-latency`` changed nothing in them."""
    leaf = cluster.nodes_per_leaf
    if not math.isfinite(leaf) or job_nodes <= leaf:
        return 0.0, 1.0
    return 2 * cluster.hop_latency_s, max(1.0, cluster.oversubscription * min(1.0, node_stride / leaf))


def _faster(fraction: float, factor: float) -> float:
    """An achieved fraction times the model error's factor; a faster one stops at the line rate (1)."""
    return fraction * factor if factor <= 1.0 else min(fraction * factor, max(fraction, 1.0))
