"""The table of a collective executed on a simulated cluster against its cost model (``simulate --cluster``, ``--verify``).

Renders a :class:`ringcalc.executor.cluster_check.ClusterCheck`: each link
class executed beside the model's, the bandwidth time replayed at the cluster's
rates, the steps beside NCCL's count. No formula: the numbers are the check's.
"""

from __future__ import annotations

from ringcalc.cli.render import kv_table
from ringcalc.units import format_size, format_time

DIFFERS = "  [red]differs[/red]"


def check_rows(c) -> list[tuple[str, str]]:
    """The rows of one check: results, each link class, the times and the steps."""

    def pair(key: str) -> str:
        mark = DIFFERS if key in c.mismatched_classes + c.reported_mismatches else ""
        return f"{c.executed_bytes[key]:,.0f} B / {c.model_bytes[key]:,.0f} B{mark}"

    rows = [("results", "exact, identical on every rank" if c.result_matches else "[bold red]wrong[/bold red]"),
            ("scale-up per GPU / model", pair("scale_up_bytes_per_gpu")),
            ("NICs per node / model", pair("nic_bytes_per_node")),
            ("busiest NIC / model", pair("nic_bytes_per_nic")),
            ("busiest rank sent / model", pair("bytes_sent_per_worker"))]
    tier = c.run.ledger.tier_per_leaf
    if tier:
        rows.append(("tier above the leaf, busiest leaf", f"{tier:,.0f} B"))
    if c.in_network:
        return [*rows, ("time", "not replayed: the switch reduces (bytes checked only)")]
    same = "" if c.bandwidth_match else DIFFERS
    return [*rows,
            ("bandwidth time / model", f"{format_time(c.times['bandwidth_s'], 7)} / "
                                       f"{format_time(c.model_bandwidth_s, 7)}{same}"),
            ("steps intra + inter / NCCL's count", f"{c.executed_steps[0]} + {c.executed_steps[1]} / "
                                                   f"{c.model_steps[0]:g} + {c.model_steps[1]:g}"),
            *([("of them between leaves / model", f"{c.executed_steps[2]} / {c.model_steps[2]:.4g}")]
              if c.executed_steps[2] or c.model_steps[2] else []),
            ("time / model", f"{format_time(c.times['time_s'], 7)} / {format_time(c.model_time_s, 7)}")]


NOTE = ("verdict: results, the bytes of each link class and the bandwidth time; the steps, the busiest rank's bytes "
        "and the whole time are shown beside (the model keeps NCCL's own count of steps)")


def verdict_markup(status: str, sentence: str) -> str:
    """The verdict row of :meth:`ringcalc.executor.cluster_check.ClusterCheck.verdict`, marked up by its status."""
    return {"agree": f"[green]{sentence}[/green]",
            "explained": f"[yellow]explained[/yellow]: {sentence}",
            "differ": f"[bold yellow]MODEL AND EXECUTION DIFFER[/bold yellow] {sentence}",
            "disagree": f"[bold red]MODEL AND EXECUTION DISAGREE[/bold red] {sentence}"}[status]


def check_table(title: str, c, placement: str, even: bool = True, grain: int = 1):
    """A key-value table of the check under ``title`` with its verdict, and the run's layout notes."""
    rows = [("placement", placement), *check_rows(c), ("verdict", verdict_markup(*c.verdict(even, grain)))]
    return kv_table(title, rows, [NOTE, *c.run.notes])


def verify_table(check):
    """``--verify`` on a cluster scenario (:class:`ringcalc.executor.crosscheck.ClusterCrossCheck`)."""
    return check_table(f"Cross-check: {check.algorithm} {check.collective} executed on the cluster × "
                       f"{check.elements_run:,} float32 ({format_size(check.gradient_bytes_run)}) per rank",
                       check.check, check.placement)
