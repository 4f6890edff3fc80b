"""The command line of ``python -m ringcalc.measure`` (argparse, for cluster launchers) and the progress bar of ``ringcalc measure``."""

from __future__ import annotations

import argparse
import json
import os
import sys

from ringcalc.calibrate.preflight import check_writable, launched_rank
from ringcalc.calibrate.measure.common import (
    ENGINES, MeasureConfig, rank_lifetime, rows_to_run, under_mpi_launcher, write_csv,
)
from ringcalc.calibrate.measure.mpi import measure_local
from ringcalc.errors import RingcalcError
from ringcalc.limits import local_cores  # re-exported: benchmarks and the CLI import it from here



def size_arg(text: str) -> int:
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
    p.add_argument("--min-size", type=size_arg, default="64KiB", help="smallest message (e.g. 64KiB)")
    p.add_argument("--max-size", type=size_arg, default="64MiB", help="largest message (e.g. 64MiB)")
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
    from ringcalc.calibrate.text import fit_text, run_table
    from ringcalc.calibrate.select import calibrate

    run = rows_to_run(rows, impl=cfg.label, shared_cores=shared_cores)
    if out:
        write_csv(rows, out, impl=cfg.label)
    if out == "-":  # standard output carries the CSV alone
        if save:
            calibrate([run], "piecewise" if piecewise else "auto").to_calibration().save(save)
        return
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
            from ringcalc.calibrate.measure import torch_dist as engine

            launched = engine.under_torch_launcher()
            env_ranks = os.environ.get("WORLD_SIZE", 2)
        else:
            from ringcalc.calibrate.measure import mpi as engine
            launched = under_mpi_launcher()
            env_ranks = os.environ.get("OMPI_COMM_WORLD_SIZE", os.environ.get("PMI_SIZE", 2))
        cfg = MeasureConfig(
            ranks=int(env_ranks) if launched or not args.ranks else args.ranks,
            min_size_bytes=args.min_size, max_size_bytes=args.max_size, factor=args.factor,
            iters=args.iters, warmup=args.warmup, impl=args.impl, force_ring=args.force_ring,
            timeout_s=args.timeout, fault=args.inject_fault, engine=args.engine, backend=args.backend,
        )  # fmt: skip
        if args.worker or launched:  # a rank: it ends with its launcher, and by --timeout
            rank_lifetime(cfg.timeout_s)
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
        rows, _ = measure_with_progress(cfg)
        report(rows, cfg, piecewise=args.piecewise, fmt=args.format, out=args.out, save=args.save,
               shared_cores=local_cores())  # fmt: skip
        return 0
    except RingcalcError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:  # Ctrl-C: the ranks were stopped on the way out (measure_local)
        print("error: interrupted; all ranks were stopped", file=sys.stderr)
        return 130


def measure_with_progress(cfg: MeasureConfig) -> tuple[list[dict], dict]:
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
