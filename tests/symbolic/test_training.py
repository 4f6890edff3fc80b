"""The training-step model (overlap, buckets, compression, scaling): symbolic and numeric checks."""

from __future__ import annotations

import math

import numpy as np
import pytest
import sympy as sp
from hypothesis import given
from hypothesis import strategies as st

from ringcalc.numeric import _generated as gen
from ringcalc.symbolic import efficiency as seed
from ringcalc.numeric import training as numeric_training
from ringcalc.symbolic import training
from ringcalc.symbolic.collectives import registry
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.symbolic.symbols import K, T_t, alpha
from ringcalc.units import MAX_WORKERS

from tests.reference import VGG16, VGG16_EFFICIENCY, VGG16_ITERATION_TIME_S

RING = registry()["ring/all-reduce"]


# ------------------------------------------------------------------ symbolic reductions


def test_overlap_zero_is_the_seed_model():
    """F = 0, no buckets (T_last = 0), no jitter or overhead: Tp = Ts + Tt and P = Ts/(Ts+Tt), the seed's model."""
    exposed = training.exposed_comm_time.subs({training.F: 0, training.T_l: 0})
    assert sp.simplify(exposed - T_t) == 0
    # the synchronisation term at its defaults (sigma = 0, T_over = 0) is exactly 0
    sync = training.sync_time.subs({training.sigma: 0, training.T_o: 0})
    assert sync == 0
    p = training.efficiency.subs({training.T_x: exposed, training.T_y: sync})
    assert sp.simplify(p - seed.efficiency) == 0
    step_time = training.iteration_time.subs({training.T_x: exposed, training.T_y: sync})
    assert sp.simplify(step_time - seed.iteration_time) == 0


def test_one_bucket_uncompressed_comm_time_is_the_collective_time():
    """M = 1, K_l = K, R = 1, epsilon = 0: the training Tt is the collective's own time."""
    for key, model in registry().items():
        expr = training.comm_time(model).subs(
            {training.M: 1, training.K_l: K, training.R: 1, training.epsilon: 0}
        )
        assert sp.simplify(expr - model.time) == 0, key


def test_buckets_without_latency_cost_the_same_as_one_bucket_for_the_ring():
    """With alpha = 0 the ring's time is linear in K, so splitting K into buckets changes nothing."""
    expr = training.comm_time(RING).subs({training.K_l: K - (training.M - 1) * training.b, alpha: 0})
    one = training.comm_time(RING).subs({training.M: 1, training.K_l: K, alpha: 0})
    assert sp.simplify(expr - one) == 0


def test_each_bucket_pays_its_latency():
    """M buckets of the ring pay M * 2(N-1) alpha in latency (Thakur et al. 2005 per message)."""
    floor = training.comm_time(RING).subs({training.K_l: 0, training.b: 0})
    n = sp.Symbol("N", positive=True, integer=True)
    assert sp.simplify(floor - training.M * 2 * (n - 1) * alpha) == 0


def test_exposed_time_is_last_bucket_plus_unhidden_rest():
    """max(T_l, Tt - F Ts) = T_l + max(0, Tt - T_l - F Ts): the docstring's two readings agree."""
    rng = np.random.default_rng(1)
    tl, extra, f, ts = rng.uniform(0, 2, (4, 200))
    tt = tl + extra
    lhs = gen.train_exposed_comm_time(T_last=tl, T_t=tt, F_ov=f, T_s=ts)
    rhs = tl + np.maximum(0, tt - tl - f * ts)
    np.testing.assert_allclose(lhs, rhs, rtol=1e-12, atol=1e-15)


def test_generated_training_functions_match_sympy():
    """The printed numpy functions equal the sympy expressions at a few points."""
    syms = {s.name: s for s in training.comm_time(RING).free_symbols}
    point = {"N": 8, "K_last": 3e6, "M_bkt": 5, "b_bkt": 25e6, "R_cmp": 2.0, "eps_enc": 1e-11, "B": 1.25e9,
             "alpha": 5e-6, "gamma": 1e-11}
    exact = float(training.comm_time(RING).subs({syms[k]: v for k, v in point.items() if k in syms}))
    numeric = gen.TRAINING["ring/all-reduce"]["comm_time"](**point)
    assert numeric == pytest.approx(exact, rel=1e-12)


# ------------------------------------------------------------------ numeric: reductions to the seed


