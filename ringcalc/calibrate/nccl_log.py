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

Collective and rank count come from the log; where it does not state them
they are derived from the log's own numbers when that is unambiguous: the
busbw/algbw ratio is ``2(N-1)/N`` only for all_reduce (nccl-tests
``doc/PERFORMANCE.md``), so a ratio above 1 identifies all_reduce and N.
Every :class:`Run` says where its collective and N came from.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from ringcalc.calibrate.model import COLLECTIVES, busbw_factor, normalize_collective
from ringcalc.errors import RingcalcError

GB_PER_S = 1e9  # nccl-tests' "GB/s" (src/*.cu divide by 1.0E9)
_TIME_UNITS = {"us": 1e-6, "ms": 1e-3, "s": 1.0, "ns": 1e-9}

_PREFIX = re.compile(r"^\s*(?:\[\d+,\d+\]<(?:stdout|stderr)>:|\d+:(?:\s|(?=#))|rank\d+\]?:\s?)")
_RANK_LINE = re.compile(r"^#\s*Rank\s+(\d+)\b")
_PROGRAM = re.compile(r"\b(" + "|".join(COLLECTIVES) + r")_perf(?:_mpi)?\b")
_TEST_STARTING = re.compile(r"Collective test starting:\s*(\S+)")
_AVG_BUSBW = re.compile(r"Avg bus bandwidth\s*:\s*([-+0-9.eE]+|nan|inf)")
_NCCL_NRANKS = re.compile(r"NCCL INFO .*\bnranks\s+(\d+)")
_VERSION = re.compile(
    r"(?:nccl-tests version\s+(\S+)|rccl-tests: Version\s+(\S+)|RCCL version\s*:\s*(\S+)|NCCL version\s+(\S+))"
)
_TIMESTAMP_TAIL = re.compile(r"\s+\d{4}-\d\d-\d\d\s+\d\d:\d\d:\d\d\s*$")
_INT = re.compile(r"^[-+]?\d+$")


