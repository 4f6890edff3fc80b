"""The figure functions read their inputs as the rest of the API does (ringcalc/output/figures.py, layout_figures.py).

* ``algorithm_comparison`` caught every error per algorithm: a misspelt algorithm was "not shown (they need
  nodes)", a misspelt keyword or collective was "nothing to draw"; only the two-level algorithms' refusal is skipped;
* ``bandwidth=`` (the CLI's other name of ``--links``) crashed with "sweep() got multiple values for keyword argument
  'bandwidth'" or was dropped; it is ``links``, and both at once are refused;
* a link given as a number (bytes/s, as everywhere in the API) was "'1250000000.0' has no unit";
* ``bandwidth_vs_target`` with latency alone over the budget said "no worker count needs a bandwidth";
* the algorithms title left out the compression and buckets; the layout titles said "(cluster)" without its name.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import numeric
from ringcalc.errors import RingcalcError
from ringcalc.output import figures as F
from ringcalc.output import layout_figures as L
from ringcalc.planning.scenario import Scenario

VGG = dict(model="vgg16", step_time=0.55)
LAYOUT = dict(model="llama-3-70b", workers=512, cluster="dgx-h100", tp=8, pp=4, zero=1, gpu="h100", global_batch=512,
              mfu=0.45)
NEEDS_NODES = {"hierarchical-ring", "flat-ring"}


def _labels(fig) -> list[str]:
    return [line.get_label() for line in fig.axes[0].get_lines() if not line.get_label().startswith("_")]


# ---------------------------------------------------------------- algorithm_comparison: input errors are said


def test_a_misspelt_algorithm_is_refused_with_the_close_name():
    """``algorithms=["ring", "rign"]`` drew ring and said rign "not shown (they need nodes ...)"."""
    with pytest.raises(RingcalcError, match="did you mean ring") as err:
        F.algorithm_comparison(algorithms=["ring", "rign"])
    assert err.value.option == "algorithm"


def test_a_misspelt_keyword_is_a_type_error_as_in_the_other_figures():
    """``step_tme=0.5`` said "nothing to draw"; ``efficiency_vs_workers`` says "did you mean step_time?"."""
    with pytest.raises(TypeError, match="did you mean step_time"):
        F.algorithm_comparison(step_tme=0.5)


@settings(max_examples=30, deadline=None)
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz-", min_size=1, max_size=14).filter(
    lambda name: name not in numeric.collectives()))
def test_an_unknown_collective_is_refused_not_nothing_to_draw(collective):
    """``collective="allreduce"`` said "nothing to draw" where ``ringcalc compare`` names all-reduce."""
    with pytest.raises(RingcalcError) as err:
        F.algorithm_comparison(sizes="1kB,1MB", workers=8, collective=collective)
    assert err.value.option == "collective" and "nothing to draw" not in str(err.value)


def test_allreduce_gets_the_close_name():
    """The reviewer's spelling: "nothing to draw" before."""
    with pytest.raises(RingcalcError, match="unknown collective 'allreduce'; did you mean all-reduce"):
        F.algorithm_comparison(collective="allreduce")


@pytest.mark.parametrize("collective", numeric.collectives())
def test_only_the_algorithms_that_need_nodes_are_skipped(collective):
    """Every other algorithm of the collective is drawn (a skip hid any error of any algorithm)."""
    try:
        fig = F.algorithm_comparison(sizes="1kB,1MB", workers=8, collective=collective)
    except RingcalcError as exc:  # no algorithm of it draws with these options
        pytest.skip(str(exc))
    known = set(numeric.algorithms(collective))
    assert set(_labels(fig)) == known - NEEDS_NODES
    skipped = known & NEEDS_NODES
    assert ("need nodes" in fig.axes[0].get_title()) == bool(skipped)


@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(numeric.algorithms("all-reduce")), min_size=1, max_size=4, unique=True),
       st.sampled_from([str.upper, str.title, lambda n: f" {n} "]))
def test_named_algorithms_are_read_as_the_sweep_reads_them(names, spell):
    """A two-level algorithm is skipped however it is spelt; any other is drawn."""
    drawn = [n for n in names if n not in NEEDS_NODES]
    if not drawn:
        with pytest.raises(RingcalcError, match="nothing to draw"):
            F.algorithm_comparison(sizes="1kB,1MB", workers=8, algorithms=[spell(n) for n in names])
        return
    fig = F.algorithm_comparison(sizes="1kB,1MB", workers=8, algorithms=[spell(n) for n in names])
    assert _labels(fig) == drawn


# ---------------------------------------------------------------- bandwidth= is links=


def test_efficiency_vs_workers_takes_bandwidth_as_links():
    """``bandwidth="1GbE"`` raised "sweep() got multiple values for keyword argument 'bandwidth'"."""
    fig = F.efficiency_vs_workers(workers="8,64", bandwidth="1GbE", **VGG)
    assert _labels(fig) == ["1GbE"]
    same = F.efficiency_vs_workers(workers="8,64", links="1GbE", **VGG)
    assert list(fig.axes[0].get_lines()[0].get_ydata()) == list(same.axes[0].get_lines()[0].get_ydata())


def test_bandwidth_vs_target_draws_the_bandwidth_it_was_given():
    """``bandwidth=`` was dropped silently (no reference line)."""
    fig = F.bandwidth_vs_target(workers="8", bandwidth="100GbE", **VGG)
    texts = [t.get_text() for t in fig.axes[0].texts]
    assert "100GbE" in texts and fig.axes[0].get_lines()[-1].get_ydata()[0] == pytest.approx(100)


