"""A scale-up domain across nodes (multi-node NVLink, GB200 NVL72): one node to NCCL (ringcalc/cluster/spec.py)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario

# oracle-quickstart/oci-hpc-oke README.md @ 3817769d (shared/data/nccl-tests/SOURCES.md): 2 x BM.GPU.GB200.4 = 8
# ranks with NCCL_MNNVL_ENABLE=1 and NCCL_NVLS_ENABLE=1, all_reduce_perf: 847.12 GB/s busbw at 32 GiB. Four
# 400 Gbit/s NICs per tray cannot carry that (a tree at two nodes reaches about 2 x 200 GB/s): it is NVLink.
OCI_GB200_32GIB_BUSBW = 847.12e9


def scenario(**kw):
    base = dict(size="32GiB", workers=8, cluster="gb200-nvl72")
    base.update(kw)
    return Scenario(**base)


def test_two_gb200_trays_are_one_nvlink_node_and_run_nvls():
    s = scenario()
    c, p = s.cluster_spec, s.placement
    assert (c.gpus_per_node, c.node_gpus, c.nics_per_node, p.nodes) == (72, 4, 72, 1)
    r = s.time()
    assert r.algorithm == "auto: nvls/Simple"
    measured_time = 32 * 2**30 * 2 * 7 / 8 / OCI_GB200_32GIB_BUSBW  # busbw = algbw x 2(n-1)/n
    assert r.interval["comm_time_s_low"] <= measured_time <= r.interval["comm_time_s_high"]


def test_without_multi_node_nvlink_the_trays_talk_over_their_nics():
    on, off = scenario(), scenario(scale_up_domain=4)
    assert off.placement.nodes == 2 and off.cluster_spec.node_gpus == 0
    assert off.resolved.algorithm == "nvls-tree" and on.resolved.algorithm == "nvls"
    assert off.time().comm_time_s > 2 * on.time().comm_time_s


def test_more_than_a_domain_crosses_the_nics_of_whole_domains():
    s = scenario(workers=144)
    assert (s.placement.nodes, s.cluster_spec.nics_per_node) == (2, 72)
    assert "144 ranks on 36 nodes of 4 in 2 NVLink domains of 72" in s.placement.describe(s.cluster_spec)


@pytest.mark.parametrize("kw,message", [
    (dict(scale_up_domain=6), "not a whole number of nodes of 4"),
    (dict(cluster="azure-nd-mi300x-v5", scale_up_domain=16), "multi-node NVLink"),
])
def test_a_domain_that_cannot_exist_is_refused(kw, message):
    with pytest.raises(RingcalcError, match=message):
        _ = scenario(**kw).cluster_spec


def test_a_job_on_fewer_gpus_per_tray_keeps_the_trays_of_its_domain():
    s = scenario(gpus_per_node=2, workers=8)
    c = s.cluster_spec
    assert (c.gpus_per_node, c.node_gpus, c.nics_per_node) == (36, 2, 36)


@given(g=st.sampled_from([1, 2, 4, 8]), trays=st.integers(1, 18), other=st.integers(1, 18))
def test_a_domain_and_back_is_the_cluster_it_was(g, trays, other):
    """Any domain of whole nodes, then any other, then the node alone: the cluster the layout options describe."""
    base = Scenario(size="1GiB", workers=g, gpus_per_node=g, intra_bandwidth="nvlink4", bandwidth="ndr").cluster_spec
    there = base.with_domain(g * trays).with_domain(g * other)
    assert there == base.with_domain(g * other)
    assert there.with_domain(g) == base
    assert there.nics_per_node == base.nics_per_node * other


@settings(max_examples=25, deadline=None)
@given(domain=st.integers(2, 144), gpus_per_node=st.sampled_from([None, 1]),
       question=st.sampled_from(["time", "efficiency"]))
def test_a_domain_of_several_gpus_needs_its_link(domain, gpus_per_node, question):
    """``--scale-up-domain 8`` with one GPU per node and no link was priced as an infinitely fast NVLink: 1 GB over
    10 GbE in 56 us, 99.97% efficiency (hunt of 2026-11-29). A domain of several GPUs needs the link that joins
    them, as several GPUs per node do; with it, the domain is priced on it."""
    base = dict(size="1GB", workers=8, bandwidth="10GbE", step_time=0.2, scale_up_domain=domain,
                **({"gpus_per_node": gpus_per_node} if gpus_per_node else {}))
    with pytest.raises(RingcalcError) as info:
        getattr(Scenario(**base), question)()
    assert info.value.option == "intra-bandwidth" and f"--scale-up-domain {domain}" in info.value.message
    linked = Scenario(**base, intra_bandwidth="nvlink4").time().comm_time_s
    assert 0 < linked < math.inf and linked > 1e9 / 900e9  # no faster than NVLink 4's line rate allows
