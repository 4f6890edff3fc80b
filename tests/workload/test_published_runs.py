"""GPU-hours of published runs from their tokens, shapes and reported end-to-end MFU (issue 17 validation).

Each prediction is model FLOPs (ringcalc.workload.architecture, attention included) over the GPU's dense BF16
peak times the utilisation the run reported; benchmarks/validate_published_runs.py prints the same cases.
"""

from __future__ import annotations

import pytest

from ringcalc import catalog
from ringcalc.workload.architecture import derived
from ringcalc.workload.cost import training_cost

HOURS_RTOL = 0.15  # issue 17: GPU-hours of published runs within 15%


def _gpu_hours(model: str, tokens: float, gpu: str, mfu: float) -> float:
    flops = derived(catalog.get_model(model).arch)["flops_per_token"] * tokens
    return flops / (catalog.get_accelerator(gpu).bf16_flops_per_s * mfu) / 3600


@pytest.mark.parametrize("mfu", [0.38, 0.41, 0.43])
def test_llama_3_1_405b_gpu_hours(mfu):
    # Llama 3.1 model card: 30.84M H100-80GB GPU-hours for the 405B; Grattafiori et al. 2024: 15.6T tokens
    # (sec. 3.1), BF16 MFU 38-43% (Table 4)
    assert _gpu_hours("llama-3.1-405b", 15.6e12, "h100-80gb", mfu) == pytest.approx(30.84e6, rel=HOURS_RTOL)


def test_bloom_gpu_hours():
    # BLOOM (arXiv:2211.05100) sec. 3.5: 1,082,990 compute hours on A100 80GB for 366B tokens at 156 TFLOP/s per GPU,
    # counted with activation checkpointing (Narayanan et al. eq. 3 with factor 4): model FLOPs are 3/4 of it
    mfu = 156e12 * 3 / 4 / 312e12
    assert _gpu_hours("bloom-176b", 366e9, "a100-80gb", mfu) == pytest.approx(1_082_990, rel=HOURS_RTOL)


def test_gpu_hours_agree_with_training_cost():
    # the same run through ringcalc.workload.cost: steps x step time x N GPUs
    flops = derived(catalog.get_model("bloom-176b").arch)["flops_per_token"]
    tokens_per_step, gpus, mfu = 2048 * 2048, 384, 0.375
    step_s = flops * tokens_per_step / (gpus * 312e12 * mfu)
    c = training_cost(train_tokens=366e9, tokens_per_step=tokens_per_step, gpus=gpus, step_s=step_s)
    assert c.gpu_hours == pytest.approx(_gpu_hours("bloom-176b", 366e9, "a100-80gb", mfu), rel=1e-12)
