"""Numeric memory planner for the ZeRO / FSDP sharding stages (no sympy).

Bytes per device come from the expressions of :mod:`ringcalc.symbolic.memory`,
generated into :data:`ringcalc.numeric._generated.MEMORY`; the communication of each
stage comes from the collective models (:func:`ringcalc.numeric.evaluate`),
with K the full buffer as in nccl-tests:

* stage 0 (plain data parallel): one all-reduce of the gradients;
* stages 1 and 2: a reduce-scatter of the gradients and an all-gather of the
  updated parameters, the same volume as the all-reduce (ZeRO paper sec. 7.2.1:
  2 Psi, "1x");
* stage 3 (FSDP full shard): an all-gather of the parameters in the forward
  pass, another in the backward pass and a reduce-scatter of the gradients
  (ZeRO paper sec. 7.2.2: 3 Psi, "1.5x").

The step's communication time is the sum of these collectives' times (no
overlap with compute, as in the rest of ringcalc), and the efficiency is
P = Ts / (Ts + Tt) (:func:`ringcalc.numeric.efficiency`).

Example
-------
>>> setup = MemorySetup.from_options(params="7.5B", gpu=None)
>>> [round(r.bytes_per_device / 1e9, 2) for r in plan(setup, 64)]
[120.0, 31.41, 16.64, 1.88]
"""

from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from ringcalc import numeric, units
from ringcalc.errors import RingcalcError, infeasible
from ringcalc.planning.results import plain

STAGES = (0, 1, 2, 3)

STAGE_NAMES: dict[int, str] = {
    0: "none (plain data parallel)",
    1: "ZeRO-1 (optimizer states)",
    2: "ZeRO-2 (+ gradients)",
    3: "ZeRO-3 / FSDP full shard (+ parameters)",
}

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

DEFAULT_HEADROOM = 0.10
"""Fraction of the GPU's memory kept free for the CUDA context, NCCL buffers and fragmentation."""


def _gen() -> Any:
    from ringcalc.numeric import _generated

    if not hasattr(_generated, "MEMORY"):  # pragma: no cover - a stale generated file
        raise RuntimeError("ringcalc/numeric/_generated.py has no MEMORY table: run python -m ringcalc.symbolic.codegen")
    return _generated.MEMORY


