"""The ZeRO planner's inputs: :class:`MemorySetup` and the parsing of ``ringcalc memory``'s options.

One :class:`MemorySetup` holds the model size, precision, optimizer, convention, GPU, network and, with the
layout options, the parallel layout and the workload of a memory question in SI units
(:mod:`ringcalc.planning.memory_parts`); :mod:`ringcalc.planning.zero` answers it stage by stage. The network and
workload options are parsed exactly as for the other commands (by :class:`ringcalc.planning.scenario.Scenario`).
"""

from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass
from typing import Any

from ringcalc import catalog, numeric, units
from ringcalc.errors import RingcalcError
from ringcalc.numeric.memory import (
    collective_algorithms,
    normalize_convention,
    normalize_optimizer,
    normalize_precision,
    state_bytes,
)
from ringcalc.planning.memory_cluster import ClusterNetwork, given_fabric
from ringcalc.planning.memory_parts import Parallel, make_parallel
from ringcalc.planning.scenario import Scenario

DEFAULT_HEADROOM = 0.10
"""Fraction of the GPU's memory kept free for the CUDA context, NCCL buffers and fragmentation."""


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
    precision, optimizer, convention : str
        Normalised names (``"mixed"``/``"fp32"``, ``"adam"``/``"sgd"``, ``"implementation"``/``"paper"``).
    weight_bytes_per_param, grad_bytes_per_param, optimizer_bytes_per_param : int
        b_w, b_g, k_os, B per parameter.
    buffer_bytes_per_param : int
        b_z3: ZeRO-3's transient buffers per parameter of the largest layer (4 in DeepSpeed's estimate; 0 paper).
    activation_bytes, overhead_bytes : float
        Per device, not sharded, B (the activations as given; see ``parallel`` for the computed ones).
    gpu : str or None
        Catalog name of the accelerator.
    gpu_memory_bytes : float or None
        Its capacity in bytes (the catalog's ``memory_bytes``: binary where the vendor's GB is).
    gpu_memory_label : str or None
        The capacity as the vendor writes it (``"80 GB"``).
    headroom : float
        Fraction of the capacity kept free.
    bandwidth_bytes_per_s, latency_s, gamma_s_per_byte, step_time_s : float
        Network and compute, as in :class:`ringcalc.planning.scenario.Scenario` (``step_time_s`` given).
    algorithm : str
        Collective algorithm for every collective of the step.
    model : str or None
        Catalog name of the DL model, if given.
    parallel : Parallel
        The layout, the expert parameters, the largest layer and the workload
        (:class:`ringcalc.planning.memory_parts.Parallel`; pure data parallelism by default).
    network : ClusterNetwork or None
        The cluster the collectives run on (``--cluster`` or another of its options): a data-parallel-only
        stage's collectives are priced there (:mod:`ringcalc.planning.memory_cluster`); None: one link per worker.
    gpu_from_cluster : bool
        ``gpu`` is the ``--cluster`` entry's GPU (``--gpu`` not given).
    gpus_per_node_given : bool
        ``--gpus-per-node`` was given (else ``parallel.gpus_per_node`` is the cluster's node, or None).
    """

    params: float
    precision: str = "mixed"
    optimizer: str = "adam"
    weight_bytes_per_param: int = 2
    grad_bytes_per_param: int = 4
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
    convention: str = "implementation"
    buffer_bytes_per_param: int = 4
    parallel: Parallel = Parallel()
    network: ClusterNetwork | None = None
    gpu_from_cluster: bool = False
    gpus_per_node_given: bool = False

    @classmethod
    def from_options(
        cls,
        *,
        model: str | None = None,
        params: str | float | None = None,
        precision: str = "mixed",
        optimizer: str = "adam",
        convention: str = "implementation",
        activations: str | float | None = None,
        overhead: str | float | None = None,
        gpu: str | None = None,
        headroom: str | float | None = None,
        bandwidth: str | float | None = None,
        latency: str | float | None = None,
        gamma: str | float | None = None,
        step_time: str | float | None = None,
        algorithm: str | None = None,
        cluster: str | None = None,
        **layout: Any,
    ) -> MemorySetup:
        """Parse the CLI's text options (or SI numbers); every bad value raises RingcalcError.

        ``layout`` takes the option table's layout and workload rows (``tp``, ``pp``, ``cp``, ``ep``, ``zero``,
        ``fsdp``, ``microbatches``, ``recompute``, ``tokens_per_step``, ``global_batch``, ``seq_len``,
        ``compute_dtype``, ``mfu``, ``gpus_per_node``, ``workers``, ``dp``).

        None is "not given" (headroom: :data:`DEFAULT_HEADROOM`, latency and
        gamma: 0). An option that could not change the answer is refused: a
        headroom without a GPU (there is no capacity to keep free), and a
        latency, reduction cost or step time without a bandwidth or a cluster (they
        only enter the communication time and the efficiency, which need a network);
        ``cluster`` and the cluster's other options (``nics_per_node``, ``intra_bandwidth``, ...) put the
        collectives on that cluster (:mod:`ringcalc.planning.memory_cluster`; a layout's step costs them there
        too), and its GPU is the default ``gpu``; ``algorithm`` None is the ring on one link per worker, NCCL's
        pick on a cluster.
        """
        fabric = given_fabric(layout)
        for name in fabric:
            layout.pop(name)
        on_cluster = cluster is not None or bool(fabric)
        gpu_from_cluster = gpu is None and cluster is not None
        if gpu_from_cluster:
            from ringcalc.cluster.build import cluster_gpu

            gpu = cluster_gpu(cluster)
            gpu_from_cluster = gpu is not None
        if headroom is not None and gpu is None:
            raise RingcalcError("is the share of a GPU's memory kept free: give --gpu too, or drop it",
                                option="headroom")
        if bandwidth is None and not on_cluster:  # a cluster's NICs are the network
            for name, value, what in (("latency", latency, "the communication time"),
                                      ("gamma", gamma, "the communication time"),
                                      ("step-time", step_time, "the efficiency (it needs the communication time)")):
                if value is not None:
                    raise RingcalcError(f"only enters {what}, which needs --bandwidth: give --bandwidth too, or "
                                        "drop it", option=name)
        network_options = {"cluster": cluster, "gpus_per_node": layout.get("gpus_per_node"), "bandwidth": bandwidth,
                           "latency": latency, "gamma": gamma, **fabric}  # as given: NCCL's latencies where None
        algorithm_given = algorithm
        algorithm = numeric.DEFAULT_ALGORITHM if algorithm is None else algorithm
        headroom = DEFAULT_HEADROOM if headroom is None else headroom
        latency = 0.0 if latency is None else latency
        gamma = 0.0 if gamma is None else gamma
        if model is not None and params is not None:
            raise RingcalcError("give only one of --model and --params", option="params")
        if model is None and params is None:
            raise RingcalcError("missing model size: give --model NAME or --params COUNT", option="model")
        name = None
        if model is not None:
            entry = catalog.get_model(model, option="model")
            name, psi = entry.name, float(entry.params)
        else:
            psi = units.parse_count(params, option="params")  # type: ignore[arg-type]
        prec = normalize_precision(precision)
        opt = normalize_optimizer(optimizer)
        conv = normalize_convention(convention)
        b_w, b_g, k_os, b_z3 = state_bytes(prec, opt, conv)
        capacity = label = gpu_name = None
        if gpu is not None:
            acc = catalog.get_accelerator(gpu, option="gpu")
            gpu_name, capacity, label = acc.name, float(acc.memory_bytes), getattr(acc, "memory", None)
        # the network options are parsed exactly as for the other commands
        family = collective_algorithms(algorithm)
        net = Scenario(params=psi, workers=1, bandwidth=bandwidth, latency=latency, gamma=gamma, step_time=step_time,
                       algorithm=family["all-reduce"])
        network = ClusterNetwork.build(network_options, algorithm_given) if on_cluster else None
        gpus_per_node_given = layout.get("gpus_per_node") is not None
        if layout.get("gpus_per_node") is None and network is not None:  # the cluster's node: HSDP's shard group
            layout["gpus_per_node"] = network.gpus_per_node
        if str(layout.get("fsdp") or "").strip().lower() == "hybrid" and layout.get("gpus_per_node") is None:
            raise RingcalcError("shards the states within a node (HSDP): give --gpus-per-node or --cluster for the "
                                "node's size", option="fsdp")
        given_activations = activations is not None
        parallel = make_parallel(model=name, params=psi, gpu=gpu_name, activations_given=given_activations,
                                 step_time_given=step_time is not None, **layout)
        if parallel.fsdp == "hybrid":  # HSDP that shards nothing is plain data parallelism: refused, as efficiency does
            from ringcalc.workload.layout import check_hybrid

            n = layout.get("workers")
            dp = None if n is None else parallel.data_parallel(units.parse_workers(n, option="workers"))
            check_hybrid(tp=parallel.tp, cp=parallel.cp, dp=None if dp is None else int(dp),
                         gpus_per_node=parallel.gpus_per_node)
        setup = cls(
            params=psi, precision=prec, optimizer=opt, weight_bytes_per_param=b_w, grad_bytes_per_param=b_g,
            optimizer_bytes_per_param=k_os,
            activation_bytes=_optional_size(activations, "activations"),
            overhead_bytes=_optional_size(overhead, "overhead"),
            gpu=gpu_name, gpu_memory_bytes=capacity, gpu_memory_label=label, headroom=parse_headroom(headroom),
            bandwidth_bytes_per_s=net.bandwidth_bytes_per_s, latency_s=net.latency_s,
            gamma_s_per_byte=net.gamma_s_per_byte, step_time_s=net.step_time_s,
            algorithm=str(algorithm).strip().lower().replace("_", "-"), model=name, convention=conv,
            buffer_bytes_per_param=b_z3, parallel=parallel, network=network, gpu_from_cluster=gpu_from_cluster,
            gpus_per_node_given=gpus_per_node_given,
        )
        setup.check_fixed_memory()
        setup.check_microbatches()
        return setup

    @property
    def costs_step(self) -> bool:
        """Whether the time is a layout's whole step (:mod:`ringcalc.planning.memory_layout`), as ``ringcalc
        efficiency`` with the same options answers it: tp, pp, cp or ep > 1; on a cluster also HSDP (its replicas'
        all-reduce crosses nodes on a strided group, as the step places it); and, on a cluster or on one link per GPU
        (``--bandwidth``), a workload: tokens per step and a Ts (from FLOPs or ``--step-time``), whose step hides the
        gradients' reduction under the backward pass and gathers FSDP's parameters for every microbatch. Else (no
        workload, or no network) each collective once per step, one after the other, not overlapped with Ts."""
        par = self.parallel
        if par.is_layout:
            return True
        if self.network is not None:
            return par.fsdp == "hybrid" or self.has_tokens
        return self.bandwidth_bytes_per_s is not None and self.has_tokens and self.has_compute_time

    @property
    def has_tokens(self) -> bool:
        """A workload with its tokens per step (``--global-batch`` or ``--tokens-per-step``)."""
        w = self.parallel.workload
        return w is not None and w.tokens_per_step is not None

    @property
    def has_compute_time(self) -> bool:
        """Ts is known: ``--step-time``, or from FLOPs (a GPU's peak and MFU with the tokens per step)."""
        w = self.parallel.workload
        return self.step_time_s is not None or (w is not None and w.peak_flops_per_s is not None and w.mfu is not None
                                                and w.tokens_per_step is not None)

    def check_microbatches(self) -> None:
        """``--microbatches`` must change the answer: the micro-batch's sequences T/(dp·m·s) with the tokens per step
        (and a workload's step), or the microbatches in flight on the first pipeline stage (pp > 1) when the
        activations come from the model's shape; else it is refused with the reason."""
        par = self.parallel
        if par.microbatches is None or self.has_tokens:
            return
        if par.pp == 1:
            raise RingcalcError(
                "without pipelining (pp 1) and without the tokens per step a micro-batch is one sequence, so their "
                "count changes neither the activations nor any time: give --global-batch or --tokens-per-step (a "
                "micro-batch of T/(dp·m·s) sequences), or --pp > 1 (the microbatches in flight), or drop it",
                option="microbatches")
        if par.activations_given or not par.computes_activations:
            what = "given (--activations)" if par.activations_given else "not counted (no model shape)"
            raise RingcalcError(
                f"sets the microbatches in flight on the first pipeline stage, but the activations are {what} and "
                "without the tokens per step there is no step to time: give --global-batch or --tokens-per-step, "
                "or drop it", option="microbatches")

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

    def activations_at(self, gpus: float) -> float:
        """Activation memory per device on ``gpus`` GPUs: as given, else from the layout (Korthikanti et al.)."""
        if self.parallel.activations_given or not self.parallel.computes_activations:
            return self.activation_bytes
        return self.parallel.activation_bytes(gpus)

    def symbol_values(self, workers: float) -> dict[str, Any]:
        """Values for the generated memory functions on ``workers`` GPUs: the dense part of a rank's states.

        N is the ranks that shard them (dp·cp, the HSDP shard group); Psi the parameters of one tensor- and
        pipeline-parallel rank; the ZeRO-3 buffers hold its largest layer.
        """
        par = self.parallel
        values = {
            "N": par.shard_ranks(workers), "Psi": par.dense_params_per_rank(self.params),
            "b_w": self.weight_bytes_per_param, "b_g": self.grad_bytes_per_param, "k_os": self.optimizer_bytes_per_param,
            "A_act": self.activations_at(workers), "M_0": self.overhead_bytes, "b_z3": self.buffer_bytes_per_param,
            "Lambda": par.largest_layer_per_rank(),
        }
        if self.usable_bytes is not None:
            values["M_avail"] = self.usable_bytes
        return values

    @property
    def comm_grad_bytes(self) -> int:
        """Bytes per gradient element on the wire: the working precision's (bf16 in mixed precision), also where an
        fp32 partition is held: DeepSpeed reduces in ``communication_data_type`` fp16/bf16 (its ZeRO-3 refuses
        fp32 with reduce-scatter, ``deepspeed/runtime/zero/stage3.py``, commit edaa722)."""
        from ringcalc.numeric.memory import PRECISIONS

        return PRECISIONS[self.precision][1]

    def expert_values(self, workers: float) -> dict[str, Any] | None:
        """The experts' part (sharded over ep, ZeRO over dp·cp/ep), or None for a dense model."""
        par = self.parallel
        if not par.expert_params:
            return None
        return {**self.symbol_values(workers), "N": par.expert_shard_ranks(workers),
                "Psi": par.expert_params_per_rank(), "A_act": 0.0, "M_0": 0.0, "Lambda": 0.0}

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["parallel"] = self.parallel.to_dict()
        return out
