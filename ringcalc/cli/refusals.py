"""Why a planning command refuses a scenario option: what it solves for, or what cannot change its answer.

Every planning command takes every option of the option table
(:mod:`ringcalc.planning.scenario_options`); these reasons are the refusals, one
sentence each, shown as ``error: --OPTION: REASON`` (exit 2).
"""

from __future__ import annotations

from ringcalc.planning.scenario_layout import NOT_IN_ONE_COLLECTIVE, NOT_ON_LAYOUT
from ringcalc.planning.scenario_options import LAYOUT_OPTIONS, OVERLAP_OPTIONS, WORKLOAD_OPTIONS


def solved_by(command: str, what: str) -> str:
    """The reason for refusing the option ``ringcalc COMMAND`` solves for."""
    return f"is what `ringcalc {command}` solves for ({what}); drop it"


_TRAINING_STEP = NOT_IN_ONE_COLLECTIVE["overlap"]

def layout(question: str) -> dict[str, str]:
    """The layout rows, refused by a question about one collective (:data:`NOT_ON_LAYOUT`)."""
    return {name: NOT_ON_LAYOUT.format(question=question) for name in (*LAYOUT_OPTIONS, *OVERLAP_OPTIONS)}

NO_THROUGHPUT = ("only sets the samples/s that `ringcalc efficiency`, `report` and `sweep` report; this answer has "
                 "no throughput, so it would be ignored: drop it")
"""Why ``--batch`` is refused by the inverse solvers (bandwidth, max-workers, max-model, max-latency)."""


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
    **NOT_IN_ONE_COLLECTIVE,
    "scaling": _TRAINING_STEP,
    "batch": _TRAINING_STEP,
    **{name: "the collective's time does not depend on the compute (the workload gives Ts); "
             "use `ringcalc efficiency` for the training step" for name in WORKLOAD_OPTIONS},
    **layout("the time of one collective"),
}
"""Options of the training step, which the time of one collective (time, compare, crossover) does not use."""

NAMED_ALGORITHMS_ONLY = ("picks the pair --algorithm auto runs; {cmd} costs named algorithms, as NCCL_ALGO forces "
                         "them, and aws-ofi-nccl defers to NCCL's own pick of the protocol then")
COMPARE: dict[str, str] = {
    **NOT_IN_COLLECTIVE_TIME,
    "algorithm": "compare runs every algorithm; choose some with --algorithms ring,double-binary-tree",
    "tuner": NAMED_ALGORITHMS_ONLY.format(cmd="compare"),
}

CROSSOVER: dict[str, str] = {
    **NOT_IN_COLLECTIVE_TIME,
    **{name: solved_by("crossover", "the message size") for name in ("model", "params", "size", "dtype")},
    "algorithm": "crossover compares --against (default ring) with each of --algorithms; use those",
    "tuner": NAMED_ALGORITHMS_ONLY.format(cmd="crossover"),
    "calibration": "a calibration's bandwidth and latency depend on the message size, which crossover solves "
                   "for; give --bandwidth and --latency",
}

REPORT: dict[str, str] = {**fixed_step_time("report scales the worker count"), **TRAINING_COST, **layout("report")}
"""report: the seed's default scenario scaled over N at a fixed step time."""

_MEMORY_STEP = ("memory costs each ZeRO stage's step with the defaults of `ringcalc efficiency` (with a workload) or "
                "the compute and the stage's collectives one after the other (without); use `ringcalc efficiency` to set "
                "the training-step options")

MEMORY: dict[str, str] = {
    "size": "memory needs the parameter count: give --model or --params",
    "dtype": "memory's bytes per parameter come from --precision and --convention",
    "param_dtype": "memory's parameters are gathered in --precision's type (mixed: bf16, 2 bytes; fp32: 4), as its "
                   "traffic rows count them",
    "collective": "memory prices the stage's own collectives (all-reduce, reduce-scatter, all-gather)",
    "calibration": "memory prices its collectives on --bandwidth and --latency; take them from the calibration",
    **{name: _MEMORY_STEP for name in ("overlap", "bucket_size", "compression", "encode_cost", "scaling", "batch",
                                       "jitter", "framework_overhead")},
    **TRAINING_COST,
}
"""memory: the states, activations and data-parallel traffic of a layout (issue 17); the cluster's options cost a
layout's step (:mod:`ringcalc.planning.memory_layout`), which refuses them for data parallelism alone."""

_SWEPT = "expect sweeps the sizes nccl-tests would (--min-size, --max-size, --factor); `ringcalc time --size` prices one"
EXPECT: dict[str, str] = {
    **NOT_IN_COLLECTIVE_TIME,
    **{name: _SWEPT for name in ("model", "params", "size")},
    "dtype": "the table counts elements of float, nccl-tests' default type; its sizes are bytes whatever the type",
    "calibration": "expect is the table before anything is measured, from the cluster's description and priors; "
                   "`ringcalc time --calibration` answers from a fitted log",
    "gamma": "nccl-tests times NCCL, whose pairs reduce inside their bandwidth term (tuning.cc's busBw, no separate "
             "reduction cost); --gamma prices MPI's reductions (`ringcalc time -a rabenseifner --gamma ...`)",
}
"""expect: the nccl-tests table on a cluster, from its description and priors."""

CHECK: dict[str, str] = {
    **EXPECT,
    **{name: "check compares the log's own sizes" for name in ("model", "params", "size")},
    "workers": "check takes N from the log's '#  Rank' lines; give --ranks for a log without them",
    "calibration": "check compares a log with the table expected from the cluster's description and priors; "
                   "`ringcalc fit` fits a log",
}
"""check: a measured log beside the table expected on its own layout."""
