"""A run's collective is the one its own header names, and old logs' busbw columns are read as their version printed.

Formats: ``# Collective test starting: %s`` (nccl-tests HEAD src/util.cu), programs ``gather_perf``,
``scatter_perf``, ``hypercube_perf``, ``alltoallv_perf`` (nccl-tests HEAD src/); ``AllGatherGetBw`` with
``factor = 1`` until ec1b5e2 (2020-06-19, nccl-tests src/all_gather.cu at cbe7f65).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.model import COLLECTIVES, busbw_factor
from ringcalc.calibrate.nccl_log import parse_nccl_log
from ringcalc.calibrate.points import collect_points
from ringcalc.errors import RingcalcError

NOT_MODELLED = ("gather", "scatter", "hypercube", "alltoallv")
RANK_LINES = "".join(f"#  Rank {r:2d} Group  0 Pid {5000 + r} on node001 device {r} [0000:18:00] NVIDIA H100 80GB HBM3\n"
                     for r in range(8))
HEADER = ("#       size         count      type   redop    root     time   algbw   busbw  #wrong     time   algbw   busbw"
          "  #wrong\n#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             (us)  (GB/s)"
          "  (GB/s)\n")


def _run(program: str, factor: float) -> str:
    rows = []
    for k in range(10, 29, 2):
        size = 2**k
        time_us = 40.0 + size / 20e3
        algbw = size / (time_us * 1e3)
        cells = f"{time_us:8.2f}  {algbw:6.2f}  {algbw * factor:6.2f}       0"
        rows.append(f"{size:12d}  {size // 4:12d}     float    none      -1  {cells}  {cells}\n")
    return (f"# nccl-tests version 2.17.1 nccl-headers=22605 nccl-library=22605\n# Collective test starting: {program}\n"
            "# nThread 1 nGpus 1 minBytes 1024 maxBytes 268435456 step: 4(factor) warmup iters: 5 iters: 20\n#\n"
            f"# Using devices\n{RANK_LINES}#\n{HEADER}{''.join(rows)}# Out of bounds values : 0 OK\n"
            f"# Avg bus bandwidth    : 10.0 \n#\n# Collective test concluded: {program}\n\n")


@settings(max_examples=40, deadline=None)
@given(first=st.sampled_from(COLLECTIVES), other=st.sampled_from(NOT_MODELLED), order=st.booleans())
def test_a_program_ringcalc_does_not_model_never_takes_another_runs_collective(first, other, order):
    """Before: a gather_perf run after an alltoall_perf one was read as all-to-all and pooled with it."""
    known, unknown = _run(f"{first}_perf", busbw_factor(first, 8)), _run(f"{other}_perf", 7 / 8)
    runs = parse_nccl_log(known + unknown if order else unknown + known, source="cat.txt")
    by_program = {r.collective_source.startswith("not modelled"): r for r in runs}
    assert by_program[False].collective == first
    assert by_program[True].collective is None and f"{other}_perf" in by_program[True].collective_source
    with pytest.raises(RingcalcError, match=f"ran {other}_perf .*, a collective ringcalc does not model"):
        collect_points([by_program[True]])


def test_a_collective_given_for_a_program_ringcalc_does_not_model_is_refused():
    with pytest.raises(RingcalcError, match="the log says gather_perf .*drop --collective"):
        parse_nccl_log(_run("gather_perf", 7 / 8), source="g.txt", collective="all_gather")


@pytest.mark.parametrize("collective", ["all_gather", "reduce_scatter"])
def test_an_old_logs_factor_one_busbw_is_read_with_a_note(collective):
    """Before: "the header lists 8 ranks but busbw/algbw (0.9997..1.0003) does not fit that for all_gather"."""
    (run,) = parse_nccl_log(_run(f"{collective}_perf", 1.0), source="old.txt")
    assert run.collective == collective and run.ranks == 8
    assert any("nccl-tests before 2020-06" in w for w in run.warnings)
    (today,) = parse_nccl_log(_run(f"{collective}_perf", 7 / 8), source="new.txt")
    assert not any("2020-06" in w for w in today.warnings)


def test_ranks_restated_keep_the_hosts_of_the_rank_lines():
    """Before: ``fit LOG --ranks 8`` warned "the logs do not say how many nodes" beside the log's '#  Rank' lines."""
    (run,) = parse_nccl_log(_run("all_reduce_perf", busbw_factor("all_reduce", 8)), source="r.txt", ranks=8)
    assert (run.ranks, run.nodes, run.ranks_per_host) == (8, 1, (8,))


def _with_zero_rows(text: str, zeros: int) -> str:
    """``text`` with ``zeros`` size-0 rows before its first row (a count that rounds to 0 per rank)."""
    zero = f"{0:12d}  {0:12d}     float    none      -1  " + "    5.70    0.00    0.00       0" * 2 + "\n"
    head, _, rows = text.partition("(GB/s)\n")
    return head + "(GB/s)\n" + zero * zeros + rows


@settings(max_examples=30, deadline=None)
@given(zeros=st.lists(st.integers(0, 5), min_size=1, max_size=3))
def test_repeated_size_0_rows_stay_in_their_run(zeros):
    """Before: every size-0 row after another started a run of its own (a reduce-scatter from ``-b 8`` on 8 ranks,
    nccl-tests issue #128): runs of one row without a collective, or one warning per row."""
    text = "".join(_with_zero_rows(_run("reduce_scatter_perf", 7 / 8), k) for k in zeros)
    runs = parse_nccl_log(text, source="rs.txt")
    assert len(runs) == len(zeros)
    assert [sum(r.size_bytes == 0 for r in run.rows) for run in runs] == zeros
