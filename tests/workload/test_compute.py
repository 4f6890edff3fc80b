"""Ts from FLOPs, the dense peak and the compute-only MFU; the MFU priors (ringcalc/workload/compute.py)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import Scenario, catalog
from ringcalc.errors import RingcalcError
from ringcalc.workload.compute import MFU_PRIORS, default_mfu, parse_compute_dtype, parse_mfu, peak_flops


@pytest.mark.parametrize(("text", "value", "low", "high"), [
    ("0.45", 0.45, 0.45, 0.45), ("45%", 0.45, 0.45, 0.45), ("40%..50%", 0.45, 0.40, 0.50),
    ("0.3-0.5", 0.4, 0.3, 0.5), (0.5, 0.5, 0.5, 0.5), ("1", 1.0, 1.0, 1.0),
])
def test_parse_mfu(text, value, low, high):
    m = parse_mfu(text)
    assert (m.value, m.low, m.high) == pytest.approx((value, low, high))


@pytest.mark.parametrize("text", ["0", "-0.1", "1.5", "150%", "nan", "x", "50%..40%", True])
def test_mfu_outside_0_1_is_refused(text):
    with pytest.raises(RingcalcError) as info:
        parse_mfu(text)
    assert info.value.option == "mfu"


@given(st.floats(0.01, 1.0))  # MFU_FLOOR: below 1% refused (test_every_mfu_is_refused_or_gives_...)
def test_any_fraction_in_range_is_read_back(x):
    assert parse_mfu(repr(x)).value == pytest.approx(x, rel=1e-15)


def test_peaks_from_the_catalog():
    h100 = catalog.get_accelerator("h100")
    assert peak_flops(h100, "bf16") == 989.4e12 and peak_flops(h100, "fp8") == 1978.9e12  # Hopper whitepaper
    with pytest.raises(RingcalcError, match="no dense fp8 peak for a100-80gb"):
        peak_flops(catalog.get_accelerator("a100-80gb"), "fp8")
    assert parse_compute_dtype("FP16") == "bf16"
    with pytest.raises(RingcalcError, match="bf16 or fp8"):
        parse_compute_dtype("fp4")


def test_priors_are_ranges_with_sources():
    for prior in MFU_PRIORS.values():
        assert 0 < prior.low <= prior.typical <= prior.high <= 1 and prior.source


@pytest.mark.parametrize("gpu,dtype,end_to_end,ceiling", [
    # end to end (a compute-only MFU is at least that): Llama 3 405B 43% (Grattafiori et al. 2024 Table 4);
    # ceiling: the largest GEMMs alone, stas00/ml-engineering MAMF table @ 7bc7c305 (H100 SXM 80.3%)
    ("h100", "bf16", 0.43, 0.803),
    # Korthikanti et al. 2022: 54.2% end to end (MT-NLG 530B on 2240 A100); MAMF A100 SXM 86.9%
    ("a100-40gb", "bf16", 0.542, 0.869),
    # NeMo 24.07 performance summary @ 8e3d65dc: GPT-3 175B FP8 on 512 H100, 44.9% of the FP8 peak; MAMF FP8 70.9%
    ("h100", "fp8", 0.449, 0.709),
])
def test_a_compute_only_prior_lies_between_end_to_end_runs_and_the_gemm_ceiling(gpu, dtype, end_to_end, ceiling):
    """Communication and the bubble only add time: the typical compute-only MFU is above published end-to-end
    figures of large runs, and no kernel mix beats the largest GEMMs."""
    prior = default_mfu(catalog.get_accelerator(gpu), dtype)
    assert prior.value >= end_to_end and prior.high <= ceiling


def test_gpu_without_a_prior_asks_for_mfu():
    with pytest.raises(RingcalcError) as info:
        default_mfu(catalog.get_accelerator("mi300x"), "bf16")
    assert info.value.option == "mfu" and "give --mfu" in info.value.message


@settings(max_examples=60, deadline=None)
@given(mfu=st.one_of(st.floats(min_value=5e-324, max_value=1.0), st.sampled_from([1e-320, 1e-300, 0.004, 0.01])))
def test_every_mfu_is_refused_or_gives_a_finite_step_and_an_efficiency(mfu):
    """--mfu 1e-320 printed Ts = inf and an efficiency of nan, 1e-300 a step time of 300 digits (the workload hunt):
    an MFU is refused below 1% with the reason, and every other one gives a finite Ts and an efficiency in (0, 1]."""
    try:
        r = Scenario(model="llama-3-8b", cluster="dgx-h100", workers=16, global_batch=16, mfu=mfu).efficiency()
    except RingcalcError as exc:
        assert exc.option == "mfu" and mfu < 0.01 and "\n" not in str(exc)
        return
    assert mfu >= 0.01
    assert math.isfinite(r.compute_time_s) and 0 < r.efficiency <= 1
