"""Regression tests for the QA review of the planning side (sweep table, buckets note, sweep inputs, plot labels)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from typer.testing import CliRunner

from ringcalc import plot
from ringcalc.numeric import step
from ringcalc.symbolic import training
from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from ringcalc.planning.sweep import expand, sweep

runner = CliRunner()


def _ok(args: list[str]):
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result


def _header(stdout: str) -> str:
    """The header line of the first rich table (the line after the top border)."""
    lines = stdout.splitlines()
    return next(lines[i + 1] for i, line in enumerate(lines) if line.startswith("┏"))


# ------------------------------------------------------------------ 1. the sweep table


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


# ------------------------------------------------------------------ 2. one bucket vs no bucket size


def test_one_bucket_note_and_the_two_models():
    # 1 GB over 10GbE (1.25e9 B/s), N = 4: ring Tt = 2 (N-1)/N K/B = 1.2 s (seed formula);
    # Ts = 1 s, F = 1: no --bucket-size -> exposed 0.2 s, P = 1/1.2 = 83.3 %;
    # --bucket-size 1GB -> one bucket, the last, exposed 1.2 s, P = 1/2.2 = 45.45 %
    df = sweep(size="1GB", workers=4, bandwidth="10GbE", step_time=1, overlap=1, bucket_size=[None, "1GB", "10GB"])
    assert list(df["buckets"]) == [1, 1, 1]
    assert df["efficiency"].tolist() == pytest.approx([1 / 1.2, 1 / 2.2, 1 / 2.2], rel=1e-12)
    assert step.bucket_notes(1e9, 1e9) == [step.ONE_BUCKET_NOTE]
    assert step.bucket_notes(10e9, 1e9) == [step.ONE_BUCKET_NOTE]
    assert step.bucket_notes(None, 1e9) == []
    assert step.bucket_notes(25 * 2**20, 1e9) == []  # 40 buckets: the earlier ones do overlap
    assert "last bucket" in step.ONE_BUCKET_NOTE and "without --bucket-size" in step.ONE_BUCKET_NOTE


def test_explain_states_the_one_bucket_difference():
    _, lines = training.explain_section()
    text = "\n".join(lines)
    assert "without --bucket-size the idealized model overlaps all of Tt" in text
    assert "last bucket, which cannot overlap" in text
    result = _ok(["explain"])
    assert "idealized model overlaps all of Tt" in result.stdout.replace("\n", " ")


def test_sweep_table_states_the_one_bucket_note():
    args = ["sweep", "--size", "1GB", "-n", "4", "-b", "10GbE", "-t", "1", "--overlap", "100%"]
    with_bucket = _ok([*args, "--bucket-size", "10GB,25MiB"]).stdout.replace("\n", " ")
    assert "note: one bucket" in with_bucket and "cannot overlap" in with_bucket
    assert "note:" not in _ok([*args, "--bucket-size", "25MiB"]).stdout
    assert "note:" not in _ok(args).stdout


def test_efficiency_result_carries_the_one_bucket_note():
    from ringcalc.planning.scenario import Scenario

    r = Scenario(size="1GB", workers=4, bandwidth="10GbE", step_time=1, overlap=1, bucket_size="1GB").efficiency()
    assert step.ONE_BUCKET_NOTE in r.notes
    plain = Scenario(size="1GB", workers=4, bandwidth="10GbE", step_time=1, overlap=1).efficiency()
    assert step.ONE_BUCKET_NOTE not in plain.notes


# ------------------------------------------------------------------ 3. sweep inputs


def _error(args: list[str], option: str):
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:") and option in lines[0], result.stderr
    return lines[0]


def test_target_without_step_time_is_an_error():
    # was: rows with meets_target = False
    _error(["sweep", "--size", "1GB", "-n", "4", "-b", "10GbE", "-e", "50%,90%"], "--step-time")
    with pytest.raises(RingcalcError, match="step-time"):
        sweep(size="1GB", workers=4, bandwidth="10GbE", target_efficiency=0.9)


def test_two_level_target_without_intra_bandwidth_is_an_error_like_the_bandwidth_command():
    args = ["--size", "1GB", "-n", "16", "--gpus-per-node", "8", "-a", "hierarchical-ring", "-t", "1", "-e", "90%"]
    single = runner.invoke(app, ["bandwidth", *args])
    assert single.exit_code == 2 and "--intra-bandwidth" in single.stderr
    # was: an empty required bandwidth (read as "unreachable")
    _error(["sweep", *args], "--intra-bandwidth")
    _error(["sweep", *args, "-b", "100GbE"], "--intra-bandwidth")
    # with it, the sweep row equals the bandwidth command's answer
    df = sweep(size="1GB", workers=16, gpus_per_node=8, algorithm="hierarchical-ring", step_time=1,
               target_efficiency=0.9, intra_bandwidth="300GB/s")
    from ringcalc.planning.scenario import Scenario

    s = Scenario(size="1GB", workers=16, gpus_per_node=8, algorithm="hierarchical-ring", step_time=1,
                 intra_bandwidth="300GB/s")
    assert df["required_bandwidth_bytes_per_s"].iloc[0] == pytest.approx(
        s.required_bandwidth(0.9).required_bandwidth_bytes_per_s, rel=1e-9)
    # the flat ring has no intra-node term: no --intra-bandwidth needed
    flat = sweep(size="1GB", workers=16, gpus_per_node=8, algorithm="ring", step_time=1, target_efficiency=0.9)
    assert math.isfinite(flat["required_bandwidth_bytes_per_s"].iloc[0])


def test_equal_bandwidths_written_differently_are_all_kept():
    # 100 Gbit/s = 12.5 GB/s: was silently one row
    df = sweep(size="1GB", workers=4, bandwidth="10GbE,100Gbps,12.5GB/s", step_time=1)
    assert df["bandwidth_bytes_per_s"].tolist() == pytest.approx([1.25e9, 12.5e9, 12.5e9])
    result = _ok(["sweep", "--size", "1GB", "-n", "4", "-b", "10GbE,100Gbps,12.5GB/s", "-t", "1", "-f", "csv"])
    assert len(result.stdout.strip().splitlines()) == 1 + 3
    assert expand("4,4,8", int) == [4, 4, 8]


@pytest.mark.parametrize("workers", ["4,,8", "4,8,", ",4", " , "])
def test_empty_list_items_are_errors(workers):
    _error(["sweep", "--size", "1GB", "-n", workers, "-b", "10GbE", "-t", "1"], "--workers")
    with pytest.raises(RingcalcError, match="empty"):
        expand(workers, int, "workers")


# ------------------------------------------------------------------ 4. the breakdown plot's latency segment


def test_breakdown_latency_segment_is_latency_only(tmp_path):
    # ring all-reduce: 2 (N-1) messages of alpha each (Patarasuk & Yuan 2009); gamma adds reduction time,
    # which must not be counted as latency
    fig = plot.time_breakdown(workers="4,16", size="1GB", bandwidth="10GbE", latency="5us", gamma=1e-10,
                              step_time=1)
    ax = fig.axes[0]
    labels = ax.get_legend_handles_labels()[1]
    assert labels == [plot.COMPUTE_LABEL, plot.TRANSFER_LABEL, plot.LATENCY_LABEL]
    assert "reduction" in plot.TRANSFER_LABEL and "latency" in plot.LATENCY_LABEL
    latency_bars = [b for b in ax.patches if b.get_facecolor()[:3] == pytest.approx((0xc4 / 255, 0x4e / 255, 0x52 / 255))]
    assert [b.get_height() for b in latency_bars] == pytest.approx([2 * 3 * 5e-6, 2 * 15 * 5e-6], rel=1e-12)


def test_latency_column_includes_intra_node_latency():
    # hierarchical ring, N = 16, G = 8, alpha = 0, intra alpha = 1 us: reduce-scatter and all-gather
    # inside the node take (G-1) messages each -> 2 * 7 * 1 us = 14 us (was 0 when alpha = 0)
    df = sweep(size="1GB", workers=16, bandwidth="100GbE", gpus_per_node=8, intra_bandwidth="300GB/s",
               intra_latency="1us", algorithm="hierarchical-ring", step_time=1)
    assert df["latency_time_s"].iloc[0] == pytest.approx(14e-6, rel=1e-12)
    alpha = sweep(size="1GB", workers=16, bandwidth="100GbE", gpus_per_node=8, intra_bandwidth="300GB/s",
                  intra_latency="1us", latency="5us", algorithm="hierarchical-ring", step_time=1)
    # plus the inter-node ring all-reduce among 2 nodes: 2 (2-1) * 5 us
    assert alpha["latency_time_s"].iloc[0] == pytest.approx(14e-6 + 10e-6, rel=1e-12)
    assert np.all(np.isfinite(alpha["comm_time_s"]))
