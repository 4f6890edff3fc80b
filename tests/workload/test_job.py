"""The workload of the options (ringcalc/workload/job.py)."""

from __future__ import annotations

import pytest

from ringcalc.errors import RingcalcError
from ringcalc.workload.job import make_workload


def test_global_batch_times_the_models_sequence_length():
    w = make_workload(model="llama-3.1-405b", global_batch=2048, gpu="h100")
    assert w.seq_len == 8192 and w.tokens_per_step == 2048 * 8192  # Llama 3 405B: 16M tokens per step


def test_without_a_shape_flops_are_six_params():
    w = make_workload(params="7B", tokens_per_step="4M", gpu="a100-80gb", mfu=0.5)
    assert w.flops_per_token == 6 * 7e9 and w.attention_flops_per_token == 0 and w.largest_layer_params is None
    # Ts = 6 * 7e9 * 4e6 / (64 * 312e12 * 0.5)
    assert w.compute_time_s(64) == pytest.approx(6 * 7e9 * 4e6 / (64 * 312e12 * 0.5), rel=1e-12)


@pytest.mark.parametrize(("options", "option", "message"), [
    (dict(model="llama-3-8b", tokens_per_step="1M", global_batch=8), "global-batch", "not both"),
    (dict(params="7B", global_batch=8), "global-batch", "needs the sequence length"),
    (dict(model="llama-3-8b", mfu=0.4), "mfu", "give --gpu too"),
    (dict(model="llama-3-8b", gpu="mi300x"), "mfu", "give --mfu"),
    (dict(model="llama-3-8b", gpu="v100-32gb", mfu=0.4), "gpu", "no dense bf16 peak"),
    (dict(model="llama-3-8b", global_batch=2.5), "global-batch", "whole number"),
])
def test_contradictions_are_refused(options, option, message):
    with pytest.raises(RingcalcError) as info:
        make_workload(**options)
    assert info.value.option == option and message in info.value.message
