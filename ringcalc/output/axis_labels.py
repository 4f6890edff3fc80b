"""The text of the figures: what the size axis of a collective is (as nccl-tests names it), the scenario a title
states, the links (``links=`` or its other name ``bandwidth=``; as named, or numbers of bytes/s labelled in bit/s) and
worker counts."""

from __future__ import annotations

from typing import Any

from ringcalc.errors import RingcalcError

SIZE_LABELS = {
    "all-reduce": "buffer K per worker",
    "reduce": "buffer K per worker (reduced onto the root)",
    "broadcast": "the root's buffer K",
    "all-gather": "gathered output K (K/N from each worker)",
    "reduce-scatter": "whole input K (K/N of the result to each worker)",
    "all-to-all": "send buffer K per worker (K/N to each)",
}
"""What the message size K of each collective is: nccl-tests' ``size`` column (doc/PERFORMANCE.md) and the K of the
models (:mod:`ringcalc.symbolic.collectives.ring`): the whole array for all-gather and reduce-scatter."""


def size_label(collective: str) -> str:
    """The x axis of a size plot of ``collective``: what its message size K is, as nccl-tests' size."""
    return f"{SIZE_LABELS.get(collective, 'message size K')}, nccl-tests size"


def _number(value: Any) -> Any:
    """``"0.55"`` (seconds, as typed on the command line) -> 0.55; anything else as it is."""
    try:
        return float(value)
    except (TypeError, ValueError):
        return value


def option_parts(options: dict[str, Any]) -> list[str]:
    """The scenario options that change a figure, one phrase each (the workload, Ts, α, overlap, compression,
    buckets, scaling), for its title."""
    from ringcalc import units

    parts = []
    if options.get("model"):
        parts.append(f"{options['model']} ({options.get('dtype', 'fp32')})")
    elif options.get("params"):
        parts.append(f"{options['params']} params ({options.get('dtype', 'fp32')})")
    elif options.get("size") is not None:
        size = options["size"]
        parts.append(units.format_size(size) if isinstance(size, (int, float)) else str(size))
    if options.get("step_time") is not None:
        st = _number(options["step_time"])
        parts.append("Ts " + (units.format_time(st) if isinstance(st, (int, float)) else str(st)))
    lat = options.get("latency", 0)
    if lat not in (0, 0.0, "0", None):
        parts.append("α " + (units.format_time(lat) if isinstance(lat, (int, float)) else str(lat)))
    for key, label in (("overlap", "overlap"), ("compression", "compression ×")):
        value = options.get(key)
        if value not in (None, 0, 0.0, 1, 1.0, "0", "1"):
            parts.append(f"{label} {value}")
    if options.get("bucket_size") is not None:
        bucket = options["bucket_size"]
        parts.append(f"buckets {units.format_size(bucket) if isinstance(bucket, (int, float)) else bucket}")
    if options.get("scaling", "weak") != "weak":
        parts.append(f"{options['scaling']} scaling")
    return parts


def describe(options: dict[str, Any]) -> str:
    """A one-line description of the scenario options for a title."""
    parts = option_parts(options)
    parts.append(f"{options.get('algorithm', 'ring')} {options.get('collective', 'all-reduce')}")
    return ", ".join(parts)


def links_of(links: Any, options: dict[str, Any], default: Any = None) -> Any:
    """``links``, or the ``bandwidth`` of ``options`` (taken out of them: the CLI's ``--bandwidth`` is another name of
    ``--links``), or ``default`` when neither is given; both at once is refused."""
    bandwidth = options.pop("bandwidth", None)
    if links is not None and bandwidth is not None:
        raise RingcalcError("is another name of links= (the CLI's --links, --bandwidth): give one of them",
                            option="bandwidth")
    return default if links is None and bandwidth is None else bandwidth if links is None else links


def link_values(links: Any) -> list[Any]:
    """Each link of a figure's ``links``: a preset or a bandwidth as text (``"10GbE,100GbE"``), or a number of
    bytes/s (SI, as the rest of the API takes a bandwidth), which :func:`link_label` labels in bit/s."""
    from numbers import Real

    from ringcalc.planning.sweep_grid import expand

    return expand(links, lambda t: float(t) if isinstance(t, Real) and not isinstance(t, bool) else str(t), "bandwidth")


def link_label(value: Any) -> str:
    """A link of a figure's legend or axis: a preset or bandwidth as typed, a number (bytes/s) in bit/s."""
    from ringcalc import units

    return str(value) if isinstance(value, str) else units.format_bits(float(value))


def few(values: Any, most: int = 6) -> str:
    """Worker counts as text short enough for one line: the first few, the last and how many."""
    names = [f"{int(n):,}" for n in values]
    if len(names) <= most:
        return ", ".join(names)
    return f"{', '.join(names[:most - 1])}, …, {names[-1]} ({len(names):,} counts)"
