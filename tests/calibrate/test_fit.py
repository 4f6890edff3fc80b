"""Fitting alpha and beta (ringcalc.calibrate.fit) on logs with known answers.

Synthetic logs (tests/calibrate/synthetic.py) are printed the way nccl-tests prints them
(``getFloatStr`` in nccl-tests ``src/util.cu``: 2, 1 or 0 decimals so the
number fits its column) from the ring model with chosen alpha and B, plus
multiplicative gaussian noise; the fit must give the chosen values back.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.fit import fit_runs
from ringcalc.calibrate.nccl_log import parse_nccl_log, read_nccl_log
from ringcalc.errors import RingcalcError
from tests.calibrate.synthetic import SIZES, ring_time, synthetic_log
from tests.paths import NCCL_FIXTURES

FIX = NCCL_FIXTURES


@settings(max_examples=40, deadline=None)
@given(
    alpha=st.floats(0.5e-6, 50e-6),
    beta=st.floats(1e9, 1e12),
    ranks=st.integers(2, 64),
    noise=st.floats(0.0, 0.03),
    seed=st.integers(0, 2**16),
)
@example(alpha=4.6888168558121415e-05, beta=165455513515.0, ranks=9, noise=0.015625, seed=533)
def test_fit_recovers_alpha_and_beta_from_noisy_log(alpha, beta, ranks, noise, seed):
    rng = np.random.default_rng(seed)
    sizes = np.array(SIZES, dtype=float)
    times = ring_time(ranks, sizes, alpha, beta) * (1 + noise * rng.standard_normal(len(SIZES)))
    (run,) = parse_nccl_log(synthetic_log(times, ranks, SIZES), source="synthetic")
    assert run.ranks == ranks
    fit = fit_runs([run])
    # 31 points; noise <= 3% per point; printing rounds to 3+ significant digits (about 0.5%): the fit must
    # find the truth within the rounding or 4 of its own standard errors (the noise shows in them); the log
    # prints each noisy time twice (out-of-place and in-place), so the 62 points are 31 draws: 4 x sqrt(2)
    seg = fit.segments[0]
    k = 4 * math.sqrt(2)
    # or, whatever the fit's own error estimate, 3 x the relative noise over the root of the sizes the bandwidth
    # term dominates (they alone pin beta; seed 533 at 1.56% noise: 7 such sizes, beta off by 1.68% where the
    # fit's standard error said 0.29%)
    bandwidth_sizes = int(np.sum(ring_time(ranks, sizes, 0.0, beta) >= 0.5 * ring_time(ranks, sizes, alpha, beta)))
    from_noise = 3 * noise / math.sqrt(max(bandwidth_sizes, 1)) * beta
    assert abs(fit.beta_bytes_per_s - beta) <= max(0.01 * beta, k * seg.beta_stderr_bytes_per_s, from_noise)
    assert abs(fit.alpha_s - alpha) <= max(0.01 * alpha, k * seg.alpha_stderr_s)
    assert fit.beta_bytes_per_s == pytest.approx(beta, rel=0.15)  # and never far off
    assert fit.median_abs_pct_error <= 100 * 3 * noise + 1.0
    assert fit.busbw_bytes_per_s == fit.beta_bytes_per_s


def test_piecewise_finds_protocol_break_points():
    # three regimes like NCCL LL / LL128 / Simple (parameters chosen for the test):
    # LL up to 64 KiB, LL128 up to 4 MiB, Simple above; each t = 2(N-1) a + 2(N-1)/N S/B
    regimes = [(2**16, 1e-6, 5e9), (2**22, 3e-6, 40e9), (math.inf, 10e-6, 90e9)]
    ranks = 8

    def t_of(s):
        for top, a, b in regimes:
            if s <= top:
                return ring_time(ranks, s, a, b)

    times = [t_of(s) for s in SIZES]
    (run,) = parse_nccl_log(synthetic_log(times, ranks, SIZES), source="three-regimes")
    fit = fit_runs([run], segments=3)
    assert fit.model == "piecewise"
    assert [s.max_size_bytes for s in fit.segments[:2]] == [2**16, 2**22]
    for seg, (_, a, b) in zip(fit.segments, regimes):
        assert seg.alpha_s == pytest.approx(a, rel=0.02)
        assert seg.beta_bytes_per_s == pytest.approx(b, rel=0.02)
    assert fit.median_abs_pct_error < 0.5
    plain = fit_runs([run])
    assert plain.median_abs_pct_error > 5 * fit.median_abs_pct_error  # one line cannot follow three
    cal = fit.to_calibration()
    assert cal.params_at(1024) == (fit.segments[0].alpha_s, fit.segments[0].beta_bytes_per_s)
    assert cal.params_at(2**30) == (fit.segments[2].alpha_s, fit.segments[2].beta_bytes_per_s)


def test_joint_fit_across_rank_counts():
    runs = read_nccl_log(FIX / "allreduce_two_runs_8_and_16rank.txt")
    fit = fit_runs(runs)
    # fixture made with alpha 3 us, B 50e9 B/s at both N (tests/fixtures/nccl/README.md)
    assert fit.ranks_all == (8, 16) and fit.ranks == 16
    assert fit.alpha_s == pytest.approx(3e-6, rel=0.01)
    assert fit.beta_bytes_per_s == pytest.approx(50e9, rel=0.01)


def test_fit_from_one_n_predicts_another():
    run8, run16 = read_nccl_log(FIX / "allreduce_two_runs_8_and_16rank.txt")
    fit8 = fit_runs([run8])
    for size, t, _ in run16.points():
        assert fit8.predict_time_s(size, ranks=16) == pytest.approx(t, rel=0.01)


def test_rows_with_errors_are_left_out_and_reported():
    (run,) = read_nccl_log(FIX / "allreduce_tagoutput_errors_2node_16rank.txt")
    fit = fit_runs([run], placement="out-of-place")
    assert len(fit.points) == 26
    assert 65536 not in [p.size_bytes for p in fit.points]
    assert any("2 measurement(s) report wrong results" in w for w in fit.warnings)
    both = fit_runs([run])  # default: out-of-place and in-place columns, errors in both
    assert len(both.points) == 52 and any("4 measurement(s)" in w for w in both.warnings)
    assert {p.placement for p in both.points} == {"out-of-place", "in-place"}
    # fixture: alpha 8 us, B 40e9 B/s, 2% noise
    assert fit.beta_bytes_per_s == pytest.approx(40e9, rel=0.03)
    assert fit.alpha_s == pytest.approx(8e-6, rel=0.05)


def test_other_collectives_use_their_factors():
    (ag,) = read_nccl_log(FIX / "allgather_srun_label_2node_8rank_na.txt")
    fit = fit_runs([ag])
    # fixture: all_gather, t = (N-1) alpha + (N-1)/N S/B, alpha 5 us, B 20e9 B/s
    assert fit.alpha_s == pytest.approx(5e-6, rel=0.01)
    assert fit.beta_bytes_per_s == pytest.approx(20e9, rel=0.01)
    (rs,) = read_nccl_log(FIX / "reducescatter_old_noroot_2rank.txt", collective="reduce_scatter")
    fit = fit_runs([rs])
    assert fit.alpha_s == pytest.approx(10e-6, rel=0.01)
    assert fit.beta_bytes_per_s == pytest.approx(10e9, rel=0.01)


def test_json_keys_and_uncertainty():
    (run,) = read_nccl_log(FIX / "allreduce_tagoutput_errors_2node_16rank.txt")
    d = fit_runs([run]).to_dict()
    for key in ("collective", "ranks", "alpha_s", "beta_bytes_per_s", "busbw_bytes_per_s",
                "median_abs_pct_error", "max_abs_pct_error", "points"):  # fmt: skip
        assert key in d
    assert set(d["points"][0]) >= {"size_bytes", "measured_time_s", "predicted_time_s"}
    assert 0 < d["beta_stderr_bytes_per_s"] < 0.05 * d["beta_bytes_per_s"]
    assert 0 < d["alpha_stderr_s"] < 0.2 * d["alpha_s"]
    assert d["sources"][0]["lines"] == [25, 52]


def test_unknown_collective_and_ranks_are_clear_errors():
    (run,) = read_nccl_log(FIX / "reducescatter_old_noroot_2rank.txt")
    with pytest.raises(RingcalcError, match="pass --collective"):
        fit_runs([run])
    text = "        1024           256     float     none      -1    20.00    0.05    0.05      0    19.00    0.05    0.05      0\n"
    (run,) = parse_nccl_log(text, source="r", collective="broadcast")
    with pytest.raises(RingcalcError, match="pass --ranks"):
        fit_runs([run])


def test_too_few_points():
    text = "        1024           256     float     sum      -1    20.00    0.05    0.09      0    19.00    0.05    0.10      0\n"
    (run,) = parse_nccl_log(text, source="one-row", ranks=4, collective="all_reduce")
    with pytest.raises(RingcalcError, match="only 1 usable row"):
        fit_runs([run], placement="out-of-place")
    with pytest.raises(RingcalcError, match="all usable rows have the same size"):
        fit_runs([run])


def test_latency_only_data_cannot_give_bandwidth():
    times = [20e-6] * 6
    sizes = [8 * 2**k for k in range(6)]
    (run,) = parse_nccl_log(synthetic_log(times, 4, sizes), source="flat")
    with pytest.raises(RingcalcError, match="no size dependence"):
        fit_runs([run])


def two_regime_times(sizes, ranks=8):
    """Ring times with a protocol change at 1 MiB: below, alpha 2 us and B 20e9 B/s;
    from 1 MiB up, alpha 20 us and B 100e9 B/s (made-up values shaped like NCCL's
    LL -> Simple switch, nccl src/graph/tuning.cc)."""
    return [ring_time(ranks, s, 2e-6, 20e9) if s < 2**20 else ring_time(ranks, s, 20e-6, 100e9) for s in sizes]


def test_single_regime_misfit_is_reported_with_figures_and_a_hint():
    sizes = [8 * 2**k for k in range(28)]  # 8 B .. 1 GiB
    (run,) = parse_nccl_log(synthetic_log(two_regime_times(sizes), 8, sizes), source="two-regime")
    fit = fit_runs([run])
    lm = fit.largest_message()
    assert abs(lm["pct_error"]) > 5  # the premise: one regime cannot follow both
    (w,) = [w for w in fit.warnings if "--piecewise" in w]
    assert f"{lm['measured_busbw_bytes_per_s'] / 1e9:.2f} GB/s measured" in w
    assert f"{lm['predicted_busbw_bytes_per_s'] / 1e9:.2f} GB/s" in w
    assert fit.to_dict()["warnings"] == list(fit.warnings)
    pw = fit_runs([run], piecewise=True, segments=2)
    assert abs(pw.largest_message()["pct_error"]) < 1
    assert not any("tolerance" in w for w in pw.warnings)


def test_a_log_the_model_fits_gets_no_quality_warning():
    (run,) = read_nccl_log(FIX / "allreduce_nccltests2.17_1node_4rank.txt")
    assert fit_runs([run]).warnings == ()


def test_runs_of_different_collectives_are_not_fitted_jointly():
    (ar,) = read_nccl_log(FIX / "allreduce_nccltests2.17_1node_4rank.txt")
    (ag,) = read_nccl_log(FIX / "allgather_srun_label_2node_8rank_na.txt")
    with pytest.raises(RingcalcError, match="cannot fit different collectives jointly") as exc:
        fit_runs([ar, ag])
    assert "\n" not in str(exc.value)
    # same collective at different N is still a joint fit
    run8, run16 = read_nccl_log(FIX / "allreduce_two_runs_8_and_16rank.txt")
    fit = fit_runs([run16, run8])
    assert fit.collective == "all_reduce" and fit.ranks == 16 and fit.ranks_all == (8, 16)


def test_size_filters_that_leave_nothing_say_which_filter():
    (run,) = read_nccl_log(FIX / "allreduce_nccltests2.17_1node_4rank.txt")  # 8 B .. 256 MiB
    with pytest.raises(RingcalcError, match=r"--min-size 1e\+09 B leaves 0 of 52") as exc:
        fit_runs([run], min_size=1e9)
    assert "#wrong" not in str(exc.value)
    with pytest.raises(RingcalcError, match="larger than --max-size") as exc:
        fit_runs([run], min_size=1e6, max_size=1e3)
    assert "#wrong" not in str(exc.value)
    with pytest.raises(RingcalcError, match="--min-size 1000 B and --max-size 1500 B leave 2 of 52"):
        fit_runs([run], min_size=1e3, max_size=1.5e3)  # one size (1024 B), two placements


DEVICES = {"H100": "NVIDIA H100 80GB HBM3", "MI300X": "AMD Instinct MI300X", "A100": "NVIDIA A100-SXM4-80GB",
           "GH200": "NVIDIA GH200 120GB", "unnamed": "GPU"}


@settings(max_examples=30, deadline=None)
@given(gpus=st.lists(st.sampled_from(sorted(DEVICES)), min_size=2, max_size=4))
def test_logs_of_different_gpus_are_not_fitted_together(gpus, tmp_path_factory):
    """A fit describes one system: logs whose '#  Rank' lines name different GPU families are refused together, in
    any order and number (an H100 log beside an MI300X log was fitted as one system's two layouts); logs of one
    family, or naming none, are fitted."""
    from ringcalc.calibrate.points import _check_runs_together

    folder = tmp_path_factory.mktemp("logs")
    runs = []
    for i, gpu in enumerate(gpus):
        text = synthetic_log([ring_time(8, s, 5e-6, 40e9) for s in SIZES], 8, SIZES).replace("] GPU", f"] {DEVICES[gpu]}")
        path = folder / f"log{i}.txt"
        path.write_text(text)
        runs += read_nccl_log(path)
    named = {g for g in gpus if g != "unnamed"}
    if len(named) > 1:
        with pytest.raises(RingcalcError, match="ran on different GPUs") as info:
            _check_runs_together(runs, None, None)
        assert info.value.option == "LOGS" and all(g in info.value.message for g in named)
    else:
        _check_runs_together(runs, None, None)


@settings(max_examples=20, deadline=None)
@given(factor=st.sampled_from([0.5, 0.7, 1.0, 1.1, 1.4, 2.0]))
def test_in_place_times_far_from_out_of_place_are_warned(factor, tmp_path_factory):
    """nccl-tests' two columns agree within a few per cent on a healthy system; 1.25x apart or more (either way),
    a fit of both averages two behaviours and says so (before: a 2x slower in-place column was averaged silently)."""
    from ringcalc.calibrate.points import PLACEMENTS_APART, collect_points

    lines = []
    for line in synthetic_log([ring_time(8, s, 5e-6, 40e9) for s in SIZES], 8, SIZES).splitlines():
        cols = line.split()
        if cols and cols[0].isdigit():
            cols[9] = f"{float(cols[9]) * factor:.2f}"
            line = "  ".join(cols)
        lines.append(line)
    path = tmp_path_factory.mktemp("log") / "log.txt"
    path.write_text("\n".join(lines) + "\n")
    said = [w for w in collect_points(read_nccl_log(path)).warnings if "in-place times" in w]
    apart = not 1 / PLACEMENTS_APART <= factor <= PLACEMENTS_APART
    assert bool(said) == apart
    if apart:
        assert f"{factor:.2f}x" in said[0]
        assert not [w for w in collect_points(read_nccl_log(path), placement="out-of-place").warnings
                    if "in-place times" in w]


def test_an_interval_with_nothing_held_out_says_it_is_in_sample():
    from ringcalc.calibrate.text import _interval_text

    stats = {"coverage": 0.8, "rel_low": -0.04, "rel_high": 0.035}
    assert "in-sample errors only" in _interval_text({**stats, "held_out_points": 0}, {})
    assert "(held-out errors)" in _interval_text({**stats, "held_out_points": 12}, {})
