"""``ringcalc memory``: bytes per device under ZeRO / FSDP sharding, fit on a GPU, traffic per stage.

Thin: options are parsed by :class:`ringcalc.planning.zero_setup.MemorySetup`, answers
come from the ZeRO planner :mod:`ringcalc.planning.zero` (generated memory expressions + the
collective models); this module only renders them.
"""

from __future__ import annotations

from dataclasses import replace

from typing import Annotated, Any, Optional

import typer

from ringcalc.cli.app import command
from ringcalc.cluster.build import CLUSTER_OPTIONS
from ringcalc.cli.options import FormatOpt, Format, ScenarioArgs, scenario_options
from ringcalc.cli.refusals import MEMORY
from ringcalc.cli.render import emit
from ringcalc.errors import RingcalcError

MEM_PANEL = "Memory"
_SHORT = {0: "no sharding", 1: "ZeRO-1", 2: "ZeRO-2", 3: "ZeRO-3/FSDP"}

Optimizer = Annotated[
    str, typer.Option("--optimizer", help="adam (2 fp32 moments) or sgd (with momentum).", rich_help_panel=MEM_PANEL)
]
Precision = Annotated[
    str,
    typer.Option("--precision", help="mixed (bf16/fp16 weights+grads, fp32 master) or fp32.", rich_help_panel=MEM_PANEL),
]
Convention = Annotated[
    str,
    typer.Option("--convention", help="implementation (DeepSpeed/FSDP: fp32 gradient partition, 18 B/param with Adam, "
                 "ZeRO-3 buffers of 4 x the largest layer) or paper (the ZeRO paper's 16 B/param).",
                 rich_help_panel=MEM_PANEL),
]
Activations = Annotated[
    Optional[str],
    typer.Option("--activations", help="Activation memory per device (not sharded), instead of the layout's: 20GB.",
                 rich_help_panel=MEM_PANEL),
]
Overhead = Annotated[
    Optional[str],
    typer.Option("--overhead", help="Fixed extra memory per device (buffers, workspace): 2GB.", rich_help_panel=MEM_PANEL),
]
Headroom = Annotated[
    Optional[str],
    typer.Option("--headroom", help="Share of --gpu's memory kept free (CUDA context, NCCL, fragmentation). "
                 "Default: 10%.",
                 rich_help_panel=MEM_PANEL),
]
MinWorkers = Annotated[
    bool,
    typer.Option("--min-workers", help="Find the smallest GPU count at which each stage fits (needs --gpu).",
                 rich_help_panel=MEM_PANEL),
]
Explain = Annotated[
    bool,
    typer.Option("--explain", help="Also show the redundancy (N-1)V next to the all-gather traffic.",
                 rich_help_panel=MEM_PANEL),
]
MemoryTarget = Annotated[
    Optional[str],
    typer.Option("--efficiency", "-e", help="Target efficiency (0.9 or 90%): whether each stage meets it.",
                 rich_help_panel=MEM_PANEL),
]
_LAYOUT = ("tp", "pp", "cp", "ep", "dp", "zero", "fsdp", "microbatches", "recompute", "virtual_stages", "tokens_per_step",
           "global_batch",
           "seq_len", "compute_dtype", "mfu", "gpus_per_node")


