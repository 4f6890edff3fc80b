"""The parallel layout of a training job: tp, pp, cp, dp (N = tp·pp·cp·dp), ep, ZeRO / FSDP, microbatches.

**Rank order** (what the cluster model places on nodes): Megatron-Core's default ``order="tp-cp-ep-dp-pp"``
(``megatron/core/parallel_state.py``, ``initialize_model_parallel``, at commit
d98e8a64ddf34856e74b24714e3bedb2f5a39553). Global rank = tp_rank + tp·(cp_rank + cp·(dp_rank + dp·pp_rank)):
tensor-parallel ranks are adjacent (stride 1), then context parallel (stride tp), data parallel (stride tp·cp),
pipeline stages (stride tp·cp·dp). A group of size g and stride σ holds ranks r, r+σ, ..., r+(g-1)σ.

**Expert parallelism folds into data parallelism**: the expert layers use the same GPUs with their own order
``tp-ep-dp-pp`` (expert tensor parallel = tp, the default), so an EP group is ``ep`` consecutive blocks of tp
ranks (stride tp) carved out of the dp·cp ranks of the dense layers; the experts' data-parallel group is the
remaining dp·cp/ep (stride tp·ep). ep must divide dp·cp and the number of experts.

**Sharding**: ``zero`` 0-3 shards over the data-parallel ranks (Megatron's distributed optimizer is stage 1;
DeepSpeed stages 1-3); ``fsdp = "full"`` is stage 3; ``fsdp = "hybrid"`` (HSDP) is stage 3 inside a shard
group, by default the data-parallel ranks of one node (G / (tp·cp) of them), replicated across groups.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ringcalc.errors import RingcalcError

FSDP_MODES = ("full", "hybrid")
RECOMPUTE_MODES = ("none", "selective", "full")
"""Activation recomputation (Korthikanti et al. 2022): none; selective (the attention core, as FlashAttention
does); full (every layer's forward again in backward, keeping only its input)."""
MAX_DEGREE = 1 << 24
"""Largest degree of one parallel dimension accepted (a typo guard, far above any cluster)."""


def parse_degree(value: object, option: str) -> int:
    """A parallel degree: a whole number >= 1."""
    if isinstance(value, bool):
        raise RingcalcError(f"must be a whole number >= 1, got {value!r}", option=option)
    try:
        number = float(str(value).strip()) if isinstance(value, str) else float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise RingcalcError(f"must be a whole number >= 1, got {value!r}", option=option) from None
    if not math.isfinite(number) or number != int(number) or number < 1:
        raise RingcalcError(f"must be a whole number >= 1, got {value!r}", option=option)
    if number > MAX_DEGREE:
        raise RingcalcError(f"{int(number):,} is beyond any cluster (at most {MAX_DEGREE:,})", option=option)
    return int(number)


def parse_zero(value: object, option: str = "zero") -> int:
    """A ZeRO stage 0-3 (also ``zero3``, ``fsdp`` = 3, ``ddp`` / ``none`` = 0)."""
    text = str(value).strip().lower()
    if text.startswith("zero"):
        text = text.removeprefix("zero").removeprefix("-").removeprefix("_")
    text = {"fsdp": "3", "full": "3", "ddp": "0", "none": "0", "dp": "0"}.get(text, text)
    if text not in {"0", "1", "2", "3"}:
        raise RingcalcError(f"unknown ZeRO stage {value!r}; choose 0, 1, 2 or 3 (3 = FSDP full shard)", option=option)
    return int(text)


def parse_fsdp(value: object, option: str = "fsdp") -> str:
    """``full`` (ZeRO-3 over all data-parallel ranks) or ``hybrid`` (HSDP: sharded in a group, replicated across)."""
    key = str(value).strip().lower().replace("_", "-")
    key = {"full-shard": "full", "hybrid-shard": "hybrid", "hsdp": "hybrid"}.get(key, key)
    if key not in FSDP_MODES:
        raise RingcalcError(f"must be full or hybrid (HSDP), got {value!r}", option=option)
    return key


def parse_recompute(value: object, option: str = "recompute") -> str:
    key = str(value).strip().lower()
    if key not in RECOMPUTE_MODES:
        raise RingcalcError(f"must be none, selective or full, got {value!r}", option=option)
    return key


@dataclass(frozen=True)
class Group:
    """One kind of communication group: its size and the stride between its ranks (Megatron's order)."""

    size: int
    stride: int


@dataclass(frozen=True)
class Layout:
    """A parallel layout (all degrees >= 1).

    Attributes
    ----------
    tp, pp, cp, dp : int
        Tensor, pipeline, context and data parallel degrees; N = tp·pp·cp·dp GPUs.
    ep : int
        Expert parallel degree, carved out of dp·cp for the expert layers.
    zero : int
        ZeRO stage 0-3 over the data-parallel ranks (3 with ``fsdp``).
    fsdp : str or None
        ``"full"``, ``"hybrid"`` (HSDP) or None.
    shard_group : int
        Data-parallel ranks in one shard group: dp, except with HSDP (default the node's dp ranks).
    microbatches : int
        Microbatches per step and replica.
    chunks : int
        Model chunks per pipeline stage (interleaved 1F1B; 1 = plain 1F1B).
    recompute : str
        :data:`RECOMPUTE_MODES`.
    sequence_parallel : bool
        Megatron's sequence parallelism with tp > 1 (Korthikanti et al. 2022): all-gather + reduce-scatter
        instead of all-reduce, activations split over tp.
    """

    tp: int = 1
    pp: int = 1
    cp: int = 1
    dp: int = 1
    ep: int = 1
    zero: int = 0
    fsdp: str | None = None
    shard_group: int = 1
    microbatches: int = 1
    chunks: int = 1
    recompute: str = "selective"
    sequence_parallel: bool = True

    @property
    def gpus(self) -> int:
        """N = tp·pp·cp·dp."""
        return self.tp * self.pp * self.cp * self.dp

    @property
    def model_parallel(self) -> int:
        """tp·pp: the ranks one copy of the parameters is split over."""
        return self.tp * self.pp

    def group(self, kind: str) -> Group:
        """Size and stride of a group: ``tp``, ``cp``, ``dp`` (the gradient reduction: dp·cp ranks), ``pp``
        (neighbouring stages), ``ep``, ``edp`` (the experts' data parallel), ``shard`` / ``replica`` (HSDP)."""
        tp, cp, dp = self.tp, self.cp, self.dp
        groups = {
            "tp": Group(tp, 1),
            "cp": Group(cp, tp),
            "dp": Group(dp * cp, tp),  # Megatron reduces gradients over data x context parallel ranks
            "pp": Group(2 if self.pp > 1 else 1, tp * cp * dp),
            "ep": Group(self.ep, tp),
            "edp": Group(dp * cp // self.ep, tp * self.ep),
            "shard": Group(self.shard_group * cp, tp),
            "replica": Group(dp // self.shard_group, tp * cp * self.shard_group),
        }
        return groups[kind]

    def concurrent_groups_per_node(self, kind: str, gpus_per_node: int) -> int:
        """How many groups of ``kind`` have ranks on one node of G GPUs (they share its links): G over the
        group's ranks on the node, when groups are laid out from rank 0 by the order above."""
        g = self.group(kind)
        on_node = 1 if g.stride >= gpus_per_node else max(1, min(g.size, gpus_per_node // g.stride))
        return max(1, gpus_per_node // on_node) if g.size > 1 else 0


def check_on_model(arch: object, name: str | None = None, *, tp: int = 1, ep: int = 1, pp: int = 1,
                   chunks: int = 1) -> None:
    """Refuse degrees the model's shape cannot be split by (Megatron-Core refuses each at start-up).

    ``arch``: the model's :class:`~ringcalc.catalog.entries.Architecture` (``layers``, ``heads``, ``experts``).
    tp divides the attention heads and the key-value heads (GQA's query groups), ep the experts of a mixture of
    experts, and every pipeline stage (every one of its ``chunks`` virtual stages) holds one transformer layer at
    least.
    """
    name = name or "the model"
    if tp > 1 and arch.heads % tp:
        raise RingcalcError(f"tp = {tp} must divide the {arch.heads} attention heads of {name}", option="tp")
    kv = getattr(arch, "kv_heads", None) or arch.heads
    if tp > 1 and kv % tp:  # megatron/core/transformer/attention.py: divide(config.num_query_groups, world_size)
        raise RingcalcError(f"tp = {tp} must divide the {kv} key-value heads (query groups) of {name}: Megatron-Core "
                            "splits them over the tensor-parallel ranks and does not replicate them", option="tp")
    if ep > 1 and arch.experts and arch.experts % ep:
        raise RingcalcError(f"ep = {ep} must divide the {arch.experts} experts of {name} (each GPU holds whole "
                            "experts)", option="ep")
    if pp > arch.layers:
        raise RingcalcError(f"pp = {pp} stages for the {arch.layers} layers of {name}: a stage holds one layer at "
                            "least", option="pp")
    if chunks > 1 and pp * chunks > arch.layers:
        raise RingcalcError(f"pp x virtual stages = {pp} x {chunks} = {pp * chunks} chunks for the {arch.layers} "
                            f"layers of {name}: a chunk holds one layer at least", option="virtual-stages")


def check_sequences(sequences_per_step: float | None, dp: int, microbatches: int | None,
                    option: str = "global-batch") -> None:
    """Refuse a batch that cannot be split: each data-parallel replica needs one whole sequence per microbatch
    (a fraction of a sequence is not a sample)."""
    if sequences_per_step is None:
        return
    per_replica = sequences_per_step / dp
    if per_replica < 1:
        raise RingcalcError(f"{sequences_per_step:g} sequences per step over dp = {dp:,} replicas: each replica "
                            "needs one sequence at least (raise --global-batch or --tokens-per-step, or lower dp)",
                            option=option)
    if microbatches is not None and microbatches > per_replica:
        raise RingcalcError(f"{microbatches:,} microbatches of the {per_replica:g} sequences of a replica: a "
                            "microbatch holds one sequence at least", option="microbatches")


def make_layout(*, workers: int | None = None, tp: int | None = None, pp: int | None = None,
                cp: int | None = None, dp: int | None = None, ep: int | None = None, zero: int | None = None,
                fsdp: str | None = None, microbatches: int | None = None, chunks: int | None = None,
                recompute: str | None = None, gpus_per_node: int | None = None,
                default_microbatches: int | None = None) -> Layout:
    """The layout of the options, checked; one clear error per inconsistency.

    ``workers`` (N) and ``dp`` may each be left out: dp = N / (tp·pp·cp), N = tp·pp·cp·dp. ``default_microbatches``
    is used when ``microbatches`` is not given (the workload's sequences per replica: a micro-batch of one
    sequence, Megatron's common choice); else 1. ``gpus_per_node`` sets the HSDP shard group.
    """
    tp, pp, cp, ep = tp or 1, pp or 1, cp or 1, ep or 1
    model = tp * pp * cp
    if dp is None:
        if workers is None:
            dp = 1
        elif workers % model:
            raise RingcalcError(f"tp·pp·cp = {tp}·{pp}·{cp} = {model} does not divide the {workers:,} GPUs",
                                option="workers")
        else:
            dp = workers // model
    elif workers is not None and model * dp != workers:
        raise RingcalcError(f"tp·pp·cp·dp = {tp}·{pp}·{cp}·{dp} = {model * dp:,} is not the {workers:,} GPUs of "
                            "--workers; give one of them, or make them agree", option="dp")
    if (dp * cp) % ep:
        raise RingcalcError(f"ep = {ep} must divide dp·cp = {dp * cp} (expert-parallel groups are carved out of the "
                            "data- and context-parallel ranks)", option="ep")
    stage = 0 if zero is None else zero
    if fsdp is not None and stage not in (0, 3):
        raise RingcalcError(f"--fsdp {fsdp} shards parameters (ZeRO-3); it contradicts --zero {stage}", option="fsdp")
    if fsdp is not None:
        stage = 3
    shard = dp
    if fsdp == "hybrid":
        node = gpus_per_node or 1
        per_node = max(1, node // (tp * cp)) if node >= tp * cp else 1
        shard = math.gcd(dp, per_node)
    m = microbatches if microbatches is not None else (default_microbatches or 1)
    if m < 1:
        raise RingcalcError(f"must be at least 1, got {m}", option="microbatches")
    return Layout(tp=tp, pp=pp, cp=cp, dp=dp, ep=ep, zero=stage, fsdp=fsdp, shard_group=shard, microbatches=m,
                  chunks=chunks or 1, recompute=recompute or "selective", sequence_parallel=tp > 1)
