"""The parallel layout of a memory question: what each GPU holds of the model states, its activations, its Ts.

Model states are split over the tensor- and pipeline-parallel ranks (Psi/(tp·pp) per rank) and the ZeRO stages
shard them over the data-parallel ranks (dp·cp: Megatron's distributed optimizer and DeepSpeed shard over the
gradient-reduction group; with HSDP the shard group of one node). Expert parameters are split over ep as well
and sharded over dp·cp/ep (:mod:`ringcalc.workload.layout`). ZeRO-3's transient buffers hold the largest layer
of a tensor-parallel rank. Activations follow Korthikanti et al. 2022 (``activations_*`` of
:mod:`ringcalc.symbolic.workload`) for a model with a shape, once any layout or workload option is given; the
micro-batch is one sequence unless ``--microbatches`` and the tokens per step say otherwise.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from ringcalc import catalog
from ringcalc.catalog.entries import Architecture
from ringcalc.errors import RingcalcError
from ringcalc.numeric._generated_workload import WORKLOAD
from ringcalc.workload.job import Workload, make_workload, mfu_on_layout

LAYOUT_KEYS = ("tp", "pp", "cp", "ep", "dp", "zero", "fsdp", "microbatches", "recompute", "virtual_stages")
WORKLOAD_KEYS = ("tokens_per_step", "global_batch", "seq_len", "compute_dtype", "mfu")


@dataclass(frozen=True)
class Parallel:
    """The layout and workload of a memory question (pure data parallelism by default)."""

    tp: int = 1
    pp: int = 1
    cp: int = 1
    ep: int = 1
    dp: int | None = None
    zero: int | None = None
    fsdp: str | None = None
    microbatches: int | None = None
    recompute: str = "selective"
    chunks: int = 1  # --virtual-stages: model chunks per pipeline stage (interleaved 1F1B holds more activations)
    gpus_per_node: int | None = None
    expert_params: float = 0.0
    largest_layer_params: float | None = None
    arch: Architecture | None = None
    seq_len: int | None = None
    tokens_per_step: float | None = None
    activations_given: bool = False
    layout_given: bool = False
    workload_given: bool = False
    workload: Workload | None = None
    batch_option: str = "global-batch"  # the option that gave the batch (tokens-per-step or global-batch)

    @property
    def model_parallel(self) -> int:
        """tp·pp·cp: the GPUs of one data-parallel replica."""
        return self.tp * self.pp * self.cp

    @property
    def is_layout(self) -> bool:
        """True when some collective runs outside the data-parallel ranks (tp, pp, cp or ep > 1)."""
        return self.model_parallel * self.ep > 1

    @property
    def computes_activations(self) -> bool:
        """Activations from the shape (Korthikanti et al.): a shape and any layout or workload option."""
        return self.arch is not None and (self.layout_given or self.workload_given)

    @property
    def depends_on_gpus(self) -> bool:
        """True when a device's memory is not a + b/N in the GPU count (layout, experts, HSDP, micro-batches)."""
        return (self.is_layout or bool(self.expert_params) or self.fsdp == "hybrid"
                or (self.computes_activations and self.tokens_per_step is not None
                    and (self.microbatches is not None or (self.pp > 1 and self.seq_len is not None))))

    def data_parallel(self, gpus: float) -> float:
        """dp = N / (tp·pp·cp)."""
        return gpus / self.model_parallel

    def check_gpus(self, gpus: int) -> None:
        """N must be a multiple of tp·pp·cp, give the --dp given, and let ep divide dp·cp."""
        dp = gpus / self.model_parallel
        if dp != int(dp):
            raise RingcalcError(f"tp·pp·cp = {self.tp}·{self.pp}·{self.cp} = {self.model_parallel} does not divide the "
                                f"{gpus:,} GPUs", option="workers")
        if self.dp is not None and int(dp) != self.dp:
            raise RingcalcError(f"tp·pp·cp·dp = {self.model_parallel * self.dp:,} is not the {gpus:,} GPUs of "
                                "--workers; give one of them, or make them agree", option="dp")
        if (int(dp) * self.cp) % self.ep:
            raise RingcalcError(f"ep = {self.ep} must divide dp·cp = {int(dp) * self.cp}", option="ep")
        from ringcalc.workload.layout import check_split

        check_split(self.sequences, int(dp), self.microbatches, pp=self.pp, chunks=self.chunks,
                    option=self.batch_option, replicas="dp" if self.layout_given else "workers",
                    seq_len=self.seq_len if self.batch_option == "tokens-per-step" else None,
                    unit=self.ep // math.gcd(self.ep, self.cp))

    @property
    def sequences(self) -> float | None:
        """Sequences per step (None without the tokens and the sequence length)."""
        if self.tokens_per_step is None or self.seq_len is None:
            return None
        return self.tokens_per_step / self.seq_len

    def splits(self, gpus: int) -> bool:
        """Whether the batch splits exactly over the replicas of ``gpus`` GPUs (:meth:`check_gpus`)."""
        from ringcalc.workload.layout import split_problem

        dp = gpus / self.model_parallel
        s = self.sequences
        return s is None or (dp == int(dp) and split_problem(int(s), int(dp), self.microbatches, self.pp,
                                                            self.chunks) is None)

    def shard_group(self, gpus: float) -> float:
        """Data-parallel ranks that shard the states: dp, or with HSDP those of one node."""
        dp = self.data_parallel(gpus)
        if self.fsdp != "hybrid":
            return dp
        from ringcalc.workload.layout import hsdp_ranks_per_node, hsdp_shard_group

        node = {"tp": self.tp, "cp": self.cp, "gpus_per_node": self.gpus_per_node}
        if not math.isfinite(dp):
            return float(hsdp_ranks_per_node(**node))
        return float(hsdp_shard_group(dp=int(dp), **node))

    def shard_ranks(self, gpus: float) -> float:
        """The N of the memory expressions for the dense states: the shard group × cp."""
        return self.shard_group(gpus) * self.cp

    def expert_shard_ranks(self, gpus: float) -> float:
        """The experts' data-parallel ranks, dp·cp/ep."""
        return self.data_parallel(gpus) * self.cp / self.ep

    def dense_params_per_rank(self, params: float) -> float:
        """The dense parameters a device holds: those of the most loaded pipeline stage (with the model's shape: 1/pp
        of the layers and the embedding or output head, ``pipeline_stage_params``; else 1/pp of all), over tp."""
        return ((params - self.expert_params) / self.pp + self.stage_extra_params()) / self.tp

    def stage_extra_params(self) -> float:
        """What the most loaded pipeline stage holds above 1/pp of the parameters
        (:func:`ringcalc.workload.architecture.stage_extra_params`)."""
        from ringcalc.workload.architecture import stage_extra_params

        return stage_extra_params(self.arch, self.pp, self.chunks)

    def expert_params_per_rank(self) -> float:
        return self.expert_params / (self.tp * self.pp * self.ep)

    def largest_layer_per_rank(self) -> float:
        """The largest weight matrix a tensor-parallel rank gathers (0 when the shape is unknown)."""
        return 0.0 if self.largest_layer_params is None else self.largest_layer_params / self.tp

    def microbatch_sequences(self, gpus: float) -> float:
        """Sequences per microbatch: T / (dp·m·s) with --microbatches and the tokens (whole where :meth:`check_gpus`
        passed), else one."""
        if self.microbatches is None or self.tokens_per_step is None or self.seq_len is None:
            return 1.0
        return self.tokens_per_step / (self.data_parallel(gpus) * self.microbatches * self.seq_len)

    def schedule_microbatches(self, gpus: float) -> float | None:
        """The step's microbatches per replica: --microbatches, else the sequences of a replica (a micro-batch of one
        sequence, as the layout's step takes them); None when neither is known."""
        if self.microbatches is not None:
            return float(self.microbatches)
        if self.tokens_per_step is None or self.seq_len is None:
            return None
        return self.tokens_per_step / (self.data_parallel(gpus) * self.seq_len)

    def activation_bytes(self, gpus: float) -> float:
        """Activations per device at the peak (the first stage), B (Korthikanti et al. 2022, Table 2): the
        microbatches in flight are those of the step, or the pipeline's full warm-up when their count is unknown."""
        from ringcalc.workload.architecture import arch_values

        m = self.schedule_microbatches(gpus)
        full = self.pp * self.chunks + self.pp  # enough to fill the warm-up of either schedule
        values = {**arch_values(self.arch, self.seq_len), "tp": self.tp, "pp": self.pp, "cp": self.cp, "chunks": self.chunks,
                  "microbatch_sequences": self.microbatch_sequences(gpus), "microbatches": full if m is None else m}
        return float(WORKLOAD[f"activations_{self.recompute}"](**values))

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out.pop("arch")
        out.pop("workload")
        out.pop("batch_option")
        return out


def _parse(name: str, value: Any) -> Any:
    from ringcalc.planning.scenario_options import BY_NAME, parse_value

    return None if value is None else parse_value(BY_NAME[name], value)


def make_parallel(*, model: str | None, params: float, gpu: str | None, activations_given: bool,
                  step_time_given: bool, workers: Any = None, gpus_per_node: Any = None, **options: Any) -> Parallel:
    """The layout and workload of ``ringcalc memory``'s options (text or SI numbers), each checked by its row."""
    unknown = set(options) - set(LAYOUT_KEYS) - set(WORKLOAD_KEYS)
    if unknown:
        raise TypeError(f"not layout or workload options: {sorted(unknown)}")
    v = {name: _parse(name, options.get(name)) for name in (*LAYOUT_KEYS, *WORKLOAD_KEYS)}
    arch = catalog.get_model(model).arch if model is not None else None
    workload = None
    if any(v[k] is not None for k in WORKLOAD_KEYS):  # the workload: activations and Ts from FLOPs
        if v["mfu"] is not None and step_time_given:
            raise RingcalcError("--step-time gives Ts already; drop --mfu (or drop --step-time to compute Ts from "
                                "FLOPs)", option="mfu")
        ts_from_flops = gpu is not None and not step_time_given and (v["tokens_per_step"] or v["global_batch"])
        workload = make_workload(model=model, params=None if model else params, tokens_per_step=v["tokens_per_step"],
                                 global_batch=v["global_batch"], seq_len=v["seq_len"],
                                 gpu=gpu if ts_from_flops or v["mfu"] is not None else None,
                                 compute_dtype=v["compute_dtype"] or "bf16", mfu=v["mfu"])
        if v["mfu"] is None:  # the prior is the kernels' rate: what the layout's step adds, as the step prices it
            workload = mfu_on_layout(workload, recompute=v["recompute"], pp=v["pp"] or 1,
                                     chunks=v["virtual_stages"] or 1)
    if v["fsdp"] is not None and v["zero"] not in (None, 3):
        raise RingcalcError(f"--fsdp {v['fsdp']} shards parameters (ZeRO-3); it contradicts --zero {v['zero']}",
                            option="fsdp")
    derived = {}
    if arch is not None:
        from ringcalc.workload.architecture import derived as derive

        derived = derive(arch)
        from ringcalc.workload.layout import check_on_model

        check_on_model(arch, model, tp=v["tp"] or 1, ep=v["ep"] or 1, pp=v["pp"] or 1, chunks=v.get("virtual_stages") or 1,
                       cp=v["cp"] or 1, seq_len=workload.seq_len if workload is not None else (v["seq_len"] or arch.seq_len))
    if (v["ep"] or 1) > 1 and not derived.get("expert_params"):
        raise RingcalcError("expert parallelism needs a mixture-of-experts model with a shape in the catalog "
                            "(e.g. mixtral-8x7b)", option="ep")
    seq_len = workload.seq_len if workload is not None else (v["seq_len"] or (arch.seq_len if arch else None))
    tokens = workload.tokens_per_step if workload is not None else None
    parallel = Parallel(
        tp=v["tp"] or 1, pp=v["pp"] or 1, cp=v["cp"] or 1, ep=v["ep"] or 1, dp=v["dp"], zero=v["zero"],
        fsdp=v["fsdp"], microbatches=v["microbatches"], recompute=v["recompute"] or "selective",
        chunks=v["virtual_stages"] or 1,
        gpus_per_node=None if gpus_per_node is None else int(_parse_count(gpus_per_node)),
        expert_params=float(derived.get("expert_params", 0.0)), largest_layer_params=derived.get("largest_layer_params"),
        arch=arch, seq_len=seq_len, tokens_per_step=tokens, activations_given=activations_given,
        layout_given=any(v[k] is not None for k in LAYOUT_KEYS),
        workload_given=any(v[k] is not None for k in WORKLOAD_KEYS), workload=workload,
        batch_option="tokens-per-step" if v["tokens_per_step"] is not None else "global-batch",
    )
    if workers is not None:
        from ringcalc import units

        parallel.check_gpus(units.parse_workers(workers, option="workers"))
    return parallel


def _parse_count(value: Any) -> int:
    from ringcalc import units

    return units.parse_workers(value, option="gpus-per-node")
