"""The workload of one training step (symbolic): parameters, FLOPs, the pipeline bubble, the bytes each collective moves.

The source of truth of :mod:`ringcalc.workload`; ``python -m ringcalc.symbolic.codegen`` prints every
expression of :data:`EXPRESSIONS` as plain arithmetic into :mod:`ringcalc.numeric._generated_workload`.

**Parameters** of a decoder-only transformer from its published configuration (the fields of
``[models.<name>.arch]`` in ``models/dl_models.toml``): per layer, the attention projections
h·H·d (Q) + 2·h·H_kv·d (K, V; grouped-query attention) + H·d·h (output), the MLP n_mlp·h·f (n_mlp = 3 for a
gated MLP such as SwiGLU, 2 for GELU), the norms and biases; the token embedding V·h (twice when the output
head is not tied), learned positions, the final norm. A mixture-of-experts layer holds E experts of f_e
(+ shared experts) and a router h·E; a token runs top-k of them. The Transformer-XL relative-position projection
(Dai et al. 2019, sec. 3.3, W_{k,R}: h × H·d per layer), which Gopher and Chinchilla use (Rae et al. 2021),
is ``rel_pos``; it projects the position encodings, once per batch, so it adds parameters but no FLOPs per token.

**FLOPs per token** (model FLOPs, the numerator of MFU; PaLM, Chowdhery et al. 2022, appendix B):
6·N_mm + 12·L·H·d·s, where N_mm counts the weights multiplied per token (every attention and MLP matrix a
token runs, the router and the output head; not the input embedding, a lookup, nor norms and biases) and the
second term is the attention scores and their product with V (QKᵀ and AV: 2·s·H·d FLOPs each, forward, ×3 for
forward and backward), over the full s×s matrix as PaLM and Narayanan et al. (SC21, eq. 3, without the
recomputation factor 4/3) count it. Recomputation does not add model FLOPs: its cost lowers the MFU.

**The pipeline bubble** of 1F1B with p stages, m microbatches and v model chunks per stage:
(p - 1) / (v·m + p - 1) of the pipeline's time (Narayanan et al. SC21, sec. 2.2).

**Bytes of each collective** of a step, per GPU per call, as the nccl-tests size (all-reduce: the buffer;
all-gather and reduce-scatter: the full, gathered buffer; all-to-all: a rank's whole send buffer; send/recv:
the message). A replica (one of D data-parallel copies) runs T/D tokens per step in m microbatches of
T/(D·m) tokens, split over c context-parallel ranks; activations are b_a bytes per element:

* tensor parallel (Megatron, Narayanan et al. SC21 sec. 3.3; Korthikanti et al. 2022 sec. 4.2): the
  activation b_a·h·T/(D·m·c) of each layer, 2 all-reduces forward + 2 backward (+2 with full recomputation),
  or with sequence parallelism as many all-gathers and reduce-scatters of the same full buffer;
* pipeline: b_a·h·T/(D·m·c·t) per send (the activation split over the tensor-parallel ranks, Megatron's
  scatter/gather optimisation, SC21 sec. 4.1), one forward and one backward send per microbatch and chunk;
* data parallel: the gradients of the rank's parameters b_g·Ψ/(t·p) over D·c ranks (Megatron reduces over
  data × context parallel ranks); expert parameters b_g·Ψ_e/(t·p·e) over D·c/e ranks;
* expert parallel: each token's hidden state to its top-k experts, b_a·h·k·T/(D·m·c·t) per all-to-all,
  dispatch and combine forward and backward (4 per MoE layer and microbatch);
* context parallel: K and V of the rank's heads, 2·b_a·H_kv·d·T/(D·m·t), gathered forward and their
  gradients reduce-scattered backward (Llama 3's all-gather context parallelism, Grattafiori et al. 2024 sec. 3.3.2).
"""

from __future__ import annotations

from collections.abc import Callable

import sympy as sp

from ringcalc.symbolic.collectives import p2p

_pos = {"positive": True}
_int = {"positive": True, "integer": True}
_flag = {"nonnegative": True, "integer": True}

