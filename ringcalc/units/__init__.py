"""Units at the edges: parse what people type, format what people read.

Everything inside ringcalc is in SI base units: bytes, seconds, bytes per
second. This package turns text such as ``"553.44 MB"``, ``"1 GiB"``,
``"10 Gbps"``, ``"5 us"``, ``"138.36M"`` or ``"90%"`` into those numbers, and
numbers back into text (:mod:`ringcalc.units.parse`, :mod:`ringcalc.units.format`). Numbers and SI/IEC prefixes are read with
`quantiphy <https://quantiphy.readthedocs.io>`_; which unit spellings are
accepted is decided here, explicitly, so that nothing is mixed silently:

* decimal sizes: ``B, kB, MB, GB, TB, PB`` (1 GB = 10**9 B);
* binary sizes: ``KiB, MiB, GiB, TiB, PiB`` (1 GiB = 2**30 B);
* bits: ``b, kb, Mb, Gb, Tb`` or ``bit``/``bits`` (1 Gb = 10**9 bit = 1.25e8 B);
* bandwidth: any size per second, ``B/s, MB/s, GiB/s, Mbps, Gbps,
  Gbit/s, Tbps`` (a link preset name from the catalog, ``100GbE``,
  ``ndr``, ``nvlink4``); ``Bps`` spellings are refused as ambiguous;
* time: ``s, ms, us, µs, ns, ps, min, h, days``; a bare number is seconds;
* counts: ``138.36M``, ``1.5B`` (billion), ``7b``, ``175e9``;
* efficiency: ``0.9`` or ``90%``.

``KB`` is refused (it means 1000 B to some and 1024 B to others), and a size
or bandwidth with no unit is refused (a bare ``125`` could be bytes or
bits). ``B`` is bytes in a size and billion in a count, so a size in plain
bytes must be a whole number: ``--size 1.5B`` is refused with a hint to write
``1.5GB`` or ``--params 1.5B``.

Text is cleaned by :func:`clean_text` before anything is read, the same way
for values and catalog names: full-width forms (``１００GbE``, typed by CJK
input methods) and no-break spaces read as their ASCII counterparts, ``µ``
and ``μ`` are accepted (in time units), and every other non-ASCII or control
character is refused with its name, never dropped or read as a digit.
"""

from __future__ import annotations

from ringcalc.units.format import (
    format_bandwidth,
    format_bits,
    format_count,
    format_efficiency,
    format_size,
    format_size_exact,
    format_time,
    plural,
)
from ringcalc.units.parse import (
    BANDWIDTH_FORMS,
    MAX_BYTES,
    MAX_BYTES_PER_S,
    MAX_COUNT,
    MAX_SECONDS,
    MAX_WORKERS,
    MIN_BYTES_PER_S,
    SIZE_FORMS,
    TIME_FORMS,
    check_positive,
    check_range,
    check_seconds,
    clean_text,
    is_rate_text,
    parse_count,
    parse_efficiency,
    parse_rate,
    parse_size,
    parse_time,
    parse_workers,
)

__all__ = [
    "BANDWIDTH_FORMS",
    "MAX_BYTES",
    "MAX_BYTES_PER_S",
    "MAX_COUNT",
    "MAX_SECONDS",
    "MAX_WORKERS",
    "MIN_BYTES_PER_S",
    "SIZE_FORMS",
    "TIME_FORMS",
    "check_positive",
    "check_range",
    "check_seconds",
    "clean_text",
    "format_bandwidth",
    "format_bits",
    "format_count",
    "format_efficiency",
    "format_size",
    "format_size_exact",
    "format_time",
    "is_rate_text",
    "parse_count",
    "parse_efficiency",
    "parse_rate",
    "parse_size",
    "parse_time",
    "parse_workers",
    "plural",
]
