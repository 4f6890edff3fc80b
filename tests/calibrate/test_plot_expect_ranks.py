"""``plot expect -n N LOG``: -n is the figure's rank count; it may restate the log's N, never contradict it.

The log's ranks are read by :func:`ringcalc.calibrate.logs.read_logs`, whose refusals named ``--ranks`` (an option of
``fit`` / ``check``, not of ``plot``) and refused even an -n equal to the log's rank lines.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.logs import read_logs
from ringcalc.calibrate.model import busbw_factor
from ringcalc.errors import RingcalcError
from tests.calibrate.test_log_collective_factor import _log
from tests.cli_runner import one_line_error, run


@pytest.fixture
def log16(tmp_path):
    path = tmp_path / "ar16.txt"
    path.write_text(_log(16, busbw_factor("all_reduce", 16), "all_reduce_perf"))
    return path


def test_plot_expect_takes_n_equal_to_the_log_s_rank_lines(tmp_path, log16):
    """Before: "error: --ranks: ...: the log states its 16 ranks (rank lines), so --ranks 16 changes nothing"."""
    result = run("plot", "expect", "--cluster", "dgx-h100", "-n", "16", log16, "-o", tmp_path / "x.png")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "x.png").stat().st_size > 0


def test_plot_expect_refuses_n_contradicting_the_log_naming_n_not_ranks(tmp_path, log16):
    """Before: "-n 32" was refused with "--ranks 32 contradicts it; drop --ranks": plot has no --ranks."""
    result = run("plot", "expect", "--cluster", "dgx-h100", "-n", "32", log16, "-o", tmp_path / "x.png")
    one_line_error(result, "-n/--workers 32 contradicts it", "16 ranks (rank lines)")
    assert "--ranks" not in result.output


def test_fit_still_refuses_ranks_restating_the_log(log16):
    """--ranks of fit / check keeps its meaning (for logs that do not say): restating the log's N is refused."""
    with pytest.raises(RingcalcError, match="--ranks 16 changes nothing") as err:
        read_logs([log16], collective=None, ranks=16)
    assert err.value.option == "ranks"


@settings(max_examples=25, deadline=None)
@given(ranks=st.integers(2, 24), workers=st.integers(2, 64))
def test_n_for_the_figure_is_taken_when_equal_and_refused_by_its_own_name_otherwise(tmp_path_factory, ranks, workers):
    """Before: every -n given with a log that has rank lines was refused, naming --ranks."""
    path = tmp_path_factory.mktemp("n") / "ar.txt"
    path.write_text(_log(ranks, busbw_factor("all_reduce", ranks), "all_reduce_perf"))
    if workers == ranks:
        (got,) = read_logs([path], collective=None, ranks=workers, option="workers", restated_ok=True)
        assert got.ranks == ranks and got.nodes == (ranks + 7) // 8
        return
    with pytest.raises(RingcalcError, match=f"-n/--workers {workers} contradicts it") as err:
        read_logs([path], collective=None, ranks=workers, option="workers", restated_ok=True)
    assert err.value.option == "workers" and "--ranks" not in str(err.value)
