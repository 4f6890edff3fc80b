"""Output files (ringcalc.output.tables.write, ringcalc.output.figures.save): unwritable paths are one-line errors, nothing left behind."""

from __future__ import annotations

import os

import pytest
from typer.testing import CliRunner

from ringcalc.output import figures as plot
from ringcalc.output import tables as report
from ringcalc.errors import RingcalcError
from ringcalc.planning.sweep import sweep
from tests.cli_runner import one_line_error as _one_line_error, run

runner = CliRunner()


@pytest.fixture
def a_file(tmp_path):
    f = tmp_path / "somefile"
    f.write_text("x")
    return f


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs Linux /proc")
def test_plot_and_sweep_to_proc_are_one_line_errors():
    r = run("plot", "efficiency", "--size", "1GB", "--step-time", "0.2", "-o", "/proc/x.png")
    _one_line_error(r, "--out", "cannot write", "/proc")
    r = run("sweep", "--size", "1GB", "--workers", "8", "--bandwidth", "100GbE", "--out", "/proc/x.csv")
    _one_line_error(r, "--out", "cannot write", "/proc")


def test_parent_that_is_a_file_is_named(a_file):
    r = run("plot", "efficiency", "--size", "1GB", "--step-time", "0.2", "-o", a_file / "x.png")
    _one_line_error(r, "--out", "is a file, not a directory")
    r = run("sweep", "--size", "1GB", "--workers", "8", "--bandwidth", "100GbE", "--out", a_file / "sub" / "x.csv")
    _one_line_error(r, "--out", "is a file, not a directory")


def test_missing_directory_and_directory_target(tmp_path):
    df = sweep(size="1GB", workers="8", bandwidth="100GbE")
    with pytest.raises(RingcalcError, match="does not exist"):
        report.write(df, tmp_path / "nope" / "x.csv")
    with pytest.raises(RingcalcError, match="is a directory"):
        report.write(df, tmp_path)
    assert list(tmp_path.iterdir()) == []  # no temporary file left behind


def test_write_oserror_becomes_ringcalc_error(tmp_path, monkeypatch):
    def refuse(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    df = sweep(size="1GB", workers="8", bandwidth="100GbE")
    with pytest.raises(RingcalcError, match="No space left on device") as err:
        report.write(df, tmp_path / "x.csv")
    assert err.value.option == "out"
    fig = plot.efficiency_vs_workers(None, size="1GB", step_time=0.2, links="100GbE", workers="8,16")
    with pytest.raises(RingcalcError, match="No space left on device"):
        plot.save(fig, tmp_path / "x.png")
    assert list(tmp_path.iterdir()) == []
