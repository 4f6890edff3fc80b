"""One option table, the same scenario options on every planning command, scenario files, --help examples.

Issues 11 ("One consistent CLI") and 12 ("one option table"): every planning
command takes every row of :data:`ringcalc.planning.scenario_options.OPTIONS`, either
using it (the answer changes) or refusing it with its reason; a TOML scenario
file carries the same options; every ``--help`` ends with examples that run.
"""

from __future__ import annotations

import inspect
import json
import os
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ringcalc.cli import app
from ringcalc.cli.examples import EXAMPLES
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.scenario_options import ALTERNATIVES, OPTIONS
from tests.paths import ROOT

LOG = ROOT / "tests/fixtures/nccl/allreduce_nccltests2.17_1node_4rank.txt"
TWO_NODE_LOG = ROOT / "tests/fixtures/nccl/allgather_srun_label_2node_8rank_na.txt"  # 2 hosts x 4 ranks
runner = CliRunner()

PLANNING = {c.name: c.callback for c in app.registered_commands if hasattr(c.callback, "scenario_refusals")}

# a real value per option, different from the base scenarios below
VALUES = {
    "model": "resnet50", "params": "50M", "dtype": "bf16", "size": "1GB", "workers": "16", "step_time": "1.5",
    "algorithm": "double-binary-tree", "collective": "reduce-scatter", "bandwidth": "25GbE", "latency": "20us",
    "gamma": "0.1ns", "calibration": None, "gpus_per_node": "4", "intra_bandwidth": "nvlink4",
    "intra_latency": "3us", "nics_per_node": "1", "overlap": "50%", "bucket_size": "25MiB", "compression": "4",
    "encode_cost": "0.01ns", "scaling": "strong", "batch": "32", "jitter": "20ms", "framework_overhead": "5ms",
    "cluster": "dgx-h100", "transport": "efa", "net_efficiency": "0.5", "intra_efficiency": "0.5", "nvls": "yes",
    "sharp": "yes", "nodes_per_leaf": "2", "oversubscription": "2", "hop_latency": "2us", "protocol": "LL",
    "scale_up_domain": "16", "tuner": "p5-p5e",
    "gpu": "h100", "compute_dtype": "fp8", "tokens_per_step": "4194304", "global_batch": "32", "seq_len": "2048",
    "mfu": "0.4", "train_tokens": "1T", "gpu_hour_price": "2.5", "tp": "2", "pp": "2", "cp": "2", "ep": "2",
    "dp": "2", "zero": "1", "fsdp": "full", "microbatches": "4", "recompute": "full", "virtual_stages": "2",
    "tp_overlap": "50%", "cp_overlap": "50%", "ep_overlap": "50%", "pp_overlap": "0", "param_dtype": "fp32",
}
# options of a parallel layout (issue 17): tested where the layout's step is the answer, on 2-GPU nodes, with a
# model that has a shape (its activations) and the dimension each overlap hides
LAYOUT = {"tp", "pp", "cp", "ep", "dp", "zero", "fsdp", "microbatches", "recompute", "virtual_stages", "tp_overlap",
          "cp_overlap", "ep_overlap", "pp_overlap", "param_dtype"}
LAYOUT_COMMANDS = {"efficiency", "bandwidth", "max-workers", "max-model", "sweep"}
NEEDS = {"tp_overlap": {"tp": "2"}, "cp_overlap": {"cp": "2"}, "ep_overlap": {"ep": "2"}, "pp_overlap": {"pp": "2"},
         "virtual_stages": {"pp": "2", "microbatches": "4"}, "recompute": {"tp": "2"}, "param_dtype": {"zero": "3"}}
# options that describe the cluster (issue 16): tested on a cluster of 2-GPU nodes
TWO_LEVEL = {"gpus_per_node", "intra_bandwidth", "intra_latency", "nics_per_node", "cluster", "transport",
             "net_efficiency", "intra_efficiency", "nvls", "sharp", "nodes_per_leaf", "oversubscription", "hop_latency",
             "protocol", "scale_up_domain", "tuner"}
