"""What nccl-tests should print on a cluster, before anything is measured (``ringcalc expect``).

For each message size of an nccl-tests sweep (``-b 8 -e 16G -f 2`` by default)
the expected row is the scenario's answer at that size: the (algorithm,
protocol) NCCL's own model picks (:mod:`ringcalc.cluster.nccl_tuning`; a given
``--algorithm`` / ``--protocol`` forces one, as ``NCCL_ALGO`` / ``NCCL_PROTO``
do), its time from the cluster model of that pair, algbw and busbw as
nccl-tests defines them, and the 80% interval from the priors of the achieved
fractions (:mod:`ringcalc.cluster.values`). No formula lives here: every number
is :meth:`ringcalc.planning.scenario.Scenario.time` at one size.

Sizes and counts follow nccl-tests (``src/common.cu`` ``TimeTest`` and each
collective's ``GetCollByteCount``, NVIDIA/nccl-tests 2.19.6 at commit a0b82b2):
the printed size is ``max(sendBytes, recvBytes)`` and the count the elements
of one rank's call. For all-gather, reduce-scatter and all-to-all the
per-rank count is ``count / nranks`` rounded down to a multiple of 16 bytes
(:data:`ALIGN_BYTES`), so the printed size is a multiple of ``4 nranks``
floats and a size below that is 0: such rows carry no data and are left out. Elements are ``float`` (4 bytes),
nccl-tests' default type. A size above what nccl-tests allocates on the cluster's GPU (:func:`nccl_tests_max_bytes`,
where the catalog states the GPU's memory) is said in a note; a sweep of only such sizes is refused.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from ringcalc.errors import RingcalcError

if TYPE_CHECKING:  # the scenario is passed in: the cluster layer does not build one
    from ringcalc.planning.scenario import Scenario

ELEMENT_BYTES = 4
"""nccl-tests' default type, ``float`` (``-d float``)."""

DEFAULT_MIN_BYTES = 8
DEFAULT_MAX_BYTES = 16 * 2**30
DEFAULT_FACTOR = 2
"""nccl-tests ``-b 8 -e 16G -f 2``: 8 B to 16 GiB, doubling."""

ROW_NOTES = ("auto: ", "protocol: ", "all-to-all: ", "latency-bound: ", "the NICs set the bandwidth term",
             "the scale-up link sets the bandwidth term")
"""Notes of one size's answer (the pair picked there, the link that bounds it): each row shows its pair instead,
and what bounds one size is not what bounds the table."""

MAX_ROWS = 200
"""A sweep longer than this is refused (nccl-tests itself prints one row per size)."""

PER_RANK_COUNT = ("all-gather", "reduce-scatter", "all-to-all")
"""Collectives whose nccl-tests count is one rank's share, ``count / nranks``."""

PROGRAM = {"all-reduce": "all_reduce", "all-gather": "all_gather", "reduce-scatter": "reduce_scatter",
           "broadcast": "broadcast", "reduce": "reduce", "all-to-all": "alltoall"}
"""ringcalc's collective -> nccl-tests' program (``all_reduce_perf``)."""


def sweep_sizes(min_bytes: float = DEFAULT_MIN_BYTES, max_bytes: float = DEFAULT_MAX_BYTES,
                factor: float = DEFAULT_FACTOR) -> list[int]:
    """The sizes nccl-tests visits with ``-b MIN -e MAX -f FACTOR`` (bytes).

    Raises
    ------
    RingcalcError
        A factor that is not a whole number >= 2 (nccl-tests reads ``-f`` as an
        integer), sizes out of order, or more than :data:`MAX_ROWS` rows.
    """
    if not (isinstance(factor, (int, float)) and math.isfinite(factor) and factor == int(factor) and factor >= 2):
        raise RingcalcError(f"must be a whole number >= 2 (nccl-tests' -f), got {factor!r}", option="factor")
    low, high = int(min_bytes), int(max_bytes)
    if low < 1 or low != min_bytes:
        raise RingcalcError(f"must be a whole number of bytes >= 1, got {min_bytes!r}", option="min-size")
    if high < low:
        raise RingcalcError(f"is below --min-size ({high:,} B < {low:,} B)", option="max-size")
    sizes, size = [], low
    while size <= high:
        sizes.append(size)
        if len(sizes) > MAX_ROWS:
            raise RingcalcError(f"gives more than {MAX_ROWS} sizes; raise --factor or narrow the range",
                                option="factor")
        size *= int(factor)
    return sizes


