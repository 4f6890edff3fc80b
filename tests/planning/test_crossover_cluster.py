"""Crossovers on a cluster name every crossing (hunt of 2026-11-29).

``ringcalc crossover -n 16 --cluster dgx-h100`` reported one crossover (255.45 kB, "ring above") where the two swap
places five times (NCCL's protocol switches: ~0.26, 0.84, 34, 82, 109 MB); on hgx-a100 it said "ring above" where the
tree is faster from 0.82 MB on. Every sign change is now listed, "faster below" is the faster under the first and
"faster above" the faster over the last; ``--collective all-gather`` no longer compares with a tree it has no model
for, and ``--against`` / ``--algorithms`` are blamed for their own names.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.compare_cluster import crossover_on_cluster
from ringcalc.planning.scenario import Scenario


def _faster(s, algo, against, k):
    a = s.replace(algorithm=algo, size=k).comm_time()
    b = s.replace(algorithm=against, size=k).comm_time()
    return None if math.isclose(a, b, rel_tol=1e-12) else (algo if a < b else against)


@settings(max_examples=12, deadline=None)
@given(cluster=st.sampled_from(["dgx-h100", "hgx-a100", "gcp-a3-mega", "azure-nd-mi300x-v5", "meta-roce-h100"]),
       n=st.sampled_from([16, 24, 32, 64]), probes=st.lists(st.floats(0.0, 13.0), min_size=8, max_size=8))
def test_every_stretch_between_crossings_has_the_faster_the_answer_names(cluster, n, probes):
    s = Scenario(workers=n, cluster=cluster, size=1.0)
    (row,) = crossover_on_cluster(s)
    crossings = list(row.crossings_bytes)
    assert crossings == sorted(crossings) and (row.crossover_bytes == (crossings[0] if crossings else None))
    assert _faster(s, row.algorithm, row.against, 1e13) in (row.faster_above, None)
    if crossings:
        assert _faster(s, row.algorithm, row.against, crossings[0] / 2) == row.faster_below
        assert _faster(s, row.algorithm, row.against, crossings[-1] * 2) == row.faster_above
    # a probe between two listed crossings (or outside them) finds the side the stretch's alternation says
    for exponent in probes:
        k = 10.0 ** exponent
        if any(abs(math.log(k / c)) < 0.02 for c in crossings):
            continue
        stretch = sum(c < k for c in crossings)
        expected = row.faster_below if stretch % 2 == 0 else ({row.algorithm, row.against} - {row.faster_below}).pop()
        assert _faster(s, row.algorithm, row.against, k) in (expected, None), (k, crossings)


def test_dgx_h100_sixteen_ranks_crosses_five_times():
    (row,) = crossover_on_cluster(Scenario(workers=16, cluster="dgx-h100", size=1.0))
    assert len(row.crossings_bytes) == 5 and row.faster_below == "double-binary-tree" and row.faster_above == "ring"
    assert "they swap places 5 times" in row.note


def test_other_collectives_compare_with_what_has_their_model():
    rows = crossover_on_cluster(Scenario(workers=16, cluster="dgx-h100", size=1.0, collective="all-gather"))
    assert {r.algorithm for r in rows} and "double-binary-tree" not in {r.algorithm for r in rows}
    assert "cannot run here: nvls" in rows[0].note


@pytest.mark.parametrize(("kw", "option"), [(dict(against="foo"), "against"), (dict(algorithms=["foo"]), "algorithms")])
def test_a_bad_name_blames_its_own_option(kw, option):
    with pytest.raises(RingcalcError) as info:
        crossover_on_cluster(Scenario(workers=16, cluster="dgx-h100", size=1.0), **kw)
    assert info.value.option == option


def test_no_single_latency_is_claimed_on_a_cluster():
    """Each side takes NCCL's latency of the pair it picks at each size: the record had the 1-byte pair's (5 us)."""
    for row in crossover_on_cluster(Scenario(workers=64, cluster="dgx-h100", size=1.0)):
        assert math.isnan(row.latency_s)


def test_a_window_narrower_than_the_grid_step_is_found():
    """``crossover --cluster dgx-h100 -n 16 --collective all-to-all`` reported one crossing (1.18 MB, bruck below)
    where the ring (LL) is faster from about 256 to 262 kB: a window 2.5% wide between grid sizes 10% apart."""
    s = Scenario(workers=16, cluster="dgx-h100", size=1.0, collective="all-to-all")
    (row,) = [r for r in crossover_on_cluster(s) if r.algorithm == "bruck"]
    inside = [c for c in row.crossings_bytes if 250e3 < c < 270e3]
    assert len(inside) == 2
    middle = math.sqrt(inside[0] * inside[1])
    assert _faster(s, "bruck", row.against, middle) == row.against
    assert _faster(s, "bruck", row.against, inside[0] * 0.97) == "bruck"


def test_a_crossing_past_ten_terabytes_is_found():
    """``crossover --cluster dgx-h100 -n 1000000`` said the tree is never slower: the search stopped at 1e13 B while
    the ring is faster at 100 TB (575.8 s against 611.5 s). It now runs to the largest size an option takes."""
    s = Scenario(workers=1_000_000, cluster="dgx-h100", size=1.0)
    (row,) = crossover_on_cluster(s)
    assert row.crossings_bytes and row.faster_above == "ring"
    assert _faster(s, row.algorithm, row.against, 100e12) == "ring"
