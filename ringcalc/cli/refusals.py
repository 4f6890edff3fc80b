"""Why a planning command refuses a scenario option: what it solves for, or what cannot change its answer.

Every planning command takes every option of the option table
(:mod:`ringcalc.planning.scenario_options`); these reasons are the refusals, one
sentence each, shown as ``error: --OPTION: REASON`` (exit 2).
"""

from __future__ import annotations


def solved_by(command: str, what: str) -> str:
    """The reason for refusing the option ``ringcalc COMMAND`` solves for."""
    return f"is what `ringcalc {command}` solves for ({what}); drop it"


_TRAINING_STEP = ("changes the training step, not the collective's time; use `ringcalc efficiency` "
                  "(or `ringcalc sweep -a ring,double-binary-tree ...` to compare algorithms on the training step)")

NO_THROUGHPUT = ("only sets the samples/s that `ringcalc efficiency`, `report` and `sweep` report; this answer has "
                 "no throughput, so it would be ignored: drop it")
"""Why ``--batch`` is refused by the inverse solvers (bandwidth, max-workers, max-model, max-latency)."""

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
