"""Parameter server with one driver (the seed analysis' first method).

Every worker sends its K bytes to the driver (worker 0, which also holds
data), the driver reduces the N-1 incoming buffers and sends the K-byte
result back to each worker. Everything goes through the driver's link: it
receives (N-1) K bytes and sends (N-1) K bytes, 2(N-1) K in all, so the
driver is the bottleneck and the time grows linearly in N. With a
single-port driver (one message at a time per direction, the
alpha-beta-gamma assumption of Thakur, Rabenseifner and Gropp 2005) the
push and the pull each take N-1 message latencies:

    T = 2(N-1) alpha + 2(N-1) K/B + (N-1) K gamma

(push: (N-1) K/B into the driver, pull: (N-1) K/B out of it; the two do not
overlap because the pull needs the reduced result). Other workers send K.
Bytes match :func:`ringcalc.executor.algorithms.parameter_server_allreduce`
exactly: driver sends (N-1) K, total 2(N-1) K.
Source: the seed analysis of the parameter server (Li et al., OSDI 2014,
for the architecture); Gibiansky 2017 ("Bringing HPC techniques to deep
learning"), which derives the 2(N-1)K driver traffic.
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.collectives.bound import BUSBW_FACTOR
from ringcalc.symbolic.symbols import B, K, N, alpha, gamma

ALLREDUCE = CollectiveModel(
    algorithm="parameter-server",
    collective="all-reduce",
    time=2 * (N - 1) * alpha + 2 * (N - 1) * K / B + (N - 1) * K * gamma,
    bytes_sent_per_worker=(N - 1) * K,
    total_bytes=2 * (N - 1) * K,
    latency_steps=2 * (N - 1),
    busbw_factor=BUSBW_FACTOR["all-reduce"],
    source="seed analysis (parameter server, one driver); Gibiansky 2017; Li et al. OSDI 2014",
)

MODELS = (ALLREDUCE,)
