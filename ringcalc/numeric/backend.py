"""Two ways to evaluate the generated models: one float at a time (``math``) or numpy arrays.

:mod:`ringcalc.numeric.training` is written once against the small set of
operations here, so the solver's single answer (:data:`SCALAR`: the
functions of :mod:`ringcalc.numeric._scalar`, no numpy import) and a sweep's
million rows (:func:`vector`: :mod:`ringcalc.numeric._generated`) run the
same code on the same printed expressions, and give the same numbers
(``tests/symbolic/test_codegen.py`` checks the two printings agree).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Mapping
from typing import Any

from ringcalc.numeric import _scalar, is_scalar, scalar_functions, scalar_params


class Scalar:
    """Floats and the ``math`` module; ``where`` picks one value (both were computed, as numpy does)."""

    vector = False
    gen = _scalar
    functions = staticmethod(scalar_functions)
    nan = math.nan

    @staticmethod
    def arr(value: Any) -> float:
        return float(value)

    @staticmethod
    def where(cond: Any, a: Any, b: Any) -> Any:
        return a if cond else b

    any = staticmethod(bool)
    all = staticmethod(bool)
    isnan = staticmethod(math.isnan)
    isfinite = staticmethod(math.isfinite)

    @staticmethod
    def maximum(a: float, b: float) -> float:
        return math.nan if (a != a or b != b) else max(a, b)

    @staticmethod
    def minimum(a: float, b: float) -> float:
        return math.nan if (a != a or b != b) else min(a, b)

    @staticmethod
    def errstate() -> contextlib.AbstractContextManager:
        return contextlib.nullcontext()

    @staticmethod
    def params(values: Mapping[str, Any]) -> dict[str, Any]:
        return scalar_params(values)  # type: ignore[return-value]


SCALAR = Scalar()


class Vector:
    """numpy arrays (broadcast together) and :mod:`ringcalc.numeric._generated`."""

    vector = True

    def __init__(self) -> None:
        import numpy as np

        from ringcalc.numeric import _generated, model_functions

        self.np, self.gen, self.functions, self.nan = np, _generated, model_functions, np.nan
        self.where, self.any, self.all = np.where, np.any, np.all
        self.isnan, self.isfinite, self.maximum, self.minimum = np.isnan, np.isfinite, np.maximum, np.minimum

    def arr(self, value: Any) -> Any:
        return self.np.asarray(value, dtype=float)

    def errstate(self) -> contextlib.AbstractContextManager:
        return self.np.errstate(divide="ignore", invalid="ignore")

    @staticmethod
    def params(values: Mapping[str, Any]) -> dict[str, Any]:
        return dict(values)


_VECTOR: list[Vector] = []


def vector() -> Vector:
    """The numpy backend (numpy is imported on first use)."""
    if not _VECTOR:
        _VECTOR.append(Vector())
    return _VECTOR[0]


def backend_for(params: Mapping[str, Any], *more: Any) -> Scalar | Vector:
    """:data:`SCALAR` when every parameter (and every one of ``more`` that is not None or a string) is a plain
    number, else the numpy backend."""
    if scalar_params(params) is not None and all(m is None or isinstance(m, str) or is_scalar(m) for m in more):
        return SCALAR
    return vector()
