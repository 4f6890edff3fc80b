"""Atomic file writes: a temporary file next to the destination, renamed into place when complete.

:func:`os.replace` is atomic on POSIX and Windows, so an interrupted run never
leaves a half-written file: the old file, if any, stays intact until the new
one is complete. Used for sweep tables, figures, measurement files and the
writability probe of ``ringcalc measure``.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from ringcalc.errors import RingcalcError
from ringcalc.user_files import user_path


def _directory_problem(directory: Path) -> str | None:
    """Why files cannot be created in ``directory`` (None if nothing obvious stands in the way)."""
    if directory.is_dir():
        return None
    ancestor = directory
    while not ancestor.exists() and ancestor != ancestor.parent:
        ancestor = ancestor.parent
    if ancestor.exists() and not ancestor.is_dir():
        return f"{str(ancestor)!r} is a file, not a directory"
    return f"directory {str(directory)!r} does not exist"


def temporary_file(path: str | os.PathLike[str], suffix: str, option: str = "out") -> tuple[Path, int, Path]:
    """Create the temporary file for an atomic write of ``path`` next to it.

    Parameters
    ----------
    path : path-like
        The file to be written.
    suffix : str
        Suffix of the temporary file.
    option : str
        The option naming ``path`` (for the error message).

    Returns
    -------
    (target, fd, tmp) : (pathlib.Path, int, pathlib.Path)
        The destination, an open descriptor of the temporary file and its path.

    Raises
    ------
    RingcalcError
        ``cannot write PATH: REASON`` when the directory is missing, a file,
        or refuses new files (permissions, read-only or virtual file systems),
        or when ``path`` is a directory.
    """
    target = user_path(path, option)
    directory = target.parent if str(target.parent) else Path(".")
    try:
        problem = _directory_problem(directory)
        if problem is None and target.is_dir():
            problem = "it is a directory"
    except OSError as exc:  # a name too long, a loop of links: the file system says why
        problem = exc.strerror or str(exc)
    if problem is not None:
        raise RingcalcError(f"cannot write {str(target)!r}: {problem}", option=option)
    try:
        fd, tmp_name = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=suffix)
    except OSError as exc:
        raise RingcalcError(
            f"cannot write {str(target)!r}: cannot create a file in {str(directory)!r} ({exc.strerror or exc})",
            option=option,
        ) from None
    return target, fd, Path(tmp_name)


def write_atomically(path: str | os.PathLike[str], suffix: str, fill: Callable[[int, Path], None],
                     option: str = "out") -> Path:
    """Write ``path`` through a temporary file next to it, renamed into place only when complete.

    ``fill(fd, tmp)`` writes the content (to the open descriptor ``fd`` or to
    the path ``tmp``); an interrupted or failed write leaves no file behind,
    and an OSError becomes the one-line ``cannot write PATH: REASON``.
    Ctrl-C, SIGTERM and SIGHUP during the write remove the temporary file
    first (:func:`ringcalc.signals.cleanup_on_termination`).
    """
    from ringcalc.signals import cleanup_on_termination

    with cleanup_on_termination(f"nothing was written to {str(path)!r}"):
        target, fd, tmp = temporary_file(path, suffix, option)
        try:
            fill(fd, tmp)
            os.chmod(tmp, 0o644)
            os.replace(tmp, target)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise RingcalcError(f"cannot write {str(target)!r}: {exc.strerror or exc}", option=option) from None
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
    return target
