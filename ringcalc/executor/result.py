"""Step logs and the result object of every executor run.

A run is a sequence of *rounds* (steps). In one round every listed message
``src -> dst`` of ``nbytes`` bytes is sent at once; a worker's send in a round
may depend on everything it received in earlier rounds. The time simulation
(:mod:`ringcalc.executor.timing`) replays these rounds, so it is generic over
algorithms.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence

import numpy as np


@dataclass(frozen=True)
class Round:
    """The messages of one step.

    Attributes
    ----------
    step : int
        0-based step index within the run.
    phase : str
        E.g. ``"reduce-scatter"``, ``"all-gather"``, ``"pre"``, ``"broadcast"``.
    src, dst : numpy.ndarray of int64
        Sender and receiver rank of each message.
    nbytes : numpy.ndarray of int64
        Payload of each message in bytes (may be 0: an empty message still
        costs one latency).
    reduce : bool
        True when receivers combine the payload with their data (costs
        ``gamma`` seconds per byte in the time simulation).
    chunk : numpy.ndarray of int64 or None
        Chunk index carried by each message (ring algorithms), for display.
    shift : int or None
        Set when ``src == arange(N)`` and ``dst == (src + shift) % N``: a
        permutation round the simulation handles with slices.
    """

    step: int
    phase: str
    src: np.ndarray
    dst: np.ndarray
    nbytes: np.ndarray
    reduce: bool
    chunk: np.ndarray | None = None
    shift: int | None = None

    def records(self) -> list[dict[str, Any]]:
        """One dict per message: ``step, phase, src, dst, nbytes, chunk``."""
        chunks = self.chunk if self.chunk is not None else [None] * len(self.src)
        return [
            {"step": self.step, "phase": self.phase, "src": int(s), "dst": int(d),
             "nbytes": int(n), "chunk": None if c is None else int(c)}
            for s, d, n, c in zip(self.src, self.dst, self.nbytes, chunks)
        ]


class StepLog(Sequence[Round]):
    """An ordered list of :class:`Round` (explicitly stored)."""

    def __init__(self, workers: int, rounds: Sequence[Round] | None = None):
        self.workers = workers
        self._rounds: list[Round] = list(rounds or [])

    def add(self, phase: str, src, dst, nbytes, *, reduce: bool, chunk=None, shift=None) -> None:
        """Append a round (arrays are converted to int64)."""
        self._rounds.append(
            Round(len(self._rounds), phase, np.asarray(src, dtype=np.int64), np.asarray(dst, dtype=np.int64),
                  np.asarray(nbytes, dtype=np.int64), reduce,
                  None if chunk is None else np.asarray(chunk, dtype=np.int64), shift))

    def extend(self, other: "StepLog") -> None:
        for r in other:
            self._rounds.append(Round(len(self._rounds), r.phase, r.src, r.dst, r.nbytes, r.reduce, r.chunk, r.shift))

    def __len__(self) -> int:
        return len(self._rounds)

    def __getitem__(self, i):  # type: ignore[override]
        return self._rounds[i]

    def __iter__(self) -> Iterator[Round]:
        return iter(self._rounds)

    def records(self) -> list[dict[str, Any]]:
        """All messages as dicts (``step, phase, src, dst, nbytes, chunk``); for display and small N."""
        return [rec for r in self for rec in r.records()]

    def bytes_sent(self) -> np.ndarray:
        """Bytes sent by each worker over the whole log (int64, shape (N,))."""
        out = np.zeros(self.workers, dtype=np.int64)
        for r in self:
            np.add.at(out, r.src, r.nbytes)
        return out

    def bytes_received(self) -> np.ndarray:
        """Bytes received by each worker over the whole log (int64, shape (N,))."""
        out = np.zeros(self.workers, dtype=np.int64)
        for r in self:
            np.add.at(out, r.dst, r.nbytes)
        return out


class PlannedLog(StepLog):
    """A log whose rounds are built on access from a per-round plan (``self._plan``).

    Subclasses fill ``self._plan`` (one entry per round) and build one round
    from its entry in :meth:`_round`; the sequence protocol lives here once.
    """

    _plan: list

    def __len__(self) -> int:
        return len(self._plan)

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        return self._round(i, self._plan[i])

    def __iter__(self) -> Iterator[Round]:
        for i in range(len(self)):
            yield self[i]

    def _round(self, i: int, entry: Any) -> Round:
        raise NotImplementedError


class RingLog(PlannedLog):
    """Lazily generated log of a ring over all ``N`` workers.

    Stores only the chunk sizes: round arrays are built on access, so a
    4096-worker ring (8190 rounds of 4096 messages) costs O(N) memory.
    Phases are given as ``(name, count, first_offset, reduce)``: in round
    ``s`` of a phase, worker ``i`` sends chunk ``(i + first_offset - s) % N``
    to worker ``(i + 1) % N``.
    """

    def __init__(self, chunk_nbytes: np.ndarray, phases: Sequence[tuple[str, int, int, bool]]):
        n = len(chunk_nbytes)
        super().__init__(n)
        self.chunk_nbytes = np.asarray(chunk_nbytes, dtype=np.int64)
        self._doubled = np.concatenate([self.chunk_nbytes, self.chunk_nbytes])
        self._plan: list[tuple[str, int, bool]] = []  # per round: phase, chunk offset, reduce
        for name, count, offset, reduce in phases:
            self._plan.extend((name, offset - s, reduce) for s in range(count))
        self._src = np.arange(n, dtype=np.int64)
        self._dst = (self._src + 1) % n
        self._doubled_index = np.concatenate([self._src, self._src])

    def _round(self, i: int, entry: tuple[str, int, bool]) -> Round:
        phase, offset, reduce = entry
        n = self.workers
        start = offset % n
        nbytes = self._doubled[start : start + n]  # chunk (i + offset) % N for worker i
        chunk = self._doubled_index[start : start + n]  # (i + offset) % N, a view
        return Round(i, phase, self._src, self._dst, nbytes, reduce, chunk, 1)


    def bytes_sent(self) -> np.ndarray:
        out = np.zeros(self.workers, dtype=np.int64)
        for _, offset, _ in self._plan:
            start = offset % self.workers
            out += self._doubled[start : start + self.workers]
        return out

    def bytes_received(self) -> np.ndarray:
        return np.roll(self.bytes_sent(), 1)


@dataclass
class CollectiveResult:
    """What an executor run returns.

    Attributes
    ----------
    algorithm : str
    op : str
    outputs : list of numpy.ndarray
        One result per worker, shaped like the inputs (reduce-scatter: the
        worker's 1-D chunk; all-gather: the concatenation, 1-D).
    bytes_sent, bytes_received : numpy.ndarray of int64, shape (N,)
        Bytes each worker sent / received, summed from the executed messages.
    steps : int
        Number of rounds (ring all-reduce: ``2(N-1)``).
    log : StepLog
        The rounds, for display (``log.records()``) and time simulation.
    workers, elements : int
        ``N`` and the number of elements per worker ``K``.
    itemsize : int
        Bytes per element.
    bytes_intra, bytes_inter : numpy.ndarray or None
        Hierarchical algorithms: per-worker bytes sent inside / across nodes.
    """

    algorithm: str
    op: str
    outputs: list[np.ndarray]
    bytes_sent: np.ndarray
    bytes_received: np.ndarray
    steps: int
    log: StepLog
    workers: int
    elements: int
    itemsize: int
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def total_bytes(self) -> int:
        """Bytes sent over all workers."""
        return int(self.bytes_sent.sum())

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready summary (no buffers)."""
        d = {
            "algorithm": self.algorithm, "op": self.op, "workers": self.workers,
            "elements": self.elements, "itemsize_bytes": self.itemsize, "steps": self.steps,
            "bytes_sent_per_worker": [int(x) for x in self.bytes_sent],
            "bytes_received_per_worker": [int(x) for x in self.bytes_received],
            "total_bytes_sent": self.total_bytes,
        }
        for k, v in self.extra.items():
            d[k] = [int(x) for x in v] if isinstance(v, np.ndarray) else v
        return d