def bytes_per_parameter(precision: str = "mixed", optimizer: str = "adam") -> tuple[int, int, int]:
    """Bytes per parameter (b_w, b_g, k_os) of weights, gradients and optimizer states.

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


def parse_stage(value: str | int) -> int:
    """A ZeRO stage 0-3 (also ``zero3``, ``fsdp``, ``ddp``)."""
    text = str(value).strip().lower()
    if text.startswith("zero"):  # "zero3", "zero-3", "zero_3"; a bare "-1" stays negative and is refused
        text = text.removeprefix("zero").removeprefix("-").removeprefix("_")
    text = {"fsdp": "3", "full": "3", "ddp": "0", "none": "0", "dp": "0"}.get(text, text)
    if text not in {"0", "1", "2", "3"}:
        raise RingcalcError(f"unknown ZeRO stage {value!r}; choose 0, 1, 2 or 3 (3 = FSDP full shard)", option="zero")
    return int(text)


def parse_headroom(value: str | float) -> float:
    """Headroom as a fraction in [0, 1): ``"10%"``, ``0.1``, ``"0"``."""
    text = str(value).strip()
    percent = text.endswith("%")
    try:
        fraction = float(text.removesuffix("%").strip()) / (100.0 if percent else 1.0)
    except ValueError:
        raise RingcalcError(f"cannot read {value!r}; write a share of the GPU memory such as 10% or 0.1",
                            option="headroom") from None
    if not 0.0 <= fraction < 1.0:  # also rejects NaN
        hint = f" (did you mean {fraction:g}%?)" if not percent and 1.0 <= fraction < 100.0 else ""
        raise RingcalcError(f"must be from 0 to below 100% of the GPU memory, got {value!r}{hint}", option="headroom")
    return fraction


_LEADING_NUMBER = re.compile(r"\s*([+-]?)\s*((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(.*)", re.DOTALL)


def _optional_size(value: str | float | None, option: str) -> float:
    """A per-device size that may be zero (none), B: ``"20GB"``, ``0``, ``"0 GB"``; negative sizes are refused."""
    if value is None:
        return 0.0
    if isinstance(value, str):
        m = _LEADING_NUMBER.fullmatch(value)
        if m is not None:
            sign, number, rest = m.groups()
            magnitude = float(number)
            if magnitude == 0 or sign == "-":
                if rest.strip():  # the unit must still be a size unit
                    try:
                        units.parse_size(f"1 {rest.strip()}", option=option)
                    except RingcalcError:
                        raise RingcalcError(f"cannot read {value!r}: {rest.strip()!r} is not a size unit; accepted: "
                                            f"{units.SIZE_FORMS}", option=option) from None
                if magnitude == 0:
                    return 0.0
                raise RingcalcError(f"must be zero or more (0 = none), got {value!r}", option=option)
        return units.parse_size(value, option=option)
    if isinstance(value, bool) or not math.isfinite(float(value)) or float(value) < 0:
        raise RingcalcError(f"must be a finite size of zero or more bytes (0 = none), got {value!r}", option=option)
    return float(value)


# ------------------------------------------------------------------------ setup


@dataclass(frozen=True)
class MemorySetup:
    """Inputs of the memory planner, in SI units.

    Attributes
    ----------
    params : float
        Trainable parameters Psi.
    precision, optimizer : str
        Normalised names (``"mixed"``/``"fp32"``, ``"adam"``/``"sgd"``).
    weight_bytes_per_param, grad_bytes_per_param, optimizer_bytes_per_param : int
        b_w, b_g, k_os, B per parameter.
    activation_bytes, overhead_bytes : float
        Per device, not sharded, B.
    gpu : str or None
        Catalog name of the accelerator.
    gpu_memory_bytes : float or None
        Its capacity in bytes (the catalog's ``memory_bytes``: binary where the vendor's GB is).
    gpu_memory_label : str or None
        The capacity as the vendor writes it (``"80 GB"``).
    headroom : float
        Fraction of the capacity kept free.
    bandwidth_bytes_per_s, latency_s, gamma_s_per_byte, step_time_s : float
        Network and compute, as in :class:`ringcalc.planning.scenario.Scenario`.
    algorithm : str
        Collective algorithm for every collective of the step.
    model : str or None
        Catalog name of the DL model, if given.
    """

    params: float
    precision: str = "mixed"
    optimizer: str = "adam"
    weight_bytes_per_param: int = 2
    grad_bytes_per_param: int = 2
    optimizer_bytes_per_param: int = 12
    activation_bytes: float = 0.0
    overhead_bytes: float = 0.0
    gpu: str | None = None
    gpu_memory_bytes: float | None = None
    gpu_memory_label: str | None = None
    headroom: float = DEFAULT_HEADROOM
    bandwidth_bytes_per_s: float | None = None
    latency_s: float = 0.0
    gamma_s_per_byte: float = 0.0
    step_time_s: float | None = None
    algorithm: str = numeric.DEFAULT_ALGORITHM
    model: str | None = None

    @classmethod
    def from_options(
        cls,
        *,
        model: str | None = None,
        params: str | float | None = None,
        precision: str = "mixed",
        optimizer: str = "adam",
        activations: str | float | None = None,
        overhead: str | float | None = None,
        gpu: str | None = None,
        headroom: str | float = DEFAULT_HEADROOM,
        bandwidth: str | float | None = None,
        latency: str | float = 0.0,
        gamma: str | float = 0.0,
        step_time: str | float | None = None,
        algorithm: str = numeric.DEFAULT_ALGORITHM,
    ) -> MemorySetup:
        """Parse the CLI's text options (or SI numbers); every bad value raises RingcalcError."""
        if model is not None and params is not None:
            raise RingcalcError("give only one of --model and --params", option="params")
        if model is None and params is None:
            raise RingcalcError("missing model size: give --model NAME or --params COUNT", option="model")
        name = None
        if model is not None:
            from ringcalc import catalog

            entry = catalog.get_model(model, option="model")
            name, psi = entry.name, float(entry.params)
        else:
            psi = units.parse_count(params, option="params")  # type: ignore[arg-type]
        prec = normalize_precision(precision)
        opt = normalize_optimizer(optimizer)
        b_w, b_g, k_os = bytes_per_parameter(prec, opt)
        capacity = label = gpu_name = None
        if gpu is not None:
            from ringcalc import catalog

            acc = catalog.get_accelerator(gpu, option="gpu")
            gpu_name, capacity, label = acc.name, float(acc.memory_bytes), getattr(acc, "memory", None)
        # the network options are parsed exactly as for the other commands
        from ringcalc.planning.scenario import Scenario

        family = collective_algorithms(algorithm)
        net = Scenario(params=psi, workers=1, bandwidth=bandwidth, latency=latency, gamma=gamma, step_time=step_time,
                       algorithm=family["all-reduce"])
        setup = cls(
            params=psi, precision=prec, optimizer=opt, weight_bytes_per_param=b_w, grad_bytes_per_param=b_g,
            optimizer_bytes_per_param=k_os,
            activation_bytes=_optional_size(activations, "activations"),
            overhead_bytes=_optional_size(overhead, "overhead"),
            gpu=gpu_name, gpu_memory_bytes=capacity, gpu_memory_label=label, headroom=parse_headroom(headroom),
            bandwidth_bytes_per_s=net.bandwidth_bytes_per_s, latency_s=net.latency_s,
            gamma_s_per_byte=net.gamma_s_per_byte, step_time_s=net.step_time_s,
            algorithm=str(algorithm).strip().lower().replace("_", "-"), model=name,
        )
        setup.check_fixed_memory()
        return setup

    @property
    def usable_bytes(self) -> float | None:
        """GPU capacity minus the headroom, B (None without a GPU)."""
        if self.gpu_memory_bytes is None:
            return None
        return self.gpu_memory_bytes * (1.0 - self.headroom)

    def check_fixed_memory(self) -> None:
        """Activations + overhead must leave room for model states on the GPU."""
        usable = self.usable_bytes
        fixed = self.activation_bytes + self.overhead_bytes
        if usable is not None and fixed >= usable:
            what = "activations" if self.overhead_bytes == 0 else "activations + overhead"
            raise RingcalcError(
                f"{what} ({units.format_size(fixed)}) do not fit in {self.gpu}'s "
                f"{units.format_size(usable)} usable memory ({units.format_size(self.gpu_memory_bytes)} "  # type: ignore[arg-type]
                f"minus {self.headroom:.0%} headroom); reduce the micro-batch or use activation checkpointing",
                option="activations",
            )

    def symbol_values(self, workers: float) -> dict[str, Any]:
        """Values for the generated memory functions, keyed by symbol name."""
        values = {
            "N": workers, "Psi": self.params, "b_w": self.weight_bytes_per_param, "b_g": self.grad_bytes_per_param,
            "k_os": self.optimizer_bytes_per_param, "A_act": self.activation_bytes, "M_0": self.overhead_bytes,
        }
        if self.usable_bytes is not None:
            values["M_avail"] = self.usable_bytes
        return values

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# ---------------------------------------------------------------------- results


