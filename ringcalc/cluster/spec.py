"""The cluster description: GPUs per node, scale-up link, NICs, tiers, in-network reduction (SI units).

One :class:`Cluster` describes the machine every answer is costed on. It comes
from a catalog entry (``--cluster dgx-h100``, ``models/clusters.toml``), a TOML
file of the same fields, or the layout options alone (``--gpus-per-node 8
--nics-per-node 8 --bandwidth ndr --intra-bandwidth nvlink4``); options override
the entry's fields (:mod:`ringcalc.cluster.build`).

Bandwidths are **line rates** per direction: a NIC's port rate, a GPU's
aggregate scale-up rate. What a collective achieves of them is a
:class:`Prior` per link kind (``models/efficiencies.toml``: IB/RoCE about
0.92-0.96, NVLink about 0.8, ...), whose range gives the interval of an answer
when nothing was measured; ``--net-efficiency`` / ``--intra-efficiency`` set
a measured fraction instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from ringcalc.errors import RingcalcError

SCALE_UP_KINDS = ("nvlink", "xgmi", "pcie", "pcie-nop2p")
"""Kinds of scale-up link: NVLink/NVSwitch, AMD Infinity Fabric (xGMI), PCIe with P2P, PCIe without P2P."""

TRANSPORTS = ("ib", "roce", "efa", "tcpxo", "slingshot", "tcp")
"""Scale-out transports (each has an achieved-fraction prior in ``models/efficiencies.toml``)."""


ACHIEVED_NOT_LINE = "the achieved rate the calibration fitted: its logs did not state the NICs' line rate"
NIC_BOUNDED = ("a placeholder: the calibration's logs crossed the NICs, but another link set their times, so they "
               "bound the NICs' rate from below only; their line rate is not stated")
NIC_PLACEHOLDER = ("a placeholder: the calibration's logs neither measured the NICs (one node) nor state their line "
                   "rate")
"""The source of a calibrated cluster's NIC fraction (1.0) whose 'line rate' is the fitted achieved rate, the
logs having stated none: answers say so instead of calling it a line rate achieved in full."""

NVLS_NOTE = ("NVLS off: ", "NVLS kept: ")
"""How a note of :attr:`Cluster.notes` about NVLS begins: what the layout options did to the NVLS of the cluster's
entry (switched off with a scale-up link that cannot multicast, or kept under a bare --intra-bandwidth figure).
:meth:`Cluster.describe` says it, so every answer on the cluster does."""


@dataclass(frozen=True)
class Prior:
    """An achieved fraction (of a line rate) with its 80% range and where it comes from.

    ``measured`` marks a fraction that was set by the user or fitted to a log:
    its range is then the fit's, not the catalog's. ``stated`` marks one the user set
    (``--net-efficiency``, ``--intra-efficiency``): it fixes that fraction's own spread only, and the model's error
    beyond the fractions (:data:`ringcalc.cluster.values.MODEL_SIGMA_FABRIC`, measured with the fractions fitted)
    still widens the interval; a fraction fitted to a log (:attr:`Cluster.fitted`) comes with its calibration's own.
    """

    typical: float
    low: float
    high: float
    source: str
    measured: bool = False
    stated: bool = False

    def at(self, end: str) -> float:
        """The fraction at ``"typical"``, ``"low"`` or ``"high"``."""
        return {"typical": self.typical, "low": self.low, "high": self.high}[end]

    @classmethod
    def exactly(cls, value: float, source: str) -> Prior:
        """A fraction without spread (one fitted to a log, or a figure the description fixes)."""
        return cls(value, value, value, source, measured=True)

    @classmethod
    def given(cls, value: float, source: str) -> Prior:
        """A fraction the user states: without spread of its own, the model's error left to widen the answer."""
        return cls(value, value, value, source, measured=True, stated=True)


def mesh_share(ranks: int, gpus: int) -> float:
    """The share of a mesh's per-GPU links (one set to each of its ``gpus`` - 1 peers) that a job on ``ranks`` of its
    GPUs reaches: (ranks - 1)/(gpus - 1), one peer's at least, all of them from the whole mesh on."""
    if ranks >= gpus or gpus < 2:
        return 1.0
    return max(ranks - 1, 1) / (gpus - 1)


