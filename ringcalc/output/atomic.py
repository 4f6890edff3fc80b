"""Atomic file writes: a temporary file next to the destination, renamed into place when complete.

:func:`os.replace` is atomic on POSIX and Windows, so an interrupted run never
leaves a half-written file: the old file, if any, stays intact until the new
one is complete. Used for sweep tables, figures, measurement files and the
writability probe of ``ringcalc measure``.

The temporary is ``.NAME.HOST-PID-XXXXXXXX SUFFIX``. Ctrl-C, SIGTERM and SIGHUP
remove it; SIGKILL cannot be caught, so the next write of ``NAME`` removes the
temporaries whose process is gone (:func:`remove_stale_temporaries`).
"""

from __future__ import annotations

import os
import re
import tempfile
import time
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


_HOST = re.sub(r"[^A-Za-z0-9_]", "_", os.uname().nodename if hasattr(os, "uname") else
               os.environ.get("COMPUTERNAME", ""))[:64] or "host"
STALE_AFTER_S = 3600.0
"""A temporary file of a writer this process cannot check (another host, or the naming before the PID was
recorded) is stale when it has not been touched for this long."""


def remove_stale_temporaries(target: Path, suffix: str) -> list[Path]:
    """Remove the temporaries of earlier writes of ``target`` whose writer is gone; return them.

    A write killed by SIGKILL (which no process can catch) leaves its temporary
    ``.NAME.HOST-PID-XXXXXXXX SUFFIX`` behind. On this host a PID that no longer
    runs marks it stale; a temporary of another host (a shared file system) or
    of the older naming ``.NAME.XXXXXXXX SUFFIX`` is stale after
    :data:`STALE_AFTER_S` without a change. Files that cannot be removed are left.
    """
    directory = target.parent if str(target.parent) else Path(".")
    pattern = re.compile(rf"^\.{re.escape(target.name)}\.(?:(?P<host>[A-Za-z0-9_]+)-(?P<pid>\d+)-)?[a-z0-9_]{{8}}"
                         rf"{re.escape(suffix)}$")
    removed = []
    try:
        names = [e.name for e in os.scandir(directory) if e.name.startswith(f".{target.name}.")]
    except OSError:
        return removed
    for name in names:
        m = pattern.match(name)
        if m is None:
            continue
        path = directory / name
        try:
            if m["pid"] is not None and m["host"] == _HOST:
                stale = not _running(int(m["pid"]))
            else:
                stale = time.time() - path.stat().st_mtime > STALE_AFTER_S
            if stale:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


def _running(pid: int) -> bool:
    """Whether a process with this PID exists on this host (a PID of another user's process counts)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


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
    remove_stale_temporaries(target, suffix)
    try:
        fd, tmp_name = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.{_HOST}-{os.getpid()}-", suffix=suffix)
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
