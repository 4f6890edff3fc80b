"""The largest worker count N whose efficiency still meets a target.

The closed-form root derived by sympy where the model has one (the ring: a
quadratic in N), corrected against the forward time so that rounding at an
exact boundary cannot be off by one; otherwise the piecewise integer search of
:mod:`ringcalc.numeric.worker_search` (whole nodes for the hierarchical
models), which also reports the counts below the answer that miss the target.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ringcalc import numeric
from ringcalc.numeric import roots
from ringcalc.errors import infeasible
from ringcalc.planning.results import SIResult
from ringcalc.planning.solver.common import (check_sync, comm_budget, listed_counts, model_value, over_workers,
                                             training_step)
if TYPE_CHECKING:  # annotations only: the Scenario calls the solver, not the other way round
    from ringcalc.planning.scenario import Scenario
from ringcalc import units
from ringcalc.units import format_efficiency, format_time


@dataclass(frozen=True)
class MaxWorkersResult(SIResult):
    """The largest worker count that meets a target (:func:`max_workers`), and the counts below it that miss."""

    algorithm: str
    collective: str
    gradient_bytes: float
    bandwidth_bytes_per_s: float
    latency_s: float
    step_time_s: float
    efficiency: float
    comm_time_budget_s: float
    max_workers: int | None
    unbounded: bool
    efficiency_at_max_workers: float | None
    comm_time_limit_s: float | None
    notes: list[str] = field(default_factory=list)
    # True when the search stopped at the tool's limit (units.MAX_WORKERS) with that many workers still meeting
    # the target: the answer is "at least max_workers (the limit), larger counts not searched"; unbounded False
    beyond_limit: bool = False
    # worker counts below max_workers that do NOT meet the target (inclusive [first, last] ranges of N;
    # models not monotone in N, e.g. MPICH's recursive doubling / Rabenseifner)
    failing_below: list[list[int]] = field(default_factory=list)
    # from a calibration: the answer with the collective time at the low and high ends of its prediction interval
    # (max_workers_low: the time at its high bound; None: no count can be promised there)
    interval: dict | None = None
    # what stopped the search where beyond_limit: the tool's limit, or one node where a calibration's NICs are unknown
    limit_label: str = "search limit"


def max_workers(s: Scenario, target: float) -> MaxWorkersResult:
    """The largest N with P >= target at the scenario's bandwidth.

    Uses the closed-form root derived by sympy where the model has one (the
    ring: a quadratic in N), checked and corrected against the forward time
    so that floating-point rounding at an exact boundary cannot give an
    answer off by one; otherwise an integer search, valid because the
    models' times do not decrease with N. The algorithm, bandwidth and
    latency reported are the answer's (:func:`_costed_at_answer`).
    """
    return _costed_at_answer(s, _max_workers(s, target))


def _costed_at_answer(s: Scenario, r: MaxWorkersResult) -> MaxWorkersResult:
    """``r`` with the algorithm, bandwidth and latency of the scenario at its answer, where they depend on N.

    The search starts at one node or 2 workers; a calibration carries its latency to each N (per-step alpha
    17.52 us at N = 2, 7.85 us at the answer 549 on the P5 log) and on a cluster each N is placed and picked anew,
    so the start's values are not the answer's. They are now what ``efficiency -n`` at the answer reports, as
    max-model reports its answer's (until 2026-11-28 the start's were reported).
    """
    n = r.max_workers
    if n is None or n < 2 or n == s.workers:
        return r
    network = s._network
    if not s.on_cluster and s._physical is None and (network is None or not network.per_worker_count):
        return r  # alpha and B do not depend on N
    from dataclasses import replace

    at = s.at_workers(n)
    bandwidth = r.bandwidth_bytes_per_s if at.bandwidth_bytes_per_s is None else at.bandwidth_bytes_per_s
    return replace(r, algorithm=at.algorithm_label, bandwidth_bytes_per_s=bandwidth, latency_s=at.latency_s)


def _max_workers(s: Scenario, target: float) -> MaxWorkersResult:
    """:func:`max_workers`, valued at the scenario's own N."""
    s.require("bandwidth_bytes_per_s", "bandwidth")
    if s.uses_training_model:
        return _max_workers_training(s, target)
    budget = comm_budget(s, target)
    fns = numeric.model_functions(s.model_algorithm, s.collective)
    common = dict(
        algorithm=s.algorithm_label, collective=s.collective, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s, latency_s=s.latency_s, step_time_s=s.step_time_s,
        efficiency=target, comm_time_budget_s=budget,
    )
    from ringcalc.planning.topology import worker_step

    # two-level calibration, or Horovod's hierarchical ring on a cluster: whole nodes
    step = 1 if s.on_cluster and s.algorithm != "hierarchical-ring" else worker_step(s.algorithm, s.topology)
    first = step if step > 1 else 2

    def times(n: Any) -> Any:
        if s.on_cluster or s._physical is not None:  # each N placed anew (a fitted cluster may answer it)
            return over_workers(s, n, lambda t: model_value(t, "time"))
        return numeric.evaluate("time", s.symbol_values(N=n), s.model_algorithm, s.collective)

    def misses(n: Any) -> Any:  # 0 where N meets the target (numeric.reaches), 1 where it misses; vectorised
        return _missed(numeric.reaches(numeric.efficiency(s.step_time_s, times(n)), target))

    def efficiency_at(n: int) -> float:
        return float(numeric.efficiency(s.step_time_s, _time_at(s, n)))

    if _cluster_gpus(s) is not None and step == 1:  # the time is not monotone in N there: a larger N may meet what 2 miss
        n, at_limit = _search(s, misses, step)
        if n is None:
            raise _unreachable_on_cluster(s, target, efficiency_at)
        return _at_nic_cap(s, _searched_result(common, n, at_limit, misses, 0.0, step, efficiency_at, None,
                                               cluster_gpus=_cluster_gpus(s)))
    if misses(first):
        best = efficiency_at(first)
        fewest = ("more than one worker" if step == 1 else
                  f"whole nodes of {step} (as {s.algorithm} runs across nodes)")
        raise infeasible(
            f"{format_efficiency(target)} is unreachable with {fewest}: {first} workers already give "
            f"{format_efficiency(best)} at this bandwidth",
            option="efficiency",
        )
    limit = None
    if s.latency_s == 0 and s.gamma_s_per_byte >= 0 and fns.get("workers_limit") is not None:
        limit = model_value(s, "workers_limit")
        if numeric.reaches(float(numeric.efficiency(s.step_time_s, limit)), target):
            _refuse_unmeasured_latency(s)
            return MaxWorkersResult(
                **common, max_workers=None, unbounded=True, efficiency_at_max_workers=None, comm_time_limit_s=limit,
                notes=[
                    f"every worker count meets the target: without latency the time tends to "
                    f"{format_time(limit)} ({_limit_formula(fns['workers_limit'], s)} for the {s.algorithm} "
                    f"{s.collective}) as N grows, within the {format_time(budget)} budget"
                ],
            )
    root_name = "max_workers" if s.latency_s > 0 else "max_workers_no_latency"
    if step > 1 or fns.get(root_name) is None or s.on_cluster or s._physical is not None:  # piecewise search
        n, at_limit = _search(s, misses, step)
        return _at_nic_cap(s, _searched_result(common, n, at_limit, misses, 0.0, step, efficiency_at, limit,
                                               _exhaustive(s)))
    root = model_value(s, root_name, budget=budget)
    n = _largest_feasible(misses, int(min(max(math.floor(root), 1), 10**12)) if math.isfinite(root) else 2)
    from ringcalc.units import MAX_WORKERS

    notes = []
    if n > MAX_WORKERS:
        notes.append(f"{n:,} workers is beyond any real cluster (more than {MAX_WORKERS:,}): the network does not limit scaling")
    return MaxWorkersResult(
        **common, max_workers=n, unbounded=False,
        efficiency_at_max_workers=efficiency_at(n),
        comm_time_limit_s=limit, notes=notes,
    )


