"""The workload's functions GENERATED from ringcalc.symbolic.workload (FLOPs, bubble, byte counts, sends).

Do not edit: run ``python -m ringcalc.symbolic.codegen``. Plain Python arithmetic (no numpy import), so
the CLI's answer path stays light; every function takes keyword arguments named after the symbols of
:mod:`ringcalc.symbolic.workload` and ignores keywords it does not use.
"""


def workload__params_total(*, bias_mlp, bias_out, bias_qkv, d_expert_ffn, d_ffn, d_head, d_model, emb_norm, n_experts, n_heads, n_kv_heads, n_layers, n_mlp, n_moe_layers, n_positions, n_shared_experts, norm_params, rel_pos, tied, vocab, **_):
    """trainable parameters: ``d_model*emb_norm*norm_params + d_model*n_positions + d_model*norm_params + d_model*vocab*(2 - tied) + n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params)``."""
    return d_model*emb_norm*norm_params + d_model*n_positions + d_model*norm_params + d_model*vocab*(2 - tied) + n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params)


def workload__params_active(*, bias_mlp, bias_out, bias_qkv, d_expert_ffn, d_ffn, d_head, d_model, emb_norm, n_experts, n_heads, n_kv_heads, n_layers, n_mlp, n_moe_layers, n_positions, n_shared_experts, norm_params, rel_pos, tied, top_k, vocab, **_):
    """parameters one token runs: ``d_model*emb_norm*norm_params + d_model*n_positions + d_model*norm_params + d_model*vocab*(2 - tied) + n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_shared_experts + top_k)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params)``."""
    return d_model*emb_norm*norm_params + d_model*n_positions + d_model*norm_params + d_model*vocab*(2 - tied) + n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_shared_experts + top_k)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params)


def workload__expert_params(*, bias_mlp, d_expert_ffn, d_model, n_experts, n_mlp, n_moe_layers, **_):
    """parameters of the routed experts: ``n_experts*n_moe_layers*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)``."""
    return n_experts*n_moe_layers*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)


def workload__matmul_params(*, d_expert_ffn, d_ffn, d_head, d_model, n_experts, n_heads, n_kv_heads, n_layers, n_mlp, n_moe_layers, n_shared_experts, top_k, vocab, **_):
    """weights multiplied per token N_mm: ``d_model*vocab + n_moe_layers*(d_expert_ffn*d_model*n_mlp*(n_shared_experts + top_k) + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts) + (n_layers - n_moe_layers)*(d_ffn*d_model*n_mlp + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads)``."""
    return d_model*vocab + n_moe_layers*(d_expert_ffn*d_model*n_mlp*(n_shared_experts + top_k) + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts) + (n_layers - n_moe_layers)*(d_ffn*d_model*n_mlp + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads)


def workload__largest_layer_params(*, d_expert_ffn, d_ffn, d_head, d_model, n_heads, vocab, **_):
    """the largest weight matrix: ``Max(d_expert_ffn*d_model, d_ffn*d_model, d_model*vocab, d_head*d_model*n_heads)``."""
    return max(d_expert_ffn*d_model, d_ffn*d_model, d_model*vocab, d_head*d_model*n_heads)


