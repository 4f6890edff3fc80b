"""``--verify``: the executor cross-checks the generated model behind efficiency and time (issue 4)."""

import json

import pytest
from typer.testing import CliRunner

from ringcalc import Scenario, numeric
from ringcalc.cli import app
from ringcalc.executor.crosscheck import crosscheck

runner = CliRunner()


@pytest.mark.parametrize("algorithm", ["ring", "parameter-server", "naive", "binomial-tree", "recursive-doubling", "rabenseifner"])
@pytest.mark.parametrize("workers", [1, 2, 3, 5, 6, 8, 12])
def test_every_executable_allreduce_agrees_with_its_model(algorithm, workers):
    s = Scenario(model="resnet50", workers=workers, bandwidth="25GbE", latency="3 us", gamma=2e-11, algorithm=algorithm)
    check = crosscheck(s)
    assert check.ok, check.to_dict()


@pytest.mark.parametrize("collective", ["reduce-scatter", "all-gather"])
def test_ring_halves_agree(collective):
    assert crosscheck(Scenario(size="10 MB", workers=7, bandwidth="100Gbps", latency="2us", collective=collective)).ok


def test_hierarchical_ring_agrees():
    s = Scenario(size="64 MB", workers=16, bandwidth="100GbE", latency="5us", algorithm="hierarchical-ring",
                 gpus_per_node=8, intra_bandwidth="nvlink4", intra_latency="1us")
    assert crosscheck(s).ok


@pytest.mark.parametrize("command", [["efficiency", "-t", "0.55"], ["time"]])
def test_cli_verify_json(command):
    result = runner.invoke(app, [command[0], "--model", "vgg16", "-n", "4", "-b", "1GbE", *command[1:], "--verify", "-f", "json"])
    assert result.exit_code == 0, result.output
    check = json.loads(result.stdout)["verify"]
    assert check["ok"] and check["bytes_match"] and check["time_match"] and check["result_matches"]


def test_verify_fails_when_the_model_is_wrong(monkeypatch):
    real = numeric.evaluate

    def skewed(quantity, *args, **kwargs):
        value = real(quantity, *args, **kwargs)
        return value * 1.01 if quantity == "time" else value

    monkeypatch.setattr(numeric, "evaluate", skewed)
    result = runner.invoke(app, ["time", "--model", "vgg16", "-n", "4", "-b", "1GbE", "--verify"])
    assert result.exit_code == 1
    assert "disagree" in result.stderr


def test_verify_refuses_what_the_executor_cannot_run():
    result = runner.invoke(app, ["time", "--model", "vgg16", "-n", "4", "-b", "1GbE", "-a", "binomial-tree", "--collective",
                                 "broadcast", "--verify"])
    assert result.exit_code == 2 and "executor does not run" in result.stderr


def test_verify_runs_the_implementation_schedules():
    # NCCL's trees: bytes checked, the pipelined time is not the executor's (time_match None); MPICH's schedules: all
    for args in (["-a", "double-binary-tree"], ["-a", "recursive-halving", "--collective", "reduce-scatter"],
                 ["-a", "bruck", "--collective", "all-to-all"]):
        result = runner.invoke(app, ["time", "--size", "1MB", "-n", "12", "-b", "1GbE", *args, "--verify", "-f", "json"])
        assert result.exit_code == 0, (args, result.output)
        check = json.loads(result.stdout)["verify"]
        assert check["ok"] and check["bytes_match"] and check["time_match"] is (None if "double" in args[1] else True)


@pytest.mark.parametrize("algorithm,workers", [("ring", 16), ("double-binary-tree", 24), ("hierarchical-ring", 32),
                                               ("nvls-tree", 16), ("auto", 64)])
def test_cluster_verify_runs_on_the_simulated_cluster(algorithm, workers):
    result = runner.invoke(app, ["time", "--size", "1GB", "-n", str(workers), "--cluster", "dgx-h100", "-a", algorithm,
                                 "--sharp", "yes", "--verify", "-f", "json"])
    assert result.exit_code == 0, result.output
    check = json.loads(result.stdout)["verify"]
    assert check["ok"] and check["result_matches"] and check["bytes_match"] and check["model"].endswith("@cluster")
    assert check["placement"].startswith(f"{workers} ranks on {workers // 8} nodes of 8")
    assert check["bandwidth_match"] in (True, None)  # None: in-network reduction, bytes only


def test_cluster_verify_table_names_each_link_class():
    result = runner.invoke(app, ["time", "--size", "1GB", "-n", "16", "--cluster", "dgx-h100", "-a", "ring", "--verify"])
    assert result.exit_code == 0, result.output
    for row in ("scale-up per GPU / model", "NICs per node / model", "busiest NIC / model", "bandwidth time / model",
                "steps intra + inter / NCCL's count"):
        assert row in result.stdout
    # the ring's executed hops are not NCCL's count (which the model keeps): the verdict names it instead of "agree"
    assert "explained" in result.stdout and "the steps do not" in result.stdout


def test_cluster_verify_fails_when_the_model_is_wrong(monkeypatch):
    real = numeric.evaluate

    def skewed(quantity, params, algorithm="ring", *args, **kwargs):
        value = real(quantity, params, algorithm, *args, **kwargs)
        return value * 1.01 if quantity == "time" and str(algorithm).endswith("@cluster") else value

    monkeypatch.setattr(numeric, "evaluate", skewed)
    result = runner.invoke(app, ["time", "--size", "1GB", "-n", "16", "--cluster", "dgx-h100", "-a", "ring", "--verify"])
    assert result.exit_code == 1 and "disagree" in result.stderr


def test_cluster_verify_refuses_what_the_executor_cannot_run():
    result = runner.invoke(app, ["time", "--size", "1GB", "-n", "16", "--cluster", "dgx-h100", "--collective",
                                 "all-gather", "--verify"])
    assert result.exit_code == 2 and "does not run ring all-gather on a cluster" in result.stderr
