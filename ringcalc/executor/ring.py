"""Ring all-reduce, ring reduce-scatter and ring all-gather on numpy buffers.

Schedule (``P`` workers in a ring, worker ``i`` sends to ``(i + 1) % P``,
chunks split by the rule of :mod:`ringcalc.executor.buffers`):

* reduce-scatter, steps ``s = 0 .. P-2``: worker ``i`` sends chunk
  ``(i - s - 1) % P`` (its partial result; at ``s = 0`` its own input) and the
  receiver combines it into its copy of that chunk. Afterwards worker ``i``
  holds the fully reduced chunk ``i`` (the MPI/NCCL reduce-scatter convention).
* all-gather, steps ``s = 0 .. P-2``: worker ``i`` sends chunk ``(i - s) % P``
  and the receiver overwrites its copy.

So worker ``i`` sends every chunk except chunk ``i`` in the reduce-scatter
and every chunk except chunk ``(i + 1) % P`` in the all-gather:
``sent_i = 2 k - c_i - c_{(i+1) % P}`` bytes (``k`` = bytes per worker,
``c_j`` = bytes of chunk ``j``), ``received_i = 2 k - c_{(i-1) % P} - c_i``;
the total is ``2 (P-1) k`` whatever the split, and each worker sends
``2 (P-1) k / P`` when ``P`` divides the element count ``K``. Source: Patarasuk & Yuan, "Bandwidth optimal all-reduce algorithms for
clusters of workstations", JPDC 69(2), 2009; Baidu's ring all-reduce
(Gibiansky 2017).

Memory: no input copy and no per-step temporary. The first time a worker
combines chunk ``c`` it writes ``in[c] op received`` straight into its output
(ufunc ``out=``); within a step every send reads the sender's state at the
start of the step because a worker never combines the chunk it is sending.
An in-memory executor reads the neighbour's chunk directly instead of a copy
in a receive buffer; the bytes counted are those of the chunk read.
From ``N >= 32`` workers with ``N`` dividing ``K`` (and not in place) the
same schedule runs vectorized over workers, one numpy operation per step
(:func:`_stacked_ring`), so thousands of workers take seconds, not hours.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ringcalc.executor.buffers import chunk_views, finalize_avg, new_outputs, prepare, ufunc_for
from ringcalc.executor.result import CollectiveResult, RingLog, StepLog


def reduce_scatter_steps(
    rings: Sequence[Sequence[int]],
    inputs: dict[int, list[np.ndarray]],
    outputs: dict[int, list[np.ndarray]],
    ufunc: np.ufunc,
    sent: np.ndarray,
    received: np.ndarray,
    log: StepLog | None,
    phase: str = "reduce-scatter",
) -> None:
    """Run the ring reduce-scatter steps on several disjoint rings at once.

    ``inputs[g]`` / ``outputs[g]`` are the chunk views (``P`` each, ``P`` the
    ring length) of global rank ``g``; ``inputs[g]`` may be ``outputs[g]``
    (in place). Afterwards position ``p`` of each ring holds reduced chunk
    ``p`` in ``outputs``. ``sent`` and ``received`` (indexed by global rank)
    are incremented by the bytes actually read; one log round per step.
    """
    p = len(rings[0])
    for s in range(p - 1):
        messages: list[tuple[int, int, int, int]] = []
        for ring in rings:
            for pos in range(p):
                c = (pos - s - 1) % p
                g, h = ring[pos], ring[(pos + 1) % p]
                data = inputs[g][c] if s == 0 else outputs[g][c]
                ufunc(inputs[h][c], data, out=outputs[h][c])
                sent[g] += data.nbytes
                received[h] += data.nbytes
                messages.append((g, h, data.nbytes, c))
        if log is not None:
            src, dst, nbytes, chunk = zip(*messages)
            log.add(phase, src, dst, nbytes, reduce=True, chunk=chunk)


def all_gather_steps(
    rings: Sequence[Sequence[int]],
    outputs: dict[int, list[np.ndarray]],
    sent: np.ndarray,
    received: np.ndarray,
    log: StepLog | None,
    phase: str = "all-gather",
) -> None:
    """Run the ring all-gather steps: position ``p`` starts owning chunk ``p``.

    Step ``s``: position ``p`` sends chunk ``(p - s) % P`` to ``p + 1``, which
    overwrites its copy.
    """
    p = len(rings[0])
    for s in range(p - 1):
        messages: list[tuple[int, int, int, int]] = []
        for ring in rings:
            for pos in range(p):
                c = (pos - s) % p
                g, h = ring[pos], ring[(pos + 1) % p]
                data = outputs[g][c]
                np.copyto(outputs[h][c], data)
                sent[g] += data.nbytes
                received[h] += data.nbytes
                messages.append((g, h, data.nbytes, c))
        if log is not None:
            src, dst, nbytes, chunk = zip(*messages)
            log.add(phase, src, dst, nbytes, reduce=False, chunk=chunk)


STACKED_MIN_WORKERS = 32


def stacked_reduce_scatter(x: np.ndarray, f: np.ufunc) -> None:
    """Ring reduce-scatter vectorized over workers and over independent rings, in place.

    ``x`` has shape ``(R, P, P, c)``: ``R`` rings of ``P`` positions, each
    position's buffer as ``P`` even chunks of ``c`` elements. Step ``s``
    executes ``x[:, i+1, c_i] = x[:, i+1, c_i] op x[:, i, c_i]`` with
    ``c_i = (i - s - 1) % P`` for all ``i`` at once; the right-hand side is
    gathered before any write, so every send reads the state at the start
    of the step. Same schedule and operand order as
    :func:`reduce_scatter_steps`; extra memory ~3 R c P elements per step.
    """
    p = x.shape[1]
    src = np.arange(p)
    dst = (src + 1) % p
    for s in range(p - 1):
        c = (src - s - 1) % p
        x[:, dst, c] = f(x[:, dst, c], x[:, src, c])


def stacked_all_gather(x: np.ndarray) -> None:
    """Ring all-gather on ``x`` of shape ``(R, P, P, c)`` (position ``p`` starts owning chunk ``p``), in place."""
    p = x.shape[1]
    src = np.arange(p)
    dst = (src + 1) % p
    for s in range(p - 1):
        c = (src - s) % p
        x[:, dst, c] = x[:, src, c]


def stacked_finalize_avg(x: np.ndarray, workers: int) -> None:
    """Divide each position's owned chunk ``x[:, p, p]`` (shape ``(R, P, P, c)``) into an average."""
    p = np.arange(x.shape[1])
    own = x[:, p, p]
    finalize_avg(own, workers)
    x[:, p, p] = own


