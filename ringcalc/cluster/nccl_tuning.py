"""NCCL's own choice of (algorithm, protocol): its tuning model, evaluated on a cluster (``--algorithm auto``).

NCCL times every enabled (algorithm, protocol) pair with its own model and runs
the fastest (``ncclTopoTuneModel`` and ``ncclTopoGetAlgoTime`` in
``src/graph/tuning.cc`` at commit 5067397c). This module evaluates that model:
the same latencies, bandwidth refinements, enable rules, tree correction and
ring plateau. NCCL's bandwidths start from the graphs its topology search finds
(``search.cc``: channels x per-channel speed); those are approximated here from
the cluster's links, as NCCL measures them (``topo.cc``: a NIC's speed / 8000
GB/s; NVLinks x the per-link constant of ``topo.h``; PCIe width x speed), with
one channel pair per NIC in use across nodes and the channel duplication of
``ncclTopoDupChannels``. The pick, not these internal figures, is the output:
the time of the picked pair is then the physical model's
(:mod:`ringcalc.symbolic.collectives.nccl`). A user's NCCL_ALGO / NCCL_PROTO
is ``--algorithm`` / ``--protocol``.

On a cluster whose NCCL loads a tuner plugin that overrides this model (AWS's EFA plugin on P5/P5e, P5en,
P6-B200 and P6-B300: ``Cluster.tuner``), the plugin's pick comes first where it makes one
(:mod:`ringcalc.cluster.aws_tuner`), and NCCL's model where it leaves the choice to NCCL.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ringcalc.cluster import nccl_constants as nc
from ringcalc.cluster.protocols import NCCL_ALGORITHMS, NCCL_NAME, why_not
from ringcalc.cluster.spec import Cluster, Placement
from ringcalc.errors import RingcalcError

PER_LINK_SPEC_GBPS = {"volta": 25.0, "ampere": 25.0, "hopper": 25.0, "blackwell": 50.0}
"""Per-direction rate of one NVLink by generation (NVLink 2-4: 25 GB/s, NVLink 5: 50 GB/s), GB/s."""
PICK_NIC_GBPS = 50.0
"""The NIC rate (400 Gbit/s) NCCL's pick assumes when the question solves for the NIC rate (``ringcalc bandwidth``)."""
PCIE_FRACTION = 24.0 / 31.5
"""NCCL's PCIe figure (lanes x rate / 80, topo.cc) over the spec rate: a Gen4 x16 link is 24 GB/s to NCCL."""


@dataclass(frozen=True)
class Graph:
    """NCCL's view of one algorithm's channels: count, per-channel GB/s inside and across nodes."""

    channels: int
    bw_intra: float
    bw_inter: float


@dataclass(frozen=True)
class Choice:
    """NCCL's pick for one size: the pair and the model time NCCL gave every enabled pair (us)."""

    algorithm: str
    protocol: str
    nccl_time_us: float
    table: dict[tuple[str, str], float]
    by: str = "nccl"  # who picked: "nccl" (its model), "nccl p2p" (its point-to-point rule) or the plugin (TUNER_NAME)


TUNER_NAME = "aws-ofi-nccl's region tuner"


def plugin_applies(collective: str, cluster: Cluster, placement: Placement, algorithms: tuple[str, ...],
                   protocols: tuple[str, ...]) -> bool:
    """Whether the cluster's tuner plugin has regions for this layout and collective with nothing forced."""
    if cluster.tuner is None or set(algorithms) != set(NCCL_ALGORITHMS) or set(protocols) != set(nc.PROTOCOLS):
        return False
    from ringcalc.cluster import aws_tuner

    return aws_tuner.applies(cluster.tuner, collective, placement.workers, placement.nodes)


