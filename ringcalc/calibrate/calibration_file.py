"""The calibration JSON file: schema-checked loading and atomic saving.

Every field is checked on load against :data:`SCHEMA`-style rules (type,
finite, sign), so a hand-edited or corrupt file gives one error that names
the file and the field, never a traceback and never a silently different
number (a ``null`` bandwidth is read as "latency-bound" only where the
format allows it). Files of version 1 (before levels, latency models and
intervals) are read as the per-step ring model they were written for.

Standard library only: imported by the CLI at start-up.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

from ringcalc.calibrate.calibration import FORMAT, VERSION, Calibration, Level, Segment, _num
from ringcalc.errors import RingcalcError
from ringcalc.user_files import read_bytes


class _Reader:
    """Typed access to one JSON object, with errors naming ``file: field``."""

    def __init__(self, d: Any, source: str, where: str = "") -> None:
        self.source, self.where = source, where
        if not isinstance(d, dict):
            raise self.error("", f"must be an object, got {type(d).__name__}")
        self.d = d

    def error(self, key: str, why: str) -> RingcalcError:
        path = f"{self.where}.{key}" if self.where and key else (self.where or key)
        return RingcalcError(f"{self.source}: field {path!r} {why}", option="calibration")

    def _get(self, key: str, required: bool) -> Any:
        if key not in self.d or self.d[key] is None:
            if required:
                raise self.error(key, "is missing" if key not in self.d else "is null")
            return None
        return self.d[key]

    def number(self, key: str, required: bool = True, default: float = math.nan, minimum: float | None = 0.0,
               null: float | None = None) -> float:
        """A finite number (``null`` gives ``null`` if allowed, else an error)."""
        if key in self.d and self.d[key] is None and null is not None:
            return null
        v = self._get(key, required)
        if v is None:
            return default
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise self.error(key, f"must be a number, got {json.dumps(v)[:40]}")
        if not math.isfinite(v):
            raise self.error(key, f"must be finite, got {v}")
        if minimum is not None and v < minimum:
            raise self.error(key, f"must be >= {minimum:g}, got {v}")
        return float(v)

    def integer(self, key: str, required: bool = True, minimum: int = 1) -> int | None:
        v = self._get(key, required)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or int(v) != v:
            raise self.error(key, f"must be a whole number, got {json.dumps(v)[:40]}")
        if v < minimum:
            raise self.error(key, f"must be >= {minimum}, got {int(v)}")
        return int(v)

    def string(self, key: str, required: bool = True, default: str = "") -> str:
        v = self._get(key, required)
        if v is None:
            return default
        if not isinstance(v, str):
            raise self.error(key, f"must be a string, got {json.dumps(v)[:40]}")
        return v

    def array(self, key: str, required: bool = False) -> list:
        v = self._get(key, required)
        if v is None:
            return []
        if not isinstance(v, list):
            raise self.error(key, f"must be a list, got {type(v).__name__}")
        return v

    def obj(self, key: str) -> dict:
        v = self._get(key, False)
        if v is None:
            return {}
        if not isinstance(v, dict):
            raise self.error(key, f"must be an object, got {type(v).__name__}")
        return v

    def child(self, value: Any, where: str) -> _Reader:
        return _Reader(value, self.source, f"{self.where}.{where}" if self.where else where)


def _segment(r: _Reader) -> Segment:
    return Segment(
        min_size_bytes=r.number("min_size_bytes"),
        max_size_bytes=r.number("max_size_bytes"),
        alpha_s=r.number("alpha_s"),
        beta_bytes_per_s=r.number("beta_bytes_per_s", null=math.inf),
        alpha_stderr_s=r.number("alpha_stderr_s", required=False),
        beta_stderr_bytes_per_s=r.number("beta_stderr_bytes_per_s", required=False),
        n_points=r.integer("n_points", required=False, minimum=0) or 0,
        kappa=r.number("kappa", required=False, default=0.0),
    )


def _segments(r: _Reader) -> tuple[Segment, ...]:
    segs = tuple(_segment(r.child(s, f"segments[{i}]")) for i, s in enumerate(r.array("segments", required=True)))
    if not segs:
        raise r.error("segments", "is empty")
    for i, seg in enumerate(segs):
        if seg.min_size_bytes > seg.max_size_bytes:
            raise r.error(f"segments[{i}]", "has min_size_bytes > max_size_bytes")
        if seg.beta_bytes_per_s <= 0:
            raise r.error(f"segments[{i}].beta_bytes_per_s", "must be > 0")
    return segs


def _numbers_dict(r: _Reader, key: str) -> dict:
    d = r.obj(key)
    sub = r.child(d, key)
    for k, v in d.items():
        if isinstance(v, list):
            if not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in v):
                raise sub.error(k, "must be a list of numbers")
        elif v is not None:
            sub.number(k, minimum=None)
    return dict(d)


def _exponent(r: _Reader) -> float | None:
    """The saturation exponent q: 0 <= q < 1 (the S/B term must dominate large messages)."""
    q = r.number("saturation_exponent", required=False, default=math.nan)
    if math.isnan(q):
        return None
    if not 0 <= q < 1:
        raise r.error("saturation_exponent", f"must be in [0, 1), got {q}")
    return q


def _level(r: _Reader) -> Level:
    name = r.string("name")
    if name not in ("intra", "inter", "all"):
        raise r.error("name", f"must be intra, inter or all, got {name!r}")
    q = _exponent(r)
    return Level(
        name=name, ranks=r.integer("ranks", minimum=2), nodes=r.integer("nodes", required=False),
        segments=_segments(r), saturation_exponent=q,
        fitted_on=_numbers_dict(r, "fitted_on"), interval=_numbers_dict(r, "interval"),
    )  # fmt: skip


def calibration_from_dict(d: Any, source: str = "<calibration>") -> Calibration:
    """Check ``d`` against the calibration format and build the :class:`Calibration`."""
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise RingcalcError(
            f"{source} is not a ringcalc calibration (no \"format\": \"{FORMAT}\"); "
            "make one with `ringcalc fit LOG --save cal.json`",
            option="calibration",
        )
    r = _Reader(d, source)
    version = r.integer("version", required=False) or 1
    if version > VERSION:
        raise RingcalcError(f"{source} has calibration version {version}; this ringcalc reads up to {VERSION}",
                            option="calibration")
    if not all(k in d for k in ("collective", "ranks", "model", "alpha_s", "segments")):
        missing = [k for k in ("collective", "ranks", "model", "alpha_s", "segments") if k not in d]
        raise RingcalcError(f"{source}: incomplete calibration (missing {', '.join(missing)})", option="calibration")
    from ringcalc.calibrate.model import normalize_collective

    try:
        collective = normalize_collective(r.string("collective"))
    except RingcalcError as exc:
        raise r.error("collective", str(exc)) from None
    q = _exponent(r)
    shared = r.integer("shared_cores", required=False)
    notes = r.array("notes")
    if not all(isinstance(n, str) for n in notes):
        raise r.error("notes", "must be a list of strings")
    sources = r.array("sources")
    if not all(isinstance(s, dict) for s in sources):
        raise r.error("sources", "must be a list of objects")
    ranks_all = tuple(_ints(r, "ranks_all"))
    try:
        return _build(r, d, collective, q, shared, notes, sources, ranks_all)
    except RingcalcError as exc:
        if source in str(exc):
            raise
        raise RingcalcError(f"{source}: {exc.message}", option="calibration") from None


def _build(r: _Reader, d: dict, collective: str, q: float, shared: int | None, notes: list, sources: list,
           ranks_all: tuple) -> Calibration:
    return Calibration(
        collective=collective,
        ranks=r.integer("ranks", minimum=2),
        model=r.string("model"),
        alpha_s=r.number("alpha_s"),
        beta_bytes_per_s=r.number("beta_bytes_per_s", null=math.inf, required=False, default=math.inf),
        segments=_segments(r),
        sources=tuple(sources),
        median_abs_pct_error=r.number("median_abs_pct_error", required=False),
        max_abs_pct_error=r.number("max_abs_pct_error", required=False),
        ranks_all=ranks_all,
        placement=r.string("placement", required=False, default="both"),
        notes=tuple(notes),
        shared_cores=shared,
        latency_model=r.string("latency_model", required=False, default="per-step"),
        nodes=r.integer("nodes", required=False),
        gpus_per_node=r.integer("gpus_per_node", required=False),
        nics_per_node=r.integer("nics_per_node", required=False),
        saturation_exponent=q,
        levels=tuple(_level(r.child(lv, f"levels[{i}]")) for i, lv in enumerate(r.array("levels"))),
        fitted_on=_numbers_dict(r, "fitted_on"),
        interval=_numbers_dict(r, "interval"),
        selection=r.obj("selection"),
        physical=_physical(d, r),
    )


def _physical(d: dict, r: _Reader) -> Any:
    """The cluster's fitted physical parameters (``"physical"``), checked; None in older files."""
    from ringcalc.calibrate.cluster_calibration import physical_from_dict

    return physical_from_dict(d.get("physical"), r.source)


