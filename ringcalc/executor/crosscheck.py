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


def crosscheck(s: Scenario, max_elements: int = 1 << 16) -> CrossCheck:
    """Run the scenario's collective on a scaled-down copy and compare with the model."""
    from ringcalc.executor import get_algorithm, verify_scenario

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
