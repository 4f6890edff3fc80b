"""The calibration file is checked on load: any corruption is one error naming the file and field (issue 11)."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc.calibrate.calibration import load_calibration
from ringcalc.calibrate.select import calibrate
from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from tests.calibrate.synthetic import SIZES, ring_time, synthetic_log

runner = CliRunner()


def _valid() -> dict:
    from ringcalc.calibrate.nccl_log import parse_nccl_log

    sizes = np.array(SIZES, dtype=float)
    (run,) = parse_nccl_log(synthetic_log(ring_time(8, sizes, 3e-6, 100e9), 8, SIZES), source="synthetic")
    return calibrate([run], "piecewise").to_calibration().to_dict()


VALID = _valid()


def _paths(d, prefix=()):
    if isinstance(d, dict):
        for k, v in d.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


PATHS = [p for p in _paths(VALID) if p[0] not in ("sources", "selection", "notes")]
ODD = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_nan=False),
                st.text(max_size=5), st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3),
                st.integers(), max_size=2))  # fmt: skip


def _load_text(tmp_path, text: str | bytes):
    p = tmp_path / "c.json"
    p.write_bytes(text if isinstance(text, bytes) else text.encode())
    return load_calibration(p)


def test_the_valid_file_round_trips(tmp_path):
    cal = _load_text(tmp_path, json.dumps(VALID))
    assert cal.to_dict() == VALID


@settings(max_examples=150, deadline=None)
@given(path=st.sampled_from(PATHS), value=ODD)
def test_any_field_set_to_any_value_loads_or_names_the_field(tmp_path_factory, path, value):
    d = copy.deepcopy(VALID)
    node = d
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        cal = _load_text(tmp_path_factory.mktemp("c"), json.dumps(d))
    except RingcalcError as exc:
        assert "\n" not in str(exc) and "c.json" in str(exc)
        return
    # accepted: then every number it predicts with is finite and positive
    t = cal.predict_time_s(2**20, 8)
    assert np.isfinite(t) and t > 0


@pytest.mark.parametrize("text, match", [
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not a text file"),
    ('{"format": "ringcalc-calibration", "version": 2, "collective": "all_reduce", "ranks": 8, "model": "ring", '
     '"alpha_s": Infinity, "segments": []}', "not strict JSON"),
    ("[1, 2]", "not a ringcalc calibration"),
])
def test_corrupt_files_are_one_line_errors(tmp_path, text, match):
    with pytest.raises(RingcalcError, match=match):
        _load_text(tmp_path, text)


def test_null_bandwidth_in_sweep_is_refused_not_infinite(tmp_path):
    d = copy.deepcopy(VALID)
    for seg in d["segments"]:
        seg["beta_bytes_per_s"] = None
    p = tmp_path / "c.json"
    p.write_text(json.dumps(d))
    result = runner.invoke(app, ["sweep", "--calibration", str(p), "-n", "8", "--size", "1GB"])
    assert result.exit_code == 2 and "no finite bandwidth" in result.stderr