def workload__pipeline_stage_params(*, bias_mlp, bias_out, bias_qkv, chunk_layers, chunks, d_expert_ffn, d_ffn, d_head, d_model, emb_norm, n_experts, n_heads, n_kv_heads, n_layers, n_mlp, n_moe_layers, n_positions, n_shared_experts, norm_params, pp, rel_pos, tied, vocab, **_):
    """parameters of the most loaded pipeline stage: ``Piecewise((d_model*emb_norm*norm_params + d_model*n_positions + d_model*norm_params + d_model*vocab*(2 - tied) + n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params), Eq(pp, 1)), (Max(d_model*norm_params + d_model*vocab + (n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))*Max(0, -chunk_layers*chunks*(pp - 2) + n_layers)/(2*n_layers), d_model*emb_norm*norm_params + d_model*n_positions + d_model*vocab + (n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))*Max(0, -chunk_layers*chunks*(pp - 2) + n_layers)/(2*n_layers)), Eq(pp, 2)), (Max(chunk_layers*chunks*(n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))/n_layers, d_model*norm_params + d_model*vocab + (n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))*Max(0, -chunk_layers*chunks*(pp - 2) + n_layers)/(2*n_layers), d_model*emb_norm*norm_params + d_model*n_positions + d_model*vocab + (n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))*Max(0, -chunk_layers*chunks*(pp - 2) + n_layers)/(2*n_layers)), True))``."""
    return ((d_model*emb_norm*norm_params + d_model*n_positions + d_model*norm_params + d_model*vocab*(2 - tied) + n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params)) if (pp == 1) else (max(d_model*norm_params + d_model*vocab + (1/2)*(n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))*max(0, -chunk_layers*chunks*(pp - 2) + n_layers)/n_layers, d_model*emb_norm*norm_params + d_model*n_positions + d_model*vocab + (1/2)*(n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))*max(0, -chunk_layers*chunks*(pp - 2) + n_layers)/n_layers)) if (pp == 2) else (max(chunk_layers*chunks*(n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))/n_layers, d_model*norm_params + d_model*vocab + (1/2)*(n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))*max(0, -chunk_layers*chunks*(pp - 2) + n_layers)/n_layers, d_model*emb_norm*norm_params + d_model*n_positions + d_model*vocab + (1/2)*(n_moe_layers*(bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts + 2*d_model*norm_params + (n_experts + n_shared_experts)*(bias_mlp*(d_expert_ffn*(n_mlp - 1) + d_model) + d_expert_ffn*d_model*n_mlp)) + (n_layers - n_moe_layers)*(bias_mlp*(d_ffn*(n_mlp - 1) + d_model) + bias_out*d_model + bias_qkv*(d_head*n_heads + 2*d_head*n_kv_heads) + d_ffn*d_model*n_mlp + d_head*d_model*n_heads*rel_pos + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + 2*d_model*norm_params))*max(0, -chunk_layers*chunks*(pp - 2) + n_layers)/n_layers)))


def workload__dense_flops_per_token(*, d_expert_ffn, d_ffn, d_head, d_model, n_experts, n_heads, n_kv_heads, n_layers, n_mlp, n_moe_layers, n_shared_experts, top_k, vocab, **_):
    """6 N_mm, FLOPs: ``6*d_model*vocab + 6*n_moe_layers*(d_expert_ffn*d_model*n_mlp*(n_shared_experts + top_k) + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts) + 6*(n_layers - n_moe_layers)*(d_ffn*d_model*n_mlp + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads)``."""
    return 6*d_model*vocab + 6*n_moe_layers*(d_expert_ffn*d_model*n_mlp*(n_shared_experts + top_k) + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts) + 6*(n_layers - n_moe_layers)*(d_ffn*d_model*n_mlp + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads)


def workload__attention_flops_per_token(*, d_head, n_heads, n_layers, seq_len, **_):
    """12 L H d s, FLOPs: ``12*d_head*n_heads*n_layers*seq_len``."""
    return 12*d_head*n_heads*n_layers*seq_len


def workload__flops_per_token(*, d_expert_ffn, d_ffn, d_head, d_model, n_experts, n_heads, n_kv_heads, n_layers, n_mlp, n_moe_layers, n_shared_experts, seq_len, top_k, vocab, **_):
    """model FLOPs per token: ``12*d_head*n_heads*n_layers*seq_len + 6*d_model*vocab + 6*n_moe_layers*(d_expert_ffn*d_model*n_mlp*(n_shared_experts + top_k) + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts) + 6*(n_layers - n_moe_layers)*(d_ffn*d_model*n_mlp + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads)``."""
    return 12*d_head*n_heads*n_layers*seq_len + 6*d_model*vocab + 6*n_moe_layers*(d_expert_ffn*d_model*n_mlp*(n_shared_experts + top_k) + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads + d_model*n_experts) + 6*(n_layers - n_moe_layers)*(d_ffn*d_model*n_mlp + 2*d_head*d_model*n_heads + 2*d_head*d_model*n_kv_heads)


