"""Numeric facade over the functions generated from the sympy models.

No sympy here: :mod:`ringcalc.numeric._generated` holds plain numpy functions
printed from the expressions by :mod:`ringcalc.symbolic.codegen`. Parameters are
passed as a mapping from symbol name to value (scalars or numpy arrays,
broadcast together), e.g. ``{"N": 4, "K": 553.44e6, "B": 125e6,
"alpha": 0.0, "gamma": 0.0}``.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from ringcalc.numeric import _generated as gen
from ringcalc.errors import RingcalcError

DEFAULT_ALGORITHM = "ring"
DEFAULT_COLLECTIVE = "all-reduce"


CLUSTER = "@cluster"
"""Suffix of an algorithm name whose model is the cluster's (``ring@cluster``: NCCL's ring through rails)."""


def _table(link: Any, cluster: Any, algorithm: str) -> tuple[Any, str]:
    """The link or cluster table of an algorithm name, and the name without the suffix."""
    if str(algorithm).endswith(CLUSTER):
        return cluster, algorithm[: -len(CLUSTER)]
    return link, algorithm


def training_functions(algorithm: str, collective: str) -> Mapping[str, Callable[..., Any] | None]:
    """The generated training-step functions of one model (``algorithm`` may carry ``@cluster``)."""
    table, base = _table(gen.TRAINING, gen.CLUSTER_TRAINING, algorithm)
    return table[f"{base}/{collective}"]


def algorithms(collective: str | None = None, cluster: bool = False) -> list[str]:
    """Algorithm names with a model (for one collective, or any), on one link or on a cluster."""
    names = []
    for key in (gen.CLUSTER_MODELS if cluster else gen.MODELS):
        algo, coll = key.split("/")
        if (collective is None or coll == collective) and algo not in names:
            names.append(algo)
    return names


def collectives() -> list[str]:
    """Collective names with at least one model."""
    names: list[str] = []
    for key in gen.MODELS:
        coll = key.split("/")[1]
        if coll not in names:
            names.append(coll)
    return names


def model_functions(
    algorithm: str = DEFAULT_ALGORITHM, collective: str = DEFAULT_COLLECTIVE, option: str = "algorithm"
) -> Mapping[str, Callable[..., Any] | None]:
    """The generated functions of one model; a clear error for unknown names (``option`` names the algorithm's option)."""
    table, base = _table(gen.MODELS, gen.CLUSTER_MODELS, algorithm)
    try:
        return table[f"{base}/{collective}"]
    except KeyError:
        pass
    algorithm = base
    if collective not in collectives():
        close = difflib.get_close_matches(collective, collectives(), n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise RingcalcError(
            f"unknown collective {collective!r}{hint} (known: {', '.join(collectives())})", option="collective"
        )
    known = algorithms(collective, cluster=table is gen.CLUSTER_MODELS)
    key = str(algorithm).strip().lower()
    contains = [k for k in known if len(key) >= 3 and key in k]  # "tree" -> binomial-tree, double-binary-tree
    close = list(dict.fromkeys([*contains, *difflib.get_close_matches(key, known, n=3)]))[:4]
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise RingcalcError(
        f"no model for algorithm {algorithm!r} with {collective}{hint} (known: {', '.join(known)})",
        option=option,
    )


def evaluate(
    quantity: str,
    params: Mapping[str, Any],
    algorithm: str = DEFAULT_ALGORITHM,
    collective: str = DEFAULT_COLLECTIVE,
) -> Any:
    """Evaluate one generated quantity (``"time"``, ``"required_bandwidth"``, ...).

    Returns a numpy scalar or array broadcast over the array-valued params.
    """
    fn = model_functions(algorithm, collective).get(quantity)
    if fn is None:
        raise RingcalcError(f"{algorithm} {collective} has no closed form for {quantity}", option="algorithm")
    with np.errstate(divide="ignore", invalid="ignore"):
        return fn(**params)


def comm_time_budget(step_time_s: Any, efficiency: Any) -> Any:
    """The communication time a target efficiency allows: Ts (1 - P) / P, s."""
    return gen.comm_time_budget(T_s=step_time_s, P=efficiency)


def exposed_budget(step_time_s: Any, efficiency: Any, sync_time_s: Any = 0.0) -> Any:
    """The exposed communication a target efficiency allows: Ts (1 - P) / P - T_sync, s.

    ``step_time_s`` is the compute per worker (Ts / N under strong scaling); with
    no synchronisation time this is :func:`comm_time_budget` exactly.
    """
    return gen.train_exposed_budget(T_s=step_time_s, P=efficiency, T_sync=sync_time_s)


TARGET_RTOL = 1e-12
"""Relative slack of :func:`reaches`: an efficiency within it of a target reaches the target."""


def reaches(efficiency: Any, target: Any) -> Any:
    """Whether an efficiency meets a target, P >= target (1 - 1e-12): the one comparison of every solver.

    The slack makes a target exactly at a model's ceiling (the efficiency at
    infinite bandwidth, zero latency, ...) reachable although the ceiling and
    the target went through different floating-point roundings. Scalars or
    numpy arrays.
    """
    return efficiency >= target * (1 - TARGET_RTOL)


def efficiency(step_time_s: Any, comm_time_s: Any) -> Any:
    """P = Ts / (Ts + Tt)."""
    return gen.efficiency(T_s=step_time_s, T_t=comm_time_s)
