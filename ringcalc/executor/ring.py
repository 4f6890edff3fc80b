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
From ``N >= 32`` workers (any ``K``) the same schedule runs vectorized over
workers, one numpy operation per step on the live chunks (:func:`_stacked_ring`;
chunks padded to one width when ``N`` does not divide ``K``, empty chunks left
out when ``K < N``), so the cost grows linearly with the workers and thousands
of workers take seconds, not hours. In place, that path works on one stacked
copy and writes the result back into the buffers.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ringcalc.executor.buffers import chunk_bounds, chunk_counts, chunk_views, finalize_avg, new_outputs, prepare, ufunc_for
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


def chunk_layout(elements: int, parts: int) -> tuple[int, int, int, int]:
    """``(live, width, long, short)`` of the chunk rule: chunks with an element, the longest chunk's length,
    how many chunks have it (the first ones) and the others' length (0 when ``elements < parts``)."""
    short, long = divmod(int(elements), int(parts))
    return (parts if short else long), short + (long > 0), long, short


def pack(rows: np.ndarray, parts: int) -> np.ndarray:
    """``rows`` of shape ``(..., K)`` as their live chunks, ``(..., live, width)``; short chunks padded with zeros.

    A view when ``parts`` divides ``K``; the padding is never read back (:func:`unpack`) and only ever
    combined with padding, so no value of the inputs depends on it.
    """
    k = rows.shape[-1]
    live, width, long, short = chunk_layout(k, parts)
    lead = rows.shape[:-1]
    if long == 0:
        return rows.reshape(*lead, live, width)
    x = np.zeros((*lead, live, width), dtype=rows.dtype)
    x[..., :long, :] = rows[..., : long * width].reshape(*lead, long, width)
    if short:
        x[..., long:, :short] = rows[..., long * width :].reshape(*lead, live - long, short)
    return x


def unpack(x: np.ndarray, elements: int, parts: int, out: np.ndarray | None = None) -> np.ndarray:
    """The inverse of :func:`pack`: ``(..., live, width)`` back to ``(..., K)`` (written into ``out`` if given)."""
    live, width, long, short = chunk_layout(elements, parts)
    lead = x.shape[:-2]
    if long == 0 and out is None:
        return x.reshape(*lead, elements)
    out = np.empty((*lead, elements), dtype=x.dtype) if out is None else out
    out[..., : long * width] = x[..., :long, :].reshape(*lead, long * width)
    if short:
        out[..., long * width :] = x[..., long:, :short].reshape(*lead, (live - long) * short)
    return out


def stacked_reduce_scatter(x: np.ndarray, f: np.ufunc) -> None:
    """Ring reduce-scatter vectorized over workers and over independent rings, in place.

    ``x`` has shape ``(R, P, L, c)``: ``R`` rings of ``P`` positions, each
    position's buffer as its ``L <= P`` live chunks (:func:`pack`). Step
    ``s`` executes ``x[:, i+1, c] = x[:, i+1, c] op x[:, i, c]`` for every live
    chunk ``c`` and its sender ``i = (c + s + 1) % P`` at once (chunk
    ``c_i = (i - s - 1) % P`` of :func:`reduce_scatter_steps`; an empty chunk
    changes nothing); the right-hand side is gathered before any write, so
    every send reads the state at the start of the step. Same schedule and
    operand order as :func:`reduce_scatter_steps`; ``P - 1`` numpy operations
    on ``R L c`` elements each, so the cost is linear in the workers.
    """
    p = x.shape[1]
    chunk = np.arange(x.shape[2])
    for s in range(p - 1):
        src = (chunk + s + 1) % p
        dst = (src + 1) % p
        x[:, dst, chunk] = f(x[:, dst, chunk], x[:, src, chunk])


def stacked_all_gather(x: np.ndarray) -> None:
    """Ring all-gather on ``x`` of shape ``(R, P, L, c)`` (position ``p < L`` starts owning chunk ``p``), in place."""
    p = x.shape[1]
    chunk = np.arange(x.shape[2])
    for s in range(p - 1):
        src = (chunk + s) % p
        x[:, (src + 1) % p, chunk] = x[:, src, chunk]


