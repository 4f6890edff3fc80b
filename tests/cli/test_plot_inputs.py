"""``ringcalc plot`` reads what it is given (ringcalc/cli/plot.py).

* an empty value (``-n ""``, ``-b ""``, ``--size ""``) is refused as ``sweep`` refuses it; ``plot`` took it for
  "use the default" (``workers or DEFAULT_WORKERS``) and drew 2..1024 and the four default links;
* ``plot algorithms --collective allreduce`` said "nothing to draw" where ``compare`` names the collective;
* ``plot bandwidth --latency 1s`` said no worker count needs a bandwidth, not that latency alone exceeds the budget;
* the ``algorithms`` title left out --compression and --bucket-size, which change its curves.
"""

from __future__ import annotations

import pytest
import typer.main
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.cli import app
from tests.cli_runner import one_line_error, run

LAYOUT = ("--model", "llama-3-70b", "-n", "512", "--cluster", "dgx-h100", "--tp", "8", "--pp", "4", "--zero", "1",
          "--gpu", "h100", "--global-batch", "512", "--mfu", "0.45")
BASE = {
    "efficiency": ("--model", "vgg16", "-t", "0.5"),
    "bandwidth": ("--model", "vgg16", "-t", "0.5"),
    "breakdown": ("--model", "vgg16", "-t", "0.5", "-b", "10GbE"),
    "algorithms": (),
    "expect": ("--cluster", "dgx-h100", "-n", "16"),
    "layout": LAYOUT,
    "nic": LAYOUT,
}
"""Each kind's options that draw a figure; an empty value of any option added to them is refused."""

_PLOT = typer.main.get_command(app).commands["plot"]
FLAGS = sorted(max(p.opts, key=len) for p in _PLOT.params if p.opts[0].startswith("--") and p.name != "out")


def _without(args: tuple[str, ...], flag: str) -> list[str]:
    """``args`` without ``flag`` and its value (the empty one is added instead)."""
    aliases = next(p.opts for p in _PLOT.params if flag in p.opts)
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a in aliases:
            skip = True
        else:
            out.append(a)
    return out


@pytest.mark.parametrize("kind", sorted(BASE))
def test_each_kind_s_base_options_draw(tmp_path, kind):
    """The base of the empty-value tests draws: what refuses there is the empty value, nothing else."""
    result = run("plot", kind, *BASE[kind], "-o", tmp_path / "x.svg")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "x.svg").exists()


@pytest.mark.parametrize("flag", FLAGS)
@pytest.mark.parametrize("kind", sorted(BASE))
def test_an_empty_value_is_refused_not_taken_for_the_default(tmp_path, kind, flag):
    """``plot efficiency -n "" -b ""`` drew 2..1024 and four default links (rc 0); ``sweep -n ""`` refuses it."""
    _refused(tmp_path / "x.svg", kind, flag, "")


@settings(max_examples=40, deadline=None)
@given(kind=st.sampled_from(sorted(BASE)), flag=st.sampled_from(FLAGS), value=st.sampled_from([" ", "  ", "\t", " \t "]))
def test_a_blank_value_is_refused_as_the_empty_one(tmp_path_factory, kind, flag, value):
    _refused(tmp_path_factory.mktemp("p") / "x.svg", kind, flag, value)


def _refused(out, kind: str, flag: str, value: str) -> None:
    result = run("plot", kind, *_without(BASE[kind], flag), flag, value, "-o", out)
    one_line_error(result, "empty")
    assert result.exit_code == 2 and not out.exists()
    aliases = next(p.opts for p in _PLOT.params if flag in p.opts)
    assert any(result.output.startswith(f"error: {name}:") for name in aliases), result.output


def test_the_reviewer_s_empty_values(tmp_path):
    """The three commands of the finding, with the message ``sweep -n ""`` gives."""
    for args in (("efficiency", "--model", "vgg16", "-t", "0.5", "-n", "", "-b", ""),
                 ("algorithms", "--size", ""),
                 ("bandwidth", "--model", "vgg16", "-t", "0.5", "-n", "")):
        result = run("plot", *args, "-o", tmp_path / "z.png")
        one_line_error(result, "empty list item in ''")
        assert not (tmp_path / "z.png").exists()


def test_plot_algorithms_names_an_unknown_collective_as_compare_does(tmp_path):
    """``plot algorithms --collective allreduce`` said "nothing to draw"; ``compare`` says "did you mean all-reduce"."""
    plot = run("plot", "algorithms", "--collective", "allreduce", "-o", tmp_path / "a.png")
    compare = run("compare", "--collective", "allreduce", "--size", "1MB", "-n", "8", "-b", "10GbE")
    one_line_error(plot, "unknown collective 'allreduce'; did you mean all-reduce")
    assert plot.output == compare.output and plot.exit_code == compare.exit_code == 2


def test_plot_bandwidth_says_why_latency_leaves_nothing_to_draw(tmp_path):
    """``--latency 1s`` said "no worker count needs a bandwidth (a single worker does not communicate)"."""
    plot = run("plot", "bandwidth", "--model", "vgg16", "-t", "0.5", "--latency", "1s", "-o", tmp_path / "bw.png")
    solver = run("bandwidth", "--model", "vgg16", "-t", "0.5", "--latency", "1s", "-n", "8", "--efficiency", "50%")
    reason = solver.output.strip().removeprefix("error: --efficiency: ")
    one_line_error(plot, reason, "best efficiency reachable")
    assert plot.exit_code == solver.exit_code == 1 and "single worker" not in plot.output


@pytest.mark.parametrize("args, shown", [
    (("--compression", "4"), "compression × 4"),
    (("--bucket-size", "25MB"), "buckets 25MB"),
])
def test_plot_algorithms_title_states_compression_and_buckets(tmp_path, args, shown):
    """``plot algorithms --compression 4`` changed the curves; the title did not say it."""
    out = tmp_path / "a.svg"
    result = run("plot", "algorithms", "--size", "1kB,1GB", "-n", "64", "-b", "100GbE", "--latency", "5us", *args,
                 "-o", out)
    assert result.exit_code == 0, result.output
    assert shown in out.read_text()


@pytest.mark.parametrize("kind", ["layout", "nic"])
def test_plot_layout_titles_name_the_cluster(tmp_path, kind):
    """``plot layout`` and ``plot nic`` said "(cluster)" without naming it."""
    out = tmp_path / "x.svg"
    result = run("plot", kind, *LAYOUT, "-b", "400Gbps", "-o", out)
    assert result.exit_code == 0, result.output
    assert "(cluster dgx-h100)" in out.read_text()
