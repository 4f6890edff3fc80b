"""How much memory one executor run needs, estimated before anything is allocated.

Used by :func:`ringcalc.executor.check.check` (hence ``ringcalc simulate``
and ``--verify``) to refuse a run that cannot fit in this machine's memory
(:func:`ringcalc.limits.require_memory`) instead of failing in numpy.

The estimate is an upper bound built from peak resident sizes measured with
``/usr/bin/time -f %M python -m ringcalc simulate ... --format json``:

* ``ring -n 1024 -k 32768`` (float32, 2**25 values): 568 MB, i.e. ~14 B per
  value held; float64: 1094 MB, ~30 B per value. Budgeted: two copies in the
  dtype (inputs, outputs) and two in the reference's wide type (float64, or
  long double for float64), 24 B and 48 B per value;
* ``ring -n 2048 -k 1``: 1.17 GB for the ``2 N**2`` chunk views of the
  unvectorized ring (now used only below N = 32), ~140 B each; from N = 32
  the vectorized ring holds, when N does not divide K, one zero-padded copy
  of the live chunks (:func:`ringcalc.executor.ring.pack`) besides the outputs;
* ``naive -n 2048 -k 2048``: 174 MB with 4.2 M messages in an explicit step
  log, ~24 B per message; budgeted 64 B;
* a run's fixed cost (interpreter, numpy, rich): ~110 MB; budgeted 160 MiB.
"""

from __future__ import annotations

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.executor.ring import STACKED_MIN_WORKERS, chunk_layout  # the vectorized ring (no chunk views) from this N

MAX_WORKERS = 4096
"""The in-memory executor's documented scale (README benchmarks: link-time simulation, N = 4096)."""

MAX_ELEMENTS_TOTAL = 1 << 27
"""N * K (all-gather: N * N * K) elements held in memory, ~0.5 GB of float32."""

MAX_STEP_LOG_MESSAGES = 1 << 23
"""Messages the step log may record. Measured ~140 B each: ``/usr/bin/time -f %M ringcalc simulate -n 2048 -k 1``
(ring, 2*2048*2047 = 8.4M messages) peaked at 1.17 GB and took 26 s; the log grows as N x rounds, so a
ring's memory and time grow as N**2 whatever --elements is."""

DTYPE_ALIASES = {"fp16": "float16", "half": "float16", "fp32": "float32", "float": "float32",
                 "fp64": "float64", "double": "float64"}

BASE_BYTES = 160 * 2**20
VIEW_BYTES = 140
MESSAGE_BYTES = 64
_RING_FAMILY = ("ring", "reduce-scatter", "all-gather")


