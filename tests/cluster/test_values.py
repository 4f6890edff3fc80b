"""The symbol values of a cluster model, and the prior interval (ringcalc/cluster/values.py)."""

from __future__ import annotations

import math

import pytest

from ringcalc.cluster import values
from ringcalc.planning.scenario import Scenario


def test_the_ends_of_the_interval_take_the_ends_of_every_prior():
    s = Scenario(size="1GiB", workers=16, cluster="dgx-h100", algorithm="ring", protocol="Simple")
    c, p = s.cluster_spec, s.placement
    typical = values.symbol_values(c, p, s.resolved, "all-reduce")
    slow = values.symbol_values(c, p, s.resolved, "all-reduce", values.PRIOR_SLOW_END)
    fast = values.symbol_values(c, p, s.resolved, "all-reduce", values.PRIOR_FAST_END)
    assert slow["eta_net"] == c.net_efficiency.low < typical["eta_net"] < fast["eta_net"] == c.net_efficiency.high
    assert slow["L_base"] == pytest.approx(values.LATENCY_SLOW * typical["L_base"])
    # the answer's ends add the model's own error across nodes: every achieved fraction / f and every latency x f at
    # the slow end; at the fast end x f, but no fraction above 1 (no link beyond its line rate)
    f = math.exp(values.Z80 * values.MODEL_SIGMA_FABRIC)
    wide = values.symbol_values(c, p, s.resolved, "all-reduce", values.SLOW_END)
    assert wide["eta_net"] == pytest.approx(slow["eta_net"] / f) and wide["L_base"] == pytest.approx(slow["L_base"] * f)
    assert wide["B"] == slow["B"] == c.nic_bandwidth_bytes_per_s
    quick = values.symbol_values(c, p, s.resolved, "all-reduce", values.FAST_END)
    assert quick["eta_net"] == min(1.0, fast["eta_net"] * f) and quick["eta_up"] <= 1.0
    iv = s.time().interval
    assert iv["basis"] == "priors" and iv["comm_time_s_low"] < s.comm_time() < iv["comm_time_s_high"]


@pytest.mark.parametrize("cluster,workers", [("p4d-24xlarge", 16), ("dgx-h100", 64), ("hgx-a100", 32)])
def test_a_nic_bound_answer_carries_the_model_error(cluster, workers):
    """The slow end of the answer (the scenario states the NIC line rate after the cluster's values) is the priors'
    slow end slowed by exp(Z80 MODEL_SIGMA_FABRIC): the widening of the fractions is not undone."""
    from ringcalc.planning.solver.common import model_value

    s = Scenario(size="4GiB", workers=workers, cluster=cluster)
    prior_slow = model_value(s, "time", **s.symbol_values(end=values.PRIOR_SLOW_END))
    f = math.exp(values.Z80 * values.MODEL_SIGMA_FABRIC)
    assert s.time().interval["comm_time_s_high"] == pytest.approx(prior_slow * f, rel=0.02)


def test_stated_fractions_and_latencies_leave_the_model_error():
    """Stating every fraction and latency fixes their own spread, not the model's error beyond them (measured with
    the fractions fitted): the interval stays, at least exp(Z80 MODEL_SIGMA_FABRIC) at the slow end (it was None;
    tests/cluster/test_stated_values.py has the hypothesis version)."""
    s = Scenario(size="1GiB", workers=16, cluster="dgx-h100", net_efficiency=0.9, intra_efficiency=0.8,
                 latency="10us", intra_latency="2us")
    iv, t = s.time().interval, s.comm_time()
    assert iv is not None and iv["comm_time_s_low"] < t
    assert iv["comm_time_s_high"] >= t * math.exp(values.Z80 * values.MODEL_SIGMA_FABRIC) * (1 - 1e-9)


def test_a_protocol_for_an_mpi_algorithm_is_refused():
    from ringcalc.errors import RingcalcError

    with pytest.raises(RingcalcError, match="no protocol") as exc:
        Scenario(size="1GiB", workers=16, cluster="dgx-h100", algorithm="rabenseifner", protocol="LL")
    assert exc.value.option == "protocol"


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=40, deadline=None)
@given(cluster=st.sampled_from(["dgx-h100", "hgx-a100", "p5-48xlarge", "azure-nd-mi300x-v5", "gb200-nvl72"]),
       workers=st.sampled_from([4, 8, 16, 64]), exponent=st.integers(3, 36))
