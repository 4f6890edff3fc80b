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
}
