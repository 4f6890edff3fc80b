"""The sympy symbols of ringcalc's cost models, with their assumptions and units.

Every model is an expression in these symbols, in SI base units. The
``MEANING`` table is what ``ringcalc explain`` prints.
"""

from __future__ import annotations

import sympy as sp

N = sp.Symbol("N", positive=True, integer=True)
"""Number of workers (ranks, GPUs) taking part in the collective."""
K = sp.Symbol("K", positive=True)
"""Bytes per worker: the gradient (or buffer) size each worker contributes, B."""
B = sp.Symbol("B", positive=True)
"""Per-direction link bandwidth of one worker, bytes/s."""
alpha = sp.Symbol("alpha", nonnegative=True)
"""Per-message (per-step) latency, s."""
gamma = sp.Symbol("gamma", nonnegative=True)
"""Reduction cost per byte, s/byte."""
T_s = sp.Symbol("T_s", positive=True)
"""Compute time of one training step on one worker, s."""
T_t = sp.Symbol("T_t", nonnegative=True)
"""Communication time of one step (the collective's time), s."""
P = sp.Symbol("P", positive=True)
"""Parallel efficiency, a fraction in (0, 1)."""
G = sp.Symbol("G", positive=True, integer=True)
"""GPUs (workers) per node of a two-level (hierarchical) network; N/G nodes."""
B_intra = sp.Symbol("B_intra", positive=True)
"""Per-direction intra-node link bandwidth of one worker (NVLink, PCIe), bytes/s."""
alpha_intra = sp.Symbol("alpha_intra", nonnegative=True)
"""Per-message latency of the intra-node link, s."""
R = sp.Symbol("R_nic", positive=True, integer=True)
"""NICs (rails) per node, each of bandwidth B, shared by the node's G workers (R <= G)."""

# ---- the cluster (ringcalc/symbolic/cluster.py): achieved fractions, protocol and NCCL latency terms, tiers
eta_net = sp.Symbol("eta_net", positive=True)
"""Achieved fraction of a NIC's line rate B across nodes (IB/RoCE about 0.92-0.96), 1."""
eta_up = sp.Symbol("eta_up", positive=True)
"""Achieved fraction of the scale-up link B_intra by a ring (NVLink about 0.8), 1."""
eta_nvls = sp.Symbol("eta_nvls", positive=True)
"""NVLink SHARP all-reduce: achieved algorithm bandwidth as a fraction of B_intra, 1."""
f_proto = sp.Symbol("f_proto", positive=True)
"""Bandwidth factor of the NCCL protocol for the algorithm (Simple 1, LL128 120/128, LL 1/2), 1."""
L_base = sp.Symbol("L_base", nonnegative=True)
"""Fixed latency of one collective call (NCCL's baseLat; launch), s."""
alpha_ovh = sp.Symbol("alpha_ovh", nonnegative=True)
"""NCCL's network post overhead: the floor of an intra-node step when the ring spans nodes, s."""
plat = sp.Symbol("plat", positive=True)
"""NCCL's ring plateau factor on the latency of a multi-node Simple all-reduce (1.4 from SM80), 1."""
alpha_hop = sp.Symbol("alpha_hop", nonnegative=True)
"""Latency of one more switch hop, s (a step between leaves crosses two more: leaf-spine-leaf)."""
n_leaf = sp.Symbol("n_leaf", positive=True)
"""Nodes under one leaf (rail) switch group; more nodes cross the tier above it."""
o_sub = sp.Symbol("o_sub", positive=True)
"""Oversubscription ratio of the tier above the leaf (1 = full bisection), 1."""

s_nvls = sp.Symbol("s_nvls", nonnegative=True)
"""1 when the scale-up switch reduces (NVLink SHARP), else 0: it lowers the bound on the scale-up link."""
s_sharp = sp.Symbol("s_sharp", nonnegative=True)
"""1 when the network switches reduce (SHARP / CollNet), else 0: it lowers the bound on the NICs."""
x_exit = sp.Symbol("x_exit", nonnegative=True)
"""1 when a ring leaves a node through its last GPU's own NIC (no PXN: xGMI nodes), else 0
(:attr:`ringcalc.cluster.spec.Cluster.ring_exits_own_nic`)."""

MEANING: dict[sp.Symbol, str] = {
    N: "workers (ranks) in the collective",
    K: "bytes per worker (gradient size), B",
    B: "per-direction link bandwidth per worker, B/s",
    alpha: "latency per message / ring step, s",
    gamma: "reduction cost per byte, s/B",
    T_s: "compute time of one step on one worker, s",
    T_t: "communication time of one step, s",
    P: "parallel efficiency Ts/(Ts+Tt)",
    G: "workers (GPUs) per node, hierarchical models",
    B_intra: "per-direction intra-node bandwidth per worker, B/s",
    alpha_intra: "latency per intra-node message, s",
    R: "NICs (rails) per node, each of bandwidth B",
    eta_net: "achieved fraction of the NIC line rate across nodes",
    eta_up: "achieved fraction of the scale-up link by a ring",
    eta_nvls: "NVLS all-reduce algorithm bandwidth / scale-up link",
    f_proto: "bandwidth factor of the NCCL protocol (Simple 1, LL128 0.92, LL 0.5)",
    L_base: "fixed latency of one collective call, s",
    alpha_ovh: "network post overhead: floor of an intra-node step when the ring spans nodes, s",
    plat: "ring plateau factor on a multi-node Simple all-reduce's latency",
    alpha_hop: "latency of one more switch hop, s",
    n_leaf: "nodes under one leaf (rail) switch group",
    o_sub: "oversubscription ratio of the tier above the leaf",
    s_nvls: "1 when the NVSwitch reduces (NVLS), else 0",
    s_sharp: "1 when the network switches reduce (SHARP), else 0",
    x_exit: "1 when a ring leaves a node through its last GPU's own NIC (no PXN), else 0",
}
