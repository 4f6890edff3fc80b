"""The parallel layout (ringcalc/workload/layout.py): N = tp·pp·cp·dp, EP in dp·cp, ZeRO / FSDP, one-line errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.memory_parts import Parallel
from ringcalc.workload.layout import hybrid_problem, make_layout, parse_degree, parse_fsdp, parse_zero


def test_dp_follows_from_the_gpus():
    layout = make_layout(workers=8192, tp=8, pp=16)  # Llama 3 405B (Grattafiori et al. 2024 Table 4)
    assert layout.dp == 64 and layout.gpus == 8192


@pytest.mark.parametrize(("options", "option", "message"), [
    (dict(workers=100, tp=8), "workers", "tp·pp·cp = 8·1·1 = 8 does not divide the 100 GPUs"),
    (dict(workers=64, tp=8, dp=4), "dp", "tp·pp·cp·dp = 8·1·1·4 = 32 is not the 64 GPUs"),
    (dict(workers=64, tp=2, ep=3), "ep", "ep = 3 must divide dp·cp = 32"),
    (dict(workers=8, zero=1, fsdp="full"), "fsdp", "contradicts --zero 1"),
    (dict(workers=8, microbatches=0), "microbatches", "must be at least 1"),
])
def test_bad_layouts_are_one_line_errors(options, option, message):
    with pytest.raises(RingcalcError) as info:
        make_layout(**options)
    assert info.value.option == option and message in info.value.message and "\n" not in info.value.message


@pytest.mark.parametrize("value", ["0", "-1", "1.5", "x", "", "inf", True])
def test_degree_is_a_whole_number(value):
    with pytest.raises(RingcalcError, match="whole number >= 1"):
        parse_degree(value, "tp")


@pytest.mark.parametrize(("text", "stage"), [("0", 0), ("zero3", 3), ("ZeRO-2", 2), ("fsdp", 3), ("ddp", 0)])
def test_zero_stages(text, stage):
    assert parse_zero(text) == stage


def test_fsdp_modes():
    assert parse_fsdp("HSDP") == "hybrid" and parse_fsdp("full_shard") == "full"
    with pytest.raises(RingcalcError, match="full or hybrid"):
        parse_fsdp("partial")


@settings(max_examples=200, deadline=None)
@given(tp=st.sampled_from([1, 2, 4, 8, 16]), cp=st.sampled_from([1, 2, 4]), dp=st.integers(1, 96),
       gpus_per_node=st.sampled_from([1, 2, 4, 6, 8, 16, 72]))
def test_hsdp_shard_group_is_one_rule(tp, cp, dp, gpus_per_node):
    """The layout, the memory question and the refusal agree on HSDP's shard group at every layout: a group of
    gcd(dp, G/(tp·cp)) ranks, and the refusal exactly where that group is one rank (it shards nothing)."""
    layout = make_layout(tp=tp, cp=cp, dp=dp, fsdp="hybrid", gpus_per_node=gpus_per_node)
    memory = Parallel(tp=tp, cp=cp, dp=dp, fsdp="hybrid", gpus_per_node=gpus_per_node)
    gpus = tp * cp * dp
    assert memory.shard_group(gpus) == layout.shard_group
    assert dp % layout.shard_group == 0 and layout.shard_group * tp * cp <= max(gpus_per_node, tp * cp)
    refused = hybrid_problem(tp=tp, cp=cp, dp=dp, gpus_per_node=gpus_per_node) is not None
    assert refused == (layout.shard_group == 1)


def test_hsdp_shards_inside_the_node():
    layout = make_layout(workers=64, fsdp="hybrid", gpus_per_node=8)
    assert layout.zero == 3 and layout.shard_group == 8
    assert layout.group("shard").size == 8 and layout.group("replica").size == 8
    assert layout.group("replica").stride == 8
    with_tp = make_layout(workers=64, tp=2, fsdp="hybrid", gpus_per_node=8)
    assert with_tp.shard_group == 4 and with_tp.group("shard").stride == 2


@given(tp=st.integers(1, 16), pp=st.integers(1, 16), cp=st.integers(1, 4), dp=st.integers(1, 64))
def test_megatron_order_strides_cover_every_rank_once(tp, pp, cp, dp):
    """Megatron-Core's order tp-cp-ep-dp-pp: rank = t + tp (c + cp (d + dp p)); the groups partition the ranks."""
    layout = make_layout(tp=tp, pp=pp, cp=cp, dp=dp)
    n = layout.gpus
    for kind, size in (("tp", tp), ("cp", cp), ("dp", dp * cp)):
        g = layout.group(kind)
        assert g.size == size
        seen = set()
        for start in range(n):
            if start in seen:
                continue
            members = {start + i * g.stride for i in range(g.size)}
            assert not members & seen and max(members) < n, kind
            seen |= members
        assert len(seen) == n, kind
    assert layout.group("pp").stride == tp * cp * dp


