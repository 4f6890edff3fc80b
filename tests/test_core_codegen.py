"""The generated numeric functions are current and agree with the sympy expressions."""

import itertools

import numpy as np
import pytest
import sympy as sp

from ringcalc import _generated, codegen
from ringcalc.collectives import registry
from ringcalc.inverses import BUDGET, derive
from ringcalc.symbols import B, K, N, alpha, gamma


def test_generated_module_is_current():
    assert codegen.TARGET.read_text() == codegen.generate(), "run `python -m ringcalc.codegen`"


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
    # substituting B* back into T gives the budget exactly
    assert sp.simplify(model.time.subs(B, inv.required_bandwidth) - BUDGET) == 0
    assert sp.simplify(model.time.subs(K, inv.max_gradient_bytes) - BUDGET) == 0
    assert sp.simplify(model.time.subs(alpha, inv.max_latency) - BUDGET) == 0