def workload__gpus(*, cp, dp, pp, tp, **_):
    """N = tp pp cp dp: ``cp*dp*pp*tp``."""
    return cp*dp*pp*tp


def workload__microbatch_tokens(*, dp, microbatches, tokens_per_step, **_):
    """tokens of one microbatch of one replica: ``tokens_per_step/(dp*microbatches)``."""
    return tokens_per_step/(dp*microbatches)


def workload__compute_time(*, cp, dp, flops_per_token, mfu, peak_flops, pp, tokens_per_step, tp, **_):
    """Ts from FLOPs and the compute-only MFU, s: ``flops_per_token*tokens_per_step/(cp*dp*mfu*peak_flops*pp*tp)``."""
    return flops_per_token*tokens_per_step/(cp*dp*mfu*peak_flops*pp*tp)


def workload__bubble_fraction(*, chunks, microbatches, pp, **_):
    """pipeline bubble share: ``(pp - 1)/(chunks*microbatches + pp - 1)``."""
    return (pp - 1)/(chunks*microbatches + pp - 1)


def workload__pipeline_time(*, chunks, compute_s, exposed_pipeline_s, microbatches, pp, **_):
    """pipeline time with fill and drain, s: ``(compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches)``."""
    return (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches)


def workload__bubble_time(*, chunks, compute_s, exposed_pipeline_s, microbatches, pp, **_):
    """idle time of the bubble, s: ``(compute_s + exposed_pipeline_s)*(pp - 1)/(chunks*microbatches)``."""
    return (compute_s + exposed_pipeline_s)*(pp - 1)/(chunks*microbatches)


def workload__step_time(*, chunks, compute_s, exposed_pipeline_s, exposed_step_s, microbatches, pp, **_):
    """step time end to end, s: ``exposed_step_s + (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches)``."""
    return exposed_step_s + (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches)


def workload__step_efficiency(*, chunks, compute_s, exposed_pipeline_s, exposed_step_s, microbatches, pp, **_):
    """Ts / step time: ``compute_s/(exposed_step_s + (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches))``."""
    return compute_s/(exposed_step_s + (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches))


def workload__mfu_end_to_end(*, chunks, compute_s, exposed_pipeline_s, exposed_step_s, mfu, microbatches, pp, **_):
    """end-to-end MFU: ``compute_s*mfu/(exposed_step_s + (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches))``."""
    return compute_s*mfu/(exposed_step_s + (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches))


def workload__tokens_per_second(*, chunks, compute_s, exposed_pipeline_s, exposed_step_s, microbatches, pp, tokens_per_step, **_):
    """tokens/s: ``tokens_per_step/(exposed_step_s + (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches))``."""
    return tokens_per_step/(exposed_step_s + (compute_s + exposed_pipeline_s)*(chunks*microbatches + pp - 1)/(chunks*microbatches))


def workload__microbatch_sequences(*, dp, microbatches, seq_len, tokens_per_step, **_):
    """sequences per microbatch: ``tokens_per_step/(dp*microbatches*seq_len)``."""
    return tokens_per_step/(dp*microbatches*seq_len)


