"""``memory`` on a layout with tensor, pipeline, context or expert parallelism: each stage's step on the network.

The memory planner (:mod:`ringcalc.planning.zero`) prices a stage's data-parallel collectives on one link per
worker, one after the other. A layout with tp, pp, cp or ep > 1 has more collectives, on other links, and a
pipeline bubble: its time and efficiency are its whole step (:mod:`ringcalc.planning.layout_step`), costed by
the :class:`~ringcalc.planning.scenario.Scenario` of the same options at that stage (``--zero``), on the
cluster when one is given (``--cluster`` and the layout options of issue 16), else on one link per GPU.
So one command says whether a layout fits and at what efficiency. Data parallelism alone is priced by the same
step when it has a workload (tokens per step and a Ts) and a network (``--bandwidth``: one link per GPU, or a
cluster), and on a cluster with HSDP: ``ringcalc efficiency`` costs those options so, hiding the gradients' reduction
under the backward pass and gathering FSDP's parameters for every microbatch, and both commands give one answer.
Without a workload there is no such step: the stage's collectives are priced once each, one after the other, on the
cluster when one is given (:mod:`ringcalc.planning.memory_cluster`), else on one link per worker.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ringcalc.cluster.build import CLUSTER_OPTIONS
from ringcalc.errors import RingcalcError
from ringcalc.units import format_time

SCENARIO_KEYS = ("model", "params", "gpu", "bandwidth", "latency", "gamma", "step_time", "algorithm", "tp", "pp",
                 "cp", "ep", "dp", "fsdp", "microbatches", "recompute", "virtual_stages", "tokens_per_step",
                 "global_batch", "seq_len", "compute_dtype", "mfu", "tp_overlap", "cp_overlap", "ep_overlap",
                 "pp_overlap")
"""The memory command's options that the layout's step uses too."""
CLUSTER_KEYS = CLUSTER_OPTIONS
"""The cluster's options (issue 16): a layout's step, and a data-parallel-only stage's collectives, run on it."""
STEP_ONLY = ("virtual_stages", "tp_overlap", "cp_overlap", "ep_overlap", "pp_overlap")
"""Options of the layout's step (the overlaps have no memory effect; --virtual-stages also sets the activations the
first stage holds): refused when there is no step to cost."""
GRAD_DTYPE = {1: "fp8", 2: "bf16", 4: "fp32"}


def check(setup: Any, options: dict[str, Any]) -> None:
    """Refuse the step's options where no layout step is costed (data parallel only), and ``--gpus-per-node``
    where it neither places the ranks on a cluster nor sets the HSDP shard group."""
    if setup.costs_step:
        return
    for name in STEP_ONLY:
        if options.get(name) is not None:
            raise RingcalcError(
                "costs a layout's step (tp, pp, cp or ep > 1, or a workload's: --global-batch or --tokens-per-step "
                "with a Ts and a network); data parallelism alone without one has no such step: drop it",
                option=name.replace("_", "-"))
    if options.get("gpus_per_node") is not None and setup.network is None and setup.parallel.fsdp != "hybrid":
        raise RingcalcError(
            "places the ranks on nodes, which needs the cluster that joins them (--cluster, or --intra-bandwidth "
            "for the links inside a node), or sets the HSDP shard group with --fsdp hybrid: give one, or drop it",
            option="gpus-per-node")


def timed(setup: Any, results: list[Any], options: dict[str, Any]) -> list[Any]:
    """Each stage's ``result`` (:class:`~ringcalc.planning.zero_results.StageResult`, or None) with the time and
    efficiency of its layout's whole step; unchanged where the step cannot be costed (no network, no Ts), and with
    a note where a stage's step is refused (ZeRO-2 or 3 under a pipeline, a node too small for --tp). A refusal of
    an option that only the step uses (:data:`STEP_ONLY`), met by every stage alike, is raised, as `ringcalc
    efficiency` raises it: the option would change nothing (--pp-overlap on a layout without a pipeline printed
    a table without times and exited 0)."""
    out, refusals = [], []
    for result in results:
        timed_result, refusal = _timed(setup, result, options)
        out.append(timed_result)
        refusals.append(refusal)
    step_only = {name.replace("_", "-") for name in STEP_ONLY}
    if (refusals and all(r is not None and r.option in step_only for r in refusals)
            and len({(r.option, r.message) for r in refusals}) == 1):
        raise refusals[0]
    return out


def _timed(setup: Any, result: Any, options: dict[str, Any]) -> tuple[Any, RingcalcError | None]:
    """One stage's :func:`timed` result, and the step's refusal (None: costed, or nothing to cost)."""
    if result is None or not setup.costs_step:
        return result, None
    from ringcalc.planning.scenario import Scenario

    given = {k: v for k, v in options.items() if v is not None and k in (*SCENARIO_KEYS, *CLUSTER_KEYS)}
    given.update(workers=result.workers, zero=result.stage, dtype=GRAD_DTYPE.get(setup.comm_grad_bytes, "bf16"))
    if "fsdp" in given and result.stage != 3:
        given.pop("fsdp")
    if result.stage > 0 and setup.weight_bytes_per_param != 2:  # the parameters gathered in the precision's type
        given["param_dtype"] = GRAD_DTYPE[setup.weight_bytes_per_param]  # (--precision fp32: 4 bytes, not bf16's 2)
    memory_only = False
    try:
        try:
            step = Scenario(**given).layout_step()
        except RingcalcError as exc:  # the step's own rule (scenario_layout._check_unused): where --recompute
            if exc.option != "recompute":  # moves no collective and no MFU prior, it moves only the activations
                raise
            memory_only = bool(given.pop("recompute"))
            step = Scenario(**given).layout_step()
    except RingcalcError as exc:
        why = f"--{exc.option}: {exc.message}" if exc.option else exc.message
        return replace(result, notes=[*_without_placeholder(result.notes), f"no time for the layout's step: {why}"]), exc
    notes = _without_placeholder(result.notes)
    notes.append(f"time and efficiency: the layout's whole step, each collective on its link ({step.network}), "
                 f"pipeline bubble {format_time(step.bubble_time_s)}, with {given['dtype']} "
                 f"gradients on the wire as memory's precision sends them (`ringcalc efficiency --dtype {given['dtype']}` "
                 f"with the same options{' but --recompute (here it moves only memory)' if memory_only else ''} "
                 "shows its collectives, with their bytes and calls per step: the step "
                 "gathers ZeRO-3's parameters for every microbatch, where the traffic rows above count each "
                 "collective once, as the ZeRO paper does; its default --dtype fp32 is Megatron's bf16 training, "
                 "which reduces gradients in fp32)")
    return replace(result, comm_time_s=step.comm_time_s, exposed_comm_time_s=step.exposed_comm_time_s,
                   step_time_s=step.compute_time_s, iteration_time_s=step.iteration_time_s, efficiency=step.efficiency,
                   notes=notes), None


def _without_placeholder(notes: list[str]) -> list[str]:
    """The notes without the planner's generic "needs the cluster model" one: the step's own answer, or the reason
    it has none, replaces it."""
    from ringcalc.planning.zero import STEP_PENDING

    return [n for n in notes if n != STEP_PENDING]
