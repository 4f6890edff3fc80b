"""The benchmark scripts still run (and their built-in cross-checks pass) at a tiny size.

They print ratios and assert nothing about time; but bench_compare and
bench_sweep compare the generated models with hand-written closed forms, so a
model change that is not mirrored there shows up here, not on the next
benchmark day.
"""

import subprocess
import sys

import pytest

from tests.paths import NCCL_FIXTURES, ROOT

BENCH = ROOT / "benchmarks"


@pytest.mark.parametrize("script, args", [
    ("bench_compare.py", ["--scenarios", "20000", "--repeat", "1"]),  # enough rows to include N = 1
    ("bench_sweep.py", ["--rows-side", "30", "--sample", "5", "--repeat", "1"]),
    ("bench_executor.py", ["--workers", "4", "--log2-elements", "12", "--repeat", "1", "--sim-workers", "64",
                            "--many-workers", "400"]),
    ("bench_fit.py", ["--points", "2000"]),
])
def test_benchmark_runs(script, args):
    proc = subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-1500:]
    assert "ratio" in proc.stdout


def test_accuracy_benchmark_runs_on_the_fixture_logs():
    """benchmarks/accuracy_nccl_logs.py, small: every task on the synthetic fixture logs (none is in the manifest)."""
    import json
    import math

    proc = subprocess.run([sys.executable, str(BENCH / "accuracy_nccl_logs.py"), str(NCCL_FIXTURES), "--json"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-1500:]
    result = json.loads(proc.stdout)
    summary = result["summary"]
    tasks = {(s["task"], s["method"]) for s in summary}
    assert {("a", "form:auto"), ("b", "form:auto"), ("ii", "form:auto"), ("fit", "physical"), ("a", "physical"),
            ("b", "physical"), ("ii", "physical")} <= tasks, tasks
    for s in summary:
        assert s["points"] > 0 and 0 <= s["coverage"] <= 1 and math.isfinite(s["median_abs_pct_error"]), s
        # the fixtures follow the ring model exactly (tests/fixtures/nccl/README.md): today's forms predict them
        if s["task"] in ("a", "b") and s["method"] == "form:auto":
            assert s["median_abs_pct_error"] < 5, s
    # a log without host lines has no node count: the physical tasks say so instead of guessing one
    assert any("rows_only" in r["run"] and "not stated" in r["skipped"] for r in result["skipped"])
    assert result["layout_sigma"]["points"] > 0  # the two-run fixture gives one system at two layouts


def test_accuracy_benchmark_prints_its_summary_table():
    """The text output: the summary with each task's target, and the per-case rows with --verbose."""
    proc = subprocess.run([sys.executable, str(BENCH / "accuracy_nccl_logs.py"), str(NCCL_FIXTURES), "--verbose",
                           "--no-layout-sigma", "--forms", "none"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-1500:]
    assert "(a) fit <= 64 MiB -> larger" in proc.stdout and "allreduce_two_runs_8_and_16rank.txt" in proc.stdout
    assert "form:auto" not in proc.stdout and "LAYOUT_SIGMA" not in proc.stdout
    manifest = subprocess.run([sys.executable, str(BENCH / "accuracy_nccl_logs.py"), "--manifest"], capture_output=True,
                              text=True, timeout=300)
    assert manifest.returncode == 0 and "hisohara-mi325x-ring-1-2-4-8node-largemsg.txt[64]" in manifest.stdout


def test_published_runs_benchmark_runs():
    """benchmarks/validate_published_runs.py: FLOPs, GPU-hours and the Llama 3 layout's breakdown (issue 17)."""
    import json

    proc = subprocess.run([sys.executable, str(BENCH / "validate_published_runs.py"), "--json"], capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-1500:]
    cases = json.loads(proc.stdout)
    assert len(cases) == 10 and all(abs(c["error"]) <= c["target"] for c in cases[:5])  # FLOPs and GPU-hours
    for layout in cases[5:]:  # the published layouts on the cluster model: each collective on its link
        assert {r["name"] for r in layout["step"]["collectives"]} >= {"tp all-gather", "pp activations", "dp gradients"}
        assert {r["link"] for r in layout["step"]["collectives"]} == {"scale-up", "NICs"}
        assert layout["ours_low"] <= layout["ours"] <= layout["ours_high"]


def test_accuracy_benchmark_prints_the_prior_by_size_band():
    """--prior-bands: task (i) at every size by band; the fixture logs are in no manifest, so it prints its header
    and no band (a log the manifest does not describe has no prior-only answer)."""
    proc = subprocess.run([sys.executable, str(BENCH / "accuracy_nccl_logs.py"), str(NCCL_FIXTURES), "--prior-bands"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("prior-only at every size") and "inside" in proc.stdout