# --------------------------------------------------------------------------- the architecture
L = sp.Symbol("n_layers", **_int)
"""Transformer layers."""
h = sp.Symbol("d_model", **_int)
"""Hidden size (model width)."""
H = sp.Symbol("n_heads", **_int)
"""Attention (query) heads."""
H_kv = sp.Symbol("n_kv_heads", **_int)
"""Key/value heads (grouped-query attention; = heads without it)."""
d = sp.Symbol("d_head", **_int)
"""Head dimension."""
f = sp.Symbol("d_ffn", nonnegative=True, integer=True)
"""MLP inner size of the dense layers."""
V = sp.Symbol("vocab", **_int)
"""Vocabulary size."""
s = sp.Symbol("seq_len", **_int)
"""Tokens per sequence."""
n_mlp = sp.Symbol("n_mlp", **_int)
"""Matrices per MLP: 3 gated (SwiGLU), 2 plain (GELU)."""
E = sp.Symbol("n_experts", **_flag)
"""Routed experts per MoE layer (0: dense model)."""
k_top = sp.Symbol("top_k", **_flag)
"""Routed experts each token runs."""
f_e = sp.Symbol("d_expert_ffn", nonnegative=True, integer=True)
"""MLP inner size of one expert."""
E_sh = sp.Symbol("n_shared_experts", **_flag)
"""Shared experts per MoE layer (every token runs them), each of d_expert_ffn."""
L_moe = sp.Symbol("n_moe_layers", **_flag)
"""Layers whose MLP is a mixture of experts."""
b_qkv = sp.Symbol("bias_qkv", **_flag)
"""1 when the Q, K, V projections have biases."""
b_out = sp.Symbol("bias_out", **_flag)
"""1 when the attention output projection has a bias."""
b_mlp = sp.Symbol("bias_mlp", **_flag)
"""1 when the MLP matrices have biases."""
eta = sp.Symbol("norm_params", **_int)
"""Parameters per norm and hidden unit: 1 RMSNorm (weight), 2 LayerNorm (weight and bias)."""
tied = sp.Symbol("tied", **_flag)
"""1 when the output head shares the token embedding."""
P_pos = sp.Symbol("n_positions", **_flag)
"""Learned position embeddings (0 for RoPE, ALiBi, relative)."""
emb_norm = sp.Symbol("emb_norm", **_flag)
"""1 when a norm follows the embedding (BLOOM)."""
rel = sp.Symbol("rel_pos", **_flag)
"""1 with Transformer-XL relative positions (a projection h × H·d per layer)."""

ARCH_SYMBOLS = (L, h, H, H_kv, d, f, V, s, n_mlp, E, k_top, f_e, E_sh, L_moe, b_qkv, b_out, b_mlp, eta, tied,
                P_pos, emb_norm, rel)
"""Every architecture symbol, as :class:`ringcalc.workload.architecture` fills them in."""

attn_matmul = h * H * d + 2 * h * H_kv * d + H * d * h
"""The attention weights a token multiplies (Q, K, V, output projections)."""
attn_weights = attn_matmul + rel * h * H * d
"""Attention weight matrices of one layer: the projections and the relative-position projection, which multiplies
the position encodings once per batch, not each token's state."""
attn_biases = b_qkv * (H * d + 2 * H_kv * d) + b_out * h
"""Attention biases of one layer."""


def mlp_params(width: sp.Expr) -> sp.Expr:
    """One MLP of inner size ``width``: n_mlp matrices and their biases."""
    return n_mlp * h * width + b_mlp * ((n_mlp - 1) * width + h)


def mlp_weights(width: sp.Expr) -> sp.Expr:
    """The weight matrices of one MLP of inner size ``width`` (what a token multiplies)."""
    return n_mlp * h * width


