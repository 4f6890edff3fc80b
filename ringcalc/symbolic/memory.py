"""Per-device memory of data-parallel training with ZeRO / FSDP sharding (symbolic).

Model states of a network with Psi parameters, per device, as in Rajbhandari
et al. 2020, "ZeRO: Memory Optimizations Toward Training Trillion Parameter
Models" (SC20, arXiv:1910.02054), section 3.1 and Figure 1:

* parameters      b_w Psi  bytes (2 for fp16/bf16 weights, 4 for fp32)
* gradients       b_g Psi  bytes (2 for fp16/bf16 gradients, 4 for fp32)
* optimizer state k_os Psi bytes (ZeRO's K: 12 for mixed-precision Adam =
  fp32 master weights + momentum + variance, 4 + 4 + 4)

plus activations A_act and a fixed overhead M_0 (CUDA context, allocator
fragmentation, buffers), both given by the user and never sharded. The
ZeRO stages shard the model states across the N data-parallel workers
(``N`` of :mod:`ringcalc.symbolic.symbols`, the paper's N_d):

======  =====================================  =========================================
stage   sharded                                bytes per device (model states)
======  =====================================  =========================================
0       nothing (plain data parallel)          (b_w + b_g + k_os) Psi
1       optimizer states (ZeRO-1, P_os)        (b_w + b_g) Psi + k_os Psi / N
2       + gradients (ZeRO-2, P_os+g)           b_w Psi + (b_g + k_os) Psi / N
3       + parameters (ZeRO-3 / FSDP full)      (b_w + b_g + k_os) Psi / N
======  =====================================  =========================================

Stage 0 all-reduces the gradients in the working precision (2 bytes with mixed
precision, whatever the convention below). PyTorch DDP with torch.amp keeps
fp32 parameters, so its gradients are fp32 and it all-reduces 4 bytes per
parameter unless a bf16/fp16 compression hook is registered (PyTorch,
"DDP Communication Hooks"): that is the fp32 precision here (4 + 4 + 8
bytes with Adam), not the mixed one, whose weights and all-reduced gradients
are 2 bytes (ZeRO's baseline).

Conventions. The ZeRO paper counts mixed-precision Adam as 2 + 2 + 12 = 16
bytes per parameter. The implementations hold an fp32 gradient partition:
DeepSpeed's estimators count 18 bytes per parameter ("2_grads_16bit +
4_grads_32bit + 4_params_32bit + 8_optimizer_states_32bit" for ZeRO-2, and
18 Psi / N for ZeRO-3: ``deepspeed/runtime/zero/stage_1_and_2.py``
``estimate_zero2_model_states_mem_needs`` and ``deepspeed/runtime/zero/stage3.py``
``estimate_zero3_model_states_mem_needs``, commit
edaa7221267243c7be7fb49c5d5f5c4fb97b4641), which is b_g = 4 here. ZeRO-3 also
holds gathered layers in transient buffers: DeepSpeed's estimate is
``largest_layer_memory = 4 * largest_layer_params`` next to the sharded
states, the term b_z3 Lambda below (b_z3 = 4 B per parameter of the largest
layer Lambda; 0 in the paper's convention). Gradient buckets and other
scratch go into the overhead M_0.

Redundancy: a state of V bytes replicated on N workers is held N times, a
redundancy of (N-1)V bytes across the workers. Sharding it removes exactly
that, and one ring all-gather that rebuilds it moves (N-1)V bytes in total
((N-1)/N V per worker, :data:`ringcalc.symbolic.collectives.ring.ALLGATHER`): the
memory saved equals the traffic spent, which :func:`allgather_traffic` and
``tests/symbolic/test_memory.py`` state symbolically.

This module imports sympy; ``python -m ringcalc.symbolic.codegen`` prints the
expressions into :mod:`ringcalc.numeric._generated` (``MEMORY``), which
:mod:`ringcalc.numeric.memory` evaluates and the planner :mod:`ringcalc.planning.zero` uses.
"""

from __future__ import annotations

from collections.abc import Callable

import sympy as sp

from ringcalc.symbolic.symbols import N