@dataclass(frozen=True)
class StageResult:
    """Memory and communication of one ZeRO stage at one worker count (SI units, unit in the key)."""

    stage: int
    stage_name: str
    workers: int
    params: float
    precision: str
    optimizer: str
    params_bytes: float
    grads_bytes: float
    optimizer_bytes: float
    activation_bytes: float
    overhead_bytes: float
    bytes_per_device: float
    gpu: str | None
    gpu_memory_bytes: float | None
    headroom: float
    usable_bytes: float | None
    fits: bool | None
    free_bytes: float | None
    collectives: str
    comm_bytes_per_step: float
    comm_total_bytes_per_step: float
    comm_volume_ratio: float | None
    algorithm: str
    bandwidth_bytes_per_s: float | None
    comm_time_s: float | None
    step_time_s: float | None
    iteration_time_s: float | None
    efficiency: float | None
    sharded_state_bytes: float
    replicated_state_bytes: float
    redundancy_bytes: float
    redundancy_removed_bytes: float
    saved_bytes_per_device: float
    allgather_total_bytes_per_step: float
    allgathers_per_step: int
    full_params_bytes: float
    params_redundancy_bytes: float
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """Plain SI numbers with the unit in the key (JSON and CSV)."""
        return {k: plain(v) for k, v in asdict(self).items()}