norms_per_layer = 2 * eta * h
"""The two norms of a layer (before attention, before the MLP)."""
router = h * E
"""The router of a MoE layer (no bias)."""
dense_layer = attn_weights + attn_biases + mlp_params(f) + norms_per_layer
"""Parameters of one dense layer."""
moe_layer = attn_weights + attn_biases + (E + E_sh) * mlp_params(f_e) + router + norms_per_layer
"""Parameters of one MoE layer (every expert)."""
moe_layer_active = attn_weights + attn_biases + (k_top + E_sh) * mlp_params(f_e) + router + norms_per_layer
"""Parameters of one MoE layer a token runs."""
embeddings = V * h * (2 - tied) + P_pos * h + emb_norm * eta * h
"""Token embedding (and the untied output head), learned positions, the embedding norm."""

params_total = embeddings + (L - L_moe) * dense_layer + L_moe * moe_layer + eta * h
"""Trainable parameters (every expert), with the final norm."""
params_active = embeddings + (L - L_moe) * dense_layer + L_moe * moe_layer_active + eta * h
"""Parameters one token runs (top-k of the routed experts)."""
expert_params = L_moe * E * mlp_params(f_e)
"""Parameters of the routed experts: what expert parallelism shards."""
matmul_params = ((L - L_moe) * (attn_matmul + mlp_weights(f))
                 + L_moe * (attn_matmul + (k_top + E_sh) * mlp_weights(f_e) + router) + V * h)
"""N_mm: the weights multiplied per token (attention, the MLPs a token runs, the router, the output head)."""
largest_layer_params = sp.Max(V * h, h * f, h * f_e, h * H * d)
"""The largest single weight matrix (the embedding or output head, one MLP or attention projection): DeepSpeed's
``largest_layer_params`` for modules with separate projections (``model_to_params``)."""

dense_flops_per_token = 6 * matmul_params
"""6·N_mm: forward 2 FLOPs per weight and token, backward 4."""
attention_flops_per_token = 12 * L * H * d * s
"""12·L·H·d·s: QKᵀ and AV over the full s×s matrix, forward and backward (PaLM appendix B)."""
flops_per_token = dense_flops_per_token + attention_flops_per_token
"""Model FLOPs per token: 6·N_mm + 12·L·H·d·s."""

# --------------------------------------------------------------------------- the layout and the step
t = sp.Symbol("tp", **_int)
"""Tensor-parallel ranks."""
p = sp.Symbol("pp", **_int)
"""Pipeline stages."""
c = sp.Symbol("cp", **_int)
"""Context-parallel ranks (the sequence split)."""
D = sp.Symbol("dp", **_int)
"""Data-parallel replicas."""
e = sp.Symbol("ep", **_int)
"""Expert-parallel ranks (carved out of dp·cp for the expert layers)."""
m = sp.Symbol("microbatches", **_int)
"""Microbatches per step and replica (gradient accumulation; they fill the pipeline)."""
v = sp.Symbol("chunks", **_int)
"""Model chunks per pipeline stage (interleaved 1F1B; 1 = plain 1F1B)."""
T = sp.Symbol("tokens_per_step", **_pos)
"""Tokens per step, all replicas together (the global batch in tokens)."""
b_a = sp.Symbol("b_act", **_pos)
"""Bytes per activation element on the wire (2: bf16)."""
b_w = sp.Symbol("b_w", positive=True)
"""Bytes per parameter of the working weights (the all-gathers of sharded parameters), as in symbolic/memory.py."""
b_g = sp.Symbol("b_g", positive=True)
"""Bytes per gradient element (the gradient reduction), as in symbolic/memory.py."""
r_full = sp.Symbol("recompute_full", **_flag)
"""1 with full activation recomputation (the forward runs again in backward, with its collectives)."""
Psi = sp.Symbol("Psi", positive=True)
"""Trainable parameters (as in symbolic/memory.py)."""
Psi_e = sp.Symbol("Psi_expert", nonnegative=True)
"""Parameters of the routed experts."""
peak = sp.Symbol("peak_flops", **_pos)
"""The GPU's dense peak for the compute type, FLOP/s."""
mfu = sp.Symbol("mfu", **_pos)
"""Compute-only model FLOPs utilisation (kernels, no communication), 0 < mfu <= 1."""
F_tok = sp.Symbol("flops_per_token", **_pos)
"""Model FLOPs per token."""
X_mb = sp.Symbol("exposed_pipeline_s", nonnegative=True)
"""Exposed communication on the microbatches' path (TP, EP, CP, PP) per GPU and step, s."""
X_step = sp.Symbol("exposed_step_s", nonnegative=True)
"""Exposed communication once per step, after the pipeline drains (the data-parallel gradients), s."""
T_c = sp.Symbol("compute_s", **_pos)
"""Compute time of one step on one GPU, s."""

