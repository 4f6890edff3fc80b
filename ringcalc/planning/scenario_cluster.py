"""The cluster side of a :class:`~ringcalc.planning.scenario.Scenario`: placing N ranks, the pair costed, the notes.

A scenario is on a cluster when any layout option is given
(:data:`ringcalc.cluster.build.CLUSTER_OPTIONS`); then its ranks are placed on
the nodes, NCCL's (algorithm, protocol) is resolved for its message
(:func:`ringcalc.cluster.values.resolve`), and its answers are costed by the
cluster models (``ring@cluster``, ...). :class:`OnCluster` holds the methods;
:class:`~ringcalc.planning.scenario.Scenario` mixes them in.
"""

from __future__ import annotations

import math
import numbers
from typing import Any

from ringcalc.cluster import build as cluster_build
from ringcalc.errors import RingcalcError
from ringcalc.numeric import check_collective, scalar_functions
from ringcalc.planning import topology


def gamma_on_nccl(whose: str, plural: bool = False) -> str:
    """Why ``--gamma`` is refused where NCCL's algorithms run (``whose``: which collectives, as the caller knows
    them): their kernels reduce as they copy, so the reduction is in the bandwidth term."""
    return (f"{whose}, whose kernels reduce as they copy: {'their' if plural else 'its'} bandwidth term (tuning.cc's "
            "busBw, the achieved fraction of line rate) holds the reduction, with no separate cost; --gamma prices "
            "MPI's reductions (-a rabenseifner, recursive-doubling, ...)")


