"""The link models placed on a cluster: MPI's algorithms, Horovod's hierarchical ring, and the cluster registry.

NCCL's algorithms have models of their own (:mod:`ringcalc.symbolic.collectives.nccl`).
The other algorithms (MPICH's recursive doubling, Rabenseifner, binomial tree,
recursive halving, Bruck; the parameter server; the naive all-reduce) are
written for one link of B per worker. On a cluster each of their steps runs on
the link it crosses; this module prices every step on the slower of the two
links a step can cross, per worker:

* per byte: ``max(s(g)/(eta_up B_intra), s(n) g/(nics_used eta_net B))``: a
  GPU's scale-up link, or its share of the node's NICs when the node's g GPUs
  all send across nodes at once, as they do in every step of these algorithms
  whose partner is on another node;
* per step: ``max(s(g) alpha_intra, s(n) alpha_inter)``.

This is exact for an algorithm whose every step crosses nodes and an upper
bound otherwise (steps between partners on one node are charged the network's
share); the answers say so. On one node (n = 1) it is exact: every step is on
the scale-up link. With G = 1 and one NIC it is the link model itself.

Horovod's hierarchical all-reduce (``hierarchical-ring``) is written out on the
cluster: reduce-scatter inside each node over the scale-up link, an all-reduce
across nodes on each GPU's rail (the node's NICs shared by its g rails), an
all-gather inside the node (Horovod ``HOROVOD_HIERARCHICAL_ALLREDUCE``; Jia et
al. 2018, arXiv:1807.11205).
"""

from __future__ import annotations

import dataclasses

import sympy as sp

from ringcalc.symbolic import cluster as c
from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.collectives.intlog import slowest_hop
from ringcalc.symbolic.symbols import B, K, N, R, alpha, alpha_intra, gamma

WORKER_PER_BYTE = slowest_hop(c.multi_gpu / c.gpu_up_bandwidth, c.multi_node * c.ranks_per_node / c.node_net_bandwidth)
"""Seconds per byte of one worker's step on the cluster: its scale-up link or its share of the node's NICs."""

WORKER_PER_BYTE_SPREAD = slowest_hop(c.multi_gpu / c.gpu_up_bandwidth,
                                     c.multi_node * c.ranks_per_node / c.node_net_bandwidth_spread)
"""The same for an all-to-all, whose bytes go to every other node, most of them across the tier above the leaves
(:data:`ringcalc.symbolic.cluster.node_net_bandwidth_spread`; until 2026-11-29 Bruck's were charged a ring's one node
per leaf, below the bound of what a leaf's ranks must send out of it)."""

WORKER_STEP = slowest_hop(c.multi_gpu * alpha_intra, c.multi_node * c.inter_step)
"""Latency of one step of a flat algorithm on the cluster: the slower hop a step can cross, s."""

NCCL_NAMES = {"ring": "ring", "flat-ring": "ring", "double-binary-tree": "double-binary-tree"}
"""Link algorithms whose cluster model is NCCL's (flat-ring: the ring laid out node by node, which NCCL's ring is)."""


def bottleneck(model: CollectiveModel) -> CollectiveModel:
    """``model`` with each step on the slower link it can cross (per byte and per step), as the module says."""
    x = sp.Dummy("x", positive=True)
    per_byte = WORKER_PER_BYTE_SPREAD if model.collective == "all-to-all" else WORKER_PER_BYTE
    time = model.time.subs(B, 1 / x).subs(x, per_byte).subs(alpha, WORKER_STEP)
    return dataclasses.replace(
        model, time=time,
        source=f"{model.source}; on the cluster: every step on the slower link it can cross (an upper bound)",
    )


g = c.ranks_per_node
n = c.nodes

RAIL_LOAD = sp.Piecewise((sp.ceiling(g / R), R < g), (1 / sp.floor(R / g), True))
"""Rails on the busiest NIC of a node, in units of one GPU's rail: with R < g NICs, GPU i drives NIC floor(i R / g),
so one NIC carries ceil(g/R) GPUs' rings; with R >= g each GPU drives floor(R/g) or ceil(R/g) NICs of its own and
the busiest NIC carries 1/floor(R/g) of one ring (:meth:`ringcalc.executor.fabric.Fabric.gpu_nics`). g/R when R
divides g or g divides R: the node's NICs shared evenly."""

HIERARCHICAL_ALLREDUCE = CollectiveModel(
    algorithm="hierarchical-ring",
    collective="all-reduce",
    time=(
        2 * (g - 1) * alpha_intra + 2 * (g - 1) / g * K / c.gpu_up_bandwidth
        + c.ring_across_nodes(2 * (n - 1)) + 2 * (n - 1) / n * K / g * RAIL_LOAD / c.nic_bandwidth
        + (N - 1) / N * K * gamma
    ),
    bytes_sent_per_worker=2 * (g - 1) / g * K + 2 * (n - 1) / n * K / g,
    total_bytes=N * (2 * (g - 1) / g * K + 2 * (n - 1) / n * K / g),
    latency_steps=2 * (g - 1) + 2 * (n - 1),
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source="Horovod hierarchical all-reduce (HOROVOD_HIERARCHICAL_ALLREDUCE); Jia et al. 2018 (arXiv:1807.11205)",
    extra_symbols=(),
)


def cluster_registry(link_models: dict[str, CollectiveModel], nccl_models: tuple[CollectiveModel, ...]) -> dict[str, CollectiveModel]:
    """Every model on the cluster, keyed ``"algorithm/collective"``: NCCL's, Horovod's, the rest at their bottleneck."""
    out = {m.key: m for m in nccl_models}
    for link_name, nccl_name in NCCL_NAMES.items():
        for model in list(out.values()):
            if model.algorithm == nccl_name and link_name != nccl_name:
                out[f"{link_name}/{model.collective}"] = dataclasses.replace(model, algorithm=link_name)
    out[HIERARCHICAL_ALLREDUCE.key] = HIERARCHICAL_ALLREDUCE
    for key, model in link_models.items():
        if key not in out and model.algorithm not in NCCL_NAMES:
            out[key] = bottleneck(model)
    return out
