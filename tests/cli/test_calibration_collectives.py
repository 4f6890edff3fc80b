"""A calibration of any collective answers its own collective as its fit predicts (``time --calibration``).

Every planning answer takes the ring's per-step alpha and per-link B from
:meth:`Calibration.ring_params`. Until 2026-11-28 that was the all-reduce's
whatever the calibration measured: an all-gather or reduce-scatter calibration
(N-1 ring steps, not 2(N-1)) answered with half its fitted latency (the
all-gather fixture: 17.54 us where the log measured, and ``fit`` predicts,
35.04 us; "latency per step 2.5 us" beside the fit's 5 us).
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from ringcalc import Scenario
from ringcalc.cli import app
from tests.paths import NCCL_FIXTURES

runner = CliRunner()
FIXTURES = {  # every fixture log of one collective that fits, with the options its format needs (tests/fixtures/nccl)
    "allgather_srun_label_2node_8rank_na.txt": [],
    "reducescatter_old_noroot_2rank.txt": ["--collective", "reduce-scatter"],
    "allreduce_nccltests2.17_1node_4rank.txt": [],
    "allreduce_tagoutput_errors_2node_16rank.txt": [],
    "allreduce_two_runs_8_and_16rank.txt": [],
    "allreduce_rccl_asterisk_8rank.txt": [],
    "allreduce_json_v2_4rank.json": [],
    "allreduce_rows_only_32rank.txt": [],
}


def _json(args: list[str]) -> dict:
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.fixture(scope="module", params=sorted(FIXTURES))
def fitted(request, tmp_path_factory):
    """(calibration path, the fit's JSON) of one fixture log."""
    log = request.param
    path = tmp_path_factory.mktemp("cal") / "cal.json"
    fit = _json(["fit", str(NCCL_FIXTURES / log), *FIXTURES[log], "--save", str(path), "--format", "json"])
    return path, fit


def _measured_points(fit: dict) -> list[dict]:
    """The smallest, a middle and the largest measured size at every measured N (out-of-place)."""
    out = []
    for n in sorted({p["ranks"] for p in fit["points"]}):
        points = sorted((p for p in fit["points"] if p["ranks"] == n and p["placement"] == "out-of-place"),
                        key=lambda p: p["size_bytes"])
        out += [points[0], points[len(points) // 2], points[-1]]
    return out


def test_time_from_a_calibration_is_its_fits_prediction_at_every_measured_point(fitted):
    path, fit = fitted
    collective = fit["collective"].replace("_", "-")
    for p in _measured_points(fit):
        n, size = p["ranks"], int(p["size_bytes"])
        cli = _json(["time", "--calibration", str(path), "-n", str(n), "--size", f"{size}B", "--collective", collective,
                     "--format", "json"])
        api = Scenario(size=size, workers=n, collective=collective, calibration=str(path)).comm_time()
        assert cli["comm_time_s"] == pytest.approx(p["predicted_time_s"], rel=1e-9), (n, size)
        assert api == pytest.approx(p["predicted_time_s"], rel=1e-9), (n, size)


def test_the_latency_per_step_is_the_fits_alpha(fitted):
    """At the fitted N and smallest size the ring step's alpha is the fit's (the all-gather's 5 us, not 2.5)."""
    path, fit = fitted
    collective = fit["collective"].replace("_", "-")
    smallest = min(fit["points"], key=lambda p: (p["ranks"] != fit["ranks"], p["size_bytes"]))
    s = Scenario(size=smallest["size_bytes"], workers=fit["ranks"], collective=collective, calibration=str(path))
    assert s.latency_s == pytest.approx(fit["segments"][0]["alpha_s"], rel=1e-9)


def test_the_all_gather_repro(tmp_path):
    """The reported case: all-gather of 1 KiB on the 8 ranks the log measured at 35.04 us."""
    path = tmp_path / "ag.json"
    _json(["fit", str(NCCL_FIXTURES / "allgather_srun_label_2node_8rank_na.txt"), "--save", str(path), "--format",
           "json"])
    r = _json(["time", "--calibration", str(path), "-n", "8", "--size", "1KiB", "--collective", "all-gather",
               "--format", "json"])
    assert r["comm_time_s"] == pytest.approx(35.04e-6, rel=1e-3)
    assert r["latency_s"] == pytest.approx(5e-6, rel=1e-3)
    assert r["interval"]["comm_time_s_low"] < 35.04e-6 < r["interval"]["comm_time_s_high"]
    compare = _json(["compare", "--calibration", str(path), "--collective", "all-gather", "-n", "8", "--size", "1KiB",
                     "--format", "json"])
    ring = next(row for row in compare if row["algorithm"] == "ring")
    assert ring["time_s"] == pytest.approx(35.04e-6, rel=1e-3)
