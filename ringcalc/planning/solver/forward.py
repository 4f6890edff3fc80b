"""Forward questions: the collective's time Tt, the efficiency P = Ts/(Ts+Tt), the iteration time and traffic.

N = 1 needs no communication: the time is 0 and P = 1, said plainly. With a
calibration, :func:`interval_fields` adds its prediction interval to the answer.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ringcalc import numeric
from ringcalc.planning.results import EfficiencyResult, TimeResult
from ringcalc.planning.solver.common import model_value, training_step
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario


def interval_fields(s: Scenario, comm_time_s: float, step_time_s: float | None = None) -> dict | None:
    """The calibration's prediction interval applied to this answer (None without calibration).

    ``comm_time_s_low``/``_high`` scale the communication time by the
    calibration's relative interval at this message size and N
    (:mod:`ringcalc.calibrate.interval`); with a step time, the efficiency
    and iteration time follow (a longer communication time gives the low
    efficiency), through the training-step model (overlap, buckets, ...)
    evaluated with the calibrated time scaled to each end
    (:meth:`Scenario.with_time_scale`) when the scenario uses it. ``None`` for a bound means unbounded (an unmeasured
    network level).
    """
    pred = s.prediction()
    if pred is None and s.cluster_spec is not None and s.workers > 1:
        return _prior_interval(s, comm_time_s, step_time_s)
    if pred is None or s.workers == 1 or pred.time_s <= 0:
        return None
    lo = comm_time_s * pred.low_s / pred.time_s
    hi = None if pred.high_s is None else comm_time_s * pred.high_s / pred.time_s
    out: dict = {"coverage": pred.coverage, "comm_time_s_low": lo, "comm_time_s_high": hi}
    if step_time_s is not None and s.uses_training_model:  # overlap, buckets, ...: the step at both ends
        fast = _step_at(s, pred.low_s / pred.time_s)
        slow = None if pred.high_s is None else _step_at(s, pred.high_s / pred.time_s)
        out["efficiency_low"] = 0.0 if slow is None else slow["efficiency"]
        out["efficiency_high"] = fast["efficiency"]
        out["iteration_time_s_low"] = fast["iteration_time_s"]
        out["iteration_time_s_high"] = None if slow is None else slow["iteration_time_s"]
    elif step_time_s is not None:
        out["efficiency_low"] = 0.0 if hi is None else float(numeric.efficiency(step_time_s, hi))
        out["efficiency_high"] = float(numeric.efficiency(step_time_s, lo))
        out["iteration_time_s_low"] = step_time_s + lo
        out["iteration_time_s_high"] = None if hi is None else step_time_s + hi
    if pred.extrapolation:
        out["extrapolation"] = dict(pred.extrapolation)
    return out


def _prior_interval(s: Scenario, comm_time_s: float, step_time_s: float | None) -> dict | None:
    """The 80% interval of an answer on a cluster from the priors of its achieved fractions (nothing measured).

    The slow end takes every prior's low fraction and the latency at
    :data:`ringcalc.cluster.values.LATENCY_SLOW`, the fast end the high
    fractions and :data:`~ringcalc.cluster.values.LATENCY_FAST`; None when every
    fraction was stated (``--net-efficiency``, ``--intra-efficiency``) and the
    latency given.

    The time's ends are those of the answer's own Tt: with a step time and a training-step option (buckets, overlap,
    ...) the step's communication at each end, the same evaluation the efficiency and iteration ends come from (it
    was one unbucketed collective: 67.47 ms .. 296.9 ms beside a bucketed Tt of 149.9 ms and an efficiency interval
    whose ends meant 111 ms .. 1.026 s); else the one collective's time.
    """
    from ringcalc.cluster.values import FAST_END, SLOW_END

    if not s.has_prior_spread:
        return None
    fast_values, slow_values = s.symbol_values(end=FAST_END), s.symbol_values(end=SLOW_END)
    ends = None if step_time_s is None else (training_step(s, **fast_values), training_step(s, **slow_values))
    if ends is not None and s.uses_training_model:  # Tt is the step's (buckets, overlap, ...): so are its ends
        lo, hi = ends[0]["comm_time_s"], ends[1]["comm_time_s"]
    else:
        lo, hi = model_value(s, "time", **fast_values), model_value(s, "time", **slow_values)
    out: dict = {"coverage": 0.8, "basis": "priors", "comm_time_s_low": lo, "comm_time_s_high": hi}
    if ends is not None:
        fast, slow = ends
        out.update(efficiency_low=slow["efficiency"], efficiency_high=fast["efficiency"],
                   iteration_time_s_low=fast["iteration_time_s"], iteration_time_s_high=slow["iteration_time_s"])
    return out


def _step_at(s: Scenario, factor: float) -> dict[str, float]:
    """The training step with the calibrated collective time ``factor`` times the prediction (0: instant)."""
    if factor <= 0:  # the interval's fast end of a network never measured: no communication time at all
        return training_step(s, alpha=0.0, B=math.inf)
    return training_step(s.with_time_scale(factor))


def comm_time(s: Scenario) -> float:
    """Tt of the scenario's collective, s (0 for one worker)."""
    s.require("bandwidth_bytes_per_s", "bandwidth")
    return model_value(s, "time")


