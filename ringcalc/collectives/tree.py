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
Model used here (pipelined, alpha-beta-gamma):

    T = 2 ceil(log2 N) alpha + 2 (N-1)/N K/B + (N-1)/N K gamma

Assumptions: (1) the depth of each tree is taken as ``ceil(log2 N)`` (a
balanced binary tree has depth ``floor(log2 N)``; the complementary tree one
more at most), and the reduce up and the broadcast down each cross it once:
``2 ceil(log2 N)`` latencies; (2) the buffer is pipelined in chunks small
enough (NCCL: 64 KiB to 1 MiB per channel) that the pipeline fill is
negligible against K/B but large enough that alpha is paid per tree level,
not per chunk; (3) the bandwidth term is the ring's, which is what "full
bandwidth" means (nccl-tests busbw equal to B at large K): exact for N = 2,
and for larger N the exact per-rank traffic of an inner node (2K each way)
differs from 2(N-1)/N K by the factor N/(N-1) only. Not executed by
:mod:`ringcalc.executor`.
"""

from __future__ import annotations

from ringcalc.collectives.base import CollectiveModel
from ringcalc.collectives.bound import BUSBW_FACTOR
from ringcalc.collectives.intlog import ceil_log2, several
from ringcalc.symbols import B, K, N, alpha, gamma

L = ceil_log2(N)
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
    time=2 * L * alpha + 2 * (N - 1) / N * K / B + (N - 1) / N * K * gamma,
    bytes_sent_per_worker=2 * (N - 1) / N * K,
    total_bytes=2 * (N - 1) * K,
    latency_steps=2 * L,
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source="NCCL 2.4 double binary trees (NVIDIA blog 2019); Sanders, Speck & Träff 2009 (Parallel Comput. 35(12))",
)

MODELS = (ALLREDUCE, BROADCAST, REDUCE, DBT_ALLREDUCE)
