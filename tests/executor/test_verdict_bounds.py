"""What uneven chunks may excuse, Horovod's rails on any NIC count, and Horovod on whole nodes only (hunt of 2026-11-29).

* ``simulate --cluster dgx-h100 -n 16 --gpus-per-node 3 -a double-binary-tree -k 1048576`` called a 2x difference in
  the busiest NIC's bytes "explained: ... uneven chunks" and exited 0, while ``-k 3145728`` (a multiple of the grain)
  said "disagree": uneven chunks move a link's bytes by at most grain/k of them (each chunk is within one element of
  K/grain), so only differences within that bound are excused.
* ``-a hierarchical-ring --nics-per-node 3`` on nodes of 8 priced the node's NICs as sharing the 8 rails evenly (K/3
  per NIC); GPU i drives NIC floor(3i/8), so one NIC carries 3 rails, 3K/8 (Horovod: one inter-node ring per local GPU).
* ``time -n 12 -a hierarchical-ring`` on nodes of 8 gave a time; the executor refuses it, as Horovod needs the same
  number of ranks on every node: now every question refuses it, and ``max-workers`` searches whole nodes.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.executor.cluster_check import check_on_cluster, elements_grain
from ringcalc.executor.fabric import Fabric
from ringcalc.planning.scenario import Scenario


def _check(algorithm: str, g: int, r: int, n: int, elements: int):
    s = Scenario(workers=n, size="1GB", gpus_per_node=g, nics_per_node=r, bandwidth="400Gbps",
                 intra_bandwidth="nvlink4", algorithm=algorithm)
    f = Fabric.of(s.cluster_spec, n)
    return check_on_cluster(algorithm, f, s.symbol_values(), elements, model=s.model_algorithm), elements_grain(algorithm, f)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(algorithm=st.sampled_from(["ring", "double-binary-tree"]), g=st.integers(1, 8), r=st.integers(1, 16),
       n=st.integers(2, 40), extra=st.integers(1, 5))
def test_uneven_chunks_excuse_no_more_than_they_can_move(algorithm, g, r, n, extra):
    even_check, grain = _check(algorithm, g, r, n, 1)
    k = grain * 64  # uneven chunks then move a link by at most 1/64 of its bytes
    even, _ = _check(algorithm, g, r, n, k)
    uneven, _ = _check(algorithm, g, r, n, k + min(extra, grain - 1) if grain > 1 else k + extra)
    status, sentence = uneven.verdict(even=(uneven.run.elements % grain == 0), grain=grain)
    if even.verdict()[0] == "disagree":  # what differs at a whole number of chunks is no rounding of them
        assert status == "disagree", sentence
    if status == "explained" and "uneven chunks" in sentence:
        bound = grain / uneven.run.elements
        for name in uneven.differences:
            assert uneven._within(name, bound), name


@settings(max_examples=40, deadline=None)
@given(g=st.integers(1, 8), r=st.integers(1, 16), nodes=st.integers(2, 5))
def test_horovods_rails_on_any_nic_count(g, r, nodes):
    """The executed busiest NIC, the node's NIC bytes and the bandwidth time are the model's for every R and G."""
    check, grain = _check("hierarchical-ring", g, r, g * nodes, 1)
    c, _ = _check("hierarchical-ring", g, r, g * nodes, grain * 2)
    assert c.ok and not c.mismatched_classes, c.verdict()


def test_three_nics_under_eight_rails_by_hand():
    # GPU i drives NIC floor(3 i / 8): NICs 0, 1, 2 carry rails {0,1,2}, {3,4,5}, {6,7}; each rail's ring across two
    # nodes sends 2(n-1)/n K/8 = K/8, so the busiest NIC carries 3K/8
    s = Scenario(cluster="dgx-h100", workers=16, nics_per_node=3, algorithm="hierarchical-ring", size="4GiB")
    v = s.symbol_values()
    nic = v["eta_net"] * v["B"]
    intra = 2 * 7 / 8 * 2**32 / (v["eta_up"] * v["B_intra"])
    expected = intra + 3 / 8 * 2**32 / nic + 2 * 7 * v["alpha_intra"] + 2 * v["alpha"] + 15 / 16 * 2**32 * v["gamma"]
    assert s.time().comm_time_s == pytest.approx(expected, rel=1e-9)


@settings(max_examples=30, deadline=None)
@given(g=st.integers(2, 8), n=st.integers(3, 60))
def test_horovod_needs_whole_nodes_on_every_question(g, n):
    s = dict(cluster="dgx-h100", gpus_per_node=g, workers=n, algorithm="hierarchical-ring", size="1GB", step_time=0.1)
    if n % g == 0 or n <= g:
        assert Scenario(**s).time().comm_time_s > 0
        return
    with pytest.raises(RingcalcError) as info:
        Scenario(**s).efficiency()
    assert info.value.option == "algorithm" and "same number of ranks" in info.value.message
    best = Scenario(**{**s, "workers": g}).max_workers(0.5)
    assert best.max_workers is None or best.max_workers % g == 0
