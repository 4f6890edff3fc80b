"""The cluster description and the placement of N ranks on its nodes (ringcalc/cluster/spec.py)."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given
from hypothesis import strategies as st

from ringcalc.cluster.spec import Placement, Prior


@given(n=st.integers(1, 5000), g=st.integers(1, 72), r=st.integers(1, 64))
def test_placement_is_node_by_node(n, g, r):
    p = Placement.of(n, SimpleNamespace(gpus_per_node=g, nics_per_node=r))
    assert p.nodes == -(-n // g) and p.ranks_per_node == min(n, g)
    assert (p.nodes - 1) * g + p.last_node_ranks == n and 1 <= p.last_node_ranks <= g
    assert p.partial == (p.nodes > 1 and n % g != 0)
    # rails: the last node's ranks drive their own NICs (ceil(R last / G)), at least one
    assert p.nics_used == -(-r * p.last_node_ranks // g) and 1 <= p.nics_used <= r


def test_a_partial_node_is_said():
    c = SimpleNamespace(gpus_per_node=8, nics_per_node=8, node_gpus=0)
    assert "the last node holds 4 (a partial node)" in Placement.of(12, c).describe(c)
    assert "using 3 of its 8 GPUs" in Placement.of(3, c).describe(c)


def test_a_stated_fraction_has_no_spread():
    p = Prior.exactly(0.9, "--net-efficiency as given")
    assert (p.low, p.typical, p.high, p.measured) == (0.9, 0.9, 0.9, True)
    q = Prior(0.93, 0.86, 0.96, "ib")
    assert [q.at(e) for e in ("low", "typical", "high")] == [0.86, 0.93, 0.96]
