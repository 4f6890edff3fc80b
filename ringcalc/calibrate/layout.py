"""How a collective's latency carries to other rank counts and node counts.

A fit at one rank count measures one number for the latency part of the
time, ``L(N, n)`` (N ranks on n nodes). What it is at another (N', n')
depends on what the latency is made of:

``"per-step"``
    Every one of the ring's ``a(N)`` sequential steps costs ``alpha``:
    ``L = a(N) alpha`` (Thakur, Rabenseifner & Gropp 2005). Right for a ring
    built from blocking point-to-point messages (``ringcalc measure --impl
    ring``, MPI): each step is a real message.
``"nccl"``
    NCCL's own tuning model (NVIDIA/nccl ``src/graph/tuning.cc``,
    ``ncclTopoTuneModel``, ring all-reduce, Simple protocol): a fixed launch
    cost plus a per-step hardware latency that is larger for steps that
    cross the network,

        L = baseLat + (a(N) - a(n)) * hwLat_intra + a(n) * hwLat_net

    with ``a(n)`` the steps between nodes (``2(n-1)`` for all-reduce) and
    baseLat = 8.4 us, hwLat NVLink = 3.4 us, hwLat NET = 9.6 us (the table
    at NVIDIA/nccl commit 01afd20). A measured latency keeps this *shape*:
    ``L(N', n') = L(N, n) * shape(N', n') / shape(N, n)``. Real latencies are
    several times NCCL's constants, so only their ratios are used.

Neither is exact for every system: predictions at another N therefore carry
both in their interval (:func:`latency_bounds`).
"""

from __future__ import annotations

import math

from ringcalc.calibrate.model import latency_steps
from ringcalc.errors import RingcalcError

LATENCY_MODELS = ("per-step", "nccl")

# NVIDIA/nccl src/graph/tuning.cc @ 01afd20 (ring, Simple protocol), microseconds
NCCL_BASE_LAT_US = 8.4
NCCL_HW_LAT_NVLINK_US = 3.4
NCCL_HW_LAT_NET_US = 9.6


def inter_steps(collective: str, nodes: int) -> int:
    """Ring steps that cross between nodes: ``a(n)`` with one rank per node.

    Same count as NCCL's ``nInterSteps``: all-reduce ``2(n-1)``,
    reduce-scatter / all-gather ``n-1``.
    """
    if nodes <= 1:
        return 0
    return latency_steps(collective, nodes)


def latency_shape(model: str, collective: str, ranks: int, nodes: int | None) -> float:
    """Relative latency of ``ranks`` ranks on ``nodes`` nodes under ``model``.

    Dimensionless up to a constant; only ratios between two layouts matter.
    ``nodes`` None is taken as one node.
    """
    steps = latency_steps(collective, ranks)
    if model == "per-step":
        return float(steps)
    if model == "nccl":
        inter = inter_steps(collective, nodes or 1)
        inter = min(inter, steps)
        return NCCL_BASE_LAT_US + (steps - inter) * NCCL_HW_LAT_NVLINK_US + inter * NCCL_HW_LAT_NET_US
    raise RingcalcError(f"unknown latency model {model!r}; use one of {', '.join(LATENCY_MODELS)}")


def latency_scale(model: str, collective: str, ranks: int, nodes: int | None, ref_ranks: int,
                  ref_nodes: int | None) -> float:
    """``L(ranks, nodes) / L(ref_ranks, ref_nodes)`` under ``model``."""
    return latency_shape(model, collective, ranks, nodes) / latency_shape(model, collective, ref_ranks, ref_nodes)


def latency_bounds(collective: str, ranks: int, nodes: int | None, ref_ranks: int,
                   ref_nodes: int | None) -> tuple[float, float]:
    """Smallest and largest latency scale any plausible model gives.

    The extremes are a latency that does not depend on N at all (a launch
    cost, scale 1) and one that is all per-step (scale ``a(N')/a(N)``);
    NCCL's shape lies between them.
    """
    candidates = [1.0] + [latency_scale(m, collective, ranks, nodes, ref_ranks, ref_nodes) for m in LATENCY_MODELS]
    return min(candidates), max(candidates)


def nodes_for(ranks: int, gpus_per_node: int | None) -> int | None:
    """Nodes that ``ranks`` ranks fill at ``gpus_per_node`` ranks each (None if unknown)."""
    if gpus_per_node is None:
        return None
    return max(1, math.ceil(ranks / gpus_per_node))
