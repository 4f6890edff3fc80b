"""Print a sympy expression as a function of Python floats (the ``math`` module), for :mod:`ringcalc.numeric._scalar`.

:mod:`ringcalc.symbolic.codegen` prints every expression twice: as numpy (vectors: sweeps, the executor) and,
with this printer, as plain float arithmetic for one answer, so that the CLI's scalar answers import neither
numpy nor sympy. The two must give the same numbers:

* operations are printed in the same order as the numpy printer prints them; a square is ``x*x`` (numpy's
  ``x**2`` on arrays is ``numpy.square``, correctly rounded as ``x*x`` is); other powers call C's ``pow``
  as numpy does;
* ``Min``/``Max``/:class:`~ringcalc.symbolic.collectives.intlog.slowest_hop` propagate nan as
  ``numpy.minimum``/``maximum`` do, a ``Piecewise`` without a default gives nan as ``numpy.select`` does,
  and the integer logarithms of :mod:`ringcalc.symbolic.collectives.intlog` use ``math.frexp``, the same
  exact binary exponent as ``numpy.frexp``;
* where Python raises and numpy gives inf or nan (a division by zero, ``log(0)``, an overflow), the
  functions of :mod:`ringcalc.numeric.ieee` and one retry on IEEE floats give numpy's value.

The printer knows only these functions (``allow_unknown_functions`` is off): a model that uses another
fails at codegen, not at run time.
"""

from __future__ import annotations

import sympy as sp
from sympy.printing.precedence import precedence
from sympy.printing.pycode import PythonCodePrinter

HEADER = '''"""Scalar cost-model functions GENERATED from the sympy expressions (the ``math`` module, no numpy).

Do not edit: run ``python -m ringcalc.symbolic.codegen``. The twins of the
functions of :mod:`ringcalc.numeric._generated` (same names, same tables),
for one float per keyword: a single answer of the CLI imports this module,
not numpy. IEEE 754 results where Python would raise: :mod:`ringcalc.numeric.ieee`.
"""

import math

from ringcalc.numeric.ieee import RAISED, bit_count_sum_, ceil_, exp_, floor_, frexp_exponent, ldexp_, log_, max_, min_, pow_, retry, sqrt_
from ringcalc.numeric.nccl_trees import tree_tier_bytes

'''


class ScalarPrinter(PythonCodePrinter):
    """PythonCodePrinter with IEEE-safe calls (module docstring)."""

    printmethod = "_scalarcode"

    def _print_Pow(self, expr, rational=False):  # noqa: N802 (sympy's naming)
        base, exp = expr.base, expr.exp
        b = self.parenthesize(base, precedence(expr), strict=False)
        if exp == sp.S.Half:
            return f"sqrt_({self._print(base)})"
        if exp == -sp.S.Half:
            return f"1/sqrt_({self._print(base)})"
        if exp == -1:
            return f"1/{b}"
        if exp == 2:
            return f"({b}*{b})"
        if exp.is_Integer:
            return f"{b}**{self._print(exp)}"
        return f"pow_({self._print(base)}, {self._print(exp)})"

    def _print_Min(self, expr):  # noqa: N802
        return f"min_({', '.join(self._print(a) for a in expr.args)})"

    def _print_Max(self, expr):  # noqa: N802
        return f"max_({', '.join(self._print(a) for a in expr.args)})"

    def _print_Piecewise(self, expr):  # noqa: N802
        out = "math.nan"  # numpy.select's default: no condition holds
        for value, cond in reversed(expr.args):
            if cond == sp.true:
                out = self._print(value)
            else:
                out = f"(({self._print(value)}) if ({self._print(cond)}) else ({out}))"
        return out

    def _print_log(self, expr):  # noqa: N802
        return f"log_({self._print(expr.args[0])})"

    def _print_exp(self, expr):  # noqa: N802
        return f"exp_({self._print(expr.args[0])})"

    def _print_floor(self, expr):  # noqa: N802
        return f"floor_({self._print(expr.args[0])})"

    def _print_ceiling(self, expr):  # noqa: N802
        return f"ceil_({self._print(expr.args[0])})"


def printer() -> ScalarPrinter:
    return ScalarPrinter({"fully_qualified_modules": True, "allow_unknown_functions": False})


def function(name: str, expr: sp.Expr, doc: str) -> str:
    """One function of floats, keyword arguments named after the expression's symbols (extra keywords ignored).

    The body runs on the floats given; if Python raises where IEEE 754 gives inf or nan, it runs again on
    :class:`ringcalc.numeric.ieee.IEEEFloat` arguments.
    """
    args = sorted((s.name for s in expr.free_symbols), key=str)
    body = printer().doprint(expr)
    if not args:
        return f'def {name}(**_):\n    """{doc}."""\n    return float({body})\n\n\n'
    signature = ", ".join(["*", *args, "**_"])
    again = ", ".join(f"{a!r}: {a}" for a in args)
    return (f'def {name}({signature}):\n    """{doc}."""\n    try:\n        return {body}\n'
            f"    except RAISED:\n        return retry({name}, {{{again}}})\n\n\n")
