"""``ringcalc report``: the main job on its built-in default scenario.

With no options it reports the seed analysis' worked example: VGG-16
(138.36M fp32 parameters = 553.44 MB of gradient), 4 workers on 1 GbE
(125 MB/s), Ts = 0.55 s, ring all-reduce; every option can be changed.
"""

from __future__ import annotations

from typing import Annotated

import typer

from ringcalc.cli.app import command
from ringcalc.cli.options import Format, FormatOpt, ScenarioArgs, Target, scenario_options
from ringcalc.cli.refusals import REPORT
from ringcalc.cli.render import emit, kv_table
from ringcalc.planning.scaling import bandwidth_or_reason, scaling_rows
from ringcalc.units import format_bandwidth, format_bits, format_efficiency, format_size, format_time, parse_efficiency

DEFAULT = {"model": "vgg16", "workers": "4", "bandwidth": "1GbE", "step_time": "0.55", "target": "90%"}


@command("report")
@scenario_options(refuse=REPORT)
def report(
    args: ScenarioArgs,
    target: Target = DEFAULT["target"],
    up_to: Annotated[int, typer.Option("--up-to", help="Largest worker count in the scaling table (powers of two up to it, plus -n).")] = 256,
    fmt: FormatOpt = Format.table,
) -> None:
    """A readable report: efficiency, the bandwidth for the target, and how both change with N.

    With no options: the seed's worked example (VGG-16, 4 workers, 1 GbE, Ts = 0.55 s).
    """
    defaults = {"model": DEFAULT["model"]} if not any(args.given(k) for k in ("model", "params", "size")) else {}
    defaults.update({k: DEFAULT[k] for k in ("workers", "step_time") if not args.given(k)})
    if not any(args.given(k) for k in ("bandwidth", "calibration", "cluster")):  # those set the network
        defaults["bandwidth"] = DEFAULT["bandwidth"]
    s = args.scenario(**defaults)
    from ringcalc.planning.scenario_options import OPTIONS

    seed_example = not any(args.given(o.name) for o in OPTIONS)  # any option given makes it another scenario
    goal = parse_efficiency(target)
    eff = s.efficiency()
    need, unreachable = bandwidth_or_reason(s, goal)
    scaling = scaling_rows(s, goal, up_to)
    basis = _bases(s, scaling)
    data = {
        "scenario": s.to_dict(),
        "efficiency": eff.to_dict(),
        "target_efficiency": goal,
        "required_bandwidth": None if need is None else need.to_dict(),
        **({"required_bandwidth_unreachable": unreachable} if unreachable else {}),  # why, as the table's note
        "scaling": scaling,
    }

    def human():
        from rich.table import Table

        from ringcalc.cli.plan import _gradient, _header, _interval_rows, _network, _training

        head = kv_table(
            "ringcalc report" + (" (the seed's worked example)" if seed_example else ""),
            [*_header(s), *_network(s), *_training(s),
             ("step time Ts", format_time(eff.step_time_s)),
             ("communication time Tt", format_time(eff.comm_time_s)),
             ("iteration time Tp", format_time(eff.iteration_time_s)),
             ("efficiency P", f"[bold]{format_efficiency(eff.efficiency)}[/bold]"),
             *_interval_rows(eff.interval, efficiency=True),
             *([("throughput", f"{eff.samples_per_s:,.4g} samples/s")] if eff.samples_per_s is not None else []),
             (f"bandwidth for {format_efficiency(goal)}",
              ("any" if need.required_bandwidth_bytes_per_s == 0 else
               f"[bold]{format_bandwidth(need.required_bandwidth_bytes_per_s)}[/bold]") if need else "unreachable")],
            [*(eff.notes if s.calibration or s.on_cluster else ()),  # a calibration's or the cluster's notes
             *([basis["note"]] if "note" in basis else []),  # the time is the per-size fit's, the rate to buy the cluster's
             *(n for n in (need.notes if need else ()) if n not in eff.notes),  # e.g. "does not depend on --bandwidth"
             *([f"bandwidth for {format_efficiency(goal)}: {unreachable}"] if unreachable else [])],  # why, as `bandwidth`
        )
        per = {row["required_bandwidth_per"] for row in scaling}
        mixed = len(per) > 1  # each cell then says its basis
        per_nic = " per NIC" if s.cluster_spec is not None else " per worker" if basis else ""
        table = Table(title=f"Scaling: {_gradient(s)}, {format_bandwidth(s.bandwidth_bytes_per_s)}{per_nic}",
                      title_justify="left", title_style="bold")
        need_title = f"{'NIC rate' if per == {'NIC'} else 'bandwidth'} for {format_efficiency(goal)}"
        calibrated = eff.interval is not None
        label = f"{100 * eff.interval['coverage']:.0f}% interval" if calibrated else ""
        throughput = any("samples_per_s" in row for row in scaling)
        for col in ("workers", "efficiency", *([label] if calibrated else []), "iteration time", "speedup",
                    *(["samples/s"] if throughput else []), need_title, "(bits/s)"):
            table.add_column(col, justify="right")
        for row in scaling:
            bw = row["required_bandwidth_bytes_per_s"]
            table.add_row(f"{row['workers']:,}", format_efficiency(row["efficiency"]),
                          *([_efficiency_span(row)] if calibrated else []), format_time(row["iteration_time_s"]),
                          f"{row['speedup']:.3g}×", *([f"{row['samples_per_s']:,.4g}"] if throughput else []),
                          "unreachable" if bw is None else ("any" if bw == 0 else format_size(bw) + "/s"
                                                            + (f" per {row['required_bandwidth_per']}" if mixed else "")),
                          "" if bw is None or bw == 0 else format_bits(bw))
        captions = [basis["caption"]] if basis else []
        if any(row["required_bandwidth_bytes_per_s"] == 0 for row in scaling):
            captions.append(f"any: the time does not depend on the {'NICs' if per == {'NIC'} else 'bandwidth'} at that N "
                            "(nothing crosses them: one node), so every rate meets the target (0 in JSON and CSV)")
        unbounded = [f"{row['workers']:,}" for row in scaling if calibrated and row["efficiency_low"] == 0.0
                     and row["efficiency_high"] == 1.0]
        if unbounded:
            captions.append(f"{label} at {', '.join(unbounded)} workers: no bound from this calibration (a node "
                            "layout it never measured; `ringcalc efficiency -n N --calibration ...` says which)")
        if captions:
            table.caption = "\n".join(captions)
            table.caption_justify = "left"
        return [head, table]

    # CSV is one table: the scaling rows, with the target, what each row's required rate is a rate of (or why none
    # meets it), and the scenario's inputs given as columns, as a sweep's (two saved reports stay told apart)
    inputs = {k: v for k, v in s.to_dict().items() if v is not None and k != "workers"}
    rows = [{**inputs, **row, "target_efficiency": goal} for row in scaling]
    emit(rows if fmt == Format.csv else data, fmt, human)


