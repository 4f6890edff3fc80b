"""What launchers, log collectors and editors add to nccl-tests output, and how it is taken off.

Each line of a pasted log may carry, before nccl-tests' own text:

* ``[1,0]<stdout>:`` (Open MPI ``--tag-output``), ``0:`` (``srun --label``),
  ``rank0]:``, ``[0] `` (Intel MPI ``-prepend-rank``);
* ``2025-06-01T10:00:00.000000000Z `` (``kubectl logs --timestamps``, ISO 8601)
  or ``[2025-06-01 10:00:00] ``;
* ``h100-node0: `` (``pdsh``, ``clush``), ``launcher-1  | `` (``docker compose logs``);
* ``> `` (a quoted e-mail or forum reply);
* ANSI colour codes anywhere in the line.

A prefix other than the launcher tags is taken off only when what follows it
is nccl-tests text (a ``#`` line or a line starting with a digit), so text
such as ``rccl-tests: Version ...`` keeps its words, and no prefix can start
with a digit and whitespace, so a result row never loses a field.

The file itself may be UTF-16 (PowerShell's ``>`` and ``Out-File``) or start
with a byte-order mark: :func:`decode_log` reads both.
"""

from __future__ import annotations

import codecs
import re

_ANSI = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|[@-Z\\-_])")
_TAG = re.compile(r"^\s*(?:\[\d+,\d+\]<(?:stdout|stderr)>:|\d+:(?:\s|(?=#))|rank\d+\]?:\s?)")
_ISO = r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?"
_OTHER = re.compile(
    r"^\s*(?:"
    rf"{_ISO}\s"  # kubectl logs --timestamps
    rf"|\[{_ISO}\]\s?"  # [2025-06-01 10:00:00]
    r"|\[\d+\]\s"  # Intel MPI -prepend-rank
    r"|>[ \t]?"  # quoted reply
    r"|[A-Za-z][\w.-]*\s+\|\s"  # docker compose: service-1  |
    r"|[A-Za-z][\w.-]*:\s"  # pdsh / clush: host:
    r")"
)
_MAX_PREFIXES = 8


def strip_prefix(line: str) -> str:
    """The line without the prefixes listed in this module's docstring (and ANSI codes)."""
    if "\x1b" in line:
        line = _ANSI.sub("", line)
    for _ in range(_MAX_PREFIXES):
        m = _TAG.match(line)
        if m:
            line = line[m.end():]
            continue
        m = _OTHER.match(line)
        if not m:
            break
        rest = line[m.end():]
        head = rest.lstrip()[:1]
        if not (head == "#" or head.isdigit() or _TAG.match(rest) or _OTHER.match(rest)):
            break
        line = rest
    return line


def decode_log(data: bytes) -> str:
    """A log file's text: UTF-16 with or without a byte-order mark, else UTF-8 (a BOM dropped)."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace")
    head = data[:4096]
    if len(head) >= 4 and head.count(0) * 3 > len(head):  # ASCII in UTF-16: every other byte is 0
        return data.decode("utf-16-le" if head[1::2].count(0) > head[0::2].count(0) else "utf-16-be", errors="replace")
    return data.decode("utf-8", errors="replace")


def first_lines(text: str, count: int = 3, width: int = 60) -> str:
    """The first non-empty lines, quoted and cut, for a message that says what the file held."""
    shown = []
    for line in text.splitlines():
        if line.strip():
            shown.append(repr(line.strip()[:width] + ("..." if len(line.strip()) > width else "")))
            if len(shown) == count:
                break
    return "; ".join(shown) if shown else "(the file has no text)"
