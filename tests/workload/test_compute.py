"""Ts from FLOPs, the dense peak and the compute-only MFU; the MFU priors (ringcalc/workload/compute.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc import catalog
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


@given(st.floats(1e-6, 1.0))
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
    h100 = default_mfu(catalog.get_accelerator("h100"), "bf16")
    assert h100.is_range and h100.low <= 0.43 <= h100.high  # Llama 3 405B ran at 38-43% end to end
    a100 = default_mfu(catalog.get_accelerator("a100-40gb"), "bf16")
    assert a100.low <= 0.542 <= a100.high  # Korthikanti et al. 2022: 54.2% end to end (MT-NLG 530B on A100)


def test_gpu_without_a_prior_asks_for_mfu():
    with pytest.raises(RingcalcError) as info:
        default_mfu(catalog.get_accelerator("mi300x"), "bf16")
    assert info.value.option == "mfu" and "give --mfu" in info.value.message
