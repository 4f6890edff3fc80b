"""``ringcalc expect``'s sizes as nccl-tests runs them (ringcalc/cluster/expect.py): the GPU's memory, odd sizes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.cluster.expect import PER_RANK_COUNT, expect, memory_cap, nccl_tests_max_bytes, sweep_sizes
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from tests.cli_runner import one_line_error, run, run_json

GIB = 2**30


@pytest.mark.parametrize("gib, datacheck, cap", [
    (80, True, 25 * GIB),  # H100 80GB: reserve 4 GiB (5 x 16 GiB, at most 4); (80 - 4 - 1) / 3
    (80, False, 37.5 * GIB),
    (40, True, 12 * GIB),  # A100 40GB: reserve 3; (40 - 3 - 1) / 3
    (24, True, 7 * GIB),  # RTX 4090: reserve 2; (24 - 2 - 1) / 3
    (16, True, 14 * GIB // 3),  # reserve 1; (16 - 1 - 1) / 3
])
def test_the_largest_size_is_nccl_tests_own_memory_limit(gib, datacheck, cap):
    """src/common.cu: reserveMem = min(DIVUP(maxMem, 16 GiB) x 1 GiB, 4 GiB); memMaxBytes = (maxMem - reserveMem -
    1 GiB) / (datacheck ? 3 : 2)."""
    assert nccl_tests_max_bytes(gib * GIB, datacheck) == int(cap)


def test_a_sweep_beyond_the_gpu_s_memory_is_said_and_one_wholly_beyond_it_refused():
    """expect --cluster dgx-h100 -n 16 --min-size 1TiB --max-size 1PiB printed rows up to 1 PiB (4170 s) with no
    note: nccl-tests reduces -e to about 25 GiB on an 80 GB H100 and runs none of them."""
    one_line_error(run("expect", "--cluster", "dgx-h100", "-n", "16", "--min-size", "1TiB", "--max-size", "1PiB"),
                   "--min-size", "about 25 GiB", "H100", "give --max-size 25GiB or less")
    data = run_json("expect", "--cluster", "dgx-h100", "-n", "16", "--min-size", "1GiB", "--max-size", "1PiB")
    (note,) = [n for n in data["notes"] if "maxBytes" in n]
    assert note.startswith("16 size(s) from 32 GiB on are above what nccl-tests runs on the cluster's GPU")
    assert "about 25 GiB" in note and "37.5 GiB with -c 0" in note
    plain = run_json("expect", "--cluster", "dgx-h100", "-n", "16")  # nccl-tests' default -e 16G fits
    assert not [n for n in plain["notes"] if "maxBytes" in n]


CLUSTERS = ["dgx-h100", "p4d-24xlarge", "pcie-4x4090-10gbe", "dgx-h200", "cscs-alps-gh200"]


@settings(max_examples=60, deadline=None)
@given(cluster=st.sampled_from(CLUSTERS), low=st.integers(20, 40), span=st.integers(0, 10),
       factor=st.sampled_from([2, 3, 4]))
def test_the_memory_note_names_the_first_size_nccl_tests_cannot_run(cluster, low, span, factor):
    """Wherever the catalog states the cluster's GPU memory, the note counts the sizes above nccl-tests' limit
    and names the first; without it (or below the limit) nothing is said."""
    sizes = sweep_sizes(2**low, 2**low * factor**span, factor)
    base = Scenario(cluster=cluster, workers=16, size=float(sizes[0]))
    cap = memory_cap(base.cluster_spec)
    gpu = base.cluster_spec.gpu
    if gpu is None:
        assert cap is None
    else:
        assert cap[0] == nccl_tests_max_bytes(catalog.get_accelerator(gpu).memory_bytes)
    if cap is not None and all(s > cap[1] for s in sizes):
        with pytest.raises(RingcalcError) as err:
            expect(base, sizes)
        assert err.value.option == "min-size"
        return
    notes = [n for n in expect(base, sizes).notes if "maxBytes" in n]
    above = [s for s in sizes if cap is not None and s > cap[0]]
    assert len(notes) == (1 if above else 0)
    if above:
        from ringcalc.cluster.expect import _gib

        assert notes[0].startswith(f"{len(above)} size(s) from {_gib(above[0])} on are above")


# ------------------------------------------------------------------ sizes that are not a multiple of a float


def nccl_tests_row(collective: str, size: int, nranks: int) -> tuple[int, int]:
    """(printed size, printed count) as nccl-tests 2.19.6 computes them (setupArgs and each GetCollByteCount,
    float: 4 bytes), written out again from the C source rather than from ringcalc's code."""
    count = size // 4
    base = (count // nranks) & ~(16 // 4 - 1)
    send, recv, param = {
        "all-reduce": (count, count, count), "broadcast": (count, count, count), "reduce": (count, count, count),
        "all-gather": (base, base * nranks, base), "reduce-scatter": (base * nranks, base, base),
        "all-to-all": (base * nranks, base * nranks, base)}[collective]
    return max(send, recv) * 4, param


def test_an_odd_smallest_size_is_left_out_and_the_next_printed_as_nccl_tests_prints_it():
    """--min-size 3B: nccl-tests runs 3 B as count 0 (a size-0 row, left out and said) and 6 B as one float, 4 B
    (the first row of 4 B, 1 element was read as 3 B rounded up: it is 6 B's, as nccl-tests prints it)."""
    data = run_json("expect", "--cluster", "dgx-h100", "-n", "16", "--min-size", "3B", "--max-size", "100B")
    assert [(r["size_bytes"], r["count"]) for r in data["rows"]] == [(4, 1), (12, 3), (24, 6), (48, 12), (96, 24)]
    assert any(n.startswith("1 size(s) below 1 float(s) left out") for n in data["notes"])
    assert "1 size(s) not a multiple of 4 B run as nccl-tests runs them, size // 4 floats: 6 B prints as 4 B" in \
        data["notes"]


@settings(max_examples=150, deadline=None)
@given(collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter", "broadcast", "reduce",
                                   "all-to-all"]),
       low=st.integers(1, 5000), steps=st.integers(0, 6), factor=st.integers(2, 5),
       workers=st.sampled_from([2, 3, 8, 16, 24]))
def test_every_printed_size_and_count_is_nccl_tests_own(collective, low, steps, factor, workers):
    """Over any -b / -e / -f and collective, the rows are nccl-tests' own rows in order, its size-0 rows left out
    and counted in a note."""
    sizes = sweep_sizes(low, low * factor**steps, factor)
    want = [nccl_tests_row(collective, s, workers) for s in sizes]
    kept = [w for w in want if w[0] > 0]
    base = Scenario(cluster="dgx-h100", workers=workers, size=float(sizes[0]), collective=collective)
    if not kept:
        with pytest.raises(RingcalcError, match="nccl-tests prints as size 0"):
            expect(base, sizes)
        return
    table = expect(base, sizes)
    assert [(r.size_bytes, r.count) for r in table.rows] == kept
    zero = len(want) - len(kept)
    said = [n for n in table.notes if "left out: nccl-tests runs them as size 0" in n]
    assert said == ([] if zero == 0 else [said[0]]) and (not said or said[0].startswith(f"{zero} size(s)"))
    if collective in PER_RANK_COUNT:
        assert all(r.size_bytes % (16 * workers) == 0 for r in table.rows)
