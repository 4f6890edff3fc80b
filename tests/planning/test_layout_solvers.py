"""The questions on a layout (ringcalc/planning/solver/layout.py): the NIC rate, the largest dp, the largest model;
each answer checked against the forward step at and beyond it."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from tests.cli_runner import run

LLAMA70 = dict(model="llama-3-70b", workers=512, cluster="dgx-h100", tp=8, pp=4, zero=1, gpu="h100",
               global_batch=512, mfu=0.45)


def test_bandwidth_is_the_nic_rate_where_the_step_meets_the_target():
    s = Scenario(**LLAMA70)
    r = s.required_bandwidth(0.70)
    b = r.required_bandwidth_bytes_per_s
    at = Scenario(**LLAMA70, bandwidth=b).efficiency().efficiency
    below = Scenario(**LLAMA70, bandwidth=b * 0.999).efficiency().efficiency
    assert at >= 0.70 * (1 - 1e-12) > below
    assert r.best_efficiency > 0.70 and r.required_bandwidth_bits_per_s == 8 * b
    iv = r.interval
    assert iv["required_bandwidth_bytes_per_s_low"] < b < iv["required_bandwidth_bytes_per_s_high"]


def test_bandwidth_beyond_what_any_nic_gives_names_what_remains():
    with pytest.raises(RingcalcError, match="even with infinitely fast NICs") as info:
        Scenario(**LLAMA70).required_bandwidth(0.95)
    assert info.value.kind == "infeasible" and "bubble" in info.value.message


def test_bandwidth_on_one_node_is_any_rate():
    r = Scenario(**{**LLAMA70, "workers": 8, "pp": 1, "global_batch": 8}).required_bandwidth(0.5)
    assert r.required_bandwidth_bytes_per_s == 0.0 and "nothing crosses the NICs" in r.notes[0] + r.notes[1]


def test_max_workers_is_the_largest_dp_that_meets_the_target():
    start = Scenario.solving_workers(**{k: v for k, v in LLAMA70.items() if k != "workers"}, scaling="strong")
    assert start.workers == 8 * 4  # dp = 1
    r = start.max_workers(0.70)
    assert r.max_workers == 32 * r.max_dp
    options = {k: v for k, v in LLAMA70.items() if k != "workers"}
    at = Scenario(**options, workers=32 * r.max_dp).efficiency().efficiency  # at one N the batch fixes Ts
    batch = options["global_batch"]  # the next dp that splits the batch (the only ones searched)
    following = next(d for d in range(r.max_dp + 1, batch + 1) if batch % d == 0)
    beyond = Scenario(**options, workers=32 * following).efficiency().efficiency
    assert at >= 0.70 * (1 - 1e-12) > beyond
    assert r.efficiency_at_max_workers == pytest.approx(at, rel=1e-12)


def test_max_workers_refuses_dp_and_a_global_batch_under_weak_scaling_on_flops():
    with pytest.raises(RingcalcError, match="solves for") as info:
        Scenario(**LLAMA70, dp=16).max_workers(0.5)
    assert info.value.option == "dp"


def test_max_workers_weak_scaling_keeps_each_replicas_tokens():
    options = {k: v for k, v in LLAMA70.items() if k not in ("workers", "global_batch", "gpu", "mfu")}
    r = Scenario(**options, workers=32, tokens_per_step=2**20, step_time=20).max_workers(0.7)  # 128 x 8,192 tokens
    assert r.scaling == "weak" and r.max_dp > 1
    assert r.step["iteration_time_s"] > 20


def test_max_model_is_the_largest_parameter_count_at_the_step_time():
    options = dict(workers=1024, cluster="dgx-h100", tp=8, pp=4, step_time=10, microbatches=32)
    r = Scenario(**options, params=1).max_gradient_bytes(0.9)
    at = Scenario(**options, params=r.max_params).efficiency().efficiency
    beyond = Scenario(**options, params=r.max_params * 1.001).efficiency().efficiency
    assert at >= 0.9 * (1 - 1e-12) > beyond
    assert r.max_gradient_bytes == 4 * r.max_params
    assert any("only the data-parallel collectives" in n for n in r.notes)


@pytest.mark.parametrize("batch, microbatches", [(1000, None), (768, 4), (512, None)])
def test_strong_max_workers_searches_only_dp_that_split_the_batch(batch, microbatches):
    """Strong scaling holds the global batch: only the dp whose replicas get the same whole microbatches are searched
    (Megatron-LM refuses the rest, megatron/core/num_microbatches_calculator.py:381 @ d98e8a64). Until 2026 the
    documented example (llama-3-70b, 512 sequences, 75%) answered dp = 9: 56 microbatches of 512/9 sequences."""
    options = {k: v for k, v in LLAMA70.items() if k != "workers"}
    options.update(global_batch=batch, **({"microbatches": microbatches} if microbatches else {}))
    r = Scenario.solving_workers(**options, scaling="strong").max_workers(0.4)
    m = r.layout["microbatches"]
    assert batch % (r.max_dp * m) == 0 and (microbatches is None or m == microbatches)
    assert any("only the dp that split it exactly are searched" in n for n in r.notes)
    Scenario(**options, workers=32 * r.max_dp, scaling="strong")  # accepted: the answer splits the batch


@pytest.mark.parametrize("layout", [dict(tp=8, pp=4), dict(tp=8), dict(pp=2, zero=1), {}])
@pytest.mark.parametrize("batch", [dict(global_batch=1024, seq_len=8192), dict(tokens_per_step=2**23, seq_len=8192)])
def test_max_workers_refuses_weak_scaling_of_a_global_batch_with_or_without_a_layout(layout, batch):
    """On a layout the search starts at dp = 1, where "each replica keeps its tokens" made the whole global batch
    each replica's: `max-workers --tp 8 --pp 4` answered 100,000,000 GPUs of 1,024 sequences each (hunt of
    2026-11-28). Data parallelism alone refused it already; both now refuse, and strong scaling answers."""
    options = dict(model="llama-3-70b", gpu="h100", cluster="dgx-h100", **batch, **layout)
    start = Scenario.solving_workers(**options)
    with pytest.raises(RingcalcError, match="is a global batch") as info:
        start.max_workers(0.7)
    assert info.value.option == ("global-batch" if "global_batch" in batch else "tokens-per-step")
    r = Scenario.solving_workers(**options, scaling="strong").max_workers(0.3)
    assert getattr(r, "max_dp", r.max_workers) <= 1024  # 1,024 sequences: no more replicas than sequences


@settings(max_examples=8, deadline=None)
@given(cluster=st.sampled_from(["gcp-a3-mega", "dgx-h100", "azure-nd-mi300x-v5", "p4d"]),
       tp=st.sampled_from([1, 2, 4]), target=st.floats(0.85, 0.97),
       strong=st.booleans())
@example(cluster="gcp-a3-mega", tp=2, target=0.935, strong=True)
def test_layout_max_workers_is_the_largest_dp_tried_and_names_the_counts_below_that_miss(cluster, tp, target, strong):
    """``max-workers --model llama-3-8b --global-batch 480 --tp 2 --zero 1 --cluster gcp-a3-mega --scaling strong
    -e 0.935`` answered dp 8 "the efficiency falls as dp grows (probed by doubling, then bisected)": dp 10 (a partial
    node) misses, while dp 12 and 16 meet it. Every dp searched up to 1,024 is tried: none above the answer meets
    the target, the answer does, and failing_below lists exactly the counts under it that miss."""
    from ringcalc.planning.solver.layout import _at_dp, _efficiency

    kw = dict(tp=tp, zero=1, cluster=cluster)
    kw.update(dict(model="llama-3-8b", gpu="h100", global_batch=480, scaling="strong") if strong
              else dict(params="7B", dtype="bf16", step_time=1.0))
    s = Scenario.solving_workers(**kw)
    try:
        r = s.max_workers(target)
    except RingcalcError as err:
        assert err.kind == "infeasible"
        return
    dp = r.max_dp
    assert _efficiency(_at_dp(s, dp, tp)) >= target * (1 - 1e-9)
    meets = {d: _efficiency(_at_dp(s, d, tp)) >= target * (1 - 1e-9)
             for d in range(1, min(dp + 40, 1024) + 1) if not strong or 480 % d == 0}
    assert not any(ok for d, ok in meets.items() if d > dp)  # every dp tried above the answer misses
    missing = {tp * d for d, ok in meets.items() if d < dp and not ok}
    assert missing == {n for a, b in r.failing_below for n in range(a, b + 1) if n in {tp * d for d in meets}}


def test_layout_max_workers_takes_overlap_which_acts_from_two_replicas_on():
    """``max-workers ... --tp 8 --pp 2 --zero 1 --overlap 0.5`` was refused "this layout has none (dp = 1, cp = 1)":
    the search starts at dp 1, where there is nothing to hide, so --overlap could never be used there."""
    kw = dict(model="llama-3-8b", gpu="h100", global_batch=512, tp=8, pp=2, zero=1, cluster="dgx-h100",
              scaling="strong")
    hidden = Scenario.solving_workers(**kw, overlap=0.5).max_workers(0.6)
    plain = Scenario.solving_workers(**kw).max_workers(0.6)
    assert hidden.max_dp >= plain.max_dp > 1
    assert hidden.efficiency_at_max_workers != plain.efficiency_at_max_workers


def test_bandwidth_of_a_layout_on_one_link_per_gpu_speaks_of_links_not_of_nics_or_nccls_picks():
    """Without a cluster there are no NICs and no NCCL pick: the table, the note and the unreachable message speak of
    each GPU's link (they said "infinitely fast NICs" and "NCCL's picks ... re-made")."""
    w = dict(model="llama-2-7b", gpu="h100-80gb", tokens_per_step=1048576, workers=64, zero=1)
    r = Scenario(**w).required_bandwidth(0.9)
    assert "NCCL" not in r.notes[0] and "re-costed" in r.notes[0]
    with pytest.raises(RingcalcError, match="even at 1 PB/s per link") as info:
        Scenario(**w).required_bandwidth(0.999999)
    assert "NICs" not in info.value.message and "other links" not in info.value.message
    out = run("bandwidth", "--model", "llama-2-7b", "--gpu", "h100-80gb", "--tokens-per-step", "1048576", "-n", "64",
              "--zero", "1", "-e", "90%")
    assert "infinitely fast links" in out.output and "infinitely fast NICs" not in out.output