def test_algorithm_comparison_takes_links_as_bandwidth():
    """``links="1GbE"`` said "nothing to draw"."""
    fig = F.algorithm_comparison(sizes="1kB,1MB", workers=8, links="1GbE", algorithms=["ring"])
    assert "1 Gbit/s" in fig.axes[0].get_title()


BOTH = [
    lambda: F.efficiency_vs_workers(workers="8", links="10GbE", bandwidth="1GbE", **VGG),
    lambda: F.time_breakdown(workers="8", links="1GbE,10GbE", bandwidth="1GbE", **VGG),
    lambda: F.bandwidth_vs_target(workers="8", links="10GbE", bandwidth="1GbE", **VGG),
    lambda: F.algorithm_comparison(links="10GbE", bandwidth="1GbE"),
    lambda: L.layout_breakdown(links="200Gbps", bandwidth="400Gbps", **LAYOUT),
    lambda: L.efficiency_vs_nic(links="200Gbps", bandwidth="400Gbps", **LAYOUT),
]


@pytest.mark.parametrize("draw", BOTH, ids=["efficiency", "breakdown", "bandwidth", "algorithms", "layout", "nic"])
def test_links_and_bandwidth_at_once_are_refused(draw):
    """``time_breakdown(links=..., bandwidth=...)`` raised TypeError; the layout figures let links override it."""
    with pytest.raises(RingcalcError, match="another name of links") as err:
        draw()
    assert err.value.option == "bandwidth"


# ---------------------------------------------------------------- links as numbers (bytes/s)


@settings(max_examples=10, deadline=None)
@given(st.lists(st.sampled_from([1.25e9, 3.125e9, 12.5e9, 50e9]), min_size=1, max_size=3, unique=True))
def test_efficiency_vs_workers_takes_links_in_bytes_per_second(rates):
    """``links=[1.25e9, 12.5e9]`` said "--bandwidth: '1250000000.0' has no unit"."""
    fig = F.efficiency_vs_workers(workers="8", links=rates, **VGG)
    for line, rate in zip(fig.axes[0].get_lines(), rates):
        expected = Scenario(workers=8, bandwidth=rate, **VGG).efficiency().efficiency
        assert line.get_ydata()[0] == pytest.approx(expected * 100)
    assert _labels(fig)[0].endswith("bit/s")


def test_time_breakdown_takes_links_in_bytes_per_second():
    """``links=[1.25e9, ...]`` said "'1250000000.0' has no unit"; a number is labelled in bit/s."""
    fig = F.time_breakdown(workers="8", links=[1.25e9, "100GbE"], **VGG)
    assert [t.get_text() for t in fig.axes[0].get_xticklabels()] == ["10 Gbit/s", "100GbE"]


def test_bandwidth_vs_target_takes_a_reference_in_bytes_per_second():
    """``links=12.5e9`` said "has no unit"; the reference line is at 100 Gbit/s."""
    fig = F.bandwidth_vs_target(workers="8", links=12.5e9, **VGG)
    assert fig.axes[0].get_lines()[-1].get_ydata()[0] == pytest.approx(100)


@pytest.mark.parametrize("draw", [L.layout_breakdown, L.efficiency_vs_nic])
def test_layout_figures_take_nic_rates_in_bytes_per_second(draw):
    """``links=[25e9, 50e9]`` said "has no unit"; numbers draw what the same rates by name draw."""
    by_number = draw(links=[25e9, 50e9], **LAYOUT)
    by_name = draw(links="200Gbps,400Gbps", **LAYOUT)
    numbers = [p.get_height() for p in by_number.axes[0].patches] or list(by_number.axes[0].get_lines()[0].get_ydata())
    names = [p.get_height() for p in by_name.axes[0].patches] or list(by_name.axes[0].get_lines()[0].get_ydata())
    assert numbers == pytest.approx(names)


# ---------------------------------------------------------------- why a bandwidth plot is empty


@pytest.mark.parametrize("latency", ["1s", "0.2s"])
def test_an_unreachable_target_gives_the_solver_s_reason(latency):
    """Latency alone over the budget said "no worker count needs a bandwidth (a single worker does not
    communicate)"; ``ringcalc bandwidth`` says the latency exceeds the budget and the best efficiency."""
    with pytest.raises(RingcalcError) as err:
        F.bandwidth_vs_target(workers="8,64", model="vgg16", step_time=0.5, latency=latency)
    with pytest.raises(RingcalcError) as single:
        Scenario(workers=8, model="vgg16", step_time=0.5, latency=latency).required_bandwidth(0.5)
    assert single.value.message in str(err.value) and "best efficiency reachable" in str(err.value)
    assert "single worker" not in str(err.value) and err.value.kind == single.value.kind


# ---------------------------------------------------------------- titles


@pytest.mark.parametrize("options, shown", [
    (dict(compression=4), "compression × 4"),
    (dict(bucket_size="25MB"), "buckets 25MB"),
    (dict(bucket_size=25e6), "buckets 25 MB"),
])
def test_the_algorithms_title_states_what_changes_its_curves(options, shown):
    """``--compression 4`` changed the curves and the title did not say it."""
    fig = F.algorithm_comparison(sizes="1kB,1GB", workers=64, algorithms=["ring"], **options)
    assert shown in fig.axes[0].get_title()


@pytest.mark.parametrize("draw", [L.layout_breakdown, L.efficiency_vs_nic])
def test_the_layout_titles_name_the_cluster(draw):
    """They said "(cluster)" without the cluster's name."""
    assert "dgx-h100" in draw(links="400Gbps", **LAYOUT).axes[0].get_title()
    custom = {k: v for k, v in LAYOUT.items() if k != "cluster"}
    title = draw(links="400Gbps", gpus_per_node=8, intra_bandwidth="900GB/s", **custom).axes[0].get_title()
    assert "8 GPUs per node" in title
