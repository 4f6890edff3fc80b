"""Integer-exact base-2 logarithms for the cost models of tree and halving algorithms.

``ceil_log2(N)`` and ``floor_log2(N)`` are sympy functions that evaluate
exactly on integers (``int.bit_length``) and print, through
:mod:`ringcalc.symbolic.codegen`, as vectorized numpy code built on
:func:`numpy.frexp` (and, for :mod:`ringcalc.numeric._scalar`, :func:`math.frexp`), which return the binary
exponent of a float exactly:
``floor(log2 N) = frexp(N)[1] - 1`` and ``ceil(log2 N) = frexp(N - 1)[1]``
for every integer ``1 <= N <= 2**53``. This avoids
``numpy.ceil(numpy.log2(N))``, whose result for a power of two depends on
the libm rounding of ``log2``.
"""

from __future__ import annotations

import sympy as sp


class IntLog2(sp.Function):
    """Common base of the integer base-2 logarithms (marks non-polynomial N dependence)."""

    is_integer = True
    is_nonnegative = True


class ceil_log2(IntLog2):  # noqa: N801 - printed name
    """ceil(log2 N) for an integer N >= 1 (0 for N = 1): the depth of a binomial tree."""

    @classmethod
    def eval(cls, n):
        if n.is_Integer and n >= 1:
            return sp.Integer(int(n - 1).bit_length())
        return None

    _imp_ = staticmethod(lambda n: (int(n) - 1).bit_length())  # for sympy.lambdify (scalars)

    def _numpycode(self, printer):
        return f"(numpy.frexp({printer.doprint(self.args[0] - 1)})[1] + 0.0)"

    def _scalarcode(self, printer):  # ringcalc.symbolic.scalar_print: math.frexp's exponent is numpy.frexp's
        return f"(frexp_exponent({printer.doprint(self.args[0] - 1)}) + 0.0)"

    def _eval_evalf(self, prec):  # for numeric substitution in tests
        n = self.args[0].evalf(prec)
        if n.is_Number and n == int(n) and n >= 1:
            return sp.Integer(int(n - 1).bit_length())
        return None


class floor_log2(IntLog2):  # noqa: N801 - printed name
    """floor(log2 N) for an integer N >= 1: log2 of MPICH's ``pof2``, the largest power of two <= N."""

    @classmethod
    def eval(cls, n):
        if n.is_Integer and n >= 1:
            return sp.Integer(int(n).bit_length() - 1)
        return None

    _imp_ = staticmethod(lambda n: int(n).bit_length() - 1)  # for sympy.lambdify (scalars)

    def _numpycode(self, printer):
        return f"(numpy.frexp({printer.doprint(self.args[0])})[1] - 1.0)"

    def _scalarcode(self, printer):
        return f"(frexp_exponent({printer.doprint(self.args[0])}) - 1.0)"

    def _eval_evalf(self, prec):
        n = self.args[0].evalf(prec)
        if n.is_Number and n == int(n) and n >= 1:
            return sp.Integer(int(n).bit_length() - 1)
        return None


class several(IntLog2):  # noqa: N801 - printed name
    """1 if N >= 2 else 0: switches off terms that exist only with more than one worker."""

    @classmethod
    def eval(cls, n):
        if n.is_Integer and n >= 1:
            return sp.Integer(1 if n >= 2 else 0)
        return None

    _imp_ = staticmethod(lambda n: 1 if n >= 2 else 0)  # for sympy.lambdify (scalars)

    def _numpycode(self, printer):
        return f"numpy.minimum(numpy.frexp({printer.doprint(self.args[0] - 1)})[1], 1.0)"

    def _scalarcode(self, printer):
        return f"min_(float(frexp_exponent({printer.doprint(self.args[0] - 1)})), 1.0)"

    def _eval_evalf(self, prec):
        n = self.args[0].evalf(prec)
        if n.is_Number and n >= 1:
            return sp.Integer(1 if n >= 2 else 0)
        return None


class pof2(IntLog2):  # noqa: N801 - printed name
    """2**floor(log2 N): MPICH's ``pof2``, the largest power of two <= N (N >= 1)."""

    is_positive = True
    _imp_ = staticmethod(lambda n: 1 << (int(n).bit_length() - 1))  # for sympy.lambdify (scalars)

    @classmethod
    def eval(cls, n):
        if n.is_Integer and n >= 1:
            return sp.Integer(1 << (int(n).bit_length() - 1))
        return None

    def _numpycode(self, printer):
        return f"numpy.ldexp(1.0, numpy.frexp({printer.doprint(self.args[0])})[1] - 1)"

    def _scalarcode(self, printer):
        return f"ldexp_(1.0, frexp_exponent({printer.doprint(self.args[0])}) - 1)"

    def _eval_evalf(self, prec):
        n = self.args[0].evalf(prec)
        if n.is_Number and n == int(n) and n >= 1:
            return sp.Integer(1 << (int(n).bit_length() - 1))
        return None


