"""The symbol values of a cluster model: a cluster, an algorithm and a protocol, at an end of the priors.

:func:`symbol_values` fills every symbol of :mod:`ringcalc.symbolic.cluster` and
:mod:`ringcalc.symbolic.collectives.nccl` in SI units. ``end`` picks the achieved
fractions: ``"typical"`` for the answer, ``"low"`` / ``"high"`` for the ends of
its 80% interval when nothing was fitted (the slow end takes every fraction's
low end, the fast end every high end, so the interval covers the priors jointly),
widened by the model's own error (:data:`MODEL_SIGMA_FABRIC` across nodes,
:data:`MODEL_SIGMA_NODE` inside one). A fraction or a latency the user states
(``--net-efficiency``, ``--intra-efficiency``, ``--latency``, ``--intra-latency``) has no
spread of its own, but the model's error, measured with the fractions fitted, still widens
the ends; only a calibration's fitted cluster (:attr:`~ringcalc.cluster.spec.Cluster.fitted`)
carries its own interval instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ringcalc.cluster import nccl_tuning, protocols
from ringcalc.cluster.spec import Cluster, Placement
from ringcalc.errors import RingcalcError

LINK_LATENCY_S = {"nvlink": 1e-6, "xgmi": 1e-6, "pcie": 2e-6, "pcie-nop2p": 5e-6}
"""Per-message latency of a scale-up link for the algorithms that are not NCCL's (MPI over UCX/CUDA IPC), s."""

SLOW_END = "low"
FAST_END = "high"
PRIOR_SLOW_END = "prior-low"
PRIOR_FAST_END = "prior-high"
"""The ends of the priors alone, without the model's own error: what a healthy system of the description gives
(``ringcalc check`` compares a log with this band; answers and ``expect`` carry the model error too)."""
_PRIOR_OF = {PRIOR_SLOW_END: SLOW_END, PRIOR_FAST_END: FAST_END}

LATENCY_SLOW = 2.5
LATENCY_FAST = 0.8
"""Factors on every latency term at the slow / fast end of a prior interval.

NCCL's latency constants are its tuning model's, fitted on NVIDIA's systems:
small messages on other fabrics and software stacks take longer (the
measured 8-byte all-reduce is 1-3 times NCCL's model on the public logs
docs/calibration.md lists; EFA and TCPXO add a fixed cost of their own), and
its constants are rarely much too high. Hence the asymmetric range. The slow
end was 2: fitted on every size of those logs, half the systems' latency
factors came out above it (x2.4 to x3.8 on H100/H200/B200 nodes and EFA), where
an 80% range leaves a tenth; prior-only, the multi-node sizes under 64 KiB held
66% of their points in the interval and the medium ones 82%. At 2.5, 82% and
90%, the large sizes unchanged (88-89%); at 3 the large ones rise to 97%
(`benchmarks/accuracy_nccl_logs.py --prior-bands`, 2026-11-28)."""
LATENCY_SYMBOLS = ("L_base", "alpha_intra", "alpha", "alpha_ovh")

Z80 = 1.2815515655446004
"""The 90% quantile of the standard normal: a central 80% interval is ``exp(+-Z80 sigma)`` in log-time."""
MODEL_SIGMA_FABRIC = 0.27
"""The cluster model's own error (log-time) across nodes, where no log of the system was fitted: what a description
of the fabric (NICs, line rate, transport) does not pin (routing, NIC-GPU affinity, adaptive routing, the software
stack). Measured by leaving out whole systems (``benchmarks/accuracy/layout_sigma.py``: a one-run fit of each system
predicting its other layouts): 0.27 holds 80% of the 700 held-out points of the unflagged runs, pooled, once NCCL's
two-node tree and multi-node NVLink were modelled (2026-11-25; 0.35 of 724 points before, docs/benchmarks.md); an
answer from the description alone knows no more than such a fit, so it carries at least this error."""
MODEL_SIGMA_NODE = 0.05
"""The cluster model's own error (log-time) inside one node (the scale-up link only): the 0.05-0.08 that holds 80%
of the held-out points where the model describes the system (one-node GPU counts, docs/benchmarks.md)."""
RAMP_SIGMA = 1.0
"""The model's error, log-time, in NCCL's ramp between its latency floor and its bandwidth plateau (up to a factor
e). The latency + bytes/bandwidth model holds at the two ends: where the measured time is flat in size (the
latency) and where it grows in proportion (the bandwidth). In between, NCCL runs fewer channels and smaller chunks
than at its plateau, and measured time grows as a power of size well below 1 over several decades (e.g.
K^0.35 from 1 to 64 MiB on two GH200 nodes over Slingshot), which the model does not cost. A point in the ramp has
its error scale widened to ``sqrt(POINT_SIGMA^2 + (RAMP_SIGMA m)^2)`` (``cluster_fit.POINT_SIGMA``;
:func:`ramp_weight_of`), so that a ramp cannot
pass for a slow link (fit <= 64 MiB) or a long latency (fit >= 1 MiB): the fit reads the latencies on the floor,
the bandwidths on the plateau, and what the logs do not reach keeps the priors'. A prior interval's slow end carries
the same error where the model's own answer is in the ramp (:func:`ramp_share`), and ``ringcalc check`` calls medium
sizes a problem only beyond it."""
SLOPE_FLAT = 0.1
"""A measured point is on the latency floor where its local slope d log t / d log K is at most this (time grows
under 7% per doubling of size)."""
SLOPE_LINEAR = 0.9
"""A measured point is on the bandwidth plateau where its local slope is at least this (algbw within 7% per
doubling of flat)."""


