"""What `ringcalc fit` says of each physical parameter (ringcalc/calibrate/cluster_calibration.py)."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate import cluster_fit
import numpy as np

from ringcalc.calibrate.cluster_calibration import physical_summary
from tests.calibrate.test_cluster_fit import cluster, model_log


@pytest.fixture(scope="module")
def fitted():
    c = cluster()
    mean, _ = cluster_fit.priors(c)
    return cluster_fit.fit(c, [model_log(c, mean)])


def _net_row(f) -> str:
    return dict(physical_summary(f))["achieved per NIC"]


@pytest.mark.parametrize("shift,constrained,says", [
    (0.0, False, "not seen by these logs: the prior"),
    (0.3, False, "not seen by these logs: the prior"),  # under half a prior sigma: the prior, as good as
    (1.2, False, "the prior's range, moved by these logs from"),  # moved, not narrowed: said, with the prior's value
    (1.2, True, "measured"),
])
def test_a_parameter_the_logs_moved_is_not_called_unseen(fitted, shift, constrained, says):
    i = cluster_fit.NAMES.index("net")
    x = list(fitted.x)
    x[i] = fitted.prior_mean[i] + shift * fitted.prior_sigma[i]
    flags = list(fitted.constrained)
    flags[i] = constrained
    row = _net_row(replace(fitted, x=tuple(x), constrained=tuple(flags)))
    assert says in row
    if "moved" in says:
        from ringcalc.units import format_bandwidth

        assert format_bandwidth(math.exp(fitted.prior_mean[i])) in row


def test_a_calibration_file_from_before_the_gpu_field_loads_with_no_gpu(fitted):
    from ringcalc.calibrate.cluster_calibration import physical_from_dict, physical_to_dict

    stored = physical_to_dict(replace(fitted, cluster=replace(fitted.cluster, gpu="h100-80gb")))
    assert physical_from_dict(stored, "cal.json").cluster.gpu == "h100-80gb"
    del stored["cluster"]["gpu"]  # a file written before Cluster.gpu existed
    old = physical_from_dict(stored, "cal.json")
    assert old.cluster.gpu is None and old.x == fitted.x


def test_a_log_without_hosts_is_placed_on_the_named_cluster_s_nodes():
    """A 32-rank log without '#  Rank ... on HOST' lines, fitted with --cluster dgx-h100 (8 GPUs per node): 4
    nodes, not 32 GPUs on one node of 8 (which NCCL cannot run, and which made the fit cost NVLS on 32 GPUs)."""
    import json

    from ringcalc.calibrate.cluster_calibration import fit_runs_physically, layouts_of
    from ringcalc.calibrate.logs import with_layout
    from ringcalc.calibrate.nccl_log import read_nccl_log
    from tests.cli_runner import run
    from tests.paths import NCCL_FIXTURES

    path = NCCL_FIXTURES / "allreduce_rows_only_32rank.txt"
    runs = read_nccl_log(path)
    assert runs[0].nodes is None
    assert [(lay.ranks, lay.nodes) for lay in layouts_of(runs, gpus_per_node=8)] == [(32, 4)]
    assert [(lay.ranks, lay.nodes) for lay in layouts_of(runs, gpus_per_node=4)] == [(32, 8)]
    assert fit_runs_physically(runs, {"cluster": "dgx-h100"}).layouts == ((32, 4),)
    placed = with_layout(runs, None, None, cluster_gpus=8)
    assert placed[0].nodes == 4 and placed[0].nodes_source == "--cluster"
    out = json.loads(run("fit", path, "--cluster", "dgx-h100", "--format", "json").stdout)
    assert out["physical"]["layouts"] == [[32, 4]] and not any("do not say how many nodes" in w for w in out["warnings"])
    hosts = NCCL_FIXTURES / "allgather_srun_label_2node_8rank_na.txt"  # 2 hosts x 4 ranks: a job on 4 of 8 GPUs each
    assert with_layout(read_nccl_log(hosts), None, None, cluster_gpus=8)[0].nodes == 2


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(["dgx-h100", "p5-48xlarge", "gcp-a3-mega", "hgx-a100", "azure-nd-mi300x-v5"]),
       factor=st.floats(0.2, 5.0), workers=st.sampled_from([2, 8, 16, 64]), size=st.floats(8.0, 2.0**34),
       base=st.floats(0.0, 1e-4), nic=st.one_of(st.none(), st.floats(1e-7, 1e-4)),
       up=st.one_of(st.none(), st.floats(1e-7, 1e-5)), hop=st.floats(0.0, 5e-6),
       lat=st.floats(0.5, 8.0))
def test_a_scaled_cluster_takes_every_collective_exactly_factor_times_as_long(name, factor, workers, size, base, nic,
                                                                            up, hop, lat):
    """scaled_cluster (how a calibrated answer's interval ends and a measured layout's discrepancy are costed):
    the cost models are homogeneous of degree one in (latencies, 1/rates), so every pair NCCL may pick takes
    ``factor`` times as long, whatever latencies the transport, the user and the fit added. (Scaling each latency
    field as well as the latency factor, as before, scaled the transport's and the user's twice.)"""
    from ringcalc import numeric
    from ringcalc.calibrate.cluster_calibration import scaled_cluster
    from ringcalc.cluster import values
    from ringcalc.cluster.spec import Placement
    from ringcalc.planning.scenario import Scenario

    c = Scenario(size="1GiB", workers=16, cluster=name).cluster_spec.replace(
        base_latency_s=base, nic_latency_s=nic, scale_up_latency_s=up, hop_latency_s=hop, nodes_per_leaf=1.0,
        latency_factor=lat)
    placement = Placement.of(workers, c)
    pair = values.resolve("auto", None, "all-reduce", size, c, placement)

    def time(cluster) -> float:
        v = values.symbol_values(cluster, placement, pair, "all-reduce")
        v.update(K=size, N=workers, gamma=0.0)
        return float(numeric.evaluate("time", v, f"{pair.algorithm}@cluster", "all-reduce"))

    assert time(scaled_cluster(c, factor)) == pytest.approx(factor * time(c), rel=1e-9)


def test_fit_s_size_bounds_bound_the_physical_fit_too():
    """--min-size / --max-size were applied to the per-size forms and ignored by the physical fit, which then
    measured sizes the calibration said it left out (an option accepted and half ignored)."""
    import json

    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    log = REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt"  # 64 MiB .. 8 GiB

    def physical(*extra):
        out = run("fit", log, "--cluster", "dgx-h100", "--format", "json", *extra)
        assert out.exit_code == 0, out.output
        return json.loads(out.stdout)["physical"]

    whole, upto, above = physical(), physical("--max-size", "256MiB"), physical("--min-size", "1GiB")
    assert whole["sizes"] == [2.0**26, 2.0**33]
    assert upto["sizes"] == [2.0**26, 2.0**28] and above["sizes"] == [2.0**30, 2.0**33]
    assert upto["x"] != whole["x"]
    refused = run("fit", log, "--cluster", "dgx-h100", "--min-size", "16GiB")
    assert refused.exit_code != 0 and "Traceback" not in refused.output


@settings(max_examples=30, deadline=None)
@given(latency=st.floats(0.5, 8.0), fixed_us=st.floats(0.0, 300.0), net=st.floats(0.5, 1.2),
       ranks=st.sampled_from([8, 16, 32, 64]), size=st.floats(8.0, 2.0**33))
def test_the_calibrated_cluster_answers_with_the_fit_s_own_model(latency, fixed_us, net, ranks, size):
    """What a scenario answers from a calibration (calibrated_cluster, through the cost models) is the time the
    fit's model gives (cluster_fit.model_times) at the fitted parameters, the fixed cost across nodes included:
    it entered the answers multiplied by the latency factor."""
    from ringcalc import numeric
    from ringcalc.calibrate.cluster_calibration import calibrated_cluster
    from ringcalc.cluster import values
    from ringcalc.cluster.spec import Placement

    c = cluster()
    mean, _ = cluster_fit.priors(c)
    x = mean.copy()
    x[cluster_fit.NAMES.index("latency")] = math.log(latency)
    x[cluster_fit.NAMES.index("fixed")] = math.log(fixed_us * 1e-6 + cluster_fit.FIXED_FLOOR_S)
    x[cluster_fit.NAMES.index("net")] += math.log(net)
    f = replace(cluster_fit.fit(c, [model_log(c, mean)]), x=tuple(map(float, x)))
    lay = cluster_fit.Layout(ranks, -(-ranks // c.gpus_per_node), np.array([size]), np.array([1.0]))
    fitted, labels = cluster_fit.model_times(np.array(f.x), c, lay, lay.sizes)
    answer = calibrated_cluster(f)
    placement = Placement.of(ranks, answer)
    pair = values.resolve("auto", None, "all-reduce", size, answer, placement)
    v = values.symbol_values(answer, placement, pair, "all-reduce")
    v.update(K=size, N=ranks, gamma=0.0)
    assert pair.label == labels[0]
    assert float(numeric.evaluate("time", v, f"{pair.algorithm}@cluster", "all-reduce")) == pytest.approx(
        float(fitted[0]), rel=1e-9)