def collective_time(s: Scenario) -> TimeResult:
    """The collective's time with nccl-tests' algbw = K/T and busbw = algbw * factor."""
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    t = comm_time(s)
    floor = model_value(s, "min_comm_time")  # Tt at B -> infinity
    notes = s.prediction_notes()
    if s.workers == 1:
        notes.append("one worker: nothing to communicate, the time is 0")
    algbw = s.gradient_bytes / t if t > 0 else math.inf
    factor = model_value(s, "busbw_factor")
    busbw = algbw * factor if factor > 0 else 0.0  # one worker: factor 0, nothing crosses a link
    return TimeResult(
        algorithm=s.algorithm_label,
        collective=s.collective,
        workers=s.workers,
        gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=bandwidth,
        latency_s=s.latency_s,
        comm_time_s=t,
        algbw_bytes_per_s=algbw,
        busbw_bytes_per_s=busbw,
        traffic_per_worker_bytes=model_value(s, "bytes_sent_per_worker"),
        min_comm_time_s=floor,
        bandwidth_time_s=max(0.0, t - floor) if not math.isclose(t, floor, rel_tol=1e-12) else 0.0,
        notes=notes,
        lower_bound_s=model_value(s, "lower_bound"),
        fraction_of_bound=model_value(s, "lower_bound") / t if t > 0 else 1.0,
        interval=interval_fields(s, t),
    )


def efficiency(s: Scenario) -> EfficiencyResult:
    """P = Ts/(Ts+Tt), Tp = Ts+Tt and the throughput speedup N*P."""
    ts = s.require("step_time_s", "step-time")
    t = comm_time(s)
    p = float(numeric.efficiency(ts, t))
    notes = ["one worker: no communication, efficiency 100%"] if s.workers == 1 else s.prediction_notes()
    st = training_step(s)
    tp, speedup, traffic = ts + t, s.workers * p, model_value(s, "bytes_sent_per_worker")
    if s.uses_training_model:  # overlap / buckets / compression / strong scaling (ringcalc.symbolic.training)
        t, tp, p, speedup = st["comm_time_s"], st["iteration_time_s"], st["efficiency"], st["speedup"]
        traffic = st["traffic_per_worker_bytes"]
    return EfficiencyResult(
        overlap=s.overlap,
        bucket_bytes=s.bucket_bytes,
        buckets=int(st["buckets"]),
        compression=s.compression,
        encode_s_per_byte=s.encode_s_per_byte,
        scaling=s.scaling,
        compute_time_s=st["compute_time_s"],
        exposed_comm_time_s=st["exposed_comm_time_s"] if s.uses_training_model else t,
        last_bucket_time_s=st["last_bucket_time_s"],
        batch=s.batch,
        samples_per_s=st["samples_per_s"] if s.batch is not None else None,
        jitter_s=s.jitter_s,
        framework_overhead_s=s.framework_overhead_s,
        sync_time_s=st["sync_time_s"],
        algorithm=s.algorithm_label,
        collective=s.collective,
        workers=s.workers,
        gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s,  # type: ignore[arg-type]
        latency_s=s.latency_s,
        step_time_s=ts,
        comm_time_s=t,
        iteration_time_s=tp,
        efficiency=p,
        speedup=speedup,
        traffic_per_worker_bytes=traffic,
        notes=notes,
        interval=interval_fields(s, t, ts),
    )
