"""The per-collective ring cost model the calibration fits, in SI units.

Every collective that nccl-tests measures is modelled as a latency term plus
a bandwidth term,

    t(N, S) = a(N) * alpha + f(N) * S / B

with ``alpha`` the per-step latency (s), ``B`` the per-link, per-direction
bandwidth (bytes/s), ``S`` the size nccl-tests prints in its ``size`` column
(bytes) and

* ``f(N)``: the nccl-tests "bus bandwidth" factor, so that ``B`` is exactly
  the asymptotic ``busbw`` of the log (nccl-tests ``doc/PERFORMANCE.md``):
  all_reduce ``2(N-1)/N``; reduce_scatter, all_gather, alltoall ``(N-1)/N``;
  broadcast, reduce, sendrecv ``1``;
* ``a(N)``: the number of sequential message steps of the ring algorithm:
  all_reduce ``2(N-1)`` (reduce-scatter then all-gather), reduce_scatter,
  all_gather ``N-1`` (Thakur, Rabenseifner & Gropp, "Optimization of
  Collective Communication Operations in MPICH", IJHPCA 19(1), 2005, sec. 4);
  alltoall ``N-1`` (pairwise exchange, same paper); broadcast and reduce
  ``N-1`` (pipelined chain: the first byte crosses N-1 links); sendrecv ``1``.

For all_reduce this is the ring model of ``ringcalc/symbolic/collectives/ring.py``:
``2(N-1) alpha + 2(N-1)/N * S/B``.

Size convention (nccl-tests ``src/common.cu``, ``TimeTest``: the printed size
is ``max(sendBytes, recvBytes)``): for all_reduce, broadcast, reduce and
sendrecv ``S`` is the per-rank buffer; for all_gather it is the gathered
output (N times the per-rank input), for reduce_scatter the full input
(N times the per-rank output), for alltoall the per-rank send buffer.

The model is linear in ``(alpha, 1/B)``; :func:`design_row` gives the two
coefficients of a measurement, which is what the least-squares fit uses.
"""

from __future__ import annotations

import functools

from ringcalc.errors import RingcalcError

COLLECTIVES: tuple[str, ...] = (
    "all_reduce",
    "reduce_scatter",
    "all_gather",
    "broadcast",
    "reduce",
    "alltoall",
    "sendrecv",
)

_ALIASES = {
    "allreduce": "all_reduce",
    "reducescatter": "reduce_scatter",
    "allgather": "all_gather",
    "bcast": "broadcast",
    "all_to_all": "alltoall",
    "alltoall": "alltoall",
    "send_recv": "sendrecv",
}


def normalize_collective(name: str, option: str = "collective") -> str:
    """Canonical collective name (``all_reduce``, ...) from what people type.

    Accepts nccl-tests program names (``all_reduce_perf``), dashes or no
    separators (``all-reduce``, ``allreduce``).

    Raises
    ------
    RingcalcError
        If the name is not one of :data:`COLLECTIVES`.
    """
    key = name.strip().lower().replace("-", "_")
    if key.endswith("_perf"):
        key = key[: -len("_perf")]
    key = _ALIASES.get(key.replace("_", ""), _ALIASES.get(key, key))
    if key not in COLLECTIVES:
        raise RingcalcError(
            f"unknown collective {name!r}; use one of {', '.join(COLLECTIVES)}", option=option
        )
    return key


def _check_ranks(ranks: int) -> int:
    if int(ranks) != ranks or ranks < 2:
        raise RingcalcError(f"a collective needs at least 2 ranks, got {ranks}", option="ranks")
    return int(ranks)


# nccl-tests collective -> the ring model of ringcalc/symbolic/collectives/ring.py (the single source of truth)
_RING_MODEL = {
    "all_reduce": "all-reduce",
    "reduce_scatter": "reduce-scatter",
    "all_gather": "all-gather",
    "broadcast": "broadcast",
    "reduce": "reduce",
    "alltoall": "all-to-all",
}


@functools.lru_cache(maxsize=4096)
def _ring(quantity: str, collective: str, ranks: int) -> float:
    """One quantity of the ring model at N (cached: a fit asks for the same few N once per point)."""
    from ringcalc import numeric

    n = _check_ranks(ranks)
    c = normalize_collective(collective)
    if c == "sendrecv":  # one message between two ranks: one latency, factor 1
        return 1.0
    return float(numeric.evaluate(quantity, {"N": n, "K": 1.0}, "ring", _RING_MODEL[c]))


def busbw_factor(collective: str, ranks: int) -> float:
    """nccl-tests bus-bandwidth factor ``busbw / algbw`` (dimensionless), from the ring models.

    Source: nccl-tests ``doc/PERFORMANCE.md``, section "Summary" (the models'
    ``busbw_factor``).
    """
    return _ring("busbw_factor", collective, ranks)


def latency_steps(collective: str, ranks: int) -> int:
    """Number of sequential ring steps ``a(N)`` that each cost ``alpha``, from the ring models."""
    return int(round(_ring("latency_steps", collective, ranks)))


def oversubscription(ranks: int, shared_cores: int | None) -> float:
    """``max(1, N / C)``: how many ranks share each CPU core (1 when not shared).

    On one machine with C cores and N > C ranks (a local ``ringcalc
    measure``), the N ranks of every ring step take turns on the C cores, so
    each step costs about N/C times as long as with a core per rank. On a
    cluster (``shared_cores`` None) this is 1.
    """
    if shared_cores is None:
        return 1.0
    if shared_cores < 1:
        raise RingcalcError(f"shared cores must be >= 1, got {shared_cores}", option="shared-cores")
    return max(1.0, ranks / shared_cores)


def design_row(
    collective: str, ranks: int, size_bytes: float, shared_cores: int | None = None
) -> tuple[float, float]:
    """Coefficients ``(a(N), f(N) * S)`` of ``(alpha_s, 1/B)`` in ``t``.

    ``t = a(N) * alpha + f(N) * S * (1/B)``; units: ``a`` is a count, the
    second coefficient is bytes. Both are multiplied by
    :func:`oversubscription` when ranks share ``shared_cores`` CPU cores.
    """
    rho = oversubscription(ranks, shared_cores)
    return rho * latency_steps(collective, ranks), rho * busbw_factor(collective, ranks) * float(size_bytes)


def ring_time_s(
    collective: str,
    ranks: int,
    size_bytes: float,
    alpha_s: float,
    beta_bytes_per_s: float,
    shared_cores: int | None = None,
) -> float:
    """Model time (s) of one collective of ``size_bytes`` over ``ranks`` ranks.

    Parameters
    ----------
    collective : str
        One of :data:`COLLECTIVES`.
    ranks : int
        Number of ranks N >= 2.
    size_bytes : float
        nccl-tests ``size`` (bytes), see the module docstring.
    alpha_s : float
        Per-step latency (s).
    beta_bytes_per_s : float
        Per-link, per-direction bandwidth (bytes/s); ``inf`` for a purely
        latency-bound regime.
    shared_cores : int, optional
        CPU cores the ranks share (local runs only), see :func:`oversubscription`.
    """
    a, fs = design_row(collective, ranks, size_bytes, shared_cores)
    return a * alpha_s + fs / beta_bytes_per_s
