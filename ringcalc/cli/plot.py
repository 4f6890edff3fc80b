"""``ringcalc plot KIND --out FILE.png|.svg``: the planning figures."""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from ringcalc.cli.app import command, note
from ringcalc.cli.options import table_options
from ringcalc.cli.plot_expect import CLUSTER_NAMES, draw_expect, refuse_expect_options, with_sweep_options
from ringcalc.errors import RingcalcError

LAYOUT_TABLE = ("gpu", "compute_dtype", "tokens_per_step", "global_batch", "seq_len", "mfu", "tp", "pp", "cp", "ep",
                "dp", "zero", "fsdp", "microbatches", "recompute", "virtual_stages", "tp_overlap", "cp_overlap",
                "ep_overlap", "pp_overlap")
"""The option table's workload and layout rows the layout figures take (``plot layout``, ``plot nic``)."""
PLOT_TABLE = (*CLUSTER_NAMES, *LAYOUT_TABLE)
"""Every row of the option table ``plot`` takes: the cluster (expect, layout, nic) and the layout (layout, nic)."""


class Kind(str, Enum):
    efficiency = "efficiency"
    bandwidth = "bandwidth"
    breakdown = "breakdown"
    algorithms = "algorithms"
    expect = "expect"
    layout = "layout"
    nic = "nic"


KIND_HELP = (
    "efficiency: efficiency vs workers per link; bandwidth: required bandwidth vs target efficiency; "
    "breakdown: compute / exposed transfer / latency per step (stacked); algorithms: time vs message size per algorithm; "
    "expect: the nccl-tests busbw to expect on a cluster (--cluster) with its 80% band, and a measured LOG over it; "
    "layout: a parallel layout's step, compute, bubble and each collective's exposed time (stacked, one bar per --links "
    "NIC rate); nic: a layout's efficiency and end-to-end MFU vs the NIC rate (--links), with the 80% interval."
)


