"""Link-level time simulation of an executed step log.

Model (alpha-beta-gamma, per message): worker ``i`` has an outgoing link of
bandwidth ``B_i`` (bytes/s) and latency ``alpha_i`` (s), an optional
incoming bandwidth cap, and a start time (a straggler starts late). A
message ``src -> dst`` of ``n`` bytes in round ``r`` starts when

* the sender has its data: it has received everything sent to it in
  rounds ``< r`` (and combined it), and its start time has passed;
* the sender's outgoing link is free (one message at a time per direction);
* the receiver's incoming link is free (messages into one worker serialize,
  e.g. the parameter server's push);
* the receiver has finished its earlier rounds, combining included
  (rendezvous: it has posted the receive; MPI ``Sendrecv`` semantics);

and lasts ``alpha_src + n / min(B_src, Bin_dst)``. A receiver that combines
(``Round.reduce``) is busy ``gamma * bytes received in the round`` after the
last of its messages of that round arrived. Rounds whose messages form a
permutation are vectorized over workers (one numpy recurrence per round),
so a 4096-worker ring (8190 rounds) runs in well under a second.

With uniform links this reproduces the closed forms of
:func:`uniform_time` exactly (e.g. ring
``2 (N-1) alpha + 2 (N-1)/N k/B + (N-1)/N k gamma``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.executor.result import StepLog


def _per_worker(value, workers: int, name: str, *, positive: bool) -> np.ndarray:
    arr = np.broadcast_to(np.asarray(value, dtype=np.float64), (workers,)).copy()
    if not np.all(np.isfinite(arr) | (arr == np.inf)) or np.any(np.isnan(arr)):
        raise RingcalcError(f"{name} must be numbers", option=name)
    if positive and np.any(arr <= 0):
        raise RingcalcError(f"{name} must be > 0", option=name)
    if not positive and np.any(arr < 0):
        raise RingcalcError(f"{name} must be >= 0", option=name)
    return arr


@dataclass(frozen=True)
class Links:
    """Per-worker network parameters (SI units).

    Attributes
    ----------
    bandwidth_bytes_per_s : numpy.ndarray, shape (N,)
        Outgoing link bandwidth of each worker, bytes/s.
    latency_s : numpy.ndarray, shape (N,)
        Per-message latency (alpha) of each worker's outgoing link, s.
    start_s : numpy.ndarray, shape (N,)
        When each worker is ready to start (0 unless a straggler), s.
    ingress_bandwidth_bytes_per_s : numpy.ndarray, shape (N,)
        Cap on each worker's incoming rate, bytes/s (``inf``: no cap).
    """

    bandwidth_bytes_per_s: np.ndarray
    latency_s: np.ndarray
    start_s: np.ndarray
    ingress_bandwidth_bytes_per_s: np.ndarray

    @classmethod
    def create(cls, workers: int, bandwidth_bytes_per_s, latency_s=0.0, start_s=0.0,
               ingress_bandwidth_bytes_per_s=np.inf) -> "Links":
        """Links from scalars (uniform) or per-worker arrays."""
        if int(workers) < 1:
            raise RingcalcError("need at least one worker", option="workers")
        return cls(
            _per_worker(bandwidth_bytes_per_s, workers, "bandwidth", positive=True),
            _per_worker(latency_s, workers, "latency", positive=False),
            _per_worker(start_s, workers, "start_s", positive=False),
            _per_worker(ingress_bandwidth_bytes_per_s, workers, "ingress_bandwidth", positive=True),
        )

    @property
    def workers(self) -> int:
        return int(self.bandwidth_bytes_per_s.shape[0])

    def _check_rank(self, rank: int) -> int:
        if not 0 <= int(rank) < self.workers:
            raise RingcalcError(f"rank {rank} is not in 0..{self.workers - 1}", option="slow_link")
        return int(rank)

    def with_slow_link(self, rank: int, bandwidth_bytes_per_s: float) -> "Links":
        """Copy with worker ``rank``'s outgoing link at ``bandwidth_bytes_per_s``."""
        bw = self.bandwidth_bytes_per_s.copy()
        bw[self._check_rank(rank)] = _per_worker(bandwidth_bytes_per_s, 1, "bandwidth", positive=True)[0]
        return replace(self, bandwidth_bytes_per_s=bw)

    def with_slow_nic(self, rank: int, bandwidth_bytes_per_s: float) -> "Links":
        """Copy with worker ``rank``'s outgoing and incoming rates at ``bandwidth_bytes_per_s``."""
        out = self.with_slow_link(rank, bandwidth_bytes_per_s)
        ing = out.ingress_bandwidth_bytes_per_s.copy()
        ing[int(rank)] = float(bandwidth_bytes_per_s)
        return replace(out, ingress_bandwidth_bytes_per_s=ing)

    def with_straggler(self, rank: int, delay_s: float) -> "Links":
        """Copy where worker ``rank`` starts ``delay_s`` seconds late."""
        st = self.start_s.copy()
        st[self._check_rank(rank)] += _per_worker(delay_s, 1, "delay", positive=False)[0]
        return replace(self, start_s=st)


