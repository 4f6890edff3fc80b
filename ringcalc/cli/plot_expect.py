"""``ringcalc plot expect [LOG]``: the options it adds to ``plot`` and the drawing call (no formula here).

``plot`` takes the cluster rows of the option table (``--cluster``,
``--gpus-per-node``, ...) and the sweep's ``--min-size`` / ``--max-size`` /
``--factor`` for its ``expect`` kind only; every other kind refuses them with
the reason. The numbers are :func:`ringcalc.cluster.expect.expect`'s or, with
a log, :func:`ringcalc.cluster.check.check_run`'s; the figure is
:func:`ringcalc.output.figure_expect.expect_figure`.
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ringcalc.cli.app import note
from ringcalc.cli.sizes import Factor, MaxSize, MinSize, sizes_of
from ringcalc.cluster.build import CLUSTER_OPTIONS
from ringcalc.errors import RingcalcError

CLUSTER_NAMES = CLUSTER_OPTIONS
"""The option table's cluster rows (``plot`` takes them for ``expect``, ``layout`` and ``nic``)."""
SWEEP_NAMES = ("min_size", "max_size", "factor")
SWEEP_OPTIONS: dict[str, Any] = {"min_size": MinSize, "max_size": MaxSize, "factor": Factor}
"""The options ``plot`` takes for ``expect`` only (parameter name -> typer annotation)."""


def with_sweep_options(fn: Any) -> Any:
    """Replace ``fn``'s ``**sweep`` by the keyword options of :data:`SWEEP_OPTIONS` in its signature."""
    params = list(inspect.signature(fn, eval_str=True).parameters.values())
    if not params or params[-1].kind is not inspect.Parameter.VAR_KEYWORD:
        raise TypeError(f"{fn.__name__} needs a **sweep parameter to take the expect sweep's options")
    extra = [inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=annotation)
             for name, annotation in SWEEP_OPTIONS.items()]
    fn.__signature__ = inspect.Signature([*params[:-1], *extra])
    fn.__annotations__ = {p.name: p.annotation for p in [*params[:-1], *extra]}
    return fn


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def refuse_expect_options(kind: str, log: Path | None, sweep: Mapping[str, Any]) -> None:
    """Refuse a log or a size-sweep option given to a plot other than ``expect``."""
    if log is not None:
        raise RingcalcError(f"only `plot expect` draws a log; the {kind} plot takes none", option="LOG")
    given = [name for name, value in sweep.items() if value is not None]
    if given:
        raise RingcalcError(f"applies to `plot expect` (the sizes nccl-tests sweeps); the {kind} plot takes none",
                            option=_flag(given[0]))


def draw_expect(out: str, log: Path | None, cluster: Mapping[str, Any], *, workers: str | None,
                bandwidth: str | None, latency: str | None, algorithm: str | None, collective: str | None,
                unused: Mapping[str, Any], defaults_changed: list[str]) -> None:
    """Draw the expected busbw of the options (or of the log's layout, with the log over it) to ``out``."""
    from ringcalc.cluster.expect import expect
    from ringcalc.output.figure_expect import expect_figure
    from ringcalc.planning.scenario import Scenario

    why = {"--calibration": "the expect plot draws the table before anything is measured, from the cluster's "
                            "description and priors, with a LOG over it; `ringcalc time --calibration` answers from "
                            "a fitted log",
           "--step-time": "nccl-tests times one collective, not a training step; `ringcalc plot efficiency` draws Ts",
           "--bucket-size": "nccl-tests times one collective of each size, not a bucketed gradient; `ringcalc plot "
                            "efficiency` draws buckets"}
    for flag, value in unused.items():
        if value is not None:
            raise RingcalcError(why.get(flag, "does not apply to the expect plot: it draws the sizes nccl-tests sweeps "
                                              "on the cluster (--min-size, --max-size, --factor) or those of the LOG"),
                                option=flag)
    if defaults_changed:
        raise RingcalcError("does not apply to the expect plot (nccl-tests' table counts floats and times one "
                            "collective)", option=defaults_changed[0])
    options = {name: value for name, value in cluster.items() if name in CLUSTER_NAMES and value is not None}
    options.update({k: v for k, v in (("bandwidth", bandwidth), ("latency", latency), ("algorithm", algorithm),
                                      ("collective", collective)) if v is not None})
    if log is None:
        sizes = sizes_of(cluster.get("min_size"), cluster.get("max_size"), cluster.get("factor"))
        base = Scenario(workers=workers, size=float(sizes[0]), **options)
        table = expect(base, sizes)
        expect_figure(out, expectation=table)
        from ringcalc.cluster.notes import option_unused_notes, tier_unused_notes, tuner_unused_notes

        calls = [(base.collective, float(size), base.placement) for size in sizes]
        for text in [*tier_unused_notes(base), *option_unused_notes(base),
                     *tuner_unused_notes(base.cluster_spec, calls)]:  # a figure has no
            note(text)  # notes of its own
        return
    given = [name for name in SWEEP_NAMES if cluster.get(name) is not None]
    if given:
        raise RingcalcError("draws the log's own sizes; drop it or drop the LOG", option=_flag(given[0]))
    expect_figure(out, report=_report(log, workers, options))


def _report(log: Path, workers: str | None, options: dict[str, Any]) -> Any:
    """The first run of ``log`` checked on the options' cluster (``-n`` gives N to a log without rank lines)."""
    from ringcalc.calibrate.logs import read_logs
    from ringcalc.cluster.check import check_run, log_forces, refuse_contradicting_ranks
    from ringcalc.planning.scenario import Scenario
    from ringcalc.units import parse_workers

    ranks = None if workers is None else int(parse_workers(workers, "workers"))
    try:
        runs = read_logs([log], collective=options.get("collective"), ranks=ranks, option="workers",
                         restated_ok=True)  # -n equal to the log's N is the figure's N, not an override
    except RingcalcError as exc:  # the log is a positional argument, not a --log option
        if exc.option != "log":
            raise
        raise RingcalcError(exc.message, option="LOG", kind=exc.kind) from None
    if len(runs) > 1:
        note(f"{log} holds {len(runs)} runs; the figure draws the first (ringcalc check shows each)")
    if ranks is not None:  # -n re-costs a run whose own busbw/algbw says another N: refused, naming that N
        refuse_contradicting_ranks(runs[0], "-n", "workers")
    forced = log_forces(runs[0], options.get("algorithm"), options.get("protocol"))  # as `ringcalc check` reads them
    return check_run(runs[0], 1, lambda **o: Scenario(**{**options, **o}), forced=forced)
