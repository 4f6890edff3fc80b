"""Step-by-step state of a ring for display (which chunk each worker sends and holds)."""

from __future__ import annotations

from typing import Iterator

import numpy as np

from ringcalc.executor.result import Round, StepLog


def ring_holdings(log: StepLog, initial: str = "all") -> Iterator[tuple[Round, np.ndarray]]:
    """Replay a flat ring's log on contribution sets.

    Parameters
    ----------
    log : StepLog
        Log of ``ring``, ``reduce-scatter`` or ``all-gather`` (messages carry a
        chunk index in ``0..N-1``).
    initial : {"all", "own"}
        ``"all"``: worker ``w`` starts with every chunk holding its own input
        (all-reduce, reduce-scatter); ``"own"``: only chunk ``w`` (all-gather).

    Yields
    ------
    (Round, numpy.ndarray)
        The round and, after it, ``counts[w, c]`` = how many workers' inputs
        worker ``w``'s copy of chunk ``c`` combines (``N`` = fully reduced).
    """
    n = log.workers
    masks = [[(1 << w) if (initial == "all" or c == w) else 0 for c in range(n)] for w in range(n)]
    for rnd in log:
        old = [row[:] for row in masks]
        for s, d, c in zip(rnd.src.tolist(), rnd.dst.tolist(), rnd.chunk.tolist()):
            masks[d][c] = (old[d][c] | old[s][c]) if rnd.reduce else old[s][c]
        yield rnd, np.array([[bin(m).count("1") for m in row] for row in masks], dtype=np.int64)
