"""The ``plot expect`` figure (ringcalc/output/figure_expect.py): the band, the picks, a log over it."""

from __future__ import annotations

import numpy as np
import pytest

from ringcalc.calibrate.nccl_log import read_nccl_log
from ringcalc.cluster.check import check_run
from ringcalc.cluster.expect import expect, sweep_sizes
from ringcalc.output import figure_expect
from ringcalc.planning.scenario import Scenario
from tests.paths import REAL_NCCL


@pytest.mark.parametrize("exponent, label", [(3, "8 B"), (10, "1 KiB"), (16, "64 KiB"), (30, "1 GiB"), (34, "16 GiB")])
def test_binary_labels(exponent, label):
    assert figure_expect.binary_label(exponent) == label


def test_the_expected_busbw_with_its_band_and_the_picks():
    table = expect(Scenario(cluster="dgx-h100", workers=16, size=8.0), sweep_sizes())
    fig = figure_expect.expect_figure(None, expectation=table)
    (ax,) = fig.axes
    line = next(line for line in ax.get_lines() if line.get_label() == "expected (the pair NCCL runs)")
    assert np.allclose(line.get_ydata(), [r.busbw_bytes_per_s / 1e9 for r in table.rows])
    assert len(ax.collections) == 1  # the 80% band
    picks = [t.get_text().strip() for t in ax.texts]
    assert picks == ["double-binary-tree/LL", "double-binary-tree/LL128", "nvls-tree/Simple"]
    assert len(ax.get_xticks()) <= figure_expect.MAX_TICKS and ax.get_xscale() == "log"
    # forced (NCCL_ALGO and NCCL_PROTO): the line is the forced pair's; on p5 from 3 nodes the EFA plugin's pick is
    # what NCCL runs, so the legend no longer says NCCL's own
    forced = expect(Scenario(cluster="dgx-h100", workers=16, size=8.0, algorithm="ring", protocol="Simple"),
                    sweep_sizes())
    (ax,) = figure_expect.expect_figure(None, expectation=forced).axes
    assert "expected (the forced pair)" in [line.get_label() for line in ax.get_lines()]


def test_a_log_over_its_expectation_and_the_ratio_panel(tmp_path):
    (run,) = read_nccl_log(REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt")
    report = check_run(run, 1, lambda **o: Scenario(cluster="dgx-h100", algorithm="ring", **o))
    out = tmp_path / "check.png"
    fig = figure_expect.expect_figure(out, report=report)
    top, ratio = fig.axes
    measured = next(line for line in top.get_lines() if line.get_label() == "measured")
    assert np.allclose(measured.get_ydata(), [r.measured_busbw_bytes_per_s / 1e9 for r in report.rows])
    dots = next(line for line in ratio.get_lines() if line.get_label() == "measured / expected")
    assert np.allclose(dots.get_ydata(), [r.ratio for r in report.rows])
    assert "about a quarter of the expected NIC bandwidth" in top.get_title()
    assert out.stat().st_size > 10_000


@pytest.mark.parametrize("log, cluster", [("issue290_default_2node_16rank_excerpt.txt", "dgx-h100"),
                                          ("issue290_ring_2node_16rank_excerpt.txt", "dgx-h100"),
                                          ("cscs_nocxihook_2node_8rank_excerpt.txt", "cscs-alps-gh200")])
def test_the_title_stays_inside_the_figure(log, cluster):
    """A verdict of several findings wraps inside the figure (at 100 characters a line ran past its right edge)."""
    from dataclasses import replace

    (run,) = read_nccl_log(REAL_NCCL / log)
    report = check_run(run, 1, lambda **o: Scenario(cluster=cluster, **o))
    report = replace(report, verdict=report.verdict + "; small messages slower than expected; medium sizes slower "
                     "than expected; busbw drops at 2 MiB")  # the longest verdicts the findings make
    fig = figure_expect.expect_figure(None, report=report)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    box, frame = fig.axes[0].title.get_window_extent(renderer), fig.bbox
    assert frame.x0 <= box.x0 and box.x1 <= frame.x1
