"""How a scenario's answers change with the worker count: the scaling rows of ``ringcalc report``.

Each row is the scenario at another N: its efficiency, iteration and
communication time, speedup, the bandwidth a target needs (None where no
bandwidth reaches it: the time no bandwidth removes, latency, reduction,
intra-node transfers, synchronisation, already exceeds the budget) and,
from a calibration, the efficiency's interval.
"""

from __future__ import annotations

from typing import Any

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.units import MAX_WORKERS


def worker_counts(up_to: int, workers: int, per_node: int = 1) -> list[int]:
    """Whole nodes of ``per_node`` workers, doubling from 2 (one node when ``per_node`` > 1) to ``up_to``.

    ``up_to`` (when it fills whole nodes) and the scenario's own N are added.
    """
    if not 2 <= up_to <= MAX_WORKERS:
        raise RingcalcError(f"must be between 2 and {MAX_WORKERS:,}, got {up_to}", option="up-to")
    first = per_node if per_node > 1 else 2
    counts = {first * 2 ** i for i in range(up_to.bit_length()) if first * 2 ** i <= up_to} | {workers}
    if up_to % per_node == 0:
        counts.add(up_to)
    return sorted(n for n in counts if n >= 2 or n == workers)


def bandwidth_or_reason(s: Scenario, goal: float) -> tuple[Any, str | None]:
    """The bandwidth result for ``goal`` and None, or None and the solver's reason when the target is unreachable
    (what takes the time no bandwidth removes, and the best efficiency reachable); an input error still raises."""
    try:
        return s.required_bandwidth(goal), None
    except RingcalcError as exc:
        if exc.kind == "infeasible":
            return None, exc.message
        raise


def bandwidth_or_none(s: Scenario, goal: float) -> Any:
    """The bandwidth result for ``goal``, or None when the target is unreachable (an input error still raises)."""
    return bandwidth_or_reason(s, goal)[0]


def _worker_step(s: Scenario) -> int:
    """The worker counts a scaling table may take: whole nodes for a two-level algorithm (on a cluster too: -n 30
    on nodes of 4 is refused for the hierarchical ring, and ``--up-to 30`` added it), any count otherwise."""
    from ringcalc.planning.topology import worker_step

    return worker_step(s.algorithm, s.topology) if s.on_cluster else s.topology.gpus_per_node


def scaling_rows(s: Scenario, goal: float, up_to: int) -> list[dict[str, Any]]:
    """One row per worker count of :func:`worker_counts`, SI values keyed as in JSON."""
    rows = []
    for n in worker_counts(up_to, s.workers, _worker_step(s)):
        sn = s.replace(workers=n)
        e, (b, why) = sn.efficiency(), bandwidth_or_reason(sn, goal)
        row = {"workers": n, "efficiency": e.efficiency, "iteration_time_s": e.iteration_time_s,
               "comm_time_s": e.comm_time_s, "speedup": e.speedup,
               "required_bandwidth_bytes_per_s": None if b is None else b.required_bandwidth_bytes_per_s,
               # what the rate is a rate of at this N: one NIC's line rate on a cluster (a calibration's fitted one
               # at every N: Scenario.required_bandwidth), else a worker's link
               "required_bandwidth_per": "NIC" if sn.on_fitted_cluster().on_cluster else "worker",
               "required_bandwidth_unreachable": why}  # why no rate meets the target at this N (None: one does)
        if e.samples_per_s is not None:  # --batch: the throughput at each N
            row["samples_per_s"] = e.samples_per_s
        if s.calibration or s.has_prior_spread:  # the efficiency's interval (None: unbounded)
            iv = e.interval or {}
            row.update(efficiency_low=iv.get("efficiency_low"), efficiency_high=iv.get("efficiency_high"))
        rows.append(row)
    return rows
