"""``ringcalc memory`` through typer's CliRunner, and its cold start without sympy."""

import subprocess
import sys

import pytest
from typer.testing import CliRunner

from ringcalc.planning.zero_setup import MemorySetup
from tests.paths import ROOT
from tests.cli_runner import one_line_error as _one_line_error, run, run_json

runner = CliRunner()
ZERO = ["memory", "--params", "7.5B", "-n", "64", "--convention", "paper"]  # ZeRO paper Figure 1 (Rajbhandari et al. 2020)


def test_json_has_the_issue_keys_and_zero_paper_values():
    data = run_json(*ZERO)
    assert [row["stage"] for row in data] == [0, 1, 2, 3]
    for row in data:
        for key in ("stage", "bytes_per_device", "params_bytes", "grads_bytes", "optimizer_bytes", "fits",
                    "comm_bytes_per_step"):
            assert key in row
    # Figure 1 of the ZeRO paper: 120, 31.4, 16.6, 1.9 GB
    assert [round(row["bytes_per_device"] / 1e9, 1) for row in data] == [120.0, 31.4, 16.6, 1.9]
    assert [row["comm_volume_ratio"] for row in data] == pytest.approx([1, 1, 1, 1.5])


def test_single_stage_with_gpu_time_and_efficiency():
    (row,) = run_json(*ZERO, "--zero", "3", "--gpu", "a100-40gb", "--bandwidth", "100Gbps", "--step-time", "2s")
    assert row["stage"] == 3 and row["fits"] is True
    assert row["gpu_memory_bytes"] == 40 * 2**30
    assert row["efficiency"] == pytest.approx(2 / (2 + row["comm_time_s"]))
    # bandwidth term only: 3 collectives of 15 GB, each (N-1)/N * K / B with B = 12.5 GB/s
    assert row["comm_time_s"] == pytest.approx(3 * 63 / 64 * 15e9 / 12.5e9, rel=1e-12)


def test_table_states_headroom_and_fit():
    result = run(*ZERO, "--gpu", "v100-32gb")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "10% headroom" in out and "32 GiB" in out and "31.406 GB" in out
    assert "least traffic that fits: stage 2" in out
    data = run_json(*ZERO, "--gpu", "v100-32gb")
    assert [row["fits"] for row in data] == [False, False, True, True]
    assert [row["recommended"] for row in data] == [False, False, True, False]  # stage 2 moves less than stage 3
    assert all(row["recommended"] is None for row in run_json(*ZERO))  # no GPU: no fit, no recommendation


def test_explain_prints_redundancy_next_to_allgather_traffic():
    result = run(*ZERO, "--explain")
    assert result.exit_code == 0, result.output
    # 15 GB of bf16 parameters on 64 workers: (N-1)V = 945 GB, the traffic of one all-gather of them
    assert "redundancy (N-1)·V = 945 GB" in result.stdout
    assert "all-gather traffic 945 GB per all-gather" in result.stdout


def test_min_workers_answers_the_planner_question():
    args = ["memory", "--model", "llama-2-70b", "--min-workers", "--gpu", "H100-80GB", "--bandwidth", "400Gbps",
            "--step-time", "10s"]
    data = run_json(*args)
    # DeepSpeed's estimate: 4 x largest layer + 18 B/param / N (deepspeed/runtime/zero/stage3.py, commit edaa722)
    assert [row["min_workers"] for row in data] == [None, None, None, 17]
    assert [row["min_workers"] for row in run_json(*args, "--convention", "paper")] == [None, None, None, 15]
    assert data[3]["fits"] is True and data[3]["efficiency"] is not None
    assert [row["recommended"] for row in data] == [False, False, False, True]
    assert data[0]["bytes_per_device"] is None and data[0]["fits"] is False and "never fits" in data[0]["notes"][0]
    table = run(*args)
    assert table.exit_code == 0 and "fewest GPUs: stage 3" in table.stdout


