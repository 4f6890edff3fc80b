"""The records of the ZeRO planner (:mod:`ringcalc.planning.zero`): one stage at N workers, and the smallest N that fits.

Plain SI numbers for JSON and CSV, the unit in each key, as the solver's records (:mod:`ringcalc.planning.results`).
Apart from them so that a single scalar answer, which never plans memory, does not build these classes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from ringcalc.planning.results import SIResult, plain


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
    # the share of comm_time_s the step waits for: all of it with data parallelism alone (not overlapped), the
    # exposed time of the layout's step when the step is costed
    exposed_comm_time_s: float | None = None


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
