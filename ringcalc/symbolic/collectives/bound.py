"""Lower bounds on the time of every collective, and nccl-tests' bus-bandwidth factors.

Flat network (every worker has one full-duplex link of per-direction
bandwidth B, message latency alpha, reduction cost gamma per byte):

* **bandwidth**: every worker must send (and receive) at least
  ``f(N) K`` bytes, where ``f`` is nccl-tests' bus-bandwidth factor of the
  collective (doc/PERFORMANCE.md): all-reduce ``2(N-1)/N`` (each worker must
  get the other N-1 workers' contributions to its share and send its own
  out; Patarasuk and Yuan 2009, JPDC 69(2), Lemma 1), reduce-scatter,
  all-gather and all-to-all ``(N-1)/N`` (K is the full buffer, each worker
  holds or needs K/N of it per peer), broadcast and reduce ``1`` (the root
  must send, resp. receive, the whole K).
* **latency**: at least ``ceil(log2 N)`` sequential steps, because the number
  of workers whose data can have reached a given worker at most doubles per
  step (Thakur, Rabenseifner and Gropp 2005, IJHPCA 19(1), sec. 2;
  Sanders, Speck and Träff 2009, Parallel Computing 35(12)).
* **reduction**: ``(N-1) K`` bytes must be combined in total (all-reduce,
  reduce-scatter, reduce), at best spread evenly: ``(N-1)/N K gamma``.

``T_min = ceil(log2 N) alpha + f(N) K / B + r (N-1)/N K gamma`` with
``r = 1`` for reducing collectives. The three terms are bounded separately,
so no algorithm can take less than their sum only if steps, transfers and
reductions cannot overlap, the alpha-beta-gamma assumption all models here
share; results report ``fraction_of_bound = T_min / T``.

Two-level network (hierarchical models: N/G nodes of G workers, R NICs of
bandwidth B per node): the bound counts what must cross the NICs: each node
must send at least ``2(n-1)/n K`` bytes through its R NICs (the all-reduce
bound over n = N/G nodes), in at least ``ceil(log2 n)`` inter-node steps, and
the total reduction is the flat one. On a single node (N = G) the flat bound
on the intra-node link applies instead.
"""

from __future__ import annotations

import sympy as sp

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.intlog import ceil_log2, least, several, slowest_hop
from ringcalc.symbolic.symbols import (
    B, B_intra, G, K, N, R, alpha, alpha_intra, eta_nvls, eta_up, gamma, n_leaf, o_sub, s_nvls, s_sharp, x_exit,
)
from ringcalc.planning.topology import HIERARCHICAL_ALGORITHMS

BUSBW_FACTOR: dict[str, sp.Expr] = {
    "all-reduce": 2 * (N - 1) / N,
    "reduce-scatter": (N - 1) / N,
    "all-gather": (N - 1) / N,
    "broadcast": sp.Integer(1),
    "reduce": sp.Integer(1),
    "all-to-all": (N - 1) / N,
}
"""nccl-tests busbw = algbw * factor (doc/PERFORMANCE.md, one per collective)."""

REDUCING = frozenset({"all-reduce", "reduce-scatter", "reduce"})

HIERARCHICAL = HIERARCHICAL_ALGORITHMS
"""Algorithms modelled on the two-level network (their bound is the two-level one)."""


def flat_bound(collective: str) -> sp.Expr:
    """The flat-network lower bound on the time of ``collective``, s."""
    f = BUSBW_FACTOR[collective]
    reduction = (N - 1) / N * K * gamma if collective in REDUCING else sp.Integer(0)
    # f = 1 for broadcast and reduce, but nothing moves with one worker
    bandwidth = f * K / B if collective not in ("broadcast", "reduce") else several(N) * K / B
    return ceil_log2(N) * alpha + bandwidth + reduction


def two_level_bound() -> sp.Expr:
    """Lower bound of an all-reduce over N/G nodes with R NICs of bandwidth B each, s.

    On one node (N = G) nothing crosses a NIC: the bound is then the flat one
    on the intra-node link, ``ceil(log2 G) alpha_intra + 2(G-1)/G K/B_intra``.
    """
    nodes = N / G
    multi = several(nodes)
    inter = ceil_log2(nodes) * alpha + 2 * (nodes - 1) / nodes * K / (R * B)
    intra = ceil_log2(G) * alpha_intra + 2 * (G - 1) / G * K / B_intra
    return inter + (1 - multi) * intra + (N - 1) / N * K * gamma


