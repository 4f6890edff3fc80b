"""The ZeRO / FSDP memory planner: which stage fits, on how many GPUs, at what traffic.

For a :class:`~ringcalc.planning.zero_setup.MemorySetup` (model, precision,
optimizer, GPU, network), :func:`stage_result` gives one stage's memory per
device, its fit on the GPU and one step's communication (:mod:`ringcalc.numeric.memory`);
:func:`plan` does so for every stage at one worker count, :func:`min_workers`
finds the smallest worker count at which each stage fits, and ``best_*`` /
``recommend_*`` pick the stage to use and say why in one sentence.

Without a workload the step's communication time is the sum of its collectives' times (no
overlap with compute), and the efficiency is P = Ts / (Ts + Tt) (:func:`ringcalc.numeric.efficiency`).
A layout (tp, pp, cp or ep > 1) or a workload (tokens per step and Ts) on a network is priced instead by its whole
step, as ``ringcalc efficiency`` answers the same options (:mod:`ringcalc.planning.memory_layout`; the planner leaves
:data:`STEP_PENDING` for it).

Example
-------
The ZeRO paper's Figure 1 (Rajbhandari et al. 2020: Psi = 7.5B, N_d = 64,
mixed-precision Adam at 2 + 2 + 12 bytes per parameter), then the
implementations' count, which holds an fp32 gradient partition (18 bytes):

>>> paper = MemorySetup.from_options(params="7.5B", gpu=None, convention="paper")
>>> [round(r.bytes_per_device / 1e9, 2) for r in plan(paper, 64)]
[120.0, 31.41, 16.64, 1.88]
>>> setup = MemorySetup.from_options(params="7.5B", gpu=None)
>>> [round(r.bytes_per_device / 1e9, 2) for r in plan(setup, 64)]
[135.0, 46.41, 16.88, 2.11]
"""

from __future__ import annotations

import math
from typing import Any

from ringcalc import numeric, units
from ringcalc.errors import RingcalcError, infeasible
from ringcalc.numeric.memory import (STAGE_COLLECTIVES, STAGES, collective_algorithms, stage_communication,
                                     stage_function, stage_memory)
from ringcalc.planning.zero_results import MinWorkersResult, StageResult
from ringcalc.planning.zero_setup import MemorySetup

DDP_AMP_NOTE = (
    "stage 0 all-reduces the gradients at the precision's width (2 bytes with mixed precision, as DeepSpeed does with "
    "bf16); PyTorch DDP with torch.amp keeps fp32 parameters, so its gradients and their all-reduce are fp32 (4 "
    "bytes: twice this traffic) unless a bf16/fp16 compression hook is registered (PyTorch docs, \"DDP Communication "
    "Hooks\": default_hooks.bf16_compress_hook / fp16_compress_hook): give --precision fp32 for DDP + torch.amp "
    "(fp32 weights and gradients, Adam's two fp32 moments)"
)
"""Note on stage 0 with mixed precision: what PyTorch DDP + AMP all-reduces (issue 18)."""

STEP_PENDING = ("the time of a layout's step (tp, pp, cp or ep > 1, or a workload's microbatches) is costed by "
                "ringcalc.planning.memory_layout.timed: the bytes shown are the data-parallel ones, no time or "
                "efficiency here")
"""The planner's placeholder where a layout's step prices the stage (:mod:`ringcalc.planning.memory_layout` replaces
it with the step's answer or the reason there is none)."""
ONE_LINK_NOTE = (
    "communication: the stage's collectives once per step, one after the other on one link per worker, not "
    "overlapped with Ts: P = Ts/(Ts+Tt), as `ringcalc efficiency` without a layout; with a workload (--global-batch or "
    "--tokens-per-step, and --gpu or --step-time for Ts) the time is instead the step `ringcalc efficiency` costs with "
    "the same options (the gradients' reduction under the backward pass, FSDP's gathers for every microbatch)"
)
"""How the time is costed for data parallelism alone without a workload, on one link per worker."""

