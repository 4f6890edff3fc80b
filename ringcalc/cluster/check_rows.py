"""What ``ringcalc check`` answers with: the log's layout, each size beside its expected row, the band
verdicts, the findings and the report.

:mod:`ringcalc.cluster.check` builds them, :mod:`ringcalc.cluster.diagnose`
reads the compared rows and writes the findings; a module of its own so that
neither of the two imports the other.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ringcalc.cluster.expect import ExpectedRow

KIB, MIB = 2**10, 2**20
BANDS = (("small", 0, 64 * KIB), ("medium", 64 * KIB, 64 * MIB), ("large", 64 * MIB, math.inf))
"""Size bands (bytes, [low, high)): below 64 KiB the time is latency, from 64 MiB on it is bandwidth."""

def band_of(size: float) -> str:
    """``small``, ``medium`` or ``large`` (:data:`BANDS`)."""
    return next(name for name, low, high in BANDS if low <= size < high)


@dataclass(frozen=True)
class LogLayout:
    """Where the log's ranks ran, and how that layout is costed on the cluster."""

    ranks: int
    nodes: int
    ranks_per_node: int
    nodes_source: str
    gpus_per_node: int  # the cluster's G
    nics_per_node: int  # the NICs the costed layout has per node (the ranks' rails)
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Compared:
    """One measured size beside its expected row; ``ratio`` = measured busbw / expected = expected time / measured."""

    size_bytes: int
    band: str
    line: int
    placement: str
    measured_time_s: float
    measured_busbw_bytes_per_s: float
    expected: ExpectedRow
    ratio: float
    status: str  # "as expected" (inside the healthy band), "slower", "faster"
    healthy_time_s_low: float = math.nan  # the band the status is judged on: the priors' ends (check.healthy_band)
    healthy_time_s_high: float = math.nan

    def to_dict(self) -> dict[str, Any]:
        e = self.expected
        return {"size_bytes": self.size_bytes, "band": self.band, "line": self.line, "placement": self.placement,
                "measured_time_s": self.measured_time_s,
                "measured_busbw_bytes_per_s": self.measured_busbw_bytes_per_s,
                "expected_time_s": e.time_s, "expected_time_s_low": e.time_s_low,
                "expected_time_s_high": e.time_s_high, "expected_busbw_bytes_per_s": e.busbw_bytes_per_s,
                "algorithm": e.algorithm, "protocol": e.protocol, "ratio": self.ratio, "status": self.status,
                "healthy_time_s_low": self.healthy_time_s_low, "healthy_time_s_high": self.healthy_time_s_high}


@dataclass(frozen=True)
class BandVerdict:
    """How one size band compares: the sizes inside, above and below the interval, the median ratio."""

    band: str
    sizes: int
    within: int
    slower: int
    faster: int
    median_ratio: float
    verdict: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Finding:
    """What is off (or fine), one sentence with its numbers; ``headline`` is its short form for the verdict.

    ``problem`` is False for what the expected table already holds (a band as
    expected, a tree NCCL's model picks too): such findings inform, the verdict
    lists only the problems.
    """

    kind: str
    band: str
    headline: str
    message: str
    values: dict[str, Any] = field(default_factory=dict)
    problem: bool = True

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class CheckReport:
    """One run of a log beside its expected table: rows, band verdicts, findings and the overall verdict."""

    source: str
    run: int
    collective: str
    layout: LogLayout
    cluster: str
    placement: str
    requested: str
    rows: tuple[Compared, ...]
    bands: tuple[BandVerdict, ...]
    findings: tuple[Finding, ...]
    verdict: str
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "run": self.run, "collective": self.collective,
                "ranks": self.layout.ranks, "nodes": self.layout.nodes, "ranks_per_node": self.layout.ranks_per_node,
                "nodes_source": self.layout.nodes_source, "cluster": self.cluster, "placement": self.placement,
                "requested": self.requested, "verdict": self.verdict,
                "findings": [f.to_dict() for f in self.findings], "bands": [b.to_dict() for b in self.bands],
                "rows": [r.to_dict() for r in self.rows], "notes": list(self.notes)}