@dataclass(frozen=True)
class Cluster:
    """A cluster of nodes of G GPUs, joined by a scale-up link inside the node and R NICs across nodes.

    Attributes
    ----------
    gpus_per_node : int
        G, GPUs per node (``-n N`` is placed on ceil(N/G) nodes, node by node).
    scale_up_kind : str
        One of :data:`SCALE_UP_KINDS`.
    scale_up_bandwidth_bytes_per_s : float
        Per-GPU aggregate scale-up line rate per direction, B/s (NVLink 4: 450e9).
    nics_per_node : int
        R, NICs per node (rails); may be below or above G.
    nic_bandwidth_bytes_per_s : float
        Line rate of one NIC per direction, B/s (400 Gbit/s: 50e9).
    transport : str
        One of :data:`TRANSPORTS`.
    net_efficiency, scale_up_efficiency, nvls_efficiency : Prior
        Achieved fractions of the NIC line rate (a ring across nodes), of the
        scale-up rate (a ring in a node) and the NVLS algorithm bandwidth as a
        fraction of the scale-up rate.
    nvls, sharp : bool
        NVLink SHARP in the NVSwitch; SHARP / CollNet in the network switches.
    nodes_per_leaf : float
        Nodes under one leaf (rail) switch group, ``inf`` for one flat tier.
    oversubscription : float
        Ratio >= 1 of the tier above the leaf.
    hop_latency_s : float
        Latency of one more switch hop, s.
    generation : str
        GPU generation for NCCL's constants: volta, ampere, hopper, blackwell
        (AMD GPUs: ``ampere``, the nearest NCCL table; RCCL's own differs).
    cpu_vendor : str
        intel, amd or arm: NCCL's network post overhead depends on it.
    scale_up_latency_s, nic_latency_s : float or None
        Per-step latencies the user set (None: NCCL's constants per protocol).
    base_latency_s, step_latency_s : float
        The transport's extra fixed cost per collective and per network step
        beyond NCCL's IB constants, s.
    net_latency_s, net_latency_simple_s : float or None
        The transport's own latency per network step (LL and LL128 / Simple), replacing NCCL's
        ``hwLat[NET]`` constants (EFA: aws-ofi-nccl's tuner model), s; None: NCCL's constants.
    latency_factor : float
        Factor on NCCL's latency constants (1; a calibration measures it).
    tuner : str or None
        The tuner plugin that overrides NCCL's own pick of (algorithm, protocol) where it makes one:
        aws-ofi-nccl's region tuner of an AWS platform (``p5-p5e``, ``p5en``, ``p6``, ``p6-b300``;
        :mod:`ringcalc.cluster.aws_tuner`); None: NCCL's own model (``OFI_NCCL_TUNER_TYPE=Internal``).
    scale_up_mesh : bool
        The scale-up link is point-to-point links to each peer of the node, no switch (xGMI, the GH200 quad): a
        job on r of the node's GPUs reaches r - 1 of its G - 1 peers (:meth:`scale_up_rate`).
    node_gpus : int
        GPUs of one physical node (a GB200 compute tray: 4) when the scale-up domain spans several nodes
        (multi-node NVLink); 0 when the node is the domain. The cluster is then described as NCCL with
        NCCL_MNNVL_ENABLE sees it: one NVLink domain (``gpus_per_node``) with its nodes' NICs is one node
        (:meth:`with_domain`).
    gpu : str or None
        The catalog accelerator of a catalog cluster (``h100-80gb``); None when the cluster is described by
        options. A log of another GPU family is refused (:mod:`ringcalc.cluster.gpu_family`).
    name, display, sources, notes
        Where the description comes from; a note that begins with :data:`NVLS_NOTE` says what the layout options
        did to the entry's NVLS (:attr:`nvls_note`, said by :meth:`describe`).
    """

    gpus_per_node: int
    scale_up_kind: str
    scale_up_bandwidth_bytes_per_s: float
    nics_per_node: int
    nic_bandwidth_bytes_per_s: float
    transport: str
    net_efficiency: Prior
    scale_up_efficiency: Prior
    nvls_efficiency: Prior
    nvls: bool = False
    sharp: bool = False
    nodes_per_leaf: float = math.inf
    oversubscription: float = 1.0
    hop_latency_s: float = 0.0
    generation: str = "hopper"
    cpu_vendor: str = "intel"
    scale_up_latency_s: float | None = None
    nic_latency_s: float | None = None
    base_latency_s: float = 0.0
    step_latency_s: float = 0.0
    net_latency_s: float | None = None
    net_latency_simple_s: float | None = None
    latency_factor: float = 1.0
    tuner: str | None = None
    scale_up_mesh: bool = False
    node_gpus: int = 0
    gpu: str | None = None
    name: str | None = None
    display: str | None = None
    sources: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())

    def replace(self, **changes) -> Cluster:
        """A copy with some fields changed."""
        return replace(self, **changes)

    def scale_up_rate(self, ranks: int) -> float:
        """The scale-up line rate per GPU, bytes/s, of a job with ``ranks`` GPUs on a node.

        Through a switch (NVSwitch, a PCIe switch) every GPU has its whole figure whatever the job's share of the
        node. On a mesh (:attr:`scale_up_mesh`) the figure is G - 1 peers' links, and a job on r GPUs reaches r - 1
        of them: two MI300X share one xGMI link, 64 of the 448 GB/s (stas00/ml-engineering: 47.7 GB/s busbw with 2
        MI300X, 312.9 with 8; models/links.toml xgmi-mi300x). A point-to-point send inside the node is ``ranks`` 2.
        """
        if not self.scale_up_mesh:
            return self.scale_up_bandwidth_bytes_per_s
        return self.scale_up_bandwidth_bytes_per_s * mesh_share(ranks, self.physical_gpus_per_node)

    def using(self, gpus: int) -> Cluster:
        """The cluster as a job using ``gpus`` GPUs of each node sees it: those GPUs and their NICs (rails), and on
        a mesh the links among them (:meth:`scale_up_rate`).

        Across a multi-node NVLink domain the node is the physical one (a tray): the domain keeps its trays.
        """
        if self.node_gpus:
            if gpus == self.node_gpus:
                return self
            trays = self.gpus_per_node // self.node_gpus
            nics = max(1, -(-self.nics_per_node * gpus // self.node_gpus))
            return self.replace(gpus_per_node=gpus * trays, nics_per_node=nics, node_gpus=gpus)
        if gpus == self.gpus_per_node:
            return self
        nics = max(1, -(-self.nics_per_node * gpus // self.gpus_per_node))
        up = self.scale_up_rate(gpus) if gpus > 1 else self.scale_up_bandwidth_bytes_per_s
        return self.replace(gpus_per_node=gpus, nics_per_node=nics, scale_up_bandwidth_bytes_per_s=up)

    @property
    def fitted(self) -> bool:
        """Whether the cluster's physics were fitted to logs (a calibration's cluster), whose interval is the fit's.

        A description's NIC fraction is a prior or one the user states (:meth:`Prior.given`); a calibration's is
        a measured fraction nobody stated (:func:`ringcalc.calibrate.cluster_calibration.calibrated_cluster`).
        """
        return self.net_efficiency.measured and not self.net_efficiency.stated

    @property
    def ring_exits_own_nic(self) -> bool:
        """Whether a ring's last GPU on a node sends to the next node through its own NIC (xGMI nodes), not over the
        scale-up link to the GPU of the channel's NIC (NVLink nodes: PXN).

        NCCL's ring search (``src/graph/search.cc`` @ 5067397c, ``ncclTopoCompute``) tries rails first
        (``crossNic`` 0: a ring leaves a node through the NIC it entered by); the last GPU reaches that NIC over
        NVLink through the NIC's own GPU (PXN, a path type it accepts before trying ``crossNic`` 2), so every GPU
        sends its whole ring share over NVLink. With no NVSwitch to carry PXN (AMD's xGMI mesh, RCCL) the ring
        leaves through the last GPU's own NIC: that GPU's share of the channel goes out on its NIC, and with
        channels leaving from every GPU in turn each GPU sends (C - C/G)/C of its ring bytes over xGMI. The
        measured MI325X forced ring runs at 350 GB/s busbw on 2-8 nodes against 318 on one node (8/7 of it, less
        the NIC bound): the ``x_exit`` symbol of :mod:`ringcalc.symbolic.collectives.nccl`.
        """
        return self.scale_up_kind == "xgmi"

    @property
    def nvls_note(self) -> str | None:
        """What the layout options did to the NVLS of the cluster's entry (None: nothing)."""
        return next((n for n in self.notes if n.startswith(NVLS_NOTE)), None)

    @property
    def scale_up_domain(self) -> int:
        """GPUs of one scale-up domain: the node, or several nodes joined by multi-node NVLink."""
        return self.gpus_per_node

    @property
    def physical_gpus_per_node(self) -> int:
        """GPUs of one physical node (a tray of a multi-node NVLink domain, else the node)."""
        return self.node_gpus or self.gpus_per_node

    def with_domain(self, gpus: int) -> Cluster:
        """The cluster with scale-up domains of ``gpus`` GPUs (whole nodes), as NCCL's multi-node NVLink sees it.

        NCCL with NCCL_MNNVL_ENABLE treats the ranks of one NVLink clique as one node (``src/init.cc``: the
        clique decides ``nNodes``; ``src/graph/topo.cc``: the NVLink fabric joins their GPUs). The domain's GPUs,
        its nodes' NICs and (in nodes) the leaf become those of one node of ``gpus``; ``gpus`` equal to a node's
        GPUs turns multi-node NVLink off (NCCL_MNNVL_ENABLE=0).

        Raises
        ------
        RingcalcError
            A domain that is not whole nodes, or a domain across nodes whose scale-up link is not NVLink.
        """
        node = self.physical_gpus_per_node
        if gpus < node or gpus % node:
            raise RingcalcError(f"a scale-up domain of {gpus} GPUs is not a whole number of nodes of {node} GPUs",
                                option="scale-up-domain")
        nodes = gpus // node
        if nodes > 1 and self.scale_up_kind != "nvlink":
            raise RingcalcError(f"a scale-up domain across nodes is multi-node NVLink (GB200 NVL72); this cluster's "
                                f"scale-up link is {self.scale_up_kind}: give --scale-up-domain {node} or less",
                                option="scale-up-domain")
        if nodes > 1 and (self.scale_up_mesh or self.generation not in ("hopper", "blackwell")):
            why = ("its NVLink joins the node's GPUs to one another without a switch" if self.scale_up_mesh else
                   f"{self.generation} GPUs have no NVLink switch system (multi-node NVLink is Hopper's NVL32 and "
                   "Blackwell's NVL72)")
            raise RingcalcError(f"a scale-up domain across nodes needs NVLink switches between the nodes; {why}: "
                                f"give --scale-up-domain {node} or less", option="scale-up-domain")
        now = self.gpus_per_node // node  # nodes per domain as the cluster stands
        if nodes == now:
            return self
        return self.replace(gpus_per_node=gpus, nics_per_node=self.nics_per_node // now * nodes,
                            nodes_per_leaf=self._leaf_in_domains(now, nodes), node_gpus=node if nodes > 1 else 0)

    def _leaf_in_domains(self, now: int, nodes: int) -> float:
        """The leaf in domains of ``nodes`` physical nodes, from the leaf in domains of ``now`` (``nodes_per_leaf``
        counts physical nodes, trays, where ``now`` is 1).

        A leaf switch above multi-node NVLink racks holds whole racks' NICs: NCCL sees a rack as one node, whose
        rings leave it through any of its trays' NICs, and the cluster model has one leaf per node at least, so a
        leaf that is not a whole number of domains is refused (a leaf of 1 to 17 GB200 trays was costed as one
        rack's 18 until 2026-11-29, and one of 19 as 1.05556 racks).

        Raises
        ------
        RingcalcError
            A leaf of physical nodes that is not a whole number of domains (option ``nodes-per-leaf``).
        """
        if not math.isfinite(self.nodes_per_leaf):
            return math.inf
        trays = self.nodes_per_leaf * now
        if nodes > 1 and (trays < nodes or trays % nodes):
            g = self.physical_gpus_per_node
            fit = f"{trays // nodes * nodes:g} or {(trays // nodes + 1) * nodes:g}" if trays > nodes else f"{nodes}"
            raise RingcalcError(f"counts nodes (trays of {g} GPUs), and a leaf switch above multi-node NVLink holds "
                                f"whole NVLink domains of {nodes} trays ({nodes * g} GPUs, one node to NCCL): "
                                f"{trays:g} is not a multiple of {nodes}; give {fit}, or --scale-up-domain {g} (each "
                                "tray its own domain)", option="nodes-per-leaf")
        return trays / nodes

    @property
    def node_nic_bandwidth_bytes_per_s(self) -> float:
        """R x the NIC line rate, B/s: what a node's NICs carry per direction at line rate."""
        return self.nics_per_node * self.nic_bandwidth_bytes_per_s

    def describe(self) -> str:
        """One line: ``8 x H100 per node, NVLink 450 GB/s; 8 x 400 Gbit/s IB``."""
        from ringcalc.units import format_bandwidth

        name = f"{self.display or self.name}: " if (self.display or self.name) else ""
        extras = [x for x, on in (("NVLS", self.nvls), ("SHARP", self.sharp)) if on]
        tier = ""
        if math.isfinite(self.nodes_per_leaf):
            unit = ("domain" if self.node_gpus else "node") + "s" * (self.nodes_per_leaf != 1)
            tier = f"; {self.nodes_per_leaf:g} {unit} per leaf"
            if self.oversubscription > 1:
                tier += f", {self.oversubscription:g}:1 above it"
        up = format_bandwidth(self.scale_up_bandwidth_bytes_per_s)
        if self.node_gpus:  # a multi-node NVLink domain, one node to NCCL
            unit = "domain"
            head = (f"NVLink domains of {self.gpus_per_node} GPUs ({self.gpus_per_node // self.node_gpus} nodes of "
                    f"{self.node_gpus}, multi-node NVLink: one node to NCCL), {up} per GPU")
        elif self.gpus_per_node == 1:  # no scale-up link: every rank has a node (and its NICs) to itself
            unit = "node"
            head = "1 GPU per node (no scale-up link)"
        else:
            unit = "node"
            head = f"{self.gpus_per_node} GPUs per node, {self.scale_up_kind} {up} per GPU"
        note = self.nvls_note
        return (f"{name}{head}; {self.nics_per_node} x {format_bandwidth(self.nic_bandwidth_bytes_per_s)} "
                f"{self.transport} per {unit}{tier}" + (f"; {', '.join(extras)}" if extras else "")
                + (f" ({note})" if note else ""))


@dataclass(frozen=True)
class Placement:
    """N ranks placed node by node on a cluster of G GPUs per node.

    Attributes
    ----------
    workers : int
        N.
    nodes : int
        ceil(N/G).
    ranks_per_node : int
        Ranks on the busiest node, min(N, G).
    last_node_ranks : int
        Ranks on the last node (G unless the last node is partial).
    nics_used : int
        NICs of the node with the fewest ranks (rails), ceil(R last / G): every ring crosses them.
    """

    workers: int
    nodes: int
    ranks_per_node: int
    last_node_ranks: int
    nics_used: int

    @classmethod
    def of(cls, workers: int, cluster: Cluster) -> Placement:
        g = cluster.gpus_per_node
        nodes = -(-workers // g)
        per_node = min(workers, g)
        last = workers - (nodes - 1) * g
        return cls(workers, nodes, per_node, last, -(-cluster.nics_per_node * last // g))

    @property
    def partial(self) -> bool:
        """The last node holds fewer than G ranks."""
        return self.nodes > 1 and self.last_node_ranks < self.ranks_per_node

    def describe(self, cluster: Cluster) -> str:
        """``16 ranks on 2 nodes of 8`` (and the partial node, and a node not full)."""
        if cluster.node_gpus:
            trays = -(-self.workers // cluster.node_gpus)
            text = (f"{self.workers:,} ranks on {trays:,} node{'s' * (trays > 1)} of {cluster.node_gpus} in "
                    f"{self.nodes:,} NVLink domain{'s' * (self.nodes > 1)} of {cluster.gpus_per_node}")
            if self.nodes > 1 and self.nics_used < cluster.nics_per_node:
                text += f"; {self.nics_used} of a domain's {cluster.nics_per_node} NICs carry each ring (rails)"
            return text
        text = (f"{self.workers:,} rank{'s' * (self.workers != 1)} on {self.nodes:,} node{'s' * (self.nodes > 1)} "
                f"of {cluster.gpus_per_node}")
        if self.partial:
            text += f"; the last node holds {self.last_node_ranks} (a partial node)"
        elif self.nodes == 1 and self.workers < cluster.gpus_per_node:
            text += f" (using {self.workers} of its {cluster.gpus_per_node} GPUs)"
        if self.nodes > 1 and self.nics_used < cluster.nics_per_node:  # one node crosses no NIC
            text += f"; {self.nics_used} of a node's {cluster.nics_per_node} NICs carry each ring (rails)"
        return text
