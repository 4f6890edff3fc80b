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

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.executor.links import Links
from ringcalc.executor.replay import Replay, Trace
from ringcalc.executor.result import StepLog


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
        Per worker, total time its outgoing link was occupied by messages (latency and bytes), s.
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
    link_carrying_s, link_carrying_intra_s : numpy.ndarray
        Per worker, of ``link_busy_s`` the time its messages carried bytes (bytes / bandwidth, no latency), s; and
        of that, the messages that stayed inside a node (the scale-up link).
    """

    total_time_s: float
    finish_s: np.ndarray
    round_end_s: np.ndarray
    link_busy_s: np.ndarray
    bottleneck_worker: int
    critical_senders: np.ndarray = field(repr=False)
    critical_path: list[dict[str, Any]] | None = field(default=None, repr=False)
    link_carrying_s: np.ndarray | None = field(default=None, repr=False)
    link_carrying_intra_s: np.ndarray | None = field(default=None, repr=False)

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

    @property
    def bottleneck_carrying_share(self) -> float:
        """Time the bottleneck link carried bytes (no latency) over the total time (0..1): below its utilization by
        the latency of its messages."""
        if self.link_carrying_s is None or not self.total_time_s > 0:
            return 0.0
        return float(self.link_carrying_s[self.bottleneck_worker] / self.total_time_s)

    def to_dict(self) -> dict[str, Any]:
        d = {
            "simulated_time_s": self.total_time_s,
            "bottleneck_worker": self.bottleneck_worker,
            "bottleneck_link_busy_s": float(self.link_busy_s[self.bottleneck_worker]) if len(self.link_busy_s) else 0.0,
            "bottleneck_utilization": self.bottleneck_utilization,
            "bottleneck_carrying_share": self.bottleneck_carrying_share,
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


TRACE_MAX_MESSAGES = 1_000_000


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
    tr = Trace(n) if trace else None
    state = Replay(links, len(log), gamma, tr)
    for idx, rnd in enumerate(log):
        state.round(idx, rnd)
    finish_s = np.maximum(state.avail, state.out_free)
    total = float(finish_s.max()) if n else 0.0
    path = tr.path(state.avail, state.out_free) if tr is not None else None
    return Timing(total, finish_s, state.round_end, state.busy, int(np.argmax(state.busy)), state.critical, path,
                  state.carrying, state.carrying_intra)

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
    from ringcalc.executor.registry import get_algorithm

    n = int(workers)
    model, collective = get_algorithm(algorithm).model_key
    g = int(gpus_per_node)
    params = {
        "N": n,
        "K": float(nbytes) * (n if collective == "all-gather" else 1),
        "B": float(bandwidth_bytes_per_s),
        "alpha": float(latency_s),
        "gamma": float(gamma_s_per_byte),
        "G": g,
        "R_nic": g if nics_per_node is None else min(int(nics_per_node), g),
        "B_intra": float(bandwidth_bytes_per_s if intra_bandwidth_bytes_per_s is None else intra_bandwidth_bytes_per_s),
        "alpha_intra": float(latency_s if intra_latency_s is None else intra_latency_s),
    }
    return float(numeric.evaluate("time", params, model, collective))
