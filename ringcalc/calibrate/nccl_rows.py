"""The tokens of a text nccl-tests log: result rows, the table header, the units line.

A row is read against the :class:`TableLayout` its table header announced
(descriptor fields, fields per placement group, which placements the groups
are, a trailing timestamp, the time unit), and every number is checked for
plausibility: a row that is cut, garbled or cannot be a measurement raises a
:class:`~ringcalc.errors.RingcalcError` naming ``source:line``.

Formats read here, by the nccl-tests commit that printed them:

* ``b188a15`` (2017-08, ``src/all_reduce.cu`` and ``src/common.cu:573``): header
  ``bytes N type op time algbw busbw res``, no units line, time in *ms*
  (``deltaSec * 1.0E3``), ``res`` = ``%7.0le`` of the largest difference;
* ``cbe7f65`` (2019-03, ``src/common.cu:462``) to ``51af557`` (2022-08): header
  ``size count type redop [root] time algbw busbw error``, units line ``(us)``,
  ``error`` = ``%5.0le`` of the largest difference (``maxDelta``);
* ``51af557`` onwards: ``#wrong``, a count of wrong elements (``N/A`` without
  validation); rccl-tests marks an over-threshold count with ``*``;
* rccl-tests ``-O 0`` (``src/common.cu:1330-1334``, ``811-815``): only the
  in-place group, announced by the label line above the header.

:func:`split_glued_text` finds text that another writer printed into a row
(nccl-tests prints a row's descriptor first, ``writeBenchmarkLinePreamble`` in
``src/common.cu:938``, and its measurements later, so a failure message or an
NCCL INFO line can land inside it).
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

from ringcalc.calibrate.nccl_records import GB_PER_S, MAX_RANKS, MAX_SIZE_BYTES, MAX_TIME_S, MIN_TIME_S, Row, Timing
from ringcalc.errors import RingcalcError

TIME_UNITS = {"us": 1e-6, "ms": 1e-3, "s": 1.0, "ns": 1e-9}
_TIMESTAMP_TAIL = re.compile(r"\s+\d{4}-\d\d-\d\d\s+\d\d:\d\d:\d\d\s*$")
_INT = re.compile(r"^[-+]?\d+$")
_NUM_HEAD = re.compile(r"^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\*?")
_WORDS = re.compile(r"[A-Za-z]{2,}")
PLACEMENTS = ("out-of-place", "in-place")
_DELTA_COLUMNS = ("error", "res")  # nccl-tests b188a15 .. 51af557: the largest difference, not a count


@dataclass
class TableLayout:
    """Column layout of the current result table, as its header and units lines state it."""

    lead: int | None = None  # number of descriptor fields before the first time column
    group: int = 4  # fields per placement group
    names: tuple[str, ...] = ("time", "algbw", "busbw", "#wrong")
    timestamp: bool = False
    time_scale: float = 1e-6
    time_unit: str = "us"
    unit_line: int | None = None  # the units line that stated the time unit; None: not stated (inferred)
    placements: tuple[str, ...] = PLACEMENTS  # what the groups measure, in order (rccl-tests -O 0: in-place only)


def gb_to_bytes(text: str) -> float | None:
    """A GB/s value as printed (``Avg bus bandwidth``) in bytes/s; None when it is not a number."""
    try:
        return float(text) * GB_PER_S
    except ValueError:
        return None


def _malformed(source: str, lineno: int, text: str, why: str) -> RingcalcError:
    return RingcalcError(
        f"{source}:{lineno}: malformed nccl-tests result row ({why}): {text.strip()[:120]!r}"
    )


def plausible_count(digits: str, what: str, source: str, lineno: int) -> int:
    """A rank id or rank count from a header line, refused above :data:`MAX_RANKS`."""
    if len(digits) > 8 or int(digits) > MAX_RANKS:
        raise RingcalcError(f"{source}:{lineno}: {what} {digits[:20]}{'...' if len(digits) > 20 else ''} "
                            f"is not plausible (more than {MAX_RANKS:,}); the line is corrupt")
    return int(digits)


@functools.lru_cache(maxsize=64)
def _group_columns(names: tuple[str, ...]) -> tuple[int | None, int | None, int | None, int | None]:
    """Positions of the time, algbw, busbw and #wrong fields in a placement group (None: absent)."""
    pos = {name: i for i, name in enumerate(names)}  # the last of equal names, as dict(zip(names, tokens))
    time = pos.get("time", pos.get("cputime"))
    return time, pos.get("algbw"), pos.get("busbw"), pos.get("#wrong", pos.get("error", pos.get("res")))


