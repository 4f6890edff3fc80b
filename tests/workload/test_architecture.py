"""Parameter counts and FLOPs from a model's shape (ringcalc/workload/architecture.py)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.catalog import Architecture
from ringcalc.workload.architecture import arch_values, derived
from tests.reference import FLOPS_RTOL, PARAMS_ROUNDED_RTOL

ARCH_MODELS = sorted(n for n, m in catalog.models().items() if m.arch is not None)

EXACT = {
    # stated counts that are exact (instantiated reference implementations: the Hugging Face model cards and
    # configs cited in models/dl_models.toml); the shape must reproduce them to the parameter
    "gpt2", "gpt2-xl", "llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3-70b", "llama-3.1-405b",
    "mixtral-8x7b", "bloom-176b",
}


def test_the_llms_a_planner_asks_about_have_a_shape():
    for name in ("gpt3-175b", "chinchilla-70b", "llama-3-8b", "llama-3-70b", "llama-3.1-405b", "mixtral-8x7b",
                 "bloom-176b", "megatron-1t", "mt-nlg-530b"):
        assert catalog.get_model(name).arch is not None, name


@pytest.mark.parametrize("name", ARCH_MODELS)
def test_derived_count_matches_the_stated_one(name):
    model = catalog.get_model(name)
    total = derived(model.arch)["params_total"]
    if name in EXACT:
        assert total == model.params
    else:  # papers round: GPT-3 "175.0 B" (174.6 B), MT-NLG "530 B" (529.6 B), Chinchilla "70 B", Megatron "1008.0 B"
        assert total == pytest.approx(model.params, rel=PARAMS_ROUNDED_RTOL)


def test_mixtral_active_parameters():
    # Jiang et al. 2024 (arXiv:2401.04088) sec. 2: 47 B total, 13 B active per token (two of eight experts)
    d = derived(catalog.get_model("mixtral-8x7b").arch)
    assert round(d["params_total"] / 1e9) == 47 and round(d["params_active"] / 1e9) == 13


# Published training compute. Each source counts in its own convention, compared like with like.
# GPT-3: Brown et al. 2020 Table D.1, 3.14e23 FLOPs for 300 B tokens, 6ND without attention (appendix D).
# Llama 3: Grattafiori et al. 2024 sec. 1, 3.8e25 FLOPs for 15.6 T tokens (6ND).
# Chinchilla: Hoffmann et al. 2022, the Gopher budget 5.76e23 FLOPs for 1.4 T tokens; their appendix F counts
# the attention too.
@pytest.mark.parametrize(("name", "tokens", "flops", "with_attention"), [
    ("gpt3-175b", 300e9, 3.14e23, False),
    ("llama-3.1-405b", 15.6e12, 3.8e25, False),
    ("chinchilla-70b", 1.4e12, 5.76e23, True),
])
def test_published_training_flops(name, tokens, flops, with_attention):
    d = derived(catalog.get_model(name).arch)
    per_token = d["flops_per_token"] if with_attention else d["dense_flops_per_token"]
    assert per_token * tokens == pytest.approx(flops, rel=FLOPS_RTOL)


def test_attention_term_is_palm_appendix_b():
    # PaLM (Chowdhery et al. 2022) appendix B: 6N + 12 L H Q T; Llama 3 405B at T = 8192
    a = catalog.get_model("llama-3.1-405b").arch
    d = derived(a)
    assert d["attention_flops_per_token"] == 12 * 126 * 128 * 128 * 8192
    assert derived(a, seq_len=2 * 8192)["attention_flops_per_token"] == 2 * d["attention_flops_per_token"]


def test_megatron_eq_3():
    # Narayanan et al. SC21 eq. 3: F = 96 B s l h^2 (1 + s/(6h) + V/(16 l h)) per iteration, with recomputation
    # (4 passes); without it the model FLOPs are 3/4 of that, per token: 72 l h^2 (1 + s/(6h) + V/(12 l h)) ~ ours
    a = catalog.get_model("megatron-1t").arch
    layers, h, s, v = a.layers, a.hidden, a.seq_len, a.vocab
    eq3 = 72 * layers * h**2 * (1 + s / (6 * h) + v / (12 * layers * h))
    assert derived(a)["flops_per_token"] == pytest.approx(eq3, rel=1e-12)


def test_largest_layer_is_the_embedding_for_llama_2_70b():
    # DeepSpeed's model_to_params: the largest module's own parameters; for Llama-2-70B the token embedding
    # (and the untied head), 32000 x 8192 (HF config)
    assert derived(catalog.get_model("llama-2-70b").arch)["largest_layer_params"] == 32000 * 8192


shapes = st.builds(
    lambda layers, hidden_heads, kv_div, ffn, vocab, experts, mlp, norm, bias, tied: Architecture(
        layers=layers, hidden=hidden_heads[0] * hidden_heads[1], heads=hidden_heads[1],
        kv_heads=hidden_heads[1] // kv_div if hidden_heads[1] % kv_div == 0 else hidden_heads[1],
        head_dim=hidden_heads[0], ffn=ffn, vocab=vocab, seq_len=2048, mlp=mlp, norm=norm, bias=bias,
        position="rope", tied_embeddings=tied, source="test",
        experts=experts, top_k=min(2, experts), expert_ffn=ffn if experts else 0, moe_layers=layers if experts else 0),
    st.integers(1, 200), st.tuples(st.integers(1, 256), st.integers(1, 128)), st.integers(1, 8),
    st.integers(1, 100_000), st.integers(1, 300_000), st.sampled_from([0, 0, 4, 8, 64]),
    st.sampled_from(["gated", "plain"]), st.sampled_from(["rmsnorm", "layernorm"]), st.sampled_from(["none", "qkv", "all"]),
    st.booleans(),
)


@given(shapes)
def test_count_invariants(arch):
    d = derived(arch)
    assert d["params_active"] <= d["params_total"]
    assert d["matmul_params"] <= d["params_total"] + arch.vocab * arch.hidden  # a tied head is multiplied too
    assert d["expert_params"] <= d["params_total"]
    assert (d["params_active"] == d["params_total"]) == (not arch.experts or arch.top_k == arch.experts)
    # the count is linear in the layers: L layers = 1 layer + (L - 1) x (2 layers - 1 layer)
    def with_layers(n):
        return derived(dataclasses.replace(arch, layers=n, moe_layers=n if arch.experts else 0))["params_total"]

    one, two = with_layers(1), with_layers(2)
    assert d["params_total"] == one + (arch.layers - 1) * (two - one)
    # untying the head adds the embedding once
    untied = derived(dataclasses.replace(arch, tied_embeddings=not arch.tied_embeddings))["params_total"]
    assert abs(untied - d["params_total"]) == arch.vocab * arch.hidden


def test_arch_values_name_every_symbol():
    from ringcalc.symbolic.workload import ARCH_SYMBOLS

    values = arch_values(catalog.get_model("llama-3-8b").arch)
    assert set(values) == {s.name for s in ARCH_SYMBOLS}
