"""Malformed nccl-tests logs (text and ``-J`` JSON) end in a RingcalcError or a valid parse, never another exception.

Issue 11: null or non-object JSON results tracebacked and a negative size was
fitted. These tests generate corrupt logs from a valid one (the fixture
``allreduce_json_v2_4rank.json`` and a text table in nccl-tests 2.17's layout,
``tests/fixtures/nccl/README.md``) and check that every parsed run holds only
measurements that can be real: sizes whole and >= 0, times finite and > 0.
"""

from __future__ import annotations

import copy
import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc.calibrate.nccl_log import parse_nccl_log, read_nccl_log
from ringcalc.errors import RingcalcError
from tests.paths import NCCL_FIXTURES

FIX = NCCL_FIXTURES
DOC = json.loads((FIX / "allreduce_json_v2_4rank.json").read_text())

ODD_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8),
    st.sampled_from(["N/A", " -1", "1e400", "NaN", "-Infinity", "12", "0", "-0", "8.5", "９"]),
    st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)

# the fields of a -J file that the reader uses (paths into DOC; "*" = every element)
FIELDS = [
    ("results",), ("results", 0), ("results", 0, "size"), ("results", 0, "count"), ("results", 0, "type"),
    ("results", 0, "redop"), ("results", 0, "root"), ("results", 0, "out_of_place"), ("results", 0, "in_place"),
    ("results", 1, "out_of_place", "time"), ("results", 1, "out_of_place", "alg_bw"),
    ("results", 1, "out_of_place", "bus_bw"), ("results", 1, "out_of_place", "nwrong"),
    ("results", 2, "in_place", "time"), ("args",), ("args", 0), ("config",), ("config", "devices"),
    ("config", "devices", 0), ("config", "devices", 1, "rank"), ("nccl_version",), ("average_bus_bandwidth",),
    ("average_bus_bandwidth", "bandwidth"), (),
]


def _set(doc, path, value):
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def _assert_valid(runs) -> None:
    for run in runs:
        assert run.rows
        for row in run.rows:
            assert isinstance(row.size_bytes, int) and row.size_bytes >= 0
            assert 0 <= row.count <= row.size_bytes
            for t in (row.out_of_place, row.in_place):
                if t is not None:
                    assert 1e-9 <= t.time_s <= 86_400  # 1 ns .. 1 day (nccl_records.MIN_TIME_S, MAX_TIME_S)
                    for v in (t.algbw_bytes_per_s, t.busbw_bytes_per_s, t.wrong):
                        assert v is None or (math.isfinite(v) and v >= 0)
        assert run.ranks is None or isinstance(run.ranks, int)


def _parse_or_refuse(text: str, source: str = "x.json") -> None:
    try:
        runs = parse_nccl_log(text, source=source)
    except RingcalcError as exc:
        msg = str(exc)
        assert "\n" not in msg and msg.startswith(source), msg
        return
    _assert_valid(runs)


@given(edits=st.lists(st.tuples(st.sampled_from(FIELDS), ODD_VALUES), min_size=1, max_size=3),
       drop=st.lists(st.sampled_from(FIELDS[1:]), max_size=2))
def test_corrupt_json_fields_are_refused_or_parsed_valid(edits, drop):
    doc = copy.deepcopy(DOC)
    for path, value in edits:
        try:
            doc = _set(doc, path, value)
        except (KeyError, IndexError, TypeError):
            pass  # an earlier edit removed the container
    for path in drop:
        try:
            target = doc
            for key in path[:-1]:
                target = target[key]
            del target[path[-1]]
        except (KeyError, IndexError, TypeError):
            pass
    _parse_or_refuse(json.dumps(doc, allow_nan=True))


@pytest.mark.parametrize("path,value,field", [
    (("results", 3), None, "results[3]"),
    (("results", 3), 7, "results[3]"),
    (("results", 0, "size"), -8, "results[0].size"),
    (("results", 0, "size"), 8.5, "results[0].size"),
    (("results", 0, "size"), "eight", "results[0].size"),
    (("results", 1, "out_of_place", "time"), -24.0, "results[1].out_of_place.time"),
    (("results", 1, "out_of_place", "time"), 0, "results[1].out_of_place.time"),
    (("results", 1, "out_of_place", "time"), float("nan"), "results[1].out_of_place.time"),
    (("results", 1, "out_of_place", "time"), True, "results[1].out_of_place.time"),
    (("results", 1, "out_of_place", "time"), 1e300, "results[1].out_of_place.time"),
    (("results", 1, "out_of_place", "time"), 1e-12, "results[1].out_of_place.time"),
    (("results", 1, "in_place"), [], "results[1].in_place"),
    (("results", 1, "in_place", "bus_bw"), -1.0, "results[1].in_place.bus_bw"),
    (("config",), [1], "config"),
    (("config", "devices", 1), "gpu", "config.devices[1]"),
    (("config", "devices", 1, "rank"), "one", "config.devices[1].rank"),
    (("average_bus_bandwidth",), 3, "average_bus_bandwidth"),
])
def test_the_error_names_the_file_and_the_field(path, value, field):
    doc = _set(copy.deepcopy(DOC), path, value)
    with pytest.raises(RingcalcError) as exc:
        parse_nccl_log(json.dumps(doc, allow_nan=True), source="out.json")
    assert str(exc.value).startswith(f"out.json: {field}:"), str(exc.value)


