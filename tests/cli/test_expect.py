"""``ringcalc expect``, ``ringcalc check`` and ``ringcalc plot expect`` through typer's CliRunner (ringcalc/cli/expect.py)."""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import example, given, settings, strategies as st

from ringcalc.calibrate.nccl_log import parse_nccl_log
from ringcalc.catalog import get_cluster
from tests.cli_runner import one_line_error, run, run_json
from tests.paths import NCCL_FIXTURES, REAL_NCCL

LOG4 = NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt"  # 1 node, 4 ranks, all_reduce
TWO_RUNS = NCCL_FIXTURES / "allreduce_two_runs_8_and_16rank.txt"
RING290 = REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt"
DGX16 = ("--cluster", "dgx-h100", "-n", "16")


def test_expect_json_has_a_row_per_nccl_tests_size():
    data = run_json("expect", *DGX16)
    assert [r["size_bytes"] for r in data["rows"]] == [8 * 2**k for k in range(32)]
    assert data["workers"] == 16 and data["nodes"] == 2 and data["requested"] == "auto"
    last = data["rows"][-1]
    assert last["algorithm"] == "nvls-tree" and last["protocol"] == "Simple"
    assert last["time_s_low"] <= last["time_s"] <= last["time_s_high"]


def test_expect_table_shows_the_pick_and_the_interval():
    result = run("expect", *DGX16, "--min-size", "1MiB", "--max-size", "1GiB", "--factor", "32")
    assert result.exit_code == 0, result.output
    assert "Expected all_reduce_perf: 16 ranks on 2 nodes of 8 (not measured)" in result.stdout
    assert "nvls-tree/Simple" in result.stdout and "busbw, 80% (GB/s)" in result.stdout


