"""Output files (ringcalc.output.tables.write, ringcalc.output.figures.save): unwritable paths are one-line errors, nothing left behind."""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
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


FLOATS = st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from([5e-324, 1e308, 0.1 + 0.2, -0.0, 1 / 3])


@settings(max_examples=100, deadline=None)
@given(floats=st.lists(FLOATS, min_size=1, max_size=8), ints=st.integers(-2**62, 2**62), text=st.text(max_size=6))
def test_json_writes_every_float_so_that_it_reads_back_the_same(floats, ints, text):
    """Issue 18: the sweep's JSON rounded to 15 significant digits; every float now reads back to itself, as in
    every other output (render.to_json: json.dumps), and inf / nan are null (strict JSON)."""
    import json
    import math

    import pandas as pd

    from ringcalc.cli.render import to_json

    df = pd.DataFrame({"x_s": floats, "n": [ints] * len(floats), "name": pd.Categorical([text] * len(floats)),
                       "flag": [True] * len(floats), "s": pd.array([text, None] * len(floats), dtype="string")[:len(floats)]})
    rows = json.loads(report.to_json(df))
    assert [r["x_s"] for r in rows] == [v if math.isfinite(v) else None for v in floats]
    assert rows == json.loads(to_json(df.to_dict("records")))  # the CLI's own JSON of the same values
    assert all(r["n"] == ints and r["name"] == text and r["flag"] is True for r in rows)
    assert [r["s"] for r in rows] == [text, None] * (len(floats) // 2) + [text] * (len(floats) % 2)


def test_sweep_json_file_and_stdout_read_back_exactly(tmp_path):
    df = sweep(model="resnet50", workers="3,5,7", bandwidth="10GbE", latency="3us", step_time=0.3, target_efficiency=0.9)
    for text in (report.write(df, tmp_path / "s.json").read_text(), run("sweep", "--model", "resnet50", "-n", "3,5,7", "-b",
                 "10GbE", "--latency", "3us", "-t", "0.3", "-e", "0.9", "-f", "json").stdout):
        import json

        rows = json.loads(text)
        assert [r["required_bandwidth_bytes_per_s"] for r in rows] == df["required_bandwidth_bytes_per_s"].tolist()
        assert [r["efficiency"] for r in rows] == df["efficiency"].tolist()


_leaf = st.one_of(st.none(), st.integers(-5, 5), st.floats(allow_nan=False, allow_infinity=False),
                  st.text("xyz ", max_size=5))
_records = st.recursive(_leaf, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                       st.dictionaries(st.sampled_from("abc"), inner, max_size=3)),
                        max_leaves=10)


@settings(max_examples=100)
@given(rows=st.lists(st.dictionaries(st.sampled_from(["x", "layout", "notes"]), _records, min_size=1), min_size=1,
                     max_size=3))
def test_csv_cells_are_never_python_reprs(rows):
    """A nested record becomes parent.child columns and a list of records JSON, never a Python repr (before,
    `memory -f csv` wrote the layout as "{'tp': 8, 'pp': 1, ...}")."""
    import csv
    import io
    import json

    from ringcalc.cli.render import to_csv

    for row in csv.DictReader(io.StringIO(to_csv(rows))):
        for cell in row.values():
            assert "{'" not in cell and "None" not in cell
            if cell.startswith(("[", "{")):
                json.loads(cell)
