"""Ring collectives (bandwidth-optimal, latency linear in N).

All-reduce is a reduce-scatter followed by an all-gather around a ring of N
workers. The buffer of K bytes is cut into N chunks of K/N bytes. In each of
the N-1 reduce-scatter steps every worker sends one chunk to its right
neighbour and reduces the chunk it receives; in each of the N-1 all-gather
steps it forwards a fully reduced chunk. Every worker therefore sends (and
receives) 2(N-1)K/N bytes over 2(N-1) steps, and reduces (N-1)K/N bytes.

Time in the alpha-beta-gamma model (Thakur, Rabenseifner and Gropp 2005,
section 4; Patarasuk and Yuan 2009, "Bandwidth optimal all-reduce algorithms
for clusters of workstations", JPDC 69(2)):

    T = 2(N-1) alpha + 2(N-1)/N * K/B + (N-1)/N * K gamma

nccl-tests' bus bandwidth (doc/PERFORMANCE.md) rescales algbw = K/T by
2(N-1)/N for all-reduce, so that busbw equals B for a ring at large K.
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.collectives.intlog import several
from ringcalc.symbolic.symbols import B, K, N, alpha, gamma

SOURCE = (
    "Patarasuk & Yuan 2009 (JPDC 69(2)); Thakur, Rabenseifner & Gropp 2005 (IJHPCA 19(1)), sec. 4; "
    "nccl-tests doc/PERFORMANCE.md for busbw"
)

steps = 2 * (N - 1)
bytes_per_worker = 2 * (N - 1) * K / N

ALLREDUCE = CollectiveModel(
    algorithm="ring",
    collective="all-reduce",
    time=steps * alpha + 2 * (N - 1) / N * K / B + (N - 1) / N * K * gamma,
    bytes_sent_per_worker=bytes_per_worker,
    total_bytes=N * bytes_per_worker,
    latency_steps=steps,
    busbw_factor=2 * (N - 1) / N,
    source=SOURCE,
)

# Reduce-scatter and all-gather are the two halves of the ring all-reduce.
# K is the full buffer (nccl-tests' convention for these collectives: the
# reduce-scatter input / all-gather output); each worker holds K/N of the result.
REDUCE_SCATTER = CollectiveModel(
    algorithm="ring",
    collective="reduce-scatter",
    time=(N - 1) * alpha + (N - 1) / N * K / B + (N - 1) / N * K * gamma,
    bytes_sent_per_worker=(N - 1) * K / N,
    total_bytes=(N - 1) * K,
    latency_steps=N - 1,
    busbw_factor=(N - 1) / N,
    source=SOURCE,
)

ALLGATHER = CollectiveModel(
    algorithm="ring",
    collective="all-gather",
    time=(N - 1) * alpha + (N - 1) / N * K / B,
    bytes_sent_per_worker=(N - 1) * K / N,
    total_bytes=(N - 1) * K,
    latency_steps=N - 1,
    busbw_factor=(N - 1) / N,
    source=SOURCE,
)

# Broadcast and reduce: NCCL's pipelined ring (a chain from the root through
# the N-1 other workers). The buffer is cut into chunks small enough that the
# pipeline fill is negligible against K/B, while each of the N-1 hops still
# pays one alpha (NCCL doc "Collective operations"; the chain of Sanders, Speck
# and Träff 2009, sec. 2, with the chunk count taken to infinity). Every worker
# but the last sends K bytes; total (N-1) K.
BROADCAST = CollectiveModel(
    algorithm="ring",
    collective="broadcast",
    time=(N - 1) * alpha + several(N) * K / B,
    bytes_sent_per_worker=several(N) * K,
    total_bytes=(N - 1) * K,
    latency_steps=N - 1,
    busbw_factor=BUSBW_FACTOR["broadcast"],
    source="NCCL documentation (ring broadcast, pipelined); Sanders, Speck & Träff 2009 (Parallel Comput. 35(12)), pipelined chain",
)

REDUCE = CollectiveModel(
    algorithm="ring",
    collective="reduce",
    time=(N - 1) * alpha + several(N) * K / B + several(N) * K * gamma,
    bytes_sent_per_worker=several(N) * K,
    total_bytes=(N - 1) * K,
    latency_steps=N - 1,
    busbw_factor=BUSBW_FACTOR["reduce"],
    source="NCCL documentation (ring reduce, pipelined); Sanders, Speck & Träff 2009, pipelined chain",
)

# All-to-all: NCCL's pairwise exchange (K = a worker's whole send buffer, K/N
# to each peer): N-1 steps, in step s worker i sends K/N to (i + s) % N
# (Thakur, Rabenseifner & Gropp 2005, sec. 3.6, pairwise exchange).
ALLTOALL = CollectiveModel(
    algorithm="ring",
    collective="all-to-all",
    time=(N - 1) * alpha + (N - 1) / N * K / B,
    bytes_sent_per_worker=(N - 1) * K / N,
    total_bytes=(N - 1) * K,
    latency_steps=N - 1,
    busbw_factor=BUSBW_FACTOR["all-to-all"],
    source="Thakur, Rabenseifner & Gropp 2005, sec. 3.6 (pairwise exchange); NCCL all-to-all; nccl-tests busbw",
)

MODELS = (ALLREDUCE, REDUCE_SCATTER, ALLGATHER, BROADCAST, REDUCE, ALLTOALL)
