"""The calibration: fitted cost-model parameters that replace --latency/--bandwidth.

A calibration is written by ``ringcalc fit --save cal.json`` or ``ringcalc
measure --save cal.json`` and read by every command that takes
``--calibration``. Its model (SI units; :mod:`ringcalc.calibrate.forms`):

    t = rho * ( L(N, n) + f(N) * S / B + f(N) * kappa * S**q )

* ``segments``: one (alpha, beta[, kappa]) per message-size regime;
  ``alpha_s`` is the latency per ring step *at the fitted rank count*
  (``L = a(N_fit) alpha``), ``beta_bytes_per_s`` the busbw asymptote ``B``;
* ``latency_model``: how ``L`` carries to other N and node counts
  (:mod:`ringcalc.calibrate.layout`): ``per-step`` or ``nccl``;
* ``levels``: a calibration fitted on one-node *and* multi-node logs keeps
  one :class:`Level` each (``intra``: inside a node, ``inter``: across
  nodes), and a prediction takes the level of the node count it is asked
  about;
* ``fitted_on`` and ``interval``: what the fit saw (sizes, N, nodes) and how
  far off its held-out predictions were, which give every prediction an
  interval (:mod:`ringcalc.calibrate.interval`).

Writing the JSON file is :meth:`Calibration.save`; reading it (schema-checked) is
:mod:`ringcalc.calibrate.calibration_file`.
This module is imported by the CLI at start-up: standard library only.
"""

from __future__ import annotations

import json
import math
from typing import Any
import os
from dataclasses import dataclass, field
from pathlib import Path

from ringcalc.errors import RingcalcError

FORMAT = "ringcalc-calibration"
FORMS = ("ring", "piecewise", "saturating", "piecewise-saturating")  # ringcalc/calibrate/forms.py
VERSION = 2


def _num(x: float | None) -> float | None:
    """JSON-safe number: inf and nan become null."""
    if x is None or not math.isfinite(x):
        return None
    return float(x)


@dataclass(frozen=True)
class Segment:
    """One message-size regime of a fit, SI units.

    ``beta_bytes_per_s`` is ``inf`` when the regime is latency-bound (the
    fit found no size dependence); stderr values are ``nan`` when unknown;
    ``kappa`` (s per byte**q) is the saturation term's coefficient, 0 for
    the ring and piecewise forms.
    """

    min_size_bytes: float
    max_size_bytes: float
    alpha_s: float
    beta_bytes_per_s: float
    alpha_stderr_s: float = math.nan
    beta_stderr_bytes_per_s: float = math.nan
    n_points: int = 0
    kappa: float = 0.0

    def to_dict(self) -> dict:
        return {
            "min_size_bytes": self.min_size_bytes,
            "max_size_bytes": self.max_size_bytes,
            "alpha_s": self.alpha_s,
            "beta_bytes_per_s": _num(self.beta_bytes_per_s),
            "alpha_stderr_s": _num(self.alpha_stderr_s),
            "beta_stderr_bytes_per_s": _num(self.beta_stderr_bytes_per_s),
            "n_points": self.n_points,
            "kappa": self.kappa,
        }


def break_sizes(segments: tuple[Segment, ...]) -> tuple[float, ...]:
    """Sizes (bytes) where one regime hands over to the next.

    The geometric mean of the last size of a regime and the first size of
    the next (sizes are swept geometrically).
    """
    return tuple(math.sqrt(a.max_size_bytes * b.min_size_bytes) for a, b in zip(segments[:-1], segments[1:]))


def _segment_at(segments: tuple[Segment, ...], size_bytes: float) -> Segment:
    idx = 0
    for b in break_sizes(segments):
        if size_bytes >= b:
            idx += 1
    return segments[idx]


def bandwidth_term(seg: Segment, level: Level, size_bytes, factor: float):
    """``f * (S / B + kappa * S**q)``: the size-dependent part of a regime's time, s (``S`` a float or an array)."""
    inv_b = 0.0 if math.isinf(seg.beta_bytes_per_s) else 1.0 / seg.beta_bytes_per_s
    sat = seg.kappa * size_bytes ** level.saturation_exponent if level.saturation_exponent else 0.0
    return factor * (size_bytes * inv_b + sat)


