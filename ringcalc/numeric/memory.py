"""ZeRO / FSDP per-stage arithmetic, numeric (no sympy): bytes per device and one step's collectives.

The numeric side of :mod:`ringcalc.symbolic.memory`: bytes per device come from
its expressions, generated into :data:`ringcalc.numeric._generated.MEMORY`; the
communication of each stage comes from the collective models
(:func:`ringcalc.numeric.evaluate`), with K the full buffer as in nccl-tests:

* stage 0 (plain data parallel): one all-reduce of the gradients;
* stages 1 and 2: a reduce-scatter of the gradients and an all-gather of the
  updated parameters, the same volume as the all-reduce (ZeRO paper sec. 7.2.1:
  2 Psi, "1x");
* stage 3 (FSDP full shard): an all-gather of the parameters in the forward
  pass, another in the backward pass and a reduce-scatter of the gradients
  (ZeRO paper sec. 7.2.2: 3 Psi, "1.5x").

Also the bytes per parameter of each precision and optimizer, and the algorithm
of each collective for an ``--algorithm`` family. The planner that turns these
into answers (fit on a GPU, smallest worker count, the recommended stage) is
:mod:`ringcalc.planning.zero`.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from typing import Any

from ringcalc import numeric, units
from ringcalc.errors import RingcalcError
from ringcalc.numeric import _generated as gen

if not hasattr(gen, "MEMORY"):  # pragma: no cover - a stale generated file
    raise RuntimeError("ringcalc/numeric/_generated.py has no MEMORY table: run python -m ringcalc.symbolic.codegen")

STAGES: tuple[int, ...] = tuple(gen.MEMORY)
"""The ZeRO stages 0-3: those of :data:`ringcalc.symbolic.memory.STAGES`, as codegen printed them."""

ALGORITHM_FAMILIES: dict[str, dict[str, str]] = {
    "ring": {"all-reduce": "ring", "reduce-scatter": "ring", "all-gather": "ring"},
    # Rabenseifner's all-reduce is a recursive-halving reduce-scatter followed by a recursive-doubling
    # all-gather (Thakur, Rabenseifner & Gropp 2005, IJHPCA 19(1) sec. 4); either part names the family
    "rabenseifner": {"all-reduce": "rabenseifner", "reduce-scatter": "recursive-halving", "all-gather": "recursive-doubling"},
    "recursive-halving": {"all-reduce": "rabenseifner", "reduce-scatter": "recursive-halving",
                          "all-gather": "recursive-doubling"},
    # the butterfly family: recursive doubling for all-reduce and all-gather, recursive halving for reduce-scatter
    # (the MPICH choices of Thakur et al. 2005 for power-of-two N)
    "recursive-doubling": {"all-reduce": "recursive-doubling", "reduce-scatter": "recursive-halving",
                           "all-gather": "recursive-doubling"},
}
"""``--algorithm`` of ``ringcalc memory`` -> the algorithm of each collective a ZeRO step uses.