def _missed(met: Any) -> Any:
    """0.0 where ``met`` (one bool, or a numpy array of them), 1.0 elsewhere; one bool imports no numpy."""
    if isinstance(met, bool):
        return 0.0 if met else 1.0
    import numpy as np

    return np.where(met, 0.0, 1.0)


def _time_at(s: Scenario, workers: int) -> float:
    if s.on_cluster or s._physical is not None:
        return model_value(s.at_workers(int(workers)), "time")
    return model_value(s, "time", N=workers)


def _largest_feasible(misses: Any, start: int) -> int:
    """Correct ``start`` to the largest N that does not miss the target (the time is non-decreasing in N)."""
    n = max(start, 2)
    if misses(n):  # step down: bisection between 2 (feasible) and n
        lo, hi = 2, n
    else:  # step up: double until infeasible, then bisect
        lo, hi = n, n * 2
        while not misses(hi):
            lo, hi = hi, hi * 2
            if hi > 10**15:
                return lo
    return roots.narrow(lambda m: bool(misses(m)), lo, hi, mean="integer")[0]


def _max_workers_training(s: Scenario, target: float) -> MaxWorkersResult:
    """Largest N meeting the target under the training-step model.

    P(N) = Ts/(Ts + max(T_l, Tt - F Ts)) does not increase with N wherever
    the collective's time does not decrease (and Ts/N under strong scaling
    only makes it fall faster), so the piecewise search of
    :mod:`ringcalc.numeric.worker_search` applies, with "time" = target - P(N) and a
    budget of 0 (whole nodes of G workers for the hierarchical models).
    """
    from ringcalc.numeric import training
    from ringcalc.planning.topology import worker_step
    common = dict(
        algorithm=s.algorithm_label, collective=s.collective, gradient_bytes=s.gradient_bytes,
        bandwidth_bytes_per_s=s.bandwidth_bytes_per_s, latency_s=s.latency_s, step_time_s=s.step_time_s,
        efficiency=target,
    )

    def efficiency_at(n: Any) -> Any:
        if s.on_cluster or s._physical is not None:
            return over_workers(s, n, lambda t: training_step(t)["efficiency"])
        out = training.evaluate(s.symbol_values(N=n), s.model_algorithm, s.collective, scaling=s.scaling)
        return out["efficiency"]

    granularity = 1 if s.on_cluster and s.algorithm != "hierarchical-ring" else worker_step(s.algorithm, s.topology)
    first = granularity if granularity > 1 else 2

    def shortfall(n: Any) -> Any:  # 0 where N meets the target (numeric.reaches), 1 where it misses
        return _missed(numeric.reaches(efficiency_at(n), target))

    degrees = _batch_degrees(s)
    if degrees is not None:  # strong scaling of a global batch: only the counts that split it
        return _over_batch(s, target, common, degrees, lambda n: float(efficiency_at(float(n))), granularity)
    n, at_limit = _search(s, shortfall, granularity)
    every_count = _cluster_gpus(s) if granularity == 1 else None  # (hierarchical-ring: whole nodes, not every count)
    if n is None and every_count is not None:
        raise _unreachable_on_cluster(s, target, lambda m: float(efficiency_at(float(m))))
    if n is None:
        check_sync(s, target, workers=first)  # names the jitter / overhead when they alone miss the target
        best = float(efficiency_at(float(first)))
        raise infeasible(
            f"{format_efficiency(target)} is unreachable with more than one worker: {first} workers already give "
            f"{format_efficiency(best)} at this bandwidth",
            option="efficiency",
        )
    # the budget at the answer: under strong scaling the compute per worker, Ts/N, and with it the budget, shrink
    at = s.at_workers(n) if s.on_cluster else s  # (on a cluster each N is placed anew)
    common["comm_time_budget_s"] = comm_budget(at, target, N=float(n))
    return _at_nic_cap(s, _searched_result(common, n, at_limit, shortfall, 0.0, granularity,
                                           lambda n: float(efficiency_at(float(n))), None, _exhaustive(s),
                                           every_count))


