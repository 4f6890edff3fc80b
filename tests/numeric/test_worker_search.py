"""The largest worker count meeting a budget (ringcalc.numeric.worker_search), with the gaps below it."""

from __future__ import annotations

import numpy as np
import pytest

from ringcalc.numeric import _generated
from ringcalc.numeric.worker_search import (
    NOT_MONOTONE_ON_PIECES, describe_failing, failing_ranges, largest_fitting_workers,
)


def test_failing_ranges_and_description():
    fns = _generated.MODELS["recursive-doubling/all-reduce"]

    def times(n):
        return fns["time"](N=n, K=1e6, B=1e9, alpha=1e-5, gamma=0.0)

    budget = float(times(np.array([64.0]))[0])
    assert largest_fitting_workers(times, budget) == (64, False)
    brute = [n for n in range(2, 65) if float(times(np.array([float(n)]))[0]) > budget]
    assert failing_ranges(times, budget, 64) == [(33, 63)] and brute == list(range(33, 64))
    assert "33..63" in describe_failing([(33, 63)], 64)
    assert largest_fitting_workers(lambda n: 0 * n, 1.0, limit=1000) == (1000, True)
    assert largest_fitting_workers(lambda n: 0 * n, 1.0, step=8, limit=1000) == (1000, True)


PIECE_GRID = np.arange(2.0, 4097.0)


def _same_piece(n: np.ndarray) -> np.ndarray:
    """n and n + 1 both inside one open octave (2**j, 2**(j+1))."""
    a, b = n.astype(np.int64), n.astype(np.int64) + 1
    return (a & (a - 1) != 0) & (b & (b - 1) != 0) & (np.frexp(n)[1] == np.frexp(n + 1)[1])


@pytest.mark.parametrize("key", sorted(k for k in _generated.MODELS if not k.startswith(("hierarchical", "flat"))))
def test_the_piece_property_holds_exactly_where_the_search_relies_on_it(key):
    """Every flat model's time is non-decreasing in N on each octave piece except those the search scans whole
    (NOT_MONOTONE_ON_PIECES: MPICH's recursive halving and Bruck cost blocks of K/N, issue 18)."""
    fns = _generated.MODELS[key]
    rises = True
    for alpha in (0.0, 1e-6):
        for gamma in (0.0, 1e-10):
            t = np.broadcast_to(fns["time"](N=PIECE_GRID, K=1e8, B=1e10, alpha=alpha, gamma=gamma), PIECE_GRID.shape)
            inside = _same_piece(PIECE_GRID[:-1])
            rises &= bool(np.all(t[1:][inside] >= t[:-1][inside] * (1 - 1e-12)))
    assert rises == (key not in NOT_MONOTONE_ON_PIECES), key


@pytest.mark.parametrize("key", sorted(NOT_MONOTONE_ON_PIECES))
@pytest.mark.parametrize("alpha,budget_factor", [(0.0, 1.0), (1e-6, 1.0), (1e-6, 1.3), (3e-6, 2.0)])
def test_exhaustive_search_equals_brute_force(key, alpha, budget_factor):
    fns = _generated.MODELS[key]

    def times(n):
        return np.broadcast_to(fns["time"](N=n, K=1e8, B=1e10, alpha=alpha, gamma=0.0), np.shape(n))

    budget = float(times(np.array([24.0]))[0]) * budget_factor
    n_all = np.arange(2.0, 4001.0)
    fit = n_all[times(n_all) <= budget]
    want = int(fit[-1]) if fit.size else None
    assert largest_fitting_workers(times, budget, limit=4000, exhaustive=True) == (want, want == 4000)
    brute = [int(n) for n in n_all if n < (want or 0) and times(np.array([n]))[0] > budget]
    got = [n for a, b in failing_ranges(times, budget, want or 2, exhaustive=True) for n in range(a, b + 1)]
    assert got == brute
