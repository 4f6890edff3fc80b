"""What a layout's options do to the step and the memory, each against its physics (hunt of 2026-11-28):

* ``--recompute full`` reruns every layer's forward: the kernels do 4/3 of the model FLOPs, so Ts from the MFU prior
  (the kernels' rate) is x 4/3 (it was unchanged); a stated ``--mfu`` is the run's own; ``none``/``selective`` move
  the memory, not the step, and say so (Narayanan et al. SC21 eq. 3);
* full recomputation keeps each layer's input, sequence-split over the tensor-parallel ranks: 2sbh/t (it was 2sbh
  at every t, 8x too much at tp 8);
* ``memory --zero 3`` and ``--fsdp full`` are one layout (activations were counted for the second only);
* HSDP whose shard group is one rank is plain data parallelism: refused (it ran as DDP, and memory called it sharded);
* a pipeline whose stages cannot hold equal layers runs at its largest chunk's pace (it was costed as balanced).
"""

from __future__ import annotations

import math
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from tests.cli_runner import run, run_json

BASE = dict(gpu="h100", seq_len=4096, cluster="dgx-h100")


def _step(**options):
    return Scenario(**{**BASE, **options}).efficiency()


@settings(max_examples=12, deadline=None)
@given(model=st.sampled_from(["llama-3-8b", "llama-3-70b"]), tp=st.sampled_from([1, 2, 8]), pp=st.sampled_from([1, 2, 4]))
def test_full_recomputation_costs_a_second_forward_from_the_prior_and_not_from_a_stated_mfu(model, tp, pp):
    options = dict(model=model, tp=tp, pp=pp, workers=tp * pp * 16, global_batch=256)
    default, full = _step(**options), _step(**options, recompute="full")  # the default is selective
    assert full.compute_time_s == pytest.approx(default.compute_time_s * 4 / 3, rel=1e-12)
    assert full.mfu == pytest.approx(default.mfu * 3 / 4, rel=1e-12)
    if tp == 1:  # nothing else moves the step: no collective reruns, a stated MFU is the run's own
        for extra in (dict(recompute="selective"), dict(recompute="none"), dict(recompute="full", mfu=0.4)):
            with pytest.raises(RingcalcError) as info:
                _step(**options, **extra)
            assert info.value.option == "recompute"
        return
    stated = [_step(**options, recompute=r, mfu=0.4).compute_time_s for r in ("selective", "full", "none")]
    assert stated[0] == pytest.approx(stated[1], rel=1e-12) == pytest.approx(stated[2], rel=1e-12)
    none = _step(**options, recompute="none")
    assert none.compute_time_s == pytest.approx(default.compute_time_s, rel=1e-12)
    assert any(n.startswith("--recompute none changes the activations' memory") for n in none.notes)


@pytest.mark.parametrize("pp", [1, 4])
def test_full_recomputation_keeps_the_sequence_split_layer_input(pp):
    base = ["memory", "--model", "llama-3-70b", "--gpu", "h100", "--global-batch", "1024", "--seq-len", "8192",
            "--cluster", "dgx-h100", "--zero", "1", "--recompute", "full", "--pp", str(pp)]
    act = {tp: run_json(*base, "-n", str(tp * pp * 32), "--tp", str(tp))[0]["activation_bytes"] for tp in (1, 2, 8)}
    assert act[2] == pytest.approx(act[1] / 2, rel=1e-12) and act[8] == pytest.approx(act[1] / 8, rel=1e-12)
    arch = catalog.get_model("llama-3-70b").arch  # Korthikanti et al. 2022 Table 2: 2sbh per layer at t = 1
    layers_held = arch.layers if pp == 1 else arch.layers / pp * min(32, pp)  # 1F1B: min(m, pp) microbatches
    per_layer = 2 * 8192 * 1 * arch.hidden
    assert act[8] >= layers_held * per_layer / 8  # (and the output layer's share without pipelining)


@settings(max_examples=8, deadline=None)
@given(model=st.sampled_from(["llama-3-8b", "gpt2-xl", "llama-3-70b"]), n=st.sampled_from([8, 16, 64]))
def test_zero_3_and_fsdp_full_are_one_layout_in_memory(model, n):
    common = ["memory", "--model", model, "--gpu", "h100", "-n", str(n)]
    zero, fsdp = run_json(*common, "--zero", "3")[0], run_json(*common, "--fsdp", "full")[0]
    for key in ("bytes_per_device", "activation_bytes", "params_bytes", "optimizer_bytes"):
        assert zero[key] == pytest.approx(fsdp[key], rel=1e-12), key


