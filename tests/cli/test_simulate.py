"""``ringcalc simulate`` through typer's CliRunner."""

from __future__ import annotations


import pytest
from typer.testing import CliRunner

import ringcalc.cli.simulate  # noqa: F401  (registers the command)
from ringcalc.cli import app
from tests.cli_runner import one_line_error as _one_line_error, run, run_json

runner = CliRunner()


def sim_json(*args):
    return run_json("simulate", *args)


def test_json_keys_and_agreement():
    d = sim_json("-n", "8", "--elements", "4096", "--bandwidth", "100Gbps", "--latency", "5us")
    for key in ("workers", "elements", "result_matches", "bytes_sent_per_worker", "model_bytes_sent_per_worker",
                "simulated_time_s", "model_time_s", "max_abs_error"):
        assert key in d
    assert d["workers"] == 8 and d["elements"] == 4096 and d["result_matches"] is True
    assert d["bytes_sent_per_worker"] == d["model_bytes_sent_per_worker"] == [2 * 7 * 4096 * 4 // 8] * 8
    # 2(N-1) alpha + 2(N-1)/N K/B (Patarasuk & Yuan 2009): 14*5e-6 + 1.75*16384/12.5e9
    assert d["model_time_s"] == pytest.approx(14 * 5e-6 + 1.75 * 16384 / 12.5e9, rel=1e-12)
    assert d["simulated_time_s"] == pytest.approx(d["model_time_s"], rel=1e-12)


def test_slow_link_and_straggler():
    d = sim_json("-n", "6", "--elements", "600", "--slow-link", "4=10Gbps", "--bandwidth", "100Gbps",
                 "--straggler", "1=1ms")
    assert d["bottleneck_worker"] == 4 and d["time_match"] is None
    assert d["simulated_time_s"] > 1e-3 + d["model_time_s"]


@pytest.mark.parametrize("algo", ["rabenseifner", "binomial-tree", "naive", "parameter-server", "recursive-doubling",
                                  "reduce-scatter", "all-gather", "recursive-halving", "bruck", "double-binary-tree"])
def test_every_algorithm_runs(algo):
    op = [] if algo in ("all-gather", "bruck") else ["--op", "max"]  # nothing to combine: --op is refused there
    d = sim_json("-n", "6", "--elements", "96", "-a", algo, "--dtype", "int32", *op)
    # NCCL's trees run unpipelined: no time comparison (None), results and bytes exact
    assert d["result_matches"] and d["bytes_match"] and d["time_match"] is (None if algo == "double-binary-tree" else True)


def test_hierarchical_reports_intra_inter():
    d = sim_json("-n", "8", "--elements", "64", "-a", "hierarchical-ring", "--gpus-per-node", "4")
    assert d["bytes_sent_intra_per_worker"] == [2 * 3 * 64 * 4 // 4] * 8
    assert d["bytes_sent_inter_per_worker"] == [2 * 1 * 64 * 4 // 8] * 8


def test_table_and_show():
    res = runner.invoke(app, ["simulate", "-n", "3", "--elements", "3", "--dtype", "int64", "--show"])
    assert res.exit_code == 0, res.output
    assert "step 4/4: all-gather" in res.stdout and "3/3" in res.stdout
    res = runner.invoke(app, ["simulate", "-n", "5", "-a", "binomial-tree", "--show"])
    assert res.exit_code == 0 and "broadcast" in res.stdout


@pytest.mark.parametrize(
    "args,option",
    [
        (["-n", "0"], "--workers"),
        (["--elements", "1.5"], "--elements"),
        (["--op", "median"], "--op"),
        (["--dtype", "bf16"], "--dtype"),
        (["-a", "hypercube"], "--algorithm"),
        (["-n", "4", "--slow-link", "9=1Gbps"], "--slow-link"),
        (["-n", "4", "--slow-link", "fast"], "--slow-link"),
        (["-n", "20", "--show"], "--show"),
        (["-n", "6", "-a", "hierarchical-ring", "--gpus-per-node", "4"], "--gpus-per-node"),
        (["-n", "8", "--gpus-per-node", "4", "--nics-per-node", "5"], "--nics-per-node"),
        (["-n", "4096", "--elements", "1M"], "--elements"),
    ],
)
def test_bad_input_one_line_exit_2(args, option):
    res = runner.invoke(app, ["simulate", *args])
    assert res.exit_code == 2, res.output
    err = res.stderr.strip()
    assert err.startswith("error: " + option) and "\n" not in err and "Traceback" not in res.output


def test_two_level_network_options():
    # hierarchical ring on 2 nodes x 4 GPUs, NVLink-class intra links, 1 NIC per node (rails share it)
    d = sim_json("-n", "8", "--elements", "800", "-a", "hierarchical-ring", "--gpus-per-node", "4",
                 "--intra-bandwidth", "300GB/s", "--intra-latency", "1us", "--nics-per-node", "1",
                 "--bandwidth", "100Gbps", "--latency", "5us")
    assert d["time_match"] is True and d["gpus_per_node"] == 4 and d["nics_per_node"] == 1
    flat = sim_json("-n", "8", "--elements", "800", "--gpus-per-node", "4", "--intra-bandwidth", "300GB/s",
                    "--intra-latency", "1us", "--nics-per-node", "1", "--bandwidth", "100Gbps", "--latency", "5us")
    assert flat["time_match"] is None  # flat ring on a two-level network: no uniform closed form
    assert flat["simulated_time_s"] > d["simulated_time_s"]


def test_simulate_refuses_more_than_4096_workers_quickly():
    for n in (10_000, 100_000):
        r = run("simulate", "-n", n, "-k", "1")
        _one_line_error(r, "--workers", "4,096", "ringcalc time")


def test_simulate_step_log_limit_counts_messages():
    from ringcalc.executor.budget import MAX_STEP_LOG_MESSAGES, step_log_messages

    r = run("simulate", "-n", 4096, "-k", "1")  # a ring of 4096: 2*4096*4095 messages, ~4.7 GB of step log
    _one_line_error(r, "--workers", "step log", "ringcalc time")
    assert step_log_messages("ring", 4096) > MAX_STEP_LOG_MESSAGES >= step_log_messages("ring", 2048)
    assert step_log_messages("recursive-doubling", 4096) < MAX_STEP_LOG_MESSAGES


@pytest.mark.parametrize("algorithm,n,g", [("ring", 13, 1), ("naive", 16, 1), ("hierarchical-ring", 24, 8),
                                           ("binomial-tree", 24, 1), ("rabenseifner", 13, 1),
                                           ("recursive-doubling", 24, 1), ("parameter-server", 16, 1),
                                           ("reduce-scatter", 16, 1), ("all-gather", 13, 1)])
def test_step_log_estimate_bounds_the_executor(algorithm, n, g):
    from ringcalc.executor.budget import step_log_messages
    from ringcalc.executor.check import random_buffers
    from ringcalc.executor.registry import run as execute

    log = execute(algorithm, random_buffers(n, 2 * n * g), gpus_per_node=g).log
    assert sum(len(r.src) for r in log) <= step_log_messages(algorithm, n, g)


@pytest.mark.parametrize("option,a,b", [("--slow-link", "3=1Gbps", "3=2Gbps"), ("--straggler", "3=1ms", "3=2ms")])
def test_simulate_repeated_rank_is_an_error(option, a, b):
    r = run("simulate", "-n", 8, option, a, option, b)
    _one_line_error(r, option, "rank 3 is given twice")


def test_straggler_example_is_a_time():
    r = run("simulate", "-n", 8, "--straggler", "3")
    _one_line_error(r, "--straggler", "3=1ms")
    assert "Gbps" not in r.output