@dataclass
class Timing:
    """Result of :func:`simulate`.

    Attributes
    ----------
    total_time_s : float
        When the last worker holds its final result, s.
    finish_s : numpy.ndarray
        Per worker, when it holds its final result, s.
    round_end_s : numpy.ndarray
        Per round, when its last message arrived, s.
    link_busy_s : numpy.ndarray
        Per worker, total time its outgoing link carried messages, s.
    bottleneck_worker : int
        The worker whose outgoing link is busiest (the link that bounds a
        ring: with one slow link the ring runs at its pace).
    critical_senders : numpy.ndarray
        Per round, the sender of the message that arrived last.
    """

    total_time_s: float
    finish_s: np.ndarray
    round_end_s: np.ndarray
    link_busy_s: np.ndarray
    bottleneck_worker: int
    critical_senders: np.ndarray = field(repr=False)

    @property
    def bottleneck_utilization(self) -> float:
        """Busy time of the bottleneck link over the total time (0..1)."""
        return float(self.link_busy_s[self.bottleneck_worker] / self.total_time_s) if self.total_time_s > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "simulated_time_s": self.total_time_s,
            "bottleneck_worker": self.bottleneck_worker,
            "bottleneck_link_busy_s": float(self.link_busy_s[self.bottleneck_worker]) if len(self.link_busy_s) else 0.0,
            "bottleneck_utilization": self.bottleneck_utilization,
            "rounds": int(len(self.round_end_s)),
        }


def _shifted(x: np.ndarray, sh: int, out: np.ndarray) -> np.ndarray:
    """``out[i] = x[(i + sh) % N]`` without fancy indexing."""
    n = x.shape[0]
    out[: n - sh] = x[sh:]
    out[n - sh :] = x[:sh]
    return out


def _unshift(y: np.ndarray, sh: int, out: np.ndarray) -> np.ndarray:
    """``out[(i + sh) % N] = y[i]``."""
    n = y.shape[0]
    out[sh:] = y[: n - sh]
    out[:sh] = y[n - sh :]
    return out


def simulate(log: StepLog, links: Links, gamma_s_per_byte: float = 0.0) -> Timing:
    """Replay a step log on links and return when each step and worker completes.

    Parameters
    ----------
    log : StepLog
        From an executor run (``result.log``).
    links : Links
        Per-worker link parameters; ``links.workers`` must equal ``log.workers``.
    gamma_s_per_byte : float
        Reduction cost, seconds per byte combined (0: ignore computation).

    Returns
    -------
    Timing
    """
    n = log.workers
    if links.workers != n:
        raise RingcalcError(f"links describe {links.workers} workers, the run has {n}", option="workers")
    if gamma_s_per_byte < 0:
        raise RingcalcError("gamma must be >= 0", option="gamma")
    gamma = float(gamma_s_per_byte)
    bw_out, lat, bw_in = links.bandwidth_bytes_per_s, links.latency_s, links.ingress_bandwidth_bytes_per_s
    avail = links.start_s.copy()
    out_free = np.zeros(n)
    in_free = np.zeros(n)
    busy = np.zeros(n)
    rounds = len(log)
    round_end = np.zeros(rounds)
    critical = np.zeros(rounds, dtype=np.int64)
    inv_rate_cache: dict[int, np.ndarray] = {}
    tmp1, tmp2, start, finish, dur = (np.empty(n) for _ in range(5))
    for idx, rnd in enumerate(log):
        sh = rnd.shift
        if sh is not None and 0 < sh % n:
            sh %= n
            inv = inv_rate_cache.get(sh)
            if inv is None:
                inv = inv_rate_cache[sh] = 1.0 / np.minimum(bw_out, _shifted(bw_in, sh, np.empty(n)))
            np.multiply(rnd.nbytes, inv, out=dur)
            dur += lat
            np.maximum(avail, out_free, out=start)
            np.maximum(start, _shifted(in_free, sh, tmp1), out=start)
            np.maximum(start, _shifted(avail, sh, tmp1), out=start)
            np.add(start, dur, out=finish)
            out_free[:] = finish
            _unshift(finish, sh, tmp2)  # arrival time at each receiver
            in_free[:] = tmp2
            np.maximum(avail, tmp2, out=avail)
            if rnd.reduce and gamma:
                avail += gamma * _unshift(rnd.nbytes.astype(np.float64), sh, tmp1)
            busy += dur
            j = int(np.argmax(finish))
            round_end[idx], critical[idx] = finish[j], j
            continue
        src, dst, nb = rnd.src, rnd.dst, rnd.nbytes.astype(np.float64)
        if len(src) == 0:
            round_end[idx] = round_end[idx - 1] if idx else 0.0
            continue
        d = lat[src] + nb / np.minimum(bw_out[src], bw_in[dst])
        if len(np.unique(src)) == len(src) and len(np.unique(dst)) == len(dst):
            s = np.maximum(np.maximum(avail[src], out_free[src]), np.maximum(in_free[dst], avail[dst]))
            f = s + d
            out_free[src] = f
            in_free[dst] = f
            arrive = f
            red = nb
        else:  # messages sharing a link serialize in log order
            f = np.empty(len(src))
            ready = avail.copy()  # sends use the state at the start of the round
            for m in range(len(src)):
                a, b = src[m], dst[m]
                t = max(ready[a], out_free[a], in_free[b], ready[b]) + d[m]
                out_free[a] = in_free[b] = f[m] = t
            arrive, red = f, nb
        np.add.at(busy, src, d)
        last = np.full(n, -np.inf)
        np.maximum.at(last, dst, arrive)
        got = last > -np.inf
        avail[got] = np.maximum(avail[got], last[got])
        if rnd.reduce and gamma:
            add = np.zeros(n)
            np.add.at(add, dst, red)
            avail += gamma * add
        j = int(np.argmax(f))
        round_end[idx], critical[idx] = f[j], src[j]
    finish_s = np.maximum(avail, out_free)
    total = float(finish_s.max()) if n else 0.0
    return Timing(total, finish_s, round_end, busy, int(np.argmax(busy)), critical)


