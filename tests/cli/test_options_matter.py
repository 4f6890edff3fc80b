"""Every option of every command matters (issue 18): a metamorphic test over command x option.

For each command a base invocation that succeeds; for each of its options (read from the typer app, so a
new option is covered or this test fails) hypothesis draws an alternative value. The variant must give a
different answer (its JSON without the option's own echo, or its table for display options, or its file),
or a different stderr (a note), or be refused (exit code not 0). An option accepted and ignored fails here.

The cluster's options (issue 16) are changed on a cluster base (:data:`CLUSTER_BASE`: the option is asked of
a scenario already on a cluster, so that entering cluster mode is not what changes the answer). The one
exemption, with its reason: ``measure`` needs MPI or torch ranks.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import typer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc.cli import app
from ringcalc.planning.scenario_options import OPTIONS
from tests.paths import ROOT

runner = CliRunner()
LOG = ROOT / "tests/fixtures/nccl/allreduce_nccltests2.17_1node_4rank.txt"
OTHER_LOG = ROOT / "tests/fixtures/nccl/allreduce_two_runs_8_and_16rank.txt"

REAL = ROOT / "tests/fixtures/nccl/real"
CLUSTER_FLAGS = {o.flag for o in OPTIONS if (o.panel or "").startswith("Cluster")} - {"--cluster"}
"""The cluster's options besides ``--cluster`` (``--gpus-per-node``, ``--nics-per-node``, ``--intra-*``, tiers, ...)."""
CLUSTER_BASE = {"--cluster": "dgx-h100", "--workers": "64"}
"""Added to a planning base when one of :data:`CLUSTER_FLAGS` is changed: 8 nodes of 8 H100 (so that the tiers above
a leaf are crossed), the cluster's NICs unless the base gives --bandwidth (then per NIC)."""

NOT_RUN = {"measure": "runs MPI or torch.distributed ranks on this machine; tests/calibrate/measure/ covers its options"}

FLAG = object()  # a boolean option: present in the variant
SCENARIO_OPTIONS = {o.flag for o in OPTIONS}

# base invocations (option -> value; FLAG for a boolean; "" keys are positional arguments, in order)
PLANNING = {
    # (a latency, so that buckets change the time: without one the ring's time is linear in K)
    "efficiency": {"--model": "vgg16", "--workers": "8", "--bandwidth": "100GbE", "--step-time": "2", "--latency": "5us"},
    "bandwidth": {"--model": "vgg16", "--workers": "8", "--step-time": "2", "--latency": "5us", "--efficiency": "50%"},
    "time": {"--model": "vgg16", "--workers": "8", "--bandwidth": "100GbE"},
    "max-workers": {"--model": "vgg16", "--bandwidth": "100GbE", "--step-time": "2", "--latency": "5us",
                    "--efficiency": "50%"},
    "max-model": {"--workers": "8", "--bandwidth": "100GbE", "--step-time": "2", "--efficiency": "50%"},
    "max-latency": {"--model": "vgg16", "--workers": "8", "--bandwidth": "100GbE", "--step-time": "2",
                    "--efficiency": "50%"},
    "report": {"--model": "vgg16", "--workers": "8", "--bandwidth": "100GbE", "--step-time": "2", "--up-to": "16",
               "--efficiency": "50%"},
    "compare": {"--model": "vgg16", "--workers": "8", "--bandwidth": "100GbE"},
    "crossover": {"--workers": "8", "--bandwidth": "100GbE", "--latency": "5us"},
    "sweep": {"--model": "vgg16", "--workers": "8,16,32,64", "--bandwidth": "100GbE", "--step-time": "2"},
}
BASES: dict[str, dict[str, Any]] = {
    **PLANNING,
    "memory": {"--model": "llama-2-7b", "--workers": "8"},
    "simulate": {"--workers": "4", "--elements": "64"},
    "explain": {},
    "catalog": {"": "all"},
    "fit": {"": str(LOG)},
    "expect": {"--cluster": "dgx-h100", "--workers": "16", "--min-size": "64KiB", "--max-size": "64MiB",
               "--factor": "8"},
    "check": {"": str(REAL / "issue290_default_2node_16rank_excerpt.txt"), "--cluster": "dgx-h100"},
    **{f"plot {kind}": {"": kind, "--out": "plot.svg", **extra} for kind, extra in (
        ("efficiency", {"--model": "vgg16", "--step-time": "0.55", "--latency": "5us"}),
        ("bandwidth", {"--model": "vgg16", "--step-time": "0.55", "--latency": "5us"}),
        ("breakdown", {"--model": "vgg16", "--step-time": "0.55", "--links": "10GbE", "--latency": "5us"}),
        ("algorithms", {"--size": "1kB,1MB,1GB"}),
        ("expect", {"--cluster": "dgx-h100", "--workers": "16", "--min-size": "64KiB", "--max-size": "64MiB"}),
        ("layout", {"--model": "llama-3-8b", "--cluster": "dgx-h100", "--workers": "64", "--tp": "8", "--gpu": "h100",
                    "--global-batch": "256", "--links": "100Gbps,400Gbps"}),
    )},
}
TEXT_ONLY = {"explain"}  # no JSON answer for these bases' display options: their table is compared

