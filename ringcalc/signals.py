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
from collections.abc import Iterator
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
