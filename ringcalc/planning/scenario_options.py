"""The one table of scenario options: name, parser, default, unit, help.

Every option of :class:`~ringcalc.planning.scenario.Scenario` is one :class:`Option`
row of :data:`OPTIONS`. The command line builds the typer options of every
planning command from it (:mod:`ringcalc.cli.options`), a scenario file
(:func:`ringcalc.planning.scenario_file.load_scenario_file`) accepts its names as keys, and tests check that
``Scenario``'s signature and JSON keys follow it. A new scenario option is one
new row here plus its use in the model.

Each parser takes the value as typed (text with a unit, or a plain SI number
from the Python API) and the option's name for error messages, and returns
the SI value; one parser per kind of value (:func:`parse_seconds_per_byte`
serves ``--gamma`` and ``--encode-cost``).
"""

from __future__ import annotations

import difflib
import functools
import inspect
import numbers
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ringcalc import units
from ringcalc.errors import RingcalcError
from ringcalc.planning.option_parsers import (
    parse_bandwidth,
    parse_batch,
    parse_bucket_size,
    parse_choice,
    parse_cluster,
    parse_compression,
    parse_compute_dtype,
    parse_param_dtype,
    parse_dtype,
    parse_duration,
    parse_fraction,
    parse_fsdp,
    parse_gpu,
    parse_mfu,
    parse_model,
    parse_name,
    parse_overlap,
    parse_path,
    parse_positive_time,
    parse_ratio,
    parse_price,
    parse_recompute,
    parse_scaling,
    parse_seconds_per_byte,
    parse_switch,
    parse_time_or_zero,
    parse_tokens,
    parse_whole,
    parse_zero,
)

@dataclass(frozen=True)
class Option:
    """One scenario option.

    Attributes
    ----------
    name : str
        Keyword of :class:`~ringcalc.planning.scenario.Scenario` and :func:`ringcalc.planning.sweep`.
    flags : tuple of str
        Command-line spellings; the first is the option's name in messages and files.
    parse : callable
        ``parse(value, option) -> SI value``; raises RingcalcError.
    default : str or None
        The default as typed on the command line; None: not set.
    unit : str
        SI unit of the parsed value ("" for names and counts).
    key : str
        The key of the parsed value in ``Scenario.to_dict()``, JSON output and sweep columns.
    help : str
        One sentence for ``--help``.
    panel : str or None
        The ``--help`` panel (None: typer's default panel).
    """

    name: str
    flags: tuple[str, ...]
    parse: Callable[[Any, str], Any]
    default: str | None
    unit: str
    key: str
    help: str
    panel: str | None

    @property
    def flag(self) -> str:
        """``--bucket-size``: the long flag, as in error messages."""
        return self.flags[0]

    @property
    def file_key(self) -> str:
        """``bucket-size``: the key in a scenario file."""
        return self.flag.removeprefix("--")


GRADIENT = "Gradient size (one of)"
NETWORK = "Network"
TWO_LEVEL = "Cluster (nodes, scale-up link, NICs, tiers): any of these costs the answer on the cluster"
TRAINING = "Training step (overlap, buckets, compression, scaling)"
WORKLOAD = None  # the default "Options" panel
LLM = "LLM workload (Ts from FLOPs and MFU; time and cost to train)"
LAYOUT = "Parallel layout (N = tp·pp·cp·dp)"

