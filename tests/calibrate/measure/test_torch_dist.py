"""The torch.distributed all-reduce benchmark (ringcalc.calibrate.measure.torch_dist), run for real.

torch is not a ringcalc dependency: the measuring tests are skipped without
it; the missing-torch message is tested by hiding torch (``sys.modules``).
Sizes are tiny; each local run mostly costs the ranks' ``import torch``
(about 3 s of CPU per rank on the 2-core build machine).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ringcalc.calibrate.measure import MeasureConfig, measure_local, read_csv, rows_to_run
from ringcalc.errors import RingcalcError
from tests.paths import ROOT

TORCH_MISSING = "torch is not installed: pip install torch"


def _cfg(**kw) -> MeasureConfig:
    base = dict(engine="torch", ranks=2, min_size_bytes=4096, max_size_bytes=65536, factor=4.0, iters=3, warmup=1,
                timeout_s=60)  # fmt: skip
    base.update(kw)
    return MeasureConfig(**base)


def _no_leftover_ranks() -> bool:
    out = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    return not any("ringcalc.calibrate.measure --worker" in a and "--engine torch" in a for a in out.splitlines())


# --------------------------------------------------------------------------- without torch


def test_without_torch_the_error_is_one_line(monkeypatch):
    from ringcalc.cli import app

    monkeypatch.setitem(sys.modules, "torch", None)  # `import torch` now raises ImportError
    res = CliRunner().invoke(app, ["measure", "--engine", "torch", "--ranks", "2"])
    assert res.exit_code == 2
    assert res.output.strip() == f"error: --engine: {TORCH_MISSING}"
    # the worker (what torchrun starts) says the same
    from ringcalc.calibrate.measure.torch_dist import run_worker

    with pytest.raises(RingcalcError, match=TORCH_MISSING):
        run_worker(_cfg(), protocol=False)


def test_start_up_does_not_import_torch():
    code = ("import sys, ringcalc.cli, ringcalc.cli.calibrate, ringcalc.calibrate.measure.torch_dist\n"
            "print('torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.stdout.strip() == "False", out.stderr


def test_config_checks_and_labels():
    assert MeasureConfig().impl == "mpi" and MeasureConfig(engine="torch").impl == "torch"
    assert [_cfg(impl=i, backend=b).label for i, b in (("torch", "gloo"), ("ring", "gloo"), ("torch", "nccl"))] == [
        "torch-gloo", "torch-gloo-ring", "torch-nccl"]  # fmt: skip
    assert MeasureConfig(impl="ring").label == "ring"  # MPI labels unchanged
    with pytest.raises(RingcalcError, match="'torch' or 'ring' with --engine torch"):
        _cfg(impl="mpi")
    with pytest.raises(RingcalcError, match="--engine torch"):
        MeasureConfig(backend="nccl")
    with pytest.raises(RingcalcError, match="--force-ring"):
        _cfg(force_ring=True)
    with pytest.raises(RingcalcError, match="--engine: must be 'mpi' or 'torch'"):
        MeasureConfig(engine="nccl")


# --------------------------------------------------------------------------- with torch


@pytest.mark.parametrize("ranks,impl", [(2, "torch"), (4, "ring")])
def test_measure_runs_and_results_are_correct(ranks, impl):
    pytest.importorskip("torch")
    events = []
    rows, start = measure_local(_cfg(ranks=ranks, impl=impl), on_event=events.append)
    assert start["ranks"] == ranks and start["backend"] == "gloo"
    assert [r["size_bytes"] for r in rows] == [4096, 16384, 65536]
    assert all(r["wrong"] == 0 for r in rows)  # every element equals the exact sum
    assert all(r["time_s"] > 0 for r in rows)
    assert sum(e["event"] == "row" for e in events) == 3
    run = rows_to_run(rows, impl=_cfg(impl=impl).label)
    assert run.ranks == ranks and run.source == f"measure:{_cfg(impl=impl).label}:N={ranks}"
    t = run.rows[0].out_of_place
    assert t.busbw_bytes_per_s == pytest.approx(t.algbw_bytes_per_s * 2 * (ranks - 1) / ranks)
    assert _no_leftover_ranks()


def test_ring_with_uneven_and_empty_chunks():
    pytest.importorskip("torch")
    # 3 ranks: 8 B = 2 float32 (one chunk empty), 4100 B = 1025 elements (chunks 342, 342, 341)
    rows, _ = measure_local(_cfg(ranks=3, impl="ring", min_size_bytes=8, max_size_bytes=4100, factor=512.5))
    assert [r["size_bytes"] for r in rows] == [8, 4100]
    assert all(r["wrong"] == 0 for r in rows)


def test_result_check_counts_wrong_elements():
    pytest.importorskip("torch")
    rows, _ = measure_local(_cfg(impl="ring", fault="corrupt:1"))
    assert [r["wrong"] for r in rows] == [1, 1, 1]  # one element changed on rank 1 at every size


def test_rank_that_dies_is_reported_and_cleaned_up():
    pytest.importorskip("torch")
    with pytest.raises(RingcalcError, match="rank 1 exited with code 3") as info:
        measure_local(_cfg(ranks=4, fault="die:1"))
    assert "\n" not in str(info.value)
    assert _no_leftover_ranks()


def test_rank_that_hangs_ends_at_timeout():
    pytest.importorskip("torch")
    with pytest.raises(RingcalcError, match="no result after 5 s") as info:
        measure_local(_cfg(fault="hang:1", timeout_s=5))
    assert info.value.kind == "infeasible"
    assert _no_leftover_ranks()


def test_under_torchrun_rank0_writes_the_results(tmp_path):
    pytest.importorskip("torch")
    torchrun = Path(sys.executable).parent / "torchrun"
    if not torchrun.exists():
        pytest.skip("no torchrun next to this Python")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    # sizes up to 4 MiB so that the fit sees a bandwidth even on a busy 2-core machine
    cmd = [str(torchrun), "--standalone", "--nproc-per-node", "2", "-m", "ringcalc.measure", "--engine", "torch",
           "--min-size", "64KiB", "--max-size", "4MiB", "--factor", "4", "--iters", "3", "--warmup", "1",
           "--format", "json", "--save", str(tmp_path / "cal.json"), "--out", str(tmp_path / "raw.csv")]  # fmt: skip
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    d = json.loads(out.stdout)  # printed once, by rank 0 only
    assert d["ranks"] == 2 and len(d["points"]) == 4
    assert {m["impl"] for m in d["measurements"]} == {"torch-gloo"}
    assert json.loads((tmp_path / "cal.json").read_text())["format"] == "ringcalc-calibration"
    rows = read_csv(tmp_path / "raw.csv")
    assert [r["size_bytes"] for r in rows] == [65536, 262144, 1048576, 4194304]
    assert all(r["wrong"] == 0 and r["ranks"] == 2 for r in rows)
