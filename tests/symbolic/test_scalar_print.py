"""The float printer (ringcalc/symbolic/scalar_print.py) on every construct a model may use, against numpy's printing.

The lead adds cluster models to the registry with ``Min``, ``Max``, ``Piecewise``, floors and the integer
logarithms of ``collectives/intlog.py``; the scalar module is printed from them without a hand list, so this
test prints such expressions both ways and compares the functions on inputs that include the edges
(0, negative, inf, nan).
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import sympy as sp

from ringcalc.symbolic import codegen, scalar_print
from ringcalc.symbolic.collectives.intlog import ceil_log2, floor_log2, pof2, several, slowest_hop

x, y, n = sp.symbols("x y N", real=True)
EXPRESSIONS = {
    "min_max": sp.Min(x, y) + sp.Max(x, y, 1) * 2,
    "piecewise": sp.Piecewise((x / y, n > 2), (x * y, n > 1), (x - y, True)),
    "piecewise_no_default": sp.Piecewise((x, y > 0)),
    "floor_ceiling": sp.floor(x / 3) + sp.ceiling(y),
    "log_exp": sp.log(x) + sp.exp(y / 1000),
    "sqrt_powers": sp.sqrt(x) + x**2 + y**3 + x ** sp.Rational(1, 3) + 1 / sp.sqrt(y) + x**-2,
    "intlog": ceil_log2(n) * x + floor_log2(n) + pof2(n) * y + several(n) + slowest_hop(x, y),
    "division": x / (y - 1) + (x - 1) / y,  # y = 1 and y = 0 divide by zero
    "constant": sp.Integer(7) / 2,
}
VALUES = [0.0, 1.0, 2.0, 3.0, 0.5, 1e300, -1.0, -2.5, math.inf, -math.inf, math.nan]


def _compile(name: str, text: str) -> object:
    space: dict = {}
    header = scalar_print.HEADER if "retry" in text else codegen.HEADER
    exec(compile(header + text, f"<{name}>", "exec"), space)  # the printed source, as the generated modules hold it
    return space[name]


@pytest.mark.parametrize("name", sorted(EXPRESSIONS))
def test_the_float_and_numpy_printings_agree_to_the_bit(name):
    expr = EXPRESSIONS[name]
    scalar = _compile(name, scalar_print.function(name, expr, "test"))
    vector = _compile(name, codegen._function(name, expr, "test"))
    args = sorted(s.name for s in expr.free_symbols)
    rows = list(itertools.product(VALUES, repeat=len(args))) if args else [()]
    with np.errstate(all="ignore"):
        want = np.broadcast_to(vector(**{a: np.array([r[i] for r in rows]) for i, a in enumerate(args)}), (len(rows),))
    for row, w in zip(rows, want.tolist()):
        got = scalar(**dict(zip(args, row)))
        assert isinstance(got, float) and (got == w or (got != got and w != w)), (name, row, got, w)


def test_an_unknown_function_fails_at_codegen_not_at_run_time():
    with pytest.raises(Exception, match="(?i)not supported|unknown|print"):
        scalar_print.function("f", sp.Function("mystery")(x), "test")