OPTIONS: tuple[Option, ...] = (
    Option("model", ("--model", "-m"), parse_model, None, "", "model",
           "DL model from the catalog (ringcalc catalog), e.g. vgg16.", GRADIENT),
    Option("params", ("--params",), units.parse_count, None, "", "params",
           "Parameter count: 138.36M, 1.5B (billion), 175e9.", GRADIENT),
    Option("dtype", ("--dtype",), parse_dtype, "fp32", "", "dtype",
           "Gradient element type: fp32, bf16, fp16, fp8, int8, fp64.", GRADIENT),
    Option("size", ("--size",), units.parse_size, None, "B", "gradient_bytes",
           "Gradient size with a unit: 553.44MB, 1GiB, 800Mb.", GRADIENT),
    Option("workers", ("--workers", "-n", "--gpus"), units.parse_workers, None, "", "workers",
           "Number of data-parallel workers N >= 1.", WORKLOAD),
    Option("bandwidth", ("--bandwidth", "-b"), parse_bandwidth, None, "B/s", "bandwidth_bytes_per_s",
           "Per-direction bandwidth per worker: 125MB/s, 10Gbps, 100Gbit/s, or a link name (100GbE, ndr); on a "
           "cluster, the line rate of one NIC (--net-efficiency states the fraction achieved).",
           NETWORK),
    Option("latency", ("--latency",), parse_time_or_zero, "0", "s", "latency_s",
           "Latency per message / ring step: 5us, 0.5ms (bare number: s); default 0, on a cluster NCCL's per-step "
           "network latency.", NETWORK),
    Option("gamma", ("--gamma",), parse_seconds_per_byte, "0", "s/B", "gamma_s_per_byte",
           "Reduction cost per byte: 1e-10 (s/B) or 0.1ns.", NETWORK),
    Option("calibration", ("--calibration",), parse_path, None, "", "calibration",
           "Calibration JSON from `ringcalc fit --save` (or `measure --save`): sets --bandwidth and --latency.",
           NETWORK),
    Option("step_time", ("--step-time", "-t"), parse_positive_time, None, "s", "step_time_s",
           "Compute time of one training step on one worker: 0.55, 550ms.", WORKLOAD),
    Option("algorithm", ("--algorithm", "-a"), parse_name, "ring", "", "algorithm",
           "Collective algorithm (ringcalc compare lists them); on a cluster the default is auto, the (algorithm, "
           "protocol) NCCL would pick.", WORKLOAD),
    Option("collective", ("--collective",), parse_name, "all-reduce", "", "collective",
           "all-reduce, reduce-scatter, all-gather, ...", WORKLOAD),
    Option("overlap", ("--overlap",), parse_overlap, "0", "", "overlap",
           "Fraction F of the compute time Ts communication may overlap: 0..1 or 50%; 0 = no overlap.", TRAINING),
    Option("bucket_size", ("--bucket-size",), parse_bucket_size, None, "B", "bucket_bytes",
           "Gradient bucket size, e.g. 25MiB or ddp (PyTorch DDP's 25 MiB); default one bucket.", TRAINING),
    Option("compression", ("--compression",), parse_compression, "1", "", "compression",
           "Compression ratio R >= 1: bytes sent = bytes / R.", TRAINING),
    Option("encode_cost", ("--encode-cost",), parse_seconds_per_byte, "0", "s/B", "encode_s_per_byte",
           "Encode + decode cost per gradient byte: 5e-11 (s/B) or 0.05ns.", TRAINING),
    Option("scaling", ("--scaling",), parse_scaling, "weak", "", "scaling",
           "weak (each worker keeps its batch) or strong (global batch split: Ts/N).", TRAINING),
    Option("batch", ("--batch",), parse_batch, None, "", "batch",
           "Samples per worker (weak) or global batch (strong); adds samples/s.", TRAINING),
    Option("cluster", ("--cluster",), parse_cluster, None, "", "cluster",
           "A cluster from the catalog (dgx-h100, p5.48xlarge, ...: ringcalc catalog clusters) or a TOML file of "
           "its keys; the options below override its fields.", TWO_LEVEL),
    Option("gpus_per_node", ("--gpus-per-node",), units.parse_workers, "1", "", "gpus_per_node",
           "GPUs per node G (default 1, or the cluster's); -n N runs on ceil(N/G) nodes, node by node.", TWO_LEVEL),
    Option("scale_up_domain", ("--scale-up-domain",), units.parse_workers, None, "", "scale_up_domain",
           "GPUs in one NVLink domain, whole nodes: multi-node NVLink makes it one node to NCCL (GB200 NVL72: 72; "
           "default the cluster's, else the node).", TWO_LEVEL),
    Option("nics_per_node", ("--nics-per-node",), units.parse_workers, None, "", "nics_per_node",
           "NICs (rails) per node, each of --bandwidth; default one per GPU.", TWO_LEVEL),
    Option("intra_bandwidth", ("--intra-bandwidth",), parse_bandwidth, None, "B/s",
           "intra_bandwidth_bytes_per_s",
           "Scale-up link per GPU per direction: a link (nvlink4, xgmi-mi300x, pcie4-x16) or a line rate (300GB/s); "
           "--intra-efficiency states the share achieved.", TWO_LEVEL),
    Option("intra_latency", ("--intra-latency",), parse_time_or_zero, None, "s", "intra_latency_s",
           "Scale-up latency per step (default: NCCL's per protocol), e.g. 1us.", TWO_LEVEL),
    Option("transport", ("--transport",), parse_choice(("ib", "roce", "efa", "tcpxo", "slingshot", "tcp"),
                                                       "transport"), None, "", "transport",
           "Scale-out transport, for its achieved-fraction prior: ib, roce, efa, tcpxo, slingshot, tcp.", TWO_LEVEL),
    Option("net_efficiency", ("--net-efficiency",), parse_fraction, None, "", "net_efficiency",
           "Achieved fraction of the NIC line rate (default: the transport's prior, e.g. IB 0.93).", TWO_LEVEL),
    Option("intra_efficiency", ("--intra-efficiency",), parse_fraction, None, "", "intra_efficiency",
           "Achieved fraction of the scale-up rate by a ring (default: the link's prior, e.g. NVLink 0.8).",
           TWO_LEVEL),
    Option("nvls", ("--nvls",), parse_switch, None, "", "nvls",
           "NVLink SHARP in the NVSwitch: yes or no (default: the cluster's; no).", TWO_LEVEL),
    Option("sharp", ("--sharp",), parse_switch, None, "", "sharp",
           "SHARP / CollNet in the network switches: yes or no (default: the cluster's; no).", TWO_LEVEL),
    Option("nodes_per_leaf", ("--nodes-per-leaf",), units.parse_workers, None, "", "nodes_per_leaf",
           "Nodes under one leaf (rail) switch group; a larger job crosses the tier above it.", TWO_LEVEL),
    Option("oversubscription", ("--oversubscription",), parse_ratio, None, "", "oversubscription",
           "Oversubscription of the tier above the leaf: 2 or 2:1 (default 1, full bisection).", TWO_LEVEL),
    Option("hop_latency", ("--hop-latency",), parse_time_or_zero, None, "s", "hop_latency_s",
           "Latency of one switch hop, paid twice more by a step between leaves, e.g. 0.5us.", TWO_LEVEL),
    Option("tuner", ("--tuner",), parse_choice(("nccl", "p5-p5e", "p5en", "p6", "p6-b300"), "tuner"), None, "",
           "tuner", "Who picks NCCL's (algorithm, protocol) for auto: nccl (its own model, OFI_NCCL_TUNER_TYPE="
           "Internal) or an AWS platform's aws-ofi-nccl region tuner (p5-p5e, p5en, p6, p6-b300); default the "
           "cluster's (p5.48xlarge: p5-p5e).", TWO_LEVEL),
    Option("protocol", ("--protocol",), parse_choice(("auto", "LL", "LL128", "Simple"), "protocol"), None, "",
           "protocol", "NCCL protocol: auto (NCCL's pick), LL, LL128 or Simple (NCCL_PROTO).", TWO_LEVEL),
    Option("jitter", ("--jitter",), parse_duration, "0", "s", "jitter_s",
           "Std. deviation of one worker's compute time per step, e.g. 20ms: a synchronous step waits "
           "sigma*sqrt(2 ln N) for the slowest worker; default 0.", TRAINING),
    Option("framework_overhead", ("--framework-overhead",), parse_duration, "0", "s", "framework_overhead_s",
           "Framework synchronisation time per step with N > 1 (Horovod negotiation, DDP hooks), e.g. 5ms; "
           "default 0.", TRAINING),
    # issue 17: the workload (Ts from FLOPs and MFU) and the parallel layout; defaults None (see ringcalc/workload/)
    Option("gpu", ("--gpu",), parse_gpu, None, "", "gpu",
           "Accelerator from the catalog (ringcalc catalog): its dense peak gives Ts, its memory the fit, e.g. H100.",
           LLM),
    Option("compute_dtype", ("--compute-dtype",), parse_compute_dtype, None, "", "compute_dtype",
           "The peak the compute runs at: bf16 (default; fp16 alike) or fp8.", LLM),
    Option("tokens_per_step", ("--tokens-per-step",), parse_tokens, None, "", "tokens_per_step",
           "Tokens per step, all replicas (the global batch in tokens), whole sequences: 4194304 (1,024 x 4,096).", LLM),
    Option("global_batch", ("--global-batch",), parse_whole, None, "", "global_batch",
           "Sequences per step (instead of --tokens-per-step): tokens = global batch x --seq-len.", LLM),
    Option("seq_len", ("--seq-len",), parse_whole, None, "", "seq_len",
           "Tokens per sequence (default: the model's training length), e.g. 8192.", LLM),
    Option("mfu", ("--mfu",), parse_mfu, None, "", "mfu",
           "Compute-only MFU (kernels, no communication): 0.45 or 45%; default the GPU's published range.", LLM),
    Option("train_tokens", ("--train-tokens",), parse_tokens, None, "", "train_tokens",
           "Tokens of the whole run, e.g. 15.6T: days and GPU-hours to train.", LLM),
    Option("gpu_hour_price", ("--gpu-hour-price",), parse_price, None, "", "gpu_hour_price",
           "Price of one GPU-hour (your currency), e.g. 2.49: the run's cost and what exposed communication costs.",
           LLM),
    Option("tp", ("--tp",), parse_whole, None, "", "tp", "Tensor-parallel ranks (default 1).", LAYOUT),
    Option("pp", ("--pp",), parse_whole, None, "", "pp", "Pipeline stages (default 1).", LAYOUT),
    Option("cp", ("--cp",), parse_whole, None, "", "cp", "Context-parallel ranks (default 1).", LAYOUT),
    Option("ep", ("--ep",), parse_whole, None, "", "ep",
           "Expert-parallel ranks, carved out of dp·cp for the expert layers (default 1).", LAYOUT),
    Option("dp", ("--dp",), parse_whole, None, "", "dp",
           "Data-parallel replicas (default N / (tp·pp·cp)).", LAYOUT),
    Option("zero", ("--zero", "-z"), parse_zero, None, "", "zero",
           "ZeRO stage over the data-parallel ranks: 0, 1, 2, 3 (3 = FSDP full shard).", LAYOUT),
    Option("fsdp", ("--fsdp",), parse_fsdp, None, "", "fsdp",
           "FSDP: full (= ZeRO-3) or hybrid (HSDP: sharded within a node, replicated across).", LAYOUT),
    Option("microbatches", ("--microbatches",), parse_whole, None, "", "microbatches",
           "Microbatches per step and replica (default: one sequence each).", LAYOUT),
    Option("recompute", ("--recompute",), parse_recompute, None, "", "recompute",
           "Activation recomputation: none, selective (default; the attention core) or full.", LAYOUT),
    Option("virtual_stages", ("--virtual-stages",), parse_whole, None, "", "virtual_stages",
           "Model chunks per pipeline stage (interleaved 1F1B; default 1): bubble (pp-1)/(v·m+pp-1).", LAYOUT),
    Option("tp_overlap", ("--tp-overlap",), parse_overlap, None, "", "tp_overlap",
           "Share of the tensor-parallel collectives' time hidden under compute (default 0: exposed).", LAYOUT),
    Option("cp_overlap", ("--cp-overlap",), parse_overlap, None, "", "cp_overlap",
           "Share of the context-parallel K/V exchange hidden under compute (default 0: exposed).", LAYOUT),
    Option("ep_overlap", ("--ep-overlap",), parse_overlap, None, "", "ep_overlap",
           "Share of the expert all-to-alls hidden under compute (default 0: exposed).", LAYOUT),
    Option("pp_overlap", ("--pp-overlap",), parse_overlap, None, "", "pp_overlap",
           "Share of the pipeline sends hidden under compute (default 0.5, an assumption).", LAYOUT),
    Option("param_dtype", ("--param-dtype",), parse_param_dtype, None, "", "param_dtype",
           "Element type of the parameters ZeRO and FSDP all-gather (FSDP's MixedPrecision param_dtype): bf16 "
           "(default; fp16 alike), fp32, or fp8 (float8 all-gather).", LAYOUT),
)
"""Every scenario option, in ``--help`` order. Add a new option as a row here."""