def ramp_weight_of(slope: float) -> float:
    """How far a point of local slope d log t / d log K lies in NCCL's ramp: 0 on the latency floor (slope <=
    :data:`SLOPE_FLAT`) and on the bandwidth plateau (>= :data:`SLOPE_LINEAR`), 1 from a slope of 1/4 to 3/4,
    linear between; 0 for a slope that is not a number (a run at one size)."""
    if not math.isfinite(slope):
        return 0.0
    return min(1.0, max(0.0, min(slope - SLOPE_FLAT, SLOPE_LINEAR - slope) / (0.25 - SLOPE_FLAT)))


_FRACTION_SYMBOLS = ("eta_net", "eta_up", "eta_nvls")
_SCALE_UP_FRACTIONS = ("eta_up", "eta_nvls")
"""Fractions of the scale-up link (NVLink, NVSwitch's NVLS): measured tightly on one node (:data:`MODEL_SIGMA_NODE`);
across nodes the fabric's error (:data:`MODEL_SIGMA_FABRIC`) widens their slow end, not their fast end: a 2-node NVLS
tree at 0.87 of NVLink's line rate (0.62 x 1.41) was faster than any one node measured (0.54-0.61)."""
_MODEL_ERROR_LATENCIES = (*LATENCY_SYMBOLS, "alpha_hop")


@dataclass(frozen=True)
class Resolved:
    """The (algorithm, protocol) an answer is costed with, and how it was chosen."""

    algorithm: str
    protocol: str | None
    chosen_by: str  # "given", "auto" (NCCL's model), "protocol auto" (NCCL's pick of the protocol)

    @property
    def label(self) -> str:
        """``ring/Simple`` or ``rabenseifner``."""
        return self.algorithm if self.protocol is None else f"{self.algorithm}/{self.protocol}"


def _refuse_on_no_layout(algorithm: str, proto: str | None, collective: str, cluster: Cluster) -> None:
    """One rank runs nothing, but an NCCL algorithm this cluster cannot run on a full node nor on two full nodes
    (NVLS without an NVSwitch, CollNet without SHARP, PAT for all-reduce) is no answer (``-n 1 -a nvls`` on a PCIe
    box took 0 s, and ``compare -n 1`` starred it, where ``-n 2`` refuses it)."""
    g = cluster.gpus_per_node
    layouts = [Placement.of(n, cluster) for n in ((g, 2 * g) if g > 1 else (2,))]
    reasons = [protocols.why_not(algorithm, collective, cluster, where, p) for where in layouts
               for p in ((proto,) if proto else ("Simple", "LL"))]
    if all(reasons):
        raise RingcalcError(f"{algorithm} cannot run here: {reasons[0]}", option="algorithm")