gpus = t * p * c * D
"""N = tp·pp·cp·dp."""
microbatch_tokens = T / (D * m)
"""Tokens of one microbatch of one replica (all its context-parallel ranks)."""
compute_time = F_tok * T / (gpus * peak * mfu)
"""Ts: a step's model FLOPs over the N GPUs at the compute-only MFU, s."""
bubble_fraction = (p - 1) / (v * m + p - 1)
"""Share of the pipeline's time a stage idles (1F1B, Narayanan et al. SC21 sec. 2.2)."""
pipeline_time = (T_c + X_mb) * (v * m + p - 1) / (v * m)
"""The pipeline's time: the work of v·m chunk-microbatches plus p - 1 of them of fill and drain, s."""
bubble_time = (T_c + X_mb) * (p - 1) / (v * m)  # = pipeline_time - (T_c + X_mb), without the cancellation
"""The idle time of the bubble, s."""
step_time = pipeline_time + X_step
"""One step end to end, s."""
step_efficiency = T_c / step_time
"""Ts / step time: the compute share of the step."""
mfu_end_to_end = mfu * T_c / step_time
"""End-to-end MFU: model FLOPs per step over N·peak·step time (includes exposed communication and the bubble)."""
tokens_per_second = T / step_time
"""Training throughput, tokens/s."""

D_train = sp.Symbol("train_tokens", **_pos)
"""Tokens of the whole training run."""
price = sp.Symbol("gpu_hour_price", nonnegative=True)
"""Price of one GPU for one hour (any currency)."""
T_step = sp.Symbol("step_s", **_pos)
"""One step end to end, s."""
X_total = sp.Symbol("exposed_s", nonnegative=True)
"""Time of a step not spent computing that is being priced (exposed communication, the bubble), s."""

train_steps = D_train / T
"""Steps of the run."""
train_time = train_steps * T_step
"""Wall-clock time of the run, s."""
gpu_hours = gpus * train_time / 3600
"""GPU-hours of the run."""
train_cost = gpu_hours * price
"""Cost of the run."""
share_cost = gpus * train_steps * X_total / 3600 * price
"""What ``exposed_s`` of every step costs over the run (the GPU-hours spent waiting, priced)."""