@command("memory")
@scenario_options(refuse=MEMORY)
def memory(
    args: ScenarioArgs, optimizer: Optimizer = "adam", precision: Precision = "mixed",
    convention: Convention = "implementation", activations: Activations = None, overhead: Overhead = None,
    headroom: Headroom = None, min_workers: MinWorkers = False, target: MemoryTarget = None, explain: Explain = False,
    fmt: FormatOpt = Format.table,
) -> None:
    """Memory per device for each ZeRO stage on a layout, whether it fits on a GPU, and at what traffic and efficiency."""
    from ringcalc.numeric.memory import STAGES
    from ringcalc.planning import zero as planner  # not `zero`: that is the --zero option
    from ringcalc.planning.zero_setup import MemorySetup
    from ringcalc.units import parse_efficiency

    workers = args.get("workers")
    names = ("model", "params", "gpu", "bandwidth", "latency", "gamma", "step_time", "algorithm", "workers",
             *CLUSTER_OPTIONS, *_LAYOUT)
    setup = args.call(lambda **given: MemorySetup.from_options(
        precision=precision, optimizer=optimizer, convention=convention, activations=activations, overhead=overhead,
        headroom=headroom, **{k: v for k, v in given.items() if k in names}))
    from ringcalc.planning import memory_layout

    memory_layout.check(setup, args.values())  # the cluster's options cost a layout's step only
    stage = args.get("zero")
    stages = STAGES if stage is None and setup.parallel.fsdp is None else (
        (3,) if stage is None else (planner.parse_stage(stage),))
    goal = None if target is None else parse_efficiency(target)
    if min_workers:
        if workers is not None:
            raise RingcalcError("give either -n/--workers or --min-workers, not both", option="workers")
        found = planner.min_workers(setup, stages)
        found = [replace(r, at_min=t) for r, t in zip(found, memory_layout.timed(setup, [r.at_min for r in found],
                                                                                 args.values()))]
        summary = planner.recommend_min_workers(found)  # no stage fits: the infeasible error with the reasons
        best = planner.best_min_workers(found).stage
        emit([{**r.to_dict(), "recommended": r.stage == best, **_meets(r.at_min, goal)} for r in found], fmt,
             lambda: _min_workers_table(setup, found, summary, explain))
        return
    par = setup.parallel
    if workers is None and par.dp is not None:  # a whole layout names N = tp·pp·cp·dp, as efficiency takes it
        workers = par.tp * par.pp * par.cp * par.dp
    if workers is None:
        raise RingcalcError("missing worker count: give -n, or --dp with the other degrees (N = tp·pp·cp·dp), or "
                            "--min-workers with --gpu", option="workers")
    results = memory_layout.timed(setup, planner.plan(setup, workers, stages), args.values())
    summary = planner.recommend_plan(results)
    best = planner.best_plan(results)
    rows = [{**r.to_dict(), "recommended": None if r.fits is None else (best is not None and r.stage == best.stage),
             **_meets(r, goal)} for r in results]
    emit(rows, fmt, lambda: _plan_table(setup, results, summary, explain, goal))


def _meets(result, goal: float | None) -> dict:
    """``meets_target`` of a stage (None: no target, or no efficiency to compare)."""
    if goal is None:
        return {}
    eff = None if result is None else result.efficiency
    return {"target_efficiency": goal, "meets_target": None if eff is None else eff >= goal * (1 - 1e-12)}


# ------------------------------------------------------------------------ rendering


def _size(value: float | None) -> str:
    from ringcalc.units import format_size

    return "–" if value is None else format_size(value)


def _header_lines(setup: Any) -> list[str]:
    from ringcalc.numeric.memory import PRECISIONS
    from ringcalc.units import format_count, format_size

    name = f"{setup.model}: " if setup.model else ""
    lines = [
        f"{name}{format_count(setup.params)} parameters, {setup.precision} precision "
        f"({PRECISIONS[setup.precision][2]}), {setup.optimizer}: "
        f"{setup.weight_bytes_per_param} + {setup.grad_bytes_per_param} + {setup.optimizer_bytes_per_param} "
        f"bytes per parameter (weights + gradients + optimizer states, ZeRO's K = {setup.optimizer_bytes_per_param})",
    ]
    if setup.gpu is not None:
        label = f"{setup.gpu_memory_label} as the vendor states it = " if setup.gpu_memory_label else ""
        capacity = format_size(setup.gpu_memory_bytes)
        if "iB)" not in capacity:  # format_size shows the binary form of whole MiB amounts already
            capacity += f" ({setup.gpu_memory_bytes / 2**30:.4g} GiB)"
        lines.append(
            f"GPU {setup.gpu}{' (the cluster' + chr(39) + 's; --gpu for another)' if setup.gpu_from_cluster else ''}: "
            f"{label}{capacity}; usable "
            f"{format_size(setup.usable_bytes)} after {setup.headroom:.0%} headroom for the CUDA context, "
            "NCCL buffers and fragmentation (--headroom)"
        )
    lines += _layout_lines(setup)
    lines.append("sizes in decimal units: 1 GB = 10^9 B")
    return lines


