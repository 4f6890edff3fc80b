"""Why a planning command refuses a scenario option: what it solves for, or what cannot change its answer.

Every planning command takes every option of the option table
(:mod:`ringcalc.planning.scenario_options`); these reasons are the refusals, one
sentence each, shown as ``error: --OPTION: REASON`` (exit 2).
"""

from __future__ import annotations

from ringcalc.planning.scenario_options import LAYOUT_OPTIONS, WORKLOAD_OPTIONS
from ringcalc.planning.workload_setup import LAYOUT_REFUSAL


def solved_by(command: str, what: str) -> str:
    """The reason for refusing the option ``ringcalc COMMAND`` solves for."""
    return f"is what `ringcalc {command}` solves for ({what}); drop it"


_TRAINING_STEP = ("changes the training step, not the collective's time; use `ringcalc efficiency` "
                  "(or `ringcalc sweep -a ring,double-binary-tree ...` to compare algorithms on the training step)")

NO_THROUGHPUT = ("only sets the samples/s that `ringcalc efficiency`, `report` and `sweep` report; this answer has "
                 "no throughput, so it would be ignored: drop it")
"""Why ``--batch`` is refused by the inverse solvers (bandwidth, max-workers, max-model, max-latency)."""

LAYOUT: dict[str, str] = {name: LAYOUT_REFUSAL for name in LAYOUT_OPTIONS}
"""The layout rows, which the one-link questions cannot price (issue 17; the cluster model's)."""

TRAINING_COST: dict[str, str] = {
    name: "prices the whole run, which `ringcalc efficiency` reports (days, GPU-hours, cost)"
    for name in ("train_tokens", "gpu_hour_price")
}
"""Time and cost to train: reported by efficiency only."""

_FLOPS_AT_FIXED_TS = ("gives Ts from FLOPs; {what} at a fixed --step-time, while Ts from FLOPs would change with "
                      "it: give --step-time (or use `ringcalc efficiency`)")


def fixed_step_time(what: str) -> dict[str, str]:
    """The workload rows refused by a question that varies what Ts from FLOPs depends on."""
    return {name: _FLOPS_AT_FIXED_TS.format(what=what) for name in WORKLOAD_OPTIONS}


NOT_IN_COLLECTIVE_TIME: dict[str, str] = {
    "step_time": "the collective's time does not depend on the compute time; "
                 "use `ringcalc efficiency` for the training step",
    "overlap": _TRAINING_STEP,
    "bucket_size": _TRAINING_STEP,
    "encode_cost": _TRAINING_STEP,
    "scaling": _TRAINING_STEP,
    "batch": _TRAINING_STEP,
    "jitter": _TRAINING_STEP,
    "framework_overhead": _TRAINING_STEP,
    "compression": "the collective's time is for the bytes given: pass the compressed size as --size, "
                   "or use `ringcalc efficiency` for the training step",
    **{name: "the collective's time does not depend on the compute (the workload gives Ts); "
             "use `ringcalc efficiency` for the training step" for name in WORKLOAD_OPTIONS},
    **LAYOUT,
}
"""Options of the training step, which the time of one collective (time, compare, crossover) does not use."""

COMPARE: dict[str, str] = {
    **NOT_IN_COLLECTIVE_TIME,
    "algorithm": "compare runs every algorithm; choose some with --algorithms ring,double-binary-tree",
}

CROSSOVER: dict[str, str] = {
    **NOT_IN_COLLECTIVE_TIME,
    **{name: solved_by("crossover", "the message size") for name in ("model", "params", "size", "dtype")},
    "algorithm": "crossover compares --against (default ring) with each of --algorithms; use those",
    "calibration": "a calibration's bandwidth and latency depend on the message size, which crossover solves "
                   "for; give --bandwidth and --latency",
}

REPORT: dict[str, str] = {**fixed_step_time("report scales the worker count"), **LAYOUT}
"""report: the seed's default scenario scaled over N at a fixed step time."""

SWEEP: dict[str, str] = {
    **{name: "sweeps take --step-time; Ts from FLOPs and MFU (with its range) is `ringcalc efficiency`'s"
       for name in WORKLOAD_OPTIONS},
    **LAYOUT,
}
"""sweep: the vectorised one-link model (its columns are the option table's keys)."""

_MEMORY_STEP = ("memory's step is the compute and the stage's collectives one after the other; use `ringcalc "
                "efficiency` for the training-step model")

MEMORY: dict[str, str] = {
    "size": "memory needs the parameter count: give --model or --params",
    "dtype": "memory's bytes per parameter come from --precision and --convention",
    "collective": "memory prices the stage's own collectives (all-reduce, reduce-scatter, all-gather)",
    "calibration": "memory prices its collectives on --bandwidth and --latency; take them from the calibration",
    **{name: _MEMORY_STEP for name in ("overlap", "bucket_size", "compression", "encode_cost", "scaling", "batch",
                                       "jitter", "framework_overhead")},
    **{name: "memory prices the data-parallel collectives on one link per worker; their cost on a cluster is "
             "`ringcalc efficiency` with the same options" for name in (
                 "nics_per_node", "intra_bandwidth", "intra_latency", "cluster", "transport", "net_efficiency",
                 "intra_efficiency", "nvls", "sharp", "nodes_per_leaf", "oversubscription", "hop_latency", "protocol")},
    **TRAINING_COST,
}
"""memory: the states, activations and data-parallel traffic of a layout (issue 17)."""