tp_buffer = b_a * h * microbatch_tokens / c
"""Tensor parallel: the activation of one layer (all-reduce buffer, or the gathered buffer with SP), B."""
tp_calls = (4 + 2 * r_full) * (L / p) * m
"""Tensor-parallel all-reduces per GPU and step (or all-gathers, and as many reduce-scatters, with SP)."""
pp_message = b_a * h * microbatch_tokens / (c * t)
"""Pipeline: one send at a stage boundary (split over the tensor-parallel ranks), B."""
pp_calls = 2 * v * m
"""Pipeline sends per GPU and step: forward and backward, per microbatch and model chunk."""
Psi_stage = sp.Symbol("Psi_stage", positive=True)
"""Parameters of the pipeline's most loaded stage (:data:`pipeline_stage_params` with a shape, else Psi/p): its
data-parallel collectives are the largest, and the step waits for them."""
dp_grad_buffer = b_g * (Psi_stage - Psi_e / p) / t
"""Data parallel: the gradients of a rank's dense parameters (the most loaded stage's), B."""
dp_param_buffer = b_w * (Psi_stage - Psi_e / p) / t
"""Data parallel: a rank's dense parameters (the all-gather of sharded parameters), B."""
dp_expert_grad_buffer = b_g * Psi_e / (t * p * e)
"""Data parallel over the expert layers: the gradients of a rank's experts, B."""
dp_expert_param_buffer = b_w * Psi_e / (t * p * e)
"""A rank's expert parameters (the all-gather of sharded expert parameters), B."""
ep_buffer = b_a * h * k_top * microbatch_tokens / (c * t)
"""Expert parallel: a rank's tokens to their top-k experts (all-to-all send buffer), B."""
ep_calls = (4 + 2 * r_full) * (L_moe / p) * m
"""All-to-alls per GPU and step: dispatch and combine, forward and backward (again with full recomputation)."""
cp_buffer = 2 * b_a * H_kv * d * microbatch_tokens / t
"""Context parallel: K and V of the rank's heads over the whole sequence (gathered buffer), B."""
cp_calls = (1 + r_full) * (L / p) * m
"""K/V all-gathers per GPU and step (again for the recomputed forward)."""
cp_grad_calls = (L / p) * m
"""Reduce-scatters of the K/V gradients per GPU and step (backward)."""
S = sp.Symbol("shard_group", **_int)
"""Data-parallel ranks in one HSDP shard group (= dp for ZeRO-3 / FSDP full shard)."""
layer_calls = (L / p) * m
"""ZeRO-3 / FSDP: per-layer collectives of one pass per GPU and step (each microbatch gathers every layer)."""
fsdp_param_buffer = b_w * (Psi - Psi_e) / (t * L)
"""ZeRO-3 / FSDP: one layer's dense parameters of a tensor-parallel rank (gathered buffer), B."""
fsdp_grad_buffer = b_g * (Psi - Psi_e) / (t * L)
"""ZeRO-3 / FSDP: one layer's dense gradients of a tensor-parallel rank (reduce-scatter buffer), B."""
fsdp_expert_param_buffer = b_w * Psi_e / (t * e * L)
"""ZeRO-3 over the expert data-parallel ranks: one layer's experts of a rank (gathered buffer), B."""
fsdp_expert_grad_buffer = b_g * Psi_e / (t * e * L)
"""Their gradients (reduce-scatter buffer), B."""
hsdp_replica_buffer = b_g * (Psi_stage - Psi_e / p) / (t * S * c)
"""HSDP: a rank's gradient shard, all-reduced across the dp / shard_group replicas once per step, B."""

