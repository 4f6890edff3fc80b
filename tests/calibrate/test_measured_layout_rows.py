"""At a layout and size its log measured, a calibrated answer's cluster rows show the fitted physics, and say the
measured time's factor on them (before 2026-11-29 they showed the cluster scaled to the log's time: the p5 log's NIC
"0.51 achieved" and scale-up "0.48", where the fit had 0.85 and 0.79)."""

from __future__ import annotations

import math
import re

from ringcalc.planning.scenario import Scenario
from tests.calibrate.synthetic import synthetic_log
from tests.cli_runner import fit_saved, run

SIZES = [2**k for k in range(16, 33)]  # 64 KiB .. 4 GiB


def _bump(size: int) -> float:
    """1.8x the model at 64 MiB, fading to 1 two decades away: a plateau reached late, which no parameter fits."""
    return 1 + 0.8 * max(0.0, 1 - abs(math.log2(size / 2**26)) / 6)


def _log(per_node: int = 8, nodes: int = 2) -> str:
    ranks = per_node * nodes
    times = [_bump(size) * Scenario(workers=ranks, size=f"{size}B", cluster="dgx-h100").time().comm_time_s
             for size in SIZES]
    return synthetic_log(times, ranks, SIZES, per_node=per_node, device="NVIDIA H100 80GB HBM3")


def _rows(cal: str, n: int) -> dict[str, str]:
    result = run("time", "--calibration", cal, "-n", str(n), "--gpus-per-node", "8", "--size", "64MiB")
    assert result.exit_code == 0, result.stderr
    return {m.group(1).strip(): m.group(2).strip() for m in re.finditer(r"│ ([^│]+?)\s+│ ([^│]+?)\s+│", result.stdout)}


def test_the_fitted_rates_are_shown_at_the_measured_layout_with_the_measured_factor(tmp_path):
    log = tmp_path / "late_plateau.txt"
    log.write_text(_log())
    cal = fit_saved(tmp_path, log, "--cluster", "dgx-h100", name="late")
    measured, other = _rows(cal, 16), _rows(cal, 24)
    for row in ("NIC line rate (per direction)", "scale-up per GPU (per direction)"):
        achieved = [re.search(r"([0-9.]+) achieved", rows[row]).group(1) for rows in (measured, other)]
        assert achieved[0] == achieved[1], (row, achieved)  # the same fitted fraction, measured layout or not
    factor = float(re.search(r"x([0-9.]+)", measured["measured here"]).group(1))
    assert factor > 1.2 and "measured here" not in other
