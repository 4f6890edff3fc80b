"""A saved calibration drives the planning commands in place of --bandwidth/--latency (issue 6).

The fixture log's timings come from the ring model with alpha = 2 us and
B = 100e9 B/s at N = 4 (tests/fixtures/nccl/README.md); the calibration fitted
from it must predict other worker counts through the same ring model.
"""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ringcalc import Scenario
from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from tests.paths import NCCL_FIXTURES

LOG = NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt"
ALPHA, BETA = 2e-6, 100e9
runner = CliRunner()


@pytest.fixture(scope="module")
def cal(tmp_path_factory):
    path = tmp_path_factory.mktemp("cal") / "cal.json"
    # the fixture log was printed from the per-step ring model (tests/fixtures/nccl/README.md): say so, so that
    # predictions at other N follow the model that made the data
    result = runner.invoke(app, ["fit", str(LOG), "--save", str(path), "--latency-model", "per-step"])
    assert result.exit_code == 0, result.output
    return path


def ring_time(n, k):
    return 2 * (n - 1) * ALPHA + 2 * (n - 1) / n * k / BETA


@pytest.mark.parametrize("workers", [4, 64])
def test_time_predicts_other_scales(cal, workers):
    result = runner.invoke(app, ["time", "--calibration", str(cal), "-n", str(workers), "--size", "1GB", "-f", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    # fitted parameters are recovered to the print rounding of the log (about 0.5%)
    assert data["comm_time_s"] == pytest.approx(ring_time(workers, 1e9), rel=5e-3)


@pytest.mark.parametrize("command", [["efficiency", "-t", "0.5"], ["max-workers", "-t", "0.5", "-e", "90%"], ["compare"]])
def test_planning_commands_accept_calibration(cal, command):
    args = [command[0], "--calibration", str(cal), "--model", "resnet50", *command[1:], "-f", "json"]
    if command[0] != "max-workers":
        args += ["-n", "8"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output


def test_calibration_sets_bandwidth_and_latency(cal):
    s = Scenario(size="1 GB", workers=8, calibration=cal)
    assert s.bandwidth_bytes_per_s == pytest.approx(BETA, rel=5e-3)
    assert s.latency_s == pytest.approx(ALPHA, rel=5e-2)
    assert s.to_dict()["calibration"] == str(cal)


def test_sweep_uses_calibration(cal):
    from ringcalc import sweep

    df = sweep(size="1MB,1GB", workers="4,64", calibration=cal)
    expected = [ring_time(n, k) for k in (1e6, 1e9) for n in (4, 64)]
    assert list(df.comm_time_s) == pytest.approx(expected, rel=2e-2)


def test_calibration_conflicts_with_latency_and_takes_a_bandwidth_as_its_nics_rate(cal):
    """A calibration sets the latency; a bandwidth given beside one with a fitted cluster is one NIC's line rate
    that re-costs it, at the measured layout as at any other (refused at the measured layout until 2026-11-29,
    taken at every other N)."""
    slow, fast = (Scenario(size="1 GB", workers=8, bandwidth=b, calibration=cal, step_time=0.1) for b in ("1Gbps",
                                                                                                   "100Gbps"))
    assert slow.on_cluster and slow.efficiency().efficiency <= fast.efficiency().efficiency
    result = runner.invoke(app, ["time", "--calibration", str(cal), "-n", "8", "--size", "1GB", "--latency", "5us"])
    assert result.exit_code == 2 and "--calibration" in result.stderr


def test_missing_calibration_file_is_a_clear_error(tmp_path):
    result = runner.invoke(app, ["time", "--calibration", str(tmp_path / "nope.json"), "-n", "8", "--size", "1GB"])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1


def test_calibration_conflicts_with_gamma(cal):
    # a fitted calibration already contains the reduction cost: gamma would count it twice
    with pytest.raises(RingcalcError, match="--gamma"):
        Scenario(size="1 GB", workers=8, gamma=1e-10, calibration=cal)


def test_local_calibration_keeps_its_core_sharing_factor(cal, tmp_path):
    """A `measure` calibration (ranks sharing C cores) predicts the same through Scenario as through its API."""
    from ringcalc.calibrate.calibration_file import load_calibration

    data = json.loads(Path(cal).read_text())
    data["shared_cores"] = 2
    local = tmp_path / "local.json"
    local.write_text(json.dumps(data))
    api = load_calibration(local)
    for workers in (2, 4, 64):
        s = Scenario(size="1 MiB", workers=workers, calibration=local)
        assert s.comm_time() == pytest.approx(api.predict_time_s(2**20, ranks=workers, collective="all_reduce"), rel=1e-9)
    # the solver's searches evaluate other N through symbol_values: same factor there
    s = Scenario(size="1 MiB", workers=4, calibration=local)
    assert float(numeric_time(s, 64)) == pytest.approx(Scenario(size="1 MiB", workers=64, calibration=local).comm_time(), rel=1e-9)


def numeric_time(s, workers):
    from ringcalc import numeric

    return numeric.evaluate("time", s.symbol_values(N=workers), s.algorithm, s.collective)


def test_calibration_without_a_bandwidth_regime_for_large_messages_is_refused(cal, tmp_path):
    data = json.loads(Path(cal).read_text())
    for seg in data["segments"]:
        seg["beta_bytes_per_s"] = None
    data["beta_bytes_per_s"] = None
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data))
    result = runner.invoke(app, ["time", "--calibration", str(broken), "-n", "8", "--size", "1GB"])
    assert result.exit_code == 2 and "no finite bandwidth" in result.stderr


def test_max_workers_from_a_large_messages_only_calibration_is_not_unbounded(tmp_path):
    """Logs that start on the bandwidth plateau (the MI325X large-message logs: 4-16 GiB) fit a latency of 0; 'every
    N meets the target' then rests on a latency nobody measured, and is refused; from sizes down to 8 B it stands."""
    from tests.calibrate.synthetic import ring_time, synthetic_log
    from tests.cli_runner import run

    for smallest, refused in ((2**32, True), (8, False)):
        sizes = [s for s in (8 * 2**k for k in range(32)) if s >= smallest]
        log = tmp_path / f"log{smallest}.txt"
        log.write_text(synthetic_log([ring_time(8, s, 0.0 if refused else 5e-6, 1e12) for s in sizes], 8, sizes))
        cal = tmp_path / f"cal{smallest}.json"
        assert run("fit", log, "--model", "ring", "--save", cal).exit_code == 0
        r = run("max-workers", "--calibration", cal, "--params", "7B", "--dtype", "bf16", "-t", "1s", "-e", "0.9")
        if refused:
            assert r.exit_code != 0 and "latency is 0" in r.stderr and "Traceback" not in r.output
        else:
            assert "latency is 0" not in r.output
