"""The synchronisation term of the training-step model (issue 10 item 5): stragglers and framework overhead.

T_sync = sigma sqrt(2 ln N) + [N > 1] T_over adds to every step (ringcalc.symbolic.training.sync_time):
sigma is the standard deviation of one worker's compute time, and a synchronous step waits for the
slowest of N workers; sqrt(2 ln N) bounds E[max of N iid standard normals] (maximal inequality:
Boucheron, Lugosi & Massart 2013, "Concentration Inequalities", sec. 2.5) and is its asymptote.
"""

from __future__ import annotations

import itertools
import json
import math

import numpy as np
import pytest
import sympy as sp
from hypothesis import given
from hypothesis import strategies as st

from tests.reference import (
    REFERENCE_RTOL,
    VGG16,
    VGG16_BANDWIDTH_90_BYTES_PER_S,
    VGG16_EFFICIENCY,
    VGG16_ITERATION_TIME_S,
)
from typer.testing import CliRunner

from ringcalc.numeric import _generated as gen
from ringcalc.numeric import training as numeric_training
from ringcalc.symbolic import training
from ringcalc.cli import app
from ringcalc.symbolic.efficiency import comm_time_budget
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.sweep import sweep
from ringcalc.units import MAX_WORKERS

runner = CliRunner()


# ------------------------------------------------------------------ the source of sqrt(2 ln N)


def expected_max_of_normals(n: int) -> float:
    """E[max of n iid N(0, 1)] = integral of x n phi(x) Phi(x)^(n-1) dx, by a fine Riemann sum.

    The density of the maximum is n phi Phi^(n-1) (David & Nagaraja 2003, "Order Statistics",
    3rd ed., eq. 2.1.1 with r = n); the integrand vanishes beyond |x| = 12, so the sum is exact to
    far better than the 1e-5 the tests need.
    """
    x = np.linspace(-12.0, 12.0, 240_001)
    phi = np.exp(-0.5 * x * x) / math.sqrt(2 * math.pi)
    cdf = 0.5 * (1.0 + np.vectorize(math.erf)(x / math.sqrt(2)))
    return float(np.sum(x * n * phi * cdf ** (n - 1)) * (x[1] - x[0]))


# Expected maximum of n standard normals: n = 2, 3 in closed form (1/sqrt(pi), 3/(2 sqrt(pi)); David &
# Nagaraja 2003, sec. 3.2, ex.); n = 5, 10, 100 from Harter (1961), "Expected values of normal order
# statistics", Biometrika 48(1/2), 151-165, table 1 (5 decimals).
TABULATED = {2: 1 / math.sqrt(math.pi), 3: 3 / (2 * math.sqrt(math.pi)), 5: 1.16296, 10: 1.53875, 100: 2.50759}


@pytest.mark.parametrize("n", sorted(TABULATED))
def test_expected_maximum_matches_the_tables(n):
    """The numeric E[max] reproduces the published values (checks the integral used below)."""
    assert expected_max_of_normals(n) == pytest.approx(TABULATED[n], abs=1e-5)


def test_sqrt_2_ln_n_bounds_the_expected_maximum_and_is_its_asymptote():
    """sigma sqrt(2 ln N) >= sigma E[max] for every N (Boucheron, Lugosi & Massart 2013, sec. 2.5, the
    maximal inequality), the gap closes as N grows (the ratio rises towards 1), and N = 1 costs 0."""
    ns = [2, 3, 4, 8, 16, 64, 128, 512, 1024, 4096]
    bound = [math.sqrt(2 * math.log(n)) for n in ns]
    exact = [expected_max_of_normals(n) for n in ns]
    assert all(b > e for b, e in zip(bound, exact))
    ratios = [e / b for e, b in zip(exact, bound)]
    assert all(r2 > r1 for r1, r2 in itertools.pairwise(ratios))
    assert 0.47 < ratios[0] < 0.49 and ratios[-1] > 0.87  # 0.479 at N = 2, 0.879 at N = 4096
    assert float(gen.train_sync_time(N=1.0, sigma_j=0.02, T_over=0.005)) == 0.0


