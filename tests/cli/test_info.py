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
