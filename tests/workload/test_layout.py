"""The parallel layout (ringcalc/workload/layout.py): N = tp·pp·cp·dp, EP in dp·cp, ZeRO / FSDP, one-line errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.workload.layout import make_layout, parse_degree, parse_fsdp, parse_zero


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
