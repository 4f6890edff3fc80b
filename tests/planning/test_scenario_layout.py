"""A Scenario with a parallel layout (ringcalc/planning/scenario_layout.py): what it refuses, with the reason, and
what it defaults."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.scenario_layout import REFUSED_ON_LAYOUT

BASE = dict(model="llama-3-8b", workers=64, cluster="dgx-h100", gpu="h100", global_batch=64, tp=2)


@pytest.fixture(scope="module")
def calibration(tmp_path_factory) -> str:
    from tests.cli_runner import fit_saved
    from tests.paths import ROOT

    return fit_saved(tmp_path_factory.mktemp("cal"), ROOT / "tests/fixtures/nccl/allreduce_nccltests2.17_1node_4rank.txt")


@pytest.mark.parametrize("name", sorted(REFUSED_ON_LAYOUT))
def test_the_one_collective_options_are_refused_with_their_reason(name, calibration):
    value = {"calibration": calibration, "collective": "all-gather", "bucket_size": "25MiB", "compression": 2,
             "encode_cost": 1e-11, "batch": 8, "jitter": "1ms", "framework_overhead": "1ms"}[name]
    options = {**BASE, name: value}
    if name == "calibration":
        options.pop("cluster")
        options.update(gpus_per_node=8, intra_bandwidth="nvlink4")
    with pytest.raises(RingcalcError) as info:
        Scenario(**options).efficiency()
    assert info.value.option == name.replace("_", "-") and info.value.message == REFUSED_ON_LAYOUT[name]


@pytest.mark.parametrize(("changes", "option", "message"), [
    (dict(cluster=None, bandwidth="400Gbps"), "tp", "without a cluster every GPU is its own node"),
    (dict(tp=16), "tp", "spans nodes"),
    (dict(tp=3, workers=63), "tp", "does not divide the 8 GPUs"),
    (dict(ep=2), "ep", "has no experts"),
    (dict(virtual_stages=2), "virtual-stages", "give --pp > 1"),
    (dict(tp=1, dp=64, recompute="none"), "recompute", "here neither"),
    (dict(tp=1, dp=64, recompute="full", mfu=0.5), "recompute", "here neither"),  # a stated MFU is the run's own
    (dict(cp_overlap=0.5), "cp-overlap", "this layout has none"),
    (dict(tp=1, dp=64, tp_overlap=0.5), "tp-overlap", "this layout has none"),
])
def test_a_layout_option_that_cannot_change_the_step_is_refused(changes, option, message):
    with pytest.raises(RingcalcError, match=message) as info:
        Scenario(**{**BASE, **changes}).efficiency()
    assert info.value.option == option


def test_an_overlap_option_without_a_layout_is_refused():
    with pytest.raises(RingcalcError, match="give the layout") as info:
        Scenario(model="vgg16", workers=8, bandwidth="100GbE", step_time=1, pp_overlap=0.2)
    assert info.value.option == "pp-overlap"


@pytest.mark.parametrize("question", ["time", "comm_time", "max_latency"])
def test_the_questions_about_one_collective_refuse_a_layout(question):
    s = Scenario(**BASE)
    with pytest.raises(RingcalcError, match="ask `ringcalc efficiency` for the layout's step"):
        getattr(s, question)()


def test_defaults_one_sequence_per_microbatch_and_the_node_for_hsdp():
    s = Scenario(**{**BASE, "tp": 1, "fsdp": "hybrid"})
    assert s.layout.microbatches == 1 and s.layout.shard_group == 8  # 64 sequences over dp 64; HSDP in a node
    s = Scenario(**{**BASE, "global_batch": 512, "pp": 2})
    assert s.layout.microbatches == 512 // 16 and s.layout.chunks == 1


def test_a_layout_needs_ts():
    """Ts comes from --step-time, or from FLOPs on a GPU: --gpu, or the catalog cluster's own GPU."""
    with pytest.raises(RingcalcError, match="for a layout's step") as info:
        Scenario(model="llama-3-8b", workers=64, gpus_per_node=8, intra_bandwidth="nvlink4", bandwidth="400Gbps",
                 tp=2, tokens_per_step=2**20).efficiency()  # 128 sequences of 8,192 (1M = 1e6 is not whole ones)
    assert info.value.option == "step-time"
    on_dgx = Scenario(model="llama-3-8b", workers=64, cluster="dgx-h100", tp=2, tokens_per_step=2**20)
    assert on_dgx.workload.workload.gpu == "h100-80gb" and on_dgx.efficiency().compute_time_s > 0


def test_a_size_is_not_a_model():
    with pytest.raises(RingcalcError, match="give --model or --params"):
        Scenario(size="1GB", workers=64, cluster="dgx-h100", tp=2, step_time=1)


@settings(max_examples=120, deadline=None)
@given(model=st.sampled_from(["llama-3-8b", "mixtral-8x7b", "gpt2-xl"]), tp=st.sampled_from([1, 2, 4, 8]),
       pp=st.sampled_from([1, 2, 4, 8, 16, 32, 64]), chunks=st.sampled_from([None, 2, 3, 8]),
       ep=st.sampled_from([1, 2, 4, 8, 16]), dp=st.sampled_from([1, 2, 4, 8, 16]),
       batch=st.integers(1, 64), microbatches=st.one_of(st.none(), st.integers(1, 64)))
def test_a_layout_the_model_or_batch_cannot_split_is_refused_and_any_other_is_whole(model, tp, pp, chunks, ep, dp,
                                                                                     batch, microbatches):
    """Megatron-Core refuses these at start-up, so a plan must too: tp dividing the heads, ep the experts, a layer
    per (virtual) stage, a sequence per replica and per microbatch. Whatever is accepted has them all."""
    from ringcalc.catalog import lookup

    arch = lookup.get_model(model).arch
    kw = dict(model=model, cluster="dgx-h100", gpu="h100", mfu=0.4, global_batch=batch, tp=tp, pp=pp, dp=dp,
              workers=tp * pp * dp)
    if ep > 1:
        kw["ep"] = ep
    if chunks and pp > 1:
        kw["virtual_stages"] = chunks
    if microbatches:
        kw["microbatches"] = microbatches
    try:
        s = Scenario(**kw)
    except RingcalcError as exc:
        assert exc.option in {"tp", "ep", "pp", "virtual-stages", "global-batch", "microbatches", "workers"}, exc
        return
    lay = s.layout
    assert arch.heads % lay.tp == 0 and lay.pp * lay.chunks <= arch.layers
    assert lay.ep == 1 or arch.experts % lay.ep == 0
    assert batch / lay.dp >= 1 and lay.microbatches <= batch / lay.dp


@pytest.mark.parametrize("workers, divides", [(64, True), (72, False), (128, True)])
def test_a_dp_that_does_not_divide_the_batch_is_refused(workers, divides):
    """Megatron-LM refuses a global batch not divisible by micro-batch size x dp
    (megatron/core/num_microbatches_calculator.py:381 @ d98e8a64): so does the layout, with the nearest batches and dp
    that split it (until 2026 the unequal shares were costed at the mean, with a note)."""
    def make():
        return Scenario(model="llama-3-70b", cluster="dgx-h100", workers=workers, tp=8, global_batch=64, mfu=0.4)
    if divides:
        assert not any("does not divide" in n for n in make().efficiency().notes)
        return
    with pytest.raises(RingcalcError, match="do not split over dp = 9 replicas") as info:
        make()
    assert info.value.option == "global-batch" and "63 or 72, or dp = 8 or 16" in info.value.message
