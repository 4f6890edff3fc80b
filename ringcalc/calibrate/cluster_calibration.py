"""A calibration's physical part: the runs as layouts, the cluster they ran on, the fitted cluster to answer with.

``ringcalc fit`` calls :func:`fit_runs_physically` beside its per-size forms;
the result is stored in the calibration file under ``"physical"``
(:func:`physical_to_dict`, read back and checked by :func:`physical_from_dict`).
A scenario at a layout the logs did not measure, or with layout options
(``--gpus-per-node``, ``--nics-per-node``, ``--bandwidth`` of the NICs, ...),
answers from :func:`calibrated_cluster`: the cluster with the fitted achieved
rates and latencies, re-costed at the asked layout (:mod:`ringcalc.calibrate.cluster_fit`).
"""

from __future__ import annotations

import math
import re
from dataclasses import asdict, fields, replace
from pathlib import Path
from typing import Any

import numpy as np

from ringcalc.calibrate.discrepancy import Discrepancy
from ringcalc.calibrate.cluster_fit import NAMES, ClusterFit, Layout, fit, unseen_nics
from ringcalc.calibrate.log_cluster import cluster_of_runs
from ringcalc.calibrate.nccl_records import Run
from ringcalc.cluster.protocols import NCCL_ALGORITHMS, why_not
from ringcalc.cluster.spec import ACHIEVED_NOT_LINE, NIC_BOUNDED, NIC_PLACEHOLDER, Cluster, Placement, Prior
from ringcalc.errors import RingcalcError

_ALGO = re.compile(r"NCCL_ALGO=([A-Za-z,^]+)")
_PROTO = re.compile(r"NCCL_PROTO=([A-Za-z0-9,^]+)")
OPTIONAL = ("gpu", "net_latency_s", "net_latency_simple_s", "tuner", "scale_up_mesh")
"""Cluster fields a calibration file written before them does not have (their defaults then apply: a file fitted
before EFA's own step latency keeps NCCL's constants, which its latency factor was fitted on; one before the xGMI
mesh prices a job on part of a node as on all of it, as then)."""
NCCL_ALGO_NAMES = {"ring": "ring", "tree": "double-binary-tree", "nvls": "nvls", "nvlstree": "nvls-tree",
                   "collnetdirect": "collnet-direct", "collnetchain": "collnet-chain", "pat": "pat"}
"""NCCL_ALGO's names (NCCL compares them without case) -> ringcalc's (:data:`ringcalc.cluster.protocols.NCCL_ALGORITHMS`)."""


def forced_algorithms(text: str | tuple[str, ...] | None, option: str = "algorithm") -> tuple[str, ...] | None:
    """``--algorithm`` as ringcalc's algorithm names: one name or a comma list, as NCCL_ALGO takes them.

    NCCL_ALGO's names in any case (``Ring``, ``Tree``, ``NVLS``, ``NVLSTree``, ``CollNetDirect``, ``CollNetChain``,
    ``PAT``; ``-``, ``_`` and spaces ignored, so ``NVLS_TREE`` as NCCL's INFO lines print it) or ringcalc's
    (``double-binary-tree``, ``nvls-tree``, ...); a leading ``^`` excludes the listed ones, as in NCCL_ALGO. Any
    other name is refused with the list (it reached NCCL's tables as a KeyError until 2026-11-29).

    >>> forced_algorithms("Ring,NVLS_TREE")
    ('ring', 'nvls-tree')
    >>> forced_algorithms("^nvls,nvlstree,pat")
    ('ring', 'double-binary-tree', 'collnet-direct', 'collnet-chain')
    """
    if text is None or isinstance(text, tuple):
        return text
    aliases = {**{a.replace("-", ""): a for a in NCCL_ALGORITHMS}, **NCCL_ALGO_NAMES}
    body = text.strip()
    exclude = body.startswith("^")
    tokens = [t.strip() for t in body.lstrip("^").split(",")]
    accepted = (f"{', '.join(NCCL_ALGO_NAMES)} (NCCL_ALGO's names, any case) or ringcalc's "
                f"{', '.join(a for a in NCCL_ALGORITHMS if a not in NCCL_ALGO_NAMES)}; a comma list, or ^ to exclude")
    names = []
    for token in tokens:
        key = re.sub(r"[-_\s]", "", token).lower()
        if key not in aliases:
            shown = repr(token) if token else "an empty name"
            raise RingcalcError(f"{shown} is not an NCCL algorithm; use {accepted}", option=option)
        names.append(aliases[key])
    chosen = tuple(a for a in NCCL_ALGORITHMS if (a in names) != exclude)
    if not chosen:
        raise RingcalcError(f"{text!r} excludes every NCCL algorithm; use {accepted}", option=option)
    return chosen if exclude else tuple(dict.fromkeys(names))


