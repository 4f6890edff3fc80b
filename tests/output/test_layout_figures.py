"""The layout figures (ringcalc/output/layout_figures.py): what they draw is the layout's step."""

from __future__ import annotations

import pytest

from ringcalc.errors import RingcalcError
from ringcalc.output import layout_figures
from ringcalc.planning.scenario import Scenario

OPTIONS = dict(model="llama-3-70b", workers=512, cluster="dgx-h100", tp=8, pp=4, zero=1, gpu="h100",
               global_batch=512, mfu=0.45)


def test_breakdown_bars_are_the_steps(tmp_path):
    fig = layout_figures.layout_breakdown(tmp_path / "b.png", links="200Gbps,400Gbps", **OPTIONS)
    assert (tmp_path / "b.png").stat().st_size > 0
    ax = fig.axes[0]
    tops = {}
    for patch in ax.patches:  # stacked: each bar's top is the step time
        x = round(patch.get_x() + patch.get_width() / 2)
        tops[x] = max(tops.get(x, 0.0), patch.get_y() + patch.get_height())
    for x, rate in enumerate(("200Gbps", "400Gbps")):
        step = Scenario(**OPTIONS, bandwidth=rate).efficiency().iteration_time_s
        assert tops[x] == pytest.approx(step, rel=1e-9)


def test_efficiency_vs_nic_draws_the_efficiency_and_mfu(tmp_path):
    fig = layout_figures.efficiency_vs_nic(tmp_path / "n.svg", links="100Gbps,400Gbps", **OPTIONS)
    lines = {line.get_label(): line.get_ydata() for line in fig.axes[0].get_lines()}
    slow, fast = (Scenario(**OPTIONS, bandwidth=b).efficiency() for b in ("100Gbps", "400Gbps"))
    assert list(lines["efficiency Ts/step"]) == pytest.approx([100 * slow.efficiency, 100 * fast.efficiency])
    assert list(lines["end-to-end MFU"]) == pytest.approx([100 * slow.mfu_end_to_end, 100 * fast.mfu_end_to_end])


def test_efficiency_vs_nic_joins_its_points_in_rate_order(tmp_path):
    """--links in any order draws one line from the slowest NIC to the fastest (it joined them as given)."""
    fig = layout_figures.efficiency_vs_nic(tmp_path / "n.svg", links="400Gbps,100Gbps,200Gbps", **OPTIONS)
    for line in fig.axes[0].get_lines():
        x = list(line.get_xdata())
        assert x == sorted(x) == pytest.approx([100, 200, 400])


def test_a_scenario_without_a_layout_is_refused():
    with pytest.raises(RingcalcError, match="parallel layout"):
        layout_figures.layout_breakdown(model="vgg16", workers=8, bandwidth="100GbE", step_time=1)
