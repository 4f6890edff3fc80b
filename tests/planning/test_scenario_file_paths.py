"""Paths and yes/no values in a scenario file (ringcalc/planning/scenario_file.py).

``cluster = "cl1.toml"`` in ``sub/t7.toml`` was read from the shell's working directory ("cannot read cl1.toml: no
such file" from the folder above): a relative path in a scenario file is now read from the file's own folder, a
catalog name stays a name, an absolute path stays as it is, and a path typed on the command line stays relative to
the working directory. ``nvls = true`` was refused ("expected a string or a number, got a boolean") although the
catalog's clusters.toml writes it so: the yes/no options take TOML booleans, and only they do.
"""

from __future__ import annotations

import json
import os
import string
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from ringcalc.planning.option_parsers import parse_cluster, parse_path, parse_switch
from ringcalc.planning.option_parsers import names_a_file
from ringcalc.planning.scenario_file import SWITCH_OPTIONS, load_scenario_file
from ringcalc.planning.scenario_options import FILE_OPTIONS, OPTIONS
from ringcalc.planning.sweep_grid import expand
from tests.paths import ROOT

FOLDER = ROOT / "tests/fixtures/scenario_paths/cluster"
runner = CliRunner()


def _json(result) -> dict:
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# ---------------------------------------------------------------- relative paths: from the file's folder


def test_a_relative_cluster_path_in_a_scenario_file_is_read_from_the_files_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a folder without cl1.toml
    from_file = _json(runner.invoke(app, ["efficiency", "--scenario", str(FOLDER / "plan.toml"), "-f", "json"]))
    typed = _json(runner.invoke(app, ["efficiency", "--model", "gpt2-xl", "-n", "64", "-t", "0.5",
                                      "--cluster", str(FOLDER / "cl1.toml"), "-f", "json"]))
    assert from_file == typed
    catalog = _json(runner.invoke(app, ["efficiency", "--model", "gpt2-xl", "-n", "64", "-t", "0.5",
                                        "--cluster", "dgx-h100", "-f", "json"]))
    assert from_file != catalog  # the fixture's 4 NICs per node, not a catalog node's 8


def test_a_scenario_file_given_by_a_relative_path_reads_its_cluster_from_its_own_folder(tmp_path, monkeypatch):
    """The hunter's repro: ``ringcalc efficiency --scenario sub/t7.toml`` from the folder above ``sub``."""
    _write(tmp_path / "sub/cl1.toml", (FOLDER / "cl1.toml").read_text(encoding="utf-8"))
    _write(tmp_path / "sub/t7.toml", 'model="gpt2-xl"\nworkers=64\nstep-time="0.5"\ncluster="cl1.toml"\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["efficiency", "--scenario", "sub/t7.toml", "-f", "json"])
    assert result.exit_code == 0, result.output
    assert load_scenario_file("sub/t7.toml")["cluster"] == str(tmp_path / "sub/cl1.toml")


def test_a_missing_cluster_file_is_named_by_the_path_it_was_looked_for_at(tmp_path, monkeypatch):
    _write(tmp_path / "sub/t9.toml", 'model="gpt2-xl"\nworkers=64\nstep-time="0.5"\ncluster="cl2.toml"\n')
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["efficiency", "--scenario", "sub/t9.toml"])
    assert result.exit_code == 2
    assert f"cannot read {tmp_path / 'sub/cl2.toml'}: no such file" in result.stderr, result.output


def test_a_relative_calibration_path_in_a_scenario_file_is_read_from_the_files_folder(tmp_path, monkeypatch):
    """The CLI joined the calibration to the file's folder itself: joined twice, ``sub/sub/cal.json`` would be read."""
    log = ROOT / "tests/fixtures/nccl/allreduce_nccltests2.17_1node_4rank.txt"
    (tmp_path / "sub").mkdir()
    assert runner.invoke(app, ["fit", str(log), "--save", str(tmp_path / "sub/cal.json")]).exit_code == 0
    _write(tmp_path / "sub/s.toml", 'size = "1GB"\nworkers = 4\ncalibration = "cal.json"\nstep-time = 1\n')
    monkeypatch.chdir(tmp_path)
    from_file = _json(runner.invoke(app, ["efficiency", "--scenario", "sub/s.toml", "-f", "json"]))
    typed = _json(runner.invoke(app, ["efficiency", "--size", "1GB", "-n", "4", "-t", "1", "--calibration",
                                      "sub/cal.json", "-f", "json"]))
    assert from_file["bandwidth_bytes_per_s"] == typed["bandwidth_bytes_per_s"]
    assert load_scenario_file("sub/s.toml")["calibration"] == str(tmp_path / "sub/cal.json")


