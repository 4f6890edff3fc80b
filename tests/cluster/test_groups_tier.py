"""A group's collectives and a pipeline's sends cross the tier above the leaves as the job's placement does.

Reference: the catalog's meta-roce-h100 (pods of 384 nodes of 8 H100s under a 7:1 tier; Grattafiori et al. 2024,
The Llama 3 Herd of Models, sec. 3.3.1). Until 2026-11-29 a pipeline's sends ignored the tier (``--oversubscription``
and ``--hop-latency`` changed nothing in them), and a group of ranks two nodes apart saw leaves twice their size.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.cluster.groups import group_time, sub_cluster

META = Scenario(workers=8, size="1MB", cluster="meta-roce-h100").cluster_spec


def _cluster(o_sub: float = 7.0, hop: float = 0.0, leaf: float = 384.0):
    return META.replace(oversubscription=o_sub, hop_latency_s=hop, nodes_per_leaf=leaf)


def _send(cluster, stride_nodes: int, job_nodes: int) -> float:
    return group_time(cluster, "send-recv", 2, 8 * stride_nodes, 8 * 2**20, job_nodes=job_nodes).time_s


def test_two_stages_of_one_pod_each_send_through_the_7_to_1_tier():
    """Stage 0 on pod 0, stage 1 on pod 1: every node of the pod sends across at once, through 1/7 of its NICs."""
    within, across = _send(_cluster(), 384, 384), _send(_cluster(), 384, 768)
    flat = _send(_cluster(o_sub=1.0), 384, 768)
    assert within == pytest.approx(flat, rel=1e-12)
    assert across > 6 * flat  # the bandwidth term slowed 7x, the latency not
    assert _send(_cluster(o_sub=1.0, hop=10e-6), 384, 768) == pytest.approx(flat + 20e-6, rel=1e-9)


@settings(max_examples=60, deadline=None)
@given(stride=st.integers(1, 800), nodes=st.integers(2, 2000), o_sub=st.sampled_from([1.0, 2.0, 7.0]),
       hop=st.sampled_from([0.0, 1e-6, 10e-6]), leaf=st.sampled_from([1.0, 2.0, 32.0, 384.0]))
def test_a_send_never_gets_faster_with_more_oversubscription_or_hop_latency(stride, nodes, o_sub, hop, leaf):
    base = _send(_cluster(o_sub=o_sub, hop=hop, leaf=leaf), stride, nodes)
    assert _send(_cluster(o_sub=o_sub * 2, hop=hop, leaf=leaf), stride, nodes) >= base
    assert _send(_cluster(o_sub=o_sub, hop=hop + 1e-6, leaf=leaf), stride, nodes) >= base
    assert _send(_cluster(o_sub=o_sub, hop=hop, leaf=leaf * 2), stride, nodes) <= base  # a bigger leaf: never slower
    if nodes <= leaf:
        assert base == _send(_cluster(o_sub=1.0, hop=0.0, leaf=leaf), stride, nodes)


@pytest.mark.parametrize("stride,leaf", [(16, 192.0), (24, 128.0), (8, 384.0), (4, 384.0), (8 * 768, 1.0)])
def test_a_group_of_ranks_several_nodes_apart_sees_leaves_of_that_many_fewer_of_its_nodes(stride, leaf):
    sub, _ = sub_cluster(_cluster(), 64, stride)
    assert sub.nodes_per_leaf == leaf
