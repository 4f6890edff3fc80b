"""Link-time simulation: closed forms on uniform links, slow links, stragglers, large N."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.executor import ALGORITHMS, Links, run, simulate, uniform_time
from ringcalc.executor.ring import _ring_log


def _elements_even(name: str, n: int, mult: int) -> int:
    return ALGORITHMS[name].grain(n) * mult


@settings(max_examples=120, deadline=None)
@given(
    name=st.sampled_from([a for a in ALGORITHMS if ALGORITHMS[a].timed]),  # NCCL pipelines its trees; we do not
    n=st.integers(1, 24),
    mult=st.integers(1, 9),
    bw=st.floats(1e8, 1e12),
    alpha=st.floats(0, 1e-4),
    gamma=st.floats(0, 1e-9),
    data=st.data(),
)
def test_uniform_links_equal_closed_form(name, n, mult, bw, alpha, gamma, data):
    g = data.draw(st.sampled_from([d for d in range(1, n + 1) if n % d == 0])) if name == "hierarchical-ring" else 1
    k_el = _elements_even(name, n, mult)
    r = run(name, [np.ones(k_el, np.float32)] * n, gpus_per_node=g)
    t = simulate(r.log, Links.create(n, bw, alpha), gamma).total_time_s
    want = uniform_time(name, n, k_el * 4, bw, alpha, gamma, g)
    assert t == pytest.approx(want, rel=1e-12, abs=0.0)


def test_ring_closed_form_explicit_values():
    # 2(N-1) alpha + 2(N-1)/N K/B + (N-1)/N K gamma (Patarasuk & Yuan 2009), N=4, K=4 MB, B=10 GB/s,
    # alpha=5 us, gamma=1e-11 s/B: 6*5e-6 + 1.5*4e6/1e10 + 0.75*4e6*1e-11 = 3e-5 + 6e-4 + 3e-5 = 6.6e-4 s
    n, k_el = 4, 1_000_000
    r = run("ring", [np.zeros(k_el, np.float32)] * n)
    t = simulate(r.log, Links.create(n, 1e10, 5e-6), 1e-11).total_time_s
    assert t == pytest.approx(6.6e-4, rel=1e-12)


@pytest.mark.parametrize("slow_rank", [0, 3, 7])
def test_slow_link_bounds_the_ring(slow_rank):
    n, k_el = 8, 8 * 1000
    r = run("ring", [np.zeros(k_el, np.float32)] * n)
    fast, slow, alpha = 1e10, 1e9, 2e-6
    links = Links.create(n, fast, alpha).with_slow_link(slow_rank, slow)
    tm = simulate(r.log, links)
    # the ring runs at the slowest link's pace: 2(N-1) steps of alpha + (K/N)/B_slow
    assert tm.total_time_s == pytest.approx(uniform_time("ring", n, k_el * 4, slow, alpha), rel=1e-12)
    assert tm.total_time_s > 2 * uniform_time("ring", n, k_el * 4, fast, alpha)
    assert tm.bottleneck_worker == slow_rank
    assert tm.bottleneck_utilization == pytest.approx(1.0)


def test_straggler_delays_ring_by_its_lateness():
    n, k_el, delay = 6, 600, 1e-3
    r = run("ring", [np.zeros(k_el)] * n)
    base = simulate(r.log, Links.create(n, 1e9, 1e-6)).total_time_s
    late = simulate(r.log, Links.create(n, 1e9, 1e-6).with_straggler(2, delay)).total_time_s
    assert late == pytest.approx(base + delay, rel=1e-12)


def test_parameter_server_serializes_at_driver():
    n, k_el = 5, 100
    r = run("parameter-server", [np.zeros(k_el)] * n)
    tm = simulate(r.log, Links.create(n, 1e9, 0.0))
    k = k_el * 8
    assert tm.total_time_s == pytest.approx(2 * (n - 1) * k / 1e9, rel=1e-12)
    assert tm.bottleneck_worker == 0


def test_heterogeneous_4096_ring_runs_and_is_bounded():
    n = 4096
    rng = np.random.default_rng(0)
    bw = rng.uniform(5e9, 2e10, n)
    log = _ring_log(n * 16, n, 4, True, True)
    tm = simulate(log, Links.create(n, bw, 1e-6))
    c = 16 * 4
    lower = 2 * (n - 1) * (1e-6 + c / bw.min())
    assert tm.total_time_s >= lower * (1 - 1e-12)
    assert tm.bottleneck_worker == int(np.argmin(bw))
    assert len(tm.round_end_s) == 2 * (n - 1)
    assert np.all(np.diff(tm.round_end_s) >= 0)


def test_uniform_4096_ring_matches_closed_form():
    n = 4096
    log = _ring_log(n * 3, n, 4, True, True)
    t = simulate(log, Links.create(n, 1e10, 1e-6), 1e-12).total_time_s
    assert t == pytest.approx(uniform_time("ring", n, n * 3 * 4, 1e10, 1e-6, 1e-12), rel=1e-10)


def test_links_validation():
    with pytest.raises(RingcalcError):
        Links.create(4, 0.0)
    with pytest.raises(RingcalcError):
        Links.create(4, 1e9, -1.0)
    with pytest.raises(RingcalcError):
        Links.create(4, 1e9).with_slow_link(4, 1e8)
    r = run("ring", [np.zeros(4)] * 3)
    with pytest.raises(RingcalcError):
        simulate(r.log, Links.create(4, 1e9))


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(list(ALGORITHMS)), n=st.integers(2, 20), k=st.integers(0, 50), seed=st.integers(0, 999))
def test_traced_and_vectorized_simulations_agree_and_path_is_a_chain(name, n, k, seed):
    rng = np.random.default_rng(seed)
    g = 2 if name == "hierarchical-ring" and n % 2 == 0 else 1
    r = run(name, [np.zeros(k, np.float32)] * n, gpus_per_node=g)
    links = Links.create(n, rng.uniform(1e8, 1e10, n), rng.uniform(0, 1e-5, n), rng.uniform(0, 1e-4, n))
    fast = simulate(r.log, links, 1e-10, trace=False)
    traced = simulate(r.log, links, 1e-10, trace=True)
    assert traced.total_time_s == fast.total_time_s
    assert np.array_equal(traced.finish_s, fast.finish_s)
    no_gamma = simulate(r.log, links, 0.0, trace=True)
    path = no_gamma.critical_path
    if not len(r.log):  # nothing to send (MPICH's recursive halving returns at once on an empty buffer)
        assert path == [] and len(no_gamma.round_end_s) == 0
        return
    # without reduction cost the chain ends exactly at the total time (with gamma: plus the last reduction)
    assert path and path[-1]["finish_s"] == pytest.approx(no_gamma.total_time_s, rel=1e-12)
    assert traced.critical_path[-1]["finish_s"] <= traced.total_time_s
    assert path[0]["start_s"] >= 0
    for a, b in zip(path, path[1:]):
        assert b["start_s"] >= a["finish_s"] - 1e-15 and b["step"] >= a["step"]


def test_critical_path_of_slow_link_and_straggler():
    n = 8
    r = run("ring", [np.zeros(800, np.float32)] * n)
    tm = simulate(r.log, Links.create(n, 1e10, 1e-6).with_slow_link(3, 1e9))
    # every one of the 2(N-1) messages on the critical path is on the slow link 3 -> 4
    assert tm.critical_links() == [(3, 4, pytest.approx(tm.total_time_s, rel=1e-12))]
    assert len(tm.critical_path) == 2 * (n - 1)
    tm = simulate(r.log, Links.create(n, 1e10, 1e-6).with_straggler(5, 1e-3))
    assert tm.critical_path[0]["start_s"] == pytest.approx(1e-3)  # the path starts when the straggler does
    assert tm.to_dict()["critical_path_start_s"] == pytest.approx(1e-3)


def test_flat_ring_on_nodes_is_bounded_by_the_shared_nic():
    # 2 nodes x 4 GPUs, 1 NIC per node: the two node-crossing ring links run at B/4, so the flat ring takes
    # 2(N-1) (alpha + (K/N) / (B/4)) while the hierarchical ring uses all rails: the simulation shows both
    n, g, k_el = 8, 4, 8 * 100
    links = Links.create(n, 1e10, 0.0, gpus_per_node=g, intra_bandwidth_bytes_per_s=1e11, nics_per_node=1)
    flat = simulate(run("ring", [np.zeros(k_el, np.float32)] * n).log, links).total_time_s
    assert flat == pytest.approx(2 * (n - 1) * (k_el * 4 / n) / (1e10 / 4), rel=1e-12)
    hier = simulate(run("hierarchical-ring", [np.zeros(k_el, np.float32)] * n, gpus_per_node=g).log, links)
    want = uniform_time("hierarchical-ring", n, k_el * 4, 1e10, 0.0, 0.0, g, intra_bandwidth_bytes_per_s=1e11,
                        nics_per_node=1)
    assert hier.total_time_s == pytest.approx(want, rel=1e-12) and hier.total_time_s < flat


def test_links_topology_validation():
    with pytest.raises(RingcalcError):
        Links.create(6, 1e9, gpus_per_node=4)
    with pytest.raises(RingcalcError):
        Links.create(8, 1e9, gpus_per_node=4, nics_per_node=0)


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from([a for a in ALGORITHMS if ALGORITHMS[a].timed]), n=st.integers(2, 16),
       mult=st.integers(1, 5), bw=st.floats(1e8, 1e12), alpha=st.floats(0, 1e-3),
       intra_bw=st.one_of(st.none(), st.floats(1e9, 1e12)), data=st.data())
def test_busy_time_is_latency_plus_the_bytes_carried_on_the_links_they_crossed(name, n, mult, bw, alpha, intra_bw, data):
    """``simulate`` said a link was "busy 100% of the time" for 12-byte messages over 1 ms latency and named the NIC's
    rate for a worker whose bytes went over the scale-up link: the busy time is latency plus the bytes carried, and
    the bytes carried inside a node are those of the messages that stayed inside it."""
    g = data.draw(st.sampled_from([d for d in range(1, n + 1) if n % d == 0]))
    k_el = _elements_even(name, n, mult)
    r = run(name, [np.ones(k_el, np.float32)] * n, gpus_per_node=g)
    links = Links.create(n, bw, alpha, gpus_per_node=g, intra_bandwidth_bytes_per_s=intra_bw if g > 1 else None)
    tm = simulate(r.log, links)
    sent = np.zeros(n)
    inside = np.zeros(n)
    latency = np.zeros(n)
    for rnd in r.log:
        lat, inv = links.message_params(rnd.src, rnd.dst)
        carry = rnd.nbytes * inv
        np.add.at(sent, rnd.src, carry)
        np.add.at(inside, rnd.src, np.where((rnd.src // g) == (rnd.dst // g), carry, 0.0) if g > 1 else 0.0)
        np.add.at(latency, rnd.src, lat)
    np.testing.assert_allclose(tm.link_carrying_s, sent, rtol=1e-9, atol=1e-300)
    np.testing.assert_allclose(tm.link_carrying_intra_s, inside, rtol=1e-9, atol=1e-300)
    np.testing.assert_allclose(tm.link_busy_s, sent + latency, rtol=1e-9, atol=1e-300)
    assert 0.0 <= tm.bottleneck_carrying_share <= tm.bottleneck_utilization * (1 + 1e-12)


def test_the_cli_says_a_latency_bound_link_carries_almost_no_bytes():
    from ringcalc.cli.simulate import _busiest
    from tests.cli_runner import run_json

    data = run_json("simulate", "-n", "4", "-k", "12", "--latency", "1ms")
    assert data["bottleneck_utilization"] == pytest.approx(1.0) and data["bottleneck_carrying_share"] < 1e-5
    n, k_el = 4, 12
    tm = simulate(run("ring", [np.zeros(k_el, np.float32)] * n).log, Links.create(n, 12.5e9, 1e-3))
    assert "occupied 100% of the time: carrying bytes under 0.01% at 12.5 GB/s" in _busiest(tm, Links.create(n, 12.5e9, 1e-3))
    links = Links.create(8, 12.5e9, 5e-6, gpus_per_node=8, intra_bandwidth_bytes_per_s=300e9)  # one node: NVLink only
    text = _busiest(simulate(run("ring", [np.zeros(4_000_000, np.float32)] * 8).log, links), links)
    assert "at 300 GB/s (2.4 Tbit/s) inside the node, latency the rest" in text and "12.5 GB/s" not in text