@command("plot", help=f"Draw a planning figure to a PNG or SVG file. {KIND_HELP}")
@table_options(PLOT_TABLE, panel="Cluster and layout (plot expect, plot layout, plot nic)")
@with_sweep_options
def plot_command(
    kind: Annotated[Kind, typer.Argument(help=KIND_HELP)],
    out: Annotated[str, typer.Option("--out", "-o", help="Image file: .png or .svg; - writes SVG to stdout.")],
    log: Annotated[Optional[Path], typer.Argument(help="expect only: a measured nccl-tests log to draw over the "
                                                  "expectation of its own layout.", show_default=False)] = None,
    model: Annotated[Optional[str], typer.Option("--model", "-m", help="DL model from the catalog.")] = None,
    params: Annotated[Optional[str], typer.Option("--params", help="Parameter count: 138.36M, 1.5B.")] = None,
    dtype: Annotated[Optional[str], typer.Option("--dtype", help="Gradient dtype: fp32 (default), bf16, fp16, fp8.")] = None,
    size: Annotated[Optional[str], typer.Option("--size", help="Gradient size (or sizes for 'algorithms': 1kB,10kB,100kB..10GB).")] = None,
    workers: Annotated[Optional[str], typer.Option("--workers", "-n", help="Worker counts (2,4,8..1024); one count for 'algorithms'.")] = None,
    links: Annotated[Optional[str], typer.Option("--links", "--bandwidth", "-b", help="Links or bandwidths: 10GbE,100GbE,400GbE.")] = None,
    latency: Annotated[Optional[str], typer.Option("--latency", help="Latency per message: 5us (default 0; 5us for 'algorithms').")] = None,
    step_time: Annotated[Optional[str], typer.Option("--step-time", "-t", help="Compute time per step: 0.55, 550ms.")] = None,
    algorithm: Annotated[Optional[str], typer.Option("--algorithm", "-a", help="Algorithm (not for 'algorithms'; "
                                                     "default ring, for 'expect' NCCL's pick).")] = None,
    collective: Annotated[Optional[str], typer.Option("--collective", help="Collective. Default: all-reduce.")] = None,
    overlap: Annotated[Optional[str], typer.Option("--overlap", help="Overlap fraction of Ts (default 0).")] = None,
    bucket_size: Annotated[Optional[str], typer.Option("--bucket-size", help="Bucket size, e.g. 25MiB or ddp.")] = None,
    compression: Annotated[Optional[str], typer.Option("--compression", help="Compression ratio R >= 1 (default 1).")] = None,
    scaling: Annotated[Optional[str], typer.Option("--scaling", help="weak (default) or strong.")] = None,
    calibration: Annotated[Optional[str], typer.Option("--calibration", help="Calibration JSON (ringcalc fit --save) for the efficiency plot: its network, with the 80% prediction interval shaded.")] = None,
    table: Optional[dict] = None,
    **sweep: Optional[str],
) -> None:
    # every option as typed (only the parameters are bound yet), the table's and the sweep's included
    _refuse_empty({**{k: v for k, v in locals().items() if k not in ("kind", "out", "log", "table", "sweep")},
                   **(table or {}), **sweep})
    import warnings

    from ringcalc.planning.sweep_grid import range_notes

    for text in range_notes({"workers": workers, "size": size}):  # long ranges: how many values, the doubling form
        note(text)
    if kind == Kind.algorithms:
        _refuse_for_algorithms(model=model, params=params, dtype=dtype, algorithm=algorithm, step_time=step_time,
                               scaling=scaling, overlap=overlap)
    with warnings.catch_warnings(record=True) as caught:  # a library warning becomes one note line, not a stack line
        warnings.simplefilter("always")
        table = table or {}
        if kind == Kind.expect:
            layout_given = [name for name in table if name not in CLUSTER_NAMES]
            if layout_given:
                raise RingcalcError("does not apply to the expect plot (nccl-tests times one collective, not a "
                                    "layout's step); `ringcalc plot layout` draws a layout",
                                    option=layout_given[0].replace("_", "-"))
            draw_expect(out, log, {**table, **sweep}, workers=workers, bandwidth=links, latency=latency,
                        algorithm=algorithm, collective=collective,
                        unused={"--model": model, "--params": params, "--size": size,
                                "--step-time": step_time, "--bucket-size": bucket_size,
                                "--calibration": calibration},
                        defaults_changed=[flag for flag, value in (
                            ("--dtype", dtype), ("--scaling", scaling), ("--overlap", overlap),
                            ("--compression", compression)) if value is not None])
        elif kind in (Kind.layout, Kind.nic):
            refuse_expect_options(kind.value, log, sweep)
            given = dict(model=model, params=params, dtype=dtype, size=size, workers=workers, latency=latency,
                         step_time=step_time, algorithm=algorithm, collective=collective, overlap=overlap,
                         bucket_size=bucket_size, compression=compression, scaling=scaling, calibration=calibration)
            _draw_layout(kind, out, links, {**{k: v for k, v in given.items() if v is not None}, **table})
        else:
            refuse_expect_options(kind.value, log, sweep)
            _refuse_layout_options(kind, table)
            _refuse_node_algorithm(kind, algorithm)
            _draw(kind, out, model, params, dtype, size, workers, links, latency, step_time,
                  _default(algorithm, "ring" if calibration is None else None), _default(collective, "all-reduce"),
                  _default(overlap, "0"), bucket_size, _default(compression, "1"), _default(scaling, "weak"),
                  calibration)
    for warning in caught:
        note(' '.join(str(warning.message).split()))
    if out != "-":
        sys.stderr.write(f"wrote {out}\n")


def _refuse_empty(given: dict) -> None:
    """An empty value is a typo, not "use the default": refused as ``sweep`` refuses it (``-n ""``)."""
    for name, value in given.items():
        if isinstance(value, str) and not value.strip():
            raise RingcalcError(f"empty list item in {value!r}; separate the values with single commas",
                                option=name)


def _refuse_for_algorithms(**given: Optional[str]) -> None:
    """The algorithms plot draws every algorithm's time against the message size: these options cannot change it."""
    from ringcalc.errors import RingcalcError

    names = [f"--{name.replace('_', '-')}" for name, value in given.items() if value is not None]
    if names:
        raise RingcalcError(f"the algorithms plot draws every algorithm's time against the message size (--size); "
                            f"{', '.join(names)} {'does' if len(names) == 1 else 'do'} not apply: drop "
                            f"{'it' if len(names) == 1 else 'them'}", option=names[0].removeprefix("--"))


