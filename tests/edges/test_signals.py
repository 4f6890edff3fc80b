"""SIGTERM and SIGHUP end ``measure`` and ``sweep --out`` cleanly (issue 11), run for real.

``timeout``, Slurm and ``kill`` send SIGTERM; a closed terminal sends SIGHUP.
Before, SIGTERM to ``ringcalc measure`` left ``prterun`` and its ranks running
under PID 1, and SIGTERM to ``ringcalc sweep --out`` left a hidden temporary
file. Each test starts the real command in a subprocess marked with an
environment variable (inherited by every process it starts), sends the signal
mid-run and checks: the process ended by that signal after one ``error:``
line, no process carrying the mark is left, no file or temporary file is left.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from ringcalc.signals import Terminated, cleanup_on_termination
from tests.paths import ROOT

MARK = "RINGCALC_SIGNAL_TEST"


def _marked(mark: str) -> dict[int, str]:
    """Live processes whose environment carries ``MARK=mark``: pid -> command line."""
    found = {}
    needle = f"{MARK}={mark}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if needle in (entry / "environ").read_bytes().split(b"\0"):
                found[int(entry.name)] = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue  # ended meanwhile, or not ours to read
    return found


def _default_dispositions() -> None:
    """In the child, before exec: the signals the tests send act by default, whatever this process inherited.

    Under ``nohup`` SIGHUP is ignored, and a shell's background job ignores SIGINT; an ignored signal stays ignored
    across exec (and ``cleanup_on_termination`` keeps it so, by design), so the test sets what it tests.
    """
    for signum in (signal.SIGHUP, signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, signal.SIG_DFL)


def _start(args: list[str], cwd: Path) -> tuple[subprocess.Popen, str]:
    mark = uuid.uuid4().hex
    env = {**os.environ, "PYTHONPATH": str(ROOT), MARK: mark}
    proc = subprocess.Popen([sys.executable, "-m", "ringcalc", *args], cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, preexec_fn=_default_dispositions)
    return proc, mark


def _wait_until(condition, timeout: float, what: str) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def _ended_by(proc: subprocess.Popen, signum: int, mark: str, *, line: bool = True) -> str:
    try:
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:  # pragma: no cover - only if the test fails
            proc.kill()
    try:
        # everything it started is gone (the ranks would otherwise run for a minute)
        _wait_until(lambda: not _marked(mark), 5, "the processes of the run to end")
    finally:
        for pid in _marked(mark):  # pragma: no cover - only if the test fails: leave nothing behind
            os.kill(pid, signal.SIGKILL)
    lines = [ln for ln in err.splitlines() if ln.strip() and not ln.startswith("note: ")]  # (a long range's note)
    if signum == signal.SIGINT:  # Ctrl-C: KeyboardInterrupt, exit code 130 as shells report it
        assert proc.returncode == 130, (proc.returncode, err)
        assert not line or (len(lines) == 1 and lines[0].startswith("error: interrupted")), err
        return lines[0] if lines else ""
    assert proc.returncode == -signum, (proc.returncode, err)
    assert len(lines) == 1 and lines[0].startswith(f"error: stopped by {signal.Signals(signum).name}"), err
    return lines[0]


@pytest.mark.slow
@pytest.mark.mpi
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_signal_to_measure_stops_every_rank(signum, tmp_path):
    pytest.importorskip("mpi4py")
    proc, mark = _start(["measure", "--ranks", "2", "--min-size", "4KiB", "--max-size", "64MiB", "--iters", "2000",
                         "--timeout", "120", "--out", "m.csv", "--save", "c.json"], tmp_path)
    # wait until the ranks run (the worker module is on their command line)
    _wait_until(lambda: sum("--worker" in c for c in _marked(mark).values()) >= 2 or proc.poll() is not None,
                60, "the ranks to start")
    assert proc.poll() is None, proc.communicate()
    time.sleep(0.5)
    proc.send_signal(signum)
    line = _ended_by(proc, signum, mark)
    assert list(tmp_path.iterdir()) == []
    assert "all ranks were stopped" in line


@pytest.mark.slow
@pytest.mark.mpi
def test_sigkill_to_measure_ends_prterun_and_every_rank(tmp_path):
    """Issue 18: SIGKILL (which nothing can catch) on ``ringcalc measure --ranks 4`` left prterun and its ranks
    running past --timeout. prterun now gets SIGTERM when ringcalc dies and each rank SIGKILL when its parent
    does (prctl PR_SET_PDEATHSIG), and the ranks watch ringcalc themselves."""
    pytest.importorskip("mpi4py")
    # one size that takes a minute: no row reaches prterun's closed stdout meanwhile (which would end it anyway)
    proc, mark = _start(["measure", "--ranks", "4", "--min-size", "16MiB", "--max-size", "16MiB", "--iters", "3000",
                         "--timeout", "60"], tmp_path)
    _wait_until(lambda: sum("--worker" in c for c in _marked(mark).values()) >= 4 or proc.poll() is not None,
                60, "the ranks to start")
    assert proc.poll() is None, proc.communicate()
    time.sleep(1.0)
    proc.kill()
    proc.communicate(timeout=10)
    try:
        _wait_until(lambda: not _marked(mark), 10, "prterun and the ranks to end after ringcalc's SIGKILL")
    finally:
        for pid in _marked(mark):  # pragma: no cover - only if the test fails: leave nothing behind
            os.kill(pid, signal.SIGKILL)


def _rank_script(tmp_path: Path, body: str) -> Path:
    script = tmp_path / "rank.py"
    script.write_text("import os, sys, time\nsys.path.insert(0, %r)\n" % str(ROOT) + body)
    return script


def test_a_rank_ends_with_its_parent_even_inside_a_c_call(tmp_path):
    """die_with_parent: the parent (a stand-in launcher) is SIGKILLed; its child, blocked in a C call (sleep),
    ends within a second, by the kernel's parent-death signal or the watch thread."""
    child = _rank_script(tmp_path, "from ringcalc.signals import die_with_parent\ndie_with_parent()\n"
                                   "print(os.getpid(), flush=True)\ntime.sleep(120)\n")
    launcher = subprocess.Popen([sys.executable, "-c", "import subprocess, sys, time\n"
                                 f"p = subprocess.Popen([sys.executable, {str(child)!r}])\ntime.sleep(120)\n"],
                                stdout=subprocess.PIPE, text=True)
    rank = None
    try:
        rank = int(launcher.stdout.readline())  # the rank prints its PID once die_with_parent has run
        launcher.kill()
        launcher.wait(timeout=10)
        _wait_until(lambda: not _exists(rank), 10, "the orphaned rank to end")
    finally:
        launcher.kill()
        if rank is not None and _exists(rank):  # pragma: no cover - only if the test fails
            os.kill(rank, signal.SIGKILL)


