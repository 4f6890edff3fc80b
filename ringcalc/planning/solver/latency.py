"""The largest per-message latency alpha whose efficiency still meets a target."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ringcalc import numeric
from ringcalc.errors import RingcalcError, infeasible
from ringcalc.planning.results import MaxLatencyResult
from ringcalc.planning.solver.common import (
    bisect_largest, check_sync, comm_budget, depends_on, model_value, meets, training_step,
)
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario
from ringcalc.units import format_efficiency, format_time


def max_latency(s: Scenario, target: float) -> MaxLatencyResult:
    """The largest per-message latency alpha with P >= target."""
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    budget = comm_budget(s, target)
    if s.workers == 1:
        raise RingcalcError("one worker never communicates: any latency meets the target", option="workers")
    notes: list[str] = []
    if s.uses_training_model:
        check_sync(s, target)
    if not depends_on(s, "alpha", slow=1.0, fast=0.0):
        if (not meets(s, target)) if s.uses_training_model else model_value(s, "time") > budget:
            a_max = -1.0
        else:  # e.g. one node of a two-level network: no message pays the inter-node latency
            a_max = math.inf
            notes.append("the time does not depend on --latency here, so any latency meets the target")
    elif s.uses_training_model:
        a_max = bisect_largest(s, target, "alpha", max(s.latency_s, 1e-9))
        a_max = -1.0 if a_max is None else a_max
    else:
        a_max = model_value(s, "max_latency", budget=budget)
    if not a_max >= 0:
        floor = model_value(s, "time", alpha=0.0)
        best = float(numeric.efficiency(s.step_time_s, floor))
        with_sync = ""
        if s.uses_training_model and training_step(s, alpha=0.0)["sync_time_s"] > 0:
            st = training_step(s, alpha=0.0)
            best = st["efficiency"]
            with_sync = f" plus {format_time(st['sync_time_s'])} of synchronisation (--jitter, --framework-overhead)"
        raise infeasible(
            f"{format_efficiency(target)} is unreachable even with zero latency: the bandwidth term alone takes "
            f"{format_time(floor)}{with_sync} (efficiency {format_efficiency(best)})",
            option="efficiency",
        )
    return MaxLatencyResult(
        algorithm=s.algorithm_label, collective=s.collective, workers=s.workers, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=bandwidth, step_time_s=s.step_time_s, efficiency=target,  # type: ignore[arg-type]
        comm_time_budget_s=budget, max_latency_s=a_max, notes=notes,
    )
