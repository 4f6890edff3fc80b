"""Calibrations on odd questions, from a read-only hunt of 2026-11-28 (each failed before its fix):

* one rank with a calibration raised ZeroDivisionError in NCCL's tables (time, efficiency, compare, sweep, report);
* ``--net-efficiency`` with a calibration that knows no NIC line rate was accepted and changed nothing;
* ``fit`` read a log's ``NCCL_ALGO=^NVLS,NVLSTree`` as no restriction and fitted the excluded algorithm;
* ``check`` compared a log that forces ``NCCL_ALGO=Ring`` with NCCL's free pick and blamed the NICs;
* the refusal of ``--cluster`` with a calibration advised ``--bandwidth`` alone, which is then refused.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.cli_runner import fit_saved, one_line_error, run, run_json
from tests.paths import NCCL_FIXTURES

REAL = NCCL_FIXTURES / "real"
RING_LOG = REAL / "issue290_ring_2node_16rank_excerpt.txt"


@pytest.fixture(scope="module")
def cals(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cal")
    return {"plain": fit_saved(folder, RING_LOG, name="plain"),
            "cluster": fit_saved(folder, RING_LOG, "--cluster", "dgx-h100", "--algorithm", "ring", name="cluster"),
            "rows_only": fit_saved(folder, NCCL_FIXTURES / "allreduce_rows_only_32rank.txt", name="rows")}


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(["plain", "cluster", "rows_only"]),
       command=st.sampled_from([("time", "--size", "1GiB"), ("efficiency", "--size", "1GiB", "--step-time", "1"),
                                ("compare", "--size", "1GiB"), ("sweep", "--size", "1GiB", "--step-time", "1"),
                                ("bandwidth", "--size", "1GiB", "--step-time", "1")]),
       layout=st.sampled_from([(), ("--gpus-per-node", "8"), ("--algorithm", "auto")]))
def test_one_rank_with_a_calibration_answers_or_refuses_in_one_line(cals, name, command, layout):
    result = run(*command, "--calibration", cals[name], "-n", "1", *layout)
    assert "Traceback" not in result.output and not isinstance(result.exception, ZeroDivisionError), result.output
    assert result.exit_code in (0, 2), result.output


@pytest.mark.parametrize("command", [("time", "--size", "1GiB"), ("efficiency", "--size", "1GiB", "--step-time", "1")])
@pytest.mark.parametrize("fraction", ["0.01", "0.99"])
def test_a_nic_fraction_needs_a_line_rate_the_calibration_knows(cals, command, fraction):
    common = [*command, "--calibration", cals["plain"], "-n", "16"]
    one_line_error(run(*common, "--net-efficiency", fraction), "--net-efficiency", "give --bandwidth")
    slow = run_json(*common, "--net-efficiency", fraction, "--bandwidth", "400Gbps")
    fast = run_json(*common, "--net-efficiency", "0.95", "--bandwidth", "400Gbps")
    assert (slow["comm_time_s"] > fast["comm_time_s"]) == (fraction == "0.01")  # with the line rate, it moves
    known = [*command, "--calibration", cals["cluster"], "-n", "16", "--gpus-per-node", "8", "-a", "ring"]
    if fraction == "0.01":  # a line rate fitted with --cluster: the fraction moves the NICs' time (0.99: scale-up bound)
        assert run_json(*known, "--net-efficiency", fraction)["comm_time_s"] > 10 * run_json(*known)["comm_time_s"]


def _with_command_line(tmp_path, line: str):
    path = tmp_path / "forced.txt"
    path.write_text(f"mpirun -np 16 -x {line} ./build/all_reduce_perf -b 8 -e 8G -f 2 -g 1\n" + RING_LOG.read_text())
    return path


@pytest.mark.parametrize(("line", "excluded"), [("NCCL_ALGO=^NVLS,NVLSTree", ("nvls",)),
                                                ("NCCL_ALGO=^nvls,nvlstree,tree", ("nvls", "tree")),
                                                ("NCCL_PROTO=^LL128", ("LL128",))])
def test_fit_honours_a_logs_exclusions(tmp_path, line, excluded):
    result = run("fit", _with_command_line(tmp_path, line), "--cluster", "dgx-h100", "-f", "json")
    assert result.exit_code == 0, result.output
    ran = " ".join(pair for changes in json.loads(result.stdout)["physical"]["ran"].values() for _, pair in changes)
    assert ran and not any(x in ran for x in excluded), ran


def test_check_runs_what_the_logs_command_line_forces(tmp_path):
    """A healthy ring log (ringcalc's own expected table) with NCCL_ALGO=Ring on its command line: as expected."""
    table = run("expect", "--cluster", "dgx-h100", "-n", "16", "-a", "ring", "-f", "nccl").stdout
    log = tmp_path / "ring.txt"
    log.write_text("mpirun -np 16 -x NCCL_ALGO=Ring ./build/all_reduce_perf -b 8 -e 16G -f 2 -g 1\n" + table)
    report = run_json("check", log, "--cluster", "dgx-h100")["runs"][0]
    assert report["verdict"] == "as expected", report["verdict"]
    assert any("forces NCCL_ALGO (ring)" in n for n in report["notes"])
    free = run_json("check", log, "--cluster", "dgx-h100", "-a", "auto")["runs"][0]  # --algorithm overrides the log
    assert free["verdict"] != "as expected"


def test_the_advice_of_a_refused_cluster_is_itself_accepted(cals):
    text = run("time", "--calibration", cals["plain"], "-n", "16", "--size", "1GiB", "--cluster", "dgx-h100").output
    assert "--bandwidth per NIC beside one of them" in text
    assert run("time", "--calibration", cals["plain"], "-n", "16", "--size", "1GiB", "--bandwidth", "400Gbps",
               "--gpus-per-node", "8").exit_code == 0


@pytest.mark.parametrize("algorithm", ["nvls-tree", "double-binary-tree"])
def test_an_algorithm_the_logs_never_ran_keeps_the_model_error_of_an_unmeasured_layout(cals, algorithm):
    """At the logs' own layout, an algorithm they never ran (a forced ring, asked about NVLS) took the ring's in-sample
    scatter: +-6% around a what-if, where `expect` with nothing measured says 2.8-6.2 ms."""
    import math

    from ringcalc.cluster.values import MODEL_SIGMA_FABRIC, Z80

    data = run_json("time", "--calibration", cals["cluster"], "-n", "16", "--size", "1GiB", "--gpus-per-node", "8",
                    "-a", algorithm)
    iv = data["interval"]
    assert iv["comm_time_s_high"] / iv["comm_time_s_low"] >= math.exp(2 * Z80 * MODEL_SIGMA_FABRIC) * (1 - 1e-9)


@pytest.mark.parametrize("command", [("fit",), ("check", "--cluster", "dgx-h100")])
def test_ranks_the_log_states_change_nothing_and_are_refused_as_nodes_are(command):
    """`fit --ranks 16` on a log whose rank lines say 16 was accepted silently, while `--nodes 2` equal to its hosts
    was refused as "changes nothing": both are now refused alike; a contradicting count is refused as before."""
    one_line_error(run(command[0], RING_LOG, *command[1:], "--ranks", "16"), "--ranks", "changes nothing")
    one_line_error(run(command[0], RING_LOG, *command[1:], "--ranks", "8"), "--ranks", "contradicts")
    one_line_error(run(command[0], RING_LOG, *command[1:], "--nodes", "2"), "--nodes", "changes nothing")


def test_one_node_from_logs_that_only_crossed_nodes_covers_either_link(cals):
    """A forced-ring log of two nodes measures min(NVLink, NICs) only; the fit put its shortfall on NVLink (0.20 of
    it), so one node was 14-29 ms where the same nodes' one-node run did 4 ms. The interval now spans the other
    reading too (NVLink at its prior), and `-a ring` reaches the fit's prediction as NCCL_ALGO (it priced NCCL's
    pick, NVLS, and scaled that interval onto the ring's time)."""
    asked = ["time", "--size", "1GiB", "-n", "8", "-a", "ring"]
    calibrated = run_json(*asked, "--calibration", cals["cluster"])
    healthy = run_json(*asked, "--cluster", "dgx-h100")  # the description alone: NVLink at its prior
    iv = calibrated["interval"]
    assert iv["comm_time_s_low"] <= healthy["comm_time_s"] < calibrated["comm_time_s"] <= iv["comm_time_s_high"]
    measured = run_json("time", "--size", "1GiB", "-n", "16", "-a", "ring", "--calibration", cals["cluster"])
    assert measured["interval"]["comm_time_s_high"] / measured["interval"]["comm_time_s_low"] < 1.5  # its own layout
