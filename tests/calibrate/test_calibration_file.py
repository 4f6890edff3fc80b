"""The calibration file is checked on load: any corruption is one error naming the file and field (issue 11)."""

from __future__ import annotations

import copy
import json
import math

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc.calibrate.calibration_file import load_calibration
from ringcalc.calibrate.select import calibrate
from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from tests.calibrate.synthetic import SIZES, ring_time, synthetic_log

runner = CliRunner()


def _valid(form: str = "piecewise") -> dict:
    from ringcalc.calibrate.nccl_log import parse_nccl_log

    sizes = np.array(SIZES, dtype=float)
    (run,) = parse_nccl_log(synthetic_log(ring_time(8, sizes, 3e-6, 100e9), 8, SIZES), source="synthetic")
    return calibrate([run], form).to_calibration().to_dict()


VALID = _valid()
VALID_RING = _valid("ring")  # one global (alpha, B): the top-level fields are the ones planning reads


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
        cal = _load_text(where := tmp_path_factory.mktemp("c"), json.dumps(d))
    except RingcalcError as exc:
        assert "\n" not in str(exc) and "c.json" in str(exc)
        return
    _plans_with(cal, where / "c.json")


def _plans_with(cal, path) -> None:
    """An accepted calibration predicts finite, positive times and gives the planner alpha and B at any size."""
    from ringcalc.planning.calibrated import CalibratedNetwork

    t = cal.predict_time_s(2**20, 8)
    assert np.isfinite(t) and t > 0
    for size in (1.0, 300.0, 1e4, 2**20, 1e9, 1e13):
        for n in (2, 8, 64):
            v = CalibratedNetwork.load(path, size).values(n)
            assert v["alpha"] >= 0 and 0 < v["B"] < math.inf


def _null_cases():
    for base, d in (("piecewise", VALID), ("ring", VALID_RING)):
        for path in [p for p in _paths(d) if p[0] not in ("sources", "selection", "notes")] + [()]:
            yield pytest.param(base, path, id=f"{base}-{'.'.join(map(str, path)) or 'every-field'}")


@pytest.mark.parametrize("base, path", list(_null_cases()))
def test_any_field_null_loads_or_names_the_field(tmp_path, base, path):
    """Each field set to null on its own, and every field null at once (``()``), in a piecewise and a ring file.

    issue 18: ``"beta_bytes_per_s": null`` in a ring calibration raised StopIteration in planning.
    """
    d = copy.deepcopy(VALID if base == "piecewise" else VALID_RING)
    if path:
        node = d
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = None
    else:
        d = _nulled(d)
    try:
        cal = _load_text(tmp_path, json.dumps(d))
    except RingcalcError as exc:
        assert "\n" not in str(exc) and "c.json" in str(exc)
        return
    _plans_with(cal, tmp_path / "c.json")


def _nulled(d):
    """Every leaf null, keeping the keys that say what the file is."""
    if isinstance(d, dict):
        return {k: (v if k in ("format", "version") else _nulled(v)) for k, v in d.items()}
    if isinstance(d, list):
        return [_nulled(v) for v in d]
    return None


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


@settings(max_examples=60, deadline=None)
@given(depth=st.integers(1, 200_000), opener=st.sampled_from(["[", '{"a": ', '{"segments": [']),
       closed=st.booleans(), at=st.sampled_from([None, "segments", "levels", "fitted_on", "alpha_s"]))
@example(depth=100_000, opener="[", closed=False, at=None)  # issue 18: RecursionError
def test_nesting_at_any_depth_loads_or_is_one_error(tmp_path_factory, depth, opener, closed, at):
    """Brackets nested ``depth`` deep, as the whole file or as one field's value."""
    closer = "".join({"[": "]", "{": "}"}[c] for c in reversed(opener) if c in "[{")
    deep = opener * depth + ("1" + closer * depth if closed else "")
    text = deep if at is None else json.dumps({**VALID, at: 0}).replace(f'"{at}": 0', f'"{at}": {deep}')
    try:
        cal = _load_text(where := tmp_path_factory.mktemp("c"), text)
    except RingcalcError as exc:
        assert "\n" not in str(exc) and "c.json" in str(exc)
        return
    _plans_with(cal, where / "c.json")


@settings(max_examples=40, deadline=None)
@given(order=st.permutations(range(len(VALID["segments"]))), scale=st.sampled_from([1.0, 1e-3, 1e3]))
def test_segments_in_any_order_or_size_load_or_are_one_error(tmp_path_factory, order, scale):
    """Segments reordered or resized by hand: planning never reads an unordered regime list."""
    d = copy.deepcopy(VALID)
    d["segments"] = [d["segments"][i] for i in order]
    d["segments"][0]["max_size_bytes"] *= scale
    try:
        cal = _load_text(where := tmp_path_factory.mktemp("c"), json.dumps(d))
    except RingcalcError as exc:
        assert "\n" not in str(exc) and "c.json" in str(exc)
        return
    _plans_with(cal, where / "c.json")
