"""Parser for nccl-tests / rccl-tests logs (ringcalc.calibrate.nccl_log).

Fixture logs are described in tests/fixtures/nccl/README.md: each was
written in a real output format from known parameters, so the expected
collective, N, row counts and line numbers below are known by construction.
"""

from __future__ import annotations


import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc.calibrate.nccl_log import parse_nccl_log, read_nccl_log
from ringcalc.errors import RingcalcError
from tests.paths import NCCL_FIXTURES

FIX = NCCL_FIXTURES


def test_nccl_tests_2_17_header_gives_collective_ranks_and_footer():
    (run,) = read_nccl_log(FIX / "allreduce_nccltests2.17_1node_4rank.txt")
    assert run.collective == "all_reduce" and run.collective_source == "header"
    assert run.ranks == 4 and run.ranks_source == "rank lines"
    assert run.version == "2.17.1"
    # 8 B .. 256 MiB by factor 2 = 26 sizes
    assert len(run.rows) == 26
    assert run.rows[0].size_bytes == 8 and run.rows[-1].size_bytes == 2**28
    assert run.avg_busbw_bytes_per_s == pytest.approx(41.2345e9)  # footer, GB/s = 1e9 B/s
    row = run.rows[-1]
    # the fixture's model: t = 2(N-1) alpha + 2(N-1)/N S/B, alpha 2 us, B 100e9 B/s
    expected = 6 * 2e-6 + 1.5 * 2**28 / 100e9
    assert row.out_of_place.time_s == pytest.approx(expected, rel=1e-3)
    assert row.in_place.busbw_bytes_per_s == pytest.approx(1.5 * 2**28 / expected, rel=2e-3)


def test_srun_label_prefix_and_na_wrong_column():
    (run,) = read_nccl_log(FIX / "allgather_srun_label_2node_8rank_na.txt")
    assert run.collective == "all_gather" and run.collective_source == "program name"
    assert run.ranks == 8  # 2 nodes x 4 rank lines
    assert all(r.out_of_place.wrong is None for r in run.rows)  # N/A: validation off
    assert len(run.points()) == len(run.rows) == 17  # N/A rows are usable


def test_old_layout_without_root_needs_collective():
    (run,) = read_nccl_log(FIX / "reducescatter_old_noroot_2rank.txt")
    assert run.collective is None and run.ranks == 2
    assert run.rows[0].root is None and run.rows[0].redop == "sum"
    assert run.avg_busbw_bytes_per_s == pytest.approx(4.5e9)  # footer without '#'
    (given,) = read_nccl_log(FIX / "reducescatter_old_noroot_2rank.txt", collective="reduce-scatter")
    assert given.collective == "reduce_scatter" and given.collective_source == "given"


def test_tag_output_prefix_errors_and_trailing_garbage():
    (run,) = read_nccl_log(FIX / "allreduce_tagoutput_errors_2node_16rank.txt")
    assert run.ranks == 16 and run.collective == "all_reduce"
    assert len(run.rows) == 28  # 8 B .. 1 GiB
    bad = [r.size_bytes for r in run.rows if not r.out_of_place.ok]
    assert bad == [65536, 131072]  # the fixture's #wrong 12 and 3
    assert len(run.points()) == 26


def test_two_runs_in_one_file():
    runs = read_nccl_log(FIX / "allreduce_two_runs_8_and_16rank.txt")
    assert [r.ranks for r in runs] == [8, 16]
    assert [len(r.rows) for r in runs] == [10, 10]  # 1 KiB .. 256 MiB by factor 4
    assert runs[1].first_line > runs[0].last_line


def test_rccl_rank_lines_without_group_and_asterisk_errors():
    (run,) = read_nccl_log(FIX / "allreduce_rccl_asterisk_8rank.txt")
    assert run.ranks == 8 and run.ranks_source == "rank lines"
    assert run.version == "develop:1a2b3c4"
    # no program name in the log: all_reduce is implied by busbw/algbw = 2(N-1)/N > 1
    assert run.collective == "all_reduce" and run.collective_source == "busbw/algbw ratio"
    flagged = [r for r in run.rows if r.in_place.flagged]
    assert [r.size_bytes for r in flagged] == [256] and flagged[0].in_place.wrong == 7
    assert len(run.points("in-place")) == len(run.rows) - 1
    assert len(run.points("both")) == 2 * len(run.rows) - 1


def test_json_output():
    (run,) = read_nccl_log(FIX / "allreduce_json_v2_4rank.json")
    assert run.collective == "all_reduce" and run.ranks == 4
    assert run.rows[0].root == -1 and run.rows[-1].size_bytes == 2**23  # 8 B * 4**k <= 16 MiB
    assert run.avg_busbw_bytes_per_s == pytest.approx(12.5e9)


def test_rows_only_infers_ranks_from_busbw_ratio():
    (run,) = read_nccl_log(FIX / "allreduce_rows_only_32rank.txt")
    assert run.ranks == 32 and run.ranks_source == "busbw/algbw ratio"
    (given,) = read_nccl_log(FIX / "allreduce_rows_only_32rank.txt", ranks=32)
    assert given.ranks_source == "given"


def test_malformed_row_names_file_and_line():
    with pytest.raises(RingcalcError, match=r"malformed_truncated_row.txt:17: malformed"):
        read_nccl_log(FIX / "malformed_truncated_row.txt")


def test_log_without_rows_says_so():
    with pytest.raises(RingcalcError, match="no nccl-tests result rows"):
        read_nccl_log(FIX / "no_rows_nccl_failure.txt")


def test_invalid_json_names_line():
    with pytest.raises(RingcalcError, match=r"x.json:2: invalid nccl-tests JSON"):
        parse_nccl_log('{"results": [\n oops]}', source="x.json")


