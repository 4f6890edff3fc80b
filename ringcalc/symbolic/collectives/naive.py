"""Naive all-to-all all-reduce (the seed analysis' second method).

Every worker sends its whole K-byte buffer to every other worker and
reduces the N copies locally. In round s = 1..N-1 worker i sends K to
worker (i + s) % N (full duplex: it receives K from (i - s) % N at the same
time), so each worker sends and receives (N-1) K bytes, N(N-1) K in total,
and reduces (N-1) K bytes:

    T = (N-1) alpha + (N-1) K/B + (N-1) K gamma

Bytes match :func:`ringcalc.executor.algorithms.naive_allreduce` exactly.
Source: the seed analysis of the naive method; Gibiansky 2017.
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.symbols import B, K, N, alpha, gamma

ALLREDUCE = CollectiveModel(
    algorithm="naive",
    collective="all-reduce",
    time=(N - 1) * alpha + (N - 1) * K / B + (N - 1) * K * gamma,
    bytes_sent_per_worker=(N - 1) * K,
    total_bytes=N * (N - 1) * K,
    latency_steps=N - 1,
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source="seed analysis (naive all-to-all); Gibiansky 2017",
)

MODELS = (ALLREDUCE,)
