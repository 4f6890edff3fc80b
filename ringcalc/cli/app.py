"""The typer application and the decorator every command uses.

``command(name)`` registers a function on :data:`app` and turns the core's
:class:`~ringcalc.errors.RingcalcError` into a one-line ``error: ...`` on
stderr with exit code 2 (bad input) or 1 (valid but unreachable): never a
traceback.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

import typer
from typer.core import TyperGroup

from ringcalc import __version__
from ringcalc.errors import RingcalcError

F = TypeVar("F", bound=Callable[..., Any])

class _OneLineErrors(TyperGroup):
    """Usage errors (unknown option, bad choice, missing value) as one ``error: ...`` line, exit 2.

    Click would print a usage block and a boxed message; ringcalc's rule is one
    line on stderr and a non-zero exit, for usage errors as for domain errors.
    """

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        if not standalone_mode:
            return super().main(*args, standalone_mode=False, **kwargs)
        import sys

        try:
            rv = super().main(*args, standalone_mode=False, **kwargs)
        except Exception as exc:  # click's ClickException family (typer vendors click; match by interface)
            if not (hasattr(exc, "format_message") and hasattr(exc, "exit_code")):
                raise
            if type(exc).__name__ == "NoArgsIsHelpError":  # bare `ringcalc`: show the help
                exc.show()  # type: ignore[attr-defined]
                sys.exit(0)
            message = " ".join(str(exc.format_message()).split())
            sys.stderr.write(f"error: {message} (see 'ringcalc --help')\n")
            sys.exit(exc.exit_code)
        sys.exit(rv if isinstance(rv, int) else 0)


app = typer.Typer(
    cls=_OneLineErrors,
    name="ringcalc",
    help="How much network does data-parallel training need, and what efficiency will it get?",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def fail(exc: RingcalcError) -> typer.Exit:
    """Print the error on one line to stderr; return the Exit to raise."""
    import sys

    sys.stderr.write(f"error: {exc}\n")
    return typer.Exit(exc.exit_code)


def command(name: str, **kwargs: Any) -> Callable[[F], F]:
    """Register ``fn`` as ``ringcalc NAME`` with domain errors mapped to exit codes."""

    def decorate(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kw: Any) -> Any:
            try:
                return fn(*args, **kw)
            except RingcalcError as exc:
                raise fail(exc) from None

        app.command(name, **kwargs)(wrapper)
        return fn

    return decorate


def _version(value: bool) -> None:
    if value:
        typer.echo(f"ringcalc {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """How much network does data-parallel training need, and what efficiency will it get?"""
