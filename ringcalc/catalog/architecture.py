"""Checking a model's ``[models.<name>.arch]`` table into an :class:`~ringcalc.catalog.entries.Architecture`.

Every key is validated on load like the rest of the catalog: a missing or unknown key, a count that is not a
positive whole number, an unknown kind, or shapes that do not fit together (key/value heads that do not divide
the heads, a head dimension that is not hidden/heads without being stated, top-k above the experts) raise a
:class:`~ringcalc.errors.RingcalcError` naming the file, the entry and the key.
"""

from __future__ import annotations

from typing import Any

from ringcalc.catalog.entries import BIAS_KINDS, MLP_KINDS, NORM_KINDS, POSITION_KINDS, Architecture
from ringcalc.errors import RingcalcError

_REQUIRED = ("layers", "hidden", "heads", "vocab", "seq_len", "mlp", "norm", "position", "tied_embeddings", "source")
_COUNTS = ("layers", "hidden", "heads", "kv_heads", "head_dim", "ffn", "vocab", "seq_len", "max_positions",
           "experts", "top_k", "expert_ffn", "shared_experts", "moe_layers")
_KINDS = {"mlp": tuple(MLP_KINDS), "norm": tuple(NORM_KINDS), "bias": BIAS_KINDS, "position": POSITION_KINDS}
_OPTIONAL = ("kv_heads", "head_dim", "ffn", "bias", "max_positions", "embedding_norm", "experts", "top_k",
             "expert_ffn", "shared_experts", "moe_layers", "notes")


def _fail(where: str, key: str, message: str) -> RingcalcError:
    return RingcalcError(f"{where}.{key}: {message}")


def _count(value: Any, where: str, key: str, zero: bool) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < (0 if zero else 1):
        what = "a whole number >= 0" if zero else "a positive whole number"
        raise _fail(where, key, f"must be {what}, got {value!r}")
    return value


def check_architecture(value: Any, where: str) -> Architecture:
    """The :class:`Architecture` of a model's ``arch`` table; ``where`` is its location (``...: [models.x] arch``)."""
    if not isinstance(value, dict):
        raise RingcalcError(f"{where}: must be a table of keys, got {value!r}")
    unknown = sorted(set(value) - set(_REQUIRED) - set(_OPTIONAL))
    if unknown:
        raise RingcalcError(f"{where}: unknown key(s) {', '.join(unknown)}; allowed: "
                            f"{', '.join((*_REQUIRED, *_OPTIONAL))}")
    missing = [k for k in _REQUIRED if k not in value]
    if missing:
        raise RingcalcError(f"{where}: missing required key(s) {', '.join(missing)}")
    counts = {k: _count(value[k], where, k, zero=k in ("ffn", "max_positions", "experts", "top_k", "expert_ffn",
                                                       "shared_experts", "moe_layers"))
              for k in _COUNTS if k in value}
    for key, allowed in _KINDS.items():
        if key in value and value[key] not in allowed:
            raise _fail(where, key, f"must be one of {', '.join(allowed)}, got {value[key]!r}")
    for key in ("tied_embeddings", "embedding_norm"):
        if key in value and not isinstance(value[key], bool):
            raise _fail(where, key, f"must be true or false, got {value[key]!r}")
    for key in ("source", "notes"):
        if key in value and (not isinstance(value[key], str) or not value[key].strip()):
            raise _fail(where, key, f"must be a non-empty string, got {value[key]!r}")
    heads = counts["heads"]
    kv_heads = counts.get("kv_heads", heads)
    if heads % kv_heads:
        raise _fail(where, "kv_heads", f"{kv_heads} does not divide the {heads} heads")
    if "head_dim" not in counts and counts["hidden"] % heads:
        raise _fail(where, "head_dim", f"hidden {counts['hidden']} is not a multiple of the {heads} heads: state it")
    head_dim = counts.get("head_dim", counts["hidden"] // heads)
    experts = counts.get("experts", 0)
    moe_keys = [k for k in ("top_k", "expert_ffn", "shared_experts", "moe_layers") if counts.get(k)]
    if not experts and moe_keys:
        raise _fail(where, moe_keys[0], "is a mixture-of-experts key; give experts too")
    top_k = counts.get("top_k", 0)
    if experts and not 1 <= top_k <= experts:
        raise _fail(where, "top_k", f"must be 1..experts ({experts}), got {top_k}")
    if experts and not counts.get("expert_ffn"):
        raise _fail(where, "expert_ffn", "is required with experts")
    moe_layers = counts.get("moe_layers", counts["layers"] if experts else 0)
    if moe_layers > counts["layers"]:
        raise _fail(where, "moe_layers", f"{moe_layers} is more than the {counts['layers']} layers")
    ffn = counts.get("ffn", 0)
    if moe_layers < counts["layers"] and not ffn:
        raise _fail(where, "ffn", "is required for the dense layers")
    learned = value["position"] == "learned"
    if learned != bool(counts.get("max_positions")):
        raise _fail(where, "max_positions", "is required with position = 'learned' and only with it")
    return Architecture(
        layers=counts["layers"], hidden=counts["hidden"], heads=heads, kv_heads=kv_heads, head_dim=head_dim,
        ffn=ffn, vocab=counts["vocab"], seq_len=counts["seq_len"], mlp=value["mlp"], norm=value["norm"],
        bias=value.get("bias", "none"), position=value["position"], tied_embeddings=value["tied_embeddings"],
        source=value["source"].strip(), max_positions=counts.get("max_positions", 0),
        embedding_norm=value.get("embedding_norm", False), experts=experts, top_k=top_k,
        expert_ffn=counts.get("expert_ffn", 0), shared_experts=counts.get("shared_experts", 0),
        moe_layers=moe_layers, notes=value.get("notes"),
    )
