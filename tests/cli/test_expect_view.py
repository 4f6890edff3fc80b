"""How expect and check print (ringcalc/cli/expect_view.py): nccl-tests' number formats and the table's lines."""

from __future__ import annotations

import pytest

from ringcalc.cli import expect_view as view
from ringcalc.cluster.expect import expect
from ringcalc.planning.scenario import Scenario


@pytest.mark.parametrize("seconds, text", [(25.2e-6, "25.20"), (407.5e-6, "407.5"), (1232.4e-6, "1232.4"),
                                           (11557e-6, "11557"), (0.179148, "179148")])
def test_times_as_nccl_tests_prints_them(seconds, text):
    # NVIDIA/nccl-tests issue #290's log: 407.5, 1232.4, 11557, 179148 us
    assert view.us(seconds) == text


@pytest.mark.parametrize("n, text", [(8, "8 B"), (1024, "1 KiB"), (3 * 2**20, "3 MiB"), (1000, "1,000 B")])
def test_sizes_in_binary_units(n, text):
    assert view.size_text(n) == text


def test_nccl_lines_have_nccl_tests_columns():
    table = expect(Scenario(cluster="dgx-h100", workers=16, size=8.0, collective="all-gather", algorithm="ring"),
                   [1024, 2**20])
    text = view.nccl_text(table)
    rows = [line for line in text.splitlines() if not line.startswith("#")]
    assert rows[0].startswith("        1024            16     float    none      -1")
    assert rows[0].count("N/A") == 2 and len(rows) == 2
    assert text.count("#  Rank") == 16 and "on      node1 device  7" in text
    assert text.splitlines()[0] == "# Collective test starting: all_gather_perf"


def test_many_ranks_leave_the_rank_lines_out():
    table = expect(Scenario(cluster="dgx-h100", workers=view.MAX_RANK_LINES + 8, size=8.0), [2**20])
    text = view.nccl_text(table)
    assert "#  Rank" not in text and "rank lines left out above 4,096" in text
