"""``ringcalc check`` on what a read-only hunt found wrong (ringcalc/cluster/check.py, diagnose.py, cli/expect.py).

Each test's docstring says what the command answered before.
"""

from __future__ import annotations

import pytest

from ringcalc.cluster.diagnose import of_expected
from tests.cli_runner import one_line_error, run, run_json
from tests.paths import NCCL_FIXTURES, REAL_NCCL

ERRORS = NCCL_FIXTURES / "allreduce_tagoutput_errors_2node_16rank.txt"  # #wrong 12 and 3, FAILED, NCCL WARN NET/IB
P5 = REAL_NCCL / "aws_p5_efa_2node_16rank_excerpt.txt"  # no rank lines: 16 ranks from busbw/algbw 1.875
RING = REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt"  # NCCL_ALGO=Ring in its source, not in the log


def _report(*args) -> dict:
    (report,) = run_json("check", *args)["runs"]
    return report


def test_a_run_with_wrong_results_leads_its_findings_and_verdict_with_the_correctness_failure():
    """Before: the verdict was 'a TCP fallback', and the #wrong 12 and 3 at 64 and 128 KiB were a footnote's
    '2 row(s) left out'; the log's own 'NCCL WARN NET/IB : Got async event : port error' contradicted the TCP reading."""
    report = _report(ERRORS, "--cluster", "dgx-h100")
    first = report["findings"][0]
    assert report["verdict"].startswith("not as expected: the run returned wrong results at 64 KiB, 128 KiB")
    assert first["kind"] == "wrong-results" and first["values"]["sizes_bytes"] == [65536, 131072]
    assert first["values"]["wrong"] == [12, 3] and "not a performance measurement" in first["message"]
    assert "15 out-of-bounds values" in first["message"] and "NET/IB : Got async event : port error" in first["message"]
    status = {r["size_bytes"]: r["status"] for r in report["rows"]}
    assert status[65536] == status[131072] == "wrong results" and status[262144] != "wrong results"
    assert "tcp-fallback" not in {f["kind"] for f in report["findings"]}  # the log names NET/IB
    assert sum(b["sizes"] for b in report["bands"]) == len(report["rows"]) - 2  # wrong sizes are no band's


def test_a_size_wrong_in_one_placement_is_not_read_from_the_other(tmp_path):
    """Before: a row whose out-of-place #wrong was 5 and in-place 0 silently took the in-place time, and the run
    read as a measurement ('as expected' on a clean log)."""
    text = (REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt").read_text()
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if "  67108864  " in line)
    fields = lines[at].split()
    fields[-5] = "5"  # the out-of-place group's #wrong
    lines[at] = " ".join(fields)
    log = tmp_path / "one_placement_wrong.txt"
    log.write_text("\n".join(lines) + "\n")
    report = _report(log, "--cluster", "dgx-h100", "-a", "ring")
    row = next(r for r in report["rows"] if r["size_bytes"] == 67108864)
    assert row["status"] == "wrong results" and report["findings"][0]["kind"] == "wrong-results"
    assert "out-of-place" in report["findings"][0]["message"] and "in-place" not in report["findings"][0]["message"]


def test_a_failed_data_check_without_a_wrong_count_is_still_a_correctness_failure(tmp_path):
    """Before: 'Out of bounds values : 7 FAILED' under a table of #wrong N/A was a note only."""
    log = tmp_path / "failed.txt"
    log.write_text(RING.read_text() + " 0: # Out of bounds values : 7 FAILED\n")
    report = _report(log, "--cluster", "dgx-h100", "-a", "ring")
    assert report["findings"][0]["kind"] == "wrong-results" and "7 out-of-bounds values" in report["findings"][0]["message"]
    assert report["verdict"].startswith("not as expected: the run returned wrong results (a correctness failure)")


def test_ranks_that_contradict_the_logs_busbw_ratio_are_refused_naming_the_ranks_it_implies(tmp_path):
    """Before: `check --ranks 12` of a log whose busbw/algbw 1.875 says 16 ranks read 'as expected' on 2 nodes of 6
    (467 GB/s expected at 16 GiB, where `expect -n 12` says 311), the mismatch in a footnote; a wrong --collective
    was refused in the same situation."""
    one_line_error(run("check", P5, "--cluster", "p5-48xlarge", "--ranks", "12"),
                   "--ranks", "factor on 16 ranks", "--ranks 12 contradicts it", "give 16")
    one_line_error(run("plot", "expect", P5, "--cluster", "p5-48xlarge", "-n", "12", "-o", tmp_path / "x.svg"),
                   "factor on 16 ranks", "-n 12 contradicts it")
    assert run("check", P5, "--cluster", "p5-48xlarge", "--ranks", "16").exit_code == 0


