"""Runs from parsed rows (ringcalc/calibrate/nccl_runs.py): N from the busbw/algbw ratio."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.model import busbw_factor
from ringcalc.calibrate.nccl_runs import _ranks_from_ratio


def _brute_force(collective: str, lo: float, hi: float, limit: int = 5000) -> int | None:
    found = [n for n in range(2, limit) if lo - 1e-12 <= busbw_factor(collective, n) <= hi + 1e-12]
    return found[0] if len(found) == 1 else None


@settings(max_examples=300, deadline=None)
@given(collective=st.sampled_from(["all_reduce", "reduce_scatter", "all_gather", "alltoall"]),
       n=st.integers(2, 3000), width=st.floats(0, 0.05), shift=st.floats(-1, 1))
def test_ranks_from_the_ratio_equal_a_search_over_every_n(collective, n, width, shift):
    """Issue 18: the search tried every N up to 10^6 per run (a log of 3,000 runs took minutes to read); the
    factor grows with N, so only the ends of the range need checking. Same answer as trying every N."""
    f = busbw_factor(collective, n)
    lo, hi = max(f - width * (1 + shift), 0.0), f + width * (1 - shift)
    if hi >= (2.0 if collective == "all_reduce" else 1.0) * (1 - 1 / 5000):
        return  # beyond the brute force's range of N
    assert _ranks_from_ratio(collective, (lo, hi)) == _brute_force(collective, lo, hi)
