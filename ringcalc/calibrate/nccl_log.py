"""Read nccl-tests / rccl-tests output the way people paste it.

Handles the text output of ``*_perf`` (nccl-tests 2.x, rccl-tests) and the
JSON file of newer nccl-tests (``-J FILE``, ``src/util.cu``, JSON file
version 2). What is understood in text logs:

* the ``#`` header: ``# Collective test starting: all_reduce_perf``,
  ``# nThread .. nGpus ..``, one ``#  Rank  r ...`` line per rank (gives N;
  rccl-tests drops the ``Group`` field; multi-node runs list every node);
* the result table with its header line (column layout is read from it:
  with or without ``redop``/``root``, per-iteration columns, a trailing
  timestamp) and the units line (``(us)``);
* ``#wrong`` as a number, ``N/A`` (validation off) or with an asterisk
  (rccl-tests: over the error threshold); rows with errors are kept but
  flagged, and the fitter skips them;
* the ``# Avg bus bandwidth`` footer;
* prefixes added by launchers and log collectors (``[1,0]<stdout>:`` from
  Open MPI ``--tag-output``, ``0:`` from ``srun --label``, timestamps, host
  names, ANSI colours: :mod:`~ringcalc.calibrate.nccl_prefixes`), shell
  prompts, NCCL INFO lines and other text around the table;
* several runs in one file: a new run starts at a new header, another data
  type or reduction (``-d all``, ``-o all``), or when the size column goes
  down again (``-N``, concatenated logs), said in a warning under one table
  header; rows edited by hand (a repeated size, descending or moved rows) stay
  one run (:mod:`~ringcalc.calibrate.nccl_sweeps`);
* text printed into a row (a failure or an NCCL INFO line after the row's
  descriptor, nccl-tests ``src/common.cu:938``): the rows before it are kept,
  an NCCL INFO line is taken out and the row rejoined with its continuation,
  with a warning either way;
* the ``# Out of bounds values : N OK|FAILED`` footer: FAILED is a warning.

Refused: a rank id listed twice in one header (two independent runs pasted
together, nccl-tests issues #109 and #213: each host printed its own ranks
0..7), and a table whose time unit contradicts its bandwidths
(:mod:`~ringcalc.calibrate.nccl_units`).

Units: nccl-tests prints sizes in bytes, time in microseconds (milliseconds
before ``cbe7f65``, 2019-03) and bandwidths in GB/s with 1 GB/s = 1e9 B/s (``src/all_reduce.cu``: ``/ 1.0E9``). Runs
hold SI values (bytes, seconds, bytes/s).

Collective and rank count come from the log, or from its busbw/algbw ratio
(:mod:`ringcalc.calibrate.nccl_runs`). The pieces: records in
:mod:`~ringcalc.calibrate.nccl_records`, row tokens and plausibility checks in
:mod:`~ringcalc.calibrate.nccl_rows`, ``-J`` JSON in
:mod:`~ringcalc.calibrate.nccl_json`; this module reads a text log line by line.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace
from pathlib import Path

from ringcalc.calibrate.nccl_json import parse_json_runs
from ringcalc.calibrate.nccl_prefixes import decode_log, first_lines, strip_prefix
from ringcalc.calibrate.nccl_records import Row, Run
from ringcalc.calibrate.nccl_rows import (
    TableLayout,
    gb_to_bytes,
    is_number,
    is_table_header,
    looks_like_row,
    parse_row,
    placement_labels,
    plausible_count,
    read_table_header,
    untimed_group,
    read_units_line,
    split_glued_text,
)
from ringcalc.calibrate.nccl_runs import PROGRAM, RunHeader, finish_run
from ringcalc.calibrate.nccl_sweeps import repeat_note, split_table
from ringcalc.calibrate.nccl_units import check_time_unit
from ringcalc.cluster.gpu_family import device_name
from ringcalc.errors import RingcalcError
from ringcalc.user_files import read_bytes

_OUT_OF_BOUNDS = re.compile(r"Out of bounds values\s*:\s*(\d+)\s*(FAILED|OK)?")
_RANK_LINE = re.compile(r"^#\s*Rank\s+(\d+)\b")
_RANK_HOST = re.compile(r"\bon\s+(\S+)\s+device\b")
_TEST_STARTING = re.compile(r"Collective test starting:\s*(\S+)")
_AVG_BUSBW = re.compile(r"Avg bus bandwidth\s*:\s*([-+0-9.eE]+|nan|inf)")
_NCCL_NRANKS = re.compile(r"NCCL INFO .*\bnranks\s+(\d+)")
_VERSION = re.compile(
    r"(?:nccl-tests version\s+(\S+)|rccl-tests: Version\s+(\S+)|RCCL version\s*:\s*(\S+)|NCCL version\s+(\S+))"
)


def _version(match: re.Match) -> str:
    return next(g for g in match.groups() if g)


class _TextLogParser:
    """State while a text log is read line by line: finished runs, the current table's rows, header and layout."""

    def __init__(self, source: str, collective: str | None, ranks: int | None):
        self.source = source
        self.collective = collective
        self.ranks = ranks
        self.runs: list[Run] = []
        self.layout = TableLayout()
        self.header = RunHeader()
        self.rows: list[Row] = []
        self.labels: tuple[str, ...] | None = None  # the placement label line just above a table header
        self.notes: list[tuple[int, str]] = []  # warnings for the current table: (segment index, text)
        self.breaks: list[int] = []  # indices of self.rows where the size falls back (nccl_sweeps.split_table)
        self.in_table = False  # a '#  size count type ...' table header was read for the current rows
        self.pending: tuple[int, list[str], str] | None = None  # a row with text printed into it: line, fields, text
        self.rank_where: dict[int, tuple[int, str | None]] = {}  # rank id -> (line, host) of its '#  Rank' line

    def close(self, avg: float | None = None) -> None:
        """End the current table (if it has rows) as a run."""
        if self.rows:
            tables = split_table(self.rows, self.breaks, self.notes, warn=self.in_table)
            for k, (segment, texts) in enumerate(tables):
                rows, unit_note = check_time_unit(segment, self.layout, self.source)
                run = finish_run(rows, self.header, avg if k == len(tables) - 1 else None, self.source,
                                 self.collective, self.ranks)
                notes = (*texts, *((unit_note,) if unit_note else ()))
                self.runs.append(replace(run, warnings=run.warnings + notes) if notes else run)
            self.rows, self.notes, self.breaks = [], [], []

    def finish(self) -> None:
        """The end of the log: a row left open, then the last table."""
        if self.pending is not None:
            self._drop_pending()
        self.close()

    def _note(self, text: str) -> None:
        """A warning for the current table, or for the last run when no table is open."""
        if self.rows or not self.runs:
            self.notes.append((len(self.breaks), text))
        else:
            self.runs[-1] = replace(self.runs[-1], warnings=(*self.runs[-1].warnings, text))

    def new_header(self) -> None:
        """A new run's header starts: end the current table."""
        self.close()
        self.header = self.header.next_run()
        self.in_table = False

    def feed(self, lineno: int, raw: str) -> None:
        line = strip_prefix(raw.rstrip("\r\n"))
        stripped = line.strip()
        if not stripped:
            return
        if self.pending is not None and self._continue_pending(lineno, stripped):
            return
        if stripped.startswith("#"):
            self._comment_line(lineno, stripped)
        else:
            self._plain_line(lineno, stripped)

    def _comment_line(self, lineno: int, stripped: str) -> None:
        """A ``#`` line: run header, rank lines, table header, units line, or the footers."""
        body = stripped.lstrip("#").strip()
        tokens = body.split()
        if self._run_header_line(lineno, stripped, body):
            return
        m = _AVG_BUSBW.search(body)
        if m:
            avg = gb_to_bytes(m.group(1))
            if self.rows:
                self.close(avg)
            elif self.runs and self.runs[-1].avg_busbw_bytes_per_s is None:
                self.runs[-1] = replace(self.runs[-1], avg_busbw_bytes_per_s=avg)
        elif self._out_of_bounds(lineno, body) or self._table_header(tokens, lineno):
            return
        elif tokens and tokens[0] == "(B)":
            read_units_line(tokens, self.layout, lineno)

    def _table_header(self, tokens: list[str], lineno: int) -> bool:
        """A placement label line or a table header (with or without its ``#``); False if neither."""
        labels = placement_labels(tokens)
        if labels:
            self.labels = labels
            return True
        if is_table_header(tokens):
            why = untimed_group(tokens)
            if why:
                raise RingcalcError(f"{self.source}:{lineno}: {why}")
            self.close()
            read_table_header(tokens, self.layout, self.labels)
            self.in_table = True
            self.labels = None
            return True
        return False

    def _out_of_bounds(self, lineno: int, text: str) -> bool:
        """The ``Out of bounds values : N OK|FAILED`` footer (nccl-tests ``src/common.cu``); FAILED is a warning."""
        m = _OUT_OF_BOUNDS.search(text)
        if not m:
            return False
        if m.group(2) == "FAILED" or int(m.group(1)) > 0:
            self._note(f"line {lineno}: nccl-tests reports {m.group(1)} out-of-bounds values (FAILED): "
                       "its data check failed for this run")
        return True

    def _run_header_line(self, lineno: int, stripped: str, body: str) -> bool:
        """Read a ``#`` line that describes the run (test name, version, devices, one rank); False if it is none."""
        m = _TEST_STARTING.search(body)
        if m:
            self.new_header()
            self.header.name_program(m.group(1), "header", f"line {lineno}")  # one ringcalc does not model: unknown
            return True
        if body.startswith("nThread") or body.startswith("nccl-tests version"):
            if self.rows or self.header.rank_ids:
                self.new_header()
            vm = _VERSION.search(body)
            if vm:
                self.header.version = _version(vm)
            return True
        if body.startswith("Using devices"):
            if self.rows:
                self.new_header()
            self.header.rank_ids = set()
            self.header.hosts = set()
            self.header.rank_hosts = {}
            self.header.devices = set()
            return True
        m = _RANK_LINE.match(stripped)
        if m:
            if self.rows:
                self.new_header()
            self._rank_line(lineno, stripped, plausible_count(m.group(1), "rank", self.source, lineno))
            return True
        return False

    def _rank_line(self, lineno: int, stripped: str, rank: int) -> None:
        """One ``#  Rank r ... on host device d`` line; a rank listed twice is refused."""
        host_m = _RANK_HOST.search(stripped)
        host = host_m.group(1) if host_m else None
        if not self.header.rank_ids:
            self.rank_where = {}
        if rank in self.header.rank_ids:
            first_line, first_host = self.rank_where.get(rank, (None, None))
            first = f"line {first_line}" + (f" on {first_host}" if first_host else "")
            raise RingcalcError(
                f"{self.source}:{lineno}: rank {rank} is listed twice in one header ({first}, and here"
                f"{' on ' + host if host else ''}): this is not one run but independent runs pasted together "
                "(each host ran its own ranks from 0, nccl-tests issues #109 and #213); put each run in its own file"
            )
        self.rank_where[rank] = (lineno, host)
        self.header.rank_ids.add(rank)
        if host:
            self.header.hosts.add(host)
            self.header.rank_hosts[rank] = host
        device = device_name(stripped)
        if device:
            self.header.devices.add(device)

    def _add_row(self, row: Row) -> None:
        """A result row. Another data type or reduction ends the run (``-d all``, ``-o all``); a size below the last
        one starts a new run when the table ends (``-N``, concatenated logs: :func:`split_table` says so, and sorts
        rows in descending order into one run); the same size again stays in the run, with a warning unless it is
        a size-0 row (nccl-tests prints one for every step whose count rounds to 0, nccl-tests issue #128)."""
        last = self.rows[-1] if self.rows else None
        if last is not None and (row.dtype != last.dtype or row.redop != last.redop):
            self.close()
        elif last is not None and row.size_bytes == last.size_bytes:
            note = repeat_note(row, last)
            if note:
                self.notes.append((len(self.breaks), note))
        elif last is not None and row.size_bytes < last.size_bytes:
            self.breaks.append(len(self.rows))
        self.rows.append(row)
        self.labels = None

    def _plain_line(self, lineno: int, stripped: str) -> None:
        """A line without ``#``: a result row, a header whose ``#`` was lost, or text around the table."""
        tokens = stripped.split()
        if looks_like_row(tokens):
            try:
                row = parse_row(stripped, tokens, self.layout, self.source, lineno)
            except RingcalcError:
                glued = split_glued_text(tokens, self.layout)
                if glued is None:
                    raise
                self.pending = (lineno, *glued)
                return
            self._add_row(row)
            return
        # header lines whose leading '#' was lost (markdown renderers)
        if self._table_header(tokens, lineno):
            return
        if tokens[0] == "(B)":
            return
        m = _AVG_BUSBW.search(stripped)
        if m:  # old nccl-tests printed the footer without '#'
            if self.rows:
                self.close(gb_to_bytes(m.group(1)))
            return
        if self._out_of_bounds(lineno, stripped):
            return
        self._surrounding_text(lineno, stripped)

    def _continue_pending(self, lineno: int, stripped: str) -> bool:
        """The line after a row with text printed into it: the row's remaining numbers, joined; else False."""
        first, fields, text = self.pending
        tokens = stripped.split()
        if all(is_number(t) or t.upper() == "N/A" for t in tokens):
            joined = fields + tokens
            try:
                row = parse_row(" ".join(joined), joined, self.layout, self.source, first)
            except RingcalcError:
                row = None
            if row is not None:
                self.pending = None
                self._add_row(row)
                what = f"text printed into it ({_quote(text)})" if text else "a line break in it"
                self._note(f"line {first}: the result row for {row.size_bytes} B had {what}; "
                           f"joined it with line {lineno}")
                return True
        self._drop_pending()
        return False

    def _drop_pending(self) -> None:
        """A row with text printed into it and no continuation: keep its complete groups, or leave it out."""
        first, fields, text = self.pending
        self.pending = None
        cut = f", cut by {_quote(text)}" if text else ""
        try:
            row = parse_row(" ".join(fields), fields, self.layout, self.source, first)
        except RingcalcError:
            self._note(f"line {first}: the result row for {fields[0]} B has no complete measurement{cut}; "
                       "left out (the run was interrupted there?)")
            return
        self._add_row(row)
        self._note(f"line {first}: the result row for {row.size_bytes} B was cut{cut}; its complete group is kept")

    def _surrounding_text(self, lineno: int, stripped: str) -> None:
        """Shell prompts, command lines, NCCL INFO, separators: what they say about the run."""
        prog = PROGRAM.search(stripped)
        if prog and not self.rows:
            self.header.name_collective(prog, "program name", f"line {lineno}")
        m = _NCCL_NRANKS.search(stripped)
        if m:
            self.header.nccl_nranks = plausible_count(m.group(1), "nranks", self.source, lineno)
        vm = _VERSION.search(stripped)
        if vm and self.header.version is None:
            self.header.version = _version(vm)


