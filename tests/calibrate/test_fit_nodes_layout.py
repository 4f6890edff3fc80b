"""A fit's ranks per node agree with how every answer places ranks on nodes (ringcalc/calibrate/points.py).

``Points.gpus_per_node`` took ``N // n`` while ``layout.nodes_for`` (and ``Placement.of``, and the physical fit's
``Layout.gpus_per_node``) take ``ceil``: ``fit LOG --nodes 3`` of 32 ranks recorded 10 GPUs per node, and the
calibration asked at its own layout (-n 32) said "extrapolates to 4 nodes from the calibrated 3" and widened its
interval. An ``--nodes`` that does not divide N is taken as nodes filled in turn (said in the fit's warnings), and one
that no filling gives (9 ranks on 4 nodes) is refused.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.fit import fit_runs
from ringcalc.calibrate.interval import predict
from ringcalc.calibrate.layout import nodes_for
from ringcalc.calibrate.logs import with_layout
from ringcalc.calibrate.nccl_log import parse_nccl_log
from ringcalc.calibrate.points import collect_points
from ringcalc.errors import RingcalcError
from tests.calibrate.synthetic import SIZES, ring_time, synthetic_log
from tests.cli_runner import run
from tests.paths import NCCL_FIXTURES

ROWS_ONLY = NCCL_FIXTURES / "allreduce_rows_only_32rank.txt"


def rows_only(ranks: int, nodes: int | None = None):
    """A synthetic log of ``ranks`` ranks without '#  Rank ... on HOST' lines, placed by ``--nodes nodes``."""
    text = synthetic_log(ring_time(ranks, np.array(SIZES, float), 5e-6, 40e9), ranks, SIZES)
    text = "\n".join(line for line in text.splitlines() if not line.startswith("#  Rank"))
    return with_layout(parse_nccl_log(text, f"rows-{ranks}", ranks=ranks), nodes, None)


def fills(ranks: int, nodes: int) -> bool:
    """Whether ``ranks`` ranks fill ``nodes`` nodes in turn at some count per node (the last node may hold fewer)."""
    return nodes_for(ranks, math.ceil(ranks / nodes)) == nodes


@settings(max_examples=60, deadline=None)
@given(ranks=st.integers(2, 160), data=st.data())
@example(ranks=32, data=None).via("the issue: 32 ranks on 3 nodes")
@example(ranks=9, data=None).via("9 ranks on 4 nodes: no filling gives it")
def test_a_calibration_asked_at_its_measured_layout_never_extrapolates(ranks, data):
    nodes = data.draw(st.integers(1, ranks), label="nodes") if data is not None else {32: 3, 9: 4}[ranks]
    runs = rows_only(ranks, nodes)
    if not fills(ranks, nodes):
        with pytest.raises(RingcalcError, match="cannot fill") as err:
            fit_runs(runs, model="ring", latency_model="nccl", by_layout=True)
        assert err.value.option == "nodes"
        return
    fit = fit_runs(runs, model="ring", latency_model="nccl", by_layout=True)
    cal = fit.to_calibration()
    assert cal.gpus_per_node == math.ceil(ranks / nodes)
    assert cal.level_for(ranks)[1] == nodes
    notes = predict(cal, 2.0**30, ranks).notes
    assert not any("extrapolates" in n for n in notes), notes
    divides = ranks % nodes == 0
    assert divides == (not any("does not divide" in w for w in fit.warnings)), fit.warnings


def test_ranks_per_node_is_one_count_that_places_every_run():
    """Several runs: the least G whose ceil placement gives every run's nodes, or None where no G does."""
    def gpn(*layouts: tuple[int, int]) -> int | None:
        runs = [r for n, m in layouts for r in rows_only(n, m)]
        return collect_points(runs).gpus_per_node

    assert gpn((32, 3)) == 11  # was 10
    assert gpn((4, 1), (16, 2)) == 8  # one node of 4 beside two of 8 (was None: 4 // 1 != 16 // 2)
    assert gpn((8, 1), (16, 2), (64, 8)) == 8
    assert gpn((4, 2), (8, 2), (16, 2)) is None  # 2, 4 and 8 GPUs per node: no one G
    assert gpn((12, 2), (16, 2)) == 8  # 8 + 4 and 8 + 8


def test_the_fit_and_its_physical_part_place_the_ranks_alike(tmp_path):
    """The CLI repro: `fit --nodes 3` of 32 ranks, then `time` at -n 32 answers at the measured layout; the
    calibration records 11 per node (the physical part's G too) and the fit says how the ranks were taken."""
    cal = tmp_path / "n3.json"
    fitted = run("fit", ROWS_ONLY, "--nodes", 3, "--save", cal, "--format", "json")
    assert fitted.exit_code == 0, fitted.output
    warnings = json.loads(fitted.stdout)["warnings"]
    assert any("--nodes 3 does not divide 32 ranks" in w and "a last node of 10" in w for w in warnings), warnings
    saved = json.loads(cal.read_text())
    assert saved["gpus_per_node"] == 11 == saved["physical"]["cluster"]["gpus_per_node"]
    answer = run("time", "--calibration", cal, "-n", 32, "--size", "1GiB")
    assert answer.exit_code == 0, answer.output
    assert "extrapolates" not in answer.stdout


def test_nodes_that_no_filling_gives_are_refused_in_one_line():
    from tests.cli_runner import one_line_error

    one_line_error(run("fit", ROWS_ONLY, "--ranks", 9, "--nodes", 4), "--nodes:", "cannot fill 4 nodes", "--nodes 3 or 5")