def test_a_log_without_hosts_says_where_its_placement_differs_from_expects(tmp_path):
    """Before: a 12-rank log without host names was costed as 2 nodes of 6 while `expect -n 12` places 8 and 4, and
    nothing said so: check of expect's own table (its rank lines cut) read 'NIC bandwidth 33% below'."""
    table = run("expect", "--cluster", "p5-48xlarge", "-n", "12", "--min-size", "64MiB", "--max-size", "16GiB",
                "--format", "nccl")
    log = tmp_path / "n12.txt"
    log.write_text("\n".join(line for line in table.stdout.splitlines() if "Rank" not in line) + "\n")
    report = _report(log, "--cluster", "p5-48xlarge", "--ranks", "12")
    said = " ".join(report["notes"])
    command = "`ringcalc expect -n 12 --gpus-per-node 6 --nics-per-node 24` is the table checked here"
    assert "`ringcalc expect -n 12` fills nodes of 8 in turn (8, 4)" in said and command in said
    checked = run_json("expect", "--cluster", "p5-48xlarge", "-n", "12", "--gpus-per-node", "6", "--nics-per-node",
                       "24", "--min-size", "16GiB", "--max-size", "16GiB")["rows"][0]
    last = report["rows"][-1]
    assert last["expected_busbw_bytes_per_s"] == pytest.approx(checked["busbw_bytes_per_s"], rel=1e-9)


def test_the_nic_fraction_is_the_one_of_the_figures_beside_it():
    """Before: 'about 1/8 of the expected NIC bandwidth (89.9 GB/s against 497.9 GB/s)', a ratio of 0.18 beside a
    fraction of 0.13 (the NICs' implied factor); the ring the run may have been was not compared."""
    report = _report(RING, "--cluster", "dgx-h100")
    nic = next(f for f in report["findings"] if f["kind"] == "nic")
    v = nic["values"]
    assert nic["headline"] == of_expected(v["factor"], "NIC bandwidth")
    assert f"achieving {v['achieved_fraction']:.2f} of their" in nic["message"]
    assert f"against the {v['achieved_fraction'] / v['factor']:.2f} expected" in nic["message"]
    ratio = v["measured_busbw_bytes_per_s"] / v["expected_busbw_bytes_per_s"]
    assert f"({ratio:.2f} of it, median" in nic["message"]
    ring = v["measured_busbw_bytes_per_s"] / v["ring_busbw_bytes_per_s"]
    assert "were it a ring" in nic["message"] and f"{ring:.2f} of it (ringcalc check --algorithm ring" in nic["message"]
    forced = _report(RING, "--cluster", "dgx-h100", "-a", "ring")
    nic = next(f for f in forced["findings"] if f["kind"] == "nic")
    assert nic["values"]["expected_busbw_bytes_per_s"] == pytest.approx(v["ring_busbw_bytes_per_s"], rel=1e-6)
    assert "were it a ring" not in nic["message"]


def test_a_log_whose_command_line_forces_the_ring_is_read_against_the_ring(tmp_path):
    """The ring's expected busbw is the comparison where the log says NCCL_ALGO=Ring: the same finding as -a ring."""
    log = tmp_path / "forced.txt"
    log.write_text("$ NCCL_ALGO=Ring mpirun -np 16 ./all_reduce_perf -b 8M -e 8G -f 2\n" + RING.read_text())
    forced = _report(log, "--cluster", "dgx-h100")
    given = _report(RING, "--cluster", "dgx-h100", "-a", "ring")
    assert forced["verdict"] == given["verdict"] == "not as expected: about a quarter of the expected NIC bandwidth"


def test_too_few_nodes_for_the_ranks_names_nodes_not_gpus_per_node():
    """Before: 'error: --gpus-per-node: ... 16 ranks on 1 nodes ...', an option the user did not pass."""
    result = run("check", P5, "--cluster", "p5-48xlarge", "--nodes", "1")
    one_line_error(result, "--nodes", "--nodes 1 puts 16 ranks on 1 node,", "give --nodes 2")
    assert "gpus-per-node" not in result.output and "1 nodes" not in result.output


def test_the_layout_counts_the_nics_of_the_ranks_rails_against_the_nodes_own():
    """Before: '16 of a node's 24 NICs carry each ring' on p5, whose node has 32 (24 are the rails of 6 GPUs)."""
    report = _report(P5, "--cluster", "p5-48xlarge", "--ranks", "16", "--nodes", "3")
    text = report["placement"] + " ".join(report["notes"])
    assert "a node's 24 NICs" not in text
    assert "16 of the 24 NICs of a node's 6 GPUs' rails (a node has 32) carry each ring" in report["placement"]


def test_run_on_a_one_run_log_is_refused_in_checks_words():
    """Before: 'the logs hold one run, which is fitted anyway' (fit's words: check fits nothing)."""
    result = run("check", P5, "--cluster", "p5-48xlarge", "--run", "2")
    one_line_error(result, "--run", "the log holds one run, which check reads anyway")
    assert "fitted" not in result.output
