"""``ringcalc explain`` through typer's CliRunner (ringcalc/cli/info.py)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from ringcalc.cli import app
from ringcalc.symbolic import training
from tests.cli_runner import ok as _ok

runner = CliRunner()


@pytest.mark.parametrize("latex", [False, True])
def test_explain_every_all_reduce_algorithm(latex):
    # the flat ring's inverses are numeric (its slowest hop is a max): explain says so instead of failing
    for algo in ("flat-ring", "hierarchical-ring", "double-binary-tree"):
        r = runner.invoke(app, ["explain", "-a", algo, *(["--latex"] if latex else [])])
        assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["explain", "-a", "flat-ring"])
    assert "numeric" in r.stdout and "max(" in r.stdout


def test_explain_states_the_one_bucket_difference():
    _, lines = training.explain_section()
    text = "\n".join(lines)
    assert "without --bucket-size the idealized model overlaps all of Tt" in text
    assert "last bucket, which cannot overlap" in text
    result = _ok(["explain"])
    assert "idealized model overlaps all of Tt" in result.stdout.replace("\n", " ")


def test_catalog_lists_clusters_and_priors_with_si_figures():
    import json

    rows = json.loads(_ok(["catalog", "clusters", "--format", "json"]).stdout)
    p5 = next(row for row in rows if row["name"] == "p5-48xlarge")
    # AWS p5-efa: 32 network cards, up to 3,200 Gbps
    assert p5["nics_per_node"] == 32 and p5["scale_out_bytes_per_s"] == 400e9
    assert p5["scale_up_bandwidth_bytes_per_s"] == 450e9 and p5["transport"] == "efa"
    priors = json.loads(_ok(["catalog", "efficiency", "--format", "json"]).stdout)
    assert {row["name"] for row in priors} >= {"ib", "roce", "efa", "tcpxo", "slingshot", "tcp", "nvls-hopper"}
    assert all(row["kind"] == "efficiency" for row in priors)
    efa = next(row for row in priors if row["name"] == "efa")  # aws-ofi-nccl's model tuner @ 2daf7d30
    assert (efa["net_latency_s"], efa["net_latency_simple_s"]) == (20e-6, 23e-6)
    assert next(row for row in priors if row["name"] == "ib")["net_latency_s"] is None  # NCCL's constants
    assert "20 us, 23 us Simple" in _ok(["catalog", "efficiencies"]).stdout
    table = _ok(["catalog", "cluster"]).stdout
    assert "gb200-nvl72" in table and "domain 72" in table
    assert "nvls-blackwell" in _ok(["catalog"]).stdout


def test_catalog_refuses_an_unknown_table():
    result = runner.invoke(app, ["catalog", "racks"])
    assert result.exit_code == 2
    assert "choose models, links, accelerators, clusters, efficiencies or all" in result.output
