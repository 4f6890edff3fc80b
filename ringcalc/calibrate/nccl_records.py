"""What a parsed nccl-tests log holds: :class:`Timing`, :class:`Row`, :class:`Run` (SI units).

Both readers (text tables in :mod:`ringcalc.calibrate.nccl_log`, ``-J`` JSON in
:mod:`ringcalc.calibrate.nccl_json`) build these records and refuse values
outside the plausibility limits defined here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ringcalc.errors import RingcalcError

GB_PER_S = 1e9  # nccl-tests' "GB/s" (src/*.cu divide by 1.0E9)

MAX_RANKS = 10_000_000  # far above any cluster; a larger rank id or count is a corrupt line
MAX_SIZE_BYTES = 2**64  # nccl-tests sizes are size_t
MIN_TIME_S = 1e-9  # nccl-tests prints time as %.2f us: 0.01 us is its smallest non-zero value; 1 ns is one memory access
MAX_TIME_S = 86_400.0  # one call of a day: 1 PB at 100 Gbit/s takes 22 h


@dataclass(frozen=True)
class Timing:
    """One measurement (out-of-place or in-place) of one row, SI units.

    ``wrong`` is the ``#wrong`` column (``None`` when the log says ``N/A``);
    ``flagged`` is True when rccl-tests marked it with an asterisk. ``delta`` is
    the ``error``/``res`` column of nccl-tests before 2.13 (2017-08 ``b188a15``
    to 2022-08 ``51af557``, ``src/common.cu``: ``%5.0le`` of ``maxDelta``): the
    largest numeric difference from the expected result, not a count of wrong
    elements, so it does not exclude the row (a NaN delta does: the data is garbage).
    """

    time_s: float
    algbw_bytes_per_s: float | None
    busbw_bytes_per_s: float | None
    wrong: float | None = None
    flagged: bool = False
    delta: float | None = None

    @property
    def ok(self) -> bool:
        """Usable for fitting: positive finite time, no reported errors."""
        return (
            math.isfinite(self.time_s)
            and self.time_s > 0
            and not self.flagged
            and (self.wrong is None or self.wrong == 0)
            and (self.delta is None or math.isfinite(self.delta))
        )


@dataclass(frozen=True)
class Row:
    """One row of the result table (one message size)."""

    size_bytes: int
    count: int
    dtype: str
    redop: str
    root: int | None
    out_of_place: Timing | None
    in_place: Timing | None
    line: int

    def timing(self, placement: str) -> Timing | None:
        """The ``"out-of-place"`` or ``"in-place"`` measurement."""
        return self.out_of_place if placement == "out-of-place" else self.in_place


@dataclass(frozen=True)
class Run:
    """One result table: a sweep over sizes for one collective, N, dtype."""

    source: str
    rows: tuple[Row, ...]
    collective: str | None = None
    collective_source: str = "unknown"
    ranks: int | None = None
    ranks_source: str = "unknown"
    avg_busbw_bytes_per_s: float | None = None
    version: str | None = None
    warnings: tuple[str, ...] = ()
    sha256: str | None = None
    shared_cores: int | None = None  # set by local measurements: ranks shared this many CPU cores
    nodes: int | None = None  # distinct hosts in the '#  Rank' lines (or --nodes); None when unknown
    nodes_source: str = "unknown"
    ranks_per_host: tuple[int, ...] = ()  # ranks on each host, most first, from the '#  Rank' lines; () unknown
    devices: tuple[str, ...] = ()  # the device names its '#  Rank' lines print (NVIDIA H100 80GB HBM3)

    @property
    def first_line(self) -> int:
        return self.rows[0].line

    @property
    def last_line(self) -> int:
        return self.rows[-1].line

    @property
    def where(self) -> str:
        """``file:first-last`` for messages."""
        return f"{self.source}:{self.first_line}-{self.last_line}"

    def measurements(self, placement: str = "both") -> list[tuple[int, float, int, str]]:
        """Usable ``(size_bytes, time_s, line, placement)`` tuples.

        ``placement``: ``"out-of-place"``, ``"in-place"`` or ``"both"``.
        Rows that report wrong elements or have no time are left out, and so are size-0 rows (``-b 0``): they
        move nothing, so they measure no cost of the collective (and have no log size).
        """
        if placement not in ("out-of-place", "in-place", "both"):
            raise RingcalcError(
                f"must be out-of-place, in-place or both, got {placement!r}", option="placement"
            )
        kinds = ("out-of-place", "in-place") if placement == "both" else (placement,)
        out = []
        for row in self.rows:
            if row.size_bytes <= 0:
                continue
            for kind in kinds:
                t = row.timing(kind)
                if t is not None and t.ok:
                    out.append((row.size_bytes, t.time_s, row.line, kind))
        return out

    def points(self, placement: str = "out-of-place") -> list[tuple[int, float, int]]:
        """Usable ``(size_bytes, time_s, line)`` triples; see :meth:`measurements`."""
        return [m[:3] for m in self.measurements(placement)]