def workload__activations_none(*, chunks, cp, d_expert_ffn, d_ffn, d_head, d_model, microbatch_sequences, microbatches, n_heads, n_kv_heads, n_layers, n_mlp, n_moe_layers, n_shared_experts, pp, seq_len, top_k, tp, vocab, **_):
    """activations per device, no recomputation, B: ``Piecewise((4*d_model*microbatch_sequences*seq_len*(1 + vocab/d_model)/(cp*tp), Eq(pp, 1)), (0, True)) + d_model*microbatch_sequences*n_layers*seq_len*((4*d_head*n_kv_heads/d_model + 11 + (n_moe_layers*(2*d_expert_ffn*n_mlp*n_shared_experts/d_model + top_k*(2*d_expert_ffn*n_mlp/d_model + 2) + 3) + (n_layers - n_moe_layers)*(2*d_ffn*n_mlp/d_model + 3))/n_layers)/tp + 5*n_heads*seq_len/(d_model*tp))*Piecewise((Min(microbatches, pp)/pp, Eq(chunks, 1)), (Min(chunks*microbatches, chunks*pp + pp - 1)/(chunks*pp), True))/cp``."""
    return ((4*d_model*microbatch_sequences*seq_len*(1 + vocab/d_model)/(cp*tp)) if (pp == 1) else (0)) + d_model*microbatch_sequences*n_layers*seq_len*((4*d_head*n_kv_heads/d_model + 11 + (n_moe_layers*(2*d_expert_ffn*n_mlp*n_shared_experts/d_model + top_k*(2*d_expert_ffn*n_mlp/d_model + 2) + 3) + (n_layers - n_moe_layers)*(2*d_ffn*n_mlp/d_model + 3))/n_layers)/tp + 5*n_heads*seq_len/(d_model*tp))*((min(microbatches, pp)/pp) if (chunks == 1) else (min(chunks*microbatches, chunks*pp + pp - 1)/(chunks*pp)))/cp


def workload__activations_selective(*, chunks, cp, d_expert_ffn, d_ffn, d_head, d_model, microbatch_sequences, microbatches, n_kv_heads, n_layers, n_mlp, n_moe_layers, n_shared_experts, pp, seq_len, top_k, tp, vocab, **_):
    """activations per device, selective, B: ``Piecewise((4*d_model*microbatch_sequences*seq_len*(1 + vocab/d_model)/(cp*tp), Eq(pp, 1)), (0, True)) + d_model*microbatch_sequences*n_layers*seq_len*(4*d_head*n_kv_heads/d_model + 11 + (n_moe_layers*(2*d_expert_ffn*n_mlp*n_shared_experts/d_model + top_k*(2*d_expert_ffn*n_mlp/d_model + 2) + 3) + (n_layers - n_moe_layers)*(2*d_ffn*n_mlp/d_model + 3))/n_layers)*Piecewise((Min(microbatches, pp)/pp, Eq(chunks, 1)), (Min(chunks*microbatches, chunks*pp + pp - 1)/(chunks*pp), True))/(cp*tp)``."""
    return ((4*d_model*microbatch_sequences*seq_len*(1 + vocab/d_model)/(cp*tp)) if (pp == 1) else (0)) + d_model*microbatch_sequences*n_layers*seq_len*(4*d_head*n_kv_heads/d_model + 11 + (n_moe_layers*(2*d_expert_ffn*n_mlp*n_shared_experts/d_model + top_k*(2*d_expert_ffn*n_mlp/d_model + 2) + 3) + (n_layers - n_moe_layers)*(2*d_ffn*n_mlp/d_model + 3))/n_layers)*((min(microbatches, pp)/pp) if (chunks == 1) else (min(chunks*microbatches, chunks*pp + pp - 1)/(chunks*pp)))/(cp*tp)


