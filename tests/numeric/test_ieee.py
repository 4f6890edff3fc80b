"""IEEE 754 floats for the scalar model functions (ringcalc/numeric/ieee.py) give what numpy gives."""

from __future__ import annotations

import math
import operator

import numpy as np
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ringcalc.numeric import ieee

FLOATS = st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from([0.0, -0.0, 1.0, -1.0, 2.0, 0.5, 1e308])
OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "**": operator.pow}


def _same(a: float, b: float) -> bool:
    return (a == b and math.copysign(1, a) == math.copysign(1, b)) or (a != a and b != b)


@settings(max_examples=400, deadline=None)
@given(a=FLOATS, b=FLOATS, op=st.sampled_from(sorted(OPS)))
@example(a=-6.818402490535752e22, b=13.5, op="**")  # a negative base to a fraction that overflows: nan, not inf
@example(a=-1e300, b=2.5, op="**")
@example(a=-1e300, b=3.0, op="**")  # an odd integer power that overflows: -inf
def test_ieee_float_arithmetic_is_numpy_arithmetic(a, b, op):
    """Where Python raises (x / 0, 0 ** -1, an overflowing power) or returns a complex number, IEEEFloat gives
    numpy's inf or nan, with numpy's sign; elsewhere the same float."""
    with np.errstate(all="ignore"):
        want = float(OPS[op](np.float64(a), np.float64(b)))
    for got in (OPS[op](ieee.IEEEFloat(a), b), OPS[op](a, ieee.IEEEFloat(b))):
        assert type(got) is ieee.IEEEFloat and _same(float(got), want), (a, op, b, got, want)


@settings(max_examples=400, deadline=None)
@given(xs=st.lists(FLOATS, min_size=1, max_size=4))
@example(xs=[0.0, -0.0])  # numpy keeps the second of two equal values: -0.0, where Python's min gave 0.0
@example(xs=[-0.0, 0.0])
def test_min_and_max_are_numpy_s_folded_left_signed_zeros_included(xs):
    want_min, want_max = xs[0], xs[0]
    for x in xs[1:]:
        want_min, want_max = float(np.minimum(want_min, x)), float(np.maximum(want_max, x))
    assert _same(ieee.min_(*xs), float(want_min)), (xs, ieee.min_(*xs), want_min)
    assert _same(ieee.max_(*xs), float(want_max)), (xs, ieee.max_(*xs), want_max)


@settings(max_examples=300, deadline=None)
@given(x=FLOATS)
def test_the_elementary_functions_are_numpy_s(x):
    with np.errstate(all="ignore"):
        pairs = [(ieee.sqrt_(x), np.sqrt(x)), (ieee.log_(x), np.log(x)), (ieee.floor_(x), np.floor(x)),
                 (ieee.ceil_(x), np.ceil(x)), (ieee.min_(x, 1.0), np.minimum(x, 1.0)), (ieee.max_(x, 1.0), np.maximum(x, 1.0)),
                 (ieee.frexp_exponent(x), np.frexp(x)[1])]
    for got, want in pairs:
        assert _same(float(got), float(want)), (x, got, want)
    if math.isfinite(x) and x >= 0:
        assert ieee.log_(x) == math.log(x) if x > 0 else ieee.log_(x) == -math.inf
