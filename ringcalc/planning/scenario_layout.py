"""The layout side of a :class:`~ringcalc.planning.scenario.Scenario`: a parallel layout and what it refuses.

A scenario is a layout when any layout row of the option table is given
(:data:`~ringcalc.planning.scenario_options.LAYOUT_OPTIONS`). Its questions are then asked of the whole
step (:mod:`ringcalc.planning.layout_step`): ``efficiency`` (the per-collective breakdown, end-to-end MFU,
tokens/s, time and cost to train), ``required_bandwidth`` (the NIC line rate), ``max_workers`` (the largest
data-parallel degree) and ``max_gradient_bytes`` (the largest model) in
:mod:`ringcalc.planning.solver.layout`. The questions about one collective (``time``, ``max_latency``) refuse it.

A layout's step has its own collectives, overlaps and bubble, so the options of the one-collective training
step are refused on it with the reason (:data:`REFUSED_ON_LAYOUT`); ``--overlap`` sets the share of Ts the
data-parallel collectives may hide under. The overlap rows of the other kinds
(:data:`~ringcalc.planning.scenario_options.OVERLAP_OPTIONS`) are refused without a layout.
"""

from __future__ import annotations

from typing import Any

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario_options import LAYOUT_OPTIONS, OVERLAP_OPTIONS

REFUSED_ON_LAYOUT: dict[str, str] = {
    "calibration": "answers one collective's time; a layout's collectives are costed on the cluster model and its "
                   "priors: give the cluster (--cluster; --net-efficiency, --intra-efficiency for measured fractions)",
    "collective": "a layout runs its own collectives (tensor-parallel all-gathers, pipeline sends, data-parallel "
                  "reductions, ...): drop --collective",
    "bucket_size": "a layout's gradient reduction hides under its backward window (--overlap sets it); its buckets "
                   "are not modelled",
    "compression": "compresses one gradient collective; a layout's collectives are not compressed",
    "encode_cost": "is the cost of compressing one gradient collective, which a layout does not model",
    "batch": "a layout reports tokens/s; --global-batch (or --tokens-per-step) gives its batch",
    "jitter": "a layout's step has no straggler term (its collectives synchronise the ranks each microbatch)",
    "framework_overhead": "a layout's step has no framework-overhead term",
}
"""Options of the one-collective training step that a layout's step does not use, with the reason."""

NOT_ON_LAYOUT = ("is a parallel layout: {question} prices one collective on one link; ask `ringcalc efficiency` "
                 "for the layout's step (each collective on its link, the bubble, end-to-end MFU)")
"""Why the questions about one collective (time, max-latency, compare, crossover, report) refuse a layout."""

_TRAINING_STEP = ("changes the training step, not the collective's time; use `ringcalc efficiency` "
                  "(or `ringcalc sweep -a ring,double-binary-tree ...` to compare algorithms on the training step)")
NOT_IN_ONE_COLLECTIVE: dict[str, str] = {
    **{name: _TRAINING_STEP for name in ("overlap", "bucket_size", "encode_cost", "jitter", "framework_overhead")},
    "compression": "the collective's time is for the bytes given: pass the compressed size as --size, "
                   "or use `ringcalc efficiency` for the training step",
}
"""The training step's options that would change its communication, which one collective's time (``time()``,
``comm_time()``) does not take: refused in the core, so that the Python API says so as the CLI does."""


