"""``ringcalc expect`` (the nccl-tests table to expect on a cluster) and ``ringcalc check`` (a log beside it).

Thin: the table is :func:`ringcalc.cluster.expect.expect`, the diagnosis
:func:`ringcalc.cluster.check.check_run`; this module reads the options and
renders (:mod:`ringcalc.cli.expect_view`).
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from ringcalc.cli.app import command
from ringcalc.cli.options import OUT_PANEL, Format, FormatOpt, ScenarioArgs, scenario_options
from ringcalc.cli.refusals import CHECK, EXPECT
from ringcalc.cli.render import emit
from ringcalc.cli.sizes import Factor, MaxSize, MinSize, sizes_of
from ringcalc.errors import RingcalcError

LOG_PANEL = "Log"


class ExpectFormat(str, Enum):
    table = "table"
    json = "json"
    csv = "csv"
    nccl = "nccl"


ExpectFormatOpt = Annotated[ExpectFormat, typer.Option(
    "--format", "-f", help="table, json, csv (plain SI numbers) or nccl (the lines nccl-tests would print).",
    rich_help_panel=OUT_PANEL)]


@command("expect")
@scenario_options(refuse=EXPECT)
def expect_cmd(args: ScenarioArgs, min_size: MinSize = None, max_size: MaxSize = None, factor: Factor = None,
               fmt: ExpectFormatOpt = ExpectFormat.table) -> None:
    """The nccl-tests table to expect on a cluster before measuring: time, algbw, busbw, NCCL's pick, 80% interval."""
    from ringcalc.cli import expect_view
    from ringcalc.cluster.expect import expect

    sizes = sizes_of(min_size, max_size, factor)
    table = expect(args.scenario(size=float(sizes[0])), sizes)
    if fmt == ExpectFormat.nccl:
        import sys

        sys.stdout.write(expect_view.nccl_text(table))
        return
    data = table.to_dict()
    emit(data if fmt != ExpectFormat.csv else data["rows"], Format(fmt.value), lambda: expect_view.expect_table(table))


LogFile = Annotated[Path, typer.Argument(help="An nccl-tests / rccl-tests log (text or -J JSON) of one system.")]
Ranks = Annotated[Optional[int], typer.Option("--ranks", help="Ranks N, when the log has no '#  Rank' lines.",
                                              rich_help_panel=LOG_PANEL)]
Nodes = Annotated[Optional[int], typer.Option("--nodes", help="Nodes the run used, when the log names no hosts "
                                              "(default: N over the cluster's GPUs per node).", rich_help_panel=LOG_PANEL)]
RunIndex = Annotated[Optional[int], typer.Option("--run", help="Check only the K-th run of the log (1-based).",
                                                 rich_help_panel=LOG_PANEL)]


@command("check")
@scenario_options(refuse=CHECK)
def check_cmd(args: ScenarioArgs, log: LogFile, ranks: Ranks = None, nodes: Nodes = None, run: RunIndex = None,
              fmt: FormatOpt = Format.table) -> None:
    """Set a measured nccl-tests log beside the table to expect on its layout and name what is off (exit 0)."""
    from ringcalc.cli import expect_view

    reports = check_reports(args, log, ranks, nodes, run)
    data = {"log": str(log), "runs": [r.to_dict() for r in reports]}
    if fmt == Format.csv:
        data = [{"run": r.run, "verdict": r.verdict, **row.to_dict()} for r in reports for row in r.rows]
    emit(data, fmt, lambda: [item for r in reports for item in expect_view.check_tables(r)])


def check_reports(args: ScenarioArgs, log: Path, ranks: int | None, nodes: int | None, run: int | None) -> list:
    """Every run of ``log`` (or the ``run``-th) checked against the scenario of ``args``."""
    from ringcalc.calibrate.logs import pick_run, read_logs
    from ringcalc.cluster.check import check_run, log_forces

    if ranks is not None and ranks < 2:
        raise RingcalcError(f"needs at least 2 ranks, got {ranks}", option="ranks")
    if nodes is not None and nodes < 1:
        raise RingcalcError(f"must be >= 1, got {nodes}", option="nodes")
    collective = args.get("collective")
    try:
        runs = read_logs([log], collective=collective, ranks=ranks)
    except RingcalcError as exc:  # the log is a positional argument, not a --log option
        if exc.option != "log":
            raise
        raise RingcalcError(exc.message, option="LOG", kind=exc.kind) from None
    if run is not None and len(runs) == 1:  # pick_run's words are fit's ("fitted anyway")
        raise RingcalcError("the log holds one run, which check reads anyway; --run picks one of several: drop it",
                            option="run")
    if run is not None and not 1 <= run <= len(runs):
        raise RingcalcError(f"the log holds {len(runs)} runs; --run {run} is not one of 1..{len(runs)}", option="run")
    warns = warnings_of_runs(runs, nccl_warnings(_text(log)))
    picked, first = pick_run(runs, run), 1 if run is None else run
    return [check_run(r, first + i, args.scenario, nodes, forced=log_forces(r, args.get("algorithm"),
                                                                           args.get("protocol")),
                      warns=warns[first - 1 + i]) for i, r in enumerate(picked)]


def _text(log: Path) -> str:
    """The log's text, for the NCCL WARN lines the parser does not keep ("" when it cannot be read again)."""
    try:
        return log.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return ""


def nccl_warnings(text: str) -> list[tuple[int, str]]:
    """``(line, text)`` of each ``NCCL WARN`` line of a log's text (from ``NCCL WARN`` on; the parser keeps none)."""
    out = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        at = line.find("NCCL WARN")
        if at >= 0:
            out.append((lineno, " ".join(line[at:].split())[:160]))
    return out


def warnings_of_runs(runs: list, warns: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The ``NCCL WARN`` lines of each run: those after the previous run's rows and before the next run's (a line
    between two tables is both runs': NCCL warns at init, before a table, and on async events, after it)."""
    out = []
    for i in range(len(runs)):
        after = runs[i - 1].last_line if i else 0
        before = runs[i + 1].first_line if i + 1 < len(runs) else float("inf")
        out.append([(n, w) for n, w in warns if after < n < before])
    return out
