"""``ringcalc explain --on-cluster``: the cluster model's formulas, in the named quantities of
ringcalc/symbolic/cluster.py, each defined once, and nothing printed that is not defined.

Until 2026-11-29 ``explain`` printed only the one-link models, while every answer on a cluster used the cluster's
(its help even said "on a cluster the default is auto", with no way to ask for a cluster).
"""

from __future__ import annotations

import re

import pytest
import sympy as sp

from ringcalc.symbolic import explain
from ringcalc.symbolic.collectives import cluster_registry, registry
from ringcalc.symbolic.symbols import MEANING
from tests.cli_runner import one_line_error, run

SYMPY = {"ceiling", "floor", "Max", "Min", "max", "min", "log", "sqrt", "Piecewise", "Abs", "exp", "Mod"}
NAMED, SHRINK = explain._cluster_names()


def _expand(expr: sp.Basic) -> sp.Basic:
    """The expression with every named quantity written out again (what the 'Where' lines define)."""
    for _ in range(len(NAMED) + 1):
        expr = expr.xreplace({sp.Symbol(n): e for n, e in NAMED.items()})
    return expr


@pytest.mark.parametrize("key", sorted(cluster_registry()))
def test_the_named_form_of_each_cluster_model_is_the_model(key):
    model = cluster_registry()[key]
    for expr in (model.time, model.bytes_sent_per_worker):
        short = SHRINK(sp.sympify(expr))
        assert _expand(short) == sp.sympify(expr)  # exact: the names only abbreviate


@pytest.mark.parametrize("key", sorted(cluster_registry()))
def test_every_name_and_function_the_cluster_formulas_print_is_defined(key):
    algorithm, collective = key.split("/")
    d = explain.to_dict(algorithm, collective, on_cluster=True)
    sections = {s["title"]: s["lines"] for s in d["sections"]}
    formula = next(lines for title, lines in sections.items() if title == f"{algorithm} {collective} on a cluster")
    where = next((lines for title, lines in sections.items() if title.startswith("Where")), [])
    defined_names = [line.split(" = ")[0] for line in where]
    assert len(defined_names) == len(set(defined_names))
    symbols = {str(s) for s in MEANING}
    functions = {line.split(":")[0].strip() for title, lines in sections.items() if title.startswith("Functions")
                 for line in lines}
    printed = formula[:2] + where
    words = {w for line in printed for w in re.findall(r"\b([A-Za-z_][A-Za-z_0-9]*)\b", line.split(" = ", 1)[1])}
    called = {m for line in printed for m in re.findall(r"\b([A-Za-z_][A-Za-z_0-9]*)\(", line)}
    assert called - SYMPY - functions == set()
    assert words - called - symbols - set(defined_names) - {"K", "N", "True"} == set()  # True: Piecewise's otherwise
    for i in range(len(defined_names)):  # each defined after what it uses
        rhs = where[i].split(" = ", 1)[1]
        assert not {w for w in re.findall(r"\b([a-z_]+)\b", rhs)} & set(defined_names[i:])


def test_on_cluster_changes_the_answer_and_nccls_own_algorithms_need_it():
    plain, cluster = run("explain", "-a", "ring"), run("explain", "-a", "ring", "--on-cluster")
    assert plain.exit_code == cluster.exit_code == 0
    assert "ring all-reduce on a cluster" in cluster.stdout and "nics_used = " in cluster.stdout
    assert "on a cluster" not in plain.stdout
    one_line_error(run("explain", "-a", "nvls"), "add --on-cluster")
    one_line_error(run("explain", "-a", "auto", "--on-cluster"), "not a formula")
    assert set(registry()) <= set(cluster_registry())  # every link model has its cluster form to print
