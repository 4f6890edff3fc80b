"""Measure all-reduce with torch.distributed, nccl-tests style.

The same sweep, timing, result check and protocol as the MPI worker of
:mod:`ringcalc.calibrate.measure`, over torch.distributed:

* locally, ``ringcalc measure --engine torch --ranks 4`` starts 4 Python
  processes itself, one per rank, in one new process group, with the
  variables ``torchrun`` sets (``MASTER_ADDR=127.0.0.1``, ``MASTER_PORT`` =
  a free port, ``RANK``, ``LOCAL_RANK``, ``WORLD_SIZE``,
  ``LOCAL_WORLD_SIZE``, ``OMP_NUM_THREADS=1``); the group is killed when the
  command ends, fails, or ``--timeout`` passes;
* on a cluster, ``torchrun --nproc-per-node 8 --nnodes ... -m
  ringcalc.measure --engine torch ...`` (or any launcher that sets those
  variables): rank 0 prints the table and the fit and writes
  ``--out``/``--save``.

Backends (``--backend``): ``gloo`` (CPU tensors, the default) or ``nccl``
(CUDA tensors on device ``LOCAL_RANK``; needs GPUs).

Implementations (``--impl``):

* ``torch``: ``torch.distributed.all_reduce`` (in place, SUM);
* ``ring``: ringcalc's ring over torch point-to-point
  (``batch_isend_irecv``): N-1 reduce-scatter then N-1 all-gather steps on
  chunks split like ``np.array_split`` (``torch.tensor_split`` splits the
  same way).

torch is not a dependency of ringcalc: importing this module does not import
it, and without it the command stops with one line.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from ringcalc.calibrate.measure.common import (
    ITEM_BYTES, MeasureConfig, batches, collect, distinct_hosts, emit, inject_fault, kill_procs, launch_options, worker_env,
    record_row,
)
from ringcalc.errors import RingcalcError

TORCH_MISSING = "torch is not installed: pip install torch"
_LAUNCH_ENV = ("RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT")


def under_torch_launcher() -> bool:
    """True when started by torchrun (or a launcher setting RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT)."""
    return all(k in os.environ for k in _LAUNCH_ENV)


def require_torch() -> None:
    """Raise the one-line error when torch cannot be imported (without importing it)."""
    try:
        spec = importlib.util.find_spec("torch")
    except (ImportError, ValueError):
        spec = None
    if spec is None:
        raise RingcalcError(TORCH_MISSING, option="engine")


def _import_torch():
    try:
        import torch
        import torch.distributed as dist
    except ImportError:
        raise RingcalcError(TORCH_MISSING, option="engine") from None
    if not dist.is_available():
        raise RingcalcError(f"this torch ({torch.__version__}) was built without torch.distributed", option="engine")
    return torch, dist


def _ring_allreduce(dist, send, recv, rank: int, n: int) -> None:
    """Ring all-reduce over batch_isend_irecv: N-1 reduce-scatter then N-1 all-gather steps."""
    recv.copy_(send)
    chunks = recv.tensor_split(n)
    right, left = (rank + 1) % n, (rank - 1) % n
    tmp = recv.new_empty(len(chunks[0]))

    def exchange(out, into) -> None:
        # empty chunks are skipped on both sides: the right peer receives into its chunk of out's index
        ops = [dist.P2POp(dist.isend, out, right)] if len(out) else []
        ops += [dist.P2POp(dist.irecv, into, left)] if len(into) else []
        if ops:
            for req in dist.batch_isend_irecv(ops):
                req.wait()

    for s in range(n - 1):
        si, ri = (rank - s) % n, (rank - s - 1) % n
        buf = tmp[: len(chunks[ri])]
        exchange(chunks[si], buf)
        chunks[ri].add_(buf)
    for s in range(n - 1):
        si, ri = (rank + 1 - s) % n, (rank - s) % n
        exchange(chunks[si], chunks[ri])


def run_worker(cfg: MeasureConfig, *, protocol: bool, on_row: Callable[[dict], None] | None = None) -> list[dict]:
    """Run the sweep on every rank of the torch.distributed job; rank 0 returns the rows.

    Rank, world size and rendezvous come from the environment (``RANK``,
    ``WORLD_SIZE``, ``LOCAL_RANK``, ``MASTER_ADDR``, ``MASTER_PORT``) as set
    by torchrun or :func:`measure_local_torch`. ``protocol``: rank 0 writes
    one ``@ringcalc {json}`` line per event to stdout. Rows are dicts with
    ``size_bytes``, ``count``, ``time_s`` (s), ``wrong``, ``ranks``, ``nodes`` (distinct hosts).
    """
    torch, dist = _import_torch()
    missing = [k for k in _LAUNCH_ENV if k not in os.environ]
    if missing:
        raise RingcalcError(
            f"{', '.join(missing)} not set; run under torchrun, or without --worker to launch local ranks",
            option="engine",
        )
    rank, n = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    local_rank = int(os.environ.get("LOCAL_RANK", 0))
    if n < 2:
        raise RingcalcError("the torch job has 1 rank; start it with at least 2 (torchrun --nproc-per-node 2 ...)",
                            option="ranks")  # fmt: skip
    if cfg.backend == "nccl":
        if not torch.cuda.is_available():
            raise RingcalcError("nccl needs CUDA GPUs and torch sees none; use --backend gloo", option="backend")
        if local_rank >= torch.cuda.device_count():
            raise RingcalcError(f"local rank {local_rank} needs GPU {local_rank} but torch sees "
                                f"{torch.cuda.device_count()}; start one rank per GPU", option="ranks")  # fmt: skip
        device = torch.device("cuda", local_rank)
        torch.cuda.set_device(device)
        sync = torch.cuda.synchronize
    else:
        device = torch.device("cpu")

        def sync() -> None:
            pass

    dist.init_process_group(cfg.backend, rank=rank, world_size=n, timeout=timedelta(seconds=cfg.timeout_s))
    try:
        dist.barrier()  # every rank is up (and NCCL's communicator exists before the first point-to-point batch)
        return _sweep(cfg, torch, dist, device, sync, rank, n, protocol, on_row)
    finally:
        dist.destroy_process_group()


def _sweep(cfg, torch, dist, device, sync, rank, n, protocol, on_row) -> list[dict]:
    sizes = cfg.sizes()
    hosts: list[Any] = [None] * n
    dist.all_gather_object(hosts, socket.gethostname())
    nodes = distinct_hosts(hosts)
    if rank == 0 and protocol:
        emit({"event": "start", "ranks": n, "nodes": nodes, "sizes": sizes, "impl": cfg.impl, "backend": cfg.backend,
               "torch": torch.__version__})  # fmt: skip
    fault_kind, fault_rank = (cfg.fault.split(":") + ["0"])[:2] if cfg.fault else (None, "-1")
    rows: list[dict] = []
    for i, size in enumerate(sizes):
        count = size // ITEM_BYTES
        pattern = (torch.arange(count, dtype=torch.int64, device=device) % 13 + 1).to(torch.float32)
        send = pattern * float(rank + 1)
        expected = pattern * float(n * (n + 1) // 2)
        recv = torch.empty_like(send)
        if cfg.impl == "ring":
            def op() -> None:
                _ring_allreduce(dist, send, recv, rank, n)
        else:
            def op() -> None:
                dist.all_reduce(recv, op=dist.ReduceOp.SUM)

            recv.copy_(send)
        op()
        sync()
        inject_fault(fault_kind, fault_rank, rank, i, recv, before_check=True)
        wrong_local = int((recv != expected).sum().item())
        inject_fault(fault_kind, fault_rank, rank, i, recv, before_check=False)
        for _ in range(cfg.warmup):
            op()
        batch_times = []
        for batch in batches(cfg.iters):
            recv.copy_(send)  # in-place sums grow; start each batch from the send values
            sync()
            dist.barrier()
            t0 = time.perf_counter()
            for _ in range(batch):
                op()
            sync()
            local = torch.tensor([(time.perf_counter() - t0) / batch], dtype=torch.float64, device=device)
            dist.all_reduce(local, op=dist.ReduceOp.MAX)
            batch_times.append(float(local.item()))
        t_max = min(batch_times)
        wrong = torch.tensor([wrong_local], dtype=torch.int64, device=device)
        dist.reduce(wrong, dst=0, op=dist.ReduceOp.SUM)
        if rank == 0:
            record_row(rows, {"size_bytes": size, "count": count, "time_s": t_max, "wrong": int(wrong.item()),
                              "ranks": n, "nodes": nodes}, i, protocol, on_row)  # fmt: skip
    dist.barrier()
    if rank == 0 and protocol:
        emit({"event": "done"})
    return rows


# --------------------------------------------------------------------------- launcher


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free now (for MASTER_PORT)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _who_died(failed: dict | None, tails: list[list[str]]) -> str:
    """One line: which rank ended first, with its last error line."""
    if failed is None:
        return "rank 0 ended without finishing the sweep"
    r, rc = failed["index"], failed["rc"]
    lines = tails[r]
    reason = next((x.strip() for x in reversed(lines) if x.startswith("error:")), None)
    if reason is None:  # a Python exception, or a C++ one (gloo/nccl abort: "what(): ...")
        reason = next((x.strip() for x in reversed(lines) if "Error" in x or "what()" in x), None)
    return f"rank {r} exited with code {rc}" + (f" ({reason})" if reason else "")


def measure_local_torch(
    cfg: MeasureConfig, on_event: Callable[[dict], None] | None = None
) -> tuple[list[dict], dict]:
    """Start ``cfg.ranks`` local torch.distributed ranks and collect the rows.

    Every rank runs ``python -m ringcalc.calibrate.measure --worker --engine
    torch ...`` with the torchrun variables set; rank 0 leads a new process
    group that is killed before this returns, also on error or timeout.

    Raises
    ------
    RingcalcError
        torch not installed, a rank that dies, or a timeout (a rank hangs).
    """
    require_torch()
    cmd = [sys.executable, "-m", "ringcalc.calibrate.measure", "--worker", *cfg.worker_args()]
    env = worker_env()
    env.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(free_port()), WORLD_SIZE=str(cfg.ranks),
               LOCAL_WORLD_SIZE=str(cfg.ranks))  # fmt: skip
    env.setdefault("OMP_NUM_THREADS", "1")  # as torchrun: ranks share the cores
    procs: list[subprocess.Popen] = []
    try:
        for r in range(cfg.ranks):
            group = {"process_group": procs[0].pid if procs else 0}  # one new group, led by rank 0
            procs.append(subprocess.Popen(
                cmd, stdout=subprocess.PIPE if r == 0 else subprocess.DEVNULL, stderr=subprocess.PIPE,
                stdin=subprocess.DEVNULL, text=True, env={**env, "RANK": str(r), "LOCAL_RANK": str(r)}, **group,
                **launch_options(),
            ))  # fmt: skip
    except BaseException as exc:  # also Ctrl-C / SIGTERM between two launches: stop the ranks started so far
        if procs:
            kill_procs(procs, procs[0].pid)
        if not isinstance(exc, OSError):
            raise
        raise RingcalcError(f"cannot start rank {len(procs)}: {exc}") from None
    return collect(procs, cfg, on_event, job="torch.distributed job", who_died=_who_died)