@dataclass(frozen=True)
class Timing:
    """One measurement (out-of-place or in-place) of one row, SI units.

    ``wrong`` is the ``#wrong`` column (``None`` when the log says ``N/A``);
    ``flagged`` is True when rccl-tests marked it with an asterisk.
    """

    time_s: float
    algbw_bytes_per_s: float | None
    busbw_bytes_per_s: float | None
    wrong: float | None = None
    flagged: bool = False

    @property
    def ok(self) -> bool:
        """Usable for fitting: positive finite time, no reported errors."""
        return (
            math.isfinite(self.time_s)
            and self.time_s > 0
            and not self.flagged
            and (self.wrong is None or self.wrong == 0)
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
        Rows that report wrong elements or have no time are left out.
        """
        if placement not in ("out-of-place", "in-place", "both"):
            raise RingcalcError(
                f"must be out-of-place, in-place or both, got {placement!r}", option="placement"
            )
        kinds = ("out-of-place", "in-place") if placement == "both" else (placement,)
        out = []
        for row in self.rows:
            for kind in kinds:
                t = row.timing(kind)
                if t is not None and t.ok:
                    out.append((row.size_bytes, t.time_s, row.line, kind))
        return out

    def points(self, placement: str = "out-of-place") -> list[tuple[int, float, int]]:
        """Usable ``(size_bytes, time_s, line)`` triples; see :meth:`measurements`."""
        return [m[:3] for m in self.measurements(placement)]


@dataclass
class _Layout:
    lead: int | None = None  # number of descriptor fields before the first time column
    group: int = 4  # fields per placement group
    names: tuple[str, ...] = ("time", "algbw", "busbw", "#wrong")
    timestamp: bool = False
    time_scale: float = 1e-6


@dataclass
class _Header:
    collective: str | None = None
    collective_source: str = "unknown"
    collective_where: str | None = None  # "line 2" / "args[0]": where the log names its collective
    collective_text: str | None = None  # the name as the log writes it (all_reduce_perf)
    rank_ids: set[int] = field(default_factory=set)
    nccl_nranks: int | None = None
    version: str | None = None


def _gb_to_bytes(text: str) -> float | None:
    try:
        return float(text) * GB_PER_S
    except ValueError:
        return None


def _malformed(source: str, lineno: int, text: str, why: str) -> RingcalcError:
    return RingcalcError(
        f"{source}:{lineno}: malformed nccl-tests result row ({why}): {text.strip()[:120]!r}"
    )


def _float(tok: str) -> float:
    return float(tok.rstrip("*"))


def _parse_group(tokens: list[str], names: tuple[str, ...], scale: float) -> Timing | None:
    vals = dict(zip(names, tokens))
    time_key = "time" if "time" in vals else "cputime"
    if time_key not in vals:
        return None
    t = _float(vals[time_key]) * scale
    alg = vals.get("algbw")
    bus = vals.get("busbw")
    wrong_tok = vals.get("#wrong", vals.get("error", "N/A"))
    flagged = wrong_tok.endswith("*")
    wrong = None if wrong_tok.upper() == "N/A" else _float(wrong_tok)
    return Timing(
        time_s=t,
        algbw_bytes_per_s=None if alg is None else _float(alg) * GB_PER_S,
        busbw_bytes_per_s=None if bus is None else _float(bus) * GB_PER_S,
        wrong=wrong,
        flagged=flagged,
    )


def _looks_like_row(tokens: list[str]) -> bool:
    return (
        len(tokens) >= 3
        and _INT.match(tokens[0]) is not None
        and _INT.match(tokens[1]) is not None
        and not _is_number(tokens[2])
    )


def _is_number(tok: str) -> bool:
    try:
        float(tok.rstrip("*"))
    except ValueError:
        return False
    return True


def _guess_lead(tokens: list[str]) -> int:
    """Descriptor fields when no table header was seen (group width 4)."""
    n = len(tokens)
    if n >= 4 and not _is_number(tokens[3]):  # redop present
        if n >= 5 and _INT.match(tokens[4]) and (n - 5) % 4 == 0 and n > 5:
            return 5
        return 4
    return 3


def _parse_row(text: str, tokens: list[str], layout: _Layout, source: str, lineno: int) -> Row:
    if layout.timestamp or _TIMESTAMP_TAIL.search(text):
        stripped = _TIMESTAMP_TAIL.sub("", text)
        tokens = stripped.split()
    lead = layout.lead if layout.lead is not None else _guess_lead(tokens)
    body = tokens[lead:]
    g = layout.group
    if len(body) not in (g, 2 * g):
        # exactly one or two full groups; anything else is a cut or garbled row
        raise _malformed(source, lineno, text, f"expected {lead + 2 * g} fields, found {len(tokens)}")
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
    if size >= 2**63 or count >= 2**63:  # nccl-tests prints size_t; beyond that the row is garbled
        raise _malformed(source, lineno, text, "size or count beyond 2^63")
    oop = timings[0] if len(timings) >= 1 else None
    ip = timings[1] if len(timings) >= 2 else None
    return Row(size, count, dtype, redop, root, oop, ip, lineno)


def _read_table_header(tokens: list[str], layout: _Layout) -> None:
    """Set the column layout from ``size count type redop root time algbw ...``."""
    names = [t for t in tokens]
    time_pos = [i for i, t in enumerate(names) if t in ("time", "cputime")]
    if not time_pos:
        return
    layout.lead = time_pos[0]
    layout.group = (time_pos[1] - time_pos[0]) if len(time_pos) > 1 else len(names) - time_pos[0]
    layout.names = tuple(names[time_pos[0] : time_pos[0] + layout.group])
    layout.timestamp = names[-1] == "timestamp"


def _half_step(value_gbps: float) -> float:
    """Half the last printed digit of a GB/s value (nccl-tests ``getFloatStr``
    with width 6: 2 decimals below 1000, 1 below 10000, else 0)."""
    if value_gbps < 1000:
        return 0.005
    if value_gbps < 10000:
        return 0.05
    return 0.5


def _ratio_interval(rows: tuple[Row, ...]) -> tuple[float, float] | None:
    """Range of busbw/algbw consistent with every row, given print rounding.

    nccl-tests computes both bandwidths from the same time, so the true
    ratio lies in every row's interval; the intersection is returned.
    """
    lo, hi = 0.0, math.inf
    seen = False
    for r in rows:
        for t in (r.out_of_place, r.in_place):
            if t is None or not t.algbw_bytes_per_s or t.busbw_bytes_per_s is None:
                continue
            alg, bus = t.algbw_bytes_per_s / GB_PER_S, t.busbw_bytes_per_s / GB_PER_S
            da, db = _half_step(alg), _half_step(bus)
            if alg - da <= 0.05:  # too coarse to say anything
                continue
            lo = max(lo, (bus - db) / (alg + da))
            hi = min(hi, (bus + db) / (alg - da))
            seen = True
    if not seen or lo > hi:
        return None
    return lo, hi


def _ranks_from_ratio(collective: str, interval: tuple[float, float]) -> int | None:
    """The one N whose busbw factor lies in ``interval``, if exactly one does."""
    lo, hi = interval
    if collective == "all_reduce":
        inv = lambda r: 2.0 / (2.0 - r) if r < 2.0 else math.inf  # noqa: E731
    elif collective in ("reduce_scatter", "all_gather", "alltoall"):
        inv = lambda r: 1.0 / (1.0 - r) if r < 1.0 else math.inf  # noqa: E731
    else:
        return None
    n_lo, n_hi = inv(max(lo, 0.0)), inv(hi)
    if not (math.isfinite(n_lo) and n_lo < 1e6) or math.isnan(n_hi):
        return None  # the ratio is at or beyond this collective's limit: no N fits
    candidates = [n for n in range(max(2, math.ceil(n_lo - 1e-9)), int(min(n_hi, 1e6)) + 1)
                  if lo - 1e-12 <= busbw_factor(collective, n) <= hi + 1e-12]  # fmt: skip
    return candidates[0] if len(candidates) == 1 else None


def _finish_run(
    rows: list[Row],
    header: _Header,
    avg: float | None,
    source: str,
    collective: str | None,
    ranks: int | None,
) -> Run:
    rows_t = tuple(rows)
    warnings: list[str] = []
    interval = _ratio_interval(rows_t)
    # collective
    if collective is not None:
        coll, coll_src = normalize_collective(collective), "given"
        if header.collective is not None and header.collective != coll:
            raise RingcalcError(
                f"{source}: the log says {header.collective_text or header.collective} "
                f"({header.collective_where or header.collective_source}); --collective {collective} "
                "contradicts it; drop --collective",
                option="collective",
            )
    elif header.collective is not None:
        coll, coll_src = header.collective, header.collective_source
    elif interval is not None and interval[0] > 1.0:
        coll, coll_src = "all_reduce", "busbw/algbw ratio"  # only all_reduce has a factor > 1
    else:
        coll, coll_src = None, "unknown"
    # ranks
    n_lines = None
    if header.rank_ids:
        n_lines = max(len(header.rank_ids), max(header.rank_ids) + 1)
    n_ratio = _ranks_from_ratio(coll, interval) if (coll and interval is not None) else None

    def consistent(n: int) -> bool:
        if interval is None or coll is None or coll not in ("all_reduce", "reduce_scatter", "all_gather", "alltoall"):
            return True
        return interval[0] - 1e-9 <= busbw_factor(coll, n) <= interval[1] + 1e-9

    if ranks is not None:
        n, n_src = int(ranks), "given"
    elif n_lines is not None:
        n, n_src = n_lines, "rank lines"
        if n_lines >= 2 and not consistent(n_lines):
            implied = f"implies {n_ratio}" if n_ratio else "does not fit that"
            raise RingcalcError(
                f"{source}:{rows_t[0].line}: the header lists {n_lines} ranks but busbw/algbw "
                f"({interval[0]:.4f}..{interval[1]:.4f}) {implied} for {coll}; "
                "pass --ranks to say which is right"
            )
    elif header.nccl_nranks is not None:
        n, n_src = header.nccl_nranks, "NCCL INFO nranks"
    elif n_ratio is not None:
        n, n_src = n_ratio, "busbw/algbw ratio"
    else:
        n, n_src = None, "unknown"
    if n is not None and n >= 2 and n_src in ("given", "NCCL INFO nranks") and not consistent(n):
        warnings.append(f"busbw/algbw of the log does not match {coll} over {n} ranks")
    return Run(
        source=source,
        rows=rows_t,
        collective=coll,
        collective_source=coll_src,
        ranks=n,
        ranks_source=n_src,
        avg_busbw_bytes_per_s=avg,
        version=header.version,
        warnings=tuple(warnings),
    )


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
        return [replace(_parse_json(text, source, collective, ranks), sha256=digest)]

    runs: list[Run] = []
    layout = _Layout()
    header = _Header()
    rows: list[Row] = []

    def close(avg: float | None = None) -> None:
        nonlocal rows
        if rows:
            runs.append(_finish_run(rows, header, avg, source, collective, ranks))
            rows = []

    def new_header() -> None:
        nonlocal header
        close()
        # the collective named by a command line before the header stays known
        header = _Header(
            collective=header.collective, collective_source=header.collective_source,
            collective_where=header.collective_where, collective_text=header.collective_text,
            version=header.version,
        )  # fmt: skip

    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = _PREFIX.sub("", raw.rstrip("\r\n"), count=1)
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            body = stripped.lstrip("#").strip()
            tokens = body.split()
            m = _TEST_STARTING.search(body)
            if m:
                new_header()
                prog = _PROGRAM.search(m.group(1))
                if prog:
                    header.collective, header.collective_source = prog.group(1), "header"
                    header.collective_where, header.collective_text = f"line {lineno}", prog.group(0)
                continue
            if body.startswith("nThread") or body.startswith("nccl-tests version"):
                if rows or header.rank_ids:
                    new_header()
                vm = _VERSION.search(body)
                if vm:
                    header.version = next(g for g in vm.groups() if g)
                continue
            if body.startswith("Using devices"):
                if rows:
                    new_header()
                header.rank_ids = set()
                continue
            m = _RANK_LINE.match(stripped)
            if m:
                if rows:
                    new_header()
                header.rank_ids.add(int(m.group(1)))
                continue
            m = _AVG_BUSBW.search(body)
            if m:
                avg = _gb_to_bytes(m.group(1))
                if rows:
                    close(avg)
                elif runs and runs[-1].avg_busbw_bytes_per_s is None:
                    runs[-1] = replace(runs[-1], avg_busbw_bytes_per_s=avg)
                continue
            if tokens and tokens[0] == "size" and ("time" in tokens or "cputime" in tokens):
                close()
                _read_table_header(tokens, layout)
                continue
            if tokens and tokens[0] == "(B)":
                for tok in tokens:
                    unit = tok.strip("()")
                    if unit in _TIME_UNITS:
                        layout.time_scale = _TIME_UNITS[unit]
                        break
                continue
            continue
        tokens = stripped.split()
        if _looks_like_row(tokens):
            row = _parse_row(stripped, tokens, layout, source, lineno)
            if rows and (row.size_bytes <= rows[-1].size_bytes or row.dtype != rows[-1].dtype):
                close()
            rows.append(row)
            continue
        # header lines whose leading '#' was lost (markdown renderers)
        if tokens[0] == "size" and ("time" in tokens or "cputime" in tokens):
            close()
            _read_table_header(tokens, layout)
            continue
        if tokens[0] == "(B)":
            continue
        m = _AVG_BUSBW.search(stripped)
        if m:  # old nccl-tests printed the footer without '#'
            if rows:
                close(_gb_to_bytes(m.group(1)))
            continue
        # anything else: shell prompts, command lines, NCCL INFO, separators
        prog = _PROGRAM.search(stripped)
        if prog and not rows:
            header.collective, header.collective_source = prog.group(1), "program name"
            header.collective_where, header.collective_text = f"line {lineno}", prog.group(0)
        m = _NCCL_NRANKS.search(stripped)
        if m:
            header.nccl_nranks = int(m.group(1))
        vm = _VERSION.search(stripped)
        if vm and header.version is None:
            header.version = next(g for g in vm.groups() if g)
    close()
    if not runs:
        raise RingcalcError(
            f"{source}: no nccl-tests result rows found (expected lines like "
            f"'   1048576   262144   float   sum   -1   28.56   36.71   64.24   0 ...')"
        )
    return [replace(r, sha256=digest) for r in runs]


def _parse_json(text: str, source: str, collective: str | None, ranks: int | None) -> Run:
    """nccl-tests ``-J`` output (``src/util.cu``, JSON_FILE_VERSION 2)."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RingcalcError(f"{source}:{exc.lineno}: invalid nccl-tests JSON: {exc.msg}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("results"), list):
        raise RingcalcError(f"{source}: JSON without a 'results' list is not nccl-tests -J output")
    header = _Header()
    args = doc.get("args") or []
    for arg in args[:1]:
        prog = _PROGRAM.search(str(arg))
        if prog:
            header.collective, header.collective_source = prog.group(1), "program name"
            header.collective_where, header.collective_text = "args[0]", prog.group(0)
    devices = (doc.get("config") or {}).get("devices") or doc.get("devices") or []
    header.rank_ids = {int(d.get("rank", i)) for i, d in enumerate(devices) if isinstance(d, dict)}
    if doc.get("nccl_version") is not None:
        header.version = str(doc["nccl_version"])
    rows = []
    for i, res in enumerate(doc["results"]):
        try:
            timings = []
            for key in ("out_of_place", "in_place"):
                t = res.get(key)
                if t is None:
                    timings.append(None)
                    continue
                tval = t.get("time", t.get("cpu_time"))
                nwrong = t.get("nwrong")
                timings.append(
                    Timing(
                        time_s=float(tval) * 1e-6,
                        algbw_bytes_per_s=float(t["alg_bw"]) * GB_PER_S,
                        busbw_bytes_per_s=float(t["bus_bw"]) * GB_PER_S,
                        wrong=None if nwrong is None else float(nwrong),
                    )
                )
            root = res.get("root")
            rows.append(
                Row(
                    size_bytes=int(res["size"]),
                    count=int(res.get("count", 0)),
                    dtype=str(res.get("type", "")),
                    redop=str(res.get("redop", "none")),
                    root=int(str(root).strip()) if root is not None else None,
                    out_of_place=timings[0],
                    in_place=timings[1],
                    line=i + 1,
                )
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RingcalcError(f"{source}: results[{i}] is not a valid nccl-tests result: {exc}") from None
    if not rows:
        raise RingcalcError(f"{source}: the JSON 'results' list is empty")
    avg = (doc.get("average_bus_bandwidth") or {}).get("bandwidth")
    avg_bps = float(avg) * GB_PER_S if isinstance(avg, (int, float)) else None
    return _finish_run(rows, header, avg_bps, source, collective, ranks)


def read_nccl_log(path: str | Path, *, collective: str | None = None, ranks: int | None = None) -> list[Run]:
    """Read a log file; see :func:`parse_nccl_log`."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise RingcalcError(f"cannot read {p}: {exc.strerror or exc}", option="log") from None
    return parse_nccl_log(text, source=str(p), collective=collective, ranks=ranks)
