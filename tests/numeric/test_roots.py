"""The one bisection (ringcalc/numeric/roots.py): scalars and arrays take the same steps, at any magnitude."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from ringcalc.numeric.roots import narrow

POSITIVE = st.floats(min_value=5e-324, max_value=1e300, allow_nan=False, allow_infinity=False)


@given(a=POSITIVE, b=POSITIVE, at=st.floats(0.0, 1.0))
def test_geometric_bisection_is_the_same_on_floats_and_arrays_at_any_magnitude(a, b, at):
    """A bracket near 1e-300 (whose product underflows to 0) or 1e300 (overflows) narrows on floats and arrays
    to the same adjacent pair: a sweep row equals the single answer (found by the training step's round trip: a
    required bandwidth of 3.9e-297 B/s on floats, 1e-294 on arrays)."""
    lo, hi = min(a, b), max(a, b)
    if lo == hi:
        return
    cut = min(max(lo * (hi / lo) ** at, float(np.nextafter(lo, np.inf))), hi)  # a threshold in (lo, hi]

    def true_at(x):
        return x >= cut

    if true_at(lo):
        return
    scalar = narrow(true_at, lo, hi)
    array = narrow(lambda x: np.asarray(x) >= cut, np.array([lo]), np.array([hi]))
    assert scalar == (float(array[0][0]), float(array[1][0]))
    assert scalar[0] < cut <= scalar[1] and scalar[1] - scalar[0] <= 4 * np.spacing(scalar[1])  # to the last bits
