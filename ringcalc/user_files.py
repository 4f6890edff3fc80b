"""Files a user names: one check of the path and one way to read it, with one-line errors.

Every function that opens a file given on the command line or through the
Python API (scenario files, calibrations, nccl-tests logs, output files)
goes through :func:`user_path`, so text that no file system accepts (a NUL
character, an empty name, not a path at all) is refused with a
:class:`~ringcalc.errors.RingcalcError` naming the option, never a
``ValueError`` or ``TypeError`` from ``open``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ringcalc.errors import RingcalcError


def user_path(value: Any, option: str) -> Path:
    """``value`` as a path; raises RingcalcError for anything no file system can open."""
    try:
        text = os.fspath(value)
    except TypeError:
        raise RingcalcError(f"expected a file path, got {type(value).__name__} {value!r}"[:200], option=option) from None
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    if not text:
        raise RingcalcError("expected a file path, got an empty name", option=option)
    if "\x00" in text:
        raise RingcalcError(f"{text!r} contains a NUL character, which no file name can hold", option=option)
    return Path(text)


def read_bytes(value: Any, option: str, what: str = "file") -> tuple[Path, bytes]:
    """The path and the content of a user's file.

    Raises
    ------
    RingcalcError
        ``cannot read PATH: REASON``: no such file, a directory, no
        permission, a name too long, ...
    """
    path = user_path(value, option)
    try:
        return path, path.read_bytes()
    except FileNotFoundError:
        raise RingcalcError(f"cannot read {path}: no such file", option=option) from None
    except IsADirectoryError:
        raise RingcalcError(f"cannot read {path}: it is a directory, not a {what}", option=option) from None
    except OSError as exc:
        raise RingcalcError(f"cannot read {path}: {exc.strerror or exc}", option=option) from None
