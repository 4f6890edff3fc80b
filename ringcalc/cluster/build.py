"""Building a :class:`~ringcalc.cluster.spec.Cluster` from a catalog entry, a file and the layout options.

``--cluster NAME|FILE`` starts from a catalog entry (``models/clusters.toml``) or a
TOML file of the same keys; every layout option then overrides its field. Without
``--cluster`` the options alone describe the cluster; a scenario has a cluster as
soon as one layout option is given (:data:`CLUSTER_OPTIONS`), and otherwise runs
on one link per worker (the link model, the seed's).

Rates and their achieved fractions: ``--bandwidth`` (per NIC) and
``--intra-bandwidth`` (per GPU) are **line rates**, a link name (``ndr``,
``nvlink4``) or a figure (``400Gbps``); what a collective achieves of them is the
transport's / link kind's prior fraction (``models/efficiencies.toml``), whose
range is the answer's 80% interval. ``--net-efficiency`` / ``--intra-efficiency``
state a measured fraction instead (1 for an achieved rate). Each assumption is
said in the answer's notes (:mod:`ringcalc.cluster.notes`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ringcalc import catalog
from ringcalc.cluster import nvls_switch
from ringcalc.cluster.generation import generation as gpu_generation
from ringcalc.errors import RingcalcError

if TYPE_CHECKING:  # the spec is imported where a cluster is built: off any cluster (most single answers) this module
    from ringcalc.cluster.spec import Cluster, Placement, Prior  # only says so (on_cluster; cold start, issue 18)

CLUSTER_OPTIONS = (
    "cluster", "gpus_per_node", "nics_per_node", "intra_bandwidth", "intra_latency", "transport", "net_efficiency",
    "intra_efficiency", "nvls", "sharp", "nodes_per_leaf", "oversubscription", "hop_latency", "protocol",
    "scale_up_domain", "tuner",
)
"""Options that describe the cluster: any one of them puts the scenario on a cluster."""

TRANSPORT_OF_KIND = {"infiniband": "ib", "ethernet": "roce", "efa": "efa", "slingshot": "slingshot"}
"""The default transport of a NIC link kind (Ethernet NICs in GPU clusters run RoCE)."""


def on_cluster(given: Mapping[str, Any], algorithm: str | None) -> bool:
    """Whether a scenario with these options (as given, None = not given) runs on a cluster."""
    from ringcalc.cluster.protocols import CLUSTER_ONLY

    def counts(name: str) -> bool:
        value = given.get(name)
        if value is None:
            return False
        if name in ("gpus_per_node", "nics_per_node", "scale_up_domain"):  # one GPU and one NIC per node is one link per worker
            return not _is_one(value, name)
        return True

    return any(counts(name) for name in CLUSTER_OPTIONS) or (algorithm or "") in CLUSTER_ONLY


def _is_one(value: Any, name: str) -> bool:
    """Whether a count as given is 1, however spelled (``1``, ``"01"``, ``"1e0"``, ``1.0``): the parsed number decides,
    not the text (``--nics-per-node 01`` put a scenario on a cluster, unlike ``1``). A count the parser refuses is
    not 1 (a sweep asks before the values are checked): the option's own refusal follows."""
    from ringcalc.units import parse_workers
    try:
        return parse_workers(value, option=name.replace("_", "-")) == 1
    except (RingcalcError, TypeError, ValueError, OverflowError):
        return False


def _prior(name: str) -> Prior:
    from ringcalc.cluster import spec
    p = catalog.get_efficiency(name)
    return spec.Prior(p.typical, p.low, p.high, f"{p.display} prior (models/efficiencies.toml, {p.name}): {p.source}")


def _stated(value: float | None, prior: Prior, what: str) -> Prior:
    from ringcalc.cluster import spec
    return prior if value is None else spec.Prior.given(value, f"{what} as given")


