"""Parallel efficiency of data-parallel training (symbolic).

With communication that starts after the compute of a step and does not
overlap it (the seed analysis' model):

* iteration time  Tp = Ts + Tt
* efficiency      P  = Ts / (Ts + Tt)
* speedup in throughput over one worker  S = N * P   (weak scaling)

Ts is the compute time of one step on one worker, Tt the collective's time
(from :mod:`ringcalc.symbolic.collectives`).
"""

from __future__ import annotations

import sympy as sp

from ringcalc.symbolic.symbols import N, P, T_s, T_t

iteration_time = T_s + T_t
efficiency = T_s / iteration_time
speedup = N * efficiency

# the communication time a target efficiency P allows: solve P = Ts/(Ts+Tt) for Tt
(comm_time_budget,) = sp.solve(sp.Eq(P, efficiency), T_t)