def test_generated_sync_time_is_the_sympy_expression():
    """Numeric versus symbolic: the generated function equals sigma sqrt(2 ln N) + [N > 1] T_over."""
    for n, sigma, over in [(1, 0.01, 0.003), (2, 0.01, 0.0), (7, 0.0, 0.004), (512, 0.02, 0.005), (10**6, 1e-3, 1e-3)]:
        exact = training.sync_time.subs({training.N: n, training.sigma: sigma, training.T_o: over})
        numeric = float(gen.train_sync_time(N=float(n), sigma_j=sigma, T_over=over))
        assert numeric == pytest.approx(float(exact), rel=1e-14, abs=0.0)
        assert numeric == pytest.approx(sigma * math.sqrt(2 * math.log(n)) + (over if n > 1 else 0.0), rel=1e-14)


def test_exposed_budget_is_the_seed_budget_minus_the_sync_time():
    """Solved by sympy from P = Ts/(Ts + T_sync + exposed): Ts(1-P)/P - T_sync; the seed's budget at T_sync = 0."""
    assert sp.simplify(training.exposed_budget - (comm_time_budget - training.T_y)) == 0
    assert training.sync_time.subs(training.N, 1) == 0


# ------------------------------------------------------------------ defaults keep the seed exact


def _vgg(**kw):
    return Scenario(size=VGG16["size"], workers=VGG16["workers"], bandwidth=VGG16["bandwidth"],
                    step_time=VGG16["step_time"], **kw)


def test_zero_jitter_and_overhead_keep_the_seed_example():
    """Seed analysis (tests/reference.py): P = 7.648 %, Tp = 7.191 s, 90 % needs 13,584.4 MB/s."""
    s = _vgg(jitter="0ms", framework_overhead=0.0)
    assert not s.uses_training_model
    r = s.efficiency()
    assert r.efficiency == _vgg().efficiency().efficiency
    assert r.efficiency == pytest.approx(VGG16_EFFICIENCY, rel=REFERENCE_RTOL)
    assert r.iteration_time_s == pytest.approx(VGG16_ITERATION_TIME_S, rel=REFERENCE_RTOL)
    assert r.sync_time_s == 0.0
    bw = s.required_bandwidth(0.9).required_bandwidth_bytes_per_s
    assert bw == pytest.approx(VGG16_BANDWIDTH_90_BYTES_PER_S, rel=5e-5)


def test_cli_zero_options_change_no_output():
    base = ["efficiency", "--model", "vgg16", "-n", "4", "-b", "1GbE", "-t", "0.55", "-f", "json"]
    plain = json.loads(runner.invoke(app, base).stdout)
    zeros = json.loads(runner.invoke(app, [*base, "--jitter", "0", "--framework-overhead", "0ms"]).stdout)
    assert plain == zeros
    assert zeros["efficiency"] == pytest.approx(VGG16_EFFICIENCY, rel=REFERENCE_RTOL)


# ------------------------------------------------------------------ invariants (hypothesis)

rest = st.fixed_dictionaries({
    "K": st.floats(1e5, 1e10),
    "B": st.floats(1e7, 1e12),
    "alpha": st.floats(0.0, 1e-4),
    "T_s": st.floats(1e-3, 5.0),
    "F_ov": st.floats(0.0, 1.0),
    "b_bkt": st.one_of(st.just(math.nan), st.floats(1e6, 1e9)),
    "sigma_j": st.floats(0.0, 0.2),
    "T_over": st.floats(0.0, 0.1),
})


def _nonincreasing(values: np.ndarray) -> bool:
    return bool(np.all(np.diff(values) <= 1e-12 * np.abs(values[:-1])))


