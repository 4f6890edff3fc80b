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
* prefixes added by launchers (``[1,0]<stdout>:`` from Open MPI
  ``--tag-output``, ``0:`` from ``srun --label``), shell prompts, NCCL INFO
  lines and other text around the table;
* several runs in one file: a new run starts at a new header, or when the
  size column goes down again (``-d all``, ``-R``, concatenated logs).

Units: nccl-tests prints sizes in bytes, time in microseconds and bandwidths
in GB/s with 1 GB/s = 1e9 B/s (``src/all_reduce.cu``: ``/ 1.0E9``). Runs
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

from ringcalc.calibrate.nccl_json import parse_json
from ringcalc.calibrate.nccl_records import Row, Run
from ringcalc.calibrate.nccl_rows import (
    TableLayout,
    gb_to_bytes,
    is_table_header,
    looks_like_row,
    parse_row,
    plausible_count,
    read_table_header,
    read_units_line,
)
from ringcalc.calibrate.nccl_runs import PROGRAM, RunHeader, finish_run
from ringcalc.cluster.gpu_family import device_name
from ringcalc.errors import RingcalcError
from ringcalc.user_files import read_bytes

_PREFIX = re.compile(r"^\s*(?:\[\d+,\d+\]<(?:stdout|stderr)>:|\d+:(?:\s|(?=#))|rank\d+\]?:\s?)")
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

    def close(self, avg: float | None = None) -> None:
        """End the current table (if it has rows) as a run."""
        if self.rows:
            self.runs.append(finish_run(self.rows, self.header, avg, self.source, self.collective, self.ranks))
            self.rows = []

    def new_header(self) -> None:
        """A new run's header starts: end the current table."""
        self.close()
        self.header = self.header.next_run()

    def feed(self, lineno: int, raw: str) -> None:
        line = _PREFIX.sub("", raw.rstrip("\r\n"), count=1)
        stripped = line.strip()
        if not stripped:
            return
        if stripped.startswith("#"):
            self._comment_line(lineno, stripped)
        else:
            self._plain_line(lineno, stripped)

    def _comment_line(self, lineno: int, stripped: str) -> None:
        """A ``#`` line: run header, rank lines, table header, units line, or the average footer."""
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
        elif is_table_header(tokens):
            self.close()
            read_table_header(tokens, self.layout)
        elif tokens and tokens[0] == "(B)":
            read_units_line(tokens, self.layout)

    def _run_header_line(self, lineno: int, stripped: str, body: str) -> bool:
        """Read a ``#`` line that describes the run (test name, version, devices, one rank); False if it is none."""
        m = _TEST_STARTING.search(body)
        if m:
            self.new_header()
            prog = PROGRAM.search(m.group(1))
            if prog:
                self.header.name_collective(prog, "header", f"line {lineno}")
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
            rank = plausible_count(m.group(1), "rank", self.source, lineno)
            self.header.rank_ids.add(rank)
            host = _RANK_HOST.search(stripped)
            if host:
                self.header.hosts.add(host.group(1))
                self.header.rank_hosts[rank] = host.group(1)
            device = device_name(stripped)
            if device:
                self.header.devices.add(device)
            return True
        return False

    def _plain_line(self, lineno: int, stripped: str) -> None:
        """A line without ``#``: a result row, a header whose ``#`` was lost, or text around the table."""
        tokens = stripped.split()
        if looks_like_row(tokens):
            row = parse_row(stripped, tokens, self.layout, self.source, lineno)
            if self.rows and (row.size_bytes <= self.rows[-1].size_bytes or row.dtype != self.rows[-1].dtype):
                self.close()
            self.rows.append(row)
            return
        # header lines whose leading '#' was lost (markdown renderers)
        if is_table_header(tokens):
            self.close()
            read_table_header(tokens, self.layout)
            return
        if tokens[0] == "(B)":
            return
        m = _AVG_BUSBW.search(stripped)
        if m:  # old nccl-tests printed the footer without '#'
            if self.rows:
                self.close(gb_to_bytes(m.group(1)))
            return
        self._surrounding_text(lineno, stripped)

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
    if text.lstrip().startswith("{"):
        return [replace(parse_json(text, source, collective, ranks), sha256=digest)]

    parser = _TextLogParser(source, collective, ranks)
    for lineno, raw in enumerate(text.splitlines(), start=1):
        parser.feed(lineno, raw)
    parser.close()
    if not parser.runs:
        raise RingcalcError(
            f"{source}: no nccl-tests result rows found (expected lines like "
            f"'   1048576   262144   float   sum   -1   28.56   36.71   64.24   0 ...')"
        )
    return [replace(r, sha256=digest) for r in parser.runs]


def read_nccl_log(path: str | Path, *, collective: str | None = None, ranks: int | None = None) -> list[Run]:
    """Read a log file; see :func:`parse_nccl_log`."""
    p, data = read_bytes(path, "log", "log file")
    return parse_nccl_log(data.decode("utf-8", errors="replace"), source=str(p), collective=collective, ranks=ranks)
