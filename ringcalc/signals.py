"""SIGTERM and SIGHUP clean up like Ctrl-C, then end the process as the signal asks.

``timeout``, Slurm (job end, ``scancel``), ``kill`` and a closed terminal
send SIGTERM or SIGHUP, whose default action ends Python at once: no
``finally`` block runs, so launched MPI ranks would be left running under
PID 1 and a half-written temporary file would stay next to the report.

Inside :func:`cleanup_on_termination` those two signals raise
:class:`Terminated` (a :class:`KeyboardInterrupt`, so every cleanup written
for Ctrl-C runs too). When the block has been unwound, the handler that was
installed before is put back and the signal is sent again: with the default
handler the process then ends by that signal (exit status 128 + signum in a
shell: 143 for SIGTERM, 129 for SIGHUP) after one ``error:`` line on
stderr; a program that installed its own handler gets the signal delivered
to it. A second signal during the cleanup is ignored, so the cleanup
finishes (SIGKILL cannot be caught; nothing can clean up after it).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

HANDLED = (signal.SIGTERM, signal.SIGHUP)


class Terminated(KeyboardInterrupt):
    """SIGTERM or SIGHUP received inside :func:`cleanup_on_termination`.

    Attributes
    ----------
    signum : int
        The signal number.
    """

    def __init__(self, signum: int):
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def _restore(previous: dict[int, object]) -> None:
    for signum, handler in previous.items():
        signal.signal(signum, handler)  # type: ignore[arg-type]


@contextmanager
def cleanup_on_termination(cleanup: str = "") -> Iterator[None]:
    """Turn SIGTERM and SIGHUP into :class:`Terminated` for the duration of the block.

    Parameters
    ----------
    cleanup : str
        What the unwinding cleans up, for the stderr line
        (``"all ranks were stopped"``).

    Notes
    -----
    Only the main thread can install signal handlers; elsewhere the block
    runs unchanged. A signal that is ignored (``nohup`` ignores SIGHUP) stays
    ignored.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    fired: list[int] = []

    def handler(signum: int, frame: object) -> None:
        if fired:
            return  # already unwinding: let the cleanup finish
        fired.append(signum)
        raise Terminated(signum)

    previous: dict[int, object] = {}
    for signum in HANDLED:
        old = signal.getsignal(signum)
        if old is signal.SIG_IGN or old is None:  # ignored, or a handler set outside Python that cannot be restored
            continue
        previous[signum] = old
        signal.signal(signum, handler)
    try:
        yield
    except Terminated as exc:
        _restore(previous)
        previous = {}
        if signal.getsignal(exc.signum) is signal.SIG_DFL:
            note = f"; {cleanup}" if cleanup else ""
            try:
                sys.stderr.write(f"error: stopped by {signal.Signals(exc.signum).name}{note}\n")
                sys.stderr.flush()
            except (OSError, ValueError):
                pass
        os.kill(os.getpid(), exc.signum)  # the default action ends the process here
        raise
    finally:
        _restore(previous)


# ---------------------------------------------------------------- processes that must not outlive their launcher
#
# SIGKILL cannot be caught: a launcher killed that way runs no cleanup, so what it started has to end by itself.
# ``ringcalc measure`` starts mpiexec (prterun) with :func:`parent_death_signal`, and every rank calls
# :func:`die_with_parent` and :func:`exit_after` first thing: when ringcalc dies, prterun gets SIGTERM and ends its
# job, each rank gets SIGKILL when its own parent goes, and a rank whose launcher vanished some other way still
# ends at its timeout.

PR_SET_PDEATHSIG = 1  # linux/prctl.h
LAUNCHER_PID_ENV = "RINGCALC_LAUNCHER_PID"
"""Set by ``ringcalc measure`` for its ranks: the PID they watch (:func:`die_with_parent`)."""


def _prctl() -> Callable[..., int] | None:
    """libc's ``prctl`` (Linux), or None."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):  # pragma: no cover - a libc without prctl
        return None


def parent_death_signal(signum: int = signal.SIGTERM) -> Callable[[], None] | None:
    """A ``preexec_fn`` for :class:`subprocess.Popen`: the child gets ``signum`` when this process ends.

    Linux ``prctl(PR_SET_PDEATHSIG)``, set in the child between fork and exec
    (it survives exec). The signal comes when the thread that started the child
    ends, so start children from the main thread. None where there is no prctl.
    The function calls only the C function looked up here, before the fork.
    """
    prctl = _prctl()
    if prctl is None:
        return None
    parent = os.getpid()

    def set_in_child() -> None:
        prctl(PR_SET_PDEATHSIG, int(signum), 0, 0, 0)
        if os.getppid() != parent:  # the parent died before the call: the signal will never come
            os._exit(1)

    return set_in_child


def die_with_parent(signum: int = signal.SIGKILL, *, watch: int | None = None, every_s: float = 0.5) -> None:
    """End this process with ``signum`` when its parent ends (and when process ``watch`` ends, if given).

    Linux: ``prctl(PR_SET_PDEATHSIG)``, delivered by the kernel even while this
    process is inside a C call. Elsewhere, and for ``watch`` (a process further
    up, such as the ``ringcalc`` that started mpiexec), a daemon thread checks
    every ``every_s`` seconds and sends the signal to this process.
    """
    parent = os.getppid()
    prctl = _prctl()
    if prctl is not None:
        prctl(PR_SET_PDEATHSIG, int(signum), 0, 0, 0)
    if watch is not None and not _alive(watch):
        os.kill(os.getpid(), signum)  # the launcher is gone already
    watched = [pid for pid in ((parent,) if prctl is None else ()) + ((watch,) if watch else ()) if pid > 1]
    if not watched:
        return

    def watch_loop() -> None:
        while all(_alive(pid) for pid in watched) and os.getppid() == parent:
            time.sleep(every_s)
        os.kill(os.getpid(), signum)

    threading.Thread(target=watch_loop, name="ringcalc-parent-watch", daemon=True).start()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def exit_after(seconds: float) -> None:
    """End this process (exit status 1, a traceback of every thread on stderr) after ``seconds``.

    :func:`faulthandler.dump_traceback_later` runs its clock in a C thread, so
    the process ends on time even when a rank hangs inside an MPI call.
    """
    import faulthandler

    faulthandler.dump_traceback_later(seconds, exit=True)


def launcher_pid() -> int | None:
    """The PID in :data:`LAUNCHER_PID_ENV`, if a ``ringcalc measure`` started this process."""
    text = os.environ.get(LAUNCHER_PID_ENV, "")
    return int(text) if text.isdigit() and int(text) > 1 else None