def test_missing_size_and_time_are_named():
    doc = copy.deepcopy(DOC)
    del doc["results"][2]["size"]
    with pytest.raises(RingcalcError, match=r"out\.json: results\[2\]\.size: missing"):
        parse_nccl_log(json.dumps(doc), source="out.json")
    doc = copy.deepcopy(DOC)
    del doc["results"][4]["in_place"]["time"]
    with pytest.raises(RingcalcError, match=r"out\.json: results\[4\]\.in_place\.time: missing"):
        parse_nccl_log(json.dumps(doc), source="out.json")


@pytest.mark.parametrize("text", ["{" * 100_000, '{"results": [' + "9" * 5000 + "]}", '{"results": 1e999}'])
def test_pathological_json_is_refused(text):
    with pytest.raises(RingcalcError, match="^x.json"):
        parse_nccl_log(text, source="x.json")


def test_the_unedited_fixture_still_parses():
    (run,) = read_nccl_log(FIX / "allreduce_json_v2_4rank.json")
    assert run.ranks == 4 and len(run.rows) == 11 and run.rows[0].root == -1
    _assert_valid([run])


# ------------------------------------------------------------------------- text logs

HEADER = """# nThread 1 nGpus 1 minBytes 8 maxBytes 128 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#
# Using devices
#  Rank  0 Group  0 Pid   1000 on host device  0 [0000:07:00] NVIDIA A100
#  Rank  1 Group  0 Pid   1001 on host device  1 [0000:08:00] NVIDIA A100
#
#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
"""
NUMBER_TOKENS = st.one_of(
    st.integers(min_value=-(10**20), max_value=10**20).map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(lambda x: f"{x:.6g}"),
    st.sampled_from(["N/A", "0", "-0", "nan", "inf", "-inf", "1e999", "0.00", "3*", "9" * 5000, "x"]),
)


@given(rows=st.lists(st.tuples(*(NUMBER_TOKENS for _ in range(2)), st.sampled_from(["float", "int8", "half"]),
                               *(NUMBER_TOKENS for _ in range(9))), min_size=1, max_size=4),
       extra=st.lists(st.sampled_from(["#  Rank 99999999999999999999 Group 0", "#  Rank " + "9" * 5000,
                                       "NCCL INFO comm 0x1 rank 0 nranks " + "7" * 5000,
                                       "NCCL INFO comm 0x1 rank 0 nranks 0", "# Avg bus bandwidth    : nan",
                                       "# Avg bus bandwidth    : -inf"]), max_size=2))
def test_corrupt_text_rows_are_refused_or_parsed_valid(rows, extra):
    lines = [f"{r[0]} {r[1]} {r[2]} sum -1 " + " ".join(r[3:]) for r in rows]
    _parse_or_refuse("\n".join(extra) + "\n" + HEADER + "\n".join(lines) + "\n", source="log.txt")


@pytest.mark.parametrize("row,why", [
    ("8 2 float sum -1 -24.0 0.00 0.00 0 24.0 0.00 0.00 0", "time must be a finite number > 0"),
    ("8 2 float sum -1 nan 0.00 0.00 0 24.0 0.00 0.00 0", "time must be a finite number > 0"),
    ("8 2 float sum -1 inf 0.00 0.00 0 24.0 0.00 0.00 0", "time must be a finite number > 0"),
    ("8 2 float sum -1 24.0 -1.00 0.00 0 24.0 0.00 0.00 0", "algbw must be a finite number >= 0"),
    ("8 2000 float sum -1 24.0 0.00 0.00 0 24.0 0.00 0.00 0", "2000 elements cannot fit in 8 B"),
    ("8 2 float sum -1 1e-300 0.00 0.00 0 24.0 0.00 0.00 0", "not a plausible measurement"),
    ("8 2 float sum -1 1e300 0.00 0.00 0 24.0 0.00 0.00 0", "not a plausible measurement"),
])
def test_text_rows_that_cannot_be_measurements_are_refused(row, why):
    with pytest.raises(RingcalcError, match=r"^log\.txt:10: malformed .*" + why):
        parse_nccl_log(HEADER + row + "\n", source="log.txt")
