"""What the physical model misses at a measured layout, learnt from that layout's points
(ringcalc/calibrate/discrepancy.py; Kennedy & O'Hagan 2001).

Synthetic logs are the cluster model's own times with a ramp laid on top (tests/calibrate/test_cluster_fit.py): at
the measured layout a calibration must give the measured times back, up to their scatter; beyond the measured
sizes and at other layouts it must be the physical model's answer, as before.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate import cluster_fit, discrepancy
from ringcalc.calibrate.cluster_calibration import physical_from_dict, physical_to_dict
from ringcalc.calibrate.cluster_fit import Layout
from tests.calibrate.test_cluster_fit import MIB, SIZES, cluster, model_log, with_ramp

LOG10 = np.log10(SIZES)


@pytest.fixture(scope="module")
def ramped():
    """A 4-node log with a 30% hump at 4 MiB (half a decade wide), fitted."""
    c = cluster()
    mean, _ = cluster_fit.priors(c)
    log = with_ramp(model_log(c, mean), 0.3, 4 * MIB, 0.5)
    return log, cluster_fit.fit(c, [log])


def test_a_measured_layout_gives_its_measured_times_back(ramped):
    log, f = ramped
    plain = replace(f, discrepancies=())
    for size, t in zip(log.sizes, log.times):
        p, q = cluster_fit.predict(f, 32, 4, size), cluster_fit.predict(plain, 32, 4, size)
        assert abs(math.log(p.time_s / t)) < 0.03  # the repeatability floor is 2%: within it, and then some
        assert p.low_s <= t <= p.high_s
        assert abs(math.log(p.time_s / t)) <= abs(math.log(q.time_s / t)) + 0.01
    at_hump, before = cluster_fit.predict(f, 32, 4, 4 * MIB), cluster_fit.predict(plain, 32, 4, 4 * MIB)
    assert at_hump.high_s / at_hump.low_s < before.high_s / before.low_s  # the ramp's error is gone there


def test_other_layouts_and_far_sizes_are_the_physical_model_s(ramped):
    _, f = ramped
    plain = replace(f, discrepancies=())
    for ranks, nodes in ((16, 2), (64, 8)):
        assert cluster_fit.predict(f, ranks, nodes, 4 * MIB) == cluster_fit.predict(plain, ranks, nodes, 4 * MIB)
    beyond = cluster_fit.predict(f, 32, 4, 2.0**60)  # 8 decades above 16 GiB: the discrepancy has returned to 0
    far = cluster_fit.predict(plain, 32, 4, 2.0**60)
    assert beyond.time_s == pytest.approx(far.time_s, rel=1e-6)


def test_the_discrepancy_round_trips_through_a_calibration_file(ramped):
    _, f = ramped
    stored = physical_to_dict(f)
    back = physical_from_dict(stored, "cal.json")
    assert back.discrepancies == f.discrepancies and len(f.discrepancies) == 1
    assert cluster_fit.predict(back, 32, 4, 4 * MIB) == cluster_fit.predict(f, 32, 4, 4 * MIB)
    del stored["discrepancies"]  # a file from before: the physical model alone, as it answered then
    assert physical_from_dict(stored, "cal.json").discrepancies == ()


@pytest.mark.parametrize("bad", [{"x": []}, {"scale": 0.0}, {"noise": float("nan")}, {"n": [0, 1, 1]}])
def test_a_damaged_discrepancy_is_refused(ramped, bad):
    _, f = ramped
    stored = physical_to_dict(f)
    d = {**stored["discrepancies"][0], **bad}
    if "x" in bad:
        d["r"], d["n"] = [], []
    with pytest.raises(ValueError):
        discrepancy.Discrepancy.from_dict(d)


# derandomized: one draw of 32 points falls under the two-thirds margin about once in 400 cases (measured over 400
# random cases: 0.25%; e.g. height -0.5, centre 3, width 0.375, 4.7% scatter, seed 383 learnt 2.3% scatter and held
# 20 of 32), so 40 fresh cases per run failed CI about one run in ten; the same 40 cases every run keep it a check
@settings(max_examples=40, deadline=None, derandomize=True)
# width >= 0.3 decades, one step of nccl-tests' x2 sizes: a hump narrower than the spacing of the points is not
# smooth at this sampling, and its learnt length scale then takes the scatter for signal (at width 0.25 and 4.7%
# scatter the noise was read as 2% and 12 of 32 points fell outside)
@given(height=st.floats(-0.8, 0.8), centre=st.floats(3.0, 10.0), width=st.floats(0.3, 2.0),
       noise=st.floats(0.0, 0.05), seed=st.integers(0, 2**16))
def test_any_smooth_discrepancy_is_learnt_within_its_interval(height, centre, width, noise, seed):
    """Residuals = a hump in log size + scatter: the learnt mean is nearer the truth than the scatter, inside its
    80% interval at two thirds of the sizes or more (a margin for one draw of 32 points), the spread never
    exceeds the prior scale, and far from the sizes the mean is back to 0."""
    rng = np.random.default_rng(seed)
    truth = height * np.exp(-0.5 * ((LOG10 - centre) / width) ** 2)
    d = discrepancy.learn(32, 4, SIZES, truth + rng.normal(0.0, noise, len(SIZES)))
    inside, errors = 0, []
    for size, r in zip(SIZES, truth):
        mean, sd = d.at(size)
        assert 0.0 <= sd <= d.scale + 1e-12 and math.isfinite(mean)
        inside += abs(mean - r) <= cluster_fit.Z80 * math.hypot(sd, d.noise)
        errors.append(abs(mean - r))
    assert inside >= 2 / 3 * len(SIZES)
    assert float(np.median(errors)) <= noise + 0.01
    far_mean, far_sd = d.at(1e20)
    assert abs(far_mean) < 1e-6 and far_sd == pytest.approx(d.scale, rel=1e-6)
    assert d.covers(SIZES[0]) and d.covers(SIZES[-1]) and not d.covers(SIZES[-1] * 4) and not d.covers(1.0)


@given(st.lists(st.sampled_from([8.0, 1024.0]), min_size=1, max_size=6))
def test_a_run_at_one_or_two_sizes_has_no_shape_to_learn(sizes):
    assert discrepancy.learn(8, 1, np.array(sizes), np.zeros(len(sizes))) is None


@settings(max_examples=15, deadline=None)
@given(height=st.floats(-0.6, 0.6), centre_mib=st.floats(0.01, 256.0), top=st.integers(20, 34))
def test_the_interval_beyond_the_measured_sizes_is_never_narrower_than_at_them(height, centre_mib, top):
    """A fit of 8 B .. 2^top B with any ramp: above and below the measured sizes the 80% interval is at least as
    wide as at the nearest measured size (the points pin the time only where they were measured; beyond them the
    parameters' share varies with size, latency-bound or bandwidth-bound, so the width need not grow monotonically)."""
    c = cluster()
    mean, _ = cluster_fit.priors(c)
    sizes = SIZES[SIZES <= 2.0**top]
    log = with_ramp(model_log(c, mean, sizes=sizes), height, centre_mib * MIB, 0.6)
    f = cluster_fit.fit(c, [log])

    def width(size: float) -> float:
        p = cluster_fit.predict(f, 32, 4, size)
        return p.high_s / p.low_s

    for edge, beyond in ((sizes[-1], [sizes[-1] * 10**k for k in (0.2, 0.5, 1.0, 2.0, 3.0)]),
                         (sizes[0], [sizes[0] / 10**k for k in (0.2, 0.5)] if sizes[0] >= 8 else [])):
        assert all(width(s) >= width(edge) * (1 - 1e-9) for s in beyond)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(1.0, 1e13), st.floats(-20.0, 20.0)), min_size=0, max_size=40),
       st.floats(1e-3, 1e18))
