"""The MPI all-reduce benchmark (ringcalc.calibrate.measure), run for real.

Needs mpi4py and an mpiexec (extra ``mpi``); skipped otherwise. Sizes are
small so each run takes a second or two on a 2-core machine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ringcalc.calibrate.measure import MeasureConfig, measure_local, read_csv, rows_to_run, write_csv
from ringcalc.errors import RingcalcError
from tests.paths import ROOT

mpi4py = pytest.importorskip("mpi4py")
pytestmark = pytest.mark.mpi


def _cfg(**kw) -> MeasureConfig:
    base = dict(ranks=2, min_size_bytes=4096, max_size_bytes=65536, factor=4.0, iters=3, warmup=1, timeout_s=60)
    base.update(kw)
    return MeasureConfig(**base)


def _no_leftover_ranks() -> bool:
    """No worker rank of this checkout is running (ranks of other checkouts on a shared machine do not count).

    A rank's environment has this checkout first on PYTHONPATH (``measure.worker_env``).
    """
    ours = f"PYTHONPATH={ROOT}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ")
            if b"ringcalc.calibrate.measure --worker" not in cmdline:
                continue
            env = (entry / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if any(v == ours or v.startswith(ours + os.pathsep.encode()) for v in env):
            return False
    return True


@pytest.mark.parametrize("ranks,impl", [(2, "mpi"), (4, "ring")])
def test_measure_runs_and_results_are_correct(ranks, impl):
    events = []
    rows, start = measure_local(_cfg(ranks=ranks, impl=impl), on_event=events.append)
    assert start["ranks"] == ranks
    assert [r["size_bytes"] for r in rows] == [4096, 16384, 65536]
    assert all(r["wrong"] == 0 for r in rows)  # every element equals the exact sum
    assert all(r["time_s"] > 0 for r in rows)
    assert sum(e["event"] == "row" for e in events) == 3
    run = rows_to_run(rows, impl=impl)
    assert run.ranks == ranks and run.collective == "all_reduce"
    t = run.rows[0].out_of_place
    assert t.busbw_bytes_per_s == pytest.approx(t.algbw_bytes_per_s * 2 * (ranks - 1) / ranks)
    assert _no_leftover_ranks()


def test_a_measurement_counts_its_ranks_hosts_and_a_cluster_run_fits_on_that_layout():
    from ringcalc.calibrate.fit import UNKNOWN_LAYOUT_WARNING
    from ringcalc.calibrate.select import calibrate

    rows, start = measure_local(_cfg(ranks=3, max_size_bytes=2**20))
    assert start["nodes"] == 1 and {r["nodes"] for r in rows} == {1}  # the ranks' distinct host names
    run = rows_to_run(rows, impl="mpi")  # as rank 0 under a cluster's launcher reads it
    assert (run.nodes, run.nodes_source) == (1, "measured hosts")
    assert UNKNOWN_LAYOUT_WARNING not in calibrate([run], "ring").warnings
    two_hosts = rows_to_run([{**r, "ranks": 16, "nodes": 2} for r in rows], impl="mpi")
    assert two_hosts.nodes == 2 and calibrate([two_hosts], "ring").gpus_per_node == 8
    local = rows_to_run(rows, impl="mpi", shared_cores=2)  # ranks time-sharing this machine: no node of 3 GPUs
    assert (local.nodes, local.nodes_source) == (None, "unknown")


def test_force_ring_runs():
    rows, _ = measure_local(_cfg(ranks=4, impl="mpi", force_ring=True))
    assert len(rows) == 3 and all(r["wrong"] == 0 for r in rows)


def test_rank_that_dies_is_reported_and_cleaned_up():
    with pytest.raises(RingcalcError, match="rank 1 exited"):
        measure_local(_cfg(ranks=4, fault="die:1"))
    assert _no_leftover_ranks()


def test_rank_that_hangs_ends_at_timeout():
    with pytest.raises(RingcalcError, match="no result after 4 s") as info:
        measure_local(_cfg(ranks=2, fault="hang:1", timeout_s=4))
    assert info.value.kind == "infeasible"
    assert _no_leftover_ranks()


def test_csv_round_trip(tmp_path):
    rows = [{"size_bytes": 4096, "count": 1024, "time_s": 1e-5, "wrong": 0, "ranks": 2, "nodes": 2}]
    write_csv(rows, tmp_path / "raw.csv", impl="mpi")
    back = read_csv(tmp_path / "raw.csv")
    assert back[0]["time_s"] == 1e-5 and back[0]["size_bytes"] == 4096 and back[0]["nodes"] == 2
    header = (tmp_path / "raw.csv").read_text().splitlines()[0]
    assert "busbw_bytes_per_s" in header and "time_s" in header
    assert rows_to_run(back, impl="mpi").nodes == 2


def test_a_csv_written_before_the_nodes_column_reads_with_the_nodes_unknown(tmp_path):
    (tmp_path / "old.csv").write_text("size_bytes,count,dtype,ranks,impl,time_s,algbw_bytes_per_s,busbw_bytes_per_s,"
                                      "wrong\n4096,1024,float32,2,mpi,1e-05,409600000.0,409600000.0,0\n")
    back = read_csv(tmp_path / "old.csv")
    assert back[0]["nodes"] is None
    assert (rows_to_run(back, impl="mpi").nodes, rows_to_run(back, impl="mpi").nodes_source) == (None, "unknown")


def test_config_checks():
    with pytest.raises(RingcalcError, match="at least 2 ranks"):
        MeasureConfig(ranks=1)
    with pytest.raises(RingcalcError, match="max-size"):
        MeasureConfig(min_size_bytes=1024, max_size_bytes=512)
    assert MeasureConfig(min_size_bytes=64 * 1024, max_size_bytes=64 * 2**20).sizes()[-1] == 64 * 2**20


def test_module_entry_point_fits_and_saves(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "ringcalc.measure", "--ranks", "2", "--min-size", "4KiB", "--max-size", "256KiB",
           "--factor", "4", "--iters", "3", "--warmup", "1", "--format", "json",
           "--save", str(tmp_path / "cal.json"), "--out", str(tmp_path / "raw.csv")]  # fmt: skip
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    d = json.loads(out.stdout)
    assert d["ranks"] == 2 and len(d["points"]) == 4
    assert json.loads((tmp_path / "cal.json").read_text())["format"] == "ringcalc-calibration"
    assert len((tmp_path / "raw.csv").read_text().splitlines()) == 5


def test_ring_impl_with_uneven_and_empty_chunks():
    # 3 ranks: 8 B = 2 float32 (one chunk empty), 4100 B = 1025 elements (chunks 342, 342, 341)
    rows, _ = measure_local(_cfg(ranks=3, impl="ring", min_size_bytes=8, max_size_bytes=4100, factor=512.5))
    assert [r["size_bytes"] for r in rows] == [8, 4100]
    assert all(r["wrong"] == 0 for r in rows)


def test_result_check_counts_wrong_elements():
    rows, _ = measure_local(_cfg(ranks=2, impl="ring", fault="corrupt:1"))
    assert [r["wrong"] for r in rows] == [1, 1, 1]  # one element changed on rank 1 at every size


def test_under_a_site_launcher_rank0_writes_the_results(tmp_path):
    # what `mpirun -n 64 python -m ringcalc.measure ...` does on a cluster, here with 2 local ranks
    from ringcalc.calibrate.measure import mpiexec

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [*mpiexec(), "-n", "2", sys.executable, "-m", "ringcalc.measure", "--min-size", "64KiB",
           "--max-size", "4MiB", "--factor", "4", "--iters", "3", "--warmup", "1", "--out", str(tmp_path / "raw.csv")]  # fmt: skip
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    # the table is printed once (by rank 0) before the fit
    assert out.stdout.count("# collective all_reduce  ranks 2") == 1, out.stdout + out.stderr
    rows = read_csv(tmp_path / "raw.csv")
    assert [r["size_bytes"] for r in rows] == [65536, 262144, 1048576, 4194304]
    assert all(r["wrong"] == 0 and r["ranks"] == 2 for r in rows)


def test_out_dash_writes_the_csv_to_stdout_and_nothing_else(tmp_path):
    """`-` means standard output for --out as for every file option (issue 11); no file named '-' is left."""
    from typer.testing import CliRunner

    from ringcalc.cli import app

    res = CliRunner().invoke(app, ["measure", "--ranks", "2", "--min-size", "64KiB", "--max-size", "1MiB",
                                   "--iters", "2", "--warmup", "1", "--out", "-"])  # fmt: skip
    assert res.exit_code == 0, res.output
    lines = res.stdout.strip().splitlines()
    assert lines[0].startswith("size_bytes,count,dtype,ranks,impl,time_s") and len(lines) == 1 + 5  # 64 KiB .. 1 MiB
    assert "the fit is not printed" in res.stderr
    assert not Path("-").exists()
    bad = CliRunner().invoke(app, ["measure", "--ranks", "2", "--out", "-", "-f", "json"])
    assert bad.exit_code == 2 and "give --out FILE" in bad.stderr