def _layout_lines(setup: Any) -> list[str]:
    """The convention, the layout and where the activations come from."""
    from ringcalc.numeric.memory import CONVENTIONS

    par = setup.parallel
    lines = [f"convention: {setup.convention}: {CONVENTIONS[setup.convention]} (--convention)"]
    if par.layout_given or par.expert_params:
        lines.append(f"layout: tp {par.tp} × pp {par.pp} × cp {par.cp} × dp; ep {par.ep}"
                     + (f"; FSDP {par.fsdp}" if par.fsdp else "")
                     + ": states split over tp·pp, sharded over dp·cp" + (" (experts: over ep, dp·cp/ep)"
                                                                          if par.expert_params else ""))
        extra = par.stage_extra_params()
        if extra:
            stage = (setup.params - par.expert_params) / par.pp + extra
            lines.append(f"pipeline: the most loaded stage's dense parameters, {stage / 1e9:,.5g}B ({extra / 1e9:,.4g}B "
                         "above 1/pp of all: a middle stage's ceil(L/pp) layers, or an end stage's layers with the "
                         "embedding or output head; Megatron-LM's most loaded shard, theoretical_memory_usage.py), with "
                         "the first stage's activations (the most): a bound where the two peaks are on different stages")
    w = par.workload
    if setup.step_time_s is None and w is not None and w.mfu is not None and w.tokens_per_step is not None:
        lines.append(f"Ts from FLOPs: {w.flops_per_token / 1e9:,.4g} GFLOP per token x {w.tokens_per_step:,.0f} tokens "
                     f"per step / (N x {w.gpu} {w.compute_dtype} {w.peak_flops_per_s / 1e12:g} TFLOP/s x compute-only "
                     f"MFU {w.mfu.value:.0%}" + (f", published {w.mfu.low:.0%}..{w.mfu.high:.0%}" if w.mfu.is_range
                                                else "") + ")")
    if par.computes_activations and not par.activations_given:
        split = par.microbatches is not None and par.tokens_per_step is not None
        lines.append(f"activations: Korthikanti et al. 2022 Table 2 with {par.recompute} recomputation (--recompute), "
                     f"a micro-batch of {'T/(dp·m·s) sequences' if split else 'one sequence'} "
                     f"of {par.seq_len:,} tokens; the first pipeline stage's peak" + _in_flight(par))
    return lines


def _in_flight(par: Any) -> str:
    """What the pipeline holds at the first stage's peak (symbolic.workload.act_stack)."""
    if par.pp == 1:
        return ""
    held = (f"min(m, pp = {par.pp}) microbatches" if par.chunks == 1
            else f"min(m·v, pp·v + pp - 1 = {par.pp * par.chunks + par.pp - 1}) chunks")
    if par.microbatches is None and (par.tokens_per_step is None or par.seq_len is None):
        return (f", with {held} in flight and m unknown: a full warm-up is assumed (--microbatches or --tokens-per-step "
                "give m; fewer microbatches hold less)")
    m = "--microbatches" if par.microbatches is not None else "the sequences of a replica, T/(dp·s)"
    return f", with {held} in flight (m: {m})"


def _stepped(result: Any) -> bool:
    """The stage's time is its layout's whole step (:func:`ringcalc.planning.memory_layout.timed`)."""
    return any(n.startswith("time and efficiency: the layout's") for n in result.notes)