def stacked_finalize_avg(x: np.ndarray, workers: int) -> None:
    """Divide each position's owned chunk ``x[:, p, p]`` (shape ``(R, P, L, c)``, ``p < L``) into an average."""
    p = np.arange(x.shape[2])
    own = x[:, p, p]
    finalize_avg(own, workers)
    x[:, p, p] = own


def ring_bytes(elements: int, parts: int, reduce_scatter: bool = True, all_gather: bool = True):
    """Elements sent and received by each ring position: every chunk but its own (reduce-scatter) and
    every chunk but its successor's (all-gather); see the module docstring."""
    c = chunk_counts(elements, parts)
    nxt, prev = np.roll(c, -1), np.roll(c, 1)
    sent = (elements - c if reduce_scatter else 0) + (elements - nxt if all_gather else 0)
    received = (elements - prev if reduce_scatter else 0) + (elements - c if all_gather else 0)
    return np.asarray(sent, dtype=np.int64), np.asarray(received, dtype=np.int64)


def _stacked_ring(prep, op: str, all_gather: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Vectorized ring (``N >= 32``, any ``K``): the stacked copy of the inputs becomes the outputs."""
    n, k = prep.workers, prep.elements
    live, width, long, short = chunk_layout(k, n)
    if long == 0:
        x = np.stack(prep.flats).reshape(1, n, live, width)
    else:  # fill the padded layout row by row: no stacked copy of the inputs besides it
        x = np.zeros((1, n, live, width), dtype=prep.dtype)
        for w, flat in enumerate(prep.flats):
            x[0, w] = pack(flat, n)
    stacked_reduce_scatter(x, ufunc_for(op))
    if op == "avg":
        stacked_finalize_avg(x, n)
    if all_gather:
        stacked_all_gather(x)
    sent, received = ring_bytes(k, n, True, all_gather)
    return unpack(x[0], k, n), sent * prep.dtype.itemsize, received * prep.dtype.itemsize


def _use_stacked(prep) -> bool:
    return prep.workers >= STACKED_MIN_WORKERS and prep.elements > 0


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
    ``(2 K - c_i - c_{(i+1) % N}) x itemsize`` bytes, ``c_j`` the elements of
    chunk ``j`` (the module docstring in bytes). With ``K < N``
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
    outs = prep.flats if inplace else new_outputs(prep) if not _use_stacked(prep) else []
    sent = np.zeros(n, dtype=np.int64)
    received = np.zeros(n, dtype=np.int64)
    if _use_stacked(prep):
        x, sent, received = _stacked_ring(prep, op, True)
        if inplace:  # the schedule ran on one stacked copy: its result goes back into the buffers
            for flat, row in zip(outs, x):
                np.copyto(flat, row)
        else:
            outs = list(x)
    elif n == 1 or k == 0:  # nothing crosses a link (K = 0: every message is empty)
        if not inplace:
            for out, flat in zip(outs, prep.flats):
                np.copyto(out, flat)
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
    if _use_stacked(prep):
        x, sent, received = _stacked_ring(prep, op, False)
        log = _ring_log(k, n, prep.dtype.itemsize, True, False)
        b = chunk_bounds(k, n)
        return CollectiveResult("reduce-scatter", op, [x[g, b[g] : b[g + 1]].copy() for g in range(n)], sent,
                                received, len(log), log, n, k, prep.dtype.itemsize)
    outs = new_outputs(prep)
    sent = np.zeros(n, dtype=np.int64)
    received = np.zeros(n, dtype=np.int64)
    out_chunks = {g: chunk_views(outs[g], n) for g in range(n)}
    if n == 1 or k == 0:
        for out, flat in zip(outs, prep.flats):
            np.copyto(out, flat)
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
    if k == 0:  # every message is empty
        zero = np.zeros(n, dtype=np.int64)
        return CollectiveResult("all-gather", "none", outs, zero, zero.copy(), len(log), log, n, 0, prep.dtype.itemsize)
    out_chunks = {g: [outs[g][c * k : (c + 1) * k] for c in range(n)] for g in range(n)}
    for g in range(n):
        np.copyto(out_chunks[g][g], prep.flats[g])
    sent = np.zeros(n, dtype=np.int64)
    received = np.zeros(n, dtype=np.int64)
    all_gather_steps([list(range(n))], out_chunks, sent, received, None)
    return CollectiveResult("all-gather", "none", outs, sent, received, len(log), log, n, n * k,
                            prep.dtype.itemsize)
