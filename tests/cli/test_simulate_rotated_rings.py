"""``ringcalc simulate --cluster`` with K not a multiple of channels x N: every catalog cluster runs NCCL's ring."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import ringcalc.cli.simulate  # noqa: F401  (registers the command)
from ringcalc.catalog.load import clusters
from ringcalc.cli import app

runner = CliRunner()
CATALOG = sorted(clusters())


def test_the_ring_runs_on_an_xgmi_cluster_with_uneven_chunks():
    """Before: a RuntimeError traceback ("executed bytes differ from the schedule"): the check compared bytes per rank
    with bytes per ring position, and xGMI rings are rotated per channel."""
    for cluster in ("azure-nd-mi300x-v5", "mi355x-pollara"):
        for n, k in ((12, 1024), (16, 1000), (10, 1024)):
            res = runner.invoke(app, ["simulate", "--cluster", cluster, "-n", str(n), "-k", str(k), "-f", "json"])
            assert res.exit_code == 0 and res.exception is None, res.output
            d = json.loads(res.stdout)
            assert d["result_matches"] and d["verdict"] == "explained" and not d["even_chunks"]


@settings(max_examples=60, deadline=None)
@given(cluster=st.sampled_from(CATALOG), n=st.integers(2, 40), k=st.integers(1, 4000))
def test_every_catalog_cluster_runs_the_ring_whatever_k_and_its_bytes_agree(cluster, n, k):
    """Before: rotated rings (xGMI) with K not a multiple of channels x N ended in a traceback."""
    res = runner.invoke(app, ["simulate", "--cluster", cluster, "-n", str(n), "-k", str(k), "-a", "ring", "-f", "json"])
    if res.exit_code == 2:  # a refusal the cluster states (e.g. a node size it cannot place): one line, no traceback
        assert res.exception is None or isinstance(res.exception, SystemExit), res.output
        return
    assert res.exit_code == 0, res.output
    d = json.loads(res.stdout)
    assert d["result_matches"] and d["verdict"] in ("agree", "explained"), d["verdict_text"]
    assert not d["mismatched_link_classes"] or not d["even_chunks"]