def test_a_rank_ends_at_its_timeout_even_inside_a_c_call(tmp_path):
    """exit_after: a rank whose launcher cannot stop it (it hangs in a C call) ends at its timeout by itself."""
    script = _rank_script(tmp_path, "from ringcalc.signals import exit_after\nexit_after(1.0)\ntime.sleep(120)\n")
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "Timeout" in proc.stderr


def _exists(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_signal_to_sweep_mid_write_leaves_no_file(signum, tmp_path):
    proc, mark = _start(["sweep", "--model", "vgg16", "-n", "2..1024", "--bandwidth", "1GbE,10GbE,100GbE,400GbE",
                         "--latency", "0,1us,5us", "--step-time", "0.1,0.5,1,5,10", "--out", "big.csv"], tmp_path)
    _wait_until(lambda: any(p.name.startswith(".big.csv.") for p in tmp_path.iterdir()) or proc.poll() is not None,
                60, "the temporary file")
    proc.send_signal(signum)
    line = _ended_by(proc, signum, mark, line=signum != signal.SIGINT)  # typer ends Ctrl-C silently
    assert list(tmp_path.iterdir()) == []
    assert signum == signal.SIGINT or "nothing was written to 'big.csv'" in line


def test_sigterm_in_the_block_raises_terminated_and_goes_on_to_the_previous_handler():
    seen = []
    previous = signal.signal(signal.SIGTERM, lambda s, f: seen.append(s))
    try:
        cleaned = []
        with pytest.raises(Terminated) as exc:
            with cleanup_on_termination("cleaned"):
                try:
                    os.kill(os.getpid(), signal.SIGTERM)
                    time.sleep(5)  # the handler interrupts this
                finally:
                    cleaned.append(True)
        assert exc.value.signum == signal.SIGTERM and cleaned == [True]
        assert seen == [signal.SIGTERM]  # delivered again, to the handler that was there before
        assert signal.getsignal(signal.SIGTERM) is not None and signal.getsignal(signal.SIGTERM) != signal.SIG_DFL
    finally:
        signal.signal(signal.SIGTERM, previous)


def test_an_ignored_signal_stays_ignored_and_handlers_are_restored():
    old_hup = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    old_term = signal.getsignal(signal.SIGTERM)
    try:
        with cleanup_on_termination():
            assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN  # nohup's choice is kept
            assert signal.getsignal(signal.SIGTERM) is not old_term
            os.kill(os.getpid(), signal.SIGHUP)  # ignored: nothing happens
        assert signal.getsignal(signal.SIGTERM) is old_term
    finally:
        signal.signal(signal.SIGHUP, old_hup)
