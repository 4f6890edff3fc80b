"""The inverse solves of a Scenario (ringcalc.planning.solver) where the answer does not depend on the input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from ringcalc import Scenario


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


@pytest.mark.parametrize("cluster,size,step,target", [
    ("dgx-h100", "1GiB", "50ms", 0.9),  # a partial last node rides fewer rails: 17 GPUs miss where 16 and 24 meet
    ("p4d", "256MiB", "50ms", 0.8),  # 4 NICs for 8 GPUs
    ("p5", "1GiB", "40ms", 0.9),  # 32 NICs; the EFA plugin's pick from 3 nodes
])
def test_max_workers_on_a_cluster_equals_brute_force(cluster, size, step, target):
    """On a cluster the largest N meeting the target is the brute-force one over every N, its placement and pick
    are the answer's, and the counts listed below it are exactly those that miss (the search once assumed the
    time monotone on octave pieces of N and answered 16 for the first case)."""
    from ringcalc import Scenario

    s = Scenario(cluster=cluster, size=size, step_time=step, workers=2)
    r = s.max_workers(target)
    meets = {n: s.at_workers(n).efficiency().efficiency >= target - 1e-12 for n in range(2, 257)}
    assert r.max_workers < 256, "the window covers the answer"
    assert r.max_workers == max(n for n, ok in meets.items() if ok)
    missed = [n for a, b in r.failing_below for n in range(a, b + 1)]
    assert missed == [n for n in range(2, r.max_workers) if not meets[n]]
    placed = f"{r.max_workers} ranks on"
    assert any(placed in note for note in r.notes), r.notes


@settings(max_examples=25, deadline=None)
@given(bucket=st.booleans(), encode=st.booleans(), cluster=st.booleans(), latency=st.sampled_from(["0.2", "0.5"]))
def test_an_unreachable_bandwidth_names_only_the_terms_the_scenario_has(bucket, encode, cluster, latency):
    """The floor that no bandwidth removes is named from what the scenario holds: the last bucket only with
    --bucket-size, encoding only with --encode-cost, the scale-up link's transfers and 'infinitely fast NICs' on a
    cluster (A3 Mega blamed 'encoding and the last bucket' that no option set, and 'infinite bandwidth' where only
    the NICs' is infinite)."""
    from ringcalc import Scenario
    from ringcalc.errors import RingcalcError

    options = dict(model="vgg16", workers=32, step_time="0.05", overlap="0.5")
    if cluster:  # 4 GiB over NVLink alone takes longer than the budget on A3 Mega
        options.update(cluster="gcp-a3-mega", size="4GiB", overlap="0")
    else:
        options.update(latency=latency, bandwidth="100GbE")
    if bucket:
        options["bucket_size"] = "25MB"
    if encode:
        options.update(compression="4", encode_cost="1ns/B")
    if cluster:
        options.pop("model")
    with pytest.raises(RingcalcError) as err:
        Scenario(**options).required_bandwidth("99%")
    text = str(err.value)
    assert ("the last bucket" in text) == bucket and ("encoding" in text) == encode, text
    assert ("the scale-up link's transfers" in text) == cluster, text
    assert ("infinitely fast NICs" in text) == cluster and ("infinite bandwidth" in text) == (not cluster), text


@settings(max_examples=12, deadline=None)
@given(cluster=st.sampled_from(["dgx-h100", "hgx-a100", "p4d-24xlarge", "mi355x-pollara"]),
       workers=st.sampled_from([8, 16, 64]), step=st.sampled_from(["50ms", "1s"]))
def test_max_model_on_a_cluster_describes_the_answer_not_its_placeholder(cluster, workers, step):
    """The pair, its notes and the table's algorithm are those of the answer's size (they described the 4-byte
    placeholder the search starts from: double-binary-tree/LL beside an nvls-tree/Simple answer)."""
    from ringcalc.planning.scenario import Scenario
    from ringcalc.units import format_size

    s = Scenario(cluster=cluster, workers=workers, step_time=step, params=1)  # the placeholder max-model starts from
    r = s.max_gradient_bytes(0.9)
    pair = s.at_gradient(r.max_gradient_bytes).resolved.label
    assert r.algorithm.endswith(pair)
    picks = [n for n in r.notes if n.startswith("auto: ")]
    assert picks and all(f"picks {pair} for {format_size(r.max_gradient_bytes)}" in n for n in picks), picks


@pytest.mark.parametrize("collective,gamma,formula", [
    ("all-reduce", 0.0, "2*K/B for the ring all-reduce"),
    ("all-gather", 0.0, "K/B for the ring all-gather"),
    ("reduce-scatter", 0.0, "K/B for the ring reduce-scatter"),
    ("all-reduce", 1e-11, "K*(B*gamma + 2)/B for the ring all-reduce"),
])
def test_an_unbounded_worker_count_names_the_limit_of_its_own_collective(collective, gamma, formula):
    """"(2K/B for the ring)" was written into the note whatever the collective: all-gather's 44.28 ms is K/B (the
    solver hunt). The formula is the sympy limit the number comes from, without the terms set to 0."""
    s = Scenario(model="vgg16", bandwidth="100GbE", step_time=0.55, workers=4, collective=collective, gamma=gamma)
    r = s.max_workers(0.5)
    assert r.unbounded
    (note,) = [n for n in r.notes if "tends to" in n]
    assert formula in note
    k, b = s.gradient_bytes, s.bandwidth_bytes_per_s
    limit = {"all-reduce": 2 * k / b + gamma * k, "all-gather": k / b, "reduce-scatter": k / b + gamma * k}[collective]
    assert r.comm_time_limit_s == pytest.approx(limit, rel=1e-12)
