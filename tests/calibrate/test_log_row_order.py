"""Rows of one ``#  size count type`` table whose size falls back: a new sweep, or rows edited by hand.

nccl-tests prints sizes upwards (``-b`` .. ``-e``); a size that falls back under the same header is a new sweep
(``-N`` cycles: its sizes are measured again) or rows out of order (swapped, repeated, descending). Before, each
fall-back started a new run without a word: a swap gave three runs (one of a single row), a repeated row two, a
descending table one run per row.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.model import busbw_factor
from ringcalc.calibrate.nccl_log import parse_nccl_log
from tests.cli_runner import run_json

HEADER = ("#       size         count      type   redop    root     time   algbw   busbw  #wrong     time   algbw   busbw"
          "  #wrong\n#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             (us)  (GB/s)"
          "  (GB/s)\n")
RANKS = "".join(f"#  Rank {r:2d} Group  0 Pid {5000 + r} on node001 device {r} [0000:18:00] NVIDIA H100 80GB HBM3\n"
                for r in range(8))
FIRST_ROW = 14  # the line of the first row in _log's text (2 lines, 8 rank lines, '#', 2 header lines before it)


def _row(size: int, redop: str = "sum") -> str:
    time_us = 40.0 + size / 20e3
    algbw = size / (time_us * 1e3)
    cells = f"{time_us:8.2f}  {algbw:6.2f}  {algbw * busbw_factor('all_reduce', 8):6.2f}       0"
    return f"{size:12d}  {size // 4:12d}     float  {redop:>6s}      -1  {cells}  {cells}\n"


def _log(sizes: list[int], redops: list[str] | None = None) -> str:
    """An 8-rank all-reduce table with one row per size, in the given order (rows from line FIRST_ROW)."""
    rows = "".join(_row(s, op) for s, op in zip(sizes, redops or ["sum"] * len(sizes)))
    return f"# Collective test starting: all_reduce_perf\n# Using devices\n{RANKS}#\n{HEADER}{rows}"


SWEEP = [2**k for k in range(20, 29)]  # 1 MiB .. 256 MiB; 32 MiB is index 5, 128 MiB index 7


def _line(index: int) -> int:
    """The line of the ``index``-th row of :func:`_log`."""
    return FIRST_ROW + index


def test_two_swapped_rows_are_one_sorted_run_with_a_warning_naming_the_line():
    """Before: swapping the 32 MiB and 128 MiB rows gave three runs, one of a single row, without a word."""
    sizes = SWEEP[:5] + [SWEEP[7], SWEEP[6], SWEEP[5], SWEEP[8]]
    (one,) = parse_nccl_log(_log(sizes), source="swap.txt")
    assert [r.size_bytes for r in one.rows] == SWEEP
    assert any(f"line {_line(6)}: 67108864 B after 134217728 B" in w and "rows out of order?" in w
               for w in one.warnings), one.warnings


def test_two_adjacent_swapped_rows_split_with_a_warning_naming_the_line_and_sizes():
    """Before: 32 MiB printed after 64 MiB started a second run silently; the split stays, and is said."""
    sizes = SWEEP[:5] + [SWEEP[6], SWEEP[5]] + SWEEP[7:]
    first, second = parse_nccl_log(_log(sizes), source="swap.txt")
    assert len(first.rows) + len(second.rows) == len(SWEEP)
    assert f"line {_line(6)}: 33554432 B after 67108864 B: a new run starts here (rows out of order?)" in second.warnings


def test_a_repeated_row_stays_in_its_run_with_both_points_and_a_warning():
    """Before: the same row twice made two runs."""
    sizes = SWEEP[:4] + [SWEEP[4]] + SWEEP[4:]
    (one,) = parse_nccl_log(_log(sizes), source="dup.txt")
    assert [r.size_bytes for r in one.rows] == sizes
    assert any(f"line {_line(5)}: 16777216 B again after line {_line(4)}" in w for w in one.warnings), one.warnings


def test_a_descending_table_is_one_run_sorted_by_size():
    """Before: a table printed largest first was one run per row (9 here, 31 in a real log), each with a verdict."""
    (one,) = parse_nccl_log(_log(SWEEP[::-1]), source="desc.txt")
    assert [r.size_bytes for r in one.rows] == SWEEP and one.ranks == 8
    assert any("rows out of order?" in w and "sorted by size" in w for w in one.warnings)


def test_check_gives_a_descending_log_one_verdict(tmp_path):
    """Before: `ringcalc check` printed a verdict for each of the table's rows."""
    log = tmp_path / "desc.txt"
    log.write_text(_log(SWEEP[::-1]))
    (report,) = run_json("check", log, "--cluster", "dgx-h100", "-a", "ring")["runs"]
    assert len(report["rows"]) == len(SWEEP)