@given(p=rest)
def test_efficiency_does_not_increase_with_workers(p):
    n = np.concatenate([np.arange(1.0, 130.0), 2.0 ** np.arange(8, 24)])
    out = numeric_training.evaluate(dict(p, N=n), "ring", "all-reduce")
    assert _nonincreasing(np.broadcast_to(out["efficiency"], n.shape))
    assert float(np.broadcast_to(out["sync_time_s"], n.shape)[0]) == 0.0  # N = 1: no synchronisation


@given(p=rest, n=st.integers(1, 10**6))
def test_efficiency_does_not_increase_with_jitter_or_overhead(p, n):
    grid = np.linspace(0.0, 0.5, 51)
    by_sigma = numeric_training.evaluate(dict(p, N=n, sigma_j=grid), "ring", "all-reduce")["efficiency"]
    by_over = numeric_training.evaluate(dict(p, N=n, T_over=grid), "ring", "all-reduce")["efficiency"]
    assert _nonincreasing(np.broadcast_to(by_sigma, grid.shape))
    assert _nonincreasing(np.broadcast_to(by_over, grid.shape))
    if n == 1:  # one worker waits for nobody and runs no framework collective
        assert np.all(np.asarray(by_sigma) == 1.0) and np.all(np.asarray(by_over) == 1.0)


@given(p=rest, n=st.integers(1, 10**6))
def test_zero_sync_options_give_exactly_the_model_without_them(p, n):
    with_zeros = numeric_training.evaluate(dict(p, N=n, sigma_j=0.0, T_over=0.0), "ring", "all-reduce", target=0.7)
    without = numeric_training.evaluate({k: v for k, v in dict(p, N=n).items() if k not in ("sigma_j", "T_over")},
                            "ring", "all-reduce", target=0.7)
    for key, value in without.items():
        np.testing.assert_array_equal(with_zeros[key], value)


@given(k=st.floats(1e5, 1e10), b=st.floats(1e7, 1e12), ts=st.floats(1e-3, 5.0), n=st.integers(1, 10**6))
def test_no_overlap_no_sync_is_the_seed_formula_exactly(k, b, ts, n):
    """sigma = T_over = 0, F = 0, no buckets: P is the seed's generated Ts/(Ts + Tt), bit for bit."""
    tt = gen.MODELS["ring/all-reduce"]["time"](N=n, K=k, B=b, alpha=0.0, gamma=0.0)
    out = numeric_training.evaluate({"N": n, "K": k, "B": b, "T_s": ts, "sigma_j": 0.0, "T_over": 0.0})
    assert float(out["efficiency"]) == float(gen.efficiency(T_s=ts, T_t=tt))


sync_options = st.fixed_dictionaries({
    "jitter": st.floats(0.0, 0.1),
    "framework_overhead": st.floats(0.0, 0.05),
    "latency": st.floats(0.0, 1e-4),
    "overlap": st.floats(0.0, 1.0),
    "algorithm": st.sampled_from(["ring", "double-binary-tree", "recursive-doubling"]),
})


@given(opts=sync_options, n=st.integers(1, 4096), ts=st.floats(0.01, 2.0), target=st.floats(0.05, 0.97))
def test_required_bandwidth_round_trip_with_sync(opts, n, ts, target):
    """The bandwidth answered meets the target; an unreachable target is said so, naming the term at fault."""
    s = Scenario(size="500 MB", workers=n, step_time=ts, **opts)
    try:
        r = s.required_bandwidth(target)
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        slack = ts * (1 - target) / target
        sync = s.replace(bandwidth=1e21).efficiency().sync_time_s  # 1e21 B/s: the largest bandwidth units accepts
        if sync >= slack:
            assert exc.option in ("jitter", "framework-overhead")
            assert "synchronisation" in str(exc)
        assert s.replace(bandwidth=1e21).efficiency().efficiency <= target * (1 + 1e-9)
        return
    if n == 1:
        assert r.required_bandwidth_bytes_per_s == 0.0
        return
    p = s.replace(bandwidth=r.required_bandwidth_bytes_per_s).efficiency().efficiency
    assert p == pytest.approx(target, rel=1e-9) or p >= target
    assert r.iteration_time_s == pytest.approx(ts / target, rel=1e-9)