def workload__activations_full(*, chunks, cp, d_model, microbatch_sequences, microbatches, n_layers, pp, seq_len, tp, vocab, **_):
    """activations per device, full recomputation, B: ``Piecewise((4*d_model*microbatch_sequences*seq_len*(1 + vocab/d_model)/(cp*tp), Eq(pp, 1)), (0, True)) + 2*d_model*microbatch_sequences*n_layers*seq_len*Piecewise((Min(microbatches, pp)/pp, Eq(chunks, 1)), (Min(chunks*microbatches, chunks*pp + pp - 1)/(chunks*pp), True))/(cp*tp)``."""
    return ((4*d_model*microbatch_sequences*seq_len*(1 + vocab/d_model)/(cp*tp)) if (pp == 1) else (0)) + 2*d_model*microbatch_sequences*n_layers*seq_len*((min(microbatches, pp)/pp) if (chunks == 1) else (min(chunks*microbatches, chunks*pp + pp - 1)/(chunks*pp)))/(cp*tp)


def workload__train_steps(*, tokens_per_step, train_tokens, **_):
    """steps of the run: ``train_tokens/tokens_per_step``."""
    return train_tokens/tokens_per_step


def workload__train_time(*, step_s, tokens_per_step, train_tokens, **_):
    """wall-clock time of the run, s: ``step_s*train_tokens/tokens_per_step``."""
    return step_s*train_tokens/tokens_per_step


def workload__gpu_hours(*, cp, dp, pp, step_s, tokens_per_step, tp, train_tokens, **_):
    """GPU-hours of the run: ``cp*dp*pp*step_s*tp*train_tokens/(3600*tokens_per_step)``."""
    return (1/3600)*cp*dp*pp*step_s*tp*train_tokens/tokens_per_step


def workload__train_cost(*, cp, dp, gpu_hour_price, pp, step_s, tokens_per_step, tp, train_tokens, **_):
    """cost of the run: ``cp*dp*gpu_hour_price*pp*step_s*tp*train_tokens/(3600*tokens_per_step)``."""
    return (1/3600)*cp*dp*gpu_hour_price*pp*step_s*tp*train_tokens/tokens_per_step


def workload__share_cost(*, cp, dp, exposed_s, gpu_hour_price, pp, tokens_per_step, tp, train_tokens, **_):
    """cost of exposed_s per step over the run: ``cp*dp*exposed_s*gpu_hour_price*pp*tp*train_tokens/(3600*tokens_per_step)``."""
    return (1/3600)*cp*dp*exposed_s*gpu_hour_price*pp*tp*train_tokens/tokens_per_step


def workload__tp_buffer(*, b_act, cp, d_model, dp, microbatches, tokens_per_step, **_):
    """TP collective buffer, B: ``b_act*d_model*tokens_per_step/(cp*dp*microbatches)``."""
    return b_act*d_model*tokens_per_step/(cp*dp*microbatches)


def workload__tp_calls(*, microbatches, n_layers, pp, recompute_full, **_):
    """TP collectives per GPU and step: ``microbatches*n_layers*(2*recompute_full + 4)/pp``."""
    return microbatches*n_layers*(2*recompute_full + 4)/pp


def workload__pp_message(*, b_act, cp, d_model, dp, microbatches, tokens_per_step, tp, **_):
    """PP send, B: ``b_act*d_model*tokens_per_step/(cp*dp*microbatches*tp)``."""
    return b_act*d_model*tokens_per_step/(cp*dp*microbatches*tp)


def workload__pp_calls(*, chunks, microbatches, **_):
    """PP sends per GPU and step: ``2*chunks*microbatches``."""
    return 2*chunks*microbatches


def workload__dp_grad_buffer(*, Psi_expert, Psi_stage, b_g, pp, tp, **_):
    """DP gradient buffer, B: ``b_g*(-Psi_expert/pp + Psi_stage)/tp``."""
    return b_g*(-Psi_expert/pp + Psi_stage)/tp


def workload__dp_param_buffer(*, Psi_expert, Psi_stage, b_w, pp, tp, **_):
    """DP parameter buffer, B: ``b_w*(-Psi_expert/pp + Psi_stage)/tp``."""
    return b_w*(-Psi_expert/pp + Psi_stage)/tp


