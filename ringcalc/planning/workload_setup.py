"""The scenario's workload and layout: Ts from FLOPs and the compute-only MFU, what an answer adds with them.

A :class:`~ringcalc.planning.scenario.Scenario` given any of the workload rows of the option table
(:data:`~ringcalc.planning.scenario_options.WORKLOAD_OPTIONS`) holds a :class:`ScenarioWorkload`:

* with ``--gpu`` and ``--tokens-per-step`` (or ``--global-batch``) and no ``--step-time``, Ts comes from FLOPs:
  Ts = F·T / (N·peak·MFU) per GPU at the scenario's N (weak scaling: each GPU keeps its share of the global
  batch as N changes); with ``--scaling strong`` the global batch stays fixed and Ts is the whole batch on one
  GPU, divided by N as usual. Without ``--mfu`` the GPU's published range gives Ts an interval;
* ``--step-time`` still gives Ts, and overrides the FLOPs: with ``--gpu`` and the tokens the answer reports the
  compute-only MFU that step time implies; ``--mfu`` with ``--step-time`` is refused (two values of one thing);
* the efficiency then adds the end-to-end MFU (the compute-only MFU × P: exposed communication and
  synchronisation included), tokens/s and, with ``--train-tokens``, the days, GPU-hours and, with
  ``--gpu-hour-price``, the cost of the run and what its exposed communication costs.

The layout rows (:data:`~ringcalc.planning.scenario_options.LAYOUT_OPTIONS`) are checked here
(:func:`ringcalc.workload.layout.make_layout`); the data-parallel questions on one link refuse them
(:data:`LAYOUT_REFUSAL`): a layout's collectives run on several links, which is the cluster model's
(:mod:`ringcalc.workload.step` assembles such a step from any ``time_of``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario_options import LAYOUT_OPTIONS, WORKLOAD_OPTIONS

if TYPE_CHECKING:  # ringcalc.workload is imported where a workload or layout is made: a scenario without one
    from ringcalc.workload.job import Workload  # (most single answers) does not import it (cold start, issue 18)
    from ringcalc.workload.layout import Layout

LAYOUT_REFUSAL = ("is a parallel layout, whose tensor-, pipeline- and data-parallel collectives run on different "
                  "links; this question prices one link per worker: use `ringcalc memory` for the layout's memory, "
                  "or ringcalc.workload.step.assemble_step with the cluster's times")
"""Why the one-link questions refuse a layout option."""


@dataclass(frozen=True)
class ScenarioWorkload:
    """The workload of a scenario and the Ts it gives (None where it gives none)."""

    workload: Workload
    compute_s: float | None  # Ts per GPU at the scenario's N, from FLOPs (None: --step-time or too little given)
    compute_s_low: float | None
    compute_s_high: float | None
    step_time_given: bool
    gpus: int
    train_tokens: float | None
    gpu_hour_price: float | None
    cluster_gpu: str | None = None  # the cluster's own GPU (catalog name), when it has one
    gpu_from_cluster: bool = False  # --gpu was not given: the cluster's GPU prices the compute

    @property
    def from_flops(self) -> bool:
        return self.compute_s is not None and not self.step_time_given


def given_any(options: dict[str, Any], names: tuple[str, ...]) -> list[str]:
    return [n for n in names if options.get(n) is not None]


def scenario_workload(options: dict[str, Any], values: dict[str, Any], workers: int,
                      grad_bytes: float, layout: bool = False, cluster_gpu: str | None = None) -> ScenarioWorkload | None:
    """The workload of the parsed options ``values`` (None when no workload row is given and no ``layout``).

    ``cluster_gpu``: the GPU of the ``--cluster`` entry, which prices the compute when ``--gpu`` is not given."""
    given = given_any(options, WORKLOAD_OPTIONS)
    if not given and not layout:
        return None
    if values["size"] is not None:
        why = "its FLOPs per token" if given else "a layout's collectives follow its shape and parameters"
        raise RingcalcError(f"needs the model ({why}): give --model or --params instead of --size",
                            option=given[0] if given else given_any(options, LAYOUT_OPTIONS)[0])
    for name in ("mfu", "compute_dtype"):  # what prices the FLOPs, where Ts is given
        if values[name] is not None and values["step_time"] is not None:
            raise RingcalcError(f"--step-time gives Ts already; drop --{name.replace('_', '-')} (or drop --step-time "
                                "to compute Ts from FLOPs)", option=name.replace("_", "-"))
    from ringcalc.planning.option_parsers import dtype_bytes
    from ringcalc.workload.job import PARAM_GATHER_BYTES, make_workload, mfu_on_layout

    gpu = values["gpu"] or cluster_gpu
    if values["compute_dtype"] is not None and gpu is None:
        raise RingcalcError("chooses the GPU's peak the FLOPs run at, and no GPU is given: give --gpu (or a "
                            "--cluster), or drop it", option="compute-dtype")
    w = make_workload(model=values["model"], params=values["params"], tokens_per_step=values["tokens_per_step"],
                      global_batch=values["global_batch"], seq_len=values["seq_len"], gpu=gpu,
                      compute_dtype=values["compute_dtype"] or "bf16", mfu=values["mfu"], grad_bytes=int(grad_bytes),
                      param_bytes=PARAM_GATHER_BYTES if values["param_dtype"] is None else dtype_bytes(values["param_dtype"]),
                      mfu_prior=values["step_time"] is None)
    if values["step_time"] is not None:
        from ringcalc.workload.step import check_step_time

        # strong scaling: --step-time is the whole batch on one GPU (step_time_of_compute), weak: on each of N
        check_step_time(w, 1 if values.get("scaling") == "strong" else workers, values["step_time"])
    if layout and values["mfu"] is None:  # the prior is the kernels' rate: what the layout's step adds to it
        w = mfu_on_layout(w, recompute=values["recompute"], pp=values["pp"] or 1, chunks=values["virtual_stages"] or 1)
    if values["gpu_hour_price"] is not None and values["train_tokens"] is None:
        raise RingcalcError("prices a whole run, and without --train-tokens there is no run to price: give "
                            "--train-tokens too, or drop it", option="gpu-hour-price")
    if values["train_tokens"] is not None and w.tokens_per_step is None:
        raise RingcalcError("counts the steps of the run, which needs the tokens per step: give --tokens-per-step "
                            "(or --global-batch), or drop it", option="train-tokens")
    if not layout:  # data parallelism alone: every worker is a replica, with the same whole sequences
        from ringcalc.workload.layout import check_split

        tokens_given = values["global_batch"] is None
        check_split(w.sequences_per_step, workers, option="tokens-per-step" if tokens_given else "global-batch",
                    replicas="workers", seq_len=w.seq_len if tokens_given else None)
    ts = low = high = None
    if w.peak_flops_per_s is not None and w.tokens_per_step is not None and w.mfu is not None:
        ts = w.compute_time_s(workers)
        if w.mfu is not None and w.mfu.is_range:
            low, high = w.compute_time_s(workers, w.mfu.high), w.compute_time_s(workers, w.mfu.low)
    return ScenarioWorkload(workload=w, compute_s=ts, compute_s_low=low, compute_s_high=high,
                            step_time_given=values["step_time"] is not None, gpus=workers,
                            train_tokens=values["train_tokens"], gpu_hour_price=values["gpu_hour_price"],
                            cluster_gpu=cluster_gpu, gpu_from_cluster=values["gpu"] is None and gpu is not None)


def scenario_layout(options: dict[str, Any], values: dict[str, Any], workers: int | None) -> Layout | None:
    """The layout of the parsed options (None when no layout row is given)."""
    if not given_any(options, LAYOUT_OPTIONS):
        return None
    from ringcalc.workload.layout import make_layout

    return make_layout(workers=workers, tp=values["tp"], pp=values["pp"], cp=values["cp"], dp=values["dp"],
                       ep=values["ep"], zero=values["zero"], fsdp=values["fsdp"], microbatches=values["microbatches"],
                       recompute=values["recompute"], gpus_per_node=values["gpus_per_node"],
                       chunks=values["virtual_stages"])


def layout_unit(options: dict[str, Any]) -> int:
    """The fewest GPUs of the options' layout: tp·pp·cp times the smallest dp that ep allows (ep divides dp·cp)."""
    import math

    from ringcalc.planning.scenario_options import BY_NAME, parse_value

    degree = {n: 1 if options.get(n) is None else parse_value(BY_NAME[n], options[n]) for n in ("tp", "pp", "cp", "ep")}
    return degree["tp"] * degree["pp"] * degree["cp"] * (degree["ep"] // math.gcd(degree["ep"], degree["cp"]))


def default_microbatches(sw: ScenarioWorkload | None, layout: Layout) -> int | None:
    """One sequence per microbatch (Megatron's common micro-batch size): the sequences of a replica per step (whole:
    :func:`ringcalc.workload.layout.check_split` refuses the rest); None without the tokens and sequence length."""
    if sw is None or sw.workload.sequences_per_step is None:
        return None
    return max(1, round(sw.workload.sequences_per_step / layout.dp))


def layout_on(options: dict[str, Any], values: dict[str, Any], workers: int, sw: ScenarioWorkload | None,
              gpus_per_node: int) -> Layout:
    """The layout again, now that the workload (one sequence per microbatch) and the node (HSDP's shard group) are
    known."""
    from ringcalc.workload.layout import make_layout

    first = scenario_layout(options, values, workers)
    return make_layout(workers=workers, tp=values["tp"], pp=values["pp"], cp=values["cp"], dp=values["dp"],
                       ep=values["ep"], zero=values["zero"], fsdp=values["fsdp"], microbatches=values["microbatches"],
                       recompute=values["recompute"], gpus_per_node=gpus_per_node, chunks=values["virtual_stages"],
                       default_microbatches=default_microbatches(sw, first))


SCALING_AT_ONE_N = ("changes nothing at one N: Ts comes from the FLOPs of the batch given, the same under weak and "
                    "strong scaling; scaling says how the batch follows N as N changes (`ringcalc max-workers` "
                    "searches it; `ringcalc sweep -n 64,128 --global-batch 256,512` prices each N with its batch)")
"""Why an answer at one N refuses ``--scaling`` when Ts comes from FLOPs (efficiency, bandwidth, max-latency, sweep)."""


def refuse_scaling_at_one_n(sw: ScenarioWorkload | None, given: dict[str, Any]) -> None:
    """Refuse a stated ``--scaling`` where it cannot move the answer: one N, and Ts from the FLOPs of the batch."""
    if sw is not None and sw.from_flops and given.get("scaling") is not None:
        raise RingcalcError(SCALING_AT_ONE_N, option="scaling")


def refuse_weak_search(sw: ScenarioWorkload | None, scaling: str, given: dict[str, Any]) -> None:
    """A search over N (max-workers, with or without a layout) with Ts from the FLOPs of a global batch: weak scaling
    has no batch per GPU to keep (the search starts at one node, or dp = 1, where "each replica keeps its tokens"
    made the whole global batch each replica's: 100,000,000 GPUs of 1,024 sequences each), so it is refused.

    ``given``: the options as given. A stated ``--scaling weak`` is named as the contradiction it is (until 2026-11-29
    the message told the user who had written it to "add --scaling strong")."""
    if sw is None or not sw.from_flops or scaling != "weak":
        return
    batch = "--global-batch" if given.get("global_batch") is not None else "--tokens-per-step"
    if given.get("scaling") is not None:
        raise RingcalcError(f"weak keeps each GPU's batch as N grows, and {batch} fixes the batch of all GPUs "
                            "together: the two contradict; use --scaling strong (the N GPUs share that fixed batch), "
                            "or give --step-time (the per-GPU Ts that weak scaling keeps)", option="scaling")
    raise RingcalcError("is a global batch: as N grows each GPU's share of it shrinks, so Ts from FLOPs falls "
                        "with N; add --scaling strong (a fixed global batch) or give --step-time",
                        option=batch.removeprefix("--"))


def step_time_of(sw: ScenarioWorkload | None, scaling: str) -> float | None:
    """The scenario's step_time_s from FLOPs: Ts at N (weak), the whole batch on one GPU (strong); else None."""
    if sw is None or not sw.from_flops:
        return None
    return sw.compute_s * sw.gpus if scaling == "strong" else sw.compute_s


def weak_scaled(sw: ScenarioWorkload | None, scaling: str, ratio: float) -> dict[str, Any]:
    """The options that scale a job weakly by ``ratio`` (new over old data-parallel replicas): each replica keeps
    its tokens, so the tokens per step grow with it and the global batch (a count of sequences) is dropped for
    them; empty under strong scaling or without tokens. The one rule of the worker searches and of
    ``Scenario.at_workers``."""
    if scaling != "weak" or sw is None or sw.workload.tokens_per_step is None:
        return {}
    w = sw.workload
    if w.seq_len is None:  # no sequences to keep whole (no shape, no --seq-len): the tokens scale
        return {"tokens_per_step": w.tokens_per_step * ratio, "global_batch": None}
    sequences = w.sequences_per_step * ratio  # whole: each replica keeps its whole sequences (check_split)
    whole = round(sequences)
    if whole < 1 or abs(sequences - whole) > 1e-9 * whole:
        raise RingcalcError(f"weak scaling by {ratio:.6g} gives {sequences:.6g} sequences per step: each replica keeps "
                            "its whole sequences, so the replicas must scale by a whole share of them",
                            option="workers")
    return {"tokens_per_step": float(whole * w.seq_len), "global_batch": None, "seq_len": w.seq_len}


def step_time_of_compute(compute_s: float, scenario: Any) -> float:
    """The step_time_s symbol for a per-GPU compute time (strong scaling holds the one-GPU time of the batch)."""
    return compute_s * scenario.workers if scenario.scaling == "strong" else compute_s


def notes(sw: ScenarioWorkload | None) -> list[str]:
    """What a reader should know about the workload's Ts."""
    if sw is None:
        return []
    w = sw.workload
    out = []
    if sw.gpu_from_cluster and w.peak_flops_per_s is not None and not sw.step_time_given:
        out.append(f"GPU: {w.gpu}, the cluster's (--gpu prices the compute on another)")
    elif sw.cluster_gpu is not None and w.gpu is not None and w.gpu != sw.cluster_gpu:
        out.append(f"--gpu {w.gpu} is not the cluster's GPU ({sw.cluster_gpu}): the compute is priced on {w.gpu}, "
                   "the network on the cluster's links")
    if sw.step_time_given:
        if w.peak_flops_per_s is None or w.tokens_per_step is None:
            out.append("Ts is --step-time; --gpu with --tokens-per-step would also give the compute-only MFU it implies")
    elif sw.compute_s is None:
        missing = "--gpu" if w.peak_flops_per_s is None else "--tokens-per-step (or --global-batch)"
        out.append(f"the workload gives no Ts without {missing}; give it, or --step-time")
    if w.arch is None:
        out.append("no model shape in the catalog: FLOPs = 6 x parameters per token, attention not counted")
    if sw.from_flops and w.mfu is not None and w.mfu.is_range:
        scaled = "".join(f", {why}" for why in w.mfu.source.split("; ")[1:] if why.startswith("x "))
        out.append(f"compute-only MFU {w.mfu.low:.0%}..{w.mfu.high:.0%} (published range for {w.gpu}{scaled}; --mfu "
                   "sets one)")
    return out


def efficiency_fields(sw: ScenarioWorkload, result: Any, efficiency_at: Any) -> dict[str, Any]:
    """The workload's part of an efficiency answer; ``efficiency_at(Ts)`` gives P at another step time."""
    from ringcalc.workload.cost import training_cost

    w = sw.workload
    out: dict[str, Any] = {
        "gpu": w.gpu, "compute_dtype": w.compute_dtype, "peak_flops_per_s": w.peak_flops_per_s,
        "flops_per_token": w.flops_per_token, "dense_flops_per_token": w.dense_flops_per_token,
        "attention_flops_per_token": w.attention_flops_per_token, "tokens_per_step": w.tokens_per_step,
        "step_time_source": "flops" if sw.from_flops else "given",
    }
    tokens = w.tokens_per_step
    if tokens is None:
        return out
    p, tp = result.efficiency, result.iteration_time_s
    out["tokens_per_s"] = tokens / tp
    if w.peak_flops_per_s is not None:
        mfu = w.mfu.value if sw.from_flops else (w.flops_per_token * tokens
                                                 / (sw.gpus * w.peak_flops_per_s * result.compute_time_s))
        out.update(mfu=mfu, mfu_end_to_end=mfu * p)
        if sw.from_flops and w.mfu.is_range:
            p_slow, p_fast = efficiency_at(sw.compute_s_high), efficiency_at(sw.compute_s_low)
            out.update(mfu_low=w.mfu.low, mfu_high=w.mfu.high, mfu_source=w.mfu.source,
                       compute_time_s_low=sw.compute_s_low, compute_time_s_high=sw.compute_s_high,
                       efficiency_low=min(p_slow, p_fast), efficiency_high=max(p_slow, p_fast),
                       mfu_end_to_end_low=w.mfu.low * p_slow, mfu_end_to_end_high=w.mfu.high * p_fast)
    if sw.train_tokens is not None:
        cost = training_cost(train_tokens=sw.train_tokens, tokens_per_step=tokens, gpus=sw.gpus, step_s=tp,
                             exposed_comm_s=tp - result.compute_time_s, gpu_hour_price=sw.gpu_hour_price)
        out["training"] = {k: v for k, v in cost.to_dict().items() if not k.startswith("bubble")}
    return out
