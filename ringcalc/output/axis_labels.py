"""What the size axis of a collective is, as nccl-tests names it (the figures' x labels)."""

from __future__ import annotations


SIZE_LABELS = {
    "all-reduce": "buffer K per worker",
    "reduce": "buffer K per worker (reduced onto the root)",
    "broadcast": "the root's buffer K",
    "all-gather": "gathered output K (K/N from each worker)",
    "reduce-scatter": "whole input K (K/N of the result to each worker)",
    "all-to-all": "send buffer K per worker (K/N to each)",
}
"""What the message size K of each collective is: nccl-tests' ``size`` column (doc/PERFORMANCE.md) and the K of the
models (:mod:`ringcalc.symbolic.collectives.ring`): the whole array for all-gather and reduce-scatter."""


def size_label(collective: str) -> str:
    """The x axis of a size plot of ``collective``: what its message size K is, as nccl-tests' size."""
    return f"{SIZE_LABELS.get(collective, 'message size K')}, nccl-tests size"
