"""``Scenario``: one training set-up, parsed into SI units.

The same object serves the CLI, the Python API and sweeps. It accepts the
CLI's options as text with units (``bandwidth="1GbE"``, ``step_time="550
ms"``) or as plain SI numbers (``bandwidth=125e6``), validates them once and
stores SI fields whose names are the JSON keys (``workers``,
``gradient_bytes``, ``bandwidth_bytes_per_s``, ``latency_s``,
``gamma_s_per_byte``, ``step_time_s``). Its methods answer the questions and
delegate to :mod:`ringcalc.planning.solver`.

Example
-------
>>> s = Scenario(model="vgg16", workers=4, bandwidth="125 MB/s", step_time=0.55)
>>> round(s.efficiency().efficiency, 5)
0.07648
"""

from __future__ import annotations

import dataclasses
import math
import os
from typing import Any

from ringcalc import catalog, units
from ringcalc.errors import RingcalcError
from ringcalc.numeric import DEFAULT_ALGORITHM, DEFAULT_COLLECTIVE, model_functions
from ringcalc.planning.scenario_options import DTYPE_BYTES, OPTIONS, dtype_bytes, parse_seconds_per_byte

__all__ = ["DTYPE_BYTES", "Scenario", "dtype_bytes"]


def check_dtype_with_size(dtype: str, size: Any) -> None:
    """Refuse a non-default ``--dtype`` with ``--size``: the size is already in bytes, so the dtype would be ignored."""
    if size is not None and str(dtype).strip().lower() != "fp32":
        raise RingcalcError(
            f"{dtype!r} would be ignored: --size is already in bytes; --dtype sets the bytes per parameter of "
            "--model or --params (drop --dtype, or give --params with it)",
            option="dtype",
        )