def step_log_messages(algorithm: str, workers: int, gpus_per_node: int = 1) -> int:
    """Upper bound on the messages the executor's step log records (rounds x messages per round).

    Exact for ring, naive, reduce-scatter, all-gather and hierarchical-ring
    (counted on runs with N = 13, 16, 24); an upper bound N (2 ceil(log2 N) + 2)
    for the tree and butterfly algorithms and the parameter server.
    """
    n = int(workers)
    if n <= 1:
        return 0
    if algorithm == "ring":
        return 2 * n * (n - 1)
    if algorithm in ("naive", "reduce-scatter", "all-gather"):
        return n * (n - 1)
    if algorithm == "hierarchical-ring" and gpus_per_node >= 1 and n % gpus_per_node == 0:
        return n * (2 * (gpus_per_node - 1) + 2 * (n // gpus_per_node - 1))
    if algorithm == "hierarchical-ring":
        return 2 * n * (n - 1)
    return n * (2 * (n - 1).bit_length() + 2)


def value_bytes(dtype: np.dtype | str) -> int:
    """Budgeted bytes per value held: two copies in ``dtype``, two in the reference's wide type."""
    dt = np.dtype(dtype)
    wide = dt.itemsize if dt.kind in "iu" else (16 if dt.itemsize >= 8 else 8)
    return 2 * dt.itemsize + 2 * wide


def run_memory_bytes(algorithm: str, workers: int, elements: int, dtype: np.dtype | str = "float32",
                     gpus_per_node: int = 1) -> int:
    """Upper estimate of the peak memory (bytes) of ``check(algorithm, workers, elements, dtype=...)``.

    Parameters
    ----------
    algorithm : str
        Executor name (``ring``, ``naive``, ``all-gather``, ...).
    workers, elements : int
        ``N`` and ``K`` (elements per worker; all-gather holds ``N * N * K`` outputs).
    dtype : numpy dtype or name
    gpus_per_node : int
        Group size of the hierarchical ring.

    Returns
    -------
    int
        Bytes; see the module docstring for the measured constants.
    """
    n, k = int(workers), int(elements)
    values = n * k * (n if algorithm == "all-gather" else 1)
    total = BASE_BYTES + values * value_bytes(dtype)
    if algorithm in _RING_FAMILY:
        if n < STACKED_MIN_WORKERS or k == 0:
            total += 2 * n * n * VIEW_BYTES
        elif algorithm != "all-gather" and k % n:
            live, width, _, _ = chunk_layout(k, n)
            total += n * live * width * np.dtype(dtype).itemsize
    else:
        total += step_log_messages(algorithm, n, gpus_per_node) * MESSAGE_BYTES
    return total


def require_run_memory(algorithm: str, workers: int, elements: int, dtype: np.dtype | str = "float32",
                       gpus_per_node: int = 1, *, option: str = "workers", hint: str = "") -> None:
    """Refuse an executor run whose :func:`run_memory_bytes` does not fit in the available memory.

    Raises
    ------
    RingcalcError
        Kind ``"infeasible"`` (see :func:`ringcalc.limits.require_memory`).
    """
    from ringcalc.limits import require_memory

    try:
        dt = np.dtype(dtype)
    except TypeError:
        raise RingcalcError(f"unsupported dtype {dtype!r}", option="dtype") from None
    need = run_memory_bytes(algorithm, workers, elements, dt, gpus_per_node)
    require_memory(need, f"{algorithm} on {int(workers):,} workers x {int(elements):,} {dt.name}",
                   option=option, hint=hint or "lower the workers or the elements")


def executor_dtype(text: str) -> str:
    """The numpy dtype name of ``text`` (``fp32`` -> ``float32``); bfloat16 is refused (numpy has none)."""
    dt = DTYPE_ALIASES.get(text.strip().lower(), text.strip().lower())
    if dt in ("bf16", "bfloat16"):
        raise RingcalcError("bfloat16 needs the ml_dtypes package, which the numpy executor does not use; "
                            "try float16 or float32", option="dtype")
    return dt


def check_request(algorithm: str, workers: int, elements: int, gpus_per_node: int = 1, *,
                  time_only: str | None = None) -> None:
    """Refuse a run beyond the executor's scale before anything is allocated: N, N x K elements, the step log.

    Each refusal names the option to lower and the time-only model that answers at any scale (``time_only``: the
    command line to name, by default ``ringcalc time`` on one link).
    """
    n, k = int(workers), int(elements)
    time_only = time_only or f"ringcalc time -n {n} --size SIZE --bandwidth BW"
    if n > MAX_WORKERS:
        raise RingcalcError(f"the in-memory simulation runs at most {MAX_WORKERS:,} workers, got {n:,}; "
                            f"for the time at this scale use the time-only model: {time_only}", option="workers")
    held = n * k * (n if algorithm == "all-gather" else 1)
    if held > MAX_ELEMENTS_TOTAL:
        raise RingcalcError(f"{held:,} elements in memory is too much for the in-memory executor "
                            f"(limit {MAX_ELEMENTS_TOTAL:,}); lower --elements", option="elements")
    messages = step_log_messages(algorithm, n, gpus_per_node)
    if messages > MAX_STEP_LOG_MESSAGES:
        raise RingcalcError(f"{algorithm} on {n:,} workers records ~{messages:,} messages in the step log "
                            f"(~{messages * 140 / 1e9:.1f} GB; limit {MAX_STEP_LOG_MESSAGES:,}, it grows as N x "
                            f"rounds); lower --workers, or use the time-only model: {time_only}", option="workers")