@dataclass(frozen=True)
class MinWorkersResult:
    """The smallest worker count at which a stage fits, and the stage at that count."""

    stage: int
    stage_name: str
    min_workers: int | None
    unsharded_bytes_per_device: float
    usable_bytes: float
    at_min: StageResult | None
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """Flat: the stage's fields at ``min_workers`` (None where it never fits)."""
        out: dict[str, Any] = {"stage": self.stage, "stage_name": self.stage_name, "min_workers": self.min_workers,
                               "unsharded_bytes_per_device": plain(self.unsharded_bytes_per_device),
                               "usable_bytes": plain(self.usable_bytes)}
        if self.at_min is not None:
            for k, v in self.at_min.to_dict().items():
                out.setdefault(k, v)
        else:  # never fits: the same keys, empty, so that every record has them
            for f in fields(StageResult):
                out.setdefault(f.name, None)
            out["fits"] = False
        out["notes"] = list(self.notes) + ([] if self.at_min is None else [n for n in self.at_min.notes if n not in self.notes])
        return out


# ---------------------------------------------------------------------- answers


def _stage_fn(stage: int, quantity: str) -> Any:
    """The generated function of one memory quantity at a stage (None where it has no closed form)."""
    return _gen()[stage][quantity]


def _check_stage(stage: int) -> int:
    if stage not in STAGES:
        raise RingcalcError(f"unknown ZeRO stage {stage!r}; choose 0, 1, 2 or 3", option="zero")
    return stage


def _evaluate(quantity: str, values: dict[str, Any], algorithm: str, collective: str) -> float:
    """:func:`ringcalc.numeric.evaluate`, with a clear error for models that need more parameters."""
    import inspect

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


def _comm(setup: MemorySetup, stage: int, workers: int) -> dict[str, Any]:
    """Bytes and time of one step's collectives at a stage (from the collective models)."""
    full = {
        "params": float(_stage_fn(0, "params_bytes")(**setup.symbol_values(workers))),
        "grads": float(_stage_fn(0, "grads_bytes")(**setup.symbol_values(workers))),
    }
    sent = total = allgather_total = 0.0
    time: float | None = 0.0 if setup.bandwidth_bytes_per_s is not None else None
    names = []
    family = collective_algorithms(setup.algorithm)
    for collective, buffer, what in STAGE_COLLECTIVES[stage]:
        values = {"N": workers, "K": full[buffer], "alpha": setup.latency_s, "gamma": setup.gamma_s_per_byte}
        if setup.bandwidth_bytes_per_s is not None:
            values["B"] = setup.bandwidth_bytes_per_s
        sent += _evaluate("bytes_sent_per_worker", values, family[collective], collective)
        moved = _evaluate("total_bytes", values, family[collective], collective)
        total += moved
        if collective == "all-gather":
            allgather_total += moved
        if time is not None:
            time += _evaluate("time", values, family[collective], collective)
        label = collective if family[collective] == "ring" else f"{family[collective]} {collective}"
        names.append(f"{label} of {what} ({units.format_size(full[buffer])})")
    return {"sent": sent, "total": total, "allgather_total": allgather_total, "time": time, "names": " + ".join(names)}


