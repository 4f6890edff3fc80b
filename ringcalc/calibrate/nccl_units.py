"""The time unit of a text result table, checked against its own bandwidths.

nccl-tests computes ``algbw`` from the time it prints: ``algbw = bytes / 1e9 /
seconds`` (``src/all_reduce.cu`` and siblings, ``getBw``), with ``bytes`` the
row's size, or ``(N-1)/N`` of it (``hypercube``). So ``algbw x time / size`` is
about 1 when the time is read in the right unit, and 1000 times off when not.

The unit changed once: nccl-tests ``b188a15`` (2017-08, ``src/common.cu:573``)
printed milliseconds (``deltaSec * 1.0E3``) under a header without a units line;
``cbe7f65`` (2019-03, ``src/common.cu:452``) switched to microseconds and added
the ``(us)`` line. Where the log states no unit, it is inferred from that
ratio; where it states one the ratio contradicts, the table is refused. The
``cputime`` column (``-C 1``) is CPU time, not the time algbw was computed from,
and is not checked.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import replace

from ringcalc.calibrate.nccl_records import GB_PER_S, MAX_TIME_S, Row, Timing
from ringcalc.calibrate.nccl_rows import TIME_UNITS, TableLayout
from ringcalc.errors import RingcalcError

_MIN_ALGBW = 0.1 * GB_PER_S  # below this, a 2-decimal GB/s value is too coarse to say anything
_PRINTED = ("us", "ms")  # the units nccl-tests and rccl-tests ever printed
_OFF = 1.0  # |log10 ratio| beyond this (10x) the unit is wrong; every collective's ratio is within 0.5 .. 1


def _ratios(rows: list[Row]) -> list[float]:
    out = []
    for r in rows:
        if r.size_bytes <= 0:
            continue
        for t in (r.out_of_place, r.in_place):
            if t is not None and t.algbw_bytes_per_s is not None and t.algbw_bytes_per_s >= _MIN_ALGBW and t.time_s > 0:
                out.append(t.algbw_bytes_per_s * t.time_s / r.size_bytes)
    return out


def _rescale(t: Timing | None, factor: float) -> Timing | None:
    return None if t is None else replace(t, time_s=t.time_s * factor)


def check_time_unit(rows: list[Row], layout: TableLayout, source: str) -> tuple[list[Row], str | None]:
    """The rows with their times in the unit their bandwidths imply, and a note when it was inferred.

    Raises
    ------
    RingcalcError
        The units line states a unit the bandwidths contradict (10x or more),
        or no unit makes ``algbw x time / size`` about 1.
    """
    if layout.names and "time" not in layout.names:  # cputime only: not the time algbw comes from
        return rows, None
    ratios = _ratios(rows)
    if not ratios:
        return rows, None
    ratio = statistics.median(ratios)
    if abs(math.log10(ratio)) < _OFF:
        return rows, None
    where = f"{source}:{rows[0].line}-{rows[-1].line}"
    fits = {u: abs(math.log10(ratio * TIME_UNITS[u] / layout.time_scale)) for u in _PRINTED}
    best = min(fits, key=fits.__getitem__)
    if layout.unit_line is not None or fits[best] >= _OFF:
        stated = (f"{source}:{layout.unit_line}: the units line says time is in {layout.time_unit}"
                  if layout.unit_line is not None else f"{where}: the table does not state its time unit")
        implied = f"time in {best}" if fits[best] < _OFF else "no time unit"
        raise RingcalcError(
            f"{stated}, but algbw x time / size is {ratio:.3g} in rows {rows[0].line}-{rows[-1].line} "
            f"(nccl-tests computes algbw = size / time, so it is about 1); the rows imply {implied}: "
            "the table is inconsistent, refusing to guess"
        )
    factor = TIME_UNITS[best] / layout.time_scale
    if max(t for r in rows for t in _times(r)) * factor > MAX_TIME_S:
        raise RingcalcError(f"{where}: times read in {best} exceed {MAX_TIME_S / 3600:g} h; the table is corrupt")
    out = [replace(r, out_of_place=_rescale(r.out_of_place, factor), in_place=_rescale(r.in_place, factor)) for r in rows]
    note = (f"the table states no time unit; algbw = size / time holds with time in {best} "
            f"(nccl-tests before cbe7f65, 2019-03, printed ms), read as {best}")
    return out, note


def _times(r: Row) -> list[float]:
    return [t.time_s for t in (r.out_of_place, r.in_place) if t is not None] or [0.0]
