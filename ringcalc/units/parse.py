"""Parsing what people type into SI numbers (the rules are in :mod:`ringcalc.units`)."""

from __future__ import annotations

import numbers
import math
import re
import unicodedata

from ringcalc.errors import RingcalcError

SIZE_FORMS = "B, kB, MB, GB, TB (decimal), KiB, MiB, GiB, TiB (binary), Mb, Gb (bits)"
BANDWIDTH_FORMS = (
    "B/s, MB/s, GB/s, GiB/s (bytes per second), Mbps, Gbps, Gbit/s, Tbps (bits per second), "
    "or a link name such as 100GbE, ndr, nvlink4 (see `ringcalc catalog`)"
)
TIME_FORMS = "s, ms, us, µs, ns, ps, min, h, days (a bare number is seconds)"

_DECIMAL = {"": 1.0, "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15}
_BINARY = {"Ki": 2.0**10, "Mi": 2.0**20, "Gi": 2.0**30, "Ti": 2.0**40, "Pi": 2.0**50}
_TIME_PER_SECOND = {  # units in one second: every unit format_time prints reads back
    "s": 1.0, "ms": 1e3, "us": 1e6, "µs": 1e6, "μs": 1e6, "ns": 1e9, "ps": 1e12,
    "min": 1 / 60, "h": 1 / 3600, "day": 1 / 86400, "days": 1 / 86400,
}
_COUNT = {"": 1.0, "k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "b": 1e9, "G": 1e9, "T": 1e12}

# a comma is only a thousands separator (1,000 or 12,345,678.5); "1,5" is refused, never read as 15
_NUMBER = r"[-+]?(?:[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]*)?|[0-9][0-9_]*\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
_NON_FINITE = re.compile(r"^\s*[-+]?(nan|infinity|inf)\s*(?P<unit>\S*)\s*$", re.IGNORECASE)
_SPLIT = re.compile(rf"^\s*(?P<num>{_NUMBER})\s*(?P<unit>\S*)\s*$")
# prefix + base (+ per-second suffix); the base is bytes (B) or bits (b, bit, bits)
_DATA_UNIT = re.compile(r"^(?P<prefix>[KMGTP]i|[kKMGTP]|)(?P<base>B|b|bits?)(?P<rate>/s|ps)?$")


_MICRO = "µμ"  # micro sign and Greek mu, both accepted in time units


def clean_text(text: str, option: str) -> str:
    """``text`` with full-width forms and no-break spaces made ASCII; any other odd character refused.

    The one normalisation rule for everything typed (values and names):
    characters whose Unicode compatibility form is only a width or spacing
    variant (``１００ＧｂＥ`` -> ``100GbE``, U+00A0 -> space) are replaced;
    ``µ``/``μ`` are kept; every other non-ASCII character (a superscript
    ``²``, a Devanagari digit, a zero-width space) and every control character
    raises, naming the character, so it can never change the meaning silently.
    """
    if not isinstance(text, str):
        return text
    out = []
    for ch in text:
        if " " <= ch <= "~" or ch in "\t\n\r" or ch in _MICRO:
            out.append(ch)
            continue
        tag = unicodedata.decomposition(ch).split(" ", 1)[0]
        plain = unicodedata.normalize("NFKC", ch)
        if tag in ("<wide>", "<narrow>", "<noBreak>") and all(" " <= c <= "~" for c in plain):
            out.append(plain)  # not U+2011 (no-break hyphen): its form U+2010 is not ASCII either
            continue
        name = unicodedata.name(ch, "a control character")
        raise RingcalcError(
            f"unexpected character {ch!r} (U+{ord(ch):04X}, {name}) in {text!r}; type plain ASCII letters and digits",
            option=option,
        )
    return "".join(out)


def _non_finite(text: str) -> bool:
    """True for ``nan``, ``inf``, ``-Infinity``, ``inf GB/s``: a non-finite number with a unit (not "infiniband")."""
    match = _NON_FINITE.match(text)
    if match is None:
        return False
    unit = match["unit"]
    return unit in ("", "%") or unit in _TIME_PER_SECOND or unit in _COUNT or bool(_DATA_UNIT.match(unit))


_PLAIN_NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
"""A decimal number Python's float() reads exactly as quantiphy does (quantiphy is imported for the other forms:
thousands separators, 1_000; it costs a tenth of the CLI's start-up)."""


def _number(text: str, option: str) -> float:
    """Read a plain number with quantiphy (accepts 1e9, 1_000, 1,000)."""
    if _PLAIN_NUMBER.fullmatch(text):
        return float(text)
    from quantiphy import Quantity

    try:
        value = float(Quantity(text.replace("_", "")))
    except Exception:  # quantiphy raises its own error types
        raise RingcalcError(f"cannot read {text!r} as a number", option=option) from None
    return value


def _split(text: str, option: str, forms: str) -> tuple[float, str]:
    if not isinstance(text, str):
        raise RingcalcError(f"expected text with a unit, got {text!r}; accepted: {forms}", option=option)
    text = clean_text(text, option)
    if _non_finite(text):
        raise RingcalcError(f"must be a finite number, got {text!r}", option=option)
    match = _SPLIT.match(text)
    if (match is None or match["unit"].startswith(",")) and re.search(r"\d,\d", text):
        raise RingcalcError(
            f"cannot read {text!r}: a comma is only a thousands separator (1,000); write decimals with a point (1.5)",
            option=option,
        )
    if match is None:
        raise RingcalcError(f"cannot read {text!r}; accepted units: {forms}", option=option)
    return _number(match["num"], option), match["unit"]


def is_number(value: object) -> bool:
    """A real number given as a number, not as text: Python's int and float and numpy's scalars (np.int64 from an
    integer array, np.float32), never a bool (True is no 1 GB/s)."""
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def check_positive(value: float, option: str, *, allow_zero: bool = False) -> float:
    """Reject NaN, infinities and non-positive values with a one-line error."""
    if not is_number(value):
        raise RingcalcError(f"expected a number, got {value!r}", option=option)
    if math.isnan(value) or math.isinf(value):
        raise RingcalcError(f"must be a finite number, got {value}", option=option)
    if value < 0 or (value == 0 and not allow_zero):
        bound = "zero or more" if allow_zero else "greater than zero"
        raise RingcalcError(f"must be {bound}, got {value:g}", option=option)
    return float(value)


# Physical bounds: far beyond any real cluster, far inside float range, so that products of the model's
# terms (N^2 * alpha, K * gamma, K / B) stay finite and no answer is computed from an overflow.
MAX_BYTES = 1e21  # 1 ZB
MIN_BYTES_PER_S, MAX_BYTES_PER_S = 0.125, 1e21  # 1 bit/s .. 8 Zbit/s
MAX_SECONDS = 1e9  # about 31.7 years (tiny durations are harmless: they only underflow to 0)
MAX_COUNT = 1e18


def check_range(value: float, option: str, low: float | None, high: float, what: str) -> float:
    """``value`` when it lies in [low, high] (low None: no lower bound), else a one-line error naming the bound."""
    unit = f" {what}" if what else ""
    if low is not None and value < low:
        raise RingcalcError(f"{value:g}{unit} is below any real value (at least {low:g}{unit})", option=option)
    if value > high:
        raise RingcalcError(f"{value:g}{unit} is beyond any real value (at most {high:g}{unit})", option=option)
    return value


def _data_scale(unit: str, *, rate: bool, text: str, option: str, forms: str) -> float:
    """Bytes (or bytes/s) per one unit of ``unit``; rejects ambiguous spellings."""
    match = _DATA_UNIT.match(unit)
    if match is None:
        raise RingcalcError(f"unknown unit {unit!r} in {text!r}; accepted: {forms}", option=option)
    prefix, base, per_second = match["prefix"], match["base"], match["rate"]
    if bool(per_second) != rate:
        wanted = "a bandwidth (per second)" if rate else "a size (not per second)"
        raise RingcalcError(f"{text!r} is not {wanted}; accepted: {forms}", option=option)
    is_bits = base != "B"
    if per_second == "ps" and not is_bits:
        raise RingcalcError(
            f"{text!r} is ambiguous (Bps is read as bytes by some tools and bits by others); "
            "write MB/s for bytes or Mbps / Mbit/s for bits",
            option=option,
        )
    if prefix == "K" and not is_bits:
        raise RingcalcError(
            f"{text!r} is ambiguous: write kB (1000 B) or KiB (1024 B)", option=option
        )
    scale = _BINARY[prefix] if prefix.endswith("i") else _DECIMAL[prefix.lower() if prefix == "K" else prefix]
    return scale / 8.0 if is_bits else scale


def _positive(value: float, scale: float, text: str, option: str) -> float:
    """``value * scale`` after checking the value as typed (errors quote the text, not bytes)."""
    if value <= 0:
        raise RingcalcError(f"must be greater than zero, got {text!r}", option=option)
    return check_positive(value * scale, option)


def parse_size(text: str | float, option: str = "size") -> float:
    """Parse a data size into bytes.

    Parameters
    ----------
    text : str
        ``"553.44 MB"``, ``"1 GiB"``, ``"100 Mb"`` (bits). A number with no unit
        is refused because it could be bytes or bits.
    option : str
        Name used in error messages.

    Returns
    -------
    float
        Size in bytes, > 0.
    """
    if is_number(text):  # bytes; less than one byte is no size
        return check_range(check_positive(float(text), option), option, 1.0, MAX_BYTES, "bytes")
    value, unit = _split(text, option, SIZE_FORMS)
    if unit == "":
        raise RingcalcError(
            f"{text!r} has no unit (bytes or bits?); accepted: {SIZE_FORMS}", option=option
        )
    scale = _data_scale(unit, rate=False, text=text, option=option, forms=SIZE_FORMS)
    size = _positive(value, scale, text, option)
    if scale <= 1.0 and size != math.floor(size):  # plain bytes or bits: a fraction of a byte
        if unit == "B" and value >= 1e6:  # no one means a million billion: a computed size, not rounded
            raise RingcalcError(f"{text!r} is {value:.12g} bytes, and a size is a whole number of bytes: round it "
                                f"({math.floor(size):d}B)", option=option)
        if unit == "B":
            params = f", or --params {value:g}B for {value:g} billion parameters" if option == "size" else ""
            raise RingcalcError(
                f"{text!r} is {value:g} bytes, and a size is a whole number of bytes (B means bytes here, "
                f"not billion): write {value:g}GB for gigabytes{params}",
                option=option,
            )
        raise RingcalcError(f"{text!r} is {size:g} bytes; a size is a whole number of bytes", option=option)
    return check_range(size, option, 1.0, MAX_BYTES, "bytes")


def parse_rate(text: str | float, option: str = "bandwidth") -> float:
    """Parse a per-direction bandwidth written as a number with a unit into bytes per second.

    Parameters
    ----------
    text : str or float
        ``"125 MB/s"``, ``"10 Gbps"``, ``"100 Gbit/s"``, ``"1.5 GiB/s"``; a number is bytes/s.
        Link names (``"100GbE"``, ``"ndr"``) are the catalog's: :func:`ringcalc.catalog.parse_bandwidth`
        takes both (units never imports the catalog).

    Returns
    -------
    float
        Bandwidth in bytes/s, > 0.
    """
    if is_number(text):
        value = check_positive(float(text), option)
        return check_range(value, option, MIN_BYTES_PER_S, MAX_BYTES_PER_S, "bytes/s")
    if isinstance(text, str) and _non_finite(clean_text(text, option)):
        raise RingcalcError(f"must be a finite number, got {text!r}", option=option)
    value, unit = _split(text, option, BANDWIDTH_FORMS)
    if unit == "":
        raise RingcalcError(
            f"{text!r} has no unit (bytes or bits per second?); accepted: {BANDWIDTH_FORMS}",
            option=option,
        )
    scale = _data_scale(unit, rate=True, text=text, option=option, forms=BANDWIDTH_FORMS)
    return check_range(_positive(value, scale, text, option), option, MIN_BYTES_PER_S, MAX_BYTES_PER_S, "bytes/s")


def is_rate_text(text: str, option: str = "bandwidth") -> bool:
    """True when ``text`` reads as "number [unit]" (or a non-finite number), not as a link name."""
    text = clean_text(text, option)
    if _non_finite(text):
        return True
    match = _SPLIT.match(text)
    return match is not None and (not match["unit"] or bool(_DATA_UNIT.match(match["unit"])))


def parse_time(text: str | float, option: str = "time", *, allow_zero: bool = False) -> float:
    """Parse a duration into seconds (``"0.55"``, ``"550 ms"``, ``"5 us"``, ``"2 µs"``)."""
    if is_number(text):
        return check_seconds(check_positive(float(text), option, allow_zero=allow_zero), option)
    value, unit = _split(text, option, TIME_FORMS)
    per_second = _TIME_PER_SECOND.get(unit or "s")
    if per_second is None:
        raise RingcalcError(f"unknown time unit {unit!r} in {text!r}; accepted: {TIME_FORMS}", option=option)
    return check_seconds(check_positive(value / per_second, option, allow_zero=allow_zero), option)


def check_seconds(value: float, option: str) -> float:
    """A duration (or a cost in s per byte) of at most about 31.7 years."""
    return check_range(value, option, None, MAX_SECONDS, "s")


def parse_count(text: str | float, option: str = "params") -> float:
    """Parse a parameter count: ``138.36M``, ``1.5B`` (billion), ``7b``, ``175e9``."""
    if is_number(text):
        return check_range(check_positive(float(text), option), option, None, MAX_COUNT, "")
    value, unit = _split(text, option, "138.36M, 1.5B, 175e9")
    if unit not in _COUNT:
        hint = " (a size in bytes goes to --size)" if _DATA_UNIT.match(unit) else ""
        raise RingcalcError(
            f"unknown suffix {unit!r} in {text!r}; write e.g. 138.36M, 1.5B (billion), 175e9{hint}",
            option=option,
        )
    count = check_positive(value * _COUNT[unit], option)
    if count < 1:
        raise RingcalcError(f"{text!r} is less than one; a count is at least 1", option=option)
    return check_range(count, option, None, MAX_COUNT, "")


def parse_efficiency(text: str | float, option: str = "efficiency") -> float:
    """Parse a parallel efficiency: ``0.9`` or ``90%``; returns a fraction in (0, 1)."""
    if is_number(text):
        value, percent = float(text), False
    else:
        value, unit = _split(text, option, "0.9 or 90%")
        if unit not in ("", "%"):
            raise RingcalcError(f"cannot read {text!r}; write 0.9 or 90%", option=option)
        percent = unit == "%"
        if percent:
            value /= 100.0
    if math.isnan(value) or math.isinf(value):
        raise RingcalcError(f"must be a finite number, got {text!r}", option=option)
    if value >= 1.0:
        if value == 1.0:
            raise RingcalcError(
                "100% is a limit, not a target: no communication time exposed at all (one worker, an empty "
                "gradient, infinite bandwidth, or a collective --overlap hides entirely); choose a target below 100%",
                option=option,
            )
        hint = f" (did you mean {value:g}%?)" if not percent and value <= 100 else ""
        raise RingcalcError(f"must be below 1 (100%), got {text!r}{hint}", option=option)
    if value <= 0.0:
        raise RingcalcError(f"must be above 0, got {text!r}", option=option)
    return value


def parse_workers(text: str | int, option: str = "workers") -> int:
    """Parse a count of workers, GPUs, NICs or nodes (the ``option`` names which): a whole number >= 1 and <= 10**8.

    The messages name no noun of their own: the option in front says what is counted (before 2026-11-29
    ``--nodes-per-leaf 1e9`` said "1,000,000,000 workers is beyond any cluster")."""
    if isinstance(text, bool):
        raise RingcalcError(f"expected a whole number, got {text!r}", option=option)
    if isinstance(text, str):
        text = clean_text(text, option)
        try:
            value = float(text.strip())
        except ValueError:
            raise RingcalcError(f"expected a whole number, got {text!r}", option=option) from None
    else:
        value = float(text)
    if math.isnan(value) or math.isinf(value) or value != int(value):
        raise RingcalcError(f"must be a whole number, got {text!r}", option=option)
    if value < 1:
        raise RingcalcError(f"must be at least 1, got {text!r}", option=option)
    if value > MAX_WORKERS:
        raise RingcalcError(f"{_as_typed(text)} is beyond any cluster (limit {MAX_WORKERS:,})", option=option)
    return int(value)


def _as_typed(text: str | float) -> str:
    """A count as the user gave it, for a message: a whole number exactly (not after float rounding), other text
    as typed (``1e30``)."""
    import numbers

    if isinstance(text, numbers.Integral):
        return f"{int(text):,}"
    typed = str(text).strip()
    try:
        return f"{int(typed):,}"
    except ValueError:
        return repr(typed) if isinstance(text, str) else typed


MAX_WORKERS = 10**8
