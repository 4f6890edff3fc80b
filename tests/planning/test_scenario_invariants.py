"""Invariants of the ring model and its inverses (hypothesis)."""

import math

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.errors import RingcalcError
from ringcalc.units.parse import MIN_BYTES_PER_S

workers = st.integers(min_value=2, max_value=100_000)
sizes = st.floats(min_value=1e3, max_value=1e13)
bandwidths = st.floats(min_value=1e6, max_value=1e13)
latencies = st.one_of(st.just(0.0), st.floats(min_value=1e-9, max_value=1e-3))
steps = st.floats(min_value=1e-3, max_value=100.0)
targets = st.floats(min_value=0.01, max_value=0.99)


def scenario(n, k, b, a, ts):
    return Scenario(size=k, workers=n, bandwidth=b, latency=a, step_time=ts)


@given(workers, sizes, bandwidths, latencies, steps, st.floats(min_value=1.01, max_value=100))
def test_efficiency_rises_with_bandwidth(n, k, b, a, ts, factor):
    assert scenario(n, k, b * factor, a, ts).efficiency().efficiency >= scenario(n, k, b, a, ts).efficiency().efficiency


@given(workers, sizes, bandwidths, latencies, steps)
def test_efficiency_falls_with_workers_and_size(n, k, b, a, ts):
    p = scenario(n, k, b, a, ts).efficiency().efficiency
    assert scenario(n + 1, k, b, a, ts).efficiency().efficiency <= p
    assert scenario(n, k * 2, b, a, ts).efficiency().efficiency <= p


@given(workers, sizes, latencies, steps, targets)
def test_efficiency_of_required_bandwidth_is_the_target(n, k, a, ts, p):
    s = Scenario(size=k, workers=n, latency=a, step_time=ts)
    try:
        b = s.required_bandwidth(p).required_bandwidth_bytes_per_s
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        # unreachable means latency alone exceeds the budget
        assert 2 * (n - 1) * a >= ts * (1 - p) / p * (1 - 1e-12)
        return
    if b < MIN_BYTES_PER_S:  # below any rate --bandwidth takes: said, and the slowest real link beats the target
        assert any("below any real link" in note for note in s.required_bandwidth(p).notes)
        assert s.replace(bandwidth=MIN_BYTES_PER_S).efficiency().efficiency >= p * (1 - 1e-12)
        return
    got = s.replace(bandwidth=b).efficiency().efficiency
    assert got == pytest.approx(p, rel=1e-9)


@example(n=2, k=1000.0, a=0.0, ts=100.0, p=0.01)  # needs 0.1 B/s: below the 1 bit/s input floor (a stored example found it)
@given(workers, sizes, latencies, steps, targets)
def test_required_bandwidth_never_refused_as_input_without_a_note(n, k, a, ts, p):
    """Every answer either round-trips as --bandwidth or says why it cannot (the class of the 0.1 B/s example)."""
    s = Scenario(size=k, workers=n, latency=a, step_time=ts)
    try:
        r = s.required_bandwidth(p)
    except RingcalcError:
        return
    try:
        s.replace(bandwidth=r.required_bandwidth_bytes_per_s).efficiency()
    except RingcalcError:
        assert any("below any real link" in note for note in r.notes)


@given(workers, bandwidths, latencies, steps, targets)
def test_max_gradient_round_trip(n, b, a, ts, p):
    s = Scenario(size=1.0, workers=n, bandwidth=b, latency=a, step_time=ts)
    try:
        k = s.max_gradient_bytes(p).max_gradient_bytes
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        return
    assume(k >= 1e-3)
    assert s.replace(size=k).efficiency().efficiency == pytest.approx(p, rel=1e-9)


@given(workers, sizes, bandwidths, steps, targets)
def test_max_latency_round_trip(n, k, b, ts, p):
    s = Scenario(size=k, workers=n, bandwidth=b, step_time=ts)
    try:
        a = s.max_latency(p).max_latency_s
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        return
    assert s.replace(latency=a).efficiency().efficiency == pytest.approx(p, rel=1e-9)


@given(sizes, bandwidths, latencies, steps, targets)
def test_max_workers_is_the_boundary(k, b, a, ts, p):
    s = Scenario(size=k, workers=2, bandwidth=b, latency=a, step_time=ts)
    try:
        r = s.max_workers(p)
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        assert s.efficiency().efficiency < p
        return
    if r.unbounded:
        assert a == 0
        assert s.replace(workers=10**7).efficiency().efficiency >= p
        return
    n = r.max_workers
    assume(n < 10**8)  # Scenario refuses more workers than any cluster has
    assert s.replace(workers=n).efficiency().efficiency >= p * (1 - 1e-12)
    assert s.replace(workers=n + 1).efficiency().efficiency < p * (1 + 1e-12)


@given(sizes, bandwidths, latencies, steps)
def test_one_worker_is_perfect(k, b, a, ts):
    r = scenario(1, k, b, a, ts).efficiency()
    assert r.efficiency == 1.0 and r.comm_time_s == 0.0 and r.traffic_per_worker_bytes == 0.0
    assert math.isclose(r.speedup, 1.0)
