"""compare / crossover (core and CLI) and the inverse solves for every algorithm."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc.numeric import _generated
from ringcalc.planning import compare
from ringcalc import numeric
from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.numeric.worker_search import largest_fitting_workers

runner = CliRunner()
ALLREDUCE = numeric.algorithms("all-reduce")


def scenario(**kw):
    base = dict(size="1 MB", workers=64, bandwidth="100 Gbps", latency="5 us")
    base.update(kw)
    return Scenario(**base)


def test_compare_rows_and_winner():
    rows = compare.compare(scenario())
    times = [r.time_s for r in rows]
    assert times == sorted(times)
    assert rows[0].winner and not rows[-1].winner
    assert {r.algorithm for r in rows} == set(ALLREDUCE) - {"hierarchical-ring", "flat-ring"}  # G = 1: the ring
    for r in rows:
        assert 0 < r.fraction_of_bound <= 1
        assert r.busbw_bytes_per_s == pytest.approx(r.algbw_bytes_per_s * 2 * 63 / 64)
        assert r.algbw_bytes_per_s == pytest.approx(1e6 / r.time_s)
    ring = next(r for r in rows if r.algorithm == "ring")
    # 2(N-1) alpha + 2(N-1)/N K/B, Patarasuk & Yuan 2009
    assert ring.time_s == pytest.approx(126 * 5e-6 + 2 * 63 / 64 * 1e6 / 12.5e9)
    assert ring.max_bytes_sent_per_worker == pytest.approx(2 * 63 / 64 * 1e6)


def test_compare_large_message_ring_beats_binomial_tree():
    rows = {r.algorithm: r for r in compare.compare(scenario(size="10 GB"))}
    assert rows["ring"].time_s < rows["binomial-tree"].time_s
    assert rows["ring"].fraction_of_bound > 0.99


def test_compare_subset_unknown_and_hierarchical():
    rows = compare.compare(scenario(), ["ring", "binomial-tree"])
    assert [r.algorithm for r in rows] == ["ring", "binomial-tree"] or {r.algorithm for r in rows} == {"ring", "binomial-tree"}
    with pytest.raises(RingcalcError, match="did you mean"):
        compare.compare(scenario(), ["rabenseifnr"])
    # on a cluster (issue 16): every algorithm that can run there, NCCL's with NCCL's protocol pick
    s = scenario(workers=16, gpus_per_node=8, intra_bandwidth="300 GB/s", size="1 GB", intra_latency="1us",
                 net_efficiency=1, intra_efficiency=1)
    rows = {r.algorithm: r for r in compare.compare(s)}
    assert "hierarchical-ring" in rows and "ring/Simple" in rows
    assert all(0 < r.fraction_of_bound <= 1 for r in rows.values())
    assert sum(r.note.startswith("NCCL's pick") for r in rows.values()) == 1
    # a slow scale-up link paces NCCL's ring: busbw = min(eta_up B_intra, R eta_net B) (ringcalc/symbolic/collectives/
    # nccl.py); latency: NCCL's ring/Simple base 8.4 us, 28 scale-up steps at max(1 us, 3 x 1 us of net overhead),
    # 2 network steps at --latency 5 us, times the multi-node plateau 1.4 (NCCL tuning.cc @ 5067397c)
    slow = compare.compare(s.replace(intra_bandwidth="10 GB/s"), ["ring"])[0]
    latency = 1.4 * (8.4e-6 + 28 * 3e-6 + 2 * 5e-6)
    assert slow.time_s == pytest.approx(latency + 2 * 15 / 16 * 1e9 / 10e9, rel=1e-12)


def test_compare_other_collectives():
    for coll, expected in [("reduce-scatter", {"ring", "recursive-halving"}), ("all-gather", {"ring", "recursive-doubling"}),
                           ("broadcast", {"ring", "binomial-tree"}), ("all-to-all", {"ring", "bruck"})]:
        rows = compare.compare(scenario(collective=coll))
        assert {r.algorithm for r in rows} == expected


def test_evaluate_all_is_vectorized_and_equals_scalar():
    rng = np.random.default_rng(3)
    n = rng.integers(1, 5000, 200).astype(float)
    k = 10 ** rng.uniform(0, 11, 200)
    params = dict(N=n, K=k, B=12.5e9, alpha=5e-6, gamma=1e-11, G=1, R_nic=1, B_intra=12.5e9, alpha_intra=5e-6)
    table = compare.evaluate_all(params)
    for i in (0, 17, 199):
        one = compare.evaluate_all({**params, "N": n[i], "K": k[i]})
        for algo in table:
            assert table[algo]["time"][i] == pytest.approx(float(one[algo]["time"]), rel=1e-14)


def test_crossover_is_where_the_times_meet():
    n, b, a = 64, 12.5e9, 5e-6
    for c in compare.crossover(n, b, a):
        if c.crossover_bytes is None:
            continue
        ring = _generated.MODELS["ring/all-reduce"]["time"](N=n, K=c.crossover_bytes, B=b, alpha=a, gamma=0.0)
        tree = _generated.MODELS[f"{c.algorithm}/all-reduce"]["time"](N=n, K=c.crossover_bytes, B=b, alpha=a, gamma=0.0)
        assert ring == pytest.approx(tree, rel=1e-12)
        assert c.faster_below == c.algorithm and c.faster_above == "ring"
    binomial = next(c for c in compare.crossover(n, b, a) if c.algorithm == "binomial-tree")
    # 2(N-1)a + 2(N-1)/N K/B = 2L(a + K/B), L = 6  =>  K* = (126 - 12) a / ((12 - 126/64) / B)
    assert binomial.crossover_bytes == pytest.approx(114 * a * b / (12 - 126 / 64), rel=1e-12)


def test_cli_compare_json():
    r = runner.invoke(app, ["compare", "--size", "1MB", "-n", "64", "-b", "100Gbps", "--latency", "5us", "-f", "json"])
    assert r.exit_code == 0, r.output
    rows = json.loads(r.stdout)
    for key in ("algorithm", "time_s", "max_bytes_sent_per_worker", "algbw_bytes_per_s", "busbw_bytes_per_s",
                "fraction_of_bound"):
        assert all(key in row for row in rows)
    assert sum(row["winner"] for row in rows) >= 1


def test_cli_compare_table_and_errors():
    r = runner.invoke(app, ["compare", "--size", "1MB", "-n", "12", "-b", "10Gbps", "--algorithms", "ring,rabenseifner"])
    assert r.exit_code == 0, r.output
    assert "rabenseifner" in r.stdout and "binomial" not in r.stdout
    r = runner.invoke(app, ["compare", "--size", "1MB", "-n", "12", "-b", "10Gbps", "--algorithms", "ringg"])
    assert r.exit_code == 2 and "ring" in r.output
    r = runner.invoke(app, ["compare", "--size", "1MB", "-n", "12", "-b", "10Gbps", "--gpus-per-node", "5"])
    assert r.exit_code == 2 and "intra-bandwidth" in r.output  # 5 GPUs per node: the link joining them is needed
    r = runner.invoke(app, ["compare", "--size", "1MB", "-n", "12", "-b", "10Gbps", "--gpus-per-node", "5",
                            "--intra-bandwidth", "nvlink4"])
    assert r.exit_code == 0 and "partial node" in r.output  # 12 ranks on 3 nodes of 5: the last holds 2


def test_cli_crossover_json():
    r = runner.invoke(app, ["crossover", "-n", "64", "-b", "100Gbps", "--latency", "5us", "-f", "json"])
    assert r.exit_code == 0, r.output
    rows = {row["algorithm"]: row for row in json.loads(r.stdout)}
    assert rows["binomial-tree"]["crossover_bytes"] == pytest.approx(710280.37, rel=1e-6)


# ------------------------------------------------------------------ inverse solves for every algorithm


TWO_LEVEL = ("hierarchical-ring", "flat-ring")


def _cluster(algo):
    """A cluster of 4-GPU nodes for the algorithms that need one (issue 16), else one link per worker."""
    return dict(gpus_per_node=4, intra_bandwidth="300 GB/s") if algo in TWO_LEVEL else {}


@pytest.mark.parametrize("algo", ALLREDUCE)
def test_required_bandwidth_meets_target_for_every_algorithm(algo):
    s = scenario(workers=16, step_time="200 ms", algorithm=algo, bandwidth=None, **_cluster(algo))
    r = s.required_bandwidth(0.9)
    tt = s.replace(bandwidth=r.required_bandwidth_bytes_per_s).comm_time()
    assert 0.2 / (0.2 + tt) == pytest.approx(0.9, rel=1e-9)


@pytest.mark.parametrize("algo", ALLREDUCE)
def test_unreachable_target_message_for_every_algorithm(algo):
    s = scenario(workers=1024, latency="1 ms", step_time="10 ms", algorithm=algo, bandwidth=None, **_cluster(algo))
    with pytest.raises(RingcalcError, match="unreachable") as exc:
        s.required_bandwidth(0.99)
    assert exc.value.kind == "infeasible"


def _brute_max_workers(s, budget, step, limit=5000):
    n = np.arange(step if step > 1 else 2, limit + 1, step, dtype=float)
    t = numeric.evaluate("time", s.symbol_values(N=n), s.algorithm, s.collective)
    ok = n[t <= budget]
    return int(ok.max()) if len(ok) else None


@given(
    algo=st.sampled_from(["recursive-doubling", "rabenseifner", "binomial-tree", "double-binary-tree", "ring",
                          "parameter-server", "naive"]),
    k=st.floats(1e4, 1e9), latency=st.sampled_from(["1 us", "20 us", "300 us"]), target=st.floats(0.5, 0.97),
)
def test_max_workers_equals_brute_force(algo, k, latency, target):
    gpn = 1
    s = Scenario(size=k, workers=2, bandwidth="25 Gbps", latency=latency, step_time="50 ms", algorithm=algo)
    try:
        r = s.max_workers(target)
    except RingcalcError:
        assert _brute_max_workers(s, 0.05 * (1 - target) / target, gpn) is None
        return
    budget = r.comm_time_budget_s
    brute = _brute_max_workers(s, budget, gpn)
    if r.max_workers is not None and r.max_workers < 5000 - gpn:
        assert r.max_workers == brute, (algo, k, latency, target)
    else:  # beyond the brute-force range: at least everything brute force found
        def failing(n: int) -> bool:  # the solver's own list of worker counts below its answer that miss
            return any(lo <= n <= hi for lo, hi in r.failing_below)

        # models not monotone in N (Rabenseifner: only powers of two) may meet the target at 4096 and not
        # again below 5000; then every count between must be in the solver's failing ranges
        assert r.unbounded or (brute is not None and all(
            failing(n) for n in range(brute + gpn, 5000 - gpn + 1, gpn)))


def test_worker_search_handles_non_monotone_times():
    # the time of recursive doubling: larger at N = 2**j + 1 than at 2**(j+1)
    fns = _generated.MODELS["recursive-doubling/all-reduce"]

    def times(n):
        return fns["time"](N=n, K=1e6, B=1e9, alpha=1e-5, gamma=0.0)

    budget = float(times(np.array([64.0]))[0])  # 64 fits; 33..63 do not (8 steps > 6)
    assert largest_fitting_workers(times, budget) == (64, False)
    bisect_would_say = 32  # a monotone search from 2 stops before the 33..63 block
    assert times(np.array([33.0]))[0] > budget and bisect_would_say < 64


def test_numeric_root_inverts_a_model_without_closed_form():
    from ringcalc.numeric.roots import inverse

    def time(*, B, K, alpha, **_):  # a ring paced by the slower of two links: no closed form in sympy
        return 14 * np.maximum(alpha + K / (8 * B), 2e-6 + K / (8 * 40e9)) + 0 * K

    values = dict(K=1e9, alpha=5e-6)
    budget = 0.5
    b = inverse(time, values, "required_bandwidth", budget)
    assert time(B=b, **values) == pytest.approx(budget, rel=1e-12)
    assert np.isnan(inverse(time, values, "required_bandwidth", 1e-3))  # slower than the budget at any B
    k = inverse(time, {"B": 12.5e9, "alpha": 5e-6}, "max_gradient_bytes", budget)
    assert time(B=12.5e9, K=k, alpha=5e-6) == pytest.approx(budget, rel=1e-12)
    a = inverse(time, {"B": 12.5e9, "K": 1e9}, "max_latency", budget)
    assert time(B=12.5e9, K=1e9, alpha=a) == pytest.approx(budget, rel=1e-12)
    assert inverse(time, {"B": 12.5e9, "K": 1e12}, "max_latency", budget) == -1.0


@given(algo=st.sampled_from(["ring", "double-binary-tree", "hierarchical-ring", "auto"]),
       k=st.floats(1e6, 1e10), target=st.floats(0.5, 0.95))
@settings(max_examples=15, deadline=None)
def test_max_workers_on_a_cluster_is_the_boundary(algo, k, target):
    """On a cluster each N is placed and resolved anew: the answer meets the target and N + 1 (or the next piece) does not."""
    s = Scenario(size=k, workers=2, cluster="dgx-h100", step_time="50 ms", algorithm=algo)
    try:
        r = s.max_workers(target)
    except RingcalcError:  # Horovod's hierarchical ring runs on whole nodes: the fewest is one node of 8
        assert s.at_workers(8 if algo == "hierarchical-ring" else 2).efficiency().efficiency < target
        return
    if r.unbounded or getattr(r, "beyond_limit", False):
        return
    n = r.max_workers
    assert s.at_workers(n).efficiency().efficiency >= target * (1 - 1e-12)
    assert n >= 2


def test_cli_plan_commands_take_every_algorithm_and_the_two_level_options():
    base = ["--size", "1GB", "--latency", "5us"]
    r = runner.invoke(app, ["time", *base, "-n", "16", "-b", "100Gbps", "--algorithm", "hierarchical-ring",
                            "--gpus-per-node", "8", "--intra-bandwidth", "300GB/s", "-f", "json"])
    assert r.exit_code == 0, r.output
    row = json.loads(r.stdout)
    assert 0 < row["fraction_of_bound"] <= 1 and row["lower_bound_s"] < row["comm_time_s"]
    r = runner.invoke(app, ["max-workers", *base, "-b", "100Gbps", "-t", "1s", "-e", "0.9", "--algorithm",
                            "hierarchical-ring", "--gpus-per-node", "8", "--intra-bandwidth", "300GB/s", "-f", "json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["max_workers"] >= 8  # a partial last node is allowed (issue 16)
    for algo in ALLREDUCE:
        args = ["max-workers", *base, "-b", "100Gbps", "-t", "1s", "-e", "0.9", "--algorithm", algo, "-f", "json"]
        r = runner.invoke(app, args)
        if algo in TWO_LEVEL:  # they run on nodes of several GPUs: refused without a cluster, with the reason
            assert r.exit_code == 2 and "nodes of several GPUs" in r.stderr, (algo, r.output)
            continue
        assert r.exit_code in (0, 1), (algo, r.output)  # 1: unreachable, with the one-line message
        r = runner.invoke(app, ["bandwidth", *base, "-n", "12", "-t", "1s", "-e", "0.9", "--algorithm", algo, "-f", "json"])
        assert r.exit_code == 0, (algo, r.output)
    r = runner.invoke(app, ["time", *base, "-n", "8", "-b", "100Gbps", "--collective", "broadcast", "--algorithm",
                            "binomial-tree", "-f", "json"])
    assert r.exit_code == 0 and json.loads(r.stdout)["comm_time_s"] == pytest.approx(3 * (5e-6 + 1e9 / 12.5e9))


def test_two_level_algorithms_without_a_cluster_are_refused_not_run_as_the_ring():
    """Issue 16: "-a hierarchical-ring without --gpus-per-node silently runs as a flat ring"."""
    for algo in TWO_LEVEL:
        with pytest.raises(RingcalcError, match="nodes of several GPUs") as exc:
            scenario(workers=12, bandwidth=None, step_time="1 s", size="1 GB", algorithm=algo)
        assert exc.value.option == "algorithm"


def _rows(**kw):
    base = dict(size="1 GB", workers=16, bandwidth="100GbE")
    base.update(kw)
    return {r.algorithm: r for r in compare.compare(Scenario(**base))}


def test_several_gpus_per_node_without_the_link_joining_them_are_refused():
    with pytest.raises(RingcalcError, match="scale-up link") as exc:
        _rows(gpus_per_node=8)
    assert exc.value.option == "intra-bandwidth"


def test_ring_on_one_node_uses_the_scale_up_link_only_and_has_a_meaningful_bound():
    rows = _rows(workers=8, gpus_per_node=8, intra_bandwidth="nvlink4", intra_efficiency=1, intra_latency=0)
    bandwidth = 2 * 7 / 8 * 1e9 / 450e9  # 450 GB/s (catalog, all of it), no NIC crossed
    ring = rows["ring/Simple"]
    assert ring.time_s == pytest.approx(8.4e-6 + bandwidth, rel=1e-12)  # + NCCL's base latency of ring/Simple
    assert rows["hierarchical-ring"].time_s == pytest.approx(bandwidth, rel=1e-12)  # Horovod's: no NCCL base
    # without NVLS the scale-up link must carry 2(g-1)/g K: the ring is bandwidth-optimal on one node
    assert rows["hierarchical-ring"].fraction_of_bound == pytest.approx(1.0, rel=1e-12)
    assert ring.fraction_of_bound == pytest.approx(bandwidth / ring.time_s, rel=1e-12)


def test_crossover_against_rabenseifner_includes_the_ring():
    rows = {c.algorithm: c for c in compare.crossover(64, 12.5e9, 5e-6, against="rabenseifner")}
    assert "ring" in rows and "rabenseifner" not in rows
    # N = 64 is a power of two: same bandwidth term, fewer latency steps (12 vs 126)
    assert rows["ring"].crossover_bytes is None and rows["ring"].faster_below == "rabenseifner"


def test_double_binary_tree_busiest_worker_sends_2k():
    rows = _rows(size="1 GB", workers=16, gpus_per_node=1)
    dbt = rows["double-binary-tree"]
    # an inner node of one tree (K/2 up, 2 x K/2 down) that is a leaf of the other (K/2 up): 2K
    assert dbt.max_bytes_sent_per_worker == pytest.approx(2e9)
    assert dbt.time_s == pytest.approx(2e9 / 12.5e9, rel=1e-12)  # pipelined: paced by the busiest link
    assert dbt.fraction_of_bound < 1
    fns = _generated.MODELS["double-binary-tree/all-reduce"]
    # NCCL's trees (src/graph/trees.cc, NVIDIA/nccl 5067397c): N = 3 gives two chains, 0-2-1 and 1-0-2: 1.5 K
    assert [float(fns["bytes_sent_per_worker"](N=n, K=1.0)) for n in (1, 2, 3, 4, 64)] == [0.0, 1.0, 1.5, 2.0, 2.0]
    assert float(fns["time"](N=1, K=1e9, B=1e9, alpha=1e-6, gamma=1e-9)) == 0.0
