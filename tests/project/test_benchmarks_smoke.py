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
    ("bench_executor.py", ["--workers", "4", "--log2-elements", "12", "--repeat", "1", "--sim-workers", "64"]),
])
def test_benchmark_runs(script, args):
    proc = subprocess.run([sys.executable, str(BENCH / script), *args], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-1500:]
    assert "ratio" in proc.stdout


def test_accuracy_benchmark_runs_on_the_fixture_logs():
    """benchmarks/accuracy_nccl_logs.py, small: the three prediction tasks on the synthetic fixture logs."""
    fixtures = NCCL_FIXTURES
    proc = subprocess.run([sys.executable, str(BENCH / "accuracy_nccl_logs.py"), str(fixtures), "--json"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-1500:]
    import json

    summary = json.loads(proc.stdout)["summary"]
    tasks = {(s["task"], s["model"]) for s in summary}
    assert {("up", "auto"), ("down", "auto"), ("ranks", "auto")} <= tasks
    # the fixtures follow the ring model exactly (tests/fixtures/nccl/README.md): every form predicts them
    for s in summary:
        if s["task"] in ("up", "down") and s["model"] == "auto":
            assert s["median_of_medians_pct"] < 5, s


def test_published_runs_benchmark_runs():
    """benchmarks/validate_published_runs.py: FLOPs, GPU-hours and the Llama 3 layout's breakdown (issue 17)."""
    import json

    proc = subprocess.run([sys.executable, str(BENCH / "validate_published_runs.py"), "--json"], capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-1500:]
    cases = json.loads(proc.stdout)
    assert len(cases) == 6 and all(abs(c["error"]) <= c["target"] for c in cases[:5])  # FLOPs and GPU-hours
    assert {r["name"] for r in cases[5]["step"]["collectives"]} >= {"tp all-gather", "pp activations", "dp gradients"}