WORKLOAD_OPTIONS = ("gpu", "compute_dtype", "tokens_per_step", "global_batch", "seq_len", "mfu", "train_tokens",
                    "gpu_hour_price")
"""The rows of the LLM workload: Ts from FLOPs and MFU, time and cost to train (:mod:`ringcalc.workload`)."""
LAYOUT_OPTIONS = ("tp", "pp", "cp", "ep", "dp", "zero", "fsdp", "microbatches", "recompute", "virtual_stages",
                  "param_dtype")
"""The rows of the parallel layout (:mod:`ringcalc.workload.layout`): any of them makes the scenario a layout."""
OVERLAP_OPTIONS = ("tp_overlap", "cp_overlap", "ep_overlap", "pp_overlap")
"""The layout's overlap of each kind of collective with compute (:mod:`ringcalc.planning.layout_step`)."""

BY_NAME: Mapping[str, Option] = {o.name: o for o in OPTIONS}


def option_of(name: str) -> Option:
    """The row for ``name`` (``bucket_size``, ``bucket-size`` or ``--bucket-size``)."""
    key = name.removeprefix("--").replace("-", "_")
    return BY_NAME[key]


# ---------------------------------------------------------------- the Python API, built from the table


@functools.cache
def api_default(name: str) -> Any:
    """The Python API's default of an option: the table's default parsed (``"0"`` -> 0.0), None when unset."""
    row = BY_NAME[name]
    return None if row.default is None else row.parse(row.default, row.file_key)


