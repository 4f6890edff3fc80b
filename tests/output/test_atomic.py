"""Atomic writes (ringcalc/output/atomic.py): a write killed by SIGKILL leaves a temporary; the next write removes it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ringcalc.output import atomic
from ringcalc.output.atomic import remove_stale_temporaries, write_atomically
from tests.paths import ROOT


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid  # ended and reaped: no process has this PID (until the system reuses it)


@pytest.mark.slow
def test_sigkill_during_sweep_out_leaves_a_temporary_that_the_next_write_removes(tmp_path):
    """Issue 18: SIGKILL (no handler can run) during ``sweep --out`` left ``.NAME.<random>.tmp`` for good."""
    cmd = [sys.executable, "-m", "ringcalc", "sweep", "--model", "vgg16", "-n", "2..1024", "--bandwidth",
           "1GbE,10GbE,100GbE,400GbE", "--latency", "0,1us,5us", "--step-time", "0.1,0.5,1,5,10", "--out", "big.csv"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(cmd, cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic() + 60
    while not any(p.name.startswith(".big.csv.") for p in tmp_path.iterdir()):
        assert proc.poll() is None and time.monotonic() < end, "the sweep ended before it wrote"
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    left = [p.name for p in tmp_path.iterdir()]
    assert left and all(name.startswith(".big.csv.") for name in left)  # nothing could remove it
    subprocess.run([*cmd[:4], "--model", "vgg16", "-n", "2", "--bandwidth", "1GbE", "--step-time", "1", "--out",
                    "big.csv"], cwd=tmp_path, env=env, check=True, capture_output=True)
    assert [p.name for p in tmp_path.iterdir()] == ["big.csv"]


NAMES = st.sampled_from(["x.csv", "a b.png", "plan-summary.json", ".hidden", "über.svg"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=NAMES, suffix=st.sampled_from([".tmp", ".png"]), host=st.sampled_from(["this", "other", None]),
       alive=st.booleans(), age_s=st.sampled_from([0.0, 10.0, atomic.STALE_AFTER_S + 60]),
       tail=st.sampled_from(["abcdefgh", "a1_b2c3d", "ABCDEFGH", "abc", "abcdefghi"]))
def test_only_temporaries_whose_writer_is_gone_are_removed(tmp_path_factory, name, suffix, host, alive, age_s, tail):
    """On this host a PID that runs keeps its temporary and one that does not loses it; another host's or the old
    naming's after STALE_AFTER_S; a name of another form (another file, another suffix) is never touched."""
    folder = tmp_path_factory.mktemp("w")
    pid = os.getpid() if alive else _dead_pid()
    hostname = {"this": atomic._HOST, "other": "elsewhere", None: None}[host]
    middle = tail if hostname is None else f"{hostname}-{pid}-{tail}"
    tmp = folder / f".{name}.{middle}{suffix}"
    other = folder / f".{name}x.{tail}{suffix}"  # another file's temporary
    for p in (tmp, other):
        p.write_text("")
        os.utime(p, (time.time() - age_s,) * 2)
    removed = remove_stale_temporaries(folder / name, suffix)
    well_formed = len(tail) == 8 and tail == tail.lower()
    if not well_formed:
        stale = False
    elif hostname == atomic._HOST:
        stale = not alive
    else:
        stale = age_s > atomic.STALE_AFTER_S
    assert removed == ([tmp] if stale else []) and tmp.exists() == (not stale) and other.exists()


def test_a_write_removes_stale_temporaries_and_names_its_own_with_host_and_pid(tmp_path):
    stale = tmp_path / f".r.csv.{atomic._HOST}-{_dead_pid()}-abcdefgh.tmp"
    stale.write_text("")
    seen = []
    write_atomically(tmp_path / "r.csv", ".tmp", lambda fd, tmp: (seen.append(tmp.name), os.close(fd)))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.csv"]
    assert seen[0].startswith(f".r.csv.{atomic._HOST}-{os.getpid()}-") and seen[0].endswith(".tmp")
