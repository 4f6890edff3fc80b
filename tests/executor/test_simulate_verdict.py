"""The verdict of a run on a simulated cluster (``ringcalc simulate --cluster``): never "agree" while something differs.

Before: ``ringcalc simulate --cluster dgx-h100 -n 32 -k 1048576 -a nvls-tree`` printed ``busiest rank sent / model
4,194,304 B / 8,388,608 B differs`` and the verdict "model and execution agree" (the verdict looked at the result and
the link classes only). The verdict is :meth:`ringcalc.executor.cluster_check.ClusterCheck.verdict`; NVLS Tree's bytes
are NCCL's (NVIDIA/nccl 5067397c, ``src/device/all_reduce.h`` ``NCCL_ALGO_NVLS_TREE``: the heads carry the node's
tree traffic, 1/nHeads each).
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import ringcalc.cli.simulate  # noqa: F401  (registers the command)
from ringcalc.cli import app
from ringcalc.executor.cluster_check import CLASSES, REPORTED, check_on_cluster, elements_grain
from ringcalc.executor.fabric import Fabric
from ringcalc.planning.scenario import Scenario

runner = CliRunner()
ALGORITHMS = ("ring", "double-binary-tree", "hierarchical-ring", "nvls", "nvls-tree", "collnet-direct", "collnet-chain")


def sim(*args):
    return runner.invoke(app, ["simulate", *args])


def run(algorithm: str, g: int, r: int, n: int, even: bool = True):
    s = Scenario(workers=n, size="1GB", gpus_per_node=g, nics_per_node=r, bandwidth="400Gbps", intra_bandwidth="nvlink4",
                 algorithm=algorithm, nvls=True, sharp=True)
    f = Fabric.of(s.cluster_spec, n)
    grain = elements_grain(algorithm, f)
    return check_on_cluster(algorithm, f, s.symbol_values(), grain * 2 + (0 if even else 1), model=s.model_algorithm), grain


def test_the_reported_nvls_tree_run():
    res = sim("--cluster", "dgx-h100", "-n", "32", "-k", "1048576", "-a", "nvls-tree")
    assert res.exit_code == 0, res.output
    # 4 nodes of 8, 8 NICs: a head sends K = 4 MiB into the NVSwitch and 1/8 of its node's 2K of tree bytes
    assert "busiest rank sent / model │ 5,242,880 B / 5,242,880 B" in res.stdout
    assert "differs" not in res.stdout and "agree" not in res.stdout
    assert "the switch reduces" in res.stdout
    d = json.loads(sim("--cluster", "dgx-h100", "-n", "32", "-k", "1048576", "-a", "nvls-tree", "-f", "json").stdout)
    assert d["verdict"] == "explained" and d["bytes_sent_per_worker"] == d["model_bytes_sent_per_worker"]


def test_a_reported_figure_that_differs_is_not_agreement():
    # NCCL's tree at 2 nodes of 8: the busiest GPU combines 3K/2, the model's gamma term K (docs/algorithms.md)
    res = sim("--cluster", "dgx-h100", "-n", "16", "-k", "65536", "-a", "double-binary-tree")
    assert res.exit_code == 0, res.output
    # the table has no row for the reduced bytes: the verdict names them
    assert "MODEL AND EXECUTION DIFFER" in res.stdout and "reduced bytes" in res.stdout and "agree" not in res.stdout
    d = json.loads(sim("--cluster", "dgx-h100", "-n", "16", "-k", "65536", "-a", "double-binary-tree", "-f", "json").stdout)
    assert d["verdict"] == "differ" and d["reported_mismatches"] == ["reduced_bytes_per_gpu"]


def test_everything_equal_is_agreement():
    d = json.loads(sim("--cluster", "dgx-h100", "-n", "2", "-k", "1024", "-f", "json").stdout)
    assert d["verdict"] == "agree" and d["verdict_text"] == "model and execution agree"


@pytest.mark.parametrize("key", [*CLASSES, *REPORTED])
def test_each_compared_figure_off_by_a_byte_changes_the_verdict(key):
    c, _ = run("ring", 1, 1, 4)  # one GPU per node: NCCL's step count is the executed one
    assert c.verdict()[0] == "agree"
    off = dataclasses.replace(c, model_bytes={**c.model_bytes, key: c.model_bytes[key] + 4096})
    status, sentence = off.verdict()
    assert status == ("disagree" if key in CLASSES else "differ"), (key, status)
    assert "agree" not in sentence


def _layouts():
    return st.tuples(st.sampled_from(ALGORITHMS), st.sampled_from([1, 2, 4, 8]), st.sampled_from([0.5, 1, 2]),
                     st.integers(1, 5), st.booleans(), st.booleans())


@settings(deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(layout=_layouts())
def test_the_verdict_says_agree_only_when_nothing_differs(layout):
    from ringcalc.errors import RingcalcError

    algorithm, g, ratio, nodes, partial, even = layout
    r = max(1, int(g * ratio))
    n = g * nodes - (g // 2 if partial and nodes > 1 else 0)
    if n < 2:
        return
    try:
        c, grain = run(algorithm, g, r, n, even)
    except RingcalcError:  # a layout the algorithm cannot run on (CollNet on one node, NVLS with one GPU, ...)
        return
    status, sentence = c.verdict(even, grain)
    shown_differs = c.mismatched_classes + c.reported_mismatches
    if status == "agree":  # K need not be a multiple of the grain: uneven chunks that move no figure agree too
        assert not c.differences and not shown_differs and c.steps_match is not False
    else:
        assert "agree" not in sentence
    if even and shown_differs:
        assert status in ("differ", "disagree")
    if status == "disagree":
        assert not c.ok or not c.result_matches
