"""``ringcalc compare`` (every algorithm on one scenario) and ``ringcalc crossover`` (ring vs trees)."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from ringcalc.cli.app import command
from ringcalc.cli.options import Format, FormatOpt, ScenarioArgs, scenario_options
from ringcalc.cli.refusals import COMPARE, CROSSOVER
from ringcalc.cli.render import emit
from ringcalc.units import format_bandwidth, format_size, format_time, plural

Algorithms = Annotated[
    Optional[str],
    typer.Option("--algorithms", help="Comma-separated algorithms to compare (default: every one with a model)."),
]


@command("compare")
@scenario_options(refuse=COMPARE)
def compare_cmd(args: ScenarioArgs, algorithms: Algorithms = None, fmt: FormatOpt = Format.table) -> None:
    """Every algorithm of a collective side by side: time, busiest worker's bytes, algbw, busbw, % of the lower bound."""
    from ringcalc.planning import compare

    s = args.scenario()
    chosen = None if algorithms is None else [a for a in algorithms.split(",") if a.strip()]
    rows = compare.compare(s, chosen)
    emit([r.to_dict() for r in rows], fmt, lambda: _table(s, rows))


def _table(s, rows):
    from rich.table import Table

    if s.on_cluster:
        title = f"{s.collective} of {format_size(s.gradient_bytes)} on {s.placement.describe(s.cluster_spec)}"
    else:
        title = (f"{s.collective} of {format_size(s.gradient_bytes)} on {plural(s.workers, 'worker')}, "
                 f"{format_bandwidth(s.bandwidth_bytes_per_s)}, latency {format_time(s.latency_s)}")
    table = Table(title=title, title_justify="left", title_style="bold")
    for name in ("algorithm", "time", "× best", "busiest worker sends", "algbw", "busbw", "% of bound"):
        # the algorithm keeps its whole name: its protocol is the part a narrow terminal would cut
        table.add_column(name, justify="left" if name == "algorithm" else "right",
                         min_width=max(len(r.algorithm) for r in rows) + 2 if name == "algorithm" else None)
    for r in rows:
        style = "bold green" if r.winner else None
        table.add_row(
            ("★ " if r.winner else "  ") + r.algorithm, format_time(r.time_s), f"{r.relative_to_best:.2f}",
            format_size(r.max_bytes_sent_per_worker),
            "—" if r.algbw_bytes_per_s in (None, float("inf")) else format_bandwidth(r.algbw_bytes_per_s),
            "—" if r.busbw_bytes_per_s in (None, float("inf")) else format_bandwidth(r.busbw_bytes_per_s),
            f"{100 * r.fraction_of_bound:.1f}%", style=style,
        )
    if s.on_cluster:
        caption = ["% of bound = T_min/T with T_min = what must cross each node's NICs and each GPU's scale-up link "
                   "at their achieved rates (in-network reduction allowed) + the network steps (ceil(log2 nodes), one through "
                   "a SHARP switch), at the least of the pairs' step latencies (one T_min for every row); "
                   "busbw = algbw·f (nccl-tests doc/PERFORMANCE.md); each NCCL algorithm with NCCL's protocol pick; "
                   "MPI's algorithms with every step on the slower link it can cross"]
        caption += [f"note: {n}" for n in s.cluster_notes()[:1]]
    else:
        caption = ["% of bound = T_min/T with T_min = ceil(log2 N)·alpha + f·K/B (+ reduction), "
                   "f = nccl-tests busbw factor; busbw = algbw·f (nccl-tests doc/PERFORMANCE.md)"]
    skipped = "cannot run here: "  # the scenario's, not the row's it rides on in JSON
    for r in rows:
        own, _, other = r.note.partition(skipped)
        if own.strip("; "):
            caption.append(f"note, {r.algorithm}: {own.strip('; ')}")
        if other:
            caption.append(f"not shown, {skipped}{other}")
    caption += _interval_notes(s, rows)
    table.caption = "\n".join(caption)
    table.caption_justify = "left"
    return table


