"""Which NCCL (algorithm, protocol) pairs run on a cluster, and their constants (ringcalc/cluster/protocols.py).

Reference values: NVIDIA/nccl src/graph/tuning.cc @ 5067397c (commit of 2026-06-11).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.cluster import protocols
from ringcalc.cluster.spec import Placement
from ringcalc.planning.scenario import Scenario


def cluster(name="dgx-h100", **kw):
    return Scenario(size="1GiB", workers=16, cluster=name, **kw).cluster_spec


@pytest.mark.parametrize("algorithm,collective,layout,reason", [
    ("nvls", "all-reduce", (16, {}), "SHARP"),                    # NVLS across nodes needs CollNet
    ("nvls-tree", "all-reduce", (8, {}), "single node"),          # NCCL disables NVLS Tree on one node
    ("pat", "all-gather", (16, {}), "one GPU per node"),
    ("collnet-direct", "all-reduce", (16, {}), "SHARP"),
    ("double-binary-tree", "all-gather", (16, {}), "all-reduce only"),
    ("nvls", "all-reduce", (16, {"nvls": "no", "sharp": "yes"}), "NVSwitch"),
])
def test_nccl_refuses_what_it_cannot_run_with_the_reason(algorithm, collective, layout, reason):
    n, options = layout
    c = cluster(**options)
    assert reason in protocols.why_not(algorithm, collective, c, Placement.of(n, c))


def test_what_runs_runs():
    c = cluster(sharp="yes")
    for algorithm in ("ring", "double-binary-tree", "nvls", "nvls-tree", "collnet-direct", "collnet-chain"):
        assert protocols.why_not(algorithm, "all-reduce", c, Placement.of(16, c)) is None
    assert protocols.why_not("nvls", "all-reduce", c, Placement.of(8, c)) is None


def test_protocol_factors_are_ncclss():
    c = cluster()
    p = Placement.of(16, c)
    # ring: LL busBw * .5, LL128 * .92 (120/128); tree all-reduce * .92, LL / 3.8, LL128 120/128 across nodes
    assert [protocols.bandwidth_factor("ring", x, "all-reduce", c, p) for x in ("LL", "LL128", "Simple")] == [
        0.5, 0.92, 1.0]
    assert protocols.bandwidth_factor("double-binary-tree", "Simple", "all-reduce", c, p) == 0.92
    assert protocols.bandwidth_factor("double-binary-tree", "LL", "all-reduce", c, p) == pytest.approx(0.92 / 3.8)
    assert protocols.bandwidth_factor("double-binary-tree", "LL128", "all-reduce", c, p) == pytest.approx(
        0.92 * 120 / 128)


def test_latencies_are_ncclss_in_seconds():
    c = cluster()
    v = protocols.latency_values("ring", "Simple", "all-reduce", c, Placement.of(16, c))
    # baseLat ring/Simple 8.4 us; NVLink ring/Simple 3.4 us; NET ring/Simple 14 us; net overhead 1 us x 3 (Intel)
    assert v == pytest.approx({"L_base": 8.4e-6, "alpha_intra": 3.4e-6, "alpha": 14e-6, "alpha_ovh": 3e-6,
                               "plat": 1.4})
    one_gpu = Scenario(size="1GiB", workers=4, bandwidth="ndr", nics_per_node=2).cluster_spec
    v1 = protocols.latency_values("ring", "LL", "all-reduce", one_gpu, Placement.of(4, one_gpu))
    assert v1["alpha"] == pytest.approx(5.0e-6)  # ppn = 1: the tree's network latency (LL: 5.0 us)


# aws/aws-ofi-nccl src/tuner/nccl_ofi_model.cpp @ 2daf7d30 (the plugin's model tuner, P5 and P5e):
# net_lat = 20.0 us per inter-node step of every algorithm; Simple adds OFI_NCCL_TUNER_NET_COMP_OVERHEAD (3 us).
AWS_EFA_NET_LATENCY_S = 20e-6
AWS_EFA_NET_LATENCY_SIMPLE_S = 23e-6


@pytest.mark.parametrize("algorithm,protocol", [(a, p) for a in ("ring", "double-binary-tree")
                                                for p in ("LL", "LL128", "Simple")] + [("nvls-tree", "Simple")])
def test_efa_step_latency_is_awss_own_in_place_of_ncclss(algorithm, protocol):
    c = cluster("p5")
    p = Placement.of(16, c)
    assert protocols.why_not(algorithm, "all-reduce", c, p, protocol) is None
    v = protocols.latency_values(algorithm, protocol, "all-reduce", c, p)
    want = AWS_EFA_NET_LATENCY_SIMPLE_S if protocol == "Simple" else AWS_EFA_NET_LATENCY_S
    assert v["alpha"] == pytest.approx(want)
    ib = cluster("dgx-h100")  # same GPUs and NVLink: only the network step differs
    w = protocols.latency_values(algorithm, protocol, "all-reduce", ib, Placement.of(16, ib))
    assert {k: v[k] for k in v if k != "alpha"} == pytest.approx({k: w[k] for k in w if k != "alpha"})
    assert w["alpha"] < v["alpha"]  # NCCL's InfiniBand constants are 2.7-20.9 us


def test_efa_latency_follows_the_transport_not_the_cluster_name():
    ib_on_p5 = cluster("p5", transport="ib")
    v = protocols.latency_values("ring", "LL", "all-reduce", ib_on_p5, Placement.of(16, ib_on_p5))
    assert v["alpha"] == pytest.approx(2.7e-6)  # NCCL's hwLat[NET] ring/LL
    efa_on_dgx = cluster("dgx-h100", transport="efa")
    v = protocols.latency_values("ring", "LL", "all-reduce", efa_on_dgx, Placement.of(16, efa_on_dgx))
    assert v["alpha"] == pytest.approx(AWS_EFA_NET_LATENCY_S)
    stated = cluster("p5", latency="7us")  # --latency replaces every per-step network constant
    assert protocols.latency_values("ring", "LL", "all-reduce", stated, Placement.of(16, stated))["alpha"] == 7e-6


@settings(max_examples=40, deadline=None)
@given(cluster=st.sampled_from(sorted(catalog.clusters())), protocol=st.sampled_from(["LL", "LL128", "Simple"]),
       workers=st.sampled_from([2, 8, 16]))
def test_a_protocol_that_leaves_no_pair_is_refused_on_protocol_with_the_reason(cluster, protocol, workers):
    """--protocol LL128 on a PCIe workstation said "--algorithm: no NCCL algorithm runs all-reduce on this cluster"
    (the cluster hunt): where another protocol would run, the refusal names --protocol and NCCL's rule."""
    from ringcalc.errors import RingcalcError
    from ringcalc.planning.scenario import Scenario

    try:
        Scenario(cluster=cluster, workers=workers, size="1GiB", protocol=protocol).time()
    except RingcalcError as exc:
        assert exc.option == "protocol", str(exc)
        assert protocol in str(exc) and "NCCL" in str(exc)


