"""The layout's answers on the command line (ringcalc/cli/layout_view.py, plot layout|nic, sweep of a layout):
the JSON is the core's answer, the tables show it, the figures are written, errors are one line."""

from __future__ import annotations

import pytest

from ringcalc.planning.scenario import Scenario
from tests.cli_runner import ok, one_line_error, run, run_json

LAYOUT = ["--model", "llama-3-70b", "-n", "512", "--cluster", "dgx-h100", "--tp", "8", "--pp", "4", "--zero", "1",
          "--gpu", "h100", "--global-batch", "512"]
API = dict(model="llama-3-70b", workers=512, cluster="dgx-h100", tp=8, pp=4, zero=1, gpu="h100", global_batch=512)


def test_efficiency_json_is_the_layout_step():
    data = run_json("efficiency", *LAYOUT)
    r = Scenario(**API).efficiency()
    assert data["efficiency"] == r.efficiency and data["mfu_end_to_end"] == r.mfu_end_to_end
    assert [c["name"] for c in data["collectives"]] == [c.name for c in r.collectives]
    assert {c["link"] for c in data["collectives"]} == {"scale-up", "NICs"}
    assert data["interval"]["efficiency_low"] < data["efficiency"] < data["interval"]["efficiency_high"]


def test_efficiency_table_shows_the_breakdown():
    out = ok(["efficiency", *LAYOUT, "--train-tokens", "2T", "--gpu-hour-price", "2"]).stdout
    for text in ("Training step of the layout", "TP8 x PP4 x DP16", "end-to-end MFU", "pipeline bubble",
                 "Collectives of one step", "tp all-gather", "dp gradients", "to train 2T tokens", "of which the bubble"):
        assert text in out, text


def test_verify_is_refused_on_a_layout():
    one_line_error(run("efficiency", *LAYOUT, "--verify"), "--verify", "drop --verify")


@pytest.mark.parametrize(("command", "key"), [("bandwidth", "required_bandwidth_bytes_per_s"),
                                               ("max-workers", "max_dp")])
def test_the_solvers_on_a_layout(command, key):
    args = list(LAYOUT)
    if command == "max-workers":
        i = args.index("-n")
        del args[i:i + 2]
        args += ["--scaling", "strong"]
    data = run_json(command, *args, "-e", "70%")
    assert data[key] > 0 and data["layout"]["tp"] == 8


def test_the_one_collective_commands_refuse_a_layout():
    one_line_error(run("time", "--model", "llama-3-70b", "-n", "512", "--cluster", "dgx-h100", "--tp", "8"), "--tp",
                   "ask `ringcalc efficiency`")


def test_plot_layout_and_nic(tmp_path):
    for kind in ("layout", "nic"):
        path = tmp_path / f"{kind}.png"
        result = ok(["plot", kind, "-o", str(path), *LAYOUT, "--links", "200Gbps,400Gbps"])
        assert path.stat().st_size > 0 and "wrote" in result.stderr


def test_the_one_link_figures_refuse_the_layout_options(tmp_path):
    one_line_error(run("plot", "efficiency", "-o", str(tmp_path / "e.png"), "--model", "vgg16", "-t", "1", "--tp", "2"),
                   "--tp", "plot layout")


def test_sweep_of_a_layout_equals_the_single_answers():
    rows = run_json("sweep", *[a if a != "4" else "2,4" for a in LAYOUT], "--bandwidth", "200Gbps,400Gbps")
    assert len(rows) == 4
    for row in rows:
        r = Scenario(**{**API, "pp": row["pp"], "bandwidth": row["bandwidth_bytes_per_s"]}).efficiency()
        assert row["efficiency"] == pytest.approx(r.efficiency, rel=1e-12)
        assert row["mfu_end_to_end"] == pytest.approx(r.mfu_end_to_end, rel=1e-12)
        assert row["dp"] == 512 // (8 * row["pp"]) and row["refused"] == ""


def test_memory_times_a_layout_on_the_cluster():
    rows = run_json("memory", "--model", "llama-3-70b", "-n", "64", "--tp", "8", "--pp", "2", "--gpu", "h100",
                    "--cluster", "dgx-h100", "--global-batch", "256", "--zero", "1")
    r = Scenario(model="llama-3-70b", workers=64, tp=8, pp=2, gpu="h100", cluster="dgx-h100", global_batch=256,
                 zero=1, dtype="bf16").efficiency()
    assert rows[0]["efficiency"] == r.efficiency


LAYOUT_OPTIONS = [["--tp", "1"], ["--pp", "1"], ["--dp", "8"], ["--cp", "1"], ["--zero", "1"], ["--ep", "1"]]
SOLVERS = {"efficiency": ["--bandwidth", "100GbE"], "bandwidth": ["-e", "90%"],
           "max-workers": ["--bandwidth", "100GbE", "-e", "50%"], "max-model": ["--bandwidth", "100GbE", "-e", "50%"],
           "max-latency": ["--bandwidth", "100GbE", "-e", "50%"], "report": ["--bandwidth", "100GbE"]}


@pytest.mark.parametrize("layout", LAYOUT_OPTIONS, ids=lambda a: a[0])
@pytest.mark.parametrize("command", sorted(SOLVERS))
def test_every_question_on_a_layout_without_a_cluster_answers_or_refuses_in_one_line(command, layout):
    """A layout on one link per GPU, whichever question: an answer or one error line, never a traceback. The
    bandwidth question has no rate to show (it is the answer): its table formatted None (found by the scenario-file
    hypothesis test with `tp = 1`)."""
    args = [command, "--model", "vgg16", "--step-time", "2", *layout, *SOLVERS[command]]
    if command not in ("max-workers", "max-model"):
        args += ["-n", "8"]
    if command == "max-model":
        args = [a for a in args if a not in ("--model", "vgg16")] + ["-n", "8"]
    result = run(*args)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code in (0, 1, 2) and "Traceback" not in result.output
    if result.exit_code:
        one_line_error(result)
