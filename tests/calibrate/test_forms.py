"""The regime search of ringcalc/calibrate/forms.py: the same cuts as the point-by-point search, at any size."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate import forms
from ringcalc.calibrate.regression import fit_relative


def _reference_cuts(a, t, s, k, mp):
    """The search as it was before issue 18: every regime refitted point by point (O(k n^2) fits)."""
    distinct = np.unique(s)
    starts, ends = np.searchsorted(s, distinct, "left"), np.searchsorted(s, distinct, "right")
    n = len(distinct)
    cost = {}

    def seg(i, j):
        if (i, j) not in cost:
            sl = slice(starts[i], ends[j - 1])
            cost[(i, j)] = fit_relative(a[sl], t[sl])[1]
        return cost[(i, j)]

    best = [[math.inf] * (n + 1) for _ in range(k + 1)]
    back = [[-1] * (n + 1) for _ in range(k + 1)]
    best[0][0] = 0.0
    for m in range(1, k + 1):
        for j in range(m * mp, n + 1):
            for i in range((m - 1) * mp, j - mp + 1):
                if best[m - 1][i] < math.inf and best[m - 1][i] + seg(i, j) < best[m][j]:
                    best[m][j], back[m][j] = best[m - 1][i] + seg(i, j), i
    cuts = [n]
    for m in range(k, 0, -1):
        cuts.append(back[m][cuts[-1]])
    return [int(starts[c]) if c < n else len(t) for c in cuts[::-1]], best[k][n]


def _data(seed, n_sizes, repeats, breaks):
    rng = np.random.default_rng(seed)
    s = np.repeat(np.geomspace(8, 2**33, n_sizes).round(), repeats)
    steps = 14.0
    regime = np.searchsorted(np.geomspace(8, 2**33, breaks + 2)[1:-1], s)
    alpha = np.array([3e-6, 5e-6, 9e-6, 12e-6])[regime % 4]
    inv_b = np.array([1 / 20e9, 1 / 60e9, 1 / 100e9, 1 / 150e9])[regime % 4]
    a = np.column_stack([np.full(len(s), steps), 1.75 * s])
    t = (a[:, 0] * alpha + a[:, 1] * inv_b) * rng.lognormal(0, 0.05, len(s))
    return a, t, s


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), n_sizes=st.integers(6, 40), repeats=st.integers(1, 4), k=st.integers(2, 4),
       breaks=st.integers(0, 3))
def test_block_search_finds_the_point_by_point_optimum(seed, n_sizes, repeats, k, breaks):
    """Issue 18: the search refitted every candidate regime point by point (a 10^5-point log: minutes). It now
    sums normal equations per block; up to 128 distinct sizes every size is a block, and the optimum is the same
    (same total error; the same cuts unless two splits tie)."""
    a, t, s = _data(seed, n_sizes, repeats, breaks)
    if n_sizes < 3 * k:
        return
    cuts = forms._best_cuts(a, t, s, k, 3)
    ref, ref_cost = _reference_cuts(a, t, s, k, 3)
    total = sum(fit_relative(a[lo:hi], t[lo:hi])[1] for lo, hi in zip(cuts[:-1], cuts[1:]))
    assert total <= ref_cost * (1 + 1e-6) + 1e-12
    assert cuts == ref or math.isclose(total, ref_cost, rel_tol=1e-6)


def test_many_distinct_sizes_are_searched_on_a_grid_of_blocks():
    a, t, s = _data(1, 5000, 1, 2)
    cuts = forms._best_cuts(a, t, s, 3, 3)
    assert cuts[0] == 0 and cuts[-1] == len(t) and all(x < y for x, y in zip(cuts, cuts[1:]))
    distinct, starts = np.unique(s, return_index=True)
    edges = np.linspace(0, len(distinct), forms.MAX_BLOCKS + 1).round().astype(int)
    assert len(distinct) > forms.MAX_BLOCKS and set(cuts) <= set(np.append(starts, len(s))[edges].tolist())
