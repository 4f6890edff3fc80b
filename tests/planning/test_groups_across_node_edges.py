"""A group whose instance crosses a node's (or an NVLink domain's) edge is priced on the NICs, where the step places
it worst; a pipeline whose job spans nodes sends across a node at some stage boundary.

Until 2026-11-29 ``group_time`` priced every group as its instance from rank 0 and every send with a stride below G on
the scale-up link: Llama 3 70B as TP2 x PP2 on 12 ranks of DGX H100 (stage 1's data-parallel groups on ranks 6 | 8, 10
and 7 | 9, 11) costed its 70.55 GB all-reduce on NVLS inside a node (261 ms) at 64.58%, above the 58.02% the same
layout gives on nodes of 2 GPUs; on GB200 NVL72, TP8 x PP8 on 512 ranks (392 of 448 stage-boundary pairs and 56 of 64
data-parallel groups crossing a 72-GPU domain) scored above the aligned 64-GPU domains (52.67% against 52.38%).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.cluster import protocols
from ringcalc.cluster.groups import group_time, node_patterns
from ringcalc.cluster.spec import Placement
from tests.cli_runner import run_json

DGX = Scenario(workers=8, size="1MB", cluster="dgx-h100").cluster_spec
H100_STEP = ("efficiency", "--cluster", "dgx-h100", "--model", "llama-3-70b", "--gpu", "h100-80gb", "--mfu", "0.5",
             "--global-batch", "6", "-n", "12", "--tp", "2", "--pp", "2")
NVL72_STEP = ("efficiency", "--cluster", "gb200-nvl72", "--model", "llama-3-70b", "--tokens-per-step", "1048576",
              "--mfu", "0.5", "-n", "512", "--tp", "8", "--pp", "8")


def _rows(out: dict) -> dict[str, dict]:
    return {c["name"]: c for c in out["collectives"]}


def test_stage_ones_data_parallel_group_across_two_nodes_runs_on_the_nics_not_nvls():
    out = run_json(*H100_STEP)
    dp, pp = _rows(out)["dp gradients"], _rows(out)["pp activations"]
    assert dp["link"] == "NICs" and not dp["algorithm"].startswith("nvls") and dp["time_per_call_s"] > 1.0
    assert pp["link"] == "NICs"
    assert any(n.startswith("stage 1's dp groups (nodes 0-1, 1 + 2 of their ranks) cross the edge of node 0")
               for n in out["notes"])
    assert any(n.startswith("stage 0's pp sends (rank 2 to 8) cross the edge of node 0") for n in out["notes"])


def test_a_layout_whose_groups_cross_nvlink_domains_scores_no_better_than_one_whose_groups_align():
    crossing = run_json(*NVL72_STEP)
    aligned = run_json(*NVL72_STEP, "--scale-up-domain", "64")
    assert crossing["efficiency"] < aligned["efficiency"]
    assert _rows(crossing)["dp gradients"]["link"] == "NICs" and _rows(aligned)["dp gradients"]["link"] == "scale-up"


def test_a_pipeline_inside_one_node_sends_on_the_scale_up_link():
    out = run_json("efficiency", "--cluster", "dgx-h100", "--model", "llama-3-8b", "--gpu", "h100-80gb", "--mfu", "0.5",
                   "--global-batch", "8", "-n", "8", "--tp", "2", "--pp", "4")
    assert _rows(out)["pp activations"]["link"] == "scale-up"
    assert not any("cross the edge" in n for n in out["notes"])


def _brute_patterns(job_ranks: int, size: int, stride: int, g: int) -> set[tuple[int, ...]]:
    """Every instance's ranks on each node it touches, by enumeration of Megatron's instances."""
    out = set()
    block = size * stride
    for b in range(job_ranks // block):
        for r in range(stride):
            nodes = [(b * block + r + i * stride) // g for i in range(size)]
            if nodes[-1] > nodes[0]:
                out.add(tuple(nodes.count(n) for n in sorted(set(nodes))))
    return out


@settings(max_examples=150, deadline=None)
@given(size=st.integers(2, 12), stride=st.integers(1, 20), g=st.sampled_from([2, 4, 6, 8, 72]), blocks=st.integers(1, 6))
def test_node_patterns_are_every_way_an_instance_spreads_over_nodes(size, stride, g, blocks):
    job = size * stride * blocks
    assert {w.pieces for w in node_patterns(job, size, stride, g)} == _brute_patterns(job, size, stride, g)


@settings(max_examples=120, deadline=None)
@given(size=st.integers(2, 9), stride=st.integers(1, 12), blocks=st.integers(1, 4),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter"]),
       nbytes=st.sampled_from([1e3, 1e6, 1e8, 1e10]))
def test_the_slowest_instance_is_never_faster_than_the_one_from_rank_0(size, stride, blocks, collective, nbytes):
    job = size * stride * blocks
    alone = group_time(DGX, collective, size, stride, nbytes)
    placed = group_time(DGX, collective, size, stride, nbytes, job_nodes=-(-job // 8), job_ranks=job)
    assert placed.time_s >= alone.time_s * (1 - 1e-12)
    crossing = any(len(w.pieces) > alone.nodes or min(w.pieces) < Placement.of(size, DGX.replace(
        gpus_per_node=alone.ranks_per_node)).last_node_ranks for w in node_patterns(job, size, stride, 8))
    if placed.time_s > alone.time_s * (1 + 1e-12):
        assert crossing and placed.link == "NICs"


@pytest.mark.parametrize("workers,fewest", [(9, 1), (17, 1), (10, 2), (12, 4)])
def test_nvls_runs_only_where_every_node_holds_two_gpus_of_the_communicator(workers, fewest):
    """NCCL turns NVLS off on a node with one GPU of the communicator (transport/nvls.cc: gpuCount < 2) and the NVLS
    graph's channels are the minimum over ranks (init.cc @ 5067397c): 9 ranks on nodes of 8 run no NVLS tree."""
    p = Placement.of(workers, DGX)
    assert p.last_node_ranks == fewest
    reason = protocols.why_not("nvls-tree", "all-reduce", DGX, p, "Simple")
    assert (reason is not None) == (fewest < 2)
    picked = Scenario(workers=workers, size="1GB", cluster="dgx-h100").resolved.algorithm
    assert (picked != "nvls-tree") or fewest >= 2


def test_the_brute_force_itself_finds_the_h100_instance():
    assert _brute_patterns(12, 3, 2, 8) == {(1, 2)} and np.array_equal(
        [w.pieces for w in node_patterns(12, 3, 2, 8)], [(1, 2)])


def test_gamma_on_a_layout_is_refused_without_naming_one_pick_of_the_whole_gradient():
    """Before: "nvls-tree/Simple is NCCL's ..." on a layout whose collectives all ran ring/Simple or p2p: the pick of
    one all-reduce of the whole gradient over every rank, which the layout never runs."""
    from tests.cli_runner import one_line_error, run

    out = run("efficiency", "--cluster", "dgx-h100", "--model", "llama-3-70b", "--gpu", "h100-80gb", "--mfu", "0.5",
              "--tokens-per-step", "4194304", "-n", "1024", "--tp", "8", "--pp", "4", "--gamma", "1e-10")
    one_line_error(out, "the layout's collectives run NCCL's algorithms", "their bandwidth")
    assert "nvls-tree/Simple" not in out.output
