"""Two-level (hierarchical) ring all-reduce for multi-GPU nodes.

N workers on ``n = N/G`` nodes of G workers each (``--gpus-per-node``);
inside a node the workers share a fast link (NVLink/PCIe: per-direction
bandwidth ``B_intra`` per worker, latency ``alpha_intra``); each node has R
NICs (``--nics-per-node``, rails) of per-direction bandwidth B and latency
alpha. Three phases: Horovod's hierarchical all-reduce
(``HOROVOD_HIERARCHICAL_ALLREDUCE``; ``NCCLHierarchicalAllreduce::Execute`` in
``horovod/common/ops/nccl_operations.cc``, horovod/horovod commit
0246ec05cb11c537fc24a9a4fb090b137bc0a997: an NCCL reduce-scatter inside the
node, an MPI all-reduce across nodes among the ranks of one local index, run
for all local indices at once, then an NCCL all-gather inside the node), with
every phase costed as a ring (MPI may choose another all-reduce across
nodes); also Jia et al. 2018, "Highly scalable deep learning training system
with mixed-precision", arXiv:1807.11205. NCCL's own ncclAllReduce is not
this algorithm: it runs one flat ring (or tree) over all N ranks, which is
``flat-ring`` below.

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
:func:`ringcalc.executor.hierarchical.hierarchical_ring_allreduce` when K (in
elements) is a multiple of N.

**flat-ring**: the plain ring over all N workers laid out node by node, so
each node's ring has G-1 intra-node hops and one hop out through a NIC.
All hops of a ring step run at once, so every step lasts as long as the
slowest hop. NCCL splits the data over R rings, one per NIC: per step each
ring moves a chunk of K/(N R); a worker's intra-node link carries the
chunks of all R rings (K/N, per-ring share B_intra/R), a NIC one ring's
chunk (K/(N R), share B). The step time is the slower hop:

    T = 2(N-1) max(s(G) (alpha_intra + K/(N B_intra)), s(n) (alpha + K/(N R B)))
        + (N-1)/N K gamma

with ``s(x) = 1 if x >= 2 else 0``: a single node (N = G) uses intra-node
links only, and one GPU per node (G = 1) only NICs (G = R = 1: the ring).
The bandwidth part is K/(N min(B_intra, R B)) whenever both hops exist. It
sends what the ring sends (2(N-1)/N K per worker). ``max`` is
:class:`ringcalc.symbolic.collectives.intlog.slowest_hop`; the inverses in B, K and
alpha have no closed form and are found numerically (:mod:`ringcalc.numeric.roots`).
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.collectives.intlog import several, slowest_hop
from ringcalc.symbolic.symbols import B, B_intra, G, K, N, R, alpha, alpha_intra, gamma

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
    source="Horovod hierarchical all-reduce (horovod/common/ops/nccl_operations.cc NCCLHierarchicalAllreduce, "
           "horovod/horovod 0246ec05): NCCL reduce-scatter, MPI all-reduce across nodes, NCCL all-gather, each as a "
           "ring; Jia et al. 2018 (arXiv:1807.11205)",
    extra_symbols=(G, B_intra, alpha_intra, R),
)

FLAT_RING_ALLREDUCE = CollectiveModel(
    algorithm="flat-ring",
    collective="all-reduce",
    time=2 * (N - 1) * slowest_hop(
        several(G) * (alpha_intra + K / (N * B_intra)), several(nodes) * (alpha + K / (N * R * B))
    ) + (N - 1) / N * K * gamma,
    bytes_sent_per_worker=2 * (N - 1) / N * K,
    total_bytes=2 * (N - 1) * K,
    latency_steps=2 * (N - 1),
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source="Patarasuk & Yuan 2009 (ring); NCCL rings across nodes (one ring per NIC), each step paced by its slowest hop",
    extra_symbols=(G, B_intra, alpha_intra, R),
)

MODELS = (ALLREDUCE, FLAT_RING_ALLREDUCE)