GRADIENT = ("model", "params", "size")
BASE = {
    "efficiency": {"model": "vgg16", "workers": "8", "bandwidth": "100GbE", "step_time": "2"},
    "bandwidth": {"model": "vgg16", "workers": "8", "step_time": "2"},
    "time": {"model": "vgg16", "workers": "8", "bandwidth": "100GbE"},
    "max-workers": {"model": "vgg16", "bandwidth": "100GbE", "step_time": "2", "latency": "5us"},
    "max-model": {"workers": "8", "bandwidth": "100GbE", "step_time": "2"},
    "max-latency": {"model": "vgg16", "workers": "8", "bandwidth": "100GbE", "step_time": "2"},
    "report": {"model": "vgg16", "workers": "8", "bandwidth": "100GbE", "step_time": "2"},
    "compare": {"model": "vgg16", "workers": "8", "bandwidth": "100GbE"},
    "crossover": {"workers": "8", "bandwidth": "100GbE", "latency": "5us"},
    "sweep": {"model": "vgg16", "workers": "8", "bandwidth": "100GbE", "step_time": "2"},  # each option a list
    "memory": {"model": "llama-2-7b", "workers": "8", "bandwidth": "100GbE", "step_time": "2"},
    # the nccl-tests table on a cluster described by options (so that --cluster, --nvls, ... each change it)
    "expect": {"workers": "8", "bandwidth": "100GbE", "gpus_per_node": "2", "intra_bandwidth": "300GB/s"},
    # a 2-node log of 4 ranks per node on nodes of 8 GPUs
    "check": {"bandwidth": "100GbE", "gpus_per_node": "8", "intra_bandwidth": "300GB/s"},
}
TARGET = ["--efficiency", "50%"]
EXTRA = {"report": ["--up-to", "16", *TARGET], "bandwidth": TARGET, "max-workers": TARGET, "max-model": TARGET,
         "max-latency": TARGET, "expect": ["--min-size", "64KiB", "--max-size", "256MiB", "--factor", "8"],
         "check": [str(TWO_NODE_LOG)]}
# domain refusals of a value in this context (not of the option), with their reason
REFUSED: dict[tuple[str, str], str] = {
    # the base scenarios give --step-time: a second value of Ts is refused, and VGG-16 has no sequence length
    **{(c, o): "--step-time gives Ts already" for c in ("efficiency", "bandwidth", "max-workers", "max-latency",
                                                          "sweep") for o in ("mfu", "compute_dtype")},
    **{(c, "global_batch"): "needs the sequence length" for c in ("efficiency", "bandwidth", "max-workers",
                                                                   "max-latency")},
    # time and cost to train: --train-tokens counts steps of --tokens-per-step, --gpu-hour-price prices that run
    **{(c, "train_tokens"): "needs the tokens per step" for c in ("efficiency", "sweep")},
    **{(c, "gpu_hour_price"): "without --train-tokens" for c in ("efficiency", "sweep")},
    ("memory", "mfu"): "--step-time gives Ts already",
    ("memory", "algorithm"): "supported: ring",  # ZeRO's stages need reduce-scatter and all-gather models
    ("memory", "ep"): "mixture-of-experts",  # Llama-2-7B has no experts
    ("memory", "dp"): "is not the 8 GPUs",  # dp 2 with 8 GPUs and tp = pp = cp = 1
    ("memory", "microbatches"): "a micro-batch is one sequence",  # pp 1 and no batch: m changes nothing
    ("check", "collective"): "contradicts it",  # the log says all_gather_perf
    ("check", "algorithm"): "no model for algorithm 'double-binary-tree' with all-gather",  # an all-gather log
    # a layout's step: dp 2 is not the 8 GPUs; max-model has no model, so no experts and no activations
    **{(c, "dp"): "is not the 8 GPUs" for c in ("efficiency", "bandwidth", "max-model", "sweep")},
    **{("max-model", o): "has no experts" for o in ("ep", "ep_overlap")},
    **{("max-model", o): "or no model shape" for o in ("tp_overlap", "cp_overlap", "pp_overlap")},
    ("max-model", "recompute"): "here neither",
    **{(c, "mfu"): "--step-time gives Ts already" for c in ("sweep",)},
    ("sweep", "global_batch"): "needs the sequence length",
    # memory: a data-parallel-only layout (no tp/pp/cp/ep) has no step to cost
    **{("memory", o): "costs a layout's step" for o in ("virtual_stages", "tp_overlap", "cp_overlap", "ep_overlap",
                                                        "pp_overlap")},

}
# accepted options that cannot change this command's JSON answer, and why (issue 18 refuses the rest;
# tests/cli/test_options_matter.py checks every command x option)
UNCHANGED: dict[tuple[str, str], str] = {
    ("check", "gamma"): "the log is an all-gather, which reduces nothing (--gamma prices the reduction)",
}


