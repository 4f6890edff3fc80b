"""Cross-check a scenario against a real, scaled-down execution."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any

from ringcalc.errors import RingcalcError
from ringcalc.executor.budget import require_run_memory
from ringcalc.executor.check import check
from ringcalc.executor.registry import get_algorithm
from ringcalc.executor.timing import uniform_time

FLOAT32_BYTES = 4
MAX_TOTAL_ELEMENTS = 1 << 24  # N * K cap of the scaled run (64 MiB of float32 inputs)


@dataclass
class VerifyResult:
    """Outcome of :func:`verify_scenario` (SI units; bytes of the scaled run unless named ``_full``)."""

    algorithm: str
    workers: int
    gradient_bytes: float
    elements_run: int
    result_matches: bool
    bytes_match: bool
    time_match: bool | None
    simulated_time_s: float
    model_time_s: float
    model_time_full_s: float
    max_abs_error: float
    max_rel_error: float
    bytes_sent_per_worker: list[int] = field(default_factory=list)
    model_bytes_sent_per_worker: list[int] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Results and bytes agree, and the time too where a closed form exists (``time_match`` not None)."""
        return self.result_matches and self.bytes_match and self.time_match is not False

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["ok"] = self.ok
        return d


def verify_scenario(algorithm: str, workers: int, gradient_bytes: float, bandwidth_bytes_per_s: float,
                    latency_s: float, gamma_s_per_byte: float = 0.0, max_elements: int = 1 << 16,
                    gpus_per_node: int = 1, *, intra_bandwidth_bytes_per_s: float | None = None,
                    intra_latency_s: float | None = None, nics_per_node: int | None = None) -> VerifyResult:
    """Run ``algorithm`` on a scaled-down float32 copy of the scenario and check it.

    Same ``workers``; ``K = ceil(gradient_bytes / 4)`` float32 elements are
    reduced to at most ``max_elements`` and rounded down to a multiple of the
    algorithm's even-chunk grain (``N``, or ``2**floor(log2 N)`` for
    Rabenseifner) and to ``N * K <= 2**24`` (all-gather: ``N * N * K``), never below one grain. Checks: every worker's result
    equals the reference within the float32 rounding bound and all are
    bitwise identical; bytes per worker equal the exact formula of
    :mod:`ringcalc.executor.traffic`; the simulated time on uniform links
    equals :func:`~ringcalc.executor.timing.uniform_time` to 1e-9 relative.
    ``model_time_full_s`` is the closed form at the full gradient size.
    ``gpus_per_node`` and the ``intra_*`` / ``nics_per_node`` keywords
    describe a two-level network (see :class:`~ringcalc.executor.links.Links`);
    on such a network only the hierarchical ring has a closed form, so
    ``time_match`` is then None for the flat algorithms. A run that would
    not fit in this machine's memory (``N * grain`` values at least) is
    refused before anything is allocated (RingcalcError, kind ``"infeasible"``).

    Returns
    -------
    VerifyResult
    """
    a = get_algorithm(algorithm)
    if not (isinstance(workers, int) and workers >= 1):
        raise RingcalcError("workers must be an integer >= 1", option="workers")
    if not (gradient_bytes >= 0 and math.isfinite(gradient_bytes)):
        raise RingcalcError("gradient size must be a finite number of bytes >= 0", option="gradient_bytes")
    if max_elements < 1:
        raise RingcalcError("max_elements must be >= 1", option="max_elements")
    grain = a.grain(workers)
    full = math.ceil(gradient_bytes / FLOAT32_BYTES)
    per_element = workers * (workers if a.name == "all-gather" else 1)  # all-gather outputs are N times larger
    k = max(grain, min(full, max_elements, MAX_TOTAL_ELEMENTS // per_element) // grain * grain)
    require_run_memory(a.name, workers, k, "float32", gpus_per_node, option="verify",
                       hint=f"the scaled run keeps N = {workers:,} workers and needs at least {grain:,} elements each "
                            f"(one per chunk); verify with fewer workers, or drop --verify")
    rep = check(a.name, workers, k, bandwidth_bytes_per_s=bandwidth_bytes_per_s, latency_s=latency_s,
                gamma_s_per_byte=gamma_s_per_byte, dtype="float32", op="sum", gpus_per_node=gpus_per_node,
                intra_bandwidth_bytes_per_s=intra_bandwidth_bytes_per_s, intra_latency_s=intra_latency_s,
                nics_per_node=nics_per_node)
    num = rep.numerics
    return VerifyResult(
        a.name, workers, float(gradient_bytes), k, rep.result_matches, rep.bytes_match, rep.time_match,
        rep.timing.total_time_s, rep.model_time_s,
        uniform_time(a.name, workers, float(gradient_bytes), bandwidth_bytes_per_s, latency_s, gamma_s_per_byte,
                     gpus_per_node, intra_bandwidth_bytes_per_s=intra_bandwidth_bytes_per_s,
                     intra_latency_s=intra_latency_s, nics_per_node=nics_per_node),
        0.0 if num is None else num.max_abs_error, 0.0 if num is None else num.max_rel_error,
        [int(x) for x in rep.result.bytes_sent], [int(x) for x in rep.model_bytes_sent],
    )
