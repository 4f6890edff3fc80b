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
* **recursive-halving** reduce-scatter (K = the full input, blocks of
  c = K/N; MPICH ``reduce_scatter_intra_recursive_halving.c``, pmodels/mpich
  commit 6a79bf6575c3b5b41cabbd3d59340634d6f9412d; Thakur et al. 2005 sec.
  3.5): ``lg alpha + (p-1)/p K (1/B + gamma)`` for a power of two. Otherwise
  the fold's pre step sends K (``alpha + K/B + K gamma``); the first ``rem``
  of the p participants then hold two blocks each (their own and their left
  neighbour's: MPICH's ``newcnts``), and the halving runs with masks p/2 ..
  1 over the participants' blocks in order, so in the step with mask m the
  busiest pair exchanges m blocks of which min(m, rem) are double:
  ``c (m + min(m, rem))`` each way; the post step returns one block c. Per
  step the slowest pair paces it (MPICH's own comment calls its
  non-power-of-two formula approximate for this imbalance):

      T = (lg + 2x) alpha + (x K + (p - 1 + S) c + x c)/B + (x K + (p - 1 + S) c) gamma,
      S = sum_{j < lg} min(2**j, rem) = x (2 pof2(rem) - 1 + rem (lg - floor_log2(rem) - 1))

  (2.25 K/B at N = 12, where the approximate ``(p-1)/p + 1 + 1/N`` gave
  1.958). Busiest sender: the folded even ranks, K (``(p-1)/p K`` for a
  power of two); total ``(p-1) K + rem (K + c)``. Equal to
  :func:`ringcalc.executor.schedules.recursive_halving_reduce_scatter`.
* **recursive-doubling** all-gather (K = the full output; Thakur et al.
  2005 sec. 3.1): ``ceil(log2 N) alpha + (N-1)/N K/B``; exact for a power
  of two, and for other N the cost of Bruck's algorithm (Bruck et al. 1997,
  IEEE TPDS 8(11)), which MPICH uses there.
* **bruck** all-to-all (K = a worker's whole send buffer, N blocks of K/N;
  MPICH ``alltoall_intra_brucks.c``, same commit; Bruck et al. 1997; Thakur
  et al. 2005 sec. 3.6): in step j = 0 .. ceil(log2 N) - 1 every rank sends
  to rank + 2**j the blocks b in [1, N) whose bit j is set, so over all
  steps it sends ``bit_count_sum(N)`` blocks (every set bit of 1 .. N-1):

      T = ceil(log2 N) alpha + bit_count_sum(N) K/(N B)

  which is ``ceil(log2 N)(alpha + K/(2B))`` for a power of two (0.667 K/B at
  N = 3, where the power-of-two formula gave K/B). Every rank sends the same
  bytes. Equal to :func:`ringcalc.executor.schedules.bruck_alltoall`.

Bytes of recursive-doubling and rabenseifner all-reduce equal
:mod:`ringcalc.executor.algorithms` exactly when K (in elements) is a
multiple of ``p``.
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.collectives.intlog import bit_count_sum, ceil_log2, floor_log2, pof2
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

MPICH_COMMIT = "pmodels/mpich 6a79bf6575c3b5b41cabbd3d59340634d6f9412d"
_rem1 = rem + 1 - x  # rem, or 1 for a power of two (where S = 0): the logarithms never see 0
RH_DOUBLED = x * (2 * pof2(_rem1) - 1 + _rem1 * (lg - floor_log2(_rem1) - 1))
"""S = sum_{j < lg} min(2**j, rem): the double blocks the busiest pair of recursive halving exchanges."""

RH_REDUCE_SCATTER = CollectiveModel(
    algorithm="recursive-halving",
    collective="reduce-scatter",
    time=(lg + 2 * x) * alpha + (x * K + (p - 1 + RH_DOUBLED) * K / N + x * K / N) / B
    + (x * K + (p - 1 + RH_DOUBLED) * K / N) * gamma,
    bytes_sent_per_worker=((p - 1) / p + x / p) * K,
    total_bytes=(p - 1) * K + rem * (K + K / N),
    latency_steps=lg + 2 * x,
    busbw_factor=BUSBW_FACTOR["reduce-scatter"],
    source=f"MPICH reduce_scatter_intra_recursive_halving.c ({MPICH_COMMIT}): its schedule; {THAKUR}, sec. 3.5",
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
    time=ceil_log2(N) * alpha + bit_count_sum(N) * K / (N * B),
    bytes_sent_per_worker=bit_count_sum(N) * K / N,
    total_bytes=bit_count_sum(N) * K,
    latency_steps=ceil_log2(N),
    busbw_factor=BUSBW_FACTOR["all-to-all"],
    source=f"MPICH alltoall_intra_brucks.c ({MPICH_COMMIT}): its block schedule; Bruck et al. 1997 (IEEE TPDS "
           f"8(11)); {THAKUR}, sec. 3.6",
)

MODELS = (RD_ALLREDUCE, RABENSEIFNER_ALLREDUCE, RH_REDUCE_SCATTER, RD_ALLGATHER, BRUCK_ALLTOALL)