def _parse_group(tokens: list[str], names: tuple[str, ...], scale: float) -> Timing | None:
    time_i, alg_i, bus_i, wrong_i = _group_columns(names)
    if time_i is None or time_i >= len(tokens):
        return None
    n = len(tokens)  # float(x.rstrip("*")) inline: four numbers per group, 10^5 rows in a large log
    t = float(tokens[time_i].rstrip("*")) * scale
    alg = float(tokens[alg_i].rstrip("*")) * GB_PER_S if alg_i is not None and alg_i < n else None
    bus = float(tokens[bus_i].rstrip("*")) * GB_PER_S if bus_i is not None and bus_i < n else None
    wrong_tok = tokens[wrong_i] if wrong_i is not None and wrong_i < n else "N/A"
    core = wrong_tok.rstrip("*")
    wrong = delta = None
    if core.upper() == "N/A":
        pass
    elif _INT.match(core):
        wrong = float(core)
    else:  # '1e-06', '0e+00': the largest difference (nccl-tests before 51af557), not a count of wrong elements
        delta = float(core)
        if delta < 0:  # b188a15 printed -1 when it was built without the data check
            delta = None
    return Timing(t, alg, bus, wrong, wrong_tok.endswith("*"), delta)


def _implausible(t: Timing) -> str | None:
    """Why a timing cannot be a measurement (a time that is not finite and > 0,
    a negative or non-finite bandwidth or error count), or None."""
    if not (math.isfinite(t.time_s) and t.time_s > 0):
        return f"time must be a finite number > 0, got {t.time_s / 1e-6:g} us"
    if not MIN_TIME_S <= t.time_s <= MAX_TIME_S:
        return (f"time {t.time_s / 1e-6:g} us is not a plausible measurement "
                f"({MIN_TIME_S / 1e-6:g} us .. {MAX_TIME_S / 3600:g} h)")
    for name, v in (("algbw", t.algbw_bytes_per_s), ("busbw", t.busbw_bytes_per_s), ("#wrong", t.wrong)):
        if v is not None and not (math.isfinite(v) and v >= 0):
            return f"{name} must be a finite number >= 0, got {v:g}"
    return None


def looks_like_row(tokens: list[str]) -> bool:
    """``size count type ...``: two integers and a type name start a result row."""
    return (
        len(tokens) >= 3
        and _INT.match(tokens[0]) is not None
        and _INT.match(tokens[1]) is not None
        and not is_number(tokens[2])
    )


def is_number(tok: str) -> bool:
    """A number as nccl-tests prints one (``3*``: rccl-tests' over-threshold mark)."""
    try:
        float(tok.rstrip("*"))
    except ValueError:
        return False
    return True


def _guess_lead(tokens: list[str]) -> int:
    """Descriptor fields when no table header was seen (group width 4)."""
    n = len(tokens)
    if n >= 4 and not is_number(tokens[3]):  # redop present
        if n >= 5 and _INT.match(tokens[4]) and (n - 5) % 4 == 0 and n > 5:
            return 5
        return 4
    return 3


def parse_row(text: str, tokens: list[str], layout: TableLayout, source: str, lineno: int) -> Row:
    """One result row, checked: exactly one or two placement groups of plausible numbers."""
    if layout.timestamp or (":" in text and _TIMESTAMP_TAIL.search(text)):  # a timestamp has colons
        stripped = _TIMESTAMP_TAIL.sub("", text)
        tokens = stripped.split()
    lead = layout.lead if layout.lead is not None else _guess_lead(tokens)
    body = tokens[lead:]
    g = layout.group
    allowed = (g,) if len(layout.placements) == 1 else (g, 2 * g)
    if len(body) not in allowed:
        # exactly the announced groups (one or two when not announced); anything else is a cut or garbled row
        raise _malformed(source, lineno, text, f"expected {lead + allowed[-1]} fields, found {len(tokens)}")
    try:
        size = int(tokens[0])
        count = int(tokens[1])
        dtype = tokens[2]
        redop = tokens[3] if lead >= 4 else "none"
        root = int(tokens[4]) if lead >= 5 and _INT.match(tokens[4]) else None
        groups = [body[i : i + g] for i in range(0, len(body), g)]
        timings = [_parse_group(grp, layout.names, layout.time_scale) for grp in groups]
    except ValueError as exc:
        raise _malformed(source, lineno, text, f"not a number: {exc}") from None
    if size < 0 or count < 0:
        raise _malformed(source, lineno, text, "negative size or count")
    if size > MAX_SIZE_BYTES:
        raise _malformed(source, lineno, text, "size beyond 2**64 B")
    if count > size:
        raise _malformed(source, lineno, text, f"{count} elements cannot fit in {size} B")
    for t in timings:
        why = None if t is None or (size == 0 and t.time_s == 0) else _implausible(t)  # -b 0 may print 0.00 us
        if why:
            raise _malformed(source, lineno, text, why)
    by_placement = dict(zip(layout.placements, timings))
    return Row(size, count, dtype, redop, root, by_placement.get("out-of-place"), by_placement.get("in-place"), lineno)