def _bases(s, scaling: list[dict]) -> dict[str, str]:  # noqa: ANN001
    """Which model answers what, where a calibration's per-size fit answers the time and its fitted cluster the NIC
    rate to buy (``Scenario.required_bandwidth``); each scaling row gets ``efficiency_from``. Empty where one model
    answers both. Until 2026-12 the report read "with an infinitely fast one 341.8 us instead of 4.731 ms" (the
    cluster's time) under a communication time of 4.675 ms (the per-size fit's), and said not which was which."""
    if not s.calibration or not s.calibrated_cluster:
        return {}
    from ringcalc.planning.scenario import Scenario

    per_size = []
    for row in scaling:
        on = s if row["workers"] == s.workers else s.replace(workers=row["workers"])
        row["efficiency_from"] = "fitted cluster" if on.on_cluster else "per-size fit"
        if not on.on_cluster:
            per_size.append(f"{row['workers']:,}")
    if not per_size:
        return {}
    cluster_time = Scenario.on_fitted_cluster(s).efficiency().comm_time_s if not s.on_cluster else None
    here = "" if cluster_time is None else f", which gives {format_time(cluster_time)} here"
    note = ("the communication time and efficiency are the calibration's per-size fit (the log's own curve, a ring on "
            "one link per worker); the bandwidth for the target is a NIC's line rate on its fitted cluster" + here
            + "; the notes after this one are the fitted cluster's")
    where = "at every N" if len(per_size) == len(scaling) else f"at {', '.join(per_size)} workers (elsewhere its fitted cluster)"
    caption = (f"efficiency and its interval {where}: the calibration's per-size fit (a ring on one link per worker); "
               "the rate for the target: a NIC's line rate on its fitted cluster (efficiency_from and "
               "required_bandwidth_per in JSON)")
    return {"note": note, "caption": caption} if cluster_time is not None else {"caption": caption}


def _efficiency_span(row: dict) -> str:
    lo, hi = row.get("efficiency_low"), row.get("efficiency_high")
    if lo is None and hi is None:  # one worker: nothing to predict
        return "—"
    return f"{format_efficiency(lo)} .. {format_efficiency(hi)}"