def test_a_new_sweep_under_the_same_header_is_a_new_run_said_as_such():
    """nccl-tests ``-N 2`` prints the sweep twice under one header: two runs, as documented, and a note naming it."""
    first, second = parse_nccl_log(_log(SWEEP + SWEEP), source="cycles.txt")
    assert [r.size_bytes for r in first.rows] == [r.size_bytes for r in second.rows] == SWEEP
    assert not first.warnings
    assert any("a new sweep" in w for w in second.warnings)


def test_sweeps_of_each_reduction_are_runs_without_a_warning():
    """``-o all``: one sweep per reduction; the reduction's change ends the run, nothing is out of order."""
    ops = ["sum"] * len(SWEEP) + ["max"] * len(SWEEP)
    runs = parse_nccl_log(_log(SWEEP + SWEEP, ops), source="ops.txt")
    assert [r.rows[0].redop for r in runs] == ["sum", "max"] and not any(r.warnings for r in runs)


def test_repeated_size_zero_rows_stay_silent():
    """The documented size-0 rows (a count rounding to 0 per rank, nccl-tests issue #128) repeat by design."""
    (one,) = parse_nccl_log(_log([0, 0, 0, *SWEEP]), source="zero.txt")
    assert not any("again" in w or "out of order" in w for w in one.warnings)


@settings(max_examples=60, deadline=None)
@given(order=st.permutations(SWEEP))
def test_rows_of_one_sweep_in_any_order_never_make_a_run_of_one_row(order):
    """Before: any row moved down the table stood alone as a run; every permutation is kept whole and said."""
    runs = parse_nccl_log(_log(list(order)), source="perm.txt")
    assert sorted(r.size_bytes for run in runs for r in run.rows) == SWEEP
    assert len(runs) == 1 or all(len(run.rows) > 1 for run in runs)
    warned = [w for run in runs for w in run.warnings if "out of order" in w]
    assert bool(warned) == (list(order) != SWEEP)


@settings(max_examples=30, deadline=None)
@given(cycles=st.integers(2, 4), first=st.integers(0, 3), last=st.integers(5, 8), repeat=st.booleans())
def test_sweeps_printed_again_under_one_header_stay_runs_of_their_own(cycles, first, last, repeat):
    """The documented rule for back-to-back sweeps holds (one run each, all sizes), whatever a row repeated adds."""
    sweep = SWEEP[first:last + 1]
    one = sweep[:2] + [sweep[1]] + sweep[2:] if repeat else sweep
    runs = parse_nccl_log(_log(one * cycles), source="n.txt")
    assert len(runs) == cycles
    assert all([r.size_bytes for r in run.rows] == one for run in runs)


def test_the_warning_is_given_under_a_table_header_only():
    """Rows pasted between lines of text, without a table header, are runs the text separates: no warning."""
    text = "=== 1 ===\n" + "".join(_row(s) for s in SWEEP[:3]) + "=== 2 ===\n" + "".join(_row(s) for s in SWEEP[:3])
    runs = parse_nccl_log(text, source="t.txt")
    assert len(runs) == 2 and not any(r.warnings for r in runs)