STAGE_NAMES: dict[int, str] = {
    0: "none (plain data parallel)",
    1: "ZeRO-1 (optimizer states)",
    2: "ZeRO-2 (+ gradients)",
    3: "ZeRO-3 / FSDP full shard (+ parameters)",
}


def parse_stage(value: str | int) -> int:
    """A ZeRO stage 0-3 (also ``zero3``, ``fsdp``, ``ddp``): :func:`ringcalc.workload.layout.parse_zero`."""
    from ringcalc.workload.layout import parse_zero

    return parse_zero(value, "zero")


def _check_stage(stage: int) -> int:
    if stage not in STAGES:
        raise RingcalcError(f"unknown ZeRO stage {stage!r}; choose 0, 1, 2 or 3", option="zero")
    return stage


# ---------------------------------------------------------------------- answers


def _comm(setup: MemorySetup, stage: int, workers: int) -> dict[str, Any]:
    """Bytes and time of one step's data-parallel collectives at a stage
    (:func:`ringcalc.numeric.memory.stage_communication`: over the ranks that shard the states; the experts' too)."""
    wire = {"b_g": setup.comm_grad_bytes}  # gradients travel in the working precision
    parts = [({**setup.symbol_values(workers), **wire}, setup.parallel.shard_ranks(workers))]
    expert = setup.expert_values(workers)
    if expert is not None:
        parts.append(({**expert, **wire}, setup.parallel.expert_shard_ranks(workers)))
    total: dict[str, Any] = {}
    timer = None if setup.network is None or setup.costs_step else setup.network.time  # a layout: its step
    for values, ranks in parts:
        comm = stage_communication(
            stage, int(round(ranks)), values, algorithm=setup.algorithm, bandwidth_bytes_per_s=setup.bandwidth_bytes_per_s,
            latency_s=setup.latency_s, gamma_s_per_byte=setup.gamma_s_per_byte, timer=timer,
        )
        if not total:
            total = comm
            continue
        for key in ("sent", "total", "allgather_total"):
            total[key] += comm[key]
        total["time"] = None if total["time"] is None else total["time"] + comm["time"]
        total["names"] += "; experts: " + comm["names"]
        total["notes"] += [n for n in comm["notes"] if n not in total["notes"]]
    _add_replicas(setup, stage, workers, total)
    return total


def _plain_data_parallel(setup: MemorySetup) -> MemorySetup:
    """The setup without HSDP's shard groups: plain data parallelism over every dp x cp rank, the baseline of a
    stage's traffic (with ``--fsdp hybrid`` the baseline had been an all-reduce within one node's shard group:
    Llama 3 8B on 64 DGX H100 GPUs read 1.625x where 45.67 GB against 64 ranks' 31.62 GB is 1.444x)."""
    import dataclasses

    if setup.parallel.fsdp != "hybrid":
        return setup
    return dataclasses.replace(setup, parallel=dataclasses.replace(setup.parallel, fsdp=None))


def _add_replicas(setup: MemorySetup, stage: int, workers: int, total: dict[str, Any]) -> None:
    """HSDP (``--fsdp hybrid``): the gradient shard each node's group reduce-scattered is all-reduced across the
    replicas (the nodes), dp / shard group ranks (PyTorch FSDP ``HYBRID_SHARD``: reduce-scatter within the shard
    group, all-reduce across the replica group). On one link per worker its time adds; on a cluster the layout's
    step prices it on its strided group (:mod:`ringcalc.planning.memory_layout`)."""
    par = setup.parallel
    if par.fsdp != "hybrid" or stage != 3:
        return
    replicas = int(round(par.data_parallel(workers) / par.shard_group(workers)))
    if replicas < 2:
        return
    values = {**setup.symbol_values(workers), "b_g": setup.comm_grad_bytes}
    shard = float(stage_function(0, "grads_bytes")(**values)) / par.shard_ranks(workers)
    algorithm = collective_algorithms(setup.algorithm)["all-reduce"]
    v = {"N": replicas, "K": shard, "alpha": setup.latency_s, "gamma": setup.gamma_s_per_byte}
    if setup.bandwidth_bytes_per_s is not None:
        v["B"] = setup.bandwidth_bytes_per_s
    total["sent"] += float(numeric.evaluate("bytes_sent_per_worker", v, algorithm, "all-reduce"))
    total["total"] += float(numeric.evaluate("total_bytes", v, algorithm, "all-reduce"))
    if total["time"] is not None and setup.network is None:
        total["time"] += float(numeric.evaluate("time", v, algorithm, "all-reduce"))
    total["names"] += (f" + all-reduce of the gradient shard across the {replicas} replicas (HSDP, "
                       f"{units.format_size(shard)})")


