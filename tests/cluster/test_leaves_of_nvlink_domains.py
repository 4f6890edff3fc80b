"""A leaf switch above multi-node NVLink racks holds whole racks: --nodes-per-leaf counts trays, in whole domains.

Until 2026-11-29 ``Cluster.with_domain`` divided the leaf by the trays per domain and clamped it to one domain:
``ringcalc time --cluster gb200-nvl72 -n 288 --size 1GiB --oversubscription 8`` gave 5.411 ms for leaves of 1, 8,
17 and 18 trays alike, "1.05556 domains per leaf" for 19 and "4 nodes fit under one leaf of 4.05556" for 73.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.errors import RingcalcError
from tests.cli_runner import one_line_error, run

TIME = ("time", "--cluster", "gb200-nvl72", "-n", "288", "--size", "1GiB", "--oversubscription", "8")


@pytest.mark.parametrize("leaf", [1, 8, 17, 19, 73])
def test_a_leaf_that_is_not_whole_nvl72_racks_is_refused_naming_the_trays_per_rack(leaf):
    """1, 8 and 17 trays were costed as one rack of 18 (5.411 ms each); 19 and 73 as 1.05556 and 4.05556 racks."""
    one_line_error(run(*TIME, "--nodes-per-leaf", leaf), "--nodes-per-leaf", "whole NVLink domains of 18 trays",
                   f"{leaf} is not a multiple of 18")


def test_whole_racks_per_leaf_are_counted_in_domains_with_whole_numbers():
    """18 trays: one rack per leaf ("1 domain per leaf", once "1 domains"); 36: two racks, the 4 racks cross less."""
    one = Scenario(workers=288, size="1GiB", cluster="gb200-nvl72", nodes_per_leaf=18, oversubscription=8)
    two = Scenario(workers=288, size="1GiB", cluster="gb200-nvl72", nodes_per_leaf=36, oversubscription=8)
    assert one.cluster_spec.nodes_per_leaf == 1 and two.cluster_spec.nodes_per_leaf == 2
    assert "; 1 domain per leaf, 8:1 above it" in one.cluster_spec.describe()
    assert "; 2 domains per leaf, 8:1 above it" in two.cluster_spec.describe()
    assert two.time().comm_time_s < one.time().comm_time_s  # 2.76 ms against 5.411


def test_each_tray_its_own_domain_keeps_any_leaf_of_trays():
    """--scale-up-domain 4 (NCCL_MNNVL_ENABLE=0): the trays are the nodes, and a leaf of 19 of them is a leaf."""
    s = Scenario(workers=288, size="1GiB", cluster="gb200-nvl72", nodes_per_leaf=19, oversubscription=8,
                 scale_up_domain=4)
    assert s.cluster_spec.nodes_per_leaf == 19


@settings(max_examples=60, deadline=None)
@given(leaf=st.integers(1, 400), domain=st.sampled_from([8, 36, 72]))
def test_a_leaf_in_domains_is_a_whole_number_or_refused(leaf, domain):
    """Any leaf of trays under any multi-node domain: a whole number of domains per leaf, or a one-line refusal."""
    trays = domain // 4
    try:
        c = Scenario(workers=4, size="1MB", cluster="gb200-nvl72", nodes_per_leaf=leaf,
                     scale_up_domain=domain).cluster_spec
    except RingcalcError as exc:
        assert leaf % trays and exc.option == "nodes-per-leaf" and "\n" not in exc.message
        return
    assert leaf % trays == 0 and c.nodes_per_leaf == leaf // trays
