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
