"""Planning commands: efficiency, bandwidth, time, max-workers, max-model, max-latency."""

from __future__ import annotations

from typing import Annotated

import typer

from ringcalc.cli.app import command
from ringcalc.cli.options import Format, FormatOpt, ScenarioArgs, Target, scenario_options
from ringcalc.cli.refusals import (
    NO_THROUGHPUT, NOT_IN_COLLECTIVE_TIME, TRAINING_COST, fixed_step_time, layout, solved_by,
)
from ringcalc.errors import RingcalcError
from ringcalc.cli.render import emit, kv_table
from ringcalc.planning.scenario import Scenario
from ringcalc.units import (
    format_bandwidth, format_count, format_efficiency, format_size, format_time, parse_efficiency, plural,
)

Verify = Annotated[
    bool,
    typer.Option("--verify", help="Also run the algorithm on a scaled-down copy with the numpy executor and "
                 "check results, bytes and simulated time against the model."),
]


def _gradient(s: Scenario) -> str:
    if s.params is not None:
        name = f"{s.model}: " if s.model else ""
        return f"{name}{format_count(s.params)} params × {s.dtype} = {format_size(s.gradient_bytes)}"
    return format_size(s.gradient_bytes)


def _network(s: Scenario, result: object = None) -> list[tuple[str, str]]:
    """The network rows; with ``result``, its bandwidth and latency (a calibration's at the answer's message size)."""
    rows = []
    bandwidth = getattr(result, "bandwidth_bytes_per_s", s.bandwidth_bytes_per_s)
    latency = getattr(result, "latency_s", s.latency_s)
    at = " at the answer" if result is not None and s.calibration else ""
    if s.cluster_spec is not None:
        return [*_cluster_rows(s, bandwidth, latency), *rows]
    if bandwidth is not None:
        rows.append((f"bandwidth (per direction){at}", format_bandwidth(bandwidth)))
    rows.append((f"latency per step{at}", format_time(latency)))
    if s.gamma_s_per_byte:
        rows.append(("reduction cost", f"{s.gamma_s_per_byte:g} s/B"))
    if s.calibration:
        rows.append(("calibrated from", s.calibration))
    return rows


def _cluster_rows(s: Scenario, bandwidth: float | None, latency: float) -> list[tuple[str, str]]:
    """The cluster's rows: where the ranks are, the NICs, the scale-up link, the step latency."""
    from ringcalc.cluster.spec import ACHIEVED_NOT_LINE, NIC_BOUNDED, NIC_PLACEHOLDER

    c, p = s.cluster_spec, s.placement
    rows = [("cluster", c.display or c.name or "from the options"), ("placement", p.describe(c))]
    scale = s.measured_scale()  # at a measured layout the cluster is scaled to the log's time: show the fitted physics
    latency /= scale
    if bandwidth is not None and p.nodes > 1 and c.net_efficiency.source == NIC_PLACEHOLDER:
        rows.append(("NIC rate (per direction)", f"{c.nics_per_node} x {format_bandwidth(bandwidth)} {c.transport} "
                                                 "(a placeholder: neither measured nor stated; --bandwidth states it)"))
    elif bandwidth is not None and p.nodes > 1 and c.net_efficiency.source == NIC_BOUNDED:
        rows.append(("NIC rate (per direction)", f"{c.nics_per_node} x {format_bandwidth(bandwidth)} {c.transport} "
                                                 "(a placeholder: another link set the logs' times, which bound it "
                                                 "from below only; --bandwidth states the line rate)"))
    elif bandwidth is not None and p.nodes > 1 and c.net_efficiency.source == ACHIEVED_NOT_LINE:
        rows.append(("NIC achieved rate (per direction)", f"{c.nics_per_node} x {format_bandwidth(bandwidth)} "
                                                          f"{c.transport} (fitted; line rate not stated)"))
    elif bandwidth is not None and p.nodes > 1:
        rows.append(("NIC line rate (per direction)", f"{c.nics_per_node} x {format_bandwidth(bandwidth)} "
                                                      f"{c.transport}, {c.net_efficiency.typical * scale:.2f} achieved"))
    if p.ranks_per_node > 1:
        rows.append(("scale-up per GPU (per direction)", f"{c.scale_up_kind} "
                     f"{format_bandwidth(c.scale_up_bandwidth_bytes_per_s)}, "
                     f"{c.scale_up_efficiency.typical * scale:.2f} achieved"))
    if p.nodes > 1:
        rows.append(("network step latency", format_time(latency)))
    if abs(scale - 1) >= 0.005:  # until 2026-11-29 the rows above showed the scaled figures (0.51 for p5's fitted 0.85)
        rows.append(("measured here", f"the log's time is x{scale:.3g} the fitted cluster's at this layout and size: "
                                      "the answer is the measurement"))
    if s.gamma_s_per_byte:
        rows.append(("reduction cost", f"{s.gamma_s_per_byte:g} s/B"))
    return rows


