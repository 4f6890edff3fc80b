"""A point-to-point send on the cluster: a pipeline stage's activations to the next stage (NCCL's p2p).

Inside a node the send runs on the scale-up link between the two GPUs; across nodes on the sending GPU's rail
NICs, ``max(1, R/G)`` of them, at their achieved rate. Above the leaves, where the job spans more nodes than a leaf
holds (``M_nodes > n_leaf``), the pair that straddles a leaf's edge crosses two more switches (``2 alpha_hop``),
and of a leaf's nodes the share ``min(1, d_nodes / n_leaf)`` sends to a peer outside it at once (every stage
boundary of a pipeline sends together), through uplinks of ``1/o_sub`` of the leaf's NICs: slowed by ``o_sub`` times
that share where it is above 1. ``alpha_p2p`` is one send's latency (NCCL's Simple protocol's network latency, or
the transport's; ``ringcalc/cluster/groups.py`` gives it with the interval's end factors).

These expressions are the model; :mod:`ringcalc.numeric._generated_workload` prints them as plain Python
(``python -m ringcalc.symbolic.codegen``) and ``ringcalc/cluster/groups.py`` evaluates them. Before 2026-11-29 the
send was hand-written numeric code beside the sympy models.
"""

from __future__ import annotations

import sympy as sp

from ringcalc.symbolic.symbols import B, B_intra, G, K, R, alpha_hop, eta_net, eta_up, n_leaf, o_sub

alpha_p2p = sp.Symbol("alpha_p2p", nonnegative=True)
"""Latency of one send, s."""
d_nodes = sp.Symbol("d_nodes", nonnegative=True)
"""Nodes between the two ranks of a send (their rank stride over G)."""
M_nodes = sp.Symbol("M_nodes", positive=True)
"""Nodes of the job."""

rails = sp.Max(1, R / G)
"""The sending GPU's NICs (rails): R/G of them, at least one."""

crosses = sp.Piecewise((1, M_nodes > n_leaf), (0, True))
"""1 when the job spans more nodes than one leaf holds, else 0."""

slowdown = 1 + crosses * (sp.Max(1, o_sub * sp.Min(1, d_nodes / n_leaf)) - 1)
"""The tier's factor on the send's bytes: o_sub times the share of a leaf's nodes sending out of it, at least 1."""

time_nics = alpha_p2p + 2 * alpha_hop * crosses + K * slowdown / (rails * eta_net * B)
"""A send across nodes, s."""

time_scale_up = alpha_p2p + K / (eta_up * B_intra)
"""A send inside a node, s (B_intra: one peer's share of the scale-up link, ``Cluster.scale_up_rate(2)``)."""

EXPRESSIONS = {
    "p2p_time_nics": (time_nics, "a point-to-point send across nodes on the sender's rail NICs, s"),
    "p2p_time_scale_up": (time_scale_up, "a point-to-point send inside a node on the scale-up link, s"),
}
