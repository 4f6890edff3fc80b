"""memory on a tp/pp/cp/ep layout (ringcalc/planning/memory_layout.py): each stage's time is its layout's whole step."""

from __future__ import annotations

import pytest

from ringcalc.errors import RingcalcError
from ringcalc.planning import memory_layout, zero
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.zero_setup import MemorySetup

OPTIONS = dict(model="llama-3-70b", gpu="h100", tp=8, pp=2, global_batch=256)


def test_each_stage_is_timed_by_its_layout_step():
    setup = MemorySetup.from_options(**OPTIONS)
    given = {**OPTIONS, "cluster": "dgx-h100"}
    for r in zero.plan(setup, 64, (0, 1, 3)):
        (timed,) = memory_layout.timed(setup, [r], given)
        step = Scenario(**given, workers=64, zero=r.stage, dtype="bf16").layout_step()
        assert timed.efficiency == step.efficiency and timed.iteration_time_s == step.iteration_time_s
        assert timed.exposed_comm_time_s == step.exposed_comm_time_s and timed.comm_time_s == step.comm_time_s
        assert timed.bytes_per_device == r.bytes_per_device  # the memory is the planner's
        assert any(n.startswith("time and efficiency: the layout's whole step") for n in timed.notes)


def test_without_a_network_the_stage_says_why_it_has_no_time():
    setup = MemorySetup.from_options(**OPTIONS)
    r = zero.plan(setup, 64, (1,))[0]
    (timed,) = memory_layout.timed(setup, [r], {**OPTIONS, "bandwidth": "400Gbps"})  # one link per GPU: tp 8 refused
    assert timed.efficiency is None and any("tensor parallelism runs inside a node" in n for n in timed.notes)


def test_the_step_options_are_refused_for_data_parallelism_alone():
    setup = MemorySetup.from_options(model="llama-3-70b", gpu="h100")
    with pytest.raises(RingcalcError, match="costs a layout's step") as info:
        memory_layout.check(setup, {"pp_overlap": "0.5"})
    assert info.value.option == "pp-overlap"
    memory_layout.check(MemorySetup.from_options(**OPTIONS), {"pp_overlap": "0.5"})  # a layout: accepted
    memory_layout.check(MemorySetup.from_options(model="llama-3-70b", cluster="dgx-h100"), {"cluster": "dgx-h100"})


@pytest.mark.parametrize("layout", [dict(fsdp="full", global_batch=512), dict(pp=4, zero=1, global_batch=256)])
def test_full_recompute_costs_the_mfu_prior_in_memory_as_in_efficiency_whatever_the_network(layout):
    """--recompute full with Ts from FLOPs scales the MFU prior (Ts x 4/3); memory dropped it as soon as a network
    was given, where it takes no collective (llama-3-8b, 64 H100, FSDP: Ts 9.472 s without --bandwidth, 7.104 s
    with it, while `efficiency` said 9.472 s)."""
    common = dict(model="llama-3-8b" if "fsdp" in layout else "llama-3-70b", gpu="h100", recompute="full",
                  bandwidth="400Gbps", **layout)
    setup = MemorySetup.from_options(**common)
    stage = 3 if "fsdp" in layout else layout["zero"]
    (r,) = memory_layout.timed(setup, [zero.stage_result(setup, stage, 64)], common)
    given = {k: v for k, v in common.items() if k != "zero"}
    step = Scenario(**given, workers=64, zero=stage, dtype="bf16").layout_step()
    assert r.efficiency is not None and r.step_time_s == step.compute_time_s and r.efficiency == step.efficiency
    without = Scenario(**{k: v for k, v in given.items() if k != "recompute"}, workers=64, zero=stage,
                       dtype="bf16").layout_step()
    assert r.step_time_s == pytest.approx(without.compute_time_s * 4 / 3, rel=1e-9)  # the prior's 3/4


def test_a_step_only_option_that_no_stage_can_use_is_refused_not_noted():
    """--pp-overlap on a layout without a pipeline: `efficiency` refuses it; memory printed its table without
    times and exited 0 (the workload hunt). A stage that cannot be costed for its own reason still notes it."""
    common = dict(model="llama-3-8b", cluster="dgx-h100", tp=2, global_batch=64)
    setup = MemorySetup.from_options(**common)
    results = zero.plan(setup, 64, (0, 1, 3))
    with pytest.raises(RingcalcError, match="this layout has none") as info:
        memory_layout.timed(setup, results, {**common, "pp_overlap": "0.1"})
    assert info.value.option == "pp-overlap"
    assert all(t.efficiency is not None for t in memory_layout.timed(setup, results, common))


@pytest.mark.parametrize("precision", ["mixed", "fp32"])
def test_the_step_times_the_bytes_the_traffic_rows_count_in_each_precision(precision):
    """--precision fp32 gathered its parameters at bf16's 2 bytes in the step while the traffic row counted 4:
    ZeRO-1 sent 63.24 GB, timed as 0.949 s at 50 GB/s (the workload hunt). Each stage's ring time is its bytes
    over the link, whatever the precision."""
    common = dict(model="llama-3-8b", gpu="h100", global_batch=64, bandwidth="400Gbps", precision=precision)
    setup = MemorySetup.from_options(**{k: v for k, v in common.items()})
    scenario_options = {k: v for k, v in common.items() if k != "precision"}
    for stage in (1, 2):
        (r,) = memory_layout.timed(setup, [zero.stage_result(setup, stage, 64)], {**scenario_options, "zero": stage})
        assert r.comm_time_s == pytest.approx(r.comm_bytes_per_step / 50e9, rel=1e-9), stage


def test_param_dtype_sets_the_bytes_zero_3_gathers():
    base = dict(model="llama-3-8b", gpu="h100", workers=64, zero=3, global_batch=64, bandwidth="400Gbps")
    gathered = {}
    for dtype in ("fp8", "bf16", "fp32"):
        step = Scenario(**base, param_dtype=dtype).layout_step()
        gathered[dtype] = sum(c["bytes_per_gpu_per_call"] * c["calls_per_step"] for c in step.to_dict()["collectives"]
                              if c["collective"] == "all-gather")
    assert gathered["bf16"] == pytest.approx(2 * gathered["fp8"], rel=1e-12)
    assert gathered["fp32"] == pytest.approx(2 * gathered["bf16"], rel=1e-12)
    assert Scenario(**base).layout_step().efficiency == Scenario(**base, param_dtype="bf16").layout_step().efficiency
    with pytest.raises(RingcalcError, match="gathers none") as info:
        Scenario(**{**base, "zero": 0}, param_dtype="fp32").layout_step()
    assert info.value.option == "param-dtype"
