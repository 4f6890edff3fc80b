"""NCCL's tuning constants, as its own model has them.

Copied (numbers only) from NVIDIA/nccl ``src/graph/tuning.cc``, ``src/graph/topo.h``
and ``src/graph/search.cc`` at commit 5067397c2676d5aed50042fc39e5c8ee96eb0027
(2026-06-11, NCCL 2.29 line); Apache-2.0. Latencies in microseconds, bandwidths in
GB/s (1e9 B/s), as NCCL writes them; :mod:`ringcalc.cluster.protocols` converts
them to SI at the edge of the model.

Index order follows NCCL: algorithms Tree, Ring, CollNetDirect, CollNetChain,
NVLS, NVLSTree, PAT; protocols LL, LL128, Simple; hardware NVLINK, PCI, NET;
GPU generations Volta, Ampere, Hopper, Blackwell.
"""

from __future__ import annotations

COMMIT = "5067397c2676d5aed50042fc39e5c8ee96eb0027"
SOURCE = f"NVIDIA/nccl src/graph/tuning.cc @ {COMMIT[:8]}"

ALGORITHMS = ("tree", "ring", "collnet-direct", "collnet-chain", "nvls", "nvls-tree", "pat")
PROTOCOLS = ("LL", "LL128", "Simple")
GENERATIONS = ("volta", "ampere", "hopper", "blackwell")

BASE_LATENCY_US = {  # baseLatencies[algorithm][protocol]
    "tree": (6.8, 14.0, 8.4), "ring": (6.6, 14.0, 8.4),
    "collnet-direct": (0.0, 0.0, 0.0), "collnet-chain": (0.0, 0.0, 0.0),
    "nvls": (0.0, 0.0, 0.0), "nvls-tree": (0.0, 0.0, 0.0), "pat": (8.0, 8.0, 8.0),
}

HW_LATENCY_US = {  # hwLatencies[hardware][algorithm][protocol]
    "nvlink": {
        "tree": (0.6, 1.25, 4.0), "ring": (0.6, 1.9, 3.4), "collnet-direct": (0.0, 0.0, 3.7),
        "collnet-chain": (0.0, 0.0, 2.8), "nvls": (0.0, 0.0, 25.0), "nvls-tree": (0.0, 0.0, 25.0),
        "pat": (0.0, 0.0, 4.0),
    },
    "pci": {
        "tree": (1.0, 1.9, 4.0), "ring": (1.0, 2.5, 5.7), "collnet-direct": (0.0, 0.0, 3.7),
        "collnet-chain": (0.0, 0.0, 2.8), "nvls": (0.0, 0.0, 0.0), "nvls-tree": (0.0, 0.0, 0.0),
        "pat": (0.0, 0.0, 4.0),
    },
    "net": {
        "tree": (5.0, 8.5, 14.0), "ring": (2.7, 4.0, 14.0), "collnet-direct": (0.0, 0.0, 31.0),
        "collnet-chain": (0.0, 0.0, 30.0), "nvls": (0.0, 0.0, 18.0), "nvls-tree": (0.0, 0.0, 20.9),
        "pat": (0.0, 0.0, 14.0),
    },
}

LL_MAX_BW = {  # llMaxBws: one node by GPU generation; several nodes by CPU vendor; columns 1 node, 2 nodes, > 2 nodes
    "volta": (39.0, 39.0, 20.4), "ampere": (87.7, 22.5, 19.0), "hopper": (141.0, 45.0, 35.0),
    "blackwell": (282.0, 90.0, 70.0),
    "intel": (39.0, 39.0, 20.4), "amd": (87.7, 22.5, 19.0),
}
PER_CHANNEL_MAX_RING_LL128_BW = {"volta": (20.0,) * 3, "ampere": (20.0,) * 3, "hopper": (36.7,) * 3,
                                 "blackwell": (40.0,) * 3}
PER_CHANNEL_MAX_TREE_LL128_BW = {"volta": (20.0,) * 3, "ampere": (20.0,) * 3, "hopper": (36.7, 36.7, 29.0),
                                 "blackwell": (55.6, 31.67, 20.0)}
PER_CHANNEL_MAX_TREE_BW = {"volta": (26.5, 18.5, 10.0), "ampere": (24.0, 23.6, 17.8), "hopper": (38.7, 41.4, 36.0),
                           "blackwell": (70.0, 42.8, 24.0)}
PER_CHANNEL_MAX_NVLS_TREE_BW = {"volta": (26.5, 18.5, 10.0), "ampere": (24.0, 23.6, 17.8),
                                "hopper": (0.0, 57.7, 45.5), "blackwell": (0.0, 96.0, 80.0)}