@pytest.mark.parametrize(("options", "why"), [
    (dict(workers=1024, tp=8, pp=4), "tp·cp = 8 fills the node's 8 GPUs"),
    (dict(workers=2 * 4 * 3, tp=2, pp=4), "gcd(dp = 3, 4 data-parallel ranks per node) = 1"),
])
def test_hybrid_sharding_nothing_is_refused(options, why):
    with pytest.raises(RingcalcError, match=re.escape(why)) as info:
        _step(model="llama-3-70b", global_batch=options["workers"] // (options["tp"] * options["pp"]) * 4,
              fsdp="hybrid", **options)
    assert info.value.option == "fsdp"
    n, tp, pp = options["workers"], options["tp"], options["pp"]
    result = run("memory", "--model", "llama-3-70b", "--gpu", "h100", "--cluster", "dgx-h100", "-n", str(n), "--tp",
                 str(tp), "--pp", str(pp), "--fsdp", "hybrid")
    assert result.exit_code == 2 and why in result.output
    sharded = _step(model="llama-3-70b", global_batch=1024, fsdp="hybrid", workers=1024, tp=2, pp=4)
    assert sharded.layout["shard_group"] == 4


@settings(max_examples=15, deadline=None)
@given(pp=st.integers(2, 12), chunks=st.sampled_from([1, 2, 4]))
def test_an_uneven_pipeline_runs_at_its_largest_chunk(pp, chunks):
    arch = catalog.get_model("llama-3-70b").arch  # 80 layers
    if pp * chunks > arch.layers or (chunks > 1 and pp == 1):
        return
    options = dict(model="llama-3-70b", tp=8, pp=pp, virtual_stages=chunks, workers=8 * pp * 4,
                   global_batch=4 * pp * chunks)
    try:
        r = _step(**options)
    except RingcalcError as e:  # a schedule Megatron refuses for this batch (m a multiple of pp when interleaved)
        assert e.option in ("global-batch", "microbatches", "virtual-stages"), e
        return
    even = _step(**options, mfu=0.54)  # a stated MFU is the run's own: balanced or not, taken as given
    per = arch.layers / (pp * chunks)
    assert r.compute_time_s / even.compute_time_s == pytest.approx(math.ceil(per) / per, rel=1e-12)
    w = r.workload  # end-to-end MFU is the model FLOPs over N peak and the whole step, whatever the imbalance
    flops = w["flops_per_token"] * w["tokens_per_step"]
    assert r.mfu_end_to_end == pytest.approx(flops / (r.workers * w["peak_flops_per_s"] * r.iteration_time_s), rel=1e-9)


@settings(max_examples=20, deadline=None)
@given(recompute=st.sampled_from(["selective", "full", "none"]), pp=st.sampled_from([1, 2, 3, 6]),
       chunks=st.sampled_from([1, 2]), mfu=st.sampled_from([None, 0.4]))
def test_memory_prices_the_layouts_compute_as_the_step_does(recompute, pp, chunks, mfu):
    """``memory`` without a cluster takes Ts from the same MFU as the layout's step: full recomputation's x 3/4 and an
    uneven pipeline's slowest chunk apply to the prior in both (memory kept the bare prior: 3.552 s where the step
    said 4.736 s at --recompute full), and a stated --mfu is taken as given by both."""
    if chunks > 1 and pp == 1:
        return
    workers = 8 * pp * 2
    options = dict(model="llama-3-70b", tp=8, pp=pp, virtual_stages=chunks, workers=workers,
                   global_batch=2 * pp * chunks * 2, recompute=recompute, mfu=mfu)
    try:
        step = _step(**options)
    except RingcalcError as e:  # a schedule or recompute setting the step refuses here
        assert e.option in ("global-batch", "microbatches", "virtual-stages", "recompute"), e
        return
    args = ["memory", "--model", "llama-3-70b", "--gpu", "h100", "--seq-len", "4096", "-n", str(workers), "--tp", "8",
            "--pp", str(pp), "--virtual-stages", str(chunks), "--global-batch", str(options["global_batch"]),
            "--recompute", recompute, "-f", "json", *(["--mfu", str(mfu)] if mfu else [])]
    stages = run_json(*args)
    times = {s["step_time_s"] for s in stages}
    assert len(times) == 1 and times.pop() == pytest.approx(step.compute_time_s, rel=1e-9)