def plugin_note(collective: str, nbytes: float, cluster: Cluster, placement: Placement,
                forced: bool = False) -> str | None:
    """Why the cluster's tuner plugin did not pick here (None: it did, or the cluster has none)."""
    if cluster.tuner is None or placement.workers < 2:
        return None
    from ringcalc.cluster import aws_tuner

    head = f"{TUNER_NAME} ({cluster.tuner})"
    if forced:
        return f"{head} is off: NCCL_ALGO / NCCL_PROTO (--algorithm, --protocol) make aws-ofi-nccl defer to NCCL"
    if placement.nodes <= aws_tuner.MAX_NODES_NCCL:
        return f"{head} leaves the pick to NCCL's own model at {aws_tuner.MAX_NODES_NCCL} nodes or fewer"
    per_node = placement.workers / placement.nodes
    if not aws_tuner.applies(cluster.tuner, collective, placement.workers, placement.nodes):
        return (f"{head} has no regions for {collective} at {per_node:g} ranks per node: NCCL's own model picks "
                f"(the plugin's regions: {aws_tuner.layouts(cluster.tuner)})")
    if plugin_pick(collective, nbytes, cluster, placement, NCCL_ALGORITHMS, nc.PROTOCOLS) is None:
        return f"{head} has no region for this size and rank count: NCCL's own model picks"
    return None


def plugin_pick(collective: str, nbytes: float, cluster: Cluster, placement: Placement,
                algorithms: tuple[str, ...], protocols: tuple[str, ...]) -> tuple[str, str] | None:
    """The tuner plugin's pair for this size, or None where NCCL's own model picks.

    The plugin is not consulted when NCCL_ALGO or NCCL_PROTO narrows the choice (``algorithms`` / ``protocols``
    other than all of NCCL's): aws-ofi-nccl then defers to NCCL's tuner (``nccl_ofi_tuner.cpp``)."""
    if not plugin_applies(collective, cluster, placement, algorithms, protocols):
        return None
    from ringcalc.cluster import aws_tuner

    def runnable(algorithm: str, protocol: str) -> bool:  # NCCL's table does not ignore the pair
        return _terms(collective, algorithm, protocol, cluster, placement) is not None

    return aws_tuner.region_pick(cluster.tuner, collective, nbytes, placement.workers, placement.nodes, runnable)


def scale_up_gbps(cluster: Cluster, ranks: int) -> float:
    """NCCL's per-GPU scale-up bandwidth, GB/s (its NVLink constant x links, or its PCIe figure), for a job of
    ``ranks`` GPUs on a node (on a mesh, the links among them: :meth:`Cluster.scale_up_rate`)."""
    rate = cluster.scale_up_rate(ranks) / 1e9
    if cluster.scale_up_kind in ("nvlink", "xgmi"):
        gen = cluster.generation if cluster.generation in PER_LINK_SPEC_GBPS else "ampere"
        return rate * nc.NVLINK_BW[gen] / PER_LINK_SPEC_GBPS[gen]
    return rate * PCIE_FRACTION


