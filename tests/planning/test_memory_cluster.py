"""memory's data-parallel collectives on a cluster (ringcalc/planning/memory_cluster.py).

Without tp, pp, cp or ep a memory question has no layout step: each ZeRO stage's collectives are priced one after
the other. With ``--cluster`` (or another of the cluster's options) each is priced on the cluster, exactly as
``ringcalc time --collective C --size K`` prices it there (one source of truth: the same Scenario).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.numeric.memory import STAGE_COLLECTIVES
from ringcalc.planning import memory_layout, zero
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.zero_setup import MemorySetup

REL = 1e-9
CLUSTERS = ("dgx-h100", "hgx-a100", "p5-48xlarge", "azure-nd-mi300x-v5", "gb200-nvl72", "pcie-4x4090-10gbe")


def _expected(cluster: str, workers: int, stage: int, wire_bytes: float, **fabric) -> float:
    """The stage's collectives, each a `ringcalc time` on the cluster, one after the other."""
    return sum(Scenario(cluster=cluster, workers=workers, collective=c, size=wire_bytes, **fabric).comm_time()
               for c, _, _ in STAGE_COLLECTIVES[stage])


@settings(max_examples=25, deadline=None)
@given(cluster=st.sampled_from(CLUSTERS), workers=st.integers(2, 300), stage=st.sampled_from((0, 1, 2, 3)))
def test_each_stage_costs_its_collectives_as_time_does_on_the_cluster(cluster, workers, stage):
    setup = MemorySetup.from_options(params="1B", cluster=cluster, step_time=1.0)
    r = zero.stage_result(setup, stage, workers)
    wire = setup.params * setup.comm_grad_bytes  # the full parameters and gradients, at the working precision
    assert r.comm_time_s == pytest.approx(_expected(cluster, workers, stage, wire), rel=REL)
    assert r.efficiency == pytest.approx(1.0 / (1.0 + r.comm_time_s), rel=REL)
    assert r.algorithm == "auto" and any(n.startswith("communication on the cluster") for n in r.notes)


def test_the_cluster_options_move_a_data_parallel_answer():
    """Each stated part of the cluster changes the time where it carries the traffic (issue 16: no option is
    accepted and ignored)."""
    base = dict(model="llama-3-8b", cluster="dgx-h100", step_time=1.0)
    at = lambda **more: zero.stage_result(MemorySetup.from_options(**{**base, **more}), 1, 64).comm_time_s  # noqa: E731
    t = at()
    assert at(nics_per_node=2) > 1.5 * t  # a quarter of the NICs
    assert at(bandwidth="100Gbps") > 2 * t  # --bandwidth is the line rate of one NIC
    assert at(gpus_per_node=4) != t
    assert at(oversubscription=4, nodes_per_leaf=2) > t
    one_link = zero.stage_result(MemorySetup.from_options(model="llama-3-8b", bandwidth="400Gbps", step_time=1.0), 1,
                                 64).comm_time_s
    assert one_link > 5 * t  # one 400 Gbit/s link per worker vs a node's 8 NICs shared by 8 GPUs and NVLink


def test_the_cluster_gpu_is_the_default_gpu():
    setup = MemorySetup.from_options(model="llama-3-8b", cluster="dgx-h100")
    assert setup.gpu == "h100-80gb" and setup.gpu_from_cluster and setup.usable_bytes is not None
    assert zero.stage_result(setup, 1, 64).fits is not None  # the "fits" row
    other = MemorySetup.from_options(model="llama-3-8b", cluster="dgx-h100", gpu="a100-40gb")
    assert other.gpu == "a100-40gb" and not other.gpu_from_cluster
    assert MemorySetup.from_options(model="llama-3-8b", cluster="dgx-h100", headroom="5%").headroom == 0.05


def test_gpus_per_node_without_a_cluster_is_the_hsdp_shard_group_or_refused():
    hybrid = MemorySetup.from_options(model="llama-3-8b", gpu="h100", fsdp="hybrid", gpus_per_node=8)
    memory_layout.check(hybrid, {"gpus_per_node": 8, "fsdp": "hybrid"})
    assert zero.stage_result(hybrid, 3, 64).layout["shard_ranks"] == 8
    plain = MemorySetup.from_options(model="llama-3-8b", gpu="h100", gpus_per_node=8)
    with pytest.raises(RingcalcError, match="places the ranks on nodes") as info:
        memory_layout.check(plain, {"gpus_per_node": 8})
    assert info.value.option == "gpus-per-node"


def test_one_gpu_per_node_on_one_link_is_the_link_model():
    """A 'cluster' of one GPU and one NIC per node is today's one link per worker: the same time."""
    a = zero.stage_result(MemorySetup.from_options(model="llama-3-8b", bandwidth="100Gbps", nics_per_node=1,
                                                   step_time=1.0), 0, 16)
    b = zero.stage_result(MemorySetup.from_options(model="llama-3-8b", bandwidth="100Gbps", step_time=1.0), 0, 16)
    assert a.comm_time_s == b.comm_time_s and a.algorithm == b.algorithm == "ring"
