"""The records of the forward answers (time, efficiency), with plain SI numbers for JSON and CSV (units in the keys).

:class:`SIResult` gives every answer record its ``to_dict()``. The inverse questions keep their records beside
their solvers (``BandwidthResult`` in :mod:`ringcalc.planning.solver.bandwidth`, ``MaxWorkersResult``,
``MaxGradientResult``, ``MaxLatencyResult`` in ``workers``, ``gradient``, ``latency``; all reachable as
``ringcalc.planning.solver.<name>``) and the ZeRO planner its own (:mod:`ringcalc.planning.zero_results`): a
dataclass costs about a millisecond to build at import, and a single answer builds only the records it returns
(cold start, issue 18).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any


def plain(value: Any) -> Any:
    """A JSON-safe scalar: numpy scalars become Python numbers, NaN and infinities become None."""
    if hasattr(value, "item"):
        value = value.item()
    if isinstance(value, float) and (math.isinf(value) or math.isnan(value)):
        return None
    return value


class SIResult:
    """Mixin for result dataclasses: ``to_dict()`` with plain SI numbers, the unit in each key."""

    def to_dict(self) -> dict[str, Any]:
        return {k: plain(v) for k, v in asdict(self).items() if not k.startswith("_")}  # type: ignore[call-overload]


@dataclass(frozen=True)
class TimeResult(SIResult):
    """The collective's time alone, with nccl-tests' algbw and busbw and the lower bound."""

    algorithm: str
    collective: str
    workers: int
    gradient_bytes: float
    bandwidth_bytes_per_s: float
    latency_s: float
    comm_time_s: float
    algbw_bytes_per_s: float
    busbw_bytes_per_s: float
    traffic_per_worker_bytes: float
    # the part no (inter-node) bandwidth removes: latency, reduction and, for the hierarchical models,
    # the intra-node transfers (the time at B -> infinity; same meaning as in BandwidthResult)
    min_comm_time_s: float
    bandwidth_time_s: float  # comm_time_s - min_comm_time_s: what a faster link (NIC) removes
    notes: list[str] = field(default_factory=list)
    lower_bound_s: float | None = None  # collectives/bound.py: no algorithm can be faster
    fraction_of_bound: float | None = None  # lower_bound_s / comm_time_s (1 = optimal)
    interval: dict | None = None  # from a calibration: prediction interval (see interval_fields)


@dataclass(frozen=True)
class EfficiencyResult(SIResult):
    """The parallel efficiency P = Ts/Tp of one training step, its times and traffic."""

    algorithm: str
    collective: str
    workers: int
    gradient_bytes: float
    bandwidth_bytes_per_s: float
    latency_s: float
    step_time_s: float
    comm_time_s: float
    iteration_time_s: float
    efficiency: float
    speedup: float
    traffic_per_worker_bytes: float
    notes: list[str] = field(default_factory=list)
    # training-step model (ringcalc.symbolic.training); the defaults are the seed's model
    overlap: float = 0.0
    bucket_bytes: float | None = None
    buckets: int = 1
    compression: float = 1.0
    encode_s_per_byte: float = 0.0
    scaling: str = "weak"
    compute_time_s: float | None = None
    exposed_comm_time_s: float | None = None
    last_bucket_time_s: float = 0.0
    batch: float | None = None
    samples_per_s: float | None = None
    interval: dict | None = None  # from a calibration: prediction interval (see interval_fields)
    # synchronisation (ringcalc.symbolic.training.sync_time): straggler wait + framework overhead, s
    jitter_s: float = 0.0
    framework_overhead_s: float = 0.0
    sync_time_s: float = 0.0
    # issue 17: Ts from FLOPs and MFU, the end-to-end MFU, tokens/s, time and cost to train (planning/workload_setup.py)
    workload: dict | None = None
