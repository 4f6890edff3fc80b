"""``CalibratedNetwork``: a scenario's network taken from a saved calibration.

A calibration (``ringcalc fit --save``, ``ringcalc measure --save``;
:mod:`ringcalc.calibrate.calibration`) replaces ``--bandwidth`` and
``--latency``. This module turns it into the ring model's alpha and B for one
message size, at any worker count, and scales the time for an answer's
interval bounds. :class:`~ringcalc.planning.scenario.Scenario` holds one
(or None) and asks it for values; the calibration file itself is read by
:mod:`ringcalc.calibrate`.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from ringcalc import units
from ringcalc.errors import RingcalcError


@dataclasses.dataclass(frozen=True)
class CalibratedNetwork:
    """alpha and B of one message size from a calibration, at any worker count.

    Attributes
    ----------
    calibration : ringcalc.calibrate.calibration.Calibration
        The loaded file.
    message_bytes : float
        The message whose regime applies: the bucket size with buckets, else the gradient.
    alpha_s, beta_bytes_per_s : float
        The regime's latency and bandwidth (B may be inf in a latency-bound regime).
    fallback_beta_bytes_per_s : float
        The bandwidth used where the regime fitted none (the next larger regime's).
    shared_cores : int or None
        Cores the ranks of a local run shared: the time-sharing factor max(1, N/C).
    by_workers : bool
        alpha and B depend on N beyond time-sharing (a latency model other than
        per-step, saturation, or a level per node layout).
    note : str or None
        What a reader should know about the values (a borrowed bandwidth, a two-level fit).
    time_scale : float
        Factor on the collective's time (1 except for an interval bound: :meth:`scaled`).
    """

    calibration: Any
    message_bytes: float
    alpha_s: float
    beta_bytes_per_s: float
    fallback_beta_bytes_per_s: float
    shared_cores: int | None
    by_workers: bool
    note: str | None = None
    time_scale: float = 1.0

    @classmethod
    def load(cls, path: Any, message_bytes: float) -> CalibratedNetwork:
        """The calibration at ``path`` for messages of ``message_bytes``.

        A piecewise calibration gives the regime that covers the message. A
        latency-bound regime fitted no bandwidth; the planning model still
        needs one, so the next larger regime's is taken and the note says so
        (the calibration refuses files whose largest regime has none).
        """
        from ringcalc.calibrate.calibration import load_calibration

        cal = load_calibration(path)
        alpha, beta = cal.params_at(message_bytes)
        fallback, note = float(beta), None
        if not math.isfinite(beta):
            fallback = next(seg.beta_bytes_per_s for seg in sorted(cal.segments, key=lambda g: g.min_size_bytes)
                            if seg.min_size_bytes >= message_bytes and math.isfinite(seg.beta_bytes_per_s))
            note = (f"the calibration's regime for {units.format_size(message_bytes)} messages is latency-bound (no "
                    f"bandwidth fitted); its bandwidth is taken from the next larger regime: "
                    f"{units.format_bandwidth(fallback)}")
        by_workers = cal.latency_model != "per-step" or bool(cal.levels) or any(g.kappa for g in cal.segments)
        return cls(cal, float(message_bytes), float(alpha), float(beta), float(fallback), cal.shared_cores,
                   by_workers, note)

    @property
    def per_worker_count(self) -> bool:
        """True when alpha and B must be evaluated at each N (time-sharing or a dependence on N)."""
        return self.shared_cores is not None or self.by_workers

    @property
    def single_regime(self) -> bool:
        """True when alpha and B do not depend on the message size."""
        return not self.by_workers and len(self.calibration.segments) == 1

    def values(self, workers: Any) -> dict[str, Any]:
        """alpha and B at ``workers`` (scalar or array), times the time scale."""
        v = self._unscaled(workers)
        f = self.time_scale
        return v if f == 1.0 else {"alpha": v["alpha"] * f, "B": v["B"] / f}

    def _unscaled(self, workers: Any) -> dict[str, Any]:
        import numpy as np

        if self.by_workers:
            ns = np.atleast_1d(np.asarray(workers, dtype=float))
            pairs = np.array([self.calibration.ring_params(self.message_bytes, max(2, int(n))) for n in ns.ravel()])
            a, b = pairs[:, 0].reshape(ns.shape), pairs[:, 1].reshape(ns.shape)
            b = np.where(np.isinf(b), self.fallback_beta_bytes_per_s, b)  # latency-bound regime: see load
            if np.ndim(workers) == 0:
                return {"alpha": float(a[0]), "B": float(b[0])}
            return {"alpha": a, "B": b}
        if self.shared_cores is None:
            return {"alpha": self.alpha_s, "B": self.beta_bytes_per_s}
        rho = np.maximum(1.0, np.asarray(workers, dtype=float) / self.shared_cores)
        rho = float(rho) if np.ndim(rho) == 0 else rho
        return {"alpha": self.alpha_s * rho, "B": self.beta_bytes_per_s / rho}

    def scaled(self, factor: float) -> CalibratedNetwork:
        """The same network with the collective's time times ``factor`` (alpha x f, B / f).

        The ring model is linear in (alpha, 1/B), so this scales the time
        exactly; it is how an answer's interval bounds are computed.
        """
        if not (factor > 0 and math.isfinite(factor)):
            raise RingcalcError(f"a time scale must be a finite number > 0, got {factor}", option="calibration")
        return dataclasses.replace(self, time_scale=float(factor))

    def two_level(self, algorithm: str, workers: int, nics_per_node: int | None) -> Any:
        """The two-level parameters (:func:`ringcalc.calibrate.two_level.two_level_params`) at ``workers``."""
        from ringcalc.calibrate.two_level import two_level_params

        return two_level_params(self.calibration, algorithm, self.message_bytes, workers, nics_per_node)

    def with_fixed(self, alpha_s: float, beta_bytes_per_s: float, note: str | None) -> CalibratedNetwork:
        """The network with alpha and B fixed at these values for every N (a two-level fit solved at the scenario's N)."""
        return dataclasses.replace(self, alpha_s=float(alpha_s), beta_bytes_per_s=float(beta_bytes_per_s),
                                   shared_cores=None, by_workers=False, note=note)

    def prediction(self, workers: int):
        """The calibration's prediction of the collective time with its interval (:mod:`ringcalc.calibrate.interval`)."""
        from ringcalc.calibrate.interval import predict

        return predict(self.calibration, self.message_bytes, max(2, int(workers)))