@dataclass(frozen=True)
class Level:
    """The fit of one node layout: ``intra`` (one node), ``inter`` (several) or ``all`` (unknown).

    ``ranks``/``nodes``: the reference layout that ``alpha_s`` refers to;
    ``fitted_on``: ``min_size_bytes``, ``max_size_bytes``, ``ranks`` (list),
    ``nodes`` (list); ``interval``: see :mod:`ringcalc.calibrate.interval`.
    """

    name: str
    ranks: int
    nodes: int | None
    segments: tuple[Segment, ...]
    saturation_exponent: float | None = None
    fitted_on: dict = field(default_factory=dict)
    interval: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {
            "name": self.name, "ranks": self.ranks, "nodes": self.nodes,
            "segments": [s.to_dict() for s in self.segments],
            "saturation_exponent": self.saturation_exponent,
            "fitted_on": dict(self.fitted_on), "interval": dict(self.interval),
        }  # fmt: skip


@dataclass(frozen=True)
class Calibration:
    """Fitted cost-model parameters, loaded from or saved to JSON.

    Attributes
    ----------
    collective : str
        Collective the fit was made on (``"all_reduce"``, ...).
    ranks : int
        N of the measurement (the largest N if several were fitted jointly).
    model : {"ring", "piecewise", "saturating", "piecewise-saturating"}
    alpha_s : float
        Per-step latency (s) at ``ranks``, smallest-message regime.
    beta_bytes_per_s : float
        busbw asymptote (bytes/s), largest-message regime.
    segments : tuple of Segment
        One per regime, in increasing size (of the primary level).
    sources : tuple of dict
        ``{"file", "sha256", "lines", "ranks", "nodes", "collective"}`` per fitted run.
    shared_cores : int or None
        Set when the calibration comes from a local measurement whose ranks
        shared this many CPU cores; predictions then include the
        time-sharing factor ``max(1, N / shared_cores)``. None for clusters.
    median_abs_pct_error, max_abs_pct_error : float
        Fit quality on the data it was fitted to (percent).
    latency_model : {"per-step", "nccl"}
        How the latency carries to other N (:mod:`ringcalc.calibrate.layout`).
    nodes, gpus_per_node, nics_per_node : int or None
        Layout of the primary level's reference run; ranks per node; NICs
        per node (may exceed GPUs per node), when known.
    saturation_exponent : float or None
        ``q`` of the saturation term (``saturating`` form).
    levels : tuple of Level
        Every node layout that was fitted (empty for old files: the
        top-level fields are then the only level).
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
    latency_model: str = "per-step"
    nodes: int | None = None
    gpus_per_node: int | None = None
    nics_per_node: int | None = None
    saturation_exponent: float | None = None
    levels: tuple[Level, ...] = ()
    fitted_on: dict = field(default_factory=dict)
    interval: dict = field(default_factory=dict)
    selection: dict = field(default_factory=dict)
    physical: Any = None  # ringcalc.calibrate.cluster_fit.ClusterFit: the cluster's fitted physical parameters

    def __post_init__(self) -> None:
        if self.model not in FORMS:
            raise RingcalcError(
                f"calibration model must be one of {', '.join(FORMS)}, got {self.model!r}",
                option="calibration",
            )
        if self.latency_model not in ("per-step", "nccl"):
            raise RingcalcError(
                f"calibration latency_model must be 'per-step' or 'nccl', got {self.latency_model!r}",
                option="calibration",
            )
        for segments in (self.segments, *(level.segments for level in self.levels)):
            if not segments:
                raise RingcalcError("a calibration needs at least one segment", option="calibration")
            for a, b in zip(segments[:-1], segments[1:]):
                if not a.min_size_bytes <= a.max_size_bytes <= b.min_size_bytes <= b.max_size_bytes:
                    raise RingcalcError(
                        "the calibration's segments must cover increasing, non-overlapping message sizes "
                        f"(one ends at {a.max_size_bytes:g} B, the next starts at {b.min_size_bytes:g} B)",
                        option="calibration",
                    )
            largest = segments[-1]
            if not math.isfinite(largest.beta_bytes_per_s) or not math.isfinite(self.beta_bytes_per_s):
                raise RingcalcError(
                    "the calibration's largest-message regime has no finite bandwidth (beta_bytes_per_s is null), "
                    "so it cannot predict large messages; refit with sizes well into the bandwidth-bound range",
                    option="calibration",
                )
        if not (self.alpha_s >= 0 and self.beta_bytes_per_s > 0):
            raise RingcalcError(
                f"calibration has alpha_s={self.alpha_s} and beta_bytes_per_s={self.beta_bytes_per_s}; "
                "need alpha >= 0 and beta > 0",
                option="calibration",
            )

    # ------------------------------------------------------------ structure
    def all_levels(self) -> tuple[Level, ...]:
        """The fitted levels; a calibration without levels is one level ``all``."""
        if self.levels:
            return self.levels
        return (Level("all", self.ranks, self.nodes, self.segments, self.saturation_exponent,
                      self.fitted_on, self.interval),)  # fmt: skip

    def level_for(self, ranks: int) -> tuple[Level, int | None]:
        """The level that answers for ``ranks`` ranks, and their node count (None if unknown)."""
        from ringcalc.calibrate.layout import nodes_for

        nodes = nodes_for(ranks, self.gpus_per_node)
        levels = self.all_levels()
        if nodes is not None:
            want = "intra" if nodes == 1 else "inter"
            for level in levels:
                if level.name == want:
                    return level, nodes
        return max(levels, key=lambda lv: lv.ranks), nodes

    @property
    def busbw_bytes_per_s(self) -> float:
        """nccl-tests busbw asymptote (bytes/s); equal to ``beta_bytes_per_s``."""
        return self.beta_bytes_per_s

    @property
    def break_sizes_bytes(self) -> tuple[float, ...]:
        return break_sizes(self.segments)

    def segment_at(self, size_bytes: float) -> Segment:
        """The regime that covers ``size_bytes`` (extrapolates at both ends)."""
        return _segment_at(self.segments, size_bytes)

    def params_at(self, size_bytes: float | None = None) -> tuple[float, float]:
        """``(alpha_s, beta_bytes_per_s)`` of the regime for ``size_bytes`` at the fitted N.

        For ``model == "ring"`` (or ``size_bytes`` None) this is the single
        global pair. ``beta`` may be ``inf`` in a latency-bound regime. The
        saturation term is not included: use :meth:`ring_params` for the
        effective values at a rank count.
        """
        if size_bytes is None or self.model == "ring":
            return self.alpha_s, self.beta_bytes_per_s
        seg = self.segment_at(float(size_bytes))
        return seg.alpha_s, seg.beta_bytes_per_s

    # ------------------------------------------------------------ predictions
    def level_named(self, name: str) -> Level | None:
        """The level ``intra`` or ``inter`` if the calibration has it."""
        return next((lv for lv in self.levels if lv.name == name), None)

    def time_terms(self, size_bytes: float, ranks: int, collective: str, latency_model: str | None = None,
                   level: Level | None = None) -> tuple[float, float, float]:
        """``(rho, latency_s, bandwidth_term_s)`` of one collective: time = rho * (latency + bandwidth term).

        ``latency_model`` overrides the calibration's (for the interval's
        bounds); ``level`` forces a level instead of the one for ``ranks``.
        The measured collective's latency is carried to ``ranks`` by the
        latency model; another collective takes that latency's per-step share
        (the ring's alpha at ``ranks``, the physical quantity) times its own
        ring steps, as the planning models do with :meth:`ring_params`.
        """
        from ringcalc.calibrate.layout import latency_scale, nodes_for
        from ringcalc.calibrate.model import busbw_factor, latency_steps, oversubscription

        if level is None:
            level, nodes = self.level_for(ranks)
        else:
            nodes = nodes_for(ranks, self.gpus_per_node)
        seg = _segment_at(level.segments, size_bytes)
        measured = self.collective
        scale = latency_scale(latency_model or self.latency_model, measured, ranks, nodes, level.ranks, level.nodes)
        lat = seg.alpha_s * latency_steps(measured, level.ranks) * scale  # the measured collective's, at ranks
        if collective != measured:  # per ring step, times the asked collective's steps
            lat *= latency_steps(collective, ranks) / latency_steps(measured, ranks)
        rho = oversubscription(ranks, self.shared_cores)
        return rho, lat, bandwidth_term(seg, level, size_bytes, busbw_factor(collective, ranks))

    def predict_time_s(self, size_bytes: float, ranks: int | None = None, collective: str | None = None) -> float:
        """Model time (s) of one collective of ``size_bytes`` at ``ranks`` (default: as fitted)."""
        from ringcalc.calibrate.model import normalize_collective

        coll = normalize_collective(collective) if collective else self.collective
        rho, lat, bw = self.time_terms(float(size_bytes), int(ranks or self.ranks), coll)
        return rho * (lat + bw)

    def ring_params(self, size_bytes: float, ranks: int, level: Level | None = None) -> tuple[float, float]:
        """Per-step ``alpha`` (s) and bandwidth ``B`` (bytes/s) that make the ring model give this calibration's time.

        For the measured collective of ``size_bytes`` at ``ranks``, ``a(N) alpha + f(N) S/B``
        (:mod:`ringcalc.calibrate.model`; all-reduce ``2(N-1) alpha + 2(N-1)/N S/B``,
        all-gather and reduce-scatter ``(N-1) alpha + (N-1)/N S/B``) equals
        :meth:`predict_time_s`. These are the ring's per step and per link, so
        another collective's ring model on them gives
        ``predict_time_s(..., collective=...)``. This is what the planning commands use.
        """
        from ringcalc.calibrate.model import busbw_factor, latency_steps

        measured = self.collective
        rho, lat, bw = self.time_terms(float(size_bytes), int(ranks), measured, level=level)
        alpha = rho * lat / latency_steps(measured, ranks)
        f = busbw_factor(measured, ranks)
        beta = math.inf if bw == 0 else f * size_bytes / (rho * bw)
        return alpha, beta

    def to_dict(self) -> dict:
        """The JSON document of the calibration (SI units, keys carry the unit; read back by ``calibration_file``)."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "collective": self.collective,
            "ranks": self.ranks,
            "ranks_all": list(self.ranks_all),
            "nodes": self.nodes,
            "gpus_per_node": self.gpus_per_node,
            "nics_per_node": self.nics_per_node,
            "model": self.model,
            "latency_model": self.latency_model,
            "alpha_s": self.alpha_s,
            "beta_bytes_per_s": _num(self.beta_bytes_per_s),
            "busbw_bytes_per_s": _num(self.busbw_bytes_per_s),
            "saturation_exponent": self.saturation_exponent,
            "break_sizes_bytes": list(self.break_sizes_bytes),
            "segments": [s.to_dict() for s in self.segments],
            "levels": [lv.to_dict() for lv in self.levels],
            "fitted_on": dict(self.fitted_on),
            "interval": dict(self.interval),
            "selection": dict(self.selection),
            "placement": self.placement,
            "median_abs_pct_error": _num(self.median_abs_pct_error),
            "max_abs_pct_error": _num(self.max_abs_pct_error),
            "sources": [dict(s) for s in self.sources],
            "notes": list(self.notes),
            "shared_cores": self.shared_cores,
            **({"physical": _physical_dict(self.physical)} if self.physical is not None else {}),
        }

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the calibration as JSON, atomically (a temporary file renamed into place).

        :func:`ringcalc.calibrate.calibration_file.load_calibration` reads it back.
        """
        from ringcalc.output.atomic import write_atomically

        text = json.dumps(self.to_dict(), indent=2, allow_nan=False) + "\n"

        def fill(fd: int, tmp: Path) -> None:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)

        return write_atomically(path, ".tmp", fill, option="save")


__all__ = ["Calibration", "Level", "Segment", "bandwidth_term", "break_sizes"]


def _physical_dict(physical: Any) -> dict:
    """The cluster's fitted physical parameters as JSON (:mod:`ringcalc.calibrate.cluster_calibration`)."""
    from ringcalc.calibrate.cluster_calibration import physical_to_dict

    return physical_to_dict(physical)
