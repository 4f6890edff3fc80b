"""The tier above the leaf switches, as each model crosses it (ringcalc/symbolic/cluster.py: ``across_nodes``).

Reference values: the catalog's meta-roce-h100 (pods of 384 nodes under a 7:1 tier, Llama 3 paper sec. 3.3.1) with
a stated 1 us per switch hop; the all-to-all's node counts by hand.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.errors import RingcalcError
from ringcalc.planning.solver.common import model_value
from tests.symbolic.test_nccl_traffic import CLUSTERS, _rows


@settings(deadline=None, max_examples=80, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(cluster=st.sampled_from(CLUSTERS), n=st.integers(2, 1024), size=st.floats(1.0, 2.0**34),
       leaf=st.integers(1, 8), oversub=st.sampled_from([1, 2, 7]), hop=st.sampled_from(["0us", "1us", "200us"]),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter", "broadcast", "reduce", "all-to-all"]))
def test_no_row_of_compare_beats_the_lower_bound_across_a_tier(cluster, n, size, leaf, oversub, hop, collective):
    """Before 2026-11-29 PAT divided the switch hops by NCCL's 3.5 and the bound charged ceil(log2 leaves) crossings
    (a schedule that combines inside the leaves needs one): ``compare --nodes-per-leaf 1 --hop-latency 200us -n 64
    --collective all-gather`` put PAT at 247.7% of the bound."""
    try:
        s = Scenario(workers=n, size=size, cluster=cluster, collective=collective, nodes_per_leaf=leaf,
                     oversubscription=oversub, hop_latency=hop)
        rows = _rows(s)
    except RingcalcError:
        assume(False)
    for row in rows:
        assert row.time_s >= row.lower_bound_s * (1 - 1e-9), (row.algorithm, row.time_s, row.lower_bound_s)


def _latency_of_hops(**options) -> float:
    """The time the switch hops add: the model at 1 us per hop less the model at none."""
    at = Scenario(size="64KiB", hop_latency="1us", **options)
    return model_value(at, "time") - model_value(at.replace(hop_latency="0us"), "time")


@pytest.mark.parametrize("workers,crossings", [(3080, 384), (4000, 384), (6144, 384), (9216, 768)])
def test_the_all_to_all_pays_the_tier_for_its_last_leafs_nodes(workers, crossings):
    """A node of the last leaf exchanges with every node outside it: 385 nodes (a lone node past a pod of 384) cross
    384 times, 500 nodes too, 768 nodes (two pods) 384, 1,152 nodes (three) 768. Before 2026-11-29 the model took a
    node of a full leaf: 1 crossing at 385 nodes, 116 at 500."""
    added = _latency_of_hops(workers=workers, cluster="meta-roce-h100", collective="all-to-all", algorithm="ring",
                             protocol="simple")
    assert added == pytest.approx(crossings * 2e-6, rel=1e-9)


def test_a_rings_note_says_what_the_hops_add():
    """Before: "each network step 2 us longer (leaf-spine-leaf)" beside a ring of 768 inter-node steps, of which the
    model charges the tier on 2 x 384 x 2/385 (8 us in all, times NCCL's plateau factor)."""
    s = Scenario(workers=3080, size="64KiB", cluster="meta-roce-h100", algorithm="ring", protocol="simple",
                 hop_latency="1us")
    added = _latency_of_hops(workers=3080, cluster="meta-roce-h100", algorithm="ring", protocol="simple")
    assert 0 < added < 20e-6
    note = next(n for n in s.notes() if "switch hops between leaves add" in n)
    assert "2 us per crossing of the tier" in note and "each network step" not in note
