"""Any text given as a file path is read, written or refused with a RingcalcError; never another exception.

The CLI fuzz found ``--scenario $'\\x00'`` raising ``ValueError: embedded null byte``
from ``open``; this test generates paths for every function that opens a
user's file, so the siblings of that case are covered too.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError

PATHS = st.one_of(
    st.text(min_size=0, max_size=40),
    st.text(alphabet=st.sampled_from("ab/.\x00\n\t~-_ \\:*?\u202e\udcff"), max_size=12),
    st.just("x" * 300),  # longer than a file name may be
    st.sampled_from(["", ".", "..", "/", "/dev/null", "/proc", "/nonexistent/dir/file", "-"]),
)


def _readers():
    from ringcalc.calibrate.calibration_file import load_calibration
    from ringcalc.calibrate.nccl_log import read_nccl_log
    from ringcalc.planning.scenario import Scenario
    from ringcalc.planning.scenario_file import load_scenario_file

    return {
        "scenario file": load_scenario_file,
        "calibration": load_calibration,
        "nccl log": read_nccl_log,
        "Scenario(calibration=)": lambda p: Scenario(model="vgg16", workers=4, calibration=p),
    }


def _writers():
    from ringcalc.output.atomic import write_atomically

    return {"atomic write": lambda p: write_atomically(p, ".tmp", lambda fd, tmp: __import__("os").close(fd))}


@pytest.mark.parametrize("name", list(_readers()))
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=PATHS)
@example(path="\x00")
@example(path="a\x00b")
def test_reading_any_path_works_or_is_refused(name, path):
    try:
        _readers()[name](path)
    except RingcalcError as exc:
        assert str(exc)  # the CLI prints it as one line, control characters escaped


@pytest.mark.parametrize("name", list(_writers()))
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(path=PATHS.filter(lambda p: "/" not in p or p.startswith("/nonexistent")))
@example(path="\x00")
def test_writing_any_path_works_or_is_refused(name, path, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the same directory for every example: files may pile up, which is harmless
    try:
        _writers()[name](path)
    except RingcalcError as exc:
        assert str(exc)


@pytest.mark.parametrize("name", list(_readers()))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(depth=st.integers(0, 200_000), prefix=st.sampled_from(["", "workers = "]), unit=st.sampled_from(["[", '{"a": ', "{b = "]),
       closed=st.booleans(), digits=st.integers(1, 6000))
@example(depth=100_000, prefix="", unit="[", closed=False, digits=1)  # issue 18: RecursionError from a calibration
@example(depth=0, prefix="workers = ", unit="[", closed=True, digits=5000)  # an integer Python will not convert
def test_any_nesting_depth_or_number_length_is_read_or_refused(name, depth, prefix, unit, closed, digits, tmp_path):
    """JSON or TOML nested ``depth`` deep around a number of ``digits`` digits."""
    closer = "]" if unit == "[" else "}"
    path = tmp_path / "f.txt"
    path.write_text(prefix + unit * depth + "1" * digits + (closer * depth if closed else ""))
    try:
        _readers()[name](path)
    except RingcalcError as exc:
        assert str(exc) and "\n" not in str(exc)
