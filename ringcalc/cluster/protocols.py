"""Which (algorithm, protocol) pairs run on a cluster, and the symbol values of each for the cost models.

The models of :mod:`ringcalc.symbolic.collectives.nccl` take a protocol through
``f_proto``, ``L_base``, ``alpha_intra``, ``alpha``, ``alpha_ovh`` and ``plat``;
this module fills them from NCCL's tables (:mod:`ringcalc.cluster.nccl_constants`)
and the cluster, in SI units, and says why a pair cannot run (NVLS without an
NVSwitch, PAT with more than one GPU per node, CollNet without SHARP, ...).
The algorithms that are not NCCL's (MPI's) take the links' own latencies and no
protocol.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ringcalc.cluster import nccl_constants as nc

if TYPE_CHECKING:  # annotations only: off any cluster, on_cluster reads CLUSTER_ONLY without the spec (cold start)
    from ringcalc.cluster.spec import Cluster, Placement

US = 1e-6

NCCL_ALGORITHMS = ("ring", "double-binary-tree", "nvls", "nvls-tree", "collnet-direct", "collnet-chain", "pat")
"""NCCL's algorithms by ringcalc's names (``double-binary-tree`` is NCCL's Tree)."""

NCCL_NAME = {"ring": "ring", "flat-ring": "ring", "double-binary-tree": "tree", "nvls": "nvls",
             "nvls-tree": "nvls-tree", "collnet-direct": "collnet-direct", "collnet-chain": "collnet-chain",
             "pat": "pat"}
"""ringcalc's algorithm name -> NCCL's (the key of its tables)."""

COLLECTIVES = {  # what NCCL runs each algorithm for (tuning.cc's loop)
    "ring": ("all-reduce", "reduce-scatter", "all-gather", "broadcast", "reduce", "all-to-all"),
    "tree": ("all-reduce",),
    "nvls": ("all-reduce", "reduce-scatter", "all-gather"),
    "nvls-tree": ("all-reduce",),
    "collnet-direct": ("all-reduce",),
    "collnet-chain": ("all-reduce",),
    "pat": ("reduce-scatter", "all-gather"),
}

CLUSTER_ONLY = frozenset({"nvls", "nvls-tree", "collnet-direct", "collnet-chain", "pat", "auto"})
"""Algorithms that exist only on a cluster (no one-link model)."""


NVLS_SOURCE = ("NVIDIA/nccl src/transport/nvls.cc @ 5067397c, ncclNvlsInit: with NCCL_NVLS_ENABLE=2 (the default) "
               "nvlsSupport is cuDeviceGetAttribute(CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED)")
"""Where NCCL decides whether NVLS can run: the device's CUDA multicast, which an NVSwitch of the third generation or
later gives a Hopper or later GPU (NVLink SHARP)."""

NVLS_GENERATIONS = ("hopper", "blackwell")
"""GPU generations (ringcalc's NCCL tables) whose GPUs can multicast through an NVSwitch (sm90 and later)."""

NVSWITCH_OF_LINK = {"nvlink2": 1, "nvlink3": 2, "nvlink4": 3, "nvlink5": 4}
"""The NVSwitch generation behind each catalog NVLink preset (``models/links.toml``: per-GPU rates through the
NVSwitch of a DGX/HGX baseboard; DGX-1's V100 mesh has none, which changes nothing here). A catalog NVLink preset
not listed joins its GPUs without an NVSwitch (``nvlink4-gh200-quad``). NVLink SHARP (multicast) is in the third
generation and later (NVIDIA Hopper architecture page)."""


def nvls_hardware(kind: str, generation: str, link: str | None) -> str | None:
    """Why a scale-up link cannot run NVLS, the physical reason (None: it can, or the link is a bare figure).

    NCCL runs NVLS only where the device reports CUDA multicast (:data:`NVLS_SOURCE`): NVLink through a
    third-generation or later NVSwitch to a Hopper or later GPU. ``kind`` is the scale-up kind (nvlink, xgmi,
    pcie, pcie-nop2p), ``generation`` the GPU's NCCL generation, ``link`` the catalog key of the scale-up link
    (None: given as a figure, whose switch is not stated).
    """
    if kind != "nvlink":
        what = {"pcie": "PCIe", "pcie-nop2p": "PCIe (without peer-to-peer)", "xgmi": "AMD Infinity Fabric (xGMI)"}
        return f"the scale-up link is {what.get(kind, kind)}, not NVLink through an NVSwitch"
    if link is not None and NVSWITCH_OF_LINK.get(link, 0) < 3:
        if link in NVSWITCH_OF_LINK:
            return (f"the scale-up link {link} goes through a generation-{NVSWITCH_OF_LINK[link]} NVSwitch, which has "
                    "no NVLink SHARP")
        return f"the scale-up link {link} joins the GPUs without an NVSwitch"
    if generation not in NVLS_GENERATIONS:
        return (f"the GPUs are {generation} (before Hopper): they have no CUDA multicast, and their NVSwitch, if "
                "any, is of the second generation or earlier, without NVLink SHARP")
    return None


def nvls_refusal(reason: str) -> str:
    """The sentence that says NVLS cannot run for a physical ``reason`` (:func:`nvls_hardware`)."""
    return (f"NVLS needs NVLink SHARP, the CUDA multicast of a third-generation or later NVSwitch with Hopper or "
            f"later GPUs (NCCL enables it only where the GPU reports CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED); "
            f"{reason}")


def why_not(algorithm: str, collective: str, cluster: Cluster, placement: Placement, protocol: str = "Simple") -> str | None:
    """Why NCCL cannot run this pair here (None: it can), as NCCL's enable rules in tuning.cc have it."""
    a = NCCL_NAME.get(algorithm)
    if a is None:
        return None  # not an NCCL algorithm: runs wherever its model applies
    if collective not in COLLECTIVES[a]:
        return f"NCCL runs {algorithm} for {', '.join(COLLECTIVES[a])} only"
    if collective == "all-to-all" and protocol == "LL128":
        return ("NCCL's point-to-point sends (all-to-all) run LL or Simple only (enqueue.cc: LL up to "
                "NCCL_P2P_LL_THRESHOLD per peer, Simple above)")
    if a in ("nvls", "nvls-tree") and protocol != "Simple":
        return f"NCCL runs {algorithm} with the Simple protocol only"
    if a in ("nvls", "nvls-tree"):
        if not cluster.nvls:
            physical = nvls_hardware(cluster.scale_up_kind, cluster.generation, None)
            if physical is not None:
                return nvls_refusal(physical)
            off = cluster.nvls_note
            if off is not None:
                return off
            return ("NVLS needs NVLink SHARP in an NVSwitch (Hopper or later); this cluster does not state one "
                    "(--nvls yes if its NVSwitch has it)")
        if min(placement.ranks_per_node, placement.last_node_ranks) < 2:
            # a node whose GPUs of the communicator are fewer than 2 has no NVLS (transport/nvls.cc:264), so no NVLS
            # graph, and the channel count taken as the minimum over ranks turns it off for all (init.cc:1438-1453 @ 5067397c)
            return ("NVLS needs at least two GPUs of the communicator on every node" if placement.ranks_per_node > 1
                    else "NVLS needs at least two GPUs per node")
    if a == "nvls-tree" and placement.nodes < 2:
        return "NCCL disables NVLS Tree on a single node"
    if a == "nvls" and placement.nodes > 1 and not cluster.sharp:
        return "NVLS across nodes needs SHARP (CollNet) in the network switches (--sharp)"
    if a in ("collnet-direct", "collnet-chain"):
        if not cluster.sharp:
            return "CollNet needs SHARP in the network switches (--sharp)"
        if placement.nodes < 2:
            return "CollNet reduces in the network switches: it needs two nodes or more"
        if protocol != "Simple":
            return "NCCL runs CollNet with the Simple protocol only"
    if a == "pat":
        if placement.ranks_per_node != 1:
            return "NCCL runs PAT with one GPU per node only"
        if protocol != "Simple":
            return "NCCL runs PAT with the Simple protocol only"
    if protocol == "LL128" and not ll128_enabled(cluster):
        return "NCCL enables LL128 only over NVLink (not over PCIe) on this generation"
    return None


def ll128_enabled(cluster: Cluster) -> bool:
    """NCCL enables LL128 by default when the intra-node path is NVLink (typeIntra <= PATH_NVB) and SM >= 70."""
    return cluster.scale_up_kind in ("nvlink", "xgmi") or cluster.gpus_per_node == 1


def bandwidth_factor(algorithm: str, protocol: str, collective: str, cluster: Cluster, placement: Placement) -> float:
    """f_proto: the protocol's share of the link rate for the algorithm (NCCL's factors in tuning.cc)."""
    a = NCCL_NAME[algorithm]
    if a == "ring":
        return {"LL": nc.RING_LL_FACTOR, "LL128": nc.RING_LL128_FACTOR, "Simple": 1.0}[protocol]
    if a == "tree":
        f = nc.TREE_FACTOR if collective == "all-reduce" else 1.0
        if protocol == "LL":
            return f * nc.TREE_LL_FACTOR
        if protocol == "LL128":
            return f * (nc.TREE_LL128_FACTOR_ONE_NODE if placement.nodes == 1 else nc.TREE_LL128_FACTOR)
        return f
    if a == "pat":
        return nc.PAT_FACTOR
    if a == "collnet-direct" and cluster.generation in ("hopper", "blackwell"):
        return nc.COLLNET_DIRECT_HOPPER_FACTOR
    return 1.0


def latency_values(algorithm: str, protocol: str, collective: str, cluster: Cluster, placement: Placement) -> dict[str, float]:
    """L_base, alpha_intra, alpha, alpha_ovh and plat of an NCCL pair, s (NCCL's tables + the transport's extra).

    ``--latency`` / ``--intra-latency`` (the cluster's ``nic_latency_s`` /
    ``scale_up_latency_s``) replace NCCL's per-step network / scale-up constants. A transport whose own tuner
    states its per-step latency (``net_latency_s``: EFA, aws-ofi-nccl's model) replaces NCCL's network constants
    for every algorithm, as that tuner does.
    """
    a = NCCL_NAME[algorithm]
    p = nc.PROTOCOLS.index(protocol)
    intra_hw = "nvlink" if cluster.scale_up_kind in ("nvlink", "xgmi") else "pci"
    intra = nc.HW_LATENCY_US[intra_hw][a][p] * US
    inter_table = "tree" if (a == "ring" and placement.ranks_per_node == 1) else a  # ppn = 1: Tree's net latency
    inter = nc.HW_LATENCY_US["net"][inter_table][p] * US
    if cluster.net_latency_s is not None:  # the transport's own tuner states its step latency (EFA): it replaces NCCL's
        inter = cluster.net_latency_simple_s if protocol == "Simple" else cluster.net_latency_s
    multi = placement.nodes > 1
    ovh = nc.NET_OVERHEAD_US.get(cluster.cpu_vendor, 1.0) * US * (nc.SIMPLE_NET_OVERHEAD_FACTOR if protocol == "Simple" else 1)
    return {
        "L_base": nc.BASE_LATENCY_US[a][p] * US + (cluster.base_latency_s if multi else 0.0),
        "alpha_intra": intra if cluster.scale_up_latency_s is None else cluster.scale_up_latency_s,
        "alpha": (inter + cluster.step_latency_s) if cluster.nic_latency_s is None else cluster.nic_latency_s,
        "alpha_ovh": ovh,
        "plat": nc.RING_PLATEAU.get(cluster.generation, 1.4)
        if (a == "ring" and protocol == "Simple" and collective == "all-reduce") else 1.0,
    }


def mpi_latency_values(cluster: Cluster, scale_up_latency_s: float, nic_latency_s: float) -> dict[str, float]:
    """The latency symbols of an algorithm that is not NCCL's: the links' own per-message latencies, no fixed cost."""
    return {
        "L_base": 0.0,
        "alpha_intra": scale_up_latency_s if cluster.scale_up_latency_s is None else cluster.scale_up_latency_s,
        "alpha": nic_latency_s if cluster.nic_latency_s is None else cluster.nic_latency_s,
        "alpha_ovh": 0.0,
        "plat": 1.0,
    }
