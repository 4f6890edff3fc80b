"""The ``ringcalc`` command line: thin typer commands over the core.

Each module of :data:`COMMAND_MODULES` registers its commands on :data:`app`
when imported. They are imported on demand: all of them the first time the
app's commands are read (``--help``, the test runner, ``from ringcalc.cli
import app``), only the one a command needs when :func:`main` runs it, so that
``ringcalc bandwidth`` does not import what ``ringcalc sweep`` needs.
"""

from __future__ import annotations

import importlib

from ringcalc.cli.app import app

COMMAND_MODULES: dict[str, str] = {
    "explain": "info", "catalog": "info",
    "efficiency": "plan", "bandwidth": "plan", "time": "plan", "max-workers": "plan", "max-model": "plan",
    "max-latency": "plan",
    "report": "report",
    "memory": "memory",
    "fit": "calibrate", "measure": "calibrate",
    "compare": "compare", "crossover": "compare",
    "simulate": "simulate",
    "sweep": "sweep",
    "plot": "plot",
    "expect": "expect", "check": "expect",
}  # fmt: skip
"""Command -> the module of ``ringcalc.cli`` that defines it, in the order ``--help`` lists them
(tests/cli/test_app.py checks it against what the modules register)."""


def _import(modules: list[str]) -> None:
    from ringcalc.cli.examples import add_examples

    for module in modules:
        importlib.import_module(f"ringcalc.cli.{module}")
    add_examples(app)  # every --help ends with real examples


def load_all_commands() -> None:
    """Import every command module (each registers its commands on :data:`app`)."""
    _import(list(dict.fromkeys(COMMAND_MODULES.values())))


app.load_commands = load_all_commands


def main() -> None:
    """Console-script entry point: imports the invoked command's module only (all of them for ``--help``)."""
    import sys

    words = [a for a in sys.argv[1:] if not a.startswith("-")]
    module = COMMAND_MODULES.get(words[0]) if words else None
    if module is not None and sys.argv[1:2] == [words[0]]:  # the command comes first: no global option before it
        app.load_commands = None
        _import([module])
        # typer builds a click command, parameters and all, for every registered command: build only this one
        # (its module may define several: plan.py six), which is all this run can use (cold start, issue 18)
        app.registered_commands = [c for c in app.registered_commands if c.name == words[0]]
    app()


__all__ = ["COMMAND_MODULES", "app", "load_all_commands", "main"]
