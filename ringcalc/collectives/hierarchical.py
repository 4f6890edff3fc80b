"""Two-level (hierarchical) ring all-reduce for multi-GPU nodes.

N workers on ``n = N/G`` nodes of G workers each (``--gpus-per-node``);
inside a node the workers share a fast link (NVLink/PCIe: per-direction
bandwidth ``B_intra`` per worker, latency ``alpha_intra``); each node has R
NICs (``--nics-per-node``, rails) of per-direction bandwidth B and latency
alpha. Three phases (NCCL's tree/ring over NVLink + rails; Horovod's
hierarchical all-reduce; Jia et al. 2018, "Highly scalable deep learning
training system with mixed-precision", arXiv:1807.11205):

1. ring reduce-scatter inside each node on the K-byte buffer (G chunks of
   K/G): ``(G-1) alpha_intra + (G-1)/G K/B_intra + (G-1)/G K gamma``;
2. for each rail (local index l), a ring all-reduce across the n nodes on
   chunk l (K/G bytes); the G rails run at once and share the node's R NICs,
   so each gets ``R B / G`` (R <= G):
   ``2(n-1) alpha + 2(n-1)/n (K/G)/(R B/G) + (n-1)/n (K/G) gamma``;
3. ring all-gather inside each node: ``(G-1) alpha_intra + (G-1)/G K/B_intra``.

    T = 2(G-1) alpha_intra + 2(G-1)/G K/B_intra + 2(n-1) alpha
        + 2(n-1)/n K/(R B) + (N-1)/N K gamma

(the two gamma terms add to (N-1)/N K gamma). G = 1 (and R = 1) is the flat
ring. Bytes sent by every worker: ``2(G-1)/G K`` inside the node plus
``2(n-1)/n K/G`` across nodes, equal to
:func:`ringcalc.executor.algorithms.hierarchical_ring_allreduce` when K (in
elements) is a multiple of N.

**flat-ring**: the plain ring over all N workers laid out node by node, so
each node's ring has G-1 intra-node hops and one hop out through the NICs.
All hops of a ring step run at once, so every step lasts as long as the
slowest hop. NCCL splits the data over R rings, one per NIC: per step a
worker sends K/N over its intra-node link (time K/(N B_intra)) and each NIC
carries K/(N R) (time K/(N R B)). The model takes the inter-node hop as the
slowest, which holds when ``B_intra >= R B`` and ``alpha_intra <= alpha``
(NVLink against NICs; :func:`ringcalc.topology.flat_ring_paced_by_nics`
checks it and the compare output says so when it fails):

    T = 2(N-1) (alpha + K/(N R B)) + (N-1)/N K gamma

With G = R = 1 it is the ring. It sends what the ring sends (2(N-1)/N K per
worker). A max() over the two hops would be exact, but sympy cannot take
the limits and inverses of the training model through it in reasonable time.
"""

from __future__ import annotations

from ringcalc.collectives.base import CollectiveModel
from ringcalc.collectives.bound import BUSBW_FACTOR
from ringcalc.symbols import B, B_intra, G, K, N, R, alpha, alpha_intra, gamma

nodes = N / G
intra_bytes = 2 * (G - 1) / G * K
inter_bytes = 2 * (nodes - 1) / nodes * K / G

ALLREDUCE = CollectiveModel(
    algorithm="hierarchical-ring",
    collective="all-reduce",
    time=(
        2 * (G - 1) * alpha_intra
        + 2 * (G - 1) / G * K / B_intra
        + 2 * (nodes - 1) * alpha
        + 2 * (nodes - 1) / nodes * K / (R * B)
        + (G - 1) / G * K * gamma
        + (nodes - 1) / nodes * K / G * gamma
    ),
    bytes_sent_per_worker=intra_bytes + inter_bytes,
    total_bytes=N * (intra_bytes + inter_bytes),
    latency_steps=2 * (G - 1) + 2 * (nodes - 1),
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source="NCCL (rings over NVLink + rails); Jia et al. 2018 (arXiv:1807.11205); Horovod hierarchical all-reduce",
    extra_symbols=(G, B_intra, alpha_intra, R),
)

FLAT_RING_ALLREDUCE = CollectiveModel(
    algorithm="flat-ring",
    collective="all-reduce",
    time=2 * (N - 1) * (alpha + K / (N * R * B)) + (N - 1) / N * K * gamma,
    bytes_sent_per_worker=2 * (N - 1) / N * K,
    total_bytes=2 * (N - 1) * K,
    latency_steps=2 * (N - 1),
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source="Patarasuk & Yuan 2009 (ring); NCCL rings across nodes (one ring per NIC); slowest-link pacing",
    extra_symbols=(G, B_intra, alpha_intra, R),
)

MODELS = (ALLREDUCE, FLAT_RING_ALLREDUCE)