Psi = sp.Symbol("Psi", positive=True)
"""Number of trainable parameters."""
b_w = sp.Symbol("b_w", positive=True)
"""Bytes per parameter of the working weights (2 for fp16/bf16, 4 for fp32), B."""
b_g = sp.Symbol("b_g", positive=True)
"""Bytes per parameter of the gradients, B."""
k_os = sp.Symbol("k_os", nonnegative=True)
"""Bytes per parameter of the optimizer states (ZeRO's K; 12 for mixed-precision Adam), B."""
A_act = sp.Symbol("A_act", nonnegative=True)
"""Activation memory per device, given by the user (not sharded), B."""
M_0 = sp.Symbol("M_0", nonnegative=True)
"""Fixed overhead per device (not sharded), B."""
M_avail = sp.Symbol("M_avail", positive=True)
"""Usable memory per device (capacity minus headroom), B."""
b_z3 = sp.Symbol("b_z3", nonnegative=True)
"""Bytes per parameter of the largest layer in ZeRO-3's transient buffers (DeepSpeed's estimate: 4), B."""
Lambda = sp.Symbol("Lambda", nonnegative=True)
"""Parameters of the largest layer a device gathers (its largest weight matrix, per tensor-parallel rank)."""

MEANING: dict[sp.Symbol, str] = {
    Psi: "trainable parameters",
    b_w: "bytes per parameter of the weights, B",
    b_g: "bytes per parameter of the gradients, B",
    k_os: "bytes per parameter of the optimizer states (ZeRO's K), B",
    A_act: "activation memory per device (given), B",
    M_0: "fixed overhead per device, B",
    M_avail: "usable memory per device (capacity - headroom), B",
    b_z3: "bytes per parameter of the largest layer held in ZeRO-3's transient buffers, B",
    Lambda: "parameters of the largest layer (per tensor-parallel rank)",
    N: "data-parallel workers sharing the states (ZeRO's N_d)",
}

STAGES = (0, 1, 2, 3)

SHARDED: dict[int, tuple[str, ...]] = {
    0: (),
    1: ("optimizer",),
    2: ("optimizer", "grads"),
    3: ("optimizer", "grads", "params"),
}
"""Which model states each ZeRO stage shards across the N workers."""

FULL: dict[str, sp.Expr] = {"params": b_w * Psi, "grads": b_g * Psi, "optimizer": k_os * Psi}
"""Full (unsharded) size of each model state, B."""

SOURCE = (
    "Rajbhandari, Rasley, Ruwase & He 2020, 'ZeRO: Memory Optimizations Toward Training Trillion "
    "Parameter Models', SC20 (arXiv:1910.02054), sec. 3.1, 5 and Figure 1; Zhao et al. 2023, "
    "'PyTorch FSDP' (VLDB 16(12)) for full sharding"
)


def component(stage: int, name: str) -> sp.Expr:
    """Bytes per device of one model state (``"params"``, ``"grads"``, ``"optimizer"``) at a stage."""
    full = FULL[name]
    return full / N if name in SHARDED[stage] else full


def model_state_bytes(stage: int) -> sp.Expr:
    """Parameters + gradients + optimizer states per device at a stage, B."""
    return sum((component(stage, c) for c in FULL), sp.Integer(0))


def transient_bytes(stage: int) -> sp.Expr:
    """ZeRO-3's gathered-layer buffers, b_z3 Lambda (0 at stages 0-2), B."""
    return b_z3 * Lambda if stage == 3 else sp.Integer(0)


def bytes_per_device(stage: int) -> sp.Expr:
    """Total memory per device at a stage: model states + ZeRO-3's buffers + activations + overhead, B."""
    return model_state_bytes(stage) + transient_bytes(stage) + A_act + M_0


def sharded_state_bytes(stage: int) -> sp.Expr:
    """Full size V of the states a stage shards (the sum over its sharded states), B."""
    return sum((FULL[c] for c in SHARDED[stage]), sp.Integer(0))


def replicated_state_bytes(stage: int) -> sp.Expr:
    """Model-state bytes still replicated on every device at a stage, B."""
    return sum((FULL[c] for c in FULL if c not in SHARDED[stage]), sp.Integer(0))


def redundancy(state_bytes: sp.Expr) -> sp.Expr:
    """Redundant bytes of a state of V bytes replicated on N workers: (N-1)V, B (all workers)."""
    return (N - 1) * state_bytes


