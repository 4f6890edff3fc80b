"""The tables of a parallel layout's answers: the step with its per-collective breakdown, and the solvers' answers.

Renders :class:`ringcalc.planning.layout_step.LayoutResult` and the results of
:mod:`ringcalc.planning.solver.layout`; no formula here, the numbers are the core's.
"""

from __future__ import annotations

from typing import Any

from ringcalc.cli.render import kv_table
from ringcalc.units import format_bandwidth, format_count, format_efficiency, format_size, format_time


def layout_text(lay: dict) -> str:
    """``TP8 x PP16 x DP64, ZeRO-1, 32 microbatches, 4 chunks per stage``."""
    dims = [f"{k.upper()}{lay[k]}" for k in ("tp", "pp", "cp", "dp") if lay[k] > 1 or k == "dp"]
    text = " x ".join(dims)
    if lay["ep"] > 1:
        text += f" (EP{lay['ep']} in DP·CP)"
    extras = []
    if lay["fsdp"] == "hybrid":
        extras.append(f"HSDP (shard group {lay['shard_group']})")
    elif lay["zero"]:
        extras.append(f"ZeRO-{lay['zero']}" + (" / FSDP" if lay["zero"] == 3 else ""))
    extras.append(f"{lay['microbatches']:,} microbatch{'es' * (lay['microbatches'] > 1)}")
    if lay["virtual_stages"] > 1:
        extras.append(f"{lay['virtual_stages']} chunks per stage")
    if lay["recompute"] != "selective":
        extras.append(f"recompute {lay['recompute']}")
    return f"{text}; {', '.join(extras)}"


def breakdown_table(r: Any):
    """One row per collective: group, bytes per GPU and call, link, algorithm, time per step, exposed."""
    from rich.table import Table

    table = Table(title="Collectives of one step", title_justify="left", title_style="bold")
    for name, justify in (("collective", "left"), ("group", "right"), ("bytes per GPU", "right"),
                          ("calls", "right"), ("link", "left"), ("algorithm", "left"), ("time", "right"),
                          ("exposed", "right")):
        table.add_column(name, justify=justify, no_wrap=name != "collective")  # type: ignore[arg-type]
    for c in r.collectives:
        table.add_row(f"{c.name} ({c.collective})", f"{c.group_size:,} / {c.rank_stride:,}",
                      format_size(c.bytes_per_gpu_per_call), f"{c.calls_per_step:,.0f}", c.link, c.algorithm,
                      format_time(c.time_per_step_s), format_time(c.exposed_s))
    table.caption = "group: ranks / stride between them (Megatron's order); time and exposed: per step"
    table.caption_justify = "left"
    return table


def _range(iv: dict | None, key: str, fmt: Any) -> str:
    if not iv or iv.get(f"{key}_low") is None:
        return ""
    return f" ({fmt(iv[f'{key}_low'])} .. {fmt(iv[f'{key}_high'])})"


def network_rows(s: Any) -> list[tuple[str, str]]:
    if s.cluster_spec is None:  # the bandwidth question asks for the link's rate: it has none yet
        rate = "its rate the answer" if s.bandwidth_bytes_per_s is None else format_bandwidth(s.bandwidth_bytes_per_s)
        return [("network", f"one link per GPU, {rate}, latency {format_time(s.latency_s)}")]
    c = s.cluster_spec
    rows = [("cluster", c.display or c.name or "from the options"), ("placement", s.placement.describe(c))]
    if s.bandwidth_bytes_per_s is not None:
        rows.append(("NICs per node", f"{c.nics_per_node} x {format_bandwidth(s.bandwidth_bytes_per_s)} {c.transport}"))
    return rows


def efficiency_tables(s: Any, r: Any) -> list[Any]:
    """The step's table (what gives Ts, the step, what follows) and the breakdown."""
    from ringcalc.cli.workload_rows import before_rows

    iv = r.interval
    pct = format_efficiency
    rows = [("model", f"{r.model or 'params'}: {format_count(r.params)} params"),
            ("layout", layout_text(r.layout)), ("GPUs", f"{r.workers:,}"), *network_rows(s),
            *before_rows(r.workload),
            ("compute per step Ts", format_time(r.compute_time_s) + _range(iv, "compute_time_s", format_time)),
            ("communication (all collectives)", format_time(r.comm_time_s)),
            ("exposed communication", format_time(r.exposed_comm_time_s)),
            ("pipeline bubble", f"{format_time(r.bubble_time_s)} ({r.bubble_fraction:.1%} of the pipeline)"),
            ("step time", format_time(r.iteration_time_s) + _range(iv, "iteration_time_s", format_time)),
            ("efficiency Ts/step", f"[bold]{pct(r.efficiency)}[/bold]" + _range(iv, "efficiency", pct))]
    if r.mfu_end_to_end is not None:
        rows.append(("end-to-end MFU", f"[bold]{pct(r.mfu_end_to_end)}[/bold]" + _range(iv, "mfu_end_to_end", pct)))
    if r.tokens_per_s is not None:
        rows.append(("throughput", f"{r.tokens_per_s:,.0f} tokens/s"
                     + _range(iv, "tokens_per_s", lambda v: f"{v:,.0f}")))
    rows += training_rows(r.training)
    if iv:
        rows.append(("  (ranges)", f"{100 * iv['coverage']:.0f}% interval: {iv['basis']}"))
    return [kv_table("Training step of the layout", rows, r.notes), breakdown_table(r)]