def _memory(setup: MemorySetup, stage: int, workers: float) -> dict[str, float]:
    """Every memory quantity of a stage on ``workers`` GPUs: the dense part and, for a MoE, the experts' part."""
    mem = stage_memory(stage, setup.symbol_values(workers))
    expert = setup.expert_values(workers)
    if expert is not None:
        for key, value in stage_memory(stage, expert).items():
            mem[key] += value
    return mem


def _step_time(setup: MemorySetup, workers: int) -> float | None:
    """Ts: --step-time, else from FLOPs (the workload's GPU, tokens and MFU), else None."""
    if setup.step_time_s is not None:
        return setup.step_time_s
    w = setup.parallel.workload
    if w is None or w.peak_flops_per_s is None or w.tokens_per_step is None or w.mfu is None:
        return None
    return w.compute_time_s(workers)


def stage_result(setup: MemorySetup, stage: int, workers: int | str) -> StageResult:
    """Memory per device and communication per step of one ZeRO stage.

    Parameters
    ----------
    setup : MemorySetup
    stage : int
        0 (plain data parallel), 1, 2 or 3 (FSDP full shard).
    workers : int
        GPUs N >= 1 (= tp·pp·cp·dp; the data-parallel ranks shard the states).

    Returns
    -------
    StageResult
        Bytes per device by component, fit on the GPU (if given), the bytes each
        worker sends per step, the time (with a bandwidth) and efficiency
        (with a step time too).
    """
    _check_stage(stage)
    n = units.parse_workers(workers, option="workers")
    par = setup.parallel
    par.check_gpus(n)
    mem = _memory(setup, stage, n)
    comm = _comm(setup, stage, n)
    base = _comm(_plain_data_parallel(setup), 0, n)["sent"] if stage else comm["sent"]
    usable = setup.usable_bytes
    fits = None if usable is None else mem["bytes_per_device"] <= usable
    notes = []
    if n == 1:
        notes.append("one worker: nothing to shard or communicate")
    elif stage == 0 and setup.precision == "mixed":
        notes.append(DDP_AMP_NOTE)
    notes += _layout_notes(setup)
    ts = _step_time(setup, n)
    eff = iteration = None
    comm_time = comm["time"]
    if setup.costs_step and comm_time is not None:
        notes.append(STEP_PENDING)
        comm_time = None
    if comm["notes"] and n > 1:  # on a cluster (one worker communicates nothing: said above)
        notes.append("communication on the cluster: each collective as NCCL runs it at its size and placement, one "
                     "after the other, not overlapped with Ts (`ringcalc time --collective ... --size ...` with the "
                     "same cluster gives each with its 80% interval)")
        notes += comm["notes"]
    elif comm_time is not None and n > 1:
        notes.append(ONE_LINK_NOTE)
    if comm_time is not None and ts is not None:
        eff = float(numeric.efficiency(ts, comm_time))
        iteration = ts + comm_time
    activations = setup.activations_at(n)
    return StageResult(
        stage=stage, stage_name=STAGE_NAMES[stage], workers=n, params=setup.params, precision=setup.precision,
        optimizer=setup.optimizer, params_bytes=mem["params_bytes"], grads_bytes=mem["grads_bytes"],
        optimizer_bytes=mem["optimizer_bytes"], activation_bytes=activations,
        overhead_bytes=setup.overhead_bytes, bytes_per_device=mem["bytes_per_device"], gpu=setup.gpu,
        gpu_memory_bytes=setup.gpu_memory_bytes, headroom=setup.headroom, usable_bytes=usable, fits=fits,
        free_bytes=None if usable is None else usable - mem["bytes_per_device"],
        collectives=comm["names"], comm_bytes_per_step=comm["sent"], comm_total_bytes_per_step=comm["total"],
        comm_volume_ratio=comm["sent"] / base if base > 0 else None, algorithm=_algorithm(setup),
        bandwidth_bytes_per_s=setup.bandwidth_bytes_per_s, comm_time_s=comm_time, exposed_comm_time_s=comm_time,
        step_time_s=ts,
        iteration_time_s=iteration, efficiency=eff, sharded_state_bytes=mem["sharded_state_bytes"],
        replicated_state_bytes=mem["replicated_state_bytes"], redundancy_bytes=mem["redundancy_bytes"],
        redundancy_removed_bytes=mem["redundancy_removed_bytes"],
        saved_bytes_per_device=mem["saved_bytes_per_device"], allgather_total_bytes_per_step=comm["allgather_total"],
        allgathers_per_step=sum(c == "all-gather" for c, _, _ in STAGE_COLLECTIVES[stage]),
        full_params_bytes=mem["full_params_bytes"], params_redundancy_bytes=mem["params_redundancy_bytes"],
        notes=notes, transient_bytes=mem["transient_bytes"], convention=setup.convention,
        layout=_layout(setup, n) if par.layout_given or par.expert_params else None,
        activation_source=_activation_source(setup),
    )


