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
import inspect
from typing import Any

from ringcalc import catalog, units
from ringcalc.errors import RingcalcError
from ringcalc.numeric import scalar_functions as model_functions
from ringcalc.cluster import build as cluster_build
from ringcalc.planning import topology
from ringcalc.planning.calibrated import CalibratedNetwork
from ringcalc.planning.scenario_calibrated import Calibrated
from ringcalc.planning.scenario_cluster import OnCluster
from ringcalc.planning.scenario_layout import OnLayout
from ringcalc.planning.search_start import SearchStarts
from ringcalc.planning.option_parsers import dtype_bytes
from ringcalc.planning import workload_setup
from ringcalc.planning.scenario_options import (
    OPTIONS,
    api_docs,
    api_parameters,
    check_keywords,
    given_or_default,
    gradient_source,
    parse_options,
)

__all__ = ["Scenario"]


_TOPOLOGY_KEYS = frozenset(topology.Topology.__dataclass_fields__) & {o.key for o in OPTIONS}
"""Option keys held by the scenario's :class:`~ringcalc.planning.topology.Topology` (resolved, e.g. by a calibration)."""


def check_dtype_with_size(dtype: str, size: Any) -> None:
    """Refuse a non-default ``--dtype`` with ``--size``: the size is already in bytes, so the dtype would be ignored."""
    if size is not None and str(dtype).strip().lower() != "fp32":
        raise RingcalcError(f"{dtype!r} would be ignored: --size is already in bytes; --dtype sets the bytes per "
                            "parameter of --model or --params (drop --dtype, or give --params with it)", option="dtype")


