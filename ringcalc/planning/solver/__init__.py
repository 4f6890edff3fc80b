"""The numeric solver, one function per question a :class:`~ringcalc.planning.scenario.Scenario` answers.

=================================  ====================================================  ==============
function                           question                                              module
=================================  ====================================================  ==============
:func:`comm_time`                  the collective's time Tt, s                           ``forward``
:func:`collective_time`            Tt with nccl-tests' algbw and busbw                   ``forward``
:func:`efficiency`                 P = Ts/(Ts+Tt), the iteration time and traffic        ``forward``
:func:`interval_fields`            a calibration's prediction interval on an answer      ``forward``
:func:`required_bandwidth`         the bandwidth B at which P meets a target             ``bandwidth``
:func:`max_workers`                the largest worker count N that meets it              ``workers``
:func:`max_gradient_bytes`         the largest gradient K that meets it                  ``gradient``
:func:`max_gradient_calibrated`    K from a calibration, with its interval               ``gradient``
:func:`max_latency`                the largest latency alpha that meets it               ``latency``
=================================  ====================================================  ==============

Every number comes from the functions generated from the sympy expressions
(:mod:`ringcalc.numeric._generated`); the solver adds the feasibility logic and
the messages (``common``: N = 1 needs no communication; a target whose budget
Ts(1-P)/P is below the time no bandwidth removes is unreachable, and the error
states the best efficiency reachable). Each answer's record sits beside its solver
(the forward ones in :mod:`ringcalc.planning.results`), all reachable here (``solver.BandwidthResult``); each
module is imported on first use, so that one answer imports only its own.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {  # public name -> the module of this package that holds it; imported on first use (PEP 562)
    "TimeResult": "ringcalc.planning.results", "EfficiencyResult": "ringcalc.planning.results",
    "collective_time": "forward", "comm_time": "forward", "efficiency": "forward", "interval_fields": "forward",
    "BandwidthResult": "bandwidth", "required_bandwidth": "bandwidth",
    "MaxWorkersResult": "workers", "max_workers": "workers",
    "MaxGradientResult": "gradient", "max_gradient_bytes": "gradient", "max_gradient_calibrated": "gradient",
    "MaxLatencyResult": "latency", "max_latency": "latency",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    """Each question's module is imported when first asked for (a single answer imports one; cold start, issue 18)."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = importlib.import_module(where if "." in where else f"{__name__}.{where}")
    value = getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
