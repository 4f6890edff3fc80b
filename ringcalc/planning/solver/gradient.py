"""The largest gradient (model) K whose efficiency still meets a target, and its parameter count."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ringcalc.errors import RingcalcError
from ringcalc.planning.results import MaxGradientResult
from ringcalc.planning.solver.common import bisect_largest, check_sync, comm_budget, model_value, unreachable
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario


def max_gradient_bytes(s: Scenario, target: float) -> MaxGradientResult:
    """The largest gradient K with P >= target (and the parameter count at the dtype)."""
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    budget = comm_budget(s, target)
    if s.workers == 1:
        raise RingcalcError("one worker never communicates: every model size meets the target", option="workers")
    if s.uses_training_model:  # buckets make K's effect a step function: bisection on the forward model
        check_sync(s, target)
        k_max = bisect_largest(s, target, "K", s.gradient_bytes)
        k_max = -1.0 if k_max is None else k_max
    else:
        k_max = model_value(s, "max_gradient_bytes", budget=budget)
    if not k_max > 0:
        floor = model_value(s, "min_comm_time", K=0.0, B=math.inf)
        raise unreachable(s, target, budget, floor, "the latency steps")
    from ringcalc.planning.option_parsers import dtype_bytes

    return MaxGradientResult(
        algorithm=s.algorithm, collective=s.collective, workers=s.workers, bandwidth_bytes_per_s=bandwidth,
        latency_s=s.latency_s, step_time_s=s.step_time_s, efficiency=target, dtype=s.dtype,  # type: ignore[arg-type]
        comm_time_budget_s=budget, max_gradient_bytes=k_max, max_params=k_max / dtype_bytes(s.dtype), notes=[],
    )
