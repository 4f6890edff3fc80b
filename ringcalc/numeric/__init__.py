"""Numeric facade over the functions generated from the sympy models.

No sympy here, and no numpy until an array is evaluated:
:mod:`ringcalc.numeric._generated` holds the models as numpy functions
(vectors: sweeps, the executor, worker searches) and
:mod:`ringcalc.numeric._scalar` the same functions on floats (``math``), both
printed from the expressions by :mod:`ringcalc.symbolic.codegen`. Parameters
are passed as a mapping from symbol name to value, e.g. ``{"N": 4, "K":
553.44e6, "B": 125e6, "alpha": 0.0, "gamma": 0.0}``; :func:`evaluate` and the
efficiency functions take the scalar functions when every value is a number,
so one answer of the CLI never imports numpy.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from typing import Any

from ringcalc.numeric import _scalar
from ringcalc.errors import RingcalcError

DEFAULT_ALGORITHM = "ring"
DEFAULT_COLLECTIVE = "all-reduce"


def is_scalar(value: Any) -> bool:
    """A plain number (int, float, numpy scalar), not an array."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def scalar_params(params: Mapping[str, Any]) -> dict[str, float] | None:
    """``params`` as floats when every value is a number (the scalar functions' input), else None."""
    out = {}
    for k, v in params.items():
        if isinstance(v, float):
            out[k] = v
        elif isinstance(v, int) and not isinstance(v, bool):
            out[k] = float(v)  # floats, as numpy computes: int arithmetic would round differently
        elif v is None or isinstance(v, str):
            out[k] = v
        else:
            return None
    return out


CLUSTER = "@cluster"
"""Suffix of an algorithm name whose model is the cluster's (``ring@cluster``: NCCL's ring through rails)."""


def _split(algorithm: str) -> tuple[bool, str]:
    """Whether ``algorithm`` names a cluster model, and its name without the suffix."""
    if str(algorithm).endswith(CLUSTER):
        return True, str(algorithm)[: -len(CLUSTER)]
    return False, algorithm


def training_functions(gen: Any, algorithm: str, collective: str) -> Mapping[str, Callable[..., Any] | None]:
    """The training-step functions of one model in a generated module (``_scalar`` or ``_generated``)."""
    cluster, base = _split(algorithm)
    return (gen.CLUSTER_TRAINING if cluster else gen.TRAINING)[f"{base}/{collective}"]


def algorithms(collective: str | None = None, cluster: bool = False) -> list[str]:
    """Algorithm names with a model (for one collective, or any), on one link or on a cluster."""
    names = []
    for key in (_scalar.CLUSTER_MODELS if cluster else _scalar.MODELS):
        algo, coll = key.split("/")
        if (collective is None or coll == collective) and algo not in names:
            names.append(algo)
    return names


def collectives() -> list[str]:
    """Collective names with at least one model."""
    names: list[str] = []
    for key in _scalar.MODELS:
        coll = key.split("/")[1]
        if coll not in names:
            names.append(coll)
    return names


def model_functions(
    algorithm: str = DEFAULT_ALGORITHM, collective: str = DEFAULT_COLLECTIVE, option: str = "algorithm"
) -> Mapping[str, Callable[..., Any] | None]:
    """The generated numpy functions of one model; a clear error for unknown names (``option`` names the
    algorithm's option). :func:`scalar_functions` gives their twins on floats."""
    scalar_functions(algorithm, collective, option)  # the names, checked without numpy
    from ringcalc.numeric import _generated

    cluster, base = _split(algorithm)
    return (_generated.CLUSTER_MODELS if cluster else _generated.MODELS)[f"{base}/{collective}"]


def check_collective(collective: str) -> None:
    """Raise the input error for a collective no model covers, with the closest names."""
    if collective not in collectives():
        close = difflib.get_close_matches(collective, collectives(), n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise RingcalcError(
            f"unknown collective {collective!r}{hint} (known: {', '.join(collectives())})", option="collective"
        )


def scalar_functions(
    algorithm: str = DEFAULT_ALGORITHM, collective: str = DEFAULT_COLLECTIVE, option: str = "algorithm"
) -> Mapping[str, Callable[..., Any] | None]:
    """The generated functions of one model on floats (:mod:`ringcalc.numeric._scalar`); errors as :func:`model_functions`."""
    cluster, base = _split(algorithm)
    try:
        return (_scalar.CLUSTER_MODELS if cluster else _scalar.MODELS)[f"{base}/{collective}"]
    except KeyError:
        pass
    algorithm = base
    check_collective(collective)
    known = algorithms(collective, cluster=cluster)
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

    A float when every parameter is a number (the scalar function, no numpy),
    else a numpy array broadcast over the array-valued params.
    """
    floats = scalar_params(params)
    fns = scalar_functions(algorithm, collective) if floats is not None else model_functions(algorithm, collective)
    fn = fns.get(quantity)
    if fn is None:
        raise RingcalcError(f"{algorithm} {collective} has no closed form for {quantity}", option="algorithm")
    if floats is not None:
        return fn(**floats)
    import numpy as np

    with np.errstate(divide="ignore", invalid="ignore"):
        return fn(**params)


def _either(name: str, **values: Any) -> Any:
    """The generated function ``name`` of floats when every value is a number, else of numpy arrays."""
    floats = scalar_params(values)
    if floats is not None:
        return getattr(_scalar, name)(**floats)
    from ringcalc.numeric import _generated

    return getattr(_generated, name)(**values)


def comm_time_budget(step_time_s: Any, efficiency: Any) -> Any:
    """The communication time a target efficiency allows: Ts (1 - P) / P, s."""
    return _either("comm_time_budget", T_s=step_time_s, P=efficiency)


def exposed_budget(step_time_s: Any, efficiency: Any, sync_time_s: Any = 0.0) -> Any:
    """The exposed communication a target efficiency allows: Ts (1 - P) / P - T_sync, s.

    ``step_time_s`` is the compute per worker (Ts / N under strong scaling); with
    no synchronisation time this is :func:`comm_time_budget` exactly.
    """
    return _either("train_exposed_budget", T_s=step_time_s, P=efficiency, T_sync=sync_time_s)


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
    return _either("efficiency", T_s=step_time_s, T_t=comm_time_s)
