"""A fitted rate above its link's line rate is always said (ringcalc/calibrate/fit_summary.py, ``implausible``).

The p5 log names no hosts, so its 2-node EFA run was fitted as 16 GPUs on one node; the scale-up link, guessed as
NVLink 4, then read 1.03 of its 450 GB/s ("measured"), and ``implausible`` said nothing because it skipped every
scale-up figure whose line rate was guessed. No link carries more than its line rate, guessed or stated.
"""

from __future__ import annotations

import json
import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate import cluster_fit
from ringcalc.calibrate.cluster_fit import NAMES, STATES_SCALE_UP
from ringcalc.calibrate.fit_summary import implausible
from tests.calibrate.test_cluster_fit import cluster, model_log
from tests.cli_runner import run
from tests.paths import REAL_NCCL

P5 = REAL_NCCL / "aws_p5_efa_2node_16rank_excerpt.txt"
LABELS = {"net": "achieved bandwidth per NIC", "up": "achieved scale-up bandwidth per GPU",
          "nvls": "NVLS algorithm bandwidth per GPU"}


def test_the_p5_log_without_hosts_is_said_to_exceed_nvlink():
    out = run("fit", P5, "--format", "json")
    assert out.exit_code == 0, out.output
    said = [w for w in json.loads(out.stdout)["warnings"] if "above the line rate" in w]
    assert len(said) == 1 and LABELS["up"] in said[0] and "1.03 of 450 GB/s" in said[0]
    assert "--gpus-per-node or --nodes" in said[0] and "16 ranks on 1 node" in said[0]


def test_the_p5_log_on_its_own_cluster_is_not_said():
    """Told what it ran on (p5.48xlarge: 2 nodes of 8 with NVLS), the same log fits below every line rate."""
    out = run("fit", P5, "--cluster", "p5-48xlarge", "--format", "json")
    assert out.exit_code == 0, out.output
    assert not [w for w in json.loads(out.stdout)["warnings"] if "line rate" in w]


@pytest.fixture(scope="module")
def fitted():
    """A healthy fit on a cluster with every line rate stated and NVLS (DGX H100, 4 nodes)."""
    c = cluster("dgx-h100")
    mean, _ = cluster_fit.priors(c)
    f = cluster_fit.fit(c, [model_log(c, mean)], _loo=False)
    assert implausible(f) == []
    return f


def _line(f, name: str) -> float:
    c = f.cluster
    return c.nic_bandwidth_bytes_per_s if name == "net" else c.scale_up_bandwidth_bytes_per_s


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(["net", "up", "nvls"]), fraction=st.floats(1.001, 4.0), guessed=st.booleans())
def test_a_rate_above_its_line_rate_is_said_whether_the_line_rate_was_stated_or_guessed(fitted, name, fraction,
                                                                                       guessed):
    x = list(fitted.x)
    x[NAMES.index(name)] = math.log(fraction * _line(fitted, name))
    c = fitted.cluster
    if guessed:  # the scale-up link taken from the logs' GPU, as cluster_of_runs notes it
        c = c.replace(notes=(*c.notes, f"scale-up link taken as NVLink 4 (the logs name no GPU); {STATES_SCALE_UP}"))
    said = implausible(replace(fitted, x=tuple(x), cluster=c))
    about = [w for w in said if LABELS[name] in w]
    assert len(about) == 1 and "above the line rate" in about[0], said
    assert f"= {fraction:.2f} of" in about[0]
    assert "--gpus-per-node or --nodes" in about[0]


@settings(max_examples=20, deadline=None)
@given(name=st.sampled_from(["net", "up", "nvls"]), z=st.floats(-2.0, 2.0), guessed=st.booleans())
def test_a_rate_within_its_prior_and_under_its_line_rate_is_not_said(fitted, name, z, guessed):
    i = NAMES.index(name)
    x = list(fitted.x)
    x[i] = min(fitted.prior_mean[i] + z * fitted.prior_sigma[i], math.log(_line(fitted, name)))
    c = fitted.cluster
    if guessed:
        c = c.replace(notes=(*c.notes, f"scale-up link taken as NVLink 4 (the logs name no GPU); {STATES_SCALE_UP}"))
    assert implausible(replace(fitted, x=tuple(x), cluster=c)) == []