class OnLayout:
    """Methods of a scenario with a parallel layout (mixed into :class:`~ringcalc.planning.scenario.Scenario`)."""

    __slots__ = ()

    def _check_overlaps(self, v: dict[str, Any]) -> None:  # type: ignore[misc]
        """The overlap rows, kept by name; refused without a layout."""
        self.layout_overlaps = {name: v[name] for name in OVERLAP_OPTIONS}
        given = [name for name in OVERLAP_OPTIONS if v[name] is not None]
        if given and self.layout is None:
            raise RingcalcError("hides a share of a parallel layout's collectives: give the layout (--tp, --pp, "
                                "--cp, --ep, --dp, --zero, ...)", option=given[0].replace("_", "-"))

    def _setup_layout(self, v: dict[str, Any]) -> None:  # type: ignore[misc]
        """Refuse what a layout's step does not use; rebuild the layout with the workload's microbatches and the
        node's GPUs; check tensor parallelism against the node."""
        from ringcalc.planning import workload_setup

        for name, reason in REFUSED_ON_LAYOUT.items():
            if name in self._given:
                raise RingcalcError(reason, option=name.replace("_", "-"))
        g = self.cluster_spec.gpus_per_node if self.cluster_spec is not None else 1
        self.layout = workload_setup.layout_on(self._options, v, self.workers, self.workload, g)
        if self.layout.fsdp == "hybrid":
            from ringcalc.workload.layout import check_hybrid

            check_hybrid(tp=self.layout.tp, cp=self.layout.cp, dp=self.layout.dp,
                         gpus_per_node=g if self.cluster_spec is not None else None)
        self._check_unused(v)
        tp = self.layout.tp
        if tp > 1 and self.cluster_spec is None:
            raise RingcalcError(f"tp = {tp}: tensor parallelism runs inside a node, on its scale-up link, and without "
                                "a cluster every GPU is its own node: give --cluster (or --gpus-per-node with "
                                "--intra-bandwidth)", option="tp")
        if tp > 1 and (tp > g or g % tp):
            where = "spans nodes" if tp > g else f"does not divide the {g} GPUs of a node (groups would straddle two)"
            raise RingcalcError(f"tp = {tp} {where}: tensor parallelism runs inside a node of {g} GPUs, on its "
                                "scale-up link", option="tp")
        self._check_on_model(v)

    def _check_on_model(self, v: dict[str, Any]) -> None:  # type: ignore[misc]
        """Refuse degrees the model's shape or the batch cannot be split by (Megatron-Core refuses them too)."""
        import math

        from ringcalc.workload.layout import check_on_model, check_split

        lay, w = self.layout, self.workload.workload
        if w.arch is not None:
            check_on_model(w.arch, w.model, tp=lay.tp, ep=lay.ep, pp=lay.pp, chunks=lay.chunks, cp=lay.cp,
                           seq_len=w.seq_len)
        tokens = "tokens_per_step" in self._given
        check_split(w.sequences_per_step, lay.dp, v["microbatches"], pp=lay.pp, chunks=lay.chunks,
                    option="tokens-per-step" if tokens else "global-batch", seq_len=w.seq_len if tokens else None,
                    unit=lay.ep // math.gcd(lay.ep, lay.cp))

    def _check_unused(self, v: dict[str, Any]) -> None:  # type: ignore[misc]
        """Refuse a layout option that cannot change this layout's step, with the reason."""
        lay, w = self.layout, self.workload.workload
        if lay.ep > 1 and not w.expert_params:
            raise RingcalcError(f"{w.model or 'the model'} has no experts: expert parallelism needs a mixture of "
                                "experts (--model mixtral-8x7b, ...)", option="ep")
        if v["param_dtype"] is not None and lay.zero == 0 and lay.fsdp is None:
            raise RingcalcError("is the element type of the parameters ZeRO and FSDP gather, and this layout gathers "
                                "none (--zero 0): give --zero 1-3 or --fsdp, or drop it", option="param-dtype")
        if v["virtual_stages"] is not None and v["virtual_stages"] > 1 and lay.pp == 1:
            raise RingcalcError("splits each pipeline stage into chunks: give --pp > 1", option="virtual-stages")
        activations = w.arch is not None and (lay.tp > 1 or lay.cp > 1 or lay.ep > 1)
        prior_scaled = v["recompute"] == "full" and self.workload.from_flops and v["mfu"] is None  # Ts x 4/3
        if v["recompute"] is not None and not activations and not prior_scaled:
            raise RingcalcError("changes this step through the collectives it reruns (--tp, --cp or --ep > 1, with a "
                                "model's shape) or, full, through the MFU prior (Ts x 4/3 from FLOPs); here neither "
                                "(a stated --mfu or --step-time is the run's own): its memory is `ringcalc memory`'s",
                                option="recompute")
        for name, kind in (("tp_overlap", "tp"), ("cp_overlap", "cp"), ("ep_overlap", "ep"), ("pp_overlap", "pp")):
            if v[name] is not None and (getattr(lay, kind) == 1 or w.arch is None):
                raise RingcalcError(f"hides a share of the {kind} collectives, and this layout has none (--{kind} 1, "
                                    "or no model shape)", option=name.replace("_", "-"))

    @property
    def is_layout(self) -> bool:
        """A parallel layout was given (its step is the answer)."""
        return self.layout is not None  # type: ignore[attr-defined]

    def _refuse_layout(self, question: str) -> None:  # type: ignore[misc]
        """The questions about one collective refuse a layout (:data:`NOT_ON_LAYOUT`)."""
        if self.layout is not None:
            from ringcalc.planning.workload_setup import given_any

            name = given_any(self._options, LAYOUT_OPTIONS)[0]
            raise RingcalcError(NOT_ON_LAYOUT.format(question=question), option=name.replace("_", "-"))

    def _refuse_step_options(self) -> None:  # type: ignore[misc]
        """One collective's time refuses the training step's options that change its communication
        (:data:`NOT_IN_ONE_COLLECTIVE`), as ``ringcalc time`` does."""
        for name, why in NOT_IN_ONE_COLLECTIVE.items():
            if name in self._given:
                raise RingcalcError(why, option=name.replace("_", "-"))

    def layout_step(self):  # -> layout_step.LayoutResult
        """The layout's step on the scenario's network: the per-collective breakdown and what follows."""
        import dataclasses

        from ringcalc.planning.layout_step import layout_result

        self._require_ts()
        result = layout_result(self)
        if self.cluster_spec is None:
            return result
        from ringcalc.cluster.notes import option_unused_notes  # a given option the placement cannot use, named

        unused = [n for n in option_unused_notes(self, [c.algorithm for c in result.collectives]) if n not in result.notes]
        return dataclasses.replace(result, notes=[*result.notes, *unused]) if unused else result

    def _require_ts(self) -> None:  # type: ignore[misc]
        sw = self.workload
        if (sw is None or not sw.from_flops) and self.step_time_s is None:
            raise RingcalcError("is required for a layout's step: give it, or --gpu with --tokens-per-step (or "
                                "--global-batch) for Ts from FLOPs", option="step-time")
