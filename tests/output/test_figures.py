"""Plots produce valid image files (PNG magic / SVG root, size > 0), from the API and the CLI."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc.output import figures as plot
from ringcalc.output import label_picks
from ringcalc.cli import app
from ringcalc.errors import RingcalcError

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
SCENARIO = dict(model="vgg16", step_time=0.55)


def _valid(path):
    data = path.read_bytes()
    assert len(data) > 0
    if path.suffix == ".png":
        assert data.startswith(PNG_MAGIC)
    else:
        root = ET.fromstring(data)
        assert root.tag.endswith("svg")


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_efficiency_vs_workers(tmp_path, suffix):
    fig = plot.efficiency_vs_workers(tmp_path / f"e{suffix}", links="10GbE,100GbE", workers="2,4,8..256", **SCENARIO)
    _valid(tmp_path / f"e{suffix}")
    ax = fig.axes[0]
    assert "workers" in ax.get_xlabel() and "%" in ax.get_ylabel()
    assert ax.get_xscale() == "log"
    assert len(ax.get_lines()) == 2 and "vgg16" in ax.get_title()


def test_bandwidth_vs_target(tmp_path):
    fig = plot.bandwidth_vs_target(tmp_path / "b.png", workers="8,64", links="100GbE", **SCENARIO)
    _valid(tmp_path / "b.png")
    ax = fig.axes[0]
    assert ax.get_yscale() == "log" and "Gbit/s" in ax.get_ylabel()
    # the N = 8 line at 90% equals the solver's answer (in Gbit/s)
    from ringcalc.planning.scenario import Scenario

    x, y = ax.get_lines()[0].get_data()
    i = list(x).index(90.0)
    expected = Scenario(model="vgg16", workers=8, step_time=0.55).required_bandwidth(0.9).required_bandwidth_bits_per_s
    assert y[i] == pytest.approx(expected / 1e9, rel=1e-12)


def test_time_breakdown_stacks_to_the_iteration_time(tmp_path):
    fig = plot.time_breakdown(tmp_path / "t.svg", workers="2,16,128", bandwidth="10GbE", latency="5us",
                              overlap=0.5, bucket_size="ddp", **SCENARIO)
    _valid(tmp_path / "t.svg")
    from ringcalc.planning.scenario import Scenario

    ax = fig.axes[0]
    bars = ax.patches
    assert len(bars) == 9
    tops = [max(b.get_y() + b.get_height() for b in bars if abs(b.get_x() + b.get_width() / 2 - i) < 1e-9) for i in range(3)]
    for n, top in zip((2, 16, 128), tops):
        s = Scenario(model="vgg16", workers=n, bandwidth="10GbE", latency="5us", step_time=0.55, overlap=0.5,
                     bucket_size="ddp")
        assert top == pytest.approx(s.efficiency().iteration_time_s, rel=1e-12)


def test_algorithm_comparison_shows_every_algorithm(tmp_path):
    from ringcalc import numeric

    fig = plot.algorithm_comparison(tmp_path / "a.png", sizes="1kB,1MB,1GB")
    _valid(tmp_path / "a.png")
    ax = fig.axes[0]
    shown = {line.get_label() for line in ax.get_lines()}
    skipped = ax.get_title().split("prices them): ")[-1] if "not shown" in ax.get_title() else ""
    for name in numeric.algorithms("all-reduce"):
        assert name in shown or name in skipped
    assert "ring" in shown
    assert ax.get_xscale() == "log" and ax.get_yscale() == "log"


def test_bad_extension_and_missing_options(tmp_path):
    with pytest.raises(RingcalcError, match="png"):
        plot.efficiency_vs_workers(tmp_path / "e.pdf", **SCENARIO)
    with pytest.raises(RingcalcError, match="step-time"):
        plot.efficiency_vs_workers(tmp_path / "e.png", model="vgg16")
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("kind", ["efficiency", "bandwidth", "breakdown", "algorithms"])
def test_cli_plot(tmp_path, kind):
    out = tmp_path / f"{kind}.png"
    scenario = ["--size", "1GB"] if kind == "algorithms" else ["--model", "vgg16", "-t", "0.55"]
    result = CliRunner().invoke(app, ["plot", kind, "--out", str(out), *scenario, "-b", "10GbE"])
    assert result.exit_code == 0, result.output
    _valid(out)


def test_cli_plot_algorithms_refuses_what_it_cannot_use(tmp_path):
    # issue 18: `plot algorithms -a ring` was accepted and ignored (only non-default values got a note)
    for extra in (["-a", "ring"], ["--model", "vgg16"], ["-t", "1"], ["--dtype", "fp32"], ["--overlap", "0"]):
        result = CliRunner().invoke(app, ["plot", "algorithms", "--out", str(tmp_path / "a.png"), *extra])
        assert result.exit_code == 2 and "do" in result.stderr and "not apply" in result.stderr, (extra, result.output)
    assert not list(tmp_path.iterdir())


def test_cli_plot_error_is_one_line(tmp_path):
    result = CliRunner().invoke(app, ["plot", "efficiency", "--out", str(tmp_path / "x.gif"), "--model", "vgg16", "-t", "1"])
    assert result.exit_code == 2
    assert result.stderr.startswith("error:") and result.stderr.count("\n") == 1


def test_breakdown_latency_segment_is_latency_only(tmp_path):
    # ring all-reduce: 2 (N-1) messages of alpha each (Patarasuk & Yuan 2009); gamma adds reduction time,
    # which must not be counted as latency
    fig = plot.time_breakdown(workers="4,16", size="1GB", bandwidth="10GbE", latency="5us", gamma=1e-10,
                              step_time=1)
    ax = fig.axes[0]
    labels = ax.get_legend_handles_labels()[1]
    assert labels == [plot.COMPUTE_LABEL, plot.TRANSFER_LABEL, plot.LATENCY_LABEL]
    assert "reduction" in plot.TRANSFER_LABEL and "latency" in plot.LATENCY_LABEL
    latency_bars = [b for b in ax.patches if b.get_facecolor()[:3] == pytest.approx((0xc4 / 255, 0x4e / 255, 0x52 / 255))]
    assert [b.get_height() for b in latency_bars] == pytest.approx([2 * 3 * 5e-6, 2 * 15 * 5e-6], rel=1e-12)


@pytest.mark.parametrize("workers", ["4,16", "2,4..256"])  # bars, and areas past MAX_BARS
def test_breakdown_legend_names_only_what_is_drawn(workers):
    """Without a latency the latency segment is zero everywhere: the legend does not name it."""
    fig = plot.time_breakdown(workers=workers, size="1GB", bandwidth="10GbE", step_time=1)
    labels = fig.axes[0].get_legend_handles_labels()[1]
    assert labels == [plot.COMPUTE_LABEL, plot.TRANSFER_LABEL]
    fig = plot.time_breakdown(workers=workers, size="1GB", bandwidth="10GbE", step_time=1, latency="5us")
    assert fig.axes[0].get_legend_handles_labels()[1] == [plot.COMPUTE_LABEL, plot.TRANSFER_LABEL, plot.LATENCY_LABEL]


@pytest.fixture(scope="module")
def calibration(tmp_path_factory):
    from tests.cli_runner import fit_saved
    from tests.paths import NCCL_FIXTURES

    return fit_saved(tmp_path_factory.mktemp("cal"), NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt", name="one_node")


def test_efficiency_plot_of_a_calibration_shades_its_interval(tmp_path, calibration):
    """One line, the calibration's; the 80% band where it is bounded; the worker counts it cannot bound are named."""
    import numpy as np

    from ringcalc.planning.sweep import sweep

    fig = plot.efficiency_vs_workers(tmp_path / "e.svg", workers="2,4,8..64", calibration=calibration, **SCENARIO)
    _valid(tmp_path / "e.svg")
    ax = fig.axes[0]
    assert len(ax.get_lines()) == 1 and "one_node.json" in ax.get_lines()[0].get_label()
    assert ax.collections, "no interval band"
    rows = sweep(workers="2,4,8..64", calibration=calibration, **SCENARIO)
    unbounded = [int(n) for n, high in zip(rows.workers, rows.iteration_time_s_high) if np.isnan(high)]
    notes = " ".join(t.get_text() for t in ax.texts)
    assert unbounded and all(f"{n:,}" in notes for n in unbounded)  # 4 ranks on one node: 8+ is never measured


