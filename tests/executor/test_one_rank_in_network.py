"""A one-rank all-reduce moves nothing, whichever algorithm is named (hunt of 2026-11-29).

Before, ``simulate -n 1 -k 1000 -a nvls --cluster dgx-h100`` booked 4,000 B out and in through the NVSwitch where the
model charges 0 B (NCCL copies a one-rank communicator's buffer), said "MODEL AND EXECUTION DISAGREE" and exited 1, as
did ``time -n 1 -a nvls --verify``; ``-n 1 -a nvls-tree`` was refused by the executor ("NCCL disables NVLS Tree on a
single node") while ``time -n 1 -a nvls-tree`` answered 0 s; and ``-n 1 -k 1 -a double-binary-tree`` was "explained"
by uneven chunks on a run that moves 0 B.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.executor.cluster_check import check_on_cluster, elements_grain
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.on_cluster import CLUSTER_ALGORITHMS, run_on_cluster
from ringcalc.planning.scenario import Scenario
from tests.cli_runner import run, run_json


def _scenario(algorithm: str, g: int, r: int) -> Scenario:
    return Scenario(workers=1, size="1GB", gpus_per_node=g, nics_per_node=r, bandwidth="400Gbps",
                    intra_bandwidth="nvlink4", algorithm=algorithm, nvls=True, sharp=True)


@settings(max_examples=60, deadline=None)
@given(algorithm=st.sampled_from(sorted(CLUSTER_ALGORITHMS)), g=st.integers(1, 8), r=st.integers(1, 16),
       k=st.integers(0, 300), op=st.sampled_from(["sum", "prod", "max", "min", "avg"]),
       dtype=st.sampled_from(["float32", "float64", "int32"]))
def test_every_cluster_algorithm_on_one_rank_moves_no_byte_and_agrees(algorithm, g, r, k, op, dtype):
    try:
        s = _scenario(algorithm, g, r)
    except RingcalcError:  # a layout of this cluster where NCCL never runs it (NVLS on one GPU per node)
        assume(False)
    f = Fabric.of(s.cluster_spec, 1)
    c = check_on_cluster(algorithm, f, s.symbol_values(), k, model=s.model_algorithm, op=op, dtype=dtype)
    assert all(v == 0 for v in c.executed_bytes.values()), c.executed_bytes
    assert all(v == 0 for v in c.model_bytes.values()), c.model_bytes
    grain = elements_grain(algorithm, f)
    status, sentence = c.verdict(even=k % grain == 0, grain=grain)
    assert status == "agree" and "uneven" not in sentence, sentence


@pytest.mark.parametrize("algorithm", sorted(CLUSTER_ALGORITHMS))
def test_one_rank_returns_its_own_buffer(algorithm):
    f = Fabric.of(_scenario(algorithm, 8, 8).cluster_spec, 1)
    buf = np.arange(7, dtype=np.float32)
    out = run_on_cluster(algorithm, [buf], "avg", f)
    assert np.array_equal(out.outputs[0], buf) and out.ledger.sent.sum() == 0


@pytest.mark.parametrize("algorithm", ["nvls", "nvls-tree", "ring", "double-binary-tree"])
def test_simulate_and_verify_of_one_rank_agree_on_a_dgx(algorithm):
    data = run_json("simulate", "-n", "1", "-k", "1", "-a", algorithm, "--cluster", "dgx-h100")
    assert data["verdict"] == "agree" and data["scale_up_bytes_per_gpu"] == 0, data["verdict_text"]
    result = run("time", "--size", "4kB", "-n", "1", "--cluster", "dgx-h100", "-a", algorithm, "--verify")
    assert result.exit_code == 0, result.output


def test_nvls_tree_is_refused_in_one_wording_by_the_model_and_the_executor():
    from ringcalc.executor.in_network import nvls_tree_allreduce

    result = run("simulate", "-n", "2", "-k", "10", "-a", "nvls-tree", "--cluster", "dgx-h100")
    assert "nvls-tree cannot run here: NCCL disables NVLS Tree on a single node" in result.output
    f = Fabric.of(_scenario("nvls", 8, 8).cluster_spec, 2)
    with pytest.raises(RingcalcError, match="nvls-tree cannot run here: NCCL disables NVLS Tree on a single node"):
        nvls_tree_allreduce([np.zeros(4, np.float32)] * 2, "sum", f)


@settings(max_examples=40, deadline=None)
@given(k=st.integers(0, 50))
def test_every_collective_of_the_link_executor_on_one_rank_moves_no_byte(k):
    from ringcalc.executor.check import check
    from ringcalc.executor.registry import ALGORITHMS

    for name in ALGORITHMS:
        rep = check(name, 1, k, bandwidth_bytes_per_s=1e9, latency_s=1e-6, gpus_per_node=1)
        assert rep.result_matches and rep.bytes_match and not rep.result.bytes_sent.any(), name
        assert rep.timing.total_time_s == 0 and rep.model_time_s == 0, name