def _training(s: Scenario) -> list[tuple[str, str]]:
    """Rows for the training-step options (overlap, buckets, compression, scaling) that are set."""
    rows = []
    if s.overlap:
        rows.append(("overlap F (of Ts)", format_efficiency(s.overlap)))
    if s.bucket_bytes is not None:
        rows.append(("bucket size", format_size(s.bucket_bytes)))  # decimal, with the binary form when exact
    if s.compression != 1.0:
        rows.append(("compression R", f"{s.compression:g}×"))
    if s.encode_s_per_byte:
        rows.append(("encode+decode cost", f"{s.encode_s_per_byte:g} s/B"))
    if s.scaling != "weak":
        rows.append(("scaling", f"{s.scaling} (per-worker compute = Ts/N)"))
    if s.jitter_s:
        rows.append(("jitter σ (per worker)", f"{format_time(s.jitter_s)} (wait σ·√(2 ln N) for the slowest)"))
    if s.framework_overhead_s:
        rows.append(("framework overhead", f"{format_time(s.framework_overhead_s)} per step (N > 1)"))
    return rows


def _budget_label(s: Scenario, sync: float, at_answer: bool = False) -> str:
    """The budget's row label: the solvers' one budget Ts'(1-P)/P - T_sync, Ts' = Ts/N under strong scaling."""
    compute = "(Ts/N)" if s.scaling == "strong" else "Ts"
    where = " at that N" if at_answer and (s.scaling == "strong" or sync) else ""
    return f"communication budget {compute}(1-P)/P{' - sync' if sync else ''}{where}"


def _header(s: Scenario) -> list[tuple[str, str]]:
    return [
        ("algorithm", f"{s.algorithm_label} {s.collective}"),
        ("gradient", _gradient(s)),
        ("workers", f"{s.workers:,}"),
    ]


@command("efficiency")
@scenario_options()
def efficiency(args: ScenarioArgs, verify: Verify = False, fmt: FormatOpt = Format.table) -> None:
    """Parallel efficiency P = Ts/(Ts+Tt), iteration time and traffic; on a layout, its step collective by collective."""
    s = args.scenario()
    if s.is_layout:
        from ringcalc.cli.layout_view import efficiency_tables

        if verify:
            raise RingcalcError("runs one collective with the executor; a layout's step has many: drop --verify, or "
                                "ask `ringcalc simulate` about one of them", option="verify")
        r = s.efficiency()
        emit(r.to_dict(), fmt, lambda: efficiency_tables(s, r))
        return
    r = s.efficiency()
    check = _crosscheck(s, verify)
    extra = []
    if s.uses_training_model:
        extra = [("compute per worker", format_time(r.compute_time_s)), ("buckets", f"{r.buckets:,}"),
                 ("exposed communication", format_time(r.exposed_comm_time_s))]
        if r.sync_time_s:
            extra.append(("synchronisation (stragglers + overhead)", format_time(r.sync_time_s)))
    if r.samples_per_s is not None:
        extra.append(("throughput", f"{r.samples_per_s:,.4g} samples/s"))
    emit(_with_check(r.to_dict(), check), fmt, lambda: _with_check_table(check, kv_table(
        "Parallel efficiency",
        [*_header(s), *_network(s), *_training(s),
         *_workload_rows(r.workload, before=True),
         ("step time Ts (compute)", format_time(r.step_time_s)),
         *_workload_interval(r.workload),
         ("communication time Tt", format_time(r.comm_time_s)),
         *extra,
         ("iteration time Tp", format_time(r.iteration_time_s)),
         ("efficiency P = Ts/Tp", f"[bold]{format_efficiency(r.efficiency)}[/bold]"),
         *_interval_rows(r.interval, efficiency=True),
         ("speedup N·P", f"{r.speedup:.4g}×"),
         ("traffic sent per worker", format_size(r.traffic_per_worker_bytes)),
         *_workload_rows(r.workload, before=False)],
        r.notes,
    )))
    _exit_if_disagrees(check)


