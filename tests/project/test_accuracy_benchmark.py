"""The accuracy benchmark's parts: the manifest states only what its sources state, and the scores mean what they say.

benchmarks/accuracy/manifest.py describes the logs of ../shared/data (not in the repository); these tests check
the manifest against the catalog and check its rules on generated entries; scoring and the LAYOUT_SIGMA solver
are checked on generated points.
"""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.accuracy import layout_sigma
from benchmarks.accuracy.manifest import LOGS, Log, find, prior_only_gap
from benchmarks.accuracy.scoring import Point, score, summarise
from ringcalc import Scenario, catalog


@pytest.mark.parametrize("log", [log for log in LOGS if log.catalog], ids=lambda log: f"{log.file}[{log.select}]")
def test_a_named_catalog_cluster_exists_and_agrees_with_what_the_source_states(log):
    entry = catalog.get_cluster(log.catalog, option="cluster")
    if log.gpus_per_node is not None:
        assert entry.gpus_per_node == log.gpus_per_node
    if log.nics_per_node is not None:
        assert entry.nics_per_node == log.nics_per_node
    if log.transport is not None:
        assert entry.transport == log.transport


@pytest.mark.parametrize("log", [log for log in LOGS if prior_only_gap(log) is None],
                         ids=lambda log: f"{log.file}[{log.select}]")
def test_every_described_run_builds_its_cluster(log):
    """Task (i) describes the run by layout options: every link name and figure in the manifest parses."""
    s = Scenario(size="1GiB", workers=log.ranks, algorithm=log.forced or "auto", **log.layout_options())
    # nodes as the source counts them (a multi-node NVLink domain is one node to NCCL, several to its source)
    assert s.cluster_spec is not None and -(-log.ranks // s.cluster_spec.physical_gpus_per_node) == log.nodes


def test_runs_are_found_by_file_and_selector():
    assert find("hisohara-mi325x-ring-1-2-4-8node-largemsg.txt", 32).nodes == 4
    assert find("stas00_nvls_vs_ring_by_gpucount_8GiB.csv", "8xH200:5:nvls_off").nvls is False
    assert find("not-in-the-manifest.txt", None) is None
    keys = [(log.file, log.select) for log in LOGS]
    assert len(keys) == len(set(keys)), "two manifest entries for one run"


maybe = st.none() | st.integers(1, 64)
logs = st.builds(Log, file=st.just("x.txt"), system=st.just("s"), ranks=maybe, nodes=st.none() | st.integers(1, 8),
                 gpus_per_node=maybe, nics_per_node=maybe, scale_up=st.none() | st.just("nvlink4"),
                 nic_rate=st.none() | st.just("400Gbps"), transport=st.none() | st.just("ib"),
                 nvls=st.none() | st.booleans(), catalog=st.none() | st.just("dgx-h100"))


@given(logs)
def test_not_stated_stays_unstated(log):
    """Every layout option the benchmark passes comes from a stated field; a NIC share stays within the node's."""
    opts = log.layout_options()
    assert ("cluster" in opts) == (log.catalog is not None)
    assert ("bandwidth" in opts) == (log.nic_rate is not None)
    assert ("intra_bandwidth" in opts) == (log.scale_up is not None)
    assert ("transport" in opts) == (log.transport is not None)
    assert ("nvls" in opts) == (log.nvls is not None)
    assert ("nics_per_node" in opts) == (log.nics_per_node is not None)
    if "nics_per_node" in opts:
        assert 1 <= opts["nics_per_node"] <= max(log.nics_per_node, 1)
    fit = log.fit_options()
    assert set(fit) - {"gpus_per_node"} <= set(opts) and fit.get("nvls") in (None, True)
    gap = prior_only_gap(log)
    if log.ranks is None or log.nodes is None:
        assert gap is not None
    elif log.catalog is None and log.nodes > 1 and (log.nics_per_node is None or log.nic_rate is None):
        assert gap is not None


times = st.floats(1e-6, 10.0)


@given(st.lists(st.tuples(times, st.floats(0.2, 5.0), st.floats(1.0, 3.0)), min_size=1, max_size=30))
def test_score_is_the_median_error_the_coverage_and_the_width(raw):
    pts = [Point(1.0, t, t * r, t * r / w, t * r * w) for t, r, w in raw]
    s = score(pts)
    errs = sorted(abs(100 * (r - 1)) for _, r, _ in raw)
    mid = len(errs) // 2
    median = errs[mid] if len(errs) % 2 else (errs[mid - 1] + errs[mid]) / 2
    assert math.isclose(s["median_abs_pct_error"], median, rel_tol=1e-9, abs_tol=1e-9)
    inside = sum(t * r / w <= t <= t * r * w for t, r, w in raw)  # measured t inside [t r / w, t r w], as rounded
    assert math.isclose(s["coverage"], inside / len(raw), rel_tol=1e-9, abs_tol=1e-9)
    assert s["median_width"] >= 1.0


def test_flagged_cases_are_left_out_of_the_summary():
    good = {"task": "a", "method": "physical", "points": 1, "median_abs_pct_error": 1.0, "flag": "",
            "_points": [Point(1.0, 1.0, 1.01, 0.9, 1.1)]}
    bad = {**good, "flag": "degraded", "_points": [Point(1.0, 1.0, 3.0, 2.0, 4.0)]}
    (s,) = summarise([good, bad])
    assert s["cases"] == 1 and s["coverage"] == 1.0 and math.isclose(s["median_abs_pct_error"], 1.0)


errs = st.lists(st.builds(layout_sigma.Err, system=st.just("s"), fitted=st.just("a"), predicted=st.just("b"),
                          size=st.just(1.0), log_error=st.floats(-3, 3), param_var=st.floats(0, 0.5),
                          in_sample=st.floats(0, 0.5)), min_size=1, max_size=40)


@settings(deadline=None)
@given(errs)
def test_layout_sigma_is_the_smallest_value_with_80_percent_inside(es):
    s = layout_sigma.solve(es)
    assert layout_sigma.coverage(es, s) >= 0.8
    if s > 1e-9:
        assert layout_sigma.coverage(es, s * 0.999 - 1e-9) < 0.8 or s < 1e-6