def _comm_rows(results: list[Any]) -> list[tuple[str, list[str]]]:
    from ringcalc.units import format_efficiency, format_time

    rows = [
        ("sent per worker per step", [_size(r.comm_bytes_per_step) for r in results]),
        ("traffic vs plain data parallel", ["–" if r.comm_volume_ratio is None else f"{r.comm_volume_ratio:.3g}×"
                                            for r in results]),
    ]
    step = any(r.iteration_time_s is not None and _stepped(r) for r in results)

    def cells(fmt, values) -> list[str]:  # noqa: ANN001 - a stage without a time (its step refused: a note says why)
        return ["–" if x is None else fmt(x) for x in values]

    if any(r.comm_time_s is not None for r in results):
        how = "NCCL's pick on the cluster" if results[0].algorithm == "auto" else results[0].algorithm
        label = "exposed communication (layout's step)" if step else f"comm time per step ({how})"
        rows.append((label, cells(format_time, [r.exposed_comm_time_s if step else r.comm_time_s for r in results])))
        if step:
            rows.append(("communication, hidden or not", cells(format_time, [r.comm_time_s for r in results])))
            rows.append(("step time (layout's step)", cells(format_time, [r.iteration_time_s for r in results])))
    if any(r.step_time_s is not None for r in results):
        rows.append(("step time Ts (compute)", cells(format_time, [r.step_time_s for r in results])))
    if any(r.efficiency is not None for r in results):
        label = "efficiency Ts/step (bubble included)" if step else "efficiency Ts/(Ts+Tt)"
        rows.append((label, cells(format_efficiency, [r.efficiency for r in results])))
    return rows


def _plan_table(setup: Any, results: list[Any], summary: str | None, explain: bool,
                goal: float | None = None) -> list[Any]:
    from rich.table import Table

    from ringcalc.units import format_bandwidth

    n = results[0].workers
    title = (f"Memory per device, {n:,} GPUs" if setup.parallel.layout_given else
             f"Memory per device, {n:,} data-parallel workers")
    table = Table(title=title, title_justify="left", title_style="bold")
    table.add_column("per device", style="cyan", no_wrap=True)
    for r in results:
        table.add_column(f"stage {r.stage}\n{_SHORT[r.stage]}", justify="right")
    rows: list[tuple[str, list[str]]] = [
        ("parameters", [_size(r.params_bytes) for r in results]),
        ("gradients", [_size(r.grads_bytes) for r in results]),
        ("optimizer states", [_size(r.optimizer_bytes) for r in results]),
    ]
    if any(r.transient_bytes for r in results):
        rows.append(("ZeRO-3 buffers (4 × largest layer)", [_size(r.transient_bytes) for r in results]))
    if any(r.activation_bytes for r in results):
        label = "activations (given)" if setup.parallel.activations_given else "activations (layout)"
        rows.append((label, [_size(r.activation_bytes) for r in results]))
    if setup.overhead_bytes:
        rows.append(("overhead (given)", [_size(r.overhead_bytes) for r in results]))
    rows.append(("[bold]total[/bold]", [f"[bold]{_size(r.bytes_per_device)}[/bold]" for r in results]))
    if setup.gpu is not None:
        rows.append((f"fits {setup.gpu} (usable {_size(setup.usable_bytes)})",
                     ["[green]yes[/green]" if r.fits else "[red]no[/red]" for r in results]))
        rows.append(("free after headroom", [_size(r.free_bytes) for r in results]))
    rows += _comm_rows(results)
    if goal is not None and results and results[0].efficiency is not None:
        rows.append((f"meets {goal:.0%}", ["–" if r.efficiency is None else "[green]yes[/green]"
                                           if r.efficiency >= goal * (1 - 1e-12) else "[red]no[/red]" for r in results]))
    if explain:
        rows += [
            ("replicated states V_r", [_size(r.replicated_state_bytes) for r in results]),
            ("redundancy left (N-1)·V_r", [_size(r.redundancy_bytes) for r in results]),
            ("sharded states V_s", [_size(r.sharded_state_bytes) for r in results]),
            ("redundancy removed (N-1)·V_s", [_size(r.redundancy_removed_bytes) for r in results]),
            ("all-gather traffic / step (all workers)", [_size(r.allgather_total_bytes_per_step) for r in results]),
        ]
    for label, cells in rows:
        table.add_row(label, *cells)
    notes = _header_lines(setup)
    notes += [f"stage {r.stage}: {r.collectives}" for r in results]
    if setup.bandwidth_bytes_per_s is not None:
        notes.append(f"bandwidth {format_bandwidth(setup.bandwidth_bytes_per_s)} per direction per worker")
    elif setup.network is None and not any(r.efficiency is not None for r in results):
        notes.append("give --bandwidth (or --cluster) for the communication time (and --step-time for the efficiency)")
    elif not setup.has_compute_time and not any(r.efficiency is not None for r in results):  # a cluster prices it
        notes.append("give --step-time (or --gpu with --tokens-per-step) for the efficiency")
    if explain:
        notes += _explain_lines(results)
    notes += list(dict.fromkeys(note for r in results for note in r.notes))
    if summary:
        notes.append(f"[bold]{summary}[/bold]")
    table.caption = "\n".join(notes)
    table.caption_justify = "left"
    return [table]