def split_glued_text(tokens: list[str], layout: TableLayout) -> tuple[list[str], str] | None:
    """A row with text printed into it: ``(the row's fields before the text, the text)``, else None.

    nccl-tests prints ``size count type redop root`` first and each group of
    measurements when it is done (``src/common.cu:938``), so a failure (``host:
    Test NCCL failure common.cu:1101 ...``, ``common.h:47``) or an NCCL INFO line
    can follow the descriptor, or a group, on the same line, glued to its last
    field. Text counts only where it starts at such a boundary and has words in
    it; a field that is just garbled (``x``) or a row cut mid-group is not this.
    A line that is exactly the descriptor (the run died before measuring) gives
    ``(fields, "")``.
    """
    lead = layout.lead
    if lead is None or len(tokens) < 3:
        return None
    clean: list[str] = []
    for i, tok in enumerate(tokens):
        if i < 3 or (i == 3 and lead >= 4 and not _NUM_HEAD.match(tok)) or is_number(tok) or tok.upper() == "N/A":
            clean.append(tok)
            continue
        head = _NUM_HEAD.match(tok)
        head_text = head.group(0) if head else ""
        text = " ".join([tok[len(head_text):], *tokens[i + 1 :]]).strip()
        if not _WORDS.search(text):
            return None
        if head_text:
            clean.append(head_text)
        measured = len(clean) - lead
        return (clean, text) if measured >= 0 and measured % layout.group == 0 else None
    return (clean, "") if len(clean) == lead else None


def read_table_header(tokens: list[str], layout: TableLayout, labels: tuple[str, ...] | None = None) -> None:
    """Set the column layout from ``size count type redop root time algbw ...`` and the label line above it."""
    names = list(tokens)
    time_pos = [i for i, t in enumerate(names) if t in ("time", "cputime")]
    if not time_pos:
        return
    layout.lead = time_pos[0]
    layout.group = (time_pos[1] - time_pos[0]) if len(time_pos) > 1 else len(names) - time_pos[0]
    layout.names = tuple(names[time_pos[0] : time_pos[0] + layout.group])
    layout.timestamp = names[-1] == "timestamp"
    old = names[0] == "bytes"  # b188a15 (2017): no units line, time in ms (src/common.cu:573 deltaSec * 1.0E3)
    layout.time_scale, layout.time_unit, layout.unit_line = (1e-3, "ms", None) if old else (1e-6, "us", None)
    layout.placements = labels or PLACEMENTS


MEASURED = ("algbw", "busbw", "#wrong")
"""Columns of a placement group after its time (nccl-tests ``src/util.cu`` ``writeResultHeader``)."""


def untimed_group(tokens: list[str]) -> str | None:
    """Why a table header cannot be read (a placement group's columns before the first time column: its time column
    was deleted, and its algbw, busbw and #wrong would be read as descriptor fields and the other group's times as its
    own; before 2026-11-29 in-place times were labelled out-of-place), or None."""
    names = list(tokens)
    first = next((i for i, t in enumerate(names) if t in ("time", "cputime")), None)
    early = [t for t in names[: len(names) if first is None else first] if t in MEASURED]
    fix = ("column (nccl-tests prints time algbw busbw #wrong for each of out-of-place and in-place); restore it or delete the "
           "whole group from the header and the rows")
    if early:
        return f"the table header has {' '.join(early)} before its first time column: a placement group lost its time " + fix
    starts = [i for i, t in enumerate(names) if t in ("time", "cputime")]
    for a, b in zip(starts, [*starts[1:], len(names)]):
        group = [t for t in names[a:b] if t in MEASURED]
        twice = [t for t in MEASURED if group.count(t) > 1]
        if twice:
            return f"the table header has {' '.join(twice)} twice after one time column: a placement group lost its time " + fix
    return None


def placement_labels(tokens: list[str]) -> tuple[str, ...] | None:
    """The placements a label line names, in order, or None when it is no label line.

    ``out-of-place in-place`` (nccl-tests ``src/util.cu`` ``writeResultHeader``, also
    ``(+ per-iteration)``), or ``in-place`` alone (rccl-tests ``-O 0``, ``src/common.cu:1330``).
    """
    labels = tuple(t for t in tokens if t in PLACEMENTS)
    if not labels or len(set(labels)) != len(labels) or any(t not in (*PLACEMENTS, "(+", "per-iteration)") for t in tokens):
        return None
    return labels


def is_table_header(tokens: list[str]) -> bool:
    """``size count type ... time ...`` (``bytes N type op time ...`` before 2019): a result table's header line."""
    return bool(tokens) and tokens[0] in ("size", "bytes") and ("time" in tokens or "cputime" in tokens)


def read_units_line(tokens: list[str], layout: TableLayout, lineno: int | None = None) -> None:
    """Set the time unit from the units line ``(B) (elements) ... (us) (GB/s) ...``."""
    for tok in tokens:
        unit = tok.strip("()")
        if unit in TIME_UNITS:
            layout.time_scale, layout.time_unit, layout.unit_line = TIME_UNITS[unit], unit, lineno
            break
