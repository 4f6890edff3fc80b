"""A training step assembled from the time of each collective: exposed time, the bubble, efficiency, MFU, tokens/s.

:func:`assemble_step` takes the records of :func:`ringcalc.workload.collectives.step_collectives` and a callable
``time_of(record) -> seconds`` for one call of a record (the cluster model supplies it: the record says the
collective, the group, its stride and the bytes). Per record: time per step = calls × time of one call; the
exposed part by its overlap (``exposed``: all; ``partial``: (1 - fraction) of it; ``backward``: what does not
fit under fraction × Ts, the ``backward`` records taking the compute time in turn). Then, with the expressions of
:mod:`ringcalc.symbolic.workload`:

    pipeline = (Ts + exposed per microbatch) (chunks·m + p - 1) / (chunks·m)
    step = pipeline + exposed once per step
    efficiency = Ts / step,  end-to-end MFU = MFU × Ts / step,  tokens/s = T / step

When the compute-only MFU is a range (the priors), the step is assembled at both ends too: ``*_low`` /
``*_high`` (the low MFU gives the long step and the low end-to-end MFU).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from ringcalc.errors import RingcalcError
from ringcalc.units.format import format_time
from ringcalc.numeric._generated_workload import WORKLOAD
from ringcalc.workload.collectives import StepCollective, step_collectives
from ringcalc.workload.job import Workload
from ringcalc.workload.layout import Layout


@dataclass(frozen=True)
class TimedCollective:
    """A record with its time per call, its time per step and the exposed part, s."""

    record: StepCollective
    time_per_call_s: float
    time_per_step_s: float
    exposed_s: float

    def to_dict(self) -> dict:
        return {**self.record.to_dict(), "time_per_call_s": self.time_per_call_s,
                "time_per_step_s": self.time_per_step_s, "exposed_s": self.exposed_s}


@dataclass(frozen=True)
class StepResult:
    """One step of a layout, end to end (SI units)."""

    gpus: int
    tokens_per_step: float
    compute_s: float
    collectives: list[TimedCollective]
    exposed_pipeline_s: float
    exposed_step_s: float
    bubble_s: float
    bubble_fraction: float
    step_s: float
    efficiency: float
    mfu: float
    mfu_end_to_end: float
    tokens_per_s: float
    range: dict = field(default_factory=dict)  # the step at both ends of the MFU range: *_low / *_high
    notes: list[str] = field(default_factory=list)

    @property
    def exposed_s(self) -> float:
        return self.exposed_pipeline_s + self.exposed_step_s

    def to_dict(self) -> dict:
        out = asdict(self)
        out["collectives"] = [c.to_dict() for c in self.collectives]
        out["exposed_s"] = self.exposed_s
        return out


def expose(records: list[StepCollective], time_of: Callable[[StepCollective], float],
           compute_s: float) -> list[TimedCollective]:
    """Each record's time per step and exposed part (see the module's docstring)."""
    out, used = [], 0.0
    for r in records:
        per_call = float(time_of(r))
        if not per_call >= 0.0:  # also NaN
            raise RingcalcError(f"the time of {r.name} ({r.collective} of {r.group_size} ranks) is {per_call!r}; "
                                "a collective takes a time >= 0", option="workers")
        total = per_call * r.calls_per_step
        if r.overlap == "exposed":
            exposed = total
        elif r.overlap == "partial":
            exposed = total * (1.0 - r.overlap_fraction)
        else:
            hidden = min(total, max(0.0, r.overlap_fraction * compute_s - used))
            used += hidden
            exposed = total - hidden
        out.append(TimedCollective(r, per_call, total, exposed))
    return out


def _step(layout: Layout, workload: Workload, compute_s: float, timed: list[TimedCollective],
          mfu: float) -> dict[str, float]:
    w = WORKLOAD
    tokens = math.nan if workload.tokens_per_step is None else workload.tokens_per_step  # NaN: tokens/s unknown
    values = {"compute_s": compute_s, "microbatches": layout.microbatches, "chunks": layout.chunks, "pp": layout.pp,
              "exposed_pipeline_s": sum(t.exposed_s for t in timed if t.record.phase == "microbatch"),
              "exposed_step_s": sum(t.exposed_s for t in timed if t.record.phase == "step"),
              "mfu": mfu, "tokens_per_step": tokens}
    return {"exposed_pipeline_s": values["exposed_pipeline_s"], "exposed_step_s": values["exposed_step_s"],
            "bubble_s": w["bubble_time"](**values), "bubble_fraction": w["bubble_fraction"](**values),
            "step_s": w["step_time"](**values), "efficiency": w["step_efficiency"](**values),
            "mfu_end_to_end": w["mfu_end_to_end"](**values), "tokens_per_s": w["tokens_per_second"](**values)}


def implied_mfu(workload: Workload, gpus: int, compute_s: float) -> float:
    """The compute-only MFU a given Ts implies: F·T / (N·peak·Ts); NaN without the GPU's peak or the tokens."""
    if workload.peak_flops_per_s is None or workload.tokens_per_step is None:
        return math.nan
    return workload.flops_per_token * workload.tokens_per_step / (gpus * workload.peak_flops_per_s * compute_s)


