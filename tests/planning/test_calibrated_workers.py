"""max-workers from a calibration: its interval and the network it reports are the answer's (issue 10).

The interval is the answer again with the calibration's time at both ends of its 80% interval at the answer's N
(:meth:`Scenario.with_time_scale`). The search asks every candidate N through :meth:`Scenario.at_workers`, which
rebuilds the scenario from its options; until 2026-11-28 that dropped the time scale, so on a calibration with a
fitted cluster both ends were the answer itself (the P5 log: "549 .. 549 workers" where ``efficiency -n 549``
gave 88.8% .. 90.6%), and the latency reported was the search's start's (17.52 us at N = 2, not 7.85 us at 549).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.planning.solver.common import model_value, over_workers
from tests.cli_runner import fitted_set
from tests.paths import NCCL_FIXTURES

LOGS = {
    # 32 ranks, rows only (no host names): a fitted cluster that answers other N through at_workers, as the P5 log
    "rows_only": "allreduce_rows_only_32rank.txt",
    # 16 ranks on two nodes: a multi-node level, other node counts stay bounded
    "two_nodes": "allreduce_tagoutput_errors_2node_16rank.txt",
    # one node of 8 GPUs (rccl-tests)
    "one_node": "allreduce_rccl_asterisk_8rank.txt",
}
SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def cals(tmp_path_factory):
    return fitted_set(tmp_path_factory, LOGS, NCCL_FIXTURES)


@SETTINGS
@given(name=st.sampled_from(sorted(LOGS)), factor=st.floats(0.5, 2.0), start=st.sampled_from([2, 8, 16]),
       others=st.lists(st.sampled_from([2, 3, 8, 16, 17, 64, 500, 4096]), min_size=1, max_size=3))
def test_a_time_scale_holds_at_every_worker_count(cals, name, factor, start, others):
    """Each interval end is the whole model scaled: at the start's N and at every other N a search asks."""
    s = Scenario(model="vgg16", workers=start, step_time=1.0, calibration=cals[name])
    scaled = s.with_time_scale(factor)
    assert scaled.comm_time() == pytest.approx(factor * s.comm_time(), rel=1e-9)
    for n in others:
        assert scaled.at_workers(n).comm_time() == pytest.approx(factor * s.at_workers(n).comm_time(), rel=1e-9), n
        assert scaled.at_workers(n).at_workers(start).comm_time() == pytest.approx(scaled.comm_time(), rel=1e-9)
    times = over_workers(scaled, others, lambda t: model_value(t, "time"))
    plain = over_workers(s, others, lambda t: model_value(t, "time"))
    assert list(times) == pytest.approx([factor * t for t in plain], rel=1e-9)
    # one mechanism: every copy keeps the scale (Scenario.replace), and scales compose
    assert scaled.replace(step_time=2.0).comm_time() == pytest.approx(scaled.comm_time(), rel=1e-9)
    assert scaled.with_time_scale(factor).comm_time() == pytest.approx(factor ** 2 * s.comm_time(), rel=1e-9)
    assert scaled.replace(calibration=None, bandwidth=1e9, latency=0.0).comm_time() == pytest.approx(
        s.replace(calibration=None, bandwidth=1e9, latency=0.0).comm_time(), rel=1e-12)  # no calibration: no scale


def _factors(s: Scenario, n: int) -> tuple[float, float | None]:
    pred = s.prediction(n)
    return pred.low_s / pred.time_s, None if pred.high_s is None else pred.high_s / pred.time_s


def _meets(name_path: str, workers: int, step_time: float, factor: float, target: float) -> bool:
    s = Scenario(model="vgg16", workers=workers, step_time=step_time, calibration=name_path)
    return s.with_time_scale(factor).efficiency().efficiency >= target


@SETTINGS
@given(step_time=st.floats(0.5, 2.0), target=st.sampled_from([0.85, 0.9, 0.95]))
def test_the_max_workers_interval_brackets_the_answer_at_the_scaled_boundaries(cals, step_time, target):
    path = cals["rows_only"]
    s = Scenario(model="vgg16", workers=2, step_time=step_time, calibration=path)
    r = s.max_workers(target)
    n, lo, hi = r.max_workers, r.interval["max_workers_low"], r.interval["max_workers_high"]
    fast, slow = _factors(s, n)
    efficiency = Scenario(model="vgg16", workers=n, step_time=step_time, calibration=path).efficiency()
    assert efficiency.interval["efficiency_low"] < efficiency.interval["efficiency_high"]  # not degenerate there ...
    assert lo < n < hi  # ... so neither is the answer's
    # each end is the largest N whose time at that end of the interval (at the answer's N) meets the target
    assert _meets(path, lo, step_time, slow, target) and not _meets(path, lo + 1, step_time, slow, target)
    assert _meets(path, hi, step_time, fast, target) and not _meets(path, hi + 1, step_time, fast, target)


def test_the_reported_network_is_the_answers(cals):
    """alpha and B reported are those at the answer (as ``efficiency -n`` there gives them), not at N = 2."""
    for name in ("rows_only", "two_nodes"):
        s = Scenario(model="vgg16", workers=2, step_time=1.0, calibration=cals[name])
        r = s.max_workers(0.9)
        at = Scenario(model="vgg16", workers=r.max_workers, step_time=1.0, calibration=cals[name])
        assert r.latency_s == at.latency_s and r.bandwidth_bytes_per_s == at.bandwidth_bytes_per_s
        if name == "rows_only":  # on one link the calibration's latency carried to N: the start's is another
            assert r.latency_s != s.latency_s


@pytest.mark.parametrize("options", [{"cluster": "dgx-h100"}, {"cluster": "dgx-h100", "gpus_per_node": 4}])
def test_on_a_cluster_the_reported_pick_and_latency_are_the_answers(options):
    s = Scenario(model="vgg16", workers=2, step_time=0.1, **options)
    r = s.max_workers(0.9)
    at = s.at_workers(r.max_workers)
    assert (r.algorithm, r.latency_s, r.bandwidth_bytes_per_s) == (at.algorithm_label, at.latency_s,
                                                                  at.bandwidth_bytes_per_s)


@SETTINGS
@given(target=st.sampled_from([0.5, 0.8, 0.9, 0.95]), step_time=st.sampled_from([0.01, 0.1, 1.0]),
       restate=st.sampled_from([{}, {"gpus_per_node": 8}]))
def test_a_one_node_calibration_stops_at_one_node_whichever_path_answers(cals, target, step_time, restate):
    """One node measured, no NIC stated: beyond that node the NICs are unknown, so no count beyond it is promised,
    whether the calibration's per-size forms answer (no layout option) or its fitted cluster (``--gpus-per-node 8``
    restated). Until 2026-11-29 the forms answered 439 workers, 55 nodes priced as one node's xGMI."""
    from ringcalc.errors import RingcalcError

    options = dict(size="1GiB", step_time=step_time, calibration=cals["one_node"], **restate)
    try:
        r = Scenario.solving_workers(**options).max_workers(target)
    except RingcalcError:  # even two workers miss the target
        return
    # (the two paths may differ within the node: the per-size forms and the fitted cluster extrapolate apart)
    assert r.max_workers <= 8
    assert r.beyond_limit == (r.max_workers == 8)  # the whole node meets: "8 or more", never a count beyond
    if r.beyond_limit:
        assert r.interval is None or r.interval["max_workers_high"] is None