def resolve(algorithm: str, protocol: str | None, collective: str, nbytes: float, cluster: Cluster,
            placement: Placement) -> Resolved:
    """The pair to cost: ``auto`` is NCCL's pick for this size and layout; an NCCL algorithm without a protocol
    gets NCCL's pick among its protocols; any other algorithm has no protocol.

    Raises
    ------
    RingcalcError
        A protocol given for an algorithm that is not NCCL's; a pair NCCL cannot
        run here (with the reason).
    """
    proto = None if protocol in (None, "auto") else protocol
    if placement.workers == 1:  # nothing to communicate: NCCL does not tune a one-rank communicator
        name = "ring" if algorithm == "auto" else algorithm
        if name in protocols.NCCL_NAME:
            _refuse_on_no_layout(name, proto, collective, cluster)
        return Resolved(name, (proto or "Simple") if name in protocols.NCCL_NAME else None, "given")
    if algorithm == "auto":
        choice = nccl_tuning.pick(collective, nbytes, cluster, placement,
                                  protocols=(proto,) if proto else nccl_tuning.nc.PROTOCOLS)
        return Resolved(choice.algorithm, choice.protocol, "auto")
    if algorithm not in protocols.NCCL_NAME:
        if proto is not None:
            raise RingcalcError(f"{algorithm} is not one of NCCL's algorithms and has no protocol; --protocol applies "
                                f"to {', '.join(protocols.NCCL_ALGORITHMS)}", option="protocol")
        return Resolved(algorithm, None, "given")
    if proto is not None:
        reason = protocols.why_not(algorithm, collective, cluster, placement, proto)
        if reason:
            raise RingcalcError(f"{algorithm}/{proto} cannot run here: {reason}", option="algorithm")
        if collective == "all-to-all":  # p2p: NCCL_PROTO=LL still sends a peer's bytes above 16 KiB with Simple, as
            # auto says (ring/LL was costed at 62.5 kB per peer with -a ring, where auto gave Simple)
            proto = nccl_tuning.p2p_protocol(nbytes, placement, (proto,)) or proto
        return Resolved(algorithm, proto, "given")
    reason = protocols.why_not(algorithm, collective, cluster, placement, "Simple")
    if reason and protocols.why_not(algorithm, collective, cluster, placement, "LL") is not None:
        raise RingcalcError(f"{algorithm} cannot run here: {reason}", option="algorithm")
    choice = nccl_tuning.pick(collective, nbytes, cluster, placement, algorithms=(algorithm,))
    return Resolved(algorithm, choice.protocol, "protocol auto")


def symbol_values(cluster: Cluster, placement: Placement, resolved: Resolved, collective: str,
                  end: str = "typical", nbytes: float | None = None) -> dict[str, Any]:
    """Every cluster symbol's value for the resolved pair, SI units (B is the NIC line rate, B_intra the scale-up's).

    ``nbytes``: the message the values cost (nccl-tests' size). At the slow end of an interval it lets the model
    error allow NCCL's ramp where the model is in it (:func:`ramp_share`)."""
    widen = end in (SLOW_END, FAST_END)
    end = _PRIOR_OF.get(end, end)
    values: dict[str, Any] = {
        "G": cluster.gpus_per_node,
        "R_nic": cluster.nics_per_node,
        "B": cluster.nic_bandwidth_bytes_per_s,
        "B_intra": cluster.scale_up_rate(placement.ranks_per_node)  # on a mesh, the links among the job's GPUs
        if math.isfinite(cluster.scale_up_bandwidth_bytes_per_s)
        else 1e30,  # one GPU per node: every B_intra term carries a factor s(min(N, G)) = 0
        "eta_net": cluster.net_efficiency.at(end),
        "eta_up": cluster.scale_up_efficiency.at(end),
        "eta_nvls": cluster.nvls_efficiency.at(end),
        "alpha_hop": cluster.hop_latency_s,
        "n_leaf": cluster.nodes_per_leaf,
        "o_sub": cluster.oversubscription,
        "s_nvls": 1.0 if cluster.nvls else 0.0,
        "s_sharp": 1.0 if cluster.sharp else 0.0,
        "x_exit": 1.0 if cluster.ring_exits_own_nic else 0.0,
    }
    if resolved.protocol is None:
        values.update(f_proto=1.0, **protocols.mpi_latency_values(
            cluster, LINK_LATENCY_S.get(cluster.scale_up_kind, 1e-6), _nic_latency(cluster)))
    else:
        values["f_proto"] = protocols.bandwidth_factor(resolved.algorithm, resolved.protocol, collective, cluster,
                                                       placement)
        values.update(protocols.latency_values(resolved.algorithm, resolved.protocol, collective, cluster, placement))
    spread = 1.0 if cluster.fitted and cluster.latency_factor != 1.0 else \
        {SLOW_END: LATENCY_SLOW, FAST_END: LATENCY_FAST}.get(end, 1.0)
    stated = stated_latencies(cluster)
    for name in LATENCY_SYMBOLS:  # a latency the user states has no spread of its own (the model error still applies)
        values[name] *= cluster.latency_factor * (1.0 if name in stated else spread)
    if placement.workers == 1:  # a one-rank communicator runs no algorithm: no step, no base latency, no hop
        for name in _MODEL_ERROR_LATENCIES:
            values[name] = 0.0
    if widen and not cluster.fitted:  # stated fractions and latencies included: the model's error is beyond them
        ramps = placement.nodes > 1 or resolved.algorithm == "nvls"  # the ramp of the multi-node logs, and NVLS's
        # on one node (its chunks through the switch: ramp_share); one node's ring on its scale-up link has none
        ramp = ramp_share(cluster, placement, resolved, collective, nbytes) if end == SLOW_END and nbytes and ramps \
            else 0.0
        _widen_by_model_error(values, placement, end, ramp)
    return values


