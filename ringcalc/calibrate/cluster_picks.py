"""The (algorithm, protocol) pair NCCL runs at each size of a measured run, as a fit evaluates it at every step.

NCCL's pick depends on its view of the links (their line rates), not on what
they achieve, so it is fixed while :mod:`ringcalc.calibrate.cluster_fit`
fits the achieved rates and latencies; a log with ``NCCL_ALGO`` /
``NCCL_PROTO`` (or ``--algorithm``) narrows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ringcalc.cluster import protocols
from ringcalc.cluster.spec import Cluster, Placement
from ringcalc.cluster.values import Resolved

if TYPE_CHECKING:
    from ringcalc.calibrate.cluster_fit import Layout


class Picks(list):
    """The pair NCCL runs at each size (a list of :class:`Resolved`), with its distinct pairs, each point's index
    among them and the labels worked out once: a fit evaluates the model on them at every step."""

    def __init__(self, pairs) -> None:  # noqa: ANN001 - any iterable of Resolved
        super().__init__(pairs)
        self.distinct = tuple(dict.fromkeys(self))
        index = {r: i for i, r in enumerate(self.distinct)}
        self.codes = np.fromiter((index[p] for p in self), int, len(self))
        self._labels: list[str] | None = None

    @classmethod
    def from_codes(cls, distinct: tuple[Resolved, ...], codes: np.ndarray) -> Picks:
        """The picks of points whose pair is ``distinct[codes[i]]`` (no hashing per point)."""
        out = cls(())
        list.extend(out, [distinct[i] for i in codes.tolist()])
        out.distinct, out.codes = distinct, np.asarray(codes, int)
        return out

    @property
    def labels(self) -> list[str]:
        if self._labels is None:
            names = [r.label for r in self.distinct]
            self._labels = [names[i] for i in self.codes]
        return self._labels


def picks(cluster: Cluster, layout: Layout, sizes: np.ndarray, collective: str = "all-reduce") -> Picks:
    """The pair NCCL's own model picks at each size for the layout (:mod:`ringcalc.cluster.nccl_tuning`).

    NCCL's pick depends on its view of the links (their line rates), not on what
    they achieve, so it is fixed while the parameters are fitted; a log with
    ``NCCL_ALGO`` / ``NCCL_PROTO`` (or ``--algorithm``) narrows it.
    """
    from ringcalc.cluster import nccl_tuning

    c = cluster.using(layout.gpus_per_node)
    placement = Placement.of(layout.ranks, c)
    allowed = tuple(layout.algorithms or protocols.NCCL_ALGORITHMS)
    protos = tuple(layout.protocols or ("LL", "LL128", "Simple"))
    sizes = np.asarray(sizes, float)
    distinct = np.unique(sizes)  # NCCL's pick once per distinct size
    pairs = nccl_tuning.pick_many(collective, distinct, c, placement, algorithms=allowed, protocols=protos)
    table = {pair: i for i, pair in enumerate(dict.fromkeys(pairs))}
    code_of_size = np.array([table[pair] for pair in pairs], int)
    resolved = tuple(Resolved(a, p, "fit") for a, p in table)
    return Picks.from_codes(resolved, code_of_size[np.searchsorted(distinct, sizes)])