class Scenario:
    """A data-parallel training set-up: gradient, workers, network, step time.

    The parameters are the rows of :data:`ringcalc.planning.scenario_options.OPTIONS`
    (the one option table: parser, default, unit, help); a test keeps this
    signature, its defaults and :meth:`to_dict` in step with the table.

    Parameters
    ----------
    model : str, optional
        Catalog name of a DL model (``ringcalc catalog``); its parameter count
        times the dtype's bytes is the gradient size.
    params : str or float, optional
        Parameter count (``"138.36M"``, ``1.5e9``) instead of ``model``.
    dtype : str
        Gradient element type: fp32 (default), bf16, fp16, fp8, int8, fp64.
    size : str or float, optional
        Gradient size directly (``"553.44 MB"``, or bytes), instead of
        ``model``/``params``.
    workers : int or str
        Number of data-parallel workers N >= 1.
    bandwidth : str or float, optional
        Per-direction link bandwidth per worker (``"125 MB/s"``, ``"10 Gbps"``,
        a link preset such as ``"100GbE"``, or bytes/s).
    latency : str or float
        Per-message latency alpha (``"5 us"``, or s). Default 0, as in the seed
        analysis; a link preset does not set it silently.
    gamma : str or float
        Reduction cost per byte, s/byte. Default 0.
    step_time : str or float, optional
        Compute time Ts of one training step on one worker (``"550 ms"``, s).
    algorithm, collective : str
        Which cost model: default ring all-reduce.
    overlap : str or float
        Fraction F of the compute time during which communication can run
        (``0.5``, ``"50%"``); default 0, the seed's no-overlap model
        (:mod:`ringcalc.symbolic.training` states the model's assumptions).
    bucket_size : str or float, optional
        Gradient bucket size (``"25 MiB"``, ``"ddp"`` = PyTorch DDP's 25 MiB,
        or bytes); each bucket pays its own latency and the last one cannot
        overlap. Default: one bucket.
    compression : str or float
        Ratio R >= 1: bytes sent = gradient bytes / R. Default 1.
    encode_cost : str or float
        Encode + decode cost per gradient byte, s/byte. Default 0.
    scaling : {"weak", "strong"}
        Weak (each worker keeps its batch; ``step_time`` is per worker) or
        strong (the global batch is split: per-worker compute is
        ``step_time`` / N, with ``step_time`` the one-worker time).
    batch : str or float, optional
        Samples per worker (weak) or per step (strong); adds samples/s.
    gpus_per_node : int or str
        Workers per node G for the hierarchical models (must divide
        ``workers``); default 1.
    intra_bandwidth, intra_latency : str or float, optional
        Intra-node link (per-direction bandwidth per worker, latency);
        default: the same as ``bandwidth`` and ``latency``.
    nics_per_node : int or str, optional
        NICs (rails) per node, each of ``bandwidth``, 1..G; default G.
    jitter : str or float
        Standard deviation sigma of one worker's compute time per step
        (``"20ms"``, or s); a synchronous step waits for the slowest of N
        workers, sigma*sqrt(2 ln N) on average at most. Default 0.
    framework_overhead : str or float
        Constant time per step of the framework's synchronisation with N > 1
        (Horovod negotiation, DDP hooks), ``"5ms"`` or s. Default 0.
    """

    __slots__ = (
        "model",
        "params",
        "dtype",
        "workers",
        "gradient_bytes",
        "bandwidth_bytes_per_s",
        "latency_s",
        "gamma_s_per_byte",
        "step_time_s",
        "algorithm",
        "collective",
        "calibration",
        "overlap",
        "bucket_bytes",
        "compression",
        "encode_s_per_byte",
        "scaling",
        "batch",
        "jitter_s",
        "framework_overhead_s",
        "topology",
        "_calibrated",
        "_calibration_note",
        "_cal",
        "_cal_message",
        "_cal_fallback_beta",
        "_cal_by_n",
        "_time_scale",
        "link",
        "_link_latency_s",
        "_options",
    )

    def __init__(
        self,
        *,
        model: str | None = None,
        params: str | float | None = None,
        dtype: str = "fp32",
        size: str | float | None = None,
        workers: int | str | None = None,
        bandwidth: str | float | None = None,
        latency: str | float = 0.0,
        gamma: str | float = 0.0,
        step_time: str | float | None = None,
        algorithm: str = DEFAULT_ALGORITHM,
        collective: str = DEFAULT_COLLECTIVE,
        overlap: str | float = 0.0,
        bucket_size: str | float | None = None,
        compression: str | float = 1.0,
        encode_cost: str | float = 0.0,
        scaling: str = "weak",
        batch: str | float | None = None,
        gpus_per_node: int | str = 1,
        intra_bandwidth: str | float | None = None,
        intra_latency: str | float | None = None,
        nics_per_node: int | str | None = None,
        calibration: str | os.PathLike[str] | None = None,
        jitter: str | float = 0.0,
        framework_overhead: str | float = 0.0,
    ) -> None:
        given = locals()
        self._options = {o.name: given[o.name] for o in OPTIONS}  # the option table (ringcalc.planning.scenario_options)
        given = [name for name, value in (("model", model), ("params", params), ("size", size)) if value is not None]
        if len(given) > 1:
            raise RingcalcError(
                f"give only one of --model, --params, --size (got {', '.join('--' + g for g in given)})",
                option=given[1],
            )
        if not given:
            raise RingcalcError("missing gradient size: give --model NAME, --params COUNT or --size SIZE", option="model")
        self.dtype = units.clean_text(str(dtype), "dtype").strip().lower()
        element = dtype_bytes(self.dtype)
        check_dtype_with_size(self.dtype, size)
        self.model = None
        self.params = None
        if model is not None:
            entry = catalog.get_model(model, option="model")
            self.model = entry.name
            self.params = float(entry.params)
            self.gradient_bytes = self.params * element
        elif params is not None:
            self.params = units.parse_count(params, option="params")
            self.gradient_bytes = self.params * element
        else:
            self.gradient_bytes = units.parse_size(size, option="size")
        if workers is None:
            raise RingcalcError("missing worker count", option="workers")
        self.workers = units.parse_workers(workers, option="workers")
        self.bandwidth_bytes_per_s = None if bandwidth is None else catalog.parse_bandwidth(bandwidth, option="bandwidth")
        preset = catalog.link_preset(bandwidth)
        self.link = None if preset is None else str(bandwidth).strip()  # the catalog link named by --bandwidth, as typed
        self._link_latency_s = None if preset is None else preset.latency_s
        self.latency_s = units.parse_time(latency, option="latency", allow_zero=True)
        self.gamma_s_per_byte = parse_seconds_per_byte(gamma, "gamma")
        self.step_time_s = None if step_time is None else units.parse_time(step_time, option="step-time")
        self.algorithm = units.clean_text(str(algorithm), "algorithm").strip().lower()  # one text rule for names
        self.collective = units.clean_text(str(collective), "collective").strip().lower()
        model_functions(self.algorithm, self.collective)  # unknown names fail here, with close matches
        from ringcalc.numeric import step  # training-step options (issue 5); numpy only

        self.overlap = step.parse_overlap(overlap)
        self.bucket_bytes = step.parse_bucket_size(bucket_size)
        self.compression = step.parse_compression(compression)
        self.encode_s_per_byte = parse_seconds_per_byte(encode_cost, "encode-cost")
        self.scaling = step.parse_scaling(scaling)
        self.batch = step.parse_batch(batch)
        # synchronisation (stragglers, framework overhead; issue 10 item 5)
        self.jitter_s = step.parse_duration(jitter, "jitter")
        self.framework_overhead_s = step.parse_duration(framework_overhead, "framework-overhead")
        from ringcalc.planning import topology  # two-level network options (issue 3)

        self.topology = topology.parse_topology(self.workers, gpus_per_node, intra_bandwidth, intra_latency, nics_per_node)
        self.calibration = None
        self._calibrated: tuple[float, float, int | None] | None = None
        self._calibration_note: str | None = None
        self._cal_by_n = False
        self._time_scale = 1.0  # scales the calibration's time (its interval bounds: with_time_scale)
        if calibration is not None:
            self._apply_calibration(calibration)

    def _apply_calibration(self, path: str | os.PathLike[str]) -> None:
        """Take alpha and the per-link bandwidth from a saved calibration (``ringcalc fit --save``).

        A piecewise calibration gives the regime that covers the message size
        (the bucket size with ``--bucket-size``, else the gradient). The
        calibration replaces ``bandwidth`` and ``latency`` and already contains
        the reduction cost, so giving any of them as well is a conflict, not a
        silent override. A calibration from a local ``ringcalc measure`` run
        whose ranks shared C CPU cores keeps its time-sharing factor
        max(1, N/C) at every N, as :meth:`Calibration.predict_time_s` does.
        """
        if self.bandwidth_bytes_per_s is not None or self.latency_s != 0.0 or self.gamma_s_per_byte != 0.0:
            raise RingcalcError(
                "sets the bandwidth, latency and reduction cost itself; drop --bandwidth/--latency/--gamma "
                "or drop --calibration",
                option="calibration",
            )
        from ringcalc.calibrate.calibration import load_calibration

        cal = load_calibration(path)
        message = self.gradient_bytes if self.bucket_bytes is None else min(self.bucket_bytes, self.gradient_bytes)
        alpha, beta = cal.params_at(message)
        if not math.isfinite(beta):
            # a latency-bound regime fitted no bandwidth; the planning model still needs one: take the
            # next larger regime's (the calibration refuses files whose largest regime has none)
            beta = next(seg.beta_bytes_per_s for seg in sorted(cal.segments, key=lambda g: g.min_size_bytes)
                        if seg.min_size_bytes >= message and math.isfinite(seg.beta_bytes_per_s))
            self._calibration_note = (
                f"the calibration's regime for {units.format_size(message)} messages is latency-bound (no "
                f"bandwidth fitted); its bandwidth is taken from the next larger regime: {units.format_bandwidth(beta)}"
            )
        self._calibrated = (float(alpha), float(beta), cal.shared_cores)
        self._cal, self._cal_message, self._cal_fallback_beta = cal, float(message), float(beta)
        # alpha and B depend on N beyond the time-sharing factor when the latency is not per ring step,
        # the bandwidth saturates, or the calibration has a level per node layout (calibrate/calibration.py)
        self._cal_by_n = cal.latency_model != "per-step" or bool(cal.levels) or any(g.kappa for g in cal.segments)
        self.calibration = str(path)
        from ringcalc.planning.topology import HIERARCHICAL_ALGORITHMS

        if self.algorithm in HIERARCHICAL_ALGORITHMS and cal.levels:
            self._apply_two_level(cal, message)
            return
        values = self._calibrated_values(self.workers)
        self.latency_s = values["alpha"]
        self.bandwidth_bytes_per_s = values["B"]  # inf in a latency-bound regime: the bandwidth term vanishes

    def _apply_two_level(self, cal: Any, message: float) -> None:
        """Intra-node link, NICs and G from a calibration with both levels (ringcalc/calibrate/two_level.py)."""
        import dataclasses

        from ringcalc.calibrate.two_level import two_level_params

        topo = self.topology
        if topo.intra_bandwidth_bytes_per_s is not None or topo.intra_latency_s is not None:
            raise RingcalcError("sets the intra-node link itself; drop --intra-bandwidth/--intra-latency or drop "
                                "--calibration", option="calibration")
        if topo.gpus_per_node not in (1, cal.gpus_per_node):
            raise RingcalcError(f"the calibration measured {cal.gpus_per_node} ranks per node; --gpus-per-node "
                                f"{topo.gpus_per_node} contradicts it", option="gpus-per-node")
        nics = self._options.get("nics_per_node")
        p = two_level_params(cal, self.algorithm, message, self.workers, None if nics is None else topo.nics_per_node)
        self.topology = dataclasses.replace(topo, gpus_per_node=p.gpus_per_node, nics_per_node=p.nics_per_node,
                                            intra_bandwidth_bytes_per_s=p.intra_bandwidth_bytes_per_s,
                                            intra_latency_s=p.intra_latency_s)
        self.latency_s, self.bandwidth_bytes_per_s = p.latency_s, p.bandwidth_bytes_per_s
        self._cal_by_n = False
        self._calibrated = (p.latency_s, p.bandwidth_bytes_per_s, None)
        self._calibration_note = "; ".join(p.notes) or None

    def _calibrated_values(self, workers: Any) -> dict[str, Any]:
        """alpha and B of the calibration at ``workers`` (scalar or array), times the time scale."""
        v = self._unscaled_calibrated_values(workers)
        f = self._time_scale
        return v if f == 1.0 else {"alpha": v["alpha"] * f, "B": v["B"] / f}

    def with_time_scale(self, factor: float) -> Scenario:
        """A copy whose calibrated collective time is ``factor`` times this one's (alpha x f, B / f).

        The ring model is linear in (alpha, 1/B), so this scales the time
        exactly; it is how an answer's interval bounds are computed.
        """
        if self._calibrated is None:
            raise RingcalcError("a time scale applies to a calibration only", option="calibration")
        if not (factor > 0 and math.isfinite(factor)):
            raise RingcalcError(f"a time scale must be a finite number > 0, got {factor}", option="calibration")
        copy = self.replace()
        copy._time_scale = float(factor)
        values = copy._calibrated_values(copy.workers)
        copy.latency_s, copy.bandwidth_bytes_per_s = values["alpha"], values["B"]
        return copy

    def _unscaled_calibrated_values(self, workers: Any) -> dict[str, Any]:
        alpha, beta, shared_cores = self._calibrated  # type: ignore[misc]
        import numpy as np

        if self._cal_by_n:
            ns = np.atleast_1d(np.asarray(workers, dtype=float))
            pairs = np.array([self._cal.ring_params(self._cal_message, max(2, int(n))) for n in ns.ravel()])
            a, b = pairs[:, 0].reshape(ns.shape), pairs[:, 1].reshape(ns.shape)
            b = np.where(np.isinf(b), self._cal_fallback_beta, b)  # latency-bound regime: see _apply_calibration
            if np.ndim(workers) == 0:
                return {"alpha": float(a[0]), "B": float(b[0])}
            return {"alpha": a, "B": b}
        if shared_cores is None:
            return {"alpha": alpha, "B": beta}
        rho = np.maximum(1.0, np.asarray(workers, dtype=float) / shared_cores)
        rho = float(rho) if np.ndim(rho) == 0 else rho
        return {"alpha": alpha * rho, "B": beta / rho}

    def prediction_notes(self) -> list[str]:
        """The calibration's extrapolation notes for this scenario's N and message (none without calibration)."""
        if self._calibrated is None or self.workers <= 1:
            return []
        return list(self.prediction().notes)

    def prediction(self, workers: int | None = None):
        """The calibration's prediction of the collective time with its interval (None without calibration).

        See :mod:`ringcalc.calibrate.interval`; the interval comes from the
        fit's held-out errors and widens where the scenario leaves the
        calibrated sizes, rank counts or node layout.
        """
        if self._calibrated is None:
            return None
        from ringcalc.calibrate.interval import predict

        n = int(workers or self.workers)
        return predict(self._cal, self._cal_message, max(2, n))

    # ------------------------------------------------------------------ helpers
    def replace(self, **changes: Any) -> Scenario:
        """A copy with some options changed (same option names as the constructor).

        Changing one of ``model``/``params``/``size`` drops the other two.
        """
        options = dict(self._options)
        if {"model", "params", "size"} & changes.keys():
            options.update(model=None, params=None, size=None)
        options.update(changes)
        return Scenario(**options)

    def symbol_values(self, **overrides: Any) -> dict[str, Any]:
        """Values for the generated functions, keyed by symbol name (N, K, B, ...)."""
        values: dict[str, Any] = {
            "N": self.workers,
            "K": self.gradient_bytes,
            "alpha": self.latency_s,
            "gamma": self.gamma_s_per_byte,
        }
        if self.bandwidth_bytes_per_s is not None:
            values["B"] = self.bandwidth_bytes_per_s
        if self.step_time_s is not None:
            values["T_s"] = self.step_time_s
        values.update(F_ov=self.overlap, R_cmp=self.compression, eps_enc=self.encode_s_per_byte,
                      sigma_j=self.jitter_s, T_over=self.framework_overhead_s)
        if self.bucket_bytes is not None:
            values["b_bkt"] = self.bucket_bytes
        if self._calibrated is not None and (self._calibrated[2] is not None or self._cal_by_n):  # alpha, B per N
            values.update(self._calibrated_values(overrides.get("N", self.workers)))
        if self.batch is not None:
            values["batch"] = self.batch
        from ringcalc.planning import topology

        values.update(topology.symbol_values(self.topology, self.bandwidth_bytes_per_s, self.latency_s))
        values.update(overrides)
        return values

    @property
    def uses_training_model(self) -> bool:
        """True when an option of the training-step model differs from the seed's (no overlap, ...)."""
        return (
            self.overlap != 0.0
            or self.bucket_bytes is not None
            or self.compression != 1.0
            or self.encode_s_per_byte != 0.0
            or self.scaling != "weak"
            or self.jitter_s != 0.0
            or self.framework_overhead_s != 0.0
        )

    def notes(self, step_model: bool = True, with_latency_hint: bool = True) -> list[str]:
        """What a reader of an answer about this scenario should know (one sentence each).

        ``step_model``: the answer involves the training step (buckets, overlap),
        not only the collective's time. ``with_latency_hint``: mention the
        link's catalog latency when ``--latency`` is 0 (not when the latency is
        the answer, as for :meth:`max_latency`).
        """
        from ringcalc.numeric import step

        out = []
        if with_latency_hint and self.link and self.latency_s == 0.0 and self._link_latency_s:
            latency = units.format_time(self._link_latency_s)
            out.append(
                f"latency is 0 (the seed's model); {self.link}'s typical latency is {latency} (catalog): "
                f"add --latency {latency.replace(' ', '')} to include it"
            )
        if self._calibration_note:
            out.append(self._calibration_note)
        if step_model:
            out += step.bucket_notes(self.bucket_bytes, self.gradient_bytes)
            if self.jitter_s and self.workers > 1:  # synchronisation (issue 10 item 5)
                out.append(step.JITTER_NOTE)
        return out

    def require(self, field: str, option: str) -> float:
        """The value of an optional field, or a clear error naming the option."""
        value = getattr(self, field)
        if value is None:
            raise RingcalcError("is required for this question", option=option)
        return value

    def to_dict(self) -> dict[str, Any]:
        """The inputs as plain SI numbers with the unit in the key."""
        return {
            "model": self.model,
            "params": self.params,
            "dtype": self.dtype,
            "workers": self.workers,
            "gradient_bytes": self.gradient_bytes,
            "bandwidth_bytes_per_s": self.bandwidth_bytes_per_s,
            "latency_s": self.latency_s,
            "gamma_s_per_byte": self.gamma_s_per_byte,
            "step_time_s": self.step_time_s,
            "algorithm": self.algorithm,
            "collective": self.collective,
            "overlap": self.overlap,
            "bucket_bytes": self.bucket_bytes,
            "compression": self.compression,
            "encode_s_per_byte": self.encode_s_per_byte,
            "scaling": self.scaling,
            "batch": self.batch,
            "jitter_s": self.jitter_s,
            "framework_overhead_s": self.framework_overhead_s,
            "gpus_per_node": self.topology.gpus_per_node,
            "nics_per_node": self.topology.nics_per_node,
            "intra_bandwidth_bytes_per_s": self.topology.intra_bandwidth_bytes_per_s,
            "intra_latency_s": self.topology.intra_latency_s,
            "calibration": self.calibration,
        }

    def __repr__(self) -> str:
        shown = ", ".join(f"{k}={v!r}" for k, v in self.to_dict().items() if v is not None)
        return f"Scenario({shown})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Scenario) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------------ questions
    def comm_time(self) -> float:
        """Communication time Tt of one collective, s."""
        from ringcalc.planning import solver

        return solver.comm_time(self)

    def time(self):  # -> solver.TimeResult
        """The collective's time alone, with algbw and busbw (nccl-tests definitions)."""
        from ringcalc.planning import solver

        return _noted(solver.collective_time(self), self.notes(step_model=False))

    def efficiency(self):  # -> solver.EfficiencyResult
        """Parallel efficiency, step time and traffic for this network."""
        from ringcalc.planning import solver

        return _noted(solver.efficiency(self), self.notes())

    def required_bandwidth(self, target: str | float = 0.9):  # -> solver.BandwidthResult
        """Per-direction bandwidth needed for a target efficiency."""
        from ringcalc.planning import solver

        return _noted(solver.required_bandwidth(self, units.parse_efficiency(target)), self.notes())

    def max_workers(self, target: str | float = 0.9):  # -> solver.MaxWorkersResult
        """Largest worker count that still meets a target efficiency."""
        from ringcalc.planning import solver

        goal = units.parse_efficiency(target)
        result = solver.max_workers(self, goal)
        at = result.max_workers if result.max_workers and result.max_workers > 1 else None
        calibrated: tuple[str, ...] = ()
        if at and self._calibrated is not None:
            pred = self.prediction(at)
            calibrated = pred.notes
            result = dataclasses.replace(result, interval=self._max_workers_interval(pred, goal))
        return _noted(result, self.notes() + list(calibrated))

    def _max_workers_interval(self, pred: Any, goal: float) -> dict:
        """The answer again with the calibration's time at its interval bounds (at the answer's N)."""
        from ringcalc.planning import solver

        def answer(factor: float | None) -> int | None:
            if factor is None or factor <= 0:  # the time has no bound there: no worker count follows
                return None
            try:
                r = solver.max_workers(self.with_time_scale(factor), goal)
            except RingcalcError:  # even the fewest workers miss the target at this bound
                return None
            return r.max_workers

        slow = None if pred.high_s is None else pred.high_s / pred.time_s
        return {"coverage": pred.coverage, "max_workers_low": answer(slow),
                "max_workers_high": answer(pred.low_s / pred.time_s)}

    def max_gradient_bytes(self, target: str | float = 0.9):  # -> solver.MaxGradientResult
        """Largest gradient (model) that still meets a target efficiency."""
        from ringcalc.planning import solver

        goal = units.parse_efficiency(target)
        if self._calibrated is None or (not self._cal_by_n and len(self._cal.segments) == 1):
            return _noted(solver.max_gradient_bytes(self, goal), self.notes())
        # a calibration's latency and bandwidth depend on the message size: the answer is the size whose own
        # parameters just meet the target (efficiency falls with the size), found by bisection on the size
        from ringcalc.numeric.roots import expand, narrow

        element = dtype_bytes(self.dtype)

        def at(k: float) -> Scenario:
            return self.replace(params=max(k / element, 1.0))

        def misses(k: float) -> bool:
            return at(k).efficiency().efficiency < goal

        if misses(element):
            return _noted(solver.max_gradient_bytes(at(element), goal), self.notes())  # its own message
        bracket = expand(misses, element, 10.0, 1e18)
        if bracket is None:  # no size up to an exabyte misses: the closed form at that size says how far
            return _noted(solver.max_gradient_bytes(at(1e18), goal), self.notes())
        k_max = narrow(misses, bracket[0], bracket[1], iters=200)[0]
        result = solver.max_gradient_bytes(at(k_max), goal)
        result = dataclasses.replace(result, max_gradient_bytes=k_max, max_params=k_max / element)
        note = ("the calibration's latency and bandwidth depend on the message size: this is the size whose own "
                "parameters just meet the target")
        return _noted(result, self.notes() + [note] + list(at(k_max).prediction_notes()))

    def max_latency(self, target: str | float = 0.9):  # -> solver.MaxLatencyResult
        """Largest per-message latency that still meets a target efficiency."""
        from ringcalc.planning import solver

        return _noted(solver.max_latency(self, units.parse_efficiency(target)), self.notes(with_latency_hint=False))


def _noted(result: Any, notes: list[str]) -> Any:
    """``result`` with the scenario's notes first (results are frozen dataclasses with ``notes``)."""
    import dataclasses

    new = [n for n in notes if n not in result.notes]
    return dataclasses.replace(result, notes=[*new, *result.notes]) if new else result
