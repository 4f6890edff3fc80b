"""Calibration as parameter estimation: a cluster's physical parameters from nccl-tests logs.

The cluster models (:mod:`ringcalc.symbolic.collectives.nccl`) cost every
(algorithm, protocol) pair from a few physical quantities. This module
estimates them from measured runs of one system, at any layouts (GPUs per node,
node counts), so that a prediction at another layout re-costs that layout with
the same physics:

=================  =====================================================  ===============================
parameter          meaning                                                 prior (nothing measured)
=================  =====================================================  ===============================
``net``            achieved bytes/s of one NIC across nodes                eta_net prior x line rate
``up``             achieved bytes/s of a GPU's scale-up link by a ring     eta_up prior x scale-up rate
``nvls``           NVLS all-reduce algorithm bandwidth per GPU             eta_nvls prior x scale-up rate
``latency``        factor on NCCL's per-step and base latencies           1, 80% within 0.5-2
``fixed``          fixed cost per collective beyond NCCL's (EFA, TCPXO)   0, up to ~100 us
=================  =====================================================  ===============================

A measured time is modelled as what NCCL achieves: the fastest pair the
cluster can run at that size and layout (``time = min over pairs``; a run with
``NCCL_ALGO`` / ``NCCL_PROTO`` in its log, or ``--algorithm``, is restricted to
it), and which pair that is, is reported as the algorithm each run ran. The
parameters are the maximum a posteriori estimate of robust least squares on
log-time residuals plus one residual per prior (``scipy.optimize.least_squares``,
soft-L1 loss), so a parameter the logs cannot see (the NICs, from one-node logs)
stays at its prior, with its prior's spread. Points in NCCL's ramp between its
latency floor and its bandwidth plateau carry a large model error
(:data:`RAMP_SIGMA`): the latencies are read on the floor, the bandwidths on the
plateau.

Uncertainty (:func:`predict`): the parameters' covariance from the Jacobian
(delta method on the predicted log-time) plus a model error: the in-sample
scatter at a measured layout, and at any other layout the error of leaving out
whole runs (each run refitted without it and predicted) pooled with
:data:`LAYOUT_SIGMA` (:data:`LAYOUT_PRIOR_RUNS`), or, with a single run,
:data:`LAYOUT_SIGMA`. At a measured layout, what the model misses there is
learnt from its points (:mod:`ringcalc.calibrate.discrepancy`): at the measured
sizes the answer is the measurement up to its scatter; beyond them the
discrepancy fades and the model error above applies. The 80% interval is
``exp(+-1.2816 sigma)`` around the time.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from ringcalc.cluster.spec import Cluster, Placement
from ringcalc.cluster.values import LATENCY_SYMBOLS, MODEL_SIGMA_FABRIC, MODEL_SIGMA_NODE, Resolved, symbol_values
from ringcalc.calibrate.cluster_picks import Picks, picks
from ringcalc.calibrate.discrepancy import Discrepancy, learn
from ringcalc.calibrate.model_error import PER_DECADE_FLOOR, RAMP_SIGMA, band_at, bands, local_slopes, ramp_weight
from ringcalc.errors import RingcalcError

NAMES = ("net", "up", "nvls", "latency", "fixed")
Z80 = 1.2815515655446004  # the 90% quantile of the normal: a central 80% interval
LAYOUT_SIGMA = MODEL_SIGMA_FABRIC
"""Model error (log-time) at a layout no run measured, when a fit has only one run: measured by leaving out whole
systems (``benchmarks/accuracy/layout_sigma.py``: 0.27 holds 80% of the 700 held-out points of the unflagged runs;
0.35 before NCCL's two-node tree and multi-node NVLink were modelled), the same constant as a prior-only answer's
across nodes (:data:`ringcalc.cluster.values.MODEL_SIGMA_FABRIC`)."""
POINT_SIGMA = 0.1
"""The error of the model at one measured point, log-time (about 10%): the scale of a data residual against the
priors, so that what the logs measure overrides a prior and what they cannot see keeps it."""
LAYOUT_PRIOR_RUNS = 1.0
"""How many left-out runs :data:`LAYOUT_SIGMA` counts for when a fit's own leave-one-run-out error is pooled with
it: the model error at an unmeasured layout is ``sqrt((k s^2 + LAYOUT_PRIOR_RUNS LAYOUT_SIGMA^2) / (k +
LAYOUT_PRIOR_RUNS))`` over ``k`` left-out runs of error scale ``s`` (the posterior of a variance under a scaled
inverse chi-squared prior of one degree of freedom). A few runs that agree closely with one another (three
multi-node runs of one ring) do not show that the model is exact at a layout unlike them (one node, another
algorithm): left alone, their 1% scatter gave +-2% intervals that missed a 10% error; the prior keeps the
interval of a fit of k runs at no less than LAYOUT_SIGMA / sqrt(k + 1), and many runs outweigh it."""
STATES_SCALE_UP = "--intra-bandwidth or --cluster states it"
"""The end of the note of a fit whose scale-up link was not stated but taken from the logs' GPU."""
FIXED_FLOOR_S = 1e-6  # the fixed cost is fitted as log(fixed + 1 us): positive, smooth through 0


@dataclass(frozen=True)
class Layout:
    """One measured run: its rank count, node count, the forced pair (if any) and its points."""

    ranks: int
    nodes: int
    sizes: np.ndarray
    times: np.ndarray
    algorithms: tuple[str, ...] | None = None
    protocols: tuple[str, ...] | None = None
    name: str = ""
    per_node: int | None = None  # the fullest host's ranks where the log says (full nodes and a partial last one)

    @property
    def gpus_per_node(self) -> int:
        if self.per_node is not None and -(-self.ranks // self.per_node) == self.nodes:
            return self.per_node
        return -(-self.ranks // self.nodes)


@dataclass(frozen=True)
class ClusterFit:
    """The fitted physical parameters of one system, with their uncertainty and the model error.

    ``x`` are the log parameters (``net``, ``up``, ``nvls`` in log bytes/s,
    ``latency`` a log factor, ``fixed`` log(seconds + 1 us)); ``cov`` their
    covariance; ``constrained`` whether the logs moved each one off its prior.
    """

    cluster: Cluster
    x: tuple[float, ...]
    cov: tuple[tuple[float, ...], ...]
    prior_mean: tuple[float, ...]
    prior_sigma: tuple[float, ...]
    constrained: tuple[bool, ...]
    residual_sigma: float
    layout_sigma: float
    layouts: tuple[tuple[int, int], ...]  # (ranks, nodes) measured
    sizes: tuple[float, float]  # smallest and largest size measured
    ran: dict[str, list[tuple[float, str]]] = field(default_factory=dict)  # run -> [(size, pair)] where the pair changes
    collective: str = "all-reduce"
    residual_bands: tuple[float, ...] = ()  # per decade of size (BANDS): the 80% quantile of |log error|, in-sample
    layout_bands: tuple[float, ...] = ()  # the same for runs left out (a layout the fit did not see)
    discrepancies: tuple[Discrepancy, ...] = ()  # per measured layout: what the model misses there (discrepancy.py)
    recosted: bool = False  # on another cluster than its logs ran on (cluster_calibration.recost): nothing measured

    @property
    def params(self) -> dict[str, float]:
        """The parameters in SI: ``net``, ``up``, ``nvls`` bytes/s; ``latency`` a factor; ``fixed`` seconds."""
        v = dict(zip(NAMES, (math.exp(x) for x in self.x)))
        v["fixed"] = max(0.0, v["fixed"] - FIXED_FLOOR_S)
        return v

    def sigma(self, name: str) -> float:
        """The standard deviation of a log parameter."""
        i = NAMES.index(name)
        return math.sqrt(max(self.cov[i][i], 0.0))

    def to_dict(self) -> dict[str, Any]:
        return {"x": list(self.x), "cov": [list(r) for r in self.cov], "prior_mean": list(self.prior_mean),
                "prior_sigma": list(self.prior_sigma), "constrained": list(self.constrained),
                "residual_sigma": self.residual_sigma, "layout_sigma": self.layout_sigma,
                "layouts": [list(x) for x in self.layouts], "sizes": list(self.sizes),
                "residual_bands": list(self.residual_bands), "layout_bands": list(self.layout_bands),
                "ran": {k: [[s, p] for s, p in v] for k, v in self.ran.items()}, "collective": self.collective,
                "discrepancies": [d.to_dict() for d in self.discrepancies]}

    def discrepancy(self, ranks: int, nodes: int, algorithms: tuple[str, ...] | None = None) -> Discrepancy | None:
        """The discrepancy learnt at this measured layout (and forced algorithms), or None."""
        return next((d for d in self.discrepancies if (d.ranks, d.nodes, d.algorithms) ==
                     (ranks, nodes, tuple(algorithms) if algorithms else None)), None)


def priors(cluster: Cluster) -> tuple[np.ndarray, np.ndarray]:
    """Mean and standard deviation of the log parameters from the cluster's priors (an 80% range = +-1.28 sigma)."""
    def log_prior(rate: float, prior) -> tuple[float, float]:
        if not math.isfinite(rate) or rate <= 0:
            return math.log(50e9), 3.0  # a rate the cluster does not state: anything from ~2 GB/s to ~1 TB/s
        mid = math.log(rate * prior.typical)
        spread = math.log(max(prior.high, prior.typical * 1.0001) / min(prior.low, prior.typical / 1.0001)) / (2 * Z80)
        return mid, max(spread, 0.01)

    net = log_prior(cluster.nic_bandwidth_bytes_per_s, cluster.net_efficiency)
    up = log_prior(cluster.scale_up_bandwidth_bytes_per_s, cluster.scale_up_efficiency)
    nvls = log_prior(cluster.scale_up_bandwidth_bytes_per_s, cluster.nvls_efficiency)
    latency = (0.0, math.log(2.0) / Z80)
    fixed = (math.log(FIXED_FLOOR_S), math.log(100.0))
    mean, sigma = zip(net, up, nvls, latency, fixed)
    return np.array(mean), np.array(sigma)


def merge_layouts(layouts: list[Layout]) -> list[Layout]:
    """Runs at one layout (ranks, nodes, forced algorithms and protocols) as one: repeats of a layout, not other
    layouts, so a log of thousands of runs costs one layout, and leaving out a run means leaving out a layout."""
    groups: dict[tuple, list[Layout]] = {}
    for lay in layouts:
        groups.setdefault((lay.ranks, lay.nodes, lay.algorithms, lay.protocols), []).append(lay)
    out = []
    for (ranks, nodes, algorithms, protos), members in groups.items():
        if len(members) == 1:
            out.append(members[0])
            continue
        name = f"{members[0].name} (+{len(members) - 1} runs at this layout)"
        out.append(Layout(ranks, nodes, np.concatenate([m.sizes for m in members]),
                          np.concatenate([m.times for m in members]), algorithms, protos, name))
    return out


def model_times(x: np.ndarray, cluster: Cluster, layout: Layout, sizes: np.ndarray,
                collective: str = "all-reduce", pairs: list[Resolved] | None = None) -> tuple[np.ndarray, list[str]]:
    """The model's time of each size for the layout at log parameters ``x``, and the pair NCCL runs there."""
    from ringcalc import numeric

    net, up, nvls, lat, fixed = (math.exp(v) for v in x)
    c = cluster.using(layout.gpus_per_node)
    placement = Placement.of(layout.ranks, c)
    pairs = picks(cluster, layout, sizes, collective) if pairs is None else pairs
    pairs = pairs if isinstance(pairs, Picks) else Picks(pairs)
    out = np.empty(sizes.shape)
    for i, r in enumerate(pairs.distinct):
        mask = pairs.codes == i
        v = symbol_values(c, placement, r, collective)
        v.update(B=net, eta_net=1.0, B_intra=up, eta_up=1.0, eta_nvls=nvls / up, N=layout.ranks, K=sizes[mask],
                 gamma=0.0)
        for name in LATENCY_SYMBOLS:
            v[name] *= lat
        if placement.nodes > 1:  # a cost of the network path (EFA's or TCPXO's proxy), as the transport's base latency
            v["L_base"] += max(0.0, fixed - FIXED_FLOOR_S)
        out[mask] = np.asarray(numeric.evaluate("time", v, f"{r.algorithm}@cluster", collective), dtype=float)
    return out, pairs.labels


def fit(cluster: Cluster, layouts: list[Layout], collective: str = "all-reduce", _loo: bool = True) -> ClusterFit:
    """The maximum a posteriori parameters for the runs (module docstring)."""
    from scipy.optimize import least_squares

    if not layouts:
        raise RingcalcError("no run to fit", option="LOGS")
    layouts = merge_layouts(layouts)
    mean, sigma = priors(cluster)

    chosen = [picks(cluster, lay, lay.sizes, collective) for lay in layouts]

    def residuals(x: np.ndarray, point_sigma: np.ndarray) -> np.ndarray:
        parts = [np.log(model_times(x, cluster, lay, lay.sizes, collective, p)[0]) - np.log(lay.times)
                 for lay, p in zip(layouts, chosen)]
        return np.concatenate([*parts]) / point_sigma, (x - mean) / sigma

    slope = np.concatenate([local_slopes(lay.sizes, lay.times) for lay in layouts])  # measured; the model's below
    in_ramp = np.maximum(ramp_weight(slope), ramp_weight(_model_slopes(mean, cluster, layouts, chosen, collective)))
    point_sigma = np.sqrt(POINT_SIGMA**2 + (RAMP_SIGMA * in_ramp) ** 2)
    result = least_squares(lambda v: np.concatenate(residuals(v, point_sigma)), mean.copy(), loss="soft_l1",
                           f_scale=1.0, x_scale=sigma, max_nfev=400)
    x = result.x
    weighted = residuals(x, point_sigma)[0]
    data = weighted * point_sigma
    n = len(data)
    resid_sigma = float(np.sqrt(np.mean(data**2))) if n else 0.0
    data_jac = result.jac[:-len(NAMES)]  # d(weighted residual)/dx
    # the weighted residuals' own scale (at least 1% in log-time where POINT_SIGMA applies: nccl-tests' repeatability)
    scale = max(float(np.sqrt(np.mean(weighted**2))) if n else 0.0, 0.01 / POINT_SIGMA)
    try:  # Gauss-Newton posterior: the data's information plus the priors'
        cov = np.linalg.inv(data_jac.T @ data_jac / scale**2 + np.diag(1.0 / sigma**2))
    except np.linalg.LinAlgError:
        cov = np.diag(sigma**2)
    constrained = tuple(bool(math.sqrt(max(cov[i, i], 0.0)) < 0.7 * sigma[i] or abs(x[i] - mean[i]) > 2 * sigma[i])
                        for i in range(len(NAMES)))  # the logs narrowed the prior, or moved the value off it
    ran = {lay.name: _changes(lay.sizes, [p.label for p in pc]) for lay, pc in zip(layouts, chosen)}
    sizes = np.concatenate([lay.sizes for lay in layouts])
    out = ClusterFit(cluster, tuple(map(float, x)), tuple(tuple(map(float, r)) for r in cov), tuple(map(float, mean)),
                     tuple(map(float, sigma)), constrained, resid_sigma, LAYOUT_SIGMA,
                     tuple(sorted({(lay.ranks, lay.nodes) for lay in layouts})), (float(sizes.min()), float(sizes.max())),
                     ran, collective)
    errors = np.concatenate([np.log(model_times(x, cluster, lay, lay.sizes, collective, p)[0]) - np.log(lay.times)
                             for lay, p in zip(layouts, chosen)])
    side = np.where(in_ramp >= 0.5, 0, np.sign(slope - 0.5))  # -1 floor, +1 plateau, 0 ramp
    unseen = Z80 * (MODEL_SIGMA_FABRIC if any(lay.nodes > 1 for lay in layouts) else MODEL_SIGMA_NODE)
    out = replace(out, residual_bands=bands(sizes, errors, side, unseen))
    if _loo:  # what the model misses at each measured layout, from its points (the leave-one-out fits need none)
        learnt, start = [], 0
        for lay in layouts:
            stop = start + len(lay.sizes)
            d = learn(lay.ranks, lay.nodes, lay.sizes, -errors[start:stop], lay.algorithms)
            start = stop
            if d is not None and not any(o.key == d.key for o in learnt):
                learnt.append(d)
        out = replace(out, discrepancies=tuple(learnt))
    if _loo and len(layouts) > 1:
        loo_sizes, loo_errors = _leave_one_run_out(cluster, layouts, collective)
        k = len(layouts)
        out = replace(out, layout_sigma=pooled_layout_sigma(float(np.quantile(np.abs(loo_errors), 0.8) / Z80), k),
                      layout_bands=tuple(Z80 * pooled_layout_sigma(b / Z80, k) for b in bands(loo_sizes, loo_errors)))
    return out


def pooled_layout_sigma(loo_sigma: float, runs: int) -> float:
    """The model error at an unmeasured layout from ``runs`` left-out runs of error scale ``loo_sigma``, pooled
    with :data:`LAYOUT_SIGMA` counted as :data:`LAYOUT_PRIOR_RUNS` runs."""
    w = LAYOUT_PRIOR_RUNS
    return math.sqrt((runs * loo_sigma**2 + w * LAYOUT_SIGMA**2) / (runs + w))


def _model_slopes(x: np.ndarray, cluster: Cluster, layouts: list[Layout], chosen: list[list[Resolved]],
                  collective: str) -> np.ndarray:
    """The model's own d log t / d log K at each point (its pair at ``x``): the share of its bandwidth term."""
    out = []
    for lay, p in zip(layouts, chosen):
        t = model_times(x, cluster, lay, lay.sizes, collective, p)[0]
        t0 = model_times(x, cluster, lay, np.ones_like(lay.sizes), collective, p)[0]  # the same pair at 1 byte
        out.append(np.clip((t - t0) / t, 0.0, 1.0))
    return np.concatenate(out)


def _changes(sizes: np.ndarray, which: list[str]) -> list[tuple[float, str]]:
    """``[(first size, pair)]`` where the fastest pair changes, in size order."""
    order = np.argsort(sizes)
    out: list[tuple[float, str]] = []
    for i in order:
        if not out or out[-1][1] != which[i]:
            out.append((float(sizes[i]), which[i]))
    return out


def _leave_one_run_out(cluster: Cluster, layouts: list[Layout], collective: str) -> tuple[np.ndarray, np.ndarray]:
    """Each run predicted from a fit of the others: the sizes and log errors at layouts the fit did not see."""
    sizes, errors = [], []
    for i, left in enumerate(layouts):
        rest = layouts[:i] + layouts[i + 1:]
        f = fit(cluster, rest, collective, _loo=False)
        t = model_times(np.array(f.x), cluster, left, left.sizes, collective)[0]
        sizes.append(left.sizes)
        errors.append(np.log(t) - np.log(left.times))
    return np.concatenate(sizes), np.concatenate(errors)


def unseen_nics(f: ClusterFit, cluster: Cluster | None = None) -> bool:
    """Whether the NICs of ``cluster`` (the fitted one by default) are unknown: no log crossed them (one-node runs
    only), the fit did not move them, and no line rate is stated, so their rate is the prior's placeholder
    (:func:`priors`: anything from ~2 GB/s to ~1 TB/s). A time across nodes then has no upper bound, whatever the
    placeholder gives: where the placeholder happens to be faster than the scale-up link, the time's derivative in
    it is 0 and the delta method alone would give a narrow interval."""
    c = f.cluster if cluster is None else cluster
    return (not math.isfinite(c.nic_bandwidth_bytes_per_s) and not f.constrained[NAMES.index("net")]
            and not any(nodes > 1 for _, nodes in f.layouts))


@dataclass(frozen=True)
class Prediction:
    """A predicted time with its 80% interval and what the prediction leans on."""

    time_s: float
    low_s: float
    high_s: float
    pair: str
    measured_layout: bool
    sigma: float
    shift: float = 0.0  # log factor of the measured layout's discrepancy at this size, in time_s (0: none)


def predict(f: ClusterFit, ranks: int, nodes: int | None, size: float, cluster: Cluster | None = None,
            algorithms: tuple[str, ...] | None = None, what_if: bool = False) -> Prediction:
    """The time of one collective of ``size`` bytes on ``ranks`` ranks (``nodes`` nodes) from the fit.

    ``cluster`` re-costs another cluster with the fitted physics (other NICs, line
    rates, GPUs per node); by default the fitted one. ``algorithms`` restricts
    NCCL's pick (as ``NCCL_ALGO`` does; ``Layout.algorithms``). ``what_if``: the
    question is not what the logs measured even at their layout (another
    collective, a protocol forced), so no measured discrepancy applies and the
    model error is an unmeasured layout's.
    """
    c = f.cluster if cluster is None else cluster
    nodes = nodes if nodes is not None else -(-ranks // c.gpus_per_node)
    layout = Layout(ranks, nodes, np.array([size], float), np.array([1.0]), algorithms=algorithms or None)
    x = np.array(f.x)
    t, which = model_times(x, c, layout, layout.sizes, f.collective)
    log_model = math.log(t[0])
    ran = {pair.split("/")[0] for changes in f.ran.values() for _, pair in changes}
    unrun = bool(ran) and which[0].split("/")[0] not in ran  # an algorithm no log ran: a layout unlike the logs'
    measured = not what_if and not f.recosted and not unrun and (ranks, nodes) in set(map(tuple, f.layouts))
    same = cluster is None or cluster == f.cluster  # not re-costed on other NICs or links
    seen = _seen_discrepancy(f, c, ranks, nodes, size, algorithms, which[0]) if measured and same else None
    shift = 0.0
    if seen is not None:  # the layout's own discrepancy: the measurement where measured, the model beyond
        shift, spread = seen.at(size)
        if seen.covers(size):  # the measured times themselves, interpolated (not the smooth mean across a pick jump)
            shift = seen.measured_shift(size, log_model, lambda s: model_times(x, c, Layout(
                ranks, nodes, s, np.ones(len(s)), algorithms=seen.algorithms), s, f.collective)[0])
        t = t * math.exp(shift)
        if seen.covers(size):  # the points pin the time here: their scatter, whatever the parameters
            sigma = math.hypot(spread, seen.noise)
            return Prediction(float(t[0]), float(t[0] * math.exp(-Z80 * sigma)), float(t[0] * math.exp(Z80 * sigma)),
                              which[0], measured, sigma, shift)
    grad = np.zeros(len(NAMES))
    for i in range(len(NAMES)):
        step = np.zeros(len(NAMES))
        step[i] = 1e-4
        t2 = model_times(x + step, c, layout, layout.sizes, f.collective)[0]
        grad[i] = (math.log(t2[0]) - log_model) / 1e-4
    param_var = float(grad @ np.array(f.cov) @ grad)
    in_sample = band_at(f.residual_bands, size)
    in_sample = f.residual_sigma if in_sample is None else in_sample / Z80
    lo, hi = seen.sizes if seen else f.sizes
    decades = max(0.0, math.log10(lo / size) if size < lo else math.log10(size / hi) if size > hi else 0.0)
    above = seen is not None and size > hi
    if seen is not None:  # beyond the layout's sizes its discrepancy's spread grows back to its scale
        model_sigma = math.hypot(spread, seen.noise)
        if above:  # NCCL nears its plateau: per decade the model errs by no more than the ramp this layout showed
            in_sample = min(in_sample, seen.scale)
    elif measured:
        model_sigma = in_sample
    else:
        other = band_at(f.layout_bands, size)
        model_sigma = max(in_sample, (f.layout_sigma if other is None else other / Z80))
    widening = max(in_sample, PER_DECADE_FLOOR) * decades  # above a measured layout's sizes a bounded error, apart;
    # below them (protocols the log never ran) and at other layouts it adds to the rest
    sigma = (math.sqrt(param_var + model_sigma**2 + widening**2) if above
             else math.sqrt(param_var + model_sigma**2) + widening)
    if nodes > 1 and unseen_nics(f, c):  # the NICs' rate is a placeholder: nothing bounds the time from above;
        # from below, NICs of any rate: the time with infinitely fast ones, widened by everything but the placeholder
        # (whose ~3 log-sd had put the low end 46 times under it: 173 us for 1 GiB on 16 ranks)
        net = NAMES.index("net")
        known = np.where(np.arange(len(NAMES)) == net, 0.0, grad)
        sigma_known = math.sqrt(float(known @ np.array(f.cov) @ known) + model_sigma**2) + widening
        fast = model_times(np.where(np.arange(len(x)) == net, x[net] + 50.0, x), c, layout, layout.sizes,
                           f.collective)[0][0] * math.exp(shift)
        low = min(float(t[0]), float(fast)) * math.exp(-Z80 * sigma_known)
        return Prediction(float(t[0]), low, math.inf, which[0], measured, math.inf, shift)
    ends = [float(t[0])]
    up = NAMES.index("up")  # logs that all crossed nodes measured min(scale-up, NICs): a fitted scale-up shortfall
    if nodes == 1 and f.layouts and all(n > 1 for _, n in f.layouts) and f.constrained[up]:  # may be the NICs'
        ends.append(float(model_times(np.where(np.arange(len(x)) == up, f.prior_mean[up], x), c, layout,
                                      layout.sizes, f.collective)[0][0]))  # then one node runs at the prior's rate
    return Prediction(float(t[0]), min(ends) * math.exp(-Z80 * sigma), max(ends) * math.exp(Z80 * sigma), which[0],
                      measured, sigma, shift)


def _seen_discrepancy(f: ClusterFit, c: Cluster, ranks: int, nodes: int, size: float,
                      algorithms: tuple[str, ...] | None, pair: str) -> Discrepancy | None:
    """The discrepancy learnt at this layout for these forced algorithms; or, forced to the algorithm NCCL's own
    pick runs at this size anyway, the one learnt where the logs let NCCL choose (``-a ring`` where the log ran
    its ring is the log's measurement, not a what-if)."""
    seen = f.discrepancy(ranks, nodes, algorithms)
    if seen is not None or not algorithms or pair.split("/")[0] not in algorithms:
        return seen
    free = Layout(ranks, nodes, np.array([size], float), np.array([1.0]))
    chosen = model_times(np.array(f.x), c, free, free.sizes, f.collective)[1][0]
    return f.discrepancy(ranks, nodes) if chosen.split("/")[0] in algorithms else None