def _unreachable_on_cluster(s: Scenario, target: float, efficiency_at: Any) -> Exception:
    """The error when no worker count on the cluster meets the target (every count up to the exhaustive limit and
    whole nodes beyond it were tried)."""
    from ringcalc.numeric.worker_search import CLUSTER_EXHAUSTIVE_LIMIT

    g = _cluster_gpus(s)
    return infeasible(
        f"{format_efficiency(target)} is unreachable on this cluster: no worker count from 2 to "
        f"{CLUSTER_EXHAUSTIVE_LIMIT:,} (nor any whole number of nodes of {g} above it) meets it; 2 workers give "
        f"{format_efficiency(efficiency_at(2))}, one node of {g} {format_efficiency(efficiency_at(g))}",
        option="efficiency",
    )


def _cluster_gpus(s: Scenario) -> int | None:
    """GPUs per node of the scenario's cluster, where N is placed anew at every count; None on one link."""
    if s.on_cluster and s.cluster_spec is not None:
        return s.cluster_spec.gpus_per_node
    return None


UNSEEN_LATENCY_BYTES = 2**20
"""A calibration whose smallest size is at least this (1 MiB) saw no latency: on the bandwidth plateau NCCL's
latency is under a per cent of the time, and a fit reads it as 0."""


def _limit_formula(fn: Any, s: Scenario) -> str:
    """The closed form of a time's limit as N grows, from the sympy expression its generated function was made
    from (its docstring's ````expr````), without the terms the scenario sets to 0 (``2*K/B`` for the ring's
    all-reduce without --gamma, ``K/B`` for its all-gather)."""
    import sympy as sp  # only for this note: a scenario whose every worker count meets its target

    import re

    text = (fn.__doc__ or "").split("``")[1]
    names = {n: sp.Symbol(n) for n in re.findall(r"[A-Za-z_]\w*", text)}  # gamma is a symbol, not Euler's function
    expr = sp.sympify(text, locals=names)
    zero = {names[n]: 0 for n, value in (("gamma", s.gamma_s_per_byte),) if n in names and value == 0}
    return str(sp.simplify(expr.subs(zero)))


