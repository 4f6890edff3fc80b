"""The core CLI through typer's CliRunner, and once through the installed entry point."""

import json
import re
import shutil
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from tests.reference import (
    REFERENCE_RTOL,
    VGG16_BANDWIDTH_90_BITS_PER_S,
    VGG16_BANDWIDTH_90_BYTES_PER_S,
    VGG16_COMM_TIME_S,
    VGG16_EFFICIENCY,
    VGG16_ITERATION_TIME_S,
)
from tests.cli_runner import run, run_json

runner = CliRunner()
VGG = ["--model", "vgg16", "-n", "4", "--step-time", "0.55"]


def test_efficiency_json_reproduces_seed():
    data = run_json("efficiency", *VGG, "--bandwidth", "125MB/s")
    assert data["efficiency"] == pytest.approx(VGG16_EFFICIENCY, rel=REFERENCE_RTOL)
    assert data["comm_time_s"] == pytest.approx(VGG16_COMM_TIME_S, rel=REFERENCE_RTOL)
    assert data["iteration_time_s"] == pytest.approx(VGG16_ITERATION_TIME_S, rel=REFERENCE_RTOL)
    for key in ("step_time_s", "traffic_per_worker_bytes", "gradient_bytes", "workers", "bandwidth_bytes_per_s"):
        assert key in data


def test_bandwidth_in_all_three_formats():
    data = run_json("bandwidth", *VGG, "--efficiency", "0.9")
    assert data["required_bandwidth_bytes_per_s"] == pytest.approx(VGG16_BANDWIDTH_90_BYTES_PER_S, rel=REFERENCE_RTOL)
    assert data["required_bandwidth_bits_per_s"] == pytest.approx(VGG16_BANDWIDTH_90_BITS_PER_S, rel=REFERENCE_RTOL)
    assert data["efficiency"] == 0.9 and "comm_time_budget_s" in data
    csv = run("bandwidth", *VGG, "-e", "90%", "--format", "csv")
    header, row = csv.stdout.strip().splitlines()
    values = dict(zip(header.split(","), row.split(",")))
    assert float(values["required_bandwidth_bytes_per_s"]) == pytest.approx(13_584.4e6, rel=REFERENCE_RTOL)
    table = run("bandwidth", *VGG, "-e", "90%")
    assert table.exit_code == 0
    assert "13.584 GB/s (108.68 Gbit/s)" in table.stdout


def test_time_has_nccl_bus_bandwidth():
    data = run_json("time", "--size", "1GB", "-n", "8", "--bandwidth", "100Gbps")
    # busbw = algbw * 2(N-1)/N equals the link bandwidth for the ring (nccl-tests doc/PERFORMANCE.md)
    assert data["busbw_bytes_per_s"] == pytest.approx(12.5e9, rel=1e-12)
    assert data["algbw_bytes_per_s"] == pytest.approx(12.5e9 * 8 / 14, rel=1e-12)
    assert data["traffic_per_worker_bytes"] == pytest.approx(2 * 7 / 8 * 1e9)


def test_max_workers_and_unbounded():
    data = run_json("max-workers", "--model", "vgg16", "-t", "0.55", "-b", "100Gbps", "--latency", "50us", "-e", "0.5")
    assert data["max_workers"] >= 2 and data["unbounded"] is False
    data = run_json("max-workers", "--model", "vgg16", "-t", "0.55", "-b", "1GbE", "-e", "5%")
    assert data["unbounded"] is True and data["max_workers"] is None


def test_report_default_scenario_is_the_seed_example():
    result = run("report")
    assert result.exit_code == 0
    assert "7.648%" in result.stdout and "13.584 GB/s" in result.stdout and "7.191 s" in result.stdout


def test_explain_plain_and_latex():
    assert "T_t = " in run("explain").stdout
    assert "\\frac" in run("explain", "--latex").stdout


def test_version():
    assert run("--version").stdout.startswith("ringcalc ")