def _algorithm(setup: MemorySetup) -> str:
    """What the communication time was costed with: ``--algorithm`` (the ring by default) on one link per worker;
    on a cluster, ``auto`` (NCCL's pick for each collective, a layout's step's too) unless ``--algorithm`` forced
    one."""
    if setup.network is None or setup.network.algorithm is not None:
        return setup.algorithm
    return "auto"


def _layout_notes(setup: MemorySetup) -> list[str]:
    par = setup.parallel
    out = []
    if setup.gpus_per_node_given and setup.network is None and par.fsdp != "hybrid":  # on a cluster it places ranks
        out.append("--gpus-per-node sets the HSDP shard group: it changes nothing without --fsdp hybrid")
    if not par.activations_given and not par.computes_activations and par.arch is not None:
        out.append("activations not counted: give a layout option or --seq-len (computed from the model's shape), "
                   "or --activations")
    if par.largest_layer_params is None and setup.buffer_bytes_per_param:
        out.append("no model shape: ZeRO-3's transient buffers (4 x the largest layer) are not counted")
    return out


def _layout(setup: MemorySetup, n: int) -> dict[str, Any]:
    par = setup.parallel
    return {"tp": par.tp, "pp": par.pp, "cp": par.cp, "dp": int(par.data_parallel(n)), "ep": par.ep,
            "fsdp": par.fsdp, "shard_ranks": par.shard_ranks(n), "recompute": par.recompute,
            "microbatch_sequences": par.microbatch_sequences(n) if par.computes_activations else None}


def _activation_source(setup: MemorySetup) -> str:
    par = setup.parallel
    if par.activations_given:
        return "given"
    if par.computes_activations:
        return f"Korthikanti et al. 2022, {par.recompute} recomputation"
    return "not counted"


def plan(setup: MemorySetup, workers: int | str, stages: tuple[int, ...] = STAGES) -> list[StageResult]:
    """:func:`stage_result` for each stage at one worker count."""
    return [stage_result(setup, s, workers) for s in stages]


