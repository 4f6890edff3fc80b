"""``ringcalc fit`` and ``ringcalc measure``: calibration against real networks.

Thin: parsing, fitting and measuring live in :mod:`ringcalc.calibrate`; this
module reads the options and renders the result.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from ringcalc.cli.app import command
from ringcalc.cli.options import Format, FormatOpt
from ringcalc.cli.render import emit
from ringcalc.errors import RingcalcError

FIT_PANEL = "Fit"
MEAS_PANEL = "Measurement"

Piecewise = Annotated[
    bool,
    typer.Option("--piecewise", help="One (alpha, beta) per message-size regime (NCCL protocols); breaks found by search.",
                 rich_help_panel=FIT_PANEL),
]
Segments = Annotated[
    Optional[int],
    typer.Option("--segments", help="Number of size regimes for --piecewise (default 4).", rich_help_panel=FIT_PANEL),
]
Save = Annotated[
    Optional[Path],
    typer.Option("--save", help="Write the calibration JSON (use it with --calibration); - for stdout.", rich_help_panel=FIT_PANEL),
]


def _size(text: str | None, option: str) -> float | None:
    if text is None:
        return None
    from ringcalc.units import parse_size

    return parse_size(text, option)




def _fit_tables(fit: Any, title: str) -> list:
    from rich.table import Table

    from ringcalc.calibrate.report import POINT_HEADERS, fit_summary_pairs, points_rows
    from ringcalc.cli.render import kv_table

    summary_table = kv_table(title, fit_summary_pairs(fit))
    table = Table(title="measured vs predicted", title_justify="left", title_style="bold")
    for h in POINT_HEADERS:
        table.add_column(h, justify="right")
    for row in points_rows(fit):
        table.add_row(*row)
    from rich.text import Text

    return [summary_table, table, *(Text(f"warning: {w}") for w in fit.warnings)]


def _fit_output(fit: Any, fmt: Format, save: Path | None, title: str, extra: dict | None = None) -> None:
    if save is not None and str(save) == "-":  # the calibration JSON is then the only output on stdout
        import json
        import sys

        if fmt != Format.table:
            raise RingcalcError("--save - writes the calibration JSON to stdout; drop --format, or save to a file",
                                option="save")
        sys.stdout.write(json.dumps(fit.to_calibration().to_dict(), indent=2) + "\n")  # as Calibration.save writes it
        return
    if save is not None:
        fit.to_calibration().save(save)
    data = fit.to_dict()
    if extra:
        data.update(extra)
    if fmt == Format.csv:
        emit([p for p in data["points"]], fmt, lambda: None)
        return
    def human() -> list:
        from rich.text import Text

        return _fit_tables(fit, title) + ([Text(f"calibration written to {save}")] if save else [])

    emit(data, fmt, human)


def _check_ranks(path: Path, collective: str | None, ranks: int, read: Any) -> None:
    """Refuse ``--ranks`` that contradicts the rank count the log states (rank lines, NCCL INFO nranks).

    Like a contradicting ``--collective``: ``--ranks`` is for logs that do not
    say. A log whose own statements disagree (the header's rank lines against
    busbw/algbw) cannot be read without ``--ranks``; there it decides.
    """
    try:
        own = read(path, collective=collective)
    except RingcalcError:
        return
    for run in own:
        if run.ranks is not None and run.ranks_source in ("rank lines", "NCCL INFO nranks") and run.ranks != ranks:
            raise RingcalcError(
                f"{run.source}: the log says {run.ranks} ranks ({run.ranks_source}); --ranks {ranks} contradicts it; "
                "drop --ranks",
                option="ranks",
            )


@command("fit")
def fit(
    logs: Annotated[list[Path], typer.Argument(help="nccl-tests / rccl-tests output files (text or -J JSON).")],
    collective: Annotated[
        Optional[str],
        typer.Option("--collective", help="Collective, when the log does not say (all-reduce, all-gather, ...).",
                     rich_help_panel=FIT_PANEL),
    ] = None,
    ranks: Annotated[
        Optional[int],
        typer.Option("--ranks", help="Number of ranks N, when the log has no '#  Rank' lines.", rich_help_panel=FIT_PANEL),
    ] = None,
    piecewise: Piecewise = False,
    segments: Segments = None,
    placement: Annotated[
        str, typer.Option("--placement", help="Time columns to fit: both (default), out-of-place or in-place.",
                          rich_help_panel=FIT_PANEL),
    ] = "both",
    min_size: Annotated[
        Optional[str], typer.Option("--min-size", help="Fit only sizes >= this (e.g. 64KiB).", rich_help_panel=FIT_PANEL)
    ] = None,
    max_size: Annotated[
        Optional[str], typer.Option("--max-size", help="Fit only sizes <= this (e.g. 1GiB).", rich_help_panel=FIT_PANEL)
    ] = None,
    save: Save = None,
    fmt: FormatOpt = Format.table,
) -> None:
    """Fit alpha and beta of the ring model to nccl-tests logs."""
    from ringcalc.calibrate.fit import fit_runs
    from ringcalc.calibrate.nccl_log import read_nccl_log

    if ranks is not None and ranks < 2:
        raise RingcalcError(f"needs at least 2 ranks, got {ranks}", option="ranks")
    runs = []
    for path in logs:
        try:
            found = read_nccl_log(path, collective=collective, ranks=ranks)
            if ranks is not None:
                _check_ranks(path, collective, ranks, read_nccl_log)
        except RingcalcError as exc:  # the logs are positional arguments, not a --log option
            if exc.option != "log":
                raise
            raise RingcalcError(exc.message, option="LOGS", kind=exc.kind) from None
        runs.extend(found)
    result = fit_runs(
        runs, piecewise=piecewise or bool(segments and segments > 1), segments=segments, placement=placement,
        min_size=_size(min_size, "min-size"), max_size=_size(max_size, "max-size"),
    )  # fmt: skip
    names = ", ".join(p.name for p in logs)
    _fit_output(result, fmt, save, f"fit of {names}")


@command("measure")
def measure(
    engine: Annotated[
        str,
        typer.Option("--engine", help="mpi (mpi4py, default) or torch (torch.distributed; torch must be installed).",
                     rich_help_panel=MEAS_PANEL),
    ] = "mpi",
    backend: Annotated[
        str,
        typer.Option("--backend", help="torch.distributed backend: gloo (CPU, default) or nccl (CUDA GPUs).",
                     rich_help_panel=MEAS_PANEL),
    ] = "gloo",
    ranks: Annotated[int, typer.Option("--ranks", help="Local ranks to launch (oversubscribed).", rich_help_panel=MEAS_PANEL)] = 2,
    min_size: Annotated[str, typer.Option("--min-size", help="Smallest message.", rich_help_panel=MEAS_PANEL)] = "64KiB",
    max_size: Annotated[str, typer.Option("--max-size", help="Largest message.", rich_help_panel=MEAS_PANEL)] = "64MiB",
    factor: Annotated[float, typer.Option("--factor", help="Size step factor.", rich_help_panel=MEAS_PANEL)] = 2.0,
    iters: Annotated[int, typer.Option("--iters", help="Timed iterations per size.", rich_help_panel=MEAS_PANEL)] = 20,
    warmup: Annotated[int, typer.Option("--warmup", help="Untimed iterations per size.", rich_help_panel=MEAS_PANEL)] = 5,
    impl: Annotated[
        Optional[str],
        typer.Option("--impl", help="The engine's all-reduce (mpi: MPI_Allreduce, torch: dist.all_reduce; the default) "
                     "or ring (ringcalc's ring over MPI_Sendrecv / torch send-recv).", rich_help_panel=MEAS_PANEL),
    ] = None,
    force_ring: Annotated[
        bool, typer.Option("--force-ring", help="Ask Open MPI for its ring all-reduce.", rich_help_panel=MEAS_PANEL)
    ] = False,
    timeout: Annotated[
        float, typer.Option("--timeout", help="Seconds before all ranks are stopped.", rich_help_panel=MEAS_PANEL)
    ] = 300.0,
    piecewise: Piecewise = False,
    segments: Segments = None,
    out: Annotated[Optional[Path], typer.Option("--out", help="Write the raw measurements as CSV.")] = None,
    save: Save = None,
    fmt: FormatOpt = Format.table,
) -> None:
    """Measure all-reduce on local ranks (MPI or torch.distributed), print an nccl-tests style table, and fit it.

    On a cluster run the same benchmark under the site launcher instead:
    mpirun/srun python -m ringcalc.measure, or torchrun -m ringcalc.measure --engine torch.
    """
    from ringcalc.calibrate.fit import fit_runs
    from ringcalc.calibrate.measure import MeasureConfig, _measure_with_progress, local_cores, rows_to_run, write_csv

    cfg = MeasureConfig(
        ranks=ranks, min_size_bytes=int(round(_size(min_size, "min-size"))),
        max_size_bytes=int(round(_size(max_size, "max-size"))), factor=factor, iters=iters, warmup=warmup,
        impl=impl, force_ring=force_ring, timeout_s=timeout, engine=engine, backend=backend,
    )  # fmt: skip
    rows, _ = _measure_with_progress(cfg)
    if out is not None:
        write_csv(rows, out, impl=cfg.label)
    run = rows_to_run(rows, impl=cfg.label, shared_cores=local_cores())
    if fmt == Format.table:  # the measurements first: they stay on screen if the fit fails
        from ringcalc.calibrate.report import run_table
        from ringcalc.cli.render import console

        console().print(run_table(run), markup=False, highlight=False)
    result = fit_runs([run], piecewise=piecewise or bool(segments and segments > 1), segments=segments)
    extra = {"measurements": [{**r, "impl": cfg.label} for r in rows]}
    _fit_output(result, fmt, save, f"fit of {ranks}-rank {cfg.label} all-reduce", extra)
