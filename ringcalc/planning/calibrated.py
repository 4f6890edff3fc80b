"""``CalibratedNetwork``: a scenario's network taken from a saved calibration.

A calibration (``ringcalc fit --save``, ``ringcalc measure --save``;
:mod:`ringcalc.calibrate.calibration`) replaces ``--bandwidth`` and
``--latency``. This module turns it into the ring model's alpha and B for one
message size, at any worker count, and scales the time for an answer's
interval bounds. :class:`~ringcalc.planning.scenario.Scenario` holds one
(or None) and asks it for values; :func:`ringcalc.planning.sweep.sweep` uses
the grid functions below, which give the same values for arrays of message
sizes and worker counts. The calibration file itself is read by
:mod:`ringcalc.calibrate`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
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
    two_level : (algorithm, NICs per node) or None
        Set for a two-level algorithm on a calibration of both levels
        (:meth:`on_two_levels`): alpha and B are then the inter-node step's
        and the NIC's at each N (:func:`ringcalc.calibrate.two_level.two_level_params`).
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
    two_level: tuple[str, int | None] | None = None

    @classmethod
    def load(cls, path: Any, message_bytes: float) -> CalibratedNetwork:
        """The calibration at ``path`` for messages of ``message_bytes``.

        A piecewise calibration gives the regime that covers the message. A
        latency-bound regime fitted no bandwidth; the planning model still
        needs one, so the next larger regime's is taken and the note says so
        (the calibration refuses files whose largest regime has none).
        """
        from ringcalc.calibrate.calibration_file import load_calibration

        cal = load_calibration(path)
        alpha, beta = cal.params_at(message_bytes)
        fallback, note = float(beta), None
        if not math.isfinite(beta):
            # the calibration's segments increase in size and the last has a finite B (Calibration checks both)
            fallback = next(seg.beta_bytes_per_s for seg in cal.segments
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
        import numpy as np  # with a calibration only: the answer without one needs no numpy

        if self.two_level is not None:
            return self._two_level_values(workers)
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
        """The same network with the collective's time times ``factor`` (alpha x f, B / f); scales compose.

        The ring model is linear in (alpha, 1/B), so this scales the time
        exactly; it is how an answer's interval bounds are computed.
        """
        if not (factor > 0 and math.isfinite(factor)):
            raise RingcalcError(f"a time scale must be a finite number > 0, got {factor}", option="calibration")
        return dataclasses.replace(self, time_scale=self.time_scale * float(factor))

    def two_level_params(self, algorithm: str, workers: int, nics_per_node: int | None) -> Any:
        """The two-level parameters (:func:`ringcalc.calibrate.two_level.two_level_params`) at ``workers``."""
        from ringcalc.calibrate.two_level import two_level_params

        return two_level_params(self.calibration, algorithm, self.message_bytes, workers, nics_per_node)

    def on_two_levels(self, algorithm: str, nics_per_node: int | None, note: str | None) -> CalibratedNetwork:
        """The network of a two-level algorithm: the inter-node alpha and the NIC's B at every N."""
        return dataclasses.replace(self, two_level=(algorithm, nics_per_node), shared_cores=None, by_workers=True,
                                   note=note)

    def _two_level_values(self, workers: Any) -> dict[str, Any]:
        """alpha and B of the two-level model at each N (NaN at an N that is not whole nodes)."""
        import numpy as np

        algorithm, nics = self.two_level

        def at(n: float) -> tuple[float, float]:
            try:
                p = self.two_level_params(algorithm, int(n), nics)
            except RingcalcError:
                return math.nan, math.nan
            return p.latency_s, p.bandwidth_bytes_per_s

        if np.ndim(workers) == 0:
            a, b = at(float(workers))
            return {"alpha": a, "B": b}
        alpha, b = per_distinct(at, workers)
        return {"alpha": alpha, "B": b}

    def prediction(self, workers: int):
        """The calibration's prediction of the collective time with its interval (:mod:`ringcalc.calibrate.interval`)."""
        from ringcalc.calibrate.interval import predict

        return predict(self.calibration, self.message_bytes, max(2, int(workers)))


# ---------------------------------------------------------------- grids (sweep): arrays of sizes and worker counts


