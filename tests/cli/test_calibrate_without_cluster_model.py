"""Calibrations without a fitted cluster refuse the layout options they cannot use, and ``fit`` refuses what it
cannot fit (``physical`` is fitted from all-reduce logs only; see ringcalc/planning/scenario_calibrated.py).

Until 2026-11-29 an all-gather calibration took ``--cluster dgx-h100``, ``--gpus-per-node 16 --intra-bandwidth
pcie4-x16`` or ``--gpus-per-node 2 --nics-per-node 1`` and answered 3.2 ms for every one of them, and ``fit <all-gather
log> --cluster dgx-h100 --algorithm nvls --intra-bandwidth pcie4-x16 --save`` wrote the file written without them.
"""

from __future__ import annotations

import json
import os
import shutil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc import Scenario
from ringcalc.cli import app
from ringcalc.cluster.build import CLUSTER_OPTIONS
from ringcalc.errors import RingcalcError
from tests.paths import NCCL_FIXTURES

runner = CliRunner()
AG = NCCL_FIXTURES / "allgather_srun_label_2node_8rank_na.txt"
AR = NCCL_FIXTURES / "allreduce_two_runs_8_and_16rank.txt"
VALUES = {"cluster": "dgx-h100", "gpus_per_node": 16, "nics_per_node": 1, "intra_bandwidth": "pcie4-x16",
          "intra_latency": "2us", "transport": "ib", "net_efficiency": 0.9, "intra_efficiency": 0.8, "nvls": "on",
          "sharp": "on", "nodes_per_leaf": 4, "oversubscription": 2, "hop_latency": "1us", "protocol": "simple",
          "scale_up_domain": 8, "tuner": "nccl"}
"""A valid value of every layout option (ringcalc.cluster.build.CLUSTER_OPTIONS)."""
COLLECTIVES = ("all-gather", "reduce-scatter", "all-to-all", "broadcast", "reduce", "all-reduce")


def _fit(args: list[str]) -> None:
    result = runner.invoke(app, ["fit", *args])
    assert result.exit_code == 0, result.output


@pytest.fixture(scope="module")
def calibrations(tmp_path_factory) -> dict[str, str]:
    """A calibration without ``physical`` of each collective: all-gather fitted, the others its file relabelled
    (a valid calibration of that collective), and an all-reduce one from before the physical fit."""
    tmp = tmp_path_factory.mktemp("cals")
    _fit([str(AG), "--save", str(tmp / "all-gather.json")])
    base = json.loads((tmp / "all-gather.json").read_text())
    assert base.get("physical") is None
    out = {"all-gather": str(tmp / "all-gather.json")}
    for name in COLLECTIVES[1:]:
        path = tmp / f"{name}.json"
        path.write_text(json.dumps({**base, "collective": name.replace("-", "_")}))
        out[name] = str(path)
    return out


def test_every_option_of_the_cluster_has_a_value_here():
    assert set(VALUES) == set(CLUSTER_OPTIONS)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(collective=st.sampled_from(COLLECTIVES), options=st.lists(st.sampled_from(sorted(VALUES)), min_size=1,
                                                                  max_size=3, unique=True))
def test_a_calibration_without_a_cluster_model_refuses_every_layout_option_with_the_reason(calibrations, collective,
                                                                                          options):
    """Before: each was accepted and ignored (the same 3.217 ms for 16 GPUs per node on PCIe and for dgx-h100)."""
    with pytest.raises(RingcalcError) as exc:
        Scenario(size="64MiB", workers=16, collective=collective, calibration=calibrations[collective],
                 **{k: VALUES[k] for k in options}).time()
    assert "no cluster model" in exc.value.message
    assert exc.value.option == next(k for k in CLUSTER_OPTIONS if k in options).replace("_", "-")
    for k in options:
        assert f"--{k.replace('_', '-')}" in exc.value.message
    if collective != "all-reduce":
        assert f"the {collective} calibration" in exc.value.message


