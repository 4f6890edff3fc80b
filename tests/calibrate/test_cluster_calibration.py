"""What `ringcalc fit` says of each physical parameter (ringcalc/calibrate/cluster_calibration.py)."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from ringcalc.calibrate import cluster_fit
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