def forced_pairs(run: Run) -> tuple[tuple[str, ...] | None, tuple[str, ...] | None]:
    """The algorithms and protocols a log's command line forces (``NCCL_ALGO=Ring``, ``NCCL_PROTO=Simple``)."""
    path = Path(run.source)
    try:
        text = path.read_text(errors="replace")[:200_000] if path.is_file() else ""
    except OSError:
        text = ""
    algos = protos = None
    if m := _ALGO.search(text):  # NCCL_ALGO=Ring,Tree or ^NVLS,NVLSTree (an exclusion), as forced_algorithms reads it
        try:
            algos = forced_algorithms(m.group(1), option="LOG")
        except RingcalcError:  # a name NCCL would refuse too: the run did not run with it
            algos = None
    if m := _PROTO.search(text):
        names = {"ll": "LL", "ll128": "LL128", "simple": "Simple"}
        body = m.group(1)
        listed = {names[p.lower()] for p in body.lstrip("^").split(",") if p.lower() in names}
        protos = tuple(p for p in ("LL", "LL128", "Simple") if (p in listed) != body.startswith("^"))
    return algos or None, protos or None


def layouts_of(runs: list[Run], algorithm: str | tuple[str, ...] | None = None, placement: str = "both",
               gpus_per_node: int | None = None) -> list[Layout]:
    """Each run as a :class:`Layout` (ranks, nodes, usable points); ``algorithm`` (:func:`forced_algorithms`)
    forces NCCL_ALGO for all.

    A log that names no hosts ran on ``ceil(N / gpus_per_node)`` nodes (the cluster's), or one without it."""
    algorithm = forced_algorithms(algorithm)
    out = []
    forced: dict[str, tuple] = {}  # per log file: read once however many runs it holds
    for run in runs:
        points = run.measurements(placement)  # no size-0 row: it measures nothing
        if not points or run.ranks is None or run.ranks < 2:
            continue
        if run.source not in forced:
            forced[run.source] = forced_pairs(run)
        algos, protos = forced[run.source]
        if algorithm is not None:
            algos = algorithm
        nodes = run.nodes or (-(-run.ranks // gpus_per_node) if gpus_per_node else 1)
        hosts = run.ranks_per_host  # 8 and 4 ranks on two hosts: nodes of 8, not an even 6 + 6
        out.append(Layout(run.ranks, nodes, np.array([p[0] for p in points], float),
                          np.array([p[1] for p in points], float), algos, protos, run.where,
                          per_node=hosts[0] if run.nodes and len(hosts) == nodes and sum(hosts) == run.ranks
                          else None))
    if not out:
        raise RingcalcError("no run with two ranks or more and a positive size to fit", option="LOGS")
    return out


def fit_runs_physically(runs: list[Run], options: dict[str, Any], algorithm: str | tuple[str, ...] | None = None,
                        placement: str = "both", sizes: tuple[float | None, float | None] = (None, None)) -> ClusterFit:
    """The cluster's physical parameters from the runs (:func:`ringcalc.calibrate.cluster_fit.fit`), on their
    points within ``sizes`` (``--min-size``, ``--max-size``; None: unbounded). A forced algorithm (``algorithm``,
    or a log's NCCL_ALGO) that NCCL cannot run at a run's layout of the cluster is refused with the reason."""
    from ringcalc.cluster.gpu_family import refuse_unlike_gpu

    algorithm = forced_algorithms(algorithm)
    cluster = cluster_of_runs(runs, options)
    for run in runs:
        refuse_unlike_gpu(run.devices, cluster.gpu, run.where)
    lo, hi = (0.0 if sizes[0] is None else sizes[0]), (math.inf if sizes[1] is None else sizes[1])
    layouts = []
    for lay in layouts_of(runs, algorithm, placement, cluster.gpus_per_node):
        keep = (lay.sizes >= lo) & (lay.sizes <= hi)
        if keep.any():
            layouts.append(replace(lay, sizes=lay.sizes[keep], times=lay.times[keep]))
    if not layouts:
        raise RingcalcError(f"no point between --min-size and --max-size ({lo:g} .. {hi:g} B) to fit", option="LOGS")
    for lay in layouts:
        refuse_unrunnable(cluster, lay, given=algorithm is not None)
    return fit(cluster, layouts)


_FIT_STATES = "(`ringcalc fit` takes it from --cluster: a catalog cluster or TOML file of a system that has it)"


def refuse_unrunnable(cluster: Cluster, lay: Layout, given: bool, collective: str = "all-reduce") -> None:
    """Refuse a layout whose forced algorithms NCCL cannot run on ``cluster`` (NVLS without NVLink SHARP, PAT for
    all-reduce, CollNet without SHARP or on one node), with NCCL's reason (:func:`ringcalc.cluster.protocols.why_not`).

    ``given``: forced by ``--algorithm`` (else by the log's NCCL_ALGO). Such a log cannot exist (NCCL fails to
    launch the collective), so the cluster is not the one it ran on, or the algorithm is not the one it ran; the
    fit used to stop on "no NCCL algorithm runs all-reduce on this cluster", which named neither."""
    if not lay.algorithms:
        return
    c = cluster.using(lay.gpus_per_node)
    where = Placement.of(lay.ranks, c)
    protos = lay.protocols or ("LL", "LL128", "Simple")
    reasons = {}
    for a in lay.algorithms:
        why = {p: why_not(a, collective, c, where, p) for p in protos}
        if any(r is None for r in why.values()):
            return  # one forced pair runs here
        reasons[a] = why.get("Simple") or next(iter(why.values()))
    text = "; ".join(f"{a}: {r}" if len(reasons) > 1 else r for a, r in reasons.items())
    text = re.sub(r"\((--nvls yes if its NVSwitch has it|--sharp)\)", _FIT_STATES, text)
    names = ", ".join(reasons)
    at = f"{collective} on this cluster at {where.describe(c)}" + (f" ({lay.name})" if lay.name else "")
    if given:
        raise RingcalcError(f"NCCL cannot run {names} for {at}: {text}", option="algorithm")
    raise RingcalcError(f"the log forces NCCL_ALGO {names}, which NCCL cannot run for {at}: {text}; --cluster states "
                        "the system the log ran on", option="LOGS")


def refuse_unrunnable_runs(runs: list[Run], options: dict[str, Any], algorithm: tuple[str, ...] | None,
                           placement: str = "both") -> None:
    """:func:`refuse_unrunnable` on every run of all-reduce logs, before any fit (``ringcalc fit --algorithm``:
    the refusal comes before the per-size forms' minutes, not after); the runs' other faults are left to the fit."""
    if {getattr(r, "collective", None) for r in runs} - {"all_reduce", "all-reduce", None}:
        return
    try:
        cluster = cluster_of_runs(runs, options)
        layouts = layouts_of(runs, algorithm, placement, cluster.gpus_per_node)
    except RingcalcError:
        return
    for lay in layouts:
        refuse_unrunnable(cluster, lay, given=algorithm is not None)


RATES = (("net", "nic_bandwidth_bytes_per_s", "net_efficiency"),
         ("up", "scale_up_bandwidth_bytes_per_s", "scale_up_efficiency"),
         ("nvls", "scale_up_bandwidth_bytes_per_s", "nvls_efficiency"))
"""Each fitted rate of :data:`ringcalc.calibrate.cluster_fit.NAMES` with the cluster's line rate it is a fraction of
and the cluster's prior of that fraction."""
_DESCRIPTIVE = ("name", "display", "sources", "notes")


def same_physics(a: Cluster, b: Cluster) -> bool:
    """Whether two clusters cost every collective alike (they may differ in name, sources and notes)."""
    return replace(a, **{k: getattr(b, k) for k in _DESCRIPTIVE}) == b


def recost(f: ClusterFit, target: Cluster) -> ClusterFit:
    """The fit on the asked cluster ``target`` (the fitted one with the layout options over it: other NICs, line
    rates, transport, GPUs per node).

    Each rate of :data:`RATES`:

    * stated for the target (``--net-efficiency``, ``--intra-efficiency``): the statement;
    * measured by the logs: the fitted fraction of its line rate on the target's line rate (the fitted figure
      where the fit knew no line rate);
    * not seen by the logs (a one-node calibration's NICs): the target's prior and its spread. A one-node
      calibration with ``--nics-per-node 8 --bandwidth ndr`` answers across nodes from InfiniBand's prior, as a
      description of those NICs alone would; the fit's placeholder for NICs it never saw (any rate from ~2 GB/s to
      ~1 TB/s) gave 1.00 of the stated line rate and an interval that did not see it.

    Where the target's physics is not the fitted cluster's (another NIC count or line rate), no layout of it was
    measured: the fit is marked ``recosted`` and its discrepancies are dropped. The fitted system on fewer of its GPUs
    per node is its own (until 2026-11-29 Lambda's 8 ranks on 2 nodes of 4, measured, were re-costed: 82 us at 2 MiB
    against 478-644 us measured)."""
    from ringcalc.calibrate.cluster_fit import priors

    if target == f.cluster:
        return f
    mean, sigma = priors(target)
    x, pm, ps = list(f.x), list(f.prior_mean), list(f.prior_sigma)
    cov = np.array(f.cov, dtype=float)
    constrained = list(f.constrained)
    for name, line_field, prior_field in RATES:
        i = NAMES.index(name)
        old, new = getattr(f.cluster, line_field), getattr(target, line_field)
        prior = getattr(target, prior_field)
        same_line = old == new or not (math.isfinite(old) or math.isfinite(new))
        if prior == getattr(f.cluster, prior_field) and same_line:  # this rate's link is the one fitted
            continue
        if prior.measured:  # stated for the answer (--net-efficiency): it holds
            reset, constrained[i] = True, True
        elif f.constrained[i]:
            reset = False
            if math.isfinite(old) and math.isfinite(new) and old > 0 and new > 0:
                shift = math.log(new / old)
                x[i], pm[i] = x[i] + shift, pm[i] + shift
        else:
            reset = True
        if reset:
            x[i], pm[i], ps[i] = float(mean[i]), float(mean[i]), float(sigma[i])
            cov[i, :] = 0.0
            cov[:, i] = 0.0
            cov[i, i] = sigma[i] ** 2
    g = target.gpus_per_node  # as the fit ran it (Cluster.using)
    same = same_physics(f.cluster.using(g) if g < f.cluster.gpus_per_node else f.cluster, target)
    same = same or _measured_alike(f, target, np.array(x))
    return replace(f, cluster=target, x=tuple(x), cov=tuple(tuple(map(float, r)) for r in cov),
                   prior_mean=tuple(pm), prior_sigma=tuple(ps), constrained=tuple(constrained),
                   recosted=f.recosted or not same, discrepancies=f.discrepancies if same else ())


def _measured_alike(f: ClusterFit, target: Cluster, x: np.ndarray) -> bool:
    """Whether ``target`` at the parameters ``x`` costs every layout the logs measured as the fitted cluster did, at
    every size from 1 B to past the largest measured (and under each NCCL_ALGO a run forced): then what the logs
    measured there still holds. A one-node calibration asked with another NIC rate (``-b``), NIC count or transport
    is one: no rank of its logs crossed a NIC (until 2026-12 its measured layout was re-costed, 4.681 ms with an
    80% interval 2.6 times as wide, under a note that the NIC rate changed nothing)."""
    from ringcalc.calibrate.cluster_fit import model_times

    if not f.layouts or any(nodes > 1 for _, nodes in f.layouts):  # runs across nodes measured the NICs
        return False
    sizes = np.geomspace(1.0, max(f.sizes[1], 2.0**34), 32)
    forced = {None, *(d.algorithms for d in f.discrepancies)}
    try:
        for ranks, nodes in f.layouts:
            for algorithms in forced:
                lay = Layout(int(ranks), int(nodes), sizes, np.ones(len(sizes)), algorithms=algorithms)
                before, pairs = model_times(np.array(f.x), f.cluster, lay, sizes, f.collective)
                after, pairs_after = model_times(x, target, lay, sizes, f.collective)
                if pairs != pairs_after or not np.allclose(before, after, rtol=1e-12, atol=0.0):
                    return False
    except RingcalcError:
        return False
    return True


def calibrated_cluster(f: ClusterFit, base: Cluster | None = None) -> Cluster:
    """The cluster with the fitted physics: achieved rates as measured fractions of its line rates, NCCL's latencies
    scaled by the fitted factor, the fitted fixed cost as the transport's base latency.

    ``base`` is the cluster to re-cost (other GPUs per node, NICs, line rates);
    its line rates keep the fitted fractions.
    """
    c = f.cluster if base is None else base
    p = f.params
    source = "fitted to the calibration's logs"

    def fraction(rate: float, line: float) -> float:
        return rate / line if math.isfinite(line) and line > 0 else 1.0

    net_line = f.cluster.nic_bandwidth_bytes_per_s if math.isfinite(f.cluster.nic_bandwidth_bytes_per_s) else p["net"]
    up_line = f.cluster.scale_up_bandwidth_bytes_per_s
    up_line = up_line if math.isfinite(up_line) else p["up"]

    def achieved(name: str, rate: float, line: float, prior: Prior) -> Prior:
        if name == "net" and not math.isfinite(c.nic_bandwidth_bytes_per_s):  # no line rate anywhere: the fitted
            # figure stands for it, or nothing does (one-node logs: cluster_fit.unseen_nics)
            nic = (NIC_PLACEHOLDER if unseen_nics(f, c) else
                   ACHIEVED_NOT_LINE if f.constrained[NAMES.index("net")] else NIC_BOUNDED)
            return Prior.exactly(1.0, nic)
        if f.constrained[NAMES.index(name)]:
            return Prior.exactly(fraction(rate, line), source)
        return Prior.exactly(fraction(rate, line), f"not seen by the calibration's logs: {prior.source}")

    return c.replace(
        net_efficiency=achieved("net", p["net"], net_line, c.net_efficiency),
        scale_up_efficiency=achieved("up", p["up"], up_line, c.scale_up_efficiency),
        nvls_efficiency=achieved("nvls", p["nvls"], up_line, c.nvls_efficiency),
        nic_bandwidth_bytes_per_s=c.nic_bandwidth_bytes_per_s if math.isfinite(c.nic_bandwidth_bytes_per_s) else net_line,
        # the fit costs (NCCL's latencies + the transport's) x latency + fixed (cluster_fit.model_times); the
        # answers multiply every latency term, the base included, by the factor: the fixed cost enters over it
        latency_factor=p["latency"], base_latency_s=c.base_latency_s + p["fixed"] / p["latency"],
    )


def scaled_cluster(c: Cluster, factor: float) -> Cluster:
    """The cluster with every achieved rate / ``factor`` and every latency x ``factor``: the cluster models are
    homogeneous of degree one in (latencies, 1/rates), so every collective's time scales by ``factor`` exactly."""
    def slower(p: Prior) -> Prior:
        return replace(p, typical=p.typical / factor, low=p.low / factor, high=p.high / factor)

    # the latency factor multiplies every latency term NCCL's model has, the transport's and the user's included
    # (ringcalc.cluster.values.symbol_values): scaling it scales them all once; the switch hops are apart
    return c.replace(
        net_efficiency=slower(c.net_efficiency), scale_up_efficiency=slower(c.scale_up_efficiency),
        nvls_efficiency=slower(c.nvls_efficiency), latency_factor=c.latency_factor * factor,
        hop_latency_s=c.hop_latency_s * factor)


# ---------------------------------------------------------------- the file


def _prior_dict(p: Prior) -> dict:
    return {"typical": p.typical, "low": p.low, "high": p.high, "source": p.source, "measured": p.measured}


def cluster_to_dict(c: Cluster) -> dict:
    out = {}
    for f_ in fields(c):
        value = getattr(c, f_.name)
        out[f_.name] = _prior_dict(value) if isinstance(value, Prior) else (list(value) if isinstance(value, tuple)
                                                                            else value)
    return {k: (None if isinstance(v, float) and not math.isfinite(v) else v) for k, v in out.items()}


def physical_to_dict(f: ClusterFit) -> dict:
    return {"cluster": cluster_to_dict(f.cluster), **f.to_dict()}


def _optional(d: dict, key: str, default: Any) -> Any:
    """An optional field of a calibration file: absent or null is the default, as the file's checks read it
    (``physical_checks``). Before 2026-11-29 a hand-edited ``"ran": null`` passed the checks and then crashed here."""
    value = d.get(key)
    return default if value is None else value


def physical_from_dict(d: Any, source: str) -> ClusterFit | None:
    """The stored fit, checked; None for a file without one. Any bad field is one error naming it."""
    if d in (None, {}):
        return None
    where = f"{source}: physical"
    try:
        c = d["cluster"]
        priors = {k: Prior(float(c[k]["typical"]), float(c[k]["low"]), float(c[k]["high"]), str(c[k]["source"]),
                           bool(c[k]["measured"])) for k in ("net_efficiency", "scale_up_efficiency", "nvls_efficiency")}
        plain = {f_.name: c[f_.name] for f_ in fields(Cluster) if f_.name not in priors and f_.name not in OPTIONAL}
        for key in ("nic_bandwidth_bytes_per_s", "scale_up_bandwidth_bytes_per_s", "nodes_per_leaf"):
            plain[key] = math.inf if plain[key] is None and key == "nodes_per_leaf" else (
                math.nan if plain[key] is None else float(plain[key]))
        plain["sources"], plain["notes"] = tuple(plain["sources"]), tuple(plain["notes"])
        plain.update({k: c[k] for k in OPTIONAL if c.get(k) is not None})
        cluster = Cluster(**plain, **priors)
        x = tuple(float(v) for v in d["x"])
        cov = tuple(tuple(float(v) for v in row) for row in d["cov"])
        if len(x) != len(NAMES) or len(cov) != len(NAMES) or any(len(r) != len(NAMES) for r in cov):
            raise ValueError(f"x and cov must have {len(NAMES)} parameters")
        if not all(math.isfinite(v) for v in (*x, *(v for r in cov for v in r))):
            raise ValueError("x and cov must be finite")
        return ClusterFit(
            cluster, x, cov, tuple(map(float, d["prior_mean"])), tuple(map(float, d["prior_sigma"])),
            tuple(map(bool, d["constrained"])), float(d["residual_sigma"]), float(d["layout_sigma"]),
            tuple((int(a), int(b)) for a, b in d["layouts"]), (float(d["sizes"][0]), float(d["sizes"][1])),
            {str(k): [(float(s), str(p)) for s, p in v] for k, v in _optional(d, "ran", {}).items()},
            str(_optional(d, "collective", "all-reduce")),
            tuple(map(float, _optional(d, "residual_bands", ()))), tuple(map(float, _optional(d, "layout_bands", ()))),
            tuple(Discrepancy.from_dict(v) for v in _optional(d, "discrepancies", ())),
        )
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RingcalcError(f"{where}: {type(exc).__name__}: {exc}"[:300], option="calibration") from None


__all__ = ["asdict", "calibrated_cluster", "fit_runs_physically", "layouts_of", "physical_from_dict",
           "physical_to_dict", "recost"]


class WithPhysical:
    """A fit result (``ringcalc.calibrate.select``) with the cluster's physical parameters beside its forms."""

    def __init__(self, result: Any, physical: ClusterFit | None, note: str | None = None) -> None:
        self._result, self.physical, self.note = result, physical, note

    def __getattr__(self, name: str) -> Any:
        return getattr(self._result, name)

    def to_calibration(self) -> Any:
        from dataclasses import replace

        cal = self._result.to_calibration()
        return cal if self.physical is None else replace(cal, physical=self.physical)

    @property
    def warnings(self) -> list[str]:
        """The per-size fit's warnings and, where the physical parameters are implausible, :func:`implausible`'s."""
        from ringcalc.calibrate.fit_summary import implausible

        return [*self._result.warnings, *(implausible(self.physical) if self.physical is not None else ())]

    def to_dict(self) -> dict:
        data = self._result.to_dict()
        data["warnings"] = list(self.warnings)
        if self.physical is not None:
            data["physical"] = {**{k: v for k, v in self.physical.params.items()}, **self.physical.to_dict()}
        if self.note:
            data.setdefault("notes", []).append(self.note)
        return data


def with_physical(result: Any, runs: list[Run], options: dict[str, Any], algorithm: str | None,
                  placement: str, sizes: tuple[float | None, float | None] = (None, None)) -> WithPhysical:
    """The result with its physical fit (all-reduce logs); a log the cluster models cannot fit is said, not fatal.
    ``sizes``: ``--min-size`` and ``--max-size``, which bound both fits' points."""
    collective = {getattr(r, "collective", None) for r in runs}
    if collective - {"all_reduce", "all-reduce", None}:
        return WithPhysical(result, None, "the cluster's physical parameters are fitted from all-reduce logs only")
    return WithPhysical(result, fit_runs_physically(runs, options, forced_algorithms(algorithm), placement, sizes))
