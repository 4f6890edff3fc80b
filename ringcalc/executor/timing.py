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
    gpus_per_node : int
        ``G``: workers ``node * G .. node * G + G - 1`` share a node (rank
        node-major). 1: every worker is its own node.
    intra_bandwidth_bytes_per_s, intra_latency_s : float or None
        Link inside a node (NVLink, PCIe), per worker and direction; None:
        the worker's own link parameters.
    nics_per_node : int or None
        ``R`` NICs shared by a node's ``G`` workers: an inter-node message
        runs at ``min(R, G) / G`` of the worker's bandwidth (all rails busy
        at once, as in the hierarchical ring). None: one NIC per worker.
    """

    bandwidth_bytes_per_s: np.ndarray
    latency_s: np.ndarray
    start_s: np.ndarray
    ingress_bandwidth_bytes_per_s: np.ndarray
    gpus_per_node: int = 1
    intra_bandwidth_bytes_per_s: float | None = None
    intra_latency_s: float | None = None
    nics_per_node: int | None = None

    @classmethod
    def create(cls, workers: int, bandwidth_bytes_per_s, latency_s=0.0, start_s=0.0,
               ingress_bandwidth_bytes_per_s=np.inf, *, gpus_per_node: int = 1,
               intra_bandwidth_bytes_per_s: float | None = None, intra_latency_s: float | None = None,
               nics_per_node: int | None = None) -> "Links":
        """Links from scalars (uniform) or per-worker arrays, optionally grouped into nodes."""
        if int(workers) < 1:
            raise RingcalcError("need at least one worker", option="workers")
        g = int(gpus_per_node)
        if g < 1 or workers % g:
            raise RingcalcError(f"gpus per node ({g}) must be >= 1 and divide the number of workers ({workers})",
                                option="gpus_per_node")
        if nics_per_node is not None and int(nics_per_node) < 1:
            raise RingcalcError("nics per node must be >= 1", option="nics_per_node")
        intra_bw = None if intra_bandwidth_bytes_per_s is None else float(
            _per_worker(intra_bandwidth_bytes_per_s, 1, "intra_bandwidth", positive=True)[0])
        intra_lat = None if intra_latency_s is None else float(
            _per_worker(intra_latency_s, 1, "intra_latency", positive=False)[0])
        return cls(
            _per_worker(bandwidth_bytes_per_s, workers, "bandwidth", positive=True),
            _per_worker(latency_s, workers, "latency", positive=False),
            _per_worker(start_s, workers, "start_s", positive=False),
            _per_worker(ingress_bandwidth_bytes_per_s, workers, "ingress_bandwidth", positive=True),
            g, intra_bw, intra_lat, None if nics_per_node is None else int(nics_per_node),
        )

    def message_params(self, src: np.ndarray, dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Latency (s) and seconds per byte of messages ``src -> dst`` (arrays of ranks)."""
        rate = np.minimum(self.bandwidth_bytes_per_s[src], self.ingress_bandwidth_bytes_per_s[dst])
        lat = self.latency_s[src].astype(np.float64)
        g = self.gpus_per_node
        if g > 1:
            same = (src // g) == (dst // g)
            if self.nics_per_node is not None:
                rate = np.where(same, rate, rate * (min(self.nics_per_node, g) / g))
            if self.intra_bandwidth_bytes_per_s is not None:
                rate = np.where(same, self.intra_bandwidth_bytes_per_s, rate)
            if self.intra_latency_s is not None:
                lat = np.where(same, self.intra_latency_s, lat)
        return lat, 1.0 / rate

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
    critical_path : list of dict or None
        The chain of messages (``step, src, dst, start_s, finish_s``) each
        of which could only start when the previous one ended (data, link or
        receiver), ending at the total time; None when not traced. Gaps
        between them are reduction time (gamma) or a late start.
    """

    total_time_s: float
    finish_s: np.ndarray
    round_end_s: np.ndarray
    link_busy_s: np.ndarray
    bottleneck_worker: int
    critical_senders: np.ndarray = field(repr=False)
    critical_path: list[dict[str, Any]] | None = field(default=None, repr=False)

    def critical_links(self) -> list[tuple[int, int, float]]:
        """Links on the critical path with the transfer time they contribute, largest first: ``(src, dst, s)``."""
        acc: dict[tuple[int, int], float] = {}
        for m in self.critical_path or []:
            key = (m["src"], m["dst"])
            acc[key] = acc.get(key, 0.0) + m["finish_s"] - m["start_s"]
        return sorted(((a, b, t) for (a, b), t in acc.items()), key=lambda x: -x[2])

    @property
    def bottleneck_utilization(self) -> float:
        """Busy time of the bottleneck link over the total time (0..1)."""
        return float(self.link_busy_s[self.bottleneck_worker] / self.total_time_s) if self.total_time_s > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        d = {
            "simulated_time_s": self.total_time_s,
            "bottleneck_worker": self.bottleneck_worker,
            "bottleneck_link_busy_s": float(self.link_busy_s[self.bottleneck_worker]) if len(self.link_busy_s) else 0.0,
            "bottleneck_utilization": self.bottleneck_utilization,
            "rounds": int(len(self.round_end_s)),
        }
        links = self.critical_links()
        if links:
            a, b, t = links[0]
            d["critical_link"] = [a, b]
            d["critical_link_time_s"] = t
            d["critical_path_messages"] = len(self.critical_path or [])
            d["critical_path_start_s"] = float(self.critical_path[0]["start_s"])
        return d


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


TRACE_MAX_MESSAGES = 1_000_000


class _Trace:
    """Predecessor bookkeeping for the critical path (what bound each message's start)."""

    def __init__(self, n: int):
        self.avail_by = np.full(n, -1, dtype=np.int64)  # message whose arrival set the worker's availability
        self.out_by = np.full(n, -1, dtype=np.int64)  # last message on the worker's outgoing link
        self.in_by = np.full(n, -1, dtype=np.int64)  # last message into the worker
        self.parts: list[tuple[int, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
        self.count = 0

    def path(self, avail: np.ndarray, out_free: np.ndarray) -> list[dict[str, Any]]:
        if not self.parts:
            return []
        step = np.concatenate([np.full(len(p[1]), p[0]) for p in self.parts])
        src, dst, start, fin, pred = (np.concatenate([p[k] for p in self.parts]) for k in range(1, 6))
        w = int(np.argmax(np.maximum(avail, out_free)))
        m = int(self.avail_by[w] if avail[w] >= out_free[w] else self.out_by[w])
        chain = []
        while m >= 0:
            chain.append({"step": int(step[m]), "src": int(src[m]), "dst": int(dst[m]),
                          "start_s": float(start[m]), "finish_s": float(fin[m])})
            m = int(pred[m])
        return chain[::-1]


def simulate(log: StepLog, links: Links, gamma_s_per_byte: float = 0.0, *, trace: bool | None = None) -> Timing:
    """Replay a step log on links and return when each step and worker completes.

    Parameters
    ----------
    log : StepLog
        From an executor run (``result.log``).
    links : Links
        Per-worker link parameters; ``links.workers`` must equal ``log.workers``.
    gamma_s_per_byte : float
        Reduction cost, seconds per byte combined (0: ignore computation).
    trace : bool, optional
        Record the critical path (the chain of messages, each started by the
        one before it, that ends at the total time). Default: when the log
        has at most 1e6 messages (rounds x N); tracing skips the vectorized
        permutation path.

    Returns
    -------
    Timing
    """
    n = log.workers
    if links.workers != n:
        raise RingcalcError(f"links describe {links.workers} workers, the run has {n}", option="workers")
    if not gamma_s_per_byte >= 0:
        raise RingcalcError("gamma must be >= 0", option="gamma")
    gamma = float(gamma_s_per_byte)
    if trace is None:
        trace = len(log) * n <= TRACE_MAX_MESSAGES
    tr = _Trace(n) if trace else None
    avail = links.start_s.copy()
    out_free = np.zeros(n)
    in_free = np.zeros(n)
    busy = np.zeros(n)
    rounds = len(log)
    round_end = np.zeros(rounds)
    critical = np.zeros(rounds, dtype=np.int64)
    params_cache: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    tmp1, tmp2, start, finish, dur = (np.empty(n) for _ in range(5))
    for idx, rnd in enumerate(log):
        sh = rnd.shift
        if tr is None and sh is not None and 0 < sh % n:
            sh %= n
            cached = params_cache.get(sh)
            if cached is None:
                src_all = np.arange(n)
                cached = params_cache[sh] = links.message_params(src_all, (src_all + sh) % n)
            lat_sh, inv = cached
            np.multiply(rnd.nbytes, inv, out=dur)
            dur += lat_sh
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
        m_count = len(src)
        if m_count == 0:
            round_end[idx] = round_end[idx - 1] if idx else 0.0
            continue
        m_lat, m_inv = links.message_params(src, dst)
        d = m_lat + nb * m_inv
        ids = (tr.count + np.arange(m_count)) if tr is not None else None
        pred = np.full(m_count, -1, dtype=np.int64)
        if len(np.unique(src)) == m_count and len(np.unique(dst)) == m_count:
            cand = np.stack([avail[src], out_free[src], in_free[dst], avail[dst]])
            which = np.argmax(cand, axis=0)  # first maximum: data dependency preferred on ties
            s = cand[which, np.arange(m_count)]
            if tr is not None:
                pred = np.stack([tr.avail_by[src], tr.out_by[src], tr.in_by[dst], tr.avail_by[dst]])[
                    which, np.arange(m_count)]
                tr.out_by[src] = ids
                tr.in_by[dst] = ids
            f = s + d
            out_free[src] = f
            in_free[dst] = f
        else:  # messages sharing a link serialize in log order
            f = np.empty(m_count)
            s = np.empty(m_count)
            ready = avail.copy()  # sends use the state at the start of the round
            ready_by = tr.avail_by.copy() if tr is not None else None
            for m in range(m_count):
                a, b = src[m], dst[m]
                opts = (ready[a], out_free[a], in_free[b], ready[b])
                k = int(np.argmax(opts))
                s[m] = opts[k]
                f[m] = s[m] + d[m]
                out_free[a] = in_free[b] = f[m]
                if tr is not None:
                    pred[m] = (ready_by[a], tr.out_by[a], tr.in_by[b], ready_by[b])[k]
                    tr.out_by[a] = tr.in_by[b] = ids[m]
        np.add.at(busy, src, d)
        last = np.full(n, -np.inf)
        np.maximum.at(last, dst, f)
        got = last > -np.inf
        if tr is not None:
            for m in range(m_count):  # the last arrival into each receiver sets its availability
                b = dst[m]
                if f[m] == last[b] and f[m] >= avail[b]:
                    tr.avail_by[b] = ids[m]
            tr.parts.append((idx, src, dst, s, f, pred))
            tr.count += m_count
        avail[got] = np.maximum(avail[got], last[got])
        if rnd.reduce and gamma:
            add = np.zeros(n)
            np.add.at(add, dst, nb)
            avail += gamma * add
        j = int(np.argmax(f))
        round_end[idx], critical[idx] = f[j], src[j]
    finish_s = np.maximum(avail, out_free)
    total = float(finish_s.max()) if n else 0.0
    path = tr.path(avail, out_free) if tr is not None else None
    return Timing(total, finish_s, round_end, busy, int(np.argmax(busy)), critical, path)


def uniform_time(algorithm: str, workers: int, nbytes: float, bandwidth_bytes_per_s: float, latency_s: float,
                 gamma_s_per_byte: float = 0.0, gpus_per_node: int = 1, *,
                 intra_bandwidth_bytes_per_s: float | None = None, intra_latency_s: float | None = None,
                 nics_per_node: int | None = None) -> float:
    """The cost model's time for an executor algorithm on uniform links.

    Not a second copy of the formulas: this evaluates the functions generated
    from the sympy models (:mod:`ringcalc.numeric`), so every comparison of a
    simulation with it checks the simulation against the model the CLI
    reports. Exact for the simulation when the chunking is even (``K``
    divisible by ``N``; by ``2**floor(log2 N)`` for Rabenseifner).
    ``nbytes`` is bytes per worker (all-gather: bytes each worker
    contributes; the model's K for all-gather is the gathered output, N times
    that). The ``intra_*`` and ``nics_per_node`` arguments (hierarchical ring
    only) mirror :class:`Links`.

    Returns
    -------
    float
        Seconds.
    """
    from ringcalc import numeric

    n = int(workers)
    if algorithm in ("reduce-scatter", "all-gather"):
        model, collective = "ring", algorithm
    else:
        model, collective = algorithm, "all-reduce"
    try:
        numeric.model_functions(model, collective)
    except RingcalcError:
        raise RingcalcError(f"unknown algorithm {algorithm!r}", option="algorithm") from None
    g = int(gpus_per_node)
    params = {
        "N": n,
        "K": float(nbytes) * (n if algorithm == "all-gather" else 1),
        "B": float(bandwidth_bytes_per_s),
        "alpha": float(latency_s),
        "gamma": float(gamma_s_per_byte),
        "G": g,
        "R_nic": g if nics_per_node is None else min(int(nics_per_node), g),
        "B_intra": float(bandwidth_bytes_per_s if intra_bandwidth_bytes_per_s is None else intra_bandwidth_bytes_per_s),
        "alpha_intra": float(latency_s if intra_latency_s is None else intra_latency_s),
    }
    return float(numeric.evaluate("time", params, model, collective))
