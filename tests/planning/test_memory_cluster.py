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


def test_hsdp_on_a_cluster_shards_over_its_node_and_needs_a_node_size():
    """--fsdp hybrid shards within a node: on a catalog cluster its node (before, the shard group fell to 1 GPU:
    187 GB 'does not fit' where 61 GB fits); without a cluster or --gpus-per-node it is refused."""
    on = MemorySetup.from_options(model="llama-3-8b", cluster="dgx-h100", fsdp="hybrid")
    stated = MemorySetup.from_options(model="llama-3-8b", gpu="h100", fsdp="hybrid", gpus_per_node=8)
    a, b = (zero.stage_result(x, 3, 64) for x in (on, stated))
    assert a.layout["shard_ranks"] == b.layout["shard_ranks"] == 8 and a.bytes_per_device == b.bytes_per_device
    with pytest.raises(RingcalcError, match="within a node") as info:
        MemorySetup.from_options(model="llama-3-8b", gpu="h100", fsdp="hybrid")
    assert info.value.option == "fsdp"


@pytest.mark.parametrize("pp,v", [(2, 2), (4, 2), (4, 5), (8, 2)])
def test_virtual_stages_add_the_interleaved_schedules_activations(pp, v):
    """Korthikanti et al. 2022 sec. 4.2.3: with v model chunks per stage the first stage holds 1 + (p-1)/(p v)
    layers' worth of activations instead of 1 (before, memory ignored --virtual-stages while its step used it)."""
    common = dict(model="llama-3-70b", gpu="h100", tp=8, pp=pp, global_batch=256)
    plain = MemorySetup.from_options(**common).activations_at(256 * pp // 4)
    inter = MemorySetup.from_options(**common, virtual_stages=v).activations_at(256 * pp // 4)
    assert inter / plain == pytest.approx(1 + (pp - 1) / (pp * v), rel=1e-9)


@pytest.mark.parametrize("pp,v,m", [(4, 1, 1), (4, 1, 2), (8, 1, 3), (4, 2, 2), (8, 2, 5)])
def test_fewer_microbatches_than_stages_hold_fewer_activations(pp, v, m):
    """Megatron-Core's schedules: the first stage holds min(m, p) microbatches (1F1B) or min(m v, p v + p - 1)
    chunks (interleaved) at its peak. Before, p microbatches were counted whatever --microbatches said."""
    n = 8 * pp * 4
    common = dict(model="llama-3-70b", gpu="h100", tp=8, pp=pp, seq_len=8192, virtual_stages=v)
    few = MemorySetup.from_options(**common, microbatches=m).activations_at(n)
    full = MemorySetup.from_options(**common, microbatches=pp * v + pp).activations_at(n)
    unknown = MemorySetup.from_options(**common).activations_at(n)
    held = min(m, pp) / pp if v == 1 else min(m * v, pp * v + pp - 1) / (pp * v + pp - 1)
    assert few / full == pytest.approx(held, rel=1e-12)
    assert unknown == full  # m unknown: the full warm-up, as the note says
    # from the tokens per step: a micro-batch of one sequence, m = the sequences of a replica (dp = 4 here)
    tokens = MemorySetup.from_options(**common, tokens_per_step=4 * m * 8192).activations_at(n)
    assert tokens == pytest.approx(few, rel=1e-12)


def test_hsdp_sends_the_replicas_all_reduce_of_the_gradient_shard():
    """PyTorch FSDP HYBRID_SHARD: reduce-scatter within the node's shard group, then all-reduce of the shard across
    the replicas: 2 (R-1)/R x shard bytes more than ZeRO-3 within a node (before: left out)."""
    common = dict(model="llama-3-8b", gpu="h100", bandwidth="400Gbps", step_time=1.0, gpus_per_node=8)
    hybrid = MemorySetup.from_options(**common, fsdp="hybrid")
    r = zero.stage_result(hybrid, 3, 64)
    node = zero.stage_result(MemorySetup.from_options(**common, fsdp="hybrid"), 3, 8)  # one node: no replica
    shard = hybrid.params * hybrid.comm_grad_bytes / 8
    assert r.comm_bytes_per_step == pytest.approx(node.comm_bytes_per_step + 2 * 7 / 8 * shard, rel=1e-9)
    assert r.comm_time_s > node.comm_time_s and "replicas" in r.collectives


@pytest.mark.parametrize("more", [dict(zero=3, global_batch=512), dict(fsdp="hybrid", global_batch=512),
                                  dict(zero=1, tokens_per_step="2097152")])
def test_with_a_workload_on_a_cluster_memory_times_the_step_efficiency_answers(more):
    """With tokens per step on a cluster the stage's time is the step `ringcalc efficiency` costs with the same
    options (its microbatches, its overlap): one answer, not two models (before: 134 ms against 1.65 s)."""
    common = dict(model="llama-3-8b", cluster="dgx-h100", mfu=0.5, **more)
    setup = MemorySetup.from_options(**common)
    stage = 3 if "fsdp" in more else more["zero"]
    (r,) = memory_layout.timed(setup, [zero.stage_result(setup, stage, 64)], common)
    given = {k: v for k, v in common.items() if k != "zero"}
    step = Scenario(**given, workers=64, zero=stage, dtype="bf16").layout_step()
    assert r.efficiency == step.efficiency and r.exposed_comm_time_s == step.exposed_comm_time_s
    # comm_time_s is the communication time in every answer (before, the exposed share on a step, the whole time
    # otherwise, under one key)
    assert r.comm_time_s == step.comm_time_s >= r.exposed_comm_time_s
    plain = zero.stage_result(MemorySetup.from_options(model="llama-3-8b", cluster="dgx-h100", step_time=1.0), stage, 64)
    assert plain.exposed_comm_time_s == plain.comm_time_s > 0


def test_a_data_parallel_answer_with_a_workload_says_it_is_not_overlapped_unlike_a_layouts_step():
    """efficiency with a workload and no layout: the all-reduce follows Ts (97.8%); with --zero 0 the layout's step
    hides it under the backward pass (100%): the plain answer says which model it is and how to get the other."""
    common = dict(model="llama-3-8b", cluster="dgx-h100", workers=64, global_batch=512, mfu=0.5)
    plain = Scenario(**common)
    assert any(n.startswith("data parallelism alone") for n in plain.notes())
    assert not any(n.startswith("data parallelism alone") for n in Scenario(**common, overlap=0.5).notes())
    stepped = Scenario(**common, zero=0, overlap=0, dtype="fp32").layout_step()
    assert stepped.efficiency == pytest.approx(plain.efficiency().efficiency, rel=1e-6)