def test_expect_csv_is_the_rows():
    result = run("expect", *DGX16, "--max-size", "1KiB", "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [int(r["size_bytes"]) for r in rows] == [8, 16, 32, 64, 128, 256, 512, 1024]
    assert rows[0]["count"] == "2" and rows[0]["algorithm"] == "double-binary-tree"


def test_expect_nccl_format_is_a_log_the_parser_reads():
    result = run("expect", *DGX16, "-a", "ring", "--min-size", "1MiB", "--max-size", "64MiB", "--factor", "4",
                 "--format", "nccl")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "# Collective test starting: all_reduce_perf"
    assert "     1048576        262144     float     sum      -1" in result.stdout
    (run_,) = parse_nccl_log(result.stdout)
    assert (run_.ranks, run_.nodes, run_.collective) == (16, 2, "all_reduce")
    assert [r.size_bytes for r in run_.rows] == [2**20, 2**22, 2**24, 2**26]


def test_expect_forced_protocol_and_its_refusal():
    data = run_json("expect", *DGX16, "-a", "ring", "--protocol", "LL", "--max-size", "64B")
    assert {(r["algorithm"], r["protocol"], r["chosen_by"]) for r in data["rows"]} == {("ring", "LL", "given")}
    one_line_error(run("expect", *DGX16, "-a", "nvls", "--protocol", "LL"), "nvls/LL cannot run here")


@pytest.mark.parametrize("args, option", [
    (["--size", "1GB"], "--size"),
    (["--dtype", "bf16"], "--dtype"),
    (["--step-time", "1"], "--step-time"),
    (["--factor", "1.5"], "--factor"),
    (["--min-size", "1GiB", "--max-size", "1MiB"], "--max-size"),
])
def test_expect_refuses_what_it_cannot_use(args, option):
    result = run("expect", *DGX16, *args)
    assert result.exit_code == 2 and result.stderr.startswith(f"error: {option}: "), result.stderr


def test_expect_without_a_cluster_says_how_to_give_one():
    result = run("expect", "-n", "16", "-b", "100GbE")
    assert result.exit_code == 2 and "error: --cluster: needs the cluster the table is for" in result.stderr


def test_check_names_a_quarter_of_the_nics_on_the_forced_ring_excerpt():
    data = run_json("check", RING290, "--cluster", "dgx-h100", "-a", "ring")
    (report,) = data["runs"]
    assert report["verdict"] == "not as expected: about a quarter of the expected NIC bandwidth"
    assert report["ranks"] == 16 and report["nodes"] == 2 and report["requested"] == "ring"
    assert {f["kind"] for f in report["findings"]} == {"nic"}
    assert all(r["status"] == "slower" for r in report["rows"])


def test_check_table_and_csv():
    result = run("check", RING290, "--cluster", "dgx-h100", "-a", "ring")
    assert result.exit_code == 0 and "about a quarter of the expected NIC bandwidth" in result.stdout
    assert "measured beside expected" in result.stdout and "by size band" in result.stdout
    rows = list(csv.DictReader(io.StringIO(run("check", RING290, "--cluster", "dgx-h100", "--format", "csv").stdout)))
    assert len(rows) == 8 and rows[0]["band"] == "large" and rows[0]["run"] == "1"


def test_check_reads_every_run_or_the_one_asked_for():
    data = run_json("check", TWO_RUNS, "--cluster", "dgx-h100")
    assert [r["ranks"] for r in data["runs"]] == [8, 16] and [r["run"] for r in data["runs"]] == [1, 2]
    data = run_json("check", TWO_RUNS, "--cluster", "dgx-h100", "--run", "2")
    assert [(r["run"], r["ranks"]) for r in data["runs"]] == [(2, 16)]


@pytest.mark.parametrize("args, message", [
    (["-n", "8"], "error: --workers: check takes N from the log"),
    (["--size", "1GB"], "error: --size: check compares the log's own sizes"),
    (["--ranks", "8"], "error: --ranks: "),
    (["--gpus-per-node", "2"], "error: --gpus-per-node: "),
    (["--collective", "all-gather"], "error: --collective: "),
])
def test_check_refuses_what_contradicts_the_log(args, message):
    result = run("check", LOG4, "--cluster", "dgx-h100", *args)
    assert result.exit_code == 2 and result.stderr.startswith(message), result.stderr


def test_check_of_a_missing_log_names_the_argument():
    result = run("check", "no-such.log", "--cluster", "dgx-h100")
    assert result.exit_code == 2 and result.stderr.startswith("error: LOG: "), result.stderr


def test_check_exits_0_whatever_it_finds():
    result = run("check", REAL_NCCL / "cscs_nocxihook_2node_8rank_excerpt.txt", "--cluster", "cscs-alps-gh200")
    assert result.exit_code == 0 and "TCP fallback" in result.stdout


def test_plot_expect_with_and_without_a_log(tmp_path):
    out = tmp_path / "e.svg"
    result = run("plot", "expect", *DGX16, "--max-size", "1GiB", "-o", out)
    assert result.exit_code == 0, result.output
    assert "busbw to expect" in out.read_text()
    result = run("plot", "expect", RING290, "--cluster", "dgx-h100", "-a", "ring", "-o", "-")
    assert result.exit_code == 0 and "<svg" in result.stdout and "measured / expected" in result.stdout


@pytest.mark.parametrize("args, message", [
    (["efficiency", "--cluster", "dgx-h100", "--model", "vgg16", "-t", "1"], "error: --cluster: the efficiency figure draws one link"),
    (["efficiency", "--tp", "2", "--model", "vgg16", "-t", "1"], "error: --tp: the efficiency figure draws one link"),
    (["breakdown", "--factor", "4", "--model", "vgg16", "-t", "1"], "error: --factor: applies to `plot expect`"),
    (["layout", "--min-size", "1MiB", "--model", "llama-3-8b"], "error: --min-size: applies to `plot expect`"),
    (["expect", "--cluster", "dgx-h100", "-n", "16", "--tp", "8"], "error: --tp: does not apply to the expect"),
    (["efficiency", str(LOG4), "--model", "vgg16", "-t", "1"], "error: LOG: only `plot expect` draws a log"),
    (["expect", "--cluster", "dgx-h100", "-n", "16", "--size", "1GB"], "error: --size: does not apply"),
    (["expect", "--cluster", "dgx-h100", "-n", "16", "--dtype", "bf16"], "error: --dtype: does not apply"),
    (["expect", str(RING290), "--cluster", "dgx-h100", "--max-size", "1GiB"], "error: --max-size: draws the log's"),
    (["expect", str(RING290), "--cluster", "dgx-h100", "-n", "8"], "error: --workers: "),  # plot names its own -n
])
def test_plot_refuses_cluster_options_and_logs_where_they_do_not_apply(tmp_path, args, message):
    out = tmp_path / "x.png"
    result = run("plot", *args, "-o", out)
    assert result.exit_code == 2 and result.stderr.startswith(message), result.stderr
    assert not out.exists()


def test_plot_keeps_its_defaults_for_the_other_kinds(tmp_path):
    out = tmp_path / "a.png"
    result = run("plot", "algorithms", "-n", "8", "--size", "1kB,1MB", "-o", out)  # (-a is refused there: issue 18)
    assert result.exit_code == 0 and "does not apply" not in result.stderr and out.exists()


@settings(max_examples=12, deadline=None)
@given(cluster=st.sampled_from(["dgx-h100", "p4d", "hgx-a100", "gcp-a3-mega"]), workers=st.integers(2, 40))
def test_check_reads_its_own_expected_table_as_expected_at_any_rank_count(tmp_path_factory, cluster, workers):
    """`expect --format nccl` and `check` round-trip at every N, a partial last node included: the rank lines name
    each rank's host, and check places the fullest host's count per node (12 ranks on DGX H100 were read as 2 nodes
    of 6 and called 'NIC bandwidth 33% below the expected')."""
    report = _round_trip(tmp_path_factory, cluster, workers, "64MiB")
    g = get_cluster(cluster).gpus_per_node
    assert report["verdict"] == "as expected", (report["ranks_per_node"], report["findings"])
    assert (report["ranks"], report["ranks_per_node"]) == (workers, min(workers, g))


def _every_cluster():
    from ringcalc.catalog.load import clusters

    return sorted(clusters())


@settings(max_examples=30, deadline=None)
@given(cluster=st.sampled_from(_every_cluster()), nodes=st.integers(1, 3), extra=st.integers(0, 71))
@example(cluster="gb200-nvl72", nodes=2, extra=27)  # -n 100: 72 + 28 ranks
def test_check_reads_its_own_expected_table_as_expected_on_every_catalog_cluster(tmp_path_factory, cluster, nodes,
                                                                                  extra):
    """``check`` of ``expect --cluster gb200-nvl72 -n 100 -f nccl`` said "faster than expected at large sizes
    (median 5.18 of the expected busbw)": a partial last NVLink domain was costed as one node of 72 GPUs on one
    tray's NICs. Every catalog cluster, every N (a partial last node or domain included) reads as expected."""
    entry = get_cluster(cluster)
    g = entry.scale_up_domain or entry.gpus_per_node  # a multi-node NVLink domain's GPUs, else a node's
    workers = max(2, (nodes - 1) * g + extra % g + 1)
    report = _round_trip(tmp_path_factory, cluster, workers, "16GiB")
    assert report["verdict"] == "as expected", (cluster, workers, report["findings"])


def _round_trip(tmp_path_factory, cluster: str, workers: int, max_size: str) -> dict:
    """``check`` of the log ``expect --format nccl`` writes for this cluster and N: the run's report."""
    log = tmp_path_factory.mktemp("roundtrip") / "expected.txt"
    result = run("expect", "--cluster", cluster, "-n", str(workers), "--max-size", max_size, "--factor", "16",
                 "--format", "nccl")
    assert result.exit_code == 0, result.output
    log.write_text(result.stdout)
    (report,) = run_json("check", str(log), "--cluster", cluster)["runs"]
    return report
