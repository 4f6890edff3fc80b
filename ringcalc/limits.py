"""What this machine can afford: memory and local processes.

ringcalc refuses a run that cannot finish here *before* it allocates or
launches anything, with the limit, the estimate and what to do instead
(:class:`~ringcalc.errors.RingcalcError` of kind ``"infeasible"``, exit
code 1: the request is valid, this machine cannot meet it).

* Memory: an estimate of the run's peak memory is compared with
  :data:`MEMORY_FRACTION` of the memory available now
  (:func:`available_memory_bytes`: ``MemAvailable`` of ``/proc/meminfo``,
  bounded by a cgroup v2 ``memory.max``, else ``os.sysconf``).
* Local ranks: ``measure`` starts its ranks on this machine, oversubscribed;
  at most :data:`RANKS_PER_CORE` ranks per usable core and never more than
  :data:`MAX_LOCAL_RANKS` (:func:`max_local_ranks`). Larger jobs belong
  under the site launcher (``mpirun``/``srun``/``torchrun``), which places
  ranks on many machines.
"""

from __future__ import annotations

import os
from pathlib import Path

from ringcalc.errors import RingcalcError

MEMORY_FRACTION = 0.8
"""Share of the available memory one run may plan to use (the rest: page cache, other processes, estimate error)."""
RANKS_PER_CORE = 8
"""Local ranks per usable core: beyond this, oversubscribed ranks mostly wait for the CPU and measure the scheduler."""
MAX_LOCAL_RANKS = 256
"""Local ranks at most, whatever the core count (each is a Python process with MPI or torch loaded)."""


def _meminfo_available() -> int | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _cgroup_available() -> int | None:
    """Room left under a cgroup v2 ``memory.max`` (containers, Slurm jobs), or None without a limit."""
    base = Path("/sys/fs/cgroup")
    try:
        limit = (base / "memory.max").read_text().strip()
        if limit == "max":
            return None
        used = int((base / "memory.current").read_text().strip())
        return max(0, int(limit) - used)
    except (OSError, ValueError):
        return None


def available_memory_bytes() -> int | None:
    """Bytes of memory this process could still allocate, or None if the system does not say.

    The smaller of the kernel's ``MemAvailable`` and the room under a cgroup
    v2 limit; ``os.sysconf("SC_AVPHYS_PAGES")`` when ``/proc`` is missing.
    """
    values = [v for v in (_meminfo_available(), _cgroup_available()) if v is not None]
    if not values:
        try:
            values = [os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")]
        except (ValueError, OSError, AttributeError):  # pragma: no cover - not POSIX
            return None
    return min(values)


def _gb(nbytes: float) -> str:
    from ringcalc.units import format_size

    return format_size(nbytes) if nbytes < 1e21 else f"{nbytes:.3g} B"


def require_memory(needed_bytes: float, what: str, *, option: str | None = None, hint: str = "") -> None:
    """Refuse a run whose estimated peak memory exceeds :data:`MEMORY_FRACTION` of the available memory.

    Parameters
    ----------
    needed_bytes : float
        Estimated peak memory of the run (bytes).
    what : str
        The run, for the message (``"ring on 100,000 workers x 100,000 float32"``).
    option : str, optional
        The option to blame.
    hint : str
        What to do instead, appended to the message.

    Raises
    ------
    RingcalcError
        Kind ``"infeasible"``; the message gives the estimate and the memory available.
    """
    available = available_memory_bytes()
    if available is None or needed_bytes <= MEMORY_FRACTION * available:
        return
    raise RingcalcError(
        f"{what} needs about {_gb(needed_bytes)} of memory; this machine has {_gb(available)} available "
        f"(a run may use {MEMORY_FRACTION:.0%} of it)" + (f"; {hint}" if hint else ""),
        option=option, kind="infeasible",
    )


def local_cores() -> int:
    """CPU cores this process may run on (what local ranks share)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def max_local_ranks(cores: int | None = None) -> int:
    """Local ranks allowed: ``min(RANKS_PER_CORE * cores, MAX_LOCAL_RANKS)``, at least 2."""
    c = local_cores() if cores is None else int(cores)
    return max(2, min(RANKS_PER_CORE * max(c, 1), MAX_LOCAL_RANKS))


def require_local_ranks(ranks: int, *, cores: int | None = None, option: str = "ranks", launcher: str = "") -> None:
    """Refuse more local ranks than :func:`max_local_ranks` before any is started.

    ``launcher``: how to run the same benchmark on a cluster, for the message.

    Raises
    ------
    RingcalcError
        Kind ``"infeasible"``, naming the cap, the core count and the cluster launcher.
    """
    c = local_cores() if cores is None else int(cores)
    cap = max_local_ranks(c)
    if ranks <= cap:
        return
    raise RingcalcError(
        f"{ranks:,} local ranks on {c} core{'s' if c != 1 else ''} is too many: this machine runs at most {cap} "
        f"({RANKS_PER_CORE} per core, at most {MAX_LOCAL_RANKS}); on a cluster start the benchmark under its "
        f"launcher instead{': ' + launcher if launcher else ''}",
        option=option, kind="infeasible",
    )
