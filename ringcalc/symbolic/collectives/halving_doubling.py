"""Recursive doubling, recursive halving, Rabenseifner's all-reduce and Bruck's all-to-all.

Notation: ``lg = floor(log2 N)``, MPICH's ``pof2 = p = 2**lg``,
``rem = N - p``, and ``x = ceil(log2 N) - floor(log2 N)``, which is 0 when N
is a power of two and 1 otherwise (``x`` marks MPICH's extra steps).

Non-power-of-two fold (MPICH ``allreduce_intra_recursive_doubling.c`` and
``allreduce_intra_reduce_scatter_allgather.c``; Thakur, Rabenseifner and
Gropp 2005, IJHPCA 19(1), sec. 4): before the main algorithm each even rank
``r < 2 rem`` sends its K bytes to ``r + 1``, which combines them (one step:
``alpha + K/B + K gamma``), leaving ``p`` participants; afterwards each odd
rank ``r < 2 rem`` sends the K-byte result back (``alpha + K/B``).

* **recursive-doubling** all-reduce (the butterfly): ``lg`` rounds in which
  partners exchange and combine the whole buffer:

      T = (lg + 2x)(alpha + K/B) + (lg + x) K gamma

  which is ``ceil(log2 N)(alpha + K/B + K gamma)`` for a power of two.
  Busiest sender (odd ``r < 2 rem``): ``(lg + x) K``; total
  ``(p lg + 2 rem) K``.
* **rabenseifner** all-reduce (recursive-halving reduce-scatter, then
  recursive-doubling all-gather; Rabenseifner 2004; MPICH's cost comment):

      T = (2 lg + 2x) alpha + (2(p-1)/p + 2x) K/B + ((p-1)/p + x) K gamma

  i.e. ``2 log2(N) alpha + 2(N-1)/N K/B + (N-1)/N K gamma`` for a power of
  two. (MPICH's comment writes the non-power-of-two case with p for pof2
  inside (p-1)/p; here the exact p = pof2 of the executed algorithm.) Busiest
  sender: ``(2(p-1)/p + x) K``; total ``2 (p - 1) K + 2 rem K``.
* **recursive-halving** reduce-scatter (K = the full input; Thakur et al.
  2005 sec. 3.5): ``lg alpha + (p-1)/p K (1/B + gamma)`` for a power of two;
  otherwise the same fold (pre step on K bytes, post step returning the
  folded rank's K/N block): ``(lg + 2x) alpha + ((p-1)/p + x + x/N) K/B +
  ((p-1)/p + x) K gamma``.
* **recursive-doubling** all-gather (K = the full output; Thakur et al.
  2005 sec. 3.1): ``ceil(log2 N) alpha + (N-1)/N K/B``; exact for a power
  of two, and for other N the cost of Bruck's algorithm (Bruck et al. 1997,
  IEEE TPDS 8(11)), which MPICH uses there.
* **bruck** all-to-all (K = a worker's whole send buffer; Thakur et al. 2005
  sec. 3.6): ``ceil(log2 N) (alpha + K/(2B))``, every step moving about half
  of the buffer.

Bytes of recursive-doubling and rabenseifner all-reduce equal
:mod:`ringcalc.executor.algorithms` exactly when K (in elements) is a
multiple of ``p``.
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.collectives.intlog import ceil_log2, floor_log2, pof2
from ringcalc.symbolic.symbols import B, K, N, alpha, gamma

lg = floor_log2(N)
x = ceil_log2(N) - floor_log2(N)
p = pof2(N)
rem = N - p

THAKUR = "Thakur, Rabenseifner & Gropp 2005 (IJHPCA 19(1))"

RD_ALLREDUCE = CollectiveModel(
    algorithm="recursive-doubling",
    collective="all-reduce",
    time=(lg + 2 * x) * (alpha + K / B) + (lg + x) * K * gamma,
    bytes_sent_per_worker=(lg + x) * K,
    total_bytes=(p * lg + 2 * rem) * K,
    latency_steps=lg + 2 * x,
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source=f"MPICH allreduce_intra_recursive_doubling.c (cost comment); {THAKUR}, sec. 4",
)

RABENSEIFNER_ALLREDUCE = CollectiveModel(
    algorithm="rabenseifner",
    collective="all-reduce",
    time=(2 * lg + 2 * x) * alpha + (2 * (p - 1) / p + 2 * x) * K / B + ((p - 1) / p + x) * K * gamma,
    bytes_sent_per_worker=(2 * (p - 1) / p + x) * K,
    total_bytes=2 * (p - 1) * K + 2 * rem * K,
    latency_steps=2 * lg + 2 * x,
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source=f"MPICH allreduce_intra_reduce_scatter_allgather.c (cost comment); Rabenseifner 2004; {THAKUR}, sec. 4",
)

RH_REDUCE_SCATTER = CollectiveModel(
    algorithm="recursive-halving",
    collective="reduce-scatter",
    time=(lg + 2 * x) * alpha + ((p - 1) / p + x + x / N) * K / B + ((p - 1) / p + x) * K * gamma,
    bytes_sent_per_worker=((p - 1) / p + x / p) * K,
    total_bytes=(p - 1) * K + rem * (K + K / N),
    latency_steps=lg + 2 * x,
    busbw_factor=BUSBW_FACTOR["reduce-scatter"],
    source=f"{THAKUR}, sec. 3.5 (recursive halving), MPICH non-power-of-two fold",
)

RD_ALLGATHER = CollectiveModel(
    algorithm="recursive-doubling",
    collective="all-gather",
    time=ceil_log2(N) * alpha + (N - 1) / N * K / B,
    bytes_sent_per_worker=(N - 1) / N * K,
    total_bytes=(N - 1) * K,
    latency_steps=ceil_log2(N),
    busbw_factor=BUSBW_FACTOR["all-gather"],
    source=f"{THAKUR}, sec. 3.1 (recursive doubling; Bruck et al. 1997 for non-powers of two)",
)

BRUCK_ALLTOALL = CollectiveModel(
    algorithm="bruck",
    collective="all-to-all",
    time=ceil_log2(N) * (alpha + K / (2 * B)),
    bytes_sent_per_worker=ceil_log2(N) * K / 2,
    total_bytes=N * ceil_log2(N) * K / 2,
    latency_steps=ceil_log2(N),
    busbw_factor=BUSBW_FACTOR["all-to-all"],
    source=f"Bruck et al. 1997 (IEEE TPDS 8(11)); {THAKUR}, sec. 3.6",
)

MODELS = (RD_ALLREDUCE, RABENSEIFNER_ALLREDUCE, RH_REDUCE_SCATTER, RD_ALLGATHER, BRUCK_ALLTOALL)
