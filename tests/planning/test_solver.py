"""The inverse solves of a Scenario (ringcalc.planning.solver) where the answer does not depend on the input."""

from __future__ import annotations

import pytest

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