def check_step_time(workload: Workload, gpus: int, compute_s: float) -> None:
    """Refuse a ``--step-time`` shorter than the ``gpus`` take for the step's model FLOPs at the GPU's fastest dense
    peak (fp8 where the catalog has one, else bf16): no precision runs that step.

    The floor is the fastest peak on purpose (with --step-time the precision the kernels run at is not stated), and
    the message says so: it names that peak, the MFU the step implies of it, and, where the run's own peak (the
    compute dtype its MFU is stated against, bf16 by default) is another, the MFU of that one too. It once read "at
    its fp8 dense peak (an MFU of 191.8%)" for a bf16 run, whose answer would have stated 383.6%."""
    if workload.gpu is None or workload.tokens_per_step is None or not compute_s > 0:
        return
    from ringcalc import catalog

    acc = catalog.get_accelerator(workload.gpu, option="gpu")
    fastest, dtype = max((p, d) for p, d in ((acc.bf16_flops_per_s, "bf16"), (acc.fp8_flops_per_s, "fp8")) if p)
    flops = workload.flops_per_token * workload.tokens_per_step
    peak_s = flops / (gpus * fastest)
    if not peak_s > compute_s:
        return
    mfu = f"an MFU of {peak_s / compute_s:.1%} of {dtype}"
    own = workload.peak_flops_per_s
    if own is not None and workload.compute_dtype != dtype and own != fastest:
        mfu += (f" ({flops / (gpus * own * compute_s):.1%} of {workload.compute_dtype}, the peak this run's MFU is "
                "stated against)")
    raise RingcalcError(
        f"{format_time(compute_s)} per step is less than the {format_time(peak_s)} the step's model FLOPs take on "
        f"{gpus:,} {workload.gpu} even at the GPU's fastest peak, its {dtype} dense peak: {mfu}; Ts is the compute "
        f"of one step of the whole batch ({workload.tokens_per_step:,.0f} tokens)", option="step-time")


def assemble_step(workload: Workload, layout: Layout, time_of: Callable[[StepCollective], float], *,
                  records: list[StepCollective] | None = None, gpus_per_node: int | None = None,
                  overlaps: dict[str, float] | None = None, compute_s: float | None = None) -> StepResult:
    """The step of ``workload`` on ``layout`` with each collective timed by ``time_of`` (s per call).

    ``records`` defaults to :func:`step_collectives` (with ``gpus_per_node`` and ``overlaps``). ``compute_s``
    gives Ts per GPU (``--step-time``) instead of the FLOPs: the MFU is then the one it implies (NaN without
    the GPU or the tokens) and has no range.
    """
    if workload.mfu is None and compute_s is None:
        raise RingcalcError("is required to time a step from FLOPs", option="gpu")
    if records is None:
        records = step_collectives(workload, layout, gpus_per_node=gpus_per_node, overlaps=overlaps)
    if compute_s is not None:
        timed = expose(records, time_of, compute_s)
        mfu_value = implied_mfu(workload, layout.gpus, compute_s)
        main = _step(layout, workload, compute_s, timed, mfu_value)
        return StepResult(gpus=layout.gpus, tokens_per_step=_tokens(workload), compute_s=compute_s,
                          collectives=timed, mfu=mfu_value, **main)
    mfu = workload.mfu
    compute = workload.compute_time_s(layout.gpus)
    timed = expose(records, time_of, compute)
    main = _step(layout, workload, compute, timed, mfu.value)
    ranges: dict[str, float] = {}
    if mfu.is_range:  # the step at both ends of the MFU range; each figure's low and high (the low MFU: long Ts)
        ends = []
        for rate in (mfu.low, mfu.high):
            c = workload.compute_time_s(layout.gpus, rate)
            ends.append({"compute_s": c, **_step(layout, workload, c, expose(records, time_of, c), rate)})
        for key in ("compute_s", "step_s", "efficiency", "mfu_end_to_end", "tokens_per_s"):
            ranges[f"{key}_low"] = min(e[key] for e in ends)
            ranges[f"{key}_high"] = max(e[key] for e in ends)
        ranges["mfu_low"], ranges["mfu_high"] = mfu.low, mfu.high
    return StepResult(gpus=layout.gpus, tokens_per_step=_tokens(workload), compute_s=compute,
                      collectives=timed, mfu=mfu.value, range=ranges, **main)


def _tokens(workload: Workload) -> float:
    return math.nan if workload.tokens_per_step is None else workload.tokens_per_step
