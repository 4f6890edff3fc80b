"""Ts from the workload: model FLOPs per step, the GPU's dense peak and the compute-only MFU (with its priors).

Ts = F·T / (N·peak·MFU) (:data:`ringcalc.symbolic.workload.compute_time`): F model FLOPs per token
(:mod:`ringcalc.workload.architecture`; 6·params without a shape), T tokens per step, N GPUs, the dense peak of
``--gpu`` for ``--compute-dtype`` (bf16 or fp8, from ``models/accelerators.toml``) and the **compute-only**
MFU: the utilisation of the kernels alone, no communication and no pipeline bubble. Published end-to-end MFUs
(Llama 3's 38-43%) include both; :mod:`ringcalc.workload.step` adds them back and reports that figure.

When ``--mfu`` is not given, :data:`MFU_PRIORS` gives a range per GPU and compute type, each from published
measurements; Ts then carries that range as an interval (the low MFU gives the long Ts). A GPU without a
sourced prior needs ``--mfu``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ringcalc.errors import RingcalcError

COMPUTE_DTYPES = ("bf16", "fp8")
"""The compute types with a dense peak in the catalog (fp16 runs at the bf16 rate on every part listed)."""

_LLM_FOUNDRY = ("mosaicml/llm-foundry scripts/train/benchmarking/README.md (commit "
                "495218376830947dce625efabc4d86be7c47cc45)")
_MAMF = ("stas00/ml-engineering compute/accelerator/README.md (commit 7bc7c3054eb93c277a4755c597ae0864d77a63f1), "
         "Maximum Achievable Matmul FLOPS")
_MEGATRON = "NVIDIA Megatron-LM README.md (commit d98e8a64ddf34856e74b24714e3bedb2f5a39553)"


@dataclass(frozen=True)
class MfuPrior:
    """A range of the compute-only MFU for one kind of GPU and compute type, with its sources."""

    low: float
    typical: float
    high: float
    source: str


# A compute-only MFU is bounded below by the end-to-end MFU of any run on that GPU (communication and bubble only
# add time) and above by what the kernels reach alone: the largest GEMMs, and the kernel rate of runs with full
# recomputation (their hardware-FLOPs utilisation). Each range runs from the best end-to-end figures of large
# models to below those ceilings; its typical value is the middle of the lower bounds of large models and the
# ceilings. The validation runs (Llama 3 405B, MegaScale) are not among the sources.
MFU_PRIORS: dict[tuple[str, str], MfuPrior] = {
    ("ampere", "bf16"): MfuPrior(
        0.58, 0.65, 0.72,
        "lower bounds, end to end: Dao 2023 (FlashAttention-2, arXiv:2307.08691) abstract, 225 TFLOP/s per A100 "
        "(72% MFU as it counts attention, ~60% with causal attention halved) on one node of 8; NVIDIA Megatron-LM "
        "README.md (commit 841f789f482905e7913db888c986ca6084b1f38c) from Korthikanti et al. 2022: 56.0-56.3% "
        f"MFU for 530B-1T at data parallel size 1; {_LLM_FOUNDRY}: 8 x A100 80GB, 3B-13B without checkpointing, "
        f"60-63%. Ceilings: {_MAMF}, A100 SXM 271.2 of 312 TFLOP/s (86.9%); llm-foundry 13B with full "
        "recomputation, 77-79% hardware FLOPs"),
    ("hopper", "bf16"): MfuPrior(
        0.46, 0.54, 0.61,
        f"lower bounds, end to end: {_MEGATRON}: 41-49% MFU on H100 (Megatron-Core r0.8.0, 1.7B-462B, up to 6,144 "
        "GPUs; 47-49% for 16B-462B, rising with model size: 'larger GEMMs have higher arithmetic intensity'); "
        f"{_LLM_FOUNDRY}: 8 x H100 7B at 2k, 46%. Ceilings: {_MAMF}, H100 SXM 794.5 of 989 TFLOP/s (80.3%); Shah "
        "et al. 2024 (FlashAttention-3, arXiv:2407.08608): attention at 61-75% of peak; llm-foundry 13B-70B with "
        "full recomputation, 58-59% hardware FLOPs"),
    ("hopper", "fp8"): MfuPrior(
        0.35, 0.45, 0.52,
        "of the dense FP8 peak. Lower bounds, end to end: NVIDIA/NeMo docs/source/performance/"
        "performance_summary.md (commit 8e3d65dcfe3504689bfc5b6e67d502780aacad41, NeMo 24.07, DGX-H100, FP8): "
        "GPT-3 175B on 512 GPUs 888 TFLOP/s (44.9%), Llama 2 7B-70B and Llama 3 8B-70B 711-780 TFLOP/s (36-39%). "
        f"Ceiling: {_MAMF}, H100 SXM FP8 1402.6 of 1979 TFLOP/s (70.9%), with attention left in BF16 (half the FP8 "
        "rate at best). Small models reach less: 1B-3B 21-30% (llm-foundry's amp_fp8)"),
}
"""The compute-only MFU range per (GPU kind, compute type): low, typical, high, with the sources."""

GPU_KINDS: dict[str, str] = {
    "a100-40gb": "ampere", "a100-80gb": "ampere",  # the A100 SXM4 measured by the sources
    "h100-80gb": "hopper", "h200-141gb": "hopper",  # H200: the H100's compute die (more, faster memory)
}
"""Catalog accelerators -> the kind of :data:`MFU_PRIORS` measured on them (the data-centre parts the sources ran)."""


@dataclass(frozen=True)
class Mfu:
    """The compute-only MFU used for Ts: a value, and the range it comes from (low = high when given exactly)."""

    value: float
    low: float
    high: float
    source: str

    @property
    def is_range(self) -> bool:
        return self.low < self.high


_NUM = r"(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)"
_RANGE = re.compile(rf"^\s*{_NUM}\s*(%?)\s*(?:\.\.|-|–|to)\s*{_NUM}\s*(%?)\s*$")


MFU_FLOOR = 0.01
"""The least MFU read: below 1% of the peak the step time is absurd or overflows (--mfu 1e-320 printed an infinite
Ts and an efficiency of nan), and the likely input is a slip (0.45% for 45%). Published end-to-end MFUs of large
runs are 20-60% (compute.py's MFU_PRIORS)."""


def _fraction(text: str, percent: bool, value: str, option: str) -> float:
    try:
        number = float(text) / (100.0 if percent else 1.0)
    except ValueError:
        raise RingcalcError(f"cannot read {value!r}; write a fraction such as 0.45, 45% or a range 40%..50%",
                            option=option) from None
    if not (0.0 < number <= 1.0) or math.isnan(number):
        raise RingcalcError(f"must be in (0, 1] (a share of the GPU's peak), got {value!r}", option=option)
    if number < MFU_FLOOR:
        raise RingcalcError(f"{value!r} is {number:.3g} of the GPU's peak, below {MFU_FLOOR:.0%}: no training run is so "
                            "slow (the step time would be days to infinite); an MFU is 0.45 or 45%, not 0.45%",
                            option=option)
    return number


def parse_mfu(value: str | float, option: str = "mfu") -> Mfu:
    """``--mfu``: a fraction in (0, 1] (``0.45``, ``"45%"``) or a range (``"40%..50%"``, its middle is the value)."""
    if isinstance(value, Mfu):
        return value
    if isinstance(value, bool):
        raise RingcalcError(f"expected a fraction such as 0.45 or 45%, got {value!r}", option=option)
    if not isinstance(value, str):
        number = _fraction(str(float(value)), False, str(value), option)
        return Mfu(number, number, number, "given")
    m = _RANGE.match(value)
    if m:
        low = _fraction(m.group(1), bool(m.group(2) or m.group(4)), value, option)
        high = _fraction(m.group(3), bool(m.group(4) or m.group(2)), value, option)
        if low > high:
            raise RingcalcError(f"the range {value!r} runs backwards; write low..high", option=option)
        return Mfu((low + high) / 2, low, high, "given")
    text = value.strip()
    number = _fraction(text.removesuffix("%").strip(), text.endswith("%"), value, option)
    return Mfu(number, number, number, "given")


def parse_compute_dtype(value: str, option: str = "compute-dtype") -> str:
    """``--compute-dtype``: bf16 (also fp16) or fp8."""
    key = str(value).strip().lower()
    key = {"fp16": "bf16", "bfloat16": "bf16", "float16": "bf16", "e4m3": "fp8"}.get(key, key)
    if key not in COMPUTE_DTYPES:
        raise RingcalcError(f"must be bf16 or fp8 (the dense tensor peaks the catalog holds), got {value!r}",
                            option=option)
    return key


def gpu_kind(accelerator) -> str | None:  # noqa: ANN001 - a catalog Accelerator
    """The kind of GPU for the priors (:data:`GPU_KINDS`; not the architecture alone: an RTX 3090 is Ampere too,
    but no source measured its MFU)."""
    return GPU_KINDS.get(accelerator.name)


def peak_flops(accelerator, dtype: str) -> float:  # noqa: ANN001 - a catalog Accelerator
    """The dense peak of ``accelerator`` for ``dtype``, FLOP/s; a clear error where the catalog has none."""
    peak = accelerator.bf16_flops_per_s if dtype == "bf16" else accelerator.fp8_flops_per_s
    if peak is None:
        raise RingcalcError(f"the catalog has no dense {dtype} peak for {accelerator.name} (its vendor publishes "
                            "none, or the part has no such tensor cores); choose another --compute-dtype or GPU",
                            option="gpu")
    return peak


def default_mfu(accelerator, dtype: str) -> Mfu:  # noqa: ANN001 - a catalog Accelerator
    """The prior of :data:`MFU_PRIORS` for this GPU, or the error asking for ``--mfu``."""
    kind = gpu_kind(accelerator)
    prior = MFU_PRIORS.get((kind, dtype)) if kind else None
    if prior is None:
        known = ", ".join(f"{k} {d}" for k, d in MFU_PRIORS)
        raise RingcalcError(f"no published compute-only MFU for {accelerator.name} in {dtype} (priors exist for "
                            f"{known}): give --mfu, e.g. 0.4 or 35%..45%", option="mfu")
    return Mfu(prior.typical, prior.low, prior.high, prior.source)


def compute_time_s(flops_per_token: float, tokens_per_step: float, gpus: int, peak: float, mfu: float) -> float:
    """Ts, s (:data:`ringcalc.symbolic.workload.compute_time`)."""
    from ringcalc.numeric._generated_workload import workload__compute_time

    return workload__compute_time(flops_per_token=flops_per_token, tokens_per_step=tokens_per_step, tp=gpus, pp=1,
                                  cp=1, dp=1, peak_flops=peak, mfu=mfu)
