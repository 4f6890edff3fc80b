"""``ringcalc fit`` and ``ringcalc measure`` through the CLI (ringcalc/cli/calibrate.py).

Fixture logs: tests/fixtures/nccl/README.md (made from known alpha and B).
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from ringcalc.calibrate.calibration_file import load_calibration
from tests.paths import NCCL_FIXTURES

cli = pytest.importorskip("ringcalc.cli")
FIX = NCCL_FIXTURES
runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(cli.app, list(args))


def test_fit_json_has_the_documented_keys():
    res = invoke("fit", str(FIX / "allreduce_nccltests2.17_1node_4rank.txt"), "--format", "json")
    assert res.exit_code == 0, res.output
    d = json.loads(res.output)
    assert d["collective"] == "all_reduce" and d["ranks"] == 4
    # fixture made with alpha 2 us, B 100e9 B/s
    assert d["alpha_s"] == pytest.approx(2e-6, rel=0.01)
    assert d["beta_bytes_per_s"] == pytest.approx(100e9, rel=0.01)
    assert d["busbw_bytes_per_s"] == d["beta_bytes_per_s"]
    assert d["median_abs_pct_error"] < 1 and d["max_abs_pct_error"] < 5
    assert {"size_bytes", "measured_time_s", "predicted_time_s"} <= set(d["points"][0])


def test_fit_table_and_save(tmp_path):
    cal = tmp_path / "cal.json"
    res = invoke("fit", str(FIX / "allreduce_tagoutput_errors_2node_16rank.txt"), "--piecewise", "--segments", "2",
                 "--save", str(cal))  # fmt: skip
    assert res.exit_code == 0, res.output
    text = " ".join(res.output.split())
    assert "measured vs predicted" in text and "4 measurement(s) report wrong results" in text
    c = load_calibration(cal)
    assert c.model == "piecewise" and len(c.segments) == 2 and c.ranks == 16


def test_fit_csv_is_the_points():
    res = invoke("fit", str(FIX / "allreduce_json_v2_4rank.json"), "--format", "csv")
    assert res.exit_code == 0, res.output
    lines = res.output.strip().splitlines()
    assert lines[0].startswith("size_bytes,") and len(lines) == 1 + 2 * 11  # out-of-place and in-place


def test_fit_options_override_the_log():
    path = str(FIX / "reducescatter_old_noroot_2rank.txt")
    res = invoke("fit", path)
    assert res.exit_code == 2 and "pass --collective" in res.output
    res = invoke("fit", path, "--collective", "reduce-scatter", "--format", "json")
    assert res.exit_code == 0 and json.loads(res.output)["collective"] == "reduce_scatter"
    res = invoke("fit", str(FIX / "allreduce_two_runs_8_and_16rank.txt"), "--min-size", "1MiB", "--format", "json")
    assert min(p["size_bytes"] for p in json.loads(res.output)["points"]) >= 2**20


def test_fit_errors_are_one_line():
    res = invoke("fit", str(FIX / "malformed_truncated_row.txt"))
    assert res.exit_code == 2
    assert "malformed_truncated_row.txt:17: malformed" in res.output and "Traceback" not in res.output
    res = invoke("fit", str(FIX / "no_rows_nccl_failure.txt"))
    assert res.exit_code == 2 and "no nccl-tests result rows" in res.output
    res = invoke("fit", str(FIX / "does_not_exist.txt"))
    assert res.exit_code == 2 and "cannot read" in res.output


def test_measure_command(tmp_path):
    pytest.importorskip("mpi4py")
    res = invoke("measure", "--ranks", "2", "--min-size", "4KiB", "--max-size", "64KiB", "--factor", "4",
                 "--iters", "3", "--warmup", "1", "--format", "json", "--out", str(tmp_path / "raw.csv"))  # fmt: skip
    assert res.exit_code == 0, res.output
    d = json.loads(res.output)
    assert d["ranks"] == 2 and len(d["measurements"]) == 3
    assert all(m["wrong"] == 0 for m in d["measurements"])
    assert (tmp_path / "raw.csv").exists()


@pytest.mark.parametrize("coll", ["broadcast", "all-gather", "reduce-scatter", "alltoall"])
def test_fit_collective_contradicting_the_log_is_a_one_line_error(coll):
    res = invoke("fit", str(FIX / "allreduce_nccltests2.17_1node_4rank.txt"), "--collective", coll)
    assert res.exit_code == 2, res.output
    assert not isinstance(res.exception, OverflowError) and "Traceback" not in res.output
    msg = " ".join(res.output.split())
    assert f"the log says all_reduce_perf (line 2); --collective {coll} contradicts it; drop --collective" in msg


def test_fit_refuses_to_mix_collectives():
    res = invoke("fit", str(FIX / "allreduce_nccltests2.17_1node_4rank.txt"),
                 str(FIX / "allgather_srun_label_2node_8rank_na.txt"), "--format", "json")  # fmt: skip
    assert res.exit_code == 2 and "cannot fit different collectives jointly" in res.output


def test_fit_table_and_json_agree_on_collective_and_ranks():
    path = str(FIX / "allreduce_two_runs_8_and_16rank.txt")
    d = json.loads(invoke("fit", path, "--format", "json").output)
    text = " ".join(invoke("fit", path).output.split())
    assert f"{d['collective']}, N = {d['ranks']} (fitted jointly over N = 8, 16)" in text


def test_fit_beta_label_does_not_claim_the_measured_asymptote():
    res = invoke("fit", str(FIX / "allreduce_nccltests2.17_1node_4rank.txt"))
    text = " ".join(res.output.split())
    assert "(= busbw asymptote)" not in text
    assert "fitted per link and direction (busbw asymptote of the model)" in text


def test_fit_size_filters_name_the_filter():
    path = str(FIX / "allreduce_nccltests2.17_1node_4rank.txt")
    for args, expect in ((("--min-size", "1MB", "--max-size", "1kB"), "is larger than --max-size"),
                         (("--min-size", "1GB"), "--min-size 1e+09 B leaves 0 of 52")):  # fmt: skip
        res = invoke("fit", path, *args)
        assert res.exit_code == 2 and expect in " ".join(res.output.split()) and "#wrong" not in res.output
