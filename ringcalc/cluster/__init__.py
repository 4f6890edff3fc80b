"""The cluster: nodes of G GPUs on a scale-up link, R NICs per node, switch tiers, in-network reduction.

* :mod:`~ringcalc.cluster.spec`: the :class:`Cluster` description (SI units) and the
  :class:`Placement` of N ranks on its nodes;
* :mod:`~ringcalc.cluster.build`: a cluster from a catalog entry (``--cluster``) and the layout options;
* :mod:`~ringcalc.cluster.protocols`: which NCCL (algorithm, protocol) pairs run, their constants;
* :mod:`~ringcalc.cluster.nccl_constants`: NCCL's tuning tables, cited to their commit;
* :mod:`~ringcalc.cluster.nccl_tuning`: NCCL's own model, for ``--algorithm auto``;
* :mod:`~ringcalc.cluster.values`: the symbol values of the cluster models
  (:mod:`ringcalc.symbolic.collectives.nccl`), at the typical value or an end of the priors.

The cost of an (algorithm, protocol) pair on a cluster is the generated function
of its sympy expression evaluated at these values; no formula lives here.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Cluster", "Placement", "Prior"]


def __getattr__(name: str) -> Any:
    """``Cluster``, ``Placement`` and ``Prior`` from :mod:`~ringcalc.cluster.spec`, imported on first use: a scenario
    off any cluster imports :mod:`~ringcalc.cluster.build` to learn that, and not the spec (cold start, issue 18)."""
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from ringcalc.cluster import spec

    return getattr(spec, name)
