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

class _OutputError(Exception):
    """Standard output cannot be written (closed, full, broken pipe); not an OSError, so click does not swallow it."""

    def __init__(self, message: str, errno: int | None = None):
        super().__init__(message)
        self.errno = errno


class _GuardedStdout:
    """``sys.stdout`` for the run: a write or flush that fails raises :class:`_OutputError`."""

    def __init__(self, stream: Any):
        self._stream = stream

    def write(self, text: str) -> int:
        if self._stream is None:
            raise _OutputError("standard output is closed")
        try:
            return self._stream.write(text)
        except (OSError, ValueError) as exc:  # ValueError: "I/O operation on closed file"
            raise _OutputError(getattr(exc, "strerror", None) or str(exc), getattr(exc, "errno", None)) from None

    def flush(self) -> None:
        if self._stream is None:
            return
        try:
            self._stream.flush()
        except (OSError, ValueError) as exc:
            raise _OutputError(getattr(exc, "strerror", None) or str(exc), getattr(exc, "errno", None)) from None

    def isatty(self) -> bool:
        try:
            return self._stream is not None and bool(self._stream.isatty())
        except (OSError, ValueError):
            return False

    @property
    def encoding(self) -> str:
        return getattr(self._stream, "encoding", None) or "utf-8"

    def __getattr__(self, name: str) -> Any:
        if self._stream is None:
            raise _OutputError("standard output is closed")
        return getattr(self._stream, name)


def _silence_stdout(stream: Any) -> None:
    """Point the stdout file descriptor at /dev/null so the interpreter's exit-time flush cannot fail again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except Exception:  # no file descriptor (a test runner's buffer): nothing is flushed at exit
        pass


def _help_hint(exc: Any) -> str:
    """``ringcalc SUBCOMMAND --help`` for a usage error inside a subcommand, else ``ringcalc --help``."""
    ctx = getattr(exc, "ctx", None)
    names = []
    while ctx is not None and ctx.parent is not None:
        names.append(ctx.info_name)
        ctx = ctx.parent
    return " ".join(["ringcalc", *reversed([n for n in names if n]), "--help"])


class _OneLineErrors(TyperGroup):
    """Usage errors (unknown option, bad choice, missing value) as one ``error: ...`` line, exit 2.

    Click would print a usage block and a boxed message; ringcalc's rule is one
    line on stderr and a non-zero exit, for usage errors as for domain errors.
    Standard output that cannot be written (closed, a full disk) is one
    ``error: ...`` line and exit 1 as well; a pipe whose reader stopped early
    (``| head``) ends the run quietly with exit 1.
    """

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        if not standalone_mode:
            return super().main(*args, standalone_mode=False, **kwargs)
        import sys

        real = sys.stdout
        sys.stdout = _GuardedStdout(real)  # type: ignore[assignment]
        try:
            code = self._run(sys, *args, **kwargs)
            sys.stdout.flush()
        except _OutputError as exc:
            import errno

            if exc.errno != errno.EPIPE:  # a reader that stopped early (`| head`) is not an error to report
                sys.stderr.write(f"error: cannot write to standard output: {exc}\n")
            if real is not None:
                _silence_stdout(real)
            code = 1
        finally:
            sys.stdout = real
        sys.exit(code)

    def _run(self, sys: Any, *args: Any, **kwargs: Any) -> int:
        """The command's exit code; click's usage errors as one line."""
        try:
            rv = super().main(*args, standalone_mode=False, **kwargs)
        except Exception as exc:  # click's ClickException family (typer vendors click; match by interface)
            if type(exc).__name__ == "Abort":  # end of input at a prompt
                sys.stderr.write("error: aborted\n")
                return 1
            if not (hasattr(exc, "format_message") and hasattr(exc, "exit_code")):
                raise
            if type(exc).__name__ == "NoArgsIsHelpError":  # bare `ringcalc`: show the help
                exc.show()  # type: ignore[attr-defined]
                return 0
            message = " ".join(str(exc.format_message()).split())
            sys.stderr.write(f"error: {one_line(message)} (see '{_help_hint(exc)}')\n")
            return exc.exit_code
        return rv if isinstance(rv, int) else 0


class _CommandsOnDemand(typer.Typer):
    """A Typer whose command modules are imported when its commands are first needed.

    Reading :attr:`registered_commands` (typer builds the click group from it;
    a command module registers by appending to it) first runs
    :attr:`load_commands`, which :mod:`ringcalc.cli` sets to import every
    command module, once. :func:`ringcalc.cli.main` clears it and imports only
    the module of the command on the command line: a scalar answer does not
    import the sweep, plot or calibration commands (cold start, issue 18).
    """

    load_commands: Callable[[], None] | None = None

    @property
    def registered_commands(self) -> list:  # type: ignore[override]
        if self.load_commands is not None:
            load, self.load_commands = self.load_commands, None
            load()
        return self._registered_commands

    @registered_commands.setter
    def registered_commands(self, value: list) -> None:
        self._registered_commands = value


app = _CommandsOnDemand(
    cls=_OneLineErrors,
    name="ringcalc",
    help="How much network does data-parallel training need, and what efficiency will it get?",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def one_line(text: str) -> str:
    """``text`` on one line: control characters a user typed (``\\r``, ``\\n``, ``\\x1b``) shown escaped."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in str(text))


def fail(exc: RingcalcError) -> typer.Exit:
    """Print the error on one line to stderr; return the Exit to raise."""
    import sys

    sys.stderr.write(f"error: {one_line(str(exc))}\n")
    return typer.Exit(exc.exit_code)


_NOTES: list[list[str]] = []
"""The notes of the commands running (a stack: one list each), said once each command's answer stands."""


def note(text: str) -> None:
    """Say ``note: text`` on stderr once the running command's answer stands: a command that fails says its one
    error line and nothing else (a note on a left-out option or a long range, printed first, made it two)."""
    if _NOTES:
        _NOTES[-1].append(text)
    else:
        _say([text])


def _say(notes: list[str]) -> None:
    import sys

    for text in notes:
        sys.stderr.write(f"note: {text}\n")


def command(name: str, **kwargs: Any) -> Callable[[F], F]:
    """Register ``fn`` as ``ringcalc NAME`` with domain errors mapped to exit codes, and its notes (:func:`note`)
    said after its answer, or dropped with its error."""

    def decorate(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kw: Any) -> Any:
            _NOTES.append([])
            try:
                out = fn(*args, **kw)
            except RingcalcError as exc:
                _NOTES.pop()
                raise fail(exc) from None
            except BaseException:  # an exit of its own (typer.Exit) or a crash: what it noted still stands
                _say(_NOTES.pop())
                raise
            _say(_NOTES.pop())
            return out

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
