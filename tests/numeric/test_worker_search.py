"""The largest worker count meeting a budget (ringcalc.numeric.worker_search), with the gaps below it."""

from __future__ import annotations

import numpy as np
import pytest

from ringcalc.numeric import _generated
from hypothesis import example, given, settings, strategies as st

from ringcalc.numeric.worker_search import (
    CLUSTER_EXHAUSTIVE_LIMIT, NOT_MONOTONE_ON_PIECES, describe_failing, failing_on_cluster, failing_ranges,
    largest_fitting_on_cluster, largest_fitting_workers,
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


def _cluster_times(g: int, rails: int, per_node: float, pick_at: int, pick_gain: float):
    """A cluster-shaped time: a ring bound by the last node's NICs (a partial node of r GPUs uses
    ceil(r * rails / g) of its rails), a time growing slowly with the node count, and a faster pick from
    ``pick_at`` nodes on (the time falls there as N grows)."""
    def times(n):
        n = np.asarray(n, dtype=float)
        nodes = np.ceil(n / g)
        last = n - (nodes - 1) * g
        used = np.where(nodes > 1, np.ceil(last * rails / g), rails)
        t = (1.0 + per_node * np.log2(nodes)) * rails / used
        return np.where(nodes >= pick_at, t * pick_gain, t)
    return times


@settings(max_examples=60, deadline=None)
@example(g=8, rails=1, per_node=0.21875, pick_at=258, pick_gain=0.53125, budget=1.5)
@given(g=st.sampled_from([1, 2, 4, 8, 72]), rails=st.integers(1, 8), per_node=st.floats(0.0, 0.3),
       pick_at=st.integers(2, 300), pick_gain=st.floats(0.5, 1.0), budget=st.floats(0.9, 3.0))
def test_cluster_search_equals_brute_force(g, rails, per_node, pick_at, pick_gain, budget):
    """On a cluster the time is monotone on no piece of N (a partial last node, shared NICs, a pick that changes
    with the node count): the search equals brute force over every N up to its exhaustive limit, lists exactly
    the counts below the answer that miss, and beyond the limit finds the largest fitting whole node count (every
    node count is tried up to CLUSTER_WHOLE_NODES_LIMIT more nodes, which covers the picks drawn here; beyond, octave
    pieces of the node count). Hypothesis found the pick at 258 nodes that a search by octave pieces alone missed."""
    rails = min(rails, g)
    times = _cluster_times(g, rails, per_node, pick_at, pick_gain)
    limit = 3 * CLUSTER_EXHAUSTIVE_LIMIT
    n_all = np.arange(2.0, limit + 1)
    fits = times(n_all) <= budget
    top = CLUSTER_EXHAUSTIVE_LIMIT // g * g
    whole = n_all[(n_all > top) & (n_all % g == 0) & fits]
    near = n_all[(n_all <= top) & fits]
    n, at_limit = largest_fitting_on_cluster(times, budget, g, limit=limit)
    if whole.size:  # beyond the exhaustive range: the largest fitting whole node count, or a partial one above it
        k = int(whole[-1])
        above = [m for m in range(k + 1, min(k + g - 1, limit) + 1) if times(np.array([m]))[0] <= budget]
        assert n == (above[-1] if above else k)
    else:
        assert n == (int(near[-1]) if near.size else None)
    assert at_limit == (n == limit)
    if n is not None and n <= top:
        missing = [int(m) for m in n_all if m < n and not fits[int(m) - 2]]
        assert [m for a, b in failing_on_cluster(times, budget, n, g) for m in range(a, b + 1)] == missing


def test_a_partial_node_below_the_answer_is_listed():
    """DGX-like: 8 GPUs and 8 rails per node; 17 GPUs put one GPU on the third node (one rail): it misses."""
    times = _cluster_times(8, 8, 0.05, 10**6, 1.0)
    budget = float(times(np.array([24.0]))[0])
    n, _ = largest_fitting_on_cluster(times, budget, 8, limit=4096)
    assert n == 24
    assert failing_on_cluster(times, budget, n, 8) == [(9, 15), (17, 23)]


@settings(max_examples=200, deadline=None)
@given(mask=st.lists(st.booleans(), max_size=40), step=st.integers(1, 8))
def test_the_runs_of_a_mask_give_back_the_mask(mask, step):
    """One helper for both searches' "not every count below meets the target" (before: a twin in the layout search)."""
    from ringcalc.numeric.worker_search import runs_of

    values = [step * (i + 1) for i in range(len(mask))]
    runs = runs_of(mask, values)
    covered = {v for a, b in runs for v in values if a <= v <= b}
    assert covered == {v for v, m in zip(values, mask) if m}
    assert all(b < c for (_, b), (c, _) in zip(runs, runs[1:]))  # ordered, apart
    assert all(values.index(c) > values.index(b) + 1 for (_, b), (c, _) in zip(runs, runs[1:]))  # maximal runs