def _stacked_ring(prep, op: str, all_gather: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Vectorized ring (``N >= 32``, ``N`` divides ``K``): the stacked copy of the inputs becomes the outputs."""
    n, k = prep.workers, prep.elements
    x = np.stack(prep.flats).reshape(1, n, n, k // n)
    stacked_reduce_scatter(x, ufunc_for(op))
    if op == "avg":
        stacked_finalize_avg(x, n)
    if all_gather:
        stacked_all_gather(x)
    steps = (n - 1) * (2 if all_gather else 1)
    sent = np.full(n, steps * (k // n) * prep.dtype.itemsize, dtype=np.int64)  # one chunk per worker per step
    return x.reshape(n, k), sent, sent.copy()


def _use_stacked(prep, inplace: bool) -> bool:
    return (not inplace and prep.workers >= STACKED_MIN_WORKERS and prep.elements % prep.workers == 0
            and prep.elements > 0)


def _ring_log(elements: int, workers: int, itemsize: int, reduce_scatter: bool, all_gather: bool) -> RingLog:
    from ringcalc.executor.buffers import chunk_counts

    phases = []
    if reduce_scatter:
        phases.append(("reduce-scatter", workers - 1, -1, True))
    if all_gather:
        phases.append(("all-gather", workers - 1, 0, False))
    return RingLog(chunk_counts(elements, workers) * itemsize, phases)


def ring_allreduce(buffers: Sequence[np.ndarray], op: str = "sum", *, inplace: bool = False) -> CollectiveResult:
    """All-reduce ``N`` equally shaped buffers with the two-phase ring.

    Parameters
    ----------
    buffers : sequence of numpy.ndarray
        One array per worker, same shape and numeric dtype (int, uint,
        float16/32/64, complex for sum/prod/avg). ``K`` = elements per worker.
    op : {"sum", "prod", "max", "min", "avg"}
        ``avg`` is the sum divided by ``N`` once, after the reduce-scatter:
        floats in their dtype; integers by truncation toward zero (NCCL's
        integer ``ncclAvg``), dtype kept. Integer sums wrap modulo
        ``2**bits`` as in numpy and NCCL.
    inplace : bool
        If True the results are written into ``buffers`` (which must be
        writeable C-contiguous arrays) and ``outputs`` are those arrays;
        otherwise the inputs are never modified.

    Returns
    -------
    CollectiveResult
        ``outputs`` (N arrays shaped like the inputs), ``bytes_sent`` /
        ``bytes_received`` per worker in bytes, ``steps = 2 (N - 1)``,
        ``log`` (a lazy :class:`~ringcalc.executor.result.RingLog`).

    Notes
    -----
    ``2 (N - 1)`` steps; chunks split with the first ``K % N`` chunks one
    element longer (see :mod:`ringcalc.executor.buffers`); worker ``i`` sends
    ``2 K - c_i - c_{(i+1) % N}`` bytes (module docstring). With ``K < N``
    some chunks are empty and their messages carry 0 bytes.

    Examples
    --------
    >>> import numpy as np
    >>> r = ring_allreduce([np.array([2, 4, 6]), np.array([1, 2, 3]), np.array([4, 8, 12])])
    >>> [o.tolist() for o in r.outputs]
    [[7, 14, 21], [7, 14, 21], [7, 14, 21]]
    """
    prep, op = prepare(buffers, op, inplace=inplace)
    n, k = prep.workers, prep.elements
    outs = prep.flats if inplace or _use_stacked(prep, inplace) else new_outputs(prep)
    sent = np.zeros(n, dtype=np.int64)
    received = np.zeros(n, dtype=np.int64)
    if _use_stacked(prep, inplace):
        x, sent, received = _stacked_ring(prep, op, True)
        outs = list(x)
    elif n == 1:
        if not inplace:
            np.copyto(outs[0], prep.flats[0])
    else:
        in_chunks = {g: chunk_views(prep.flats[g], n) for g in range(n)}
        out_chunks = {g: chunk_views(outs[g], n) for g in range(n)}
        ring = [list(range(n))]
        reduce_scatter_steps(ring, in_chunks, out_chunks, ufunc_for(op), sent, received, None)
        if op == "avg":
            for g in range(n):
                finalize_avg(out_chunks[g][g], n)
        all_gather_steps(ring, out_chunks, sent, received, None)
    log = _ring_log(k, n, prep.dtype.itemsize, True, True)
    return CollectiveResult("ring", op, [o.reshape(prep.shape) for o in outs], sent, received, len(log), log,
                            n, k, prep.dtype.itemsize)


def ring_reduce_scatter(buffers: Sequence[np.ndarray], op: str = "sum") -> CollectiveResult:
    """Ring reduce-scatter: worker ``i`` ends with reduced chunk ``i`` (1-D).

    ``N - 1`` steps; worker ``i`` sends every chunk but chunk ``i``:
    ``K - c_i`` bytes, receives ``K - c_{(i-1) % N}``. ``avg`` as in
    :func:`ring_allreduce`. Inputs are not modified.
    """
    prep, op = prepare(buffers, op)
    n, k = prep.workers, prep.elements
    if _use_stacked(prep, False):
        x, sent, received = _stacked_ring(prep, op, False)
        log = _ring_log(k, n, prep.dtype.itemsize, True, False)
        c = k // n
        return CollectiveResult("reduce-scatter", op, [x[g, g * c : (g + 1) * c].copy() for g in range(n)], sent,
                                received, len(log), log, n, k, prep.dtype.itemsize)
    outs = new_outputs(prep)
    sent = np.zeros(n, dtype=np.int64)
    received = np.zeros(n, dtype=np.int64)
    out_chunks = {g: chunk_views(outs[g], n) for g in range(n)}
    if n == 1:
        np.copyto(outs[0], prep.flats[0])
    else:
        in_chunks = {g: chunk_views(prep.flats[g], n) for g in range(n)}
        reduce_scatter_steps([list(range(n))], in_chunks, out_chunks, ufunc_for(op), sent, received, None)
    if op == "avg":
        for g in range(n):
            finalize_avg(out_chunks[g][g], n)
    log = _ring_log(k, n, prep.dtype.itemsize, True, False)
    return CollectiveResult("reduce-scatter", op, [out_chunks[g][g].copy() for g in range(n)], sent, received,
                            len(log), log, n, k, prep.dtype.itemsize)


def ring_allgather(buffers: Sequence[np.ndarray]) -> CollectiveResult:
    """Ring all-gather: every worker ends with the 1-D concatenation of all buffers in rank order.

    ``N - 1`` steps; each worker sends ``(N - 1) K`` elements' bytes and
    receives as many (``K`` = elements per input buffer). Inputs are not
    modified.
    """
    prep, _ = prepare(buffers, "sum")
    n, k = prep.workers, prep.elements
    log = RingLog(np.full(n, k * prep.dtype.itemsize, dtype=np.int64), [("all-gather", n - 1, 0, False)])
    if n >= STACKED_MIN_WORKERS and k > 0:
        x = np.empty((1, n, n, k), dtype=prep.dtype)
        idx = np.arange(n)
        x[0, idx, idx] = np.stack(prep.flats)
        stacked_all_gather(x)
        sent = np.full(n, (n - 1) * k * prep.dtype.itemsize, dtype=np.int64)
        return CollectiveResult("all-gather", "none", list(x.reshape(n, n * k)), sent, sent.copy(), len(log), log,
                                n, n * k, prep.dtype.itemsize)
    outs = [np.empty(n * k, dtype=prep.dtype) for _ in range(n)]
    out_chunks = {g: [outs[g][c * k : (c + 1) * k] for c in range(n)] for g in range(n)}
    for g in range(n):
        np.copyto(out_chunks[g][g], prep.flats[g])
    sent = np.zeros(n, dtype=np.int64)
    received = np.zeros(n, dtype=np.int64)
    all_gather_steps([list(range(n))], out_chunks, sent, received, None)
    return CollectiveResult("all-gather", "none", outs, sent, received, len(log), log, n, n * k,
                            prep.dtype.itemsize)