def _quote(text: str, width: int = 60) -> str:
    return repr(text[:width] + ("..." if len(text) > width else ""))


def parse_nccl_log(
    text: str,
    source: str = "<log>",
    *,
    collective: str | None = None,
    ranks: int | None = None,
) -> list[Run]:
    """Parse nccl-tests / rccl-tests output (text or ``-J`` JSON) into runs.

    Parameters
    ----------
    text : str
        The log as pasted: may contain shell prompts, launcher prefixes,
        NCCL INFO lines and several runs.
    source : str
        Name used in messages (usually the file path).
    collective : str, optional
        Overrides the collective the log states or implies (``--collective``).
    ranks : int, optional
        Overrides N (``--ranks``), for logs without ``#  Rank`` lines.

    Returns
    -------
    list of Run
        In file order. Sizes in bytes, times in s, bandwidths in bytes/s.

    Raises
    ------
    RingcalcError
        A result row that cannot be read (names ``source:line``), or a log
        with no result rows at all.
    """
    if ranks is not None and (int(ranks) != ranks or ranks < 2):
        raise RingcalcError(f"needs at least 2 ranks, got {ranks}", option="ranks")
    digest = hashlib.sha256(text.encode("utf-8", errors="replace")).hexdigest()
    text = text.removeprefix("\ufeff")  # a byte-order mark decoded as text (an editor's UTF-8 BOM)
    if text.lstrip().startswith("{"):
        return [replace(r, sha256=digest) for r in parse_json_runs(text, source, collective, ranks)]

    parser = _TextLogParser(source, collective, ranks)
    for lineno, raw in enumerate(text.splitlines(), start=1):
        parser.feed(lineno, raw)
    parser.finish()
    if not parser.runs:
        raise RingcalcError(
            f"{source}: no nccl-tests result rows found (expected lines like "
            f"'   1048576   262144   float   sum   -1   28.56   36.71   64.24   0 ...'); "
            f"the file starts with: {first_lines(text)}"
        )
    return [replace(r, sha256=digest) for r in parser.runs]


def read_nccl_log(path: str | Path, *, collective: str | None = None, ranks: int | None = None) -> list[Run]:
    """Read a log file; see :func:`parse_nccl_log`."""
    p, data = read_bytes(path, "log", "log file")
    return parse_nccl_log(decode_log(data), source=str(p), collective=collective, ranks=ranks)
