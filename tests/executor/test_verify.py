"""verify_scenario / check: the scaled-down execution agrees with the models; vectorized paths agree with loops."""

from __future__ import annotations

import numpy as np
import pytest

import ringcalc.executor.hierarchical as hier
import ringcalc.executor.ring as ring_mod
from ringcalc.errors import RingcalcError
from ringcalc.executor import ALGORITHMS, verify_scenario
from ringcalc.executor.check import check, random_buffers


@pytest.mark.parametrize("name", list(ALGORITHMS))
@pytest.mark.parametrize("workers", [1, 3, 8, 40])
def test_verify_ok_for_every_algorithm(name, workers):
    g = 4 if name == "hierarchical-ring" and workers % 4 == 0 else 1
    v = verify_scenario(name, workers, 25e6, 12.5e9, 5e-6, 1e-11, max_elements=4096, gpus_per_node=g)
    assert v.ok, v.to_dict()
    d = v.to_dict()
    assert d["ok"] is True and d["workers"] == workers
    assert d["bytes_sent_per_worker"] == d["model_bytes_sent_per_worker"]
    assert 0 < v.elements_run <= max(4096, ALGORITHMS[name].grain(workers))


def test_verify_full_size_model_time_is_the_ring_closed_form():
    # ring, N=8, 100 MB, 10 GB/s, 5 us: 2*7*5e-6 + 2*7/8*1e8/1e10 = 7e-5 + 0.0175 s (Patarasuk & Yuan 2009)
    v = verify_scenario("ring", 8, 1e8, 1e10, 5e-6)
    assert v.model_time_full_s == pytest.approx(7e-5 + 0.0175, rel=1e-12)


def test_verify_rejects_bad_input():
    with pytest.raises(RingcalcError):
        verify_scenario("ring", 0, 1e6, 1e9, 0.0)
    with pytest.raises(RingcalcError):
        verify_scenario("ring", 4, -1.0, 1e9, 0.0)
    with pytest.raises(RingcalcError):
        verify_scenario("tree-of-rings", 4, 1e6, 1e9, 0.0)


def test_check_slow_link_reports_bottleneck_and_no_time_match():
    rep = check("ring", 6, 600, bandwidth_bytes_per_s=1e10, latency_s=1e-6, slow_links={4: 1e9})
    d = rep.to_dict()
    assert d["bottleneck_worker"] == 4 and d["time_match"] is None and d["result_matches"]
    assert d["simulated_time_s"] == pytest.approx(d["model_time_slowest_link_s"], rel=1e-12)
    for key in ["workers", "elements", "result_matches", "bytes_sent_per_worker", "model_bytes_sent_per_worker",
                "simulated_time_s", "model_time_s", "max_abs_error"]:
        assert key in d


def test_check_detects_byte_mismatch(monkeypatch):
    # a wrong model formula must be caught (the comparison can fail)
    import ringcalc.executor.check as chk

    monkeypatch.setattr(chk, "expected_traffic", lambda *a, **k: (np.zeros(4, np.int64), np.zeros(4, np.int64)))
    assert not check("ring", 4, 16, bandwidth_bytes_per_s=1e9).bytes_match


def test_random_buffers_dtypes():
    for dt in ["float16", "float32", "float64", "int8", "uint32"]:
        b = random_buffers(3, 5, dt, seed=1)
        assert len(b) == 3 and all(x.dtype == np.dtype(dt) and x.shape == (5,) for x in b)
    with pytest.raises(RingcalcError):
        random_buffers(3, 5, "str")


@pytest.mark.parametrize("n,k", [(32, 64), (33, 66), (48, 480)])
@pytest.mark.parametrize("op", ["sum", "avg", "max", "prod"])
def test_vectorized_ring_equals_loop(monkeypatch, n, k, op):
    rng = np.random.default_rng(n + k)
    bufs = [rng.standard_normal(k).astype(np.float32) for _ in range(n)]
    fast = [ring_mod.ring_allreduce(bufs, op), ring_mod.ring_reduce_scatter(bufs, op), ring_mod.ring_allgather(bufs),
            hier.hierarchical_ring_allreduce(bufs, op, gpus_per_node=[d for d in (8, 3, 1) if n % d == 0][0])]
    monkeypatch.setattr(ring_mod, "STACKED_MIN_WORKERS", 10**9)
    monkeypatch.setattr(hier, "STACKED_MIN_WORKERS", 10**9)
    slow = [ring_mod.ring_allreduce(bufs, op), ring_mod.ring_reduce_scatter(bufs, op), ring_mod.ring_allgather(bufs),
            hier.hierarchical_ring_allreduce(bufs, op, gpus_per_node=[d for d in (8, 3, 1) if n % d == 0][0])]
    for a, b in zip(fast, slow):
        assert all(np.array_equal(x.view(np.uint8), y.view(np.uint8)) for x, y in zip(a.outputs, b.outputs))
        assert np.array_equal(a.bytes_sent, b.bytes_sent) and np.array_equal(a.bytes_received, b.bytes_received)
        assert a.steps == b.steps
    assert np.array_equal(fast[3].extra["bytes_sent_inter"], slow[3].extra["bytes_sent_inter"])


def test_verify_two_level_network():
    kw = {"gpus_per_node": 8, "intra_bandwidth_bytes_per_s": 3e11, "intra_latency_s": 1e-6, "nics_per_node": 2}
    v = verify_scenario("hierarchical-ring", 16, 1e8, 12.5e9, 5e-6, **kw)
    assert v.ok and v.time_match is True
    flat = verify_scenario("ring", 16, 1e8, 12.5e9, 5e-6, **kw)
    assert flat.ok and flat.time_match is None  # no closed form for a flat ring on two levels
    assert flat.simulated_time_s > v.simulated_time_s
