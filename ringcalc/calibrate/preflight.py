"""Checks before a measurement starts: can this machine hold it, can its output be written.

A local measurement (``ringcalc measure``, ``python -m ringcalc.measure
--ranks N``) starts its ranks on this machine; :func:`check_affordable`
refuses more ranks or memory than it has *before* anything is launched
(see :mod:`ringcalc.limits`). :func:`check_writable` makes sure ``--out`` and
``--save`` can be written before minutes of measuring, not after.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ringcalc.calibrate.measure import MeasureConfig

RANK_BASE_BYTES = {"mpi": 96 * 2**20, "torch": 512 * 2**20}
"""Budgeted memory of one idle rank: Python with numpy and mpi4py, or with torch."""
BUFFER_COPIES = 10
"""Budgeted buffers per rank, in multiples of the largest message: the int64 index pattern (2x) and its
remainder (2x), the float32 pattern, send, expected and receive buffers (1x each), the ring's chunk, slack.
Measured: each rank's VmHWM was 1579 MiB with ``--min-size 64MiB --max-size 256MiB`` (``--impl mpi`` and
``ring``, 2 ranks), i.e. ~6.2 x 256 MiB + base; budgeted 96 MiB + 10 x 256 MiB = 2656 MiB."""
LAUNCHERS = {"mpi": "mpirun -n N python -m ringcalc.measure (or srun python -m ringcalc.measure)",
             "torch": "torchrun --nproc-per-node G --nnodes M -m ringcalc.measure --engine torch"}


def local_memory_bytes(cfg: MeasureConfig) -> int:
    """Upper estimate of the memory ``cfg.ranks`` local ranks use together (bytes)."""
    return cfg.ranks * (RANK_BASE_BYTES[cfg.engine] + BUFFER_COPIES * cfg.max_size_bytes)


def check_affordable(cfg: MeasureConfig) -> None:
    """Refuse a local run this machine cannot hold, before any rank starts.

    At most :func:`ringcalc.limits.max_local_ranks` ranks (8 per core, at most
    256), and :func:`local_memory_bytes` within the available memory.

    Raises
    ------
    RingcalcError
        Kind ``"infeasible"``, naming the limit and the cluster launcher to use instead.
    """
    from ringcalc.limits import require_local_ranks, require_memory

    require_local_ranks(cfg.ranks, launcher=LAUNCHERS[cfg.engine])
    require_memory(local_memory_bytes(cfg), f"{cfg.ranks:,} local ranks with messages up to {cfg.max_size_bytes:,} B",
                   option="max-size", hint="lower --max-size or --ranks")


def check_writable(path: str | Path | None, option: str) -> None:
    """Make sure ``path`` can be written (directory exists and takes new files; not a directory), or raise.

    Called before measuring, so a run of minutes does not end in ``cannot write``.
    A probe file is created next to ``path`` and removed at once; ``path`` itself is not touched.
    """
    if path is None:
        return
    from ringcalc.output.atomic import temporary_file

    _, fd, tmp = temporary_file(path, ".probe", option)
    os.close(fd)
    tmp.unlink(missing_ok=True)


def launched_rank() -> int | None:
    """This process's rank when a launcher set one (MPI, Slurm, torchrun), else None."""
    for key in ("OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", "SLURM_PROCID", "RANK"):
        value = os.environ.get(key, "")
        if value.isdigit():
            return int(value)
    return None