NVLS_EFFICIENCY = {"volta": 0.0, "ampere": 0.0, "hopper": 0.85, "blackwell": 0.74}

TREE_CORRECTION = {  # treeCorrectionFactor[protocol][log2(bytes / 64)], 64 B .. 256 MiB
    "LL": (1.0, 1.0, 1.0, 1.0, .9, .8, .7, .7, .7, .7, .6, .5, .4, .4, .5, .6, .7, .8, .9, 1.0, 1.0, 1.0, 1.0, 1.0),
    "LL128": (1.0, 1.0, 1.0, 1.0, 1.0, .9, .8, .8, .8, .7, .6, .6, .6, .6, .6, .6, .8, .9, .9, .9, .9, 1.0, 1.0, 1.0),
    "Simple": (.9, .9, .9, .9, .9, .9, .9, .8, .7, .6, .6, .5, .5, .5, .5, .6, .7, .8, .7, .7, .8, .9, .9, .9),
}

RING_LL_FACTOR = 0.5            # busBw * .5 (LL: 8-byte stores carry 4 bytes of data and a 4-byte flag)
RING_LL128_FACTOR = 0.92        # 120/128: 8 bytes of flag per 128-byte line
TREE_FACTOR = 0.92              # tree all-reduce busBw * .92
TREE_LL_FACTOR = 1.0 / 3.8
TREE_LL128_FACTOR_ONE_NODE = 7.0 / 9.0
TREE_LL128_FACTOR = 120.0 / 128.0
TREE_PATTERN_FACTOR = 0.85      # a simple tree (not balanced) pattern
PAT_FACTOR = 0.75
COLLNET_DIRECT_HOPPER_FACTOR = 0.85
RING_PLATEAU = {"volta": 1.9, "ampere": 1.4, "hopper": 1.4, "blackwell": 1.4}  # lat *= 1.9 below SM80, else 1.4
NET_OVERHEAD_US = {"intel": 1.0, "amd": 2.0, "arm": 1.0}  # getNetOverhead, x3 for Simple
SIMPLE_NET_OVERHEAD_FACTOR = 3.0

# topo.h: per-NVLink bandwidth by generation (GB/s), PCIe Gen3 x16, and search.cc's per-channel speed arrays
NVLINK_BW = {"volta": 20.0, "ampere": 20.0, "hopper": 20.6, "blackwell": 40.1}
PCI_BW = 12.0
SPEEDS_INTRA = {"volta": (40.0, 30.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0),
                "hopper": (60.0, 50.0, 40.0, 30.0, 24.0, 20.0, 15.0, 12.0, 11.0, 6.0, 3.0),
                "blackwell": (90.0, 80.0, 70.0, 60.0, 50.0, 45.0, 40.0, 30.0, 24.0, 20.0, 19.0, 18.0)}
SPEEDS_INTER = {"volta": (48.0, 30.0, 28.0, 24.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.4,
                          1.2, 0.24, 0.12),
                "hopper": (48.0, 45.0, 42.0, 40.0, 30.0, 24.0, 22.0, 20.0, 17.5, 15.0, 12.0, 6.0, 3.0, 2.4, 1.2,
                           0.24, 0.12),
                "blackwell": (96.0, 86.0, 80.0, 48.0, 45.1, 42.0, 40.0, 30.0, 24.0, 22.0, 20.0, 17.5, 15.0, 12.0,
                              6.0, 3.0, 2.4, 1.2, 0.24, 0.12)}
MAX_CHANNELS = 32  # MAXCHANNELS / 2 searched, duplicated up to MAXCHANNELS by ncclTopoDupChannels (search.cc)


def speeds(table: dict[str, tuple[float, ...]], generation: str) -> tuple[float, ...]:
    """The speed array NCCL's search uses for a GPU generation (SM90 and SM100 have their own; older share one)."""
    return table.get(generation, table["volta"])


def column(n_nodes: int) -> int:
    """NCCL's index2: 0 for one node, 1 for two, 2 for more."""
    return 0 if n_nodes <= 1 else 1 if n_nodes == 2 else 2

P2P_LL_THRESHOLD = 16384
"""Bytes per peer and channel up to which NCCL's point-to-point sends (all-to-all) use LL, Simple above
(``NCCL_P2P_LL_THRESHOLD``, ``enqueue.cc``'s ``protoLL``); p2p never runs LL128. Below ``p2pChunkSize / 2`` per peer
(64 KiB and more) a peer's bytes go on one channel, so the rule is LL up to 16 KiB per peer."""