def load_for_grid(options: dict[str, Any]) -> Any:
    """The sweep's calibration, or None; like Scenario, it refuses a bandwidth, latency or reduction cost beside it."""
    from ringcalc.planning.scenario_options import BY_NAME, given_or_default
    from ringcalc.planning.sweep_grid import parsed_list

    path = options.get("calibration")
    if path is None:
        return None
    latency, gamma = (parsed_list(BY_NAME[n], given_or_default(options, n)) for n in ("latency", "gamma"))
    if options.get("bandwidth") is not None or any(latency) or any(gamma):
        raise RingcalcError("sets the bandwidth, latency and reduction cost itself; drop --bandwidth/--latency/--gamma "
                            "or drop --calibration", option="calibration")
    from ringcalc.calibrate.calibration_file import load_calibration
    from ringcalc.planning.option_parsers import parse_path

    return load_calibration(parse_path(path, "calibration"))


def per_distinct(fn: Callable[..., tuple[float, ...]], *arrays: Any) -> tuple[Any, ...]:
    """``fn(*row)`` evaluated once per distinct row of the broadcast ``arrays``; one array per value it returns."""
    import numpy as np

    columns = np.broadcast_arrays(*(np.asarray(a, dtype=float) for a in arrays))
    keys = np.stack([c.ravel() for c in columns], axis=1)
    unique, inverse = np.unique(keys, axis=0, return_inverse=True)
    table = np.array([fn(*row) for row in unique], dtype=float)[np.asarray(inverse).ravel()]
    return tuple(table[:, i].reshape(columns[0].shape) for i in range(table.shape[1]))


def ring_params_grid(cal: Any, message: Any, workers: Any) -> tuple[Any, Any]:
    """(alpha, B) per (message, N), as :meth:`CalibratedNetwork.values` gives them to a Scenario.

    :meth:`Calibration.ring_params`: the regime of the size, the latency carried
    to each N by the calibration's latency model, the saturation term and the
    time-sharing of local runs.
    """
    return per_distinct(lambda k, n: cal.ring_params(k, max(2, int(n))), message, workers)


def interval_factors(cal: Any, message: Any, workers: Any) -> tuple[Any, Any]:
    """``low/t`` and ``high/t`` of the calibration's interval per (message, N); ``high`` NaN when unbounded."""
    from ringcalc.calibrate.interval import predict

    def factors(size: float, n: float) -> tuple[float, float]:
        p = predict(cal, size, max(2, int(n)))
        if p.time_s <= 0:
            return 1.0, 1.0
        return p.low_s / p.time_s, math.nan if p.high_s is None else p.high_s / p.time_s

    return per_distinct(factors, message, workers)


def uses_two_levels(cal: Any, algorithm: str) -> bool:
    """A two-level algorithm with a calibration of both levels takes G, NICs and both links from it (as Scenario)."""
    from ringcalc.planning.topology import HIERARCHICAL_ALGORITHMS

    return algorithm in HIERARCHICAL_ALGORITHMS and bool(cal.levels)


def two_level_grid(cal: Any, algorithm: str, message: Any, values: dict[str, Any],
                   topo: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The sweep's symbol values and topology columns from a two-level calibration, per (message, N, NICs).

    Rows the calibration refuses for a Scenario (N not a multiple of its
    ranks per node, data that contradict the model) get NaN, as the sweep
    leaves every row a Scenario would refuse; when it refuses every row,
    the first reason is raised.
    """
    import numpy as np

    from ringcalc.calibrate.two_level import two_level_params

    if not np.all(np.isnan(topo["intra_bandwidth_bytes_per_s"])) or not np.all(np.isnan(topo["intra_latency_s"])):
        raise RingcalcError("sets the intra-node link itself; drop --intra-bandwidth/--intra-latency or drop "
                            "--calibration", option="calibration")
    if not np.all(np.isin(topo["gpus_per_node"], (1, cal.gpus_per_node))):
        raise RingcalcError(f"the calibration measured {cal.gpus_per_node} ranks per node; other --gpus-per-node "
                            "values contradict it", option="gpus-per-node")
    refused: list[RingcalcError] = []

    def at(size: float, n: float, nics: float) -> tuple[float, ...]:
        try:
            p = two_level_params(cal, algorithm, size, int(n), None if math.isnan(nics) else int(nics))
        except RingcalcError as exc:
            refused.append(exc)
            return (math.nan,) * 6
        return (p.latency_s, p.bandwidth_bytes_per_s, p.gpus_per_node, p.nics_per_node,
                p.intra_bandwidth_bytes_per_s, p.intra_latency_s)

    alpha, b, g, r, b_intra, a_intra = per_distinct(at, message, values["N"], topo["nics_per_node"])
    if refused and np.all(np.isnan(alpha)):
        raise refused[0]
    values = {**values, "alpha": alpha, "B": b}
    topo = {"gpus_per_node": np.nan_to_num(g, nan=1.0), "nics_per_node": r,
            "intra_bandwidth_bytes_per_s": b_intra, "intra_latency_s": a_intra}
    return values, topo
