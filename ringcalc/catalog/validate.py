"""Field checks for the catalog TOML: every entry is validated and converted to SI on load.

A value of the wrong type or out of range raises a
:class:`~ringcalc.errors.RingcalcError` naming the file, the entry and the key
(``links.toml: [links.fast] bandwidth: ...``).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Callable

from ringcalc import units
from ringcalc.catalog.architecture import check_architecture
from ringcalc.catalog.entries import ARCHES, LINK_KINDS, Accelerator, DLModel, LinkPreset
from ringcalc.catalog.names import normalize_name
from ringcalc.errors import RingcalcError


class Where:
    """Location prefix for error messages: file and entry."""

    def __init__(self, path: Path, table: str, name: str | None = None):
        self.path, self.table, self.name = path, table, name

    def __call__(self, key: str | None = None) -> str:
        entry = f"[{self.table}.{self.name}]" if self.name is not None else f"[{self.table}]"
        return f"{self.path}: {entry}" + (f" {key}" if key else "")


def fail(where: str, message: str) -> RingcalcError:
    """The error for a bad catalog value, prefixed with its location."""
    return RingcalcError(f"{where}: {message}")


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise fail(where, f"must be a non-empty string, got {value!r}")
    return value.strip()


def _positive_number(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(where, f"must be a number, got {value!r}")
    if math.isnan(value) or math.isinf(value) or value <= 0:
        raise fail(where, f"must be a positive finite number, got {value!r}")
    return float(value)


def _positive_int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(where, f"must be a whole number of bytes, got {value!r}")
    if value <= 0:
        raise fail(where, f"must be positive, got {value!r}")
    return value


def _year(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1940 <= value <= 2100:
        raise fail(where, f"must be a year such as 2017, got {value!r}")
    return value


def _aliases(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(a, str) and a.strip() for a in value):
        raise fail(where, f"must be a list of non-empty strings, got {value!r}")
    return tuple(normalize_name(a) for a in value)


def _kind(value: Any, where: str) -> str:
    if value not in LINK_KINDS:
        raise fail(where, f"must be one of {', '.join(LINK_KINDS)}; got {value!r}")
    return value


def _arch(value: Any, where: str) -> str:
    if value not in ARCHES:
        raise fail(where, f"must be one of {', '.join(ARCHES)}; got {value!r}")
    return value


def _unit_text(value: Any, where: str, example: str = '"100 Gbit/s"') -> str:
    """A string that is a number followed by a unit (``"100 Gbit/s"``); a bare TOML number says its unit is missing
    (it said "must be a non-empty string, got 1e-06")."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        raise fail(where, f"{value!r} has no unit: write the value as text with its unit, such as {example}")
    text = _text(value, where)
    try:
        float(text)
    except ValueError:
        return text
    raise fail(where, f"needs a unit, got {value!r}")


def _parse_with(parser: Callable[[str], float], kind: str, value: Any, where: str) -> float:
    text = _unit_text(value, where, {"time": '"1us"', "size": '"80 GB"'}.get(kind, '"100 Gbit/s"'))
    try:
        return parser(text)
    except RingcalcError as exc:
        raise fail(where, f"cannot read {text!r} as a {kind}: {exc.message}") from None


def _bandwidth(value: Any, where: str) -> float:
    def rate(text: str) -> float:  # a preset's figure is a number with a unit, never another preset's name
        if not units.is_rate_text(text):
            raise RingcalcError("a catalog bandwidth must be a number with a unit (such as '100 Gbit/s'), "
                                "not the name of another preset")
        return units.parse_rate(text)

    return _parse_with(rate, "bandwidth", value, where)


