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

    from ringcalc.calibrate.text import POINT_HEADERS, fit_summary_pairs, points_rows
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


Model = Annotated[
    str,
    typer.Option("--model", help="Model form: auto (default: the least held-out error), ring, piecewise or saturating.",
                 rich_help_panel=FIT_PANEL),
]


def _layout_of_runs(runs: list, nodes: int | None, gpus_per_node: int | None) -> list:
    """Give runs without host lines their node count (from --nodes or --gpus-per-node)."""
    import math
    from dataclasses import replace

    if nodes is not None and nodes < 1:
        raise RingcalcError(f"must be >= 1, got {nodes}", option="nodes")
    if gpus_per_node is not None and gpus_per_node < 1:
        raise RingcalcError(f"must be >= 1, got {gpus_per_node}", option="gpus-per-node")
    out = []
    for run in runs:
        if run.nodes is None and nodes is not None:
            if run.ranks is not None and nodes > run.ranks:
                raise RingcalcError(f"{run.where}: {nodes} nodes for {run.ranks} ranks", option="nodes")
            run = replace(run, nodes=nodes, nodes_source="given")
        elif run.nodes is None and gpus_per_node is not None and run.ranks is not None:
            run = replace(run, nodes=math.ceil(run.ranks / gpus_per_node), nodes_source="--gpus-per-node")
        elif run.nodes is not None and nodes is not None and nodes != run.nodes:
            raise RingcalcError(f"{run.where}: the log lists ranks on {run.nodes} hosts; --nodes {nodes} "
                                "contradicts it; drop --nodes", option="nodes")
        out.append(run)
    return out


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
    logs: Annotated[list[Path], typer.Argument(help="nccl-tests / rccl-tests output files (text or -J JSON) of one "
                                               "system; several logs (other N, node counts) are fitted jointly.")],
    collective: Annotated[
        Optional[str],
        typer.Option("--collective", help="Collective, when the log does not say (all-reduce, all-gather, ...).",
                     rich_help_panel=FIT_PANEL),
    ] = None,
    ranks: Annotated[
        Optional[int],
        typer.Option("--ranks", help="Number of ranks N, when the log has no '#  Rank' lines.", rich_help_panel=FIT_PANEL),
    ] = None,
    model: Model = "auto",
    piecewise: Piecewise = False,
    segments: Segments = None,
    nodes: Annotated[
        Optional[int],
        typer.Option("--nodes", help="Nodes the run used, when the log has no '#  Rank' lines with host names.",
                     rich_help_panel=FIT_PANEL),
    ] = None,
    gpus_per_node: Annotated[
        Optional[int],
        typer.Option("--gpus-per-node", help="Ranks per node (gives the node count of logs without host names).",
                     rich_help_panel=FIT_PANEL),
    ] = None,
    nics_per_node: Annotated[
        Optional[int],
        typer.Option("--nics-per-node", help="NICs per node, recorded in the calibration (may exceed GPUs per node).",
                     rich_help_panel=FIT_PANEL),
    ] = None,
    run: Annotated[
        Optional[int],
        typer.Option("--run", help="Fit only the K-th run (1-based, in file order) of the logs, when they hold "
                     "several that should not be fitted together.", rich_help_panel=FIT_PANEL),
    ] = None,
    latency_model: Annotated[
        Optional[str],
        typer.Option("--latency-model", help="How latency carries to other N: nccl (default for nccl-tests logs) or "
                     "per-step (default for local measurements).", rich_help_panel=FIT_PANEL),
    ] = None,
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
    """Fit a cost model to nccl-tests logs of one system; the form is chosen by held-out error."""
    from ringcalc.calibrate.nccl_log import read_nccl_log
    from ringcalc.calibrate.select import calibrate

    if ranks is not None and ranks < 2:
        raise RingcalcError(f"needs at least 2 ranks, got {ranks}", option="ranks")
    if latency_model is not None and latency_model not in ("nccl", "per-step"):
        raise RingcalcError(f"must be nccl or per-step, got {latency_model!r}", option="latency-model")
    if piecewise or (segments is not None and segments > 1):
        if model not in ("auto", "piecewise"):
            raise RingcalcError(f"--piecewise/--segments ask for the piecewise model, --model {model} for another; "
                                "drop one", option="model")
        model = "piecewise"
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
    if run is not None:
        if not 1 <= run <= len(runs):
            raise RingcalcError(f"the logs hold {len(runs)} run(s); --run {run} is not one of 1..{len(runs)}",
                                option="run")
        runs = [runs[run - 1]]
    runs = _layout_of_runs(runs, nodes, gpus_per_node)
    result = calibrate(
        runs, model, segments=segments, placement=placement, min_size=_size(min_size, "min-size"),
        max_size=_size(max_size, "max-size"), latency_model=latency_model, gpus_per_node=gpus_per_node,
        nics_per_node=nics_per_node,
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
    ranks: Annotated[int, typer.Option("--ranks", help="Local ranks to launch (oversubscribed; at most 8 per core, 256 in all: "
                                            "larger jobs run under mpirun/srun/torchrun).", rich_help_panel=MEAS_PANEL)] = 2,
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
    from ringcalc.calibrate.select import calibrate
    from ringcalc.calibrate.measure import MeasureConfig, measure_with_progress, local_cores, rows_to_run, write_csv

    cfg = MeasureConfig(
        ranks=ranks, min_size_bytes=int(round(_size(min_size, "min-size"))),
        max_size_bytes=int(round(_size(max_size, "max-size"))), factor=factor, iters=iters, warmup=warmup,
        impl=impl, force_ring=force_ring, timeout_s=timeout, engine=engine, backend=backend,
    )  # fmt: skip
    from ringcalc.calibrate.preflight import check_affordable, check_writable

    to_stdout = out is not None and str(out) == "-"  # `--out -`: the CSV is the output on stdout
    if to_stdout and fmt != Format.table:
        raise RingcalcError(f"--out - writes the CSV to standard output, where --format {fmt.value} would write too; "
                            "give --out FILE", option="out")
    check_affordable(cfg)  # before any rank starts
    if not to_stdout:
        check_writable(out, "out")  # before minutes of measuring, not after
    check_writable(save, "save")
    try:
        rows, _ = measure_with_progress(cfg)
    except KeyboardInterrupt:  # Ctrl-C: measure_local stopped every rank on the way out
        import sys

        sys.stderr.write("error: interrupted; all ranks were stopped\n")
        raise typer.Exit(130) from None
    if out is not None:
        write_csv(rows, out, impl=cfg.label)
    run = rows_to_run(rows, impl=cfg.label, shared_cores=local_cores())
    if to_stdout:  # stdout carries the CSV alone; the fit goes to --save
        if save is not None:
            calibrate([run], "piecewise" if piecewise or bool(segments and segments > 1) else "auto",
                      segments=segments).to_calibration().save(save)
        import sys

        sys.stderr.write("note: with --out - standard output carries the CSV only; the fit is not printed"
                         + (f" (calibration written to {save})" if save else "; give --save FILE to keep it") + "\n")
        return
    if fmt == Format.table:  # the measurements first: they stay on screen if the fit fails
        from ringcalc.calibrate.text import run_table
        from ringcalc.cli.render import console

        console().print(run_table(run), markup=False, highlight=False)
    piece = piecewise or bool(segments and segments > 1)
    result = calibrate([run], "piecewise" if piece else "auto", segments=segments)  # least held-out error
    extra = {"measurements": [{**r, "impl": cfg.label} for r in rows]}
    _fit_output(result, fmt, save, f"fit of {ranks}-rank {cfg.label} all-reduce", extra)
