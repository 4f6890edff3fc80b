"""``ringcalc plot KIND --out FILE.png|.svg``: the planning figures."""

from __future__ import annotations

import sys
from enum import Enum
from typing import Annotated, Optional

import typer

from ringcalc.cli.app import command


class Kind(str, Enum):
    efficiency = "efficiency"
    bandwidth = "bandwidth"
    breakdown = "breakdown"
    algorithms = "algorithms"


KIND_HELP = (
    "efficiency: efficiency vs workers per link; bandwidth: required bandwidth vs target efficiency; "
    "breakdown: compute / exposed transfer / latency per step (stacked); algorithms: time vs message size per algorithm."
)


@command("plot", help=f"Draw a planning figure to a PNG or SVG file. {KIND_HELP}")
def plot_command(
    kind: Annotated[Kind, typer.Argument(help=KIND_HELP)],
    out: Annotated[str, typer.Option("--out", "-o", help="Image file: .png or .svg; - writes SVG to stdout.")],
    model: Annotated[Optional[str], typer.Option("--model", "-m", help="DL model from the catalog.")] = None,
    params: Annotated[Optional[str], typer.Option("--params", help="Parameter count: 138.36M, 1.5B.")] = None,
    dtype: Annotated[Optional[str], typer.Option("--dtype", help="Gradient dtype: fp32 (default), bf16, fp16, fp8.")] = None,
    size: Annotated[Optional[str], typer.Option("--size", help="Gradient size (or sizes for 'algorithms': 1kB,10kB,100kB..10GB).")] = None,
    workers: Annotated[Optional[str], typer.Option("--workers", "-n", help="Worker counts (2,4,8..1024); one count for 'algorithms'.")] = None,
    links: Annotated[Optional[str], typer.Option("--links", "--bandwidth", "-b", help="Links or bandwidths: 10GbE,100GbE,400GbE.")] = None,
    latency: Annotated[Optional[str], typer.Option("--latency", help="Latency per message: 5us (default 0; 5us for 'algorithms').")] = None,
    step_time: Annotated[Optional[str], typer.Option("--step-time", "-t", help="Compute time per step: 0.55, 550ms.")] = None,
    algorithm: Annotated[Optional[str], typer.Option("--algorithm", "-a", help="Algorithm (default ring; not for 'algorithms').")] = None,
    collective: Annotated[str, typer.Option("--collective", help="Collective.")] = "all-reduce",
    overlap: Annotated[Optional[str], typer.Option("--overlap", help="Overlap fraction of Ts (default 0).")] = None,
    bucket_size: Annotated[Optional[str], typer.Option("--bucket-size", help="Bucket size, e.g. 25MiB or ddp.")] = None,
    compression: Annotated[Optional[str], typer.Option("--compression", help="Compression ratio R >= 1 (default 1).")] = None,
    scaling: Annotated[Optional[str], typer.Option("--scaling", help="weak (default) or strong.")] = None,
    calibration: Annotated[Optional[str], typer.Option("--calibration", help="Calibration JSON (ringcalc fit --save) for the efficiency plot: its network, with the 80% prediction interval shaded.")] = None,
) -> None:
    import warnings

    from ringcalc.planning.sweep_grid import range_notes

    for note in range_notes({"workers": workers, "size": size}):  # long ranges: how many values, the doubling form
        sys.stderr.write(f"note: {note}\n")
    if kind == Kind.algorithms:
        _refuse_for_algorithms(model=model, params=params, dtype=dtype, algorithm=algorithm, step_time=step_time,
                               scaling=scaling, overlap=overlap)
    with warnings.catch_warnings(record=True) as caught:  # a library warning becomes one note line, not a stack line
        warnings.simplefilter("always")
        _draw(kind, out, model, params, dtype or "fp32", size, workers, links, latency, step_time,
              algorithm or "ring", collective, overlap or "0", bucket_size, compression or "1", scaling or "weak",
              calibration)
    for warning in caught:
        sys.stderr.write(f"note: {' '.join(str(warning.message).split())}\n")
    if out != "-":
        sys.stderr.write(f"wrote {out}\n")


def _refuse_for_algorithms(**given: Optional[str]) -> None:
    """The algorithms plot draws every algorithm's time against the message size: these options cannot change it."""
    from ringcalc.errors import RingcalcError

    names = [f"--{name.replace('_', '-')}" for name, value in given.items() if value is not None]
    if names:
        raise RingcalcError(f"the algorithms plot draws every algorithm's time against the message size (--size); "
                            f"{', '.join(names)} {'does' if len(names) == 1 else 'do'} not apply: drop "
                            f"{'it' if len(names) == 1 else 'them'}", option=names[0].removeprefix("--"))


def _draw(kind: Kind, out: str, model: Optional[str], params: Optional[str], dtype: str, size: Optional[str],
          workers: Optional[str], links: Optional[str], latency: str, step_time: Optional[str], algorithm: str,
          collective: str, overlap: str, bucket_size: Optional[str], compression: str, scaling: str,
          calibration: Optional[str] = None) -> None:
    from ringcalc.errors import RingcalcError
    from ringcalc.output import figures

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
        if calibration is not None:
            common.update(calibration=calibration, latency="0")
        fig = figures.efficiency_vs_workers(out, links=links or ",".join(figures.DEFAULT_LINKS),
                                            workers=workers or figures.DEFAULT_WORKERS, **common)
    elif kind == Kind.bandwidth:
        fig = figures.bandwidth_vs_target(out, workers=workers or "8,64,512", links=links or (), **common)
    elif kind == Kind.breakdown:
        if links and "," in links:
            fig = figures.time_breakdown(out, workers=workers or "64", links=links, **common)
        else:
            fig = figures.time_breakdown(out, workers=workers or "2,8,32,128,512", bandwidth=links, **common)
    else:
        fig = figures.algorithm_comparison(
            out, sizes=size or "1kB,10kB,100kB..10GB", workers=workers or "64", bandwidth=links or "100GbE",
            latency=latency if latency is not None else "5us", collective=collective,
            **{k: v for k, v in common.items() if k in ("bucket_size", "compression") and v is not None},
        )
    del fig
