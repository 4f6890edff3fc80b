"""Shared CLI options, as ``Annotated`` types, and the Scenario they build.

Values are taken as text and parsed by :mod:`ringcalc.units` (through
:class:`~ringcalc.scenario.Scenario`), so every bad value gets the same
one-line message naming its option.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Optional

import typer

from ringcalc.scenario import Scenario

SIZE_PANEL = "Gradient size (one of)"
NET_PANEL = "Network"
OUT_PANEL = "Output"


class Format(str, Enum):
    table = "table"
    json = "json"
    csv = "csv"


Model = Annotated[
    Optional[str],
    typer.Option("--model", "-m", help="DL model from the catalog (ringcalc catalog), e.g. vgg16.", rich_help_panel=SIZE_PANEL),
]
Params = Annotated[
    Optional[str],
    typer.Option("--params", help="Parameter count: 138.36M, 1.5B (billion), 175e9.", rich_help_panel=SIZE_PANEL),
]
Dtype = Annotated[
    str,
    typer.Option("--dtype", help="Gradient element type: fp32, bf16, fp16, fp8, int8, fp64.", rich_help_panel=SIZE_PANEL),
]
Size = Annotated[
    Optional[str],
    typer.Option("--size", help="Gradient size with a unit: 553.44MB, 1GiB, 800Mb.", rich_help_panel=SIZE_PANEL),
]
Workers = Annotated[
    Optional[str],
    typer.Option("--workers", "-n", "--gpus", help="Number of data-parallel workers N >= 1."),
]
Bandwidth = Annotated[
    Optional[str],
    typer.Option(
        "--bandwidth", "-b",
        help="Per-direction link bandwidth per worker: 125MB/s, 10Gbps, 100Gbit/s, or a link name (100GbE, ndr).",
        rich_help_panel=NET_PANEL,
    ),
]
Latency = Annotated[
    str, typer.Option("--latency", help="Latency per message / ring step: 5us, 0.5ms (bare number: s).", rich_help_panel=NET_PANEL)
]
Gamma = Annotated[
    str, typer.Option("--gamma", help="Reduction cost per byte, s/B (e.g. 1e-10).", rich_help_panel=NET_PANEL)
]
StepTime = Annotated[
    Optional[str],
    typer.Option("--step-time", "-t", help="Compute time of one training step on one worker: 0.55, 550ms."),
]
Algorithm = Annotated[str, typer.Option("--algorithm", "-a", help="Collective algorithm (ringcalc compare lists them).")]
Collective = Annotated[str, typer.Option("--collective", help="all-reduce, reduce-scatter, all-gather, ...")]
HIER_PANEL = "Two-level network (hierarchical-ring)"
GpusPerNode = Annotated[
    str, typer.Option("--gpus-per-node", help="Workers per node G (divides --workers); default 1.", rich_help_panel=HIER_PANEL)
]
IntraBandwidth = Annotated[
    Optional[str],
    typer.Option("--intra-bandwidth", help="Intra-node per-direction bandwidth per worker (default: --bandwidth), e.g. 300GB/s.",
                 rich_help_panel=HIER_PANEL),
]
IntraLatency = Annotated[
    Optional[str],
    typer.Option("--intra-latency", help="Intra-node latency per message (default: --latency), e.g. 1us.", rich_help_panel=HIER_PANEL),
]
NicsPerNode = Annotated[
    Optional[str],
    typer.Option("--nics-per-node", help="NICs (rails) per node, each of --bandwidth, 1..G; default G.", rich_help_panel=HIER_PANEL),
]
TRAIN_PANEL = "Training step (overlap, buckets, compression, scaling)"
Overlap = Annotated[
    str,
    typer.Option("--overlap", help="Fraction F of the compute time Ts communication may overlap: 0..1 or 50%; 0 = no overlap.",
                 rich_help_panel=TRAIN_PANEL),
]
BucketSize = Annotated[
    Optional[str],
    typer.Option("--bucket-size", help="Gradient bucket size, e.g. 25MiB or ddp (PyTorch DDP's 25 MiB); default one bucket.",
                 rich_help_panel=TRAIN_PANEL),
]
Compression = Annotated[
    str, typer.Option("--compression", help="Compression ratio R >= 1: bytes sent = bytes / R.", rich_help_panel=TRAIN_PANEL)
]
EncodeCost = Annotated[
    str, typer.Option("--encode-cost", help="Encode + decode cost per gradient byte, s/B (e.g. 5e-11).", rich_help_panel=TRAIN_PANEL)
]
Scaling = Annotated[
    str,
    typer.Option("--scaling", help="weak (each worker keeps its batch) or strong (global batch split: Ts/N).",
                 rich_help_panel=TRAIN_PANEL),
]
Batch = Annotated[
    Optional[str],
    typer.Option("--batch", help="Samples per worker (weak) or global batch (strong); adds samples/s.", rich_help_panel=TRAIN_PANEL),
]
# ---- synchronisation (issue 10 item 5): straggler wait and framework overhead per step
Jitter = Annotated[
    str,
    typer.Option("--jitter", help="Std. deviation of one worker's compute time per step, e.g. 20ms: a synchronous step "
                 "waits sigma*sqrt(2 ln N) for the slowest worker; default 0.", rich_help_panel=TRAIN_PANEL),
]
FrameworkOverhead = Annotated[
    str,
    typer.Option("--framework-overhead", help="Framework synchronisation time per step with N > 1 (Horovod negotiation, "
                 "DDP hooks), e.g. 5ms; default 0.", rich_help_panel=TRAIN_PANEL),
]
# ---- end synchronisation
Target = Annotated[str, typer.Option("--efficiency", "-e", help="Target parallel efficiency: 0.9 or 90%.")]
FormatOpt = Annotated[Format, typer.Option("--format", "-f", help="table, json or csv (json/csv: plain SI numbers).", rich_help_panel=OUT_PANEL)]


CalibrationOpt = Annotated[
    Optional[str],
    typer.Option(
        "--calibration",
        help="Calibration JSON from `ringcalc fit --save` (or `measure --save`): sets --bandwidth and --latency.",
        rich_help_panel=NET_PANEL,
    ),
]


def scenario_from_options(
    *,
    model: str | None,
    params: str | None,
    dtype: str,
    size: str | None,
    workers: str | None,
    bandwidth: str | None = None,
    latency: str = "0",
    gamma: str = "0",
    step_time: str | None = None,
    algorithm: str = "ring",
    collective: str = "all-reduce",
    gpus_per_node: str = "1",
    intra_bandwidth: str | None = None,
    intra_latency: str | None = None,
    nics_per_node: str | None = None,
    overlap: str = "0",
    bucket_size: str | None = None,
    compression: str = "1",
    encode_cost: str = "0",
    scaling: str = "weak",
    batch: str | None = None,
    calibration: str | None = None,
    jitter: str = "0",  # synchronisation (issue 10 item 5)
    framework_overhead: str = "0",
) -> Scenario:
    """Build the Scenario from the shared options (raises RingcalcError)."""
    return Scenario(
        model=model, params=params, dtype=dtype, size=size, workers=workers, bandwidth=bandwidth,
        latency=latency, gamma=_gamma(gamma), step_time=step_time, algorithm=algorithm, collective=collective,
        gpus_per_node=gpus_per_node, intra_bandwidth=intra_bandwidth, intra_latency=intra_latency,
        nics_per_node=nics_per_node, overlap=overlap, bucket_size=bucket_size, compression=compression,
        encode_cost=_gamma(encode_cost), scaling=scaling, batch=batch, calibration=calibration,
        jitter=jitter, framework_overhead=framework_overhead,
    )


def _gamma(text: str) -> str | float:
    """``1e-10`` is s/byte; text with a time unit is passed on for parsing."""
    try:
        return float(text)
    except ValueError:
        return text
