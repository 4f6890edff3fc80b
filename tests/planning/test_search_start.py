"""The Python API's solvers without a placeholder for what they solve for (planning/search_start.py).

``max_workers`` answers N and ``max_gradient_bytes`` answers K: neither may depend on a worker count or a
gradient the caller had to invent. Reference: the seed's worked example (VGG-16, 4 workers on 1 GbE,
Ts = 0.55 s): at 90% the ring's budget is 0.55/0.9 - 0.55 = 61.11 ms, so K = 61.11 ms x 125 MB/s / 1.5.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.errors import RingcalcError

REL = 1e-9

NETWORKS = [
    dict(bandwidth="100GbE", latency="5us"),
    dict(bandwidth="400Gbps", cluster="dgx-h100"),
    dict(bandwidth="25GbE", latency="10us", gpus_per_node=8, intra_bandwidth="300GB/s",
         algorithm="hierarchical-ring"),
    dict(bandwidth="100GbE", latency="5us", algorithm="recursive-doubling"),
]


@settings(max_examples=25, deadline=None)
@given(network=st.sampled_from(NETWORKS), workers=st.integers(1, 512).map(lambda k: 8 * k),  # whole nodes of 8
       target=st.sampled_from([0.5, 0.7, 0.8, 0.9]), step=st.sampled_from([0.05, 0.2, 0.55]))
def test_max_workers_ignores_the_worker_count_and_needs_none(network, workers, target, step):
    options = dict(model="vgg16", step_time=step, **network)
    try:
        started = Scenario.solving_workers(**options).max_workers(target)
    except RingcalcError as exc:  # unreachable: the same refusal with any worker count
        with pytest.raises(RingcalcError, match=exc.message[:40]):
            Scenario(**options, workers=workers).max_workers(target)
        return
    given_n = Scenario(**options, workers=workers).max_workers(target)
    assert started.max_workers == given_n.max_workers
    assert started.unbounded == given_n.unbounded
    assert Scenario.solving_workers(**options, workers=workers).max_workers(target).max_workers == started.max_workers


def test_max_gradient_without_a_gradient_is_the_seed_example():
    r = Scenario.solving_gradient(workers=4, bandwidth="1GbE", step_time=0.55).max_gradient_bytes("90%")
    assert r.max_gradient_bytes == pytest.approx((0.55 / 0.9 - 0.55) * 125e6 / 1.5, rel=REL)


@settings(max_examples=25, deadline=None)
@given(dtype=st.sampled_from(["fp32", "bf16", "fp8"]), workers=st.integers(2, 512),
       target=st.sampled_from([0.5, 0.9]))
def test_max_gradient_does_not_depend_on_a_placeholder_model(dtype, workers, target):
    options = dict(workers=workers, bandwidth="10GbE", latency="5us", step_time=0.3, dtype=dtype)
    try:
        started = Scenario.solving_gradient(**options).max_gradient_bytes(target)
    except RingcalcError as exc:  # the latency alone misses the target: so with any placeholder
        with pytest.raises(RingcalcError, match=exc.message[:40]):
            Scenario(**options, params=7e9).max_gradient_bytes(target)
        return
    other = Scenario(**options, params=7e9).max_gradient_bytes(target)
    assert started.max_gradient_bytes == pytest.approx(other.max_gradient_bytes, rel=REL)
    assert started.max_params == pytest.approx(other.max_params, rel=REL)


@pytest.mark.parametrize("source", [dict(model="vgg16"), dict(params=1e9), dict(size="1GB")])
def test_a_gradient_given_to_solving_gradient_is_refused(source):
    with pytest.raises(RingcalcError, match="solved for"):
        Scenario.solving_gradient(workers=4, bandwidth="1GbE", step_time=0.55, **source)