def min_workers(setup: MemorySetup, stages: tuple[int, ...] = STAGES) -> list[MinWorkersResult]:
    """The smallest N_d at which each stage fits in the GPU's usable memory.

    Uses the closed form N = b / (M_avail - a) derived by sympy
    (:func:`ringcalc.symbolic.memory.min_workers`), rounded up and checked against the
    forward memory so that rounding at an exact boundary cannot be off by one.
    A stage whose unsharded part a (replicated states + activations +
    overhead) does not fit never fits: ``min_workers`` is None with the reason.
    """
    usable = setup.usable_bytes
    if usable is None:
        raise RingcalcError("is required to find the smallest worker count that fits", option="gpu")
    if setup.parallel.dp is not None:
        raise RingcalcError("fixes the GPU count (tp·pp·cp·dp), which --min-workers searches for: drop --dp (the "
                            "answer's dp is the search's) or --min-workers", option="dp")
    out = []
    for stage in stages:
        _check_stage(stage)
        per_device = stage_function(stage, "bytes_per_device")
        unsharded = _memory(setup, stage, math.inf)["bytes_per_device"]
        root_fn = stage_function(stage, "min_workers")
        notes: list[str] = []
        n: int | None
        if unsharded > usable:
            n = None
            what = ("the replicated model states, activations and overhead" if stage < 3 else
                    "the states sharded over a node's data-parallel ranks only (HSDP), the activations and overhead"
                    if setup.parallel.fsdp == "hybrid" else "activations and overhead")
            notes.append(
                f"never fits: {what} alone take {units.format_size(unsharded)} per device, more than the "
                f"{units.format_size(usable)} usable on {setup.gpu}"
            )
        elif setup.parallel.depends_on_gpus:  # a layout: the smallest N = tp·pp·cp·dp, searched over dp
            n = _smallest_gpus(setup, stage, usable)
            if n is None:
                notes.append(f"needs more than {units.MAX_WORKERS:,} GPUs, beyond any cluster")
        elif root_fn is None:  # stage 0: the memory does not depend on N
            n = 1
        else:
            root = float(root_fn(**setup.symbol_values(1)))
            n = max(1, math.ceil(root)) if math.isfinite(root) else None
            if n is not None:
                while float(per_device(**setup.symbol_values(n))) > usable:
                    n += 1
                while n > 1 and float(per_device(**setup.symbol_values(n - 1))) <= usable:
                    n -= 1
                if n > units.MAX_WORKERS:
                    notes.append(f"needs {n:,} workers, beyond any cluster")
                    n = None
            else:  # pragma: no cover - equality at infinity
                notes.append("fits only in the limit of infinitely many workers")
        if n is not None and not setup.parallel.splits(n):  # memory falls with N: the next N the batch splits over
            n, split_note = _next_split(setup.parallel, n)
            notes.append(split_note)
        at = stage_result(setup, stage, n) if n is not None else None
        out.append(MinWorkersResult(
            stage=stage, stage_name=STAGE_NAMES[stage], min_workers=n, unsharded_bytes_per_device=unsharded,
            usable_bytes=usable, at_min=at, notes=notes,
        ))
    return out


def _next_split(par: Any, n: int) -> tuple[int | None, str]:
    """The smallest N >= ``n`` whose replicas split the batch exactly (None: none does), and the note saying so."""
    from ringcalc.workload.layout import split_degrees

    s = int(par.sequences)
    good = [d * par.model_parallel for d in split_degrees(s, unit=par.ep // math.gcd(par.ep, par.cp),
                                                           microbatches=par.microbatches, pp=par.pp, chunks=par.chunks)
            if d * par.model_parallel >= n]
    if not good:
        return None, (f"fits from {n:,} GPUs, but the {s:,} sequences of a step split exactly over no data-parallel "
                      "degree that large (each replica gets whole micro-batches): raise the global batch")
    return good[0], (f"fits from {n:,} GPUs; {good[0]:,}, the next count whose replicas split the {s:,} sequences of "
                     "a step exactly (whole micro-batches each)")


