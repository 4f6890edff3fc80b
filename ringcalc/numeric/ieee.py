"""IEEE 754 arithmetic for the scalar model functions (:mod:`ringcalc.numeric._scalar`), standard library only.

numpy divides by zero into ``inf`` and takes ``log(0) = -inf``; Python raises
``ZeroDivisionError`` and ``ValueError`` instead. The scalar functions printed
by :mod:`ringcalc.symbolic.scalar_print` must give what their numpy twins in
:mod:`ringcalc.numeric._generated` give, so:

* the elementary functions they call are the ones here (``sqrt_``, ``log_``,
  ``pow_``, ``min_``, ...), which return ``nan`` or ``inf`` where numpy does;
* a division by zero or an overflow in their arithmetic raises, and the
  function is evaluated again on :class:`IEEEFloat` arguments
  (:func:`retry`), a ``float`` whose operators follow IEEE 754. The common
  case pays nothing: floats, no wrapper.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

RAISED = (ZeroDivisionError, OverflowError, ValueError)
"""What Python raises where IEEE 754 gives inf or nan."""


def _div(a: float, b: float) -> float:
    if b == 0.0:
        if a == 0.0 or a != a:
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return float(a) / float(b)


def _pow(a: float, b: float) -> float:
    """``a ** b`` as C's ``pow``: ``0 ** -1 = inf``, overflow to ``inf``, a negative base to a fraction ``nan``."""
    try:
        r = float(a) ** float(b)
    except ZeroDivisionError:  # 0 ** negative
        odd = float(b).is_integer() and float(b) % 2 == 1
        return math.copysign(math.inf, a) if odd else math.inf
    except OverflowError:
        if a < 0 and not float(b).is_integer():  # C: a negative base to a fraction is nan, however large
            return math.nan
        odd = float(b).is_integer() and float(b) % 2 == 1
        return -math.inf if (a < 0 and odd) else math.inf
    return math.nan if isinstance(r, complex) else r


class IEEEFloat(float):
    """A float whose arithmetic gives inf and nan as IEEE 754 (and numpy) do instead of raising."""

    __slots__ = ()

    def __add__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(float(self) + float(o))

    def __radd__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(float(o) + float(self))

    def __sub__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(float(self) - float(o))

    def __rsub__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(float(o) - float(self))

    def __mul__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(float(self) * float(o))

    def __rmul__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(float(o) * float(self))

    def __truediv__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(_div(float(self), float(o)))

    def __rtruediv__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(_div(float(o), float(self)))

    def __pow__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(_pow(float(self), float(o)))

    def __rpow__(self, o: Any) -> IEEEFloat:
        return IEEEFloat(_pow(float(o), float(self)))

    def __neg__(self) -> IEEEFloat:
        return IEEEFloat(-float(self))

    def __pos__(self) -> IEEEFloat:
        return self

    def __abs__(self) -> IEEEFloat:
        return IEEEFloat(abs(float(self)))


def retry(fn: Callable[..., Any], args: dict[str, Any]) -> float:
    """``fn(**args)`` on :class:`IEEEFloat` arguments, after the float evaluation raised one of :data:`RAISED`."""
    if any(type(v) is IEEEFloat for v in args.values()):  # pragma: no cover - would be a printer bug
        raise FloatingPointError(f"{fn.__name__} raised on IEEE floats")
    return float(fn(**{k: IEEEFloat(v) for k, v in args.items()}))


def _keep(fn: Callable[..., Any]) -> Callable[..., Any]:
    """During a retry the helpers return IEEE floats too, so that ``1/sqrt_(0)`` stays IEEE (inf)."""

    def helper(*args: Any) -> Any:
        out = fn(*args)
        return IEEEFloat(out) if any(type(a) is IEEEFloat for a in args) else out

    helper.__name__, helper.__doc__ = fn.__name__, fn.__doc__
    return helper


@_keep
def sqrt_(x: float) -> float:
    return math.sqrt(x) if x >= 0 else math.nan  # nan >= 0 is False


@_keep
def log_(x: float) -> float:
    if x > 0:
        return math.log(x)
    return -math.inf if x == 0 else math.nan


@_keep
def exp_(x: float) -> float:
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


@_keep
def floor_(x: float) -> float:
    return math.copysign(float(math.floor(x)), x) if math.isfinite(x) else float(x)  # numpy keeps -0.0


@_keep
def ceil_(x: float) -> float:
    return math.copysign(float(math.ceil(x)), x) if math.isfinite(x) else float(x)  # ceil(-0.5) is -0.0


@_keep
def min_(*xs: float) -> float:
    """numpy.minimum folded left: nan if any argument is nan, and of two equal values the second (numpy keeps
    ``minimum(0.0, -0.0)`` = -0.0, where Python's ``min`` keeps the first: a sign that a later division turns
    into an infinity of the other sign)."""
    if any(x != x for x in xs):
        return math.nan
    out = float(xs[0])
    for x in xs[1:]:
        out = out if out < x else float(x)
    return out


@_keep
def max_(*xs: float) -> float:
    """numpy.maximum folded left: nan if any argument is nan, and of two equal values the second (:func:`min_`)."""
    if any(x != x for x in xs):
        return math.nan
    out = float(xs[0])
    for x in xs[1:]:
        out = out if out > x else float(x)
    return out


@_keep
def frexp_exponent(x: float) -> int:
    """The binary exponent of ``x`` (``numpy.frexp(x)[1]``); 0 for 0, inf and nan, as numpy gives."""
    return math.frexp(x)[1] if math.isfinite(x) else 0


@_keep
def ldexp_(m: float, e: int) -> float:
    """``m * 2 ** e`` (``numpy.ldexp``), overflowing to inf."""
    try:
        return math.ldexp(m, int(e))
    except OverflowError:
        return math.copysign(math.inf, m)


pow_ = _keep(_pow)


@_keep
def bit_count_sum_(n: float) -> float:
    """The numpy printing of :class:`ringcalc.symbolic.collectives.intlog.bit_count_sum` on one float: the sum over
    j < 54 of floor(n / 2**(j+1)) 2**j + max(n mod 2**(j+1) - 2**j, 0); nan for nan or inf, as numpy gives.
    Every term and partial sum of a whole n <= 2**53 is an exact integer, so the order of summation does not
    change the result."""
    if not math.isfinite(n):
        return math.nan
    total = 0.0
    for j in range(54):
        period, bit = 2.0 ** (j + 1), 2.0**j
        total += math.floor(n * 0.5 ** (j + 1)) * bit + max_(n % period - bit, 0.0)
    return total
