"""The calibration JSON file: schema-checked loading.

Every field is checked on load against :data:`SCHEMA`-style rules (type,
finite, sign), so a hand-edited or corrupt file gives one error that names
the file and the field, never a traceback and never a silently different
number (a ``null`` bandwidth is read as "latency-bound" only where the
format allows it). Files of version 1 (before levels, latency models and
intervals) are read as the per-step ring model they were written for.

Writing is :meth:`ringcalc.calibrate.calibration.Calibration.save`, beside
the fields it writes; this module reads what that writes.

Standard library only: imported by the CLI at start-up.
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

from ringcalc.calibrate.calibration import FORMAT, VERSION, Calibration, Level, Segment
from ringcalc.errors import RingcalcError
from ringcalc.user_files import read_bytes

MAX_COUNT = 10_000_000
"""The largest count (ranks, nodes, GPUs, points) a calibration may hold (:data:`ringcalc.calibrate.nccl_records.
MAX_RANKS`): until 2026-11-29 ``levels[0].ranks = 1e308`` ended in an OverflowError."""
PLACEMENTS = ("both", "out-of-place", "in-place")
_INTERVAL_BOUNDS = {"rel_low": (-100.0, 0.0), "rel_high": (0.0, 100.0), "per_decade_up": (0.0, 100.0),
                    "per_decade_down": (0.0, 100.0), "other_ranks_abs": (0.0, 100.0)}
"""An interval's relative band (``rel_low`` <= 0 <= ``rel_high``, as the fit writes them: ringcalc/calibrate/select.py
interval_stats) and its widening per decade and per other N, fractions of the time."""


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

    def integer(self, key: str, required: bool = True, minimum: int = 1, maximum: int = MAX_COUNT) -> int | None:
        """A whole number in [minimum, maximum] (a rank, node or point count: 1e308 is no count)."""
        v = self._get(key, required)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or int(v) != v:
            raise self.error(key, f"must be a whole number, got {json.dumps(v)[:40]}")
        if v < minimum:
            raise self.error(key, f"must be >= {minimum}, got {int(v)}")
        if v > maximum:
            raise self.error(key, f"must be <= {maximum}, got {v:g}")
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


def _interval(r: _Reader) -> dict:
    """The held-out interval (``interval``): its coverage in (0, 1), its band around 0, its widenings >= 0.

    Until 2026-11-29 ``coverage: 5`` printed a "500% interval", ``rel_low`` > ``rel_high`` was taken, and a null
    ``rel_low`` ended in a TypeError."""
    d = _numbers_dict(r, "interval")
    sub = r.child(d, "interval")
    for key, (low, high) in _INTERVAL_BOUNDS.items():
        if key in d:
            v = sub.number(key, minimum=None)
            if not low <= v <= high:
                raise sub.error(key, f"must be in [{low:g}, {high:g}] (a fraction of the time), got {v:g}")
    if "coverage" in d:
        v = sub.number("coverage")
        if not 0 < v < 1:
            raise sub.error("coverage", f"must be a fraction in (0, 1) (0.8: 80%), got {v:g}")
    if ("rel_low" in d) != ("rel_high" in d):
        raise sub.error("rel_low", "and rel_high are given together (the band below and above the time)")
    if "held_out_points" in d:
        sub.integer("held_out_points", minimum=0)
    return d


def _fitted_on(r: _Reader) -> dict:
    """What a fit saw (``fitted_on``): its sizes (0 < min <= max) and its rank and node counts (lists of counts)."""
    d = r.obj("fitted_on")
    sub = r.child(d, "fitted_on")
    for key in ("min_size_bytes", "max_size_bytes"):
        if key in d and sub.number(key) <= 0:
            raise sub.error(key, "must be > 0")
    if "min_size_bytes" in d and "max_size_bytes" in d and d["min_size_bytes"] > d["max_size_bytes"]:
        raise sub.error("min_size_bytes", "must be <= max_size_bytes")
    for key in ("ranks", "nodes"):
        if key in d:
            _ints(sub, key)
    return _numbers_dict(r, "fitted_on")


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
        fitted_on=_fitted_on(r), interval=_interval(r),
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
        placement=_placement(r),
        notes=tuple(notes),
        shared_cores=shared,
        latency_model=r.string("latency_model", required=False, default="per-step"),
        nodes=r.integer("nodes", required=False),
        gpus_per_node=r.integer("gpus_per_node", required=False),
        nics_per_node=r.integer("nics_per_node", required=False),
        saturation_exponent=q,
        levels=tuple(_level(r.child(lv, f"levels[{i}]")) for i, lv in enumerate(r.array("levels"))),
        fitted_on=_fitted_on(r),
        interval=_interval(r),
        selection=r.obj("selection"),
        physical=_physical(d, r),
    )


def _placement(r: _Reader) -> str:
    """The time columns fitted: both, out-of-place or in-place (until 2026-11-29 any string was taken)."""
    placement = r.string("placement", required=False, default="both")
    if placement not in PLACEMENTS:
        raise r.error("placement", f"must be one of {', '.join(PLACEMENTS)}, got {placement[:40]!r}")
    return placement


def _physical(d: dict, r: _Reader) -> Any:
    """The cluster's fitted physical parameters (``"physical"``), checked; None in older files."""
    from ringcalc.calibrate.cluster_calibration import physical_from_dict
    from ringcalc.calibrate.physical_checks import check_physical

    check_physical(d.get("physical"), r)

    return physical_from_dict(d.get("physical"), r.source)


def _ints(r: _Reader, key: str) -> list[int]:
    out = []
    for i, v in enumerate(r.array(key)):
        if (isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or int(v) != v or v < 1
                or v > MAX_COUNT):
            raise r.error(f"{key}[{i}]", f"must be a whole number in 1..{MAX_COUNT}, got {json.dumps(v)[:40]}")
        out.append(int(v))
    return out


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
        raise RingcalcError(f"{p}: not strict JSON ({str(exc).splitlines()[0][:120]})", option="calibration") from None
    except RecursionError:
        raise RingcalcError(f"{p}: not a ringcalc calibration (JSON nested too deeply)", option="calibration") from None
    return calibration_from_dict(d, source=str(p))


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a JSON number")