def stage_result(setup: MemorySetup, stage: int, workers: int | str) -> StageResult:
    """Memory per device and communication per step of one ZeRO stage.

    Parameters
    ----------
    setup : MemorySetup
    stage : int
        0 (plain data parallel), 1, 2 or 3 (FSDP full shard).
    workers : int
        Data-parallel workers N_d >= 1 sharing the states.

    Returns
    -------
    StageResult
        Bytes per device by component, fit on the GPU (if given), the bytes each
        worker sends per step, the time (with a bandwidth) and efficiency
        (with a step time too).
    """
    _check_stage(stage)
    n = units.parse_workers(workers, option="workers")
    values = setup.symbol_values(n)
    fns = _gen()[stage]
    mem = {q: float(fn(**values)) for q, fn in fns.items() if fn is not None and q != "min_workers"}
    comm = _comm(setup, stage, n)
    base = _comm(setup, 0, n)["sent"] if stage else comm["sent"]
    usable = setup.usable_bytes
    fits = None if usable is None else mem["bytes_per_device"] <= usable
    notes = []
    if n == 1:
        notes.append("one worker: nothing to shard or communicate")
    eff = iteration = None
    if comm["time"] is not None and setup.step_time_s is not None:
        eff = float(numeric.efficiency(setup.step_time_s, comm["time"]))
        iteration = setup.step_time_s + comm["time"]
    return StageResult(
        stage=stage, stage_name=STAGE_NAMES[stage], workers=n, params=setup.params, precision=setup.precision,
        optimizer=setup.optimizer, params_bytes=mem["params_bytes"], grads_bytes=mem["grads_bytes"],
        optimizer_bytes=mem["optimizer_bytes"], activation_bytes=setup.activation_bytes,
        overhead_bytes=setup.overhead_bytes, bytes_per_device=mem["bytes_per_device"], gpu=setup.gpu,
        gpu_memory_bytes=setup.gpu_memory_bytes, headroom=setup.headroom, usable_bytes=usable, fits=fits,
        free_bytes=None if usable is None else usable - mem["bytes_per_device"],
        collectives=comm["names"], comm_bytes_per_step=comm["sent"], comm_total_bytes_per_step=comm["total"],
        comm_volume_ratio=comm["sent"] / base if base > 0 else None, algorithm=setup.algorithm,
        bandwidth_bytes_per_s=setup.bandwidth_bytes_per_s, comm_time_s=comm["time"], step_time_s=setup.step_time_s,
        iteration_time_s=iteration, efficiency=eff, sharded_state_bytes=mem["sharded_state_bytes"],
        replicated_state_bytes=mem["replicated_state_bytes"], redundancy_bytes=mem["redundancy_bytes"],
        redundancy_removed_bytes=mem["redundancy_removed_bytes"],
        saved_bytes_per_device=mem["saved_bytes_per_device"], allgather_total_bytes_per_step=comm["allgather_total"],
        allgathers_per_step=sum(c == "all-gather" for c, _, _ in STAGE_COLLECTIVES[stage]),
        full_params_bytes=mem["full_params_bytes"], params_redundancy_bytes=mem["params_redundancy_bytes"],
        notes=notes,
    )


def plan(setup: MemorySetup, workers: int | str, stages: tuple[int, ...] = STAGES) -> list[StageResult]:
    """:func:`stage_result` for each stage at one worker count."""
    return [stage_result(setup, s, workers) for s in stages]