def _ints(r: _Reader, key: str) -> list[int]:
    out = []
    for i, v in enumerate(r.array(key)):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or int(v) != v or v < 1:
            raise r.error(f"{key}[{i}]", f"must be a whole number >= 1, got {json.dumps(v)[:40]}")
        out.append(int(v))
    return out


def calibration_to_dict(cal: Calibration) -> dict:
    """The JSON document of a calibration (SI units, keys carry the unit)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "collective": cal.collective,
        "ranks": cal.ranks,
        "ranks_all": list(cal.ranks_all),
        "nodes": cal.nodes,
        "gpus_per_node": cal.gpus_per_node,
        "nics_per_node": cal.nics_per_node,
        "model": cal.model,
        "latency_model": cal.latency_model,
        "alpha_s": cal.alpha_s,
        "beta_bytes_per_s": _num(cal.beta_bytes_per_s),
        "busbw_bytes_per_s": _num(cal.busbw_bytes_per_s),
        "saturation_exponent": cal.saturation_exponent,
        "break_sizes_bytes": list(cal.break_sizes_bytes),
        "segments": [s.to_dict() for s in cal.segments],
        "levels": [lv.to_dict() for lv in cal.levels],
        "fitted_on": dict(cal.fitted_on),
        "interval": dict(cal.interval),
        "selection": dict(cal.selection),
        "placement": cal.placement,
        "median_abs_pct_error": _num(cal.median_abs_pct_error),
        "max_abs_pct_error": _num(cal.max_abs_pct_error),
        "sources": [dict(s) for s in cal.sources],
        "notes": list(cal.notes),
        "shared_cores": cal.shared_cores,
        **({"physical": _physical_dict(cal.physical)} if cal.physical is not None else {}),
    }


def _physical_dict(physical: Any) -> dict:
    from ringcalc.calibrate.cluster_calibration import physical_to_dict

    return physical_to_dict(physical)


def save_calibration(cal: Calibration, path: str | os.PathLike[str]) -> Path:
    """Write the calibration as JSON, atomically (a temporary file renamed into place)."""
    from ringcalc.output.atomic import write_atomically

    text = json.dumps(calibration_to_dict(cal), indent=2, allow_nan=False) + "\n"

    def fill(fd: int, tmp: Path) -> None:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)

    return write_atomically(path, ".tmp", fill, option="save")


def load_calibration(path: str | os.PathLike[str]) -> Calibration:
    """Read and check a calibration JSON written by :meth:`Calibration.save`.

    Raises
    ------
    RingcalcError
        If the file is missing, not UTF-8 JSON, not a ringcalc calibration,
        or any field has the wrong type or an impossible value.
    """
    p, content = read_bytes(path, "calibration", "calibration file")
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        raise RingcalcError(f"{p}: not a text file (not UTF-8); not a ringcalc calibration",
                            option="calibration") from None
    try:
        d = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise RingcalcError(f"{p}:{exc.lineno}: not JSON ({exc.msg})", option="calibration") from None
    except ValueError as exc:
        raise RingcalcError(f"{p}: not strict JSON ({exc})", option="calibration") from None
    return calibration_from_dict(d, source=str(p))


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a JSON number")