def _draw(kind: Kind, out: str, model: Optional[str], params: Optional[str], dtype: Optional[str], size: Optional[str],
          workers: Optional[str], links: Optional[str], latency: str, step_time: Optional[str], algorithm: Optional[str],
          collective: str, overlap: str, bucket_size: Optional[str], compression: str, scaling: str,
          calibration: Optional[str] = None) -> None:
    from ringcalc.errors import RingcalcError
    from ringcalc.output import figures
    from ringcalc.planning.scenario import check_dtype_with_size

    if dtype is not None:  # the user's dtype, as given (None: fp32): refused with --size, as Scenario refuses it
        check_dtype_with_size(dtype, size)
    if calibration is not None and kind != Kind.efficiency:
        raise RingcalcError("draws a calibration's interval in the efficiency plot only", option="calibration")
    if calibration is not None and (links is not None or latency is not None):
        raise RingcalcError("sets the bandwidth and latency itself; drop --links/--bandwidth/--latency or drop "
                            "--calibration", option="calibration")

    common = dict(model=model, params=params, dtype=dtype, step_time=step_time, latency="0" if latency is None else latency,
                  algorithm=algorithm, collective=collective, overlap=overlap, bucket_size=bucket_size,
                  compression=compression, scaling=scaling)
    if kind != Kind.algorithms:
        common["size"] = size
        common = {k: v for k, v in common.items() if v is not None}
    if kind == Kind.efficiency:
        if calibration is not None:  # the calibration's own latency and NCCL's pick, as `efficiency --calibration`
            common.pop("latency", None)
            common.update(calibration=calibration)
        fig = figures.efficiency_vs_workers(out, links=links, workers=_default(workers, figures.DEFAULT_WORKERS),
                                            **common)
    elif kind == Kind.bandwidth:
        fig = figures.bandwidth_vs_target(out, workers=_default(workers, "8,64,512"), links=links, **common)
    elif kind == Kind.breakdown:
        if links is not None and "," in links:
            fig = figures.time_breakdown(out, workers=_default(workers, "64"), links=links, **common)
        else:
            fig = figures.time_breakdown(out, workers=_default(workers, "2,8,32,128,512"), bandwidth=links, **common)
    else:
        fig = figures.algorithm_comparison(
            out, sizes=_default(size, "1kB,10kB,100kB..10GB"), workers=_default(workers, "64"),
            bandwidth=_default(links, "100GbE"),
            latency=latency if latency is not None else "5us", collective=collective,
            **{k: v for k, v in common.items() if k in ("bucket_size", "compression") and v is not None},
        )
    del fig


def _default(value: Optional[str], default: Any) -> Any:
    """The value as given, or ``default`` when the option was not given (an empty value is refused before)."""
    return default if value is None else value


def _refuse_node_algorithm(kind: Kind, algorithm: Optional[str]) -> None:
    """The one-link figures cannot draw an algorithm that needs nodes or switches: said with where it is drawn, not
    answered with advice (--gpus-per-node, --cluster) that the figure then refuses."""
    from ringcalc.cluster.protocols import CLUSTER_ONLY

    if algorithm is not None and algorithm.strip() in {"flat-ring", "hierarchical-ring", *CLUSTER_ONLY} - {"auto"}:
        name = algorithm.strip()
        raise RingcalcError(f"{name} is costed on a cluster only (its nodes, NICs or switches), which the "
                            f"{kind.value} figure does not draw (one link per worker): `ringcalc plot expect --cluster NAME -a "
                            f"{name}` draws its busbw on a cluster, `ringcalc sweep -a {name} --cluster NAME` sweeps "
                            "it", option="algorithm")


def _refuse_layout_options(kind: Kind, table: dict) -> None:
    """The one-link figures take no layout, workload or cluster option: said, not dropped."""
    if table:
        name = next(iter(table))
        raise RingcalcError(f"the {kind.value} figure draws one link per worker; on a cluster `ringcalc plot expect` "
                            "draws nccl-tests' table, `plot layout` (or `plot nic`) a layout's step, `ringcalc sweep` "
                            "a sweep of it", option=name.replace("_", "-"))


def _draw_layout(kind: Kind, out: str, links: Optional[str], options: dict) -> None:
    from ringcalc.output import layout_figures
    from ringcalc.planning.scenario import Scenario
    from ringcalc.cluster.notes import layout_unused_notes

    if "scaling" in options:
        raise RingcalcError("a layout's figure draws one step at the given N and batch; --scaling matters where N "
                            "varies (`ringcalc max-workers`, `ringcalc sweep`)", option="scaling")
    s = Scenario(**options)  # the options' own errors first; the notes that say a given option has no effect here
    if s.cluster_spec is not None and s.is_layout:
        for text in layout_unused_notes(s, [c.algorithm for c in s.efficiency().collectives]):
            note(text)

    if kind == Kind.layout:
        layout_figures.layout_breakdown(out, links=links, **options)
    else:
        layout_figures.efficiency_vs_nic(out, links=_default(links, layout_figures.DEFAULT_NICS), **options)
