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
Target = Annotated[str, typer.Option("--efficiency", "-e", help="Target parallel efficiency: 0.9 or 90%.")]
FormatOpt = Annotated[Format, typer.Option("--format", "-f", help="table, json or csv (json/csv: plain SI numbers).", rich_help_panel=OUT_PANEL)]


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
) -> Scenario:
    """Build the Scenario from the shared options (raises RingcalcError)."""
    return Scenario(
        model=model, params=params, dtype=dtype, size=size, workers=workers, bandwidth=bandwidth,
        latency=latency, gamma=_gamma(gamma), step_time=step_time, algorithm=algorithm, collective=collective,
    )


def _gamma(text: str) -> str | float:
    """``1e-10`` is s/byte; text with a time unit is passed on for parsing."""
    try:
        return float(text)
    except ValueError:
        return text
