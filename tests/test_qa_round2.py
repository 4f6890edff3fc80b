"""QA round 2: sweep without a closed-form inverse, output paths, simulate limits, memory algorithms, sweep notes."""

from __future__ import annotations

import json
import math
import os

import pytest
from typer.testing import CliRunner

import ringcalc
from ringcalc import plot, report
from ringcalc.numeric import memory
from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.sweep import sweep
from ringcalc.planning.zero_setup import MemorySetup

runner = CliRunner()


def run(*args):
    return runner.invoke(app, [str(a) for a in args])


# ------------------------------------------------ 1. required bandwidth of models without a closed-form inverse

FLAT = dict(model="vgg16", algorithm="flat-ring", gpus_per_node=8, intra_bandwidth="nvlink4", step_time=0.2)


def test_flat_ring_sweep_required_bandwidth_equals_the_solver():
    df = sweep(workers="8,16,64,1024", bandwidth="100GbE", latency="0,5us", target_efficiency="50%,90%,99%", **FLAT)
    assert len(df) == 4 * 2 * 3
    solved = 0
    for _, row in df.iterrows():
        s = Scenario(workers=int(row.workers), bandwidth="100GbE", latency=row.latency_s, **FLAT)
        try:
            need = s.required_bandwidth(row.target_efficiency).required_bandwidth_bytes_per_s
        except RingcalcError:
            assert math.isnan(row.required_bandwidth_bytes_per_s)
        else:
            solved += 1
            assert row.required_bandwidth_bytes_per_s == pytest.approx(need, rel=1e-9)  # as tests/test_sweep.py
    assert 0 < solved < len(df)  # both reachable and unreachable targets are exercised


def test_flat_ring_sweep_cli_matches_bandwidth_cli():
    # the QA command; `ringcalc bandwidth` gives 5.84 GB/s for it (solver/bandwidth.py, numeric bisection)
    common = ["--model", "vgg16", "-a", "flat-ring", "--workers", "16", "--gpus-per-node", "8",
              "--intra-bandwidth", "nvlink4", "--step-time", "0.2"]
    r = run("sweep", *common, "--bandwidth", "100GbE", "--target-efficiency", "90%", "-f", "json")
    assert r.exit_code == 0, r.output
    got = json.loads(r.stdout)[0]["required_bandwidth_bytes_per_s"]
    b = run("bandwidth", *common, "--efficiency", "90%", "--format", "json")
    assert b.exit_code == 0, b.output
    want = json.loads(b.stdout)["required_bandwidth_bytes_per_s"]
    assert got == pytest.approx(want, rel=1e-9)
    assert got == pytest.approx(5.84e9, rel=1e-3)


def test_flat_ring_required_bandwidth_meets_the_target_and_one_worker_needs_none():
    one = ringcalc.sweep(workers="1", bandwidth="100GbE", target_efficiency="90%", **dict(FLAT, gpus_per_node=1))
    assert one.required_bandwidth_bytes_per_s.tolist() == [0.0]
    need = ringcalc.sweep(workers="16", bandwidth="100GbE", target_efficiency="90%", **FLAT).required_bandwidth_bytes_per_s[0]
    at = Scenario(workers=16, bandwidth=need, **FLAT).efficiency().efficiency
    below = Scenario(workers=16, bandwidth=need * (1 - 1e-6), **FLAT).efficiency().efficiency
    assert at >= 0.9 * (1 - 1e-12) > below


# ------------------------------------------------ 2. unwritable output paths


@pytest.fixture
def a_file(tmp_path):
    f = tmp_path / "somefile"
    f.write_text("x")
    return f


def _one_line_error(r, *needles):
    assert r.exit_code != 0
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    text = r.output.strip()
    assert "Traceback" not in text and len(text.splitlines()) == 1, text
    for needle in needles:
        assert needle in text, text


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs Linux /proc")
def test_plot_and_sweep_to_proc_are_one_line_errors():
    r = run("plot", "efficiency", "--size", "1GB", "--step-time", "0.2", "-o", "/proc/x.png")
    _one_line_error(r, "--out", "cannot write", "/proc")
    r = run("sweep", "--size", "1GB", "--workers", "8", "--bandwidth", "100GbE", "--out", "/proc/x.csv")
    _one_line_error(r, "--out", "cannot write", "/proc")


def test_parent_that_is_a_file_is_named(a_file):
    r = run("plot", "efficiency", "--size", "1GB", "--step-time", "0.2", "-o", a_file / "x.png")
    _one_line_error(r, "--out", "is a file, not a directory")
    r = run("sweep", "--size", "1GB", "--workers", "8", "--bandwidth", "100GbE", "--out", a_file / "sub" / "x.csv")
    _one_line_error(r, "--out", "is a file, not a directory")


def test_missing_directory_and_directory_target(tmp_path):
    df = sweep(size="1GB", workers="8", bandwidth="100GbE")
    with pytest.raises(RingcalcError, match="does not exist"):
        report.write(df, tmp_path / "nope" / "x.csv")
    with pytest.raises(RingcalcError, match="is a directory"):
        report.write(df, tmp_path)
    assert list(tmp_path.iterdir()) == []  # no temporary file left behind


