"""The size sweep's options, as nccl-tests' ``-b``, ``-e`` and ``-f`` (``ringcalc expect`` and ``plot expect``).

A module of its own, registering no command, so that either command's module
can take them without importing the other.
"""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from ringcalc.errors import RingcalcError

SWEEP_PANEL = "Sizes (as nccl-tests -b, -e, -f)"
MinSize = Annotated[Optional[str], typer.Option("--min-size", help="Smallest size (nccl-tests -b). Default: 8B.",
                                                rich_help_panel=SWEEP_PANEL)]
MaxSize = Annotated[Optional[str], typer.Option("--max-size", help="Largest size (nccl-tests -e). Default: 16GiB.",
                                                rich_help_panel=SWEEP_PANEL)]
Factor = Annotated[Optional[str], typer.Option("--factor", help="Size step factor, a whole number >= 2 (nccl-tests -f). "
                                               "Default: 2.", rich_help_panel=SWEEP_PANEL)]


def sizes_of(min_size: str | None, max_size: str | None, factor: str | None) -> list[int]:
    """The sweep's sizes from the options as typed (nccl-tests' defaults where not given)."""
    from ringcalc.cluster import expect as ex
    from ringcalc.units import parse_size

    low = ex.DEFAULT_MIN_BYTES if min_size is None else parse_size(min_size, "min-size")
    high = ex.DEFAULT_MAX_BYTES if max_size is None else parse_size(max_size, "max-size")
    if factor is None:
        step: float = ex.DEFAULT_FACTOR
    else:
        try:
            step = float(factor)
        except ValueError:
            raise RingcalcError(f"must be a whole number >= 2, got {factor!r}", option="factor") from None
    return ex.sweep_sizes(low, high, step)
