"""What an answer on a cluster says (ringcalc/cluster/notes.py): the tier note agrees with the model."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import Scenario


@settings(max_examples=40, deadline=None)
@given(cluster=st.sampled_from(["dgx-h100", "hgx-a100", "p5-48xlarge", "azure-nd-mi300x-v5"]),
       nodes=st.integers(2, 64), leaf=st.integers(1, 32), ratio=st.sampled_from([1.5, 2.0, 4.0, 8.0]),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter", "all-to-all"]),
       size=st.sampled_from(["8B", "1MiB", "1GiB"]))
def test_the_tier_note_says_what_the_model_does(cluster, nodes, leaf, ratio, collective, size):
    """The note of a job across oversubscribed leaves says 'slowed Nx' with the model's own slowdown of the pair's
    bytes, or 'costs it nothing' where the model does not slow them (a ring or tree sends one node's traffic out of
    each leaf): it said 'slowed 2x' of rings the model left as they were."""
    s = Scenario(cluster=cluster, workers=8 * nodes, gpus_per_node=8, size=size, collective=collective,
                 nodes_per_leaf=leaf, oversubscription=ratio)
    flat = Scenario(cluster=cluster, workers=8 * nodes, gpus_per_node=8, size=size, collective=collective,
                    nodes_per_leaf=leaf, algorithm=s.resolved.algorithm, protocol=s.resolved.protocol)
    notes = [n for n in s.time().notes if "span leaves" in n or "under one leaf" in n]
    if nodes <= leaf:
        assert notes and "costs nothing here" in notes[0]
        assert s.time().comm_time_s == pytest.approx(flat.time().comm_time_s, rel=1e-12)
        return
    assert len(notes) == 1
    big = Scenario(cluster=cluster, workers=8 * nodes, gpus_per_node=8, size="1PB", collective=collective,
                   nodes_per_leaf=leaf, oversubscription=ratio, algorithm=s.resolved.algorithm,
                   protocol=s.resolved.protocol)
    big_flat = big.replace(oversubscription=1)
    slowdown = big.time().comm_time_s / big_flat.time().comm_time_s
    if "costs it nothing" in notes[0]:
        assert slowdown == pytest.approx(1.0, rel=1e-9)
        assert s.time().comm_time_s == pytest.approx(flat.time().comm_time_s, rel=1e-12)
    else:
        assert f"slowed {slowdown:.3g}x" in notes[0]
        assert slowdown > 1


@settings(max_examples=30, deadline=None)
@given(transport=st.sampled_from(["efa", "ib", "roce", "tcpxo"]), nodes=st.integers(1, 16),
       size=st.sampled_from(["8B", "64KiB", "16MiB", "1GiB"]), latency=st.sampled_from([None, "9us"]))
def test_the_latency_note_says_whose_figure_the_answer_uses(transport, nodes, size, latency):
    """A transport whose tuner states its step latency (EFA) is said to use it, with NCCL's figure beside it, and
    the answer moves by it; --latency, one node or a transport without one leaves no such note."""
    options = dict(cluster="p5", workers=8 * nodes, size=size, transport=transport)
    s = Scenario(**options, **({"latency": latency} if latency else {}))
    notes = [n for n in s.time().notes if n.startswith("network step latency:")]
    if transport != "efa" or nodes == 1 or latency:
        assert not notes
        return
    assert len(notes) == 1 and "efa's own figure" in notes[0] and f"for {s.resolved.label}" in notes[0]
    ncclish = Scenario(**options, latency=f"{s.latency_s * 1e6 / 4:g}us")  # a quarter of EFA's step latency
    assert ncclish.time().comm_time_s < s.time().comm_time_s
