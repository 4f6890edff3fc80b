"""Collectives run on a simulated cluster, and their time replayed on its links at the cluster's achieved rates.

:data:`CLUSTER_ALGORITHMS` names what runs on a :class:`~ringcalc.executor.fabric.Fabric`:
NCCL's ring through rails (:mod:`~ringcalc.executor.nccl_ring`), NCCL's tree
(:mod:`~ringcalc.executor.nccl_tree`), Horovod's hierarchical all-reduce (the
executor of :mod:`~ringcalc.executor.hierarchical`, its messages charged to
the cluster's links: each GPU's inter-node ring on its own rail, i.e. its own
NICs) and the in-network reductions (:mod:`~ringcalc.executor.in_network`).

The replay takes the same symbol values as the cluster cost models
(:func:`ringcalc.cluster.values.symbol_values`, SI units):

* rates per direction: a GPU's scale-up link ``eta_up B_intra`` (NVLS, NVLS Tree:
  ``eta_nvls B_intra``), a NIC ``eta_net B``, the tier above a leaf
  ``n_leaf C eta_net B / o_sub`` (its leaf's ``n_leaf`` nodes' ``C`` rails,
  oversubscribed), each times the protocol's ``f_proto``;
* **bandwidth time**: stage by stage, the busiest link's bytes over its rate
  (inside a stage every link works at once: NCCL pipelines);
* **latency**: as the model of each algorithm charges it: ``L_base`` (NCCL's
  algorithms; Horovod's model has none) plus the heaviest chain of dependent
  hops, each inside a node ``alpha_intra``, for NCCL's ring once the job spans
  nodes ``max(alpha_intra, alpha_ovh)`` (tuning.cc floors the ring's intra-node
  latency at the network overhead, not the tree's:
  ``ringcalc.symbolic.collectives.nccl._intra_step`` in ``_ring_latency`` only;
  before, every algorithm's intra hops were floored, a tree on 2 DGX H100 nodes
  replayed 30.9 us where the model says 25.3 us), between nodes ``alpha``,
  between leaves ``alpha + 2 alpha_hop``; NCCL's ring across nodes times
  NCCL's plateau factor ``plat`` (the ring's model alone has it);
* **reduction**: the busiest GPU's combined bytes times ``gamma``.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.executor.cluster_run import ClusterRun, Recorder, finish
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.in_network import (
    collnet_chain_allreduce, collnet_direct_allreduce, nvls_allreduce, nvls_tree_allreduce, one_rank_allreduce,
)
from ringcalc.executor.nccl_ring import ring_through_rails
from ringcalc.executor.nccl_tree import tree_allreduce

IN_NETWORK = ("nvls", "nvls-tree", "collnet-direct", "collnet-chain")
"""Algorithms whose reduction a switch does: the executor checks their bytes only."""


def hierarchical_on_cluster(buffers: Sequence[np.ndarray], op: str, fabric: Fabric,
                            weights: tuple[float, float, float] = (1.0, 2.0, 3.0)) -> ClusterRun:
    """Horovod's hierarchical all-reduce on the cluster: intra-node reduce-scatter, a ring per rail, intra all-gather.

    Each GPU's inter-node ring crosses nodes on its own NICs (rails: with
    R >= G its R/G NICs share its bytes evenly, with R < G it shares one).
    Horovod needs the same number of ranks on every node.
    """
    from ringcalc.executor.hierarchical import hierarchical_ring_allreduce

    g = fabric.ranks_on(0)
    if fabric.ranks_on(fabric.nodes - 1) != g:
        raise RingcalcError(f"Horovod's hierarchical all-reduce needs the same number of ranks on every node; "
                            f"{fabric.describe()}", option="algorithm")
    res = hierarchical_ring_allreduce(buffers, op, gpus_per_node=g)
    rec = Recorder(fabric, weights)
    local = fabric.local_of
    for rnd in res.log:
        if rnd.phase.startswith("intra"):
            rec.stage(rnd.phase)
            rec.send(rnd.src, rnd.dst, rnd.nbytes, reduce=rnd.reduce)
        else:
            rec.stage("inter")
            for gpu in range(g):
                mine = local[rnd.src] == gpu
                nics = fabric.gpu_nics(gpu)
                for nic in nics:
                    rec.send(rnd.src[mine], rnd.dst[mine], rnd.nbytes[mine] / len(nics), nic, reduce=rnd.reduce)
        rec.hop("hierarchical", rnd.src, rnd.dst)
    return finish("hierarchical-ring", res.op, res.outputs, res.outputs[0].shape if res.outputs else (0,), rec,
                  res.elements, res.itemsize, ["Horovod: each GPU's inter-node ring on its own rail"])


CLUSTER_ALGORITHMS: dict[str, Callable[..., ClusterRun]] = {
    "ring": ring_through_rails,
    "flat-ring": ring_through_rails,
    "double-binary-tree": tree_allreduce,
    "hierarchical-ring": hierarchical_on_cluster,
    "nvls": lambda b, op, fabric, weights=None: nvls_allreduce(b, op, fabric),
    "nvls-tree": lambda b, op, fabric, weights=None: nvls_tree_allreduce(b, op, fabric),
    "collnet-direct": lambda b, op, fabric, weights=None: collnet_direct_allreduce(b, op, fabric),
    "collnet-chain": lambda b, op, fabric, weights=None: collnet_chain_allreduce(b, op, fabric),
}
"""All-reduce algorithms the executor runs on a cluster (``flat-ring`` is NCCL's ring laid out node by node)."""


def run_on_cluster(algorithm: str, buffers: Sequence[np.ndarray], op: str, fabric: Fabric,
                   weights: tuple[float, float, float] = (1.0, 2.0, 3.0)) -> ClusterRun:
    """Execute an all-reduce ``algorithm`` on ``fabric``."""
    try:
        fn = CLUSTER_ALGORITHMS[algorithm]
    except KeyError:
        raise RingcalcError(f"the executor does not run {algorithm} on a cluster; it runs all-reduce with "
                            f"{', '.join(CLUSTER_ALGORITHMS)}", option="algorithm") from None
    if fabric.workers == 1 and algorithm in IN_NETWORK:  # NCCL copies a one-rank communicator's buffer: no switch
        return one_rank_allreduce(algorithm, buffers, op, fabric)
    return fn(buffers, op, fabric, weights)


def elements_grain(algorithm: str, fabric: Fabric) -> int:
    """Elements per rank must be a multiple of this for every chunk, channel and tree slice to be even."""
    n, c = fabric.workers, fabric.channels
    if algorithm in ("ring", "flat-ring"):
        return n * c
    if algorithm == "double-binary-tree":
        return 2 * c
    if algorithm == "hierarchical-ring":
        return n * math.lcm(*[len(fabric.gpu_nics(x)) for x in range(fabric.ranks_on(0))])
    if algorithm == "collnet-direct":
        return fabric.ranks_on(0) * c
    if algorithm == "nvls-tree":
        return 2 * c
    return c


RINGS = ("ring", "flat-ring")
"""NCCL's ring: the algorithm whose model floors intra-node steps at ``alpha_ovh`` and multiplies by ``plat``."""


def hop_weights(values: Mapping[str, Any], fabric: Fabric, algorithm: str = "ring") -> tuple[float, float, float]:
    """Seconds of a hop inside a node, between nodes and between leaves, from the model's symbol values, as
    ``algorithm``'s model charges them (module docstring: the ring's intra hops floored at ``alpha_ovh``)."""
    multi = fabric.nodes > 1
    floor = float(values.get("alpha_ovh", 0.0)) if multi and algorithm in RINGS else 0.0
    intra = max(float(values["alpha_intra"]), floor)
    inter = float(values["alpha"])
    return intra, inter, inter + 2 * float(values.get("alpha_hop", 0.0))


def link_rates(values: Mapping[str, Any], fabric: Fabric, algorithm: str) -> dict[str, float]:
    """Achieved bytes/s per direction of a GPU's scale-up link, a NIC and a leaf's tier, from the symbol values."""
    f = float(values.get("f_proto", 1.0))
    up_eta = float(values["eta_nvls"] if algorithm in ("nvls", "nvls-tree") else values["eta_up"])
    nic = float(values["eta_net"]) * float(values["B"]) * f
    leaf = float(values.get("n_leaf", math.inf))
    tier = math.inf if not math.isfinite(leaf) else leaf * fabric.channels * nic / float(values.get("o_sub", 1.0))
    return {"scale_up": up_eta * float(values["B_intra"]) * f, "nic": nic, "tier": tier}


def bandwidth_time(run: ClusterRun, rates: Mapping[str, float]) -> float:
    """Stage by stage, the busiest link's bytes over its rate, s."""
    total = 0.0
    for ledger in run.stages.values():
        total += max(ledger.scale_up_per_gpu / rates["scale_up"], ledger.nic_per_nic / rates["nic"],
                     ledger.tier_per_leaf / rates["tier"] if ledger.tier_per_leaf else 0.0)
    return total


def latency_time(run: ClusterRun, values: Mapping[str, Any]) -> float:
    """``L_base`` plus the heaviest chain's hops at the model's per-hop latencies (times NCCL's plateau for the ring),
    as ``run.algorithm``'s model charges them, s."""
    if run.hops is None:
        return float("nan")
    w = hop_weights(values, run.fabric, run.algorithm)
    base = 0.0 if run.algorithm == "hierarchical-ring" else float(values.get("L_base", 0.0))
    chain = base + sum(int(h) * x for h, x in zip(run.hops, w))
    ring = run.algorithm in RINGS and run.fabric.nodes > 1
    return chain * (float(values.get("plat", 1.0)) if ring else 1.0)


def replay(run: ClusterRun, values: Mapping[str, Any]) -> dict[str, float]:
    """The run's time on the cluster's links: ``bandwidth_s``, ``latency_s``, ``reduction_s`` and their sum ``time_s``."""
    rates = link_rates(values, run.fabric, run.algorithm)
    bw = bandwidth_time(run, rates)
    lat = latency_time(run, values)
    red = float(run.ledger.reduced.max(initial=0.0)) * float(values.get("gamma", 0.0))
    return {"bandwidth_s": bw, "latency_s": lat, "reduction_s": red, "time_s": bw + lat + red}
