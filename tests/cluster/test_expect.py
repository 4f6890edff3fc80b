"""The expected nccl-tests table (ringcalc/cluster/expect.py): sizes, counts, and each row equal to `ringcalc time`."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.cluster import expect as ex
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from tests.reference import REFERENCE_RTOL


def test_the_default_sweep_is_nccl_tests_b8_e16g_f2():
    sizes = ex.sweep_sizes()
    assert sizes[0] == 8 and sizes[-1] == 16 * 2**30 and len(sizes) == 32
    assert all(b == 2 * a for a, b in zip(sizes, sizes[1:]))


def test_a_factor_of_four_and_a_top_off_the_grid():
    assert ex.sweep_sizes(1024, 5000, 4) == [1024, 4096]


@pytest.mark.parametrize("low, high, factor, option", [
    (8, 1024, 1.5, "factor"), (8, 1024, 1, "factor"), (8, 4, 2, "max-size"), (1, 2**210, 2, "factor"),
    (0.5, 8, 2, "min-size"), (8, 1024, math.nan, "factor"),
])
def test_bad_sweeps_are_refused(low, high, factor, option):
    with pytest.raises(RingcalcError) as err:
        ex.sweep_sizes(low, high, factor)
    assert err.value.option == option


@pytest.mark.parametrize("collective, size, ranks, expected", [
    # NVIDIA/nccl-tests src/all_gather.cu @ a0b82b2 (2.19.6; AllGatherGetCollByteCount): sendcount = base =
    # (count/nranks) & ~(16/eltSize - 1), a multiple of 16 bytes since 29f4114 (2024-12-18); recvcount =
    # base*nranks, paramcount = base; the printed size is max(send, recv) bytes
    ("all-gather", 1024, 16, (1024, 16)),
    ("all-gather", 100, 16, (0, 0)),  # one float per rank trims to 0 (it printed 64 B, count 1, before 29f4114)
    ("all-gather", 8, 16, (0, 0)),
    ("all-gather", 1048576, 24, (1048320, 10920)),  # 10922 floats per rank trim to 10920
    ("reduce-scatter", 4096, 8, (4096, 128)),
    ("all-to-all", 4096, 3, (4080, 340)),  # alltoall.cu: paramcount = (count/nranks) & ~3 for float
    # all_reduce.cu: sendcount = recvcount = paramcount = count
    ("all-reduce", 8, 16, (8, 2)),
    ("broadcast", 10, 4, (8, 2)),
])
def test_printed_size_and_count_follow_nccl_tests(collective, size, ranks, expected):
    assert ex.printed_size(collective, size, ranks) == expected


@pytest.fixture(scope="module")
def dgx16():
    base = Scenario(cluster="dgx-h100", workers=16, size=8.0)
    return base, ex.expect(base, ex.sweep_sizes(8, 2**30, 8))


def test_each_row_is_ringcalc_time_at_that_size(dgx16):
    base, table = dgx16
    for row in table.rows:
        r = base.replace(size=float(row.size_bytes)).time()
        assert row.time_s == pytest.approx(r.comm_time_s, rel=REFERENCE_RTOL)
        assert row.busbw_bytes_per_s == pytest.approx(r.busbw_bytes_per_s, rel=REFERENCE_RTOL)
        assert (row.time_s_low, row.time_s_high) == pytest.approx(
            (r.interval["comm_time_s_low"], r.interval["comm_time_s_high"]), rel=REFERENCE_RTOL)


def test_the_table_names_nccls_pick_and_where_it_changes(dgx16):
    _, table = dgx16
    pairs = [r.pair for r in table.rows]
    # 2 nodes of 8 H100 with NVLS: NCCL's tree with LL for small messages, NVLS tree for large ones (tuning.cc's model)
    assert pairs[0] == "double-binary-tree/LL" and pairs[-1] == "nvls-tree/Simple"
    assert all(r.chosen_by == "auto" for r in table.rows)
    assert table.nodes == 2 and table.ranks_per_node == 8 and table.requested == "auto"


def test_a_forced_pair_is_used_at_every_size():
    base = Scenario(cluster="dgx-h100", workers=16, size=8.0, algorithm="ring", protocol="Simple")
    table = ex.expect(base, ex.sweep_sizes(8, 2**20, 16))
    assert {r.pair for r in table.rows} == {"ring/Simple"} and table.requested == "ring, protocol Simple"


def test_sizes_nccl_tests_prints_as_zero_are_left_out_and_said():
    base = Scenario(cluster="dgx-h100", workers=16, size=8.0, collective="all-gather")
    table = ex.expect(base, ex.sweep_sizes(8, 1024, 2))
    # 16 ranks: one rank's share trims to a multiple of 16 bytes (4 floats), so the smallest run is 64 floats
    assert [r.size_bytes for r in table.rows] == [256, 512, 1024]
    assert any("5 size(s) below 64 float(s) left out" in n for n in table.notes)
    with pytest.raises(RingcalcError, match="raise --max-size"):
        ex.expect(base, [8, 16, 128])


def test_one_rank_is_refused():
    with pytest.raises(RingcalcError, match="at least 2 ranks") as err:
        ex.expect(Scenario(cluster="dgx-h100", workers=1, size=8.0), [8])
    assert err.value.option == "workers"


def test_one_link_is_refused_with_the_way_to_give_a_cluster():
    with pytest.raises(RingcalcError, match="--cluster NAME") as err:
        ex.expect(Scenario(workers=16, size="8B", bandwidth="100GbE"), [8])
    assert err.value.option == "cluster"


@settings(max_examples=25, deadline=None)
@given(workers=st.integers(2, 256), exponent=st.integers(3, 34),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter", "broadcast"]))
def test_every_row_sits_inside_its_interval(workers, exponent, collective):
    """Invariants of any row: the interval holds the value, busbw = algbw x nccl-tests' factor, size = count x 4."""
    base = Scenario(cluster="dgx-h100", workers=workers, size=8.0, collective=collective)
    table = ex.expect(base, [2**exponent]) if ex.printed_size(collective, 2**exponent, workers)[0] else None
    if table is None:
        return
    (row,) = table.rows
    assert row.time_s_low <= row.time_s <= row.time_s_high
    assert row.busbw_bytes_per_s_low <= row.busbw_bytes_per_s <= row.busbw_bytes_per_s_high
    assert row.algbw_bytes_per_s == pytest.approx(row.size_bytes / row.time_s, rel=1e-12)
    per_rank = collective in ex.PER_RANK_COUNT
    assert row.size_bytes == row.count * ex.ELEMENT_BYTES * (workers if per_rank else 1)


