"""The largest worker count meeting a budget (ringcalc.numeric.worker_search), with the gaps below it."""

from __future__ import annotations

import numpy as np

from ringcalc.numeric import _generated
from ringcalc.numeric.worker_search import describe_failing, failing_ranges, largest_fitting_workers

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
