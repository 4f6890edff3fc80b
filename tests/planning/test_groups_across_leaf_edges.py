"""A group whose instance straddles a leaf's edge is priced across the tier, where the step places it worst.

Until 2026-11-29 ``group_time`` placed every group as a fresh job from node 0: Llama 3 70B as TP8 x PP2 on 8 DGX
H100 gave its dp gradients 569.1 ms whatever the leaves, though stage 1's ring on nodes 4-7 crosses from leaf 0
to leaf 1 under leaves of 6 nodes (``--nodes-per-leaf 6 --oversubscription 16`` and ``--hop-latency 200us`` moved
only the pipeline's sends).
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.cluster.groups import group_time, leaf_patterns, sub_cluster
from tests.cli_runner import run_json

DGX = Scenario(workers=8, size="1MB", cluster="dgx-h100").cluster_spec
STEP = ("efficiency", "--cluster", "dgx-h100", "--model", "llama-3-70b", "--gpu", "H100", "--mfu", "0.5", "-n", "64",
        "--tp", "8", "--pp", "2", "--global-batch", "64")


def _dp(*extra: str) -> tuple[float, list[str]]:
    out = run_json(*STEP, *extra)
    row = next(c for c in out["collectives"] if c["name"] == "dp gradients")
    return row["time_per_call_s"], out["notes"]


def test_stage_ones_data_parallel_ring_across_a_leaf_edge_runs_as_slow_as_one_across_aligned_leaves():
    """Leaves of 6 nodes under 16:1: stage 1's dp ring (nodes 4-7) sends 8 rails out of leaf 0, whose uplinks are
    6 x 8 / 16 = 3 NICs' worth: 16/6 slower, as leaves of 3 under 8:1 (aligned, 1.517 s). It read 569.1 ms."""
    plain, _ = _dp()
    straddled, notes = _dp("--nodes-per-leaf", "6", "--oversubscription", "16")
    aligned, _ = _dp("--nodes-per-leaf", "3", "--oversubscription", "8")
    assert plain == pytest.approx(0.5691, rel=1e-3)
    assert aligned == pytest.approx(1.517, rel=1e-3)
    assert straddled == pytest.approx(aligned, rel=1e-9)
    assert any(n.startswith("stage 1's dp groups (nodes 4-7) straddle the leaf edge at node 6: priced across the "
                            "tier") for n in notes)


def test_hop_latency_reaches_a_data_parallel_ring_that_straddles_a_leaf_edge():
    """Leaves of 6 and 200 us per hop: the straddling ring's crossing steps pay the hops (569.1 ms before)."""
    plain, _ = _dp()
    hopped, _ = _dp("--nodes-per-leaf", "6", "--hop-latency", "200us")
    assert hopped > plain + 1e-3


def test_a_leaf_that_holds_whole_stages_leaves_the_groups_as_they_were_and_says_nothing():
    """Leaves of 4 nodes hold each stage's 4 nodes: no group straddles; the time is the flat tier's."""
    plain, _ = _dp()
    held, notes = _dp("--nodes-per-leaf", "4", "--oversubscription", "16", "--hop-latency", "200us")
    assert held == pytest.approx(plain, rel=1e-12)
    assert not any("straddle" in n for n in notes)


def test_a_straddling_group_costs_what_the_cluster_model_gives_a_job_crossing_that_many_leaves():
    """Nodes 4-7 under leaves of 6 (pieces 2 + 2) cost as 4 nodes from node 0 under leaves of 2 with the leaf's
    uplinks per node kept: 16/6 slower per NIC, a crossing on 2 of the ring's 4 steps between nodes."""
    k = 2**30
    straddled = group_time(DGX.replace(nodes_per_leaf=6.0, oversubscription=16.0, hop_latency_s=5e-6),
                           "all-reduce", 4, 8, k, algorithm="ring", protocol="Simple", job_ranks=64)
    model = group_time(DGX.replace(nodes_per_leaf=2.0, oversubscription=16.0 * 2 / 6, hop_latency_s=5e-6),
                       "all-reduce", 4, 8, k, algorithm="ring", protocol="Simple")
    assert straddled.time_s == pytest.approx(model.time_s, rel=1e-12)
    assert straddled.straddle is not None and straddled.straddle.pieces == (2, 2)
    assert straddled.straddle.first_rank == 32 and straddled.straddle.edge_node == 6


