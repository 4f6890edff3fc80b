"""The parsers of the scenario options: one per kind of value.

Each takes the value as typed (text with a unit, or a plain SI number from
the Python API) and the option's name for error messages, and returns the
SI value or raises :class:`~ringcalc.errors.RingcalcError`. The option table
(:data:`ringcalc.planning.scenario_options.OPTIONS`) names one of them per
option; units and link names come from :mod:`ringcalc.units` and
:mod:`ringcalc.catalog`.
"""

from __future__ import annotations

import math
import numbers
import os
from typing import Any

from ringcalc import units
from ringcalc.errors import RingcalcError

# bytes per gradient element
DTYPE_BYTES: dict[str, int] = {"fp64": 8, "fp32": 4, "tf32": 4, "bf16": 2, "fp16": 2, "fp8": 1, "int8": 1}


def dtype_bytes(dtype: str, option: str = "dtype") -> int:
    """Bytes per element of a gradient dtype name (fp32, bf16, fp16, fp8, int8, fp64)."""
    key = units.clean_text(str(dtype), option).strip().lower()
    if key not in DTYPE_BYTES:
        raise RingcalcError(f"unknown dtype {dtype!r}; choose one of {', '.join(DTYPE_BYTES)}", option=option)
    return DTYPE_BYTES[key]


def parse_seconds_per_byte(value: str | float, option: str = "gamma") -> float:
    """A cost per byte in s/byte: a number (``1e-10``) or a time per byte (``"0.1ns"``, ``"0.1 ns/B"``).

    Parameters
    ----------
    value : str or float
        Seconds per byte; text may carry a time unit and a ``/B`` or ``/byte`` suffix.
    option : str
        Name used in error messages.

    Returns
    -------
    float
        Seconds per byte, >= 0 and finite.
    """
    if isinstance(value, str):
        text = value.strip().removesuffix("/B").removesuffix("/byte")
        return units.parse_time(text, option=option, allow_zero=True)
    if isinstance(value, bool) or not isinstance(value, numbers.Real):  # numpy numbers are Real too
        raise RingcalcError(f"expected seconds per byte such as 1e-10 or 0.1ns, got {value!r}", option=option)
    return units.check_seconds(units.check_positive(float(value), option, allow_zero=True), option)


def parse_name(value: Any, option: str) -> str:
    """A name as the catalog and the model lookup compare it: one text rule (:func:`ringcalc.units.clean_text`)."""
    if not isinstance(value, str) or not value.strip():
        raise RingcalcError(f"expected a name, got {value!r}", option=option)
    return units.clean_text(value, option).strip().lower()


def parse_path(value: Any, option: str) -> str:
    """A file path (text or ``os.PathLike``)."""
    try:
        path = os.fspath(value)
    except TypeError:
        raise RingcalcError(f"expected a file path, got {value!r}", option=option) from None
    if not isinstance(path, str) or not path:
        raise RingcalcError(f"expected a file path, got {value!r}", option=option)
    return path


def parse_model(value: Any, option: str) -> str:
    from ringcalc import catalog

    return catalog.get_model(parse_name(value, option), option=option).name


def parse_dtype(value: Any, option: str) -> str:
    dtype_bytes(value, option)
    return units.clean_text(str(value), option).strip().lower()


def parse_positive_time(value: Any, option: str) -> float:
    return units.parse_time(value, option=option)


def parse_time_or_zero(value: Any, option: str) -> float:
    return units.parse_time(value, option=option, allow_zero=True)


def parse_bandwidth(value: Any, option: str) -> float:
    """A link name or a number with a unit (:func:`ringcalc.catalog.parse_bandwidth`)."""
    from ringcalc import catalog

    return catalog.parse_bandwidth(value, option)


SCALINGS = ("weak", "strong")

DDP_BUCKET_BYTES = 25 * 2**20
"""PyTorch DDP's default bucket, 25 MiB (``bucket_cap_mb=25``; Li et al. 2020, VLDB 13(12))."""


def parse_overlap(value: str | float, option: str = "overlap") -> float:
    """Overlap fraction F in [0, 1]: ``0.5`` or ``"50%"``."""
    text = value
    if isinstance(value, str):
        text = value.strip()
        percent = text.endswith("%")
        try:
            number = float(text.rstrip("%").strip())
        except ValueError:
            raise RingcalcError(f"cannot read {value!r}; write a fraction 0..1 such as 0.5 or 50%", option=option) from None
        value = number / 100.0 if percent else number
    value = float(value)
    if not (0.0 <= value <= 1.0):
        raise RingcalcError(f"must be a fraction between 0 and 1 (0% .. 100%), got {text!r}", option=option)
    return value