@settings(max_examples=20, deadline=None)
@given(cluster=st.sampled_from(["p4d", "dgx-h100", "gcp-a3-mega", "gb200-nvl72", "p5"]),
       workers=st.sampled_from([4, 8, 12, 16, 32, 64, 256]))
def test_a_time_that_falls_as_the_size_doubles_is_said(cluster, workers):
    """NCCL picks by its own constants and the table costs that pair with ringcalc's model, so a larger size can be
    expected to finish sooner (p4d at 12 ranks: 89.22 us at 128 KiB on ring/LL, 85.8 us at 256 KiB on the tree):
    the note is there exactly when the table falls, and names the first fall."""
    s = Scenario(cluster=cluster, workers=workers, size=8.0)
    table = ex.expect(s, ex.sweep_sizes(8, 2**30, 2))
    rows = table.rows
    falls = [(a, b) for a, b in zip(rows, rows[1:]) if b.time_s < a.time_s]
    said = [n for n in table.notes if n.startswith("the expected time falls")]
    assert bool(said) == bool(falls)
    if falls:
        a, b = falls[0]
        assert f"({a.pair}) to" in said[0] and f"({b.pair})" in said[0]


def test_the_p4d_fall_is_said():
    table = ex.expect(Scenario(cluster="p4d", workers=12, size=8.0), ex.sweep_sizes(2**15, 2**20, 2))
    (said,) = [n for n in table.notes if n.startswith("the expected time falls")]
    assert "at 128 KiB (ring/LL) to" in said and "at 256 KiB (double-binary-tree/LL128)" in said


@pytest.mark.parametrize("collective, smallest, rule", [
    ("all-reduce", 1, "size / 4"), ("broadcast", 1, "size / 4"),
    ("all-gather", 64, "count / nranks"), ("reduce-scatter", 64, "count / nranks"),
])
def test_the_sizes_left_out_are_said_with_the_rule_of_their_collective(collective, smallest, rule):
    """``expect -n 16 --min-size 3B`` (all-reduce) said "below 64 floats left out ... count / nranks, trimmed to a
    multiple of 16 bytes, is 0" while it kept 4..48 B: nccl-tests takes an all-reduce's count whole; only a size below
    one float prints as 0. The per-rank rule is all-gather's and reduce-scatter's."""
    from ringcalc.cluster.expect import expect

    base = Scenario(cluster="dgx-h100", workers=16, size="1MB", collective=collective)
    sizes = [3, 4 * smallest - 1, 4 * smallest, 8 * smallest]
    table = expect(base, sizes)
    assert [r.size_bytes for r in table.rows] == [4 * smallest, 8 * smallest]
    (note,) = [n for n in table.notes if "left out" in n]
    assert note.startswith(f"2 size(s) below {smallest} float(s)") and rule in note