@given(opts=sync_options, target=st.floats(0.05, 0.95))
def test_max_workers_is_the_boundary_with_sync(opts, target):
    s = Scenario(size="100 MB", workers=2, bandwidth="10 Gbps", step_time=0.3, **opts)
    try:
        r = s.max_workers(target)
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        assert s.replace(workers=2).efficiency().efficiency < target
        return
    if r.unbounded or r.max_workers >= MAX_WORKERS or r.failing_below:
        return
    n = r.max_workers
    assert s.replace(workers=n).efficiency().efficiency >= target * (1 - 1e-9)
    assert s.replace(workers=n + 1).efficiency().efficiency < target


@given(opts=sync_options, target=st.floats(0.2, 0.95))
def test_max_gradient_is_the_boundary_with_sync(opts, target):
    s = Scenario(size="1 MB", workers=16, bandwidth="100 Gbps", step_time=0.3, **opts)
    try:
        r = s.max_gradient_bytes(target)
    except RingcalcError as exc:
        assert exc.kind == "infeasible"
        assert s.replace(size="1 B").efficiency().efficiency < target * (1 + 1e-9)
        return
    k = r.max_gradient_bytes
    assert s.replace(size=k).efficiency().efficiency >= target * (1 - 1e-9)
    assert s.replace(size=k * (1 + 1e-6)).efficiency().efficiency <= target * (1 + 1e-9)


# ------------------------------------------------------------------ messages, CLI, sweep, explain


def test_unreachable_because_of_jitter_names_it():
    s = Scenario(model="vgg16", workers=64, step_time=0.415, jitter="20ms")
    with pytest.raises(RingcalcError) as info:
        s.required_bandwidth(0.9)
    assert info.value.kind == "infeasible" and info.value.option == "jitter"
    # 20 ms x sqrt(2 ln 64) = 57.68 ms > 0.415 (1 - 0.9) / 0.9 = 46.11 ms
    assert "57.68 ms" in str(info.value) and "46.11 ms" in str(info.value)
    on_25gbe = s.replace(bandwidth="25GbE")
    for ask in (on_25gbe.max_gradient_bytes, on_25gbe.max_latency):
        with pytest.raises(RingcalcError) as info:
            ask(0.9)
        assert info.value.option == "jitter"


def test_unreachable_because_of_overhead_names_it():
    result = runner.invoke(app, ["bandwidth", "--model", "vgg16", "-n", "8", "-t", "0.415",
                                 "--framework-overhead", "50ms", "-e", "90%"])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: --framework-overhead: 90% is unreachable")


@pytest.mark.parametrize("bad", ["-3ms", "fast", "inf", "nan", "1e308", "86401s"])
@pytest.mark.parametrize("option", ["--jitter", "--framework-overhead"])
def test_bad_sync_options_are_input_errors(option, bad):
    result = runner.invoke(app, ["efficiency", "--model", "vgg16", "-n", "4", "-b", "1GbE", "-t", "0.55", option, bad])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {option}:") and "Traceback" not in result.output


def test_cli_json_carries_the_terms():
    result = runner.invoke(app, ["efficiency", "--model", "vgg16", "-n", "512", "-b", "25GbE", "-t", "0.415",
                                 "--jitter", "20ms", "--framework-overhead", "5ms", "-f", "json"])
    data = json.loads(result.stdout)
    sync = 0.02 * math.sqrt(2 * math.log(512)) + 0.005
    assert data["jitter_s"] == 0.02 and data["framework_overhead_s"] == 0.005
    assert data["sync_time_s"] == pytest.approx(sync, rel=1e-12)
    assert data["iteration_time_s"] == pytest.approx(0.415 + sync + data["exposed_comm_time_s"], rel=1e-12)