def parse_bucket_size(value: str | float | None, option: str = "bucket-size") -> float | None:
    """Bucket size in bytes (``"25 MiB"``, ``"ddp"`` for PyTorch's 25 MiB default); None = one bucket."""
    if value is None:
        return None
    if isinstance(value, str) and value.strip().lower() in ("ddp", "default", "pytorch"):
        return float(DDP_BUCKET_BYTES)
    return units.parse_size(value, option=option)


# Deep Gradient Compression reports 270-600x (Lin et al., ICLR 2018); a ratio of 1e6 sends under one byte per MB
MAX_COMPRESSION = 1e6


def parse_compression(value: str | float, option: str = "compression") -> float:
    """Compression ratio R >= 1 (``4``, ``"4x"``); bytes sent = bytes / R."""
    text = value
    if isinstance(value, str):
        try:
            value = float(value.strip().rstrip("xX").strip())
        except ValueError:
            raise RingcalcError(f"cannot read {text!r}; write a ratio such as 4 or 4x", option=option) from None
    value = float(value)
    if not (value >= 1.0) or not math.isfinite(value):
        raise RingcalcError(f"must be a finite ratio >= 1 (bytes sent = bytes / R), got {text!r}", option=option)
    if value > MAX_COMPRESSION:
        raise RingcalcError(f"{text!r} is beyond any gradient compression (at most {MAX_COMPRESSION:g}: less than "
                            "one byte sent per MB)", option=option)
    return value


MAX_SYNC_OPTION_S = 86_400.0
"""Largest ``--jitter`` / ``--framework-overhead`` accepted: one day per training step (more is a typo)."""


def parse_duration(value: str | float, option: str) -> float:
    """A duration in [0, 1 day] in seconds (``"20ms"``, ``0.02``); for ``--jitter`` and ``--framework-overhead``.

    The cap keeps sigma sqrt(2 ln N) + T_over finite for every N the tool
    searches (an overflow would print an efficiency of 0 and a time of null).
    """
    seconds = units.parse_time(value, option=option, allow_zero=True)
    if seconds > MAX_SYNC_OPTION_S:
        raise RingcalcError(f"must be at most one day per step (86400 s), got {value!r}", option=option)
    return seconds


def parse_scaling(value: str, option: str = "scaling") -> str:
    """``"weak"`` (each worker keeps its batch) or ``"strong"`` (the global batch is split)."""
    key = str(value).strip().lower()
    if key not in SCALINGS:
        raise RingcalcError(f"must be weak or strong, got {value!r}", option=option)
    return key


def parse_batch(value: str | float | None, option: str = "batch") -> float | None:
    """Samples per step (per worker for weak scaling, global for strong); None = not given."""
    if value is None:
        return None
    return units.parse_count(value, option=option)


# ---------------------------------------------------------------- the cluster's options (ringcalc/cluster/)


def parse_cluster(value: Any, option: str = "cluster") -> str:
    """A catalog cluster's name (``dgx-h100``) or a TOML file of the same keys; the name or the path.

    Raises
    ------
    RingcalcError
        Neither a known cluster nor a ``.toml`` file (with the close names).
    """
    from ringcalc import catalog

    text = parse_path(value, option)
    if names_a_file(text):
        return text
    return catalog.get_cluster(parse_name(text, option), option=option).name


def names_a_file(cluster: str) -> bool:
    """Whether ``--cluster`` text names a TOML file (``.toml``, or a folder in it) rather than a catalog cluster."""
    return cluster.lower().endswith(".toml") or os.sep in cluster


def parse_choice(choices: tuple[str, ...], what: str):
    """A parser of one name among ``choices`` (case-insensitive), returned in its canonical spelling."""

    def parse(value: Any, option: str) -> str:
        key = parse_name(value, option)
        for choice in choices:
            if choice.lower() == key:
                return choice
        raise RingcalcError(f"unknown {what} {value!r}; choose one of {', '.join(choices)}", option=option)

    parse.__doc__ = f"One {what}: {', '.join(choices)}."
    return parse


def parse_fraction(value: Any, option: str) -> float:
    """An achieved fraction in (0, 1]: ``0.92`` or ``"92%"``."""
    fraction = parse_overlap(value, option)
    if fraction == 0.0:
        raise RingcalcError("must be above 0 (a link that achieves nothing carries nothing)", option=option)
    return fraction


def parse_switch(value: Any, option: str) -> bool:
    """yes/no, true/false, on/off, 1/0."""
    if isinstance(value, bool):
        return value
    key = parse_name(str(value), option)
    if key in ("yes", "true", "on", "1"):
        return True
    if key in ("no", "false", "off", "0"):
        return False
    raise RingcalcError(f"must be yes or no, got {value!r}", option=option)


MAX_OVERSUBSCRIPTION = 1e6
"""``--oversubscription`` must stay below this ratio (real fabrics are at most tens to one; more is a typo)."""


