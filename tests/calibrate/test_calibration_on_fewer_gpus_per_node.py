"""A calibration answers at the layouts its logs measured, on fewer GPUs per node too, and says what it never
measured (another collective, a forced protocol) is a what-if with an unmeasured layout's interval.

The logs are written here from the DGX H100 cluster model slowed by a known factor (1.3), on 2 nodes of 2 and of 4
GPUs (rank lines name each rank's host), as nccl-tests prints them.
"""

from __future__ import annotations

import pytest

from ringcalc.planning.scenario import Scenario
from tests.calibrate.synthetic import synthetic_log
from tests.cli_runner import fit_saved, run_json

SIZES = [2**k for k in range(20, 31, 2)]  # 1 MiB .. 1 GiB
SLOW = 1.3


def _model(ranks: int, per_node: int, size: int) -> float:
    return Scenario(workers=ranks, size=f"{size}B", cluster="dgx-h100", gpus_per_node=per_node).time().comm_time_s


def _log(per_node: int, nodes: int = 2) -> str:
    ranks = per_node * nodes
    times = [SLOW * _model(ranks, per_node, size) for size in SIZES]
    return synthetic_log(times, ranks, SIZES, per_node=per_node, device="NVIDIA H100 80GB HBM3")


@pytest.fixture(scope="module")
def calibration(tmp_path_factory):
    folder = tmp_path_factory.mktemp("carry")
    logs = []
    for g in (2, 4):
        path = folder / f"g{g}.txt"
        path.write_text(_log(g))
        logs.append(path)
    return fit_saved(folder, logs[0], logs[1], "--cluster", "dgx-h100", name="two_layouts")


@pytest.mark.parametrize("g", [2, 4])
def test_a_layout_the_logs_measured_on_fewer_gpus_per_node_answers_with_the_measurement(calibration, g):
    """Before 2026-11-29 a calibration of 2 nodes at 2 and 4 GPUs per node (Lambda's, on DGX H100s) re-costed its own
    measured layouts 'on a cluster unlike the one asked', dropping what it learnt there: 82 us at 2 MiB on 8 ranks
    of 4 per node, where the log measured 478-644 us."""
    size = 2**24
    d = run_json("time", "--calibration", calibration, "-n", str(2 * g), "--gpus-per-node", str(g),
                 "--size", f"{size}B", "--format", "json")
    logged = SLOW * _model(2 * g, g, size)
    assert d["comm_time_s"] == pytest.approx(logged, rel=0.05)
    assert not any("re-costed" in n or "unlike the one asked" in n for n in d["notes"]), d["notes"]


def test_another_collective_is_a_what_if_without_the_measured_correction(calibration):
    """Before: all-gather at a measured layout took the all-reduce's measured correction and its +-8% interval,
    and a 1% faster NIC moved it 40% (the correction dropped as the cluster changed)."""
    base = ["time", "--calibration", calibration, "-n", "8", "--gpus-per-node", "4", "--size", "64MiB",
            "--collective", "all-gather", "--format", "json"]
    d = run_json(*base)
    faster = run_json(*base, "--bandwidth", "404Gbps")
    assert any("what-if" in n and "all-gather" in n for n in d["notes"]), d["notes"]
    assert faster["comm_time_s"] == pytest.approx(d["comm_time_s"], rel=0.02)
    band = d["interval"]
    assert band["comm_time_s_high"] / band["comm_time_s_low"] > 1.5  # an unmeasured layout's interval
