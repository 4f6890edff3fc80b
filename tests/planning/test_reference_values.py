"""The seed's worked example and other reference values, through the API."""

import pytest

from tests.reference import (
    REFERENCE_RTOL,
    VGG16, VGG16_BANDWIDTH_90_BITS_PER_S, VGG16_BANDWIDTH_90_BYTES_PER_S, VGG16_COMM_TIME_S, VGG16_EFFICIENCY,
    VGG16_ITERATION_TIME_S, VGG16_ROUNDED_BANDWIDTH_90_BITS_PER_S, VGG16_ROUNDED_BANDWIDTH_90_BYTES_PER_S,
    VGG16_ROUNDED_SIZE,
)
from ringcalc import Scenario
from ringcalc.errors import RingcalcError


def test_vgg16_efficiency_matches_seed():
    r = Scenario(**VGG16).efficiency()
    assert r.comm_time_s == pytest.approx(VGG16_COMM_TIME_S, rel=REFERENCE_RTOL)
    assert r.efficiency == pytest.approx(VGG16_EFFICIENCY, rel=REFERENCE_RTOL)
    assert r.iteration_time_s == pytest.approx(VGG16_ITERATION_TIME_S, rel=REFERENCE_RTOL)
    # the ring sends 2(N-1)K/N bytes per worker
    assert r.traffic_per_worker_bytes == pytest.approx(2 * 3 / 4 * 553.44e6, rel=1e-12)


def test_vgg16_from_catalog_and_params_agree_with_size():
    by_size = Scenario(**VGG16).efficiency().efficiency
    by_model = Scenario(model="vgg16", workers=4, bandwidth="1GbE", step_time="550 ms").efficiency().efficiency
    by_params = Scenario(params="138.36M", workers=4, bandwidth="125 MB/s", step_time=0.55).efficiency().efficiency
    assert by_model == pytest.approx(by_size, rel=1e-12)
    assert by_params == pytest.approx(by_size, rel=1e-12)


def test_vgg16_bandwidth_for_90_percent():
    r = Scenario(**VGG16).required_bandwidth(0.9)
    assert r.required_bandwidth_bytes_per_s == pytest.approx(VGG16_BANDWIDTH_90_BYTES_PER_S, rel=REFERENCE_RTOL)
    assert r.required_bandwidth_bits_per_s == pytest.approx(VGG16_BANDWIDTH_90_BITS_PER_S, rel=REFERENCE_RTOL)


def test_vgg16_rounded_source_figure():
    r = Scenario(**{**VGG16, "size": VGG16_ROUNDED_SIZE}).required_bandwidth("90%")
    assert r.required_bandwidth_bytes_per_s == pytest.approx(VGG16_ROUNDED_BANDWIDTH_90_BYTES_PER_S, rel=REFERENCE_RTOL)
    assert r.required_bandwidth_bits_per_s == pytest.approx(VGG16_ROUNDED_BANDWIDTH_90_BITS_PER_S, rel=REFERENCE_RTOL)


def test_one_worker_needs_no_communication():
    s = Scenario(**{**VGG16, "workers": 1})
    assert s.efficiency().efficiency == 1.0
    assert s.efficiency().comm_time_s == 0.0
    r = s.required_bandwidth(0.99)
    assert r.required_bandwidth_bytes_per_s == 0.0
    assert any("no bandwidth is needed" in n for n in r.notes)


def test_latency_makes_target_unreachable_with_best_efficiency_stated():
    # 1024 workers, 1 ms per step: 2*1023*1 ms = 2.046 s of latency > the 0.061 s budget of 90%
    s = Scenario(size="553.44 MB", workers=1024, latency="1 ms", step_time=0.55)
    with pytest.raises(RingcalcError) as err:
        s.required_bandwidth(0.9)
    assert err.value.kind == "infeasible" and err.value.exit_code == 1
    best = 0.55 / (0.55 + 2 * 1023 * 1e-3)
    assert f"{best * 100:.4g}%" in str(err.value)


def test_max_workers_unbounded_without_latency():
    # budget Ts(1-P)/P = 10.45 s for P = 5% > 2K/B = 8.855 s: every N meets it
    r = Scenario(**VGG16).max_workers(0.05)
    assert r.unbounded and r.max_workers is None
    assert r.comm_time_limit_s == pytest.approx(2 * 553.44e6 / 125e6, rel=1e-12)


def test_max_workers_closed_form_matches_forward_model():
    s = Scenario(size="100 MB", workers=2, bandwidth="100 Gbps", latency="20 us", step_time="1 s")
    r = s.max_workers(0.95)
    n = r.max_workers
    assert s.replace(workers=n).efficiency().efficiency >= 0.95
    assert s.replace(workers=n + 1).efficiency().efficiency < 0.95


def test_link_preset_latency_is_not_used_silently_but_said():
    # the seed's model has alpha = 0; a preset's typical latency (catalog) is named, never applied silently
    r = Scenario(model="vgg16", workers=4, bandwidth="1GbE", step_time=0.55).efficiency()
    assert r.latency_s == 0.0
    assert any("1GbE's typical latency is 50 us" in n and "--latency 50us" in n for n in r.notes)
    quiet = Scenario(model="vgg16", workers=4, bandwidth="1GbE", latency="50us", step_time=0.55).efficiency()
    assert not any("typical latency" in n for n in quiet.notes)