class Scenario(OnCluster, OnLayout, Calibrated, SearchStarts):
    """A data-parallel training set-up: gradient, workers, network, step time.

    The keywords are the rows of :data:`ringcalc.planning.scenario_options.OPTIONS`,
    the one option table (parser, default, unit, help) that also builds the
    command line's options, :func:`ringcalc.sweep` and the scenario files.
    Each keyword takes text with a unit (``bandwidth="100GbE"``,
    ``step_time="550 ms"``) or an SI number; exactly one of ``model``,
    ``params``, ``size`` gives the gradient. The parsed values are attributes
    named by their JSON keys (``gradient_bytes``, ``bandwidth_bytes_per_s``,
    ``latency_s``, ...; :meth:`to_dict`).

    Parameters
    ----------
{parameters}
    """

    __slots__ = (
        *(o.key for o in OPTIONS if o.key not in _TOPOLOGY_KEYS),
        "topology",
        "workload",
        "layout",
        "layout_overlaps",
        "link",
        "_link_latency_s",
        "_network",
        "_options",
        "on_cluster",
        "_given",
        "resolved",
        "cluster_spec",
        "_by_workers",
        "_physical",
        "_time_scale",
        "_fitted_cluster",
    )

    def __init__(self, *, _fitted_cluster: bool = False, **options: Any) -> None:
        check_keywords(options, "Scenario")
        self._options = {o.name: given_or_default(options, o.name) for o in OPTIONS}  # as given, or the default
        self._given = {name: value for name, value in options.items() if value is not None}  # as given
        gradient_source(self._options)
        v = parse_options(self._options)  # every option by its row's parser
        self.layout = workload_setup.scenario_layout(self._options, v, v["workers"])  # may give N = tp·pp·cp·dp
        self._check_overlaps(v)
        if v["workers"] is None and self.layout is not None and v["dp"] is not None:
            v["workers"] = self._options["workers"] = self.layout.gpus
        if v["workers"] is None:
            raise RingcalcError("missing worker count", option="workers")
        check_dtype_with_size(v["dtype"], v["size"])
        for o in OPTIONS:
            if o.key not in _TOPOLOGY_KEYS:
                setattr(self, o.key, v[o.name])
        element = dtype_bytes(self.dtype)
        if self.model is not None:
            self.params = float(catalog.get_model(self.model, option="model").params)
        if self.params is not None:
            self.gradient_bytes = self.params * element
        self.workload = workload_setup.scenario_workload(self._options, v, self.workers, element,
                                                         layout=self.layout is not None,
                                                         cluster_gpu=cluster_build.cluster_gpu(v["cluster"]))
        if self.step_time_s is None:  # Ts from FLOPs and the compute-only MFU (issue 17)
            self.step_time_s = workload_setup.step_time_of(self.workload, self.scaling)
        preset = catalog.link_preset(self._options["bandwidth"])
        self.link = None if preset is None else str(self._options["bandwidth"]).strip()  # the catalog link, as typed
        self._link_latency_s = None if preset is None else preset.latency_s
        self.calibration = None
        self._network: CalibratedNetwork | None = None
        self.resolved = None
        self.cluster_spec = None
        self._by_workers: dict[int, Scenario] = {}
        self._time_scale = 1.0  # a calibrated time's scale (an interval's end: with_time_scale); replace keeps it
        self._physical = self._physical_calibration(v["calibration"])
        # a calibration answers with its measurement at a measured layout, on its fitted cluster elsewhere, and there
        # too when asked (on_fitted_cluster: the NIC rate to buy) or given a NIC rate to re-cost
        self._fitted_cluster = bool(_fitted_cluster) and self._physical is not None
        self.on_cluster = cluster_build.on_cluster(self._given, self.algorithm) if v["calibration"] is None else (
            self._physical is not None and (cluster_build.on_cluster(self._given, self.algorithm)
                                            or self._fitted_cluster
                                            or self._given.get("bandwidth") is not None
                                            or not self._physical_measures(self.workers)))
        if self.on_cluster:
            self._place_on_cluster(v)
        else:
            self._on_one_link(v)
        if self.layout is not None:
            self._setup_layout(v)  # refusals, the microbatches and the node's GPUs (planning/scenario_layout.py)
        if v["calibration"] is not None and self.on_cluster:
            self._check_calibrated_cluster(v["calibration"])
        elif v["calibration"] is not None:
            self._apply_calibration(v["calibration"])

    def _on_one_link(self, v: dict[str, Any]) -> None:
        """The link model (the seed's): one link of --bandwidth per worker, --latency per step (default 0)."""
        model_functions(self.algorithm, self.collective)  # unknown names fail here, with close matches
        if v["calibration"] is None:  # a calibration's own levels may run a two-level algorithm
            topology.refuse_two_level([self.algorithm], 1, option="algorithm")
        self.topology = topology.parse_topology(self.workers)

    # ------------------------------------------------------------------ helpers
    def replace(self, **changes: Any) -> Scenario:
        """A copy with some options changed (same option names as the constructor).

        An option given replaces the others of its group (:data:`~ringcalc.planning.scenario_options.ALTERNATIVES`,
        as on the command line over a scenario file): changing one of ``model``/``params``/``size`` drops the other
        two (and ``size`` the ``dtype``, bytes already), ``mfu`` drops ``step_time`` and ``global_batch`` drops
        ``tokens_per_step`` (``replace(mfu=0.45)`` was refused "--step-time gives Ts already").
        """
        from ringcalc.planning.scenario_options import ALTERNATIVES

        options = dict(self._given)
        for group in ALTERNATIVES:
            if any(changes.get(name) is not None for name in group):
                options.update({name: None for name in group})
        if changes.get("size") is not None and "dtype" not in changes:
            options["dtype"] = None
        options.update(changes)
        copy = Scenario(**options, _fitted_cluster=self._fitted_cluster and "calibration" not in changes)
        if self._time_scale != 1.0 and "calibration" not in changes:  # an interval's end stays that end at every N
            copy._scale_time(self._time_scale)
        return copy

    def symbol_values(self, end: str = "typical", **overrides: Any) -> dict[str, Any]:
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
        if self._network is not None and self._network.per_worker_count:  # alpha, B per N
            values.update(self._network.values(overrides.get("N", self.workers)))
        if self.batch is not None:
            values["batch"] = self.batch
        if self.cluster_spec is not None:
            from ringcalc.cluster import values as cluster_values

            n = int(overrides.get("N", self.workers)) if _scalar(overrides.get("N", self.workers)) else self.workers
            values.update(cluster_values.symbol_values(self.cluster_spec, cluster_build.placement(self.cluster_spec, n),
                                                       self.resolved, self.collective, end,
                                                       nbytes=_message_of(self, overrides) if end != "typical" else None))
            if self.bandwidth_bytes_per_s is not None:
                values["B"] = self.bandwidth_bytes_per_s
            # a stated --latency is the cluster's nic_latency_s: its values hold it at each end, with the model's error
        else:
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

    def notes(self, step_model: bool = True, with_latency_hint: bool = True,
              gradient_bytes: float | None = None) -> list[str]:
        """What a reader of an answer about this scenario should know (one sentence each).

        ``step_model``: the answer involves the training step (buckets, overlap),
        not only the collective's time. ``with_latency_hint``: mention the
        link's catalog latency when ``--latency`` is 0 (not when the latency is
        the answer, as for :meth:`max_latency`). ``gradient_bytes``: the
        gradient the answer is about when it is not the scenario's (max-model's
        answer, not its placeholder).
        """
        from ringcalc.numeric import training

        out = []
        if self.cluster_spec is not None:
            out += self.cluster_notes()
        elif with_latency_hint and self.link and self.latency_s == 0.0 and self._link_latency_s:
            latency = units.format_time(self._link_latency_s)
            out.append(
                f"latency is 0 (the seed's model); {self.link}'s typical latency is {latency} (catalog): "
                f"add --latency {latency.replace(' ', '')} to include it"
            )
        if self.link and catalog.link_preset(self.link).kind == "pcie":
            rate = units.format_bandwidth(0.8 * self.bandwidth_bytes_per_s)
            out.append(f"{self.link} is PCIe's rate after line coding; packet overhead keeps DMA below it (89.8% at most "
                       f"with 256-byte payloads on Gen3-5, Intel AN 708), so plan with about 80% ({rate}) unless measured")
        if self._network is not None and self._network.note:
            out.append(self._network.note)
        out += workload_setup.notes(self.workload)
        if step_model and self.layout is None and self.workload is not None and "overlap" not in self._given \
                and self.workers > 1:
            out.append("data parallelism alone: the gradients' all-reduce follows Ts, not overlapped with the backward "
                       "pass (the seed's model); --overlap F hides it under a share F of Ts, as a layout's step "
                       "(--zero, --tp, ...) does under the whole backward pass by default")
        if step_model:
            out += training.bucket_notes(self.bucket_bytes,
                                         self.gradient_bytes if gradient_bytes is None else gradient_bytes)
            if self.jitter_s and self.workers > 1:  # synchronisation (issue 10 item 5)
                out.append(training.JITTER_NOTE)
        return out

    def require(self, field: str, option: str) -> float:
        """The value of an optional field, or a clear error naming the option."""
        value = getattr(self, field)
        if value is None:
            raise RingcalcError("is required for this question", option=option)
        return value

    def to_dict(self) -> dict[str, Any]:
        """The inputs as plain SI numbers with the unit in the key, in the option table's order, then the scale-up
        link and NCCL's generation; on a cluster as its answers were costed (:func:`~.sweep_grid.costed_cluster`)."""
        out = {o.key: getattr(self.topology if o.key in _TOPOLOGY_KEYS else self, o.key) for o in OPTIONS}
        if self.cluster_spec is None:  # one link per worker: no cluster to resolve (and no numpy to import)
            return {**out, "intra_link": None, "generation": None}
        from ringcalc.planning.sweep_grid import costed_cluster
        return {**out, **costed_cluster(self)}

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

        self._refuse_layout("the time of one collective")
        self._refuse_step_options()
        return solver.comm_time(self)

    def time(self):  # -> solver.TimeResult
        """The collective's time alone, with algbw and busbw (nccl-tests definitions)."""
        from ringcalc.planning import solver

        self._refuse_layout("time")
        self._refuse_step_options()
        return _noted(solver.collective_time(self), self.notes(step_model=False))

    def efficiency(self):  # -> solver.EfficiencyResult
        """Parallel efficiency, step time and traffic for this network; with a workload (issue 17) also the
        end-to-end MFU, tokens/s and the time and cost to train (``workload``)."""
        from ringcalc.planning import solver
        from ringcalc.planning.solver.common import training_step

        workload_setup.refuse_scaling_at_one_n(self.workload, self._given)
        if self.layout is not None:  # the layout's step: each collective on its link (planning/layout_step.py)
            return self.layout_step()
        result = _noted(solver.efficiency(self), self.notes())
        if self.workload is None:
            return result
        fields = workload_setup.efficiency_fields(
            self.workload, result,
            lambda ts: training_step(self, T_s=workload_setup.step_time_of_compute(ts, self))["efficiency"])
        return dataclasses.replace(result, workload=fields)

    def required_bandwidth(self, target: str | float = 0.9):  # -> solver.BandwidthResult
        """Per-direction bandwidth needed for a target efficiency."""
        from ringcalc.planning import solver

        workload_setup.refuse_scaling_at_one_n(self.workload, self._given)
        if self.layout is not None:
            from ringcalc.planning.solver.layout import required_bandwidth

            return required_bandwidth(self, units.parse_efficiency(target))
        on = self.on_fitted_cluster()  # the NIC rate to buy is a question of the cluster, measured layout or not
        from ringcalc.planning.solver.bandwidth_repick import answer_scenario

        r = solver.required_bandwidth(on, units.parse_efficiency(target))
        return _noted(r, answer_scenario(on, r.required_bandwidth_bytes_per_s).notes())  # NCCL's pick at the answer

    def max_workers(self, target: str | float = 0.9):  # -> solver.MaxWorkersResult
        """Largest worker count that still meets a target efficiency."""
        from ringcalc.planning import solver

        goal = units.parse_efficiency(target)
        if self.layout is not None:  # the largest data-parallel degree (planning/solver/layout.py)
            from ringcalc.planning.solver.layout import max_workers

            return max_workers(self, goal)
        workload_setup.refuse_weak_search(self.workload, self.scaling, self._given)
        result = solver.max_workers(self, goal)
        at = result.max_workers if result.max_workers and result.max_workers > 1 else None
        calibrated: tuple[str, ...] = ()
        pred = self.at_workers(at).prediction() if at and self.calibration is not None else None
        if pred is not None:  # the answer's own prediction: its measured layout's, else the fitted cluster's
            calibrated = pred.notes
            result = dataclasses.replace(result, interval=self._max_workers_interval(pred, goal))
        # on a cluster the placement, the pick and their notes are the answer's, not the search's starting count's
        described = self.at_workers(at) if at and self.on_cluster else self
        return _noted(result, described.notes() + list(calibrated))

    def _max_workers_interval(self, pred: Any, goal: float) -> dict:
        """The answer again with the calibration's time at its interval bounds (at the answer's N)."""
        from ringcalc.planning import solver

        def answer(factor: float | None, high: bool = False) -> int | None:
            if factor is None or factor <= 0:  # the time has no bound there: no worker count follows
                return None
            try:
                r = solver.max_workers(self.with_time_scale(factor), goal)
            except RingcalcError:  # even the fewest workers miss the target at this bound
                return None
            # a search stopped at its limit (one node where the NICs are unknown) promises that many, and the fast
            # end has no count beyond it: "?" (until 2026-11-29 the interval read "8 .. 8" beside "8 or more")
            return None if high and r.beyond_limit else r.max_workers

        slow = None if pred.high_s is None else pred.high_s / pred.time_s
        return {"coverage": pred.coverage, "max_workers_low": answer(slow),
                "max_workers_high": answer(pred.low_s / pred.time_s, high=True)}

    def max_gradient_bytes(self, target: str | float = 0.9):  # -> solver.MaxGradientResult
        """Largest gradient (model) that still meets a target efficiency.

        From a calibration the answer carries its interval (``interval``:
        :func:`ringcalc.planning.solver.gradient.max_gradient_calibrated`).
        """
        from ringcalc.planning import solver

        goal = units.parse_efficiency(target)
        if self.layout is not None:
            from ringcalc.planning.solver.layout import max_gradient_bytes

            return max_gradient_bytes(self, goal)
        if self.on_cluster:  # the pick and its notes are the answer's size's, not the placeholder's
            if self._physical is not None:  # a calibration's fitted cluster: with its interval
                result = solver.max_gradient_calibrated(self, goal, False)
            else:
                from ringcalc.planning.solver.gradient import max_gradient_on_cluster

                result = max_gradient_on_cluster(self, goal)
            return _noted(result, self.at_gradient(result.max_gradient_bytes).notes())
        if self._network is None:
            result = solver.max_gradient_bytes(self, goal)
        else:
            result = solver.max_gradient_calibrated(self, goal, self._network.single_regime)
        return _noted(result, self.notes(gradient_bytes=result.max_gradient_bytes))  # notes about the answer's size

    def max_latency(self, target: str | float = 0.9):  # -> solver.MaxLatencyResult
        """Largest per-message latency that still meets a target efficiency."""
        from ringcalc.planning import solver

        self._refuse_layout("max-latency")
        workload_setup.refuse_scaling_at_one_n(self.workload, self._given)
        return _noted(solver.max_latency(self, units.parse_efficiency(target)), self.notes(with_latency_hint=False))


