"""The catalog: DL models, link presets and accelerators, each with its source.

The figures live in three TOML files (``dl_models.toml``, ``links.toml``,
``accelerators.toml``; their schema and conventions are in
``models/README.md``). They are read from ``ringcalc/models`` in an installed
wheel, else from ``models/`` at the root of a source checkout, validated on
first use and cached.

Every figure is converted to SI base units on load (bytes, seconds, bytes/s)
with :mod:`ringcalc.units`; the text exactly as the source states it is kept
next to it (``LinkPreset.bandwidth``, ``Accelerator.memory``).

Names are matched case-insensitively, ``_`` and spaces count as ``-``, and
aliases are honoured; a name is first cleaned by
:func:`ringcalc.units.clean_text` (full-width forms made ASCII, other odd
characters refused) and may then hold only letters, digits, ``-``, ``.`` and
``+``, so no stray character is silently dropped (``--bandwidth 100GbE``, ``--bandwidth ib-ndr``,
``--gpu H100-80GB``, ``--model inception_v3``). An unknown name raises
:class:`~ringcalc.errors.RingcalcError` with the closest known names.

This module imports only the standard library at start-up (the CLI imports it
on its answer path).
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ringcalc.errors import RingcalcError

#: table name -> file name inside the catalog directory
FILES: dict[str, str] = {
    "models": "dl_models.toml",
    "links": "links.toml",
    "accelerators": "accelerators.toml",
}

#: allowed values of ``LinkPreset.kind``
LINK_KINDS: tuple[str, ...] = ("ethernet", "infiniband", "pcie", "nvlink")

# what an entry of each table is called in messages
_WHAT = {"models": "model", "links": "link preset", "accelerators": "accelerator"}


@dataclass(frozen=True)
class DLModel:
    """A deep-learning model from ``dl_models.toml``.

    Attributes
    ----------
    name : str
        Canonical lower-case key (``"vgg16"``).
    params : float
        Number of trainable parameters (a count, dimensionless).
    display : str
        Human name (``"VGG-16"``).
    source : str
        Where the count comes from (paper, torchvision docs, HF config).
    family, year, notes : optional
        Architecture family, year of publication, caveats.
    aliases : tuple of str
        Other accepted names.
    """

    name: str
    params: float
    display: str
    source: str
    family: str | None = None
    year: int | None = None
    notes: str | None = None
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class LinkPreset:
    """A network or device link from ``links.toml``.

    Attributes
    ----------
    name : str
        Canonical lower-case key (``"100gbe"``, ``"ndr"``, ``"nvlink4"``).
    bandwidth_bytes_per_s : float
        Per-direction bandwidth in bytes/s (1GbE = 1.25e8).
    latency_s : float
        Typical one-way small-message latency in seconds (an
        order-of-magnitude default, see ``notes``).
    kind : str
        One of :data:`LINK_KINDS`.
    source : str
        The specification the bandwidth comes from.
    aliases : tuple of str
        Other accepted names (``"ib-ndr"``).
    display : str
        Human name.
    bandwidth, latency : str
        The figures as written in the catalog (``"100 Gbit/s"``, ``"5 us"``).
    notes : str, optional
        What is and is not counted, where the latency comes from.
    """

    name: str
    bandwidth_bytes_per_s: float
    latency_s: float
    kind: str
    source: str
    aliases: tuple[str, ...] = ()
    display: str = ""
    bandwidth: str = ""
    latency: str = ""
    notes: str | None = None


@dataclass(frozen=True)
class Accelerator:
    """A GPU or other accelerator from ``accelerators.toml``.

    Attributes
    ----------
    name : str
        Canonical lower-case key (``"h100-80gb"``).
    memory_bytes : float
        Device memory in bytes. Where the vendor's "GB" is binary (all HBM and
        GDDR parts), this is the binary capacity recorded explicitly in the
        catalog (80 GiB = 85,899,345,920 B for an "80 GB" H100).
    display, vendor, source : str
        Human name, vendor, where the figures come from.
    memory : str
        Capacity exactly as the vendor writes it (``"80 GB"``).
    memory_type : str, optional
        ``"HBM3"``, ``"GDDR6X"``, ...
    bf16_tflops : float, optional
        Vendor peak dense (no sparsity) BF16 tensor throughput in TFLOP/s.
    notes : str, optional
    aliases : tuple of str
    """

    name: str
    memory_bytes: float
    display: str
    vendor: str
    source: str
    memory: str = ""
    memory_type: str | None = None
    bf16_tflops: float | None = None
    notes: str | None = None
    aliases: tuple[str, ...] = ()

    @property
    def bf16_flops_per_s(self) -> float | None:
        """Peak dense BF16 throughput in FLOP/s (SI), or None if unknown."""
        return None if self.bf16_tflops is None else self.bf16_tflops * 1e12


# ------------------------------------------------------------------ names


def normalize_name(text: str) -> str:
    """Lookup form of a name: stripped, lower-case, ``_`` and spaces -> ``-``."""
    return re.sub(r"[\s_]+", "-", text.strip().lower())


def _squash(key: str) -> str:
    """Looser form used as a fallback: only letters, digits and dots."""
    return re.sub(r"[^a-z0-9.]", "", key)


# ------------------------------------------------------------- validation


class _Where:
    """Location prefix for error messages: file and entry."""

    def __init__(self, path: Path, table: str, name: str | None = None):
        self.path, self.table, self.name = path, table, name

    def __call__(self, key: str | None = None) -> str:
        entry = f"[{self.table}.{self.name}]" if self.name is not None else f"[{self.table}]"
        return f"{self.path}: {entry}" + (f" {key}" if key else "")


def _fail(where: str, message: str) -> RingcalcError:
    return RingcalcError(f"{where}: {message}")


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _fail(where, f"must be a non-empty string, got {value!r}")
    return value.strip()


def _positive_number(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _fail(where, f"must be a number, got {value!r}")
    if math.isnan(value) or math.isinf(value) or value <= 0:
        raise _fail(where, f"must be a positive finite number, got {value!r}")
    return float(value)


def _positive_int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(where, f"must be a whole number of bytes, got {value!r}")
    if value <= 0:
        raise _fail(where, f"must be positive, got {value!r}")
    return value


def _year(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1940 <= value <= 2100:
        raise _fail(where, f"must be a year such as 2017, got {value!r}")
    return value


def _aliases(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(a, str) and a.strip() for a in value):
        raise _fail(where, f"must be a list of non-empty strings, got {value!r}")
    return tuple(normalize_name(a) for a in value)


def _kind(value: Any, where: str) -> str:
    if value not in LINK_KINDS:
        raise _fail(where, f"must be one of {', '.join(LINK_KINDS)}; got {value!r}")
    return value


def _unit_text(value: Any, where: str) -> str:
    """A string that is a number followed by a unit (``"100 Gbit/s"``)."""
    text = _text(value, where)
    try:
        float(text)
    except ValueError:
        return text
    raise _fail(where, f"needs a unit, got {value!r}")


def _parse_with(parser: Callable[[str], float], kind: str, value: Any, where: str) -> float:
    text = _unit_text(value, where)
    try:
        return parser(text)
    except RingcalcError as exc:
        raise _fail(where, f"cannot read {text!r} as a {kind}: {exc.message}") from None


def _bandwidth(value: Any, where: str) -> float:
    from ringcalc.units import is_rate_text, parse_rate

    def rate(text: str) -> float:  # a preset's figure is a number with a unit, never another preset's name
        if not is_rate_text(text):
            raise RingcalcError("a catalog bandwidth must be a number with a unit (such as '100 Gbit/s'), "
                                "not the name of another preset")
        return parse_rate(text)

    return _parse_with(rate, "bandwidth", value, where)


def _time(value: Any, where: str) -> float:
    from ringcalc.units import parse_time

    return _parse_with(parse_time, "time", value, where)


def _size(value: Any, where: str) -> float:
    from ringcalc.units import parse_size

    return _parse_with(parse_size, "size", value, where)


# table -> (required {key: checker}, optional {key: checker})
_SCHEMA: dict[str, tuple[dict[str, Callable[[Any, str], Any]], dict[str, Callable[[Any, str], Any]]]] = {
    "models": (
        {"params": _positive_number, "display": _text, "source": _text},
        {"family": _text, "year": _year, "notes": _text, "aliases": _aliases},
    ),
    "links": (
        {"bandwidth": _bandwidth, "latency": _time, "kind": _kind, "display": _text, "source": _text},
        {"notes": _text, "aliases": _aliases},
    ),
    "accelerators": (
        {"memory": _size, "display": _text, "vendor": _text, "source": _text},
        {
            "memory_bytes": _positive_int,
            "memory_type": _text,
            "bf16_tflops": _positive_number,
            "notes": _text,
            "aliases": _aliases,
        },
    ),
}

# memory_bytes may differ from the stated memory by the GB/GiB ratio (7.4%),
# not by a typo's factor
_MEMORY_RATIO_LIMIT = 1.15


def _check_entry(table: str, name: str, raw: Any, where: _Where) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise _fail(where(), f"must be a table of keys, got {raw!r}")
    if name != normalize_name(name) or not name:
        raise _fail(
            where(),
            f"entry names must be lower-case with '-' instead of spaces or '_' (write {normalize_name(name)!r})",
        )
    required, optional = _SCHEMA[table]
    unknown = sorted(set(raw) - set(required) - set(optional))
    if unknown:
        allowed = ", ".join([*required, *optional])
        raise _fail(where(), f"unknown key(s) {', '.join(unknown)}; allowed: {allowed}")
    missing = [key for key in required if key not in raw]
    if missing:
        raise _fail(where(), f"missing required key(s) {', '.join(missing)}")
    checked = {key: check(raw[key], where(key)) for key, check in {**required, **optional}.items() if key in raw}
    if table == "accelerators" and "memory_bytes" in checked:
        ratio = checked["memory_bytes"] / checked["memory"]
        if not 1 / _MEMORY_RATIO_LIMIT <= ratio <= _MEMORY_RATIO_LIMIT:
            raise _fail(
                where("memory_bytes"),
                f"{checked['memory_bytes']:,} B does not match memory = {raw['memory']!r} "
                f"(ratio {ratio:.3f}; only the GB/GiB difference is expected)",
            )
    return checked


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
    )


# ----------------------------------------------------------------- loading


def catalog_dir() -> Path:
    """Directory holding the catalog TOML files.

    ``ringcalc/models`` when it exists (installed wheel), else ``models/`` at
    the root of the source checkout.
    """
    here = Path(__file__).resolve().parent
    shipped = here / "models"
    return shipped if shipped.is_dir() else here.parent / "models"


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        import tomllib  # Python >= 3.11
    except ModuleNotFoundError:  # pragma: no cover - Python 3.10
        import tomli as tomllib  # type: ignore[no-redef]
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise RingcalcError(f"catalog file not found: {path}") from None
    except tomllib.TOMLDecodeError as exc:
        raise RingcalcError(f"{path}: invalid TOML: {exc}") from None


class _Table:
    """One loaded table: entries by canonical name plus a lookup index."""

    def __init__(self, table: str, entries: dict[str, Any]):
        self.table = table
        self.entries = entries
        self.index: dict[str, str] = {}  # normalized name or alias -> canonical name
        for name, entry in entries.items():
            for key in (name, *entry.aliases):
                self.index[key] = name
        squashed: dict[str, set[str]] = {}
        for key, name in self.index.items():
            squashed.setdefault(_squash(key), set()).add(name)
        # the loose form only resolves where it is unambiguous
        self.loose = {key: next(iter(names)) for key, names in squashed.items() if len(names) == 1}


@functools.cache
def _load(table: str, directory: Path) -> _Table:
    path = directory / FILES[table]
    data = _read_toml(path)
    extra = sorted(set(data) - {table})
    if extra:
        raise RingcalcError(
            f"{path}: unexpected top-level table(s) {', '.join(extra)}; only [{table}.<name>] entries belong here"
        )
    raw_table = data.get(table)
    if not isinstance(raw_table, dict) or not raw_table:
        raise RingcalcError(f"{path}: no [{table}.<name>] entries found")
    entries: dict[str, Any] = {}
    for name, raw in raw_table.items():
        where = _Where(path, table, name)
        entries[name] = _build(table, name, raw, _check_entry(table, name, raw, where))
    owner: dict[str, str] = {name: name for name in entries}  # every name and alias -> its entry
    for name, entry in entries.items():
        for alias in entry.aliases:
            if owner.get(alias, name) != name:
                where = _Where(path, table, name)
                raise _fail(where("aliases"), f"{alias!r} is already used by [{table}.{owner[alias]}]")
            owner[alias] = name
    return _Table(table, entries)


def _table(table: str, directory: str | Path | None) -> _Table:
    base = catalog_dir() if directory is None else Path(directory)
    return _load(table, base.resolve())


def models(directory: str | Path | None = None) -> dict[str, DLModel]:
    """All DL models by canonical name.

    Parameters
    ----------
    directory : path, optional
        Catalog directory to read instead of :func:`catalog_dir` (tests).

    Returns
    -------
    dict of str to DLModel
        A fresh dict (the loaded table itself is cached).
    """
    return dict(_table("models", directory).entries)


def links(directory: str | Path | None = None) -> dict[str, LinkPreset]:
    """All link presets by canonical name (see :func:`models` for ``directory``)."""
    return dict(_table("links", directory).entries)


def accelerators(directory: str | Path | None = None) -> dict[str, Accelerator]:
    """All accelerators by canonical name (see :func:`models` for ``directory``)."""
    return dict(_table("accelerators", directory).entries)


# ----------------------------------------------------------------- lookup


def _get(table: str, name: Any, option: str, directory: str | Path | None) -> Any:
    what = _WHAT[table]
    if not isinstance(name, str) or not name.strip():
        raise RingcalcError(f"expected a {what} name, got {name!r}", option=option)
    from ringcalc.units import clean_text

    name = clean_text(name, option)  # full-width forms made ASCII; other odd characters refused
    loaded = _table(table, directory)
    key = normalize_name(name)
    odd = sorted(set(re.sub(r"[a-z0-9.+-]", "", key)))
    if odd:
        raise RingcalcError(
            f"unexpected character(s) {' '.join(odd)} in {what} name {name.strip()!r}; "
            "names use letters, digits, '-', '_', '.' and spaces",
            option=option,
        )
    canonical = loaded.index.get(key) or loaded.loose.get(_squash(key))
    if canonical is not None:
        return loaded.entries[canonical]
    import difflib

    # names that start with what was typed first ("a100" -> a100-40gb, a100-80gb), then similar ones
    prefixed = sorted(k for k in loaded.index if len(key) >= 2 and k.startswith(key))
    close = difflib.get_close_matches(key, list(loaded.index), n=8, cutoff=0.6)
    suggestions = list(dict.fromkeys(loaded.index[c] for c in [*prefixed, *close]))[:4]
    kind = [n for n, e in loaded.entries.items() if getattr(e, "kind", None) == _squash(key)]
    if kind:  # a family of links ("infiniband", "ethernet"): name its presets
        hint = f"it names a kind of link, not one link; did you mean {', '.join(kind)}?"
    elif suggestions:
        hint = f"did you mean {', '.join(suggestions)}?"
    else:
        hint = f"known: {', '.join(sorted(loaded.entries))}"
    raise RingcalcError(f"unknown {what} {name.strip()!r}; {hint}", option=option)


def get_model(name: str, option: str = "model", *, directory: str | Path | None = None) -> DLModel:
    """Look up a DL model by name or alias (case-insensitive).

    Parameters
    ----------
    name : str
        ``"vgg16"``, ``"ResNet-50"``, ``"inception_v3"``, ``"llama-3.1-8b"``.
    option : str
        Option name for the error message (``"model"`` -> ``--model``).
    directory : path, optional
        Catalog directory to read instead of :func:`catalog_dir`.

    Raises
    ------
    RingcalcError
        Unknown name; the message lists the closest known names.
    """
    return _get("models", name, option, directory)


def get_link(name: str, option: str = "bandwidth", *, directory: str | Path | None = None) -> LinkPreset:
    """Look up a link preset by name or alias (``"100GbE"``, ``"ib-ndr"``, ``"nvlink4"``).

    See :func:`get_model` for the parameters; ``option`` defaults to ``"bandwidth"``.
    """
    return _get("links", name, option, directory)


def link_preset(text: object, option: str = "bandwidth") -> LinkPreset | None:
    """The link preset ``text`` names (``100GbE``, ``ndr``); None for "number unit" text or a number.

    Text that is neither raises the close-match error, with the accepted bandwidth forms.
    """
    from ringcalc import units

    if not isinstance(text, str) or units.is_rate_text(text, option):
        return None
    try:
        return get_link(units.clean_text(text, option).strip(), option=option)
    except RingcalcError as exc:
        raise RingcalcError(f"{exc.message}; or write a bandwidth: {units.BANDWIDTH_FORMS}", option=option) from None


def parse_bandwidth(text: str | float, option: str = "bandwidth") -> float:
    """A per-direction bandwidth in bytes/s: a link preset name (``"1GbE"``, ``"ndr"``, ``"nvlink4"``) or
    a number with a unit (``"125 MB/s"``, ``"10 Gbps"``; :func:`ringcalc.units.parse_rate`)."""
    from ringcalc import units

    preset = link_preset(text, option)
    return preset.bandwidth_bytes_per_s if preset is not None else units.parse_rate(text, option)


def get_accelerator(name: str, option: str = "gpu", *, directory: str | Path | None = None) -> Accelerator:
    """Look up an accelerator by name or alias (``"H100-80GB"``, ``"mi300x"``).

    See :func:`get_model` for the parameters; ``option`` defaults to ``"gpu"``.
    """
    return _get("accelerators", name, option, directory)


__all__ = [
    "FILES",
    "LINK_KINDS",
    "Accelerator",
    "DLModel",
    "LinkPreset",
    "accelerators",
    "catalog_dir",
    "get_accelerator",
    "get_link",
    "get_model",
    "links",
    "models",
    "normalize_name",
]
