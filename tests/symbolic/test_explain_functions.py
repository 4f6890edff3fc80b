"""``ringcalc explain`` defines every function its formulas print (Bruck's bit_count_sum was printed undefined)."""

from __future__ import annotations

import re

import pytest

from ringcalc.symbolic import explain
from ringcalc.symbolic.collectives import registry

SYMPY = {"ceiling", "floor", "Max", "Min", "max", "min", "log", "sqrt", "Piecewise", "Abs", "exp"}  # read as usual
NOTATION = {"Tt"}  # Tt(N): the time as a function of N, in the inverses' prose


@pytest.mark.parametrize("key", sorted(registry()))
def test_every_printed_function_is_defined(key):
    algorithm, collective = key.split("/")
    d = explain.to_dict(algorithm, collective)
    model_sections = (f"{algorithm} {collective}", "Efficiency", "Inverses")  # the model's own formulas
    lines = [line for section in d["sections"] if section["title"].startswith(model_sections)
             for line in section["lines"]]
    defined = {line.split(":")[0].strip() for section in d["sections"] if section["title"].startswith("Functions")
               for line in section["lines"]}
    called = {m for line in lines for m in re.findall(r"\b([A-Za-z_][A-Za-z_0-9]*)\(", line)}
    assert called - SYMPY - NOTATION - defined == set(), key