def min_workers(setup: MemorySetup, stages: tuple[int, ...] = STAGES) -> list[MinWorkersResult]:
    """The smallest N_d at which each stage fits in the GPU's usable memory.

    Uses the closed form N = b / (M_avail - a) derived by sympy
    (:func:`ringcalc.symbolic.memory.min_workers`), rounded up and checked against the
    forward memory so that rounding at an exact boundary cannot be off by one.
    A stage whose unsharded part a (replicated states + activations +
    overhead) does not fit never fits: ``min_workers`` is None with the reason.
    """
    usable = setup.usable_bytes
    if usable is None:
        raise RingcalcError("is required to find the smallest worker count that fits", option="gpu")
    out = []
    for stage in stages:
        _check_stage(stage)
        per_device = _stage_fn(stage, "bytes_per_device")
        unsharded = float(per_device(**setup.symbol_values(math.inf)))
        root_fn = _stage_fn(stage, "min_workers")
        notes: list[str] = []
        n: int | None
        if unsharded > usable:
            n = None
            what = "the replicated model states, activations and overhead" if stage < 3 else "activations and overhead"
            notes.append(
                f"never fits: {what} alone take {units.format_size(unsharded)} per device, more than the "
                f"{units.format_size(usable)} usable on {setup.gpu}"
            )
        elif root_fn is None:  # stage 0: the memory does not depend on N
            n = 1
        else:
            root = float(root_fn(**setup.symbol_values(1)))
            n = max(1, math.ceil(root)) if math.isfinite(root) else None
            if n is not None:
                while float(per_device(**setup.symbol_values(n))) > usable:
                    n += 1
                while n > 1 and float(per_device(**setup.symbol_values(n - 1))) <= usable:
                    n -= 1
                if n > units.MAX_WORKERS:
                    notes.append(f"needs {n:,} workers, beyond any cluster")
                    n = None
            else:  # pragma: no cover - equality at infinity
                notes.append("fits only in the limit of infinitely many workers")
        at = stage_result(setup, stage, n) if n is not None else None
        out.append(MinWorkersResult(
            stage=stage, stage_name=STAGE_NAMES[stage], min_workers=n, unsharded_bytes_per_device=unsharded,
            usable_bytes=usable, at_min=at, notes=notes,
        ))
    return out


def best_min_workers(results: list[MinWorkersResult]) -> MinWorkersResult:
    """The stage that needs the fewest GPUs (ties: the least traffic, then the lower stage)."""
    feasible = [r for r in results if r.min_workers is not None and r.at_min is not None]
    if not feasible:
        raise infeasible(
            "no ZeRO stage fits on this GPU at any worker count: "
            + "; ".join(f"stage {r.stage}: {r.notes[0]}" for r in results if r.notes),
            option="gpu",
        )
    return min(feasible, key=lambda r: (r.min_workers, r.at_min.comm_bytes_per_step, r.stage))  # type: ignore[union-attr]


def recommend_min_workers(results: list[MinWorkersResult]) -> str:
    """One sentence on :func:`best_min_workers`; infeasible error when no stage ever fits."""
    best = best_min_workers(results)
    at: StageResult = best.at_min  # type: ignore[assignment]  # feasible results have it
    gpu = at.gpu or "the GPU"
    text = (
        f"fewest GPUs: stage {best.stage} {best.stage_name} with {best.min_workers:,} × {gpu} "
        f"({units.format_size(at.bytes_per_device)} per device"
    )
    if at.comm_volume_ratio is not None:
        text += f", {at.comm_volume_ratio:.3g}× the traffic of plain data parallelism"
    if at.comm_time_s is not None:
        text += f", {units.format_time(at.comm_time_s)} communication per step"
    if at.efficiency is not None:
        text += f", efficiency {units.format_efficiency(at.efficiency)}"
    return text + ")"


def best_plan(results: list[StageResult]) -> StageResult | None:
    """The stage with the least traffic that fits (ties: the lower stage); None if none fits or no GPU."""
    fitting = [r for r in results if r.fits]
    return min(fitting, key=lambda r: (r.comm_bytes_per_step, r.stage)) if fitting else None


def recommend_plan(results: list[StageResult]) -> str | None:
    """One sentence on :func:`best_plan`, or None without a GPU."""
    if not results or results[0].fits is None:
        return None
    best = best_plan(results)
    if best is None:
        return (
            f"no stage fits on {results[0].workers:,} × {results[0].gpu}: "
            "use more workers (ringcalc memory --min-workers), a larger GPU or less activation memory"
        )
    return (
        f"least traffic that fits: stage {best.stage} {best.stage_name}, "
        f"{units.format_size(best.bytes_per_device)} of {units.format_size(best.usable_bytes)} usable per device"  # type: ignore[arg-type]
    )
