"""Tree algorithms: the binomial tree (MPICH) and NCCL's double binary tree.

Binomial tree (MPICH ``MPIR_Reduce_intra_binomial`` + ``MPIR_Bcast_intra_binomial``,
root 0; Thakur, Rabenseifner and Gropp 2005, IJHPCA 19(1), sec. 3-4). With
``L = ceil(log2 N)`` rounds each way and the whole K-byte buffer in every
message:

* reduce:     ``L (alpha + K/B + K gamma)`` (the root combines one child per round)
* broadcast:  ``L (alpha + K/B)``
* all-reduce = reduce + broadcast: ``2 L (alpha + K/B) + L K gamma``

Bytes (equal to :func:`ringcalc.executor.algorithms.binomial_tree_allreduce`):
the busiest sender is the root, which sends K in each of the L broadcast
rounds: ``L K``; every other worker sends at most ``L K`` too; the total is
``(N-1) K`` per tree pass, ``2 (N-1) K`` for the all-reduce.

Double binary tree (NCCL >= 2.4, "Massively scale your deep learning
training with NCCL 2.4", NVIDIA blog 2019; Sanders, Speck and Träff 2009,
Parallel Computing 35(12), "Two-tree algorithms for full bandwidth
broadcast, reduction and scan"). Two complementary binary trees each carry
half of the buffer; every worker is an inner node of at most one tree, so
each link carries the same load and the algorithm runs at full bandwidth.
The textbook time is ``2 ceil(log2 N) alpha + 2 (N-1)/N K/B + (N-1)/N K gamma``;
the model used here (pipelined, alpha-beta-gamma) costs the busiest worker of
the trees NCCL builds instead.

Busiest worker, from NCCL's own trees (``ncclGetBtree`` / ``ncclGetDtree``
in ``src/graph/trees.cc``, NVIDIA/nccl commit
5067397c2676d5aed50042fc39e5c8ee96eb0027: the first tree is a binary tree
rooted at 0 whose leaves are the odd ranks; the second is its mirror for
even N and its shift by one rank for odd N). Each tree carries K/2: a rank
sends K/2 to its parent in the reduce and K/2 to each child in the
broadcast, and combines K/2 from each child. Over both trees the busiest
sender moves

    D(N) K,  D = 0, 1, 3/2, 2 for N = 1, 2, 3, >= 4

(N = 2: each rank is the other's child once; N = 3: both trees are chains,
0-2-1 and 1-0-2, and ranks 0 and 2 send 3 x K/2; from N = 4 on some rank is
an inner node with two children in one tree and a non-root of the other,
2 K), and the busiest combiner reduces

    C(N) K,  C = 0, 1/2, 1 for N = 1, 2, >= 3

(the inner node with two children combines 2 x K/2; not the ring's (N-1)/N K).
``tests/executor/test_traffic_vs_models.py`` checks both against
:func:`ringcalc.executor.schedules.double_binary_tree_allreduce`, which runs
NCCL's trees, for N up to 64. Pipelined, the busiest link paces the
pipeline, so the bandwidth term is that worker's bytes over B and the
reduction term its combined bytes times gamma:

    T = 2 ceil(log2 N) alpha + D(N) K/B + C(N) K gamma

Assumptions (idealised): (1) the depth of each tree is taken as
``ceil(log2 N)`` and the reduce up and the broadcast down each cross it
once: ``2 ceil(log2 N)`` latencies; (2) full-duplex links, the reduce and
broadcast of both trees overlap completely, and the buffer is pipelined in
chunks small enough (NCCL: 64 KiB to 1 MiB per channel) that the pipeline
fill is negligible against K/B but large enough that alpha is paid per tree
level, not per chunk (chunk-size effects ignored). Its bandwidth term is then
about N/(N-1) times the ring's, so it only beats the ring through latency
(small K). The executor runs the trees unpipelined (a reduce, then a
broadcast, level by level), so it proves the bytes, not this time; on a
cluster :mod:`ringcalc.executor.nccl_tree` runs them with NCCL's chains inside nodes.
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.collectives.intlog import ceil_log2, several

from ringcalc.symbolic.symbols import B, K, N, alpha, gamma

L = ceil_log2(N)
NCCL_TREES = "NCCL src/graph/trees.cc (NVIDIA/nccl 5067397c2676d5aed50042fc39e5c8ee96eb0027)"
DBT_BUSIEST = several(N) * (1 + several(N - 1) * (1 + several(N - 2)) / 2) * K
"""Bytes sent by the busiest worker of NCCL's double binary tree, D(N) K: 0, K, 1.5 K, 2 K (N = 1, 2, 3, >= 4), B."""
DBT_COMBINED = several(N) * (1 + several(N - 1)) / 2 * K
"""Bytes the busiest worker of the double binary tree combines, C(N) K: 0, K/2, K (N = 1, 2, >= 3), B."""
MPICH = "MPICH MPIR_Reduce_intra_binomial / MPIR_Bcast_intra_binomial; Thakur, Rabenseifner & Gropp 2005, sec. 3-4"

ALLREDUCE = CollectiveModel(
    algorithm="binomial-tree",
    collective="all-reduce",
    time=2 * L * (alpha + K / B) + L * K * gamma,
    bytes_sent_per_worker=L * K,
    total_bytes=2 * (N - 1) * K,
    latency_steps=2 * L,
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source=MPICH,
)

BROADCAST = CollectiveModel(
    algorithm="binomial-tree",
    collective="broadcast",
    time=L * (alpha + K / B),
    bytes_sent_per_worker=L * K,
    total_bytes=(N - 1) * K,
    latency_steps=L,
    busbw_factor=BUSBW_FACTOR["broadcast"],
    source=MPICH,
)

REDUCE = CollectiveModel(
    algorithm="binomial-tree",
    collective="reduce",
    time=L * (alpha + K / B + K * gamma),
    bytes_sent_per_worker=several(N) * K,
    total_bytes=(N - 1) * K,
    latency_steps=L,
    busbw_factor=BUSBW_FACTOR["reduce"],
    source=MPICH,
)

DBT_ALLREDUCE = CollectiveModel(
    algorithm="double-binary-tree",
    collective="all-reduce",
    time=2 * L * alpha + DBT_BUSIEST / B + DBT_COMBINED * gamma,
    bytes_sent_per_worker=DBT_BUSIEST,
    total_bytes=2 * (N - 1) * K,
    latency_steps=2 * L,
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source=f"{NCCL_TREES}; NCCL 2.4 double binary trees (NVIDIA blog 2019); Sanders, Speck & Träff 2009 "
           "(Parallel Comput. 35(12))",
)

MODELS = (ALLREDUCE, BROADCAST, REDUCE, DBT_ALLREDUCE)