def api_parameters() -> list[inspect.Parameter]:
    """One keyword-only parameter per option, with its API default (the signatures of Scenario and sweep)."""
    return [inspect.Parameter(o.name, inspect.Parameter.KEYWORD_ONLY, default=api_default(o.name)) for o in OPTIONS]


def api_docs(indent: str = "    ") -> str:
    """The numpydoc ``Parameters`` entries of every option: its help, its default and the SI key it is stored under."""
    lines = []
    for o in OPTIONS:
        default = api_default(o.name)
        kind = "optional" if default is None else f"default {default!r}"
        unit = f" in {o.unit}" if o.unit else ""
        lines += [f"{o.name} : {kind}", f"{indent}{o.help} Stored as ``{o.key}``{unit}; CLI ``{o.flag}``."]
    return "\n".join(indent + line for line in lines)


FILE_OPTIONS = frozenset({"calibration", "cluster"})
"""Options whose value may be a path (``os.PathLike`` in the Python API)."""

GRADIENT_SOURCES = ("model", "params", "size")
"""The options that give the gradient: exactly one of them."""
ALTERNATIVES = (GRADIENT_SOURCES, ("tokens_per_step", "global_batch"), ("step_time", "mfu"))
"""Options that each give the same quantity and exclude one another (the gradient; the tokens per step; Ts or the
MFU it comes from): one given replaces the others of its group (a scenario file's; ``Scenario.replace``'s)."""


