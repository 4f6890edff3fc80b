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
states the best efficiency reachable). The answers are the records of
:mod:`ringcalc.planning.results`, also reachable here (``solver.TimeResult``).
"""

from ringcalc.planning.results import (
    BandwidthResult, EfficiencyResult, MaxGradientResult, MaxLatencyResult, MaxWorkersResult, TimeResult,
)
from ringcalc.planning.solver.bandwidth import required_bandwidth
from ringcalc.planning.solver.forward import collective_time, comm_time, efficiency, interval_fields
from ringcalc.planning.solver.gradient import max_gradient_bytes, max_gradient_calibrated
from ringcalc.planning.solver.latency import max_latency
from ringcalc.planning.solver.workers import max_workers

__all__ = [
    "BandwidthResult", "EfficiencyResult", "MaxGradientResult", "MaxLatencyResult", "MaxWorkersResult", "TimeResult",
    "collective_time", "comm_time", "efficiency", "interval_fields", "max_gradient_bytes", "max_gradient_calibrated", "max_latency",
    "max_workers", "required_bandwidth",
]
