"""A scale-up mesh (AMD's xGMI, the GH200 quad): point-to-point links to each peer, no switch.

The link's figure is the aggregate of G - 1 peers' links (models/links.toml ``mesh_gpus``), so a job on r GPUs of a
node reaches r - 1 of them; through a switch (NVSwitch) every GPU has the whole figure whatever r. Before, two MI300X
were priced at 314 GB/s busbw over their one 64 GB/s xGMI link (the cluster hunt); stas00/ml-engineering measured
47.7 GB/s with 2 MI300X and 312.9 with 8.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario

MESHES = [name for name, e in catalog.clusters().items() if catalog.get_link(e.scale_up).mesh_gpus]


def _busbw(**kw) -> float:
    r = Scenario(size="1GiB", **kw).time()
    return r.to_dict()["busbw_bytes_per_s"]


def test_the_catalog_meshes_are_amds_and_the_gh200_quad():
    assert {catalog.get_cluster(n).scale_up for n in MESHES} >= {"xgmi-mi300x", "xgmi-mi355x", "nvlink4-gh200-quad"}
    assert catalog.get_link("nvlink4").mesh_gpus == 0  # through NVSwitch


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(MESHES), ranks=st.integers(2, 8), by_option=st.booleans())
def test_a_job_on_part_of_a_mesh_node_has_the_links_among_its_gpus(name, ranks, by_option):
    """One node: busbw at most the r - 1 peers' links (line rate), whether the job takes r GPUs of the node (-n r)
    or the node is stated as r GPUs (--gpus-per-node r); on the whole node the figure is the link's."""
    entry = catalog.get_cluster(name)
    link = catalog.get_link(entry.scale_up)
    g = entry.gpus_per_node
    ranks = min(ranks, g)
    kw = dict(cluster=name, workers=ranks, algorithm="ring")
    if by_option:
        kw["gpus_per_node"] = ranks
    peers = link.bandwidth_bytes_per_s / (link.mesh_gpus - 1) * (ranks - 1)
    busbw = _busbw(**kw)
    assert busbw <= peers * (1 + 1e-9)
    assert busbw >= 0.5 * peers  # the link's achieved fraction, not another link count
    if ranks == g:
        assert Scenario(cluster=name, workers=g, size="1GiB").cluster_spec.scale_up_bandwidth_bytes_per_s == \
            link.bandwidth_bytes_per_s


def test_two_mi300x_are_priced_on_one_xgmi_link_and_a_switch_is_not():
    two = _busbw(cluster="azure-nd-mi300x-v5", workers=2)
    assert 40e9 < two < 64e9  # one 64 GB/s link; stas00: 47.7 GB/s
    assert _busbw(cluster="dgx-h100", workers=2, algorithm="ring") > 300e9  # NVSwitch: the whole 450 GB/s


def test_a_multi_node_domain_needs_nvlink_switches():
    """--scale-up-domain across nodes was accepted on the GH200 quad (272 GB/s busbw over Slingshot) and on A100."""
    for name, node in (("cscs-alps-gh200", 4), ("p4d", 8)):
        with pytest.raises(RingcalcError, match="needs NVLink switches between the nodes") as info:
            _ = Scenario(cluster=name, workers=4 * node, scale_up_domain=2 * node, size="1GiB").cluster_spec
        assert info.value.option == "scale-up-domain"
    _ = Scenario(cluster="gb200-nvl72", workers=72, size="1GiB").cluster_spec  # NVL72: switched, Blackwell
