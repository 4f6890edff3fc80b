"""The symbol values of a cluster model, and the prior interval (ringcalc/cluster/values.py)."""

from __future__ import annotations

import math

import pytest

from ringcalc.cluster import values
from ringcalc.planning.scenario import Scenario


def test_the_ends_of_the_interval_take_the_ends_of_every_prior():
    s = Scenario(size="1GiB", workers=16, cluster="dgx-h100", algorithm="ring", protocol="Simple")
    c, p = s.cluster_spec, s.placement
    typical = values.symbol_values(c, p, s.resolved, "all-reduce")
    slow = values.symbol_values(c, p, s.resolved, "all-reduce", values.PRIOR_SLOW_END)
    fast = values.symbol_values(c, p, s.resolved, "all-reduce", values.PRIOR_FAST_END)
    assert slow["eta_net"] == c.net_efficiency.low < typical["eta_net"] < fast["eta_net"] == c.net_efficiency.high
    assert slow["L_base"] == pytest.approx(values.LATENCY_SLOW * typical["L_base"])
    # the answer's ends add the model's own error across nodes: every rate / f and every latency x f at the slow end
    f = math.exp(values.Z80 * values.MODEL_SIGMA_FABRIC)
    wide = values.symbol_values(c, p, s.resolved, "all-reduce", values.SLOW_END)
    assert wide["B"] == pytest.approx(slow["B"] / f) and wide["L_base"] == pytest.approx(slow["L_base"] * f)
    assert wide["eta_net"] == slow["eta_net"]
    iv = s.time().interval
    assert iv["basis"] == "priors" and iv["comm_time_s_low"] < s.comm_time() < iv["comm_time_s_high"]


def test_stated_fractions_and_latencies_leave_no_interval():
    s = Scenario(size="1GiB", workers=16, cluster="dgx-h100", net_efficiency=0.9, intra_efficiency=0.8,
                 latency="10us", intra_latency="2us")
    assert s.time().interval is None


def test_a_protocol_for_an_mpi_algorithm_is_refused():
    from ringcalc.errors import RingcalcError

    with pytest.raises(RingcalcError, match="no protocol") as exc:
        Scenario(size="1GiB", workers=16, cluster="dgx-h100", algorithm="rabenseifner", protocol="LL")
    assert exc.value.option == "protocol"