def test_memory_takes_the_layout_and_answers_does_it_fit_and_at_what_efficiency():
    # Llama 3 405B as Grattafiori et al. 2024 Table 4 ran it: TP8 x PP16 x DP64 on 8,192 H100, 2048 sequences of 8K
    base = ["memory", "--model", "llama-3.1-405b", "--gpu", "h100", "--tp", "8", "--pp", "16", "-n", "8192",
            "--global-batch", "2048", "--zero", "1"]
    (row,) = run_json(*base)
    assert row["layout"]["dp"] == 64 and row["layout"]["tp"] == 8
    # states of the most loaded pipeline stage split over tp = 8: 126 layers on 16 stages put ceil(126/16) = 8 layers
    # on each middle stage and 7 with the embedding or output head on each end one (Grattafiori et al. 2024 sec.
    # 3.3.2); one layer holds (405.85e9 - 2 x 128,256 x 16,384 embedding and head - 16,384 final norm) / 126
    layer = (405_853_388_800 - 2 * 128_256 * 16_384 - 16_384) / 126
    assert row["params_bytes"] == pytest.approx(2 * 8 * layer / 8, rel=1e-12)  # bf16 weights
    assert row["grads_bytes"] == pytest.approx(4 * 8 * layer / 8, rel=1e-12)  # fp32 gradient partition, ZeRO-1
    # Korthikanti et al. 2022 Table 2, selective recomputation with SP: 34 s b h L / t for a GPT layer, one sequence per
    # microbatch; Llama 3 405B's shape (8 KV heads of 128: K, V 4 x 1024 / 16384; gated MLP of 53248 = 3.25h: 3 + 6 x
    # 3.25) counts 7.25 + 4 + 22.5 = 33.75 in its place (ringcalc.symbolic.workload.act_per_token_unit)
    assert row["activation_bytes"] == pytest.approx(33.75 * 8192 * 16384 * 126 / 8, rel=1e-12)
    full = run_json(*base, "--recompute", "full")[0]
    # full recomputation keeps each layer's input, sequence-split over tp (Korthikanti 2sbh, / t with SP)
    assert full["activation_bytes"] == pytest.approx(2 * 8192 * 16384 * 126 / 8, rel=1e-12)
    assert full["fits"] is True and row["fits"] is False
    # a layout's collectives other than data parallel need the cluster model: no time is promised
    (timed,) = run_json(*base, "--bandwidth", "400Gbps", "--recompute", "full")
    assert timed["comm_time_s"] is None and "give --cluster" in " ".join(timed["notes"])  # the reason, not a generic note


def test_memory_efficiency_target_with_ts_from_flops():
    args = ["memory", "--model", "llama-2-7b", "-n", "64", "--zero", "3", "--gpu", "a100-80gb", "--bandwidth", "100GbE",
            "--global-batch", "256", "--mfu", "0.5"]
    (row,) = run_json(*args, "-e", "50%")
    # Ts from FLOPs: 46,084,915,200 FLOPs/token x 256 x 4096 tokens / (64 x 312 TFLOP/s x 0.5)
    assert row["step_time_s"] == pytest.approx(46_084_915_200 * 256 * 4096 / (64 * 312e12 * 0.5), rel=1e-12)
    assert row["meets_target"] == (row["efficiency"] >= 0.5)