def gradient_source(given: Mapping[str, Any]) -> str:
    """Which of ``model``, ``params``, ``size`` gives the gradient; raises unless exactly one is given."""
    sources = [name for name in GRADIENT_SOURCES if given.get(name) is not None]
    if len(sources) > 1:
        raise RingcalcError(f"give only one of --model, --params, --size (got {', '.join('--' + g for g in sources)})",
                            option=sources[1])
    if not sources:
        raise RingcalcError("missing gradient size: give --model NAME, --params COUNT or --size SIZE", option="model")
    return sources[0]


def check_keywords(given: Mapping[str, Any], caller: str) -> None:
    """Python's TypeError for an unknown keyword, with the close matches among the table's names."""
    known = [o.name for o in OPTIONS]
    for key in given:
        if key not in known:
            close = difflib.get_close_matches(str(key), known, n=3, cutoff=0.6)
            hint = f"; did you mean {_either(close)}?" if close else ""
            raise TypeError(f"{caller}() got an unexpected keyword argument {key!r}{hint}")


def parse_options(given: Mapping[str, Any]) -> dict[str, Any]:
    """Every option's SI value, each parsed by its row (None where neither given nor defaulted).

    ``given`` holds the API's keywords (text with units or SI numbers); a
    missing key or None takes the table's default (None: not given, as on
    the command line).
    """
    out: dict[str, Any] = {}
    for o in OPTIONS:
        value = given_or_default(given, o.name)
        out[o.name] = None if value is None else parse_value(o, value)
    return out


def parse_value(row: Option, value: Any) -> Any:
    """One value of ``row``: text, a real number (numpy's too) or, for a file, a path; anything else is refused.

    The type check comes first so that no parser meets a value it cannot
    handle (a list, bytes, a complex number, an arbitrary object).
    """
    paths = (str, os.PathLike) if row.name in FILE_OPTIONS else (str,)
    if "numpy" in sys.modules and isinstance(value, sys.modules["numpy"].bool_):  # a mask's element is a bool
        value = bool(value)
    if isinstance(value, bool) and row.parse is parse_switch:
        return value
    if not isinstance(value, paths) and (isinstance(value, bool) or not isinstance(value, numbers.Real)):
        what, shown = "a path" if row.name in FILE_OPTIONS else "text or a number", " ".join(repr(value).split())
        many = " (a sweep takes a list of them: ringcalc.sweep)" if hasattr(value, "tolist") else ""
        raise RingcalcError(f"expected {what}, got {type(value).__name__} {shown}"[:200] + many, option=row.file_key)
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        try:
            float(value)
        except OverflowError:  # a Python int past the largest float: no parser's float() may meet it
            raise RingcalcError(f"must be a finite number below 1.8e308, got an integer of {len(str(abs(int(value))))} "
                                "digits", option=row.file_key) from None
    return row.parse(value, row.file_key)


def given_or_default(given: Mapping[str, Any], name: str) -> Any:
    """``given[name]``, or the API default when it is missing or None."""
    value = given.get(name)
    return api_default(name) if value is None else value


def _either(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