BAD_INPUT = [
    (["efficiency", *VGG, "-b", "1GbE", "-n", "0"], "--workers"),
    (["efficiency", "--model", "vgg16", "-t", "0.55", "-b", "1GbE", "-n", "-3"], "--workers"),
    (["efficiency", "--model", "vgg16", "-t", "0.55", "-b", "1GbE", "-n", "2.5"], "--workers"),
    (["efficiency", "--model", "vgg16", "-t", "0.55", "-b", "1GbE", "-n", "1e12"], "--workers"),
    (["bandwidth", *VGG, "-e", "0"], "--efficiency"),
    (["bandwidth", *VGG, "-e", "1"], "infinite bandwidth"),
    (["bandwidth", *VGG, "-e", "150%"], "--efficiency"),
    (["efficiency", "--size", "-5GB", "-n", "4", "-t", "1", "-b", "1GbE"], "--size"),
    (["efficiency", "--size", "0GB", "-n", "4", "-t", "1", "-b", "1GbE"], "--size"),
    (["efficiency", *VGG, "-b", "0Gbps"], "--bandwidth"),
    (["efficiency", *VGG[:4], "-t", "-1", "-b", "1GbE"], "--step-time"),
    (["efficiency", *VGG, "-b", "125"], "no unit"),
    (["efficiency", "--size", "125", "-n", "4", "-t", "1", "-b", "1GbE"], "no unit"),
    (["efficiency", *VGG, "-b", "5 furlongs/s"], "--bandwidth"),
    (["efficiency", "--model", "vgg61", "-n", "4", "-t", "1", "-b", "1GbE"], "vgg16"),
    (["efficiency", *VGG, "-b", "1GbE", "--latency", "nan"], "finite"),
    (["efficiency", *VGG, "-b", "inf Gbps"], "finite"),
    (["efficiency", *VGG, "-b", "1GbE", "--size", "1GB"], "only one of"),
    (["efficiency", "-n", "4", "-t", "1", "-b", "1GbE"], "missing gradient size"),
    (["efficiency", "--model", "vgg16", "-n", "4", "-b", "1GbE"], "--step-time"),
    (["efficiency", *VGG], "--bandwidth"),
    (["efficiency", *VGG, "-b", "1GbE", "--dtype", "fp7"], "--dtype"),
    (["efficiency", *VGG, "-b", "1GbE", "--algorithm", "rign"], "ring"),
]


@pytest.mark.parametrize("args, fragment", BAD_INPUT)
def test_bad_input_one_line_exit_2(args, fragment):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert fragment in result.stderr
    assert "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args, fragment", [
    (["time", "--bogus"], "No such option"),
    (["time", "--size", "1GB", "-n", "2", "-b", "1GbE", "-f", "xml"], "'xml' is not one of"),
    (["report", "--up-to", "abc"], "not a valid int"),
    (["frobnicate"], "No such command"),
])
def test_usage_errors_are_one_line_too(args, fragment):
    result = run(*args)
    assert result.exit_code == 2
    assert result.stderr.startswith("error: ") and fragment in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_unreachable_target_exits_1_with_best_efficiency():
    result = run("bandwidth", "--model", "vgg16", "-n", "1024", "-t", "0.55", "--latency", "1ms", "-e", "90%")
    assert result.exit_code == 1
    assert "unreachable" in result.stderr and "best efficiency reachable" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_every_catalog_model_and_link_runs():
    from ringcalc import catalog

    links = list(catalog.links())
    for i, name in enumerate(catalog.models()):
        link = links[i % len(links)]
        data = run_json("efficiency", "--model", name, "-n", "8", "-t", "1", "-b", link)
        assert 0 < data["efficiency"] < 1
    for name in links:
        data = run_json("efficiency", "--model", "resnet50", "-n", "8", "-t", "1", "-b", name)
        assert 0 < data["efficiency"] < 1


def test_catalog_lists_models_and_links():
    result = run("catalog")
    assert result.exit_code == 0 and "vgg16" in result.stdout and "100GbE".lower() in result.stdout.lower()


