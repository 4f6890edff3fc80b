"""Findings 2-6 of the calibration bug hunt of 2026-12 (held-out fits, named kinds on load, -b on one node, report).

* The form was chosen, and the interval built, from held-out fits of another model than the one saved: every fold
  allowed regimes of 2 sizes, the saved fit 3, so 5 sizes gave a 2-regime held-out "piecewise" and a 1-regime saved
  one, the plain ring's parameters, scored 4.5% against the ring's 22.2%; 3 of 5 measured points fell outside
  their own 80% interval (ringcalc/calibrate/select.py).
* ``physical.cluster.scale_up_kind = "abc"`` (or transport, tuner) loaded and changed the answer by 8.6%;
  ``physical.collective = "foo"`` loaded and was blamed on ``--algorithm`` (ringcalc/calibrate/physical_checks.py).
* ``-b 100Gbps`` on a one-node calibration, said to change nothing, re-costed the measured layout and widened its
  interval 2.6 times (ringcalc/calibrate/cluster_calibration.py recost).
* ``report`` put the fitted cluster's time (4.731 ms) in a note under the per-size fit's 4.675 ms, and ``measure``
  advised options it does not have.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.fit import LOCAL_LAYOUT_WARNING, UNKNOWN_LAYOUT_WARNING
from ringcalc.calibrate.nccl_log import parse_nccl_log
from ringcalc.calibrate.select import calibrate
from ringcalc.errors import RingcalcError
from tests.calibrate.synthetic import synthetic_log
from tests.cli_runner import fit_saved, one_line_error, run, run_json
from tests.paths import NCCL_FIXTURES, REAL_NCCL
from tests.reference import REFERENCE_RTOL

FIVE_SIZES = [65536, 131072, 262144, 524288, 1048576]
FIVE_TIMES_US = [29.03, 46.79, 76.55, 113.54, 190.55]
"""The hunter's ``ringcalc measure --ranks 2 --max-size 1MiB --iters 5`` (/tmp/hunt_cal/five.txt)."""
SAME_PARAMETERS = (("ring", "piecewise"), ("saturating", "piecewise-saturating"))
"""Forms that save the same parameters when the log has too few sizes for a second regime (fewer than 6)."""


def _five_log() -> str:
    return synthetic_log([t * 1e-6 for t in FIVE_TIMES_US], 2, FIVE_SIZES, per_node=2)


def _scores(fit) -> dict[str, float]:
    return {k.split("/")[0]: v["score"] for k, v in fit.selection["held_out_median_abs_pct_error"].items()}


def _segments(fit) -> list[tuple[float, float]]:
    return [(s.alpha_s, s.beta_bytes_per_s) for s in fit.segments]


def test_forms_that_save_the_same_parameters_have_the_same_held_out_error_on_the_hunters_log():
    (run_,) = parse_nccl_log(_five_log(), source="five.txt")
    fit = calibrate([run_], "auto")
    scores = _scores(fit)
    for simple, piecewise in SAME_PARAMETERS:
        assert _segments(calibrate([run_], simple)) == _segments(calibrate([run_], piecewise))
        assert scores[simple] == scores[piecewise]
    assert fit.model != "piecewise"  # ties go to the simpler form; before: "piecewise, 1 size regimes" at 4.5%


@settings(max_examples=15, deadline=None)
@given(count=st.integers(3, 5), alpha=st.floats(1e-6, 1e-4), beta=st.floats(1e9, 5e11),
       seed=st.integers(0, 2**32 - 1), ranks=st.sampled_from([2, 8, 16]))
def test_forms_that_save_the_same_parameters_have_the_same_held_out_error(count, alpha, beta, seed, ranks):
    """3 to 5 sizes: a piecewise form has one regime, as its single-regime form; so must their held-out fits."""
    sizes = [2**16 * 4**k for k in range(count)]
    noise = np.random.default_rng(seed).uniform(0.85, 1.15, count)
    times = [(2 * (ranks - 1) * alpha + 2 * (ranks - 1) / ranks * s / beta) * e for s, e in zip(sizes, noise)]
    (run_,) = parse_nccl_log(synthetic_log(times, ranks, sizes), source="synthetic")
    try:
        scores = _scores(calibrate([run_], "auto"))
    except RingcalcError:  # noise that hides the bandwidth term: no form can be fitted
        assume(False)
    for simple, piecewise in SAME_PARAMETERS:
        assert scores[simple] == scores[piecewise]


def _in_sample_coverage(fit) -> float:
    iv = fit.primary.interval
    err = np.array([p.pct_error / 100 for p in fit.points])
    return float(np.mean((err >= iv["rel_low"]) & (err <= iv["rel_high"])))


@pytest.mark.parametrize("log", sorted(p.name for p in REAL_NCCL.glob("*.txt")))
def test_the_saved_models_interval_covers_its_own_points_about_as_claimed(log):
    """The interval comes from held-out fits of the saved model: its own points fall inside about as often as it
    claims, or more (held-out errors exceed in-sample ones). Before: 60% (6 of 10) on the hunter's log."""
    from ringcalc.calibrate.nccl_log import read_nccl_log

    fit = calibrate(read_nccl_log(REAL_NCCL / log), "auto")
    assert _in_sample_coverage(fit) >= fit.primary.interval["coverage"] - 0.1


