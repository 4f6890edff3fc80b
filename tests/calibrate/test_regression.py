"""The exact small non-negative least squares of ringcalc/calibrate/regression.py, against scipy's NNLS."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.optimize import nnls

from ringcalc.calibrate.regression import nnls_exact, nnls_rss_from_gram

TOL = 1e-9  # relative agreement of residuals computed two ways (round-off of a least-squares solve)


def _problem(m, k, seed, scale):
    rng = np.random.default_rng(seed)
    a = rng.uniform(0, 1, (m, k)) * np.asarray(scale[:k])  # columns of very different magnitude, as in a fit
    x = rng.uniform(-0.5, 1.5, k) / np.asarray(scale[:k])  # some true parameters negative: the bound is active
    b = a @ x + rng.normal(0, 0.05, m)
    return a, b


@settings(max_examples=150, deadline=None)
@given(m=st.integers(1, 400), k=st.integers(1, 3), seed=st.integers(0, 10**6),
       scale=st.lists(st.sampled_from([1e-6, 1.0, 1e3, 1e9]), min_size=3, max_size=3))
def test_nnls_exact_matches_scipy_on_any_number_of_rows(m, k, seed, scale):
    """The QR reduction used from 4k rows on (issue 18: 10^5-point fits) keeps the exact optimum."""
    a, b = _problem(m, k, seed, scale)
    x = nnls_exact(a, b)
    assert np.all(x >= 0)
    ours = float(np.sum((a @ x - b) ** 2))
    theirs = float(np.sum((a @ nnls(a, b)[0] - b) ** 2))
    assert ours <= theirs * (1 + TOL) + 1e-12 * float(b @ b)  # an exact fit: round-off of the data size


@settings(max_examples=100, deadline=None)
@given(sizes=st.lists(st.integers(3, 60), min_size=1, max_size=6), k=st.integers(1, 3), seed=st.integers(0, 10**6))
def test_residuals_from_normal_equations_match_the_exact_fit(sizes, k, seed):
    """The regime search's residuals from summed normal equations equal :func:`nnls_exact`'s (to round-off)."""
    problems = [_problem(m, k, seed + i, [1.0, 1e3, 1e6]) for i, m in enumerate(sizes)]
    gram = np.array([a.T @ a for a, _ in problems])
    h = np.array([a.T @ b for a, b in problems])
    bb = np.array([b @ b for _, b in problems])
    fast = nnls_rss_from_gram(gram, h, bb)
    for (a, b), got in zip(problems, fast):
        want = float(np.sum((a @ nnls_exact(a, b) - b) ** 2))
        assert abs(got - want) <= 1e-7 * max(b @ b, 1e-300)
