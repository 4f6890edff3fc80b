"""The result records of the planning answers, with plain SI numbers for JSON and CSV (units in the keys).

The solver's (:mod:`ringcalc.planning.solver`: time, efficiency, bandwidth, workers, gradient, latency) and
the ZeRO planner's (:mod:`ringcalc.planning.zero`: one stage at N workers, the smallest N that fits).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
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


@dataclass(frozen=True)
class BandwidthResult(SIResult):
    algorithm: str
    collective: str
    workers: int
    gradient_bytes: float
    latency_s: float
    step_time_s: float
    efficiency: float
    comm_time_budget_s: float
    min_comm_time_s: float
    required_bandwidth_bytes_per_s: float
    required_bandwidth_bits_per_s: float
    iteration_time_s: float
    notes: list[str] = field(default_factory=list)
    overlap: float = 0.0
    bucket_bytes: float | None = None
    compression: float = 1.0
    encode_s_per_byte: float = 0.0
    scaling: str = "weak"
    jitter_s: float = 0.0
    framework_overhead_s: float = 0.0
    sync_time_s: float = 0.0  # straggler wait + framework overhead at this N, s (not part of the budget)


@dataclass(frozen=True)
class MaxWorkersResult(SIResult):
    algorithm: str
    collective: str
    gradient_bytes: float
    bandwidth_bytes_per_s: float
    latency_s: float
    step_time_s: float
    efficiency: float
    comm_time_budget_s: float
    max_workers: int | None
    unbounded: bool
    efficiency_at_max_workers: float | None
    comm_time_limit_s: float | None
    notes: list[str] = field(default_factory=list)
    # True when the search stopped at the tool's limit (units.MAX_WORKERS) with that many workers still meeting
    # the target: the answer is "at least max_workers (the limit), larger counts not searched"; unbounded False
    beyond_limit: bool = False
    # worker counts below max_workers that do NOT meet the target (inclusive [first, last] ranges of N;
    # models not monotone in N, e.g. MPICH's recursive doubling / Rabenseifner)
    failing_below: list[list[int]] = field(default_factory=list)
    # from a calibration: the answer with the collective time at the low and high ends of its prediction interval
    # (max_workers_low: the time at its high bound; None: no count can be promised there)
    interval: dict | None = None


@dataclass(frozen=True)
class MaxGradientResult(SIResult):
    algorithm: str
    collective: str
    workers: int
    bandwidth_bytes_per_s: float
    latency_s: float
    step_time_s: float
    efficiency: float
    dtype: str
    comm_time_budget_s: float
    max_gradient_bytes: float
    max_params: float
    notes: list[str] = field(default_factory=list)
    # from a calibration: the answer with the collective time at the ends of its prediction interval, each candidate
    # size with its own interval (max_gradient_bytes_low: the time at its high end; None: no size can be promised)
    interval: dict | None = None


@dataclass(frozen=True)
class MaxLatencyResult(SIResult):
    algorithm: str
    collective: str
    workers: int
    gradient_bytes: float
    bandwidth_bytes_per_s: float
    step_time_s: float
    efficiency: float
    comm_time_budget_s: float
    max_latency_s: float
    notes: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------- ZeRO planner


@dataclass(frozen=True)
class StageResult(SIResult):
    """Memory and communication of one ZeRO stage at one worker count (SI units, unit in the key)."""

    stage: int
    stage_name: str
    workers: int
    params: float
    precision: str
    optimizer: str
    params_bytes: float
    grads_bytes: float
    optimizer_bytes: float
    activation_bytes: float
    overhead_bytes: float
    bytes_per_device: float
    gpu: str | None
    gpu_memory_bytes: float | None
    headroom: float
    usable_bytes: float | None
    fits: bool | None
    free_bytes: float | None
    collectives: str
    comm_bytes_per_step: float
    comm_total_bytes_per_step: float
    comm_volume_ratio: float | None
    algorithm: str
    bandwidth_bytes_per_s: float | None
    comm_time_s: float | None
    step_time_s: float | None
    iteration_time_s: float | None
    efficiency: float | None
    sharded_state_bytes: float
    replicated_state_bytes: float
    redundancy_bytes: float
    redundancy_removed_bytes: float
    saved_bytes_per_device: float
    allgather_total_bytes_per_step: float
    allgathers_per_step: int
    full_params_bytes: float
    params_redundancy_bytes: float
    notes: list[str] = field(default_factory=list)
    # issue 17: ZeRO-3's gathered-layer buffers, the convention, the parallel layout, where the activations come from
    transient_bytes: float = 0.0
    convention: str = "implementation"
    layout: dict | None = None
    activation_source: str = "given"


@dataclass(frozen=True)
class MinWorkersResult:
    """The smallest worker count at which a stage fits, and the stage at that count."""

    stage: int
    stage_name: str
    min_workers: int | None
    unsharded_bytes_per_device: float
    usable_bytes: float
    at_min: StageResult | None
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """Flat: the stage's fields at ``min_workers`` (None where it never fits)."""
        out: dict[str, Any] = {"stage": self.stage, "stage_name": self.stage_name, "min_workers": self.min_workers,
                               "unsharded_bytes_per_device": plain(self.unsharded_bytes_per_device),
                               "usable_bytes": plain(self.usable_bytes)}
        if self.at_min is not None:
            for k, v in self.at_min.to_dict().items():
                out.setdefault(k, v)
        else:  # never fits: the same keys, empty, so that every record has them
            for f in fields(StageResult):
                out.setdefault(f.name, None)
            out["fits"] = False
        out["notes"] = list(self.notes) + ([] if self.at_min is None else [n for n in self.at_min.notes if n not in self.notes])
        return out