# --------------------------------------------------------------------------- activation memory
b_mb = sp.Symbol("microbatch_sequences", positive=True)
"""Sequences in one microbatch of one replica (Megatron's micro-batch size)."""
microbatch_sequences = T / (D * m * s)
"""T / (D·m·s): the micro-batch size."""
_s_local = s / c  # the tokens of a sequence on one context-parallel rank
act_attention = 7 + 4 * H_kv * d / h
"""Bytes per token and hidden unit an attention block keeps, bf16, outside its core (Korthikanti et al. 2022 sec.
4.1's count): the QKV input 2, Q 2, K and V 2·H_kv·d/h each (grouped-query attention keeps the shared heads), the
output projection's input 2 and its dropout mask 1. With H_kv·d = h (multi-head attention) the paper's 11."""
act_mlp_dense = 3 + 2 * n_mlp * f / h
"""Per token and hidden unit, a dense MLP of inner size f: its input 2, its dropout mask 1, and 2f/h per matrix into
the second: a plain MLP (n_mlp = 2) its first matrix's output and the activation's (4f/h: the paper's 19 at f = 4h,
Megatron-LM's ``18 + 4 ffn/h`` per layer, ``theoretical_memory_usage.py`` @ d98e8a64), a gated one (SwiGLU, n_mlp = 3)
the gate's and the up projection's outputs and the product into the down projection (6f/h; Megatron-Core's fused
SwiGLU keeps its input and recomputes the product's factors)."""
act_mlp_moe = 3 + k_top * (2 + 2 * n_mlp * f_e / h) + E_sh * 2 * n_mlp * f_e / h
"""Per token and hidden unit, a mixture-of-experts MLP: the layer's input 2 (the router's and the shared experts'),
its dropout mask 1, and for each of the top_k experts a token is routed to, a copy of its input 2 and its expert's
intermediates 2·n_mlp·f_e/h (the dense MLP's count at f_e, once per routed copy), plus the shared experts' on the
layer's input. Mixtral 8x7B (top-2 of experts of 3.5h, gated): 49 against a dense GPT MLP's 19."""
act_per_token_unit = act_attention + 4 + ((L - L_moe) * act_mlp_dense + L_moe * act_mlp_moe) / L
"""Bytes per token and hidden unit of one layer outside the attention core, on average over the dense and MoE
layers: attention, the two norms' inputs 4, the MLP. A GPT layer (multi-head attention, f = 4h, plain MLP) gives
Korthikanti et al.'s 34; Llama 3 405B (8 KV heads of 128, f = 3.25h, gated) 33.75."""
act_layer_none = _s_local * b_mb * h * (act_per_token_unit / t + 5 * H * s / (h * t))
"""Activations of one layer without recomputation, with tensor and sequence parallelism (Korthikanti et al. 2022
Table 2: sbh(34/t + 5as/(ht)) for a GPT layer, the 34 counted for the model's shape by :data:`act_per_token_unit`;
bf16; the scores of the local queries against all s keys), B."""
act_layer_selective = _s_local * b_mb * h * act_per_token_unit / t
"""With selective recomputation of the attention core (as FlashAttention does): sbh·34/t for a GPT layer (Table 2),
the 34 counted for the model's shape (:data:`act_per_token_unit`), B."""
act_layer_full = 2 * _s_local * b_mb * h / t
"""With full recomputation: only each layer's input, 2sbh (Table 2) split over the tensor-parallel ranks, 2sbh/t:
with sequence parallelism (on whenever t > 1 here) the input between layers is the sequence-split [s/t, b, h] that
Megatron's checkpoint keeps (Korthikanti et al. 2022 sec. 5: full recomputation's 2sbh "can be distributed across
the tensor parallel ranks"); at t = 1 the table's 2sbh, B."""
act_stack = sp.Piecewise((sp.Min(m, p) / p, sp.Eq(v, 1)), (sp.Min(m * v, p * v + p - 1) / (p * v), True))
"""Layers' worth held by the first pipeline stage at its peak, in units of L. With 1F1B, min(m, p) microbatches of
L/p layers are in flight (p - 1 warm-up forwards and one more, Korthikanti sec. 4.2.3: 1 when m >= p). With the
interleaved schedule, min(m·v, p·v + p - 1) chunks of L/(p·v) layers: Megatron-Core's warm-up of 2(p - 1) + (v - 1)p
forwards on stage 0 and one more, capped at the m·v of the step (``forward_backward_pipelining_with_interleaving``
in ``megatron/core/pipeline_parallel/schedules.py``); 1 + (p - 1)/(p·v) when m·v >= p·v + p - 1 (Korthikanti eq. 5)."""
act_output = sp.Piecewise((4 * _s_local * b_mb * h * (1 + V / h) / t, sp.Eq(p, 1)), (0, True))
"""The output layer and the loss without pipelining, 4sbh/t (1 + V/h) (Korthikanti sec. 4.3; with p > 1 the last
stage holds it but fewer microbatches than the first), B."""


c_chunk = sp.Symbol("chunk_layers", **_int)
"""Layers of the largest model chunk, ceil(L/(p·v)) (:func:`ringcalc.workload.layout.stage_imbalance`)."""
layer_params_mean = (params_total - embeddings - eta * h) / L
"""Parameters of one layer, on average over the dense and MoE layers."""
_end_layers = sp.Max(0, L - (p - 2) * v * c_chunk) / 2
_first_stage = _end_layers * layer_params_mean + V * h + P_pos * h + emb_norm * eta * h
_last_stage = _end_layers * layer_params_mean + V * h + eta * h
pipeline_stage_params = sp.Piecewise(
    (params_total, sp.Eq(p, 1)),
    (sp.Max(_first_stage, _last_stage), sp.Eq(p, 2)),
    (sp.Max(v * c_chunk * layer_params_mean, _first_stage, _last_stage), True))