def uniform_time(algorithm: str, workers: int, nbytes: float, bandwidth_bytes_per_s: float, latency_s: float,
                 gamma_s_per_byte: float = 0.0, gpus_per_node: int = 1) -> float:
    """Closed-form time of an algorithm on uniform links under the model of :func:`simulate`.

    Exact for the simulation when the chunking is even (``K`` divisible by
    ``N``; by ``2**floor(log2 N)`` for Rabenseifner). ``nbytes`` = ``k``,
    bytes per worker (all-gather: bytes each worker contributes). Sources:
    Thakur, Rabenseifner & Gropp, "Optimization of collective communication
    operations in MPICH", IJHPCA 19(1), 2005 (Table/Sec. 4); Patarasuk & Yuan
    2009 for the ring.

    Returns
    -------
    float
        Seconds.
    """
    n, k, a, b, g = int(workers), float(nbytes), float(latency_s), float(bandwidth_bytes_per_s), float(gamma_s_per_byte)
    if n == 1:
        return 0.0
    lg_ceil = (n - 1).bit_length()
    pof2 = 1 << (n.bit_length() - 1)
    lg, fold = pof2.bit_length() - 1, int(n != pof2)
    if algorithm == "ring":
        return 2 * (n - 1) * a + 2 * (n - 1) / n * k / b + (n - 1) / n * k * g
    if algorithm == "reduce-scatter":
        return (n - 1) * a + (n - 1) / n * k / b + (n - 1) / n * k * g
    if algorithm == "all-gather":
        return (n - 1) * (a + k / b)
    if algorithm == "parameter-server":
        return 2 * (n - 1) * (a + k / b) + (n - 1) * k * g
    if algorithm == "naive":
        return (n - 1) * (a + k / b) + (n - 1) * k * g
    if algorithm == "binomial-tree":
        return 2 * lg_ceil * (a + k / b) + lg_ceil * k * g
    if algorithm == "recursive-doubling":
        return (lg + 2 * fold) * (a + k / b) + (lg + fold) * k * g
    if algorithm == "rabenseifner":
        frac = 1 - 1 / pof2
        return 2 * lg * a + 2 * frac * k / b + frac * k * g + fold * (2 * a + 2 * k / b + k * g)
    if algorithm == "hierarchical-ring":
        gp = int(gpus_per_node)
        nodes = n // gp
        intra = 2 * (gp - 1) * a + 2 * (gp - 1) / gp * k / b + (gp - 1) / gp * k * g
        kr = k / gp
        inter = 2 * (nodes - 1) * a + 2 * (nodes - 1) / nodes * kr / b + (nodes - 1) / nodes * kr * g
        return intra + inter
    raise RingcalcError(f"unknown algorithm {algorithm!r}", option="algorithm")
