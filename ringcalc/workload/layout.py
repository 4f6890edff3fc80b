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
import numbers
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
    """A ZeRO stage 0-3 (also ``zero3``, ``fsdp`` = 3, ``ddp`` / ``none`` = 0; a whole float such as 1.0 too, as
    --tp takes 8.0). The one parser of the stage (``memory --zero`` and every option)."""
    whole = isinstance(value, numbers.Real) and not isinstance(value, bool) and float(value).is_integer()
    text = str(int(value)) if whole else str(value).strip().lower()
    if text.startswith("zero"):
        text = text.removeprefix("zero").removeprefix("-").removeprefix("_")
    text = {"fsdp": "3", "full": "3", "ddp": "0", "none": "0", "dp": "0"}.get(text, text)
    try:  # a stage written as a number, as the degrees take it: "3.0", "3e0", "+3" (a TOML 3.0 above)
        number = float(text)
        text = str(int(number)) if number.is_integer() else text
    except (ValueError, OverflowError):
        pass
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
                   chunks: int = 1, cp: int = 1, seq_len: int | None = None) -> None:
    """Refuse degrees the model's shape cannot be split by (Megatron-Core refuses each at start-up).

    ``arch``: the model's :class:`~ringcalc.catalog.entries.Architecture` (``layers``, ``heads``, ``experts``).
    tp divides the attention heads and the key-value heads (GQA's query groups), ep the experts of a mixture of
    experts, and every pipeline stage (every one of its ``chunks`` virtual stages) holds one transformer layer at
    least. cp splits each sequence into 2·cp chunks, two per rank, an early and a late one, so that causal attention
    is balanced (Megatron-LM ``megatron/core/utils.py``, ``get_batch_on_this_cp_rank``: ``val.view(..., 2 * cp_size,
    seq // (2 * cp_size), ...)``): the sequence length must divide by 2·cp.
    """
    name = name or "the model"
    if cp > 1 and seq_len is not None and seq_len % (2 * cp):
        raise RingcalcError(f"cp = {cp} splits each sequence into 2·cp = {2 * cp} chunks (Megatron-LM's load-balanced "
                            f"causal context parallelism), and {seq_len:,} tokens do not divide by {2 * cp}: choose "
                            "a --cp or --seq-len that do", option="cp")
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


MEGATRON_BATCH = "megatron/core/num_microbatches_calculator.py:381 @ d98e8a64"
"""Where Megatron-LM refuses a global batch not divisible by micro-batch size x dp."""
MEGATRON_INTERLEAVED = ("megatron/core/pipeline_parallel/schedules.py:1161-1180 @ d98e8a64, with "
                        "microbatch_group_size_per_vp_stage = pp by default, model_parallel_config.py:568")
"""Where Megatron-Core's interleaved schedule refuses microbatches that are not a multiple of pp."""


