"""Each symbolic model (ringcalc.symbolic.collectives via ringcalc.numeric) against a real execution.

Bytes: the model's busiest-worker and total bytes equal the executed ones; time: the model's closed form
equals the link simulation of the executed steps on uniform links (K divisible by the chunk grain).
"""

from __future__ import annotations

import numpy as np
import pytest

from ringcalc import numeric
from ringcalc.executor import ALGORITHMS, Links, run, simulate

def sequential_latencies(result, n: int) -> float:
    """The multiplier of alpha in the executed schedule: simulated time with alpha = 1 s and infinite bandwidth."""
    return simulate(result.log, Links.create(n, np.inf, 1.0)).total_time_s


PAIRS = [  # executor algorithm -> (model algorithm, collective)
    ("ring", "ring", "all-reduce"),
    ("reduce-scatter", "ring", "reduce-scatter"),
    ("all-gather", "ring", "all-gather"),
    ("parameter-server", "parameter-server", "all-reduce"),
    ("naive", "naive", "all-reduce"),
    ("binomial-tree", "binomial-tree", "all-reduce"),
    ("recursive-doubling", "recursive-doubling", "all-reduce"),
    ("rabenseifner", "rabenseifner", "all-reduce"),
    ("recursive-halving", "recursive-halving", "reduce-scatter"),  # MPICH's schedule (issue 18)
    ("bruck", "bruck", "all-to-all"),
]


@pytest.mark.parametrize("name,model,collective", PAIRS)
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 31, 33])
def test_model_bytes_steps_and_time_equal_execution(name, model, collective, n):
    k_el = ALGORITHMS[name].grain(n) * 6
    isz = 4
    r = run(name, [np.ones(k_el, np.float32)] * n)
    # all-gather's model K is the gathered output; the executor's K is each worker's contribution
    k = k_el * isz * (n if name == "all-gather" else 1)
    b, a, g = 12.5e9, 3e-6, 2e-11
    p = {"N": n, "K": k, "B": b, "alpha": a, "gamma": g}
    expected_sent = float(numeric.evaluate("bytes_sent_per_worker", p, model, collective))
    assert int(r.bytes_sent.max()) == pytest.approx(expected_sent, rel=1e-12, abs=1e-9)
    assert r.total_bytes == pytest.approx(float(numeric.evaluate("total_bytes", p, model, collective)), rel=1e-12, abs=1e-9)
    assert sequential_latencies(r, n) == pytest.approx(float(numeric.evaluate("latency_steps", p, model, collective)))
    t = simulate(r.log, Links.create(n, b, a), g).total_time_s
    assert t == pytest.approx(float(numeric.evaluate("time", p, model, collective)), rel=1e-12, abs=1e-18)


@pytest.mark.parametrize("n,gpn", [(8, 4), (8, 2), (12, 4), (16, 8), (6, 3), (4, 1), (4, 4)])
def test_hierarchical_model_equals_execution(n, gpn):
    k_el = n * 5
    r = run("hierarchical-ring", [np.ones(k_el, np.float64)] * n, gpus_per_node=gpn)
    k = k_el * 8
    b, a, g = 12.5e9, 3e-6, 2e-11
    p = {"N": n, "K": k, "B": b, "alpha": a, "gamma": g, "G": gpn, "B_intra": b, "alpha_intra": a, "R_nic": gpn}
    model = "hierarchical-ring"
    assert int(r.bytes_sent.max()) == pytest.approx(float(numeric.evaluate("bytes_sent_per_worker", p, model)), rel=1e-12)
    assert r.total_bytes == pytest.approx(float(numeric.evaluate("total_bytes", p, model)), rel=1e-12)
    assert r.steps == sequential_latencies(r, n) == pytest.approx(float(numeric.evaluate("latency_steps", p, model)))
    t = simulate(r.log, Links.create(n, b, a), g).total_time_s
    assert t == pytest.approx(float(numeric.evaluate("time", p, model)), rel=1e-12, abs=1e-18)


@pytest.mark.parametrize("n,gpn,nics", [(8, 4, 1), (16, 8, 2), (16, 4, 4), (12, 4, 3), (8, 2, 8)])
def test_hierarchical_model_with_nvlink_and_shared_nics(n, gpn, nics):
    # fast intra-node links (NVLink-like) and R NICs shared by the G GPUs of a node (rails at R B / G)
    k_el = n * 7
    r = run("hierarchical-ring", [np.ones(k_el, np.float32)] * n, gpus_per_node=gpn)
    b, a, b_in, a_in, g = 25e9, 4e-6, 300e9, 1e-6, 1e-11
    links = Links.create(n, b, a, gpus_per_node=gpn, intra_bandwidth_bytes_per_s=b_in, intra_latency_s=a_in,
                         nics_per_node=nics)
    t = simulate(r.log, links, g).total_time_s
    p = {"N": n, "K": k_el * 4, "B": b, "alpha": a, "gamma": g, "G": gpn, "B_intra": b_in, "alpha_intra": a_in,
         "R_nic": min(nics, gpn)}
    assert t == pytest.approx(float(numeric.evaluate("time", p, "hierarchical-ring")), rel=1e-12)
