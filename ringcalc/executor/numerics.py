"""Numerical honesty: compare executor outputs with an exact reference.

Reference: ``math.fsum`` per element (correctly rounded sum of the inputs,
then rounded to float64) when ``N * K <= 2**20``; otherwise a float64 sum
(``numpy.longdouble`` for float64 inputs). Products use float64
(longdouble for float64 inputs); max/min are exact. Integer dtypes are
compared for exact equality with numpy's reduction in the same dtype (which
wraps modulo ``2**bits`` exactly like the executors' combination).

Error bound for sums (Higham, "Accuracy and Stability of Numerical
Algorithms", 2nd ed., 2002, eq. (4.4)): any order of ``N - 1`` pairwise
additions in a format of unit roundoff ``u = eps / 2`` satisfies
``|s_hat - s| <= (N-1) u sum_i |x_i| + O(u^2)``; we check the looser
``(N - 1) eps sum_i |x_i| + eps |s|`` (plus, for ``avg``, one more
rounding of the quotient). Products: ``(N - 1) eps |p| + N tiny`` (each
multiplication has relative error ``<= u``; ``tiny`` covers underflow).
An overflow to ``inf`` is outside every bound and reported as a mismatch.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from ringcalc.executor.buffers import finalize_avg


@dataclass(frozen=True)
class NumericsReport:
    """Accuracy of an executor run.

    Attributes
    ----------
    exact_match : bool
        Every output equals the reference exactly (integers: the criterion).
    bitwise_identical : bool
        All workers hold the same bytes.
    max_abs_error : float
        Max over workers and elements of ``|out - ref|`` (in the data's unit).
    max_rel_error : float
        Max of ``|out - ref| / |ref|`` over elements with ``ref != 0``.
    error_bound : float or None
        Max over elements of the a-priori bound (sum/avg of floats), else None.
    within_bound : bool
        ``|out - ref| <= bound`` element-wise (True when no bound applies).
    """

    exact_match: bool
    bitwise_identical: bool
    max_abs_error: float
    max_rel_error: float
    error_bound: float | None
    within_bound: bool

    @property
    def result_matches(self) -> bool:
        """Workers agree bitwise and the result is exact (integers) or within the rounding bound (floats)."""
        return self.bitwise_identical and (self.exact_match or self.within_bound)

    def to_dict(self) -> dict[str, Any]:
        return {"result_matches": self.result_matches, "exact_match": self.exact_match,
                "bitwise_identical": self.bitwise_identical, "max_abs_error": self.max_abs_error,
                "max_rel_error": self.max_rel_error, "error_bound": self.error_bound,
                "within_bound": self.within_bound}


def bitwise_identical(outputs: Sequence[np.ndarray]) -> bool:
    """True if every output has exactly the bytes of the first (NaN-safe)."""
    first = np.ascontiguousarray(outputs[0]).view(np.uint8)
    return all(np.array_equal(first, np.ascontiguousarray(o).view(np.uint8)) for o in outputs[1:])


def reference(inputs: Sequence[np.ndarray], op: str) -> np.ndarray:
    """Exact (integers) or near-exact high-precision (floats) reduction, float64/longdouble for floats.

    Streams over the workers (memory: one accumulator of ``K`` wide
    elements), except the ``math.fsum`` path for ``N * K <= 2**20``.
    """
    flats = [np.asarray(x).reshape(-1) for x in inputs]
    n = len(flats)
    dtype = flats[0].dtype
    kind = dtype.kind
    if kind in "iu":
        f = {"sum": np.add, "avg": np.add, "prod": np.multiply, "max": np.maximum, "min": np.minimum}[op]
        out = flats[0].copy()
        for x in flats[1:]:
            f(out, x, out=out)
        if op == "avg":
            finalize_avg(out, n)
        return out
    if kind == "c":
        wide = np.complex128 if dtype.itemsize <= 16 else np.clongdouble
    else:
        wide = np.longdouble if dtype.itemsize >= 8 else np.float64
    if op in ("max", "min"):
        f = np.maximum if op == "max" else np.minimum
        out = flats[0].astype(wide)
        for x in flats[1:]:
            f(out, x, out=out)
        return out
    if op == "prod":
        out = flats[0].astype(wide)
        for x in flats[1:]:
            np.multiply(out, x, out=out)
        return out
    if kind == "f" and n * flats[0].size <= (1 << 20):
        cols = np.stack(flats).astype(np.float64).T
        s = np.array([math.fsum(col) for col in cols], dtype=np.float64).astype(wide)
    else:
        s = flats[0].astype(wide)
        for x in flats[1:]:
            np.add(s, x, out=s)
    return s / n if op == "avg" else s


def numerics_report(inputs: Sequence[np.ndarray], outputs: Sequence[np.ndarray], op: str) -> NumericsReport:
    """Compare all-reduce outputs with :func:`reference` and check the rounding bound.

    Parameters
    ----------
    inputs, outputs : sequences of numpy.ndarray
        The ``N`` input buffers and the ``N`` results of an all-reduce.
    op : str
        The reduction used.
    """
    ref = reference(inputs, op)
    outs = [np.asarray(o).reshape(-1) for o in outputs]
    same = bitwise_identical(outs)
    dtype = outs[0].dtype if outs else np.dtype(np.float64)
    if dtype.kind in "iu":
        exact = all(np.array_equal(o, ref) for o in outs)
        diff = max((float(np.max(np.abs(o.astype(np.float64) - ref.astype(np.float64)), initial=0.0)) for o in outs),
                   default=0.0)
        return NumericsReport(exact, same, diff, 0.0 if exact else float("nan"), None, exact)
    errs = [np.abs(o.astype(ref.dtype) - ref) for o in outs]
    max_abs = float(max((np.max(e, initial=0.0) for e in errs), default=0.0))
    nz = np.abs(ref) > 0
    max_rel = float(max((np.max(e[nz] / np.abs(ref[nz]), initial=0.0) for e in errs), default=0.0))
    exact = all(np.array_equal(o.astype(ref.dtype), ref) for o in outs)
    bound = None
    within = True
    if op in ("sum", "avg") and dtype.kind in "fc":
        n = len(inputs)
        eps = float(np.finfo(dtype).eps)
        abs_sum = np.zeros(ref.shape, dtype=ref.dtype)
        for x in inputs:
            abs_sum += np.abs(np.asarray(x).reshape(-1))
        b = (n - 1) * eps * abs_sum
        if op == "avg":
            b = b / n + eps * np.abs(ref)
        # the result is rounded to the output dtype at least once: half an ulp of |ref| more
        b = b + eps * np.abs(ref)
        bound = float(np.max(b, initial=0.0))
        within = bool(all(np.all(e <= b) for e in errs))
    elif op == "prod" and dtype.kind in "fc":
        # each of the N-1 multiplications has relative error <= u (complex: <= sqrt(2) * 2u, Higham 3.6);
        # plus an absolute N * tiny for results near the underflow range
        n = len(inputs)
        fin = np.finfo(dtype)
        rel = float(fin.eps) * (2.0 if dtype.kind == "c" else 1.0)
        b = (n - 1) * rel * np.abs(ref) + n * float(fin.tiny)
        bound = float(np.max(b, initial=0.0))
        within = bool(all(np.all(e <= b) for e in errs))
    elif op in ("max", "min"):
        within = exact
    return NumericsReport(exact, same, max_abs, max_rel, bound, within)
