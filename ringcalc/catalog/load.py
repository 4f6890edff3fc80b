"""Reading the catalog: where the TOML files are, reading and validating them, the cache.

The files are read from ``ringcalc/models`` in an installed wheel, else from
``models/`` at the root of a source checkout, validated on first use and cached. The TOML is read through its parsed JSON copy
when that copy matches it (:mod:`ringcalc.catalog.parsed_copy`).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from ringcalc.catalog.entries import Accelerator, ClusterEntry, DLModel, EfficiencyPrior, LinkPreset
from ringcalc.catalog.names import squash_name
from ringcalc.catalog.parsed_copy import read as _read_toml
from ringcalc.catalog.parsed_copy import write as _write_copy
from ringcalc.catalog.validate import Where, entry_from_toml, fail
from ringcalc.catalog.validate_cluster import cluster_from_toml, efficiency_from_toml, resolve_cluster
from ringcalc.errors import RingcalcError

#: table name -> file name inside the catalog directory
FILES: dict[str, str] = {
    "models": "dl_models.toml",
    "links": "links.toml",
    "accelerators": "accelerators.toml",
    "clusters": "clusters.toml",
    "efficiencies": "efficiencies.toml",
}

#: tables whose entries name entries of other tables (checked on load)
_REFERENCED: dict[str, tuple[str, ...]] = {"clusters": ("links", "accelerators", "efficiencies")}


def catalog_dir() -> Path:
    """Directory holding the catalog TOML files.

    ``ringcalc/models`` when it exists (installed wheel), else ``models/`` at
    the root of the source checkout.
    """
    package = Path(__file__).resolve().parent.parent  # ringcalc/
    shipped = package / "models"
    return shipped if shipped.is_dir() else package.parent / "models"


class Table:
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
            squashed.setdefault(squash_name(key), set()).add(name)
        # the loose form only resolves where it is unambiguous
        self.loose = {key: next(iter(names)) for key, names in squashed.items() if len(names) == 1}


@functools.cache
def _load(table: str, directory: Path) -> Table:
    """Read, validate and index ``directory/FILES[table]``; names and aliases must be unique."""
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
        entries[name] = _entry(table, name, raw, Where(path, table, name))
    if table in _REFERENCED:
        others = {other: _load(other, directory) for other in _REFERENCED[table]}
        files = {other: str(directory / FILES[other]) for other in others}
        entries = {name: resolve_cluster(e, Where(path, table, name), others, files) for name, e in entries.items()}
    owner: dict[str, str] = {name: name for name in entries}  # every name and alias -> its entry
    for name, entry in entries.items():
        for alias in entry.aliases:
            if owner.get(alias, name) != name:
                where = Where(path, table, name)
                raise fail(where("aliases"), f"{alias!r} is already used by [{table}.{owner[alias]}]")
            owner[alias] = name
    return Table(table, entries)


def _entry(table: str, name: str, raw: Any, where: Where) -> Any:
    """The checked entry ``[table.name]``, built by the table's own checker."""
    if table == "clusters":
        return cluster_from_toml(name, raw, where)
    if table == "efficiencies":
        return efficiency_from_toml(name, raw, where)
    return entry_from_toml(table, name, raw, where)


@functools.cache
def _default_dir() -> Path:
    """:func:`catalog_dir`, resolved once: resolving a path reads the file system, and a solver that places a
    scenario at every worker count looks the catalog up thousands of times."""
    return catalog_dir().resolve()


def load_table(name: str, directory: str | Path | None) -> Table:
    """The loaded table ``name`` from ``directory`` (default :func:`catalog_dir`), cached."""
    return _load(name, _default_dir() if directory is None else Path(directory).resolve())


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
    return dict(load_table("models", directory).entries)


def links(directory: str | Path | None = None) -> dict[str, LinkPreset]:
    """All link presets by canonical name (see :func:`models` for ``directory``)."""
    return dict(load_table("links", directory).entries)


def accelerators(directory: str | Path | None = None) -> dict[str, Accelerator]:
    """All accelerators by canonical name (see :func:`models` for ``directory``)."""
    return dict(load_table("accelerators", directory).entries)


def clusters(directory: str | Path | None = None) -> dict[str, ClusterEntry]:
    """All cluster entries by canonical name (see :func:`models` for ``directory``).

    Loading them also loads and checks ``links.toml``, ``accelerators.toml`` and
    ``efficiencies.toml`` from the same directory, which the entries name.
    """
    return dict(load_table("clusters", directory).entries)


def efficiencies(directory: str | Path | None = None) -> dict[str, EfficiencyPrior]:
    """All efficiency priors by canonical name (see :func:`models` for ``directory``)."""
    return dict(load_table("efficiencies", directory).entries)


def write_parsed_copies(directory: str | Path | None = None) -> list[Path]:
    """(Re)write the parsed JSON copy of every catalog file (``make codegen``; :mod:`ringcalc.catalog.parsed_copy`)."""
    base = catalog_dir() if directory is None else Path(directory)
    return [_write_copy(base / name) for name in FILES.values()]
