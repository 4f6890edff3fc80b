"""The one domain error type of ringcalc.

Every check on user input in the core raises :class:`RingcalcError`; the CLI
turns it into a one-line message and an exit code (2 for bad input, 1 for a
valid request that cannot be met). Never use ``assert`` for input checks.
"""

from __future__ import annotations

from typing import Literal

ErrorKind = Literal["input", "infeasible"]

EXIT_CODES: dict[str, int] = {"input": 2, "infeasible": 1}


class RingcalcError(ValueError):
    """A request ringcalc cannot answer.

    Parameters
    ----------
    message : str
        One line, for a person: what is wrong and, where possible, what to do.
    option : str, optional
        The offending option or field name (``"workers"``, ``"--bandwidth"``);
        the CLI prefixes the message with it. An upper-case name (``"LOGS"``)
        is a positional argument and is shown as it is.
    kind : {"input", "infeasible"}
        ``"input"``: the request itself is invalid (exit code 2).
        ``"infeasible"``: the request is valid but no answer meets it, e.g. a
        target efficiency that latency alone rules out (exit code 1).
    """

    def __init__(self, message: str, *, option: str | None = None, kind: ErrorKind = "input"):
        super().__init__(message)
        self.message = message
        self.option = option
        self.kind = kind

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.kind]

    def __str__(self) -> str:
        if self.option:
            # an upper-case name is a positional argument (KIND, LOGS): shown as is, never as an option
            plain = self.option.startswith("-") or self.option.isupper()
            name = self.option if plain else "--" + self.option.replace("_", "-")
            return f"{name}: {self.message}"
        return self.message


def infeasible(message: str, *, option: str | None = None) -> RingcalcError:
    """Build the error for a valid request that cannot be met (exit code 1)."""
    return RingcalcError(message, option=option, kind="infeasible")
