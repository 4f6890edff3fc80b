"""The calibration file: fitted alpha and beta that replace --latency/--bandwidth.

A calibration is written by ``ringcalc fit --save cal.json`` or
``ringcalc measure --save cal.json`` and read by every command that takes
``--calibration``. It holds the ring-model parameters in SI units:

* ``alpha_s``: per-step latency (s) of the smallest-message regime;
* ``beta_bytes_per_s``: per-link, per-direction bandwidth (bytes/s) of the
  largest-message regime, the ``B`` of ``2(N-1)/N * S/B``; it equals the
  nccl-tests busbw asymptote;
* ``segments``: for ``model == "piecewise"``, one (alpha, beta) per
  message-size regime (NCCL's LL / LL128 / Simple protocols), with the
  break sizes between them; :meth:`Calibration.params_at` picks the regime
  for a message size.

Because alpha is per ring step and beta per link, a calibration fitted at N
ranks predicts other N through the model (see ``docs/calibration.md``).

This module is imported by the CLI at start-up: standard library only.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from ringcalc.errors import RingcalcError

FORMAT = "ringcalc-calibration"
VERSION = 1


def _num(x: float | None) -> float | None:
    """JSON-safe number: inf and nan become null."""
    if x is None or not math.isfinite(x):
        return None
    return float(x)


@dataclass(frozen=True)
class Segment:
    """One message-size regime of a fit, SI units.

    ``beta_bytes_per_s`` is ``inf`` when the regime is latency-bound (the
    fit found no size dependence); stderr values are ``nan`` when unknown.
    """

    min_size_bytes: float
    max_size_bytes: float
    alpha_s: float
    beta_bytes_per_s: float
    alpha_stderr_s: float = math.nan
    beta_stderr_bytes_per_s: float = math.nan
    n_points: int = 0

    def to_dict(self) -> dict:
        return {
            "min_size_bytes": self.min_size_bytes,
            "max_size_bytes": self.max_size_bytes,
            "alpha_s": self.alpha_s,
            "beta_bytes_per_s": _num(self.beta_bytes_per_s),
            "alpha_stderr_s": _num(self.alpha_stderr_s),
            "beta_stderr_bytes_per_s": _num(self.beta_stderr_bytes_per_s),
            "n_points": self.n_points,
        }

    @classmethod
    def from_dict(cls, d: dict) -> Segment:
        beta = d.get("beta_bytes_per_s")
        return cls(
            min_size_bytes=float(d["min_size_bytes"]),
            max_size_bytes=float(d["max_size_bytes"]),
            alpha_s=float(d["alpha_s"]),
            beta_bytes_per_s=math.inf if beta is None else float(beta),
            alpha_stderr_s=math.nan if d.get("alpha_stderr_s") is None else float(d["alpha_stderr_s"]),
            beta_stderr_bytes_per_s=(
                math.nan if d.get("beta_stderr_bytes_per_s") is None else float(d["beta_stderr_bytes_per_s"])
            ),
            n_points=int(d.get("n_points", 0)),
        )


def break_sizes(segments: tuple[Segment, ...]) -> tuple[float, ...]:
    """Sizes (bytes) where one regime hands over to the next.

    The geometric mean of the last size of a regime and the first size of
    the next (sizes are swept geometrically).
    """
    return tuple(
        math.sqrt(a.max_size_bytes * b.min_size_bytes) for a, b in zip(segments[:-1], segments[1:])
    )


@dataclass(frozen=True)
class Calibration:
    """Fitted ring-model parameters, loaded from or saved to JSON.

    Attributes
    ----------
    collective : str
        Collective the fit was made on (``"all_reduce"``, ...).
    ranks : int
        N of the measurement (the largest N if several were fitted jointly).
    model : {"ring", "piecewise"}
    alpha_s : float
        Per-step latency (s), smallest-message regime.
    beta_bytes_per_s : float
        Per-link bandwidth (bytes/s), largest-message regime.
    segments : tuple of Segment
        One per regime, in increasing size (one for ``"ring"``).
    sources : tuple of dict
        ``{"file", "sha256", "lines", "ranks", "collective"}`` per fitted run.
    shared_cores : int or None
        Set when the calibration comes from a local measurement whose ranks
        shared this many CPU cores; predictions then include the
        time-sharing factor ``max(1, N / shared_cores)``. None for clusters.
    median_abs_pct_error, max_abs_pct_error : float
        Fit quality on the data it was fitted to (percent).
    """

    collective: str
    ranks: int
    model: str
    alpha_s: float
    beta_bytes_per_s: float
    segments: tuple[Segment, ...]
    sources: tuple[dict, ...] = ()
    median_abs_pct_error: float = math.nan
    max_abs_pct_error: float = math.nan
    ranks_all: tuple[int, ...] = ()
    placement: str = "both"
    notes: tuple[str, ...] = field(default=())
    shared_cores: int | None = None

    def __post_init__(self) -> None:
        if self.model not in ("ring", "piecewise"):
            raise RingcalcError(f"calibration model must be 'ring' or 'piecewise', got {self.model!r}")
        if not self.segments:
            raise RingcalcError("a calibration needs at least one segment")
        largest = max(self.segments, key=lambda seg: seg.max_size_bytes)
        if not math.isfinite(largest.beta_bytes_per_s):
            raise RingcalcError(
                "the calibration's largest-message regime has no finite bandwidth (beta_bytes_per_s is null), "
                "so it cannot predict large messages; refit with sizes well into the bandwidth-bound range",
                option="calibration",
            )
        if not (self.alpha_s >= 0 and self.beta_bytes_per_s > 0):
            raise RingcalcError(
                f"calibration has alpha_s={self.alpha_s} and beta_bytes_per_s={self.beta_bytes_per_s}; "
                "need alpha >= 0 and beta > 0"
            )

    @property
    def busbw_bytes_per_s(self) -> float:
        """nccl-tests busbw asymptote (bytes/s); equal to ``beta_bytes_per_s``."""
        return self.beta_bytes_per_s

    @property
    def break_sizes_bytes(self) -> tuple[float, ...]:
        return break_sizes(self.segments)

    def segment_at(self, size_bytes: float) -> Segment:
        """The regime that covers ``size_bytes`` (extrapolates at both ends)."""
        idx = 0
        for b in self.break_sizes_bytes:
            if size_bytes >= b:
                idx += 1
        return self.segments[idx]

    def params_at(self, size_bytes: float | None = None) -> tuple[float, float]:
        """``(alpha_s, beta_bytes_per_s)`` to use for a message of ``size_bytes``.

        For ``model == "ring"`` (or ``size_bytes`` None) this is the single
        global pair. For ``"piecewise"`` it is the pair of the regime that
        covers the size; ``beta`` may be ``inf`` in a latency-bound regime.
        """
        if size_bytes is None or self.model == "ring":
            return self.alpha_s, self.beta_bytes_per_s
        seg = self.segment_at(float(size_bytes))
        return seg.alpha_s, seg.beta_bytes_per_s

    def predict_time_s(self, size_bytes: float, ranks: int | None = None, collective: str | None = None) -> float:
        """Model time (s) of one collective of ``size_bytes`` at ``ranks`` (default: as fitted)."""
        from ringcalc.calibrate.model import ring_time_s

        alpha, beta = self.params_at(size_bytes)
        return ring_time_s(
            collective or self.collective, ranks or self.ranks, size_bytes, alpha, beta, self.shared_cores
        )

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "collective": self.collective,
            "ranks": self.ranks,
            "ranks_all": list(self.ranks_all),
            "model": self.model,
            "alpha_s": self.alpha_s,
            "beta_bytes_per_s": _num(self.beta_bytes_per_s),
            "busbw_bytes_per_s": _num(self.busbw_bytes_per_s),
            "break_sizes_bytes": list(self.break_sizes_bytes),
            "segments": [s.to_dict() for s in self.segments],
            "placement": self.placement,
            "median_abs_pct_error": _num(self.median_abs_pct_error),
            "max_abs_pct_error": _num(self.max_abs_pct_error),
            "sources": [dict(s) for s in self.sources],
            "notes": list(self.notes),
            "shared_cores": self.shared_cores,
        }

    @classmethod
    def from_dict(cls, d: dict, source: str = "<calibration>") -> Calibration:
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise RingcalcError(
                f"{source} is not a ringcalc calibration (no \"format\": \"{FORMAT}\"); "
                "make one with `ringcalc fit LOG --save cal.json`",
                option="calibration",
            )
        if int(d.get("version", 0)) > VERSION:
            raise RingcalcError(
                f"{source} has calibration version {d.get('version')}; this ringcalc reads up to {VERSION}",
                option="calibration",
            )
        try:
            segments = tuple(Segment.from_dict(s) for s in d["segments"])
            beta = d.get("beta_bytes_per_s")
            return cls(
                collective=str(d["collective"]),
                ranks=int(d["ranks"]),
                model=str(d["model"]),
                alpha_s=float(d["alpha_s"]),
                beta_bytes_per_s=math.inf if beta is None else float(beta),
                segments=segments,
                sources=tuple(d.get("sources", ())),
                median_abs_pct_error=float(d.get("median_abs_pct_error") or math.nan),
                max_abs_pct_error=float(d.get("max_abs_pct_error") or math.nan),
                ranks_all=tuple(int(n) for n in d.get("ranks_all", ())),
                placement=str(d.get("placement", "both")),
                notes=tuple(d.get("notes", ())),
                shared_cores=None if d.get("shared_cores") is None else int(d["shared_cores"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RingcalcError(f"{source}: incomplete calibration ({exc})", option="calibration") from None

    def save(self, path: str | Path) -> Path:
        """Write the calibration as JSON (SI units, keys carry the unit)."""
        p = Path(path)
        try:
            p.write_text(json.dumps(self.to_dict(), indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            raise RingcalcError(f"cannot write {p}: {exc.strerror or exc}", option="save") from None
        return p


def load_calibration(path: str | Path) -> Calibration:
    """Read a calibration JSON written by :meth:`Calibration.save`.

    Raises
    ------
    RingcalcError
        If the file is missing, not JSON, or not a ringcalc calibration.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise RingcalcError(f"cannot read {p}: {exc.strerror or exc}", option="calibration") from None
    try:
        d = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RingcalcError(f"{p}:{exc.lineno}: not JSON ({exc.msg})", option="calibration") from None
    return Calibration.from_dict(d, source=str(p))


__all__ = ["Calibration", "Segment", "load_calibration", "break_sizes"]
