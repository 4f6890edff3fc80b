"""The NIC rate a target needs where NCCL picks its (algorithm, protocol) anew at every rate.

NCCL's tuning model (``ringcalc.cluster.nccl_tuning``) sees the NICs' line rate, so the pair it runs changes
with ``--bandwidth``: the efficiency is monotone in the rate for one pair, but not across picks. A faster NIC
can move NCCL from its tree to its ring, or from LL128 to LL, and lose efficiency: on 17 ranks of p4d nodes with
564.8 kB per step and Ts 2.526 ms, tree/LL128 reaches 95.6% at 25.7 GB/s, where the ring/LL of an infinitely fast
NIC reaches 95.3%. Until 2026-11-29 the solver judged a target at infinite bandwidth with the pick of the
cluster's default rate (ring/LL128 there, 94.32% at best) and called 95% unreachable, and its answer's headline
named that default pick beside the rate whose pick differs.

Here the rates are scanned on a geometric grid (:data:`GRID_PER_DECADE` per decade from :data:`LOWEST` to
:data:`HIGHEST`, each with NCCL's pick at it), the first rate that meets the target is narrowed to the bit
against the rate below it, and any band of faster rates at which the target is missed again is found, its edges
narrowed the same way, and said in a note.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ringcalc.errors import infeasible
from ringcalc.units.format import format_bandwidth, format_efficiency, format_time

if TYPE_CHECKING:
    from ringcalc.planning.scenario import Scenario

GRID_PER_DECADE = 8
"""Rates tried per decade (a factor of 1.33 between neighbours)."""
LOWEST, HIGHEST = 1e3, 1e15
"""The rates scanned, B/s: 8 kbit/s to 8 Pbit/s per NIC (below, a target is met by any link; above, by none)."""


def grid() -> list[float]:
    """The rates scanned, ascending."""
    steps = round(math.log10(HIGHEST / LOWEST) * GRID_PER_DECADE)
    return [LOWEST * 10 ** (i / GRID_PER_DECADE) for i in range(steps + 1)]


def efficiency_at(s: Scenario, rate: float) -> float:
    """P at NIC rate ``rate`` with NCCL's pick at that rate."""
    from ringcalc.planning.solver.common import step

    return float(step(s.replace(bandwidth=rate))["efficiency"])


def required(s: Scenario, target: float) -> tuple[float, list[str]]:
    """The smallest NIC rate at which the target is met (NCCL's pick at each rate), and notes on the bands of
    faster rates at which it is missed again. Raises the infeasible error where no rate meets it."""
    from ringcalc import numeric
    from ringcalc.numeric.roots import narrow, smallest_meeting

    def meets(rate: float) -> bool:
        return bool(numeric.reaches(efficiency_at(s, rate), target))

    rates = grid()
    reached = [efficiency_at(s, r) for r in rates]
    met = [bool(numeric.reaches(e, target)) for e in reached]
    if not any(met):
        raise _unreachable(s, target, *max(zip(reached, rates)))
    first = met.index(True)
    answer = smallest_meeting(meets, start=LOWEST) if first == 0 else narrow(meets, rates[first - 1], rates[first])[1]
    notes = [f"at this NIC rate NCCL's model picks {s.replace(bandwidth=answer).algorithm_label}; the search "
             f"re-picks at every rate it tries ({GRID_PER_DECADE} per decade, each edge narrowed)"]
    for start, stop in _missed_bands(rates, met, first):
        low = narrow(lambda r: not meets(r), rates[start - 1], rates[start])[1]
        high = None if stop is None else narrow(meets, rates[stop - 1], rates[stop])[1]
        at = s.replace(bandwidth=low)
        where = (f"from {format_bandwidth(low)} to {format_bandwidth(high)}" if high is not None
                 else f"from {format_bandwidth(low)} up")
        notes.append(f"a faster NIC is not always better here: {where} NCCL's model picks {at.algorithm_label}, "
                     f"which misses the target ({format_efficiency(efficiency_at(s, low))} at "
                     f"{format_bandwidth(low)})" + (f"; it is met again from {format_bandwidth(high)}" if high else ""))
    return answer, notes


def _missed_bands(rates: list[float], met: list[bool], first: int) -> list[tuple[int, int | None]]:
    """(index of the first failing rate, index of the next meeting one or None) of each band above ``first``."""
    bands: list[tuple[int, int | None]] = []
    i = first + 1
    while i < len(rates):
        if met[i]:
            i += 1
            continue
        j = i
        while j < len(rates) and not met[j]:
            j += 1
        bands.append((i, j if j < len(rates) else None))
        i = j
    return bands


def _unreachable(s: Scenario, target: float, best: float, best_rate: float) -> Exception:
    """No rate meets the target: what the best rate's pick leaves at infinitely fast NICs against the budget (the
    words of :func:`ringcalc.planning.solver.common.unreachable`), and the best efficiency any rate reaches
    (``best``, at ``best_rate``)."""
    from ringcalc import numeric
    from ringcalc.planning.solver.common import fixed_terms, step

    at = s.replace(bandwidth=best_rate)
    st = step(at, B=math.inf)
    budget = float(numeric.exposed_budget(st["compute_time_s"], target, st["sync_time_s"]))
    verb = "expose" if s.uses_training_model else "take"
    return infeasible(
        f"{format_efficiency(target)} is unreachable: {fixed_terms(at, 'encoding', 'the last bucket')} alone {verb} "
        f"{format_time(st['exposed_comm_time_s'])} per step with {at.algorithm_label}, more than the "
        f"{format_time(budget)} budget; the best efficiency reachable at any NIC rate, up to infinitely fast NICs "
        f"(NCCL's model picks its pair anew at each), is {format_efficiency(best)}, at "
        f"{format_bandwidth(best_rate)}", option="efficiency")


def answer_scenario(s: Scenario, rate: float) -> Any:
    """The scenario at the answer's rate where NCCL picks its pair at each rate (its pick, its floor, its notes
    are the answer's), else ``s``."""
    repick = s.on_cluster and s.resolved is not None and s.resolved.chosen_by != "given"
    return s.replace(bandwidth=rate) if repick and 0 < rate < math.inf else s