def _workload_rows(wl: dict | None, before: bool) -> list[tuple[str, str]]:
    """The workload's rows of an efficiency answer (issue 17): before Ts (what gives it), after P (what follows)."""
    from ringcalc.cli.workload_rows import after_rows, before_rows

    if not wl:
        return []
    return before_rows(wl) if before else after_rows(wl)


def _workload_interval(wl: dict | None) -> list[tuple[str, str]]:
    from ringcalc.cli.workload_rows import interval_rows

    return interval_rows(wl) if wl else []


@command("bandwidth")
@scenario_options(refuse={"bandwidth": solved_by("bandwidth", "the bandwidth"), "batch": NO_THROUGHPUT,
                          **TRAINING_COST})
def bandwidth(args: ScenarioArgs, target: Target = "90%", fmt: FormatOpt = Format.table) -> None:
    """The per-direction bandwidth needed for a target efficiency (default 90%); on a layout, the NIC line rate."""
    s = args.scenario()
    r = s.required_bandwidth(parse_efficiency(target))
    if s.is_layout:
        from ringcalc.cli.layout_view import bandwidth_table

        emit(r.to_dict(), fmt, lambda: bandwidth_table(s, r))
        return
    from ringcalc.planning.solver.bandwidth_repick import answer_scenario

    at = answer_scenario(s.on_fitted_cluster(), r.required_bandwidth_bytes_per_s)  # NCCL's pick at the answer's rate
    emit(r.to_dict(), fmt, lambda: kv_table(
        f"Bandwidth for {format_efficiency(r.efficiency)} efficiency",
        [*_header(at), *_network(at), *_training(s),
         ("step time Ts", format_time(r.step_time_s)),
         *([("synchronisation (stragglers + overhead)", format_time(r.sync_time_s))] if r.sync_time_s else []),
         (_budget_label(s, r.sync_time_s), format_time(r.comm_time_budget_s)),
         ("time no bandwidth removes", format_time(r.min_comm_time_s)),
         ("required bandwidth", f"[bold]{format_bandwidth(r.required_bandwidth_bytes_per_s)}[/bold]")],
        r.notes,
    ))


@command("time")
@scenario_options(refuse=NOT_IN_COLLECTIVE_TIME)
def time(args: ScenarioArgs, verify: Verify = False, fmt: FormatOpt = Format.table) -> None:
    """The collective's time alone, with algbw and busbw as nccl-tests defines them."""
    s = args.scenario()
    r = s.time()
    check = _crosscheck(s, verify)
    emit(_with_check(r.to_dict(), check), fmt, lambda: _with_check_table(check, kv_table(
        f"{s.algorithm_label} {s.collective} time",
        [*_header(s), *_network(s),
         ("time", f"[bold]{format_time(r.comm_time_s)}[/bold]"),
         *_interval_rows(r.interval),
         *_time_split(s, r),
         ("algbw = size/time", format_bandwidth(r.algbw_bytes_per_s) if r.comm_time_s > 0  # JSON: null
          else "— (the time is 0 s: one rank sends nothing)"),
         ("busbw (nccl-tests)", format_bandwidth(r.busbw_bytes_per_s)),
         ("traffic sent per worker", format_size(r.traffic_per_worker_bytes))],
        r.notes,
    )))
    _exit_if_disagrees(check)