"""Parameters of the pipeline's most loaded device: a middle stage holds v chunks of ceil(L/(p·v)) layers; the first
stage holds the input embedding, the last the output head (tied: Megatron's copy of the embedding) and the final norm,
and the two share the layers the middle stages leave (all of them evenly when p·v divides L; Megatron-LM gives the end
stages fewer layers when it does not, ``--decoder-first/last-pipeline-num-layers``, as Llama 3 405B ran 126 layers on
16 stages); every parameter with p = 1. With an even split this is Megatron-LM's
``num_parameters_on_most_loaded_model_shard`` before tp (megatron/training/theoretical_memory_usage.py @ d98e8a64,
lines 247-268: "1/pp_size transformer layers ... and 1 embedding layer"). The first stage also holds the most
activations (Korthikanti et al. 2022 sec. 4.2.3)."""

def activation_bytes(per_layer: sp.Expr) -> sp.Expr:
    """Activations a device holds at the peak (the first stage): L layers' worth and, without pipelining, the output."""
    return act_stack * L * per_layer + act_output


EXPRESSIONS: dict[str, tuple[sp.Expr, str]] = {
    "params_total": (params_total, "trainable parameters"),
    "params_active": (params_active, "parameters one token runs"),
    "expert_params": (expert_params, "parameters of the routed experts"),
    "matmul_params": (matmul_params, "weights multiplied per token N_mm"),
    "largest_layer_params": (largest_layer_params, "the largest weight matrix"),
    "pipeline_stage_params": (pipeline_stage_params, "parameters of the most loaded pipeline stage"),
    "dense_flops_per_token": (dense_flops_per_token, "6 N_mm, FLOPs"),
    "attention_flops_per_token": (attention_flops_per_token, "12 L H d s, FLOPs"),
    "flops_per_token": (flops_per_token, "model FLOPs per token"),
    "gpus": (gpus, "N = tp pp cp dp"),
    "microbatch_tokens": (microbatch_tokens, "tokens of one microbatch of one replica"),
    "compute_time": (compute_time, "Ts from FLOPs and the compute-only MFU, s"),
    "bubble_fraction": (bubble_fraction, "pipeline bubble share"),
    "pipeline_time": (pipeline_time, "pipeline time with fill and drain, s"),
    "bubble_time": (bubble_time, "idle time of the bubble, s"),
    "step_time": (step_time, "step time end to end, s"),
    "step_efficiency": (step_efficiency, "Ts / step time"),
    "mfu_end_to_end": (mfu_end_to_end, "end-to-end MFU"),
    "tokens_per_second": (tokens_per_second, "tokens/s"),
    "microbatch_sequences": (microbatch_sequences, "sequences per microbatch"),
    "activations_none": (activation_bytes(act_layer_none), "activations per device, no recomputation, B"),
    "activations_selective": (activation_bytes(act_layer_selective), "activations per device, selective, B"),
    "activations_full": (activation_bytes(act_layer_full), "activations per device, full recomputation, B"),
    "train_steps": (train_steps, "steps of the run"),
    "train_time": (train_time, "wall-clock time of the run, s"),
    "gpu_hours": (gpu_hours, "GPU-hours of the run"),
    "train_cost": (train_cost, "cost of the run"),
    "share_cost": (share_cost, "cost of exposed_s per step over the run"),
    "tp_buffer": (tp_buffer, "TP collective buffer, B"),
    "tp_calls": (tp_calls, "TP collectives per GPU and step"),
    "pp_message": (pp_message, "PP send, B"),
    "pp_calls": (pp_calls, "PP sends per GPU and step"),
    "dp_grad_buffer": (dp_grad_buffer, "DP gradient buffer, B"),
    "dp_param_buffer": (dp_param_buffer, "DP parameter buffer, B"),
    "dp_expert_grad_buffer": (dp_expert_grad_buffer, "expert gradient buffer, B"),
    "dp_expert_param_buffer": (dp_expert_param_buffer, "expert parameter buffer, B"),
    "ep_buffer": (ep_buffer, "EP all-to-all send buffer, B"),
    "ep_calls": (ep_calls, "EP all-to-alls per GPU and step"),
    "cp_buffer": (cp_buffer, "CP K/V gathered buffer, B"),
    "cp_calls": (cp_calls, "CP all-gathers per GPU and step"),
    "cp_grad_calls": (cp_grad_calls, "CP gradient reduce-scatters per GPU and step"),
    "layer_calls": (layer_calls, "ZeRO-3 per-layer collectives of one pass per GPU and step"),
    "fsdp_param_buffer": (fsdp_param_buffer, "ZeRO-3 one layer's parameters, B"),
    "fsdp_grad_buffer": (fsdp_grad_buffer, "ZeRO-3 one layer's gradients, B"),
    "fsdp_expert_param_buffer": (fsdp_expert_param_buffer, "ZeRO-3 one layer's expert parameters, B"),
    "fsdp_expert_grad_buffer": (fsdp_expert_grad_buffer, "ZeRO-3 one layer's expert gradients, B"),
    "hsdp_replica_buffer": (hsdp_replica_buffer, "HSDP gradient shard across replicas, B"),
    **p2p.EXPRESSIONS,  # the pipeline's sends on the cluster (symbolic/collectives/p2p.py)
}
"""Every expression codegen prints, with its one-line meaning."""

