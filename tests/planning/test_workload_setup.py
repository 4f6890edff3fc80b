"""A Scenario's workload (ringcalc/planning/workload_setup.py): Ts from FLOPs and MFU, what efficiency adds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.workload_setup import weak_scaled
from ringcalc.workload.compute import MFU_PRIORS
from tests.reference import VGG16, VGG16_EFFICIENCY

# GPT-2 XL (HF config): N_mm = 48 * 12 * 1600^2 + 50257 * 1600 = 1,555,011,200;
# F = 6 N_mm + 12 * 48 * 1600 * 1024 = 10,273,715,200 FLOPs per token at its 1024-token context
GPT2_XL_FLOPS = 6 * (48 * 12 * 1600**2 + 50257 * 1600) + 12 * 48 * 1600 * 1024


def llm(**kw):
    base = dict(model="gpt2-xl", workers=64, bandwidth="100GbE", gpu="a100-80gb", global_batch=512)
    return Scenario(**{**base, **kw})


def test_ts_from_flops():
    s = llm(mfu=0.5)
    assert s.step_time_s == pytest.approx(GPT2_XL_FLOPS * 512 * 1024 / (64 * 312e12 * 0.5), rel=1e-12)


def test_strong_scaling_holds_the_one_gpu_time_and_an_answer_at_one_n_refuses_it():
    """At one N the batch given fixes Ts from FLOPs whatever the scaling: a stated --scaling is refused there (it
    was accepted and changed nothing), and kept by max-workers, where N moves."""
    weak, strong = llm(mfu=0.5), llm(mfu=0.5, scaling="strong")
    assert strong.step_time_s == pytest.approx(64 * weak.step_time_s, rel=1e-12)
    for s in (strong, llm(mfu=0.5, scaling="weak")):
        for answer in (s.efficiency, s.required_bandwidth, s.max_latency):
            with pytest.raises(RingcalcError, match="changes nothing at one N") as info:
                answer()
            assert info.value.option == "scaling"


def test_the_seed_is_untouched():
    s = Scenario(model="vgg16", workers=VGG16["workers"], bandwidth=VGG16["bandwidth"], step_time=VGG16["step_time"])
    r = s.efficiency()
    assert r.workload is None and round(r.efficiency, 5) == VGG16_EFFICIENCY


def test_efficiency_adds_end_to_end_mfu_tokens_and_cost():
    r = llm(mfu=0.5, train_tokens="100B", gpu_hour_price=2.0).efficiency()
    w = r.workload
    assert w["step_time_source"] == "flops" and w["mfu"] == 0.5
    assert w["mfu_end_to_end"] == pytest.approx(0.5 * r.efficiency, rel=1e-12)
    assert w["tokens_per_s"] == pytest.approx(512 * 1024 / r.iteration_time_s, rel=1e-12)
    t = w["training"]
    assert t["steps"] == pytest.approx(100e9 / (512 * 1024)) and t["cost"] == pytest.approx(2 * t["gpu_hours"])
    assert t["gpu_hours"] == pytest.approx(64 * t["steps"] * r.iteration_time_s / 3600, rel=1e-12)
    # the model FLOPs over N peak and the whole step is the end-to-end MFU
    assert GPT2_XL_FLOPS * 512 * 1024 / (64 * 312e12 * r.iteration_time_s) == pytest.approx(w["mfu_end_to_end"])


def test_the_prior_range_gives_an_interval():
    w = llm().efficiency().workload  # A100 bf16
    prior = MFU_PRIORS[("ampere", "bf16")]
    assert (w["mfu_low"], w["mfu_high"]) == (prior.low, prior.high)
    assert w["compute_time_s_low"] < w["compute_time_s_high"]
    assert w["efficiency_low"] < w["efficiency_high"] and w["mfu_end_to_end_low"] < w["mfu_end_to_end_high"]


def test_step_time_overrides_and_reports_the_implied_mfu():
    r = llm(step_time=2.0).efficiency()
    assert r.step_time_s == 2.0 and r.workload["step_time_source"] == "given"
    assert r.workload["mfu"] == pytest.approx(GPT2_XL_FLOPS * 512 * 1024 / (64 * 312e12 * 2.0), rel=1e-12)
    with pytest.raises(RingcalcError, match="--step-time gives Ts already") as info:
        llm(step_time=2.0, mfu=0.5)
    assert info.value.option == "mfu"


@pytest.mark.parametrize(("kw", "option", "message"), [
    (dict(size="1GB", gpu="h100", tokens_per_step="1M"), "gpu", "needs the model"),
    (dict(tp=2), "tp", "tensor parallelism runs inside a node"),
])
def test_refusals(kw, option, message):
    base = dict(workers=64, bandwidth="100GbE", step_time=1.0)
    if "size" not in kw:
        base["model"] = "gpt2-xl"
    with pytest.raises(RingcalcError, match=message) as info:
        Scenario(**{**base, **kw}).efficiency()
    assert info.value.option == option


def test_max_workers_with_a_global_batch_needs_strong_scaling():
    with pytest.raises(RingcalcError, match="--scaling strong") as info:
        Scenario(model="gpt2-xl", workers=2, bandwidth="100GbE", gpu="a100-80gb", global_batch=512).max_workers(0.8)
    assert info.value.option == "global-batch"
    r = Scenario(model="gpt2-xl", workers=2, bandwidth="100GbE", gpu="a100-80gb", global_batch=512, mfu=0.5,
                 scaling="strong").max_workers(0.5)
    assert r.max_workers is not None and r.max_workers > 1


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 4096), mfu=st.floats(0.01, 1.0), batch=st.integers(1, 4096))
def test_ts_scales_inversely_with_gpus_and_mfu(n, mfu, batch):
    batch = n * max(1, batch // n)  # whole sequences, the same number per replica (others refused: check_split)
    s = llm(workers=n, mfu=mfu, global_batch=batch)
    assert s.step_time_s * n * mfu == pytest.approx(GPT2_XL_FLOPS * batch * 1024 / 312e12, rel=1e-9)
    r = s.efficiency()
    assert 0 < r.workload["mfu_end_to_end"] <= mfu * (1 + 1e-12)


@pytest.mark.parametrize("cluster, own", [("azure-nd-mi300x-v5", "mi300x"), ("dgx-h100", "h100-80gb"),
                                          ("hgx-a100", "a100-80gb")])
def test_the_cluster_s_gpu_prices_the_compute_unless_gpu_says_another_which_is_noted(cluster, own):
    from ringcalc.planning.scenario import Scenario

    base = dict(model="llama-3-8b", cluster=cluster, workers=64, global_batch=64, mfu=0.4)
    own_gpu = Scenario(**base)
    assert own_gpu.workload.workload.gpu == own
    assert any(n == f"GPU: {own}, the cluster's (--gpu prices the compute on another)" for n in own_gpu.notes())
    other = "b200" if own != "b200" else "h100"
    given = Scenario(**base, gpu=other)
    assert given.step_time_s != own_gpu.step_time_s  # --gpu is used, not ignored
    assert any(n.startswith(f"--gpu {given.workload.workload.gpu} is not the cluster's GPU ({own})")
               for n in given.notes())
    same = Scenario(**base, gpu=own)
    assert same.step_time_s == own_gpu.step_time_s and not any("not the cluster's GPU" in n for n in same.notes())


@pytest.mark.parametrize("options, option, message", [
    (dict(gpu_hour_price=2.5), "gpu-hour-price", "without --train-tokens there is no run to price"),
    (dict(gpu_hour_price=2.5, tokens_per_step=2**22), "gpu-hour-price", "without --train-tokens"),
    (dict(train_tokens="1T"), "train-tokens", "needs the tokens per step"),
    (dict(train_tokens="1T", gpu_hour_price=2.5), "train-tokens", "needs the tokens per step"),
])
def test_cost_options_that_cannot_change_the_answer_are_refused(options, option, message):
    """--gpu-hour-price prices a run of --train-tokens, which counts steps of --tokens-per-step: each alone changed
    nothing (until 2026 a note, exit 0)."""
    with pytest.raises(RingcalcError, match=message) as info:
        Scenario(model="llama-3-8b", workers=8, bandwidth="100GbE", step_time=1, **options).efficiency()
    assert info.value.option == option
    r = Scenario(model="llama-3-8b", workers=8, bandwidth="100GbE", step_time=1, tokens_per_step=2**22,
                 train_tokens="1T", gpu_hour_price=2.5).efficiency()
    assert r.workload["training"]["cost"] > 0


@settings(max_examples=40, deadline=None)
@given(per_worker=st.integers(1, 64), workers=st.integers(1, 64), other=st.integers(1, 512))
def test_weak_scaling_keeps_whole_sequences_per_replica(per_worker, workers, other):
    """Each replica keeps its whole sequences at any worker count (no fraction of a sequence)."""
    s = Scenario(model="llama-3-8b", gpu="h100", seq_len=8192, bandwidth="400Gbps", workers=workers,
                 global_batch=per_worker * workers)
    scaled = weak_scaled(s.workload, "weak", other / workers)
    assert scaled["tokens_per_step"] == per_worker * other * 8192 and scaled["seq_len"] == 8192
    assert s.at_workers(other).workload.workload.sequences_per_step == per_worker * other
