"""The per-direction bandwidth B at which the efficiency equals a target.

Closed form where the model has one (sympy's inverse, generated); a bracketed
numeric root for piecewise models (the flat ring's slowest hop); under the
training-step model (overlap, buckets, compression, strong scaling,
synchronisation) the larger of two closed-form roots, or a bisection on B.
One worker needs no bandwidth (0 B/s), said plainly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ringcalc.errors import RingcalcError, infeasible
from ringcalc.planning.results import SIResult
from ringcalc.planning.solver.common import (
    check_sync, comm_budget, depends_on, fixed_terms, infinite_bandwidth, meets, model_value,
    training_step, unreachable,
)
from ringcalc.units.format import format_efficiency, format_time
from ringcalc.units.parse import MAX_BYTES_PER_S, MIN_BYTES_PER_S
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario


@dataclass(frozen=True)
class BandwidthResult(SIResult):
    """The bandwidth a target needs (:func:`required_bandwidth`), with the budget and what no bandwidth removes."""

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


def required_bandwidth(s: Scenario, target: float) -> BandwidthResult:
    """The per-direction bandwidth B at which P equals ``target`` (on a cluster: the NIC line rate).

    An answer below the slowest rate the tool takes as input (1 bit/s, ``units.parse.MIN_BYTES_PER_S``) is kept
    and said: any real link exceeds it, and it cannot be given back as ``--bandwidth``.
    """
    result = (_required_bandwidth_training(s, target) if s.uses_training_model or s.on_cluster
              else _required_bandwidth_single(s, target))
    required = result.required_bandwidth_bytes_per_s
    if required > MAX_BYTES_PER_S:  # an answer no link has, and --bandwidth refuses: the target is a ceiling
        raise infeasible(f"{format_efficiency(target)} is reached only in the limit: it needs {required:.3g} B/s per "
                         f"{'NIC' if s.on_cluster else 'worker'}, beyond any real link (at most {MAX_BYTES_PER_S:g} "
                         f"B/s, 8 Zbit/s): the communication budget is {format_time(result.comm_time_budget_s)}; "
                         "ask for a lower efficiency", option="efficiency")
    if 0 < required < MIN_BYTES_PER_S:
        result.notes.append(f"the target needs only {required * 8:.3g} bit/s, below any real link (1 bit/s is the "
                            "least --bandwidth takes): any link meets it")
    return result


def _required_bandwidth_single(s: Scenario, target: float) -> BandwidthResult:
    if "B_intra" not in s.symbol_values():  # hierarchical: the intra-node link cannot default to the unknown B
        raise RingcalcError("is required to solve for the inter-node bandwidth with --gpus-per-node > 1",
                            option="intra-bandwidth")
    budget = comm_budget(s, target)
    floor = model_value(s, "min_comm_time", B=math.inf)
    notes = []
    if s.workers == 1:
        required = 0.0
        notes.append("one worker: no communication, so no bandwidth is needed (0 B/s) and efficiency is 100%")
    else:
        if not meets(s, target, B=math.inf):
            raise unreachable(s, target, fixed_terms(s), infinite_bandwidth(s), B=math.inf)
        if not depends_on(s, "B", slow=1.0, fast=math.inf):
            required = 0.0  # e.g. one node of a two-level network: nothing crosses the NICs
            notes.append("the time does not depend on --bandwidth here (nothing crosses that link), "
                         "so any bandwidth meets the target")
        else:  # the function a sweep's rows use (training step at its defaults), so both give the same number
            required = training_step(s, target=target, B=math.inf)["required_bandwidth_bytes_per_s"]
        if not (required >= 0 and math.isfinite(required)):  # a target at the ceiling: only B = infinity
            raise unreachable(s, target, fixed_terms(s), infinite_bandwidth(s), B=math.inf)
    return BandwidthResult(
        algorithm=s.algorithm_label,
        collective=s.collective,
        workers=s.workers,
        gradient_bytes=s.gradient_bytes,
        latency_s=s.latency_s,
        step_time_s=s.step_time_s,  # type: ignore[arg-type]
        efficiency=target,
        comm_time_budget_s=budget,
        min_comm_time_s=floor,
        required_bandwidth_bytes_per_s=required,
        required_bandwidth_bits_per_s=required * 8,
        iteration_time_s=s.step_time_s + (budget if s.workers > 1 else 0.0),  # type: ignore[operator]
        notes=notes,
    )


def _training_fields(s: Scenario) -> dict[str, Any]:
    return dict(
        overlap=s.overlap, bucket_bytes=s.bucket_bytes, compression=s.compression,
        encode_s_per_byte=s.encode_s_per_byte, scaling=s.scaling,
        jitter_s=s.jitter_s, framework_overhead_s=s.framework_overhead_s,
    )


def _required_bandwidth_training(s: Scenario, target: float) -> BandwidthResult:
    """Required bandwidth with overlap, buckets, compression or strong scaling.

    The exposed time max(T_l, Tt - F Ts) meets the budget when both Tt <=
    budget + F Ts and T_l <= budget; each is solved for B in closed form
    (:func:`ringcalc.symbolic.training.per_model`) and the larger B is the answer.
    """
    s.require("step_time_s", "step-time")
    from ringcalc.numeric import _scalar, training_functions

    if (s.on_cluster or training_functions(_scalar, s.model_algorithm, s.collective).get("required_bandwidth_total") is None
            or (s.workers > 1 and not depends_on(s, "B", slow=1.0, fast=math.inf))):
        # piecewise in B (the flat ring's slowest hop), or B does not matter at all (one node, two levels)
        return _required_bandwidth_training_numeric(s, target)
    check_sync(s, target)
    st = training_step(s, target=target, B=math.inf)
    budget, floor = st["comm_time_budget_s"], st["min_comm_time_s"]
    ts = st["compute_time_s"]
    notes = []
    if s.workers == 1:
        required = 0.0
        notes.append("one worker: no communication, so no bandwidth is needed (0 B/s) and efficiency is 100%")
    else:
        required = st["required_bandwidth_bytes_per_s"]
        if not (required > 0 and math.isfinite(required)):
            raise unreachable(s, target, fixed_terms(s, "encoding", "the last bucket"), infinite_bandwidth(s),
                              B=math.inf)
    return _training_bandwidth_result(s, target, ts, budget, floor, required, notes, st["sync_time_s"])


def _required_bandwidth_training_numeric(s: Scenario, target: float) -> BandwidthResult:
    """Required bandwidth under the training-step model by bisection on B (P never decreases with B for one pair);
    where NCCL picks the pair at each rate, by :mod:`ringcalc.planning.solver.bandwidth_repick`."""
    sync = check_sync(s, target)
    st = training_step(s, B=math.inf)
    ts, floor = st["compute_time_s"], st["exposed_comm_time_s"]
    budget = comm_budget(s, target)  # the exposed budget Ts'(1-P)/P - T_sync
    notes = []
    if s.workers == 1:
        required = 0.0
        notes.append("one worker: no communication, so no bandwidth is needed (0 B/s) and efficiency is 100%")
    else:
        repick = s.on_cluster and s.resolved.chosen_by != "given"  # NCCL's pick changes with the NIC rate
        if not repick and not meets(s, target, B=math.inf):
            raise unreachable(s, target, fixed_terms(s, "encoding", "the last bucket"), infinite_bandwidth(s),
                              B=math.inf)
        if not depends_on(s, "B", slow=1.0, fast=math.inf):
            if repick and not meets(s, target, B=math.inf):
                raise unreachable(s, target, fixed_terms(s, "encoding", "the last bucket"), infinite_bandwidth(s),
                                  B=math.inf)
            notes.append("the time does not depend on --bandwidth here (nothing crosses that link), "
                         "so any bandwidth meets the target")
            return _training_bandwidth_result(s, target, ts, budget, floor, 0.0, notes, sync)
        if repick:  # every rate with its own pick (solver/bandwidth_repick.py): the answer's pick and floor
            from ringcalc.planning.solver import bandwidth_repick

            required, found = bandwidth_repick.required(s, target)
            at = bandwidth_repick.answer_scenario(s, required)
            return _training_bandwidth_result(at, target, ts, budget, training_step(at, B=math.inf)[
                "exposed_comm_time_s"], required, notes + found, sync)
        # the bisection a sweep's rows run (numeric/training.py), one scenario at a time; nan at the ceiling
        required = training_step(s, target=target, B=math.inf)["required_bandwidth_bytes_per_s"]
        if not math.isfinite(required):  # a target at the ceiling: met only at B = infinity
            raise unreachable(s, target, fixed_terms(s, "encoding", "the last bucket"), infinite_bandwidth(s),
                              B=math.inf)
    return _training_bandwidth_result(s, target, ts, budget, floor, required, notes, sync)


def _training_bandwidth_result(s: Scenario, target: float, ts: float, budget: float, floor: float,
                               required: float, notes: list[str], sync: float = 0.0) -> BandwidthResult:
    """``budget`` is the exposed-communication budget Ts(1-P)/P - T_sync; Tp = Ts + T_sync + budget."""
    return BandwidthResult(
        algorithm=s.algorithm_label, collective=s.collective, workers=s.workers, gradient_bytes=s.gradient_bytes,
        latency_s=s.latency_s, step_time_s=s.step_time_s, efficiency=target,  # type: ignore[arg-type]
        comm_time_budget_s=budget, min_comm_time_s=floor, required_bandwidth_bytes_per_s=required,
        required_bandwidth_bits_per_s=required * 8,
        iteration_time_s=ts + (sync + budget if s.workers > 1 else 0.0), notes=notes, sync_time_s=sync,
        **_training_fields(s),
    )