@pytest.mark.parametrize(
    "args, code, text",
    [
        (["-n", "0"], 2, "--workers"),
        (["-n", "8", "--gpu", "H1000"], 2, "--gpu: unknown accelerator"),
        (["-n", "8", "--gpu", "h100-80gb", "--activations", "100GB"], 2, "--activations"),
        (["-n", "8", "--zero", "5"], 2, "--zero"),
        (["-n", "8", "--gpu", "h100-80gb", "--headroom", "50"], 2, "did you mean 50%?"),
        (["-n", "8", "--headroom", "20%"], 2, "give --gpu too"),
        (["-n", "8", "-t", "1"], 2, "needs --bandwidth"),
        (["-n", "8", "--latency", "5us"], 2, "needs --bandwidth"),
        (["-n", "8", "--gamma", "1e-11"], 2, "needs --bandwidth"),
        (["-n", "8", "--bandwidth", "fast"], 2, "--bandwidth"),
        ([], 2, "missing worker count"),
        (["--min-workers"], 2, "--gpu"),
        (["-n", "8", "--min-workers", "--gpu", "h100-80gb"], 2, "not both"),
    ],
)
def test_errors_are_one_line_with_exit_codes(args, code, text):
    result = run("memory", "--params", "7.5B", *args)
    assert result.exit_code == code, result.output
    assert text in result.stderr and result.stderr.count("\n") == 1 and "Traceback" not in result.output


def test_nothing_fits_exits_1():
    result = run("memory", "--model", "gpt3-175b", "--min-workers", "--gpu", "t4", "--activations", "15GB", "--zero", "2",
                 "--convention", "paper")
    assert result.exit_code == 1, result.output
    assert "never fits" in result.stderr


def test_memory_command_does_not_import_sympy():
    code = (
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from ringcalc.cli import app\n"
        "r = CliRunner().invoke(app, ['memory', '--model', 'llama-2-70b', '--min-workers', '--gpu', 'h100-80gb',"
        " '-b', '400Gbps', '-t', '10s', '-f', 'json'])\n"
        "assert r.exit_code == 0, r.output\n"
        "print(sorted(m for m in ('sympy', 'pandas', 'matplotlib') if m in sys.modules))\n"
    )
    root = ROOT
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


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


@pytest.mark.parametrize("value", ["-1GB", "-1", "-0.5 GiB"])
def test_negative_activations_say_zero_or_more(value):
    r = run("memory", "--model", "llama-2-7b", "-n", 16, f"--activations={value}")
    _one_line_error(r, "--activations", "zero or more")


@pytest.mark.parametrize("ts", [["--step-time", "5s", "--global-batch", "64"], ["--global-batch", "64", "--mfu", "0.5"]])
def test_memory_on_a_cluster_costs_the_layout_s_step_as_efficiency_does_at_its_wire_dtype(ts):
    """A cluster is the network (``--step-time`` was refused for want of ``--bandwidth``), and the step memory gives
    a stage is `ringcalc efficiency --dtype bf16` with the same options (the note's pointer reproduces it)."""
    layout = ["--model", "llama-3-70b", "--cluster", "dgx-h100", "-n", "64", "--tp", "8", "--pp", "2", "--gpu", "h100"]
    (row,) = run_json("memory", *layout, *ts, "--zero", "0")
    assert row["efficiency"] is not None
    pointer = next(n for n in row["notes"] if "ringcalc efficiency --dtype" in n)
    dtype = pointer.split("ringcalc efficiency --dtype ", 1)[1].split("`", 1)[0]
    eff = run_json("efficiency", *layout, *ts, "--zero", "0", "--dtype", dtype)
    assert row["efficiency"] == pytest.approx(eff["efficiency"], rel=1e-9)


def test_a_whole_layout_without_n_is_costed_on_its_own_gpu_count_as_efficiency_takes_it():
    """Before: --tp 8 --pp 4 --dp 32 without -n gave "missing worker count" where efficiency and bandwidth worked
    out N = 1,024 from the same options."""
    layout = ["memory", "--model", "llama-3-70b", "--gpu", "h100", "--tp", "8", "--pp", "4", "--global-batch", "1024",
              "--zero", "1"]
    (alone,) = run_json(*layout, "--dp", "32")
    (given,) = run_json(*layout, "-n", "1024")
    assert alone == given
    missing = run(*layout)
    assert missing.exit_code != 0 and "--dp with the other degrees" in missing.output
