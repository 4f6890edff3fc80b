"""From rows to a :class:`~ringcalc.calibrate.nccl_records.Run`: collective and rank count.

A log states its collective (program name, ``Collective test starting``) and
its ranks (``#  Rank`` lines, ``NCCL INFO nranks``) in a :class:`RunHeader`;
where it does not, they are derived from the log's own numbers when that is
unambiguous: the busbw/algbw ratio is ``2(N-1)/N`` only for all_reduce
(nccl-tests ``doc/PERFORMANCE.md``), so a ratio above 1 identifies all_reduce
and N. Every run says where its collective and N came from.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from ringcalc.calibrate.model import COLLECTIVES, busbw_factor, normalize_collective
from ringcalc.calibrate.nccl_records import GB_PER_S, Row, Run
from ringcalc.errors import RingcalcError

PROGRAM = re.compile(r"\b(" + "|".join(COLLECTIVES) + r")_perf(?:_mpi)?\b")
ANY_PROGRAM = re.compile(r"\b([a-z][a-z0-9_]*)_perf(?:_mpi)?\b")
"""Any nccl-tests / rccl-tests program name: ``gather_perf``, ``scatter_perf``, ``hypercube_perf``, ``alltoallv_perf``
(nccl-tests HEAD src/ has them) name collectives ringcalc does not model."""
NOT_MODELLED = "not modelled"
"""The collective source of a run whose log names a program ringcalc does not model."""
_RATIO_COLLECTIVES = COLLECTIVES
"""Collectives whose busbw/algbw factor (nccl-tests doc/PERFORMANCE.md) the log's columns are checked against: every
one. Until 2026-11-29 broadcast, reduce and sendrecv (factor 1) were left out, so an all-reduce log (ratio 1.94 on 32
ranks) fitted as a broadcast without a word."""


@dataclass
class RunHeader:
    """What the log says about the run before (or around) its result table."""

    collective: str | None = None
    collective_source: str = "unknown"
    collective_where: str | None = None  # "line 2" / "args[0]": where the log names its collective
    collective_text: str | None = None  # the name as the log writes it (all_reduce_perf)
    rank_ids: set[int] = field(default_factory=set)
    hosts: set[str] = field(default_factory=set)
    rank_hosts: dict[int, str] = field(default_factory=dict)  # each rank's host, where its '#  Rank' line names one
    devices: set[str] = field(default_factory=set)  # device names of the '#  Rank' lines (NVIDIA H100 80GB HBM3)
    nccl_nranks: int | None = None
    version: str | None = None

    def name_collective(self, match: re.Match, source: str, where: str) -> None:
        """Take the collective from a :data:`PROGRAM` match (``all_reduce_perf``) found at ``where``."""
        self.collective, self.collective_source = match.group(1), source
        self.collective_where, self.collective_text = where, match.group(0)

    def name_program(self, text: str, source: str, where: str) -> bool:
        """Take the collective from a program name in ``text`` (``# Collective test starting: gather_perf``, a command
        line); False if ``text`` names none. A program ringcalc does not model leaves the collective unknown, with its
        name kept: until 2026-11-29 such a run kept the previous run's collective (a ``gather_perf`` run after an
        ``alltoall_perf`` one was fitted as all-to-all, pooled with it)."""
        known = PROGRAM.search(text)
        if known:
            self.name_collective(known, source, where)
            return True
        other = ANY_PROGRAM.search(text)
        if other is None:
            return False
        self.collective, self.collective_source = None, NOT_MODELLED
        self.collective_where, self.collective_text = where, other.group(0)
        return True

    def next_run(self) -> RunHeader:
        """A fresh header for the next run; the collective named by a command line before it stays known."""
        return RunHeader(
            collective=self.collective, collective_source=self.collective_source,
            collective_where=self.collective_where, collective_text=self.collective_text,
            version=self.version,
        )  # fmt: skip


def _ranks_per_host(header: RunHeader) -> tuple[int, ...]:
    """How many ranks each host ran, most first, where every rank line names its host; else ()."""
    if not header.rank_ids or set(header.rank_hosts) != header.rank_ids:
        return ()
    counts: dict[str, int] = {}
    for host in header.rank_hosts.values():
        counts[host] = counts.get(host, 0) + 1
    return tuple(sorted(counts.values(), reverse=True))


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
    first, last = max(2, math.ceil(n_lo - 1e-9)), int(min(n_hi, 1e6))
    if last - first > 2:  # the factor grows with N: more than one N lies strictly inside the interval
        return None
    candidates = [n for n in range(max(2, first - 1), last + 2)  # the inverse's rounding: check one beyond each end
                  if lo - 1e-12 <= busbw_factor(collective, n) <= hi + 1e-12]  # fmt: skip
    return candidates[0] if len(candidates) == 1 else None


def finish_run(
    rows: list[Row],
    header: RunHeader,
    avg: float | None,
    source: str,
    collective: str | None,
    ranks: int | None,
) -> Run:
    """One run from its rows and header; ``collective`` and ``ranks`` are the caller's overrides (or None)."""
    rows_t = tuple(rows)
    interval = _ratio_interval(rows_t)
    coll, coll_src = _resolve_collective(header, interval, source, collective)
    n, n_src = _resolve_ranks(rows_t, header, interval, coll, source, ranks, coll_src)
    warnings: list[str] = []
    if n is not None and n >= 2 and n_src in ("given", "NCCL INFO nranks") and not _consistent(n, coll, interval):
        warnings.append(f"busbw/algbw of the log does not match {coll} over {n} ranks")
    if _old_factor_one(coll, interval) and (n is None or busbw_factor(coll, n) != 1.0):
        warnings.append(f"busbw printed equal to algbw: nccl-tests before 2020-06 (ec1b5e2) did so for {coll}, its "
                        "algbw being today's busbw; ringcalc reads the times")
    # the rank lines place the ranks on hosts where they count N, or --ranks restates their count (before
    # 2026-11-29 a restated --ranks dropped the hosts: "the logs do not say how many nodes" beside the rank lines)
    lines = n_src == "rank lines" or (n_src == "given" and bool(header.rank_ids)
                                      and n == max(len(header.rank_ids), max(header.rank_ids) + 1))
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
        nodes=len(header.hosts) if header.hosts and lines else None,
        nodes_source="rank lines" if header.hosts and lines else "unknown",
        ranks_per_host=_ranks_per_host(header) if lines else (),
        devices=tuple(sorted(header.devices)),
    )