# alternative values per option (any command); per-command ones override
ALTERNATIVES: dict[str, list[Any]] = {
    "--model": ["resnet50", "gpt3-175b"], "--params": ["50M", "7B"], "--size": ["1GB", "300MB"],
    "--dtype": ["bf16", "fp16"], "--workers": ["16", "64"], "--bandwidth": ["25GbE", "400Gbps"],
    "--links": ["25GbE", "400GbE"], "--latency": ["20us", "1ms"], "--gamma": ["0.1ns", "1e-11"],
    "--calibration": ["CAL"], "--step-time": ["1.5", "300ms"], "--algorithm": ["double-binary-tree", "parameter-server"],
    "--collective": ["reduce-scatter", "all-gather"], "--overlap": ["50%", "0.9"], "--bucket-size": ["25MiB", "ddp"],
    "--compression": ["4", "2"], "--encode-cost": ["0.01ns", "1e-10"], "--scaling": ["strong"],
    "--batch": ["32", "512"], "--jitter": ["20ms", "5ms"], "--framework-overhead": ["5ms", "1ms"],
    "--efficiency": ["70%", "0.3"], "--up-to": ["64", "1024"], "--verify": [FLAG], "--format": ["table", "csv"],
    "--scenario": ["SCENARIO"], "--algorithms": ["ring,double-binary-tree", "rabenseifner"],
    "--against": ["double-binary-tree", "rabenseifner"], "--target-efficiency": ["90%", "50%,90%"],
    "--out": ["OUT"], "--rows": ["3", "1"], "--zero": ["0", "3"], "--optimizer": ["sgd"], "--precision": ["fp32"],
    "--gpu": ["H100-80GB", "A100-40GB"], "--activations": ["20GB", "1GB"], "--overhead": ["2GB", "500MB"],
    "--headroom": ["20%", "0"], "--min-workers": [FLAG], "--explain": [FLAG], "--elements": ["96", "1000"],
    "--op": ["max", "prod"], "--slow-link": ["1=1Gbps"], "--straggler": ["1=1ms"], "--seed": ["1", "7"],
    "--show": [FLAG], "--latex": [FLAG], "--on-cluster": [FLAG], "--ranks": ["8", "4"], "--piecewise": [FLAG], "--segments": ["3", "2"],
    "--nodes": ["2", "1"], "--run": ["1", "2"], "--latency-model": ["per-step"], "--placement": ["in-place"],
    "--min-size": ["1MB", "64KiB"], "--max-size": ["1MB", "64KiB"], "--save": ["OUT"], "": ["ALT_POSITIONAL"],
    # the workload and the layout (issue 17)
    "--compute-dtype": ["fp8", "bf16"], "--tokens-per-step": ["4194304", "1048576"], "--global-batch": ["512", "64"],
    "--seq-len": ["4096", "2048"], "--mfu": ["40%", "0.2"], "--train-tokens": ["1T", "100B"],
    "--gpu-hour-price": ["2", "3.5"], "--tp": ["2", "8"], "--pp": ["2", "4"], "--cp": ["2"], "--ep": ["2"],
    "--dp": ["4", "2"], "--fsdp": ["full", "hybrid"], "--microbatches": ["4", "8"], "--recompute": ["full", "none"],
    "--convention": ["paper"], "--virtual-stages": ["2"], "--tp-overlap": ["0.5", "0.9"], "--cp-overlap": ["0.5"],
    "--ep-overlap": ["0.5"], "--pp-overlap": ["0", "0.9"], "--param-dtype": ["fp32", "fp8"],
    # the cluster (issue 16), changed on CLUSTER_BASE
    "--cluster": ["dgx-h100", "p5.48xlarge"], "--gpus-per-node": ["4", "2"], "--nics-per-node": ["1", "4"],
    "--intra-bandwidth": ["pcie4-x16", "nvlink3"], "--intra-latency": ["20us", "5us"], "--transport": ["tcp", "roce"],
    "--net-efficiency": ["0.5", "70%"], "--intra-efficiency": ["0.5", "0.6"], "--nvls": ["no"], "--sharp": ["yes"],
    "--nodes-per-leaf": ["2", "4"], "--oversubscription": ["4", "2:1"], "--hop-latency": ["5us", "50us"],
    "--protocol": ["LL"], "--scale-up-domain": ["16", "32"], "--factor": ["2", "4"], "--tuner": ["p6", "p5-p5e"],
}
PER_COMMAND: dict[str, dict[str, list[Any]]] = {
    # a sweep row prints no notes: on CLUSTER_BASE (NIC-bound NVLS tree) the scale-up rate that changes its answer
    # is one NVLS cannot run on; ringcalc efficiency notes "the NICs set the bandwidth term" for nvlink3
    "sweep": {"--intra-bandwidth": ["pcie4-x16"], "--tuner": ["p5-p5e"]},  # p5-p5e: ring/LL128 at 64 ranks
    "simulate": {"--algorithm": ["naive", "bruck"], "--dtype": ["float64", "int32"], "--bandwidth": ["1Gbps"],
                 "--latency": ["20us"], "--gamma": ["1e-11"]},
    "memory": {"--algorithm": ["rabenseifner"], "--bandwidth": ["400Gbps"], "--step-time": ["10s"]},
    "explain": {"--algorithm": ["double-binary-tree"], "--collective": ["reduce-scatter"]},
    "catalog": {"": ["links", "models"]},
    "plot algorithms": {"--workers": ["8"], "--collective": ["reduce-scatter"]},
    "expect": {"--min-size": ["1MiB"], "--workers": ["8", "64"], "--algorithm": ["ring"], "--collective": ["all-gather"],
               "--bandwidth": ["200Gbps"], "--cluster": ["p5.48xlarge"], "--nvls": ["no"]},
    "check": {"": [str(REAL / "issue290_ring_2node_16rank_excerpt.txt")], "--nodes": ["1", "4"], "--algorithm": ["ring"],
              "--cluster": ["p5.48xlarge"], "--nvls": ["no"], "--bandwidth": ["200Gbps"]},
    "plot expect": {"--workers": ["64"], "--cluster": ["mi355x-pollara"], "--nvls": ["no"], "--algorithm": ["ring"],
                    "--factor": ["4"], "--oversubscription": ["4"]},
    "plot layout": {"--cluster": ["p5.48xlarge"], "--tp": ["4"], "--gpu": ["a100-80gb"], "--workers": ["128"],
                    "--gpus-per-node": ["4"], "--nvls": ["no"], "--zero": ["1", "3"]},
    "fit": {"": [str(OTHER_LOG)], "--collective": ["all-gather"], "--model": ["piecewise", "saturating"],
            "--gpus-per-node": ["2"], "--algorithm": ["nvls"]},
}
DISPLAY = {("memory", "--explain"), ("simulate", "--show"), ("explain", "--latex"), ("sweep", "--rows")}
"""Options that shape the table only: the table (not the JSON) must change."""
FILES = {"--out", "--save"}
"""Options that write a file: the file must be written (or the option refused)."""

