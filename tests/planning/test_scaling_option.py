"""``--scaling`` moves an answer at one N, or is refused there: with Ts from the FLOPs of a given batch, weak and
strong scaling price the same step (the batch on these N GPUs), so a stated --scaling was accepted and ignored by
efficiency, bandwidth, max-latency and every sweep row (hunt finding of 2026-11-28)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.sweep import sweep

_WORKLOADS = [
    dict(model="llama-3.1-8b", gpu="h100", global_batch=256, seq_len=4096),  # Ts from FLOPs (MFU range)
    dict(model="gpt2-xl", gpu="a100-80gb", global_batch=512, mfu=0.5),  # Ts from FLOPs (stated MFU)
    dict(model="llama-3.1-8b", step_time="20s"),  # Ts given: strong divides it by N
    dict(model="llama-3.1-8b", gpu="h100", global_batch=256, seq_len=4096, step_time="30s"),  # given, MFU implied
]
_NETWORKS = [dict(cluster="dgx-h100"), dict(bandwidth="100GbE"), dict(cluster="hgx-a100")]
_LAYOUTS = [{}, dict(tp=8), dict(tp=8, zero=1), dict(pp=2, zero=1)]  # on a cluster (a layout's links)


def _answer(s: Scenario, question: str) -> float:
    if question == "efficiency":
        return s.efficiency().efficiency
    if question == "bandwidth":
        return s.required_bandwidth(0.5).required_bandwidth_bytes_per_s
    return s.max_latency(0.3).max_latency_s


@settings(max_examples=60, deadline=None)
@given(workload=st.sampled_from(_WORKLOADS), network=st.sampled_from(_NETWORKS), layout=st.sampled_from(_LAYOUTS),
       workers=st.sampled_from([16, 32, 64]), question=st.sampled_from(["efficiency", "bandwidth", "max-latency"]))
def test_a_stated_scaling_moves_the_answer_or_is_refused(workload, network, layout, workers, question):
    assume(not layout or "cluster" in network)
    options = {**workload, **network, **layout, "workers": workers}
    if layout and "global_batch" not in options:  # a layout prices tokens: give them with the step time
        options.update(global_batch=256, seq_len=1024)
    answers = {}
    for scaling in ("weak", "strong"):
        try:
            answers[scaling] = _answer(Scenario(**options, scaling=scaling), question)
        except RingcalcError as e:
            if e.option == "scaling":
                answers[scaling] = "refused"
                continue
            assert e.option != "scaling"
            answers[scaling] = f"other: {e.option}"  # refused for another reason (unreachable target, layout)
    if any(a == "refused" for a in answers.values()):
        assert all(a == "refused" for a in answers.values() if not str(a).startswith("other"))
        return
    values = [a for a in answers.values() if isinstance(a, float)]
    if len(values) == 2:
        assert values[0] != pytest.approx(values[1], rel=1e-9), answers


def test_every_sweep_row_refuses_it_with_ts_from_flops():
    with pytest.raises(RingcalcError, match="changes nothing at one N") as info:
        sweep(**dict(model="llama-3.1-8b", gpu="h100", global_batch=256, seq_len=4096, cluster="dgx-h100",
                       workers=[64, 128], scaling=["weak", "strong"]))
    assert info.value.option == "scaling"


def test_max_workers_still_reads_it():
    s = Scenario(model="gpt2-xl", workers=2, bandwidth="100GbE", gpu="a100-80gb", global_batch=512, mfu=0.5,
                 scaling="strong")
    assert s.max_workers(0.5).max_workers > 1
