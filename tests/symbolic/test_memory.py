"""The symbolic per-device memory model (ringcalc.symbolic.memory) and its generated numeric functions."""

import itertools

import numpy as np
import pytest
import sympy as sp

from ringcalc.numeric import _generated
from ringcalc.symbolic import memory
from ringcalc.symbolic.collectives import registry
from ringcalc.symbolic.memory import A_act, M_0, M_avail, Lambda, Psi, b_g, b_w, b_z3, k_os
from ringcalc.symbolic.symbols import K, N

# the ZeRO paper's convention: bf16 gradients, no transient buffers
ZERO_PAPER = {Psi: sp.Rational(75, 10) * 10**9, b_w: 2, b_g: 2, k_os: 12, N: 64, A_act: 0, M_0: 0, b_z3: 0, Lambda: 0}


@pytest.mark.parametrize(
    "stage, expected_gb",
    # Rajbhandari et al. 2020 (SC20), Figure 1: Psi = 7.5B, K = 12, N_d = 64; the exact values
    # 16*7.5 = 120, 4*7.5 + 12*7.5/64 = 31.40625, 2*7.5 + 14*7.5/64 = 16.640625, 16*7.5/64 = 1.875
    # print as 120 GB, 31.4 GB, 16.6 GB and 1.9 GB in the figure.
    [(0, "120"), (1, "31.40625"), (2, "16.640625"), (3, "1.875")],
)
def test_zero_paper_figure_1_exact(stage, expected_gb):
    value = memory.bytes_per_device(stage).subs(ZERO_PAPER)
    assert value == sp.Rational(expected_gb) * 10**9


def test_zero_3_holds_deepspeeds_largest_layer_buffers():
    # DeepSpeed estimate_zero3_model_states_mem_needs (deepspeed/runtime/zero/stage3.py, commit edaa722):
    # gpu_mem = 4 * largest_layer_params + 18 * total_params / total_gpus without offload
    deepspeed = {b_w: 2, b_g: 4, k_os: 12, b_z3: 4, A_act: 0, M_0: 0}
    assert sp.simplify(memory.bytes_per_device(3).subs(deepspeed) - (4 * Lambda + 18 * Psi / N)) == 0
    assert memory.transient_bytes(2) == 0


def test_stage_3_is_stage_0_divided_by_n():
    assert sp.simplify(memory.model_state_bytes(3) * N - memory.model_state_bytes(0)) == 0


def test_activations_and_overhead_are_never_sharded():
    for stage in memory.STAGES:
        expr = memory.bytes_per_device(stage)
        assert sp.diff(expr, A_act) == 1 and sp.diff(expr, M_0) == 1


@pytest.mark.parametrize("state", sorted(memory.FULL))
def test_redundancy_equals_allgather_traffic(state):
    """The seed's statement: V bytes replicated on N workers are (N-1)V redundant bytes, what one all-gather moves."""
    v = memory.FULL[state]
    assert sp.simplify(memory.redundancy(v) - memory.allgather_traffic(v)) == 0


@pytest.mark.parametrize("stage", memory.STAGES)
def test_memory_saved_per_device_equals_allgather_bytes_per_worker(stage):
    """Sharding V saves (N-1)/N V per device: the bytes each worker sends in a ring all-gather of V."""
    spent = sum((memory.allgather_traffic(memory.FULL[s], "bytes_sent_per_worker") for s in memory.SHARDED[stage]),
                sp.Integer(0))
    assert sp.simplify(memory.saved_bytes_per_device(stage) - spent) == 0


def test_allgather_traffic_uses_the_collective_model():
    model = registry()["ring/all-gather"]
    assert memory.allgather_traffic(Psi * b_w) == model.total_bytes.subs(K, Psi * b_w)


@pytest.mark.parametrize("stage", [1, 2, 3])
def test_min_workers_solves_memory_equals_available(stage):
    n_star = memory.min_workers(stage)
    assert sp.simplify(memory.bytes_per_device(stage).subs(N, n_star) - M_avail) == 0


def test_plain_data_parallel_memory_does_not_depend_on_workers():
    assert memory.min_workers(0) is None
    assert N not in memory.bytes_per_device(0).free_symbols


GRID = list(itertools.product([1, 2, 8, 64, 1000], [1.0, 7.5e9, 4.05e11], [2, 4], [0, 4, 8, 12], [0.0, 2e10], [0.0, 1e9]))


@pytest.mark.parametrize("stage", memory.STAGES)
def test_generated_memory_functions_equal_symbolic(stage):
    assert set(_generated.MEMORY[stage]) == set(memory.QUANTITIES), "run `python -m ringcalc.symbolic.codegen`"
    cols = [np.array(c, dtype=float) for c in zip(*GRID)]
    values = dict(zip(["N", "Psi", "b_w", "k_os", "A_act", "M_0"], cols))
    values["b_g"] = values["b_w"]
    values["M_avail"] = np.full(len(GRID), 8.0e10)
    values["b_z3"] = values["b_w"] * 2  # 4 B (DeepSpeed's estimate) and 8 B
    values["Lambda"] = values["Psi"] / 100
    symbols = {"N": N, "Psi": Psi, "b_w": b_w, "b_g": b_g, "k_os": k_os, "A_act": A_act, "M_0": M_0, "M_avail": M_avail,
               "b_z3": b_z3, "Lambda": Lambda}
    for quantity, (build, _) in memory.QUANTITIES.items():
        expr = build(stage)
        fn = _generated.MEMORY[stage][quantity]
        if expr is None:
            assert fn is None
            continue
        with np.errstate(divide="ignore", invalid="ignore"):
            numeric = np.broadcast_to(fn(**values), (len(GRID),))
        f = sp.lambdify(list(symbols.values()), expr, "mpmath")
        exact = []
        for i in range(len(GRID)):
            try:
                exact.append(float(f(*(float(values[name][i]) for name in symbols))))
            except ZeroDivisionError:  # M_avail equal to the unsharded part: no finite N
                exact.append(np.inf)
        finite = np.isfinite(exact)
        np.testing.assert_allclose(numeric[finite], np.array(exact)[finite], rtol=1e-12, err_msg=f"{stage} {quantity}")
