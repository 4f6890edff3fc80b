"""Activations per layer counted for the model's shape (ringcalc/symbolic/workload.py ``act_per_token_unit``).

Until 2026-11-29 every model kept Korthikanti et al. 2022 Table 2's 34·sbh per layer, a GPT layer's count: Mixtral
8x7B (top-2 of gated experts of 3.5h) showed 9.42 GB of activations at TP2 x EP8 on 4,096-token sequences, though
each token's two routed copies keep their experts' inputs and intermediates (61·sbh per layer, 16.67 GB).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.symbolic import workload as w
from ringcalc.workload.architecture import arch_values
from tests.reference import REFERENCE_RTOL as REL

DENSE = {w.L_moe: 0, w.k_top: 0, w.E_sh: 0, w.f_e: 0, w.L: 96}


def _count(**values) -> float:
    subs = {**DENSE, **{getattr(w, k): v for k, v in values.items()}}
    return float(w.act_per_token_unit.subs(subs))


def _of_model(name: str) -> float:
    v = arch_values(catalog.get_model(name).arch, 4096)
    return float(w.act_per_token_unit.subs({sym: v[sym.name] for sym in w.act_per_token_unit.free_symbols}))


def test_a_gpt_layer_counts_korthikantis_34():
    """Korthikanti et al. 2022 Table 2: sbh·34 with selective recomputation (multi-head attention, plain MLP of 4h)."""
    assert _count(h=12288, H_kv=96, d=128, f=4 * 12288, n_mlp=2) == pytest.approx(34, rel=REL)
    assert _of_model("gpt3-175b") == pytest.approx(34, rel=REL)


@settings(max_examples=60, deadline=None)
@given(ratio=st.sampled_from([1, 2, 8 / 3, 3.5, 4, 5]), heads=st.sampled_from([16, 32, 64, 96]))
def test_a_plain_multi_head_layer_counts_megatrons_18_plus_4_ffn_over_h(ratio, heads):
    """Megatron-LM ``theoretical_memory_usage.py`` @ d98e8a64: ``s b h (18 + 4 ffn / h)`` per layer."""
    h = heads * 128
    assert _count(h=h, H_kv=heads, d=128, f=ratio * h, n_mlp=2) == pytest.approx(18 + 4 * ratio, rel=REL)


def test_the_catalog_models_count_their_own_shapes():
    assert _of_model("llama-3.1-405b") == pytest.approx(7.25 + 4 + 22.5, rel=REL)  # 8 KV heads; gated 3.25h
    assert _of_model("llama-3-70b") == pytest.approx(7.5 + 4 + 24, rel=REL)  # 8 KV heads of 128 over 8192; 3.5h
    assert _of_model("mixtral-8x7b") == pytest.approx(8 + 4 + 3 + 2 * (2 + 6 * 3.5), rel=REL)  # top-2, gated 3.5h


@settings(max_examples=60, deadline=None)
@given(k=st.integers(1, 8), ratio=st.sampled_from([0.25, 0.5, 1.0, 3.5]), shared=st.integers(0, 2),
       moe_share=st.sampled_from([0.5, 1.0]))
def test_each_routed_copy_of_a_token_keeps_its_experts_activations(k, ratio, shared, moe_share):
    h, layers = 4096, 32
    base = dict(h=h, H_kv=8, d=128, f=3.5 * h, n_mlp=3, L=layers, L_moe=int(layers * moe_share), f_e=ratio * h,
                E_sh=shared)
    more = _count(**{**base, "k_top": k + 1}) - _count(**{**base, "k_top": k})
    assert more == pytest.approx(moe_share * (2 + 6 * ratio), rel=REL)  # one more copy: its input and intermediates
    assert _count(**{**base, "L_moe": 0, "k_top": k}) == pytest.approx(_count(**{**base, "L_moe": 0, "k_top": 0}),
                                                                        rel=REL)  # a dense model has no routed copy


def test_the_generated_activations_use_the_shape_count():
    from ringcalc.numeric._generated_workload import WORKLOAD

    v = {**arch_values(catalog.get_model("mixtral-8x7b").arch, 4096), "tp": 2, "pp": 1, "cp": 1, "chunks": 1,
         "microbatch_sequences": 1.0, "microbatches": 1}
    layers = v["n_layers"] * 61 * 4096 * 4096 / 2
    output = 4 * 4096 * 4096 * (1 + v["vocab"] / 4096) / 2
    assert WORKLOAD["activations_selective"](**v) == pytest.approx(layers + output, rel=REL)
    assert w.k_top in w.EXPRESSIONS["activations_selective"][0].free_symbols