def cluster_bound(collective: str) -> sp.Expr:
    """Lower bound of ``collective`` on a cluster (:mod:`ringcalc.symbolic.cluster`), s.

    Any algorithm, in-network reduction (NVLS, SHARP) included, must move
    through each node's NICs at least what the node needs from or owes to the
    other nodes, and through a GPU's scale-up link at least its own share, at
    the achieved rates; and needs ceil(log2 n) steps between n nodes when
    only endpoints combine data (the number of nodes whose data can have
    reached a node at most doubles per step), one of them between leaves once
    the job spans leaves (not ceil(log2 leaves): steps inside the leaves can
    combine what crossed in parallel). With SHARP (``s_sharp = 1``) the
    network switches reduce and multicast: one step through the switch reaches
    every node (CollNet, NVLS across nodes: one network step in NCCL's own
    latency model, ``tuning.cc``), so the bound charges one network step:

    * all-reduce: 2(n-1) K through all the nodes' NICs together (Patarasuk and
      Yuan's bound is on the total, 2(n-1)/n K per node on average), and K through
      each node's own (every element of its buffer must leave it, and its result
      arrive, once), and K through each leaf's uplinks to the tier, ``n_leaf C``
      NICs over ``o_sub`` (a leaf's reduction must leave it and the result arrive:
      a tree between leaves sends no more);
      K with SHARP in the switches (each node sends its buffer once
      and receives the result once); 2(g-1)/g K on the scale-up link, (g-1)/g K
      with NVLS (the NVSwitch reduces), and none across nodes where every GPU
      leaves through its own NIC (``x_exit``: it may send it all there). Until
      2026-11-29 the bound charged the
      node with the fewest NICs 2(n-1)/n K, which a tree's leaf does not send: a
      partial last node of NCCL's tree, once costed with its own tree edges,
      beat it;
    * reduce-scatter, all-gather: (N-g)/N K through the NICs, (g-1)/N K on the scale-up link, and the other
      leaves' share (N - n_leaf g)/N K through a leaf's uplinks;
    * all-to-all: g (N-g)/N K through the NICs, (g-1)/N K on the scale-up link, n_leaf g (N - n_leaf g)/N K
      through a leaf's uplinks;
    * broadcast, reduce: K through a NIC, K on a scale-up link (the root's; none across nodes with ``x_exit``), K
      through a leaf's uplinks.

    The NICs at their achieved rate and the tier as its own link: until 2026-11-29 the NICs' terms were slowed by
    the ring's tier factor, which NCCL's tree (costed with its own bytes between leaves) and the ring on a partial
    node (whose few NICs are not the leaf's uplinks) beat.

    The scale-up link's rate is the faster of ``eta_up B_intra`` and, with NVLS, ``eta_nvls B_intra``, so that no
    algorithm's achieved rate beats the bound's.
    """
    from ringcalc.symbolic import cluster as c

    g, n = c.ranks_per_node, c.nodes
    own_nic = 1 - x_exit * c.multi_node  # across nodes a GPU with its own NIC may send it all there (x_exit)
    net, up = {
        "all-reduce": ((1 - s_sharp) * 2 * (n - 1) / n * K + s_sharp * K, own_nic * (2 - s_nvls) * (g - 1) / g * K),
        "reduce-scatter": ((N - g) / N * K, (g - 1) / N * K),
        "all-gather": ((N - g) / N * K, (g - 1) / N * K),
        "all-to-all": (g * (N - g) / N * K, (g - 1) / N * K),
        "broadcast": (K, own_nic * K),
        "reduce": (K, own_nic * K),
    }[collective]
    # the scale-up link at the faster of a ring's achieved rate and, where the NVSwitch reduces, NVLS's
    up_rate = B_intra * slowest_hop(eta_up, s_nvls * eta_nvls)
    # every NIC of the node with the fewest ranks, at a ring's achieved rate (not the channels' whole-NIC share)
    net_time = net / (c.nics_used * c.nic_rate)
    if collective == "all-reduce":  # the job's NICs together carry the total; each node's own carry K
        job_nics = (n - 1) * c.channels + c.nics_used
        net_time = slowest_hop((1 - s_sharp) * 2 * (n - 1) * K / job_nics, K / c.nics_used) / c.nic_rate
    # through a full leaf's uplinks (n_leaf C NICs / o_sub), what must leave or enter it: a reduction's K and its
    # result, the other leaves' share of a gather or scatter, its ranks' all-to-all bytes to the ranks outside
    leaf_ranks = least(n_leaf * g, N)
    tier = {"all-reduce": K, "reduce-scatter": (N - leaf_ranks) / N * K, "all-gather": (N - leaf_ranks) / N * K,
            "all-to-all": leaf_ranks * (N - leaf_ranks) / N * K, "broadcast": K, "reduce": K}[collective]
    net_time = slowest_hop(net_time, c.crosses_tier * tier * o_sub / (n_leaf * c.channels * c.nic_rate))
    bandwidth = slowest_hop(c.multi_node * net_time, c.multi_gpu * up / up_rate)
    steps = (1 - s_sharp) * ceil_log2(n) + s_sharp * c.multi_node
    return c.across_nodes(steps, 1) + bandwidth  # one crossing of the tier at least, once the job spans leaves


def lower_bound(model: CollectiveModel, on_cluster: bool = False) -> sp.Expr:
    """The lower bound that ``model`` is measured against (flat, two-level, or the cluster's)."""
    if on_cluster:
        return cluster_bound(model.collective)
    if model.algorithm in HIERARCHICAL:
        return two_level_bound()
    return flat_bound(model.collective)