def training_rows(t: dict | None) -> list[tuple[str, str]]:
    if not t:
        return []

    def span(key: str, fmt: Any) -> str:
        return f" ({fmt(t[f'{key}_low'])} .. {fmt(t[f'{key}_high'])})" if t.get(f"{key}_low") is not None else ""

    rows = [(f"to train {format_count(t['train_tokens'])} tokens",
             f"{t['train_days']:,.4g} days{span('train_days', lambda v: f'{v:,.4g}')}, "
             f"{t['gpu_hours']:,.0f} GPU-hours{span('gpu_hours', lambda v: f'{v:,.0f}')}")]
    if t.get("cost") is not None:
        rows.append(("  cost", f"{t['cost']:,.0f}{span('cost', lambda v: f'{v:,.0f}')} at {t['gpu_hour_price']:g} "
                               "per GPU-hour"))
        rows.append(("  of which exposed communication", f"{t['exposed_comm_cost']:,.0f} "
                                                         f"({t['exposed_comm_gpu_hours']:,.0f} GPU-hours)"))
        rows.append(("  of which the bubble", f"{t['bubble_cost']:,.0f} ({t['bubble_gpu_hours']:,.0f} GPU-hours)"))
    else:
        rows.append(("  of which exposed communication", f"{t['exposed_comm_gpu_hours']:,.0f} GPU-hours"))
        rows.append(("  of which the bubble", f"{t['bubble_gpu_hours']:,.0f} GPU-hours"))
    return rows


def _step_rows(step: dict) -> list[tuple[str, str]]:
    rows = [("compute per step Ts", format_time(step["compute_time_s"])),
            ("exposed communication", format_time(step["exposed_comm_time_s"])),
            ("pipeline bubble", format_time(step["bubble_time_s"])),
            ("step time", format_time(step["iteration_time_s"]))]
    if step.get("mfu_end_to_end") is not None:
        rows.append(("end-to-end MFU there", format_efficiency(step["mfu_end_to_end"])))
    return rows


def bandwidth_table(s: Any, r: Any):
    iv = r.interval
    what = "NIC line rate" if r.network == "cluster" else "bandwidth per GPU link"
    rows = [("layout", layout_text(r.layout)), ("GPUs", f"{r.workers:,}"), *network_rows(s)[:2],
            ("target efficiency Ts/step", format_efficiency(r.efficiency)),
            (f"best efficiency (infinitely fast {'NICs' if r.network == 'cluster' else 'links'})",
             format_efficiency(r.best_efficiency)),
            (f"required {what}", f"[bold]{format_bandwidth(r.required_bandwidth_bytes_per_s)}[/bold]")]
    if iv:
        hi = iv["required_bandwidth_bytes_per_s_high"]
        rows.append((f"  {100 * iv['coverage']:.0f}% interval ({iv['basis']})",
                     f"{format_bandwidth(iv['required_bandwidth_bytes_per_s_low'])} .. "
                     f"{'unreachable' if hi is None else format_bandwidth(hi)}"))
    rows += _step_rows(r.step)
    return kv_table(f"{what[0].upper()}{what[1:]} for {format_efficiency(r.efficiency)} efficiency", rows, r.notes)


def workers_table(s: Any, r: Any):
    rows = [("layout at the answer", layout_text(r.layout)), *network_rows(s)[:1],
            ("target efficiency Ts/step", format_efficiency(r.efficiency)), ("scaling", r.scaling),
            ("largest data-parallel degree", f"[bold]{r.max_dp:,}[/bold] ({r.max_workers:,} GPUs)"),
            ("efficiency there", format_efficiency(r.efficiency_at_max_workers)), *_step_rows(r.step)]
    return kv_table("Largest data-parallel degree", rows, r.notes)


def model_table(s: Any, r: Any):
    rows = [("layout", layout_text(r.layout)), ("GPUs", f"{r.workers:,}"), *network_rows(s)[:2],
            ("step time Ts", format_time(r.step_time_s)), ("target efficiency Ts/step", format_efficiency(r.efficiency)),
            ("largest model", f"[bold]{format_count(r.max_params)} params[/bold]"),
            (f"= gradient at {r.dtype}", format_size(r.max_gradient_bytes)), *_step_rows(r.step)]
    return kv_table("Largest model on the layout", rows, r.notes)
