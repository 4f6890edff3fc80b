"""Where the cluster model errs: local slopes, NCCL's ramp (ringcalc/calibrate/model_error.py).

A latency + bandwidth curve has slope 0 on its floor and 1 on its plateau, exactly (d log t / d log K of
latency + K / bandwidth); the running-sum slopes are a least-squares fit per window, checked against numpy's.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate import model_error

SIZES = np.array([2.0**k for k in range(3, 35)])  # 8 B .. 16 GiB, nccl-tests' doubling sweep
MIB = 2.0**20


def test_local_slope_is_zero_on_the_floor_and_one_on_the_plateau():
    latency, bandwidth = 20e-6, 50e9
    times = latency + SIZES / bandwidth
    slope = model_error.local_slopes(SIZES, times)
    assert np.all(np.abs(slope[SIZES <= 1024]) < 0.01)
    assert np.all(slope[SIZES >= 1024 * MIB] > 0.99)
    exact = (SIZES / bandwidth) / times  # d log t / d log K of latency + K / bandwidth
    assert np.all(np.abs(slope - exact) < 0.12)
    weight = model_error.ramp_weight(slope)
    assert np.all(weight[SIZES <= 1024] == 0) and np.all(weight[SIZES >= 1024 * MIB] == 0)
    assert weight[np.argmin(np.abs(SIZES - latency * bandwidth))] == 1.0  # the crossover is in the ramp


def test_a_run_at_one_size_has_no_slope_and_keeps_its_weight():
    slope = model_error.local_slopes(np.array([8.0 * 2**30] * 3), np.array([0.1, 0.11, 0.1]))
    assert np.all(np.isnan(slope))
    assert np.all(model_error.ramp_weight(slope) == 0.0)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 36), st.floats(1e-6, 10.0)), min_size=1, max_size=40))
def test_local_slopes_are_the_windows_least_squares(points):
    """The running-sum slopes equal a direct least-squares fit over each point's window (duplicated sizes, one
    size, any order)."""
    sizes = np.array([2.0**k for k, _ in points])
    times = np.array([t for _, t in points])
    fast = model_error.local_slopes(sizes, times)
    for i, size in enumerate(sizes):
        near = np.abs(np.log(sizes) - math.log(size)) <= math.log(model_error.SLOPE_SPAN) + 1e-9
        x, y = np.log(sizes[near]), np.log(times[near])
        if np.ptp(x) == 0:
            assert math.isnan(fast[i])
        else:
            assert fast[i] == pytest.approx(np.polyfit(x, y, 1)[0], rel=1e-6, abs=1e-6)
