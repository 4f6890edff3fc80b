"""What a collective run on a simulated cluster returns, and the recorder its algorithms write to.

An algorithm of :mod:`ringcalc.executor.nccl_ring`, :mod:`~ringcalc.executor.nccl_tree`,
:mod:`~ringcalc.executor.in_network` or the hierarchical ring on the cluster
(:mod:`ringcalc.executor.on_cluster`) computes the result on numpy buffers and,
for every message it executes, tells a :class:`Recorder` its bytes (charged to a
:class:`~ringcalc.executor.fabric.Ledger` per *stage*) and its place in the
chain of dependent hops (a :class:`~ringcalc.executor.fabric.Chain` per *lane*).

Stages run one after the other; inside a stage every link works at once
(NCCL pipelines a collective in chunks), so a stage lasts as long as its
busiest link needs. Lanes are schedules that run side by side (NCCL's two trees;
channels with the same schedule share one lane).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ringcalc.executor.fabric import Chain, Fabric, Ledger


class Recorder:
    """Collects the bytes of each stage and the hop chain of each lane of one run."""

    def __init__(self, fabric: Fabric, weights: tuple[float, float, float] = (1.0, 2.0, 3.0)):
        self.fabric = fabric
        self.weights = weights
        self.stages: dict[str, Ledger] = {}
        self.lanes: dict[Any, Chain] = {}
        self._ledger: Ledger | None = None

    def stage(self, name: str) -> Ledger:
        """Make ``name`` the current stage (created on first use) and return its ledger."""
        self._ledger = self.stages.setdefault(name, Ledger(self.fabric))
        return self._ledger

    @property
    def ledger(self) -> Ledger:
        if self._ledger is None:
            return self.stage("collective")
        return self._ledger

    def send(self, src, dst, nbytes, channel=0, *, reduce: bool = False) -> None:
        """Charge messages ``src -> dst`` to the current stage (see :meth:`Ledger.charge`)."""
        self.ledger.charge(src, dst, nbytes, channel, reduce=reduce)

    def hop(self, lane: Any, src, dst) -> None:
        """One round of lane ``lane``: its messages ``src -> dst`` extend the chains of their senders."""
        chain = self.lanes.get(lane)
        if chain is None:
            chain = self.lanes[lane] = Chain(self.fabric, self.weights)
        chain.hop(src, dst)

    def critical(self) -> tuple[float, np.ndarray] | None:
        """Seconds and (intra, inter, tier) hops of the heaviest chain over all lanes (None: no chain recorded)."""
        best: tuple[float, np.ndarray] | None = None
        for chain in self.lanes.values():
            t, c = chain.critical()
            if best is None or Chain._better(np.array([t]), c[None, :], np.array([best[0]]), best[1][None, :])[0]:
                best = (t, c)
        return best


@dataclass
class ClusterRun:
    """A collective executed on a simulated cluster.

    Attributes
    ----------
    algorithm, op : str
    outputs : list of numpy.ndarray
        One result per rank, shaped like the inputs.
    fabric : Fabric
    stages : dict of str to Ledger
        Bytes on each link, per stage (in the order the stages run).
    hops : numpy.ndarray or None
        (intra, inter, tier) hops of the heaviest chain of dependent messages;
        None for in-network reduction (the switch's steps are not executed).
    elements, itemsize : int
        K elements per rank and bytes per element.
    notes : list of str
        How the run was laid out (channels, tree pattern, ...).
    """

    algorithm: str
    op: str
    outputs: list[np.ndarray]
    fabric: Fabric
    stages: dict[str, Ledger]
    hops: np.ndarray | None
    elements: int
    itemsize: int
    notes: list[str] = field(default_factory=list)

    @property
    def ledger(self) -> Ledger:
        """All stages' bytes together."""
        total = Ledger(self.fabric)
        for ledger in self.stages.values():
            total += ledger
        return total

    @property
    def bytes_sent(self) -> np.ndarray:
        return self.ledger.sent

    @property
    def steps(self) -> int:
        """Hops on the heaviest chain (0 for in-network reduction)."""
        return 0 if self.hops is None else int(self.hops.sum())

    def to_dict(self) -> dict[str, Any]:
        total = self.ledger
        out: dict[str, Any] = {
            "algorithm": self.algorithm, "op": self.op, "workers": self.fabric.workers,
            "gpus_per_node": self.fabric.gpus_per_node, "nics_per_node": self.fabric.nics_per_node,
            "nodes": self.fabric.nodes, "channels": self.fabric.channels, "elements": self.elements,
            "itemsize_bytes": self.itemsize, **total.summary(),
            "bytes_sent_per_worker_max": float(total.sent.max(initial=0.0)),
            "stages": {name: ledger.summary() for name, ledger in self.stages.items()},
        }
        if self.hops is not None:
            out.update(steps=self.steps, steps_intra=int(self.hops[0]), steps_inter=int(self.hops[1] + self.hops[2]),
                       steps_between_leaves=int(self.hops[2]))
        return out


def finish(algorithm: str, op: str, outputs: list[np.ndarray], shape: tuple[int, ...], rec: Recorder, elements: int,
           itemsize: int, notes: list[str] | None = None, *, chain: bool = True) -> ClusterRun:
    """The :class:`ClusterRun` of a finished run (outputs reshaped to the inputs' shape)."""
    crit = rec.critical() if chain else None
    hops = None if crit is None else crit[1]
    if chain and hops is None:
        hops = np.zeros(3, dtype=np.int64)
    return ClusterRun(algorithm, op, [o.reshape(shape) for o in outputs], rec.fabric, dict(rec.stages), hops, elements,
                      itemsize, notes or [])
