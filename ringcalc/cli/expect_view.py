"""How ``ringcalc expect`` and ``ringcalc check`` print: rich tables, and the lines nccl-tests itself would print.

No number is computed here: each comes from an :class:`~ringcalc.cluster.expect.Expectation`
or a :class:`~ringcalc.cluster.check.CheckReport`; this module formats them
(sizes in binary units, times in us and bandwidths in GB/s as nccl-tests does).
"""

from __future__ import annotations

from typing import Any

from ringcalc.cli.render import kv_table
from ringcalc.cluster.expect import PROGRAM, Expectation

MAX_RANK_LINES = 4096
"""``--format nccl`` prints one ``#  Rank`` line per rank up to this many (nccl-tests prints every one)."""

REDOP = {"all-reduce": "sum", "reduce": "sum", "reduce-scatter": "sum"}
ROOT = {"broadcast": 0, "reduce": 0}
STATUS_STYLE = {"as expected": "green", "slower": "red", "faster": "yellow", "wrong results": "bold red"}


def size_text(n: int) -> str:
    """``8 B``, ``64 KiB``, ``16 GiB`` (binary units when exact), else the bytes."""
    from ringcalc.units import format_size_exact

    return format_size_exact(n)


def us(seconds: float) -> str:
    """A time in us as nccl-tests prints it: 2 decimals below 100 us, 1 below 10 ms, none above."""
    t = seconds * 1e6
    return f"{t:.0f}" if t >= 10000 else f"{t:.1f}" if t >= 100 else f"{t:.2f}"


def gbs(bytes_per_s: float) -> str:
    """A bandwidth in GB/s (1e9 B/s), two decimals, as nccl-tests prints it."""
    return f"{bytes_per_s / 1e9:.2f}"


def expect_table(x: Expectation) -> Any:
    """The expected table: one row per size, NCCL's pick and the 80% interval."""
    from rich.table import Table

    title = f"Expected {PROGRAM[x.collective]}_perf: {x.placement} (not measured)"
    table = Table(title=title, title_justify="left", title_style="bold")
    for name in ("size", "count", "time (us)", "algbw (GB/s)", "busbw (GB/s)", "NCCL's pick", "time, 80% (us)",
                 "busbw, 80% (GB/s)"):
        table.add_column(name, justify="left" if name == "NCCL's pick" else "right")
    for r in x.rows:
        pick = r.pair + (" (forced)" if r.chosen_by == "given" else "")
        table.add_row(size_text(r.size_bytes), f"{r.count:,}", us(r.time_s), gbs(r.algbw_bytes_per_s),
                      gbs(r.busbw_bytes_per_s), pick, f"{us(r.time_s_low)} - {us(r.time_s_high)}",
                      f"{gbs(r.busbw_bytes_per_s_low)} - {gbs(r.busbw_bytes_per_s_high)}")
    table.caption = "\n".join(["algbw = size/time, busbw = algbw x nccl-tests' factor (doc/PERFORMANCE.md); "
                               f"count: elements of float; requested: {x.requested}", *x.notes])
    table.caption_justify = "left"
    return table