ALIGN_BYTES = 16
"""nccl-tests trims one rank's share to a multiple of 16 bytes (``base = (count/nranks) & ~(16/eltSize - 1)``,
NVIDIA/nccl-tests commit 29f4114, 2024-12-18, "trim buffer sizes to be multiples of 16 bytes"; as at 2.19.6,
a0b82b2): 24 ranks of all-gather at 1 MiB print 1,048,320 B, count 10,920 (before, 1,048,512 B and 10,922)."""


def printed_size(collective: str, size: int, ranks: int) -> tuple[int, int]:
    """(size, count) as nccl-tests prints them for a requested ``size`` of ``float`` on ``ranks`` ranks."""
    count = int(size) // ELEMENT_BYTES
    if collective in PER_RANK_COUNT and ranks > 1:
        per_rank = (count // ranks) & ~(ALIGN_BYTES // ELEMENT_BYTES - 1)
        return per_rank * ranks * ELEMENT_BYTES, per_rank
    return count * ELEMENT_BYTES, count


def _smallest(collective: str, ranks: int) -> int:
    """The fewest floats nccl-tests runs ``collective`` with on ``ranks`` ranks: 16 bytes per rank where the count
    is split among the ranks, else one float (all-reduce, broadcast, reduce take the count whole)."""
    return ranks * (ALIGN_BYTES // ELEMENT_BYTES) if collective in PER_RANK_COUNT and ranks > 1 else 1


def _why_size_zero(collective: str) -> str:
    """Why nccl-tests prints a requested size as 0 for ``collective``."""
    if collective in PER_RANK_COUNT:
        return "count / nranks, trimmed to a multiple of 16 bytes, is 0"
    return "the count of floats, size / 4, is 0"


GIB = 2**30


def nccl_tests_max_bytes(memory_bytes: float, datacheck: bool = True) -> int:
    """The largest size nccl-tests runs on a GPU of ``memory_bytes``: it reduces ``-e`` (maxBytes) to
    ``(memory - reserve - 1 GiB) / 3`` (send, receive and expected buffers of the whole size; ``/ 2`` without the
    data check, ``-c 0``), the reserve 1 GiB per 16 GiB of memory, at most 4 GiB (``src/common.cu``, 2.19.6 at
    a0b82b2: "Reducing maxBytes to ... due to memory limitation"). The cap is on the requested size, alike for every
    collective (all-reduce's buffers, the largest, are two of the whole size)."""
    mem = int(memory_bytes)
    reserve = min(-(-mem // (16 * GIB)) * GIB, 4 * GIB)
    return max(0, mem - reserve - GIB) // (3 if datacheck else 2)


def _gib(n: int) -> str:
    """``25 GiB``, ``45.33 GiB``: a size as the memory note quotes it."""
    from ringcalc.units import format_size

    return format_size(n).split(" (")[-1].rstrip(")") if n >= 2**20 else format_size(n)


def memory_cap(c: Any) -> tuple[int, int, str] | None:
    """(largest size, largest without the data check, why) where the cluster's catalog GPU states its memory; None where it does not."""
    from ringcalc import catalog

    if c is None or not getattr(c, "gpu", None):
        return None
    try:
        acc = catalog.get_accelerator(c.gpu, option="cluster")
    except RingcalcError:
        return None
    if not acc.memory_bytes or acc.memory_bytes <= 0:
        return None
    cap, loose = nccl_tests_max_bytes(acc.memory_bytes), nccl_tests_max_bytes(acc.memory_bytes, datacheck=False)
    why = (f"above what nccl-tests runs on the cluster's GPU, {acc.display or acc.name} "
           f"({acc.memory or _gib(int(acc.memory_bytes))}): it reduces maxBytes (-e) to about {_gib(cap)} (the memory "
           f"less a reserve and 1 GiB, over its send, receive and expected buffers; about {_gib(loose)} with -c 0, no "
           "data check)")
    return cap, loose, why


@dataclass(frozen=True)
class ExpectedRow:
    """One size of the expected table (SI units; the interval's ends are the prior interval's)."""

    size_bytes: int
    count: int
    time_s: float
    algbw_bytes_per_s: float
    busbw_bytes_per_s: float
    algorithm: str
    protocol: str | None
    time_s_low: float
    time_s_high: float
    busbw_bytes_per_s_low: float
    busbw_bytes_per_s_high: float
    chosen_by: str = "auto"

    @property
    def pair(self) -> str:
        """``ring/Simple`` (``rabenseifner`` for an algorithm without a protocol)."""
        return self.algorithm if self.protocol is None else f"{self.algorithm}/{self.protocol}"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Expectation:
    """The expected nccl-tests table of one collective on one layout of a cluster."""

    collective: str
    workers: int
    nodes: int
    ranks_per_node: int
    cluster: str
    placement: str
    requested: str  # "auto" or the forced algorithm (and protocol)
    rows: tuple[ExpectedRow, ...]
    notes: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        out = {k: v for k, v in asdict(self).items() if k != "rows"}
        out["notes"] = list(self.notes)
        out["rows"] = [r.to_dict() for r in self.rows]
        return out


def expected_row(s: Scenario, size: int, count: int) -> ExpectedRow:
    """The expected row of a scenario already at its size (``s.gradient_bytes == size``)."""
    r = s.time()
    iv = r.interval
    t = r.comm_time_s
    lo, hi = (iv["comm_time_s_low"], iv["comm_time_s_high"]) if iv else (t, t)
    bus = r.busbw_bytes_per_s
    resolved = s.resolved
    return ExpectedRow(
        size_bytes=int(size), count=int(count), time_s=t, algbw_bytes_per_s=r.algbw_bytes_per_s,
        busbw_bytes_per_s=bus, algorithm=resolved.algorithm if resolved else s.algorithm,
        protocol=resolved.protocol if resolved else None, time_s_low=lo, time_s_high=hi,
        busbw_bytes_per_s_low=bus * t / hi if hi > 0 else bus, busbw_bytes_per_s_high=bus * t / lo if lo > 0 else bus,
        chosen_by=resolved.chosen_by if resolved else "given",
    )


def at_size(base: Scenario, size: int) -> Scenario:
    """The scenario with the message ``size`` (bytes)."""
    return base if base.gradient_bytes == size else base.replace(size=float(size))


def table_notes(s: Scenario) -> list[str]:
    """The scenario's cluster notes that hold for every size (tiers, priors), not one size's pick."""
    return [n for n in s.cluster_notes()[1:] if not n.startswith(ROW_NOTES) and "is available but" not in n]


def require_cluster(s: Scenario, candidates: list[str] | None = None) -> None:
    """Refuse a scenario on one link: the expected table is NCCL's, on nodes, NICs and a scale-up link.

    ``candidates``: catalog clusters to name (those of a log's GPU); by default the catalog's list.
    """
    if s.cluster_spec is None:
        from ringcalc.cluster.gpu_family import named

        which = (f"--cluster NAME (of the log's GPU: {named(candidates)})" if candidates
                 else "--cluster NAME (ringcalc catalog clusters)")
        raise RingcalcError(f"needs the cluster the table is for: give {which} or describe it (--gpus-per-node, "
                            "--nics-per-node, --bandwidth per NIC, --intra-bandwidth)", option="cluster")


def expect(base: Scenario, sizes: list[int]) -> Expectation:
    """The expected table of ``base``'s collective at each of ``sizes`` (bytes, as nccl-tests is asked for them).

    Raises
    ------
    RingcalcError
        A scenario that is not on a cluster or of one rank, an algorithm NCCL cannot run here, or sizes that are
        all above what nccl-tests allocates on the cluster's GPU.
    """
    require_cluster(base)
    if base.workers < 2:
        raise RingcalcError("needs at least 2 ranks: one rank communicates nothing (nccl-tests times a local copy)",
                            option="workers")
    c, p = base.cluster_spec, base.placement
    cap = memory_cap(c)
    cut = [size for size in sizes if cap is not None and size > cap[0]]
    if cap is not None and all(size > cap[1] for size in sizes):  # not even without the data check
        raise RingcalcError(f"every size is {cap[2]}, and then runs that one size alone: give --max-size "
                            f"{_gib(cap[0]).replace(' ', '')} or less", option="min-size")
    rows, skipped, odd = [], 0, []
    for size in sizes:
        printed, count = printed_size(base.collective, size, base.workers)
        if printed <= 0:
            skipped += 1
            continue
        if size % ELEMENT_BYTES:
            odd.append((size, printed))
        rows.append(expected_row(at_size(base, printed), printed, count))
    if not rows:
        raise RingcalcError(f"every size is below {_smallest(base.collective, base.workers)} element(s) of float, which "
                            f"nccl-tests prints as size 0 for {base.collective} ({_why_size_zero(base.collective)}): "
                            "raise --max-size", option="max-size")
    notes = list(base.cluster_notes()[:1])
    from ringcalc.cluster import nccl_tuning

    picker = "NCCL's own model picks (tuning.cc)"
    if base.collective == "all-to-all":
        picker = ("NCCL's point-to-point rule picks (enqueue.cc: LL up to 16 KiB per peer, Simple above; 'ring' is "
                  "ringcalc's name for the pairwise exchange)")
    elif base.algorithm == "auto" and base.protocol in (None, "auto") and nccl_tuning.plugin_applies(
            base.collective, c, p, nccl_tuning.NCCL_ALGORITHMS, nccl_tuning.nc.PROTOCOLS):
        picker = (f"{nccl_tuning.TUNER_NAME} ({c.tuner}) picks where a region of its holds the size, else NCCL's own "
                  "model (tuning.cc)")
    notes.append(f"each row is `ringcalc time` at that size: the pair {picker} costed by "
                 "ringcalc's cluster model; the interval is the priors' ends widened by the model's own error "
                 "(the 80% interval note below)")
    if skipped:
        notes.append(f"{skipped} size(s) below {_smallest(base.collective, base.workers)} float(s) left out: "
                     f"nccl-tests runs them as size 0 for {base.collective} ({_why_size_zero(base.collective)})")
    if odd:
        notes.append(f"{len(odd)} size(s) not a multiple of {ELEMENT_BYTES} B run as nccl-tests runs them, size // "
                     f"{ELEMENT_BYTES} floats: {odd[0][0]:,} B prints as {odd[0][1]:,} B")
    if cut:
        notes.append(f"{len(cut)} size(s) from {_gib(cut[0])} on are {cap[2]}: their rows are the model's alone")
    notes += falling_time_notes(rows)
    notes += table_notes(base)
    return Expectation(collective=base.collective, workers=base.workers, nodes=p.nodes, ranks_per_node=p.ranks_per_node,
                       cluster=c.describe(), placement=p.describe(c), requested=requested(base),
                       rows=tuple(rows), notes=tuple(notes))


def falling_time_notes(rows: list[ExpectedRow]) -> list[str]:
    """A note where a larger size is expected to finish sooner than a smaller one: NCCL's pick at the smaller size
    is not the fastest pair by ringcalc's model (NCCL picks by its own tuning constants; the time is ringcalc's model
    of the pair, with the achieved fractions and the transport's own latencies), so the table is not monotone."""
    from ringcalc.units import format_size_exact, format_time

    falls = [(a, b) for a, b in zip(rows, rows[1:]) if b.size_bytes > a.size_bytes and b.time_s < a.time_s]
    if not falls:
        return []
    a, b = falls[0]
    more = f" (and at {len(falls) - 1} more step{'s' * (len(falls) > 2)})" if len(falls) > 1 else ""
    return [f"the expected time falls from {format_time(a.time_s)} at {format_size_exact(a.size_bytes)} ({a.pair}) to "
            f"{format_time(b.time_s)} at {format_size_exact(b.size_bytes)} ({b.pair}){more}: NCCL picks by its own tuning "
            f"constants, and ringcalc's model of the cluster prices {a.pair} slower there than NCCL's does; a log "
            f"shows which holds (`ringcalc check`)"]


def requested(s: Scenario) -> str:
    """``auto`` (NCCL's pick), or the forced algorithm and protocol as NCCL_ALGO / NCCL_PROTO would force them."""
    proto = s.protocol if s.protocol not in (None, "auto") else None
    algorithm = "auto" if s.algorithm == "auto" else s.algorithm
    return algorithm if proto is None else f"{algorithm}, protocol {proto}"
