"""The calibration JSON (ringcalc.calibrate.calibration) and the cost model it feeds."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc.calibrate.calibration import Calibration, Segment
from ringcalc.calibrate.calibration_file import load_calibration
from ringcalc.calibrate.fit import fit_runs
from ringcalc.calibrate.model import busbw_factor, latency_steps, normalize_collective, ring_time_s
from ringcalc.calibrate.nccl_log import read_nccl_log
from ringcalc.errors import RingcalcError
from tests.paths import NCCL_FIXTURES

FIX = NCCL_FIXTURES


def _cal(**kw) -> Calibration:
    segs = (
        Segment(8, 65536, 1e-6, 5e9),
        Segment(131072, 4194304, 3e-6, 40e9),
        Segment(8388608, 2**33, 10e-6, 90e9),
    )
    base = dict(collective="all_reduce", ranks=8, model="piecewise", alpha_s=1e-6, beta_bytes_per_s=90e9,
                segments=segs)  # fmt: skip
    base.update(kw)
    return Calibration(**base)


def test_save_and_load_round_trip(tmp_path):
    (run,) = read_nccl_log(FIX / "allreduce_tagoutput_errors_2node_16rank.txt")
    cal = fit_runs([run], piecewise=True).to_calibration()
    path = cal.save(tmp_path / "cal.json")
    back = load_calibration(path)
    assert back == cal
    d = json.loads(path.read_text())
    assert d["format"] == "ringcalc-calibration" and d["collective"] == "all_reduce" and d["ranks"] == 16
    assert d["sources"][0]["file"].endswith("allreduce_tagoutput_errors_2node_16rank.txt")
    assert len(d["sources"][0]["sha256"]) == 64


def test_params_at_picks_the_regime_by_size():
    cal = _cal()
    # breaks are geometric means of neighbouring measured sizes: sqrt(65536*131072), sqrt(4194304*8388608)
    assert cal.break_sizes_bytes == pytest.approx((math.sqrt(2**16 * 2**17), math.sqrt(2**22 * 2**23)))
    assert cal.params_at(1) == (1e-6, 5e9)  # below the first measured size: first regime
    assert cal.params_at(65536) == (1e-6, 5e9)
    assert cal.params_at(131072) == (3e-6, 40e9)
    assert cal.params_at(2**40) == (10e-6, 90e9)
    assert cal.params_at(None) == (1e-6, 90e9)
    ring = _cal(model="ring", segments=(Segment(8, 2**33, 2e-6, 50e9),), alpha_s=2e-6, beta_bytes_per_s=50e9)
    assert ring.params_at(123) == (2e-6, 50e9)


def test_predict_time_at_other_ranks_uses_the_ring_model():
    cal = _cal(model="ring", segments=(Segment(8, 2**33, 2e-6, 50e9),), alpha_s=2e-6, beta_bytes_per_s=50e9)
    # 2(N-1) alpha + 2(N-1)/N S/B at N = 64, S = 1 GB
    assert cal.predict_time_s(1e9, ranks=64) == pytest.approx(126 * 2e-6 + 126 / 64 * 1e9 / 50e9)


def test_latency_bound_regime_is_saved_as_null(tmp_path):
    segs = (Segment(8, 1024, 5e-6, math.inf), Segment(2048, 2**30, 6e-6, 10e9))
    cal = _cal(segments=segs, alpha_s=5e-6, beta_bytes_per_s=10e9)
    d = json.loads(cal.save(tmp_path / "c.json").read_text())
    assert d["segments"][0]["beta_bytes_per_s"] is None
    back = load_calibration(tmp_path / "c.json")
    assert back.params_at(8) == (5e-6, math.inf)
    assert back.predict_time_s(8) == pytest.approx(14 * 5e-6)


def test_bad_files_are_clear_errors(tmp_path):
    with pytest.raises(RingcalcError, match="cannot read"):
        load_calibration(tmp_path / "missing.json")
    (tmp_path / "x.json").write_text("{\n nope")
    with pytest.raises(RingcalcError, match=r"x.json:2: not JSON"):
        load_calibration(tmp_path / "x.json")
    (tmp_path / "y.json").write_text('{"alpha_s": 1}')
    with pytest.raises(RingcalcError, match="not a ringcalc calibration"):
        load_calibration(tmp_path / "y.json")
    (tmp_path / "z.json").write_text('{"format": "ringcalc-calibration", "version": 1}')
    with pytest.raises(RingcalcError, match="incomplete calibration"):
        load_calibration(tmp_path / "z.json")
    with pytest.raises(RingcalcError, match="need alpha >= 0 and beta > 0"):
        _cal(beta_bytes_per_s=0.0)


def test_busbw_factors_match_nccl_tests_performance_md():
    # nccl-tests doc/PERFORMANCE.md "Summary"
    assert busbw_factor("all_reduce", 8) == pytest.approx(2 * 7 / 8)
    assert busbw_factor("reduce_scatter", 8) == pytest.approx(7 / 8)
    assert busbw_factor("all_gather", 8) == pytest.approx(7 / 8)
    assert busbw_factor("alltoall", 8) == pytest.approx(7 / 8)
    assert busbw_factor("broadcast", 8) == busbw_factor("reduce", 8) == busbw_factor("sendrecv", 8) == 1.0
    assert latency_steps("all_reduce", 8) == 14 and latency_steps("all_gather", 8) == 7
    assert normalize_collective("all_reduce_perf") == normalize_collective("AllReduce") == "all_reduce"
    with pytest.raises(RingcalcError, match="unknown collective"):
        normalize_collective("scan")
    with pytest.raises(RingcalcError, match="at least 2 ranks"):
        busbw_factor("all_reduce", 1)


@given(n=st.integers(2, 4096), s=st.floats(1.0, 1e12), alpha=st.floats(0, 1e-3), beta=st.floats(1e6, 1e13))
def test_busbw_of_model_time_tends_to_beta(n, s, alpha, beta):
    t = ring_time_s("all_reduce", n, s, alpha, beta)
    busbw = busbw_factor("all_reduce", n) * s / t
    assert busbw <= beta * (1 + 1e-12)
    if alpha == 0:
        assert busbw == pytest.approx(beta)


@pytest.mark.parametrize("collective", ["all_reduce", "reduce_scatter", "all_gather", "broadcast", "reduce", "alltoall"])
@pytest.mark.parametrize("n", [2, 3, 8, 64])
def test_model_agrees_with_the_symbolic_ring_models(collective, n):
    # ringcalc/symbolic/collectives/ring.py is the source of truth for the formulas; gamma = 0
    # because a calibration folds the reduction cost into the fitted bandwidth.
    ring = pytest.importorskip("ringcalc.symbolic.collectives.ring")
    from ringcalc.symbolic.symbols import B, K, N, alpha, gamma

    name = {"alltoall": "all-to-all"}.get(collective, collective.replace("_", "-"))
    (model,) = [m for m in ring.MODELS if m.collective == name]
    values = {N: n, K: 3.0e8, alpha: 4e-6, B: 2.5e10, gamma: 0}
    expected = float(model.time.subs(values).doit())
    assert ring_time_s(collective, n, 3.0e8, 4e-6, 2.5e10) == pytest.approx(expected, rel=1e-12)
    assert busbw_factor(collective, n) == pytest.approx(float(model.busbw_factor.subs(N, n)) if hasattr(
        model.busbw_factor, "subs") else model.busbw_factor)


# ---------------------------------------------------------------- the ring's alpha and B of every collective
# Calibration.ring_params took the all-reduce's steps whatever the calibration measured: an all-gather or
# reduce-scatter calibration under NCCL's latency shape gave half its fitted alpha to every planning answer.

COLLECTIVES = ("all_reduce", "reduce_scatter", "all_gather", "broadcast", "reduce", "alltoall", "sendrecv")


def _measured(collective: str, latency_model: str, ranks: int, gpus: int | None, alpha: float, beta: float,
              kappa: float, shared_cores: int | None = None) -> Calibration:
    """A calibration of ``collective`` at ``ranks`` (one saturating regime), placed on nodes of ``gpus``."""
    nodes = None if gpus is None else -(-ranks // gpus)
    return Calibration(collective=collective, ranks=ranks, model="saturating", alpha_s=alpha, beta_bytes_per_s=beta,
                       segments=(Segment(8, 2**33, alpha, beta, kappa=kappa),), saturation_exponent=0.5,
                       latency_model=latency_model, nodes=nodes, gpus_per_node=gpus, shared_cores=shared_cores)


CALIBRATIONS = st.builds(
    _measured, collective=st.sampled_from(COLLECTIVES), latency_model=st.sampled_from(("nccl", "per-step")),
    ranks=st.integers(2, 64), gpus=st.sampled_from((None, 4, 8)), alpha=st.floats(1e-7, 1e-3),
    beta=st.floats(1e8, 1e12), kappa=st.sampled_from((0.0, 1e-11, 1e-9)), shared_cores=st.sampled_from((None, 2)))


@given(cal=CALIBRATIONS, size=st.floats(8, 2**36), n=st.integers(2, 4096), asked=st.sampled_from(COLLECTIVES))
def test_ring_params_reproduce_the_calibrations_time_of_every_collective(cal, size, n, asked):
    """The ring model of any collective on ``ring_params`` is :meth:`Calibration.predict_time_s` of it: the measured
    collective's time where that is asked, and another collective's from the same per-step alpha and per-link B."""
    alpha, beta = cal.ring_params(size, n)
    assert ring_time_s(asked, n, size, alpha, beta) == pytest.approx(cal.predict_time_s(size, n, asked), rel=1e-9)


@given(cal=CALIBRATIONS, size=st.floats(8, 2**36))
def test_at_the_measured_ranks_alpha_is_the_fitted_one(cal, size):
    """At the fitted N (and its node count), the ring step's alpha is the fit's ``alpha_s`` for every collective
    measured (it was ``alpha_s`` x a(N) / 2(N-1) for all but all-reduce: half of it for all-gather)."""
    from ringcalc.calibrate.model import oversubscription

    alpha, _ = cal.ring_params(size, cal.ranks)
    assert alpha == pytest.approx(cal.alpha_s * oversubscription(cal.ranks, cal.shared_cores), rel=1e-12)
    own = ring_time_s(cal.collective, cal.ranks, size, *cal.ring_params(size, cal.ranks))
    assert own == pytest.approx(cal.predict_time_s(size), rel=1e-9)