# the JSON keys that echo an option's own value (they change with it by construction, so are not an answer)
ECHO = {o.flag: {o.key} for o in OPTIONS} | {
    "--params": {"params", "model"}, "--model": {"model", "params"}, "--size": {"model", "params"},
    "--gpu": {"gpu"}, "--headroom": {"headroom"}, "--precision": {"precision"}, "--optimizer": {"optimizer"},
    "--activations": {"activation_bytes"}, "--overhead": {"overhead_bytes"}, "--efficiency": {"efficiency"},
    "--up-to": set(), "--seed": {"seed"}, "--elements": set(), "--links": {"bandwidth_bytes_per_s"},
}


def _commands() -> dict[str, Any]:
    group = typer.main.get_command(app)
    return {name: group.commands[name] for name in group.commands}


def _options(name: str) -> list[str]:
    """The command's options by their first flag, and "" for a positional argument."""
    cmd = _commands()[name.split()[0]]
    out = []
    for p in cmd.params:
        if p.param_type_name == "argument":
            out.append("")
        elif p.opts[0] != "--help":
            out.append(p.opts[0])
    return out


def _cases():
    for command in sorted(BASES):
        for option in _options(command):
            if command.startswith("plot ") and option in ("", "--format"):
                continue  # the plot kind is the base; plot has no --format
            yield pytest.param(command, option, id=f"{command}:{option or 'ARG'}")


