"""``ringcalc simulate --cluster``: an all-reduce on a simulated cluster against the cluster model."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import ringcalc.cli.simulate  # noqa: F401  (registers the command)
from ringcalc.cli import app

runner = CliRunner()


def sim(*args):
    return runner.invoke(app, ["simulate", *args])


@pytest.mark.parametrize("algorithm,n", [("ring", 16), ("double-binary-tree", 24), ("hierarchical-ring", 16),
                                         ("nvls", 8), ("nvls-tree", 32), ("auto", 16)])
def test_runs_and_agrees(algorithm, n):
    res = sim("-n", str(n), "--cluster", "dgx-h100", "-a", algorithm, "-k", "4096", "-f", "json")
    assert res.exit_code == 0, res.output
    d = json.loads(res.stdout)
    assert d["result_matches"] and d["bytes_match"] and d["even_chunks"] and d["ok"]
    assert d["model"].endswith("@cluster") and d["placement"].startswith(f"{n} ranks on")


def test_layout_options_override_the_cluster():
    d = json.loads(sim("-n", "16", "--cluster", "dgx-h100", "--gpus-per-node", "4", "--nics-per-node", "2",
                       "--bandwidth", "100Gbps", "-k", "2048", "-f", "json").stdout)
    assert (d["gpus_per_node"], d["nics_per_node"], d["nodes"], d["channels"]) == (4, 2, 4, 2)
    assert d["nic_bytes_per_nic"] == pytest.approx(2 * 15 / 16 * 2048 * 4 / 2)


def test_a_partial_node_agrees_with_the_model():
    # 12 ranks on nodes of 8: the last node's 4 GPUs use 4 NICs, each carrying two of the 8 rings; the model charges
    # the rings to the last node's NICs (it charged one ring per NIC before this check showed the difference)
    res = sim("-n", "12", "--cluster", "dgx-h100", "-k", "96")
    assert res.exit_code == 0, res.output
    assert "busiest NIC / model" in res.stdout and "differs" not in res.stdout and "the last node holds 4" in res.stdout


def test_uneven_chunks_are_said_and_not_failed():
    res = sim("-n", "16", "--cluster", "dgx-h100", "-k", "1001")
    assert res.exit_code == 0 and "not a multiple of 128" in res.stdout


@pytest.mark.parametrize("args,message", [
    (["--straggler", "1=1ms"], "--straggler applies to the per-link simulation"),
    (["--slow-link", "1=1Gbps"], "--slow-link applies to the per-link simulation"),
    (["--show"], "--show applies to the per-link simulation"),
    (["-a", "rabenseifner"], "runs all-reduce with ring"),
    (["--cluster", "no-such-cluster"], "cluster"),
])
def test_refusals(args, message):
    base = ["-n", "8", "--cluster", "dgx-h100"]
    if "--cluster" in args:
        base = ["-n", "8"]
    res = sim(*base, *args)
    assert res.exit_code == 2 and message in res.stderr and res.stderr.count("\n") == 1
