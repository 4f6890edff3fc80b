"""The calibration side of a :class:`~ringcalc.planning.scenario.Scenario`: a network taken from a saved fit.

``--calibration`` (:mod:`ringcalc.planning.calibrated`) replaces the bandwidth
and latency with a fitted network and gives every answer its prediction
interval; :class:`Calibrated` holds those methods and
:class:`~ringcalc.planning.scenario.Scenario` mixes them in.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from ringcalc.errors import RingcalcError
from ringcalc.planning import topology
from ringcalc.planning.calibrated import CalibratedNetwork


class Calibrated:
    """Methods of a scenario with a calibration (mixed into :class:`~ringcalc.planning.scenario.Scenario`)."""

    __slots__ = ()

    def _apply_calibration(self, path: str) -> None:
        """Take alpha and the per-link bandwidth from a saved calibration (:mod:`ringcalc.planning.calibrated`).

        The calibration replaces ``bandwidth`` and ``latency`` and already
        contains the reduction cost, so giving any of them as well is a
        conflict, not a silent override. Its regime is the one covering the
        bucket size with ``--bucket-size``, else the gradient. A calibration
        from a local ``ringcalc measure`` run whose ranks shared C CPU cores
        keeps its time-sharing factor max(1, N/C) at every N, as
        :meth:`Calibration.predict_time_s` does.
        """
        if self.bandwidth_bytes_per_s is not None or self.latency_s != 0.0 or self.gamma_s_per_byte != 0.0:
            raise RingcalcError(
                "sets the bandwidth, latency and reduction cost itself; drop --bandwidth/--latency/--gamma "
                "or drop --calibration",
                option="calibration",
            )
        message = self.gradient_bytes if self.bucket_bytes is None else min(self.bucket_bytes, self.gradient_bytes)
        self._network = CalibratedNetwork.load(path, message)
        self.calibration = path
        if self._physical is None:
            self._refuse_cluster_options()
        if self.algorithm in topology.HIERARCHICAL_ALGORITHMS and self._network.calibration.levels:
            self._apply_two_level()
        values = self._network.values(self.workers)
        self.latency_s = values["alpha"]
        self.bandwidth_bytes_per_s = values["B"]  # inf in a latency-bound regime: the bandwidth term vanishes

    def _refuse_cluster_options(self) -> None:
        """A calibration without a fitted cluster (``physical``) answers on its fitted link alone: every layout
        option (:data:`ringcalc.cluster.build.CLUSTER_OPTIONS`) is refused with the reason, except the GPUs and
        NICs per node that a two-level algorithm takes from a calibration of both levels (:meth:`_apply_two_level`).

        Until 2026-11-29 an all-gather calibration (only all-reduce logs are fitted to the cluster's physics)
        accepted ``--cluster dgx-h100``, ``--gpus-per-node 16 --intra-bandwidth pcie4-x16`` and ignored them all:
        every one gave the same 3.1 ms on 16 ranks, with a note extrapolating "to 4 nodes from the calibrated 2".
        """
        from ringcalc.cluster.build import CLUSTER_OPTIONS

        cal = self._network.calibration
        used = {"gpus_per_node", "nics_per_node"} if (self.algorithm in topology.HIERARCHICAL_ALGORITHMS
                                                       and cal.levels) else set()
        given = [name for name in CLUSTER_OPTIONS if name in self._given and name not in used]
        if not given:
            return
        flags = ", ".join(f"--{name.replace('_', '-')}" for name in given)
        collective = {"alltoall": "all-to-all"}.get(str(cal.collective), str(cal.collective).replace("_", "-"))
        if collective != "all-reduce":
            why = (f"the {collective} calibration has no cluster model (only all-reduce logs are fitted to the "
                   "cluster's physics)")
            fix = "fit an all-reduce log of the cluster"
        else:
            why = ("the calibration has no cluster model (a local `ringcalc measure` run, or a file written before "
                   "the physical fit)")
            fix = "fit the cluster's nccl-tests logs anew (`ringcalc fit LOG --save FILE`)"
        its = "it" if len(given) == 1 else "them"
        raise RingcalcError(f"{why}: {flags} cannot re-cost it; drop {its}, or {fix}",
                            option=given[0].replace("_", "-"))

    def _apply_two_level(self) -> None:
        """Intra-node link, NICs and G from a calibration with both levels (ringcalc/calibrate/two_level.py)."""
        network, topo = self._network, self.topology
        if topo.intra_bandwidth_bytes_per_s is not None or topo.intra_latency_s is not None:
            raise RingcalcError("sets the intra-node link itself; drop --intra-bandwidth/--intra-latency or drop "
                                "--calibration", option="calibration")
        given_g = self._options.get("gpus_per_node") if "gpus_per_node" in self._given else None
        given_g = topo.gpus_per_node if given_g is None else int(float(str(given_g)))
        if given_g not in (1, network.calibration.gpus_per_node):
            raise RingcalcError(f"the calibration measured {network.calibration.gpus_per_node} ranks per node; "
                                f"--gpus-per-node {given_g} contradicts it", option="gpus-per-node")
        nics = None if self._options["nics_per_node"] is None else topo.nics_per_node
        p = network.two_level_params(self.algorithm, self.workers, nics)
        self.topology = dataclasses.replace(topo, gpus_per_node=p.gpus_per_node, nics_per_node=p.nics_per_node,
                                            intra_bandwidth_bytes_per_s=p.intra_bandwidth_bytes_per_s,
                                            intra_latency_s=p.intra_latency_s)
        # G, the NICs and the intra-node link do not depend on N; the inter-node step and the NIC's B do (at each N)
        self._network = network.on_two_levels(self.algorithm, nics, "; ".join(p.notes) or None)

    def with_time_scale(self, factor: float) -> Any:  # -> Scenario
        """A copy whose calibrated collective time is ``factor`` times this one's, at every worker count.

        On one link alpha x f and B / f; on a calibration's fitted cluster every
        achieved rate / f and every latency x f. The models are linear in
        (alpha, 1/B) and homogeneous of degree one in (latencies, 1/rates), so
        this scales the time exactly; it is how an answer's interval bounds are
        computed. Every copy (:meth:`replace`, hence :meth:`at_workers`, which
        the searches over N use) keeps the scale: until 2026-11-28 the copy at
        another N fell back to the unscaled network, and ``max-workers``'s
        interval collapsed onto its answer (549 .. 549).
        """
        if not (factor > 0 and math.isfinite(factor)):
            raise RingcalcError(f"a time scale must be a finite number > 0, got {factor}", option="calibration")
        if self._network is None and not (self.on_cluster and self._physical is not None):
            raise RingcalcError("a time scale applies to a calibration only", option="calibration")
        copy = self.replace()  # already at this scenario's own scale
        copy._scale_time(float(factor))
        return copy

    def _scale_time(self, factor: float) -> None:
        """Scale this scenario's calibrated time by ``factor`` in place (a fresh copy's: :meth:`with_time_scale`)."""
        if self.on_cluster and self._physical is not None:
            from ringcalc.calibrate.cluster_calibration import scaled_cluster

            self.cluster_spec = scaled_cluster(self.cluster_spec, factor)
        elif self._network is not None:
            self._network = self._network.scaled(factor)
            values = self._network.values(self.workers)
            self.latency_s, self.bandwidth_bytes_per_s = values["alpha"], values["B"]
        else:  # at another N the options no longer give a calibration (not reached: they are the same options)
            raise RingcalcError("a time scale applies to a calibration only", option="calibration")
        self._time_scale *= factor
        self._by_workers = {}  # copies at other N are built (scaled) anew

    def prediction_notes(self) -> list[str]:
        """The calibration's extrapolation notes for this scenario's N and message (none without calibration)."""
        pred = self.prediction() if self.workers > 1 else None
        notes = [] if pred is None else list(pred.notes)
        if self._network is not None and not self.on_cluster:
            measured = str(self._network.calibration.collective).replace("_", "-")
            if self.collective != measured or self.algorithm not in ("ring",):
                notes.append(f"the calibration measured NCCL's {measured}; {self.algorithm} {self.collective} here is "
                             "its model on the fitted link, a what-if, not a measurement")
            elif self._physical is not None and self._physical.collective == self.collective and self._measured():
                notes += self._forms_note()
        return notes

    def _measured(self) -> bool:
        """Whether the logs measured this layout (the ranks, on the nodes the fitted cluster puts them on)."""
        f, workers = self._physical, int(self.workers)
        return (workers, -(-workers // f.cluster.gpus_per_node)) in {(int(r), int(n)) for r, n in f.layouts}

    def _forms_note(self) -> list[str]:
        """At a layout the logs measured, the per-size forms answer as a ring on one link per worker: where NCCL
        runs another algorithm there by the fitted cluster, that algorithm and the cluster's answer (a 16-rank log of
        NCCL's NVLS tree read "ring all-reduce" with no word of the tree, 12.74 ms where the log measured 13.43 ms);
        nothing where it runs a ring, as the forms say."""
        from ringcalc.calibrate.cluster_fit import predict
        from ringcalc.units import format_time

        f, workers = self._physical, int(self.workers)
        message = self.gradient_bytes if self.bucket_bytes is None else min(self.bucket_bytes, self.gradient_bytes)
        p = predict(f, workers, -(-workers // f.cluster.gpus_per_node), message)
        if p.pair.split("/")[0] == self.algorithm:
            return []
        return [f"the answer is the log's own curve at {workers} ranks (its per-size fit, costed as a ring on one link "
                f"per worker: the bandwidth row is busbw's); by the fitted cluster NCCL runs {p.pair} at this size, "
                f"which gives {format_time(p.time_s)} ({format_time(p.low_s)} .. {format_time(p.high_s)}); "
                f"--gpus-per-node {f.cluster.gpus_per_node} answers with the fitted cluster"]

    def on_fitted_cluster(self) -> Any:  # -> Scenario
        """This scenario on its calibration's fitted cluster, at a measured layout too (there the fit's discrepancy
        keeps the measured time: 17.2 ms for 4 GiB on the p5 excerpt's 16 ranks, measured 17.29 ms). ``bandwidth``
        asks for the NICs' rate, which the per-size forms (one link per worker) cannot answer: at the measured layout
        it had answered a ring's 771 GB/s per worker where the fitted cluster's NVLink alone exceeds the budget."""
        if self.on_cluster or self._physical is None:
            return self
        on = type(self)(**self._given, _fitted_cluster=True)  # the constructor's own choice (it was a restated field)
        if self._time_scale != 1.0:
            on._scale_time(self._time_scale)
        return on

    @property
    def calibrated_cluster(self) -> bool:
        """Whether a calibration's fitted cluster is held (it answers wherever its per-size forms cannot)."""
        return self._physical is not None

    def _physical_calibration(self, path: str | None) -> Any:
        """The calibration's fitted cluster (``"physical"``), or None (no calibration, or an older file)."""
        if path is None:
            return None
        from ringcalc.calibrate.calibration_file import load_calibration

        return load_calibration(path).physical

    def _physical_measures(self, workers: int) -> bool:
        """Whether the per-size forms answer at this worker count: its layout (ranks and nodes) was measured, or the
        fitted cluster cannot say more (the NICs' line rate is unknown and no multi-node run measured them).

        The ranks too, not the node count alone: 9 ranks on two p5 nodes (one GPU, 4 of 32 NICs, on the second) took
        the measured 16-rank run's busbw (16 ms for 4 GiB, where the fitted cluster gives 101 ms and -n 17 152 ms).
        """
        import math

        f = self._physical
        nodes = -(-workers // f.cluster.gpus_per_node)
        if (workers, nodes) in {(int(r), int(n)) for r, n in f.layouts}:
            return True
        knows_nics = math.isfinite(f.cluster.nic_bandwidth_bytes_per_s) or any(n > 1 for _, n in f.layouts)
        return not knows_nics

    def _measured_layout_cluster(self, c: Any) -> Any:
        """The fitted cluster ``c``, its time scaled by the discrepancy the fit learnt at this layout and message.

        At a layout the logs measured (the same ranks and nodes, on the fitted cluster), the answer is the
        measurement up to its scatter (:func:`ringcalc.calibrate.cluster_fit.predict`), whichever path asked:
        until 2026-11-29 a restated layout option (``--gpus-per-node 8`` on a calibration of 8 per node) took
        the bare fitted model (93 us at 1 MiB on 16 ranks, where the log measured 463 us) while its interval was
        the measurement's, around another centre.
        """
        scale = self._measured_factor()
        if scale == 1.0:
            return c
        from ringcalc.calibrate.cluster_calibration import scaled_cluster

        return scaled_cluster(c, scale)

    def measured_scale(self) -> float:
        """The factor on the fitted cluster's time at a layout and size the logs measured (its rates / factor, its
        latencies x factor: :meth:`_measured_layout_cluster`), 1 elsewhere; what the fitted physics are is the
        cluster's figures times or over it."""
        return self._measured_factor() if self.on_cluster else 1.0

    def _measured_factor(self) -> float:
        """The fit's discrepancy at this layout as a factor on time (1 where the logs did not measure it)."""
        f = self._physical
        workers = int(self.workers)
        if f is None or workers < 2 or f.recosted or not f.discrepancies:
            return 1.0
        if (workers, -(-workers // f.cluster.gpus_per_node)) not in set(map(tuple, f.layouts)):
            return 1.0
        return math.exp(self._physical_prediction(workers).shift)

    def _check_calibrated_cluster(self, path: str) -> None:
        """A calibration's fitted cluster answers: it sets the NICs' and links' achieved rates and the latencies."""
        if "gamma" in self._given and self.gamma_s_per_byte:
            raise RingcalcError("sets the reduction cost itself (part of the fitted rates); drop --gamma or drop "
                                "--calibration", option="calibration")
        self.calibration = path

    def prediction(self, workers: int | None = None):
        """The calibration's prediction of the collective time with its interval (None without calibration).

        See :mod:`ringcalc.calibrate.interval`; the interval comes from the
        fit's held-out errors and widens where the scenario leaves the
        calibrated sizes, rank counts or node layout.
        """
        if int(workers or self.workers) <= 1:  # one rank sends nothing: no time to predict (nor NCCL's tables)
            return None
        if self._physical is not None and self.on_cluster:
            return self._physical_prediction(int(workers or self.workers))
        if self._network is None:
            return None
        return self._network.prediction(int(workers or self.workers))

    def _physical_prediction(self, workers: int):
        """The fitted cluster's prediction at this layout: the relative 80% interval and what it leans on."""
        from types import SimpleNamespace

        from ringcalc.calibrate.cluster_fit import predict

        f = self._physical  # on the asked cluster (scenario_cluster: recost)
        message = self.gradient_bytes if self.bucket_bytes is None else min(self.bucket_bytes, self.gradient_bytes)
        from ringcalc.cluster.protocols import NCCL_ALGORITHMS

        name = None if self.algorithm == "auto" or self.resolved is None else self.resolved.algorithm
        forced = (name,) if name in NCCL_ALGORITHMS else None  # NCCL's own (not a hierarchical ring: its pick)
        seen = {pair for changes in f.ran.values() for _, pair in changes}
        other = self.collective != f.collective  # another collective, or a protocol the logs never ran: what-ifs,
        protocol = "protocol" in self._given and self.resolved is not None and self.resolved.label not in seen
        p = predict(f, workers, -(-workers // f.cluster.gpus_per_node), message, algorithms=forced,  # -a: NCCL_ALGO
                    what_if=other or protocol)  # whose measured discrepancy (x1.67 at 64 MiB on p5) is not theirs
        notes = []
        if other:
            notes.append(f"the calibration measured NCCL's {f.collective}; the {self.collective} here is its fitted "
                         "cluster's what-if (the interval is an unmeasured layout's), not a measurement")
        if not p.measured_layout:
            notes.append(f"the calibration measured {', '.join(f'{n} ranks on {m} node(s)' for n, m in f.layouts)}"
                         + (" on a cluster unlike the one asked (GPUs per node, NICs or links)" if f.recosted else "")
                         + "; "
                         "this layout is re-costed from its fitted cluster (the interval adds the error of leaving "
                         "out whole runs)")
        if p.high_s == float("inf"):  # cluster_fit.unseen_nics
            from ringcalc.units import format_bandwidth

            notes.append(f"{workers} ranks span {-(-workers // f.cluster.gpus_per_node)} nodes, but the calibration "
                         f"measured one node and states no NIC line rate: the NICs are a placeholder ("
                         f"{f.cluster.nics_per_node} x {format_bandwidth(f.params['net'])}), so the time has no upper "
                         "bound; --bandwidth (one NIC's line rate) with --nics-per-node states them, or fit a "
                         "multi-node log too")
        fitted_g = max(-(-n // m) for n, m in f.layouts)
        if f.cluster.gpus_per_node > fitted_g and "nics_per_node" not in self._given and not f.cluster.node_gpus:
            notes.append(f"{f.cluster.gpus_per_node} GPUs per node, more than the calibration's {fitted_g}: its NICs "
                         f"per GPU are kept (rails: {f.cluster.nics_per_node} NICs per node); --nics-per-node to "
                         "state them")
        from ringcalc.calibrate.fit_summary import implausible

        notes += [f"the calibration: {text}" for text in implausible(f)]  # what the fit had to believe carries here
        if self.resolved is not None and self.resolved.label not in seen and self.resolved.protocol is not None:
            notes.append(f"the logs never ran {self.resolved.label}: its time is the fitted cluster's what-if")
        high = None if p.high_s == float("inf") else p.high_s  # None: unbounded (solver/forward.py)
        return SimpleNamespace(time_s=p.time_s, low_s=p.low_s, high_s=high, coverage=0.8, notes=tuple(notes),
                               extrapolation={}, shift=p.shift)