def test_seed_numbers_unchanged_through_the_step_model():
    """The VGG-16 worked example (tests/reference.py): P = 7.648%, Tp = 7.191 s, also through numeric_training.evaluate."""
    out = numeric_training.evaluate({"N": 4, "K": VGG16["size"], "B": VGG16["bandwidth"], "T_s": VGG16["step_time"]})
    assert float(out["efficiency"]) == pytest.approx(VGG16_EFFICIENCY, rel=5e-4)
    assert float(out["iteration_time_s"]) == pytest.approx(VGG16_ITERATION_TIME_S, rel=5e-4)


def _vgg(**kw):
    return Scenario(size=VGG16["size"], workers=VGG16["workers"], bandwidth=VGG16["bandwidth"],
                    step_time=VGG16["step_time"], **kw)


def test_compression_one_changes_nothing():
    base = _vgg(latency="5us")
    same = _vgg(latency="5us", compression=1, encode_cost=0)
    assert same.efficiency().to_dict() == base.efficiency().to_dict()
    assert same.required_bandwidth(0.9).to_dict() == base.required_bandwidth(0.9).to_dict()


@given(r=st.floats(1.0, 64.0))
def test_compression_divides_the_bandwidth_time(r):
    """Without latency, compressing by R divides Tt by R (bytes sent = K/R)."""
    t1 = _vgg().efficiency().comm_time_s
    tr = _vgg(compression=r).efficiency().comm_time_s
    assert tr == pytest.approx(t1 / r, rel=1e-12)


@given(bucket=st.floats(1e5, 1e9), f=st.floats(0.0, 1.0))
def test_buckets_without_latency_equal_one_bucket_comm_time(bucket, f):
    one = _vgg(overlap=f).efficiency()
    many = _vgg(overlap=f, bucket_size=bucket).efficiency()
    assert many.comm_time_s == pytest.approx(one.comm_time_s, rel=1e-9)
    assert many.buckets == math.ceil(VGG16["size"] / bucket)


def test_buckets_at_zero_overlap_give_the_seed_efficiency():
    """F = 0 and alpha = 0: bucketing changes neither Tt nor the exposed time."""
    assert _vgg(bucket_size="25 MiB").efficiency().efficiency == pytest.approx(VGG16_EFFICIENCY, rel=5e-4)


def test_full_overlap_hides_all_but_the_last_bucket():
    """F = 1 with 25 MiB buckets and Tt < Ts: only the last bucket is exposed."""
    s = Scenario(size="553.44 MB", workers=4, bandwidth="100 GB/s", step_time=0.55, overlap=1, bucket_size="25 MiB")
    r = s.efficiency()
    assert r.comm_time_s < r.step_time_s
    assert r.exposed_comm_time_s == pytest.approx(r.last_bucket_time_s, rel=1e-12)
    # last bucket: 553.44e6 - 21 * 25 MiB bytes through the ring at 100 GB/s: 2(N-1)/N * K_l / B
    k_last = 553.44e6 - 21 * 25 * 2**20
    assert r.last_bucket_time_s == pytest.approx(1.5 * k_last / 100e9, rel=1e-12)


def test_one_bucket_overlap_formula_from_the_issue():
    """Tp = Ts + max(0, Tt - F Ts) for one bucket (issue 5)."""
    for f in (0.0, 0.3, 1.0):
        r = _vgg(overlap=f).efficiency()
        assert r.iteration_time_s == pytest.approx(0.55 + max(0.0, r.comm_time_s - f * 0.55), rel=1e-12)


def test_strong_scaling_splits_the_step_time_and_samples():
    weak = _vgg(batch=64).efficiency()
    strong = _vgg(batch=64, scaling="strong").efficiency()
    assert strong.compute_time_s == pytest.approx(0.55 / 4)
    assert strong.samples_per_s == pytest.approx(64 / strong.iteration_time_s)
    assert weak.samples_per_s == pytest.approx(4 * 64 / weak.iteration_time_s)
    assert strong.speedup == pytest.approx(0.55 / strong.iteration_time_s, rel=1e-12)


def test_one_worker_sends_and_encodes_nothing():
    r = Scenario(size="1 GB", workers=1, bandwidth="1 Gbps", step_time=1, encode_cost=1e-9, compression=4).efficiency()
    assert r.comm_time_s == 0 and r.efficiency == 1


@pytest.mark.parametrize("bad", [dict(overlap=1.5), dict(overlap="-10%"), dict(compression=0.5), dict(scaling="medium"),
                                 dict(bucket_size="0 MB"), dict(compression="fast")])
def test_bad_training_options_are_input_errors(bad):
    with pytest.raises(RingcalcError) as info:
        _vgg(**bad)
    assert info.value.kind == "input"


# ------------------------------------------------------------------ inverse solves with the step model

