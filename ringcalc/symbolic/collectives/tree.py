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

Busiest worker: each tree carries K/2; a worker that is an inner node with
two children in one tree sends K/2 up and 2 x K/2 down there (1.5 K), and as
a leaf of the other tree K/2 up: ``2 K`` (N >= 3; N = 2: K, the two
workers swap halves). Pipelined, the busiest link paces the pipeline, so
the bandwidth term is that worker's bytes over B:

    T = 2 ceil(log2 N) alpha + D K/B + (N-1)/N K gamma,
    D = s(N) (1 + s(N-1))  (0, 1, 2 for N = 1, 2, >= 3; s(x) = 1 if x >= 2 else 0)

Assumptions (idealised): (1) the depth of each tree is taken as
``ceil(log2 N)`` and the reduce up and the broadcast down each cross it
once: ``2 ceil(log2 N)`` latencies; (2) full-duplex links, the reduce and
broadcast of both trees overlap completely, and the buffer is pipelined in
chunks small enough (NCCL: 64 KiB to 1 MiB per channel) that the pipeline
fill is negligible against K/B but large enough that alpha is paid per tree
level, not per chunk (chunk-size effects ignored). Its bandwidth term is then
N/(N-1) times the ring's, so it only beats the ring through latency (small
K). For N = 3 NCCL's trees have no inner node with two children (``ncclGetDtree``
shifts the second tree), so 2K overstates the busiest worker there (3K/2).
Executed on a cluster by :mod:`ringcalc.executor.nccl_tree` (one GPU per node: this tree).
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.collectives.intlog import ceil_log2, several

from ringcalc.symbolic.symbols import B, K, N, alpha, gamma

L = ceil_log2(N)
DBT_BUSIEST = several(N) * (1 + several(N - 1)) * K
"""Bytes sent by the busiest worker of the double binary tree (2K for N >= 3), B."""
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
    time=2 * L * alpha + DBT_BUSIEST / B + (N - 1) / N * K * gamma,
    bytes_sent_per_worker=DBT_BUSIEST,
    total_bytes=2 * (N - 1) * K,
    latency_steps=2 * L,
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source="NCCL 2.4 double binary trees (NVIDIA blog 2019); Sanders, Speck & Träff 2009 (Parallel Comput. 35(12))",
)

MODELS = (ALLREDUCE, BROADCAST, REDUCE, DBT_ALLREDUCE)