def _message_of(s: Any, overrides: dict[str, Any]) -> float | None:
    """The message one collective call moves (the bucket, else the gradient; ``K`` if overridden), or None."""
    k = overrides.get("K")
    if k is None:
        k = s.gradient_bytes if s.bucket_bytes is None or s.gradient_bytes is None else min(s.bucket_bytes,
                                                                                            s.gradient_bytes)
    return float(k) if k is not None and _scalar(k) else None


def _scalar(value: Any) -> bool:
    """A single number (not an array of worker counts)."""
    return isinstance(value, (int, float)) or getattr(value, "ndim", 1) == 0


def _noted(result: Any, notes: list[str]) -> Any:
    """``result`` with the scenario's notes first; the 80% interval's note only where it has one (not bandwidth's)."""
    bare = getattr(result, "interval", None) is None
    new = [n for n in notes if n not in result.notes and not (bare and n.startswith("80% interval"))]
    return dataclasses.replace(result, notes=[*new, *result.notes]) if new else result


# The signature and the Parameters section come from the option table: a new row is a new keyword here.
Scenario.__doc__ = Scenario.__doc__.format(parameters=api_docs())
Scenario.__init__.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
    [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD), *api_parameters()]
)
for _key in _TOPOLOGY_KEYS:  # stored on the topology; read as every other option's key is (the docstring says so)
    setattr(Scenario, _key, property(lambda self, k=_key: getattr(self.topology, k), doc=f"``topology.{_key}``."))
