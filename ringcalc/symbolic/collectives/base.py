"""The record every symbolic collective model fills in."""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy as sp


@dataclass(frozen=True)
class CollectiveModel:
    """One algorithm for one collective, as sympy expressions in SI units.

    Attributes
    ----------
    algorithm : str
        CLI name, e.g. ``"ring"``.
    collective : str
        ``"all-reduce"``, ``"reduce-scatter"``, ``"all-gather"``, ...
    time : sympy.Expr
        Completion time, s, in the symbols of :mod:`ringcalc.symbolic.symbols`.
    bytes_sent_per_worker : sympy.Expr
        Bytes sent by the busiest worker, B.
    total_bytes : sympy.Expr
        Bytes sent by all workers together, B.
    latency_steps : sympy.Expr
        Number of sequential message steps (the multiplier of alpha).
    busbw_factor : sympy.Expr
        nccl-tests' bus-bandwidth factor for the collective (doc/PERFORMANCE.md).
    source : str
        Where the formula comes from.
    """

    algorithm: str
    collective: str
    time: sp.Expr
    bytes_sent_per_worker: sp.Expr
    total_bytes: sp.Expr
    latency_steps: sp.Expr
    busbw_factor: sp.Expr
    source: str
    extra_symbols: tuple[sp.Symbol, ...] = field(default=())

    @property
    def key(self) -> str:
        return f"{self.algorithm}/{self.collective}"
