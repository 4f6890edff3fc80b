"""The planning commands ``time`` and ``max-workers`` through typer's CliRunner (ringcalc/cli/plan.py)."""

from __future__ import annotations


import pytest
from typer.testing import CliRunner

from ringcalc.cli import app
from ringcalc.planning.scenario import Scenario
from ringcalc.units import MAX_WORKERS
from tests.cli_runner import run_json

runner = CliRunner()


MW = ("max-workers", "--size", "100MB", "-b", "100GbE", "-t", "0.1", "-e", "80%", "--latency", "5us")


def test_max_workers_rabenseifner_stays_within_the_tool_limit_and_says_only_powers_of_two():
    data = run_json(*MW, "-a", "rabenseifner")
    assert data["max_workers"] <= MAX_WORKERS  # QA: 2**50 before
    assert data["max_workers"] == 2**26  # the largest power of two <= 1e8; 2**26 + 1 .. 1e8 miss the target
    assert data["failing_below"][0] == [5, 7]
    assert any("only powers of two" in note for note in data["notes"])


def test_max_workers_recursive_doubling_lists_the_gap_below_the_answer():
    data = run_json(*MW, "-a", "recursive-doubling")
    assert data["max_workers"] == 8
    assert data["failing_below"] == [[5, 7]]
    assert any("5..7" in note for note in data["notes"])
    s = Scenario(size="100MB", workers=2, bandwidth="100GbE", step_time=0.1, latency="5us",
                 algorithm="recursive-doubling")
    assert all(s.replace(workers=n).efficiency().efficiency < 0.8 for n in (5, 6, 7))
    assert s.replace(workers=8).efficiency().efficiency >= 0.8


def test_max_workers_double_binary_tree_is_not_called_unbounded_at_the_search_limit():
    data = run_json(*MW, "-a", "double-binary-tree")
    assert data["unbounded"] is False and data["beyond_limit"] is True
    assert data["max_workers"] <= MAX_WORKERS
    r = runner.invoke(app, [*MW, "-a", "double-binary-tree"])
    assert "unbounded" not in r.stdout and "or more" in r.stdout


def test_time_split_is_labelled_as_what_bandwidth_cannot_remove():
    args = ["time", "-a", "hierarchical-ring", "--size", "1GB", "-n", "16", "-b", "100GbE", "--gpus-per-node", "8",
            "--intra-bandwidth", "nvlink4", "--intra-efficiency", "1", "--latency", "0", "--intra-latency", "0"]
    data = run_json(*args)
    assert "latency_time_s" not in data
    intra = 2 * 7 / 8 * 1e9 / 450e9  # intra-node reduce-scatter + all-gather at 450 GB/s (all of it), latency 0
    assert data["min_comm_time_s"] == pytest.approx(intra, rel=1e-12)
    assert data["bandwidth_time_s"] == pytest.approx(data["comm_time_s"] - intra, rel=1e-12)
    r = runner.invoke(app, args)
    assert "of which latency" not in r.stdout and "scale-up transfers" in r.stdout


def test_one_worker_time_and_compare_do_not_crash():
    from typer.testing import CliRunner

    from ringcalc.cli import app

    runner = CliRunner()
    for args in (["time", "--size", "1GB", "-n", "1", "--bandwidth", "100GbE"],
                 ["compare", "--size", "1GB", "-n", "1", "--bandwidth", "100GbE"]):
        for fmt in ("table", "json"):
            result = runner.invoke(app, [*args, "-f", fmt])
            assert result.exit_code == 0, result.output
    data = __import__("json").loads(runner.invoke(app, ["time", "--size", "1GB", "-n", "1", "-b", "100GbE", "-f", "json"]).stdout)
    assert data["comm_time_s"] == 0 and data["busbw_bytes_per_s"] == 0


@pytest.mark.parametrize("cluster", ["dgx-h100", "hgx-a100", "p4d-24xlarge"])
def test_report_on_a_cluster_runs_on_its_nics_not_the_seed_s_1gbe(cluster):
    """``report --cluster`` took the seed's 1 GbE default for the NIC rate (2.8% on a DGX H100): the cluster's NICs
    are the network, as in ``efficiency``; a single-node row's required rate is 'any' (0 in JSON)."""
    common = ["-m", "llama-3-8b", "--dtype", "bf16", "--cluster", cluster, "-n", "64", "-t", "1"]
    report = run_json("report", *common, "--up-to", "64")
    eff = run_json("efficiency", *common)
    assert report["efficiency"]["efficiency"] == pytest.approx(eff["efficiency"], rel=1e-12)
    assert report["scenario"]["bandwidth_bytes_per_s"] == eff["bandwidth_bytes_per_s"] > 125e6
    one_node = [r for r in report["scaling"] if r["workers"] <= 8 and r["efficiency"] >= 0.9]  # NICs unused
    assert all(r["required_bandwidth_bytes_per_s"] == 0 for r in one_node)
    table = " ".join(runner.invoke(app, ["report", *common, "--up-to", "64"]).stdout.split())
    assert ("every rate meets" in table) == bool(one_node) and "0 B/s" not in table


def test_report_says_any_bandwidth_in_its_header_as_in_its_table():
    """One worker needs no bandwidth: the header's row said 0 B/s where the scaling table says "any"."""
    out = runner.invoke(app, ["report", "--model", "vgg16", "-t", "0.5", "-b", "25GbE", "-n", "1"], terminal_width=200)
    assert out.exit_code == 0, out.output
    rows = [line for line in out.output.splitlines() if "bandwidth for 90%" in line]
    assert len(rows) == 2 and all("0 B/s" not in r for r in rows) and all("any" in r for r in rows[:1]), rows