def workload__dp_expert_grad_buffer(*, Psi_expert, b_g, ep, pp, tp, **_):
    """expert gradient buffer, B: ``Psi_expert*b_g/(ep*pp*tp)``."""
    return Psi_expert*b_g/(ep*pp*tp)


def workload__dp_expert_param_buffer(*, Psi_expert, b_w, ep, pp, tp, **_):
    """expert parameter buffer, B: ``Psi_expert*b_w/(ep*pp*tp)``."""
    return Psi_expert*b_w/(ep*pp*tp)


def workload__ep_buffer(*, b_act, cp, d_model, dp, microbatches, tokens_per_step, top_k, tp, **_):
    """EP all-to-all send buffer, B: ``b_act*d_model*tokens_per_step*top_k/(cp*dp*microbatches*tp)``."""
    return b_act*d_model*tokens_per_step*top_k/(cp*dp*microbatches*tp)


def workload__ep_calls(*, microbatches, n_moe_layers, pp, recompute_full, **_):
    """EP all-to-alls per GPU and step: ``microbatches*n_moe_layers*(2*recompute_full + 4)/pp``."""
    return microbatches*n_moe_layers*(2*recompute_full + 4)/pp


def workload__cp_buffer(*, b_act, d_head, dp, microbatches, n_kv_heads, tokens_per_step, tp, **_):
    """CP K/V gathered buffer, B: ``2*b_act*d_head*n_kv_heads*tokens_per_step/(dp*microbatches*tp)``."""
    return 2*b_act*d_head*n_kv_heads*tokens_per_step/(dp*microbatches*tp)


def workload__cp_calls(*, microbatches, n_layers, pp, recompute_full, **_):
    """CP all-gathers per GPU and step: ``microbatches*n_layers*(recompute_full + 1)/pp``."""
    return microbatches*n_layers*(recompute_full + 1)/pp


def workload__cp_grad_calls(*, microbatches, n_layers, pp, **_):
    """CP gradient reduce-scatters per GPU and step: ``microbatches*n_layers/pp``."""
    return microbatches*n_layers/pp


def workload__layer_calls(*, microbatches, n_layers, pp, **_):
    """ZeRO-3 per-layer collectives of one pass per GPU and step: ``microbatches*n_layers/pp``."""
    return microbatches*n_layers/pp


def workload__fsdp_param_buffer(*, Psi, Psi_expert, b_w, n_layers, tp, **_):
    """ZeRO-3 one layer's parameters, B: ``b_w*(Psi - Psi_expert)/(n_layers*tp)``."""
    return b_w*(Psi - Psi_expert)/(n_layers*tp)


def workload__fsdp_grad_buffer(*, Psi, Psi_expert, b_g, n_layers, tp, **_):
    """ZeRO-3 one layer's gradients, B: ``b_g*(Psi - Psi_expert)/(n_layers*tp)``."""
    return b_g*(Psi - Psi_expert)/(n_layers*tp)


def workload__fsdp_expert_param_buffer(*, Psi_expert, b_w, ep, n_layers, tp, **_):
    """ZeRO-3 one layer's expert parameters, B: ``Psi_expert*b_w/(ep*n_layers*tp)``."""
    return Psi_expert*b_w/(ep*n_layers*tp)


def workload__fsdp_expert_grad_buffer(*, Psi_expert, b_g, ep, n_layers, tp, **_):
    """ZeRO-3 one layer's expert gradients, B: ``Psi_expert*b_g/(ep*n_layers*tp)``."""
    return Psi_expert*b_g/(ep*n_layers*tp)


def workload__hsdp_replica_buffer(*, Psi_expert, Psi_stage, b_g, cp, pp, shard_group, tp, **_):
    """HSDP gradient shard across replicas, B: ``b_g*(-Psi_expert/pp + Psi_stage)/(cp*shard_group*tp)``."""
    return b_g*(-Psi_expert/pp + Psi_stage)/(cp*shard_group*tp)


