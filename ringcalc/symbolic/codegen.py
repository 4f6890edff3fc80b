"""Generate :mod:`ringcalc.numeric._generated` and :mod:`ringcalc.numeric._scalar` from the sympy models.

The sympy expressions are the single source of truth; this module prints
each one twice, as a vectorized numpy function (``_generated.py``: sweeps,
the executor, worker searches) and as a function of floats on the ``math``
module (``_scalar.py``: one answer, so that ``ringcalc efficiency`` and its
kin import neither sympy nor numpy). Both are printed by the same loops over
the registry, so every model, including new ones, is in both. Regenerate after
changing any model::

    python -m ringcalc.symbolic.codegen          # rewrites both files
    python -m ringcalc.symbolic.codegen --check  # exit 1 if either is stale

``tests/symbolic/test_codegen.py`` fails when the committed file differs from what
this module generates, and checks numeric against symbolic values on a grid.
"""

from __future__ import annotations

import sys
from pathlib import Path

import sympy as sp
from sympy.printing.numpy import NumPyPrinter

from ringcalc.symbolic import efficiency as eff
from ringcalc.symbolic.collectives import cluster_registry, registry
from ringcalc.symbolic.collectives.bound import lower_bound
from ringcalc.symbolic.inverses import BUDGET, derive

TARGET = Path(__file__).resolve().parents[1] / "numeric" / "_generated.py"
TARGET_SCALAR = TARGET.with_name("_scalar.py")
WORKLOAD_TARGET = TARGET.with_name("_generated_workload.py")
"""The workload's expressions (:mod:`ringcalc.symbolic.workload`), printed as plain arithmetic (no numpy)."""

HEADER = '''"""Numeric cost-model functions GENERATED from the sympy expressions.

Do not edit: run ``python -m ringcalc.symbolic.codegen``. Every function takes
keyword arguments named after the symbols of :mod:`ringcalc.symbolic.symbols`
(N, K, B, alpha, gamma, T_s, T_t, P, budget, ...) in SI units, accepts numpy
arrays (broadcast), and ignores keywords it does not use.
"""

import functools  # sympy's numpy printer folds Min and Max with functools.reduce

import numpy

from ringcalc.numeric.nccl_trees import tree_tier_bytes_array

'''


def _printer() -> NumPyPrinter:
    return NumPyPrinter({"fully_qualified_modules": True, "allow_unknown_functions": False})


def _function(name: str, expr: sp.Expr, doc: str) -> str:
    args = sorted((s.name for s in expr.free_symbols), key=str)
    signature = ", ".join(["*", *args, "**_"]) if args else "**_"
    body = _printer().doprint(expr)
    if not args:  # a constant must still broadcast like the inputs
        body = f"numpy.float64({body})"
    return f'def {name}({signature}):\n    """{doc}: ``{sp.sstr(expr)}``."""\n    return {body}\n\n\n'


def _ident(key: str) -> str:
    return key.replace("/", "__").replace("-", "_")


def _model_parts(function) -> list[str]:
    """The efficiency functions and one function per model and quantity, and the ``MODELS`` (one link per worker)
    and ``CLUSTER_MODELS`` (on a cluster) tables, each printed by ``function(name, expr, doc)`` (numpy or scalar:
    the same loop for both)."""
    parts = [
        function("comm_time_budget", eff.comm_time_budget.subs({}), "Tt allowed by a target P"),
        function("efficiency", eff.efficiency, "P = Ts/(Ts+Tt)"),
        function("iteration_time", eff.iteration_time, "Tp = Ts+Tt"),
        function("speedup", eff.speedup, "throughput speedup N*P"),
    ]
    for table_name, prefix, models in (("MODELS", "", registry()), ("CLUSTER_MODELS", "cluster__", cluster_registry())):
        parts += _model_table(function, table_name, prefix, models)
    return parts


