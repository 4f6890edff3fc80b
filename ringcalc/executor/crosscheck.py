"""Cross-check a scenario's cost model against a real execution (``--verify``).

The executor (:mod:`ringcalc.executor`) runs the scenario's algorithm on a
scaled-down copy: the same N workers, fewer float32 elements (see
:func:`ringcalc.executor.verify_scenario`). Three checks against the
*generated* model functions, i.e. the numbers the CLI prints:

* every worker's result equals the exact reduction (within float32
  rounding) and all workers hold bitwise-identical results;
* the busiest worker's bytes equal the model's ``bytes_sent_per_worker`` at
  the scaled size, exactly;
* the time simulated on uniform links equals the model's ``time`` at the
  scaled size (to 1e-9 relative), where the model costs the executed schedule
  (not for the double binary tree, which NCCL pipelines: ``time_match`` None).

On a cluster (``--cluster`` or the layout options) the collective runs on the
simulated cluster (:mod:`ringcalc.executor.on_cluster`) and is compared with
the cluster model (``ring@cluster`` ...) by
:func:`ringcalc.executor.cluster_check.compare`: results, bytes per link class
(scale-up per GPU, NICs per node and per NIC), the bandwidth time replayed at
the cluster's achieved rates, and the steps beside NCCL's count
(:class:`ClusterCrossCheck`).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from ringcalc import numeric
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario

FLOAT32_BYTES = 4
TIME_RTOL = 1e-9


@dataclass(frozen=True)
class CrossCheck:
    algorithm: str
    collective: str
    workers: int
    elements_run: int
    gradient_bytes_run: float
    result_matches: bool
    max_abs_error: float
    executed_max_bytes_sent_per_worker: int
    model_bytes_sent_per_worker: float
    bytes_match: bool
    simulated_time_s: float
    model_time_s: float
    time_match: bool | None  # None: the model's time is not the executed schedule's (NCCL pipelines its trees)

    @property
    def ok(self) -> bool:
        return self.result_matches and self.bytes_match and self.time_match is not False

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "ok": self.ok}


def _executor_name(s: Scenario) -> str:
    from ringcalc.executor import ALGORITHMS
    from ringcalc.executor.registry import for_model

    a = for_model(s.algorithm, s.collective)
    if a is not None:
        return a.name
    runnable = ", ".join(f"{x.model_key[0]} {x.model_key[1]}" for x in ALGORITHMS.values())
    raise RingcalcError(f"the executor does not run {s.algorithm} {s.collective}; it runs {runnable}",
                        option="verify")


def crosscheck(s: Scenario, max_elements: int = 1 << 16) -> CrossCheck | ClusterCrossCheck:
    """Run the scenario's collective on a scaled-down copy and compare with the model (on its cluster, if it has one)."""
    from ringcalc.executor import get_algorithm, verify_scenario

    if s.cluster_spec is not None:
        return cluster_crosscheck(s, max_elements)
    bandwidth = s.require("bandwidth_bytes_per_s", "bandwidth")
    if not math.isfinite(bandwidth):
        raise RingcalcError("needs a finite bandwidth to simulate", option="verify")
    name = _executor_name(s)
    top = s.topology
    v = verify_scenario(
        name, s.workers, s.gradient_bytes, bandwidth, s.latency_s, s.gamma_s_per_byte, max_elements,
        top.gpus_per_node, intra_bandwidth_bytes_per_s=top.intra_bandwidth_bytes_per_s,
        intra_latency_s=top.intra_latency_s, nics_per_node=top.nics_per_node,
    )
    # the model's K: the per-worker buffer, except all-gather whose K is the gathered output (nccl-tests' size)
    k_run = v.elements_run * FLOAT32_BYTES * (s.workers if s.collective == "all-gather" else 1)
    values = s.symbol_values(K=k_run)
    model_time = float(numeric.evaluate("time", values, s.algorithm, s.collective))
    model_bytes = float(numeric.evaluate("bytes_sent_per_worker", values, s.algorithm, s.collective))
    executed = max(v.bytes_sent_per_worker) if v.bytes_sent_per_worker else 0
    return CrossCheck(
        algorithm=s.algorithm,
        collective=s.collective,
        workers=s.workers,
        elements_run=v.elements_run,
        gradient_bytes_run=float(k_run),
        result_matches=bool(v.result_matches),
        max_abs_error=float(v.max_abs_error),
        executed_max_bytes_sent_per_worker=int(executed),
        model_bytes_sent_per_worker=model_bytes,
        bytes_match=math.isclose(executed, model_bytes, rel_tol=1e-12, abs_tol=0.5),
        simulated_time_s=float(v.simulated_time_s),
        model_time_s=model_time,
        time_match=(math.isclose(v.simulated_time_s, model_time, rel_tol=TIME_RTOL, abs_tol=1e-15)
                    if get_algorithm(name).timed else None),
    )


