"""Data parallelism alone with a workload: every worker is a replica and needs one whole sequence of the global
batch (before, 16 sequences on 64 GPUs were priced as if each GPU computed a quarter of one: Ts fell 4x below what
any real run can reach). Megatron-LM refuses the same: global batch % (micro batch x dp) must be 0."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.solver.workers import max_workers

_COMMON = dict(model="llama-3-8b", gpu="h100", seq_len=8192, bandwidth="400Gbps")


@settings(max_examples=40, deadline=None)
@given(workers=st.integers(1, 512), batch=st.integers(1, 512), tokens=st.booleans())
def test_a_batch_that_does_not_split_over_the_workers_is_refused(workers, batch, tokens):
    """Each worker is a replica with the same whole sequences: Megatron-LM refuses a global batch not divisible by
    micro-batch size x dp (megatron/core/num_microbatches_calculator.py:381 @ d98e8a64); until 2026 1,000 sequences on
    32 workers were priced as 31.25 each."""
    option = dict(tokens_per_step=batch * 8192) if tokens else dict(global_batch=batch)
    if batch % workers == 0:
        assert Scenario(**_COMMON, **option, workers=workers).efficiency().efficiency > 0
        return
    with pytest.raises(RingcalcError, match=f"do not split over N = {workers} replicas") as info:
        Scenario(**_COMMON, **option, workers=workers)
    assert info.value.option == ("tokens-per-step" if tokens else "global-batch")
    assert ("one sequence at least" in info.value.message) == (batch < workers)


@pytest.mark.parametrize("cluster", [None, "dgx-h100"])
@pytest.mark.parametrize("batch", [3, 16, 40])
def test_strong_scaling_max_workers_searches_only_counts_that_split_the_batch(cluster, batch):
    """A fixed global batch of S sequences runs on the worker counts that divide S (at most S); the answer says so."""
    where = dict(cluster=cluster) if cluster else dict(bandwidth="400Gbps")
    s = Scenario(**{**_COMMON, **where}, global_batch=batch, workers=2 if batch % 2 == 0 else 1, scaling="strong")
    r = max_workers(s, 0.05)
    assert r.max_workers is not None and batch % r.max_workers == 0
    assert any(n.startswith("strong scaling: the global batch") for n in r.notes)
    assert all(batch % low == 0 for low, _ in r.failing_below)