def test_the_hunters_measured_points_fall_inside_their_own_interval(tmp_path):
    """``time --calibration five.json -n 2 --size S`` at each measured size; before, 3 of 5 fell outside."""
    log = tmp_path / "five.txt"
    log.write_text(_five_log())
    cal = fit_saved(tmp_path, log, name="five")
    inside = 0
    for size, measured in zip(FIVE_SIZES, FIVE_TIMES_US):
        d = run_json("time", "--calibration", cal, "-n", 2, "--size", f"{size}B")
        inside += d["interval"]["comm_time_s_low"] <= measured * 1e-6 <= d["interval"]["comm_time_s_high"]
    assert inside >= 4
    assert _in_sample_coverage(calibrate(parse_nccl_log(_five_log(), source="five.txt"), "auto")) >= 0.8


@pytest.fixture(scope="module")
def one_node(tmp_path_factory) -> str:
    """A calibration whose logs measured 16 ranks on one node (no host lines: -n 16 is one node of 16)."""
    return fit_saved(tmp_path_factory.mktemp("cal"), REAL_NCCL / "aws_p5_efa_2node_16rank_excerpt.txt",
                     "--nodes", 1, name="p5")


@pytest.mark.parametrize("options", [("-b", "100Gbps"), ("-b", "400Gbps"), ("--nics-per-node", 4, "-b", "50Gbps"),
                                     ("--transport", "ib")])
def test_a_nic_option_on_a_one_node_calibration_changes_nothing_at_its_measured_layout(one_node, options):
    """No rank of the logs crossed a NIC: the answer, the interval too, is the one with the layout restated
    (``--gpus-per-node 16``, the fitted cluster at the measured layout); before, -b 100Gbps re-costed it (an interval
    2.6 times as wide) under a note that it changed nothing."""
    base = run_json("time", "--calibration", one_node, "-n", 16, "--gpus-per-node", 16, "--size", "1GiB")
    d = run_json("time", "--calibration", one_node, "-n", 16, "--size", "1GiB", *options)
    assert d["comm_time_s"] == pytest.approx(base["comm_time_s"], rel=REFERENCE_RTOL)
    for end in ("comm_time_s_low", "comm_time_s_high"):
        assert d["interval"][end] == pytest.approx(base["interval"][end], rel=REFERENCE_RTOL)
    assert not any("unlike the one asked" in n for n in d["notes"])


def test_a_nic_rate_still_moves_an_answer_across_nodes(one_node):
    slow = run_json("time", "--calibration", one_node, "-n", 32, "--size", "1GiB", "-b", "100Gbps")
    fast = run_json("time", "--calibration", one_node, "-n", 32, "--size", "1GiB", "-b", "400Gbps")
    assert slow["comm_time_s"] > fast["comm_time_s"]


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory) -> str:
    return fit_saved(tmp_path_factory.mktemp("cal"), NCCL_FIXTURES / "allreduce_two_runs_8_and_16rank.txt")


def _edited(tmp_path, cal: str, edit) -> str:
    d = json.loads(open(cal).read())
    edit(d)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(d))
    return str(path)


@pytest.mark.parametrize("field", ["scale_up_kind", "transport", "tuner", "cpu_vendor", "generation"])
def test_an_unknown_kind_in_the_fitted_cluster_is_refused_naming_file_and_field(two_runs, tmp_path, field):
    path = _edited(tmp_path, two_runs, lambda d: d["physical"]["cluster"].__setitem__(field, "abc"))
    one_line_error(run("time", "--calibration", path, "-n", 32, "--gpus-per-node", 8, "--size", "1GiB"),
                   "edited.json", f"physical.cluster.{field}", "must be one of", "'abc'")


@pytest.mark.parametrize("value", ["foo", "all-gather"])
@pytest.mark.parametrize("question", [("-n", 32, "--gpus-per-node", 8), ("-n", 16)])
def test_a_fitted_cluster_of_another_collective_is_refused_on_load(two_runs, tmp_path, value, question):
    """Before: "--algorithm: no NCCL algorithm runs foo" (an option not given), and at the measured layout nothing."""
    path = _edited(tmp_path, two_runs, lambda d: d["physical"].__setitem__("collective", value))
    result = run("time", "--calibration", path, *question, "--size", "1GiB")
    one_line_error(result, "edited.json", "physical.collective", "all-reduce")
    assert "--algorithm" not in result.output


def test_report_says_which_model_answers_what(one_node):
    """The time is the per-size fit's, the rate to buy the fitted cluster's; before, a note quoted the cluster's time
    as the answer ("instead of 4.731 ms" under a communication time of 4.675 ms)."""
    result = run("report", "--calibration", one_node, "-n", 16, "--size", "1GiB", "-t", "0.05")
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "per-size fit" in text and "fitted cluster, which gives" in text
    d = run_json("report", "--calibration", one_node, "-n", 16, "--size", "1GiB", "-t", "0.05")
    assert {row["efficiency_from"] for row in d["scaling"]} == {"per-size fit"}
    assert {row["required_bandwidth_per"] for row in d["scaling"]} == {"NIC"}


def test_a_local_measurement_advises_no_option_measure_lacks():
    from ringcalc.calibrate.measure.common import rows_to_run

    rows = [{"size_bytes": s, "count": s // 4, "time_s": t * 1e-6, "wrong": 0, "ranks": 2}
            for s, t in zip(FIVE_SIZES, FIVE_TIMES_US)]
    fit = calibrate([rows_to_run(rows, impl="mpi", shared_cores=2)], "auto")
    assert LOCAL_LAYOUT_WARNING in fit.warnings and UNKNOWN_LAYOUT_WARNING not in fit.warnings
    assert "--gpus-per-node" not in " ".join(fit.warnings) and "--nodes" not in " ".join(fit.warnings)
