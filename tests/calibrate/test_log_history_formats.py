"""nccl-tests / rccl-tests text formats through their history, and logs cut or mixed up.

Formats (fixtures in tests/fixtures/nccl/history/README.md):

* nccl-tests ``b188a15`` (2017-08) printed time in ms (``src/common.cu:573``,
  ``deltaSec * 1.0E3``) under ``bytes N type op time algbw busbw res``, with no
  units line; ``cbe7f65`` (2019-03) switched to us and the ``(us)`` line;
* ``cbe7f65`` .. ``51af557`` (2022-08): ``error`` is ``%5.0le`` of the largest
  difference (``src/common.cu:462``), not a count of wrong elements;
* rccl-tests ``-O 0`` prints the in-place group alone (``src/common.cu:1330``);
* nccl-tests prints a row's descriptor before its numbers (``src/common.cu:938``),
  so a failure or an NCCL INFO line can land inside a row;
* two single-node runs pasted into one log list ranks 0..7 twice (issues #109, #213).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.nccl_log import parse_nccl_log, read_nccl_log
from ringcalc.errors import RingcalcError
from tests.paths import NCCL_FIXTURES

HIST = NCCL_FIXTURES / "history"
UNIT_S = {"us": 1e-6, "ms": 1e-3}


def _time_str(value: float, unit: str) -> str:
    """nccl-tests' time cell: ``%7.3f`` ms at b188a15, getFloatStr with width 7 (2, 1 or 0 decimals) in us later."""
    if unit == "ms":
        return f"{value:7.3f}"
    for d in (2, 1, 0):
        s = f"{value:7.{d}f}"
        if len(s) <= 7:
            return s
    return f"{value:7.1e}"


def _table(sizes, unit="us", stated=None, old_header=False, error_col="#wrong", error_cells=None, labels=None,
           n=8, alpha_us=5.0, bw=50e9):
    """A result table as nccl-tests prints it; returns (text, true times in s per size)."""
    labels = labels or ("out-of-place", "in-place")
    times = {}
    lines = []
    lines.append("#                                                  " + "          ".join(labels))
    head = ("bytes", "N", "type", "op") if old_header else ("size", "count", "type", "redop", "root")
    group = ("time", "algbw", "busbw", error_col)
    lines.append("# " + "  ".join(head + group * len(labels)))
    if stated:
        lines.append("#        (B)    (elements)  " + f"  ({stated})  (GB/s)  (GB/s)        " * len(labels))
    for i, size in enumerate(sizes):
        t = 2 * (n - 1) * alpha_us * 1e-6 + 2 * (n - 1) / n * size / bw
        times[size] = t
        alg = size / t / 1e9
        err = error_cells[i] if error_cells else "0"
        cell = f"  {_time_str(t / UNIT_S[unit], unit)}  {alg:6.2f}  {alg * 2 * (n - 1) / n:6.2f}  {err:>6}"
        lead = f"{size:12d}  {size // 4:12d}  float  sum" + ("" if old_header else "  -1")
        lines.append(lead + cell * len(labels))
    return "\n".join(lines) + "\n", times


def _near(got: float, want: float, unit: str) -> bool:
    """Equal within the printed resolution (0.001 ms or 0.01 us, 1 us above 10^5 us)."""
    return abs(got - want) <= 0.5e-3 * UNIT_S["ms"] + 1e-12 if unit == "ms" else abs(got - want) <= max(0.5e-8, 1e-4 * want)


SIZES = st.lists(st.integers(16, 32), min_size=3, max_size=8, unique=True).map(lambda ks: [2**k for k in sorted(ks)])


# 1. time unit ---------------------------------------------------------------------------------------------------


def test_a_2017_log_in_milliseconds_is_read_in_milliseconds():
    """Before: 0.176 ms read as 0.176 us, every bandwidth 1000x too high (beta 2e+04 GB/s)."""
    (run,) = read_nccl_log(HIST / "v2017_ms_allreduce_8rank.txt")
    row = run.rows[-1]
    assert row.size_bytes == 268435456
    assert row.out_of_place.time_s == pytest.approx(23.572e-3)
    assert row.size_bytes / row.out_of_place.time_s == pytest.approx(11.39e9, rel=1e-3)  # algbw as printed
    assert len(run.points()) == 9 and run.ranks == 8


@settings(max_examples=60, deadline=None)
@given(sizes=SIZES, unit=st.sampled_from(["us", "ms"]), old_header=st.booleans(), alpha=st.floats(1.0, 50.0),
       bw=st.floats(5e9, 400e9))
def test_a_table_that_does_not_state_its_time_unit_is_read_in_the_unit_its_bandwidths_imply(sizes, unit, old_header,
                                                                                           alpha, bw):
    text, times = _table(sizes, unit=unit, old_header=old_header, alpha_us=alpha, bw=bw)
    (run,) = parse_nccl_log(text, source="t.txt")
    for row in run.rows:
        assert _near(row.out_of_place.time_s, times[row.size_bytes], unit), (row, times[row.size_bytes])


