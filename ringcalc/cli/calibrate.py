"""``ringcalc fit`` and ``ringcalc measure``: calibration against real networks.

Thin: parsing, fitting and measuring live in :mod:`ringcalc.calibrate`; this
module reads the options and renders the result.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from ringcalc.cli.app import command, note
from ringcalc.cli.options import Format, FormatOpt
from ringcalc.cli.render import emit
from ringcalc.errors import RingcalcError

if TYPE_CHECKING:
    from ringcalc.calibrate.measure import MeasureConfig

FIT_PANEL = "Fit"
MEAS_PANEL = "Measurement"

Piecewise = Annotated[
    bool,
    typer.Option("--piecewise", help="One (alpha, beta) per message-size regime (NCCL protocols); breaks found by search.",
                 rich_help_panel=FIT_PANEL),
]
Segments = Annotated[
    Optional[int],
    typer.Option("--segments", help="Number of size regimes of the piecewise forms (--piecewise, --model "
                 "piecewise-saturating; default 4).", rich_help_panel=FIT_PANEL),
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

        tables = _fit_tables(fit, title)
        physical = getattr(fit, "physical", None)
        if physical is not None:
            from ringcalc.calibrate.fit_summary import physical_summary
            from ringcalc.cli.render import kv_table

            tables.append(kv_table("The cluster's physical parameters (they carry to other layouts)",
                                   physical_summary(physical)))
        return tables + ([Text(f"calibration written to {save}")] if save else [])

    emit(data, fmt, human)


FitCluster = Annotated[Optional[str], typer.Option(
    "--cluster", help="The cluster the logs ran on (catalog name or TOML file): its line rates and priors.",
    rich_help_panel=FIT_PANEL)]
FitBandwidth = Annotated[Optional[str], typer.Option(
    "--bandwidth", "-b", help="Line rate of one NIC (ndr, 400Gbps): the achieved rate is fitted as a fraction of it.",
    rich_help_panel=FIT_PANEL)]
FitIntra = Annotated[Optional[str], typer.Option(
    "--intra-bandwidth", help="Scale-up link per GPU (nvlink4, xgmi-mi300x, 450GB/s).", rich_help_panel=FIT_PANEL)]
FitTransport = Annotated[Optional[str], typer.Option(
    "--transport", help="Scale-out transport (ib, roce, efa, tcpxo, slingshot, tcp): its prior.",
    rich_help_panel=FIT_PANEL)]
FitAlgorithm = Annotated[Optional[str], typer.Option(
    "--algorithm", help="The NCCL algorithm(s) the logs ran, when the logs do not say: as NCCL_ALGO (ring, tree, nvls, "
    "nvlstree, collnetdirect, collnetchain, pat; a comma list, ^ to exclude).", rich_help_panel=FIT_PANEL)]

Model = Annotated[
    str,
    typer.Option("--model", help="Model form: auto (default: the least held-out error), ring, piecewise, saturating "
                 "or piecewise-saturating.", rich_help_panel=FIT_PANEL),
]


LogFiles = Annotated[list[Path], typer.Argument(help="nccl-tests / rccl-tests output files (text or -J JSON) of one "
                                                 "system; several logs (other N, node counts) are fitted jointly.")]
Collective = Annotated[
    Optional[str],
    typer.Option("--collective", help="Collective, when the log does not say (all-reduce, all-gather, ...).",
                 rich_help_panel=FIT_PANEL),
]
LogRanks = Annotated[
    Optional[int],
    typer.Option("--ranks", help="Number of ranks N, when the log has no '#  Rank' lines.", rich_help_panel=FIT_PANEL),
]
Nodes = Annotated[
    Optional[int],
    typer.Option("--nodes", help="Nodes the run used, when the log has no '#  Rank' lines with host names.",
                 rich_help_panel=FIT_PANEL),
]
GpusPerNode = Annotated[
    Optional[int],
    typer.Option("--gpus-per-node", help="Ranks per node (gives the node count of logs without host names).",
                 rich_help_panel=FIT_PANEL),
]
NicsPerNode = Annotated[
    Optional[int],
    typer.Option("--nics-per-node", help="NICs per node, recorded in the calibration (may exceed GPUs per node).",
                 rich_help_panel=FIT_PANEL),
]
RunIndex = Annotated[
    Optional[int],
    typer.Option("--run", help="Fit only the K-th run (1-based, in file order) of the logs, when they hold "
                 "several that should not be fitted together.", rich_help_panel=FIT_PANEL),
]
LatencyModel = Annotated[
    Optional[str],
    typer.Option("--latency-model", help="How latency carries to other N: nccl (default for nccl-tests logs) or "
                 "per-step (default for local measurements).", rich_help_panel=FIT_PANEL),
]
Placement = Annotated[
    str, typer.Option("--placement", help="Time columns to fit: both (default), out-of-place or in-place.",
                      rich_help_panel=FIT_PANEL),
]
MinSize = Annotated[
    Optional[str], typer.Option("--min-size", help="Fit only sizes >= this (e.g. 64KiB).", rich_help_panel=FIT_PANEL)
]
MaxSize = Annotated[
    Optional[str], typer.Option("--max-size", help="Fit only sizes <= this (e.g. 1GiB).", rich_help_panel=FIT_PANEL)
]


def _model_form(model: str, piecewise: bool, segments: int | None) -> str:
    """``--model``, with ``--piecewise`` / ``--segments K>1`` asking for a piecewise form.

    ``--segments`` sets the regime count of both piecewise forms (:func:`ringcalc.calibrate.forms.fit_form` searches
    K regimes for each): with ``--model piecewise-saturating`` it fixes that form's K, with ``auto`` it asks for
    ``piecewise``. The one-regime forms (ring, saturating) have nothing for it to set, and say so; until
    2026-11-29 piecewise-saturating was refused with it, as if it had no regimes.
    """
    if piecewise and model not in ("auto", "piecewise"):
        raise RingcalcError(f"--piecewise asks for the piecewise model, --model {model} for another; drop one",
                            option="model")
    if segments is not None and segments > 1 and model not in ("auto", "piecewise", "piecewise-saturating"):
        raise RingcalcError(f"--segments {segments} sets the regime count of the piecewise forms (piecewise, "
                            f"piecewise-saturating); --model {model} fits one regime; drop one", option="model")
    if piecewise or (segments is not None and segments > 1 and model == "auto"):
        return "piecewise"
    return model


@command("fit")
def fit(
    logs: LogFiles,
    collective: Collective = None,
    ranks: LogRanks = None,
    model: Model = "auto",
    piecewise: Piecewise = False,
    segments: Segments = None,
    nodes: Nodes = None,
    gpus_per_node: GpusPerNode = None,
    nics_per_node: NicsPerNode = None,
    run: RunIndex = None,
    latency_model: LatencyModel = None,
    placement: Placement = "both",
    min_size: MinSize = None,
    max_size: MaxSize = None,
    save: Save = None,
    cluster: FitCluster = None,
    nic_bandwidth: FitBandwidth = None,
    intra_bandwidth: FitIntra = None,
    transport: FitTransport = None,
    algorithm: FitAlgorithm = None,
    fmt: FormatOpt = Format.table,
) -> None:
    """Fit a cost model to nccl-tests logs of one system: per-size forms (chosen by held-out error) and the cluster's
    physical parameters (achieved NIC and scale-up rates, latencies), which carry to other layouts."""
    from ringcalc.calibrate.logs import pick_run, read_logs, refuse_physical_options, refuse_save_over_logs, with_layout
    from ringcalc.calibrate.select import calibrate

    if ranks is not None and ranks < 2:
        raise RingcalcError(f"needs at least 2 ranks, got {ranks}", option="ranks")
    if latency_model is not None and latency_model not in ("nccl", "per-step"):
        raise RingcalcError(f"must be nccl or per-step, got {latency_model!r}", option="latency-model")
    model = _model_form(model, piecewise, segments)
    from ringcalc.calibrate.cluster_calibration import forced_algorithms, refuse_unrunnable_runs, with_physical

    algorithms = forced_algorithms(algorithm)  # before minutes of fitting, not after
    refuse_save_over_logs(save, logs)
    try:
        runs = read_logs(logs, collective=collective, ranks=ranks)
    except RingcalcError as exc:  # the logs are positional arguments, not a --log option
        if exc.option != "log":
            raise
        raise RingcalcError(exc.message, option="LOGS", kind=exc.kind) from None
    runs = with_layout(pick_run(runs, run), nodes, gpus_per_node, _cluster_gpus(cluster))
    refuse_physical_options(runs, {"cluster": cluster, "bandwidth": nic_bandwidth, "intra_bandwidth": intra_bandwidth,
                                   "transport": transport, "algorithm": algorithm})
    _refuse_unseen_network(runs, nics_per_node, transport, nic_bandwidth, cluster)
    physical = {"cluster": cluster, "gpus_per_node": gpus_per_node, "nics_per_node": nics_per_node,
                "bandwidth": nic_bandwidth, "intra_bandwidth": intra_bandwidth, "transport": transport}
    if algorithms is not None:
        refuse_unrunnable_runs(runs, physical, algorithms, placement)
    sizes = (_size(min_size, "min-size"), _size(max_size, "max-size"))
    result = calibrate(
        runs, model, segments=segments, placement=placement, min_size=sizes[0], max_size=sizes[1],
        latency_model=latency_model, gpus_per_node=gpus_per_node, nics_per_node=nics_per_node,
    )  # fmt: skip
    result = with_physical(result, runs, physical, algorithms, placement, sizes)
    names = ", ".join(p.name for p in logs)
    _fit_output(result, fmt, save, f"fit of {names}")


def _cluster_gpus(cluster: str | None) -> int | None:
    """The GPUs per node of ``--cluster`` (a catalog name or a TOML file), or None."""
    if cluster is None:
        return None
    from ringcalc.cluster.build import catalog_entry

    return catalog_entry(cluster).gpus_per_node


def _refuse_unseen_network(runs: list, nics: Any, transport: Any, bandwidth: Any, cluster: Any) -> None:
    """Options that cannot change a fit are refused with the reason: the NICs of one-node logs (nothing crossed
    them), and a transport's prior without the NIC line rate it is a fraction of."""
    if nics is not None and all(r.nodes == 1 for r in runs):
        raise RingcalcError("the logs ran on one node, so nothing crossed the NICs and the fit cannot see them; give "
                            "them to the question that uses the calibration (`ringcalc time --calibration FILE "
                            "--nics-per-node R -n N`)", option="nics-per-node")
    if transport is not None and bandwidth is None and cluster is None:
        raise RingcalcError("sets the prior of the achieved fraction of the NIC line rate: give the line rate "
                            "(--bandwidth, per NIC) or --cluster with it", option="transport")


