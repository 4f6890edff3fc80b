"""``ringcalc compare`` and ``ringcalc crossover`` through typer's CliRunner (ringcalc/cli/compare.py)."""

from __future__ import annotations


import pytest
from typer.testing import CliRunner

from ringcalc.cli import app
from ringcalc.numeric import _generated
from tests.cli_runner import run_json

runner = CliRunner()


def test_compare_table_shows_the_notes():
    r = runner.invoke(app, ["compare", "--size", "10MB", "-n", "16", "-b", "100GbE", "--latency", "5us"])
    assert r.exit_code == 0, r.output
    text = " ".join(r.stdout.split())
    assert "note, double-binary-tree: idealised" in text


@pytest.mark.parametrize("against", ["rabenseifner", "binomial-tree", "double-binary-tree", "recursive-doubling",
                                     "ring", "parameter-server", "naive"])
def test_crossover_against_every_algorithm(against):
    rows = run_json("crossover", "-n", "64", "-b", "100GbE", "--latency", "5us", "--against", against)
    assert rows and all(row["algorithm"] != against for row in rows)  # never compared with itself
    for row in rows:
        if row["crossover_bytes"] is not None:
            fa = _generated.MODELS[f"{row['algorithm']}/all-reduce"]["time"]
            fb = _generated.MODELS[f"{against}/all-reduce"]["time"]
            kw = dict(N=64, K=row["crossover_bytes"], B=12.5e9, alpha=5e-6, gamma=0.0, G=1, R_nic=1,
                      B_intra=12.5e9, alpha_intra=5e-6)
            assert float(fa(**kw)) == pytest.approx(float(fb(**kw)), rel=1e-9)


TWO_LEVEL = ("flat-ring", "hierarchical-ring")


@pytest.mark.parametrize("algorithm", TWO_LEVEL)
@pytest.mark.parametrize("argv", [
    ["compare", "--size", "1GiB", "--algorithms", "ring,{a}"],
    ["crossover", "--latency", "5us", "--algorithms", "ring,{a}"],
    ["crossover", "--latency", "5us", "--against", "{a}"],
    ["time", "--size", "1GiB", "-a", "{a}"],
])
def test_a_two_level_algorithm_on_one_link_is_refused_by_every_command(algorithm, argv):
    """On one GPU per node a two-level algorithm is the ring: ``time`` refused it while compare and crossover printed
    the ring's figures under its name (a row equal to the ring's; "equal times for every message size")."""
    argv = [a.format(a=algorithm) for a in argv] + ["-n", "8", "-b", "10GbE"]
    r = runner.invoke(app, argv)
    assert r.exit_code == 2 and "Traceback" not in r.output, r.output
    assert "runs on nodes of several GPUs" in r.output and len(r.output.strip().splitlines()) == 1
    on_nodes = argv + ["--gpus-per-node", "4", "--intra-bandwidth", "nvlink4"]
    r = runner.invoke(app, on_nodes)  # on nodes of several GPUs the same question is answered
    assert r.exit_code == 0, r.output


def test_crossover_bad_against_is_a_one_line_error():
    r = runner.invoke(app, ["crossover", "-n", "64", "-b", "100GbE", "--against", "bruck"])
    assert r.exit_code == 2 and "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1
    r = runner.invoke(app, ["crossover", "-n", "64", "-b", "100GbE", "--against", "ring", "--algorithms", "ring"])
    assert r.exit_code == 2 and "Traceback" not in r.output


def test_crossover_on_a_cluster_does_not_state_one_latency():
    """On a cluster NCCL's latency changes with the pair and the size; the title stated the unused 5 us default."""
    from typer.testing import CliRunner

    out = CliRunner().invoke(app, ["crossover", "--cluster", "dgx-h100", "-n", "64"], terminal_width=200)
    assert out.exit_code == 0, out.output
    title = " ".join(line.strip() for line in out.output.split("┏")[0].splitlines())
    assert "per NIC, NCCL's latencies per pair" in title and "latency 5 us" not in title


@pytest.mark.parametrize("argv, option", [
    (["compare", "--cluster", "dgx-h100", "-n", "16", "--size", "1MB", "--algorithms", "nvls"], "--algorithms"),
    (["compare", "--cluster", "dgx-h100", "-n", "16", "--size", "1MB", "--protocol", "LL128", "--collective",
      "all-to-all"], "--protocol"),
    (["time", "--cluster", "dgx-h100", "-n", "16", "--size", "1MB", "--protocol", "LL128", "--collective",
      "all-to-all"], "--protocol"),
])
def test_a_refusal_names_the_option_that_was_given(argv, option):
    """``compare --algorithms nvls`` blamed --algorithm (which compare refuses), and --protocol LL128 on an all-to-all
    blamed --algorithm though only --protocol was given."""
    r = runner.invoke(app, argv)
    assert r.exit_code == 2 and r.output.startswith(f"error: {option}:"), r.output


def test_every_link_the_intra_bandwidth_help_names_is_taken():
    """The help named ``xgmi`` as a link, which --intra-bandwidth refuses (a kind of link: xgmi-mi300x is one)."""
    import re

    from ringcalc.planning.scenario_options import BY_NAME, parse_value

    row = BY_NAME["intra_bandwidth"]
    names = re.search(r"a link \(([^)]*)\)", row.help).group(1).split(", ")
    for name in names:
        assert parse_value(row, name) > 0