def graph(algorithm: str, cluster: Cluster, placement: Placement) -> Graph:
    """The channels NCCL's search would find for an algorithm (approximated; see the module)."""
    up = scale_up_gbps(cluster, placement.ranks_per_node) if placement.ranks_per_node > 1 else math.inf
    nic = cluster.nic_bandwidth_bytes_per_s / 1e9  # line rate in GB/s (NCCL: Mbps / 8000)
    if not math.isfinite(nic):  # the NIC rate is what is solved for: pick as NCCL would with 400 Gbit/s NICs
        nic = PICK_NIC_GBPS
    if algorithm in ("nvls", "nvls-tree"):
        channels = min(16, max(2, placement.ranks_per_node * 2))
        inter = placement.nics_used * nic / channels if placement.nodes > 1 else 0.0
        return Graph(channels, up / channels, inter)
    if placement.nodes > 1:
        total = min(up, placement.nics_used * nic)
        channels = max(1, min(nc.MAX_CHANNELS // 2, placement.nics_used))
    else:
        total = up if math.isfinite(up) else nic
        channels = 8 if cluster.scale_up_kind in ("nvlink", "xgmi") else 2
    speed = total / channels
    if speed >= 25.0 and not (cluster.generation in ("hopper", "blackwell") and speed < 50.0 and channels > 4):
        channels = min(channels * 2, nc.MAX_CHANNELS)  # ncclTopoDupChannels
    inter = total / channels
    if algorithm != "ring" and placement.nodes > 1 and not is_rccl(cluster):
        # search.cc pass 2 ("increase bwIntra for trees (2 nodes or collnet)"): a tree's channels need not close on
        # the NIC they started from, so NCCL raises their NVLink speed while it stays below twice the NIC speed and
        # the scale-up link carries it; at <= 2 nodes (and for CollNet) the tuning model then runs on that speed.
        return Graph(channels, min(2.0 * inter, up / channels), inter)
    return Graph(channels, inter, inter)


def is_rccl(cluster: Cluster) -> bool:
    """Whether the library is RCCL (AMD GPUs, on xGMI): its per-platform tuning tables (ROCm/rccl
    ``src/graph/tuning.cc``, ``tuning_model_*``) are not replicated here, so its pick stays the ring NCCL's
    graph gives without the tree's raised intra speed (MI300X and MI355X at 2 x 8 ranks over 8 x 400G NICs run at
    the ring's bound, about 0.92 x R x line rate)."""
    return cluster.scale_up_kind == "xgmi"


def _bandwidth(coll: str, a: str, p: str, cluster: Cluster, placement: Placement, gr: Graph) -> float:
    """NCCL's algorithm bandwidth of one pair, GB/s (0: disabled), as ncclTopoTuneModel computes it."""
    gen = cluster.generation if cluster.generation in nc.GENERATIONS else "ampere"
    col = nc.column(placement.nodes)
    n_ranks, nodes = placement.workers, placement.nodes
    ppn = n_ranks / nodes
    nsteps = 2 * (n_ranks - 1) if coll == "all-reduce" else (n_ranks - 1 if coll in ("reduce-scatter", "all-gather")
                                                              else n_ranks)
    ll_max = nc.LL_MAX_BW[gen if nodes == 1 else ("amd" if cluster.cpu_vendor == "amd" else "intel")][col]
    collnet = a in ("collnet-direct", "collnet-chain")
    bw = gr.bw_intra if (nodes <= 2 or collnet) else gr.bw_inter
    if a in ("nvls", "nvls-tree"):
        intra = gr.bw_intra * nc.NVLS_EFFICIENCY[gen] * (gr.channels - 1) / gr.channels
        intra *= 2.0 if coll == "all-reduce" else (ppn - 1) / ppn
        inter = gr.bw_inter * (2 if (nodes <= 2 and a == "nvls-tree") else 1) if nodes > 1 else math.inf
        cap = nc.PER_CHANNEL_MAX_NVLS_TREE_BW[gen][col] if a == "nvls-tree" else math.inf
        bw = min(intra, inter, cap)
    bus = gr.channels * bw
    if a == "ring" and p == "LL":
        bus = min(ll_max, bus * nc.RING_LL_FACTOR)
    if a == "ring" and p == "LL128":
        bus = min(bus * nc.RING_LL128_FACTOR, gr.channels * nc.PER_CHANNEL_MAX_RING_LL128_BW[gen][col])
    if a == "tree" and coll == "all-reduce":
        bus = min(bus * nc.TREE_FACTOR, gr.channels * nc.PER_CHANNEL_MAX_TREE_BW[gen][col])
    if a == "tree" and p == "LL":
        bus = min(bus * nc.TREE_LL_FACTOR, ll_max)
    if a == "tree" and p == "LL128":
        factor = nc.TREE_LL128_FACTOR_ONE_NODE if nodes == 1 else nc.TREE_LL128_FACTOR
        bus = min(bus * factor, gr.channels * nc.PER_CHANNEL_MAX_TREE_LL128_BW[gen][col])
    if a == "pat":
        bus *= nc.PAT_FACTOR
    if a == "collnet-direct":
        factor = ppn / gr.channels
        factor -= (factor - 1) / 2
        bus /= max(factor, 1e-9)
        if gen in ("hopper", "blackwell"):
            bus *= nc.COLLNET_DIRECT_HOPPER_FACTOR
    if not (a != "ring" and coll in ("all-gather", "reduce-scatter")):
        bus *= (n_ranks / nsteps) if a in ("ring", "nvls", "nvls-tree") else 0.5
    return bus


def _latency(coll: str, a: str, p: str, cluster: Cluster, placement: Placement) -> float:
    """NCCL's latency of one pair, us, as ncclTopoTuneModel computes it."""
    pi = nc.PROTOCOLS.index(p)
    n_ranks, nodes = placement.workers, placement.nodes
    ppn = n_ranks / nodes
    intra_hw = "nvlink" if cluster.scale_up_kind in ("nvlink", "xgmi") else "pci"
    intra = nc.HW_LATENCY_US[intra_hw][a][pi]
    inter = nc.HW_LATENCY_US["net"]["tree" if ppn == 1 else a][pi]
    lat = nc.BASE_LATENCY_US[a][pi]
    nsteps = 2 * (n_ranks - 1) if coll == "all-reduce" else (n_ranks - 1 if coll in ("reduce-scatter", "all-gather")
                                                              else n_ranks)
    log_nodes = int(nodes).bit_length() - 1
    if a == "ring":
        hw = intra_hw if nodes == 1 else "net"
        if coll in ("reduce", "broadcast"):
            return lat + nsteps * nc.HW_LATENCY_US[hw]["ring"][pi]
        ovh = nc.NET_OVERHEAD_US.get(cluster.cpu_vendor, 1.0) * (3 if p == "Simple" else 1) if nodes > 1 else 0.0
        inter_steps = 0 if nodes == 1 else (2 * (nodes - 1) if coll == "all-reduce" else nodes - 1)
        return lat + (nsteps - inter_steps) * max(intra, ovh) + inter_steps * inter
    if a == "tree":
        return lat + 2 * ((n_ranks / nodes - 1) * intra + log_nodes * inter)
    if a == "collnet-direct":
        return lat + 2 * (min(1, ppn - 1) * intra + (ppn - 1) * 0.4) + inter
    if a == "collnet-chain":
        return lat + 2 * (ppn - 1) * intra + inter
    if a == "nvls":
        return intra + (inter if nodes > 1 else 0.0)
    if a == "nvls-tree":
        return lat + intra + 2 * log_nodes * inter
    return lat + log_nodes * (inter / 3.5) + n_ranks * 2.8  # pat


def _terms(coll: str, algorithm: str, protocol: str, cluster: Cluster, placement: Placement):
    """What NCCL's model time of one pair is made of apart from the size: (its name in NCCL, the graph, bus
    bandwidth GB/s, latency us), or None when NCCL would not run it."""
    a = NCCL_NAME[algorithm]
    if why_not(algorithm, coll, cluster, placement, protocol) is not None:
        return None
    gr = graph(a, cluster, placement)
    bw = _bandwidth(coll, a, protocol, cluster, placement, gr)
    if bw <= 0:
        return None
    return a, gr, bw, _latency(coll, a, protocol, cluster, placement)


TREE_CORRECTED_SIZES = 23  # tuning.cc: "logSize >= 0 && logSize < 23", log2(bytes / 64): 64 B up to 512 MiB


def _tree_corrected(a: str, coll: str) -> bool:
    """Whether NCCL corrects the pair's bandwidth by size (treeCorrectionFactor, for log2(bytes / 64) below
    :data:`TREE_CORRECTED_SIZES`): the tree's all-reduce."""
    return a == "tree" and coll == "all-reduce"


def _ring_plateau(a: str, coll: str, protocol: str, placement: Placement) -> bool:
    """Whether the ring's latency takes NCCL's plateau factor (from sizes of 64 B per channel and rank up)."""
    return a == "ring" and protocol == "Simple" and placement.nodes > 1 and coll == "all-reduce"


def nccl_time_us(coll: str, algorithm: str, protocol: str, nbytes: float, cluster: Cluster, placement: Placement) -> float:
    """NCCL's model time of one pair for ``nbytes``, us (inf when NCCL would not run it)."""
    terms = _terms(coll, algorithm, protocol, cluster, placement)
    if terms is None:
        return math.inf
    a, gr, bw, lat = terms
    log_size = int(nbytes) >> 6
    log_size = log_size.bit_length() - 1 if log_size > 0 else -1
    if _tree_corrected(a, coll) and 0 <= log_size < TREE_CORRECTED_SIZES:
        bw *= nc.TREE_CORRECTION[protocol][log_size]
    if _ring_plateau(a, coll, protocol, placement) and nbytes / (gr.channels * placement.workers) >= 64:
        lat *= nc.RING_PLATEAU.get(cluster.generation, 1.4)
    return lat + nbytes / (1000 * bw)


def pick_many(collective: str, sizes, cluster: Cluster, placement: Placement,  # noqa: ANN001 - an array of bytes
              algorithms: tuple[str, ...] = NCCL_ALGORITHMS,
              protocols: tuple[str, ...] = nc.PROTOCOLS) -> list[tuple[str, str]]:
    """:func:`pick`'s (algorithm, protocol) at each of many sizes, from the same terms in numpy (a fit's log may
    hold 10^5 distinct sizes)."""
    import numpy as np

    nbytes = np.asarray(sizes, dtype=float)
    if collective == "all-to-all":
        return [(c.algorithm, c.protocol) for c in
                (_p2p_choice(float(k), cluster, placement, algorithms, protocols) for k in nbytes)]
    if plugin_applies(collective, cluster, placement, algorithms, protocols):  # the plugin's pick where it makes one
        plugin = {float(k): plugin_pick(collective, float(k), cluster, placement, algorithms, protocols)
                  for k in np.unique(nbytes)}
        if any(v is not None for v in plugin.values()):
            own = _pick_many_nccl(collective, nbytes, cluster, placement, algorithms, protocols)
            return [plugin[float(k)] or pair for k, pair in zip(nbytes, own)]
    return _pick_many_nccl(collective, nbytes, cluster, placement, algorithms, protocols)


def _pick_many_nccl(collective: str, nbytes, cluster: Cluster, placement: Placement,  # noqa: ANN001 - array
                    algorithms: tuple[str, ...], protocols: tuple[str, ...]) -> list[tuple[str, str]]:
    """NCCL's own model's pick at each size (:func:`pick_many` without a tuner plugin)."""
    import numpy as np

    shifted = np.floor(nbytes).astype(np.int64) >> 6
    log_size = np.where(shifted > 0, np.frexp(shifted.astype(float))[1] - 1, -1)
    pairs = sorted(((a, p) for a in algorithms for p in protocols), key=_order)  # ties go to NCCL's order
    times = np.full((len(pairs), len(nbytes)), np.inf)
    for row, (algorithm, protocol) in enumerate(pairs):
        terms = _terms(collective, algorithm, protocol, cluster, placement)
        if terms is None:
            continue
        a, gr, bw, lat = terms
        bw_v = np.full(len(nbytes), bw)
        if _tree_corrected(a, collective):
            corrected = (log_size >= 0) & (log_size < TREE_CORRECTED_SIZES)
            bw_v[corrected] *= np.asarray(nc.TREE_CORRECTION[protocol])[log_size[corrected]]
        lat_v = np.full(len(nbytes), lat)
        if _ring_plateau(a, collective, protocol, placement):
            lat_v[nbytes / (gr.channels * placement.workers) >= 64] *= nc.RING_PLATEAU.get(cluster.generation, 1.4)
        times[row] = lat_v + nbytes / (1000 * bw_v)
    if len(nbytes) and not np.all(np.isfinite(times.min(axis=0))):
        raise RingcalcError(f"no NCCL algorithm runs {collective} on this cluster", option="algorithm")
    return [pairs[i] for i in np.argmin(times, axis=0)] if len(pairs) else []


def pick(collective: str, nbytes: float, cluster: Cluster, placement: Placement,
         algorithms: tuple[str, ...] = NCCL_ALGORITHMS, protocols: tuple[str, ...] = nc.PROTOCOLS) -> Choice:
    """The (algorithm, protocol) NCCL's model picks for ``nbytes``: the fastest enabled pair.

    ``algorithms`` / ``protocols`` narrow the choice as NCCL_ALGO / NCCL_PROTO do.
    Ties go to the earlier pair in NCCL's order (Tree before Ring; LL before Simple).
    """
    if collective == "all-to-all":
        return _p2p_choice(nbytes, cluster, placement, algorithms, protocols)
    table = {(a, p): nccl_time_us(collective, a, p, nbytes, cluster, placement) for a in algorithms for p in protocols}
    best = min(table, key=lambda k: (table[k], _order(k)))
    if not math.isfinite(table[best]):
        raise _nothing_runs(collective, nbytes, cluster, placement, algorithms, protocols)
    plugin = plugin_pick(collective, nbytes, cluster, placement, algorithms, protocols)
    if plugin is not None:
        return Choice(plugin[0], plugin[1], table[plugin], table, by=TUNER_NAME)
    return Choice(best[0], best[1], table[best], table)


def _nothing_runs(collective: str, nbytes: float, cluster: Cluster, placement: Placement,
                  algorithms: tuple[str, ...], protocols: tuple[str, ...]) -> RingcalcError:
    """Why no allowed pair runs, naming the narrowing that did it: the protocols where every protocol would let one
    of the algorithms run (--protocol LL128 over PCIe blamed --algorithm), else the algorithms."""
    def reasons(pairs: list[tuple[str, str]]) -> str:
        said = {why_not(a, collective, cluster, placement, p) for a, p in pairs}
        return "; ".join(sorted(r for r in said if r)) or "no pair is enabled here"

    runnable = [a for a in algorithms if any(math.isfinite(nccl_time_us(collective, a, p, nbytes, cluster, placement))
                                             for p in nc.PROTOCOLS)]  # with some protocol
    if tuple(protocols) != tuple(nc.PROTOCOLS) and runnable:
        return RingcalcError(f"NCCL runs no {collective} here with {', '.join(protocols)}: "
                             f"{reasons([(a, p) for a in runnable for p in protocols])}", option="protocol")
    return RingcalcError(f"no NCCL algorithm runs {collective} on this cluster: "
                         f"{reasons([(a, p) for a in algorithms for p in protocols])}", option="algorithm")


def p2p_protocol(nbytes: float, placement: Placement, protocols: tuple[str, ...] = nc.PROTOCOLS) -> str | None:
    """The protocol of NCCL's point-to-point sends of an all-to-all of ``nbytes`` (each peer gets nbytes / N):
    LL up to :data:`~ringcalc.cluster.nccl_constants.P2P_LL_THRESHOLD` per peer when LL is enabled, else Simple
    (``enqueue.cc``: p2p is not tuned by ``tuning.cc`` and never runs LL128). Simple connects whatever NCCL_PROTO
    says, so LL alone still sends a larger peer's bytes with Simple. None: only LL128 was allowed."""
    if "LL" in protocols and nbytes / max(placement.workers, 1) <= nc.P2P_LL_THRESHOLD:
        return "LL"
    return "Simple" if ("Simple" in protocols or "LL" in protocols) else None


def _p2p_choice(nbytes: float, cluster: Cluster, placement: Placement, algorithms: tuple[str, ...],
                protocols: tuple[str, ...]) -> Choice:
    """:func:`pick` for an all-to-all: NCCL's p2p rule, costed as ringcalc's "ring" entry of all-to-all."""
    protocol = p2p_protocol(nbytes, placement, protocols)
    if "ring" not in algorithms or protocol is None:
        narrowed = "algorithm" if "ring" not in algorithms else "protocol"
        raise RingcalcError("NCCL runs all-to-all as point-to-point sends with LL or Simple (enqueue.cc), which "
                            f"--{narrowed} leaves out", option=narrowed)
    time_us = nccl_time_us("all-to-all", "ring", protocol, nbytes, cluster, placement)
    return Choice("ring", protocol, time_us, {("ring", protocol): time_us}, by="nccl p2p")


def _order(pair: tuple[str, str]) -> tuple[int, int]:
    order = ("double-binary-tree", "ring", "collnet-direct", "collnet-chain", "nvls", "nvls-tree", "pat")
    return order.index(pair[0]) if pair[0] in order else 99, nc.PROTOCOLS.index(pair[1])
