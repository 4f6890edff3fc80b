"""The largest per-message latency alpha whose efficiency still meets a target."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ringcalc.errors import RingcalcError
from ringcalc.planning.results import SIResult
from ringcalc.planning.solver.common import (
    bisect_largest, check_sync, comm_budget, depends_on, model_value, meets, unreachable,
)
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario


@dataclass(frozen=True)
class MaxLatencyResult(SIResult):
    """The largest per-step latency that meets a target (:func:`max_latency`)."""

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


def max_latency(s: Scenario, target: float) -> MaxLatencyResult:
    """The largest per-message latency alpha with P >= target."""
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    budget = comm_budget(s, target)
    if s.workers == 1:
        raise RingcalcError("one worker never communicates: any latency meets the target", option="workers")
    notes: list[str] = []
    if s.uses_training_model:
        check_sync(s, target)
    if not meets(s, target, alpha=0.0):
        raise unreachable(s, target, "the bandwidth terms", "with zero latency", alpha=0.0)
    if not depends_on(s, "alpha", slow=1.0, fast=0.0):  # e.g. one node of a two-level network
        a_max = math.inf
        notes.append("the time does not depend on --latency here, so any latency meets the target")
    elif s.uses_training_model:
        a_max = bisect_largest(s, target, "alpha", max(s.latency_s, 1e-9)) or 0.0
    else:
        a_max = model_value(s, "max_latency", budget=budget)
    if not a_max >= 0:  # a target at the ceiling: met at zero latency only (numeric.reaches)
        a_max = 0.0
    return MaxLatencyResult(
        algorithm=s.algorithm_label, collective=s.collective, workers=s.workers, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=bandwidth, step_time_s=s.step_time_s, efficiency=target,  # type: ignore[arg-type]
        comm_time_budget_s=budget, max_latency_s=a_max, notes=notes,
    )
