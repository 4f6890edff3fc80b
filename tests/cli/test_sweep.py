"""``ringcalc sweep`` through typer's CliRunner (ringcalc/cli/sweep.py): the table, its notes, its answers."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from tests.cli_runner import ok as _ok, run

runner = CliRunner()


def _header(stdout: str) -> str:
    """The header line of the first rich table (the line after the top border)."""
    lines = stdout.splitlines()
    return next(lines[i + 1] for i, line in enumerate(lines) if line.startswith("┏"))


@pytest.mark.parametrize("source", [["--size", "1GB"], ["--model", "vgg16"]])
def test_table_with_a_target_and_nothing_varying(source):
    # was: KeyError 'samples_per_s' while rendering the summary table
    result = _ok(["sweep", *source, "-n", "4", "-b", "100GbE", "-t", "0.1", "--target-efficiency", "90%"])
    assert "Smallest listed bandwidth meeting the target" in result.stdout
    assert "required_bandwidth" in result.stdout
    # 100GbE (12.5 GB/s) misses 90% here (1 GB: Tt = 1.5 * 1e9 / 12.5e9 = 120 ms > 11.1 ms budget): shown as —
    assert "—" in result.stdout


def test_table_with_several_models_keeps_the_main_outputs():
    # was: comm_time, iteration_time and speedup dropped when several models were swept
    result = _ok(["sweep", "--model", "vgg16,resnet50", "-n", "4", "-b", "100GbE", "-t", "0.1"])
    header = _header(result.stdout)
    for column in ("model", "gradient", "comm_time", "iteration_time", "efficiency_pct", "speedup"):
        assert column in header, header
    assert "resnet50" in result.stdout


def test_table_with_several_models_and_a_target():
    result = _ok(["sweep", "--model", "vgg16,resnet50", "-n", "4", "-b", "10GbE,100GbE", "-t", "0.1", "-e", "90%"])
    main, _, summary_part = result.stdout.partition("Smallest listed bandwidth")
    assert "comm_time" in main and "speedup" in main and "required_bandwidth" in main
    assert "smallest_bandwidth" in summary_part and "comm_time" not in summary_part


def test_sweep_table_states_the_one_bucket_note():
    args = ["sweep", "--size", "1GB", "-n", "4", "-b", "10GbE", "-t", "1", "--overlap", "100%"]
    with_bucket = _ok([*args, "--bucket-size", "10GB,25MiB"]).stdout.replace("\n", " ")
    assert "note: one bucket" in with_bucket and "cannot overlap" in with_bucket
    assert "note:" not in _ok([*args, "--bucket-size", "25MiB"]).stdout
    assert "note:" not in _ok(args).stdout


def test_flat_ring_sweep_cli_matches_bandwidth_cli():
    # the QA command: the sweep's row is the bandwidth command's answer (a NIC line rate on the cluster)
    common = ["--model", "vgg16", "-a", "flat-ring", "--workers", "16", "--gpus-per-node", "8",
              "--intra-bandwidth", "nvlink4", "--step-time", "0.2"]
    r = run("sweep", *common, "--bandwidth", "100GbE", "--target-efficiency", "90%", "-f", "json")
    assert r.exit_code == 0, r.output
    got = json.loads(r.stdout)[0]["required_bandwidth_bytes_per_s"]
    b = run("bandwidth", *common, "--efficiency", "90%", "--format", "json")
    assert b.exit_code == 0, b.output
    want = json.loads(b.stdout)["required_bandwidth_bytes_per_s"]
    assert got == pytest.approx(want, rel=1e-9)


def test_sweep_notes_rows_where_g_does_not_divide_n():
    r = run("sweep", "--size", "1GB", "-a", "hierarchical-ring", "--workers", "8,12,20", "--gpus-per-node", 8,
            "--bandwidth", "100GbE", "--intra-bandwidth", "nvlink4")
    assert r.exit_code == 0, r.output
    note = [line for line in r.output.splitlines() if line.startswith("note:") and "no results" in line]
    assert len(note) == 1 and "2 rows have no results" in note[0], r.output
    # the N=8 row is one node, whose answer --bandwidth (a NIC's) cannot move: that row says so (cluster/notes.py)
    assert any("1 of 3 rows" in line and "--bandwidth" in line for line in r.output.splitlines()), r.output
    assert "N=12 with G=8" in note[0] and "N=20 with G=8" in note[0] and "must divide" in note[0]
    ok = run("sweep", "--size", "1GB", "-a", "hierarchical-ring", "--workers", "8,16", "--gpus-per-node", 8,
             "--bandwidth", "100GbE", "--intra-bandwidth", "nvlink4")
    assert "no results" not in ok.output


@pytest.mark.parametrize("options", [
    ("--cluster", "p5-48xlarge", "--workers", "16,32"),  # 32 NICs per node (EFA) for 8 GPUs: answered
    ("-a", "ring", "--workers", "12,20", "--gpus-per-node", 8, "--bandwidth", "100GbE", "--intra-bandwidth", "nvlink4"),
])
def test_sweep_notes_no_missing_results_where_every_row_has_one(options):
    # a partial node and more NICs than GPUs are answered on a cluster: no note may call those rows empty
    r = run("sweep", "--size", "1GiB", "--step-time", "0.1", *options)
    assert r.exit_code == 0, r.output
    assert "no results" not in r.output, r.output


def test_a_cluster_sweeps_table_shows_every_input_it_varies():
    """The layout and workload options a cluster's sweep varies have a column (before: 4 rows of --pp 1,2 x --mfu
    0.4,0.5 that could not be told apart); -e takes Ts from FLOPs on the catalog cluster's GPU."""
    from tests.cli_runner import run

    args = ["sweep", "-m", "llama-3-70b", "--cluster", "dgx-h100", "-n", "256", "--tp", "8", "--pp", "1,2",
            "--global-batch", "256", "--mfu", "0.4,0.5"]
    out = run(*args).stdout
    header = next(line for line in out.splitlines() if "comm_time" in line)
    assert " pp " in header and " mfu " in header
    assert run(*args, "-e", "0.7").exit_code == 0