def test_any_residuals_give_a_finite_discrepancy_or_none(points, at):
    """Any sizes (repeated, clustered, spread over 13 decades) and any log residuals: nothing raises, and a learnt
    discrepancy answers finite means and spreads between 0 and its scale anywhere."""
    sizes = np.array([p[0] for p in points], float)
    residuals = np.array([p[1] for p in points], float)
    d = discrepancy.learn(8, 1, sizes, residuals)
    if d is None:
        assert len(np.unique(np.round(np.log10(np.maximum(sizes, 1.0)) / discrepancy.BIN_DECADES))) < 3
        return
    mean, sd = d.at(at)
    assert math.isfinite(mean) and 0.0 <= sd <= d.scale * (1 + 1e-9)
    assert discrepancy.Discrepancy.from_dict(d.to_dict()) == d


@settings(max_examples=60, deadline=None)
@given(x=st.lists(st.floats(0.0, 12.0), min_size=3, max_size=8, unique=True), scale=st.floats(1e-6, 10.0),
       length=st.floats(1e-4, 5.0), noise=st.floats(1e-12, 1.0), size=st.floats(1.0, 1e15))
def test_a_stored_discrepancy_with_any_valid_values_answers(x, scale, length, noise, size):
    """A calibration file's discrepancy that passes the checks (finite, scales > 0) answers, however ill-conditioned
    its bins: the covariance takes a jitter rather than raising numpy's error through the CLI."""
    x = sorted(x)
    d = discrepancy.Discrepancy.from_dict({"ranks": 8, "nodes": 1, "x": x, "r": [0.1] * len(x), "n": [1] * len(x),
                                           "scale": scale, "length": length, "noise": noise})
    mean, sd = d.at(size)
    assert math.isfinite(mean) and 0.0 <= sd <= scale * (1 + 1e-9)


@settings(max_examples=25, deadline=None)
@given(step=st.floats(-0.7, 0.7), at=st.integers(4, 30), between=st.floats(0.05, 0.95))
def test_a_measured_layout_gives_its_measured_times_back_across_a_jump_of_the_model(step, at, between):
    """The model jumps where NCCL's pick changes (its fitted LL128 time above LL's) while the measured times do not:
    residuals with a step between two measured sizes. At each measured size the answer is the measurement, inside
    its interval; between two measured sizes it lies between them (a measured curve has no jump to follow).
    Until 2026-11-30 a curve smooth in log size was laid on the step: 15-21% off the log beside it (gcp-a3mega's
    128 and 256 KiB, tests/fixtures/nccl/real's hunts), outside the interval."""
    c = cluster()
    mean, _ = cluster_fit.priors(c)
    log = model_log(c, mean)
    jump = np.where(np.arange(len(SIZES)) >= at, step, 0.0)
    log = Layout(log.ranks, log.nodes, log.sizes, log.times * np.exp(jump), name="synthetic")
    f = cluster_fit.fit(c, [log])
    for size, t in zip(log.sizes, log.times):
        p = cluster_fit.predict(f, 32, 4, size)
        assert abs(math.log(p.time_s / t)) < 1e-6
        assert p.low_s <= t <= p.high_s
    lo, hi = log.sizes[at - 1], log.sizes[at]
    mid = lo * (hi / lo) ** between
    p = cluster_fit.predict(f, 32, 4, mid)
    t_lo, t_hi = sorted((log.times[at - 1], log.times[at]))
    assert t_lo * (1 - 1e-9) <= p.time_s <= t_hi * (1 + 1e-9)
