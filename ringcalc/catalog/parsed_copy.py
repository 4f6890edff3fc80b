"""The catalog's TOML files, parsed ahead of time: JSON copies in ``models/_parsed/`` (cold start).

A single answer of the CLI reads one or two catalog files. Importing
:mod:`tomllib` and parsing them took about 10 ms of a 140 ms run
(``benchmarks/bench_cli_startup.py``, issue 18); :mod:`json` reads the same
data in well under a millisecond. The TOML files stay the one source of
truth: each copy records the size and CRC-32 of the TOML bytes it was parsed
from, and :func:`read` uses it only when they match, so an edited TOML file
is always read as TOML (merely slower until the copies are written again).

    make codegen      # (re)writes models/_parsed/*.json: ringcalc.catalog.load.write_parsed_copies

``tests/catalog/test_parsed_copy.py`` fails when a shipped copy is stale.
"""

from __future__ import annotations

import json
import zlib
from pathlib import Path
from typing import Any

from ringcalc.errors import RingcalcError

FOLDER = "_parsed"


def copy_path(toml_path: Path) -> Path:
    """Where the parsed copy of ``toml_path`` lives: ``<its folder>/_parsed/<stem>.json``."""
    return toml_path.parent / FOLDER / f"{toml_path.stem}.json"


def stamp(raw: bytes) -> dict[str, int]:
    """What a copy records of the TOML bytes it was parsed from."""
    return {"bytes": len(raw), "crc32": zlib.crc32(raw)}


def parse_toml(raw: bytes, path: Path) -> dict[str, Any]:
    """``raw`` parsed as TOML; invalid TOML or UTF-8 is a RingcalcError naming ``path``."""
    try:
        import tomllib  # Python >= 3.11
    except ModuleNotFoundError:  # pragma: no cover - Python 3.10
        import tomli as tomllib  # type: ignore[no-redef]
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise RingcalcError(f"{path}: not UTF-8 text: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise RingcalcError(f"{path}: invalid TOML: {exc}") from None


def read(path: Path) -> dict[str, Any]:
    """The parsed TOML file ``path``: from its parsed copy when the copy matches its bytes, else parsed."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise RingcalcError(f"catalog file not found: {path}") from None
    try:
        copy = json.loads(copy_path(path).read_bytes())
    except (OSError, ValueError):
        copy = None  # no copy (a user's catalog directory) or an unreadable one: the TOML is the truth
    if isinstance(copy, dict) and copy.get("toml") == stamp(raw) and isinstance(copy.get("data"), dict):
        return copy["data"]
    return parse_toml(raw, path)


def write(path: Path) -> Path:
    """Write the parsed copy of the TOML file ``path``; returns where."""
    raw = path.read_bytes()
    target = copy_path(path)
    target.parent.mkdir(exist_ok=True)
    text = json.dumps({"toml": stamp(raw), "data": parse_toml(raw, path)}, allow_nan=False,
                      separators=(",", ":"), sort_keys=False)
    target.write_text(text + "\n", encoding="utf-8")
    return target