def _mesh_gpus(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 2:
        raise fail(where, f"expected the mesh's GPU count, an integer of 2 or more, got {value!r}")
    return value


def _time(value: Any, where: str) -> float:
    return _parse_with(units.parse_time, "time", value, where)


def _size(value: Any, where: str) -> float:
    return _parse_with(units.parse_size, "size", value, where)


# table -> (required {key: checker}, optional {key: checker})
_SCHEMA: dict[str, tuple[dict[str, Callable[[Any, str], Any]], dict[str, Callable[[Any, str], Any]]]] = {
    "models": (
        {"params": _positive_number, "display": _text, "source": _text},
        {"family": _text, "year": _year, "notes": _text, "aliases": _aliases, "arch": check_architecture},
    ),
    "links": (
        {"bandwidth": _bandwidth, "latency": _time, "kind": _kind, "display": _text, "source": _text},
        {"notes": _text, "aliases": _aliases, "mesh_gpus": _mesh_gpus},
    ),
    "accelerators": (
        {"memory": _size, "display": _text, "vendor": _text, "source": _text},
        {
            "memory_bytes": _positive_int,
            "memory_type": _text,
            "bf16_tflops": _positive_number,
            "fp8_tflops": _positive_number,
            "arch": _arch,
            "notes": _text,
            "aliases": _aliases,
        },
    ),
}

# memory_bytes may differ from the stated memory by the GB/GiB ratio (7.4%),
# not by a typo's factor
_MEMORY_RATIO_LIMIT = 1.15


def check_keys(
    name: str,
    raw: Any,
    where: Where,
    schema: tuple[dict[str, Callable[[Any, str], Any]], dict[str, Callable[[Any, str], Any]]],
) -> dict[str, Any]:
    """The checked values of one entry against ``(required, optional)`` checkers; unknown or
    missing keys, a badly formed entry name or a bad value raise the error naming file and entry."""
    if not isinstance(raw, dict):
        raise fail(where(), f"must be a table of keys, got {raw!r}")
    if name != normalize_name(name) or not name:
        raise fail(
            where(),
            f"entry names must be lower-case with '-' instead of spaces or '_' (write {normalize_name(name)!r})",
        )
    required, optional = schema
    unknown = sorted(set(raw) - set(required) - set(optional))
    if unknown:
        allowed = ", ".join([*required, *optional])
        raise fail(where(), f"unknown key(s) {', '.join(unknown)}; allowed: {allowed}")
    missing = [key for key in required if key not in raw]
    if missing:
        raise fail(where(), f"missing required key(s) {', '.join(missing)}")
    return {key: check(raw[key], where(key)) for key, check in {**required, **optional}.items() if key in raw}


def _check_entry(table: str, name: str, raw: Any, where: Where) -> dict[str, Any]:
    checked = check_keys(name, raw, where, _SCHEMA[table])
    if table == "accelerators" and "memory_bytes" in checked:
        ratio = checked["memory_bytes"] / checked["memory"]
        if not 1 / _MEMORY_RATIO_LIMIT <= ratio <= _MEMORY_RATIO_LIMIT:
            raise fail(
                where("memory_bytes"),
                f"{checked['memory_bytes']:,} B does not match memory = {raw['memory']!r} "
                f"(ratio {ratio:.3f}; only the GB/GiB difference is expected)",
            )
    return checked


def entry_from_toml(table: str, name: str, raw: Any, where: Where) -> DLModel | LinkPreset | Accelerator:
    """The checked entry ``[table.name]`` of a catalog file."""
    return _build(table, name, raw, _check_entry(table, name, raw, where))


def _build(table: str, name: str, raw: dict[str, Any], checked: dict[str, Any]) -> Any:
    aliases = checked.get("aliases", ())
    if table == "models":
        return DLModel(
            name=name,
            params=checked["params"],
            display=checked["display"],
            source=checked["source"],
            family=checked.get("family"),
            year=checked.get("year"),
            notes=checked.get("notes"),
            aliases=aliases,
            arch=checked.get("arch"),
        )
    if table == "links":
        return LinkPreset(
            name=name,
            bandwidth_bytes_per_s=checked["bandwidth"],
            latency_s=checked["latency"],
            kind=checked["kind"],
            source=checked["source"],
            aliases=aliases,
            display=checked["display"],
            bandwidth=raw["bandwidth"].strip(),
            latency=raw["latency"].strip(),
            notes=checked.get("notes"),
            mesh_gpus=checked.get("mesh_gpus", 0),
        )
    return Accelerator(
        name=name,
        memory_bytes=float(checked.get("memory_bytes", checked["memory"])),
        display=checked["display"],
        vendor=checked["vendor"],
        source=checked["source"],
        memory=raw["memory"].strip(),
        memory_type=checked.get("memory_type"),
        bf16_tflops=checked.get("bf16_tflops"),
        notes=checked.get("notes"),
        aliases=aliases,
        fp8_tflops=checked.get("fp8_tflops"),
        arch=checked.get("arch"),
    )