# ---------------------------------------------------------------- the batch's split (check_split)


@settings(max_examples=300, deadline=None)
@given(batch=st.integers(1, 4096), microbatches=st.one_of(st.none(), st.integers(1, 64)), dp=st.integers(1, 256),
       pp=st.integers(1, 16), chunks=st.integers(1, 4))
def test_every_accepted_split_is_exact_and_every_refusal_names_its_reason(batch, microbatches, dp, pp, chunks):
    """Accepted: dp x microbatches x micro-batch size == global batch, in whole sequences, and with interleaved 1F1B a
    multiple of pp microbatches (Megatron-LM: megatron/core/num_microbatches_calculator.py:381 and
    megatron/core/pipeline_parallel/schedules.py:1161-1180 @ d98e8a64). Refused: a one-line message naming the option
    and Megatron's check. Until 2026 a global batch of 1,000 over dp = 32 ran 31 microbatches per replica (floored)."""
    from ringcalc.workload.layout import check_split, split_degrees

    try:
        check_split(batch, dp, microbatches, pp=pp, chunks=chunks)
    except RingcalcError as exc:
        assert "\n" not in exc.message and "d98e8a64" in exc.message
        if batch % dp:
            assert exc.option == "global-batch" and "do not split over dp" in exc.message
        elif microbatches is not None and (batch // dp) % microbatches:
            assert exc.option == "microbatches" and "whole sequences" in exc.message
        else:
            assert chunks > 1 and pp > 1 and "multiple of pp" in exc.message
            assert exc.option == ("microbatches" if microbatches else "virtual-stages")
        assert dp not in split_degrees(batch, microbatches=microbatches, pp=pp, chunks=chunks)
        return
    m = microbatches or batch // dp
    micro_batch = batch // (dp * m)
    assert dp * m * micro_batch == batch  # no floored sequences
    assert chunks == 1 or pp == 1 or m % pp == 0
    assert dp in split_degrees(batch, microbatches=microbatches, pp=pp, chunks=chunks)


@pytest.mark.parametrize("batch, dp, suggested", [(1000, 32, "992 or 1024, or dp = 25 or 40"),
                                                  (10, 32, "32, or dp = 10")])
def test_a_refused_split_names_the_nearest_batches_and_degrees(batch, dp, suggested):
    from ringcalc.workload.layout import check_split

    with pytest.raises(RingcalcError, match="do not split") as info:
        check_split(batch, dp)
    assert suggested in info.value.message
    assert ("one sequence at least" in info.value.message) == (batch < dp)


def test_interleaved_microbatches_are_a_multiple_of_pp():
    """Megatron-Core's interleaved schedule (microbatch_group_size_per_vp_stage = pp by default) refuses the rest."""
    from ringcalc.workload.layout import check_split

    check_split(1024, 32, 8, pp=4, chunks=2)
    with pytest.raises(RingcalcError, match="multiple of pp = 4") as info:
        check_split(1024, 32, 2, pp=4, chunks=2)
    assert info.value.option == "microbatches" and "--microbatches 4" in info.value.message
    with pytest.raises(RingcalcError, match="one sequence per microbatch") as info:
        check_split(96, 32, pp=4, chunks=2)  # 3 sequences per replica, one each: 3 microbatches
    assert info.value.option == "virtual-stages"


@settings(max_examples=40, deadline=None)
@given(cp=st.sampled_from([2, 3, 4, 5, 8]), seq_len=st.sampled_from([2048, 4096, 6000, 8192, 12288, 12000]))
def test_context_parallelism_needs_a_sequence_that_splits_into_2cp_chunks(cp, seq_len):
    """Megatron-LM splits each sequence into 2·cp chunks for load-balanced causal attention (megatron/core/utils.py,
    get_batch_on_this_cp_rank); --cp 3 with 8,192 tokens was accepted at 2,730.67 tokens per rank (the workload
    hunt). The step and memory refuse it alike, and only it."""
    from ringcalc import Scenario
    from ringcalc.planning.zero_setup import MemorySetup

    divides = seq_len % (2 * cp) == 0
    opts = dict(model="llama-3-8b", seq_len=seq_len, cp=cp)
    for build in (lambda: Scenario(**opts, cluster="dgx-h100", workers=8 * cp, global_batch=8).layout_step(),
                  lambda: MemorySetup.from_options(**opts, gpu="h100", workers=8 * cp)):
        try:
            build()
        except RingcalcError as exc:
            assert (exc.option == "cp") == (not divides), str(exc)
            assert divides or "2·cp" in str(exc)
            continue
        assert divides