@settings(max_examples=60, deadline=None)
@given(sizes=SIZES, printed=st.sampled_from(["us", "ms"]), stated=st.sampled_from(["us", "ms"]),
       old_header=st.booleans())
def test_a_stated_time_unit_that_the_bandwidths_contradict_is_refused_naming_the_units_line(sizes, printed, stated,
                                                                                          old_header):
    text, times = _table(sizes, unit=printed, stated=stated, old_header=old_header)
    if printed != stated:
        with pytest.raises(RingcalcError, match=rf"^t\.txt:3: the units line says time is in {stated}, but algbw"):
            parse_nccl_log(text, source="t.txt")
        return
    (run,) = parse_nccl_log(text, source="t.txt")
    assert all(_near(r.out_of_place.time_s, times[r.size_bytes], printed) for r in run.rows)


def test_a_table_whose_bandwidths_fit_no_time_unit_is_refused():
    text, _ = _table([2**20, 2**22, 2**24])
    lines = text.splitlines()
    rows = [ln.split() for ln in lines[2:]]
    broken = ["  ".join(r[:5] + [r[5], f"{float(r[6]) * 1e4:.2f}"] + r[7:]) for r in rows]
    with pytest.raises(RingcalcError, match=r"^t\.txt:3-5: the table does not state its time unit, .*no time unit"):
        parse_nccl_log("\n".join(lines[:2] + broken) + "\n", source="t.txt")


# 2. the error column of 2019-2022 ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["v2019_delta_error_8rank.txt"])
def test_a_2019_error_column_of_differences_keeps_every_row(name):
    """Before: every row with error 2e-07 was dropped as wrong ("only 0 usable row(s) to fit")."""
    (run,) = read_nccl_log(HIST / name)
    assert len(run.points("both")) == 2 * len(run.rows) == 50
    assert run.rows[-1].out_of_place.delta == pytest.approx(2e-7) and run.rows[-1].out_of_place.wrong is None
    assert run.warnings == ()


@settings(max_examples=60, deadline=None)
@given(sizes=SIZES, column=st.sampled_from(["error", "res", "#wrong"]), data=st.data())
def test_a_non_integer_error_cell_is_a_difference_and_keeps_its_row(sizes, column, data):
    cells = data.draw(st.lists(st.floats(0, 1e3).map(lambda x: f"{x:5.0e}"), min_size=len(sizes), max_size=len(sizes)))
    text, _ = _table(sizes, error_col=column, error_cells=cells)
    (run,) = parse_nccl_log(text, source="t.txt")
    assert len(run.points()) == len(sizes)
    assert [r.out_of_place.delta for r in run.rows] == [float(c) for c in cells]


@settings(max_examples=30, deadline=None)
@given(sizes=SIZES, wrong=st.integers(1, 10**6))
def test_an_integer_wrong_count_still_leaves_its_row_out(sizes, wrong):
    text, _ = _table(sizes, error_cells=[str(wrong)] + ["0"] * (len(sizes) - 1))
    (run,) = parse_nccl_log(text, source="t.txt")
    assert [p[0] for p in run.points()] == sizes[1:]


def test_an_out_of_bounds_footer_that_says_failed_is_a_warning():
    text, _ = _table([2**20, 2**22], error_col="error", error_cells=["3e+02", "0e+00"])
    (run,) = parse_nccl_log(text + "# Out of bounds values : 4 FAILED\n# Avg bus bandwidth    : 10.0\n", source="t.txt")
    assert any("4 out-of-bounds values (FAILED)" in w for w in run.warnings)
    (ok,) = parse_nccl_log(text + "# Out of bounds values : 0 OK\n", source="t.txt")
    assert ok.warnings == ()


# 3. independent runs pasted together ---------------------------------------------------------------------------


@pytest.mark.parametrize("name,line", [("issue213_two_independent_runs.txt", 16)])
def test_two_single_node_runs_pasted_together_are_refused_naming_the_line(name, line):
    """Before: read as one 8-rank run on 2 nodes."""
    with pytest.raises(RingcalcError, match=rf"{name}:{line}: rank 0 is listed twice in one header \(line 8 on hw14"):
        read_nccl_log(HIST / name)


