"""A calibration of one collective prices every collective from the same ring step (Scenario, sweep).

The planning models take the ring's per-step alpha and per-link B of the
measured collective at each N (:meth:`Calibration.ring_params`), so a question
about the collective the calibration measured gets its prediction, and one about
another collective the ring model of that collective on the same link:
:meth:`Calibration.predict_time_s` with ``collective``. Until 2026-11-28 alpha was
taken as if the calibration were an all-reduce (half the fitted latency of an
all-gather or reduce-scatter under NCCL's latency shape).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ringcalc import Scenario, sweep
from ringcalc.calibrate.calibration import Calibration, Segment
from ringcalc.calibrate.calibration_file import load_calibration

MEASURED = ("all_reduce", "reduce_scatter", "all_gather", "broadcast", "reduce", "alltoall", "sendrecv")
PLANNED = ("all-reduce", "reduce-scatter", "all-gather", "broadcast", "reduce", "all-to-all")  # the ring models
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """A saved calibration per (measured collective, latency model): 16 ranks on 2 nodes, 20 us, 50 GB/s, saturating."""
    out = {}
    for collective in MEASURED:
        for latency_model in ("nccl", "per-step"):
            cal = Calibration(collective=collective, ranks=16, model="saturating", alpha_s=20e-6,
                              beta_bytes_per_s=50e9, segments=(Segment(8, 2**33, 20e-6, 50e9, kappa=1e-11),),
                              saturation_exponent=0.5, latency_model=latency_model, nodes=2, gpus_per_node=8)
            path = tmp_path_factory.mktemp("cal") / f"{collective}-{latency_model}.json"
            out[collective, latency_model] = str(cal.save(path))
    return out


@SETTINGS
@given(measured=st.sampled_from(MEASURED), latency_model=st.sampled_from(("nccl", "per-step")),
       asked=st.sampled_from(PLANNED), workers=st.integers(2, 2048), size=st.floats(8, 2**34))
def test_every_collective_is_priced_from_the_measured_ring_step(files, measured, latency_model, asked, workers, size):
    path = files[measured, latency_model]
    cal = load_calibration(path)
    want = cal.predict_time_s(size, workers, asked)
    s = Scenario(size=size, workers=workers, collective=asked, calibration=path)
    assert s.comm_time() == pytest.approx(want, rel=1e-9)
    assert s.latency_s == pytest.approx(cal.ring_params(size, workers)[0], rel=1e-12)
    if asked.replace("-", "_") == measured:  # its own collective: the calibration's prediction and interval
        p = s.time()
        assert p.interval["comm_time_s_low"] < p.comm_time_s < p.interval["comm_time_s_high"]


@pytest.mark.parametrize("measured", MEASURED)
def test_a_sweep_prices_like_the_scenario(files, measured):
    path = files[measured, "nccl"]
    asked = {"alltoall": "all-to-all", "sendrecv": "all-reduce"}.get(measured, measured.replace("_", "-"))
    cal = load_calibration(path)
    df = sweep(size="1KiB,1GiB", workers="2,16,64", collective=asked, calibration=path)
    for row in df.itertuples():
        s = Scenario(size=row.gradient_bytes, workers=int(row.workers), collective=asked, calibration=path)
        assert row.comm_time_s == pytest.approx(s.comm_time(), rel=1e-9)
        assert row.comm_time_s == pytest.approx(cal.predict_time_s(row.gradient_bytes, int(row.workers), asked),
                                                rel=1e-9)
