"""The collective cost models against their cited formulas, the lower bound and each other.

Reference formulas (the expected values below are typed from these, not
from the code under test):
* ring: Patarasuk & Yuan 2009 (JPDC 69(2)); Thakur, Rabenseifner & Gropp 2005 (IJHPCA 19(1)) sec. 4:
  2(N-1) a + 2(N-1)/N K/B + (N-1)/N K g.
* binomial tree (MPICH reduce + bcast): 2 ceil(log2 N)(a + K/B) + ceil(log2 N) K g.
* recursive doubling, power of two (MPICH cost comment): log2(N)(a + K/B + K g);
  non-power of two: MPICH's extra pre and post steps.
* Rabenseifner, power of two (MPICH cost comment): 2 log2(N) a + 2(N-1)/N K/B + (N-1)/N K g;
  non-power of two: + 2a + 2K/B + K g with p' = pof2 in (p'-1)/p' (Thakur et al. 2005 sec. 4.4).
* nccl-tests doc/PERFORMANCE.md bus-bandwidth factors: all-reduce 2(n-1)/n, reduce-scatter (n-1)/n,
  all-gather (n-1)/n, broadcast 1, reduce 1, all-to-all (n-1)/n.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.numeric import _generated
from ringcalc import numeric
from ringcalc.symbolic.collectives import registry
from ringcalc.symbolic.collectives.intlog import ceil_log2, floor_log2, pof2
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.symbolic.symbols import B, K, N, alpha, gamma

A, BW, KB, G = 7e-6, 12.5e9, 3.0e8, 2e-11  # alpha (s), B (bytes/s), K (bytes), gamma (s/B)


def t(key, n, k=KB, b=BW, a=A, g=G, **extra):
    return float(_generated.MODELS[key]["time"](N=n, K=k, B=b, alpha=a, gamma=g, **extra))


def sym(key, field, n):
    return getattr(registry()[key], field).subs(N, n)


# ------------------------------------------------------------------ formulas


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8, 12, 16, 100])
def test_ring_allreduce_formula(n):
    expected = 2 * (n - 1) * A + 2 * (n - 1) / n * KB / BW + (n - 1) / n * KB * G  # Patarasuk & Yuan 2009
    assert t("ring/all-reduce", n) == pytest.approx(expected, rel=1e-13)


@pytest.mark.parametrize("n, depth", [(2, 1), (3, 2), (4, 2), (5, 3), (7, 3), (8, 3), (9, 4), (100, 7), (1024, 10)])
def test_binomial_tree_formula(n, depth):
    expected = 2 * depth * (A + KB / BW) + depth * KB * G  # MPICH binomial reduce + bcast
    assert t("binomial-tree/all-reduce", n) == pytest.approx(expected, rel=1e-13)


@pytest.mark.parametrize("n, lg", [(2, 1), (4, 2), (8, 3), (64, 6), (1024, 10)])
def test_power_of_two_forms(n, lg):
    # MPICH allreduce_intra_recursive_doubling.c cost comment: lgp(alpha + n beta + n gamma)
    assert t("recursive-doubling/all-reduce", n) == pytest.approx(lg * (A + KB / BW + KB * G), rel=1e-13)
    # MPICH allreduce_intra_reduce_scatter_allgather.c: 2 lgp alpha + 2 (p-1)/p n beta + (p-1)/p n gamma
    expected = 2 * lg * A + 2 * (n - 1) / n * KB / BW + (n - 1) / n * KB * G
    assert t("rabenseifner/all-reduce", n) == pytest.approx(expected, rel=1e-13)


@pytest.mark.parametrize("n", [3, 5, 6, 7, 12, 100])
def test_non_power_of_two_forms(n):
    p = 2 ** int(math.floor(math.log2(n)))  # MPICH pof2
    lg = int(math.log2(p))
    # recursive doubling: pre step (a + K/B + K g), lg exchanges, post step (a + K/B)
    rd = (lg + 2) * (A + KB / BW) + (lg + 1) * KB * G
    assert t("recursive-doubling/all-reduce", n) == pytest.approx(rd, rel=1e-13)
    # Rabenseifner (Thakur et al. 2005 sec. 4.4): the pof2 cost on p' plus 2a + 2K/B + K g
    rab = 2 * lg * A + 2 * (p - 1) / p * KB / BW + (p - 1) / p * KB * G + 2 * A + 2 * KB / BW + KB * G
    assert t("rabenseifner/all-reduce", n) == pytest.approx(rab, rel=1e-13)
    assert float(sym("recursive-doubling/all-reduce", "latency_steps", n)) == lg + 2
    assert float(sym("rabenseifner/all-reduce", "latency_steps", n)) == 2 * lg + 2


def test_non_power_of_two_is_slower_than_next_power_of_two():
    # the reason max-workers needs a piecewise search (ringcalc.numeric.worker_search)
    assert t("recursive-doubling/all-reduce", 5) > t("recursive-doubling/all-reduce", 8)
    assert t("rabenseifner/all-reduce", 9) > t("rabenseifner/all-reduce", 16)


def test_parameter_server_and_naive():
    n = 6
    # seed analysis: 2(N-1)K through the driver's link; naive: every worker sends (N-1)K
    assert t("parameter-server/all-reduce", n) == pytest.approx(2 * 5 * A + 2 * 5 * KB / BW + 5 * KB * G, rel=1e-13)
    assert t("naive/all-reduce", n) == pytest.approx(5 * (A + KB / BW + KB * G), rel=1e-13)
    assert float(sym("parameter-server/all-reduce", "total_bytes", n).subs(K, 1)) == 2 * 5


@pytest.mark.parametrize(
    "collective, factor",
    [("all-reduce", lambda n: 2 * (n - 1) / n), ("reduce-scatter", lambda n: (n - 1) / n),
     ("all-gather", lambda n: (n - 1) / n), ("broadcast", lambda n: 1.0), ("reduce", lambda n: 1.0),
     ("all-to-all", lambda n: (n - 1) / n)],
)
def test_busbw_factors_match_nccl_tests(collective, factor):
    # nccl-tests doc/PERFORMANCE.md, section "Bus bandwidth"
    for algo in numeric.algorithms(collective):
        for n in (2, 3, 8, 100):
            got = float(numeric.evaluate("busbw_factor", {"N": n}, algo, collective))
            assert got == pytest.approx(factor(n), rel=1e-15), (algo, n)


def test_every_model_cites_a_source_and_is_zero_for_one_worker():
    for key, model in registry().items():
        assert len(model.source) > 20, key
        extra = {"G": 1, "R_nic": 1, "B_intra": BW, "alpha_intra": A}
        assert t(key, 1, **extra) == 0.0, key
        assert float(_generated.MODELS[key]["bytes_sent_per_worker"](N=1, K=KB, **extra)) == 0.0, key


# ------------------------------------------------------------------ integer logs


def test_integer_logs_are_exact():
    n = np.arange(1, 2**16 + 2, dtype=float)
    ceil_ref = np.array([(int(v) - 1).bit_length() for v in n])
    floor_ref = np.array([int(v).bit_length() - 1 for v in n])
    steps = _generated.MODELS["binomial-tree/broadcast"]["latency_steps"](N=n)  # = ceil(log2 N)
    np.testing.assert_array_equal(steps, ceil_ref)
    rd = _generated.MODELS["recursive-doubling/all-reduce"]["latency_steps"](N=n)  # floor + 2 [not pof2]
    np.testing.assert_array_equal(rd, floor_ref + 2 * (ceil_ref != floor_ref))
    powers = 2.0 ** np.arange(0, 53)
    np.testing.assert_array_equal(_generated.MODELS["binomial-tree/broadcast"]["latency_steps"](N=powers), np.arange(0, 53))
    assert ceil_log2(sp.Integer(8)) == 3 and floor_log2(sp.Integer(9)) == 3 and pof2(sp.Integer(100)) == 64


# ------------------------------------------------------------------ the lower bound


def _extra(n, g):
    return {"G": g, "R_nic": g, "B_intra": BW * 4, "alpha_intra": A / 5}


@given(
    n=st.integers(1, 5000), k=st.floats(1.0, 1e12), b=st.floats(1e6, 1e12), a=st.sampled_from([0.0, 1e-7, 5e-6, 1e-3]),
    g=st.sampled_from([0.0, 1e-11, 1e-9]), gpn=st.sampled_from([1, 2, 4, 8]),
)
def test_lower_bound_is_never_beaten(n, k, b, a, g, gpn):
    n = n * gpn  # hierarchical models need whole nodes
    values = dict(N=n, K=k, B=b, alpha=a, gamma=g, **_extra(n, gpn))
    for key, fns in _generated.MODELS.items():
        time, bound = fns["time"](**values), fns["lower_bound"](**values)
        assert time >= bound * (1 - 1e-12), (key, values)


@pytest.mark.parametrize("n", [2, 3, 7, 8, 12, 100, 1024])
def test_ring_and_rabenseifner_reach_the_bandwidth_bound_for_large_k(n):
    values = dict(N=n, K=1e15, B=BW, alpha=A, gamma=0.0)
    ring = _generated.MODELS["ring/all-reduce"]
    assert ring["lower_bound"](**values) / ring["time"](**values) > 0.9999
    rab = _generated.MODELS["rabenseifner/all-reduce"]
    frac = rab["lower_bound"](**values) / rab["time"](**values)
    if n & (n - 1) == 0:  # power of two: reaches the bound
        assert frac > 0.9999
    else:  # MPICH's fold costs 2K/B more
        assert frac < 0.9


@pytest.mark.parametrize("n", [64, 256, 4096])
def test_binomial_tree_beats_ring_for_tiny_messages_at_large_n(n):
    assert t("binomial-tree/all-reduce", n, k=1024.0) < t("ring/all-reduce", n, k=1024.0)
    assert t("binomial-tree/all-reduce", n, k=1e10) > t("ring/all-reduce", n, k=1e10)


def test_hierarchical_ring_with_one_gpu_per_node_is_the_ring():
    for n in (2, 5, 16):
        flat = t("ring/all-reduce", n)
        assert t("hierarchical-ring/all-reduce", n, G=1, R_nic=1, B_intra=1.0, alpha_intra=1.0) == pytest.approx(flat, rel=1e-13)


def test_hierarchical_ring_formula():
    # 2 nodes of 8 GPUs, 8 rails: intra RS + AG on K (G chunks), inter ring all-reduce on K/G per rail
    n, g, bi, ai = 16, 8, 300e9, 1e-6
    expected = (2 * 7 * ai + 2 * 7 / 8 * KB / bi + 7 / 8 * KB * G
                + 2 * 1 * A + 2 * 1 / 2 * (KB / 8) / BW + 1 / 2 * (KB / 8) * G)
    assert t("hierarchical-ring/all-reduce", n, G=g, R_nic=g, B_intra=bi, alpha_intra=ai) == pytest.approx(expected, rel=1e-13)
    # half the NICs: each rail gets half a NIC
    half = t("hierarchical-ring/all-reduce", n, G=g, R_nic=4, B_intra=bi, alpha_intra=ai)
    assert half - expected == pytest.approx(2 * 1 / 2 * (KB / 8) / BW, rel=1e-9)


def test_symbolic_time_has_integer_logs_not_float_logs():
    for key, model in registry().items():
        assert not model.time.has(sp.log), key
        assert K in model.time.free_symbols and N in model.time.free_symbols, key
    assert registry()["ring/all-reduce"].time.free_symbols == {N, K, B, alpha, gamma}


def test_topology_options_are_checked():
    # issue 16: a partial last node is placed and said (12 ranks on 8-GPU nodes: 2 nodes, the last with 4)
    s = Scenario(size="1 GB", workers=12, bandwidth="10 Gbps", gpus_per_node=8, intra_bandwidth="nvlink4")
    assert (s.placement.nodes, s.placement.last_node_ranks) == (2, 4) and s.placement.partial
    assert any("partial node" in n for n in s.time().notes)
    # more NICs than GPUs (16 NICs for 8 GPUs, issue 10): the node reaches the network at R B
    two = Scenario(size="1 GB", workers=16, bandwidth="10 Gbps", gpus_per_node=8, nics_per_node=16,
                   algorithm="hierarchical-ring", intra_bandwidth="1 TB/s")
    one = two.replace(nics_per_node=8, bandwidth="20 Gbps")
    assert two.comm_time() == pytest.approx(one.comm_time(), rel=1e-12)
    with pytest.raises(RingcalcError, match="at least 1|must be|>= 1|positive"):
        Scenario(size="1 GB", workers=16, bandwidth="10 Gbps", gpus_per_node=8, nics_per_node=0)
    s = Scenario(size="1 GB", workers=16, bandwidth="10 Gbps", gpus_per_node=8, intra_bandwidth="300 GB/s")
    v = s.symbol_values()
    assert (v["G"], v["R_nic"], v["B_intra"]) == (8, 8, 300e9)  # NICs default to one per GPU (rails)


def test_flat_ring_is_the_ring_on_one_gpu_per_node_and_paced_by_the_nics():
    for n in (2, 5, 16):
        assert t("flat-ring/all-reduce", n, G=1, R_nic=1, B_intra=1.0, alpha_intra=1.0) == pytest.approx(
            t("ring/all-reduce", n), rel=1e-13)
    # 2 nodes x 8 GPUs, 8 NICs: 8 rings, each NIC carries K/(N R) per step (NCCL: one ring per NIC)
    got = t("flat-ring/all-reduce", 16, G=8, R_nic=8, B_intra=300e9, alpha_intra=1e-6)
    assert got == pytest.approx(30 * (A + KB / (16 * 8 * BW)) + 15 / 16 * KB * G, rel=1e-13)
    ring = _generated.MODELS["ring/all-reduce"]
    flat = _generated.MODELS["flat-ring/all-reduce"]
    for n in (1, 7, 16):  # same bytes as the ring, which the executor checks
        assert flat["bytes_sent_per_worker"](N=n, K=KB) == ring["bytes_sent_per_worker"](N=n, K=KB)
        assert flat["total_bytes"](N=n, K=KB) == ring["total_bytes"](N=n, K=KB)


FLAT = _generated.MODELS["flat-ring/all-reduce"]


@settings(max_examples=200, deadline=None)
@given(
    nodes=st.integers(1, 64), g=st.sampled_from([1, 2, 4, 8]), r=st.integers(1, 8),
    k=st.floats(1.0, 1e10), b=st.floats(1e6, 1e12), bi=st.floats(1e6, 1e12),
    a=st.floats(0, 1e-4), ai=st.floats(0, 1e-4), gamma=st.floats(0, 1e-9),
)
def test_flat_ring_step_is_its_slowest_hop(nodes, g, r, k, b, bi, a, ai, gamma):
    r = min(r, g)
    n = nodes * g
    hops = []
    if g > 1:
        hops.append(ai + k / (n * bi))  # intra-node hop: K/N per step over the GPU's link
    if nodes > 1:
        hops.append(a + k / (n * r * b))  # NIC hop: one of R rings, K/(N R) per step
    want = 2 * (n - 1) * max(hops, default=0.0) + (n - 1) / n * k * gamma
    got = float(FLAT["time"](N=n, K=k, B=b, alpha=a, gamma=gamma, G=g, R_nic=r, B_intra=bi, alpha_intra=ai))
    assert got == pytest.approx(want, rel=1e-12, abs=1e-300)
    bound = float(FLAT["lower_bound"](N=n, K=k, B=b, alpha=a, gamma=gamma, G=g, R_nic=r, B_intra=bi, alpha_intra=ai))
    assert bound <= got * (1 + 1e-12)
