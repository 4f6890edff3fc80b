"""The other all-reduce algorithms, executed on numpy buffers.

Every function takes ``N`` equally shaped buffers (``K`` elements, ``k``
bytes per worker) and an ``op`` (sum, prod, max, min, avg as in
:func:`ringcalc.executor.ring.ring_allreduce`), never modifies the inputs,
and returns a :class:`~ringcalc.executor.result.CollectiveResult` whose byte
counts are summed from the executed messages. The exact per-worker bytes are
stated in each docstring and given by :mod:`ringcalc.executor.traffic`.
Combination order is fixed by rank (lower rank's operand first, or rank
order 0..N-1), so all workers end with bitwise-identical results.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ringcalc.executor.buffers import chunk_bounds, finalize_avg, prepare, ufunc_for
from ringcalc.executor.result import CollectiveResult, StepLog


def _finish(name, op, prep, outs, log, extra=None) -> CollectiveResult:
    return CollectiveResult(name, op, [o.reshape(prep.shape) for o in outs], log.bytes_sent(), log.bytes_received(),
                            len(log), log, prep.workers, prep.elements, prep.dtype.itemsize, extra or {})


def _counted(log: StepLog, sent: np.ndarray, name: str) -> None:
    """Cross-check the executed byte counter against the log (internal consistency)."""
    if not np.array_equal(sent, log.bytes_sent()):  # pragma: no cover - would be an executor bug
        raise RuntimeError(f"{name}: executed bytes differ from the step log")


def parameter_server_allreduce(buffers: Sequence[np.ndarray], op: str = "sum") -> CollectiveResult:
    """Parameter server with worker 0 as the driver (it also holds data).

    Round 0 ("push"): every worker ``r >= 1`` sends its ``k`` bytes to worker
    0, which combines them in rank order. Round 1 ("pull"): worker 0 sends the
    ``k``-byte result to every other worker. Bytes: worker 0 sends and
    receives ``(N-1) k`` (``2 (N-1) k`` through the driver's link), every
    other worker sends and receives ``k``. Two rounds (none for ``N = 1``).
    """
    prep, op = prepare(buffers, op)
    n = prep.workers
    f = ufunc_for(op)
    outs = [x.copy() for x in prep.flats]
    log = StepLog(n)
    sent = np.zeros(n, dtype=np.int64)
    if n > 1:
        others = np.arange(1, n)
        acc = outs[0]
        for r in others:
            f(acc, prep.flats[r], out=acc)
            sent[r] += prep.flats[r].nbytes
        log.add("push", others, np.zeros(n - 1), [prep.flats[r].nbytes for r in others], reduce=True)
    if op == "avg":
        finalize_avg(outs[0], n)
    if n > 1:
        for r in others:
            np.copyto(outs[r], outs[0])
            sent[0] += outs[0].nbytes
        log.add("pull", np.zeros(n - 1), others, [outs[0].nbytes] * (n - 1), reduce=False)
    _counted(log, sent, "parameter-server")
    return _finish("parameter-server", op, prep, outs, log)


def naive_allreduce(buffers: Sequence[np.ndarray], op: str = "sum") -> CollectiveResult:
    """Naive all-to-all: every worker sends its whole buffer to every other worker.

    Rounds ``s = 1 .. N-1``: worker ``i`` sends its ``k`` input bytes to
    worker ``(i + s) % N``. Each worker then combines all ``N`` buffers in
    rank order 0..N-1 (identical on every worker). Bytes: every worker sends
    and receives ``(N-1) k``; total ``N (N-1) k``.
    """
    prep, op = prepare(buffers, op)
    n = prep.workers
    f = ufunc_for(op)
    log = StepLog(n)
    src = np.arange(n, dtype=np.int64)
    sent = np.zeros(n, dtype=np.int64)
    nb = np.array([x.nbytes for x in prep.flats], dtype=np.int64)  # each worker sends its whole input
    for s in range(1, n):
        sent += nb
        log.add("exchange", src, (src + s) % n, nb, reduce=True, shift=s)
    # Every worker combines the same N buffers in rank order 0..N-1, a deterministic computation:
    # the executor performs it once and gives each worker its own copy (same bits, O(N) instead of O(N^2)).
    acc = prep.flats[0].copy()
    for r in range(1, n):
        f(acc, prep.flats[r], out=acc)
    if op == "avg":
        finalize_avg(acc, n)
    outs = [acc] + [acc.copy() for _ in range(n - 1)]
    _counted(log, sent, "naive")
    return _finish("naive", op, prep, outs, log)


def _ceil_log2(n: int) -> int:
    return (n - 1).bit_length()


def binomial_tree_allreduce(buffers: Sequence[np.ndarray], op: str = "sum") -> CollectiveResult:
    """Binomial-tree reduce to worker 0, then binomial-tree broadcast from 0.

    ``L = ceil(log2 N)``. Reduce round ``j`` (``j = 0..L-1``): every rank
    whose lowest set bit is ``2**j`` sends its ``k``-byte partial result to
    ``rank - 2**j``, which combines it (MPICH ``MPIR_Reduce_intra_binomial``,
    root 0). Broadcast round ``j = L-1..0``: every rank that is a multiple of
    ``2**(j+1)`` sends ``k`` bytes to ``rank + 2**j`` if it exists (MPICH
    ``MPIR_Bcast_intra_binomial``). ``2 L`` rounds; rank ``r > 0`` sends
    ``k`` once in the reduce, and in the broadcast rank ``r`` sends ``k`` for
    each ``j < min(tz(r), L)`` with ``r + 2**j < N`` (``tz`` = trailing zero
    bits, ``tz(0) = inf``). Received bytes equal sent bytes per rank; total
    ``2 (N-1) k``.
    """
    prep, op = prepare(buffers, op)
    n = prep.workers
    f = ufunc_for(op)
    outs = [x.copy() for x in prep.flats]
    log = StepLog(n)
    levels = _ceil_log2(n)
    for j in range(levels):
        m = 1 << j
        srcs = [r for r in range(m, n, 2 * m)]
        for r in srcs:
            f(outs[r - m], outs[r], out=outs[r - m])
        log.add("reduce", srcs, [r - m for r in srcs], [outs[r].nbytes for r in srcs], reduce=True)
    if op == "avg":
        finalize_avg(outs[0], n)
    for j in reversed(range(levels)):
        m = 1 << j
        srcs = [r for r in range(0, n, 2 * m) if r + m < n]
        for r in srcs:
            np.copyto(outs[r + m], outs[r])
        log.add("broadcast", srcs, [r + m for r in srcs], [outs[r].nbytes for r in srcs], reduce=False)
    return _finish("binomial-tree", op, prep, outs, log)


def _fold(n: int) -> tuple[int, int]:
    """MPICH's non-power-of-two fold: (pof2, rem) with pof2 = 2**floor(log2 N), rem = N - pof2."""
    pof2 = 1 << (n.bit_length() - 1)
    return pof2, n - pof2


def _real_rank(newrank: int, rem: int) -> int:
    return newrank * 2 + 1 if newrank < rem else newrank + rem


def _pre_post(phase: str, outs, f, rem: int, log: StepLog, reduce: bool) -> None:
    """MPICH pre step (even ranks < 2 rem send to rank + 1, which combines) or post step (odd send back)."""
    if rem == 0:
        return
    if reduce:
        src = list(range(0, 2 * rem, 2))
        for r in src:
            f(outs[r], outs[r + 1], out=outs[r + 1])  # lower rank's operand first
        log.add(phase, src, [r + 1 for r in src], [outs[r].nbytes for r in src], reduce=True)
    else:
        src = list(range(1, 2 * rem, 2))
        for r in src:
            np.copyto(outs[r - 1], outs[r])
        log.add(phase, src, [r - 1 for r in src], [outs[r].nbytes for r in src], reduce=False)


def recursive_doubling_allreduce(buffers: Sequence[np.ndarray], op: str = "sum") -> CollectiveResult:
    """Recursive doubling (butterfly), MPICH ``allreduce_intra_recursive_doubling.c``.

    ``pof2 = 2**floor(log2 N)``, ``rem = N - pof2``. If ``rem > 0`` a "pre"
    round: each even rank ``r < 2 rem`` sends its ``k`` bytes to ``r + 1``,
    which combines them, and drops out. The ``pof2`` remaining ranks run
    ``log2(pof2)`` rounds; in the round with mask ``m`` each exchanges its
    whole ``k``-byte buffer with the rank whose new rank differs in bit ``m``
    and combines (lower rank's operand first). A "post" round returns the
    result from odd ``r < 2 rem`` to ``r - 1``. Rounds:
    ``floor(log2 N) + 2 [rem > 0]``. Bytes sent: even ``r < 2 rem``: ``k``;
    odd ``r < 2 rem``: ``(log2(pof2) + 1) k``; ``r >= 2 rem``:
    ``log2(pof2) k``. Received: even ``r < 2 rem``: ``k``; the others as
    sent.
    """
    prep, op = prepare(buffers, op)
    n = prep.workers
    f = ufunc_for(op)
    outs = [x.copy() for x in prep.flats]
    log = StepLog(n)
    pof2, rem = _fold(n)
    _pre_post("pre", outs, f, rem, log, reduce=True)
    m = 1
    while m < pof2:
        src, dst = [], []
        pairs = []
        for nr in range(pof2):
            a, b = _real_rank(nr, rem), _real_rank(nr ^ m, rem)
            src.append(a)
            dst.append(b)
            if a < b:
                pairs.append((a, b))
        for a, b in pairs:  # both end with lower op higher, computed once
            f(outs[a], outs[b], out=outs[a])
            np.copyto(outs[b], outs[a])
        log.add(f"exchange mask={m}", src, dst, [outs[a].nbytes for a in src], reduce=True)
        m <<= 1
    if op == "avg":
        for nr in range(pof2):
            finalize_avg(outs[_real_rank(nr, rem)], n)
    _pre_post("post", outs, f, rem, log, reduce=False)
    return _finish("recursive-doubling", op, prep, outs, log)


def _halving_reduce_scatter(outs: list[np.ndarray], f, bounds: np.ndarray, pof2: int, rem: int, isz: int,
                            log: StepLog) -> tuple[dict[int, tuple[int, int]], list[dict[int, tuple[int, int]]]]:
    """Rabenseifner's recursive-halving reduce-scatter over the ``pof2`` participants (masks 1, 2, .., pof2/2).

    Returns the block range each new rank ends owning, and the ranges before
    each round (the all-gather walks them back).
    """
    ranges = {nr: (0, pof2) for nr in range(pof2)}
    history: list[dict[int, tuple[int, int]]] = []
    m = 1
    while m < pof2:
        keep, send = {}, {}
        for nr in range(pof2):
            lo, hi = ranges[nr]
            mid = (lo + hi) // 2
            keep[nr], send[nr] = ((lo, mid), (mid, hi)) if nr < (nr ^ m) else ((mid, hi), (lo, mid))
        src, dst, nb = [], [], []
        for nr in range(pof2):
            a, b = _real_rank(nr, rem), _real_rank(nr ^ m, rem)
            lo, hi = bounds[keep[nr][0]], bounds[keep[nr][1]]
            mine, theirs = outs[a][lo:hi], outs[b][lo:hi]  # partner sends me its copy of my kept half
            if a < b:
                f(mine, theirs, out=mine)
            else:
                f(theirs, mine, out=mine)
            s_lo, s_hi = bounds[send[nr][0]], bounds[send[nr][1]]
            src.append(a)
            dst.append(b)
            nb.append((s_hi - s_lo) * isz)
        log.add(f"reduce-scatter mask={m}", src, dst, nb, reduce=True)
        history.append(dict(ranges))
        ranges = keep
        m <<= 1
    return ranges, history


def _doubling_allgather(outs: list[np.ndarray], bounds: np.ndarray, ranges: dict[int, tuple[int, int]],
                        history: list[dict[int, tuple[int, int]]], pof2: int, rem: int, isz: int, log: StepLog) -> None:
    """Rabenseifner's recursive-doubling all-gather (masks pof2/2 .. 1): each sends the whole range it holds."""
    m = pof2 >> 1
    while m >= 1:
        src, dst, nb = [], [], []
        for nr in range(pof2):
            a, b = _real_rank(nr, rem), _real_rank(nr ^ m, rem)
            lo, hi = ranges[nr]
            np.copyto(outs[b][bounds[lo]:bounds[hi]], outs[a][bounds[lo]:bounds[hi]])
            src.append(a)
            dst.append(b)
            nb.append((bounds[hi] - bounds[lo]) * isz)
        log.add(f"all-gather mask={m}", src, dst, nb, reduce=False)
        ranges = history.pop()
        m >>= 1


def rabenseifner_allreduce(buffers: Sequence[np.ndarray], op: str = "sum") -> CollectiveResult:
    """Rabenseifner: recursive-halving reduce-scatter + recursive-doubling all-gather.

    MPICH ``allreduce_intra_reduce_scatter_allgather.c``: the same pre/post
    fold as :func:`recursive_doubling_allreduce` (``k`` bytes each way for
    ranks ``< 2 rem``); the ``pof2`` participants split the ``K`` elements
    into ``pof2`` blocks by the chunk rule (current MPICH ``cnts[]``: the
    first ``K % pof2`` blocks one element longer; MPICH 3.x and the codes
    derived from it gave the whole remainder to the last block instead). Reduce-scatter round with mask
    ``m = 1, 2, .., pof2/2``: with partner ``newrank ^ m``, the lower new
    rank keeps the lower half of its current block range and sends the
    upper half (the higher one the reverse), combining what it receives
    into the half it keeps. New rank ``p`` ends owning block
    ``b = bitreverse(p)`` (``log2 pof2`` bits). All-gather rounds
    ``m = pof2/2 .. 1`` send the whole range held and receive the partner's.
    Bytes sent by a participant: ``k - c_b`` in the reduce-scatter plus
    ``sum_{j=0}^{log2(pof2)-1} bytes(aligned range of 2**j blocks holding b)``
    in the all-gather (received: the same two terms); plus ``k`` for the
    pre/post fold. Rounds: ``2 log2(pof2) + 2 [rem > 0]``.
    """
    prep, op = prepare(buffers, op)
    n, k, isz = prep.workers, prep.elements, prep.dtype.itemsize
    f = ufunc_for(op)
    outs = [x.copy() for x in prep.flats]
    log = StepLog(n)
    pof2, rem = _fold(n)
    _pre_post("pre", outs, f, rem, log, reduce=True)
    bounds = chunk_bounds(k, pof2)
    ranges, history = _halving_reduce_scatter(outs, f, bounds, pof2, rem, isz, log)
    if op == "avg":
        for nr in range(pof2):
            lo, hi = ranges[nr]
            finalize_avg(outs[_real_rank(nr, rem)][bounds[lo]:bounds[hi]], n)
    _doubling_allgather(outs, bounds, ranges, history, pof2, rem, isz, log)
    _pre_post("post", outs, f, rem, log, reduce=False)
    return _finish("rabenseifner", op, prep, outs, log)