def _model_table(function, table_name: str, prefix: str, models: dict) -> list[str]:
    """The functions of every model and the ``{key: {quantity: function}}`` table naming them."""
    parts: list[str] = []
    table: list[str] = []
    for key, model in models.items():
        inv = derive(model)
        ident = prefix + _ident(key)
        fields = {
            "time": (model.time, "completion time, s"),
            "bytes_sent_per_worker": (model.bytes_sent_per_worker, "bytes sent by the busiest worker"),
            "total_bytes": (model.total_bytes, "bytes sent by all workers"),
            "latency_steps": (model.latency_steps, "sequential message steps"),
            "busbw_factor": (model.busbw_factor, "nccl-tests busbw/algbw factor"),
            "lower_bound": (lower_bound(model, on_cluster=bool(prefix)), "lower bound on the time, s (collectives/bound.py)"),
            "min_comm_time": (inv.min_comm_time, "time with infinite bandwidth, s"),
            "required_bandwidth": (inv.required_bandwidth, "B for a comm budget, bytes/s"),
            "max_gradient_bytes": (inv.max_gradient_bytes, "K for a comm budget, bytes"),
            "max_latency": (inv.max_latency, "alpha for a comm budget, s"),
            "max_workers": (inv.max_workers, "real N for a comm budget (alpha > 0)"),
            "max_workers_no_latency": (inv.max_workers_no_latency, "real N for a comm budget (alpha = 0)"),
            "workers_limit": (inv.workers_limit, "lim N->oo of time with alpha = 0, s"),
        }
        entries = []
        for field, (expr, doc) in fields.items():
            if expr is None:
                entries.append(f"        {field!r}: None,\n")
                continue
            fname = f"{ident}__{field}"
            parts.append(function(fname, sp.sympify(expr), f"{key} {doc}"))
            entries.append(f"        {field!r}: {fname},\n")
        table.append(f"    {key!r}: {{\n{''.join(entries)}    }},\n")
    parts.append(f"{table_name} = {{\n" + "".join(table) + "}\n\n\n")
    return parts


def generate() -> str:
    """Return the text of ``_generated.py``."""
    parts = [HEADER, *_model_parts(_function)]
    from ringcalc.symbolic import memory  # per-device memory of the ZeRO stages (MEMORY table)

    parts.append("\n\n" + "".join(memory.codegen_parts(_function)))
    parts.append(f"\nBUDGET_SYMBOL = {BUDGET.name!r}\n")
    from ringcalc.symbolic import training  # overlap / buckets / compression (issue 5)

    parts.append(training.generate_numpy(_ident))
    return "".join(parts)


def generate_scalar() -> str:
    """Return the text of ``_scalar.py``: every function of ``_generated.py`` but the ZeRO memory table, for one
    float at a time (:mod:`ringcalc.symbolic.scalar_print`)."""
    from ringcalc.symbolic import scalar_print, training

    parts = [scalar_print.HEADER, *_model_parts(scalar_print.function)]
    parts.append(f"\nBUDGET_SYMBOL = {BUDGET.name!r}\n")
    parts.append(training.generate(_ident, scalar_print.function))
    return "".join(parts)


WORKLOAD_HEADER = '''"""The workload's functions GENERATED from ringcalc.symbolic.workload (FLOPs, bubble, byte counts, sends).

Do not edit: run ``python -m ringcalc.symbolic.codegen``. Plain Python arithmetic (no numpy import), so
the CLI's answer path stays light; every function takes keyword arguments named after the symbols of
:mod:`ringcalc.symbolic.workload` and ignores keywords it does not use.
"""


'''


def _python_function(name: str, expr: sp.Expr, doc: str) -> str:
    """One plain-Python function of ``expr`` (``max`` for Max; no module import)."""
    from sympy.printing.pycode import PythonCodePrinter

    args = sorted((sym.name for sym in expr.free_symbols), key=str)
    signature = ", ".join(["*", *args, "**_"]) if args else "**_"
    body = PythonCodePrinter({"fully_qualified_modules": False}).doprint(expr)
    return f'def {name}({signature}):\n    """{doc}: ``{sp.sstr(expr)}``."""\n    return {body}\n\n\n'


def generate_workload() -> str:
    """Return the text of ``_generated_workload.py``."""
    from ringcalc.symbolic import workload

    return workload.codegen_text(_python_function, WORKLOAD_HEADER)


TARGETS = {TARGET: generate, TARGET_SCALAR: generate_scalar, WORKLOAD_TARGET: generate_workload}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    stale = 0
    for target, build in TARGETS.items():
        text = build()
        if "--check" in argv:
            if (target.read_text() if target.exists() else "") != text:
                print(f"{target} is stale: run python -m ringcalc.symbolic.codegen", file=sys.stderr)
                stale = 1
            continue
        target.write_text(text)
        print(f"wrote {target}")
    return stale


if __name__ == "__main__":
    raise SystemExit(main())