class OnCluster:
    """Methods of a scenario on a cluster (mixed into :class:`~ringcalc.planning.scenario.Scenario`)."""

    __slots__ = ()

    def _place_on_cluster(self, v: dict[str, Any]) -> None:  # type: ignore[misc]
        """Build the cluster, place the N ranks on it and resolve the (algorithm, protocol) for this message."""
        from ringcalc.cluster import values as cluster_values

        check_collective(self.collective)  # before NCCL's pick, which would blame the algorithm for it
        if "algorithm" not in self._given:
            self.algorithm = "auto"  # on a cluster, what NCCL runs unless --algorithm forces one (NCCL_ALGO)
        if self.algorithm not in ("auto", *cluster_values.protocols.CLUSTER_ONLY):
            scalar_functions(f"{self.algorithm}@cluster", self.collective)  # unknown names, with close matches (no numpy)
        if self._physical is not None:  # a calibration's fitted cluster, re-costed at the asked layout
            from ringcalc.calibrate.cluster_calibration import NAMES, calibrated_cluster, recost

            f = self._physical
            asked = cluster_build.override(f.cluster, v, self._given, nic_measured=f.constrained[NAMES.index("net")])
            self._physical = recost(f, asked)  # the fit's parameters on the asked cluster (what the logs never saw: priors)
            self.cluster_spec = c = calibrated_cluster(self._physical)
        else:
            self.cluster_spec = c = cluster_build.build(v, self._given, self.workers)
        if self.bandwidth_bytes_per_s is None and math.isfinite(c.nic_bandwidth_bytes_per_s):
            self.bandwidth_bytes_per_s = c.nic_bandwidth_bytes_per_s
        self.topology = topology.Topology(c.gpus_per_node, c.nics_per_node, c.scale_up_bandwidth_bytes_per_s,
                                          c.scale_up_latency_s)
        message = self.gradient_bytes if self.bucket_bytes is None else min(self.bucket_bytes, self.gradient_bytes)
        self.resolved = cluster_values.resolve(self.algorithm, self.protocol, self.collective, message, c,
                                               cluster_build.placement(c, self.workers))
        if "gamma" in self._given and self.resolved.algorithm in cluster_values.protocols.NCCL_ALGORITHMS:
            on_layout = any(self._given.get(k) is not None for k in ("tp", "pp", "cp", "ep", "dp"))
            whose = ("the layout's collectives run NCCL's algorithms" if on_layout  # each its own pick, not this one
                     else f"{self.resolved.label} is NCCL's")
            raise RingcalcError(gamma_on_nccl(whose, plural=on_layout), option="gamma")
        placed = cluster_build.placement(c, self.workers)
        if self.resolved.algorithm == "hierarchical-ring" and placed.nodes > 1 and placed.partial:
            raise RingcalcError(f"Horovod's hierarchical all-reduce runs one ring per local GPU across nodes, so every "
                                f"node needs the same number of ranks; {placed.describe(c)}: give -n a multiple of "
                                f"{c.gpus_per_node}, or -a ring", option="algorithm")
        if self._physical is not None:  # at a measured layout, what the fit learnt there (its discrepancy)
            self.cluster_spec = c = self._measured_layout_cluster(c)
        values = cluster_values.symbol_values(c, placed, self.resolved, self.collective)
        self.latency_s = values["alpha"]  # the network step latency the answer uses

    def at_gradient(self, nbytes: Any) -> Any:  # -> Scenario
        """This scenario with a gradient of ``nbytes`` (at least one parameter of ``--dtype``): the answer of
        max-model, placed and resolved at its own size. ``nbytes`` is what ``Scenario(size=...)`` takes (bytes, or
        text with a unit); anything else, zero, a negative or non-finite size is refused (before 2026-11-29
        ``at_gradient(-5)`` and ``at_gradient(0)`` gave a 4-byte gradient)."""
        from ringcalc.planning.option_parsers import dtype_bytes

        size = _option_value("size", max(float(nbytes), 1.0) if _positive_real(nbytes) else nbytes)  # < 1 B: 1 param
        return self.replace(params=max(size / dtype_bytes(self.dtype), 1.0))

    def at_workers(self, workers: Any) -> Any:  # -> Scenario
        """This scenario at another worker count (cached): on a cluster, placed and resolved anew. ``workers`` is
        what ``Scenario(workers=...)`` takes (``8``, ``"8"``); anything else is refused with the option's message
        (before 2026-11-29 ``at_workers("8")``, ``at_workers(None)`` and ``at_workers([2, 4])`` raised TypeError)."""
        workers = _option_value("workers", workers)
        if workers == self.workers:
            return self
        if workers not in self._by_workers:
            self._by_workers[workers] = self.replace(workers=workers, **self._weak_batch(workers))
        return self._by_workers[workers]

    def _weak_batch(self, workers: int) -> dict[str, Any]:
        """Weak scaling with data parallelism alone: each worker keeps its share of the tokens, so the global batch
        at another N grows with it (a fixed batch would run out of sequences, one per worker at least)."""
        from ringcalc.planning.workload_setup import weak_scaled

        return {} if self.layout is not None else weak_scaled(self.workload, self.scaling, workers / self.workers)

    @property
    def model_algorithm(self) -> str:
        """The key of the generated model: ``ring`` on one link, ``ring@cluster`` (the resolved pair's) on a cluster."""
        if self.resolved is None:
            return self.algorithm
        return f"{self.resolved.algorithm}@cluster"

    @property
    def algorithm_label(self) -> str:
        """What the answer was costed with: ``ring`` on one link; ``ring/Simple`` or ``auto: nvls-tree/Simple``."""
        if self.resolved is None:
            return self.algorithm
        return f"auto: {self.resolved.label}" if self.resolved.chosen_by == "auto" else self.resolved.label

    @property
    def placement(self):
        """The N ranks on the cluster's nodes (None on one link)."""
        return None if self.cluster_spec is None else cluster_build.placement(self.cluster_spec, self.workers)

    @property
    def has_prior_spread(self) -> bool:
        """On a cluster, whether an answer has a prior interval: always from a description (the model's own error
        widens it when every fraction and latency is stated: they fix their own spread, not the model's); on a
        calibration's fitted cluster, a latency that was not stated."""
        c = self.cluster_spec
        if c is None:
            return False
        if not c.fitted:
            return True
        stated_latency = "latency" in self._given and (c.gpus_per_node == 1 or "intra_latency" in self._given)
        return not (c.net_efficiency.measured and c.scale_up_efficiency.measured and stated_latency)

    def cluster_notes(self) -> list[str]:
        """The cluster, the placement, how the (algorithm, protocol) was chosen and the priors used (none on one link)."""
        from ringcalc.cluster.notes import scenario_notes

        return [] if self.cluster_spec is None else scenario_notes(self)


def _positive_real(value: Any) -> bool:
    """A finite real number above 0 (numpy's too), not a bool."""
    return isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(value) and value > 0


def _option_value(name: str, value: Any) -> Any:
    """``value`` parsed as ``Scenario(name=value)`` parses it (the row's type check and parser); None is refused."""
    from ringcalc.planning.scenario_options import OPTIONS, parse_value

    row = next(o for o in OPTIONS if o.name == name)
    if value is None:
        raise RingcalcError("expected text or a number, got None", option=row.name)
    return parse_value(row, value)