def test_sweep_rows_equal_single_scenarios():
    df = sweep(model="vgg16", workers="1,8,512", bandwidth="25GbE", step_time=0.415, jitter="0,20ms",
               framework_overhead="0,5ms", target_efficiency=0.5)
    assert {"jitter_s", "framework_overhead_s", "sync_time_s"} <= set(df.columns)
    for row in df.itertuples():
        s = Scenario(model="vgg16", workers=row.workers, bandwidth="25GbE", step_time=0.415, jitter=row.jitter_s,
                     framework_overhead=row.framework_overhead_s)
        assert row.efficiency == pytest.approx(s.efficiency().efficiency, rel=1e-12)
        assert row.sync_time_s == pytest.approx(s.efficiency().sync_time_s, rel=1e-12, abs=0.0)
        required = s.required_bandwidth(0.5).required_bandwidth_bytes_per_s
        assert row.required_bandwidth_bytes_per_s == pytest.approx(required, rel=1e-12, abs=0.0)


def test_explain_shows_the_term_and_its_source():
    result = runner.invoke(app, ["explain"])
    assert result.exit_code == 0
    assert "T_sync" in result.stdout and "sqrt(2 ln N)" in result.stdout
    assert "Boucheron, Lugosi & Massart 2013" in result.stdout


@pytest.mark.parametrize("name", sorted(training.STEP_EXPRESSIONS))
def test_generated_step_functions_equal_sympy_with_sync(name):
    """Every generated ``train_*`` function equals its sympy expression at points with sigma, T_over > 0."""
    expr, _ = training.STEP_EXPRESSIONS[name]
    fn = getattr(gen, f"train_{name}")
    point = {"N": 64, "K": 5e8, "b_bkt": 6.4e7, "M_bkt": 8, "T_s": 0.415, "T_t": 0.3, "T_last": 0.02, "F_ov": 0.3,
             "T_exposed": 0.2, "T_sync": 0.06, "sigma_j": 0.02, "T_over": 0.005, "P": 0.7, "batch": 32}
    symbols = {s.name: s for s in expr.free_symbols}
    exact = float(expr.subs({symbols[k]: v for k, v in point.items() if k in symbols}))
    assert float(fn(**point)) == pytest.approx(exact, rel=1e-13)


def test_jitter_results_say_the_wait_is_a_bound():
    s = Scenario(model="vgg16", workers=512, bandwidth="25GbE", step_time=0.415, jitter="20ms")
    assert numeric_training.JITTER_NOTE in s.efficiency().notes
    assert numeric_training.JITTER_NOTE not in s.replace(jitter=0).efficiency().notes
    assert numeric_training.JITTER_NOTE not in s.replace(workers=1).efficiency().notes
    # the numbers the note states: bound / exact E[max] at N = 2 and N = 512
    assert math.sqrt(2 * math.log(2)) / expected_max_of_normals(2) == pytest.approx(2.1, abs=0.05)
    assert math.sqrt(2 * math.log(512)) / expected_max_of_normals(512) == pytest.approx(1.16, abs=0.005)


@given(sigma=st.floats(0.0, 86_400.0), over=st.floats(0.0, 86_400.0), n=st.integers(1, MAX_WORKERS))
def test_every_accepted_sync_option_gives_a_finite_answer(sigma, over, n):
    """Any jitter and overhead the options accept give a finite sync time and an efficiency in (0, 1]."""
    s = Scenario(model="vgg16", workers=n, bandwidth="25GbE", step_time=0.415, jitter=sigma, framework_overhead=over)
    r = s.efficiency()
    assert math.isfinite(r.sync_time_s) and 0.0 < r.efficiency <= 1.0