def test_header_and_ratio_disagree_is_an_error():
    text = (FIX / "allreduce_nccltests2.17_1node_4rank.txt").read_text()
    # drop two of the four rank lines: header would say 2 ranks, busbw/algbw says 4
    lines = [ln for ln in text.splitlines() if "Rank  2" not in ln and "Rank  3" not in ln]
    with pytest.raises(RingcalcError, match="lists 2 ranks but busbw/algbw"):
        parse_nccl_log("\n".join(lines), source="cut.txt")


def test_size_reset_starts_a_new_run_and_prompt_lines_are_ignored():
    row = "{:12d}  {:12d}     float     sum      -1    {:5.2f}    0.00    0.00      0    {:5.2f}    0.00    0.00      0"
    text = "\n".join(
        ["$ ./all_reduce_perf -b 8 -e 16 -f 2", row.format(8, 2, 10.0, 10.0), row.format(16, 4, 11.0, 11.0),
         "====== next ======", row.format(8, 2, 20.0, 20.0), row.format(16, 4, 21.0, 21.0), "$ exit"]
    )  # fmt: skip
    runs = parse_nccl_log(text, source="s", ranks=2)
    assert [len(r.rows) for r in runs] == [2, 2]
    assert runs[1].rows[0].out_of_place.time_s == pytest.approx(20e-6)
    assert all(r.collective == "all_reduce" for r in runs)


def test_per_iteration_layout_from_header():
    hdr = (
        "#       size         count      type   redop    root     time   algbw   busbw #wrong    i_min    i_max"
        "    i_p99    i_cv%     time   algbw   busbw #wrong    i_min    i_max    i_p99    i_cv%"
    )
    row = (
        "        1024           256     float     sum      -1    20.00    0.05    0.09      0    19.50    21.00"
        "    20.90     1.20    19.00    0.05    0.10      0    18.50    20.00    19.90     1.10"
    )
    (run,) = parse_nccl_log(f"{hdr}\n{row}\n", source="p", collective="all_reduce", ranks=4)
    assert run.rows[0].out_of_place.time_s == pytest.approx(20e-6)
    assert run.rows[0].in_place.time_s == pytest.approx(19e-6)


def test_ranks_override_must_be_at_least_two():
    with pytest.raises(RingcalcError, match="at least 2"):
        parse_nccl_log("", ranks=1)


_NOISE = st.sampled_from([
    "$ ls -l", "user@node:~$ ", "NCCL INFO Channel 00/32 : 0 1 2 3", "node1:123:456 [0] NCCL WARN retrying",
    "====== next ======", "logout", "   ", "srun: job 1234 step 0 completed", "some text 42",
])  # fmt: skip


@given(st.lists(st.tuples(st.integers(0, 30), _NOISE), max_size=12))
def test_text_around_the_rows_does_not_change_them(insertions):
    text = (FIX / "allreduce_nccltests2.17_1node_4rank.txt").read_text().splitlines()
    clean = read_nccl_log(FIX / "allreduce_nccltests2.17_1node_4rank.txt")[0]
    lines = list(text)
    for pos, junk in sorted(insertions, reverse=True):
        lines.insert(13 + pos, junk)  # inside and after the table
    (run,) = parse_nccl_log("\n".join(lines), source="noisy")
    assert [(r.size_bytes, r.out_of_place, r.in_place) for r in run.rows] == [
        (r.size_bytes, r.out_of_place, r.in_place) for r in clean.rows
    ]
    assert run.ranks == 4 and run.collective == "all_reduce"


@pytest.mark.parametrize("given", ["broadcast", "all_gather", "reduce_scatter", "alltoall"])
def test_collective_option_contradicting_the_header_is_refused(given):
    # the log's line 2 is "# Collective test starting: all_reduce_perf"
    with pytest.raises(RingcalcError, match=r"says all_reduce_perf \(line 2\).*contradicts it; drop --collective"):
        read_nccl_log(FIX / "allreduce_nccltests2.17_1node_4rank.txt", collective=given)
    (run,) = read_nccl_log(FIX / "allreduce_nccltests2.17_1node_4rank.txt", collective="all-reduce")
    assert run.collective == "all_reduce" and run.ranks == 4


def test_collective_option_contradicting_the_json_program_is_refused():
    with pytest.raises(RingcalcError, match=r"says all_reduce_perf \(args\[0\]\)"):
        read_nccl_log(FIX / "allreduce_json_v2_4rank.json", collective="all_gather")


@pytest.mark.parametrize("coll", ["all_gather", "reduce_scatter", "alltoall"])
@pytest.mark.parametrize("interval", [(1.4, 1.6), (1.0, 1.2), (1.0, float("inf")), (float("nan"), 1.5)])
def test_ranks_from_ratio_beyond_the_collective_limit_gives_no_n(coll, interval):
    from ringcalc.calibrate.nccl_runs import _ranks_from_ratio

    assert _ranks_from_ratio(coll, interval) is None  # busbw/algbw of these is (N-1)/N < 1


def test_all_reduce_numbers_under_another_collective_do_not_crash():
    # rows of an all_reduce over 4 ranks (busbw/algbw = 1.5), no header
    text = (
        "     1048576        262144     float     sum      -1    26.97   38.88   58.32      0    26.97   38.88   58.32      0\n"
        "     2097152        524288     float     sum      -1    41.95   49.99   74.99      0    41.95   49.99   74.99      0\n"
    )
    for coll in ("all_gather", "reduce_scatter", "alltoall"):
        (run,) = parse_nccl_log(text, source="rows", collective=coll)
        assert run.collective == coll and run.ranks is None