def _interval_rows(iv: dict | None, efficiency: bool = False) -> list[tuple[str, str]]:
    """The calibration's prediction interval (ringcalc/calibrate/interval.py), when there is one."""
    if not iv:
        return []
    label = f"{100 * iv['coverage']:.0f}% interval"
    high = "unbounded" if iv["comm_time_s_high"] is None else format_time(iv["comm_time_s_high"])
    rows = [(f"  time, {label}", f"{format_time(iv['comm_time_s_low'])} .. {high}")]
    if efficiency:
        rows.append((f"  efficiency, {label}",
                     f"{format_efficiency(iv['efficiency_low'])} .. {format_efficiency(iv['efficiency_high'])}"))
    return rows


def _time_split(s, r) -> list[tuple[str, str]]:
    """The time no (NIC) bandwidth removes (min_comm_time_s: Tt at B -> infinity) and the rest."""
    from ringcalc.planning.topology import HIERARCHICAL_ALGORITHMS

    two_level = s.on_cluster or (s.algorithm in HIERARCHICAL_ALGORITHMS and s.topology.gpus_per_node > 1)
    fixed = "latency, reduction, scale-up transfers" if two_level else "latency, reduction"
    return [(f"  no bandwidth removes ({fixed})", format_time(r.min_comm_time_s)),
            (f"  set by the {'NIC ' if two_level else ''}bandwidth", format_time(r.bandwidth_time_s))]


@command("max-workers")
@scenario_options(refuse={"workers": solved_by("max-workers", "the worker count"),
                          "dp": solved_by("max-workers", "the largest data-parallel degree"), "batch": NO_THROUGHPUT,
                          **TRAINING_COST})
def max_workers(args: ScenarioArgs, target: Target = "90%", fmt: FormatOpt = Format.table) -> None:
    """The largest worker count that still meets a target efficiency; on a layout, the largest data-parallel degree."""
    s = args.call(Scenario.solving_workers)  # N is solved for: the search starts at one node (or N = 2)
    r = s.max_workers(parse_efficiency(target))
    if s.is_layout:
        from ringcalc.cli.layout_view import workers_table

        emit(r.to_dict(), fmt, lambda: workers_table(s, r))
        return
    if r.unbounded:
        answer = "unbounded (every N)"
    elif getattr(r, "beyond_limit", False):
        answer = f"{r.max_workers:,} or more ({r.limit_label})"
    else:
        answer = f"{r.max_workers:,}" + (" (not every N below it)" if getattr(r, "failing_below", None) else "")
    # the placement and pick of the answer (a calibration's fitted cluster may answer there, not its start's forms)
    at = s.at_workers(r.max_workers) if (s.on_cluster or s.calibrated_cluster) and r.max_workers else s
    rows = [("algorithm", f"{at.algorithm_label} {s.collective}"), ("gradient", _gradient(s)), *_network(at, r),
            *_training(s), ("step time Ts", format_time(r.step_time_s)),
            ("target efficiency", format_efficiency(r.efficiency)),
            (_budget_label(s, s.jitter_s or s.framework_overhead_s, at_answer=True),
             format_time(r.comm_time_budget_s)),
            ("largest worker count", f"[bold]{answer}[/bold]")]
    if r.efficiency_at_max_workers is not None:
        rows.append(("efficiency there", format_efficiency(r.efficiency_at_max_workers)))
    if r.interval:
        lo, hi = r.interval["max_workers_low"], r.interval["max_workers_high"]
        rows.append((f"  {100 * r.interval['coverage']:.0f}% interval",
                     f"{'none promised' if lo is None else f'{lo:,}'} .. "
                     f"{'more than the search tries' if hi is None else f'{hi:,} workers'}"))
    emit(r.to_dict(), fmt, lambda: kv_table("Largest worker count", rows, r.notes))


@command("max-model")
@scenario_options(refuse={**{name: solved_by("max-model", "the gradient size") for name in ("model", "params", "size")},
                          "batch": NO_THROUGHPUT, **fixed_step_time("max-model varies the model")})