def test_a_catalog_cluster_name_in_a_scenario_file_stays_a_catalog_name(tmp_path):
    _write(tmp_path / "dgx-h100", "not a cluster file\n")  # a file of the same name beside it changes nothing
    path = _write(tmp_path / "s.toml", 'cluster = "dgx-h100"\n')
    assert load_scenario_file(path) == {"cluster": "dgx-h100"}


def test_an_absolute_path_in_a_scenario_file_stays_as_it_is(tmp_path):
    elsewhere = str(FOLDER / "cl1.toml")
    path = _write(tmp_path / "s.toml", f'cluster = {json.dumps(elsewhere)}\ncalibration = "/nowhere/cal.json"\n')
    assert load_scenario_file(path) == {"cluster": elsewhere, "calibration": "/nowhere/cal.json"}


def test_a_cluster_path_on_the_command_line_stays_relative_to_the_working_directory(tmp_path, monkeypatch):
    """The file's folder holds cl1.toml, the working directory does not: ``--cluster cl1.toml`` is not found."""
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["efficiency", "--scenario", str(FOLDER / "plan.toml"), "--cluster", "cl1.toml"])
    assert result.exit_code == 2 and "cannot read cl1.toml: no such file" in result.stderr, result.output
    _write(tmp_path / "cl1.toml", (FOLDER / "cl1.toml").read_text(encoding="utf-8").replace("nics_per_node = 4",
                                                                                            "nics_per_node = 2"))
    here = _json(runner.invoke(app, ["efficiency", "--scenario", str(FOLDER / "plan.toml"), "--cluster", "cl1.toml",
                                     "-f", "json"]))
    beside = _json(runner.invoke(app, ["efficiency", "--scenario", str(FOLDER / "plan.toml"), "-f", "json"]))
    assert here["comm_time_s"] > beside["comm_time_s"]  # 2 NICs per node (the working directory's), not 4


def test_a_sweep_file_s_list_of_clusters_reads_each_path_from_the_files_folder(tmp_path, monkeypatch):
    """``../x.toml`` was also read as a range (``..``) by the sweep: the path is normalised first."""
    _write(tmp_path / "cl0.toml", (FOLDER / "cl1.toml").read_text(encoding="utf-8"))
    _write(tmp_path / "sub/cl1.toml", (FOLDER / "cl1.toml").read_text(encoding="utf-8"))
    _write(tmp_path / "sub/s.toml", 'model = "gpt2-xl"\nworkers = 64\nstep-time = 0.5\n'
                                    'cluster = ["dgx-h100", "cl1.toml", "../cl0.toml"]\n')
    _write(tmp_path / "sub/t.toml", 'model = "gpt2-xl"\nworkers = 64\nstep-time = 0.5\n'
                                    'cluster = "dgx-h100, cl1.toml,../cl0.toml"\n')
    monkeypatch.chdir(tmp_path)
    for name in ("s.toml", "t.toml"):
        assert load_scenario_file(f"sub/{name}", lists=expand)["cluster"] == ",".join(
            ["dgx-h100", str(tmp_path / "sub/cl1.toml"), str(tmp_path / "cl0.toml")])
        rows = _json(runner.invoke(app, ["sweep", "--scenario", f"sub/{name}", "-f", "json"]))
        assert len(rows) == 3


def test_every_option_whose_value_is_a_path_is_read_from_the_files_folder():
    """The sibling guard: a new path-valued option joins FILE_OPTIONS, which load_scenario_file resolves."""
    assert {o.name for o in OPTIONS if o.parse in (parse_path, parse_cluster)} == FILE_OPTIONS


NAME = st.text(string.ascii_letters + string.digits + "-_. ", min_size=1, max_size=12).filter(
    lambda s: s.strip(" .") and not s.startswith(" ") and ".." not in s)


@settings(max_examples=60, deadline=None)
@given(option=st.sampled_from(sorted(FILE_OPTIONS)), folders=st.lists(NAME, max_size=2), up=st.booleans(),
       name=NAME, suffix=st.sampled_from([".toml", ".json", ""]), relative_scenario=st.booleans())
