"""compare and crossover on a cluster: every algorithm that can run there, each as NCCL would run it.

On a cluster (:mod:`ringcalc.planning.scenario_cluster`) an algorithm is
costed on the cluster's links with NCCL's protocol pick for the message, so
each one is a scenario of its own (``s.replace(algorithm=...)``); the
crossover between two of them is found numerically, since the protocol makes
their times piecewise in the size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import asdict

from ringcalc import numeric
from ringcalc.errors import RingcalcError
from ringcalc.units.parse import MAX_BYTES
from ringcalc.planning.compare_rows import QUANTITIES, CompareRow, Crossover, faster_between, numeric_crossovers


def compare_on_cluster(s, algorithms: Sequence[str] | None = None) -> list[CompareRow]:  # s: Scenario
    """Every algorithm that can run on the scenario's cluster, each with NCCL's protocol pick, fastest first.

    An algorithm the cluster cannot run (NVLS without an NVSwitch, PAT with
    several GPUs per node, CollNet without SHARP) is left out and named in the
    first row's note; the row of NCCL's own pick (``auto``) says so.
    """
    from ringcalc.planning.solver import interval_fields
    from ringcalc.planning.solver.common import model_value

    known = [a for a in numeric.algorithms(s.collective, cluster=True) if a != "flat-ring"]
    names = known if algorithms is None else [str(a).strip().lower() for a in algorithms if str(a).strip()]
    scenarios, skipped = {}, []
    for name in names:
        if name not in known:
            numeric.model_functions(f"{name}@cluster", s.collective, option="algorithms")  # unknown: close matches
        try:
            scenarios[name] = s.replace(algorithm=name)
        except RingcalcError as exc:
            if algorithms is not None:  # the list asked for it: --algorithms, not the --algorithm compare refuses
                raise RingcalcError(exc.message, option="algorithms" if exc.option == "algorithm" else exc.option,
                                    kind=exc.kind) from None
            skipped.append(f"{name} ({exc.message})")
    if not scenarios:
        raise RingcalcError("no algorithm runs here", option="algorithms")
    auto = s.replace(algorithm="auto").resolved
    values = {name: {q: model_value(t, q) for q in QUANTITIES} for name, t in scenarios.items()}
    best = min(v["time"] for v in values.values())
    # one T_min for the scenario: each row's bound charges its own pair's network step (NCCL's protocol latency), so
    # the least of them bounds every row and ranks the rows as their times do
    t_min = min(v["lower_bound"] for v in values.values())
    rows = []
    for name, t in scenarios.items():
        v = values[name]
        time_s = v["time"]
        algbw = s.gradient_bytes / time_s if time_s > 0 else math.inf
        picked = (t.resolved.algorithm, t.resolved.protocol) == (auto.algorithm, auto.protocol)
        rows.append(CompareRow(
            algorithm=t.algorithm_label, collective=s.collective, workers=s.workers, gradient_bytes=s.gradient_bytes,
            time_s=time_s, max_bytes_sent_per_worker=v["bytes_sent_per_worker"], total_bytes=v["total_bytes"],
            latency_steps=v["latency_steps"], algbw_bytes_per_s=algbw,
            busbw_bytes_per_s=algbw * v["busbw_factor"] if v["busbw_factor"] > 0 else 0.0,
            lower_bound_s=t_min, fraction_of_bound=t_min / time_s if time_s > 0 else 1.0,
            relative_to_best=time_s / best if best > 0 else 1.0, winner=bool(time_s <= best * (1 + 1e-12)),
            note=(_pick_label(s) if picked else ""), interval=interval_fields(t, time_s),
        ))
    rows.sort(key=lambda r: (r.time_s, r.algorithm))
    # the scenario's notes are worked out for NCCL's pick (its time, its bandwidth term): they go on its row, or say
    # whose they are when that row is not shown
    extra = [n for n in auto_notes(s) if not n.startswith(("auto:", "protocol:"))]
    at = next((i for i, r in enumerate(rows) if r.note.startswith("NCCL's pick")), None)
    if extra and at is None:
        extra = [f"for NCCL's pick ({auto.algorithm}/{auto.protocol}, not shown): " + "; ".join(extra)]
    _append_note(rows, 0 if at is None else at, extra)
    if skipped:
        _append_note(rows, 0, ["cannot run here: " + "; ".join(skipped)])
    return rows


def _pick_label(s) -> str:  # s: Scenario
    """The note on the row NCCL itself would run: with ``--protocol`` forced it picks under that protocol only
    (NCCL_PROTO), which is not what it picks unforced."""
    if "protocol" in s._given:
        return f"NCCL's pick (auto) with --protocol {s._given['protocol']} forced (NCCL_PROTO)"
    return "NCCL's pick (auto)"


def auto_notes(s) -> list[str]:  # s: Scenario
    """The cluster notes of NCCL's own pick, without the first (the cluster's description)."""
    return s.replace(algorithm="auto").cluster_notes()[1:]


def _append_note(rows: list[CompareRow], i: int, notes: list[str]) -> None:
    if notes:
        text = "; ".join(x for x in (rows[i].note, *notes) if x)
        rows[i] = CompareRow(**{**asdict(rows[i]), "note": text})


def crossover_on_cluster(s, against: str = "ring", algorithms: Sequence[str] | None = None) -> list[Crossover]:
    """Where two algorithms swap places on the scenario's cluster, each with NCCL's protocol pick at each size.

    The times are piecewise in the size (the protocol changes), so the
    crossover is found numerically (a log grid of sizes, then bisection).
    """
    against = str(against).strip().lower()
    if algorithms:
        names = [str(a).strip().lower() for a in algorithms]
    elif s.collective == "all-reduce":
        names = ["double-binary-tree", "ring"]
    else:  # every algorithm with a model of this collective on a cluster
        names = [a for a in numeric.algorithms(s.collective, cluster=True) if a != "flat-ring"]
    names = [a for a in names if a and a != against]
    if not names:
        raise RingcalcError(f"nothing to compare {against} with: give other algorithms", option="algorithms")

    def time_in_k(algorithm: str) -> Callable[[float], float]:
        return lambda k: s.replace(algorithm=algorithm, size=k).comm_time()

    time_b = time_in_k(against)
    _runs(time_b, "against")  # an algorithm the cluster cannot run is refused here, with the reason
    out, skipped = [], []
    for algo in names:
        time_a = time_in_k(algo)
        try:
            _runs(time_a, "algorithms")
        except RingcalcError as exc:
            if algorithms:
                raise
            skipped.append(f"{algo} ({exc.message})")
            continue

        def rel(k: float, time_a=time_a) -> float:
            ta, tb = time_a(k), time_b(k)
            d = (ta - tb) / max(abs(ta), abs(tb), 1e-300)
            return 0.0 if abs(d) < 1e-12 else d

        crossings = numeric_crossovers(rel, 1.0, MAX_BYTES)  # to the largest size an option takes (1 ZB)
        below, above, note = faster_between(crossings, algo, against, time_a, time_b)
        kstar = crossings[0] if crossings else None
        note = "; ".join([note, *_size_free_notes(s)])
        out.append(Crossover(
            # no one latency: each side takes NCCL's latency of the pair it picks at each size (NaN, not the 1-byte one)
            algorithm=algo, against=against, collective=s.collective, workers=s.workers,
            bandwidth_bytes_per_s=s.bandwidth_bytes_per_s, latency_s=math.nan, gamma_s_per_byte=s.gamma_s_per_byte,
            crossover_bytes=kstar, faster_below=below, faster_above=above,
            expression=f"numeric on the cluster ({s.placement.describe(s.cluster_spec)}; NCCL's protocol pick "
                       "at each size)", note=note, crossings_bytes=tuple(crossings),
        ))
    if not out:
        raise RingcalcError(f"no algorithm to compare with {against} runs here: " + "; ".join(skipped),
                            option="algorithms")
    if skipped:
        out[0] = Crossover(**{**asdict(out[0]), "note": f"{out[0].note}; cannot run here: " + "; ".join(skipped)})
    return out


SIZE_NOTES = ("auto:", "protocol:", "latency-bound", "bandwidth-bound", "the NICs set", "the scale-up link sets",
              "NVLS (NVLink SHARP) is available", "80% interval")
"""The cluster notes about one message (the scenario's own size, 1 B here) or its time's interval: a crossover is
about every size, so they are left out of its note."""


def _size_free_notes(s) -> list[str]:  # s: Scenario
    """The cluster's description and its priors, without what holds for one message size only (:data:`SIZE_NOTES`)."""
    return [n for n in s.cluster_notes() if not n.startswith(SIZE_NOTES)]


def _runs(time: Callable[[float], float], option: str) -> None:
    """Price one byte: an algorithm the cluster cannot run, or that has no model of the collective, is refused with
    the reason, blamed on the option that named it (``--against`` or ``--algorithms``, not ``--algorithm``)."""
    try:
        time(1.0)
    except RingcalcError as exc:
        raise RingcalcError(exc.message, option=option) from None