def build(v: Mapping[str, Any], given: Mapping[str, Any], workers: int) -> Cluster:
    """The scenario's cluster: the entry of ``--cluster`` (if any) with every given layout option over it.

    ``v`` holds the parsed SI values of every option, ``given`` the options as
    typed (None = not given), to tell a link name from a bare figure.

    Raises
    ------
    RingcalcError
        An unknown cluster; a node with several GPUs and no scale-up link; a
        value out of range (checked by each option's parser); PAT, NVLS or
        CollNet asked of a cluster that cannot run them is refused later, per
        algorithm (:func:`ringcalc.cluster.protocols.why_not`).
    """
    from ringcalc.cluster import spec
    entry = catalog_entry(v.get("cluster"))
    v = _with_file_rates(v, entry)
    g = v["gpus_per_node"] if given.get("gpus_per_node") is not None else (entry.gpus_per_node if entry else 1)
    domain = v["scale_up_domain"] if given.get("scale_up_domain") is not None else None
    up_kind, up_rate, up_prior, up_link = _scale_up(v, given, entry, g, domain)
    mesh = catalog.get_link(up_link).mesh_gpus if up_link else 0
    if mesh and g > 1:  # a node of g GPUs of the mesh: their g - 1 peers' links (Cluster.scale_up_rate)
        up_rate = up_rate * spec.mesh_share(g, mesh)
    nic_rate, nic_link, transport = _nic(v, given, entry)
    net_prior = _transport_prior(transport)
    own = own_link(entry)  # a figure keeps the entry's own link
    generation, generation_note = gpu_generation(entry, up_link or own, v, given)
    nvls_prior = _nvls_prior(generation)
    nvls, nvls_note = nvls_switch.on_build(v, given, entry, up_kind, generation, up_link or own)
    extra = catalog.get_efficiency(transport) if transport in _known_transports() else None
    nics = v["nics_per_node"] if given.get("nics_per_node") is not None else (entry.nics_per_node if entry else g)
    if entry is not None and g < entry.gpus_per_node and given.get("nics_per_node") is None:
        nics = max(1, -(-entry.nics_per_node * g // entry.gpus_per_node))  # a job on g of the node's GPUs: their rails
    leaf = _first(v.get("nodes_per_leaf"), entry.nodes_per_leaf if entry else None, math.inf)
    for name, flag, idle in (("oversubscription", "--oversubscription", 1.0), ("hop_latency", "--hop-latency", 0.0)):
        if given.get(name) is not None and v.get(name) != idle and not math.isfinite(leaf):  # 1, 0 s: cost nothing
            raise RingcalcError(f"applies above the leaf switches: give --nodes-per-leaf (the nodes under one leaf) "
                                f"so that {flag} knows which jobs cross the tier", option=name.replace("_", "-"))
        own = getattr(entry, "hop_latency_s" if name == "hop_latency" else name) if entry is not None else None
        if given.get(name) is None and own not in (None, idle) and not math.isfinite(leaf):  # a file's (read lets
            # --nodes-per-leaf give its leaf; the catalog's own entries are checked on load)
            raise RingcalcError(f"{v.get('cluster')}: [clusters.{entry.name}] {name}: applies above the leaf switches: "
                                f"give nodes_per_leaf (in the file, or --nodes-per-leaf) so that {name} knows which jobs "
                                "cross the tier", option="cluster")
    cluster = spec.Cluster(
        gpus_per_node=g,
        scale_up_kind=up_kind,
        scale_up_bandwidth_bytes_per_s=up_rate,
        nics_per_node=nics,
        nic_bandwidth_bytes_per_s=nic_rate,
        transport=transport or "unstated",
        net_efficiency=_stated(v.get("net_efficiency"), net_prior, "--net-efficiency"),
        scale_up_efficiency=_stated(v.get("intra_efficiency"), up_prior, "--intra-efficiency"),
        nvls_efficiency=nvls_prior,
        nvls=nvls,
        sharp=_flag(v.get("sharp"), entry.sharp if entry else False),
        tuner=_tuner(v, given, entry, up_kind),
        scale_up_mesh=bool(mesh),
        nodes_per_leaf=leaf,
        oversubscription=_first(v.get("oversubscription"), entry.oversubscription if entry else None, 1.0),
        hop_latency_s=_first(v.get("hop_latency"), entry.hop_latency_s if entry else None, 0.0),
        generation=generation,
        cpu_vendor="intel",
        scale_up_latency_s=v.get("intra_latency"),
        nic_latency_s=v.get("latency") if given.get("latency") is not None else None,
        **transport_latencies(extra),
        gpu=entry.gpu if entry else None,
        name=entry.name if entry else None,
        display=entry.display if entry else None,
        sources=(entry.source,) if entry else (),
        notes=tuple(n for n in (nvls_note, generation_note) if n),
    )
    return cluster.with_domain(_domain(v, given, entry, g, up_kind, cluster.scale_up_mesh))


def _tuner(v: Mapping[str, Any], given: Mapping[str, Any], entry, up_kind: str) -> str | None:  # noqa: ANN001
    """``--tuner``: a platform's region tuner, or ``nccl`` (None: NCCL's own model); else the entry's (a
    ClusterEntry). A platform's tuner is NCCL's plugin: refused on AMD GPUs, whose RCCL does not load it."""
    if given.get("tuner") is not None:
        tuner = None if v["tuner"] == "nccl" else v["tuner"]
        refuse_rccl_tuner(tuner, up_kind)
        return tuner
    return entry.tuner if entry else None


def refuse_rccl_tuner(tuner: str | None, up_kind: str) -> None:
    """A tuner plugin of NCCL (aws-ofi-nccl's) on an xGMI node, whose library is RCCL (nccl_tuning.is_rccl)."""
    if tuner is not None and up_kind == "xgmi":
        raise RingcalcError(f"{tuner!r} is a tuner plugin of NVIDIA's NCCL (aws-ofi-nccl); this node's GPUs are AMD's "
                            "(xGMI), whose RCCL keeps its own pick: drop --tuner", option="tuner")


def _domain(v: Mapping[str, Any], given: Mapping[str, Any], entry, g: int, kind: str = "nvlink",
            mesh: bool = False) -> int:
    """GPUs of one scale-up domain as the job uses it: ``--scale-up-domain``, else the entry's physical domain.

    The domain of a multi-node NVLink entry is physical: the GPUs one NVLink switch fabric joins (GB200 NVL72: 72,
    NVIDIA GB200 NVL72 specifications). ``--gpus-per-node`` G says how those GPUs sit in hosts:

    * G at most the entry's node (a GB200 tray of 4): a job on G GPUs of each tray, so the domain keeps its trays
      (18 x G GPUs of the 72), as :meth:`~ringcalc.cluster.spec.Cluster.using` has it;
    * G above it: hosts of G GPUs, which tile the same domain: G must divide it (72 / G hosts per domain). A G that
      does not cannot fill the rack with whole hosts, and a host is never split across two NVLink domains, so it is
      refused rather than costed on a domain of another size (the 72 // G hosts that fit would leave GPUs of the
      rack outside every node; ``--scale-up-domain`` states such a domain if it is meant).

    ``kind``, ``mesh``: the scale-up kind the options leave, and whether it is a switchless mesh; a multi-node
    domain is switched NVLink's alone.

    Raises
    ------
    RingcalcError
        G above the entry's node that does not divide its domain (option ``gpus-per-node``); an
        ``--intra-bandwidth`` link that is not NVLink in place of a multi-node domain's (option ``intra-bandwidth``).
    """
    if given.get("scale_up_domain") is not None:
        return v["scale_up_domain"]
    if entry is None or entry.scale_up_domain <= entry.gpus_per_node:
        return g
    domain, node = entry.scale_up_domain, entry.gpus_per_node
    if kind != "nvlink" or mesh:
        what = "a switchless mesh" if mesh else f"a {kind} link"
        raise RingcalcError(
            f"{entry.name}'s scale-up domain of {domain} GPUs across nodes is multi-node NVLink; --intra-bandwidth "
            f"{given.get('intra_bandwidth')} is {what}, which joins the GPUs of one node only: add "
            f"--scale-up-domain {g} (each node its own domain) to cost it", option="intra-bandwidth")
    if g <= node:
        return domain // node * g
    if domain % g:
        fit = max(d for d in range(1, domain + 1) if domain % d == 0 and d <= g)
        other = (f", or --scale-up-domain {domain // g * g} for {domain // g} whole nodes of {g} in each domain "
                 f"(leaving {domain % g} of its GPUs out)" if g < domain else "")
        raise RingcalcError(
            f"{entry.name}'s NVLink domain is {domain} GPUs (physical: one NVLink switch fabric), which nodes of {g} "
            f"GPUs cannot fill: {domain} is not a multiple of {g}, and a node's GPUs are in one domain. Give a node "
            f"size that divides {domain} (the largest up to {g}: {fit}){other}", option="gpus-per-node")
    return domain


def cluster_gpu(name: str | None) -> str | None:
    """The catalog name of the GPU of the ``--cluster`` entry (None: no cluster, or one without a catalog GPU)."""
    entry = catalog_entry(name)
    if entry is None or not entry.gpu:
        return None
    try:
        return catalog.get_accelerator(entry.gpu, option="cluster").name
    except RingcalcError:
        return None


def catalog_entry(name: str | None):
    """The catalog entry, or the entry a TOML file describes (a path: ``.toml`` or with a directory)."""
    import os

    if name is None:
        return None
    if name.lower().endswith(".toml") or os.sep in name:
        from ringcalc.cluster import cluster_file

        return cluster_file.read(name)
    return catalog.get_cluster(name, option="cluster")


def _known_transports() -> tuple[str, ...]:
    from ringcalc.cluster import spec
    return spec.TRANSPORTS


def _flag(value: Any, default: bool) -> bool:
    return default if value is None else bool(value)


def _first(*values: Any) -> Any:
    return next(x for x in values if x is not None)


def _scale_up(v: Mapping[str, Any], given: Mapping[str, Any], entry, g: int,
              domain: int | None = None) -> tuple[str, float, Prior, str | None]:
    """(kind, line rate per GPU, achieved-fraction prior, catalog link key or None) of the scale-up link; a node of
    several GPUs, or a stated scale-up domain of several, needs one."""
    from ringcalc.cluster import spec
    typed = given.get("intra_bandwidth")
    if v.get("intra_bandwidth") is not None:
        preset = catalog.link_preset(typed) if isinstance(typed, str) else None
        if preset is None:  # a figure: a line rate of a kind not stated (the cluster's, else NVLink)
            kind = entry_kind(entry)
            return kind, v["intra_bandwidth"], _prior(kind), None
        return _link_scale_up(preset, entry)
    if entry is not None:
        return _link_scale_up(catalog.get_link(entry.scale_up, option="cluster"), entry)
    if g > 1 or (domain or 1) > 1:
        joined = f"{g} GPUs per node need" if g > 1 else f"--scale-up-domain {domain} joins {domain} GPUs and needs"
        raise RingcalcError(
            f"{joined} the scale-up link that joins them: give --intra-bandwidth (a link such as "
            "nvlink4, xgmi, pcie4-x16, or a line rate per GPU) or --cluster", option="intra-bandwidth")
    return "nvlink", math.inf, spec.Prior.exactly(1.0, "one GPU per node: no scale-up link"), None


def entry_kind(entry) -> str:
    """The scale-up kind of a cluster entry (NVLink without one)."""
    if own_link(entry) is None:  # none, or a file's rate: NVLink, as --intra-bandwidth's figure
        return "nvlink"
    kind = catalog.get_link(entry.scale_up, option="cluster").kind
    return "pcie-nop2p" if kind == "pcie" and not entry.scale_up_p2p else kind


def _link_scale_up(preset, entry) -> tuple[str, float, Prior, str | None]:
    from ringcalc.cluster import spec
    kind = preset.kind
    if kind not in ("nvlink", "xgmi", "pcie"):
        raise RingcalcError(f"{preset.name} is a {kind} link, not a scale-up link inside a node (nvlink, xgmi, pcie)",
                            option="intra-bandwidth")
    if kind == "pcie" and entry is not None and not entry.scale_up_p2p:
        kind = "pcie-nop2p"
    if kind not in spec.SCALE_UP_KINDS:
        kind = "nvlink"
    return kind, preset.bandwidth_bytes_per_s, _prior(kind), preset.name


def _nic(v: Mapping[str, Any], given: Mapping[str, Any], entry) -> tuple[float, str | None, str | None]:
    """(line rate per NIC, catalog link key or None, transport) of the scale-out NICs."""
    transport = v.get("transport") or (entry.transport if entry else None)
    if v.get("bandwidth") is not None:
        typed = given.get("bandwidth")
        preset = catalog.link_preset(typed) if isinstance(typed, str) else None
        if preset is None:
            return v["bandwidth"], None, transport
        return preset.bandwidth_bytes_per_s, preset.name, transport or TRANSPORT_OF_KIND.get(preset.kind)
    if entry is not None:
        link = catalog.get_link(entry.nic, option="cluster")
        return link.bandwidth_bytes_per_s, link.name, transport
    return math.nan, None, transport  # not given: a question that needs it says so (or solves for it)


def transport_latencies(extra) -> dict[str, Any]:
    """The transport's own latency fields of a Cluster from its efficiencies.toml entry (None: NCCL's constants)."""
    return {
        "base_latency_s": (extra.base_latency_s or 0.0) if extra is not None else 0.0,
        "step_latency_s": (extra.step_latency_s or 0.0) if extra is not None else 0.0,
        "net_latency_s": extra.net_latency_s if extra is not None else None,
        "net_latency_simple_s": extra.net_latency_simple_s if extra is not None else None,
    }


def _transport_prior(transport: str | None) -> Prior:
    """The transport's prior; without one, the span of InfiniBand's and RoCE's (the usual GPU fabrics)."""
    from ringcalc.cluster import spec
    if transport is not None:
        return _prior(transport)
    ib, roce = _prior("ib"), _prior("roce")
    return spec.Prior(ib.typical, min(ib.low, roce.low), max(ib.high, roce.high),
                 "transport not given (--transport): the span of the IB and RoCE priors")


def own_link(entry) -> str | None:
    """The catalog key of an entry's scale-up link (None: no entry, or a cluster file's rate)."""
    if entry is None:
        return None
    from ringcalc.cluster import cluster_file
    return None if cluster_file.rate(entry, "scale_up") is not None else catalog.get_link(entry.scale_up).name


def _with_file_rates(v: Mapping[str, Any], entry) -> Mapping[str, Any]:
    """``v`` with a cluster file's line rates (``nic = "400Gbps"``) as the figures of --bandwidth and
    --intra-bandwidth where those are not given (:mod:`ringcalc.cluster.cluster_file`)."""
    from ringcalc.cluster import cluster_file
    rates = {opt: cluster_file.rate(entry, key) for key, (opt, _) in cluster_file.RATE_KEYS.items()
             if entry is not None and v.get(opt) is None}
    return {**v, **{opt: r for opt, r in rates.items() if r is not None}}


def _nvls_prior(generation: str) -> Prior:
    name = f"nvls-{generation}"
    try:
        return _prior(name)
    except RingcalcError:
        return _prior("nvls-hopper")


def placement(cluster: Cluster, workers: int) -> Placement:
    """``workers`` ranks placed node by node."""
    from ringcalc.cluster import spec
    return spec.Placement.of(workers, cluster)


def notes(cluster: Cluster, workers: int) -> list[str]:
    """What an answer on this cluster should say: the placement and every assumption the options left open."""
    p = placement(cluster, workers)
    out = [f"cluster: {cluster.describe()}; {p.describe(cluster)}"]
    for what, prior in (("NIC", cluster.net_efficiency), ("scale-up", cluster.scale_up_efficiency)):
        if not prior.measured:
            out.append(f"{what} achieved fraction {prior.typical:.2f} of line rate (prior {prior.low:.2f}-"
                       f"{prior.high:.2f}: the 80% interval; {prior.source.split(':')[0]})")
    return out


_OVERRIDE_FIELDS = {
    "nics_per_node": "nics_per_node", "bandwidth": "nic_bandwidth_bytes_per_s",
    "intra_bandwidth": "scale_up_bandwidth_bytes_per_s", "nodes_per_leaf": "nodes_per_leaf",
    "oversubscription": "oversubscription", "hop_latency": "hop_latency_s", "intra_latency": "scale_up_latency_s",
    "latency": "nic_latency_s",
}
"""Option -> the :class:`Cluster` field it sets as given (SI values), for a calibrated cluster's :func:`override`."""


def override(base: Cluster, v: Mapping[str, Any], given: Mapping[str, Any], nic_measured: bool = True) -> Cluster:
    """``base`` (the cluster a calibration was fitted on) with every given layout option over it.

    Fewer GPUs per node keep their own NICs (rails); more GPUs per node than the fitted node's keep its NICs per
    GPU (rails: a node of twice the GPUs has twice the NICs) unless ``--nics-per-node`` states them.
    ``nic_measured``: whether the calibration's logs measured the NICs. If they did, their transport is what they
    measured (``--transport`` is refused). If they did not (one node), the NICs are the options' as :func:`build`
    reads them: a link name (``ndr``) brings its transport, and the transport its prior and fixed costs (EFA's,
    TCPXO's).
    """
    from ringcalc.cluster import spec
    if given.get("cluster") is not None:
        raise RingcalcError("the calibration's logs describe their own cluster, which its answers re-cost at the asked "
                            "layout; another catalog cluster would be its links and NICs with none of the fitted "
                            "figures: drop --calibration to ask about it, or state the differences (--gpus-per-node, "
                            "--nics-per-node, --intra-bandwidth; --bandwidth per NIC beside one of them)",
                            option="cluster")
    c = base
    leaf = v.get("nodes_per_leaf") if given.get("nodes_per_leaf") is not None else base.nodes_per_leaf
    for name, flag in (("oversubscription", "--oversubscription"), ("hop_latency", "--hop-latency")):
        if given.get(name) is not None and (leaf is None or not math.isfinite(leaf)):
            raise RingcalcError(f"applies above the leaf switches: give --nodes-per-leaf (the nodes under one leaf) "
                                f"so that {flag} knows which jobs cross the tier", option=name.replace("_", "-"))
    if given.get("gpus_per_node") is not None:
        more = v["gpus_per_node"] > c.gpus_per_node
        if not more or (given.get("nics_per_node") is None and not c.node_gpus):
            c = c.using(v["gpus_per_node"])  # fewer: their own NICs; more: as many NICs per GPU (rails)
        else:
            c = c.replace(gpus_per_node=v["gpus_per_node"])
    if given.get("scale_up_domain") is not None:
        c = c.with_domain(v["scale_up_domain"])
    changes: dict[str, Any] = {field: v[name] for name, field in _OVERRIDE_FIELDS.items() if given.get(name) is not None}
    if (given.get("net_efficiency") is not None and given.get("bandwidth") is None
            and not math.isfinite(base.nic_bandwidth_bytes_per_s)):
        raise RingcalcError("is a fraction of a NIC's line rate, and this calibration's logs state none (its NIC "
                            "figure is an achieved rate, or a placeholder): give --bandwidth (one NIC's line rate) "
                            "with it, or fit with --cluster / --bandwidth", option="net-efficiency")
    for name, field in (("net_efficiency", "net_efficiency"), ("intra_efficiency", "scale_up_efficiency")):
        if given.get(name) is not None:
            changes[field] = spec.Prior.given(v[name], f"--{name.replace('_', '-')} as given")
    if given.get("sharp") is not None:
        changes["sharp"] = bool(v["sharp"])
    changes.update(nvls_switch.on_override(c, v, given))
    if given.get("tuner") is not None:
        changes["tuner"] = None if v["tuner"] == "nccl" else v["tuner"]
        refuse_rccl_tuner(changes["tuner"], changes.get("scale_up_kind", base.scale_up_kind))
    if given.get("transport") is not None and nic_measured:
        raise RingcalcError("the calibration measured the transport's achieved rate; --transport would replace it by a "
                            "prior: drop --transport, or --net-efficiency to state a fraction", option="transport")
    if not nic_measured and (given.get("transport") is not None or given.get("bandwidth") is not None):
        _, _, transport = _nic(v, given, None)
        transport = transport or (None if base.transport == "unstated" else base.transport)
        if transport != (None if base.transport == "unstated" else base.transport):
            extra = catalog.get_efficiency(transport) if transport in _known_transports() else None
            changes.update(transport=transport or "unstated", **transport_latencies(extra))
            changes.setdefault("net_efficiency", _transport_prior(transport))
    return c.replace(**changes)