def test_installed_entry_point_in_a_subprocess():
    exe = shutil.which("ringcalc") or str(__import__("pathlib").Path(sys.executable).with_name("ringcalc"))
    proc = subprocess.run([exe, "bandwidth", *VGG, "-e", "0.9", "--format", "json"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["required_bandwidth_bytes_per_s"] == pytest.approx(13_584.4e6, rel=REFERENCE_RTOL)
    bad = subprocess.run([exe, "efficiency", *VGG, "-b", "125"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and bad.stderr.startswith("error: --bandwidth") and "Traceback" not in bad.stderr


def test_python_dash_m():
    proc = subprocess.run([sys.executable, "-m", "ringcalc", "--version"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout.startswith("ringcalc")


def test_the_command_table_names_each_command_s_module_in_help_order():
    """ringcalc.cli.main imports only the module of the command it runs (cold start, issue 18): its table must
    name the module every command really comes from, and in the order --help lists them."""
    from ringcalc.cli import COMMAND_MODULES, app

    registered = [(info.name, info.callback.__module__) for info in app.registered_commands]
    assert registered == [(name, f"ringcalc.cli.{module}") for name, module in COMMAND_MODULES.items()]


@settings(max_examples=25, deadline=None)
@given(latency=st.sampled_from(["0", "100us", "1ms"]), jitter=st.sampled_from(["0", "20ms"]),
       intra=st.sampled_from([None, "1.25GB/s", "50GB/s"]), workers=st.sampled_from(["8", "64", "1024"]),
       target=st.sampled_from(["90%", "99%"]))
def test_report_says_why_a_bandwidth_is_unreachable_as_bandwidth_does(latency, jitter, intra, workers, target):
    """Issue 18 (false notes): `report` called every unreachable bandwidth "(latency)", also with zero latency where
    intra-node transfers or stragglers rule the target out. It now states `bandwidth`'s own reason."""
    cluster = ["-a", "hierarchical-ring", "--gpus-per-node", "8", "--intra-bandwidth", intra] if intra else []
    opts = ["--model", "resnet50", "-n", workers, "-t", "0.2", "--latency", latency, "--jitter", jitter, *cluster,
            "-e", target]
    alone = run("bandwidth", *opts)
    report = run("report", *opts, "-b", "10GbE", "--up-to", "16")
    assert report.exit_code == 0, report.output
    assert "(latency)" not in report.stdout
    words = " ".join(report.stdout.split())
    data = json.loads(run("report", *opts, "-b", "10GbE", "--up-to", "16", "-f", "json").stdout)
    if alone.exit_code == 1:
        reason = re.sub(r"^error: (--[\w-]+: )?", "", " ".join(alone.stderr.split()))
        assert f"bandwidth for {target}: {reason}" in words, (reason, words)
        assert data["required_bandwidth"] is None and " ".join(data["required_bandwidth_unreachable"].split()) == reason
    else:
        assert alone.exit_code == 0, alone.output
        assert " is unreachable" not in words
        assert data["required_bandwidth"] is not None and "required_bandwidth_unreachable" not in data


def test_no_command_writes_a_note_to_stderr_but_through_app_note():
    """Notes go through ringcalc.cli.app.note, which says them once the answer stands and drops them with an error:
    a note written straight to stderr comes before a later error line (a plot's long-range note before its
    refusal, a scenario file's left-out key before a bad value: two lines where one error line is the contract)."""
    import re
    from pathlib import Path

    import ringcalc.cli as cli

    direct = re.compile(r"stderr\.write\(\s*f?[\"']note")
    offenders = [p.name for p in Path(cli.__file__).parent.glob("*.py")
                 if p.name != "app.py" and direct.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


@settings(max_examples=25, deadline=None)
@given(kind=st.sampled_from(["algorithms"]), workers=st.sampled_from(["8,16..1024", "2,4..512", "10,20..1000"]),
       refused=st.sampled_from([("--model", "vgg16"), ("--step-time", "1"), ("--overlap", "0.5"),
                                ("--algorithm", "ring"), ("--scaling", "strong")]))
def test_a_plot_s_range_note_never_precedes_its_error(tmp_path_factory, kind, workers, refused):
    """Found by hand: `plot algorithms -n 8,16..1024 --model vgg16` printed the 128-value range note, then its
    refusal of --model. Every such refusal is now one error line; the note is said when the figure is drawn."""
    from ringcalc.cli import app

    out = tmp_path_factory.mktemp("plot") / "x.png"
    result = runner.invoke(app, ["plot", kind, "-n", workers, *refused, "-o", str(out)])
    assert result.exit_code == 2 and result.stderr.startswith("error: ") and result.stderr.count("\n") == 1


def test_a_note_is_said_after_the_answer_stands():
    from ringcalc.cli import app

    result = runner.invoke(app, ["sweep", "--model", "vgg16", "-n", "8,16..1024", "-b", "1GbE", "-t", "1"])
    assert result.exit_code == 0 and "note: --workers '8,16..1024' expands to 128 values" in result.stderr