options = st.fixed_dictionaries({
    "overlap": st.floats(0.0, 1.0),
    "bucket_size": st.one_of(st.none(), st.floats(1e6, 2e8)),
    "compression": st.floats(1.0, 8.0),
    "latency": st.floats(0.0, 1e-4),
    "scaling": st.sampled_from(["weak", "strong"]),
})


@given(opts=options, target=st.floats(0.3, 0.95))
def test_required_bandwidth_meets_the_target_exactly(opts, target):
    s = _vgg(**opts)
    try:
        r = s.required_bandwidth(target)
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        best = s.replace(bandwidth=1e18).efficiency().efficiency
        assert best <= target * (1 + 1e-6)
        return
    p = s.replace(bandwidth=r.required_bandwidth_bytes_per_s).efficiency().efficiency
    assert p == pytest.approx(target, rel=1e-6) or p >= target


@given(opts=options, target=st.floats(0.05, 0.9))
def test_max_workers_is_the_boundary_with_the_step_model(opts, target):
    s = Scenario(size="100 MB", workers=2, bandwidth="10 Gbps", step_time=0.3, **opts)
    try:
        r = s.max_workers(target)
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        assert s.replace(workers=2).efficiency().efficiency < target
        return
    if r.unbounded or r.max_workers >= MAX_WORKERS:  # the core path (all defaults) may answer beyond the limit
        return
    n = r.max_workers
    assert s.replace(workers=n).efficiency().efficiency >= target * (1 - 1e-9)
    assert s.replace(workers=n + 1).efficiency().efficiency < target


@given(opts=options, target=st.floats(0.2, 0.9))
def test_max_gradient_is_the_boundary_with_the_step_model(opts, target):
    s = Scenario(size="1 MB", workers=16, bandwidth="100 Gbps", step_time=0.3, **opts)
    try:
        r = s.max_gradient_bytes(target)
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        return
    k = r.max_gradient_bytes
    assert s.replace(size=k).efficiency().efficiency >= target * (1 - 1e-9)
    assert s.replace(size=k * (1 + 1e-6)).efficiency().efficiency <= target * (1 + 1e-9)


def test_bandwidth_with_overlap_needs_less():
    """Overlap hides part of Tt, so the 90% target needs less than the seed's 13,584 MB/s."""
    seed_bw = _vgg().required_bandwidth(0.9).required_bandwidth_bytes_per_s
    assert seed_bw == pytest.approx(13_584.4e6, rel=5e-5)  # seed analysis, tests/reference.py
    with_overlap = _vgg(overlap=0.5).required_bandwidth(0.9).required_bandwidth_bytes_per_s
    # Tt <= budget + F*Ts: 1.5 K / B = 0.0611 + 0.275 s
    assert with_overlap == pytest.approx(1.5 * 553.44e6 / (0.55 / 9 + 0.275), rel=1e-12)


def test_last_bucket_can_make_a_target_unreachable():
    """Latency in every one of many small buckets: the target cannot be met at any bandwidth."""
    s = _vgg(latency="1 ms", bucket_size="1 MB", overlap=1.0)
    with pytest.raises(RingcalcError) as info:
        s.required_bandwidth(0.99)
    assert info.value.kind == "infeasible"
    assert "unreachable" in str(info.value)


def test_assumptions_are_stated():
    text = " ".join(training.ASSUMPTIONS)
    for word in ("overlap", "last bucket", "25 MiB", "compression", "strong scaling"):
        assert word in text


@pytest.mark.parametrize("key", sorted(registry()))
def test_generated_training_times_match_sympy_for_every_model(key):
    """comm_time and last_bucket_time of every model: generated numpy == sympy at one point."""
    model = registry()[key]
    fns = gen.TRAINING[key]
    point = {"N": 16, "K_last": 3.0e6, "M_bkt": 5, "b_bkt": 25.0e6, "R_cmp": 2.0, "eps_enc": 1e-11, "B": 1.25e9,
             "alpha": 5e-6, "gamma": 1e-11, "G": 4, "R_nic": 2, "B_intra": 3e11, "alpha_intra": 1e-6, "T_s": 0.3}
    for name, expr in (("comm_time", training.comm_time(model)), ("last_bucket_time", training.last_time(model))):
        missing = {s.name for s in expr.free_symbols} - point.keys()
        assert not missing, f"{key}: add {missing} to the test point"
        exact = float(expr.subs({s: point[s.name] for s in expr.free_symbols}).evalf(30))
        assert float(fns[name](**point)) == pytest.approx(exact, rel=1e-12), (key, name)