def test_cli_efficiency_plot_of_a_calibration_draws_the_efficiency_command_s_numbers(tmp_path, monkeypatch):
    """The figure's line is `efficiency --calibration` at every N, measured or not: the plot drew it with latency 0
    and a forced ring (N = 64 of an 8/16-rank log: 54.63% drawn, 70.98% answered; 2026-11-28 hunt)."""
    from ringcalc import Scenario
    from ringcalc.output import figures
    from tests.cli_runner import fit_saved
    from tests.paths import NCCL_FIXTURES

    cal = fit_saved(tmp_path, NCCL_FIXTURES / "allreduce_two_runs_8_and_16rank.txt")
    drawn = {}
    monkeypatch.setattr(figures, "_finish", lambda fig, out: drawn.setdefault("fig", fig))
    result = CliRunner().invoke(app, ["plot", "efficiency", "--calibration", cal, "--size", "4MB", "-n", "8,16,64",
                                      "-t", "1ms", "-o", str(tmp_path / "c.png")])
    assert result.exit_code == 0, result.output
    (line,) = drawn["fig"].axes[0].get_lines()
    for n, p in zip(*line.get_data()):
        answer = Scenario(size="4MB", workers=int(n), step_time="1ms", calibration=cal).efficiency().efficiency
        assert p == pytest.approx(100 * answer, rel=1e-9), n