@pytest.mark.parametrize("command", [["time"], ["efficiency", "--step-time", "1s"], ["sweep"]])
def test_the_commands_refuse_the_cluster_beside_an_all_gather_calibration(calibrations, command):
    """Before: ``--cluster dgx-h100`` beside an all-gather calibration answered as without it (exit 0)."""
    result = runner.invoke(app, [*command, "--calibration", calibrations["all-gather"], "-n", "16", "--collective",
                                 "all-gather", "--size", "64MiB", "--cluster", "dgx-h100"])
    assert result.exit_code == 2, result.output
    assert "no cluster model" in result.output and "Traceback" not in result.output


def test_the_calibration_alone_still_answers(calibrations):
    s = Scenario(size="64MiB", workers=16, collective="all-gather", calibration=calibrations["all-gather"])
    assert s.time().comm_time_s > 0


@pytest.mark.parametrize("option", [["--cluster", "dgx-h100"], ["--algorithm", "nvls"],
                                    ["--intra-bandwidth", "pcie4-x16"], ["--bandwidth", "ndr"],
                                    ["--transport", "ib", "--bandwidth", "ndr"]])
@pytest.mark.parametrize("log", [[str(AG)], [str(NCCL_FIXTURES / "reducescatter_old_noroot_2rank.txt"),
                                              "--collective", "reduce-scatter"]])
def test_fit_refuses_the_physical_options_on_logs_that_get_no_cluster_model(log, option):
    """Before: the options were read and dropped; the file was byte-identical to the one without them."""
    result = runner.invoke(app, ["fit", *log, *option])
    assert result.exit_code == 2, result.output
    assert "no cluster model" in result.output and option[0] in result.output


def test_fit_keeps_the_cluster_that_gives_a_log_without_hosts_its_node_count(tmp_path):
    """--cluster fills the node count of a log without host lines: it is used there, so it is not refused."""
    log = tmp_path / "no_hosts.txt"  # the all-gather fixture without its '#  Rank' lines
    log.write_text("".join(line for line in AG.read_text().splitlines(keepends=True) if " Rank " not in line))
    result = runner.invoke(app, ["fit", str(log), "--ranks", "8", "--cluster", "dgx-h100", "--save",
                                 str(tmp_path / "cal.json")])
    assert result.exit_code == 0, result.output
    assert json.loads((tmp_path / "cal.json").read_text())["nodes"] == 1  # 8 ranks on dgx-h100's nodes of 8


@pytest.mark.parametrize("how", ["same path", "symlink", "hard link"])
def test_fit_refuses_to_save_over_the_log_it_reads(tmp_path, how):
    """Before: ``fit LOG --save LOG`` replaced the measurement by the calibration (also through a symlink)."""
    log = tmp_path / "log.txt"
    shutil.copy(AG, log)
    target = log
    if how == "symlink":
        target = tmp_path / "link.txt"
        target.symlink_to(log)
    elif how == "hard link":
        target = tmp_path / "hard.txt"
        os.link(log, target)
    result = runner.invoke(app, ["fit", str(log), "--save", str(target)])
    assert result.exit_code == 2, result.output
    assert "--save" in result.output and "overwrite" in result.output
    assert log.read_bytes() == AG.read_bytes()


@pytest.mark.parametrize("copy", [False, True])
def test_fit_refuses_a_log_given_twice_naming_both_paths(tmp_path, copy):
    """Before: ``fit X X`` fitted every point twice and narrowed the beta interval, silently."""
    first = tmp_path / "a.txt"
    shutil.copy(AR, first)
    second = first
    if copy:
        second = tmp_path / "b.txt"
        shutil.copy(AR, second)
    result = runner.invoke(app, ["fit", str(first), str(second)])
    assert result.exit_code == 2, result.output
    assert "same content" in result.output
    assert first.name in result.output and second.name in result.output


def test_fit_of_two_different_logs_is_not_a_duplicate(tmp_path):
    _fit([str(AR), str(NCCL_FIXTURES / "allreduce_tagoutput_errors_2node_16rank.txt")])
