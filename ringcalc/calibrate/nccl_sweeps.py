"""One result table's rows into runs: where the size falls back, a new run starts, and the log is told why.

nccl-tests sweeps sizes upwards (``-b`` .. ``-e``); a size that falls back within one table is a new sweep printed
under the same header (``-N`` cycles, concatenated invocations: the new sweep measures sizes again) or rows edited by
hand. :func:`split_table` keeps the documented rule (a fall-back starts a new run) but says so, and reads what is
plainly not a new sweep as one run: the same size twice in a row is one run with both points (a repeated row), and
rows out of order (no size measured twice, and a fall-back would leave a run of one row: descending order, a row
moved) are sorted into one run. Until 2026-11-29 each fall-back split silently: swapping two rows gave
three runs, one of a single row; a descending table gave one run per row, each with its own verdict.
"""

from __future__ import annotations

from ringcalc.calibrate.nccl_records import Row


def repeat_note(row: Row, last: Row) -> str | None:
    """The warning for a row whose size repeats the row before it (None for size-0 rows, which repeat by design)."""
    if row.size_bytes == 0:
        return None
    return (f"line {row.line}: {row.size_bytes} B again after line {last.line}: both points are kept in one run "
            "(a row repeated?)")


def split_table(rows: list[Row], breaks: list[int], notes: list[tuple[int, str]],
                *, warn: bool = True) -> list[tuple[list[Row], list[str]]]:
    """The runs of one table: ``rows`` in file order, ``breaks`` the indices where the size falls back, ``notes``
    (segment index, warning) the table's warnings by the segment they were given in. Returns (rows, warnings) per run.
    ``warn``: whether a fall-back is named (rows under one ``#  size count type`` header; rows pasted without one,
    between lines of text, are runs the text separates).
    """
    bounds = [0, *breaks, len(rows)]
    segments = [rows[a:b] for a, b in zip(bounds, bounds[1:])]
    by_segment: list[list[str]] = [[] for _ in segments]
    for k, text in notes:
        by_segment[min(k, len(segments) - 1)].append(text)
    if len(segments) == 1:
        return [(segments[0], by_segment[0])]
    if _descending(segments):
        ordered = sorted(rows, key=lambda r: r.size_bytes)
        first, before = segments[1][0], segments[0][-1]
        k = len(segments) - 2
        more = f" (and {k} more size{'s' if k > 1 else ''} falling back)" if k else ""
        note = (f"line {first.line}: {first.size_bytes} B after {before.size_bytes} B{more}, no size measured twice: "
                f"rows out of order? lines {rows[0].line}-{rows[-1].line} are read as one run, sorted by size")
        return [(ordered, [note, *(text for texts in by_segment for text in texts)])]
    out = [(segments[0], by_segment[0])]
    seen = {r.size_bytes for r in segments[0]}
    for segment, texts in zip(segments[1:], by_segment[1:]):
        first, before = segment[0], out[-1][0][-1]
        again = len(segment) > 1 and any(r.size_bytes in seen for r in segment)
        why = "a new sweep: its sizes are measured again" if again else "rows out of order?"
        fell = [f"line {first.line}: {first.size_bytes} B after {before.size_bytes} B: a new run starts here ({why})"]
        out.append((segment, [*(fell if warn else []), *texts]))
        seen.update(r.size_bytes for r in segment)
    return out


def _descending(segments: list[list[Row]]) -> bool:
    """Whether the fall-backs are rows out of order rather than sweeps: no size is measured twice, and a segment is a
    single row (in descending order every row falls back; a row moved by hand stands alone between two falls)."""
    sizes = [r.size_bytes for segment in segments for r in segment]
    singles = sum(len(segment) == 1 for segment in segments)
    distinct = len(set(sizes)) == sum(len({r.size_bytes for r in segment}) for segment in segments)
    return distinct and singles >= 1
