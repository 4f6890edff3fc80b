"""Measurement configuration, the row protocol between ranks and launcher, process-group cleanup, CSV and runs."""

from __future__ import annotations

import csv
import json
import math
import os
import queue
import re
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

from ringcalc.errors import RingcalcError



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
            "--timeout", repr(self.timeout_s),
        ]  # fmt: skip
        if self.force_ring:
            args.append("--force-ring")
        if self.fault:
            args += ["--inject-fault", self.fault]
        return args


def under_mpi_launcher() -> bool:
    """True when started by mpirun/mpiexec/srun (an MPI environment is set)."""
    return any(k in os.environ for k in _MPI_ENV)


def batches(iters: int, n_batches: int = 5) -> list[int]:
    """Split ``iters`` timed calls into up to ``n_batches`` batches."""
    k = max(1, min(n_batches, iters))
    return [iters // k + (1 if i < iters % k else 0) for i in range(k)]


def emit(obj: dict) -> None:
    sys.stdout.write(PROTOCOL_PREFIX + json.dumps(obj) + "\n")
    sys.stdout.flush()


def distinct_hosts(names: list[str] | None) -> int | None:
    """The node count of a job: the distinct host names of its ranks (None where they were not gathered: not
    rank 0 of an MPI gather)."""
    return len(set(names)) if names else None


def record_row(rows: list[dict], row: dict, index: int, protocol: bool, on_row: Any) -> None:
    """Rank 0's measured row: kept, sent to the launcher on the protocol channel, and passed to ``on_row``."""
    rows.append(row)
    if protocol:
        emit({"event": "row", "index": index, **row})
    if on_row:
        on_row(row)


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


def who_died(lines: list[str]) -> str:
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
    pumps = _start_readers(procs, events, tails)
    rows: list[dict] = []
    try:
        start, done, failed = _read_events(events, len(procs), cfg, on_event, rows)
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


def _start_readers(procs: list[subprocess.Popen], events: queue.Queue, tails: list[deque[str]]) -> list[threading.Thread]:
    """Threads that put ``procs[0]``'s protocol lines and every exit on ``events`` and keep the last lines of
    each stderr in ``tails``; returns the output readers (to join)."""

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
    return pumps


def _read_events(events: queue.Queue, n_procs: int, cfg: MeasureConfig, on_event: Callable[[dict], None] | None,
                 rows: list[dict]) -> tuple[dict, bool, dict | None]:
    """Follow the events until the output ended and every process exited, or one failed; rows go to ``rows``.

    Returns the ``start`` event, whether ``done`` was seen, and the failing exit event (or None).
    Raises the timeout error after ``cfg.timeout_s``.
    """
    deadline = time.monotonic() + cfg.timeout_s
    start: dict = {}
    done = eof = False
    exited: dict[int, int] = {}
    while not (eof and len(exited) == n_procs):
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
                return start, done, ev
            continue
        if kind == "start":
            start = ev
        elif kind == "row":
            rows.append({k: ev.get(k) for k in ("size_bytes", "count", "time_s", "wrong", "ranks", "nodes")})
        elif kind == "done":
            done = True
        elif kind == "eof":
            eof = True
        if on_event:
            on_event(ev)
    return start, done, None

RANK_GRACE_S = 5.0
"""A rank ends itself this long after ``--timeout`` (the launcher stops the job at ``--timeout`` and says why; the
ranks' own clock is for a launcher that cannot, killed by SIGKILL)."""


def rank_lifetime(timeout_s: float) -> None:
    """What every rank does first: end with its parent (or the ``ringcalc`` that launched it), and by its timeout."""
    from ringcalc.signals import die_with_parent, exit_after, launcher_pid

    die_with_parent(signal.SIGKILL, watch=launcher_pid())
    exit_after(timeout_s + RANK_GRACE_S)


def launch_options() -> dict[str, Any]:
    """``subprocess.Popen`` options for the processes ``ringcalc measure`` starts: they get SIGTERM when it ends
    (even by SIGKILL), and its PID to watch (:func:`rank_lifetime`)."""
    from ringcalc.signals import parent_death_signal

    return {"preexec_fn": parent_death_signal(signal.SIGTERM)}


def worker_env() -> dict[str, str]:
    """This process's environment with the ringcalc checkout first on PYTHONPATH, and its PID for the ranks."""
    from ringcalc.signals import LAUNCHER_PID_ENV

    env = dict(os.environ)
    env[LAUNCHER_PID_ENV] = str(os.getpid())
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def rows_to_run(rows: list[dict], *, impl: str, source: str | None = None, shared_cores: int | None = None):
    """Measured rows as a :class:`~ringcalc.calibrate.nccl_records.Run` (all_reduce).

    ``shared_cores``: for a local run, the CPU cores the ranks shared (see
    :func:`ringcalc.calibrate.model.oversubscription`); None on a cluster, where the run's nodes are its ranks'
    distinct hosts.
    """
    from ringcalc.calibrate.model import busbw_factor
    from ringcalc.calibrate.nccl_records import Row, Run, Timing

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
    # the ranks' distinct hosts (rows of a CSV from before have none); not for a local run, whose ranks time-share
    # this machine's cores: its one host is no node of that many GPUs, and another N is not more nodes
    nodes = rows[0].get("nodes") if shared_cores is None else None
    return Run(
        source=source or f"measure:{impl}:N={n}",
        rows=tuple(out),
        collective="all_reduce",
        collective_source="measured",
        ranks=n,
        ranks_source="measured",
        shared_cores=shared_cores,
        nodes=int(nodes) if nodes else None,
        nodes_source="measured hosts" if nodes else "unknown",
    )


CSV_HEADER = ["size_bytes", "count", "dtype", "ranks", "impl", "time_s", "algbw_bytes_per_s", "busbw_bytes_per_s",
              "wrong", "nodes"]


def csv_rows(rows: list[dict], impl: str) -> list[list]:
    """The CSV rows of raw measurements (header :data:`CSV_HEADER`; SI units, named in the header)."""
    from ringcalc.calibrate.model import busbw_factor

    out = []
    for r in rows:
        alg = r["size_bytes"] / r["time_s"]
        out.append([r["size_bytes"], r["count"], "float32", r["ranks"], impl, repr(r["time_s"]),
                    repr(alg), repr(alg * busbw_factor("all_reduce", r["ranks"])), r["wrong"],
                    r.get("nodes") or ""])  # fmt: skip
    return out


def write_csv(rows: list[dict], path: str | Path, *, impl: str) -> Path:
    """Raw measurements as CSV; units in the column names. ``-`` writes to standard output."""
    from ringcalc.output.atomic import write_atomically

    if str(path) == "-":
        w = csv.writer(sys.stdout)
        w.writerow(CSV_HEADER)
        w.writerows(csv_rows(rows, impl))
        sys.stdout.flush()
        return Path("-")

    def fill(fd: int, tmp: Path) -> None:
        with os.fdopen(fd, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(CSV_HEADER)
            w.writerows(csv_rows(rows, impl))

    return write_atomically(path, ".tmp", fill, option="out")


def read_csv(path: str | Path) -> list[dict]:
    """Read rows written by :func:`write_csv`."""
    with Path(path).open(encoding="utf-8") as fh:
        return [
            {"size_bytes": int(r["size_bytes"]), "count": int(r["count"]), "time_s": float(r["time_s"]),
             "wrong": float(r["wrong"]), "ranks": int(r["ranks"]),
             "nodes": int(r["nodes"]) if r.get("nodes") else None}  # fmt: skip; a CSV from before has no nodes
            for r in csv.DictReader(fh)
        ]