def max_model(args: ScenarioArgs, target: Target = "90%", fmt: FormatOpt = Format.table) -> None:
    """The largest gradient (and parameter count at --dtype) that still meets a target efficiency."""
    s = args.call(Scenario.solving_gradient)  # K is solved for (a placeholder that keeps --dtype meaningful)
    r = s.max_gradient_bytes(parse_efficiency(target))
    if s.is_layout:
        from ringcalc.cli.layout_view import model_table

        emit(r.to_dict(), fmt, lambda: model_table(s, r))
        return
    at = s.at_gradient(r.max_gradient_bytes) if s.on_cluster else s  # the placement and pick of the answer
    emit(r.to_dict(), fmt, lambda: kv_table(
        "Largest model",
        [("algorithm", f"{at.algorithm_label} {s.collective}"), ("workers", f"{s.workers:,}"), *_network(at, r),
         *_training(s),
         ("step time Ts", format_time(r.step_time_s)), ("target efficiency", format_efficiency(r.efficiency)),
         ("largest gradient", f"[bold]{format_size(r.max_gradient_bytes)}[/bold]"),
         (f"= parameters at {r.dtype}", format_count(r.max_params)),
         *_max_model_interval_rows(r.interval)],
        r.notes,
    ))


def _max_model_interval_rows(iv: dict | None) -> list[tuple[str, str]]:
    """max-model's answer at both ends of the calibration's interval (none promised / ?: the time has no bound)."""
    if not iv:
        return []
    lo, hi = iv["max_gradient_bytes_low"], iv["max_gradient_bytes_high"]
    unbounded = "no bound"
    sizes = f"{'none promised' if lo is None else format_size(lo)} .. {unbounded if hi is None else format_size(hi)}"
    params = (f"{'none promised' if lo is None else format_count(iv['max_params_low'])} .. "
              f"{unbounded if hi is None else format_count(iv['max_params_high'])}")
    label = f"{100 * iv['coverage']:.0f}% interval"
    return [(f"  gradient, {label}", sizes), (f"  parameters, {label}", params)]


@command("max-latency")
@scenario_options(refuse={
    "latency": solved_by("max-latency", "the latency"),
    "batch": NO_THROUGHPUT,
    "calibration": "sets the latency, which max-latency solves for; give --bandwidth (the calibration's) instead",
    **layout("max-latency"), **TRAINING_COST,
})
def max_latency(args: ScenarioArgs, target: Target = "90%", fmt: FormatOpt = Format.table) -> None:
    """The largest per-step latency that still meets a target efficiency."""
    s = args.scenario()
    r = s.max_latency(parse_efficiency(target))
    emit(r.to_dict(), fmt, lambda: kv_table(
        "Largest latency",
        [*_header(s), *_network(s), *_training(s), ("step time Ts", format_time(r.step_time_s)),
         ("target efficiency", format_efficiency(r.efficiency)),
         ("largest latency per step", f"[bold]{format_time(r.max_latency_s)}[/bold]")],
        r.notes,
    ))




def _crosscheck(s: Scenario, verify: bool):
    if not verify:
        return None
    from ringcalc.executor.crosscheck import crosscheck

    return crosscheck(s)


def _with_check(data: dict, check) -> dict:
    return data if check is None else {**data, "verify": check.to_dict()}


def _with_check_table(check, table):
    if check is None:
        return table
    if hasattr(check, "placement"):  # on a cluster: "agree" only when every compared figure is equal
        from ringcalc.cli.cluster_view import verify_table

        return [table, verify_table(check)]
    verdict = "[green]model and execution agree[/green]" if check.ok else "[red]MODEL AND EXECUTION DISAGREE[/red]"
    return [table, kv_table(
        f"Cross-check: {check.algorithm} {check.collective} executed on {plural(check.workers, 'worker')} × "
        f"{check.elements_run:,} float32 ({format_size(check.gradient_bytes_run)})",
        [("results", "exact, identical on every worker" if check.result_matches else "[red]wrong[/red]"),
         ("busiest worker sent / model", f"{check.executed_max_bytes_sent_per_worker:,} B / "
                                          f"{check.model_bytes_sent_per_worker:,.0f} B"),
         ("simulated time / model", f"{format_time(check.simulated_time_s, 7)} / {format_time(check.model_time_s, 7)}"),
         ("verdict", verdict)],
    )]


def _exit_if_disagrees(check) -> None:
    if check is not None and not check.ok:
        import sys

        sys.stderr.write("error: --verify: the model and the execution disagree (see the cross-check above)\n")
        raise typer.Exit(1)