def _leaves(nodes: set[int], leaf: int) -> int:
    return len({n // leaf for n in nodes})


@settings(max_examples=150, deadline=None)
@given(size=st.integers(2, 12), stride=st.sampled_from([2, 4, 8, 8, 16, 24]), blocks=st.integers(1, 6),
       leaf=st.integers(1, 12), o_sub=st.sampled_from([1.0, 3.0, 16.0, 40.0]), hop=st.sampled_from([0.0, 5e-6]),
       collective=st.sampled_from(["all-reduce", "reduce-scatter", "all-gather", "all-to-all"]))
def test_a_group_spanning_more_leaves_than_one_from_node_0_is_never_cheaper_and_an_aligned_one_is_unchanged(
        size, stride, blocks, leaf, o_sub, hop, collective):
    """Groups of ``size`` ranks ``stride`` apart on nodes of 8 GPUs in ``blocks`` blocks (pipeline stages),
    under leaves of ``leaf`` nodes: where an instance touches more leaves than the model gives the group from node 0
    (a leaf holding ``8 leaf / stride`` of its nodes when stride > 8) the group is never cheaper, and slower where the one
    from node 0 sits inside one leaf, under o_sub > the group's leaf (a ring's bytes) or hop latency; otherwise it
    keeps exactly the time from node 0.
    Before 2026-11-29 every instance was costed as the one from node 0."""
    assume((size * stride) % 8 == 0 or 8 % (size * stride) == 0)  # Megatron's blocks tile the nodes
    cluster = DGX.replace(nodes_per_leaf=float(leaf), oversubscription=o_sub, hop_latency_s=hop)
    ranks = size * stride * blocks
    k = 2**28
    at_zero = group_time(cluster, collective, size, stride, k, job_ranks=0)
    placed = group_time(cluster, collective, size, stride, k, job_ranks=ranks)
    first = [{(b * size * stride + r + i * stride) // 8 for i in range(size)} for b in range(blocks)
             for r in range(stride)]
    sub_leaf = sub_cluster(cluster, size, stride)[0].nodes_per_leaf  # a leaf holds 8 leaf / stride of its nodes
    nodes = -(-size // sub_cluster(cluster, size, stride)[1])
    model = -(-nodes // sub_leaf) if nodes > sub_leaf else 1  # the leaves the model gives the group from node 0
    straddles = any(_leaves(n, leaf) > model for n in first)
    assert (placed.straddle is not None) == straddles
    assert bool(leaf_patterns(ranks, size, stride, 8, float(leaf))) == any(_leaves(n, leaf) > 1 for n in first)
    if not straddles:
        assert placed.time_s == at_zero.time_s
        return
    assert placed.time_s >= at_zero.time_s
    if model == 1 and (hop > 0 or (o_sub > sub_leaf and collective != "all-to-all")):  # inside one leaf from node 0
        assert placed.time_s > at_zero.time_s


@settings(max_examples=10, deadline=None)
@given(leaf=st.integers(1, 7), ratio=st.sampled_from([1, 2, 8, 16]), hop=st.sampled_from(["0us", "2us", "200us"]))
def test_a_layouts_answer_says_what_the_tier_costs_each_collective_that_crosses_it(leaf, ratio, hop):
    """A single collective's answer names the tier's cost (cluster/notes.py); a layout's answer said nothing of it
    until 2026-11-29 (dp gradients 1.517 s under leaves of 3 at 8:1, 569.1 ms with the tier free). The note lists
    exactly the collectives whose time per step the tier raises, with their time without it."""
    out = run_json(*STEP, "--nodes-per-leaf", str(leaf), "--oversubscription", str(ratio), "--hop-latency", hop)
    free = {c["name"]: c["time_per_step_s"] for c in run_json(*STEP)["collectives"]}
    notes = [n for n in out["notes"] if " span leaves of " in n]
    slowed = [c for c in out["collectives"] if c["time_per_step_s"] > free[c["name"]] * (1 + 1e-6)]
    if leaf >= 8 or (ratio == 1 and hop == "0us"):
        assert not notes and not slowed
        return
    assert len(notes) == 1
    for c in out["collectives"]:
        assert (f"{c['name']} " in notes[0]) == (c in slowed)
    if not slowed:
        assert "no collective of the step crosses it at a cost" in notes[0]
