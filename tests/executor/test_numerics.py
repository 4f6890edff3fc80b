"""Rounding error reporting and bounds."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.executor import numerics_report, ring_allreduce, run
from ringcalc.executor.numerics import reference


@settings(max_examples=80, deadline=None)
@given(
    n=st.integers(2, 33),
    k=st.integers(1, 64),
    dtype=st.sampled_from([np.float16, np.float32, np.float64]),
    seed=st.integers(0, 10_000),
    op=st.sampled_from(["sum", "avg"]),
)
def test_float_sum_within_sequential_bound(n, k, dtype, seed, op):
    rng = np.random.default_rng(seed)
    bufs = [(rng.standard_normal(k) * (0.25 if dtype == np.float16 else 1)).astype(dtype) for _ in range(n)]
    r = ring_allreduce(bufs, op)
    rep = numerics_report(bufs, r.outputs, op)
    assert rep.bitwise_identical
    assert rep.within_bound and rep.result_matches
    # independent check of the bound |err| <= (N-1) eps sum|x| + eps |s| (Higham 2002, eq. 4.4)
    eps = float(np.finfo(dtype).eps)
    cols = np.stack(bufs).astype(np.float64).T
    for j in range(k):
        exact = math.fsum(cols[j])
        bound = (n - 1) * eps * math.fsum(abs(v) for v in cols[j]) + eps * abs(exact)
        if op == "avg":
            exact, bound = exact / n, bound / n + eps * abs(exact / n)
        assert abs(float(r.outputs[0][j]) - exact) <= bound


def test_report_catches_a_wrong_result():
    bufs = [np.ones(5, np.float32) for _ in range(3)]
    r = ring_allreduce(bufs)
    bad = [o.copy() for o in r.outputs]
    bad[1][2] += 1e-3
    rep = numerics_report(bufs, bad, "sum")
    assert not rep.bitwise_identical and not rep.result_matches
    bad2 = [np.full(5, 3.5, np.float32)] * 3
    assert not numerics_report(bufs, bad2, "sum").within_bound


def test_integer_exact_and_error_fields():
    bufs = [np.array([1, 2], np.int32), np.array([3, 4], np.int32)]
    rep = numerics_report(bufs, ring_allreduce(bufs).outputs, "sum")
    assert rep.exact_match and rep.max_abs_error == 0.0 and rep.result_matches
    wrong = numerics_report(bufs, [np.array([4, 7], np.int32)] * 2, "sum")
    assert not wrong.exact_match and wrong.max_abs_error == 1.0


def test_reference_is_correctly_rounded_sum():
    # 1e16 + 1 - 1e16 in float64: naive left-to-right gives 0, fsum gives 1
    bufs = [np.array([1e16]), np.array([1.0]), np.array([-1e16])]
    assert reference(bufs, "sum")[0] == 1.0
    rep = numerics_report(bufs, ring_allreduce(bufs).outputs, "sum")
    assert rep.max_abs_error <= rep.error_bound


def test_float16_product_overflow_is_reported():
    bufs = [np.full(3, 200.0, np.float16)] * 3  # 8e6 overflows float16 (max 65504)
    with np.errstate(over="ignore"):
        r = ring_allreduce(bufs, "prod")
    rep = numerics_report(bufs, r.outputs, "prod")
    assert math.isinf(rep.max_abs_error) and not rep.result_matches


@pytest.mark.parametrize("name", ["binomial-tree", "recursive-doubling", "rabenseifner", "naive"])
def test_other_algorithms_float_honest(name):
    rng = np.random.default_rng(7)
    bufs = [rng.standard_normal(50).astype(np.float32) for _ in range(11)]
    r = run(name, bufs)
    assert numerics_report(bufs, r.outputs, "sum").result_matches
