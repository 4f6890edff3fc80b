"""The note on the tier above the leaves says what the model charges: NCCL's ring plateau on the switch hops, the
trees' own bytes between leaves, NVLink domains where NCCL's node is one."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.planning.scenario import Scenario
from tests.cli_runner import run

RING32 = ["time", "--cluster", "dgx-h100", "--gpus-per-node", "1", "--nics-per-node", "1", "-n", "32",
          "--size", "9081884672B", "-a", "ring", "--nodes-per-leaf", "4", "--hop-latency", "1ms"]


def _text(*args: str) -> str:
    result = run(*args)
    assert result.exit_code == 0, result.stderr
    return " ".join(result.stdout.split())


def test_the_switch_hops_note_names_nccls_ring_plateau_where_it_multiplies_them():
    """Before: "the switch hops between leaves add 43.4 ms, 2 ms per crossing of the tier" for a ring of 32 nodes
    in leaves of 4, whose 62 steps between nodes cross the tier on 8/32 of them: 31 ms, times NCCL's 1.4 plateau
    factor on a multi-node Simple all-reduce (tuning.cc), which the note did not say."""
    simple = _text(*RING32, "--protocol", "Simple")
    assert "add 43.4 ms, 2 ms per crossing" in simple and "plateau factor x1.4" in simple
    ll128 = _text(*RING32, "--protocol", "LL128")
    assert "add 31 ms, 2 ms per crossing" in ll128 and "plateau" not in ll128


def test_a_tree_the_tier_does_not_slow_is_not_said_to_send_one_nodes_traffic():
    """NCCL's trees send more than one node's bytes out of a leaf (the edges of both trees that leave it); the note
    said they sent one node's, the ring's figure."""
    text = _text("time", "--cluster", "dgx-h100", "-n", "512", "--size", "1GiB", "-a", "double-binary-tree",
                 "--nodes-per-leaf", "32", "--oversubscription", "2")
    assert "costs it nothing: the bytes NCCL's trees send out of the busiest leaf" in text
    assert "sends one node's traffic" not in text


def test_leaves_of_nvlink_domains_are_counted_in_domains():
    """Before: "4 nodes fit under one leaf of 4" on GB200 NVL72, where the 4 are 72-GPU NVLink domains."""
    text = _text("time", "--cluster", "gb200-nvl72", "-n", "288", "--size", "1GiB", "--oversubscription", "8",
                 "--nodes-per-leaf", "72")
    assert "4 NVLink domains fit under one leaf of 4" in text


@settings(max_examples=25, deadline=None)
@given(nodes=st.integers(3, 24), leaf=st.sampled_from([1, 2, 3, 4, 8]), o_sub=st.sampled_from([2, 4, 8, 16]),
       algorithm=st.sampled_from(["ring", "double-binary-tree"]))
def test_the_tier_note_says_slowed_exactly_where_the_model_slows_the_bytes(nodes, leaf, o_sub, algorithm):
    """Whatever the algorithm, the note's 'slowed' or 'costs it nothing' follows the model's own time with and
    without the oversubscription, so a tree the tier slows is never said to cost nothing."""
    s = Scenario(workers=8 * nodes, size="1GiB", cluster="dgx-h100", algorithm=algorithm, nodes_per_leaf=leaf,
                 oversubscription=o_sub)
    notes = " ".join(s.cluster_notes())
    if nodes <= leaf:
        assert "costs nothing here" in notes
        return
    from ringcalc import numeric

    v = s.symbol_values()
    slow = numeric.evaluate("time", {**v, "K": 1e15}, s.model_algorithm, s.collective)
    flat = numeric.evaluate("time", {**v, "K": 1e15, "o_sub": 1.0}, s.model_algorithm, s.collective)
    assert ("slowed" in notes) == (slow > flat * (1 + 1e-9)), (notes, slow, flat)
    assert ("costs it nothing" in notes) == (slow <= flat * (1 + 1e-9))
