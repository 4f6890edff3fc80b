"""Input checks, chunk splitting and reduction operators for the executor.

Chunk rule (used by every algorithm of :mod:`ringcalc.executor`): ``K``
elements are split into ``P`` contiguous chunks; chunk ``c`` holds
``K // P + (1 if c < K % P else 0)`` elements and starts at element
``c * (K // P) + min(c, K % P)``. The first ``K % P`` chunks are one element
longer (the ``numpy.array_split`` rule, and MPICH's ``cnts[]`` rule in
``allreduce_intra_reduce_scatter_allgather.c``). With ``K < P`` the last
``P - K`` chunks are empty; empty messages are still sent (they cost one
latency, as in MPICH's zero-count ``MPIC_Sendrecv``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ringcalc.errors import RingcalcError

OPS = ("sum", "prod", "max", "min", "avg")

_UFUNCS: dict[str, np.ufunc] = {
    "sum": np.add,
    "avg": np.add,
    "prod": np.multiply,
    "max": np.maximum,
    "min": np.minimum,
}


def chunk_counts(elements: int, parts: int) -> np.ndarray:
    """Element count of each of ``parts`` chunks of ``elements`` elements.

    Parameters
    ----------
    elements : int
        Number of elements ``K`` (>= 0).
    parts : int
        Number of chunks ``P`` (>= 1).

    Returns
    -------
    numpy.ndarray of int64, shape (parts,)
        ``K // P + (c < K % P)`` for chunk ``c``.
    """
    q, r = divmod(int(elements), int(parts))
    counts = np.full(parts, q, dtype=np.int64)
    counts[:r] += 1
    return counts


def chunk_bounds(elements: int, parts: int) -> np.ndarray:
    """Start offsets of the chunks plus the end: shape (parts + 1,), int64."""
    bounds = np.zeros(parts + 1, dtype=np.int64)
    np.cumsum(chunk_counts(elements, parts), out=bounds[1:])
    return bounds


def chunk_views(flat: np.ndarray, parts: int) -> list[np.ndarray]:
    """Views of the ``parts`` chunks of a 1-D array (no copy)."""
    b = chunk_bounds(flat.shape[0], parts)
    return [flat[b[c] : b[c + 1]] for c in range(parts)]


def check_op(op: str, dtype: np.dtype) -> str:
    """Validate a reduction operator name for a dtype; return it lower-cased."""
    name = str(op).lower()
    if name not in OPS:
        raise RingcalcError(f"unknown reduction {op!r}; use one of {', '.join(OPS)}", option="op")
    if dtype.kind == "c" and name in ("max", "min"):
        raise RingcalcError(f"{name} is not defined for complex dtype {dtype}", option="op")
    return name


def ufunc_for(op: str) -> np.ufunc:
    """The element-wise binary ufunc that combines two partial results of ``op``."""
    return _UFUNCS[op]


def finalize_avg(chunk: np.ndarray, workers: int) -> None:
    """Turn a sum into an average in place.

    Floats: ``chunk / workers`` rounded once in the chunk's dtype.
    Integers: the sum (wrapped modulo ``2**bits`` like every integer sum of
    numpy and NCCL) is divided with truncation toward zero, the C rule that
    NCCL's integer ``ncclAvg`` follows; the dtype is kept.
    """
    if workers == 1:
        return
    if chunk.dtype.kind in "fc":
        np.divide(chunk, chunk.dtype.type(workers), out=chunk)
        return
    # in the 64-bit type of the same kind: N may not fit in the dtype (int8 from 128 workers), |x / N| <= |x| does
    wide = np.int64 if chunk.dtype.kind == "i" else np.uint64
    x = chunk.astype(wide)
    n = wide(workers)
    q = np.floor_divide(x, n)
    if chunk.dtype.kind == "i":
        # floor -> trunc: add one where the remainder is non-zero and x < 0
        q += ((x - q * n) != 0) & (x < 0)
    chunk[...] = q.astype(chunk.dtype)


@dataclass(frozen=True)
class Prepared:
    """Validated buffers as flat 1-D arrays."""

    flats: list[np.ndarray]  # 1-D views (or contiguous copies) of the inputs
    shape: tuple[int, ...]
    dtype: np.dtype
    workers: int
    elements: int


def prepare(buffers: Sequence[np.ndarray], op: str, *, inplace: bool = False) -> tuple[Prepared, str]:
    """Check the per-worker buffers and return flat views plus the op name.

    Raises
    ------
    RingcalcError
        Empty list, shapes or dtypes that differ, non-numeric dtype, or
        ``inplace=True`` with arrays that are not writeable C-contiguous.
    """
    if isinstance(buffers, np.ndarray) and buffers.ndim >= 1:
        buffers = list(buffers) if not inplace else [buffers[i] for i in range(buffers.shape[0])]
    try:
        bufs = list(buffers)
    except TypeError:
        raise RingcalcError(f"expected one array per worker, got {type(buffers).__name__}", option="buffers") from None
    if not bufs:
        raise RingcalcError("need at least one worker buffer", option="workers")
    try:
        arrays = [b if isinstance(b, np.ndarray) else np.asarray(b) for b in bufs]
    except (TypeError, ValueError) as exc:  # ragged nesting, objects numpy cannot hold as one array
        raise RingcalcError(f"a worker's buffer is not an array of numbers ({exc})"[:200], option="buffers") from None
    if inplace and any(a is not b for a, b in zip(arrays, bufs)):
        raise RingcalcError("in-place needs numpy arrays", option="inplace")
    shape, dtype = arrays[0].shape, arrays[0].dtype
    for i, a in enumerate(arrays):
        if a.shape != shape:
            raise RingcalcError(f"worker {i} has shape {a.shape}, worker 0 has {shape}", option="buffers")
        if a.dtype != dtype:
            raise RingcalcError(f"worker {i} has dtype {a.dtype}, worker 0 has {dtype}", option="dtype")
    if dtype.kind not in "iufc":
        raise RingcalcError(f"dtype {dtype} is not numeric (int, uint, float or complex)", option="dtype")
    name = check_op(op, dtype)
    if inplace:
        for i, a in enumerate(arrays):
            if not (a.flags.c_contiguous and a.flags.writeable):
                raise RingcalcError(f"in-place needs writeable C-contiguous arrays (worker {i} is not)", option="inplace")
        overlap = len({id(a) for a in arrays}) < len(arrays) or (len(arrays) <= 256 and any(
            np.may_share_memory(arrays[i], arrays[j]) for i in range(len(arrays)) for j in range(i)))
        if overlap:
            raise RingcalcError("in-place needs one separate buffer per worker (some buffers share memory)",
                                option="inplace")
    flats = [a.reshape(-1) for a in arrays]
    return Prepared(flats, tuple(shape), dtype, len(arrays), int(flats[0].shape[0])), name


def new_outputs(p: Prepared) -> list[np.ndarray]:
    """Uninitialised flat output buffers, one per worker."""
    return [np.empty(p.elements, dtype=p.dtype) for _ in range(p.workers)]