SOURCES = (
    "Chowdhery et al. 2022, 'PaLM', arXiv:2204.02311, appendix B (model FLOPs 6N + 12LHQT, MFU)",
    "Narayanan et al. 2021, 'Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM', "
    "SC21 (arXiv:2104.04473): sec. 2.2 (bubble), 3.3 and 4.1 (communication), eq. 3 (FLOPs)",
    "Korthikanti et al. 2022, 'Reducing Activation Recomputation in Large Transformer Models', arXiv:2205.05198, "
    "sec. 4.2 (sequence parallelism)",
    "Grattafiori et al. 2024, 'The Llama 3 Herd of Models', arXiv:2407.21783, sec. 3.3.2 (context parallelism)",
)


def explain_section(show: Callable[[sp.Expr], str] = sp.sstr) -> tuple[str, list[str]]:
    """(title, lines) for ``ringcalc explain``: the workload's formulas (issue 17) and their sources."""
    lines = [
        f"FLOPs per token F = {show(flops_per_token)}   (6 N_mm + 12 L H d s; N_mm = the weights a token multiplies)",
        f"Ts = {show(compute_time)}   (mfu: compute-only, kernels without communication)",
        f"bubble share = {show(bubble_fraction)}",
        f"step = {show(step_time)},  pipeline = {show(pipeline_time)}",
        f"end-to-end MFU = {show(mfu_end_to_end)},  tokens/s = {show(tokens_per_second)}",
        f"TP buffer = {show(tp_buffer)} x {show(tp_calls)} calls;  PP send = {show(pp_message)} x {show(pp_calls)}",
        f"DP gradients = {show(dp_grad_buffer)};  EP all-to-all = {show(ep_buffer)} x {show(ep_calls)}",
        f"CP K/V = {show(cp_buffer)} x {show(cp_calls)};  GPU-hours = {show(gpu_hours)}",
        *(f"source: {source}" for source in SOURCES),
    ]
    return "Workload (ringcalc/workload: FLOPs, Ts from MFU, the layout's collectives, the step)", lines


def codegen_text(function: Callable[[str, sp.Expr, str], str], header: str) -> str:
    """The text of :mod:`ringcalc.numeric._generated_workload`: one function per expression and the table."""
    parts = [header]
    names = []
    for name, (expr, doc) in EXPRESSIONS.items():
        parts.append(function(f"workload__{name}", expr, doc))
        names.append(f"    {name!r}: workload__{name},\n")
    parts.append("WORKLOAD = {\n" + "".join(names) + "}\n")
    return "".join(parts)