def test_write_oserror_becomes_ringcalc_error(tmp_path, monkeypatch):
    def refuse(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    df = sweep(size="1GB", workers="8", bandwidth="100GbE")
    with pytest.raises(RingcalcError, match="No space left on device") as err:
        report.write(df, tmp_path / "x.csv")
    assert err.value.option == "out"
    fig = plot.efficiency_vs_workers(None, size="1GB", step_time=0.2, links="100GbE", workers="8,16")
    with pytest.raises(RingcalcError, match="No space left on device"):
        plot.save(fig, tmp_path / "x.png")
    assert list(tmp_path.iterdir()) == []


# ------------------------------------------------ 3. simulate limits and repeated ranks


def test_simulate_refuses_more_than_4096_workers_quickly():
    for n in (10_000, 100_000):
        r = run("simulate", "-n", n, "-k", "1")
        _one_line_error(r, "--workers", "4,096", "ringcalc time")


def test_simulate_step_log_limit_counts_messages():
    from ringcalc.cli.simulate import MAX_STEP_LOG_MESSAGES, step_log_messages

    r = run("simulate", "-n", 4096, "-k", "1")  # a ring of 4096: 2*4096*4095 messages, ~4.7 GB of step log
    _one_line_error(r, "--workers", "step log", "ringcalc time")
    assert step_log_messages("ring", 4096) > MAX_STEP_LOG_MESSAGES >= step_log_messages("ring", 2048)
    assert step_log_messages("recursive-doubling", 4096) < MAX_STEP_LOG_MESSAGES


@pytest.mark.parametrize("algorithm,n,g", [("ring", 13, 1), ("naive", 16, 1), ("hierarchical-ring", 24, 8),
                                           ("binomial-tree", 24, 1), ("rabenseifner", 13, 1),
                                           ("recursive-doubling", 24, 1), ("parameter-server", 16, 1),
                                           ("reduce-scatter", 16, 1), ("all-gather", 13, 1)])
def test_step_log_estimate_bounds_the_executor(algorithm, n, g):
    from ringcalc.cli.simulate import step_log_messages
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


# ------------------------------------------------ 4. memory: algorithm families, zero activations


def run_json(*args):
    r = run(*args, "--format", "json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


@pytest.mark.parametrize("algorithm", ["rabenseifner", "recursive-halving"])
def test_memory_rabenseifner_family_uses_its_parts(algorithm):
    rows = run_json("memory", "--model", "llama-2-7b", "-n", 16, "--bandwidth", "100GbE", "--algorithm", algorithm)
    by_stage = {r["stage"]: r for r in rows}
    setup = MemorySetup.from_options(model="llama-2-7b", bandwidth="100GbE")
    psi = setup.params
    n, bw = 16, 12.5e9
    from ringcalc import numeric

    def t(algo, coll, k):
        return float(numeric.evaluate("time", {"N": n, "K": k, "B": bw, "alpha": 0.0, "gamma": 0.0}, algo, coll))

    # mixed precision: 2-byte gradients and parameters (ZeRO, Rajbhandari et al. 2020)
    grads = params = 2 * psi
    assert by_stage[0]["comm_time_s"] == pytest.approx(t("rabenseifner", "all-reduce", grads), rel=1e-12)
    assert by_stage[1]["comm_time_s"] == pytest.approx(
        t("recursive-halving", "reduce-scatter", grads) + t("recursive-doubling", "all-gather", params), rel=1e-12)


@pytest.mark.parametrize("algorithm", ["binomial-tree", "naive", "hierarchical-ring"])
def test_memory_unsupported_algorithm_lists_the_supported_ones(algorithm):
    r = run("memory", "--model", "llama-2-7b", "-n", 16, "--bandwidth", "100GbE", "--algorithm", algorithm)
    _one_line_error(r, "--algorithm", "supported: ring", "rabenseifner", "recursive-halving", "recursive-doubling")
    assert "did you mean" not in r.output


def test_every_memory_family_has_models():
    for name in memory.ALGORITHM_FAMILIES:
        for collective, algo in memory.collective_algorithms(name).items():
            assert algo in ringcalc.numeric.algorithms(collective)


@pytest.mark.parametrize("value", ["-1GB", "-1", "-0.5 GiB"])
def test_negative_activations_say_zero_or_more(value):
    r = run("memory", "--model", "llama-2-7b", "-n", 16, f"--activations={value}")
    _one_line_error(r, "--activations", "zero or more")


@pytest.mark.parametrize("value", ["0", "0GB", "0 GiB", "0.0"])
def test_zero_activations_are_none(value):
    setup = MemorySetup.from_options(model="llama-2-7b", activations=value)
    assert setup.activation_bytes == 0.0
    with pytest.raises(RingcalcError, match="not a size unit"):
        MemorySetup.from_options(model="llama-2-7b", activations="0 parsecs")


# ------------------------------------------------ 5. sweep notes for rows without results


def test_sweep_notes_rows_where_g_does_not_divide_n():
    r = run("sweep", "--size", "1GB", "-a", "hierarchical-ring", "--workers", "8,12,20", "--gpus-per-node", 8,
            "--bandwidth", "100GbE", "--intra-bandwidth", "nvlink4")
    assert r.exit_code == 0, r.output
    note = [line for line in r.output.splitlines() if line.startswith("note:")]
    assert len(note) == 1 and "2 rows have no results" in note[0], r.output
    assert "N=12 with G=8" in note[0] and "N=20 with G=8" in note[0] and "must divide" in note[0]
    ok = run("sweep", "--size", "1GB", "-a", "hierarchical-ring", "--workers", "8,16", "--gpus-per-node", 8,
             "--bandwidth", "100GbE", "--intra-bandwidth", "nvlink4")
    assert "no results" not in ok.output
