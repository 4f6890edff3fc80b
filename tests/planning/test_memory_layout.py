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
        timed = memory_layout.timed(setup, r, given)
        step = Scenario(**given, workers=64, zero=r.stage, dtype="bf16").layout_step()
        assert timed.efficiency == step.efficiency and timed.iteration_time_s == step.iteration_time_s
        assert timed.exposed_comm_time_s == step.exposed_comm_time_s and timed.comm_time_s == step.comm_time_s
        assert timed.bytes_per_device == r.bytes_per_device  # the memory is the planner's
        assert any(n.startswith("time and efficiency: the layout's whole step") for n in timed.notes)


def test_without_a_network_the_stage_says_why_it_has_no_time():
    setup = MemorySetup.from_options(**OPTIONS)
    r = zero.plan(setup, 64, (1,))[0]
    timed = memory_layout.timed(setup, r, {**OPTIONS, "bandwidth": "400Gbps"})  # one link per GPU: tp 8 refused
    assert timed.efficiency is None and any("tensor parallelism runs inside a node" in n for n in timed.notes)


def test_the_step_options_are_refused_for_data_parallelism_alone():
    setup = MemorySetup.from_options(model="llama-3-70b", gpu="h100")
    with pytest.raises(RingcalcError, match="costs a layout's step") as info:
        memory_layout.check(setup, {"pp_overlap": "0.5"})
    assert info.value.option == "pp-overlap"
    memory_layout.check(MemorySetup.from_options(**OPTIONS), {"pp_overlap": "0.5"})  # a layout: accepted
    memory_layout.check(MemorySetup.from_options(model="llama-3-70b", cluster="dgx-h100"), {"cluster": "dgx-h100"})
