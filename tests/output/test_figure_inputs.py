"""The planning figures draw what they were given (ringcalc/output/figures.py, ringcalc/cli/plot.py).

* a line joins its points in the order of its x variable, whatever order the values were listed in
  (``plot efficiency -n 64,8,512,2`` zig-zagged);
* the algorithms plot's x axis says what the message size K is for its collective, as nccl-tests' ``size``
  column does (the whole gathered output for all-gather; it said "per worker" for every collective);
* ``plot`` refuses ``--dtype`` with ``--size`` as Scenario does (it drew the figure as if fp32).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import numeric
from ringcalc.errors import RingcalcError
from ringcalc.output import figures
from ringcalc.planning.scenario import Scenario
from tests.cli_runner import run


def _increasing(ax) -> None:
    for line in ax.get_lines():
        x = np.asarray(line.get_xdata(), dtype=float)
        assert np.all(np.diff(x) >= 0), (line.get_label(), x)


@settings(max_examples=20, deadline=None)
@given(st.permutations([2, 8, 64, 512, 4, 16]))
def test_efficiency_lines_follow_the_workers(order):
    fig = figures.efficiency_vs_workers(links="10GbE,100GbE", workers=",".join(map(str, order)), model="vgg16",
                                        step_time=0.5)
    ax = fig.axes[0]
    _increasing(ax)
    assert sorted(ax.get_lines()[0].get_xdata()) == sorted(order)


@settings(max_examples=15, deadline=None)
@given(st.permutations([0.5, 0.6, 0.7, 0.8, 0.9, 0.95]))
def test_bandwidth_lines_follow_the_target(order):
    fig = figures.bandwidth_vs_target(workers="8,64", targets=list(order), model="vgg16", step_time=0.5)
    _increasing(fig.axes[0])


@settings(max_examples=15, deadline=None)
@given(st.permutations(["1kB", "1MB", "100kB", "1GB", "10MB"]))
def test_algorithm_lines_follow_the_size(order):
    fig = figures.algorithm_comparison(sizes=",".join(order), workers=16, bandwidth="100GbE")
    _increasing(fig.axes[0])


def test_the_reviewer_s_zig_zag(tmp_path):
    """`ringcalc plot efficiency --model vgg16 -n 64,8,512,2 -b 10GbE -t 0.5 -o u.png`."""
    result = run("plot", "efficiency", "--model", "vgg16", "-n", "64,8,512,2", "-b", "10GbE", "-t", "0.5",
                 "-o", tmp_path / "u.svg")
    assert result.exit_code == 0, result.output
    fig = figures.efficiency_vs_workers(links="10GbE", workers="64,8,512,2", model="vgg16", step_time=0.5)
    assert list(fig.axes[0].get_lines()[0].get_xdata()) == [2, 8, 64, 512]


@pytest.mark.parametrize("collective", numeric.collectives())
def test_the_size_axis_says_what_k_is_for_each_collective(collective):
    """Every collective with a model has its own x label (a new one without a label fails here)."""
    assert collective in figures.SIZE_LABELS
    try:
        fig = figures.algorithm_comparison(sizes="1kB,1MB", workers=8, bandwidth="100GbE", collective=collective)
    except RingcalcError as exc:  # no algorithm of it draws with these options
        pytest.skip(str(exc))
    label = fig.axes[0].get_xlabel()
    assert figures.SIZE_LABELS[collective] in label and "nccl-tests size" in label
    if collective in ("all-gather", "reduce-scatter", "all-to-all"):  # nccl-tests: the whole array, K/N per rank
        assert "K/N" in label
    if collective in ("all-gather", "reduce-scatter"):
        assert "per worker" not in label


# ---------------------------------------------------------------- --dtype with --size


@settings(max_examples=15, deadline=None)
@given(kind=st.sampled_from(["efficiency", "bandwidth", "breakdown"]), dtype=st.sampled_from(["bf16", "fp16", "fp8"]),
       size=st.sampled_from(["1GB", "100MB"]))
def test_plot_refuses_a_dtype_with_a_size_as_scenario_does(tmp_path_factory, kind, dtype, size):
    out = tmp_path_factory.mktemp("p") / "x.svg"
    args = ["plot", kind, "--size", size, "-t", "0.5", "-b", "10GbE", "--dtype", dtype, "-o", out]
    result = run(*args)
    with pytest.raises(RingcalcError) as single:
        Scenario(size=size, dtype=dtype, workers=8, bandwidth="10GbE", step_time=0.5)
    assert result.exit_code == 2 and result.output.strip() == f"error: {single.value}"
    assert not out.exists()
    assert run(*[a if a != dtype else "fp32" for a in args]).exit_code == 0  # fp32 (the default) stays accepted


@pytest.mark.parametrize("draw", [
    lambda **o: figures.efficiency_vs_workers(links="10GbE", workers="2,8", **o),
    lambda **o: figures.bandwidth_vs_target(workers="8", **o),
    lambda **o: figures.time_breakdown(workers="2,8", bandwidth="10GbE", **o),
])
def test_figures_refuse_a_dtype_with_a_size(draw):
    with pytest.raises(RingcalcError) as err:
        draw(size="1GB", dtype="bf16", step_time=0.5)
    assert err.value.option == "dtype"


_NODE_FLAGS = ("--cluster", "--gpus-per-node", "--intra-bandwidth", "--nvls", "--sharp", "--nics-per-node")


@settings(max_examples=30, deadline=None)
@given(kind=st.sampled_from(["efficiency", "bandwidth", "breakdown"]),
       algorithm=st.sampled_from(sorted({*numeric.algorithms("all-reduce"), "flat-ring", "hierarchical-ring", "nvls",
                                         "nvls-tree", "collnet-direct", "collnet-chain", "pat", "auto"})))
def test_a_one_link_figure_draws_an_algorithm_or_refuses_it_without_advising_what_it_refuses(tmp_path_factory, kind,
                                                                                              algorithm):
    """``plot efficiency -a hierarchical-ring`` advised --gpus-per-node, which the figure then refused: a refusal of
    an algorithm names a command that draws it, not an option of this figure that is refused in turn."""
    import re

    out = tmp_path_factory.mktemp("p") / "x.svg"
    result = run("plot", kind, "--model", "vgg16", "-t", "0.55", "-b", "10GbE", "-n", "8", "-a", algorithm, "-o", out)
    if result.exit_code == 0:
        assert out.exists()
        return
    assert result.exit_code == 2 and result.output.count("\n") == 1 and "--algorithm" in result.output
    outside_commands = re.sub(r"`[^`]*`", "", result.output)
    assert not [flag for flag in _NODE_FLAGS if flag in outside_commands], result.output
