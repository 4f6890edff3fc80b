"""The workload's sympy expressions (ringcalc/symbolic/workload.py) and the numerics generated from them."""

from __future__ import annotations

import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.numeric._generated_workload import WORKLOAD
from ringcalc.symbolic import codegen
from ringcalc.symbolic import workload as w


def test_generated_workload_is_current():
    assert codegen.WORKLOAD_TARGET.read_text() == codegen.generate_workload(), "run `python -m ringcalc.symbolic.codegen`"


def test_every_expression_is_generated():
    assert set(WORKLOAD) == set(w.EXPRESSIONS)


_value = st.integers(1, 10_000)


@settings(max_examples=60)
@given(st.data())
def test_numeric_equals_symbolic(data):
    name = data.draw(st.sampled_from(sorted(w.EXPRESSIONS)))
    expr = w.EXPRESSIONS[name][0]
    values = {sym: data.draw(_value, label=sym.name) for sym in sorted(expr.free_symbols, key=str)}
    exact = expr.subs(values)
    numeric = WORKLOAD[name](**{sym.name: v for sym, v in values.items()})
    assert float(numeric) == float(exact) or abs(float(numeric) / float(exact) - 1) < 1e-12, name


def test_bubble_is_narayanan_sc21():
    # Narayanan et al. SC21 sec. 2.2.1: bubble time fraction (p - 1) / m of the ideal time, i.e. (p - 1)/(m + p - 1)
    # of the pipeline's time; the interleaved schedule divides the bubble by v (sec. 2.2.2)
    assert sp.simplify(w.bubble_fraction.subs(w.v, 1) - (w.p - 1) / (w.m + w.p - 1)) == 0
    ideal = w.T_c + w.X_mb
    assert sp.simplify(w.bubble_time / ideal - (w.p - 1) / (w.v * w.m)) == 0
    assert sp.simplify(w.bubble_time / w.pipeline_time - w.bubble_fraction) == 0


def test_end_to_end_mfu_is_model_flops_over_step():
    # end-to-end MFU = FLOPs per step / (N peak step time) when Ts comes from the compute-only MFU
    e2e = w.mfu_end_to_end.subs(w.T_c, w.compute_time)
    direct = w.F_tok * w.T / (w.gpus * w.peak * w.step_time.subs(w.T_c, w.compute_time))
    assert sp.simplify(e2e - direct) == 0


def test_tp_volume_per_layer_is_korthikanti():
    # Korthikanti et al. 2022 sec. 4.2.2: per layer and microbatch 4 all-reduces (no recomputation) of the
    # s b h activation, bf16: with one sequence of s tokens per microbatch and c = 1 the buffer is 2 s h bytes
    one_sequence = {w.T: w.s * w.D * w.m, w.c: 1, w.b_a: 2}
    assert sp.simplify(w.tp_buffer.subs(one_sequence) - 2 * w.s * w.h) == 0
    assert w.tp_calls.subs({w.r_full: 0, w.p: 1, w.m: 1}) == 4 * w.L


def test_dp_buffer_is_params_over_tp_pp():
    """The most loaded stage's gradients over tp; with stages of equal parameters (Psi_stage = Psi/p), Psi/(tp·pp)."""
    even = {w.Psi_stage: w.Psi / w.p}
    dense = w.dp_grad_buffer.subs(w.Psi_e, 0)
    assert sp.simplify(dense - w.b_g * w.Psi_stage / w.t) == 0
    assert sp.simplify(dense.subs(even) - w.b_g * w.Psi / (w.t * w.p)) == 0
    # expert and dense gradient buffers add up to all parameters when ep = 1
    total = (w.dp_grad_buffer + w.dp_expert_grad_buffer).subs(w.e, 1).subs(even)
    assert sp.simplify(total - w.b_g * w.Psi / (w.t * w.p)) == 0


def test_pipeline_stage_params_reduce_to_megatrons_most_loaded_shard():
    """Even split (p·v divides L, chunk_layers = L/(p·v)), p > 2: 1/p of the layers plus the embedding (or the head
    and final norm), Megatron-LM's num_parameters_on_most_loaded_model_shard (theoretical_memory_usage.py @ d98e8a64)
    before tp; all parameters at p = 1; and no stage below 1/p of every parameter."""
    layers = w.params_total - w.embeddings - w.eta * w.h
    even = {w.c_chunk: w.L / (w.p * w.v)}
    stage = w.pipeline_stage_params.subs(even)
    values = {w.L: 80, w.h: 8192, w.V: 128256, w.P_pos: 0, w.emb_norm: 0, w.eta: 1, w.tied: 0, w.v: 1}
    arch = {w.H: 64, w.H_kv: 8, w.d: 128, w.f: 28672, w.n_mlp: 3, w.E: 0, w.k_top: 0, w.f_e: 0, w.E_sh: 0,
            w.L_moe: 0, w.b_qkv: 0, w.b_out: 0, w.b_mlp: 0, w.rel: 0}  # Llama 3 70B
    for p in (1, 2, 4, 8, 16):
        got = stage.subs({**values, **arch, w.p: p})
        total = w.params_total.subs({**values, **arch})
        if p == 1:
            assert got == total
            continue
        megatron = (layers / p + w.V * w.h + w.eta * w.h).subs({**values, **arch, w.p: p})  # the last stage: + norm
        assert got == megatron and got >= total / p


def _megatron_stage0_peak(p: int, v: int, m: int) -> int:
    """Model chunks whose activations stage 0 holds at its peak, replaying Megatron-Core's order of forwards (F) and
    backwards (B) on the first stage (``megatron/core/pipeline_parallel/schedules.py``): plain 1F1B warms up with
    p - 1 forwards; the interleaved schedule with 2(p - 1) + (v - 1) p (microbatch_group_size_per_vp_stage = p), all
    of the step's m v when that is as many; then one F and one B in turn, then the remaining Bs."""
    total = m * v
    warmup = p - 1 if v == 1 else 2 * (p - 1) + (v - 1) * p
    warmup = min(warmup, total)
    order = ["F"] * warmup + ["F", "B"] * (total - warmup) + ["B"] * warmup
    live = peak = 0
    for op in order:
        live += 1 if op == "F" else -1
        peak = max(peak, live)
    return peak


def test_activation_stack_is_megatrons_schedule():
    # the layers' worth held at the peak is the chunks in flight times L/(p v); m < p holds fewer than p microbatches
    # (before, p were counted whatever m was: a 4-stage pipeline of 2 microbatches was charged twice its activations)
    for p in range(2, 9):
        for v in range(1, 5):
            for m in range(1, 3 * p + 2):
                expected = sp.Rational(_megatron_stage0_peak(p, v, m), p * v)
                assert w.act_stack.subs({w.p: p, w.v: v, w.m: m}) == expected, (p, v, m)


@settings(max_examples=80)
@given(p=st.integers(1, 64), v=st.integers(1, 8), m=st.integers(1, 4096))
def test_activation_stack_at_steady_state_is_korthikanti(p, v, m):
    """Korthikanti et al. 2022 sec. 4.2.3: L layers' worth with 1F1B, L (1 + (p - 1)/(p v)) interleaved, once the
    step has microbatches enough to fill the warm-up; never more than that, and never less with more microbatches."""
    v = 1 if p == 1 else v
    stack = w.act_stack.subs({w.p: p, w.v: v})
    steady = 1 if v == 1 else 1 + sp.Rational(p - 1, p * v)
    assert stack.subs(w.m, m) <= steady
    assert stack.subs(w.m, m + 1) >= stack.subs(w.m, m)
    assert stack.subs(w.m, p * v + p) == steady
