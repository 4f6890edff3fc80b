"""``memory``'s data-parallel collectives on a cluster (issue 16): each one as NCCL runs it there.

A data-parallel-only memory question (no tp, pp, cp or ep) has no layout step: its stage's collectives
(:data:`ringcalc.numeric.memory.STAGE_COLLECTIVES`: the gradients' all-reduce, or reduce-scatter and
all-gathers) are priced one after the other, as on one link per worker, and the efficiency is
``Ts / (Ts + their sum)``. With ``--cluster`` or any other option of the cluster
(:data:`ringcalc.cluster.build.CLUSTER_OPTIONS`) each of them is priced on the cluster instead, by the
:class:`~ringcalc.planning.scenario.Scenario` of that collective, size and rank count: the pair NCCL's
model picks at its size and placement (``ringcalc time --collective ... --size ...`` gives the same
time with its interval), so the NICs per node, the scale-up link, the tiers and in-network reduction
move the answer as they move every other command's. ``--gpus-per-node`` alone is the HSDP shard group
(``--fsdp hybrid``), not a cluster: the links that join a node's GPUs are not stated.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ringcalc import units
from ringcalc.cluster.build import CLUSTER_OPTIONS

FABRIC = tuple(k for k in CLUSTER_OPTIONS if k != "gpus_per_node")
"""The cluster's options apart from ``gpus_per_node`` (which the memory layout reads too: the HSDP shard group)."""
NETWORK = ("bandwidth", "latency", "gamma")
"""The network options a collective's time reads on the cluster (``--bandwidth`` is the line rate of one NIC)."""


def given_fabric(options: dict[str, Any]) -> dict[str, Any]:
    """The cluster's options among ``options`` that were given (not None), without ``gpus_per_node``."""
    return {k: options[k] for k in FABRIC if options.get(k) is not None}


@dataclass(frozen=True)
class ClusterNetwork:
    """The cluster a memory question's collectives run on: the Scenario keywords that describe it."""

    options: tuple[tuple[str, Any], ...]
    algorithm: str | None = None  # --algorithm as given (None: NCCL's pick for each collective)
    gpus_per_node: int = 1  # G of the cluster (HSDP's shard group when --gpus-per-node is not given)

    @classmethod
    def build(cls, options: dict[str, Any], algorithm: str | None = None) -> ClusterNetwork | None:
        """The network of ``options`` (cluster and network keywords as given), checked as every command checks
        them (a refused option raises :class:`~ringcalc.errors.RingcalcError` here, before any answer); None
        where they describe one GPU per node on one link (today's model: one link per worker)."""
        from ringcalc.errors import RingcalcError

        out = cls(tuple(sorted((k, v) for k, v in options.items() if v is not None)), algorithm)
        try:
            c = out.scenario("all-reduce", algorithm, 1.0, 2).cluster_spec  # -a as given (-a rabenseifner --gamma)
        except RingcalcError as exc:  # the probe's pair (1 B on 2 ranks) is not the stages' collectives: not named
            if exc.option != "gamma" or algorithm not in (None, "auto"):
                raise
            from ringcalc.planning.scenario_cluster import gamma_on_nccl

            raise RingcalcError(gamma_on_nccl("the stages' collectives run NCCL's algorithms (its pick at each size)",
                                              plural=True), option="gamma") from None
        return None if c is None else replace(out, gpus_per_node=int(c.gpus_per_node))

    def scenario(self, collective: str, algorithm: str | None, nbytes: float, ranks: int) -> Any:  # -> Scenario
        """The :class:`~ringcalc.planning.scenario.Scenario` of one collective of ``nbytes`` over ``ranks`` ranks."""
        from ringcalc.planning.scenario import Scenario

        forced = {} if self.algorithm is None or algorithm is None else {"algorithm": algorithm}
        return Scenario(size=float(nbytes), workers=int(ranks), collective=collective, **dict(self.options), **forced)

    def time(self, collective: str, algorithm: str, nbytes: float, ranks: int) -> tuple[float, str, list[str]]:
        """Seconds of one collective on the cluster, the pair it runs and the cluster's notes on it (the cluster
        and placement, NCCL's pick, the link that sets its bandwidth, the priors): the ``timer`` of
        :func:`ringcalc.numeric.memory.stage_communication`."""
        s = self.scenario(collective, algorithm, nbytes, ranks)
        notes = [f"{collective} of {units.format_size(nbytes)}: {n}" if not n.startswith(("cluster:", "NIC:",
                                                                                            "scale-up:")) else n
                 for n in s.cluster_notes()]
        return float(s.comm_time()), s.algorithm_label, notes
