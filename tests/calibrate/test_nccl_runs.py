"""Runs from parsed rows (ringcalc/calibrate/nccl_runs.py): N from the busbw/algbw ratio."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.model import busbw_factor
from ringcalc.calibrate.nccl_runs import _ranks_from_ratio


def _brute_force(collective: str, lo: float, hi: float, limit: int = 5000) -> int | None:
    found = [n for n in range(2, limit) if lo - 1e-12 <= busbw_factor(collective, n) <= hi + 1e-12]
    return found[0] if len(found) == 1 else None


@settings(max_examples=300, deadline=None)
@given(collective=st.sampled_from(["all_reduce", "reduce_scatter", "all_gather", "alltoall"]),
       n=st.integers(2, 3000), width=st.floats(0, 0.05), shift=st.floats(-1, 1))
def test_ranks_from_the_ratio_equal_a_search_over_every_n(collective, n, width, shift):
    """Issue 18: the search tried every N up to 10^6 per run (a log of 3,000 runs took minutes to read); the
    factor grows with N, so only the ends of the range need checking. Same answer as trying every N."""
    f = busbw_factor(collective, n)
    lo, hi = max(f - width * (1 + shift), 0.0), f + width * (1 - shift)
    if hi >= (2.0 if collective == "all_reduce" else 1.0) * (1 - 1 / 5000):
        return  # beyond the brute force's range of N
    assert _ranks_from_ratio(collective, (lo, hi)) == _brute_force(collective, lo, hi)


@settings(max_examples=40, deadline=None)
@given(per_host=st.lists(st.integers(1, 8), min_size=1, max_size=5), shuffle=st.randoms(use_true_random=False))
def test_the_ranks_of_each_host_are_kept(per_host, shuffle):
    """A log's '#  Rank' lines say how many ranks each host ran (8 and 4, not an even 6 and 6), in any order."""
    from ringcalc.calibrate.nccl_log import parse_nccl_log

    ranks = [(r, h) for h, k in enumerate(per_host) for r in range(sum(per_host[:h]), sum(per_host[:h]) + k)]
    shuffle.shuffle(ranks)
    n = sum(per_host)
    lines = ["# nThread 1 nGpus 1 minBytes 8 maxBytes 8 step: 2(factor) warmup iters: 1 iters: 1 validation: 1",
             "#", "# Using devices"]
    lines += [f"#  Rank {r:2d} Group  0 Pid {100 + h} on node{h:03d} device  0 [0x01] NVIDIA H100 80GB HBM3"
              for r, h in ranks]
    factor = 2 * (n - 1) / n
    lines += ["#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw "
              "  busbw #wrong",
              f"     1048576        262144     float     sum      -1    100.0   10.49   {10.49 * factor:.2f}      0"
              f"    100.0   10.49   {10.49 * factor:.2f}      0"]
    (run,) = parse_nccl_log("\n".join(lines) + "\n")
    assert run.ranks == n and run.nodes == len(per_host)
    assert run.ranks_per_host == tuple(sorted(per_host, reverse=True))


@settings(max_examples=25, deadline=None)
@given(log=st.sampled_from(["allreduce_nccltests2.17_1node_4rank.txt", "allreduce_two_runs_8_and_16rank.txt"]),
       where=st.floats(0, 1), copies=st.integers(1, 3), time=st.sampled_from(["0.12", "5.00", "0.00"]))
def test_a_size_0_row_anywhere_changes_no_fit(log, where, copies, time):
    """``-b 0`` prints size-0 rows: they move nothing, so the fit is the same without them, warns that it left them
    out, and leaks no numpy warning (log10(0) ran in the held-out selection and moved alpha 150-fold)."""
    import tempfile
    import warnings
    from pathlib import Path

    from typer.testing import CliRunner

    from tests.paths import ROOT

    text = (ROOT / "tests/fixtures/nccl" / log).read_text().splitlines()
    rows = [i for i, line in enumerate(text) if line.split()[:1] and line.split()[0].isdigit() and "float" in line]
    at = rows[min(int(where * len(rows)), len(rows) - 1)]
    zero = f"           0             0     float     sum      -1     {time}    0.00    0.00      0     {time}    0.00    0.00      0"
    runner = CliRunner()
    with tempfile.TemporaryDirectory() as tmp:
        plain_log, zero_log = Path(tmp, "plain.txt"), Path(tmp, "zero.txt")
        plain_log.write_text("\n".join(text) + "\n")
        zero_log.write_text("\n".join(text[:at] + [zero] * copies + text[at:]) + "\n")
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            _assert_the_same_fit_warned(runner, plain_log, zero_log)


def _assert_the_same_fit_warned(runner, plain_log, zero_log) -> None:
    """``fit`` of both logs succeeds with the same answer, and the one with size-0 rows warns it left them out."""
    import json

    from ringcalc.cli import app

    plain = runner.invoke(app, ["fit", str(plain_log), "-f", "json"])
    zeros = runner.invoke(app, ["fit", str(zero_log), "-f", "json"])
    assert plain.exit_code == 0 and zeros.exit_code == 0, zeros.output
    a, b = json.loads(plain.stdout), json.loads(zeros.stdout)
    assert a["levels"] == b["levels"] if "levels" in a else a["alpha_s"] == b["alpha_s"]
    assert any("size-0 row" in w for w in b["warnings"])


@settings(max_examples=15, deadline=None)
@given(where=st.floats(0, 1), copies=st.integers(1, 3), time=st.sampled_from([0.0, 0.12, 5.0]))
def test_a_size_0_result_of_a_json_log_changes_no_fit(where, copies, time):
    """The ``-J`` JSON output is read like the text table: a size-0 result timed 0 us (``-b 0``) is left out with
    a warning, as the text table's row is; it had stopped the whole fit ("must be > 0, got 0.0")."""
    import json
    import tempfile
    from pathlib import Path

    from typer.testing import CliRunner

    from tests.paths import ROOT

    doc = json.loads((ROOT / "tests/fixtures/nccl/allreduce_json_v2_4rank.json").read_text())
    zero = {"size": 0, "count": 0, "type": "float", "redop": "sum", "root": -1,
            "out_of_place": {"time": time, "alg_bw": 0.0, "bus_bw": 0.0, "nwrong": 0.0},
            "in_place": {"time": time, "alg_bw": 0.0, "bus_bw": 0.0, "nwrong": 0.0}}
    at = min(int(where * len(doc["results"])), len(doc["results"]) - 1)
    with_zero = dict(doc, results=doc["results"][:at] + [zero] * copies + doc["results"][at:])
    runner = CliRunner()
    with tempfile.TemporaryDirectory() as tmp:
        plain_log, zero_log = Path(tmp, "plain.json"), Path(tmp, "zero.json")
        plain_log.write_text(json.dumps(doc))
        zero_log.write_text(json.dumps(with_zero))
        _assert_the_same_fit_warned(runner, plain_log, zero_log)
