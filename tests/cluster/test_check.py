"""A log beside the table expected on its own layout (ringcalc/cluster/check.py): layout, bands, the round trip."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.nccl_log import parse_nccl_log, read_nccl_log
from ringcalc.cli.expect_view import nccl_text
from ringcalc.cluster import check
from ringcalc.cluster.expect import expect, sweep_sizes
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from tests.paths import NCCL_FIXTURES

TWO_HOSTS = NCCL_FIXTURES / "allgather_srun_label_2node_8rank_na.txt"  # 2 hosts x 4 ranks
NO_HOSTS = NCCL_FIXTURES / "allreduce_rows_only_32rank.txt"  # rows only: N from busbw/algbw, no hosts


def test_bands_split_at_64_kib_and_64_mib():
    assert [check.band_of(s) for s in (8, 2**16 - 1, 2**16, 2**26 - 1, 2**26, 2**34)] == [
        "small", "small", "medium", "medium", "large", "large"]


def test_a_log_on_part_of_each_node_is_costed_with_its_ranks_rails():
    (run,) = read_nccl_log(TWO_HOSTS)
    lay = check.log_layout(run, gpus_per_node=8, nics_per_node=8)
    assert (lay.ranks, lay.nodes, lay.ranks_per_node, lay.nics_per_node) == (8, 2, 4, 4)
    assert lay.nodes_source == "the log's host lines" and "4 of each node's 8 GPUs" in lay.notes[0]
    assert check.layout_overrides(lay, 8) == {"workers": "8", "gpus_per_node": "4", "nics_per_node": "4"}
    full = check.log_layout(run, gpus_per_node=4, nics_per_node=2)
    assert full.notes == () and check.layout_overrides(full, 4) == {"workers": "8"}


@settings(max_examples=60, deadline=None)
@given(g_cluster=st.integers(2, 8), r=st.integers(1, 16), data=st.data())
def test_a_log_on_part_of_each_node_uses_the_nics_its_gpus_rails_use(g_cluster, r, data):
    """The NICs of g of G GPUs are ceil(R g / G), as the cluster model and the executor count them (GPUs 0-4 of a
    p4d, 4 NICs for 8 GPUs, use NICs 0, 0, 1, 1, 2: three); ``round`` (to even) had costed two."""
    from ringcalc.executor.fabric import Fabric

    g = data.draw(st.integers(1, g_cluster - 1))
    (run,) = read_nccl_log(TWO_HOSTS)
    lay = check.log_layout(replace(run, ranks=2 * g, nodes=2, ranks_per_host=(g, g)), g_cluster, r)
    assert lay.ranks_per_node == g
    assert lay.nics_per_node == Fabric(g, g_cluster, r).nics_on(0)


def test_the_log_s_hosts_win_over_nodes_and_the_cluster_s_g_fills_a_log_without_hosts():
    (run,) = read_nccl_log(TWO_HOSTS)
    with pytest.raises(RingcalcError, match="--nodes 3 contradicts it") as err:
        check.log_layout(run, 8, 8, nodes=3)
    assert err.value.option == "nodes"
    (rows_only,) = read_nccl_log(NO_HOSTS)
    lay = check.log_layout(rows_only, 8, 8)
    assert (lay.nodes, lay.ranks_per_node) == (4, 8) and "names no hosts" in lay.nodes_source
    assert check.log_layout(rows_only, 8, 8, nodes=8).ranks_per_node == 4


def test_more_ranks_per_node_than_the_cluster_has_gpus_is_refused():
    (run,) = read_nccl_log(TWO_HOSTS)
    with pytest.raises(RingcalcError, match="runs 4 ranks per node .* give --gpus-per-node 4") as err:
        check.log_layout(run, gpus_per_node=2, nics_per_node=2)
    assert err.value.option == "gpus-per-node"
    with pytest.raises(RingcalcError, match="give --ranks"):
        check.log_layout(replace(run, ranks=None), 8, 8)
    with pytest.raises(RingcalcError, match="one rank communicates nothing"):
        check.log_layout(replace(run, ranks=1, nodes=1), 8, 8)


def test_an_even_split_is_read_where_n_allows_one_and_a_partial_node_where_not():
    (run,) = read_nccl_log(TWO_HOSTS)
    assert run.ranks_per_host == (4, 4)
    unnamed = replace(run, ranks_per_host=())  # rank lines without the ranks of each host
    assert check.log_layout(replace(unnamed, ranks=12), 8, 8).ranks_per_node == 6  # 6 + 6
    assert check.log_layout(replace(unnamed, ranks=9), 8, 8).ranks_per_node == 8  # 8 + 1
    # where the rank lines say, they decide: 8 + 4 is two nodes of 8 with a partial last one, 6 + 6 two of 6
    assert check.log_layout(replace(run, ranks=12, ranks_per_host=(8, 4)), 8, 8).ranks_per_node == 8
    assert check.log_layout(replace(run, ranks=12, ranks_per_host=(6, 6)), 8, 8).ranks_per_node == 6
    odd = check.log_layout(replace(run, ranks=12, nodes=3, ranks_per_host=(8, 2, 2)), 8, 8)
    assert odd.ranks_per_node == 8 and any("8, 2, 2" in n for n in odd.notes)


def test_band_verdicts_follow_the_majority_of_sizes():
    (run,) = read_nccl_log(TWO_HOSTS)
    report = check.check_run(run, 1, lambda **o: Scenario(cluster="dgx-h100", **o))
    assert [b.band for b in report.bands] == ["small", "medium", "large"]  # 1 KiB - 64 MiB
    for b in report.bands:
        assert b.sizes == b.within + b.slower + b.faster
        if b.verdict == "as expected":
            assert 2 * b.slower <= b.sizes and 2 * b.faster <= b.sizes
    data = report.to_dict()
    assert data["ranks"] == 8 and data["nodes"] == 2 and len(data["rows"]) == len(run.rows)


CLUSTERS = {"dgx-h100": 8, "hgx-a100": 8, "p5-48xlarge": 8, "mi355x-pollara": 8, "cscs-alps-gh200": 4}


@settings(max_examples=12, deadline=None)
@given(cluster=st.sampled_from(sorted(CLUSTERS)), nodes=st.integers(1, 6),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter"]),
       algorithm=st.sampled_from(["auto", "ring"]))
def test_the_expected_table_printed_as_nccl_tests_reads_back_as_expected(cluster, nodes, collective, algorithm):
    """expect --format nccl is a log: check reads it (ranks, hosts, sizes) and finds it as expected at every size."""
    g = CLUSTERS[cluster]
    base = Scenario(cluster=cluster, workers=nodes * g, size=8.0, collective=collective, algorithm=algorithm)
    table = expect(base, sweep_sizes(1024, 2**31, 8))
    (run,) = parse_nccl_log(nccl_text(table), source="expected")
    assert run.ranks == nodes * g and run.nodes == nodes
    report = check.check_run(run, 1, lambda **o: Scenario(cluster=cluster, algorithm=algorithm, **o))
    assert [r.size_bytes for r in report.rows] == [r.size_bytes for r in table.rows]
    for r in report.rows:
        assert r.ratio == pytest.approx(1.0, rel=5e-3), r  # nccl-tests prints times to 0.01 us / 4-5 digits
        assert r.status == "as expected"
    assert report.verdict == "as expected", [f.message for f in report.findings if f.problem]


@pytest.mark.parametrize("log", ["issue290_ring_2node_16rank_excerpt.txt", "cscs_cxi_2node_8rank_excerpt.txt"])
def test_a_row_s_status_is_judged_on_the_range_the_row_shows(log):
    """Each compared row's status is 'as expected' exactly where its measured time lies in the healthy range that the
    table shows and the JSON carries (the table showed the expected row's wider 80% interval: Lambda's 8 B at 62 us
    was 'slower' beside '14.26 - 71.24')."""
    import json

    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    cluster = "dgx-h100" if "issue290" in log else "cscs-alps-gh200"
    out = run("check", REAL_NCCL / log, "--cluster", cluster, "--format", "json")
    rows = json.loads(out.stdout)["runs"][0]["rows"]
    assert rows
    for r in rows:
        inside = r["healthy_time_s_low"] <= r["measured_time_s"] <= r["healthy_time_s_high"]
        assert (r["status"] == "as expected") == inside, r


def test_ranks_that_contradict_the_logs_busbw_ratio_are_said(tmp_path):
    """A log without rank lines, checked with --ranks 8 where its busbw/algbw says 16 (2 x 15/16): fit warned,
    check costed 8 ranks on one node in silence; it now says the ranks given may not be those that ran."""
    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    text = (REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt").read_text()
    lines = [line.split(": ", 1)[1] if line.startswith(" 0: ") or line.startswith("0: ") else line
             for line in text.splitlines() if "Rank" not in line]
    log = tmp_path / "norank.txt"
    log.write_text("\n".join(lines) + "\n")
    wrong = run("check", log, "--cluster", "dgx-h100", "-a", "ring", "--ranks", "8")
    right = run("check", log, "--cluster", "dgx-h100", "-a", "ring", "--ranks", "16")
    assert "may not be the ranks that ran" in " ".join(wrong.output.split())
    assert "may not be the ranks that ran" not in " ".join(right.output.split())
