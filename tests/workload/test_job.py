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


@pytest.mark.parametrize("tokens, seq_len, suggested", [
    ("4M", 4096, "use 3997696 (976 sequences) or 4001792 (977), or 4194304 (1,024 sequences, 4 x 2^20)"),
    ("64k", 8192, "use 57344 (7 sequences) or 65536 (8); or give --global-batch"),
    (1000, 4096, "use 4096 (1 sequence)"),
])
def test_tokens_per_step_that_are_not_whole_sequences_are_refused(tokens, seq_len, suggested):
    """A step holds whole sequences (Megatron-LM's global batch is a count of sequences); until 2026 "4M" tokens of
    4,096 ran 976.5625 sequences. The count parser has no binary prefix for counts (units/parse.py _COUNT: k, M, B,
    G, T), so the binary reading is offered as a plain number."""
    with pytest.raises(RingcalcError, match="a step holds whole sequences") as info:
        make_workload(model="llama-3-8b", tokens_per_step=tokens, seq_len=seq_len)
    assert info.value.option == "tokens-per-step" and suggested in info.value.message
    assert make_workload(model="llama-3-8b", tokens_per_step=2**22, seq_len=4096).sequences_per_step == 1024


@pytest.mark.parametrize("model, positions", [("gpt2", 1024), ("gpt2-xl", 1024), ("gpt3-175b", 2048)])
def test_a_sequence_beyond_learned_positions_is_refused(model, positions):
    """GPT-2 has n_positions learned position embeddings (Hugging Face gpt2 config.json: 1024); no token can sit past
    them. Rotary (Llama), ALiBi (BLOOM) and relative (Chinchilla) positions have no table: not refused."""
    make_workload(model=model, seq_len=positions, global_batch=8)
    with pytest.raises(RingcalcError, match=f"beyond the {positions:,} learned position embeddings") as info:
        make_workload(model=model, seq_len=positions * 4, global_batch=8)
    assert info.value.option == "seq-len"


@pytest.mark.parametrize("model", ["llama-2-7b", "bloom-176b", "chinchilla-70b"])
def test_models_without_a_position_table_take_longer_sequences(model):
    assert make_workload(model=model, seq_len=32768, global_batch=8).seq_len == 32768