def _interval_notes(s, rows) -> list[str]:
    """From a calibration: its prediction interval on the times (the same factors for every row) and its notes."""
    iv = next((r.interval for r in rows if r.interval), None)
    if iv is None:
        return []
    if iv.get("basis") == "priors":
        return [f"note: {100 * iv['coverage']:.0f}% intervals from the priors of the achieved fractions and NCCL's "
                f"latency constants (nothing measured): {r.algorithm} {format_time(r.interval['comm_time_s_low'])} .. "
                f"{format_time(r.interval['comm_time_s_high'])}" for r in rows[:1] if r.interval]
    best = rows[0]
    lo, hi = best.interval["comm_time_s_low"], best.interval["comm_time_s_high"]
    if hi is None:
        span = f"{best.algorithm} {format_time(lo)} .. unbounded: the time has no bound from this calibration"
    else:
        span = (f"{best.algorithm} {format_time(lo)} .. {format_time(hi)}, every time "
                f"{100 * (lo / best.time_s - 1):+.2g}% .. {100 * (hi / best.time_s - 1):+.2g}%"
                if best.time_s > 0 else "no communication")
    return [f"note: {100 * iv['coverage']:.0f}% interval from the calibration (the measured collective's, at this "
            f"size and N): {span}",
            "note: the calibration measured one implementation; every other algorithm here is its model on the "
            "fitted link, a what-if, not a measurement, and the interval covers only the fit's error",
            *(f"note: {n}" for n in s.prediction_notes())]


Against = Annotated[str, typer.Option("--against", help="The bandwidth-optimal algorithm to compare with.")]


@command("crossover")
@scenario_options(refuse=CROSSOVER)
def crossover_cmd(
    args: ScenarioArgs, against: Against = "ring", algorithms: Algorithms = None, fmt: FormatOpt = Format.table,
) -> None:
    """The message size at which the ring (or --against) and each tree-family algorithm swap places (sympy)."""
    from ringcalc.planning import compare

    # the scenario parses and checks the options; its gradient size is irrelevant here
    s = args.scenario(size="1B")
    s.require("bandwidth_bytes_per_s", "bandwidth")
    chosen = None if algorithms is None else [a for a in algorithms.split(",") if a.strip()]
    if s.on_cluster:
        from ringcalc.planning.compare_cluster import crossover_on_cluster

        rows = crossover_on_cluster(s, against, chosen)
        emit([r.to_dict() for r in rows], fmt, lambda: _crossover_table(s, against, rows))
        return
    from ringcalc.numeric import model_functions

    against = against.strip().lower()
    model_functions(against, s.collective, option="against")  # an unknown name blames --against, with close matches
    chosen = None if algorithms is None else [a for a in algorithms.split(",") if a.strip()]
    values = s.symbol_values()
    extra = {k: v for k, v in values.items() if k not in ("N", "K", "B", "alpha", "gamma")}
    rows = compare.crossover(s.workers, s.bandwidth_bytes_per_s, s.latency_s, s.gamma_s_per_byte,
                             collective=s.collective, against=against, algorithms=chosen, extra=extra)
    emit([r.to_dict() for r in rows], fmt, lambda: _crossover_table(s, against, rows))


def _crossover_table(s, against, rows):
    from rich.table import Table

    # on a cluster the bandwidth is one NIC's and the latency NCCL's per pair and size (each side re-picks its
    # protocol at every size): no single latency describes the comparison
    link = (f"{format_bandwidth(s.bandwidth_bytes_per_s)} per NIC, NCCL's latencies per pair" if s.on_cluster else
            f"{format_bandwidth(s.bandwidth_bytes_per_s)}, latency {format_time(s.latency_s)}")
    table = Table(title=f"{against} vs {', '.join(r.algorithm for r in rows)}, {s.collective} on "
                        f"{plural(s.workers, 'worker')}, {link}", title_justify="left", title_style="bold")
    for name in ("algorithm", "crossover size", "faster below", "faster above"):
        table.add_column(name)
    for r in rows:  # several crossings (NCCL's protocol switches): each, the first's below and the last's above
        crossings = r.crossings_bytes or ((r.crossover_bytes,) if r.crossover_bytes is not None else ())
        table.add_row(r.algorithm, ", ".join(format_size(k) for k in crossings) or "—", r.faster_below or "—",
                      r.faster_above or "—")
    table.caption = "\n".join(f"{r.algorithm}: " + "; ".join(_crossover_caption(r)) for r in rows)
    table.caption_justify = "left"
    return table


def _crossover_caption(r) -> list[str]:
    """The row's expression (or its note), the stretches where several crossings alternate, what cannot run here."""
    if not r.expression:
        return [r.note]
    parts = [r.expression]
    if len(r.crossings_bytes) > 1:
        parts.append(r.note.split("; ")[0])
    if "cannot run here: " in r.note:
        parts.append("cannot run here: " + r.note.split("cannot run here: ", 1)[1])
    return parts