def saved_bytes_per_device(stage: int) -> sp.Expr:
    """Model-state memory per device a stage saves against plain data parallelism, B (ZeRO-3's transient
    buffers are a cost of the stage, not a saving: :func:`transient_bytes`)."""
    return sp.simplify(model_state_bytes(0) - model_state_bytes(stage))


def min_workers(stage: int) -> sp.Expr | None:
    """Real N at which the stage's bytes per device equal ``M_avail`` (None when N does not matter).

    Derived with sympy: the stage's memory is a + b/N, so N = b / (M_avail - a),
    meaningful when M_avail > a (the unsharded part must fit).
    """
    expr = bytes_per_device(stage)
    if N not in expr.free_symbols:
        return None
    n_real = sp.Symbol("n_real", positive=True)
    solutions = sp.solve(sp.Eq(expr.subs(N, n_real), M_avail), n_real)
    if len(solutions) != 1:  # pragma: no cover - the model is a + b/N
        raise RuntimeError(f"expected one solution for N at stage {stage}, sympy gave {solutions}")
    return sp.simplify(solutions[0])


def allgather_traffic(state_bytes: sp.Expr, quantity: str = "total_bytes", algorithm: str = "ring") -> sp.Expr:
    """Traffic of one all-gather that rebuilds a state of V bytes, from the collective model, B.

    K is the full buffer (nccl-tests' convention, :mod:`ringcalc.symbolic.collectives.ring`).
    """
    from ringcalc.symbolic.collectives import registry
    from ringcalc.symbolic.symbols import K

    model = registry()[f"{algorithm}/all-gather"]
    return getattr(model, quantity).subs(K, state_bytes)


QUANTITIES: dict[str, tuple[Callable[[int], sp.Expr | None], str]] = {
    "params_bytes": (lambda s: component(s, "params"), "parameters per device, B"),
    "grads_bytes": (lambda s: component(s, "grads"), "gradients per device, B"),
    "optimizer_bytes": (lambda s: component(s, "optimizer"), "optimizer states per device, B"),
    "model_state_bytes": (model_state_bytes, "model states per device, B"),
    "transient_bytes": (transient_bytes, "ZeRO-3 transient buffers of the largest layer, B"),
    "bytes_per_device": (bytes_per_device, "total memory per device, B"),
    "sharded_state_bytes": (sharded_state_bytes, "full size of the sharded states, B"),
    "replicated_state_bytes": (replicated_state_bytes, "model states replicated on every device, B"),
    "redundancy_bytes": (lambda s: redundancy(replicated_state_bytes(s)), "(N-1) x replicated states, B"),
    "redundancy_removed_bytes": (lambda s: redundancy(sharded_state_bytes(s)), "(N-1) x sharded states, B"),
    "saved_bytes_per_device": (saved_bytes_per_device, "saving per device against stage 0, B"),
    "full_params_bytes": (lambda s: FULL["params"], "full size V of the parameters, B"),
    "params_redundancy_bytes": (lambda s: redundancy(FULL["params"]), "(N-1) x the parameters, B"),
    "min_workers": (min_workers, "real N at which the memory equals M_avail"),
}
"""Every per-stage expression that codegen prints, with its docstring."""


def codegen_parts(function: Callable[[str, sp.Expr, str], str]) -> list[str]:
    """Text for :mod:`ringcalc.numeric._generated`: one function per stage and quantity, and the ``MEMORY`` table.

    ``function(name, expr, doc)`` is codegen's printer of one numpy function.
    """
    parts: list[str] = []
    table: list[str] = []
    for stage in STAGES:
        entries = []
        for quantity, (build, doc) in QUANTITIES.items():
            expr = build(stage)
            if expr is None:
                entries.append(f"        {quantity!r}: None,\n")
                continue
            fname = f"memory__zero{stage}__{quantity}"
            parts.append(function(fname, sp.sympify(expr), f"ZeRO stage {stage} {doc}"))
            entries.append(f"        {quantity!r}: {fname},\n")
        table.append(f"    {stage}: {{\n{''.join(entries)}    }},\n")
    parts.append("MEMORY = {\n" + "".join(table) + "}\n")
    return parts
