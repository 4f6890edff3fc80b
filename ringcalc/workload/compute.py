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

_LLM_FOUNDRY = ("MosaicML llm-foundry scripts/train/benchmarking/README.md (commit 061f2c7ce64e655100286584a7629e2a09f827ba): "
                "MFU of MPT models with FSDP")


@dataclass(frozen=True)
class MfuPrior:
    """A range of the compute-only MFU for one kind of GPU and compute type, with its sources."""

    low: float
    typical: float
    high: float
    source: str


MFU_PRIORS: dict[tuple[str, str], MfuPrior] = {
    ("ampere", "bf16"): MfuPrior(
        0.50, 0.56, 0.62,
        f"{_LLM_FOUNDRY}: A100 80GB, 8 GPUs, 7B-30B at sequence 2k-8k: 51-64%; Korthikanti et al. 2022 "
        "(arXiv:2205.05198) abstract: 54.2% end to end for the 530B model on 2240 A100 (communication included, "
        "so the kernels alone reach at least that)"),
    ("hopper", "bf16"): MfuPrior(
        0.40, 0.46, 0.50,
        f"{_LLM_FOUNDRY}: H100 80GB BF16, 8-64 GPUs, 3B-70B at sequence 2k-4k: 38-46%; NVIDIA Megatron-LM "
        "README.md (commit d98e8a64ddf34856e74b24714e3bedb2f5a39553): 41-48% end to end on H100 (2B-462B, weak "
        "scaling), GPT-3 175B 47% at 96 GPUs; Grattafiori et al. 2024 Table 4: Llama 3 405B 38-43% end to end"),
    ("hopper", "fp8"): MfuPrior(
        0.20, 0.27, 0.33,
        f"{_LLM_FOUNDRY}: H100 80GB FP8 (amp_fp8), 8 GPUs, 1B-3B at sequence 512-8k: 21-30% of the dense FP8 "
        "peak (1B-3B only: larger models are not published)"),
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


def _fraction(text: str, percent: bool, value: str, option: str) -> float:
    try:
        number = float(text) / (100.0 if percent else 1.0)
    except ValueError:
        raise RingcalcError(f"cannot read {value!r}; write a fraction such as 0.45, 45% or a range 40%..50%",
                            option=option) from None
    if not (0.0 < number <= 1.0) or math.isnan(number):
        raise RingcalcError(f"must be in (0, 1] (a share of the GPU's peak), got {value!r}", option=option)
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