def test_cli_plot_calibration_applies_to_the_efficiency_plot_only(tmp_path, calibration):
    runner = CliRunner()
    ok = runner.invoke(app, ["plot", "efficiency", "-o", str(tmp_path / "e.png"), "--model", "vgg16", "-t", "0.2",
                             "--calibration", calibration])  # fmt: skip
    assert ok.exit_code == 0, ok.output
    for extra, why in ((["--links", "100GbE"], "drop --links"), (["--latency", "5us"], "drop --links")):
        r = runner.invoke(app, ["plot", "efficiency", "-o", str(tmp_path / "x.png"), "--model", "vgg16", "-t", "0.2",
                                "--calibration", calibration, *extra])  # fmt: skip
        assert r.exit_code == 2 and why in r.output
    r = runner.invoke(app, ["plot", "bandwidth", "-o", str(tmp_path / "b.png"), "--model", "vgg16", "-t", "0.2",
                            "--calibration", calibration])  # fmt: skip
    assert r.exit_code == 2 and "efficiency plot only" in r.output


def _texts_overlap(fig) -> list[tuple[str, str]]:
    """Pairs of drawn texts (x tick labels, efficiency labels, title, legend) whose boxes overlap."""
    renderer = fig.canvas.get_renderer()
    ax = fig.axes[0]
    texts = [t for t in ax.get_xticklabels() if t.get_visible() and t.get_text()]
    texts += [*ax.texts, ax.title, *ax.get_legend().get_texts()]
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in texts]
    return [(a, b) for i, (a, box_a) in enumerate(boxes) for b, box_b in boxes[i + 1:] if box_a.overlaps(box_b)]


@settings(max_examples=10, deadline=None)
@given(n=st.integers(1, 600), by_link=st.booleans())
@example(n=128, by_link=False)  # issue 18: -n 2,4..256 drew 128 bars whose labels overprinted each other and the title
@example(n=plot.MAX_BARS + 1, by_link=False)
@example(n=40, by_link=True)
@example(n=13, by_link=True)  # the nearest-index spread labelled the neighbours 12Gbps and 13Gbps
@example(n=14, by_link=False)  # the efficiency labels by nearest index: 'P 40.1%' over 'P 39.8%' (a CI run)
def test_breakdown_is_readable_at_any_number_of_points(n, by_link):
    """No two labels overprint, at most MAX_LABELS bars are labelled, every efficiency label is inside the axes."""
    if by_link:
        links = ",".join(f"{g}Gbps" for g in range(1, n + 1))
        fig = plot.time_breakdown(workers=8, links=links, latency="5us", **SCENARIO)
    else:
        fig = plot.time_breakdown(workers=",".join(str(2 * i) for i in range(1, n + 1)), bandwidth="10GbE",
                                  latency="5us", **SCENARIO)
    fig.canvas.draw()
    assert not _texts_overlap(fig)
    ax = fig.axes[0]
    renderer = fig.canvas.get_renderer()
    inside = ax.get_window_extent(renderer)
    assert 1 <= len(ax.texts) <= plot.MAX_ANNOTATIONS
    for label in ax.texts:
        box = label.get_window_extent(renderer)
        assert inside.x0 - 0.5 <= box.x0 and box.x1 <= inside.x1 + 0.5 and box.y1 <= inside.y1 + 0.5, label.get_text()
    if ax.patches and ax.get_xscale() == "linear":  # bars
        assert len([t for t in ax.get_xticklabels() if t.get_text()]) <= plot.MAX_LABELS


@given(n=st.integers(1, 2000), most=st.integers(2, 40))
def test_bar_labels_are_never_neighbours(n, most):
    """The labelled bars: at most ``most``, both ends, each two at least (n - 1) / (most - 1) bars apart."""
    ticks = label_picks.strided(n, most)
    assert len(ticks) <= most and ticks[0] == 0 and ticks[-1] == n - 1 and ticks == sorted(set(ticks))
    if n > most:
        assert min(b - a for a, b in zip(ticks, ticks[1:])) >= (n - 1) / (most - 1)