def divisors(n: int) -> list[int]:
    """The divisors of ``n`` >= 1, ascending.

    >>> divisors(12)
    [1, 2, 3, 4, 6, 12]
    """
    small, large = [], []
    d = 1
    while d * d <= n:
        if n % d == 0:
            small.append(d)
            if d * d != n:
                large.append(n // d)
        d += 1
    return small + large[::-1]


def split_problem(sequences: int, dp: int, microbatches: int | None = None, pp: int = 1,
                  chunks: int = 1) -> str | None:
    """Why ``sequences`` per step do not split into ``dp`` replicas of ``microbatches`` microbatches (None: one
    sequence each) of whole sequences, a multiple of ``pp`` of them with ``chunks`` > 1; None when they do.

    >>> split_problem(1024, 32, 8), split_problem(1000, 32), split_problem(1024, 32, 3), split_problem(64, 2, 6, 4, 2)
    (None, 'dp', 'microbatches', 'microbatches')
    >>> split_problem(64, 2, None, 4, 2), split_problem(64, 2, None, 3, 2)
    (None, 'interleaved')
    """
    if sequences % dp:
        return "dp"
    per = sequences // dp
    if microbatches is not None and per % microbatches:
        return "microbatches"
    m = per if microbatches is None else microbatches
    if chunks > 1 and pp > 1 and m % pp:
        return "microbatches" if microbatches is not None else "interleaved"
    return None


def split_degrees(sequences: int, *, unit: int = 1, limit: int | None = None, microbatches: int | None = None,
                  micro_batch: int | None = None, pp: int = 1, chunks: int = 1) -> list[int]:
    """The data-parallel degrees (multiples of ``unit``, up to ``limit``) that split ``sequences`` exactly, ascending:
    each with ``microbatches`` per replica, or with micro-batches of ``micro_batch`` sequences (Megatron's
    ``--micro-batch-size``, fixed as dp changes), or one sequence per microbatch when neither is given.

    >>> split_degrees(96, unit=2, limit=40)
    [2, 4, 6, 8, 12, 16, 24, 32]
    >>> split_degrees(96, micro_batch=4, pp=2, chunks=2)
    [1, 2, 3, 4, 6, 12]
    """
    out = []
    for d in divisors(sequences):
        if d % unit or (limit is not None and d > limit):
            continue
        m = microbatches
        if micro_batch is not None:
            if (sequences // d) % micro_batch:
                continue
            m = sequences // d // micro_batch
        if split_problem(sequences, d, m, pp, chunks) is None:
            out.append(d)
    return out


def _nearest(value: int, good: list[int]) -> list[int]:
    """The members of ``good`` just below and just above ``value`` (one or two)."""
    below = [g for g in good if g < value]
    above = [g for g in good if g > value]
    return ([below[-1]] if below else []) + ([above[0]] if above else [])


def _batches(sequences: int, unit: int, seq_len: int | None) -> str:
    """The nearest global batches (multiples of ``unit`` sequences), as sequences or, with ``seq_len``, tokens."""
    low, high = sequences // unit * unit, -(-sequences // unit) * unit
    picks = [b for b in (low, high) if b >= unit and b != sequences]
    if seq_len is None:
        return " or ".join(f"{b}" for b in picks)
    return " or ".join(f"{b * seq_len} ({b} sequences)" for b in picks)


def check_split(sequences: float | None, dp: int, microbatches: int | None = None, *, pp: int = 1, chunks: int = 1,
                option: str = "global-batch", replicas: str = "dp", seq_len: int | None = None,
                unit: int = 1) -> None:
    """Refuse a batch that does not split exactly: each of the ``dp`` replicas gets whole sequences, its
    ``microbatches`` (None: one sequence each, the default) whole micro-batches, and with interleaved 1F1B
    (``chunks`` > 1) a multiple of ``pp`` microbatches. The one check of every path (efficiency, time, memory,
    the layout's step, the searches); the message names the reason and the nearest values that split.

    ``option`` names the batch's option (``global-batch`` or ``tokens-per-step``; with ``seq_len`` the suggestions
    are in tokens), ``replicas`` how the replicas were given (``dp``, or ``workers`` for data parallelism alone), and
    ``unit`` the step of the data-parallel degrees the layout allows (ep dividing dp·cp).
    """
    if sequences is None:
        return
    if sequences != int(sequences):
        raise RingcalcError(f"{sequences:g} sequences per step: a step holds whole sequences", option=option)
    s = int(sequences)
    problem = split_problem(s, dp, microbatches, pp, chunks)
    if problem is None:
        return
    name = "N" if replicas == "workers" else "dp"
    per = s / dp
    if problem == "dp":
        interleaved = microbatches is None and chunks > 1 and pp > 1  # per replica: a multiple of pp
        step = dp * (microbatches or (pp if interleaved else 1))
        good = _nearest(dp, split_degrees(s, unit=unit, microbatches=microbatches, pp=pp, chunks=chunks))
        unit_word = (f"{name} x microbatches = {step}" if microbatches else f"{name} x pp = {step}" if interleaved
                     else f"{name} = {dp}")
        least = "; each replica needs one sequence at least" if per < 1 else ""
        raise RingcalcError(
            f"{s:,} sequences per step do not split over {name} = {dp:,} replicas ({per:.4g} each{least}; Megatron-LM "
            f"refuses a global batch not divisible by micro-batch size x dp: {MEGATRON_BATCH}); use a multiple of "
            f"{unit_word}: {_batches(s, step, seq_len)}"
            + (f", or {name} = {' or '.join(map(str, good))}, which divide{'s' * (len(good) == 1)} it" if good else ""),
            option=option)
    per = s // dp
    if problem == "microbatches" and per % microbatches:
        good = _nearest(microbatches, [m for m in divisors(per) if split_problem(s, dp, m, pp, chunks) is None])
        raise RingcalcError(
            f"the {per:,} sequences of a replica do not split into {microbatches:,} microbatches ({per / microbatches:.4g}"
            f" sequences each; a micro-batch is whole sequences, {MEGATRON_BATCH}); "
            + (f"use --microbatches {' or '.join(map(str, good))}" if good else
               f"use a global batch that is a multiple of {name} x microbatches = {dp * microbatches}"),
            option="microbatches")
    m = per if microbatches is None else microbatches
    good = _nearest(m, [k for k in divisors(per) if k % pp == 0])
    fix = (f"use --microbatches {' or '.join(map(str, good))}" if good else
           f"use a global batch that gives each replica a multiple of pp = {pp} sequences ({name} x pp = {dp * pp})")
    if microbatches is None:
        raise RingcalcError(
            f"interleaved 1F1B needs a multiple of pp = {pp} microbatches per replica, and one sequence per "
            f"microbatch (the default) gives {per:,} ({MEGATRON_INTERLEAVED}); {fix}", option="virtual-stages")
    raise RingcalcError(
        f"{microbatches:,} microbatches: interleaved 1F1B (--virtual-stages {chunks}) needs a multiple of pp = {pp} "
        f"({MEGATRON_INTERLEAVED}); {fix}", option="microbatches")

def stage_imbalance(layers: int, pp: int, chunks: int = 1) -> float:
    """The slowest pipeline chunk over the mean: ceil(L/(pp·v)) / (L/(pp·v)), 1 when the layers split evenly.

    Megatron-LM refuses an uneven split unless its first and last stages are given fewer layers
    (``--decoder-first/last-pipeline-num-layers``, megatron/training/arguments.py:969-998 @ d98e8a64), as Llama 3
    405B ran its 126 layers on 16 stages (Grattafiori et al. 2024 sec. 3.3.2); the slowest chunk, of
    ceil(L/(pp·v)) layers, then paces the pipeline.
    """
    return largest_chunk_layers(layers, pp, chunks) / (layers / (pp * chunks))


def largest_chunk_layers(layers: int, pp: int, chunks: int = 1) -> int:
    """Layers of the largest model chunk, ceil(L/(pp·v)): what paces the pipeline (:func:`stage_imbalance`) and what a
    middle stage holds per chunk (``chunk_layers`` of :mod:`ringcalc.symbolic.workload`)."""
    return -(-layers // (pp * chunks))


def hsdp_ranks_per_node(*, tp: int, cp: int, gpus_per_node: int | None) -> int:
    """Data-parallel ranks on one node, G / (tp·cp), at least 1 (no node size: 1): HSDP's widest shard group."""
    node = gpus_per_node or 1
    return max(1, node // (tp * cp))


def hsdp_shard_group(*, dp: int, tp: int, cp: int, gpus_per_node: int | None) -> int:
    """HSDP's shard group: the data-parallel ranks of one node that divide dp, gcd(dp, G / (tp·cp)).

    The one rule for the layout (:func:`make_layout`), the memory (:mod:`ringcalc.planning.memory_parts`) and the
    refusal of a group of one rank (:func:`hybrid_problem`).
    """
    return math.gcd(dp, hsdp_ranks_per_node(tp=tp, cp=cp, gpus_per_node=gpus_per_node))


def hybrid_problem(*, tp: int, cp: int, dp: int | None, gpus_per_node: int | None) -> str | None:
    """Why HSDP (``--fsdp hybrid``) shards nothing here: each shard group (the data-parallel ranks of one node,
    gcd(dp, G / (tp·cp))) is one rank, which is plain data parallelism; None when it shards. ``dp`` None: any."""
    if not gpus_per_node:
        return "no node size: give --cluster or --gpus-per-node"
    per_node = hsdp_ranks_per_node(tp=tp, cp=cp, gpus_per_node=gpus_per_node)
    if per_node <= 1:
        return f"tp·cp = {tp * cp} fills the node's {gpus_per_node} GPUs, so a node holds one data-parallel rank"
    if dp is not None and math.gcd(dp, per_node) == 1:
        return f"gcd(dp = {dp}, {per_node} data-parallel ranks per node) = 1"
    return None


def check_hybrid(**layout: int | None) -> None:
    """Refuse HSDP that shards nothing (:func:`hybrid_problem`): it would run as plain data parallelism."""
    why = hybrid_problem(**layout)
    if why is not None:
        raise RingcalcError(f"hybrid (HSDP) shards the states over the data-parallel ranks of a node, and here each "
                            f"shard group is one rank ({why}): that is plain data parallelism; use --fsdp full to "
                            "shard across nodes, or --zero 0", option="fsdp")


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
    if fsdp is not None and zero not in (None, 3):  # a stated 0 too (memory_parts refuses the same)
        raise RingcalcError(f"--fsdp {fsdp} shards parameters (ZeRO-3); it contradicts --zero {stage}", option="fsdp")
    if fsdp is not None:
        stage = 3
    shard = dp
    if fsdp == "hybrid":
        shard = hsdp_shard_group(dp=dp, tp=tp, cp=cp, gpus_per_node=gpus_per_node)
    m = microbatches if microbatches is not None else (default_microbatches or 1)
    if m < 1:
        raise RingcalcError(f"must be at least 1, got {m}", option="microbatches")
    return Layout(tp=tp, pp=pp, cp=cp, dp=dp, ep=ep, zero=stage, fsdp=fsdp, shard_group=shard, microbatches=m,
                  chunks=chunks or 1, recompute=recompute or "selective", sequence_parallel=tp > 1)
