"""Two-level network options of a Scenario: GPUs per node, intra-node link, NICs per node.

Used by the hierarchical cost models (:mod:`ringcalc.symbolic.collectives.hierarchical`);
numpy-free and sympy-free so the CLI can import it at start-up. Every value is
SI: ``intra_bandwidth_bytes_per_s`` in bytes/s, ``intra_latency_s`` in s.

Defaults describe a uniform network, where the hierarchical ring equals the
flat ring: one GPU per node, the intra-node link as fast as ``--bandwidth``
and as slow as ``--latency``, one NIC (rail) per GPU.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ringcalc import catalog, units
from ringcalc.errors import RingcalcError


@dataclass(frozen=True)
class Topology:
    """Parsed two-level options (``None`` = take the default at evaluation time)."""

    gpus_per_node: int
    nics_per_node: int
    intra_bandwidth_bytes_per_s: float | None
    intra_latency_s: float | None


def parse_topology(
    workers: int,
    gpus_per_node: Any = 1,
    intra_bandwidth: Any = None,
    intra_latency: Any = None,
    nics_per_node: Any = None,
    max_nics_per_gpu: int | None = None,
) -> Topology:
    """Validate the two-level options against the worker count.

    Raises
    ------
    RingcalcError
        ``gpus_per_node`` not a positive integer dividing ``workers``;
        ``nics_per_node`` below 1, or above ``max_nics_per_gpu * gpus_per_node``
        when a limit is given (the executor's rail model maps every NIC to one
        GPU: ``ringcalc simulate`` passes 1); a bandwidth or latency that does
        not parse. The cost models take any R: a node's NICs give it R B to
        the network however they are shared (real nodes have 16 NICs for 8
        GPUs).
    """
    g = units.parse_workers(gpus_per_node if gpus_per_node is not None else 1, option="gpus-per-node")
    if workers % g:
        raise RingcalcError(
            f"{g} GPUs per node do not divide {workers} workers; give a worker count that is a multiple of it",
            option="gpus-per-node",
        )
    r = g if nics_per_node is None else units.parse_workers(nics_per_node, option="nics-per-node")
    if max_nics_per_gpu is not None and r > max_nics_per_gpu * g:
        raise RingcalcError(
            f"{r} NICs per node for {g} GPUs per node: the executor's rail model uses at most one NIC per GPU "
            "(the cost models take more: ringcalc time/efficiency -a hierarchical-ring)",
            option="nics-per-node",
        )
    bi = None if intra_bandwidth is None else catalog.parse_bandwidth(intra_bandwidth, option="intra-bandwidth")
    ai = None if intra_latency is None else units.parse_time(intra_latency, option="intra-latency", allow_zero=True)
    return Topology(g, r, bi, ai)


def symbol_values(t: Topology, bandwidth_bytes_per_s: float | None, latency_s: float) -> dict[str, Any]:
    """Values of the symbols G, R_nic, B_intra, alpha_intra (defaults: the inter-node link)."""
    values: dict[str, Any] = {"G": t.gpus_per_node, "R_nic": t.nics_per_node}
    intra_b = t.intra_bandwidth_bytes_per_s if t.intra_bandwidth_bytes_per_s is not None else bandwidth_bytes_per_s
    if intra_b is not None:
        values["B_intra"] = intra_b
    elif t.gpus_per_node == 1:  # no intra-node phase: every B_intra term has the factor G - 1 = 0
        # finite (the closed-form inverses would compute inf/inf) and large, so that the
        # B_intra terms dominate the K terms that cancel exactly at G = 1 (no rounding loss)
        values["B_intra"] = 1e30
    values["alpha_intra"] = t.intra_latency_s if t.intra_latency_s is not None else latency_s
    return values


HIERARCHICAL_ALGORITHMS = frozenset({"hierarchical-ring", "flat-ring"})
"""Algorithms modelled on the two-level network: their worker counts are multiples of G."""

NEEDS_NODES = ("{algorithm} runs on nodes of several GPUs: give the cluster (--cluster, or --gpus-per-node with "
               "--intra-bandwidth); with one GPU per node it is the ring")
"""Why a two-level algorithm is refused on one link per worker (a scenario and a sweep say the same)."""


def refuse_two_level(algorithms, gpus_per_node: int, option: str = "algorithms") -> None:
    """Raise :data:`NEEDS_NODES` for a two-level algorithm asked for on one GPU per node (``time`` refuses it, so
    ``compare`` and ``crossover`` do too rather than print the ring's figures under its name)."""
    if gpus_per_node == 1:
        for a in algorithms:
            if a in HIERARCHICAL_ALGORITHMS:
                raise RingcalcError(NEEDS_NODES.format(algorithm=a), option=option)


def worker_step(algorithm: str, t: Topology) -> int:
    """The granularity of the worker count for ``algorithm``: G for hierarchical models, else 1."""
    return t.gpus_per_node if algorithm in HIERARCHICAL_ALGORITHMS else 1