Engine = Annotated[
    str,
    typer.Option("--engine", help="mpi (mpi4py, default) or torch (torch.distributed; torch must be installed).",
                 rich_help_panel=MEAS_PANEL),
]
Backend = Annotated[
    str,
    typer.Option("--backend", help="torch.distributed backend: gloo (CPU, default) or nccl (CUDA GPUs).",
                 rich_help_panel=MEAS_PANEL),
]
LocalRanks = Annotated[int, typer.Option("--ranks", help="Local ranks to launch (oversubscribed; at most 8 per core, 256 in all: "
                                         "larger jobs run under mpirun/srun/torchrun).", rich_help_panel=MEAS_PANEL)]
Impl = Annotated[
    Optional[str],
    typer.Option("--impl", help="The engine's all-reduce (mpi: MPI_Allreduce, torch: dist.all_reduce; the default) "
                 "or ring (ringcalc's ring over MPI_Sendrecv / torch send-recv).", rich_help_panel=MEAS_PANEL),
]
ForceRing = Annotated[
    bool, typer.Option("--force-ring", help="Ask Open MPI for its ring all-reduce.", rich_help_panel=MEAS_PANEL)
]
Timeout = Annotated[
    float, typer.Option("--timeout", help="Seconds before all ranks are stopped.", rich_help_panel=MEAS_PANEL)
]
RawOut = Annotated[Optional[Path], typer.Option("--out", help="Write the raw measurements as CSV.")]