def _refuse_unmeasured_latency(s: Scenario) -> None:
    """'Every N meets the target' holds only where the latency is 0; from a calibration whose logs start on the
    bandwidth plateau (the MI325X large-message logs: 4 to 16 GiB) a 0 is a latency nobody measured."""
    net = s._network
    if net is None or s.latency_s > 0:
        return
    smallest = float(getattr(net.calibration, "fitted_on", {}).get("min_size_bytes") or 0.0)
    if smallest >= UNSEEN_LATENCY_BYTES:
        raise infeasible(
            f"every worker count would meet the target only because the calibration's latency is 0: its logs start at "
            f"{units.format_size(smallest)}, where the latency is invisible, so the fit could not measure it; fit "
            "logs with small sizes too (nccl-tests -b 8), or give --latency without --calibration",
            option="calibration")


def _nic_cap(s: Scenario) -> int | None:
    """One node's GPUs where the scenario's NICs are a calibration's placeholder (one-node logs, no line rate
    stated: :func:`ringcalc.calibrate.cluster_fit.unseen_nics`): no count beyond one node can be answered."""
    from ringcalc.cluster.spec import NIC_PLACEHOLDER

    c = s.cluster_spec
    if s.on_cluster and c is not None and c.net_efficiency.source == NIC_PLACEHOLDER:
        return c.gpus_per_node
    f, net = s._physical, s._network
    known_nodes = net is not None and net.calibration.gpus_per_node is not None  # the logs named their hosts
    if f is not None and not s.on_cluster and known_nodes:  # the per-size forms answer: the same NICs, unknown
        from ringcalc.calibrate.cluster_fit import unseen_nics

        if unseen_nics(f):  # (until 2026-11-29 they answered 439 workers, 55 nodes priced as one node's xGMI)
            return f.cluster.gpus_per_node
    return None


