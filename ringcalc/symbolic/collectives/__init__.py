"""Symbolic cost models of the collectives, one module per algorithm family.

``registry()`` maps ``"algorithm/collective"`` to its :class:`CollectiveModel`.
This package imports sympy; the CLI's answer path uses the generated numeric
functions in :mod:`ringcalc.numeric._generated` instead.
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel

_FAMILIES = ("ring", "parameter_server", "naive", "tree", "halving_doubling", "hierarchical")


def registry() -> dict[str, CollectiveModel]:
    """Every model, keyed ``"algorithm/collective"``, in a stable order."""
    import importlib

    out: dict[str, CollectiveModel] = {}
    for family in _FAMILIES:
        module = importlib.import_module(f"ringcalc.symbolic.collectives.{family}")
        for model in module.MODELS:
            out[model.key] = model
    return out


__all__ = ["CollectiveModel", "registry"]
