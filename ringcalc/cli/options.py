"""The CLI's options, built from the option table, and the Scenario they build.

Every planning command takes every scenario option of
:data:`ringcalc.planning.scenario_options.OPTIONS` (one table: flags, parser, default,
help), plus ``--scenario FILE`` (a TOML file of the same options; the command
line overrides it). :func:`scenario_options` adds them to a command's
signature, so a command declares only its own options (``--efficiency``,
``--format``) and receives the scenario options as one :class:`ScenarioArgs`.
Values are taken as text and parsed by the table's parsers (through
:class:`~ringcalc.planning.scenario.Scenario`), so every bad value gets the same
one-line message naming its option.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Annotated, Any, Optional

import typer

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.scenario_file import load_scenario_file
from ringcalc.planning.scenario_options import ALTERNATIVES, BY_NAME, OPTIONS, option_of

OUT_PANEL = "Output"


class Format(str, Enum):
    table = "table"
    json = "json"
    csv = "csv"


@functools.lru_cache(maxsize=None)
def _annotated(name: str, help: str | None = None, panel: str | None = None) -> Any:  # noqa: A002
    """The typer ``Annotated`` type of one row of the option table (``help``, ``panel``: other than the table's).

    Cached: every planning command carries the whole table, and typer copies an option's info before it
    fills it in (``typer.utils.get_params_from_function``), so one instance serves them all (cold start).
    """
    row = BY_NAME[name]
    text = help or row.help
    text = text if row.default is None else f"{text} Default: {row.default}."
    return Annotated[Optional[str], typer.Option(*row.flags, help=text, rich_help_panel=panel or row.panel,
                                                 show_default=False)]


# the table's options as reusable annotations, for commands that take a few of them (memory, simulate, explain)
Model, Params, Dtype, Size, Workers, Bandwidth, Latency, Gamma, StepTime, Algorithm, Collective = (
    _annotated(n) for n in ("model", "params", "dtype", "size", "workers", "bandwidth", "latency", "gamma",
                            "step_time", "algorithm", "collective"))
GpusPerNode, IntraBandwidth, IntraLatency, NicsPerNode = (
    _annotated(n) for n in ("gpus_per_node", "intra_bandwidth", "intra_latency", "nics_per_node"))
Overlap, BucketSize, Compression, EncodeCost, Scaling, Batch = (
    _annotated(n) for n in ("overlap", "bucket_size", "compression", "encode_cost", "scaling", "batch"))
CalibrationOpt = _annotated("calibration")
Target = Annotated[str, typer.Option("--efficiency", "-e", help="Target parallel efficiency: 0.9 or 90%.")]
FormatOpt = Annotated[Format, typer.Option("--format", "-f", help="table, json or csv (json/csv: plain SI numbers).", rich_help_panel=OUT_PANEL)]


ScenarioFile = Annotated[
    Optional[str],
    typer.Option("--scenario", help="TOML file of scenario options (keys as the options: bandwidth = \"100GbE\", "
                 "workers = 64); the command line overrides it.", rich_help_panel="Scenario file"),
]


@dataclass(frozen=True)
class ScenarioArgs:
    """The scenario options of one command: the command line over the scenario file over the defaults.

    Attributes
    ----------
    command_line : dict
        Options given on the command line, by table name, as typed.
    file : dict
        Options read from ``--scenario FILE`` (as command-line text).
    path : str or None
        The scenario file.
    """

    command_line: Mapping[str, str] = field(default_factory=dict)
    file: Mapping[str, str] = field(default_factory=dict)
    path: str | None = None

    def given(self, name: str) -> bool:
        """True when ``name`` was set on the command line or in the file (and not replaced there)."""
        return name in self.values()

    def get(self, name: str, default: Any = None) -> Any:
        """The value as typed (command line first, then the file), or ``default``."""
        return self.values().get(name, default)

    def values(self) -> dict[str, Any]:
        """Every given option, by table name; an option of the command line also replaces the file's alternatives
        to it (``--model`` the file's ``size``: :data:`~ringcalc.planning.scenario_options.ALTERNATIVES`)."""
        replaced = {other for group in ALTERNATIVES if any(self.command_line.get(n) is not None for n in group)
                    for other in group}
        return {**{k: v for k, v in self.file.items() if k not in replaced}, **self.command_line}

    def call(self, fn: Callable[..., Any], **extra: Any) -> Any:
        """``fn(**given options, **extra)``; errors about a file's value name the file."""
        try:
            return fn(**self.values(), **extra)
        except RingcalcError as exc:
            raise self._blame(exc) from None

    def scenario(self, **overrides: Any) -> Scenario:
        """The Scenario of the given options with ``overrides``; errors about a file's value name the file."""
        try:
            return Scenario(**{**self.values(), **overrides})  # None = not given: the table's default
        except RingcalcError as exc:
            raise self._blame(exc) from None

    def _blame(self, exc: RingcalcError) -> RingcalcError:
        name = (exc.option or "").removeprefix("--").replace("-", "_")
        if self.path is None or name not in self.file or name in self.command_line:
            return exc
        return RingcalcError(f"{self.path}: {option_of(name).file_key}: {exc.message}", kind=exc.kind)


def _param(name: str, annotation: Any) -> inspect.Parameter:
    return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=annotation)


def scenario_options(
    *, refuse: Mapping[str, str] | None = None, lists: Mapping[str, str] | None = None, panel: str | None = None,
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Give a command every scenario option of the table and ``--scenario FILE``.

    The decorated function takes a :class:`ScenarioArgs` as its first
    argument, then its own options. ``refuse`` maps option names the command
    cannot use (what it solves for, or what does not change its answer) to
    the reason: given on the command line they are refused with it (exit 2);
    set in a scenario file they are left out, with a note on stderr, so that
    one file serves every planning command. ``lists`` (``ringcalc sweep``):
    every option takes a list, with this help per option, in ``panel``; a
    scenario file may then give lists too.
    """
    refuse = dict(refuse or {})
    unknown = set(refuse) - set(BY_NAME)
    if unknown:
        raise ValueError(f"not scenario options: {sorted(unknown)}")

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        own = list(inspect.signature(fn, eval_str=True).parameters.values())[1:]
        table = [_param(o.name, _annotated(o.name, (lists or {}).get(o.name), panel)) for o in OPTIONS]

        @functools.wraps(fn)
        def wrapper(**kwargs: Any) -> Any:
            typed = {o.name: kwargs.pop(o.name) for o in OPTIONS}
            path = kwargs.pop("scenario_file")
            command_line = {k: v for k, v in typed.items() if v is not None}
            refused = sorted(command_line.keys() & refuse.keys())
            if refused:
                raise RingcalcError(refuse[refused[0]], option=refused[0])
            from_file = {} if path is None else load_scenario_file(path, lists=_expand if lists is not None else None)
            left_out = sorted(from_file.keys() & refuse.keys())
            if left_out:
                keys = ", ".join(option_of(name).file_key for name in left_out)
                why = "not used by this command"
                if len(left_out) == 1:
                    why = refuse[left_out[0]].removesuffix("; drop it")
                why = f"it {why}" if why.startswith("is ") else why
                from ringcalc.cli.app import note

                note(f"{path}: {keys} {'is' if len(left_out) == 1 else 'are'} left out: {why}")  # once it answers
            for name in left_out:
                del from_file[name]
            return fn(ScenarioArgs(command_line, from_file, path), **kwargs)

        params = [*table, *(p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in own),
                  _param("scenario_file", ScenarioFile)]
        wrapper.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        wrapper.__annotations__ = {p.name: p.annotation for p in params}
        wrapper.scenario_refusals = dict(refuse)  # type: ignore[attr-defined]  # (tests: every option, every command)
        return wrapper

    return decorate


def _expand(*args: Any) -> list:
    """A sweep's lists and ranges (:func:`ringcalc.planning.sweep_grid.expand`, which needs numpy: imported here)."""
    from ringcalc.planning.sweep_grid import expand

    return expand(*args)


def table_options(names: tuple[str, ...], panel: str | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Give a command some rows of the option table (for commands with options of their own, such as ``plot``).

    The decorated function receives the given ones as ``table`` (a dict by table name, as typed).
    """

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        own = [p for p in inspect.signature(fn, eval_str=True).parameters.values() if p.name != "table"]

        @functools.wraps(fn)
        def wrapper(**kwargs: Any) -> Any:
            typed = {name: kwargs.pop(name) for name in names}
            return fn(**kwargs, table={k: v for k, v in typed.items() if v is not None})

        params = [*own, *(_param(name, _annotated(name, panel=panel)) for name in names)]
        wrapper.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        wrapper.__annotations__ = {p.name: p.annotation for p in params}
        return wrapper

    return decorate