def _resolve_collective(
    header: RunHeader, interval: tuple[float, float] | None, source: str, collective: str | None
) -> tuple[str | None, str]:
    """The run's collective and where it came from: given, stated by the log, or implied by busbw/algbw."""
    if collective is not None:
        coll = normalize_collective(collective)
        if header.collective_source == NOT_MODELLED or (header.collective is not None and header.collective != coll):
            raise RingcalcError(
                f"{source}: the log says {header.collective_text or header.collective} "
                f"({header.collective_where or header.collective_source}); --collective {collective} "
                "contradicts it; drop --collective",
                option="collective",
            )
        return coll, "given"
    if header.collective_source == NOT_MODELLED:
        return None, f"{NOT_MODELLED}: {header.collective_text} ({header.collective_where})"
    if header.collective is not None:
        return header.collective, header.collective_source
    if interval is not None and interval[0] > 1.0:
        return "all_reduce", "busbw/algbw ratio"  # only all_reduce has a factor > 1
    return None, "unknown"


OLD_FACTOR_ONE = ("all_gather", "reduce_scatter")
"""Collectives whose busbw nccl-tests printed equal to algbw before ec1b5e2 (2020-06-19, "Change
all_gather/reduce_scatter algbw to match the documentation"): ``AllGatherGetBw`` at cbe7f65 src/all_gather.cu had
``factor = 1``, its algbw being today's busbw. The times are the same; ringcalc reads the times."""


def _old_factor_one(coll: str | None, interval: tuple[float, float] | None) -> bool:
    """Whether a run's busbw/algbw is the factor 1 of nccl-tests before 2020-06 for its all_gather / reduce_scatter."""
    return coll in OLD_FACTOR_ONE and interval is not None and interval[0] - 1e-9 <= 1.0 <= interval[1] + 1e-9


def _consistent(n: int, coll: str | None, interval: tuple[float, float] | None) -> bool:
    """Whether N ranks of ``coll`` fit the busbw/algbw interval (True when the log cannot say)."""
    if interval is None or coll is None or coll not in _RATIO_COLLECTIVES or _old_factor_one(coll, interval):
        return True
    return interval[0] - 1e-9 <= busbw_factor(coll, n) <= interval[1] + 1e-9


def _resolve_ranks(
    rows: tuple[Row, ...],
    header: RunHeader,
    interval: tuple[float, float] | None,
    coll: str | None,
    source: str,
    ranks: int | None,
    coll_src: str = "unknown",
) -> tuple[int | None, str]:
    """N and where it came from: given, the rank lines, NCCL INFO nranks, or the busbw/algbw ratio."""
    n_lines = None
    if header.rank_ids:
        n_lines = max(len(header.rank_ids), max(header.rank_ids) + 1)
    n_ratio = _ranks_from_ratio(coll, interval) if (coll and interval is not None) else None
    if ranks is not None:
        return int(ranks), "given"
    if n_lines is not None:
        if n_lines >= 2 and not _consistent(n_lines, coll, interval):
            other = _other_factor(n_lines, coll, interval)
            if other and coll_src == "given":  # the rank count is right, the collective is not (before: "pass --ranks")
                raise RingcalcError(f"{source}:{rows[0].line}: {other}: is --collective right?")
            if other:  # the log names a collective its own numbers contradict: --ranks reads it anyway
                raise RingcalcError(f"{source}:{rows[0].line}: {other}, which the log names "
                                    f"({header.collective_text or coll}, {header.collective_where or coll_src}): "
                                    "is this the log you meant? pass --ranks to read it as it says anyway")
            implied = f"implies {n_ratio}" if n_ratio else "does not fit that"
            raise RingcalcError(
                f"{source}:{rows[0].line}: the header lists {n_lines} ranks but busbw/algbw "
                f"({interval[0]:.4f}..{interval[1]:.4f}) {implied} for {coll}; "
                "pass --ranks to say which is right"
            )
        return n_lines, "rank lines"
    if header.nccl_nranks is not None:
        return header.nccl_nranks, "NCCL INFO nranks"
    if n_ratio is not None:
        return n_ratio, "busbw/algbw ratio"
    return None, "unknown"


def _other_factor(n: int, coll: str, interval: tuple[float, float]) -> str | None:
    """What busbw/algbw is when it is another collective's factor at ``n`` ranks but not ``coll``'s, else None:
    "busbw/algbw 1.875 is all_reduce's factor on 16 ranks ..., not all_gather's (0.9375)"."""
    others = [c for c in COLLECTIVES if busbw_factor(c, n) != busbw_factor(coll, n)
              and interval[0] - 1e-9 <= busbw_factor(c, n) <= interval[1] + 1e-9]
    if not others:
        return None
    return (f"busbw/algbw {(interval[0] + interval[1]) / 2:.4g} is {'/'.join(others)}'s factor on {n} ranks (the "
            f"header's rank lines), not {coll}'s ({busbw_factor(coll, n):.4g})")