def _explain_lines(results: list[Any]) -> list[str]:
    """The seed's redundancy statement, as numbers from the memory and collective models."""
    lines = [
        "A state of V bytes replicated on N workers holds (N-1)V redundant bytes; one ring all-gather "
        "that rebuilds it moves (N-1)V bytes over all workers ((N-1)/N·V each): the memory sharding saves "
        "is the traffic it spends."
    ]
    for r in results:
        if r.allgathers_per_step == 0 or r.workers == 1:
            continue
        what = "gathered for each pass and freed again" if r.stage == 3 else "left replicated on every worker"
        lines.append(
            f"stage {r.stage}: parameters V = {_size(r.full_params_bytes)}, redundancy (N-1)·V = "
            f"{_size(r.params_redundancy_bytes)} ({what}); all-gather traffic "
            f"{_size(r.allgather_total_bytes_per_step / r.allgathers_per_step)} per all-gather, "
            f"{r.allgathers_per_step} per step"
        )
    return lines


def _min_workers_table(setup: Any, found: list[Any], summary: str, explain: bool) -> list[Any]:
    from rich.table import Table

    from ringcalc.units import format_efficiency, format_time

    table = Table(title=f"Smallest worker count that fits on {setup.gpu}", title_justify="left", title_style="bold")
    for name in ("stage", "min workers", "per device", "sent per worker / step", "vs plain DP"):
        table.add_column(name, justify="right" if name != "stage" else "left")
    timed = any(r.at_min is not None and r.at_min.comm_time_s is not None for r in found)
    eff = any(r.at_min is not None and r.at_min.efficiency is not None for r in found)
    step = any(r.at_min is not None and _stepped(r.at_min) for r in found)
    if timed:  # a layout's step: the communication it waits for (the JSON has both)
        table.add_column("exposed comm / step" if step else "comm time / step", justify="right")
    if eff:
        table.add_column("efficiency", justify="right")
    for r in found:
        at = r.at_min
        if at is None:
            cells = [f"{r.stage} {_SHORT[r.stage]}", "[red]never[/red]", _size(r.unsharded_bytes_per_device) + " unsharded",
                     "–", "–"]
            cells += ["–"] * (int(timed) + int(eff))
        else:
            cells = [f"{r.stage} {_SHORT[r.stage]}", f"{r.min_workers:,}", _size(at.bytes_per_device),
                     _size(at.comm_bytes_per_step),
                     "–" if at.comm_volume_ratio is None else f"{at.comm_volume_ratio:.3g}×"]
            if timed:  # a stage whose step has no time (its reason is in the JSON notes): a dash
                shown = at.exposed_comm_time_s if step else at.comm_time_s
                cells.append("–" if shown is None else format_time(shown))
            if eff:
                cells.append("–" if at.efficiency is None else format_efficiency(at.efficiency))
        table.add_row(*cells)
    notes = _header_lines(setup) + [f"stage {r.stage}: {n}" for r in found for n in r.notes]
    notes += [f"stage {r.stage}: {n}" for r in found if r.at_min is not None for n in r.at_min.notes
              if n.startswith("no time for the layout's step")]  # why a row has no time
    if explain:
        notes += _explain_lines([r.at_min for r in found if r.at_min is not None])
    notes.append(f"[bold]{summary}[/bold]")
    table.caption = "\n".join(notes)
    table.caption_justify = "left"
    return [table]
