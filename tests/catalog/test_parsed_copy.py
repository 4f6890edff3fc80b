"""The catalog's parsed JSON copies (``models/_parsed``): current, exact, and never trusted over the TOML."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.catalog import parsed_copy
from ringcalc.catalog.load import FILES, _load, catalog_dir
from ringcalc.errors import RingcalcError


@pytest.mark.parametrize("name", sorted(FILES.values()))
def test_shipped_copy_is_current_and_equals_the_toml(name):
    path = catalog_dir() / name
    raw = path.read_bytes()
    copy = json.loads(parsed_copy.copy_path(path).read_text(encoding="utf-8"))
    assert copy["toml"] == parsed_copy.stamp(raw), f"{path.name}: stale parsed copy; run `make codegen`"
    assert copy["data"] == tomllib.loads(raw.decode("utf-8"))  # floats round-trip exactly through JSON


def _catalog_copy(tmp_path: Path) -> Path:
    for name in FILES.values():
        shutil.copy(catalog_dir() / name, tmp_path / name)
    shutil.copytree(catalog_dir() / parsed_copy.FOLDER, tmp_path / parsed_copy.FOLDER)
    return tmp_path


@settings(max_examples=25, deadline=None)
@given(value=st.floats(min_value=1e-3, max_value=1e15, allow_nan=False), at=st.integers(0, 10**6))
def test_an_edited_toml_is_read_as_toml_not_from_its_stale_copy(tmp_path_factory, value, at):
    """Any edit changes the size or the CRC-32, so the copy is passed over (here: one number appended)."""
    directory = _catalog_copy(tmp_path_factory.mktemp("cat"))
    path = directory / FILES["models"]
    text = path.read_text(encoding="utf-8").rstrip("\n")
    path.write_text(f"{text}\n\n[models.edited-{at}]\nparams = {value!r}\nsource = \"a test\"\n", encoding="utf-8")
    data = parsed_copy.read(path)
    assert data["models"][f"edited-{at}"]["params"] == value


def test_without_copies_the_catalog_loads_the_same(tmp_path):
    directory = _catalog_copy(tmp_path)
    shutil.rmtree(directory / parsed_copy.FOLDER)
    for table in FILES:
        assert _load(table, directory.resolve()).entries == _load(table, catalog_dir().resolve()).entries


def test_a_corrupt_copy_falls_back_to_the_toml(tmp_path):
    directory = _catalog_copy(tmp_path)
    parsed_copy.copy_path(directory / FILES["links"]).write_text("{not json", encoding="utf-8")
    assert parsed_copy.read(directory / FILES["links"]) == tomllib.loads((directory / FILES["links"]).read_text())


def test_write_round_trips(tmp_path):
    directory = _catalog_copy(tmp_path)
    written = parsed_copy.write(directory / FILES["clusters"])
    assert json.loads(written.read_text())["data"] == tomllib.loads((directory / FILES["clusters"]).read_text())


@pytest.mark.parametrize(("content", "message"), [(b"x = = 1", "invalid TOML"), (b"\xff\xfe", "not UTF-8")])
def test_bad_files_are_domain_errors_naming_the_file(tmp_path, content, message):
    path = tmp_path / "dl_models.toml"
    path.write_bytes(content)
    with pytest.raises(RingcalcError, match=message) as info:
        parsed_copy.read(path)
    assert str(path) in str(info.value)
