"""Every collective of a training step, as data: :func:`step_collectives` -> a list of :class:`StepCollective`.

Each record says what the cluster model needs to cost one collective: its kind, the group (size, and the stride
between its ranks in Megatron's order, :mod:`ringcalc.workload.layout`), the bytes per GPU per call (the
nccl-tests size: the all-reduce buffer; the full, gathered buffer of an all-gather or reduce-scatter; a rank's
whole all-to-all send buffer; a send's message), the calls per step on each GPU, and how it overlaps compute.
The byte counts and calls are the expressions of :mod:`ringcalc.symbolic.workload` (generated into
:mod:`ringcalc.numeric._generated_workload`), which cite their sources.

Overlap (each default an option of :func:`step_collectives`):

* ``exposed``: on the critical path (tensor parallel, expert all-to-all, context-parallel K/V; the parameter
  all-gather after a ZeRO-1/2 optimizer step).
* ``partial``: ``overlap_fraction`` of its time hidden (pipeline sends; assumed 0.5: Megatron overlaps them
  with compute only in the interleaved schedule with ``--overlap-p2p-comm``).
* ``backward``: runs under compute, up to ``overlap_fraction`` of the step's compute time Ts (the data-parallel
  gradients under the backward pass of the last microbatch, (2/3)/(chunks·m) of Ts, as PyTorch DDP's and
  Megatron's bucketed overlap do; FSDP's prefetched gathers and its reduce-scatters under the whole compute).

``phase`` says where the exposed time lands: ``microbatch`` (every microbatch pays it: it lengthens the
pipeline and its bubble) or ``step`` (once per step, after the pipeline drains).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ringcalc.numeric._generated_workload import WORKLOAD
from ringcalc.workload.job import Workload
from ringcalc.workload.layout import Layout

COLLECTIVES = ("all-reduce", "reduce-scatter", "all-gather", "all-to-all", "send-recv")
OVERLAPS = ("exposed", "backward", "partial")
PP_HIDDEN = 0.5
"""Default share of the pipeline sends hidden under compute (an assumption; ``overlaps={"pp": ...}``)."""
BACKWARD_SHARE = 2 / 3
"""The backward pass's share of a step's compute (backward = 2 x forward FLOPs; PaLM appendix B)."""


@dataclass(frozen=True)
class StepCollective:
    """One collective of a step, as the cluster model costs it.

    Attributes
    ----------
    name : str
        What it moves (``"tp activations"``, ``"dp gradients"``, ...); also the key of its overlap option.
    collective : str
        :data:`COLLECTIVES`.
    group_size, rank_stride : int
        Ranks in one group, and the distance between consecutive ranks of a group (Megatron's order).
    bytes_per_gpu_per_call : float
        The nccl-tests size of one call, B.
    calls_per_step : float
        Calls per GPU and step.
    overlap : str
        :data:`OVERLAPS`.
    overlap_fraction : float
        ``partial``: the share of its time hidden; ``backward``: the share of Ts it may hide under.
    phase : str
        ``microbatch`` or ``step``.
    concurrent_groups_per_node_hint : int or None
        Groups of this kind with ranks on one node (they share its NICs), for G GPUs per node when given.
    kind : str
        The layout dimension (``tp``, ``pp``, ``dp``, ``ep``, ``cp``, ``edp``, ``shard``, ``replica``).
    """

    name: str
    collective: str
    group_size: int
    rank_stride: int
    bytes_per_gpu_per_call: float
    calls_per_step: float
    overlap: str
    overlap_fraction: float
    phase: str
    concurrent_groups_per_node_hint: int | None
    kind: str

    def to_dict(self) -> dict:
        return dict(self.__dict__)


def symbol_values(workload: Workload, layout: Layout) -> dict[str, float]:
    """The values of :mod:`ringcalc.symbolic.workload`'s layout symbols for this job."""
    from ringcalc.workload.architecture import arch_values, stage_extra_params

    # without a shape the sharded stages gather one stage at a time (one "layer" per stage)
    values: dict[str, float] = (arch_values(workload.arch, workload.seq_len) if workload.arch
                                else {"n_layers": layout.pp, "n_moe_layers": 0, "top_k": 0})
    values.update(
        tp=layout.tp, pp=layout.pp, cp=layout.cp, dp=layout.dp, ep=layout.ep, microbatches=layout.microbatches,
        chunks=layout.chunks, b_act=workload.act_bytes,
        tokens_per_step=workload.require_tokens() if workload.arch else (workload.tokens_per_step or math.nan),
        b_w=workload.param_bytes, b_g=workload.grad_bytes, recompute_full=int(layout.recompute == "full"),
        Psi=workload.params, Psi_expert=workload.expert_params, shard_group=layout.shard_group,
        Psi_stage=workload.params / layout.pp + stage_extra_params(workload.arch, layout.pp, layout.chunks),
    )
    return values


def _record(name, collective, layout, kind, nbytes, calls, overlap, fraction, phase, node) -> StepCollective:
    group = layout.group(kind)
    hint = None if node is None else layout.concurrent_groups_per_node(kind, node)
    return StepCollective(name=name, collective=collective, group_size=group.size, rank_stride=group.stride,
                          bytes_per_gpu_per_call=float(nbytes), calls_per_step=float(calls), overlap=overlap,
                          overlap_fraction=float(fraction), phase=phase, concurrent_groups_per_node_hint=hint,
                          kind=kind)


def step_collectives(workload: Workload, layout: Layout, *, gpus_per_node: int | None = None,
                     overlaps: dict[str, float] | None = None) -> list[StepCollective]:
    """Every collective one GPU takes part in during a step (groups of one rank left out).

    ``overlaps`` overrides the default ``overlap_fraction`` by record name (``{"pp activations": 0.0}``) or by
    layout dimension (``{"pp": 0.0}``).
    """
    w = WORKLOAD
    v = symbol_values(workload, layout)
    m, chunks = layout.microbatches, layout.chunks
    last_backward = BACKWARD_SHARE / (chunks * m)
    out: list[StepCollective] = []
    if workload.arch is not None:  # activations need the shape (hidden size, layers)
        if layout.tp > 1:
            buffer, calls = w["tp_buffer"](**v), w["tp_calls"](**v)
            if layout.sequence_parallel:
                out.append(_record("tp all-gather", "all-gather", layout, "tp", buffer, calls, "exposed", 0.0,
                                   "microbatch", gpus_per_node))
                out.append(_record("tp reduce-scatter", "reduce-scatter", layout, "tp", buffer, calls, "exposed", 0.0,
                                   "microbatch", gpus_per_node))
            else:
                out.append(_record("tp activations", "all-reduce", layout, "tp", buffer, calls, "exposed", 0.0,
                                   "microbatch", gpus_per_node))
        if layout.cp > 1:
            buffer, calls = w["cp_buffer"](**v), w["cp_calls"](**v)
            out.append(_record("cp k/v", "all-gather", layout, "cp", buffer, calls, "exposed", 0.0, "microbatch",
                               gpus_per_node))
            out.append(_record("cp k/v gradients", "reduce-scatter", layout, "cp", buffer, w["cp_grad_calls"](**v),
                               "exposed", 0.0, "microbatch", gpus_per_node))
        if layout.ep > 1 and workload.arch.is_moe:
            out.append(_record("ep tokens", "all-to-all", layout, "ep", w["ep_buffer"](**v), w["ep_calls"](**v),
                               "exposed", 0.0, "microbatch", gpus_per_node))
        if layout.pp > 1:
            out.append(_record("pp activations", "send-recv", layout, "pp", w["pp_message"](**v), w["pp_calls"](**v),
                               "partial", PP_HIDDEN, "microbatch", gpus_per_node))
    out += _data_parallel(workload, layout, v, last_backward, gpus_per_node)
    return [_override(r, overlaps) for r in out if r.group_size > 1]


def _data_parallel(workload: Workload, layout: Layout, v: dict, last_backward: float, node: int | None):
    """The gradient reduction and the sharded stages' gathers, for the dense and the expert parameters."""
    w = WORKLOAD
    m = layout.microbatches
    parts = [("dp", "", "dp_grad_buffer", "dp_param_buffer", "fsdp_grad_buffer", "fsdp_param_buffer")]
    if workload.expert_params:
        parts.append(("edp", "expert ", "dp_expert_grad_buffer", "dp_expert_param_buffer", "fsdp_expert_grad_buffer",
                      "fsdp_expert_param_buffer"))
    out = []
    for kind, what, grads, params, layer_grads, layer_params in parts:
        if layout.zero == 0:
            out.append(_record(f"{kind} {what}gradients", "all-reduce", layout, kind, w[grads](**v), 1, "backward",
                               last_backward, "step", node))
        elif layout.zero in (1, 2):
            per_microbatch = layout.zero == 2  # ZeRO-2 reduce-scatters each microbatch's gradients (DeepSpeed)
            out.append(_record(f"{kind} {what}gradients", "reduce-scatter", layout, kind, w[grads](**v),
                               m if per_microbatch else 1, "backward",
                               BACKWARD_SHARE if per_microbatch else last_backward,
                               "microbatch" if per_microbatch else "step", node))
            out.append(_record(f"{kind} {what}parameters", "all-gather", layout, kind, w[params](**v), 1, "exposed",
                               0.0, "step", node))
        else:  # ZeRO-3 / FSDP: each layer's parameters gathered forward and backward, gradients reduce-scattered
            shard = "shard" if (layout.fsdp == "hybrid" and kind == "dp") else kind
            calls = w["layer_calls"](**v)
            out.append(_record(f"{kind} {what}parameters", "all-gather", layout, shard, w[layer_params](**v),
                               2 * calls, "backward", 1.0, "microbatch", node))
            out.append(_record(f"{kind} {what}gradients", "reduce-scatter", layout, shard, w[layer_grads](**v), calls,
                               "backward", 1.0, "microbatch", node))
            if shard == "shard":  # HSDP: the gradient shard all-reduced across the replicas, once per step
                out.append(_record(f"{kind} {what}gradient replicas", "all-reduce", layout, "replica",
                                   w["hsdp_replica_buffer"](**v), 1, "backward", last_backward, "step", node))
    return out


def _override(record: StepCollective, overlaps: dict[str, float] | None) -> StepCollective:
    if not overlaps:
        return record
    fraction = overlaps.get(record.name, overlaps.get(record.kind))
    if fraction is None:
        return record
    overlap = record.overlap if record.overlap != "exposed" else "partial"
    return replace(record, overlap=overlap if fraction > 0 else "exposed", overlap_fraction=float(fraction))