def stated_latencies(cluster: Cluster) -> frozenset[str]:
    """The latency symbols the user stated (``alpha``: ``--latency``, the NICs' step; ``alpha_intra``:
    ``--intra-latency``): they keep their value at both ends of a prior interval, widened by the model error only."""
    return frozenset(name for name, value in (("alpha", cluster.nic_latency_s), ("alpha_intra", cluster.scale_up_latency_s))
                     if value is not None)


def ramp_share(cluster: Cluster, placement: Placement, resolved: Resolved, collective: str, nbytes: float) -> float:
    """The ramp share the slow end of a prior interval carries at ``nbytes``: how far the model's own answer lies in
    NCCL's ramp (:func:`ramp_weight_of` of its local slope d log t / d log K, the bandwidth term's share of its time:
    every cluster model is latency + bytes x a rate), kept where the size grows past the ramp so that the slow end
    does not fall.

    Between NCCL's latency floor and its bandwidth plateau real logs run slower than the model, which does not
    cost the ramp: with the cluster described alone, the 64 KiB - 64 MiB band of the multi-node logs of
    ``../shared/data`` ran a median 2.4x slower than the model and held 43% of its points in the 80% interval
    (2026-11-27; the large sizes 84%). The slow end then carries the model error the fit gives a ramp point
    (:data:`RAMP_SIGMA`), not a shifted answer: the ramp's depth is the system's (``ringcalc fit`` measures it).
    Across nodes, and NVLS on one node (:func:`symbol_values`): inside one node a ring or tree on the scale-up link
    holds through the ramp (MI300X's one-node log against ``azure-nd-mi300x-v5``: 0.94-1.13 of the expected busbw
    from 128 KiB to 8 MiB, `ringcalc check`), and the ramp's factor of up to 3.6 on every NVLink collective made an
    8-GPU all-gather's slow end fall from 609 to 442 us as its size grew from 32 to 64 MiB, and a tp 8 layout's
    efficiency read 25-67% (2026-11-28). NVLS does not: its 128 KiB chunks go through the switch's reduction on 16-32
    channels (NCCL ``src/transport/nvls.cc`` @ 5067397c, NVLS_NCHANNELS_SM90/SM100, NVLS_CHUNKSIZE), and one node's
    measured busbw is 0.67-0.84 of the model's at 8-64 MiB (p5, H100), 0.85 at 128 MiB (nccl-tests#290), 0.59 at 16
    MiB (GB200, 8 ranks): with its ramp the one-node medium sizes of ``--prior-bands`` went from 45% to 70% inside
    the 80% interval, (i) from 88% to 92% (2026-11-30).

    Where the model leaves the ramp for its plateau (slope 3/4 to :data:`SLOPE_LINEAR`) the weight falls faster than
    the time grows: a 16-rank all-reduce on two DGX H100's slow end read 1.18 ms at 64 MiB and 1.01 ms at 128 MiB
    (2026-11-28). A larger all-reduce cannot finish sooner than a smaller one (it could run as that one plus the
    rest), so the slow end is the largest slow end of any size up to ``nbytes``: past slope 3/4 it is at least the
    slow end at the size of slope 3/4 (the last of the full weight, ``K = 3 a / b`` of the model's ``a + b K``), an
    absolute time that the growing time then overtakes. That is the only size to compare with: below slope 3/4 the
    slow end grows with the size (time and weight both do), and between 3/4 and :data:`SLOPE_LINEAR` its log is
    convex in log-size (the growth of the time rises, the fall of the weight slows), so its largest value there is
    at an end. The share returned gives that slow end through :func:`_widen_by_model_error`'s quadrature (in [0, 1]).
    """
    from ringcalc import numeric

    if placement.workers < 2 or nbytes <= 0:
        return 0.0
    v = symbol_values(cluster, placement, resolved, collective)
    v.update(N=placement.workers, gamma=0.0)
    key = f"{resolved.algorithm}@cluster"

    def time_at(values: dict[str, Any], k: float) -> float:
        return float(numeric.evaluate("time", {**values, "K": float(k)}, key, collective))

    t, t0 = time_at(v, nbytes), time_at(v, 0.0)
    if not (t > 0 and math.isfinite(t)):
        return 0.0
    slope = (t - t0) / t
    share = ramp_weight_of(slope)
    full = 0.75  # the largest slope of the full weight (ramp_weight_of)
    if slope <= full or t0 <= 0:
        return share
    k_full = nbytes * full * t0 / ((1.0 - full) * (t - t0))  # the model's a + b K at slope 3/4: K = 3 a / b
    slow = {**symbol_values(cluster, placement, resolved, collective, end=SLOW_END), "N": placement.workers,
            "gamma": 0.0}
    t_slow, t_slow_full = time_at(slow, nbytes), time_at(slow, k_full)  # the slow ends without the ramp
    if not (t_slow > 0 and math.isfinite(t_slow) and math.isfinite(t_slow_full)):
        return share
    sigma = model_sigma(placement)
    own = math.hypot(sigma, RAMP_SIGMA * share)
    kept = math.hypot(sigma, RAMP_SIGMA) + math.log(t_slow_full / t_slow) / Z80  # the slow end at k_full, as a sigma
    if kept <= own:
        return share
    return min(1.0, math.sqrt(max(0.0, kept * kept - sigma * sigma)) / RAMP_SIGMA)