@pytest.fixture(scope="module")
def calibration(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("cal") / "cal.json"
    result = runner.invoke(app, ["fit", str(LOG), "--save", str(path)])
    assert result.exit_code == 0, result.output
    return str(path)


def _args(options: dict[str, str]) -> list[str]:
    out = []
    for name, value in options.items():
        out += [next(o for o in OPTIONS if o.name == name).flag, value]
    return out


def _invoke(command: str, options: dict[str, str], extra: tuple[str, ...] = ()):
    return runner.invoke(app, [command, *_args(options), *EXTRA.get(command, []), *extra, "--format", "json"])


def _layout(command: str, option: str) -> dict[str, str]:
    """Options under which a layout option matters: 2-GPU nodes, a model with a shape and its tokens (the
    activations' collectives), the dimension an overlap hides; the data-parallel ones need nothing more."""
    context = {"gpus_per_node": "2", "intra_bandwidth": "300GB/s", **NEEDS.get(option, {})}
    if command != "max-model":  # max-model solves for the model: no shape, no tokens (--step-time)
        moe = option in ("ep", "ep_overlap")
        # whole sequences (128k = 128,000 tokens is 31.25 sequences of 4,096: refused)
        context.update(model="mixtral-8x7b" if moe else "gpt2", tokens_per_step="131072" if moe else "65536")
        if moe:  # 32 sequences: each replica gets whole ones
            context["seq_len"] = "4096"
    return context


def _two_level(command: str, option: str) -> tuple[dict[str, str], tuple[str, ...]]:
    """Options and extra arguments under which ``option`` of the cluster matters: 8 ranks on 2-GPU nodes."""
    if command in ("expect", "check"):  # the base describes the cluster; the log's 2 nodes cross a leaf of 1
        return ({"nodes_per_leaf": "1"} if option in ("oversubscription", "hop_latency") else {}), ()
    context = {"gpus_per_node": "2", "intra_bandwidth": "300GB/s"}
    if option == "oversubscription":  # the tier above a leaf of 2 nodes: the 4 nodes cross it
        context["nodes_per_leaf"] = "2"
    if option == "hop_latency":
        context["nodes_per_leaf"] = "2"
    if command == "crossover":  # NCCL's tree wins small messages, its ring large ones
        return context, ("--against", "ring", "--algorithms", "double-binary-tree")
    return context, ()


def test_the_planning_commands_are_the_ones_the_readme_names():
    """The README's planning commands, and sweep (which takes lists of the same options)."""
    assert set(PLANNING) == set(BASE)


@pytest.mark.parametrize("option", [o.name for o in OPTIONS])
@pytest.mark.parametrize("command", sorted(BASE))
def test_every_planning_command_accepts_every_scenario_option(command, option, calibration):
    context, extra = dict(BASE[command]), ()
    if option in TWO_LEVEL:
        more, extra = _two_level(command, option)
        context.update(more)
    if option in LAYOUT and command in LAYOUT_COMMANDS:
        context.update(_layout(command, option))
    variant = dict(context)
    if option in GRADIENT:
        variant = {k: v for k, v in variant.items() if k not in GRADIENT}
    if option == "calibration":
        variant = {k: v for k, v in variant.items() if k not in ("bandwidth", "latency", "gamma")}
    value = calibration if option == "calibration" else VALUES[option]
    result = _invoke(command, {**variant, option: value}, extra)
    flag = next(o.flag for o in OPTIONS if o.name == option)
    refusals = PLANNING[command].scenario_refusals
    if option in refusals:
        assert result.exit_code == 2, result.output
        assert result.stderr.strip() == f"error: {flag}: {refusals[option]}"
        return
    if (command, option) in REFUSED:
        assert result.exit_code in (1, 2) and REFUSED[command, option] in result.stderr, result.output
        return
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    if (command, option) in UNCHANGED:
        return
    before = _invoke(command, context, extra)
    assert before.exit_code == 0, before.output
    assert json.loads(before.stdout) != data, f"{flag} {value} did not change `ringcalc {command}`"


def test_scenario_signature_follows_the_table():
    params = inspect.signature(Scenario).parameters
    assert set(params) == {o.name for o in OPTIONS}
    keys = Scenario(model="vgg16", workers=8, bandwidth="1GbE").to_dict()
    for row in OPTIONS:
        assert row.key in keys, row.name
        default = params[row.name].default
        if row.default is None:
            assert default is None, row.name
        else:  # the typed default and the API default parse to the same SI value
            assert row.parse(row.default, row.name) == row.parse(default, row.name), row.name


def test_sweep_takes_every_table_option():
    from typer.main import get_command

    from ringcalc.planning.sweep import INPUT_COLUMNS, sweep
    from ringcalc.planning.sweep_grid import NOT_SWEPT

    params = inspect.signature(sweep).parameters
    sweep_help = {p.opts[0] for p in get_command(app).commands["sweep"].params}
    for row in OPTIONS:
        assert row.name in params, row.name
        assert row.flag in sweep_help, row.flag
        if row.name != "calibration" and row.name not in NOT_SWEPT:  # NOT_SWEPT: refused, with the reason
            assert row.key in INPUT_COLUMNS, row.key
        default = params[row.name].default
        assert (default is None) == (row.default is None), row.name
        if row.default is not None:
            assert row.parse(row.default, row.name) == row.parse(default, row.name), row.name


# ---------------------------------------------------------------- scenario files


def _write(tmp_path: Path, text: str, name: str = "cluster.toml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_scenario_file_gives_the_same_answer_as_the_options(tmp_path):
    path = _write(tmp_path, 'model = "vgg16"\nworkers = 4\nbandwidth = "1GbE"\nstep-time = 0.55\nbucket_size = "ddp"\n')
    from_file = runner.invoke(app, ["efficiency", "--scenario", path, "-f", "json"])
    typed = runner.invoke(app, ["efficiency", "--model", "vgg16", "-n", "4", "-b", "1GbE", "-t", "0.55",
                                "--bucket-size", "ddp", "-f", "json"])
    assert from_file.exit_code == typed.exit_code == 0, from_file.output
    assert json.loads(from_file.stdout) == json.loads(typed.stdout)


def test_the_command_line_overrides_the_file(tmp_path):
    path = _write(tmp_path, 'model = "vgg16"\nworkers = 4\nbandwidth = "1GbE"\nstep-time = "550ms"\n')
    data = json.loads(runner.invoke(app, ["efficiency", "--scenario", path, "-n", "16", "-f", "json"]).stdout)
    assert data["workers"] == 16 and data["bandwidth_bytes_per_s"] == 125e6


@pytest.mark.parametrize("in_file, on_line", [
    (a, b) for group in ALTERNATIVES for a in group for b in group])
def test_an_option_on_the_command_line_replaces_the_file_s_alternatives_to_it(in_file, on_line):
    """``--model`` over a file's ``size`` is an override, not two gradients ('give only one of'); the file's other
    options stay."""
    from ringcalc.cli.options import ScenarioArgs

    args = ScenarioArgs({on_line: "x"}, {in_file: "y", "workers": "4"}, "s.toml")
    group = next(g for g in ALTERNATIVES if on_line in g)
    assert args.values() == {on_line: "x", "workers": "4"}
    assert [n for n in group if args.given(n)] == [on_line] and args.get(in_file) == ("x" if in_file == on_line
                                                                                        else None)


def test_model_on_the_command_line_over_a_file_s_size(tmp_path):
    path = _write(tmp_path, 'size = "1GB"\nworkers = 4\nbandwidth = "1GbE"\nstep-time = "550ms"\n')
    result = runner.invoke(app, ["efficiency", "--scenario", path, "--model", "vgg16", "-f", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["efficiency"] == pytest.approx(0.07648, abs=5e-6)  # the seed example


@pytest.mark.parametrize("text, message", [
    ('workrs = 4\n', "unknown key 'workrs'; did you mean workers?"),
    ('bandwith = "1GbE"\n', "unknown key 'bandwith'; did you mean bandwidth, intra-bandwidth or batch?"),
    ('workers = true\n', "workers: expected a string or a number, got a boolean"),
    ('workers = [4, 8]\n', "workers: expected a string or a number, got an array"),
    ('[network]\nbandwidth = "1GbE"\n', "[network]: a scenario file has no sections"),
    ('bandwidth = { value = "1GbE" }\n', "bandwidth: expected a string or a number, got a table"),
    ('bandwidth = 125\n', "bandwidth: '125' has no unit"),
    ('latency = "5 parsecs"\n', "latency: unknown time unit"),
    ('overlap = 1.5\n', "overlap: must be a fraction between 0 and 1"),
    ('workers = 4\nworkers = 8\n', "not valid TOML"),
    ('bucket-size = "ddp"\nbucket_size = "1MiB"\n', "bucket-size is given twice"),
])
def test_a_bad_scenario_file_is_refused_naming_the_file_and_key(tmp_path, text, message):
    path = _write(tmp_path, text)
    result = runner.invoke(app, ["efficiency", "--scenario", path, "--model", "vgg16", "-n", "4", "-b", "1GbE",
                                 "-t", "1"])
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"error: --scenario: {path}") and message in result.stderr, result.stderr
    assert "Traceback" not in result.output


def test_a_sweep_file_takes_lists(tmp_path):
    path = _write(tmp_path, 'model = "vgg16"\nworkers = [2, 4, 8]\nbandwidth = "10GbE,100GbE"\nstep-time = 0.55\n')
    from_file = runner.invoke(app, ["sweep", "--scenario", path, "-f", "json"])
    typed = runner.invoke(app, ["sweep", "--model", "vgg16", "-n", "2,4,8", "-b", "10GbE,100GbE", "-t", "0.55",
                                "-f", "json"])
    assert from_file.exit_code == typed.exit_code == 0, from_file.output
    assert json.loads(from_file.stdout) == json.loads(typed.stdout) and len(json.loads(typed.stdout)) == 6
    bad = runner.invoke(app, ["sweep", "--scenario", _write(tmp_path, 'workers = "2,x"\n', "bad.toml")])
    assert bad.exit_code == 2 and "bad.toml: workers: expected a whole number" in bad.stderr, bad.output


def test_missing_and_binary_scenario_files_are_refused(tmp_path):
    binary = tmp_path / "bin.toml"
    binary.write_bytes(b"\xff\xfe\x00model")
    for path in (tmp_path / "missing.toml", binary, tmp_path):
        result = runner.invoke(app, ["efficiency", "--scenario", str(path)])
        assert result.exit_code == 2 and result.stderr.startswith("error: --scenario: "), result.output


def test_a_value_the_scenario_refuses_names_the_file(tmp_path):
    path = _write(tmp_path, 'gpus-per-node = 8\nintra-bandwidth = "1GbE"\n')
    result = runner.invoke(app, ["efficiency", "--scenario", path, "--model", "vgg16", "-n", "12", "-b", "1GbE",
                                 "-t", "1"])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {path}: intra-bandwidth: 1gbe is a ethernet link, not a scale-up link")


def test_a_left_out_key_s_note_never_precedes_an_error(tmp_path):
    """Found by test_any_scenario_file_gives_an_answer_or_one_error_line ({gamma: 0, algorithm: 0} for check): the
    note on a key the command leaves out was written before the answer, so a failing answer printed two lines."""
    path = _write(tmp_path, 'gamma = 0\nalgorithm = "0"\n')
    failed = runner.invoke(app, ["check", "--scenario", path, *_args(BASE["check"]), *EXTRA["check"]])
    assert failed.exit_code == 2 and failed.stderr.count("\n") == 1 and failed.stderr.startswith("error: ")
    path = _write(tmp_path, 'gamma = 0\n')
    answered = runner.invoke(app, ["check", "--scenario", path, *_args(BASE["check"]), *EXTRA["check"]])
    assert answered.exit_code == 0 and "gamma is left out" in answered.stderr


def test_a_file_serves_every_planning_command(tmp_path):
    """What a command solves for is left out of the file's options, with a note; on the command line it is refused."""
    path = _write(tmp_path, 'model = "vgg16"\nworkers = 4\nbandwidth = "100GbE"\nlatency = "5us"\nstep-time = 2\n')
    result = runner.invoke(app, ["max-workers", "--scenario", path, "-f", "json"])
    assert result.exit_code == 0, result.output
    assert "workers is left out: it is what `ringcalc max-workers` solves for (the worker count)\n" in result.stderr
    json.loads(result.stdout)
    refused = runner.invoke(app, ["max-workers", "--scenario", path, "-n", "4"])
    assert refused.exit_code == 2 and "solves for" in refused.stderr


def test_a_calibration_path_in_a_file_is_relative_to_the_file(tmp_path, calibration):
    folder = tmp_path / "cluster"
    folder.mkdir()
    Path(calibration).replace(folder / "cal.json")
    path = _write(folder, 'size = "1GB"\nworkers = 4\ncalibration = "cal.json"\nstep-time = 1\n')
    result = runner.invoke(app, ["efficiency", "--scenario", path, "-f", "json"])
    Path(folder / "cal.json").replace(calibration)
    assert result.exit_code == 0, result.output


# ---------------------------------------------------------------- --help examples


@pytest.mark.parametrize("command", sorted(BASE))
def test_every_planning_help_lists_every_scenario_option(command):
    text = runner.invoke(app, [command, "--help"], env={"COLUMNS": "300"}).stdout
    for row in OPTIONS:
        assert row.flag in text, (command, row.flag)
    assert "--scenario" in text


def test_every_command_has_examples_in_its_help():
    assert {c.name for c in app.registered_commands} == set(EXAMPLES)
    for name, examples in EXAMPLES.items():
        assert 2 <= len(examples) <= 3, name
        text = runner.invoke(app, [name, "--help"], env={"COLUMNS": "300"}).stdout
        assert "Examples:" in text and examples[0].removeprefix("ringcalc ") in text, name


@pytest.mark.parametrize("example", [e for examples in EXAMPLES.values() for e in examples])
def test_every_help_example_runs(example, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for folder in ("examples", "tests"):
        os.symlink(ROOT / folder, tmp_path / folder)
    argv = shlex.split(example)
    assert argv[0] == "ringcalc"
    result = runner.invoke(app, argv[1:])
    assert result.exit_code in (0, 1), f"{example}\n{result.output}"
    assert "Traceback" not in result.output


# ---------------------------------------------------------------- one parser per kind of value


SECONDS_PER_BYTE = ["1e-10", "0.1ns", "0.1 ns/B", "0.0001us/byte", "0", "2.5e-11"]


@pytest.mark.parametrize("text", SECONDS_PER_BYTE)
def test_every_command_reads_a_seconds_per_byte_value_alike(text):
    """`time --gamma 0.1ns` worked while `simulate --gamma 0.1ns` was refused (issue 12): one parser now."""
    from ringcalc.planning.option_parsers import parse_seconds_per_byte

    expected = parse_seconds_per_byte(text)
    common = ["-n", "4", "-b", "10GbE", "--format", "json"]
    commands = {
        "time": ["time", "--size", "1MB", *common, "--gamma"],
        "simulate": ["simulate", "--elements", "64", *common, "--gamma"],
        "sweep": ["sweep", "--size", "1MB", *common, "--gamma"],
        "efficiency": ["efficiency", "--size", "1MB", "-t", "1", *common, "--encode-cost"],
    }
    for name, argv in commands.items():
        typed, plain = (runner.invoke(app, [*argv, value]) for value in (text, repr(expected)))
        assert typed.exit_code == plain.exit_code == 0, (name, typed.output)
        assert json.loads(typed.stdout) == json.loads(plain.stdout), name
        data = json.loads(typed.stdout)
        data = data[0] if isinstance(data, list) else data
        assert data.get("gamma_s_per_byte", data.get("encode_s_per_byte", expected)) == expected, name


def test_a_bad_seconds_per_byte_value_is_refused_alike():
    for command in (["time", "--size", "1MB"], ["simulate", "--elements", "64"], ["sweep", "--size", "1MB"]):
        result = runner.invoke(app, [*command, "-n", "4", "-b", "10GbE", "--gamma", "-1ns"])
        assert result.exit_code == 2 and result.stderr.startswith("error: --gamma: "), (command, result.output)


# ---------------------------------------------------------------- scenario files, generated


def _toml_value():
    from hypothesis import strategies as st

    text = st.text(max_size=12)
    return st.one_of(text, st.integers(-10**20, 10**20), st.floats(allow_nan=False), st.booleans(),
                     st.sampled_from(["1GbE", "5us", "50%", "ddp", "strong", "vgg16", "bf16", "1e-10", "４", "1,5"]),
                     st.lists(st.integers(0, 9), max_size=3))


def _toml(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value)  # a JSON string is a TOML basic string
    if isinstance(value, float):
        return "inf" if value == float("inf") else "-inf" if value == float("-inf") else repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    return str(value)


def test_any_scenario_file_gives_an_answer_or_one_error_line(tmp_path):
    """Generated files (known and unknown keys, any TOML value): exit 0, 1 or 2, never a traceback;
    an error about the file's content names the file."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    keys = st.sampled_from([o.file_key for o in OPTIONS] + [o.name for o in OPTIONS] + ["workrs", "speed", "x"])
    path = tmp_path / "s.toml"

    @settings(max_examples=40, deadline=None)
    @given(st.dictionaries(keys, _toml_value(), max_size=4), st.sampled_from(sorted(BASE)))
    def check(entries, command):
        path.write_text("".join(f"{json.dumps(k)} = {_toml(v)}\n" for k, v in entries.items()), encoding="utf-8")
        result = runner.invoke(app, [command, "--scenario", str(path), *_args(BASE[command]), *EXTRA.get(command, [])])
        assert result.exit_code in (0, 1, 2), result.output
        assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
        if result.exit_code == 2:
            line = result.stderr.strip()
            assert line.startswith("error: ") and "\n" not in line, result.stderr

    check()


def test_any_value_of_any_scenario_option_on_any_planning_command(tmp_path):
    """Odd text for any table option on any planning command: an answer or one error line, never a traceback."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    odd = st.one_of(
        st.text(max_size=10),
        st.sampled_from(["-1", "0", "1e400", "nan", "inf", "1e-400", "１００GbE", "5 us", "50%", "4x", "ddp", "", " ",
                         "1,5", "2,4", "1.5B", "99999999999", "-0", "0x10", "1e-10", "0.1ns/B", "strong"]),
    )

    @settings(max_examples=int(os.environ.get("RINGCALC_FUZZ", 60)), deadline=None)
    @given(st.sampled_from(sorted(BASE)), st.sampled_from([o.name for o in OPTIONS if o.name != "calibration"]), odd)
    def check(command, option, value):
        result = _invoke(command, {**BASE[command], option: value})
        assert result.exit_code in (0, 1, 2), result.output
        assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
        if result.exit_code:
            line = result.stderr.strip()
            assert line.startswith("error: ") and "\n" not in line, result.stderr
        else:  # strict JSON: no NaN or Infinity
            json.loads(result.stdout, parse_constant=lambda name: pytest.fail(f"{name} in the JSON output"))

    check()


def test_max_latency_does_not_suggest_adding_a_latency():
    """Issue 11: max-latency said "add --latency 5us" while it solves for the latency."""
    result = runner.invoke(app, ["max-latency", "--model", "vgg16", "-n", "4", "-b", "100GbE", "-t", "0.55",
                                 "-e", "80%"])
    assert result.exit_code == 0, result.output
    assert "add --latency" not in result.stdout
    assert "add --latency" in runner.invoke(app, ["efficiency", "--model", "vgg16", "-n", "4", "-b", "100GbE",
                                                  "-t", "0.55"]).stdout


def test_a_long_time_reads_in_days_and_stays_seconds_in_json():
    # ring all-reduce: 2(N-1)/N K/B = 2*63/64 * 1e13 B / 1.25e8 B/s = 157,500 s = 1.823 days (README's formula)
    args = ["time", "--size", "10TB", "-n", "64", "-b", "1GbE"]
    assert "1.823 days" in runner.invoke(app, args).stdout
    assert json.loads(runner.invoke(app, [*args, "-f", "json"]).stdout)["comm_time_s"] == pytest.approx(157_500)


def test_one_worker_is_singular():
    result = runner.invoke(app, ["compare", "--size", "1GB", "-n", "1", "-b", "10GbE"])
    assert result.exit_code == 0, result.output
    assert "on 1 worker," in result.stdout and "1 workers" not in result.stdout


def test_explain_as_json_and_csv():
    data = json.loads(runner.invoke(app, ["explain", "-a", "ring", "--format", "json"]).stdout)
    assert data["algorithm"] == "ring" and data["notation"] == "sympy"
    titles = [s["title"] for s in data["sections"]]
    assert "ring all-reduce" in titles
    assert any("T_t = " in line for s in data["sections"] for line in s["lines"])
    text = runner.invoke(app, ["explain", "-a", "ring"]).stdout
    assert all(title in text for title in titles)
    csv_lines = runner.invoke(app, ["explain", "-a", "ring", "--format", "csv"]).stdout.splitlines()
    assert csv_lines[0] == "section,line" and len(csv_lines) == 1 + sum(len(s["lines"]) for s in data["sections"])


def test_seconds_per_byte_reads_numbers_and_times_per_byte_alike():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from ringcalc.planning.option_parsers import parse_seconds_per_byte

    @settings(max_examples=100, deadline=None)
    @given(st.floats(min_value=0, max_value=1e-3), st.sampled_from([("ns", 1e-9), ("us", 1e-6), ("ms", 1e-3), ("s", 1)]),
           st.sampled_from(["", "/B", "/byte"]))
    def check(x, unit, suffix):
        name, scale = unit
        assert parse_seconds_per_byte(x) == x == parse_seconds_per_byte(repr(x))
        assert parse_seconds_per_byte(f"{x / scale!r}{name}{suffix}") == pytest.approx(x, rel=1e-12, abs=0)

    check()