@dataclass(frozen=True)
class ClusterCrossCheck:
    """The scenario's collective executed on its cluster at a scaled size, against the cluster model."""

    algorithm: str
    collective: str
    workers: int
    elements_run: int
    gradient_bytes_run: float
    placement: str
    check: Any  # ringcalc.executor.cluster_check.ClusterCheck

    @property
    def ok(self) -> bool:
        return bool(self.check.ok)

    @property
    def result_matches(self) -> bool:
        return bool(self.check.result_matches)

    def to_dict(self) -> dict[str, Any]:
        return {"algorithm": self.algorithm, "collective": self.collective, "workers": self.workers,
                "elements_run": self.elements_run, "gradient_bytes_run": self.gradient_bytes_run,
                "placement": self.placement, **self.check.to_dict(), "ok": self.ok}


def cluster_crosscheck(s: Scenario, max_elements: int = 1 << 16) -> ClusterCrossCheck:
    """Run the scenario's (resolved) algorithm on its cluster with ``K`` scaled down, and compare with its model.

    ``K`` is the gradient's float32 elements, at most ``max_elements`` and
    ``N K <= 2**24``, rounded down to a multiple of the algorithm's grain
    (every channel, chunk and tree slice even), never below one grain.
    """
    from ringcalc.executor.budget import check_request, require_run_memory
    from ringcalc.executor.cluster_check import check_on_cluster, elements_grain
    from ringcalc.executor.fabric import Fabric
    from ringcalc.executor.on_cluster import CLUSTER_ALGORITHMS
    from ringcalc.executor.verify import MAX_TOTAL_ELEMENTS

    algorithm = s.resolved.algorithm
    if s.collective != "all-reduce" or algorithm not in CLUSTER_ALGORITHMS:
        raise RingcalcError(
            f"the executor does not run {algorithm} {s.collective} on a cluster; it runs all-reduce with "
            f"{', '.join(CLUSTER_ALGORITHMS)}", option="verify")
    fabric = Fabric.of(s.cluster_spec, s.workers)
    grain = elements_grain(algorithm, fabric)
    full = math.ceil(s.gradient_bytes / FLOAT32_BYTES)
    k = max(grain, min(full, max_elements, MAX_TOTAL_ELEMENTS // s.workers) // grain * grain)
    check_request("ring" if algorithm in ("ring", "flat-ring") else algorithm, s.workers, k)
    require_run_memory("ring" if algorithm in ("ring", "flat-ring") else algorithm, s.workers, k, "float32",
                       option="verify", hint=f"the scaled run keeps N = {s.workers:,} ranks and needs at least "
                                             f"{grain:,} elements each; verify with fewer ranks, or drop --verify")
    k_bytes = float(k * FLOAT32_BYTES)
    values = s.symbol_values(K=k_bytes)
    check = check_on_cluster(algorithm, fabric, values, k, model=s.model_algorithm, collective=s.collective)
    return ClusterCrossCheck(s.algorithm_label, s.collective, s.workers, k, k_bytes,
                             s.placement.describe(s.cluster_spec), check)
