"""NCCL's own choice of (algorithm, protocol), ``--algorithm auto`` (ringcalc/cluster/nccl_tuning.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.cluster import nccl_tuning
from ringcalc.cluster.spec import Placement
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario


def pick(name, n, size, collective="all-reduce", **kw):
    c = Scenario(size="1GiB", workers=n, cluster=name, **kw).cluster_spec
    choice = nccl_tuning.pick(collective, size, c, Placement.of(n, c))
    return f"{choice.algorithm}/{choice.protocol}"


@pytest.mark.parametrize("size,expected", [(32 * 2**10, "ring/LL"), (2**20, "ring/LL"), (2 * 2**20, "nvls/Simple"),
                                           (16 * 2**30, "nvls/Simple")])
def test_one_h200_node_switches_from_ring_ll_to_nvls_at_2_mib(size, expected):
    """stas00/ml-engineering all-reduce-8xH200.md @ c53741b (NCCL 2.27.7): "NCCL used Ring/LL up to 1 MiB and
    NVLS/SIMPLE from 2 MiB" on one 8 x H200 node (shared/data/allreduce-sweeps/SOURCES.md)."""
    assert pick("dgx-h200", 8, size) == expected


def test_without_nvls_a_node_runs_the_ring_and_small_messages_run_ll():
    assert pick("dgx-h100", 8, 8 * 2**30, nvls="no") == "ring/Simple"
    assert pick("dgx-h100", 16, 8, nvls="no").endswith("/LL")


def test_the_protocol_grows_with_the_message():
    order = {"LL": 0, "LL128": 1, "Simple": 2}
    protos = [pick("dgx-a100", 32, 2**k, nvls="no").split("/")[1] for k in range(3, 34, 3)]
    assert [order[p] for p in protos] == sorted(order[p] for p in protos)


def test_ncclss_own_times_are_finite_only_for_what_runs():
    c = Scenario(size="1GiB", workers=16, cluster="dgx-h100").cluster_spec
    choice = nccl_tuning.pick("all-reduce", 2**30, c, Placement.of(16, c))
    assert choice.table[("nvls", "Simple")] == float("inf")  # across nodes without SHARP
    assert choice.table[("nvls-tree", "LL")] == float("inf")  # NVLS runs Simple only
    assert all(t > 0 for t in choice.table.values())


def test_nothing_to_pick_is_an_error():
    c = Scenario(size="1GiB", workers=16, cluster="dgx-h100").cluster_spec
    with pytest.raises(RingcalcError):
        nccl_tuning.pick("all-reduce", 2**30, c, Placement.of(16, c), algorithms=("pat",))


def test_two_nodes_without_nvls_run_the_tree_and_more_nodes_the_ring():
    """search.cc @ 5067397c, pass 2: a tree's intra speed is raised to twice the NIC's, and tuning.cc costs <= 2
    nodes on the intra speed. The p4de log (awsome-distributed-training nccl-tests README @ 7217859: 2 x p4de,
    4 x 100 Gbps EFA) reaches 78.3 GB/s busbw at 2 GiB, above the ring's 50 GB/s bound: NCCL ran its tree."""
    assert pick("p4d-24xlarge", 16, 2 * 2**30).startswith("double-binary-tree/")
    assert pick("p4d-24xlarge", 64, 2 * 2**30).startswith("ring/")


def test_rccl_keeps_the_ring_at_two_nodes():
    """hisohara/ai-scripts rccl-smoketest README @ 7b8b1ec (AAC14): MI355X 2 x 8 over 8 x Pollara 400 reaches
    369 GB/s busbw at 8 GiB, the ring's bound (0.92 x 8 x 50 GB/s), not a tree's (about twice that)."""
    assert pick("mi355x-pollara", 16, 8 * 2**30).startswith("ring/")


_CLUSTERS = ["dgx-h100", "hgx-a100", "p4d-24xlarge", "cscs-alps-gh200", "mi355x-pollara", "gb200-nvl72",
             "pcie-4x4090-10gbe"]


@settings(max_examples=80, deadline=None)
@given(name=st.sampled_from(_CLUSTERS), nodes=st.integers(1, 16), collective=st.sampled_from(
    ["all-reduce", "all-gather", "reduce-scatter", "broadcast", "all-to-all"]),
    sizes=st.lists(st.one_of(st.integers(0, 2**36), st.sampled_from([2**k for k in range(40)])), min_size=1,
                   max_size=30))
def test_pick_many_is_pick_at_every_size(name, nodes, collective, sizes):
    """The vectorised pick a fit uses (one call for 10^5 sizes) is NCCL's pick size by size, ties and all."""
    c = Scenario(size="1GiB", workers=8, cluster=name).cluster_spec
    placement = Placement.of(c.gpus_per_node * nodes, c)
    try:
        one = [nccl_tuning.pick(collective, float(s), c, placement) for s in sizes]
    except RingcalcError:
        with pytest.raises(RingcalcError):
            nccl_tuning.pick_many(collective, sizes, c, placement)
        return
    assert nccl_tuning.pick_many(collective, sizes, c, placement) == [(x.algorithm, x.protocol) for x in one]


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(_CLUSTERS), n=st.integers(2, 256), size=st.integers(1, 2**36),
       protocol=st.sampled_from([None, "LL", "Simple"]))
def test_all_to_all_takes_nccls_point_to_point_protocol(name, n, size, protocol):
    """NCCL runs all-to-all as grouped p2p sends, outside its tuning model: LL while a peer gets at most
    NCCL_P2P_LL_THRESHOLD (16 KiB) and LL is enabled, Simple above, never LL128 (enqueue.cc @ 5067397c), whatever
    the cluster; ``--protocol`` narrows it as NCCL_PROTO does."""
    c = Scenario(size="1GiB", workers=8, cluster=name).cluster_spec
    placement = Placement.of(n, c)
    protocols = (protocol,) if protocol else nccl_tuning.nc.PROTOCOLS
    choice = nccl_tuning.pick("all-to-all", float(size), c, placement, protocols=protocols)
    expected = "LL" if size / n <= 16384 and protocol in (None, "LL") else "Simple"  # Simple even with LL alone
    assert (choice.algorithm, choice.protocol) == ("ring", expected)


def test_all_to_all_refuses_ll128_with_the_reason():
    with pytest.raises(RingcalcError, match="point-to-point.*LL or Simple only"):
        Scenario(size="1MiB", workers=16, cluster="dgx-h100", collective="all-to-all", algorithm="ring",
                 protocol="LL128").time()
    with pytest.raises(RingcalcError, match="LL or Simple"):
        nccl_tuning.pick("all-to-all", 2.0**20, Scenario(size="1GiB", workers=8, cluster="dgx-h100").cluster_spec,
                         Placement.of(16, Scenario(size="1GiB", workers=8, cluster="dgx-h100").cluster_spec),
                         protocols=("LL128",))
