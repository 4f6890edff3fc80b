"""The generated numeric functions are current and agree with the sympy expressions."""

import itertools

import numpy as np
import pytest
import sympy as sp

from ringcalc.numeric import _generated
from ringcalc.symbolic import codegen
from ringcalc.symbolic.collectives import registry
from ringcalc.symbolic.inverses import BUDGET, derive
from ringcalc.symbolic.symbols import B, K, N, alpha, gamma


def test_generated_module_is_current():
    assert codegen.TARGET.read_text() == codegen.generate(), "run `python -m ringcalc.symbolic.codegen`"


GRID = list(itertools.product([1, 2, 3, 4, 7, 8, 64, 1000], [1.0, 553.44e6, 7e11], [125e6, 50e9], [0.0, 5e-6], [0.0, 1e-10]))


@pytest.mark.parametrize("key", sorted(registry()))
def test_numeric_equals_symbolic_on_grid(key):
    model = registry()[key]
    fns = _generated.MODELS[key]
    for fields in ("time", "bytes_sent_per_worker", "total_bytes", "latency_steps"):
        expr = getattr(model, fields)
        extra = {s: 1 for s in expr.free_symbols - {N, K, B, alpha, gamma}}
        f_sym = sp.lambdify((N, K, B, alpha, gamma), expr.subs(extra), "mpmath")
        n, k, b, a, g = (np.array(c, dtype=float) for c in zip(*GRID))
        numeric = fns[fields](N=n, K=k, B=b, alpha=a, gamma=g, **{s.name: 1 for s in extra})
        exact = np.array([float(f_sym(*row)) for row in GRID])
        np.testing.assert_allclose(numeric, exact, rtol=1e-12, atol=0, err_msg=f"{key} {fields}")


@pytest.mark.parametrize("key", sorted(registry()))
def test_required_bandwidth_inverts_time_symbolically(key):
    model = registry()[key]
    inv = derive(model)
    if inv.required_bandwidth is None:  # piecewise in B, K, alpha (the flat ring's slowest hop): numeric roots
        from ringcalc.numeric.roots import inverse

        fn = _generated.MODELS[key]["time"]
        values = dict(N=16, K=1e9, B=12.5e9, alpha=5e-6, gamma=1e-11, G=8, R_nic=8, B_intra=50e9, alpha_intra=1e-6)
        budget = 0.5
        for quantity, name in (("required_bandwidth", "B"), ("max_gradient_bytes", "K"), ("max_latency", "alpha")):
            assert getattr(inv, quantity) is None
            x = inverse(fn, values, quantity, budget)
            assert float(fn(**{**values, name: x})) == pytest.approx(budget, rel=1e-9), quantity
        return
    # substituting B* back into T gives the budget exactly
    assert sp.simplify(model.time.subs(B, inv.required_bandwidth) - BUDGET) == 0
    assert sp.simplify(model.time.subs(K, inv.max_gradient_bytes) - BUDGET) == 0
    assert sp.simplify(model.time.subs(alpha, inv.max_latency) - BUDGET) == 0