def test_every_command_is_covered_or_exempt():
    assert set(_commands()) == {c.split()[0] for c in BASES} | set(NOT_RUN)


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, str]:
    d = tmp_path_factory.mktemp("matter")
    cal = d / "cal.json"
    assert runner.invoke(app, ["fit", str(LOG), "--save", str(cal)]).exit_code == 0
    scenario = d / "scenario.toml"
    scenario.write_text('jitter = "5ms"\n')
    return {"CAL": str(cal), "SCENARIO": str(scenario), "dir": str(d)}


def _argv(command: str, options: dict[str, Any], json_out: bool) -> list[str]:
    argv = command.split()[:1]
    argv += [v for k, v in options.items() if k == ""]
    for k, v in options.items():
        if k == "":
            continue
        argv += [k] if v is FLAG else [k, str(v)]
    if json_out and not command.startswith("plot") and "--format" not in options:
        argv += ["--format", "json"]
    return argv


def _drop(data: Any, keys: set[str]) -> Any:
    if isinstance(data, dict):
        return {k: _drop(v, keys) for k, v in data.items() if k not in keys}
    if isinstance(data, list):
        return [_drop(v, keys) for v in data]
    return data


def _base_options(command: str, option: str) -> dict[str, Any]:
    """The base of ``command`` for changing ``option``: on :data:`CLUSTER_BASE` for a cluster option of a planning
    command or of memory (its one-link base has no cluster to change)."""
    base = dict(BASES[command])
    if option in CLUSTER_FLAGS and (command in PLANNING or command == "memory"):  # memory: its collectives on it
        base.update(CLUSTER_BASE)
        if command == "max-workers":
            del base["--workers"]
    return base


def _variant(command: str, option: str, value: Any, files: dict[str, str], out: Path) -> dict[str, Any]:
    base = _base_options(command, option)
    if option in ("--params", "--size") and "--model" in base:
        del base["--model"]
    if option == "--calibration":
        for k in ("--bandwidth", "--links", "--latency", "--gamma"):
            base.pop(k, None)
    if option == "--model" and command.startswith(("memory", "max-model")):
        base.pop("--params", None)
    if value in ("CAL", "SCENARIO"):
        value = files[value]
    elif value == "OUT":
        value = str(out)
    if option == "":
        base = {"": value, **{k: v for k, v in base.items() if k != ""}}
    else:
        base[option] = value
    return base


def _answer(result, command: str, option: str, display: bool, out_file: Path | None) -> Any:
    if command.startswith("plot"):
        return out_file.read_bytes() if out_file is not None and out_file.exists() else None
    if display or command in TEXT_ONLY:
        return result.stdout
    try:
        return _drop(json.loads(result.stdout), ECHO.get(option, set()))
    except json.JSONDecodeError:
        return result.stdout


_BASE_RUNS: dict[tuple[str, ...], Any] = {}


def _base(command: str, option: str, display: bool) -> tuple[Any, Any]:
    """The base run (once per argv) and its answer with the option's echo removed."""
    argv = tuple(_argv(command, _base_options(command, option), not display))
    if argv not in _BASE_RUNS:
        result = runner.invoke(app, list(argv))
        assert result.exit_code == 0, (command, result.output)
        plot = Path("plot.svg").read_bytes() if command.startswith("plot") else None
        _BASE_RUNS[argv] = (result, plot)
    result, plot = _BASE_RUNS[argv]
    if command.startswith("plot"):
        return result, plot
    return result, _answer(result, command, option, display, None)


def _notes(result) -> list[str]:
    """stderr without the "wrote FILE" lines (a variant's file name is not a note)."""
    return [line for line in result.stderr.splitlines() if not line.startswith("wrote ")]


