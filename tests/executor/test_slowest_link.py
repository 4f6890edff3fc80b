"""``ringcalc simulate``'s "model at the slowest link" takes every link class: the NICs and the scale-up link."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.executor.check import check


def test_a_slow_scale_up_link_is_the_slowest_link():
    """Before: 70.56 us (the NICs' figures alone) beside a simulated 287 us = 14 x (20 us + 500 B / 1 GB/s)."""
    rep = check("ring", 8, 1000, bandwidth_bytes_per_s=50e9, latency_s=5e-6, gpus_per_node=2,
                intra_bandwidth_bytes_per_s=1e9, intra_latency_s=20e-6)
    assert rep.model_time_slowest_link_s == pytest.approx(14 * (20e-6 + 500 / 1e9), rel=1e-12)
    assert rep.timing.total_time_s == pytest.approx(rep.model_time_slowest_link_s, rel=1e-12)


@settings(max_examples=40, deadline=None)
@given(g=st.sampled_from([2, 4]), nodes=st.integers(1, 4), slow_up=st.booleans(),
       ratio=st.sampled_from([2.0, 10.0, 50.0]), chunk=st.integers(1, 4))
def test_the_ring_runs_at_the_slowest_links_pace_whichever_class_it_is(g, nodes, slow_up, ratio, chunk):
    """Before: with the scale-up link the slower one, the slowest-link model ignored it (it read the NICs only)."""
    n = g * nodes
    nic_bw, nic_lat = (50e9, 2e-6) if slow_up else (50e9 / ratio, 2e-6 * ratio)
    up_bw, up_lat = (50e9 / ratio, 2e-6 * ratio) if slow_up else (50e9, 2e-6)
    rep = check("ring", n, n * chunk * 8, bandwidth_bytes_per_s=nic_bw, latency_s=nic_lat, gpus_per_node=g,
                intra_bandwidth_bytes_per_s=up_bw, intra_latency_s=up_lat)
    # on one node no NIC carries anything: the scale-up link is the slowest link there is
    assert rep.timing.total_time_s == pytest.approx(rep.model_time_slowest_link_s, rel=1e-12)


@settings(max_examples=30, deadline=None)
@given(algorithm=st.sampled_from(["ring", "double-binary-tree", "recursive-doubling"]),
       g=st.sampled_from([1, 2, 8]), nics=st.sampled_from([None, 1, 4]), intra=st.booleans())
def test_one_rank_takes_no_link_and_costs_nothing_on_any_node(algorithm, g, nics, intra):
    """``simulate -n 1 --gpus-per-node 8`` raised ``min() arg is an empty sequence``: one rank on a node of several
    GPUs uses neither a NIC nor the scale-up link (the fuzz of 2026-11-30 found it). (Horovod's hierarchical ring
    needs whole nodes and refuses one rank on a node of several.)"""
    if g == 1 and (nics is not None or intra):
        return  # node options need nodes of several GPUs (simulate refuses them)
    rep = check(algorithm, 1, 1000, bandwidth_bytes_per_s=50e9, latency_s=5e-6, gpus_per_node=g,
                nics_per_node=nics, intra_bandwidth_bytes_per_s=450e9 if intra else None,
                intra_latency_s=1e-6 if intra else None)
    assert rep.model_time_slowest_link_s == 0.0 and rep.timing.total_time_s == 0.0
