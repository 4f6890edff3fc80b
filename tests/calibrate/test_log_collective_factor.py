"""A log whose busbw/algbw is another collective's factor at its header's rank count names that collective.

nccl-tests ``doc/PERFORMANCE.md``: busbw/algbw is 2(n-1)/n for all_reduce, (n-1)/n for all_gather, reduce_scatter and
alltoall, 1 for broadcast, reduce and sendrecv. When the ratio is another collective's factor at the ``#  Rank`` lines'
n, the rank count is right and the collective wrong: advising ``--ranks`` could not help.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.model import COLLECTIVES, busbw_factor
from ringcalc.calibrate.nccl_log import parse_nccl_log
from ringcalc.errors import RingcalcError
from tests.cli_runner import one_line_error, run

HEADER = ("#       size         count      type   redop    root     time   algbw   busbw  #wrong     time   algbw   busbw"
          "  #wrong\n#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             (us)  (GB/s)"
          "  (GB/s)\n")


def _log(ranks: int, factor: float, program: str | None = None) -> str:
    """A run on ``ranks`` ranks (two hosts when more than 8) whose busbw is ``factor`` x algbw."""
    lines = "".join(f"#  Rank {r:2d} Group  0 Pid {5000 + r} on node{r // 8:03d} device {r % 8} [0000:18:00] "
                    "NVIDIA H100 80GB HBM3\n" for r in range(ranks))
    rows = []
    for k in range(20, 29):
        size = 2**k
        time_us = 40.0 + size / 20e3
        algbw = size / (time_us * 1e3)
        cells = f"{time_us:8.2f}  {algbw:6.2f}  {algbw * factor:6.2f}       0"
        rows.append(f"{size:12d}  {size // 4:12d}     float     sum      -1  {cells}  {cells}\n")
    start = f"# Collective test starting: {program}\n" if program else ""
    return (f"{start}# nThread 1 nGpus 1 minBytes 1048576 maxBytes 268435456 step: 2(factor) warmup iters: 5 iters: 20\n"
            f"#\n# Using devices\n{lines}#\n{HEADER}{''.join(rows)}# Avg bus bandwidth    : 10.0 \n")


def test_an_all_reduce_log_read_as_all_gather_names_all_reduce_not_the_rank_count():
    """Before: "the header lists 16 ranks but busbw/algbw (1.8749..1.8751) does not fit that for all_gather; pass
    --ranks to say which is right", although 1.875 is all-reduce's factor on the header's 16 ranks."""
    with pytest.raises(RingcalcError) as err:
        parse_nccl_log(_log(16, busbw_factor("all_reduce", 16)), source="ar.txt", collective="all_gather")
    text = str(err.value)
    assert "busbw/algbw 1.875 is all_reduce's factor on 16 ranks" in text
    assert "not all_gather's (0.9375): is --collective right?" in text
    assert "--ranks" not in text


def test_check_with_the_wrong_collective_says_so_in_one_line(tmp_path):
    """Before: `ringcalc check LOG --collective all-gather` on an all-reduce log advised --ranks."""
    log = tmp_path / "ar.txt"
    log.write_text(_log(16, busbw_factor("all_reduce", 16)))
    result = run("check", log, "--cluster", "dgx-h100", "-a", "ring", "--collective", "all-gather")
    one_line_error(result, "all_reduce's factor on 16 ranks", "is --collective right?")
    assert "--ranks" not in result.output


def test_a_log_naming_a_collective_its_ratio_contradicts_says_whose_factor_it_is():
    """Before: an ``all_gather_perf`` header over all-reduce numbers only said the ratio "does not fit that"."""
    with pytest.raises(RingcalcError, match=r"all_reduce's factor on 8 ranks .*which the log names \(all_gather_perf, "
                                            r"line 1\)"):
        parse_nccl_log(_log(8, busbw_factor("all_reduce", 8), "all_gather_perf"), source="ag.txt")


def test_a_ratio_no_collective_has_at_the_header_s_ranks_still_asks_for_ranks():
    """The rank-count message stays where no collective's factor fits: 1.75 is all-reduce on 8 ranks, not 16."""
    with pytest.raises(RingcalcError, match="the header lists 16 ranks .*pass --ranks"):
        parse_nccl_log(_log(16, busbw_factor("all_reduce", 8)), source="ar.txt", collective="all_reduce")


@settings(max_examples=60, deadline=None)
@given(true=st.sampled_from(COLLECTIVES), wrong=st.sampled_from(COLLECTIVES), ranks=st.integers(2, 32))
def test_any_wrong_collective_is_named_not_the_rank_count(true, wrong, ranks):
    """Before: every collective given against another's log on the header's ranks was told to pass --ranks."""
    factor, claimed = busbw_factor(true, ranks), busbw_factor(wrong, ranks)
    if factor == claimed or (wrong in ("all_gather", "reduce_scatter") and factor == 1.0):
        return  # the same factor, or an old nccl-tests all_gather/reduce_scatter (factor 1): read, with a note
    with pytest.raises(RingcalcError) as err:
        parse_nccl_log(_log(ranks, factor), source="x.txt", collective=wrong)
    text = str(err.value)
    assert f"{true}" in text.split(" is ")[1].split("'s factor")[0] and "is --collective right?" in text, text
    assert "--ranks" not in text