def nccl_text(x: Expectation) -> str:
    """The lines nccl-tests would print for this table (``-d float``; in-place equal to out-of-place).

    ringcalc's own nccl-tests parser reads them back (sizes, times, ranks,
    hosts), so ``expect --format nccl`` is a log ``check`` can read.
    """
    program = PROGRAM[x.collective]
    lines = [f"# Collective test starting: {program}_perf",
             f"# ringcalc expect: the table expected on {x.cluster} (not measured)",
             "#", "# Using devices"]
    if x.workers <= MAX_RANK_LINES:
        per_node = max(1, x.ranks_per_node)
        lines += [f"#  Rank {r:2d} Group  0 Pid {0:6d} on {f'node{r // per_node}':>10} device {r % per_node:2d} "
                  "[0x00] expected" for r in range(x.workers)]
    else:
        lines.append(f"#  ({x.workers:,} ranks on {x.nodes:,} nodes: rank lines left out above {MAX_RANK_LINES:,})")
    lines += ["#",
              f"# {'':>10}  {'':>12}  {'':>8}  {'':>6}  {'':>6}           out-of-place                       in-place",
              f"# {'size':>10}  {'count':>12}  {'type':>8}  {'redop':>6}  {'root':>6}  "
              + "  ".join(["   time   algbw   busbw #wrong"] * 2),
              f"# {'(B)':>10}  {'(elements)':>12}  {'':>8}  {'':>6}  {'':>6}  "
              + "  ".join(["   (us)  (GB/s)  (GB/s)       "] * 2)]
    redop, root = REDOP.get(x.collective, "none"), ROOT.get(x.collective, -1)
    for r in x.rows:
        cell = f"  {us(r.time_s):>7}  {gbs(r.algbw_bytes_per_s):>6}  {gbs(r.busbw_bytes_per_s):>6}  {'N/A':>6}"
        lines.append(f"{r.size_bytes:12d}  {r.count:12d}  {'float':>8}  {redop:>6}  {root:>6}{cell}{cell}")
    avg = sum(r.busbw_bytes_per_s for r in x.rows) / len(x.rows)
    lines += ["# Out of bounds values : 0 OK", f"# Avg bus bandwidth    : {avg / 1e9:.6g}", "#"]
    return "\n".join(lines) + "\n"


def check_tables(report: Any) -> list[Any]:
    """A checked run: what was compared, the rows beside their expectation, the bands, the findings."""
    from rich.table import Table

    lay = report.layout
    head = kv_table(f"check: {report.source} (run {report.run})", [
        ("collective", f"{PROGRAM[report.collective]}_perf"),
        ("layout", f"{report.placement} (nodes from {lay.nodes_source})"),
        ("cluster", report.cluster),
        ("expected", f"{report.requested} (NCCL's pick at each size)" if report.requested == "auto"
         else report.requested),
        ("verdict", f"[bold]{report.verdict}[/bold]")])
    rows = Table(title="measured beside expected", title_justify="left", title_style="bold")
    for name in ("size", "time (us)", "busbw", "exp. (us)", "healthy (us)", "exp. busbw", "NCCL's pick", "ratio",
                 ""):
        rows.add_column(name, justify="left" if name in ("NCCL's pick", "") else "right",
                        no_wrap=name == "NCCL's pick")
    for r in report.rows:
        e = r.expected
        style = STATUS_STYLE.get(r.status)
        rows.add_row(size_text(r.size_bytes), us(r.measured_time_s), gbs(r.measured_busbw_bytes_per_s), us(e.time_s),
                     f"{us(r.healthy_time_s_low)} - {us(r.healthy_time_s_high)}", gbs(e.busbw_bytes_per_s), e.pair,
                     f"{r.ratio:.2f}", f"[{style}]{r.status}[/{style}]" if style else r.status)
    rows.caption = ("busbw in GB/s; ratio = measured busbw / expected busbw (= expected time / measured time); "
                    "healthy: the times a healthy system of this description gives (the priors' ends), which the "
                    "status is judged on; `ringcalc expect` gives the 80% interval, which adds the model's own error")
    rows.caption_justify = "left"
    bands = Table(title="by size band", title_justify="left", title_style="bold")
    for name in ("band", "sizes", "healthy range", "slower", "faster", "median ratio", "verdict"):
        bands.add_column(name, justify="left" if name in ("band", "verdict") else "right")
    for b in report.bands:
        bands.add_row(b.band, str(b.sizes), str(b.within), str(b.slower), str(b.faster), f"{b.median_ratio:.2f}",
                      b.verdict)
    findings = Table(title="findings", title_justify="left", title_style="bold", show_header=False)
    findings.add_column("kind", style="cyan", no_wrap=True)
    findings.add_column("finding")
    for f in report.findings:
        findings.add_row(f.kind, f.message)
    findings.caption = "\n".join(report.notes)
    findings.caption_justify = "left"
    return [head, rows, bands, findings]
