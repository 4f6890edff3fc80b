"""Symbolic cost models of the collectives, one module per algorithm family.

``registry()`` maps ``"algorithm/collective"`` to its :class:`CollectiveModel`.
This package imports sympy; the CLI's answer path uses the generated numeric
functions in :mod:`ringcalc.numeric._generated` instead.
"""

from __future__ import annotations

from ringcalc.symbolic.collectives.base import CollectiveModel

_FAMILIES = ("ring", "parameter_server", "naive", "tree", "halving_doubling", "hierarchical")


def registry() -> dict[str, CollectiveModel]:
    """Every link model (one link of B per worker), keyed ``"algorithm/collective"``, in a stable order."""
    import importlib

    out: dict[str, CollectiveModel] = {}
    for family in _FAMILIES:
        module = importlib.import_module(f"ringcalc.symbolic.collectives.{family}")
        for model in module.MODELS:
            out[model.key] = model
    return out


def cluster_registry() -> dict[str, CollectiveModel]:
    """Every model on a cluster (:mod:`ringcalc.symbolic.cluster`), keyed like :func:`registry`.

    NCCL's algorithms (:mod:`~ringcalc.symbolic.collectives.nccl`), Horovod's
    hierarchical ring, and the other link models with each step on the link it
    crosses (:mod:`~ringcalc.symbolic.collectives.on_cluster`).
    """
    from ringcalc.symbolic.collectives import nccl, on_cluster

    return on_cluster.cluster_registry(registry(), nccl.MODELS)


__all__ = ["CollectiveModel", "cluster_registry", "registry"]