def _at_nic_cap(s: Scenario, r: MaxWorkersResult) -> MaxWorkersResult:
    """``r``, said to be a lower bound where the search stopped at one node because the NICs are unknown."""
    from dataclasses import replace

    cap = _nic_cap(s)
    if cap is None or r.max_workers != cap:
        return r
    return replace(r, beyond_limit=True, limit_label="one node: the NICs are unknown", notes=[
        f"one node ({cap} GPUs) meets the target; beyond it the ranks cross the NICs, which the calibration neither "
        "measured (one-node logs) nor states: the answer is that many or more; --bandwidth (one NIC's line rate) with "
        "--nics-per-node states them, or fit a multi-node log", *r.notes])


def _batch_degrees(s: Scenario) -> list[int] | None:
    """Data parallelism alone under strong scaling: the worker counts that split the fixed global batch exactly
    (:func:`ringcalc.workload.layout.split_degrees`; Megatron-LM refuses the others); None elsewhere."""
    sw = s.workload
    if sw is None or s.layout is not None or s.scaling != "strong" or sw.workload.sequences_per_step is None:
        return None
    from ringcalc.workload.layout import split_degrees

    return split_degrees(int(sw.workload.sequences_per_step))


def _over_batch(s: Scenario, target: float, common: dict[str, Any], degrees: list[int], efficiency_at: Any,
                step: int) -> MaxWorkersResult:
    """The largest worker count that splits the global batch and meets ``target``: each such count is tried (there
    are few; the time need not be monotone over them), up to one node where the NICs are unknown."""
    cap = _nic_cap(s)
    seqs = degrees[-1]
    tried = [n for n in degrees if n >= 2 and n % step == 0 and (cap is None or n <= cap)]
    met = {n: bool(numeric.reaches(efficiency_at(n), target)) for n in tried}
    good = [n for n in tried if met[n]]
    if not good:
        best = f"; {tried[0]} workers give {format_efficiency(efficiency_at(tried[0]))}" if tried else ""
        raise infeasible(f"{format_efficiency(target)} is unreachable with more than one worker among the counts that "
                         f"split the global batch of {seqs:,} sequences ({listed_counts(degrees)}){best}", option="efficiency")
    n = good[-1]
    failing = [[m, m] for m in tried if m < n and not met[m]]
    notes = [f"strong scaling: the global batch of {seqs:,} sequences splits exactly over {listed_counts(degrees)} workers "
             "(whole sequences each, as Megatron-LM requires); only those counts are tried"
             + (" (the answer is the whole batch, one sequence per worker)" if n == seqs else "")]
    if failing:
        notes.append(f"below the answer, N = {listed_counts([m for m, _ in failing])} miss the target")
    common["comm_time_budget_s"] = comm_budget(s.at_workers(n) if s.on_cluster else s, target, N=float(n))
    return _at_nic_cap(s, MaxWorkersResult(**common, max_workers=n, unbounded=False,
                                           efficiency_at_max_workers=efficiency_at(n), comm_time_limit_s=None,
                                           notes=notes, failing_below=failing))