Only families with a model for all three collectives are listed; ZeRO stages 1-3 need reduce-scatter and
all-gather, which the tree, parameter-server, naive and two-level models do not provide."""


def collective_algorithms(algorithm: str) -> dict[str, str]:
    """The algorithm used for each collective when ``ringcalc memory`` is given ``algorithm``.

    Parameters
    ----------
    algorithm : str
        An all-reduce family (``ring``, ``rabenseifner``, ``recursive-doubling``) or one of its parts
        (``recursive-halving``); ``_`` and ``-`` are interchangeable, case is ignored.

    Returns
    -------
    dict
        ``{"all-reduce": ..., "reduce-scatter": ..., "all-gather": ...}``.

    Raises
    ------
    RingcalcError
        (option ``algorithm``) for any other algorithm, listing those supported.
    """
    key = str(algorithm).strip().lower().replace("_", "-")
    family = ALGORITHM_FAMILIES.get(key)
    if family is None:
        supported = "; ".join(
            name + ("" if set(parts.values()) == {name} else
                    " (" + ", ".join(f"{coll} {algo}" for coll, algo in parts.items()) + ")")
            for name, parts in ALGORITHM_FAMILIES.items()
        )
        raise RingcalcError(
            f"ringcalc memory has no reduce-scatter and all-gather models for {algorithm!r} (ZeRO stages 1-3 need "
            f"them); supported: {supported}",
            option="algorithm",
        )
    for collective, name in family.items():  # a model removed from the registry must fail here, clearly
        if name not in numeric.algorithms(collective):  # pragma: no cover - registry and table out of step
            raise RingcalcError(f"no {collective} model for {name!r}", option="algorithm")
    return dict(family)


STAGE_COLLECTIVES: dict[int, tuple[tuple[str, str, str], ...]] = {
    0: (("all-reduce", "grads", "gradients"),),
    1: (("reduce-scatter", "grads", "gradients"), ("all-gather", "params", "updated parameters")),
    2: (("reduce-scatter", "grads", "gradients"), ("all-gather", "params", "updated parameters")),
    3: (
        ("all-gather", "params", "parameters, forward"),
        ("all-gather", "params", "parameters, backward"),
        ("reduce-scatter", "grads", "gradients"),
    ),
}
"""Per stage: (collective, full buffer it moves, what) for one training step."""

PRECISIONS: dict[str, tuple[int, int, str]] = {
    "mixed": (2, 2, "fp16/bf16 weights and gradients, fp32 master weights in the optimizer state"),
    "fp32": (4, 4, "fp32 weights and gradients, no master copy"),
}
"""Bytes per parameter of the weights and gradients (b_w, b_g), and a description."""

PRECISION_ALIASES = {"bf16": "mixed", "fp16": "mixed", "amp": "mixed", "mixed-precision": "mixed", "float32": "fp32"}

OPTIMIZER_STATE_BYTES: dict[tuple[str, str], int] = {
    ("adam", "mixed"): 12,  # fp32 master weights + momentum + variance (ZeRO paper sec. 3.1, K = 12)
    ("adam", "fp32"): 8,  # momentum + variance
    ("sgd", "mixed"): 8,  # fp32 master weights + momentum
    ("sgd", "fp32"): 4,  # momentum
}
"""Optimizer-state bytes per parameter k_os (ZeRO's K) for (optimizer, precision).

Sources: Rajbhandari et al. 2020 (SC20) sec. 3.1 for mixed-precision Adam;
Micikevicius et al. 2018, "Mixed Precision Training" (ICLR) for the fp32
master copy; SGD keeps one momentum buffer per parameter (torch.optim.SGD
with momentum > 0).
"""

OPTIMIZER_ALIASES = {"adamw": "adam", "sgd-momentum": "sgd", "momentum": "sgd"}

CONVENTIONS: dict[str, str] = {
    "implementation": "DeepSpeed's and FSDP's mixed precision: an fp32 gradient partition (b_g = 4, 18 B per parameter "
                      "with Adam) and, at stage 3, 4 B per parameter of the largest layer in transient buffers "
                      "(DeepSpeed estimate_zero3_model_states_mem_needs)",
    "paper": "the ZeRO paper's accounting (Rajbhandari et al. 2020 sec. 3.1): bf16 gradients (16 B per parameter with "
             "Adam), no transient buffers",
}
"""``--convention``: how the mixed-precision states are counted (the default first)."""
CONVENTION_ALIASES = {"deepspeed": "implementation", "fsdp": "implementation", "impl": "implementation",
                      "zero-paper": "paper", "zero": "paper"}
ZERO3_BUFFER_BYTES = 4
"""DeepSpeed's ZeRO-3 estimate holds ``largest_layer_memory = 4 * largest_layer_params`` on the GPU
(``deepspeed/runtime/zero/stage3.py``, ``estimate_zero3_model_states_mem_needs``, commit
edaa7221267243c7be7fb49c5d5f5c4fb97b4641)."""


def normalize_convention(text: str) -> str:
    key = str(text).strip().lower()
    key = CONVENTION_ALIASES.get(key, key)
    if key not in CONVENTIONS:
        raise RingcalcError(f"unknown convention {text!r}; choose implementation (DeepSpeed/FSDP: 18 B per parameter "
                            "with Adam) or paper (the ZeRO paper's 16 B)", option="convention")
    return key


def state_bytes(precision: str = "mixed", optimizer: str = "adam",
                convention: str = "implementation") -> tuple[int, int, int, int]:
    """(b_w, b_g, k_os, b_z3) under a convention: :func:`bytes_per_parameter`, with the implementations' fp32
    gradient partition in mixed precision (b_g = 4) and ZeRO-3's transient buffers b_z3 (0 in the paper's)."""
    b_w, b_g, k_os = bytes_per_parameter(precision, optimizer)
    if normalize_convention(convention) == "paper":
        return b_w, b_g, k_os, 0
    return b_w, max(b_g, 4), k_os, ZERO3_BUFFER_BYTES


def bytes_per_parameter(precision: str = "mixed", optimizer: str = "adam") -> tuple[int, int, int]:
    """Bytes per parameter (b_w, b_g, k_os) of weights, gradients and optimizer states, as the ZeRO paper counts.

    Parameters
    ----------
    precision : {"mixed", "fp32"}
        ``mixed``: fp16/bf16 weights and gradients with fp32 master weights
        (aliases bf16, fp16); ``fp32``: everything in fp32.
    optimizer : {"adam", "sgd"}
        Adam (two fp32 moments; alias adamw) or SGD with momentum.

    Returns
    -------
    tuple of int
        (2, 2, 12) for mixed-precision Adam as in the ZeRO paper (16 bytes per
        parameter in total).
    """
    p = normalize_precision(precision)
    o = normalize_optimizer(optimizer)
    b_w, b_g, _ = PRECISIONS[p]
    return b_w, b_g, OPTIMIZER_STATE_BYTES[(o, p)]


def normalize_precision(text: str) -> str:
    key = str(text).strip().lower()
    key = PRECISION_ALIASES.get(key, key)
    if key not in PRECISIONS:
        raise RingcalcError(f"unknown precision {text!r}; choose mixed (bf16/fp16 + fp32 master) or fp32", option="precision")
    return key


def normalize_optimizer(text: str) -> str:
    key = str(text).strip().lower()
    key = OPTIMIZER_ALIASES.get(key, key)
    if key not in {o for o, _ in OPTIMIZER_STATE_BYTES}:
        raise RingcalcError(f"unknown optimizer {text!r}; choose adam or sgd (with momentum)", option="optimizer")
    return key


# ---------------------------------------------------------------------- per stage


def stage_function(stage: int, quantity: str) -> Callable[..., Any] | None:
    """The generated function of one memory quantity at a stage (None where it has no closed form)."""
    return gen.MEMORY[stage][quantity]


def stage_memory(stage: int, values: Mapping[str, Any]) -> dict[str, float]:
    """Every memory quantity of a stage with a closed form (bytes), for the symbol values of
    :meth:`ringcalc.planning.zero_setup.MemorySetup.symbol_values`; not the ``min_workers`` root."""
    return {q: float(fn(**values)) for q, fn in gen.MEMORY[stage].items() if fn is not None and q != "min_workers"}


def _evaluate(quantity: str, values: dict[str, Any], algorithm: str, collective: str) -> float:
    """:func:`ringcalc.numeric.evaluate`, with a clear error for models that need more parameters."""
    fn = numeric.model_functions(algorithm, collective).get(quantity)
    if fn is not None:
        missing = [
            p.name for p in inspect.signature(fn).parameters.values()
            if p.kind is p.KEYWORD_ONLY and p.default is p.empty and p.name not in values
        ]
        if missing:
            raise RingcalcError(
                f"{algorithm} {collective} needs {', '.join(missing)} (a two-level topology), which "
                "ringcalc memory does not take; use a flat algorithm such as ring",
                option="algorithm",
            )
    return float(numeric.evaluate(quantity, values, algorithm, collective))


def stage_communication(
    stage: int, workers: int, memory_values: Mapping[str, Any], *, algorithm: str,
    bandwidth_bytes_per_s: float | None, latency_s: float, gamma_s_per_byte: float,
    timer: Callable[[str, str, float, int], tuple[float, str, list[str]]] | None = None,
) -> dict[str, Any]:
    """Bytes and time of one step's collectives at a stage (from the collective models).

    ``memory_values`` are the memory symbols at ``workers`` (they give the full
    parameter and gradient buffers); ``algorithm`` is an ``--algorithm`` family
    (:func:`collective_algorithms`). Returns ``sent`` (bytes each worker sends),
    ``total`` (bytes over all workers), ``allgather_total``, ``time`` (s; None
    without a bandwidth) and ``names`` (the collectives, for the table).

    ``timer(collective, algorithm, bytes, ranks) -> (seconds, pair, notes)`` prices
    each collective instead of one link per worker (a cluster: the pair NCCL runs
    at that size and placement, :mod:`ringcalc.planning.memory_cluster`); the bytes
    stay the algorithm family's, and ``notes`` gathers what it says of each, once.
    """
    full = {
        "params": float(stage_function(0, "params_bytes")(**memory_values)),  # type: ignore[misc]
        "grads": float(stage_function(0, "grads_bytes")(**memory_values)),  # type: ignore[misc]
    }
    sent = total = allgather_total = 0.0
    time: float | None = 0.0 if bandwidth_bytes_per_s is not None or timer is not None else None
    names: list[str] = []
    notes: list[str] = []
    family = collective_algorithms(algorithm)
    for collective, buffer, what in STAGE_COLLECTIVES[stage]:
        values = {"N": workers, "K": full[buffer], "alpha": latency_s, "gamma": gamma_s_per_byte}
        if bandwidth_bytes_per_s is not None:
            values["B"] = bandwidth_bytes_per_s
        sent += _evaluate("bytes_sent_per_worker", values, family[collective], collective)
        moved = _evaluate("total_bytes", values, family[collective], collective)
        total += moved
        if collective == "all-gather":
            allgather_total += moved
        label = collective if family[collective] == "ring" else f"{family[collective]} {collective}"
        name = f"{label} of {what} ({units.format_size(full[buffer])})"
        if timer is not None:
            seconds, pair, said = timer(collective, family[collective], full[buffer], workers)
            time += seconds  # type: ignore[operator]
            notes += [n for n in said if n not in notes]
            name = f"{collective} of {what} ({units.format_size(full[buffer])}; {pair}, {units.format_time(seconds)})"
        elif time is not None:
            time += _evaluate("time", values, family[collective], collective)
        names.append(name)
    return {"sent": sent, "total": total, "allgather_total": allgather_total, "time": time, "names": " + ".join(names),
            "notes": notes}
