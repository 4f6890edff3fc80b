"""A table header whose placement group lost its time column is refused, not read with the groups shifted.

nccl-tests prints ``time algbw busbw #wrong`` for out-of-place, then for in-place (``src/util.cu``
``writeResultHeader``). Before 2026-11-29, deleting the out-of-place ``time`` from the header and the rows made the
reader take the out-of-place algbw, busbw and #wrong for descriptor fields and the in-place times for out-of-place
ones: ``check`` printed ``out-of-place, 0.019229`` at 2 GiB where the out-of-place time was 19099 us.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.nccl_log import parse_nccl_log
from ringcalc.errors import RingcalcError

GROUP = ["time", "algbw", "busbw", "#wrong"]
LEAD = ["#", "size", "count", "type", "redop", "root"]


def _table(out_cols: list[str], in_cols: list[str]) -> str:
    """An 8-rank all-reduce table of two sizes with the given placement groups' columns (values by column name)."""
    values = {"time": "100.00", "algbw": "10.49", "busbw": "18.35", "#wrong": "0"}
    head = "  ".join(LEAD + out_cols + in_cols)
    rows = "".join(f"{size:12d}  {size // 4:12d}  float  sum  -1  " + "  ".join(values[c] for c in out_cols + in_cols)
                   + "\n" for size in (1048576, 2097152))
    return f"# Collective test starting: all_reduce_perf\n# nThread 1 nGpus 8\n#\n{head}\n{rows}"


@settings(max_examples=30, deadline=None)
@given(group=st.sampled_from(["out", "in"]), dropped=st.sampled_from(GROUP))
def test_a_group_without_its_time_is_refused_naming_the_line_and_any_other_column_is_read(group, dropped):
    out_cols = [c for c in GROUP if not (group == "out" and c == dropped)]
    in_cols = [c for c in GROUP if not (group == "in" and c == dropped)]
    text = _table(out_cols, in_cols)
    if dropped == "time":  # the other group's columns would be read as this one's, or as descriptor fields
        where = "before its first time" if group == "out" else "twice after one time"
        with pytest.raises(RingcalcError, match=rf":4: the table header has algbw busbw #wrong {where}"):
            parse_nccl_log(text, source="log.txt", collective="all_reduce", ranks=8)
        return
    try:
        runs = parse_nccl_log(text, source="log.txt", collective="all_reduce", ranks=8)
    except RingcalcError as exc:  # a group cut otherwise is refused as the rows not fitting the header, on one line
        assert "\n" not in str(exc)
        return
    for run in runs:
        for row in run.rows:
            assert row.out_of_place is None or row.out_of_place.time_s == pytest.approx(100e-6)