SLOW = ("explain", "crossover", "plot")  # sympy or matplotlib per run: one drawn value each
CASES = list(_cases())


@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
@pytest.mark.parametrize("command,option", [c for c in CASES if not c.values[0].startswith(SLOW)])
def test_changing_an_option_changes_the_answer_adds_a_note_or_is_refused(command, option, files, data, monkeypatch):
    _check_option_matters(command, option, files, data, monkeypatch)


@settings(max_examples=1, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
@pytest.mark.parametrize("command,option", [c for c in CASES if c.values[0].startswith(SLOW)])
def test_changing_an_option_of_a_slow_command_changes_its_answer_adds_a_note_or_is_refused(
        command, option, files, data, monkeypatch):
    _check_option_matters(command, option, files, data, monkeypatch)


def _check_option_matters(command: str, option: str, files: dict[str, str], data: Any, monkeypatch: Any) -> None:
    monkeypatch.chdir(files["dir"])
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")  # deterministic SVG (matplotlib's date)
    import matplotlib

    matplotlib.rcParams["svg.hashsalt"] = "ringcalc"
    values = PER_COMMAND.get(command, {}).get(option) or ALTERNATIVES.get(option)
    assert values, f"no alternative value for `ringcalc {command} {option}`: add one to ALTERNATIVES"
    value = data.draw(st.sampled_from(values), label="value")
    display = (command, option) in DISPLAY
    suffix = ".svg" if command.startswith("plot") else ".json"
    out = Path(files["dir"]) / f"out-{abs(hash((command, option, str(value))))}{suffix}"
    out.unlink(missing_ok=True)
    before, base_answer = _base(command, option, display)
    variant = _variant(command, option, value, files, out)
    if command.startswith("plot") and option != "--out":
        variant["--out"] = str(out)
    after = runner.invoke(app, _argv(command, variant, not display))
    if after.exit_code != 0:
        assert "Traceback" not in after.output and after.exception is None or isinstance(after.exception, SystemExit)
        return  # refused (or the variant's answer is an error: a different answer)
    if option in FILES:
        assert out.exists(), f"`ringcalc {' '.join(_argv(command, variant, True))}` wrote no {out.name}"
        return
    plot_file = out if command.startswith("plot") else None
    changed = _answer(after, command, option, display, plot_file) != base_answer
    noted = _notes(after) != _notes(before)
    assert changed or noted, (
        f"`ringcalc {command} {option} {'' if value is FLAG else value}` was accepted and ignored: same answer, "
        f"no note, exit 0"
    )


# ---------------------------------------------------------------------- the issue's instances


@pytest.mark.parametrize("args,option", [
    (["memory", "--model", "llama-2-7b", "-n", "8", "-t", "1"], "--step-time"),
    (["memory", "--model", "llama-2-7b", "-n", "8", "--latency", "5us"], "--latency"),
    (["memory", "--model", "llama-2-7b", "-n", "8", "--gamma", "1e-11"], "--gamma"),
    (["memory", "--model", "llama-2-7b", "-n", "8", "--headroom", "20%"], "--headroom"),
    (["plot", "algorithms", "-a", "ring", "--out", "x.png"], "--algorithm"),
    (["sweep", "--model", "vgg16", "-n", "2,4", "-b", "1GbE", "-t", "0.5", "--out", "x.csv", "-f", "json"], "--format"),
    (["sweep", "--model", "vgg16", "-n", "2,4", "-b", "1GbE", "-t", "0.5", "--out", "x"], "--out"),
    (["bandwidth", "--model", "vgg16", "-n", "4", "-t", "0.5", "--batch", "32"], "--batch"),
    (["max-workers", "--model", "vgg16", "-b", "100GbE", "-t", "0.5", "--batch", "32"], "--batch"),
])
def test_issue_instances_are_refused(args, option, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and result.stderr.startswith(f"error: {option}:"), result.output
    assert not any(tmp_path.iterdir())  # nothing written


def test_simulate_refuses_an_op_a_collective_does_not_combine():
    for algorithm in ("all-gather", "bruck"):
        result = runner.invoke(app, ["simulate", "-a", algorithm, "-n", "4", "-k", "8", "--op", "max"])
        assert result.exit_code == 2 and result.stderr.startswith("error: --op:"), result.output