def end_factors(cluster: Cluster, placement: Placement, end: str, latency_stated: bool) -> tuple[float, float]:
    """(factor on a latency, factor on an achieved fraction) at ``end`` of an interval, for a cost outside the
    generated models (a pipeline's point-to-point send, :mod:`ringcalc.cluster.groups`): NCCL's latency spread unless
    the latency was stated, and the model's own error (:func:`_widen_by_model_error`) unless the cluster was fitted.
    The fraction's own prior end is the caller's (``Prior.at``); at the fast end no fraction may pass 1."""
    widen = end in (SLOW_END, FAST_END)
    end = _PRIOR_OF.get(end, end)
    spread = 1.0 if latency_stated or cluster.fitted and cluster.latency_factor != 1.0 else \
        {SLOW_END: LATENCY_SLOW, FAST_END: LATENCY_FAST}.get(end, 1.0)
    f = math.exp(Z80 * model_sigma(placement)) if widen and not cluster.fitted else 1.0
    f = 1.0 / f if end == FAST_END else f
    return spread * f, 1.0 / f


def model_sigma(placement: Placement) -> float:
    """The model's own error (log-time) of an answer from the cluster's description alone: across nodes
    :data:`MODEL_SIGMA_FABRIC`, inside one node :data:`MODEL_SIGMA_NODE`."""
    return MODEL_SIGMA_FABRIC if placement.nodes > 1 else MODEL_SIGMA_NODE


def _widen_by_model_error(values: dict[str, Any], placement: Placement, end: str, ramp: float = 0.0) -> None:
    """Scale the ends of a prior interval by the model's own error, ``exp(Z80 sigma)``: the time is homogeneous of
    degree one in (latencies, 1 / achieved rates), so every achieved fraction divided and every latency multiplied
    by ``f`` makes the time ``f`` times slower (the slow end; the fast end the other way).

    The fractions are scaled, not the line rates ``B`` / ``B_intra``: a scenario states its NIC line rate after these
    values (``Scenario.symbol_values``), which undid a scaled ``B``, so NIC-bound answers carried no model error. At
    the fast end no fraction passes 1: no link carries more than its line rate. ``ramp`` (:func:`ramp_share`) adds
    NCCL's ramp to the slow end in quadrature, ``RAMP_SIGMA ramp``: the ramp only ever slows NCCL down.
    """
    sigma = math.hypot(model_sigma(placement), RAMP_SIGMA * ramp) if end == SLOW_END else model_sigma(placement)
    f = math.exp(Z80 * sigma)
    if end == FAST_END:
        f = 1.0 / f
    inside = 1.0 / math.exp(Z80 * MODEL_SIGMA_NODE)  # the fast end of the scale-up link's own error (one node)
    for name in _FRACTION_SYMBOLS:
        if name in values:
            if end == FAST_END and name in _SCALE_UP_FRACTIONS:  # the fabric's error does not speed up the node
                values[name] = min(values[name] / max(f, inside), 1.0)
            else:
                values[name] = min(values[name] / f, 1.0) if end == FAST_END else values[name] / f
    for name in _MODEL_ERROR_LATENCIES:
        if name in values:
            values[name] *= f


def _nic_latency(cluster: Cluster) -> float:
    """Per-message latency across nodes for MPI's algorithms: the NIC link's catalog latency (IB ~1-2 us)."""
    if cluster.net_latency_s is not None:  # the transport states its own small-message latency (EFA's 8-byte RDMA)
        return cluster.net_latency_s + cluster.step_latency_s
    return 2e-6 + cluster.step_latency_s