@settings(max_examples=25, deadline=None)
@given(cluster=st.sampled_from(["dgx-h100", "hgx-a100", "aws-p5", "azure-nd-mi300x-v5"]),
       workers=st.integers(2, 40), size=st.integers(1, 2**26).map(lambda k: 4 * k),
       protocol=st.sampled_from(["LL", "Simple"]))
def test_an_all_to_all_with_a_given_protocol_runs_the_p2p_rule_whoever_picks_the_algorithm(cluster, workers, size,
                                                                                             protocol):
    """``time --collective all-to-all --protocol LL`` gave ring/Simple 56.95 us (NCCL's p2p rule: LL only up to 16 KiB
    per peer), ``-a ring --protocol LL`` and ``compare --protocol LL`` ring/LL 35.01 us: one scenario, two answers.
    Auto, the algorithm given, and compare's row now cost the same pair."""
    from ringcalc.planning.compare import compare
    from ringcalc.planning.scenario import Scenario

    kw = dict(cluster=cluster, workers=workers, size=size, collective="all-to-all", protocol=protocol)
    auto, given = Scenario(**kw), Scenario(**kw, algorithm="ring")
    assert auto.resolved.label == given.resolved.label
    assert auto.time().comm_time_s == given.time().comm_time_s
    rows = {r.algorithm: r for r in compare(auto)}
    assert rows[given.resolved.label].time_s == given.time().comm_time_s
    per_peer = size / workers
    assert given.resolved.protocol == ("LL" if protocol == "LL" and per_peer <= 16384 else "Simple")


def test_one_rank_takes_an_nccl_algorithm_only_where_two_ranks_could_run_it():
    """``time --cluster pcie-4x4090-10gbe -n 1 -a nvls`` took 0 s (and ``compare -n 1`` starred NVLS and CollNet on a
    PCIe box) where ``-n 2`` refuses it: one rank checked nothing. Every catalog cluster, NCCL algorithm and
    collective: refused at one rank exactly when refused on a full node and on two full nodes alike."""
    from ringcalc.catalog.load import clusters
    from ringcalc.errors import RingcalcError

    def runs(**kw):
        try:
            Scenario(size="1GB", **kw)
        except RingcalcError as err:
            assert err.option == "algorithm", err
            return False
        return True

    for name in sorted(clusters()):
        g = Scenario(cluster=name, workers=2, size="1GB").cluster_spec.gpus_per_node
        for algorithm in protocols.NCCL_ALGORITHMS:
            for collective in ("all-reduce", "all-gather"):
                kw = dict(cluster=name, algorithm=algorithm, collective=collective)
                anywhere = runs(**kw, workers=g) or runs(**kw, workers=2 * g) if g > 1 else runs(**kw, workers=2)
                assert runs(**kw, workers=1) == anywhere, (name, algorithm, collective)
