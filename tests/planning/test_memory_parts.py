"""A layout's share of each GPU in ``ringcalc memory`` (ringcalc/planning/memory_parts.py, planning/zero.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning import zero
from ringcalc.planning.zero_setup import MemorySetup


def test_states_split_over_tp_pp_and_sharded_over_dp_cp():
    base = MemorySetup.from_options(model="llama-3-70b", convention="paper")
    split = MemorySetup.from_options(model="llama-3-70b", convention="paper", tp=4, pp=2, cp=2)
    plain = zero.stage_result(base, 1, 8)  # ZeRO-1 over 8 data-parallel ranks
    layout = zero.stage_result(split, 1, 128)  # tp 4 x pp 2 x cp 2 x dp 8: the optimizer over dp·cp = 16
    # the device of the most loaded stage: at pp 2 the last, with half the layers, the output head and the final norm
    # (h = 8192 parameters), i.e. half of every parameter and half the final norm more (Megatron-LM's most loaded shard)
    stage = base.params / 2 + 8192 / 2
    assert split.parallel.stage_extra_params() == 8192 / 2
    assert layout.params_bytes == pytest.approx(plain.params_bytes * stage / base.params / 4, rel=1e-12)
    assert layout.optimizer_bytes == pytest.approx(plain.optimizer_bytes * stage / base.params / 4 / 2, rel=1e-12)


@settings(max_examples=60, deadline=None)
@given(model=st.sampled_from(["llama-3-8b", "llama-3-70b", "llama-3.1-405b", "gpt3-175b", "mixtral-8x7b", "gpt2"]),
       pp=st.sampled_from([1, 2, 3, 4, 5, 8, 16]), tp=st.sampled_from([1, 2, 8]))
def test_the_most_loaded_pipeline_stage_holds_the_embedding(model, pp, tp):
    """Megatron-LM's most loaded shard (theoretical_memory_usage.py @ d98e8a64): with an even split, 1/pp of the layers
    plus the embedding (first stage) or the output head (last), over tp; all parameters at pp 1. With an uneven split
    a middle stage holds ceil(L/pp) layers and the end stages share the rest. Never below 1/pp of every parameter."""
    from ringcalc import catalog
    from ringcalc.planning.memory_parts import Parallel
    from ringcalc.workload.architecture import derived

    arch = catalog.get_model(model).arch
    if pp > arch.layers:
        return
    total = derived(arch)["params_total"]
    embed, positions = arch.vocab * arch.hidden, arch.max_positions * arch.hidden  # the first stage holds both
    layer = (total - embed * (2 - arch.tied_embeddings) - positions) / arch.layers
    per_device = Parallel(tp=tp, pp=pp, arch=arch).dense_params_per_rank(total) * tp
    assert per_device >= total / pp * (1 - 1e-12)
    if pp == 1:
        assert per_device == pytest.approx(total, rel=1e-12)
    elif arch.layers % pp == 0:
        assert per_device == pytest.approx(arch.layers / pp * layer + embed + positions, rel=1e-3)  # the norms aside
    else:
        middle = -(-arch.layers // pp) * layer
        ends = (arch.layers - (pp - 2) * -(-arch.layers // pp)) / 2 * layer + embed + positions
        assert per_device == pytest.approx(max(ends, middle) if pp > 2 else ends, rel=1e-3)


@pytest.mark.parametrize(("kw", "n", "option", "message"), [
    (dict(tp=3), 12, "tp", "must divide the 64 attention heads"),
    (dict(tp=16), 16, "tp", "must divide the 8 key-value heads"),  # Megatron-Core divides the query groups by tp
    (dict(ep=2), 8, "ep", "mixture-of-experts"),
    (dict(tp=8), 12, "workers", "does not divide the 12 GPUs"),
    (dict(tp=8, dp=4), 64, "dp", "is not the 64 GPUs"),
    (dict(zero=1, fsdp="full"), 8, "fsdp", "contradicts --zero 1"),
])
def test_bad_layouts(kw, n, option, message):
    with pytest.raises(RingcalcError, match=message) as info:
        zero.stage_result(MemorySetup.from_options(model="llama-3-70b", **kw), 3, n)
    assert info.value.option == option


@settings(max_examples=30, deadline=None)
@given(tp=st.sampled_from([1, 2, 4, 8]), pp=st.sampled_from([1, 2, 4, 8]), stage=st.sampled_from([1, 2, 3]),
       recompute=st.sampled_from(["none", "selective", "full"]), gpu=st.sampled_from(["h100", "a100-40gb", "mi300x"]))
def test_min_workers_with_a_layout_is_the_smallest_that_fits(tp, pp, stage, recompute, gpu):
    setup = MemorySetup.from_options(model="llama-3-70b", gpu=gpu, tp=tp, pp=pp, recompute=recompute)
    (r,) = zero.min_workers(setup, (stage,))
    if r.min_workers is None:
        assert r.unsharded_bytes_per_device > setup.usable_bytes or r.notes
        return
    assert r.min_workers % (tp * pp) == 0 and r.at_min.fits
    if r.min_workers > tp * pp:
        assert not zero.stage_result(setup, stage, r.min_workers - tp * pp).fits


def test_hsdp_shards_inside_the_node():
    hsdp = MemorySetup.from_options(model="llama-3-8b", fsdp="hybrid", gpus_per_node=8, convention="paper")
    full = MemorySetup.from_options(model="llama-3-8b", fsdp="full", convention="paper")
    # on 64 GPUs HSDP shards over one node's 8 ranks, FSDP over all 64
    assert zero.stage_result(hsdp, 3, 64).optimizer_bytes == pytest.approx(
        zero.stage_result(full, 3, 8).optimizer_bytes, rel=1e-12)
    (found,) = zero.min_workers(MemorySetup.from_options(model="llama-3-8b", fsdp="hybrid", gpus_per_node=8,
                                                         gpu="a100-40gb", recompute="full"), (3,))
    assert found.min_workers is not None and found.min_workers <= 16


def test_memory_refuses_a_batch_that_does_not_split_and_min_workers_skips_to_one_that_does():
    """The same exact split as the layout's step (ringcalc.workload.layout.check_split): until 2026 memory priced
    1,000 sequences on 32 GPUs as 31.25 each, and --min-workers answered 162 GPUs for 1,000 sequences in 4
    microbatches (dp = 81, 3.09 sequences per micro-batch)."""
    from ringcalc.planning.memory_parts import make_parallel

    with pytest.raises(RingcalcError, match="do not split over N = 32 replicas") as info:
        make_parallel(model="llama-2-7b", params=0, gpu="h100", activations_given=False, step_time_given=False,
                      workers=32, global_batch=1000)
    assert info.value.option == "global-batch"
    par = make_parallel(model="llama-2-7b", params=0, gpu="h100", activations_given=False, step_time_given=False,
                        pp=2, microbatches=4, global_batch=1000)
    assert not par.splits(162) and par.splits(250)