def test_the_slow_end_allows_nccl_s_ramp_where_the_model_is_in_it(cluster, workers, exponent):
    """The slow end of a prior interval is the model error's, widened across nodes in quadrature by RAMP_SIGMA times
    how far the model's own answer lies in NCCL's ramp (its bandwidth share): exactly that factor slower, by the
    models' homogeneity; nothing on the latency floor or the bandwidth plateau, nor inside one node except for NVLS
    (its chunks through the switch ramp: values.ramp_share), the fast end untouched."""
    from ringcalc import numeric

    s = Scenario(cluster=cluster, workers=workers, size=float(2**exponent))
    p, r = s.placement, s.resolved
    share = values.ramp_share(s.cluster_spec, p, r, s.collective, float(2**exponent))
    base = values.symbol_values(s.cluster_spec, p, r, s.collective, values.SLOW_END)
    ramp = values.symbol_values(s.cluster_spec, p, r, s.collective, values.SLOW_END, nbytes=float(2**exponent))
    fast = values.symbol_values(s.cluster_spec, p, r, s.collective, values.FAST_END, nbytes=float(2**exponent))
    assert fast == values.symbol_values(s.cluster_spec, p, r, s.collective, values.FAST_END)

    def t(v):
        return float(numeric.evaluate("time", {**v, "N": workers, "K": float(2**exponent), "gamma": 0.0},
                                      f"{r.algorithm}@cluster", s.collective))

    sigma = values.model_sigma(p)
    share = share if p.nodes > 1 or r.algorithm == "nvls" else 0.0  # one node's ring holds through the ramp
    expected = math.exp(values.Z80 * (math.hypot(sigma, values.RAMP_SIGMA * share) - sigma))
    assert t(ramp) / t(base) == pytest.approx(expected, rel=1e-9)
    assert 0.0 <= share <= 1.0


@pytest.mark.parametrize("cluster, mpi_alpha, p2p_latency", [
    ("p5", 20e-6, 23e-6),        # aws-ofi-nccl's model tuner @ 2daf7d30: net_lat 20 us, + 3 us with Simple
    ("dgx-h100", 2e-6, 14e-6),   # an IB NIC's ~2 us (links.toml); NCCL's hwLat[NET] ring/Simple 14 us
])
def test_mpi_algorithms_and_p2p_take_the_transport_s_own_latency(cluster, mpi_alpha, p2p_latency):
    """Every path across nodes uses the transport's latency, not only NCCL's pairs: MPI's algorithms a NIC
    message's, a pipeline's point-to-point transfer NCCL's Simple step."""
    from ringcalc.cluster import groups

    s = Scenario(size="1GiB", workers=16, cluster=cluster, algorithm="rabenseifner")
    assert s.symbol_values()["alpha"] == pytest.approx(mpi_alpha)
    c = s.cluster_spec
    one_byte = groups.group_time(c, "send-recv", 2, 8, 1.0)  # 8 apart: the next node
    assert one_byte.time_s == pytest.approx(p2p_latency, rel=1e-3)


def _cluster_names() -> list[str]:
    from ringcalc.catalog import clusters

    return sorted(clusters())


@settings(max_examples=80, deadline=None)
@given(cluster=st.sampled_from(_cluster_names()),
       algorithm=st.sampled_from(["auto", "ring", "double-binary-tree", "nvls", "nvls-tree", "collnet-direct",
                                  "collnet-chain", "pat", "flat-ring", "hierarchical-ring", "rabenseifner"]),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter", "broadcast", "reduce", "all-to-all"]),
       size=st.floats(1.0, 2.0**34), end=st.sampled_from(["typical", "low", "high"]))
def test_one_worker_communicates_nothing_on_any_cluster(cluster, algorithm, collective, size, end):
    """One rank: no step, no base latency, no byte on any link, at either end of the interval, for every pair a
    cluster can run (NVLS charged its per-byte term and every pair NCCL's base latency at N = 1: `time --cluster
    dgx-h100 -n 1` said 8.4 us beside the note 'nothing to communicate, the time is 0')."""
    from ringcalc.errors import RingcalcError
    from ringcalc.planning.solver.common import model_value

    try:
        s = Scenario(cluster=cluster, workers=1, size=size, algorithm=algorithm, collective=collective)
        t = s.time().comm_time_s
    except RingcalcError as exc:
        assert exc.option == "algorithm", exc  # a pair the cluster cannot run, refused with its reason
        return
    assert t == 0.0
    assert model_value(s, "time", **s.symbol_values(end=end)) == 0.0


@settings(max_examples=30, deadline=None)
@given(cluster=st.sampled_from(["dgx-h100", "hgx-a100", "azure-nd-mi300x-v5", "dgx-b200"]),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter"]), exponent=st.integers(10, 33))
def test_a_one_node_prior_interval_does_not_shrink_as_the_message_grows(cluster, collective, exponent):
    """Inside one node the slow end of a prior interval grows with the size (it was 609, 529, 442 us at 32, 48, 64 MiB
    for an 8-GPU all-gather: the ramp's widening, measured across nodes, fell away faster than the time grew)."""
    def high(k):
        s = Scenario(cluster=cluster, workers=8, collective=collective, size=float(k))
        return s.time().interval["comm_time_s_high"]

    k = 2.0**exponent
    assert high(1.5 * k) >= high(k) * (1 - 1e-9) and high(2 * k) >= high(1.5 * k) * (1 - 1e-9)