def parse_ratio(value: Any, option: str) -> float:
    """A ratio >= 1 such as ``2``, ``"2:1"`` or ``"2x"`` (an oversubscription), below :data:`MAX_OVERSUBSCRIPTION`.

    Text is one number (``2``, ``2x``) or two fields ``a:b``; anything else (``2:1:9``, ``4/1``) is refused rather
    than read in part (``2:1:9`` was read as 2)."""
    if isinstance(value, bool):
        raise RingcalcError(f"cannot read {value!r}; write a ratio such as 2 or 2:1", option=option)
    text = str(value).strip()
    fields = text.split(":")
    try:
        if len(fields) > 2:
            raise ValueError(text)
        over, under = (float(fields[0]), float(fields[1])) if len(fields) == 2 else (float(text.rstrip("xX")), 1.0)
        if not under > 0:
            raise ValueError(text)
        ratio = over / under
    except ValueError:
        raise RingcalcError(f"cannot read {value!r}; write a ratio such as 2 or 2:1", option=option) from None
    if not 1.0 <= ratio:  # NaN too
        raise RingcalcError(f"must be a ratio of at least 1 (1 = full bisection), got {value!r}", option=option)
    if not ratio < MAX_OVERSUBSCRIPTION:
        raise RingcalcError(f"must be below {MAX_OVERSUBSCRIPTION:,.0f}:1 (real fabrics are at most tens to one), "
                            f"got {value!r}", option=option)
    return ratio


# ---------------------------------------------------------------- the workload and the layout (issue 17)


def parse_gpu(value: Any, option: str) -> str:
    """An accelerator of the catalog (``H100-80GB``, ``mi300x``): its canonical name."""
    from ringcalc import catalog

    return catalog.get_accelerator(parse_name(value, option), option=option).name


def parse_compute_dtype(value: Any, option: str) -> str:
    """``bf16`` (also fp16) or ``fp8``: which dense peak of ``--gpu`` the compute runs at."""
    from ringcalc.workload.compute import parse_compute_dtype as parse

    return parse(value, option)


PARAM_DTYPES = {"bf16": "bf16", "fp16": "bf16", "fp32": "fp32", "fp8": "fp8"}
"""``--param-dtype``: the element types ZeRO and FSDP gather parameters in (fp16 is bf16's two bytes)."""


def parse_param_dtype(value: Any, option: str) -> str:
    """``bf16`` (also fp16), ``fp32`` or ``fp8``: the parameters' element type on the wire of ZeRO's and FSDP's
    all-gathers (PyTorch FSDP's ``MixedPrecision(param_dtype=...)``; fp8: torchao's float8 all-gather)."""
    key = units.clean_text(str(value), option).strip().lower()
    if key not in PARAM_DTYPES:
        raise RingcalcError(f"unknown parameter dtype {value!r}; choose bf16 (fp16), fp32 or fp8", option=option)
    return PARAM_DTYPES[key]


def parse_tokens(value: Any, option: str) -> float:
    """A token count: ``4M``, ``16.8M``, ``15.6T``, ``2e12``."""
    return units.parse_count(value, option=option)


def parse_whole(value: Any, option: str) -> int:
    """A whole number >= 1 (sequences, tokens per sequence, microbatches, parallel degrees)."""
    from ringcalc.workload.layout import parse_degree

    return parse_degree(value, option)


def parse_mfu(value: Any, option: str) -> float:
    """The compute-only MFU, one fraction in (0, 1]: ``0.45`` or ``45%``."""
    from ringcalc.workload.compute import parse_mfu as parse

    mfu = parse(value, option)
    if mfu.is_range:
        raise RingcalcError(f"give one value, such as 0.45 or 45% (without --mfu the GPU's published range is used; "
                            f"several values: ringcalc sweep), got {value!r}", option=option)
    return mfu.value


def parse_price(value: Any, option: str) -> float:
    """A price per GPU-hour >= 0 (``2.49``, ``$2.49``); the currency is the user's."""
    from ringcalc.workload.cost import parse_price as parse

    return parse(value, option)


def parse_zero(value: Any, option: str) -> int:
    """A ZeRO stage 0-3 (``zero3``, ``fsdp`` = 3)."""
    from ringcalc.workload.layout import parse_zero as parse

    return parse(value, option)


def parse_fsdp(value: Any, option: str) -> str:
    """``full`` or ``hybrid`` (HSDP)."""
    from ringcalc.workload.layout import parse_fsdp as parse

    return parse(value, option)


def parse_recompute(value: Any, option: str) -> str:
    """``none``, ``selective`` or ``full`` activation recomputation."""
    from ringcalc.workload.layout import parse_recompute as parse

    return parse(value, option)