@command("measure")
def measure(
    engine: Engine = "mpi",
    backend: Backend = "gloo",
    ranks: LocalRanks = 2,
    min_size: Annotated[str, typer.Option("--min-size", help="Smallest message.", rich_help_panel=MEAS_PANEL)] = "64KiB",
    max_size: Annotated[str, typer.Option("--max-size", help="Largest message.", rich_help_panel=MEAS_PANEL)] = "64MiB",
    factor: Annotated[float, typer.Option("--factor", help="Size step factor.", rich_help_panel=MEAS_PANEL)] = 2.0,
    iters: Annotated[int, typer.Option("--iters", help="Timed iterations per size.", rich_help_panel=MEAS_PANEL)] = 20,
    warmup: Annotated[int, typer.Option("--warmup", help="Untimed iterations per size.", rich_help_panel=MEAS_PANEL)] = 5,
    impl: Impl = None,
    force_ring: ForceRing = False,
    timeout: Timeout = 300.0,
    piecewise: Piecewise = False,
    segments: Segments = None,
    out: RawOut = None,
    save: Save = None,
    fmt: FormatOpt = Format.table,
) -> None:
    """Measure all-reduce on local ranks (MPI or torch.distributed), print an nccl-tests style table, and fit it.

    On a cluster run the same benchmark under the site launcher instead:
    mpirun/srun python -m ringcalc.measure, or torchrun -m ringcalc.measure --engine torch.
    """
    from ringcalc.calibrate.measure import MeasureConfig, local_cores, rows_to_run, write_csv
    from ringcalc.calibrate.select import calibrate

    cfg = MeasureConfig(
        ranks=ranks, min_size_bytes=int(round(_size(min_size, "min-size"))),
        max_size_bytes=int(round(_size(max_size, "max-size"))), factor=factor, iters=iters, warmup=warmup,
        impl=impl, force_ring=force_ring, timeout_s=timeout, engine=engine, backend=backend,
    )  # fmt: skip
    to_stdout = out is not None and str(out) == "-"  # `--out -`: the CSV is the output on stdout
    rows = _measure_rows(cfg, fmt, out, save, to_stdout)
    if out is not None:
        write_csv(rows, out, impl=cfg.label)
    run = rows_to_run(rows, impl=cfg.label, shared_cores=local_cores())
    model = _model_form("auto", piecewise, segments)  # auto: least held-out error
    if to_stdout:  # stdout carries the CSV alone; the fit goes to --save
        if save is not None:
            calibrate([run], model, segments=segments).to_calibration().save(save)
        note("with --out - standard output carries the CSV only; the fit is not printed"
             + (f" (calibration written to {save})" if save else "; give --save FILE to keep it"))
        return
    if fmt == Format.table:  # the measurements first: they stay on screen if the fit fails
        from ringcalc.calibrate.text import run_table
        from ringcalc.cli.render import console

        console().print(run_table(run), markup=False, highlight=False)
    result = calibrate([run], model, segments=segments)
    extra = {"measurements": [{**r, "impl": cfg.label} for r in rows]}
    _fit_output(result, fmt, save, f"fit of {ranks}-rank {cfg.label} all-reduce", extra)


def _measure_rows(cfg: MeasureConfig, fmt: Format, out: Path | None, save: Path | None, to_stdout: bool) -> list[dict]:
    """Check that the run is affordable and its files writable, then measure (Ctrl-C: exit 130)."""
    from ringcalc.calibrate.measure import measure_with_progress
    from ringcalc.calibrate.preflight import check_affordable, check_writable

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
    return rows