def _smallest_gpus(setup: MemorySetup, stage: int, usable: float) -> int | None:
    """The smallest N = tp·pp·cp·dp (ep dividing dp·cp) at which the stage fits: memory falls as dp grows
    (exponential then bisection search); with HSDP it stops falling at one node's shard group (a scan)."""
    par = setup.parallel
    unit = par.ep // math.gcd(par.ep, par.cp)  # dp must be a multiple of this for ep to divide dp·cp

    def gpus(k: int) -> int:
        return k * unit * par.model_parallel

    def fits(k: int) -> bool:
        return _memory(setup, stage, gpus(k))["bytes_per_device"] <= usable

    limit = max(1, units.MAX_WORKERS // (unit * par.model_parallel))
    if par.fsdp == "hybrid":
        per_node = int(par.shard_group(math.inf))
        return next((gpus(k) for k in range(1, min(limit, per_node * 2) + 1) if fits(k)), None)
    if fits(1):
        return gpus(1)
    high = 2
    while not fits(high):
        if high >= limit:
            return None
        high = min(2 * high, limit)
    low = high // 2  # does not fit
    while high - low > 1:
        mid = (low + high) // 2
        low, high = (low, mid) if fits(mid) else (mid, high)
    return gpus(high)


def best_min_workers(results: list[MinWorkersResult]) -> MinWorkersResult:
    """The stage that needs the fewest GPUs (ties: the least traffic, then the lower stage)."""
    feasible = [r for r in results if r.min_workers is not None and r.at_min is not None]
    if not feasible:
        raise infeasible(
            "no ZeRO stage fits on this GPU at any worker count: "
            + "; ".join(f"stage {r.stage}: {r.notes[0]}" for r in results if r.notes),
            option="gpu",
        )
    return min(feasible, key=lambda r: (r.min_workers, r.at_min.comm_bytes_per_step, r.stage))  # type: ignore[union-attr]


def recommend_min_workers(results: list[MinWorkersResult]) -> str:
    """One sentence on :func:`best_min_workers`; infeasible error when no stage ever fits."""
    best = best_min_workers(results)
    at: StageResult = best.at_min  # type: ignore[assignment]  # feasible results have it
    gpu = at.gpu or "the GPU"
    text = (
        f"fewest GPUs: stage {best.stage} {best.stage_name} with {best.min_workers:,} × {gpu} "
        f"({units.format_size(at.bytes_per_device)} per device"
    )
    if at.comm_volume_ratio is not None:
        text += f", {at.comm_volume_ratio:.3g}× the traffic of plain data parallelism"
    if at.comm_time_s is not None:
        exposed = at.exposed_comm_time_s
        text += (f", {units.format_time(at.comm_time_s)} communication per step" if exposed in (None, at.comm_time_s)
                 else f", {units.format_time(exposed)} of {units.format_time(at.comm_time_s)} communication exposed "
                 "per step")
    if at.efficiency is not None:
        text += f", efficiency {units.format_efficiency(at.efficiency)}"
    return text + ")"


def best_plan(results: list[StageResult]) -> StageResult | None:
    """The stage with the least traffic that fits (ties: the lower stage); None if none fits or no GPU."""
    fitting = [r for r in results if r.fits]
    return min(fitting, key=lambda r: (r.comm_bytes_per_step, r.stage)) if fitting else None


def recommend_plan(results: list[StageResult]) -> str | None:
    """One sentence on :func:`best_plan`, or None without a GPU."""
    if not results or results[0].fits is None:
        return None
    best = best_plan(results)
    if best is None:
        return (
            f"no stage fits on {results[0].workers:,} × {results[0].gpu}: "
            "use more workers (ringcalc memory --min-workers), a larger GPU or less activation memory"
        )
    return (
        f"least traffic that fits: stage {best.stage} {best.stage_name}, "
        f"{units.format_size(best.bytes_per_device)} of {units.format_size(best.usable_bytes)} usable per device"  # type: ignore[arg-type]
    )
