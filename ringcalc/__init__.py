"""ringcalc: how much network does data-parallel training need?

Symbolic cost models for ring all-reduce and the other standard collectives,
solved both ways, cross-checked by a numpy executor and calibrated against
real networks. Heavy submodules are imported lazily so that ``import
ringcalc`` stays cheap.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

# public name -> "module:attribute"; resolved on first access
_LAZY: dict[str, str] = {
    "RingcalcError": "ringcalc.errors:RingcalcError",
    "Scenario": "ringcalc.planning.scenario:Scenario",
    "sweep": "ringcalc.planning.sweep:sweep",
    "ring_allreduce": "ringcalc.executor:ring_allreduce",
}

__all__ = ["__version__", *_LAZY]


def __getattr__(name: str) -> Any:
    target = _LAZY.get(name)
    if target is None:
        raise AttributeError(f"module 'ringcalc' has no attribute {name!r}")
    module_name, attr = target.split(":")
    value = getattr(importlib.import_module(module_name), attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