@settings(max_examples=60, deadline=None)
@given(hosts=st.integers(1, 3), per_host=st.integers(1, 8), interleave=st.booleans(), unique=st.booleans())
def test_a_rank_id_listed_twice_means_several_runs_and_distinct_ids_one(hosts, per_host, interleave, unique):
    pairs = [(h, r) for r in range(per_host) for h in range(hosts)] if interleave else \
        [(h, r) for h in range(hosts) for r in range(per_host)]
    lines = ["# nThread 1 nGpus 8 minBytes 1048576 maxBytes 4194304 step: 2(factor)", "# Using devices"]
    lines += [f"#  Rank {h * per_host + r if unique else r:2d} Group  0 Pid 1 on node{h} device {r} [0x18] NVIDIA H100"
              for h, r in pairs]
    n = hosts * per_host
    text, _ = _table([2**20, 2**21, 2**22], n=max(n, 2))
    if unique or hosts == 1:
        (run,) = parse_nccl_log("\n".join(lines) + "\n" + text, source="t.txt")
        assert run.ranks == n or n == 1
        return
    second = next(i for i, (h, r) in enumerate(pairs) if r == 0 and h == 1)
    with pytest.raises(RingcalcError, match=rf"^t\.txt:{second + 3}: rank 0 is listed twice"):
        parse_nccl_log("\n".join(lines) + "\n" + text, source="t.txt")


# 4. rccl-tests -O 0 ---------------------------------------------------------------------------------------------


def test_an_rccl_in_place_only_table_is_labelled_in_place():
    """Before: stored as out-of-place."""
    (run,) = read_nccl_log(HIST / "rccl_inplace_only.txt")
    assert all(r.out_of_place is None and r.in_place is not None for r in run.rows)
    assert len(run.points("in-place")) == 10 and run.points("out-of-place") == []


@settings(max_examples=30, deadline=None)
@given(sizes=SIZES, labels=st.sampled_from([("in-place",), ("out-of-place",), ("out-of-place", "in-place")]))
def test_the_label_line_above_the_header_names_each_group(sizes, labels):
    text, times = _table(sizes, labels=labels)
    (run,) = parse_nccl_log(text, source="t.txt")
    for row in run.rows:
        for placement in ("out-of-place", "in-place"):
            t = row.timing(placement)
            assert (t is not None) == (placement in labels)
            assert t is None or t.time_s == pytest.approx(times[row.size_bytes], rel=0.02)


# 5. text printed into a row -------------------------------------------------------------------------------------


@pytest.mark.parametrize("name,kept,why", [
    ("interrupted_midrow.txt", 8, "cut by \"h100-node1: Test NCCL failure"),
    ("interrupted_preamble_only.txt", 8, "has no complete measurement; left out"),
    ("ncclinfo_midrow.txt", 11, "NCCL INFO NVLS comm"),
])
def test_text_printed_into_a_row_keeps_the_good_rows_with_a_warning(name, kept, why):
    """Before: "malformed nccl-tests result row (expected 13 fields, found 20)" refused the whole log."""
    (run,) = read_nccl_log(HIST / name)
    assert len(run.rows) == kept and len(run.points()) == kept
    assert len(run.warnings) == 1 and why in run.warnings[0]


FOREIGN = st.sampled_from([
    "h100-node1: Test NCCL failure common.cu:1101 'remote process exited or there was a network error / '",
    "h100-node0:12345:12345 [0] NCCL INFO NVLS comm 0x55d1c0 headRank 0 nHeads 8",
    "h100-node0: Test failure common.cu:1001",
])


@settings(max_examples=60, deadline=None)
@given(sizes=SIZES, data=st.data(), text=FOREIGN, after_group=st.booleans(), glued=st.booleans(),
       continued=st.booleans())
def test_a_row_with_text_printed_into_it_is_rejoined_or_left_out_and_no_other_row_changes(sizes, data, text,
                                                                                          after_group, glued,
                                                                                          continued):
    table, _ = _table(sizes)
    lines = table.splitlines()
    k = data.draw(st.integers(0, len(sizes) - 1))
    fields = lines[2 + k].split()
    cut = 9 if after_group else 5
    head, tail = "  ".join(fields[:cut]), "  ".join(fields[cut:])
    broken = [head + ("" if glued else " ") + text] + ([tail] if continued else [])
    (run,) = parse_nccl_log("\n".join(lines[: 2 + k] + broken + lines[3 + k :]) + "\n", source="t.txt")
    good, _ = _table(sizes)
    (want,) = parse_nccl_log(good, source="t.txt")
    expect = {r.size_bytes: r for r in want.rows}
    got = {r.size_bytes: r for r in run.rows}
    if continued:
        assert got.keys() == expect.keys()
    elif after_group:
        assert got.keys() == expect.keys() and got[sizes[k]].in_place is None
    else:
        assert sorted(got) == [s for s in sizes if s != sizes[k]]
    for size, row in got.items():
        assert row.out_of_place == expect[size].out_of_place
    assert len(run.warnings) == 1 and f"line {3 + k}:" in run.warnings[0]


def test_a_row_cut_mid_group_is_still_refused():
    text, _ = _table([2**20, 2**21, 2**22])
    lines = text.splitlines()
    lines[3] = "  ".join(lines[3].split()[:7])
    with pytest.raises(RingcalcError, match=r"^t\.txt:4: malformed"):
        parse_nccl_log("\n".join(lines) + "\n", source="t.txt")