class slowest_hop(sp.Function):  # noqa: N801 - printed name
    """max(a, b) of two non-negative hop times, for the flat ring paced by its slowest link.

    Unlike ``sympy.Max`` it has a series at a point where both arguments are
    continuous (the limit B -> infinity of :mod:`ringcalc.symbolic.training` and
    :mod:`ringcalc.symbolic.inverses`), so the limits of a model built on it take
    seconds, not minutes; it prints as ``numpy.maximum`` (broadcasts).
    """

    nargs = 2
    is_nonnegative = True
    _imp_ = staticmethod(lambda a, b: max(a, b))

    @classmethod
    def eval(cls, a, b):
        if a.is_Number and b.is_Number:
            return sp.Max(a, b)
        if a.is_zero:
            return b
        if b.is_zero:
            return a
        if a == b:
            return a
        return None

    def _numpycode(self, printer):
        return f"numpy.maximum({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])})"

    def _scalarcode(self, printer):
        return f"max_({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])})"

    def _eval_evalf(self, prec):
        a, b = (x.evalf(prec) for x in self.args)
        if a.is_Number and b.is_Number:
            return sp.Max(a, b)
        return None

    def _eval_nseries(self, x, n, logx, cdir=0):
        # both arguments are continuous at the expansion point: to leading order the max of their limits
        return self.func(*[sp.limit(a, x, 0, "+") for a in self.args]) + sp.Order(x, x)

    def _eval_as_leading_term(self, x, logx=None, cdir=0):
        return self.func(*[a.subs(x, 0) for a in self.args])

    def _eval_subs(self, old, new):
        if new is sp.oo or new is sp.zoo:  # B -> infinity: substitute inside, then re-evaluate
            return self.func(*[a.subs(old, new) for a in self.args])
        return None

    def _sympystr(self, printer):
        return f"max({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])})"

    def _latex(self, printer):
        return rf"\max\left({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])}\right)"


def _bit_count_sum(n: int) -> int:
    """sum of popcount(b) for 0 <= b < n, exactly (integers)."""
    n, total, j = int(n), 0, 0
    while (1 << j) < n:
        period = 1 << (j + 1)
        total += (n // period) * (1 << j) + max(0, n % period - (1 << j))
        j += 1
    return total


class bit_count_sum(IntLog2):  # noqa: N801 - printed name
    """sum of popcount(b) over 0 <= b < N (N >= 1): the blocks Bruck's all-to-all sends (MPICH's schedule).

    In step j every rank sends the blocks b in [1, N) with bit j of b set; over
    all steps that is every set bit of 1 .. N-1. Bit j is set in
    floor(N / 2**(j+1)) 2**j + max(0, N mod 2**(j+1) - 2**j) of 0 .. N-1,
    which prints as a vectorized sum over j < 54 (exact for N <= 2**53: the
    factors are powers of two).
    """

    _imp_ = staticmethod(_bit_count_sum)  # for sympy.lambdify (scalars)

    @classmethod
    def eval(cls, n):
        if n.is_Integer and n >= 1:
            return sp.Integer(_bit_count_sum(int(n)))
        return None

    def _numpycode(self, printer):
        n = printer.doprint(self.args[0])
        half = "(0.5 ** numpy.arange(1.0, 55.0))"
        period, bit = "(2.0 ** numpy.arange(1.0, 55.0))", "(2.0 ** numpy.arange(0.0, 54.0))"
        return (f"numpy.sum(numpy.floor(numpy.multiply.outer({n}, {half})) * {bit} + numpy.maximum("
                f"numpy.mod(numpy.multiply.outer({n}, numpy.ones(54)), {period}) - {bit}, 0.0), axis=-1)")

    def _scalarcode(self, printer):  # ringcalc.numeric.ieee: the same sum on one float
        return f"bit_count_sum_({printer.doprint(self.args[0])})"

    def _eval_evalf(self, prec):
        n = self.args[0].evalf(prec)
        if n.is_Number and n == int(n) and n >= 1:
            return sp.Integer(_bit_count_sum(int(n)))
        return None


class least(sp.Function):  # noqa: N801 - printed name
    """min(a, b) of two non-negative quantities (ranks on the busiest node: min(N, G)); prints as ``numpy.minimum``."""

    nargs = 2
    is_nonnegative = True
    _imp_ = staticmethod(lambda a, b: min(a, b))

    @classmethod
    def eval(cls, a, b):
        if a.is_Number and b.is_Number:
            return sp.Min(a, b)
        if a == b or (b - a).is_nonnegative:
            return a
        if (a - b).is_nonnegative:
            return b
        return None

    def _numpycode(self, printer):
        return f"numpy.minimum({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])})"

    def _scalarcode(self, printer):
        return f"min_({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])})"

    def _eval_evalf(self, prec):
        a, b = (x.evalf(prec) for x in self.args)
        if a.is_Number and b.is_Number:
            return sp.Min(a, b)
        return None

    def _eval_subs(self, old, new):
        if new is sp.oo or new is sp.zoo:
            return self.func(*[a.subs(old, new) for a in self.args])
        return None

    def _sympystr(self, printer):
        return f"min({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])})"


class beyond(sp.Function):  # noqa: N801 - printed name
    """1 if a > b else 0 (a job of more nodes than one leaf switch holds crosses the tier above it).

    ``b`` may be infinite (no tier given: nothing is beyond it).
    """

    nargs = 2
    is_nonnegative = True
    is_integer = True
    _imp_ = staticmethod(lambda a, b: 1 if a > b else 0)

    @classmethod
    def eval(cls, a, b):
        if b is sp.oo:
            return sp.Integer(0)
        if a.is_Number and b.is_Number:
            return sp.Integer(1 if a > b else 0)
        return None

    def _numpycode(self, printer):
        return f"numpy.greater({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])}).astype(float)"

    def _scalarcode(self, printer):
        return f"(1.0 if ({printer.doprint(self.args[0])}) > ({printer.doprint(self.args[1])}) else 0.0)"

    def _eval_evalf(self, prec):
        a, b = (x.evalf(prec) for x in self.args)
        if a.is_Number and b.is_Number:
            return sp.Integer(1 if a > b else 0)
        return None

    def _sympystr(self, printer):
        return f"[{printer.doprint(self.args[0])} > {printer.doprint(self.args[1])}]"
