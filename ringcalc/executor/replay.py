"""The recurrence behind :func:`ringcalc.executor.timing.simulate`: link state replayed round by round.

:class:`Replay` holds when each worker has its data (``avail``), when its
outgoing and incoming links are free, and how long each outgoing link was
busy; :meth:`Replay.round` advances it by one round of the step log.
Permutation rounds (``Round.shift``) take a vectorized path; other rounds
go message by message where messages share a link. :class:`Trace` records
which message bound each start, for the critical path.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ringcalc.executor.links import Links
from ringcalc.executor.result import Round


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


class Trace:
    """Predecessor bookkeeping for the critical path (what bound each message's start)."""

    def __init__(self, n: int):
        self.avail_by = np.full(n, -1, dtype=np.int64)  # message whose arrival set the worker's availability
        self.out_by = np.full(n, -1, dtype=np.int64)  # last message on the worker's outgoing link
        self.in_by = np.full(n, -1, dtype=np.int64)  # last message into the worker
        self.parts: list[tuple[int, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
        self.count = 0

    def path(self, avail: np.ndarray, out_free: np.ndarray) -> list[dict[str, Any]]:
        """The chain of messages, each started by the one before it, that ends at the total time."""
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


class Replay:
    """Link state while a step log is replayed (SI units, one entry per worker)."""

    def __init__(self, links: Links, rounds: int, gamma: float, trace: Trace | None):
        n = links.workers
        self.n, self.links, self.gamma, self.trace = n, links, gamma, trace
        self.avail = links.start_s.copy()  # when each worker holds (and has combined) what it received
        self.out_free = np.zeros(n)
        self.in_free = np.zeros(n)
        self.busy = np.zeros(n)  # occupied: latency and bytes (one message per direction at a time)
        self.carrying = np.zeros(n)  # of which carrying bytes (n/B), and of that inside a node
        self.carrying_intra = np.zeros(n)
        self.round_end = np.zeros(rounds)
        self.critical = np.zeros(rounds, dtype=np.int64)
        self._params_cache: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        self._tmp1, self._tmp2, self._start, self._finish, self._dur = (np.empty(n) for _ in range(5))

    def round(self, idx: int, rnd: Round) -> None:
        """Advance the state by round ``idx`` of the log."""
        sh = rnd.shift
        if self.trace is None and sh is not None and 0 < sh % self.n:
            self._shift_round(idx, rnd, sh % self.n)
        else:
            self._message_round(idx, rnd)

    def _shift_round(self, idx: int, rnd: Round, sh: int) -> None:
        """Every worker sends to the one ``sh`` places on: one vectorized recurrence, no tracing."""
        n = self.n
        avail, tmp1, tmp2, start, finish, dur = self.avail, self._tmp1, self._tmp2, self._start, self._finish, self._dur
        cached = self._params_cache.get(sh)
        if cached is None:
            src_all = np.arange(n)
            cached = self._params_cache[sh] = (*self.links.message_params(src_all, (src_all + sh) % n),
                                               self.links.intra(src_all, (src_all + sh) % n))
        lat_sh, inv, intra = cached
        np.multiply(rnd.nbytes, inv, out=dur)
        self.carrying += dur
        self.carrying_intra[intra] += dur[intra]
        dur += lat_sh
        np.maximum(avail, self.out_free, out=start)
        np.maximum(start, _shifted(self.in_free, sh, tmp1), out=start)
        np.maximum(start, _shifted(avail, sh, tmp1), out=start)
        np.add(start, dur, out=finish)
        self.out_free[:] = finish
        _unshift(finish, sh, tmp2)  # arrival time at each receiver
        self.in_free[:] = tmp2
        np.maximum(avail, tmp2, out=avail)
        if rnd.reduce and self.gamma:
            avail += self.gamma * _unshift(rnd.nbytes.astype(np.float64), sh, tmp1)
        self.busy += dur
        j = int(np.argmax(finish))
        self.round_end[idx], self.critical[idx] = finish[j], j

    def _message_round(self, idx: int, rnd: Round) -> None:
        """Any round: message by message where messages share a link, traced when asked."""
        tr = self.trace
        src, dst, nb = rnd.src, rnd.dst, rnd.nbytes.astype(np.float64)
        m_count = len(src)
        if m_count == 0:
            self.round_end[idx] = self.round_end[idx - 1] if idx else 0.0
            return
        m_lat, m_inv = self.links.message_params(src, dst)
        carry = nb * m_inv
        d = m_lat + carry
        np.add.at(self.carrying, src, carry)
        np.add.at(self.carrying_intra, src, np.where(self.links.intra(src, dst), carry, 0.0))
        ids = (tr.count + np.arange(m_count)) if tr is not None else None
        if len(np.unique(src)) == m_count and len(np.unique(dst)) == m_count:
            s, f, pred = self._distinct_links(src, dst, d, ids)
        else:  # messages sharing a link serialize in log order
            s, f, pred = self._shared_links(src, dst, d, ids)
        self._book(idx, rnd, src, dst, nb, d, s, f, pred, ids)

    def _distinct_links(self, src: np.ndarray, dst: np.ndarray, d: np.ndarray, ids: np.ndarray | None):
        """Start and finish of messages that use distinct links, and what bound each start."""
        tr, avail, out_free, in_free = self.trace, self.avail, self.out_free, self.in_free
        m_count = len(src)
        pred = np.full(m_count, -1, dtype=np.int64)
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
        return s, f, pred

    def _shared_links(self, src: np.ndarray, dst: np.ndarray, d: np.ndarray, ids: np.ndarray | None):
        """Start and finish of messages some of which share a link (they serialize in log order)."""
        tr, out_free, in_free = self.trace, self.out_free, self.in_free
        m_count = len(src)
        pred = np.full(m_count, -1, dtype=np.int64)
        f = np.empty(m_count)
        s = np.empty(m_count)
        ready = self.avail.copy()  # sends use the state at the start of the round
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
        return s, f, pred

    def _book(self, idx: int, rnd: Round, src: np.ndarray, dst: np.ndarray, nb: np.ndarray, d: np.ndarray,
              s: np.ndarray, f: np.ndarray, pred: np.ndarray, ids: np.ndarray | None) -> None:
        """Book the round's messages: link busy time, each receiver's availability, the round's end."""
        tr, avail, n = self.trace, self.avail, self.n
        m_count = len(src)
        np.add.at(self.busy, src, d)
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
        if rnd.reduce and self.gamma:
            add = np.zeros(n)
            np.add.at(add, dst, nb)
            avail += self.gamma * add
        j = int(np.argmax(f))
        self.round_end[idx], self.critical[idx] = f[j], src[j]
