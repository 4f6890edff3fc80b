"""What a model's shape implies: parameter counts, FLOPs per token, the largest layer.

The numbers come from the expressions of :mod:`ringcalc.symbolic.workload`, printed into
:mod:`ringcalc.numeric._generated_workload` (plain arithmetic: no sympy, no numpy). :func:`arch_values`
turns a catalog :class:`~ringcalc.catalog.Architecture` into those expressions' symbol values.

Example
-------
>>> from ringcalc import catalog
>>> int(derived(catalog.get_model("llama-3-8b").arch)["params_total"])
8030261248
"""

from __future__ import annotations

from typing import Any

from ringcalc.catalog.entries import MLP_KINDS, NORM_KINDS, Architecture
from ringcalc.numeric._generated_workload import WORKLOAD

ARCH_QUANTITIES = ("params_total", "params_active", "expert_params", "matmul_params", "largest_layer_params",
                   "dense_flops_per_token", "attention_flops_per_token", "flops_per_token")
"""What :func:`derived` returns (the expressions that depend on the shape only)."""


def arch_values(arch: Architecture, seq_len: float | None = None) -> dict[str, Any]:
    """The symbol values of :mod:`ringcalc.symbolic.workload` for ``arch`` (``seq_len`` overrides its default)."""
    return {
        "n_layers": arch.layers, "d_model": arch.hidden, "n_heads": arch.heads, "n_kv_heads": arch.kv_heads,
        "d_head": arch.head_dim, "d_ffn": arch.ffn, "vocab": arch.vocab,
        "seq_len": arch.seq_len if seq_len is None else seq_len, "n_mlp": MLP_KINDS[arch.mlp],
        "n_experts": arch.experts, "top_k": arch.top_k, "d_expert_ffn": arch.expert_ffn,
        "n_shared_experts": arch.shared_experts, "n_moe_layers": arch.moe_layers,
        "bias_qkv": int(arch.bias in ("qkv", "all")), "bias_out": int(arch.bias == "all"),
        "bias_mlp": int(arch.bias == "all"), "norm_params": NORM_KINDS[arch.norm],
        "tied": int(arch.tied_embeddings), "n_positions": arch.max_positions,
        "emb_norm": int(arch.embedding_norm), "rel_pos": int(arch.position == "relative"),
    }


def derived(arch: Architecture, seq_len: float | None = None) -> dict[str, float]:
    """Every quantity of :data:`ARCH_QUANTITIES` for ``arch`` (FLOPs at ``seq_len``, default its own)."""
    values = arch_values(arch, seq_len)
    return {name: WORKLOAD[name](**values) for name in ARCH_QUANTITIES}


def stage_extra_params(arch: Architecture | None, pp: int, chunks: int = 1) -> float:
    """What the pipeline's most loaded stage holds above 1/pp of every parameter (``pipeline_stage_params`` of
    :mod:`ringcalc.symbolic.workload`: a middle stage's ceil(L/(pp·v)) layers, or an end stage's layers with the
    embedding or output head); 0 without pipelining or a shape. Added to 1/pp of a given total, so that ``--params``
    given beside a shape keeps its own count."""
    if arch is None or pp == 1:
        return 0.0
    from ringcalc.workload.layout import largest_chunk_layers

    values = {**arch_values(arch), "pp": pp, "chunks": chunks, "chunk_layers": largest_chunk_layers(arch.layers, pp, chunks)}
    return float(WORKLOAD["pipeline_stage_params"](**values) - WORKLOAD["params_total"](**values) / pp)
