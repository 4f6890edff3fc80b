"""The step assembled from a time per collective (ringcalc/workload/step.py), against values worked by hand."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.workload.collectives import step_collectives
from ringcalc.workload.job import make_workload
from ringcalc.workload.layout import make_layout
from ringcalc.workload.step import assemble_step

REL = 1e-12


def simple(record):
    """The test network of the brief: 100 GB/s and 10 us per call, whatever the group."""
    return record.bytes_per_gpu_per_call / 100e9 + 10e-6


def _llama_2_7b():
    # 16 sequences of 4096 tokens per step on 8 A100 at a given MFU of 0.5
    return make_workload(model="llama-2-7b", global_batch=16, seq_len=4096, gpu="a100-80gb", mfu=0.5)


def test_hand_worked_step():
    w = _llama_2_7b()
    layout = make_layout(tp=2, pp=2, dp=2, microbatches=4)
    r = assemble_step(w, layout, simple)
    # Llama-2-7B (HF config): N_mm = 32 (4 * 4096^2 + 3 * 4096 * 11008) + 32000 * 4096 = 6,607,077,376;
    # F = 6 N_mm + 12 * 32 * 32 * 128 * 4096 = 46,084,915,200 FLOPs per token; T = 16 * 4096 = 65,536 tokens
    flops = (6 * 6_607_077_376 + 12 * 32 * 32 * 128 * 4096) * 65_536
    ts = flops / (8 * 312e12 * 0.5)
    assert r.compute_s == pytest.approx(ts, rel=REL)
    by = {c.record.name: c for c in r.collectives}
    assert set(by) == {"tp all-gather", "tp reduce-scatter", "pp activations", "dp gradients"}
    # TP: 8192 tokens per microbatch (65536 / (dp 2 * m 4)), bf16, h 4096: 67,108,864 B; 4 per layer,
    # 16 layers per stage, 4 microbatches: 256 calls of each
    tp = by["tp all-gather"]
    assert tp.record.bytes_per_gpu_per_call == 2 * 4096 * 8192 and tp.record.calls_per_step == 256
    assert tp.time_per_step_s == pytest.approx(256 * (67_108_864 / 100e9 + 10e-6), rel=REL)
    assert tp.exposed_s == tp.time_per_step_s
    # PP: the activation split over tp: 33,554,432 B, forward and backward per microbatch: 8 calls, half hidden
    pp = by["pp activations"]
    assert pp.record.bytes_per_gpu_per_call == 2 * 4096 * 8192 / 2 and pp.record.calls_per_step == 8
    assert pp.exposed_s == pytest.approx(0.5 * 8 * (33_554_432 / 100e9 + 10e-6), rel=REL)
    # DP: fp32 gradients of the most loaded stage's params / tp: at pp 2 the last stage, half of all 6,738,415,616
    # and half the final norm more (4096 / 2: Megatron-LM's most loaded shard), 4 * 3,369,209,856 / 2 B, under the
    # last microbatch's backward ((2/3) / 4 of Ts = 0.40 s > 0.067 s): hidden
    dp = by["dp gradients"]
    assert dp.record.bytes_per_gpu_per_call == 4 * (6_738_415_616 / 2 + 4096 / 2) / 2 and dp.exposed_s == 0.0
    x_mb = 2 * tp.time_per_step_s + pp.exposed_s
    pipeline = (ts + x_mb) * (4 + 2 - 1) / 4
    assert r.bubble_s == pytest.approx(pipeline - ts - x_mb, rel=REL)
    assert r.bubble_fraction == pytest.approx(1 / 5, rel=REL)
    assert r.step_s == pytest.approx(pipeline, rel=REL)
    assert r.efficiency == pytest.approx(ts / pipeline, rel=REL)
    assert r.mfu_end_to_end == pytest.approx(flops / (8 * 312e12 * pipeline), rel=REL)
    assert r.tokens_per_s == pytest.approx(65_536 / pipeline, rel=REL)


def test_exposed_gradients_land_after_the_pipeline():
    w = _llama_2_7b()
    layout = make_layout(tp=2, pp=2, dp=2, microbatches=4)
    slow = assemble_step(w, layout, lambda r: simple(r) * (1000 if r.kind == "dp" else 1))
    dp = next(c for c in slow.collectives if c.record.kind == "dp")
    window = (2 / 3) / 4 * slow.compute_s
    assert dp.exposed_s == pytest.approx(dp.time_per_step_s - window, rel=1e-12)
    assert slow.exposed_step_s == dp.exposed_s


def test_mfu_range_gives_the_interval():
    w = make_workload(model="llama-2-7b", global_batch=16, seq_len=4096, gpu="h100")  # the H100 bf16 prior
    r = assemble_step(w, make_layout(tp=2, dp=4), simple)
    rng = r.range
    assert rng["mfu_low"] == w.mfu.low and rng["mfu_high"] == w.mfu.high
    assert rng["compute_s_low"] < r.compute_s < rng["compute_s_high"]
    assert rng["mfu_end_to_end_low"] < r.mfu_end_to_end < rng["mfu_end_to_end_high"]
    assert rng["tokens_per_s_low"] < r.tokens_per_s < rng["tokens_per_s_high"]
    # a longer Ts hides the same communication better: the efficiency rises as the MFU falls
    assert rng["efficiency_low"] <= r.efficiency <= rng["efficiency_high"]


def test_a_negative_or_nan_time_is_refused():
    w = _llama_2_7b()
    with pytest.raises(RingcalcError, match="a time >= 0"):
        assemble_step(w, make_layout(tp=2, dp=4), lambda r: float("nan"))


@settings(max_examples=40, deadline=None)
@given(tp=st.sampled_from([1, 2, 4, 8]), pp=st.sampled_from([1, 2, 4]), dp=st.sampled_from([1, 2, 4, 8]),
       m=st.integers(1, 16), zero=st.integers(0, 3), latency=st.floats(0, 1e-3), bandwidth=st.floats(1e9, 1e12))
def test_step_invariants(tp, pp, dp, m, zero, latency, bandwidth):
    w = make_workload(model="llama-3-8b", global_batch=64, seq_len=2048, gpu="a100-80gb", mfu=0.5)
    layout = make_layout(tp=tp, pp=pp, dp=dp, microbatches=m, zero=zero)
    r = assemble_step(w, layout, lambda rec: latency + rec.bytes_per_gpu_per_call / bandwidth)
    assert 0 < r.efficiency <= 1 and 0 < r.mfu_end_to_end <= r.mfu
    assert r.step_s == pytest.approx(r.compute_s + r.exposed_s + r.bubble_s, rel=1e-9)
    for c in r.collectives:
        assert 0 <= c.exposed_s <= c.time_per_step_s * (1 + 1e-12)
    # a faster network never makes the step slower
    faster = assemble_step(w, layout, lambda rec: latency / 2 + rec.bytes_per_gpu_per_call / (2 * bandwidth))
    assert faster.step_s <= r.step_s * (1 + 1e-12)
    assert r.gpus == tp * pp * dp == layout.gpus


def test_records_are_the_layouts_groups():
    w = make_workload(model="mixtral-8x7b", global_batch=64, seq_len=4096, gpu="h100")
    layout = make_layout(tp=2, pp=2, cp=2, dp=4, ep=4, zero=1)
    recs = {r.name: r for r in step_collectives(w, layout, gpus_per_node=8)}
    assert recs["tp all-gather"].group_size == 2 and recs["tp all-gather"].rank_stride == 1
    assert recs["cp k/v"].group_size == 2 and recs["cp k/v"].rank_stride == 2
    assert recs["dp gradients"].group_size == 8 and recs["dp gradients"].rank_stride == 2  # dp x cp, stride tp
    assert recs["ep tokens"].group_size == 4 and recs["ep tokens"].rank_stride == 2
    assert recs["edp expert gradients"].group_size == 2 and recs["edp expert gradients"].rank_stride == 8
    assert recs["pp activations"].group_size == 2 and recs["pp activations"].rank_stride == 16
    # a node of 8: one TP group spans 2 ranks, 4 of them per node; 8 / (8 / stride 2 ranks) DP groups
    assert recs["tp all-gather"].concurrent_groups_per_node_hint == 4
    assert recs["dp gradients"].concurrent_groups_per_node_hint == 2
    assert recs["pp activations"].concurrent_groups_per_node_hint == 8
    assert {r.collective for r in recs.values()} <= {"all-reduce", "reduce-scatter", "all-gather", "all-to-all",
                                                     "send-recv"}
