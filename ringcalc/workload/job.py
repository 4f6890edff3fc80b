"""The workload of a training job: the model, tokens per step, the GPU's peak and the compute-only MFU.

:func:`make_workload` parses the options (text with units or SI numbers) into a :class:`Workload`: the model's
parameters and FLOPs per token (from its shape, :mod:`ringcalc.workload.architecture`; 6·params without one),
the tokens per step (``tokens_per_step``, or ``global_batch`` sequences of ``seq_len`` tokens), the GPU's dense
peak for the compute type and the MFU (given, or the prior of :mod:`ringcalc.workload.compute`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ringcalc import catalog, units
from ringcalc.catalog.entries import Architecture
from ringcalc.errors import RingcalcError
from ringcalc.workload.architecture import derived
from ringcalc.workload.compute import Mfu, default_mfu, parse_compute_dtype, parse_mfu, peak_flops

ACTIVATION_BYTES = 2
"""Bytes per activation element on the wire (bf16; also in FP8 training, where Transformer Engine keeps the
tensor-parallel communication in bf16 by default)."""
PARAM_GATHER_BYTES = 2
"""Bytes per parameter the sharded stages all-gather by default (the bf16 working copy; ``--param-dtype``)."""


@dataclass(frozen=True)
class Workload:
    """One training job's work per step, in SI units.

    Attributes
    ----------
    model : str or None
        Catalog name.
    arch : Architecture or None
        The model's shape (None: parameters only, FLOPs 6·params).
    params, expert_params : float
        Trainable parameters; those of the routed experts (0 for a dense model).
    flops_per_token, dense_flops_per_token, attention_flops_per_token : float
        Model FLOPs per token and its two terms (6·N_mm and 12·L·H·d·s).
    largest_layer_params : float or None
        The largest weight matrix (ZeRO-3's transient buffers), None without a shape.
    tokens_per_step : float or None
        Tokens per step, all replicas together.
    seq_len : int or None
        Tokens per sequence.
    gpu : str or None
        Catalog accelerator.
    compute_dtype : str
        ``bf16`` or ``fp8``.
    peak_flops_per_s : float or None
        The GPU's dense peak for ``compute_dtype``.
    mfu : Mfu or None
        The compute-only MFU (None without a GPU).
    grad_bytes : int
        Bytes per gradient element reduced across data-parallel ranks (``--dtype``).
    param_bytes : int
        Bytes per parameter element ZeRO and FSDP all-gather (``--param-dtype``; memory's ``--precision``).
    """

    model: str | None
    arch: Architecture | None
    params: float
    expert_params: float
    flops_per_token: float
    dense_flops_per_token: float
    attention_flops_per_token: float
    largest_layer_params: float | None
    tokens_per_step: float | None
    seq_len: int | None
    gpu: str | None
    compute_dtype: str
    peak_flops_per_s: float | None
    mfu: Mfu | None
    grad_bytes: int = 4
    param_bytes: int = PARAM_GATHER_BYTES
    act_bytes: int = ACTIVATION_BYTES

    @property
    def sequences_per_step(self) -> float | None:
        """Sequences per step (tokens / sequence length)."""
        if self.tokens_per_step is None or self.seq_len is None:
            return None
        return self.tokens_per_step / self.seq_len

    def require_tokens(self) -> float:
        if self.tokens_per_step is None:
            raise RingcalcError("is required: give --tokens-per-step, or --global-batch (sequences) with --seq-len",
                                option="tokens-per-step")
        return self.tokens_per_step

    def compute_time_s(self, gpus: int, mfu: float | None = None) -> float:
        """Ts on ``gpus`` GPUs at ``mfu`` (default the workload's), s."""
        from ringcalc.workload.compute import compute_time_s

        if self.peak_flops_per_s is None or self.mfu is None:
            raise RingcalcError("is required to compute the step time from FLOPs (or give --step-time)", option="gpu")
        return compute_time_s(self.flops_per_token, self.require_tokens(), gpus, self.peak_flops_per_s,
                              self.mfu.value if mfu is None else mfu)

    def flops_per_step(self) -> float:
        return self.flops_per_token * self.require_tokens()


def _count(value: object, option: str) -> float:
    return units.parse_count(value, option=option)  # type: ignore[arg-type]


def make_workload(*, model: str | None = None, params: str | float | None = None, tokens_per_step=None,
                  global_batch=None, seq_len=None, gpu: str | None = None, compute_dtype: str = "bf16",
                  mfu=None, grad_bytes: int = 4, param_bytes: int = PARAM_GATHER_BYTES,
                  mfu_prior: bool = True) -> Workload:
    """The workload of the options; each bad or contradictory value is a RingcalcError naming its option.

    ``tokens_per_step`` and ``global_batch`` (sequences) exclude each other; ``global_batch`` needs a sequence
    length (``seq_len``, or the model's). ``mfu`` without ``gpu`` is refused (there is no peak to take a share
    of). ``mfu_prior`` False: Ts is given, the GPU only prices the MFU it implies, and a GPU without a published
    MFU prior is no refusal (``--step-time`` with ``--gpu mi300x`` was refused "give --mfu", which it refuses too).
    """
    arch = None
    if model is not None:
        entry = catalog.get_model(model, option="model")
        name, psi, arch = entry.name, float(entry.params), entry.arch
    elif params is not None:
        name, psi = None, _count(params, "params")
    else:
        raise RingcalcError("missing model: give --model NAME (or --params COUNT)", option="model")
    s = None if seq_len is None else int(_whole(seq_len, "seq-len"))
    if s is None and arch is not None:
        s = arch.seq_len
    if arch is not None and arch.position == "learned" and s is not None and s > arch.max_positions:
        raise RingcalcError(f"{s:,} tokens is beyond the {arch.max_positions:,} learned position embeddings of {name}: a "
                            "model with learned absolute positions has no embedding past them (rotary, ALiBi and "
                            f"relative positions have no such table); use --seq-len {arch.max_positions} or less",
                            option="seq-len")
    if tokens_per_step is not None and global_batch is not None:
        raise RingcalcError("give --tokens-per-step or --global-batch (sequences), not both", option="global-batch")
    tokens = None if tokens_per_step is None else _count(tokens_per_step, "tokens-per-step")
    if tokens is not None and s is not None:
        check_whole_sequences(tokens, s)
    if global_batch is not None:
        if s is None:
            raise RingcalcError("needs the sequence length: give --seq-len (or a --model with a shape)",
                                option="global-batch")
        tokens = _whole(global_batch, "global-batch") * s
    if arch is not None:
        d = derived(arch, s)
        flops, dense, attention = d["flops_per_token"], d["dense_flops_per_token"], d["attention_flops_per_token"]
        expert, largest = d["expert_params"], d["largest_layer_params"]
    else:  # no shape: every parameter multiplied once per token, attention not counted
        flops = dense = 6.0 * psi
        attention, expert, largest = 0.0, 0.0, None
    dtype = parse_compute_dtype(compute_dtype)
    peak = rate = None
    acc_name = None
    if gpu is not None:
        acc = catalog.get_accelerator(gpu, option="gpu")
        acc_name, peak = acc.name, peak_flops(acc, dtype)
        rate = parse_mfu(mfu) if mfu is not None else default_mfu(acc, dtype) if mfu_prior else None
    elif mfu is not None:
        raise RingcalcError("is a share of the GPU's peak: give --gpu too", option="mfu")
    return Workload(model=name, arch=arch, params=psi, expert_params=expert, flops_per_token=flops,
                    dense_flops_per_token=dense, attention_flops_per_token=attention, largest_layer_params=largest,
                    tokens_per_step=tokens, seq_len=s, gpu=acc_name, compute_dtype=dtype, peak_flops_per_s=peak,
                    mfu=rate, grad_bytes=grad_bytes, param_bytes=param_bytes)


FULL_RECOMPUTE = ("x 3/4: full recomputation runs each layer's forward twice, so the kernels do 4/3 of the model "
                  "FLOPs (8 instead of 6 per parameter and token: Narayanan et al. SC21 eq. 3, Korthikanti et al. 2022)")
"""Why the MFU prior is scaled with ``--recompute full``: the prior is the kernels' rate on the FLOPs they run."""

UNEVEN_STAGES = ("x {factor:.4g}: the {layers} layers do not split evenly over pp {pp} x {chunks} virtual stages, so "
                 "the slowest chunk (ceil(L/(pp·v)) layers) paces the pipeline and the others wait (Megatron-LM's "
                 "--decoder-first/last-pipeline-num-layers)")
"""Why the MFU prior is scaled on a pipeline whose stages hold unequal layers."""


def scaled_mfu(mfu: Mfu, factor: float, why: str) -> Mfu:
    """``mfu`` and its range times ``factor``; ``why`` joins its source."""
    return replace(mfu, value=mfu.value * factor, low=mfu.low * factor, high=mfu.high * factor,
                   source=f"{mfu.source}; {why}")


def mfu_on_layout(w: Workload, *, recompute: str | None, pp: int = 1, chunks: int = 1) -> Workload:
    """The workload with its MFU *prior* turned into the compute-only MFU (model FLOPs) of the layout's step.

    The prior (:func:`ringcalc.workload.compute.default_mfu`) is the kernels' rate on the FLOPs they run. Full
    recomputation runs 4/3 of the model FLOPs (:data:`FULL_RECOMPUTE`, x 3/4), and a pipeline whose stages hold
    unequal layers waits on its slowest chunk (:data:`UNEVEN_STAGES`, x mean/slowest,
    :func:`ringcalc.workload.layout.stage_imbalance`). Every path that prices a layout's compute from the prior
    (the step, ``memory``) calls this one function. A stated ``--mfu`` is the run's own: do not pass it here.
    """
    if w.mfu is None:
        return w
    if recompute == "full":
        w = replace(w, mfu=scaled_mfu(w.mfu, 0.75, FULL_RECOMPUTE))
    if w.arch is not None and pp > 1:
        from ringcalc.workload.layout import stage_imbalance

        imbalance = stage_imbalance(w.arch.layers, pp, chunks)
        if imbalance > 1:
            w = replace(w, mfu=scaled_mfu(w.mfu, 1 / imbalance, UNEVEN_STAGES.format(
                factor=1 / imbalance, layers=w.arch.layers, pp=pp, chunks=chunks)))
    return w


def _whole(value: object, option: str) -> float:
    number = _count(value, option)
    if number != int(number) or number < 1:
        raise RingcalcError(f"must be a whole number >= 1, got {value!r}", option=option)
    return float(int(number))


def check_whole_sequences(tokens: float, seq_len: int, option: str = "tokens-per-step") -> None:
    """Refuse tokens per step that are not whole sequences of ``seq_len``, naming the nearest counts that are (and
    the binary reading of a decimal prefix, 4M as 4 x 2**20, where that is whole sequences).

    >>> check_whole_sequences(4 * 2**20, 4096)
    >>> check_whole_sequences(4e6, 4096)
    Traceback (most recent call last):
    ...
    ringcalc.errors.RingcalcError: --tokens-per-step: 4M tokens is 976.56 sequences of 4,096; a step holds whole \
sequences: use 3997696 (976 sequences) or 4001792 (977), or 4194304 (1,024 sequences, 4 x 2^20); or give --global-batch \
in sequences
    """
    sequences = tokens / seq_len
    if sequences == int(sequences):
        return
    low, high = int(sequences), int(sequences) + 1
    picks = ([f"{low * seq_len} ({low:,} sequences) or {high * seq_len} ({high:,})"] if low else
             [f"{high * seq_len} ({high:,} sequence{'s' * (high > 1)})"])
    for k in (4, 3, 2, 1):  # the binary reading of the largest decimal prefix (T, G, M, k)
        mantissa = tokens / 1000**k
        if mantissa >= 1 and mantissa == int(mantissa):
            binary = int(mantissa) * 1024**k
            if binary % seq_len == 0 and binary not in (low * seq_len, high * seq_len):
                picks.append(f"{binary} ({binary // seq_len:,} sequences, {int(mantissa)} x 2^{10 * k})")
            break
    raise RingcalcError(f"{units.format_count(tokens)} tokens is {sequences:.2f} sequences of {seq_len:,}; a step holds "
                        f"whole sequences: use {', or '.join(picks)}; or give --global-batch in sequences", option=option)
