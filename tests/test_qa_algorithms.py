"""QA findings on the algorithm side: flat ring pacing, crossover --against, max-workers honesty,
double-binary-tree traffic, and the time split of the `time` command."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc.numeric import _generated
from ringcalc.planning import compare
from ringcalc.cli import app
from ringcalc.planning.scenario import Scenario
from ringcalc.units import MAX_WORKERS
from ringcalc.numeric.worker_search import describe_failing, failing_ranges, largest_fitting_workers

runner = CliRunner()
FLAT = _generated.MODELS["flat-ring/all-reduce"]


def run_json(*args):
    r = runner.invoke(app, [*args, "-f", "json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


# ---------------------------------------------------------------- 1. flat ring paced by its slowest link


def _rows(**kw):
    base = dict(size="1 GB", workers=16, bandwidth="100GbE", gpus_per_node=8)
    base.update(kw)
    return {r.algorithm: r for r in compare.compare(Scenario(**base))}


def test_flat_ring_with_default_intra_link_is_not_faster_than_the_ring():
    # QA: crowned flat-ring 18.75 ms vs ring 150 ms. Default intra link = the NIC rate (12.5 GB/s), 8 NICs:
    # the slowest hop is the intra-node one, K/(N B_intra) per step: 2(N-1) K/(N B_intra) = the ring's 150 ms
    rows = _rows()
    assert rows["flat-ring"].time_s == pytest.approx(2 * 15 / 16 * 1e9 / 12.5e9, rel=1e-12)
    assert rows["flat-ring"].time_s >= rows["ring"].time_s * (1 - 1e-12)


def test_flat_ring_with_a_slow_intra_link_is_paced_by_it():
    rows = _rows(intra_bandwidth="1GbE")  # 125 MB/s per GPU inside the node
    assert rows["flat-ring"].time_s == pytest.approx(2 * 15 / 16 * 1e9 / 125e6, rel=1e-12)  # 15 s


def test_flat_ring_on_one_node_uses_intra_links_only_and_has_a_meaningful_bound():
    rows = _rows(workers=8, intra_bandwidth="nvlink4")  # 450 GB/s (catalog), no NIC crossed
    want = 2 * 7 / 8 * 1e9 / 450e9
    assert rows["flat-ring"].time_s == pytest.approx(want, rel=1e-12)
    assert rows["hierarchical-ring"].time_s == pytest.approx(want, rel=1e-12)
    # QA: "% of bound 0.0%" on one node; the intra-node ring is bandwidth-optimal there
    assert rows["flat-ring"].fraction_of_bound == pytest.approx(1.0, rel=1e-12)
    assert rows["hierarchical-ring"].fraction_of_bound == pytest.approx(1.0, rel=1e-12)


@settings(max_examples=200, deadline=None)
@given(
    nodes=st.integers(1, 64), g=st.sampled_from([1, 2, 4, 8]), r=st.integers(1, 8),
    k=st.floats(1.0, 1e10), b=st.floats(1e6, 1e12), bi=st.floats(1e6, 1e12),
    a=st.floats(0, 1e-4), ai=st.floats(0, 1e-4), gamma=st.floats(0, 1e-9),
)
def test_flat_ring_step_is_its_slowest_hop(nodes, g, r, k, b, bi, a, ai, gamma):
    r = min(r, g)
    n = nodes * g
    hops = []
    if g > 1:
        hops.append(ai + k / (n * bi))  # intra-node hop: K/N per step over the GPU's link
    if nodes > 1:
        hops.append(a + k / (n * r * b))  # NIC hop: one of R rings, K/(N R) per step
    want = 2 * (n - 1) * max(hops, default=0.0) + (n - 1) / n * k * gamma
    got = float(FLAT["time"](N=n, K=k, B=b, alpha=a, gamma=gamma, G=g, R_nic=r, B_intra=bi, alpha_intra=ai))
    assert got == pytest.approx(want, rel=1e-12, abs=1e-300)
    bound = float(FLAT["lower_bound"](N=n, K=k, B=b, alpha=a, gamma=gamma, G=g, R_nic=r, B_intra=bi, alpha_intra=ai))
    assert bound <= got * (1 + 1e-12)


def test_compare_table_shows_the_notes():
    r = runner.invoke(app, ["compare", "--size", "10MB", "-n", "16", "-b", "100GbE", "--latency", "5us"])
    assert r.exit_code == 0, r.output
    text = " ".join(r.stdout.split())
    assert "note, double-binary-tree: idealised" in text


# ---------------------------------------------------------------- 2. crossover --against


@pytest.mark.parametrize("against", ["rabenseifner", "binomial-tree", "double-binary-tree", "recursive-doubling",
                                     "ring", "flat-ring", "hierarchical-ring", "parameter-server", "naive"])
def test_crossover_against_every_algorithm(against):
    rows = run_json("crossover", "-n", "64", "-b", "100GbE", "--latency", "5us", "--against", against)
    assert rows and all(row["algorithm"] != against for row in rows)  # never compared with itself
    for row in rows:
        if row["crossover_bytes"] is not None:
            fa = _generated.MODELS[f"{row['algorithm']}/all-reduce"]["time"]
            fb = _generated.MODELS[f"{against}/all-reduce"]["time"]
            kw = dict(N=64, K=row["crossover_bytes"], B=12.5e9, alpha=5e-6, gamma=0.0, G=1, R_nic=1,
                      B_intra=12.5e9, alpha_intra=5e-6)
            assert float(fa(**kw)) == pytest.approx(float(fb(**kw)), rel=1e-9)


def test_crossover_against_rabenseifner_includes_the_ring():
    rows = {c.algorithm: c for c in compare.crossover(64, 12.5e9, 5e-6, against="rabenseifner")}
    assert "ring" in rows and "rabenseifner" not in rows
    # N = 64 is a power of two: same bandwidth term, fewer latency steps (12 vs 126)
    assert rows["ring"].crossover_bytes is None and rows["ring"].faster_below == "rabenseifner"


def test_crossover_bad_against_is_a_one_line_error():
    r = runner.invoke(app, ["crossover", "-n", "64", "-b", "100GbE", "--against", "bruck"])
    assert r.exit_code == 2 and "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1
    r = runner.invoke(app, ["crossover", "-n", "64", "-b", "100GbE", "--against", "ring", "--algorithms", "ring"])
    assert r.exit_code == 2 and "Traceback" not in r.output


# ---------------------------------------------------------------- 3. max-workers for non-monotone models

MW = ("max-workers", "--size", "100MB", "-b", "100GbE", "-t", "0.1", "-e", "80%", "--latency", "5us")


def test_max_workers_rabenseifner_stays_within_the_tool_limit_and_says_only_powers_of_two():
    data = run_json(*MW, "-a", "rabenseifner")
    assert data["max_workers"] <= MAX_WORKERS  # QA: 2**50 before
    assert data["max_workers"] == 2**26  # the largest power of two <= 1e8; 2**26 + 1 .. 1e8 miss the target
    assert data["failing_below"][0] == [5, 7]
    assert any("only powers of two" in note for note in data["notes"])


def test_max_workers_recursive_doubling_lists_the_gap_below_the_answer():
    data = run_json(*MW, "-a", "recursive-doubling")
    assert data["max_workers"] == 8
    assert data["failing_below"] == [[5, 7]]
    assert any("5..7" in note for note in data["notes"])
    s = Scenario(size="100MB", workers=2, bandwidth="100GbE", step_time=0.1, latency="5us",
                 algorithm="recursive-doubling")
    assert all(s.replace(workers=n).efficiency().efficiency < 0.8 for n in (5, 6, 7))
    assert s.replace(workers=8).efficiency().efficiency >= 0.8


def test_max_workers_double_binary_tree_is_not_called_unbounded_at_the_search_limit():
    data = run_json(*MW, "-a", "double-binary-tree")
    assert data["unbounded"] is False and data["beyond_limit"] is True
    assert data["max_workers"] <= MAX_WORKERS
    r = runner.invoke(app, [*MW, "-a", "double-binary-tree"])
    assert "unbounded" not in r.stdout and "or more" in r.stdout


def test_failing_ranges_and_description():
    fns = _generated.MODELS["recursive-doubling/all-reduce"]

    def times(n):
        return fns["time"](N=n, K=1e6, B=1e9, alpha=1e-5, gamma=0.0)

    budget = float(times(np.array([64.0]))[0])
    assert largest_fitting_workers(times, budget) == (64, False)
    brute = [n for n in range(2, 65) if float(times(np.array([float(n)]))[0]) > budget]
    assert failing_ranges(times, budget, 64) == [(33, 63)] and brute == list(range(33, 64))
    assert "33..63" in describe_failing([(33, 63)], 64)
    assert largest_fitting_workers(lambda n: 0 * n, 1.0, limit=1000) == (1000, True)
    assert largest_fitting_workers(lambda n: 0 * n, 1.0, step=8, limit=1000) == (1000, True)


# ---------------------------------------------------------------- 4. double binary tree traffic


def test_double_binary_tree_busiest_worker_sends_2k():
    rows = _rows(size="1 GB", workers=16, gpus_per_node=1)
    dbt = rows["double-binary-tree"]
    # an inner node of one tree (K/2 up, 2 x K/2 down) that is a leaf of the other (K/2 up): 2K
    assert dbt.max_bytes_sent_per_worker == pytest.approx(2e9)
    assert dbt.time_s == pytest.approx(2e9 / 12.5e9, rel=1e-12)  # pipelined: paced by the busiest link
    assert dbt.fraction_of_bound < 1
    fns = _generated.MODELS["double-binary-tree/all-reduce"]
    assert [float(fns["bytes_sent_per_worker"](N=n, K=1.0)) for n in (1, 2, 3, 64)] == [0.0, 1.0, 2.0, 2.0]
    assert float(fns["time"](N=1, K=1e9, B=1e9, alpha=1e-6, gamma=1e-9)) == 0.0


# ---------------------------------------------------------------- 5. the time command's split


def test_time_split_is_labelled_as_what_bandwidth_cannot_remove():
    args = ["time", "-a", "hierarchical-ring", "--size", "1GB", "-n", "16", "-b", "100GbE", "--gpus-per-node", "8",
            "--intra-bandwidth", "nvlink4"]
    data = run_json(*args)
    assert "latency_time_s" not in data
    intra = 2 * 7 / 8 * 1e9 / 450e9  # intra-node reduce-scatter + all-gather at 450 GB/s, latency 0
    assert data["min_comm_time_s"] == pytest.approx(intra, rel=1e-12)
    assert data["bandwidth_time_s"] == pytest.approx(data["comm_time_s"] - intra, rel=1e-12)
    r = runner.invoke(app, args)
    assert "of which latency" not in r.stdout and "intra-node transfers" in r.stdout


@pytest.mark.parametrize("latex", [False, True])
def test_explain_every_all_reduce_algorithm(latex):
    # the flat ring's inverses are numeric (its slowest hop is a max): explain says so instead of failing
    for algo in ("flat-ring", "hierarchical-ring", "double-binary-tree"):
        r = runner.invoke(app, ["explain", "-a", algo, *(["--latex"] if latex else [])])
        assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["explain", "-a", "flat-ring"])
    assert "numeric" in r.stdout and "max(" in r.stdout


# ---- second QA pass: one worker and one node of a two-level network


def test_one_worker_time_and_compare_do_not_crash():
    from typer.testing import CliRunner

    from ringcalc.cli import app

    runner = CliRunner()
    for args in (["time", "--size", "1GB", "-n", "1", "--bandwidth", "100GbE"],
                 ["compare", "--size", "1GB", "-n", "1", "--bandwidth", "100GbE"]):
        for fmt in ("table", "json"):
            result = runner.invoke(app, [*args, "-f", fmt])
            assert result.exit_code == 0, result.output
    data = __import__("json").loads(runner.invoke(app, ["time", "--size", "1GB", "-n", "1", "-b", "100GbE", "-f", "json"]).stdout)
    assert data["comm_time_s"] == 0 and data["busbw_bytes_per_s"] == 0


@pytest.mark.parametrize("algorithm", ["flat-ring", "hierarchical-ring"])
@pytest.mark.parametrize("overlap", [0, 0.5])
def test_single_node_needs_no_nic_bandwidth(algorithm, overlap):
    # N = G: nothing crosses a NIC, so any NIC bandwidth meets a reachable target (said, not a crash)
    from ringcalc import Scenario

    s = Scenario(model="vgg16", workers=8, gpus_per_node=8, algorithm=algorithm, intra_bandwidth="nvlink4",
                 step_time="200ms", overlap=overlap)
    r = s.required_bandwidth("90%")
    assert r.required_bandwidth_bytes_per_s == 0.0
    assert any("does not depend on --bandwidth" in n for n in r.notes)
    assert s.replace(bandwidth="1 Mbps").efficiency().efficiency >= 0.9


def test_single_node_any_latency_meets_the_target():
    from ringcalc import Scenario

    r = Scenario(model="vgg16", workers=2, gpus_per_node=2, algorithm="hierarchical-ring", bandwidth="100GbE",
                 intra_bandwidth="nvlink4", step_time=0.2).max_latency("90%")
    assert r.max_latency_s == float("inf") and any("does not depend on --latency" in n for n in r.notes)