def _search(s: Scenario, misses: Any, step: int) -> tuple[int | None, bool]:
    """The largest N that does not miss: on a cluster every count up to a limit, then whole nodes
    (:func:`~ringcalc.numeric.worker_search.largest_fitting_on_cluster`: the time there is monotone on no piece of
    N), and no more than one node where its NICs are unknown (:func:`_nic_cap`); elsewhere by octave pieces, or
    every count for a model not monotone on them."""
    from ringcalc.numeric.worker_search import largest_fitting_on_cluster, largest_fitting_workers

    g = _cluster_gpus(s)
    cap = _nic_cap(s)
    if cap is not None:
        inner = misses

        def misses(n: Any) -> Any:  # a count beyond the cap cannot be promised (or run): it misses
            import numpy as np

            if np.ndim(n) == 0:
                return 1.0 if n > cap else inner(n)
            arr = np.asarray(n)
            out = np.ones(arr.shape)
            inside = arr <= cap  # only counts up to the cap are evaluated (beyond it a scenario may not exist)
            if inside.any():
                out[inside] = inner(arr[inside])
            return out
    if g is not None and step == 1:  # (whole nodes only, as Horovod's hierarchical ring runs: by octaves of them)
        return largest_fitting_on_cluster(misses, 0.0, g)
    return largest_fitting_workers(misses, 0.0, step, exhaustive=_exhaustive(s))


def _exhaustive(s: Scenario) -> bool:
    """True for a model whose time is not monotone in N on each octave piece (every N is then tried)."""
    from ringcalc.numeric.worker_search import NOT_MONOTONE_ON_PIECES

    return f"{s.model_algorithm}/{s.collective}" in NOT_MONOTONE_ON_PIECES


def _searched_result(common: dict[str, Any], n: int, at_limit: bool, time_s: Any, budget: float, step: int,
                     efficiency_at: Any, limit: float | None, exhaustive: bool = False,
                     cluster_gpus: int | None = None) -> MaxWorkersResult:
    """The result of a piecewise search (:mod:`ringcalc.numeric.worker_search`), with its honest notes."""
    from ringcalc.units import MAX_WORKERS
    from ringcalc.numeric.worker_search import (CLUSTER_EXHAUSTIVE_LIMIT, CLUSTER_WHOLE_NODES_LIMIT, EXHAUSTIVE_LIMIT,
                                                describe_failing, failing_on_cluster, failing_ranges)

    if cluster_gpus is None:
        ranges = failing_ranges(time_s, budget, n, step, exhaustive=exhaustive)
        notes = [describe_failing(ranges, n, step)] if ranges else []
    else:
        ranges = failing_on_cluster(time_s, budget, n, cluster_gpus)
        notes = [describe_failing(ranges, n)] if ranges else []
        if n > CLUSTER_EXHAUSTIVE_LIMIT:
            whole = (CLUSTER_EXHAUSTIVE_LIMIT // cluster_gpus + CLUSTER_WHOLE_NODES_LIMIT) * cluster_gpus
            notes.append(f"every worker count up to {CLUSTER_EXHAUSTIVE_LIMIT:,} was tried, above it whole nodes of "
                         f"{cluster_gpus} (every one up to {whole:,} GPUs, then by octaves of the node count) and "
                         f"the partial ones just above the largest that meets it: a partial last node carries the "
                         f"collective on fewer GPUs' NICs, and NCCL may pick another pair there, so a partial count "
                         f"above a whole node that misses the target may still meet it")
    failing = [[a, b] for a, b in ranges]
    if at_limit:
        why = (f"limit {EXHAUSTIVE_LIMIT:,}: this model's time is not monotone in N, so every count is tried"
               if exhaustive else f"limit {MAX_WORKERS:,}")
        notes.insert(0, f"{n:,} workers, the most the search tries ({why}), still meet the target: "
                        "the answer is that many or more; larger counts are not searched")
        return MaxWorkersResult(
            **common, max_workers=n, unbounded=False, efficiency_at_max_workers=efficiency_at(n),
            comm_time_limit_s=limit, notes=notes, beyond_limit=True, failing_below=failing,
        )
    return MaxWorkersResult(
        **common, max_workers=n, unbounded=False, efficiency_at_max_workers=efficiency_at(n),
        comm_time_limit_s=limit, notes=notes, failing_below=failing,
    )
