"""The words of the ``--step-time`` floor (ringcalc/workload/step.py, check_step_time).

llama-3-8b on 64 H100 with TP2, no ``--compute-dtype`` (bf16) and ``--step-time 1`` was refused with "1.918 s ... at
its fp8 dense peak (an MFU of 191.8%)": a bf16 run, and the MFU its answer states (of the bf16 peak) would have been
383.6%. The floor is the GPU's fastest peak on purpose (a step faster than that runs at no precision), so the message
says so ("even at the GPU's fastest peak"), and each MFU it states names the peak it is of: the fastest's, and the
run's own where that is another.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.workload.job import make_workload

FIGURE = re.compile(r"(\d+(?:\.\d+)?)% of (bf16|fp8)\b")


def _refusal(**kw) -> RingcalcError:
    with pytest.raises(RingcalcError) as caught:
        Scenario(**kw).efficiency()
    assert caught.value.option == "step-time", caught.value.message
    return caught.value


def _peaks(gpu: str) -> dict[str, float]:
    acc = catalog.get_accelerator(gpu)
    return {d: p for d, p in (("bf16", acc.bf16_flops_per_s), ("fp8", acc.fp8_flops_per_s)) if p}


def test_a_bf16_run_under_the_floor_is_told_the_floor_is_the_fastest_peak_and_its_mfu_of_bf16():
    err = _refusal(model="llama-3.1-8b", workers=64, cluster="dgx-h100", step_time=1, tp=8, global_batch=512)
    assert "1.918 s" in err.message and "even at the GPU's fastest peak, its fp8 dense peak" in err.message
    assert dict((d, float(v)) for v, d in FIGURE.findall(err.message)) == {"fp8": 191.8, "bf16": 383.6}
    assert "\n" not in err.message


def test_the_hunters_llama_3_8b_on_64_h100_with_tp2_names_bf16_beside_fp8():
    err = _refusal(model="llama-3-8b", gpu="H100", workers=64, gpus_per_node=8, intra_bandwidth="nvlink4",
                   bandwidth="400Gbps", tp=2, global_batch=64, step_time=0.2)
    assert "fastest peak" in err.message and "% of bf16" in err.message and "% of fp8" in err.message


def test_a_gpu_without_an_fp8_peak_states_one_mfu_of_bf16():
    err = _refusal(model="llama-3-8b", gpu="a100-80gb", workers=64, gpus_per_node=8, intra_bandwidth="nvlink4",
                   bandwidth="400Gbps", tp=2, global_batch=64, step_time=0.2)
    figures = FIGURE.findall(err.message)
    assert [d for _, d in figures] == ["bf16"] and "its bf16 dense peak" in err.message and "fp8" not in err.message


def _gpus() -> list[str]:
    from ringcalc.catalog.load import accelerators

    return sorted(name for name, acc in accelerators().items() if acc.bf16_flops_per_s)


@settings(max_examples=60, deadline=None)
@given(gpu=st.sampled_from(_gpus()), model=st.sampled_from(["llama-3.1-8b", "llama-3-70b", "gpt2-xl"]),
       nodes=st.sampled_from([1, 2, 8]), batch=st.sampled_from([8, 64, 512]), share=st.floats(0.01, 0.99),
       scaling=st.sampled_from([None, "strong"]), tp=st.sampled_from([None, 2, 8]))
def test_every_mfu_the_floor_states_is_of_the_peak_it_names(gpu, model, nodes, batch, share, scaling, tp):
    """Below the floor (``share`` of it) on any GPU: one figure per peak named, each FLOPs / (N x that peak x Ts), the
    fastest peak's always, the run's own (bf16, the peak the answer's MFU is of) where it is another."""
    if scaling and tp:
        return  # a layout holds its batch: scaling is refused at one N
    workers = 8 * nodes
    w = make_workload(model=model, global_batch=batch, gpu=gpu, mfu=0.5)
    gpus = 1 if scaling else workers
    peaks = _peaks(gpu)
    fastest = max(peaks, key=peaks.get)
    step_time = share * w.flops_per_token * w.tokens_per_step / (gpus * peaks[fastest])
    kw = dict(model=model, workers=workers, gpu=gpu, gpus_per_node=8, intra_bandwidth="nvlink4", bandwidth="400Gbps",
              step_time=step_time, global_batch=batch, **({"scaling": scaling} if scaling else {}),
              **({"tp": tp} if tp else {}))
    try:
        Scenario(**kw).efficiency()
    except RingcalcError as err:
        if err.option != "step-time":
            return  # another refusal (a batch that does not split): not this test's
        figures = FIGURE.findall(err.message)
        named = [d for _, d in figures]
        assert named[0] == fastest and f"its {fastest} dense peak" in err.message, err.message
        assert named == ([fastest] if fastest == "bf16" or peaks["bf16"] == peaks[fastest] else [fastest, "bf16"])
        for value, dtype in figures:
            expected = 100 * w.flops_per_token * w.tokens_per_step / (gpus * peaks[dtype] * step_time)
            assert abs(float(value) - expected) <= 0.051 + 1e-6 * expected, (dtype, value, expected, err.message)
    else:
        raise AssertionError(f"a step at {share:.0%} of the fastest peak's time was answered")


def test_the_bf16_figure_of_the_refusal_is_the_mfu_the_answer_states_at_a_longer_step():
    """The run's figure is the same quantity as the answer's "compute-only MFU implied by --step-time" (scaled by
    the step times): refused at Ts, answered at 10 Ts with a tenth of it."""
    kw = dict(model="llama-3.1-8b", workers=64, cluster="dgx-h100", tp=8, global_batch=512)
    err = _refusal(step_time=1, **kw)
    bf16 = float(dict((d, v) for v, d in FIGURE.findall(err.message))["bf16"])
    fields = Scenario(step_time=10, **kw).efficiency().to_dict()
    mfu = fields["workload"]["mfu"] if "workload" in fields else fields["mfu"]
    assert abs(100 * mfu * 10 - bf16) <= 0.051