def workload__p2p_time_nics(*, B, G, K, M_nodes, R_nic, alpha_hop, alpha_p2p, d_nodes, eta_net, n_leaf, o_sub, **_):
    """a point-to-point send across nodes on the sender's rail NICs, s: ``2*alpha_hop*Piecewise((1, M_nodes > n_leaf), (0, True)) + alpha_p2p + K*((Max(1, o_sub*Min(1, d_nodes/n_leaf)) - 1)*Piecewise((1, M_nodes > n_leaf), (0, True)) + 1)/(B*eta_net*Max(1, R_nic/G))``."""
    return 2*alpha_hop*((1) if (M_nodes > n_leaf) else (0)) + alpha_p2p + K*((max(1, o_sub*min(1, d_nodes/n_leaf)) - 1)*((1) if (M_nodes > n_leaf) else (0)) + 1)/(B*eta_net*max(1, R_nic/G))


def workload__p2p_time_scale_up(*, B_intra, K, alpha_p2p, eta_up, **_):
    """a point-to-point send inside a node on the scale-up link, s: ``alpha_p2p + K/(B_intra*eta_up)``."""
    return alpha_p2p + K/(B_intra*eta_up)


WORKLOAD = {
    'params_total': workload__params_total,
    'params_active': workload__params_active,
    'expert_params': workload__expert_params,
    'matmul_params': workload__matmul_params,
    'largest_layer_params': workload__largest_layer_params,
    'pipeline_stage_params': workload__pipeline_stage_params,
    'dense_flops_per_token': workload__dense_flops_per_token,
    'attention_flops_per_token': workload__attention_flops_per_token,
    'flops_per_token': workload__flops_per_token,
    'gpus': workload__gpus,
    'microbatch_tokens': workload__microbatch_tokens,
    'compute_time': workload__compute_time,
    'bubble_fraction': workload__bubble_fraction,
    'pipeline_time': workload__pipeline_time,
    'bubble_time': workload__bubble_time,
    'step_time': workload__step_time,
    'step_efficiency': workload__step_efficiency,
    'mfu_end_to_end': workload__mfu_end_to_end,
    'tokens_per_second': workload__tokens_per_second,
    'microbatch_sequences': workload__microbatch_sequences,
    'activations_none': workload__activations_none,
    'activations_selective': workload__activations_selective,
    'activations_full': workload__activations_full,
    'train_steps': workload__train_steps,
    'train_time': workload__train_time,
    'gpu_hours': workload__gpu_hours,
    'train_cost': workload__train_cost,
    'share_cost': workload__share_cost,
    'tp_buffer': workload__tp_buffer,
    'tp_calls': workload__tp_calls,
    'pp_message': workload__pp_message,
    'pp_calls': workload__pp_calls,
    'dp_grad_buffer': workload__dp_grad_buffer,
    'dp_param_buffer': workload__dp_param_buffer,
    'dp_expert_grad_buffer': workload__dp_expert_grad_buffer,
    'dp_expert_param_buffer': workload__dp_expert_param_buffer,
    'ep_buffer': workload__ep_buffer,
    'ep_calls': workload__ep_calls,
    'cp_buffer': workload__cp_buffer,
    'cp_calls': workload__cp_calls,
    'cp_grad_calls': workload__cp_grad_calls,
    'layer_calls': workload__layer_calls,
    'fsdp_param_buffer': workload__fsdp_param_buffer,
    'fsdp_grad_buffer': workload__fsdp_grad_buffer,
    'fsdp_expert_param_buffer': workload__fsdp_expert_param_buffer,
    'fsdp_expert_grad_buffer': workload__fsdp_expert_grad_buffer,
    'hsdp_replica_buffer': workload__hsdp_replica_buffer,
    'p2p_time_nics': workload__p2p_time_nics,
    'p2p_time_scale_up': workload__p2p_time_scale_up,
}
