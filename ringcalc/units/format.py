"""Formatting SI numbers for people: sizes, bandwidths (bytes and bits), durations, efficiencies, counts."""

from __future__ import annotations

import math


_DATA_PREFIXES = (("P", 1e15), ("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3))
_TIME_PREFIXES = (("m", 1e-3), ("u", 1e-6), ("n", 1e-9), ("p", 1e-12))


def _significant(value: float, digits: int) -> str:
    """``value`` with ``digits`` significant digits, no exponent, trailing zeros stripped."""
    if value == 0:
        return "0"
    decimals = max(digits - 1 - math.floor(math.log10(abs(value))), 0)
    text = f"{value:,.{decimals}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _render(value: float, unit: str, digits: int = 4) -> str:
    """Decimal SI prefixes; data units never get sub-unit prefixes (no "mB/s"), times never get "ks"."""
    if value == 0:
        return f"0 {unit}"
    if math.isnan(value):
        return "n/a"
    if math.isinf(value):
        return f"∞ {unit}"
    magnitude = abs(value)
    if magnitude < (1e-15 if unit == "s" else 1e-3) or magnitude >= 1e21:  # past every prefix: an exponent
        # (a budget of 1e-308 s printed 300 zeros; data has no sub-unit prefix)
        return f"{value:.{digits}g} {unit}"
    # (prefix, scale) from the largest down; times use only sub-second prefixes, data only super-unit ones
    ladder = (("", 1.0), *_TIME_PREFIXES) if unit == "s" else (*_DATA_PREFIXES, ("", 1.0))
    for i, (prefix, scale) in enumerate(ladder):
        if magnitude >= scale or i == len(ladder) - 1:
            text = _significant(value / scale, digits)
            if text.lstrip("-") == "1,000" and i > 0:  # rounding reached the next prefix up
                prefix = ladder[i - 1][0]
                text = "-1" if value < 0 else "1"
            return f"{text} {prefix}{unit}"
    raise AssertionError("unreachable")  # the last rung always returns


def format_size(n_bytes: float, digits: int = 5) -> str:
    """``553440000`` -> ``"553.44 MB"``; a whole number of MiB shows its binary form too.

    ``2**30`` -> ``"1.0737 GB (1 GiB)"``, so a size typed in GiB is never shown
    only as a surprising decimal number.
    """
    text = _render(n_bytes, "B", digits)
    if n_bytes >= 2**20 and math.isfinite(n_bytes) and float(n_bytes) % 2**20 == 0:
        for prefix, scale in (("Ti", 2.0**40), ("Gi", 2.0**30), ("Mi", 2.0**20)):
            if n_bytes >= scale:
                text += f" ({n_bytes / scale:.{digits}g} {prefix}B)"
                break
    return text


def format_size_exact(n_bytes: int) -> str:
    """A size as nccl-tests sweeps name it: ``8 B``, ``64 KiB``, ``16 GiB`` (a binary unit when exact), ``2 GB`` (a
    decimal one from a MB when exact), else the bytes; never a count past its unit (2 GB was "1953125 KiB").

    >>> format_size_exact(131072), format_size_exact(3000), format_size_exact(2 * 10**9), format_size_exact(1500)
    ('128 KiB', '3,000 B', '2 GB', '1,500 B')
    """
    n = int(n_bytes)
    for units in ((("TiB", 2**40), ("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)),
                  (("TB", 10**12), ("GB", 10**9), ("MB", 10**6))):
        for unit, scale in units:
            if n >= scale and n % scale == 0 and n // scale < 1024:
                return f"{n // scale} {unit}"
    return f"{n:,} B"


def format_bandwidth(bytes_per_s: float, digits: int = 5) -> str:
    """Both bytes and bits per second: ``"13.584 GB/s (108.68 Gbit/s)"``."""
    return f"{_render(bytes_per_s, 'B/s', digits)} ({_render(bytes_per_s * 8, 'bit/s', digits)})"


def format_bits(bytes_per_s: float, digits: int = 5) -> str:
    """Bits per second only: ``13.584e9`` -> ``"108.68 Gbit/s"``."""
    return _render(bytes_per_s * 8, "bit/s", digits)


_LONG_TIMES = (("days", 86400.0), ("h", 3600.0), ("min", 60.0))


def format_time(seconds: float, digits: int = 4) -> str:
    """``6.641`` -> ``"6.641 s"``, ``5e-6`` -> ``"5 us"``, ``16603`` -> ``"4.612 h"``, ``86400`` -> ``"1 day"``.

    A minute or more is shown in min, h or days (decimal, ``digits``
    significant digits), chosen after rounding so that 59.99996 s is "1 min",
    never "60 s"; JSON output keeps SI seconds.
    """
    rounded = float(f"{seconds:.{digits}g}") if math.isfinite(seconds) else seconds
    if not math.isfinite(seconds) or abs(rounded) < 60:
        return _render(seconds, "s", digits)
    unit, scale = next((u, sc) for u, sc in _LONG_TIMES if abs(rounded) >= sc)
    value = seconds / scale  # below 1 only where rounding crossed the boundary (3599.7 s): then it reads 1
    if abs(value) >= 1e9:  # a billion days and more: an exponent, not 28 digits
        return f"{value:.{digits}g} {unit}"
    text = _significant(value if abs(value) >= 1 else math.copysign(1.0, value), digits)
    if unit == "days" and text.lstrip("-") == "1":
        unit = "day"
    return f"{text} {unit}"


def plural(count: float, noun: str, nouns: str | None = None) -> str:
    """``1 worker``, ``2 workers``, ``1,024 workers``: the count with the noun in the right number."""
    number = f"{int(count):,}" if float(count).is_integer() else f"{count:,.4g}"
    return f"{number} {noun if count == 1 else (nouns or noun + 's')}"


def format_efficiency(fraction: float, digits: int = 4) -> str:
    """``0.07648`` -> ``"7.648%"``; a value below 100% is never shown as "100%" (``0.999992`` -> ``"99.9992%"``)."""
    text = f"{fraction * 100:.{digits}g}%"
    while fraction < 1 and text == "100%" and digits < 17:  # 0.9999999999999999 needs 16
        digits += 1
        text = f"{fraction * 100:.{digits}g}%"
    return text


def format_count(value: float) -> str:
    """``138.36e6`` -> ``"138.36M"``."""
    for suffix, scale in (("T", 1e12), ("B", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(value) >= scale:
            return f"{value / scale:.5g}{suffix}"
    return f"{value:g}"
