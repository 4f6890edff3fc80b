"""A given Ts is never shorter than the GPUs take for the step's FLOPs at their fastest peak.

``efficiency --model llama-3.1-8b -n 64 --cluster dgx-h100 -t 1 --tp 8 --global-batch 512`` printed "compute-only MFU
implied by --step-time 383.6%" and an end-to-end MFU of 87.69%; without --tp, 327.1%; with ``--scaling strong`` (Ts
the whole batch on one GPU) 245.5%. A planner reading those bought nothing real. Ts below the FLOPs' time at the
GPU's fastest dense peak (fp8 where the catalog has it, else bf16) is refused; above it the MFU it implies (of the
bf16 peak the table prints) stays below peak_fp8/peak_bf16.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario

GPUS = ("h100", "a100-80gb", "b200", "mi300x")


@settings(max_examples=40, deadline=None)
@given(gpu=st.sampled_from(GPUS), model=st.sampled_from(["llama-3.1-8b", "llama-3-70b"]),
       nodes=st.sampled_from([1, 2, 8]), batch=st.sampled_from([8, 64, 512]),
       step_time=st.floats(1e-3, 300), scaling=st.sampled_from([None, "strong"]),
       tp=st.sampled_from([None, 8]))
def test_a_given_step_time_implies_no_more_than_the_fastest_peak(gpu, model, nodes, batch, step_time, scaling, tp):
    workers = 8 * nodes
    kw = dict(model=model, workers=workers, gpu=gpu, gpus_per_node=8, intra_bandwidth="nvlink4", bandwidth="400Gbps",
              step_time=step_time, global_batch=batch)
    if scaling:
        kw["scaling"] = scaling
    if tp:
        if scaling:
            return  # a layout's step holds its batch (scaling moves nothing at one N)
        kw["tp"] = tp
    acc = catalog.get_accelerator(gpu)
    fastest = max(p for p in (acc.bf16_flops_per_s, acc.fp8_flops_per_s) if p)
    try:
        result = Scenario(**kw).efficiency()
    except RingcalcError as err:
        if err.option != "step-time":
            return  # another refusal (a batch that does not split, a scaling at one N): not this test's
        assert "dense peak" in err.message
        return
    fields = result.to_dict()
    mfu = fields["workload"]["mfu"] if "workload" in fields else fields["mfu"]
    assert mfu * acc.bf16_flops_per_s <= fastest * (1 + 1e-9)


def test_the_refusal_names_the_time_the_peak_takes():
    try:
        Scenario(model="llama-3.1-8b", workers=64, cluster="dgx-h100", step_time=1, tp=8, global_batch=512).efficiency()
    except RingcalcError as err:
        assert err.option == "step-time"
        assert "1.918 s" in err.message and "fp8 dense peak" in err.message
    else:
        raise AssertionError("a step 3.8x faster than the bf16 peak was answered")


def _every_gpu():
    from ringcalc.catalog.load import accelerators

    return sorted(name for name, acc in accelerators().items() if acc.bf16_flops_per_s)


def test_every_gpu_takes_a_given_step_time_and_states_the_mfu_it_implies():
    """``--step-time`` with ``--gpu mi300x`` (or b200, or any GPU without a published MFU prior) was refused "give
    --mfu", and ``--mfu`` beside ``--step-time`` is refused too: no answer at all. A given Ts needs no prior."""
    for gpu in _every_gpu():
        for tp in (None, 8):
            kw = dict(model="llama-3.1-8b", workers=16, gpu=gpu, gpus_per_node=8, intra_bandwidth="nvlink4",
                      bandwidth="400Gbps", step_time=30.0, global_batch=64, **({"tp": tp} if tp else {}))
            fields = Scenario(**kw).efficiency().to_dict()
            mfu = fields["workload"]["mfu"] if "workload" in fields else fields["mfu"]
            acc = catalog.get_accelerator(gpu)
            expected = fields_flops(gpu) / (16 * acc.bf16_flops_per_s * 30.0)
            assert abs(mfu / expected - 1) < 1e-9, (gpu, tp)


def fields_flops(gpu):
    from ringcalc.workload.job import make_workload

    w = make_workload(model="llama-3.1-8b", global_batch=64, gpu=gpu, mfu=0.5)
    return w.flops_per_token * w.tokens_per_step
