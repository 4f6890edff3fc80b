"""`compare` on a cluster: notes worked out for NCCL's pick sit on its row (before, they went on the fastest row,
whose time they did not state: `compare --cluster pcie-4x4090-10gbe -n 8 --size 1GiB` put "with infinitely fast
NICs 164.7 ms instead of 1.867 s" on hierarchical-ring, 1.832 s; 1.867 s was the double binary tree's)."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ringcalc.catalog.load import clusters
from ringcalc.errors import RingcalcError
from ringcalc.planning import compare
from ringcalc.planning.scenario import Scenario
from ringcalc.units import format_time

_CLUSTERS = sorted(clusters())


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cluster=st.sampled_from(_CLUSTERS), nodes=st.integers(1, 8), size=st.sampled_from([4096, 2**20, 2**26, 2**30]),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter"]))
def test_a_time_in_a_rows_note_is_that_rows_time(cluster, nodes, size, collective):
    try:
        g = Scenario(cluster=cluster, workers=1, size=size).cluster_spec.gpus_per_node
        s = Scenario(cluster=cluster, workers=g * nodes, size=size, collective=collective)
        rows = compare.compare(s)
    except RingcalcError:
        return
    picks = [r for r in rows if r.note.startswith("NCCL's pick")]
    assert len(picks) <= 1
    for row in rows:
        own = row.note.split("for NCCL's pick (")[0]  # a pick not shown says whose its notes are
        stated = re.search(r"instead of ([^;]+?)(;|$)", own)
        if stated:
            assert stated.group(1).strip() == format_time(row.time_s), (row.algorithm, row.note)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cluster=st.sampled_from(_CLUSTERS), nodes=st.integers(1, 4),
       algorithm=st.sampled_from(["auto", "ring", "double-binary-tree", "rabenseifner", "recursive-doubling"]))
def test_gamma_is_refused_for_nccls_algorithms_and_prices_mpis(cluster, nodes, algorithm):
    """NCCL's kernels reduce as they copy (tuning.cc has no reduction term): --gamma on one of its pairs was charged
    on a forced ring (460 us -> 63 ms) and ignored on auto; now it is refused, and it prices MPI's algorithms."""
    from ringcalc.cluster.protocols import NCCL_ALGORITHMS

    g = Scenario(cluster=cluster, workers=1, size=2**26).cluster_spec.gpus_per_node
    common = dict(cluster=cluster, workers=g * nodes, size=2**26, algorithm=algorithm)
    try:
        plain = Scenario(**common)
    except RingcalcError:
        return
    if plain.resolved.algorithm in NCCL_ALGORITHMS:
        try:
            Scenario(**common, gamma="1ns")
        except RingcalcError as exc:
            assert exc.option == "gamma" and "NCCL's" in exc.message
        else:
            raise AssertionError("--gamma accepted on NCCL's pair")
    elif g * nodes > 1:
        assert Scenario(**common, gamma="1ns").comm_time() > plain.comm_time()