def test_any_relative_path_in_a_scenario_file_is_read_from_the_files_folder(option, folders, up, name, suffix,
                                                                             relative_scenario):
    value = "/".join([*([".."] if up else []), *folders, name + suffix])
    if option == "cluster" and not names_a_file(value):
        return  # a catalog name (parse_cluster's rule): the next test
    with tempfile.TemporaryDirectory() as top:
        base = Path(top).resolve() / "a" / "scenarios"
        base.mkdir(parents=True)
        target = _write(base / value, "")  # where the file's folder says the value is
        scenario = _write(base / "s.toml", f"{option} = {json.dumps(value)}\n")
        cwd = os.getcwd()
        os.chdir(top)  # never the scenario's folder
        try:
            given_path = os.path.relpath(scenario) if relative_scenario else scenario
            resolved = load_scenario_file(given_path)[option]
        finally:
            os.chdir(cwd)
        assert os.path.isabs(resolved) and Path(resolved) == target.resolve(), (value, resolved)


@settings(max_examples=200, deadline=None)
@given(text=st.text(string.ascii_letters + string.digits + "-_./ ", min_size=1, max_size=16))
def test_what_the_file_reads_as_a_cluster_path_parse_cluster_reads_as_a_path_too(text):
    """names_a_file is parse_cluster's own rule; were they to part, a name would be joined to the folder."""
    if names_a_file(text):
        assert parse_cluster(text) == text
    else:
        try:
            parse_cluster(text)
        except RingcalcError as exc:
            assert "cannot read" not in exc.message  # refused as an unknown name, not looked for as a file


# ---------------------------------------------------------------- booleans: the yes/no options, and only they


def test_the_yes_no_options_are_the_switches_nvls_and_sharp():
    assert SWITCH_OPTIONS == {o.name for o in OPTIONS if o.parse is parse_switch} == {"nvls", "sharp"}


@pytest.mark.parametrize("option", sorted(SWITCH_OPTIONS))
@pytest.mark.parametrize("flag", [True, False])
def test_a_toml_boolean_for_a_yes_no_option_means_yes_or_no(tmp_path, option, flag):
    key = option.replace("_", "-")
    from_bool = _json(runner.invoke(app, ["efficiency", "--scenario",
                                          str(_write(tmp_path / "b.toml", f"{key} = {str(flag).lower()}\n")),
                                          "--model", "gpt2-xl", "-n", "64", "-t", "0.5", "--cluster", "dgx-h100",
                                          "-f", "json"]))
    typed = _json(runner.invoke(app, ["efficiency", f"--{key}", "yes" if flag else "no", "--model", "gpt2-xl", "-n",
                                      "64", "-t", "0.5", "--cluster", "dgx-h100", "-f", "json"]))
    assert from_bool == typed


def test_the_catalog_s_own_nvls_true_is_read_from_a_scenario_file(tmp_path):
    path = _write(tmp_path / "s.toml", "nvls = true\nsharp = false\n")
    assert load_scenario_file(path) == {"nvls": "yes", "sharp": "no"}
    path = _write(tmp_path / "w.toml", "nvls = [true, false]\n")
    assert load_scenario_file(path, lists=expand) == {"nvls": "yes,no"}


@settings(max_examples=80, deadline=None)
@given(row=st.sampled_from(OPTIONS), flag=st.booleans(), listed=st.booleans(), spelling=st.booleans())
def test_a_toml_boolean_is_taken_for_a_yes_no_option_and_refused_for_any_other(row, flag, listed, spelling):
    key = row.file_key if spelling else row.name
    value = f"[{str(flag).lower()}]" if listed else str(flag).lower()
    with tempfile.TemporaryDirectory() as top:
        path = _write(Path(top) / "s.toml", f"{key} = {value}\n")
        try:
            out = load_scenario_file(path, lists=expand if listed else None)
        except RingcalcError as exc:
            assert row.name not in SWITCH_OPTIONS, exc.message
            assert exc.option == "scenario" and "\n" not in exc.message and key in exc.message
            assert "got a boolean" in exc.message or row.name == "calibration", exc.message
        else:
            assert row.name in SWITCH_OPTIONS and out == {row.name: "yes" if flag else "no"}
