"""The simulated cluster the executor runs on, and the bytes each class of its links carries.

:class:`Fabric` places N ranks node by node on nodes of G GPUs with R NICs, as
:mod:`ringcalc.symbolic.cluster` does: rank ``r`` is GPU ``r % G`` of node
``r // G``; the last node is partial when G does not divide N; node ``m`` uses
``ceil(R g_m / G)`` of its NICs for its ``g_m`` ranks (rails); nodes sit under
leaf switches of ``nodes_per_leaf`` nodes, ``m // nodes_per_leaf`` being node
``m``'s leaf.

:class:`Ledger` counts every executed message on the links it crosses:

* **scale-up**: a message between two GPUs of one node, on the sender's
  scale-up link out and the receiver's in (per GPU, per direction);
* **NIC**: a message between nodes, on one NIC of the sending node (out) and
  one of the receiving node (in): the NIC of its *channel* (NCCL's channel
  ``c`` crosses nodes on NIC ``c``; on a node using fewer NICs, on
  ``c mod nics``). GPU-to-NIC locality (PCIe, PXN relays) is not modelled: a
  message between nodes is charged to the NICs only;
* **tier**: a message between nodes under different leaves also crosses the
  tier above the leaves: out of its leaf (up) and into the other (down);
* **switch**: in-network reduction (NVLS, SHARP) sends to and receives from a
  switch; those bytes are on the GPU's scale-up link or the node's NICs.

Bytes are float64 (a message split over several NICs is split evenly).
:class:`Chain` follows the longest chain of dependent hops (the latency of a
pipelined collective): how many are inside a node, between nodes, and between
leaves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ringcalc.errors import RingcalcError

INTRA, INTER, TIER = 0, 1, 2
"""Hop kinds: inside a node (scale-up), between nodes under one leaf, between leaves."""


@dataclass(frozen=True)
class Fabric:
    """N ranks on nodes of G GPUs with R NICs each, under leaves of ``nodes_per_leaf`` nodes."""

    workers: int
    gpus_per_node: int
    nics_per_node: int
    nodes_per_leaf: float = math.inf
    ring_exits_own_nic: bool = False  # a ring leaves a node through its last GPU's own NIC (xGMI), not over PXN

    def __post_init__(self) -> None:
        for name in ("workers", "gpus_per_node", "nics_per_node"):
            value = getattr(self, name)
            if not (isinstance(value, (int, np.integer)) and value >= 1):
                raise RingcalcError(f"{name.replace('_', ' ')} must be a whole number >= 1, got {value!r}", option=name)
        if not (self.nodes_per_leaf >= 1):
            raise RingcalcError(f"nodes per leaf must be >= 1, got {self.nodes_per_leaf!r}", option="nodes_per_leaf")

    @classmethod
    def of(cls, cluster, workers: int) -> Fabric:
        """The fabric of a :class:`ringcalc.cluster.spec.Cluster` for ``workers`` ranks."""
        return cls(int(workers), int(cluster.gpus_per_node), int(cluster.nics_per_node),
                   float(cluster.nodes_per_leaf), bool(cluster.ring_exits_own_nic))

    @property
    def nodes(self) -> int:
        """ceil(N/G)."""
        return -(-self.workers // self.gpus_per_node)

    @property
    def node_of(self) -> np.ndarray:
        """Node of each rank."""
        return np.arange(self.workers, dtype=np.int64) // self.gpus_per_node

    @property
    def local_of(self) -> np.ndarray:
        """GPU index within its node of each rank."""
        return np.arange(self.workers, dtype=np.int64) % self.gpus_per_node

    def ranks_on(self, node: int) -> int:
        """Ranks on node ``node`` (G but on a partial last node)."""
        g = self.gpus_per_node
        return min(g, self.workers - node * g)

    def node_ranks(self, node: int) -> list[int]:
        """The ranks of node ``node``, in GPU order."""
        g = self.gpus_per_node
        return list(range(node * g, node * g + self.ranks_on(node)))

    def nics_on(self, node: int) -> int:
        """NICs node ``node`` uses for its ranks (rails): ceil(R g_m / G)."""
        return -(-self.nics_per_node * self.ranks_on(node) // self.gpus_per_node)

    @property
    def nics_array(self) -> np.ndarray:
        return np.array([self.nics_on(m) for m in range(self.nodes)], dtype=np.int64)

    @property
    def channels(self) -> int:
        """Channels of NCCL's rings and trees: one per NIC the busiest node uses (node 0)."""
        return self.nics_on(0)

    def gpu_nics(self, local: int) -> list[int]:
        """The NICs of GPU ``local`` (rails): its own R/G NICs when R >= G, else the one it shares."""
        r, g = self.nics_per_node, self.gpus_per_node
        first = local * r // g
        return list(range(first, max(first + 1, (local + 1) * r // g)))

    @property
    def leaves(self) -> int:
        return 1 if not math.isfinite(self.nodes_per_leaf) else -(-self.nodes // int(self.nodes_per_leaf))

    @property
    def leaf_of_node(self) -> np.ndarray:
        m = np.arange(self.nodes, dtype=np.int64)
        return np.zeros_like(m) if not math.isfinite(self.nodes_per_leaf) else m // int(self.nodes_per_leaf)

    def kind(self, src: np.ndarray, dst: np.ndarray) -> np.ndarray:
        """Hop kind of each message: :data:`INTRA`, :data:`INTER` or :data:`TIER`."""
        g = self.gpus_per_node
        ns, nd = np.asarray(src) // g, np.asarray(dst) // g
        leaf = self.leaf_of_node
        return np.where(ns == nd, INTRA, np.where(leaf[ns] == leaf[nd], INTER, TIER)).astype(np.int64)

    def describe(self) -> str:
        last = self.ranks_on(self.nodes - 1)
        text = f"{self.workers} ranks on {self.nodes} node{'s' * (self.nodes > 1)} of {self.gpus_per_node}"
        if last < self.gpus_per_node and self.nodes > 1:
            text += f" (the last holds {last})"
        return text + f", {self.nics_per_node} NICs per node"


@dataclass
class Ledger:
    """Bytes on each link of a :class:`Fabric` (one stage of a collective), SI bytes as float64."""

    fabric: Fabric
    up_out: np.ndarray = field(init=False)
    up_in: np.ndarray = field(init=False)
    nic_out: np.ndarray = field(init=False)
    nic_in: np.ndarray = field(init=False)
    tier_up: np.ndarray = field(init=False)
    tier_down: np.ndarray = field(init=False)
    sent: np.ndarray = field(init=False)
    received: np.ndarray = field(init=False)
    reduced: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        f = self.fabric
        n, shape, leaves = f.workers, (f.nodes, f.nics_per_node), f.leaves
        self.up_out, self.up_in, self.sent, self.received, self.reduced = (np.zeros(n) for _ in range(5))
        self.nic_out, self.nic_in = np.zeros(shape), np.zeros(shape)
        self.tier_up, self.tier_down = np.zeros(leaves), np.zeros(leaves)
        self._node = f.node_of
        self._nics = f.nics_array
        self._leaf = f.leaf_of_node

    def charge(self, src, dst, nbytes, channel=0, *, reduce: bool = False) -> None:
        """Messages ``src -> dst`` of ``nbytes`` each, crossing nodes on NIC ``channel mod nics`` of each end."""
        src, dst = np.atleast_1d(np.asarray(src, dtype=np.int64)), np.atleast_1d(np.asarray(dst, dtype=np.int64))
        nb = np.broadcast_to(np.asarray(nbytes, dtype=np.float64), src.shape)
        ch = np.broadcast_to(np.asarray(channel, dtype=np.int64), src.shape)
        np.add.at(self.sent, src, nb)
        np.add.at(self.received, dst, nb)
        if reduce:
            np.add.at(self.reduced, dst, nb)
        ns, nd = self._node[src], self._node[dst]
        same = ns == nd
        np.add.at(self.up_out, src[same], nb[same])
        np.add.at(self.up_in, dst[same], nb[same])
        x = ~same
        if x.any():
            self.network(ns[x], ch[x], nb[x], "out")
            self.network(nd[x], ch[x], nb[x], "in")
            ls, ld = self._leaf[ns[x]], self._leaf[nd[x]]
            cross = ls != ld
            np.add.at(self.tier_up, ls[cross], nb[x][cross])
            np.add.at(self.tier_down, ld[cross], nb[x][cross])

    def network(self, nodes, channel, nbytes, direction: str) -> None:
        """Bytes through NIC ``channel mod nics`` of each node, ``"out"`` or ``"in"`` (messages to a switch too)."""
        nodes = np.atleast_1d(np.asarray(nodes, dtype=np.int64))
        ch = np.broadcast_to(np.asarray(channel, dtype=np.int64), nodes.shape)
        nb = np.broadcast_to(np.asarray(nbytes, dtype=np.float64), nodes.shape)
        target = self.nic_out if direction == "out" else self.nic_in
        np.add.at(target, (nodes, ch % self._nics[nodes]), nb)

    def switch(self, ranks, nbytes, direction: str) -> None:
        """Bytes between GPUs and their node's switch over the scale-up link (NVLS): ``"out"`` to it, ``"in"`` from it."""
        ranks = np.atleast_1d(np.asarray(ranks, dtype=np.int64))
        nb = np.broadcast_to(np.asarray(nbytes, dtype=np.float64), ranks.shape)
        np.add.at(self.up_out if direction == "out" else self.up_in, ranks, nb)
        np.add.at(self.sent if direction == "out" else self.received, ranks, nb)

    def __iadd__(self, other: Ledger) -> Ledger:
        for name in ("up_out", "up_in", "nic_out", "nic_in", "tier_up", "tier_down", "sent", "received", "reduced"):
            getattr(self, name)[...] += getattr(other, name)
        return self

    # ------------------------------------------------------------------ per class, the busiest link
    @property
    def scale_up_per_gpu(self) -> float:
        """The busiest GPU's scale-up bytes in its busier direction."""
        return float(max(self.up_out.max(initial=0.0), self.up_in.max(initial=0.0)))

    @property
    def nic_per_node(self) -> float:
        """The busiest node's bytes through all its NICs, in its busier direction."""
        return float(max(self.nic_out.sum(axis=1).max(initial=0.0), self.nic_in.sum(axis=1).max(initial=0.0)))

    @property
    def nic_per_nic(self) -> float:
        """The busiest NIC's bytes in its busier direction."""
        return float(max(self.nic_out.max(initial=0.0), self.nic_in.max(initial=0.0)))

    @property
    def tier_per_leaf(self) -> float:
        """The busiest leaf's bytes across the tier above it, in its busier direction."""
        return float(max(self.tier_up.max(initial=0.0), self.tier_down.max(initial=0.0)))

    def summary(self) -> dict[str, float]:
        """Busiest link of each class: ``scale_up_bytes_per_gpu``, ``nic_bytes_per_node``, ``nic_bytes_per_nic``, ...."""
        return {"scale_up_bytes_per_gpu": self.scale_up_per_gpu, "nic_bytes_per_node": self.nic_per_node,
                "nic_bytes_per_nic": self.nic_per_nic, "tier_bytes_per_leaf": self.tier_per_leaf,
                "reduced_bytes_per_gpu": float(self.reduced.max(initial=0.0))}


class Chain:
    """The heaviest chain of dependent hops: each message extends the chain that delivered its sender's data.

    ``weights`` are the seconds of an intra-node, an inter-node and a
    between-leaves hop; ties go to the chain with more hops between nodes.
    Call :meth:`hop` once per round with the round's messages.
    """

    def __init__(self, fabric: Fabric, weights: tuple[float, float, float] = (1.0, 2.0, 3.0)):
        self.fabric = fabric
        self.weights = np.asarray(weights, dtype=np.float64)
        self.time = np.zeros(fabric.workers)
        self.counts = np.zeros((fabric.workers, 3), dtype=np.int64)
        self.rounds = 0

    def hop(self, src, dst) -> None:
        src, dst = np.asarray(src, dtype=np.int64), np.asarray(dst, dtype=np.int64)
        self.rounds += 1
        if src.size == 0:
            return
        kinds = self.fabric.kind(src, dst)
        t = self.time[src] + self.weights[kinds]
        c = self.counts[src].copy()
        c[np.arange(src.size), kinds] += 1
        order = np.lexsort((c[:, TIER], c[:, INTER] + c[:, TIER], t, dst))  # the best candidate per receiver last
        last = np.ones(order.size, dtype=bool)
        last[:-1] = dst[order][1:] != dst[order][:-1]
        pick = order[last]
        d = dst[pick]
        better = self._better(t[pick], c[pick], self.time[d], self.counts[d])
        self.time[d[better]] = t[pick][better]
        self.counts[d[better]] = c[pick][better]

    @staticmethod
    def _better(t, c, t0, c0) -> np.ndarray:
        net, net0 = c[:, INTER] + c[:, TIER], c0[:, INTER] + c0[:, TIER]
        return (t > t0) | ((t == t0) & ((net > net0) | ((net == net0) & (c[:, TIER] > c0[:, TIER]))))

    def critical(self) -> tuple[float, np.ndarray]:
        """Seconds and (intra, inter, tier) hop counts of the heaviest chain over all ranks."""
        best = np.zeros(1, dtype=np.int64)
        for r in range(1, self.fabric.workers):
            if self._better(self.time[r:r + 1], self.counts[r:r + 1], self.time[best], self.counts[best])[0]:
                best[0] = r
        return float(self.time[best[0]]), self.counts[best[0]].copy()
