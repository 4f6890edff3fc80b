"""NVLS only where the scale-up link multicasts, and a multi-node NVLink domain that --gpus-per-node leaves whole.

References:

* NVIDIA/nccl src/transport/nvls.cc @ 5067397c, ``ncclNvlsInit``: with NCCL_NVLS_ENABLE=2 (the default) NCCL sets
  ``nvlsSupport`` from ``cuDeviceGetAttribute(CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED)``: NVLS runs only where the
  GPU multicasts, which NVLink SHARP in a third-generation or later NVSwitch gives Hopper and later GPUs (NVIDIA
  Hopper architecture page: "third-generation NVSwitch with SHARP in-network computing"; DGX A100's six
  NVSwitches are the second generation, without it).
* NVIDIA GB200 NVL72 specifications: 72 Blackwell GPUs in one NVLink domain; a compute tray holds 4 of them
  (``models/clusters.toml`` gb200-nvl72).

Defects closed (ringcalc/cluster/build.py, protocols.py): ``time --cluster dgx-h100 --intra-bandwidth pcie4-x16``
picked nvls/Simple over PCIe; ``--nvls yes`` was accepted on hgx-a100 (A100, NVSwitch gen 2) and on a PCIe
workstation, where ``-a nvls`` then said "no NCCL algorithm runs all-reduce"; ``--gpus-per-node 8`` on
gb200-nvl72 made the NVLink domain 144 GPUs (9: 162).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.cluster import protocols
from ringcalc.cluster.spec import Placement
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario

NVSWITCH_MULTICAST = {"nvlink2": False, "nvlink3": False, "nvlink4": True, "nvlink5": True,
                      "nvlink4-gh200-quad": False}
"""Whether each catalog NVLink preset reaches its GPUs through an NVSwitch with NVLink SHARP (multicast): NVLink 2/3
are the V100/A100 baseboards (NVSwitch gen 1/2, no SHARP), NVLink 4/5 the H100/H200 and B200/GB200 ones (gen 3/4,
SHARP); the GH200 quad node has no NVSwitch (eth-cscs/cscs-docs docs/alps/hardware.md @ 1690357: 'there is no
NVSwitch'). Every NVLink preset of the catalog must be here (a new one needs a decision)."""

MULTICAST_ARCHES = ("hopper", "blackwell")
"""GPU architectures with CUDA multicast (sm90 and later)."""

FIGURE = "450GB/s"  # a bare figure: a rate, not a link (NVLink 4's per-GPU rate, so only the link's name could change)


def scale_up_links() -> list[str]:
    return sorted(k for k, link in catalog.links().items() if link.kind in ("nvlink", "xgmi", "pcie"))


def multicasts(cluster: str, intra_bandwidth: str | None) -> bool:
    """The oracle: the scale-up link the options leave (a bare figure keeps the cluster's own) reaches GPUs that
    multicast through an NVSwitch with NVLink SHARP."""
    entry = catalog.get_cluster(cluster)
    link = entry.scale_up if intra_bandwidth in (None, FIGURE) else catalog.get_link(intra_bandwidth).name
    arch = catalog.get_accelerator(entry.gpu).arch if entry.gpu else "hopper"  # no GPU: the link's own generation
    return NVSWITCH_MULTICAST.get(link, False) and arch in MULTICAST_ARCHES


def test_every_catalog_nvlink_preset_is_classified():
    nvlink = {k for k, link in catalog.links().items() if link.kind == "nvlink"}
    assert nvlink == set(NVSWITCH_MULTICAST)


@pytest.mark.parametrize("name", sorted(catalog.clusters()))
def test_a_catalog_cluster_states_nvls_only_on_a_multicast_switch(name):
    entry = catalog.get_cluster(name)
    assert not entry.nvls or multicasts(name, None)


@settings(max_examples=120, deadline=None)
@given(cluster=st.sampled_from(sorted(catalog.clusters())),
       intra_bandwidth=st.sampled_from([None, FIGURE, *scale_up_links()]),
       nvls=st.sampled_from([None, "yes", "no"]),
       workers=st.sampled_from([2, 4, 8, 16, 72, 144]),
       collective=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter"]),
       size=st.sampled_from(["64KiB", "16MiB", "1GiB", "8GiB"]))
def test_nvls_is_available_and_picked_only_where_the_scale_up_link_multicasts(cluster, intra_bandwidth, nvls,
                                                                               workers, collective, size):
    """Over every catalog cluster and scale-up link: --nvls yes without multicast is refused on --nvls with the
    physical reason; otherwise the cluster has NVLS only with multicast, NCCL's pick never runs NVLS without it,
    -a nvls says the physical reason, and an entry's NVLS that a link took away is said in the cluster's line."""
    ok = multicasts(cluster, intra_bandwidth)
    entry = catalog.get_cluster(cluster)
    kw = dict(size=size, workers=workers, cluster=cluster, collective=collective)
    if intra_bandwidth is not None:
        kw["intra_bandwidth"] = intra_bandwidth
    if nvls is not None:
        kw["nvls"] = nvls
    if nvls == "yes" and not ok:
        with pytest.raises(RingcalcError, match="CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED") as refused:
            _ = Scenario(**kw).cluster_spec
        assert refused.value.option == "nvls"
        return
    link = catalog.link_preset(intra_bandwidth) if intra_bandwidth not in (None, FIGURE) else None
    if entry.scale_up_domain > entry.gpus_per_node and link is not None and (link.kind != "nvlink" or link.mesh_gpus):
        with pytest.raises(RingcalcError, match="multi-node NVLink") as refused:  # a PCIe link or a mesh joins no rack
            _ = Scenario(**kw).cluster_spec
        assert refused.value.option == "intra-bandwidth"
        return
    s = Scenario(**kw)
    c = s.cluster_spec
    assert not c.nvls or ok
    if nvls is None:
        assert c.nvls == (entry.nvls and ok)
        switched_off = entry.nvls and not ok
        assert ("NVLS off: " in c.describe()) == switched_off
        assert ("NVLS kept: " in c.describe()) == (entry.nvls and intra_bandwidth == FIGURE)
    if not c.nvls:
        assert s.resolved.algorithm not in ("nvls", "nvls-tree")
        for algorithm in ("nvls", "nvls-tree"):
            reason = protocols.why_not(algorithm, collective, c, Placement.of(workers, c))
            assert reason is not None
        reason = protocols.why_not("nvls", "all-reduce", c, Placement.of(workers, c))
        arch = catalog.get_accelerator(entry.gpu).arch if entry.gpu else "hopper"
        physical = c.scale_up_kind != "nvlink" or arch not in MULTICAST_ARCHES or (nvls is None and entry.nvls)
        if physical:  # a link that cannot multicast, or an entry's NVLS a link took away
            assert "CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED" in reason  # the physical reason, not "no algorithm"
            with pytest.raises(RingcalcError, match="nvls cannot run here: .*CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED"):
                _ = Scenario(**{**kw, "collective": "all-reduce", "algorithm": "nvls"}).resolved


@pytest.mark.parametrize("command,message", [
    # `ringcalc time --cluster hgx-a100 -n 8 --nvls yes` said "NVLS (NVLink SHARP) is available"
    (dict(cluster="hgx-a100", nvls="yes"), "generation-2 NVSwitch"),
    # `--cluster pcie-4x4090-10gbe -n 4 --nvls yes -a nvls` said "no NCCL algorithm runs all-reduce"
    (dict(cluster="pcie-4x4090-10gbe", workers=4, nvls="yes", algorithm="nvls"), "PCIe (without peer-to-peer)"),
    (dict(cluster="azure-nd-mi300x-v5", nvls="yes"), "Infinity Fabric"),
    (dict(cluster="cscs-alps-gh200", workers=4, nvls="yes"), "without an NVSwitch"),
])
def test_nvls_yes_without_multicast_is_refused_with_the_reason(command, message):
    with pytest.raises(RingcalcError, match=re.escape(message)) as refused:
        _ = Scenario(**{"size": "1GiB", "workers": 8, **command}).resolved
    assert refused.value.option == "nvls"


def test_pcie_in_place_of_the_nvswitch_turns_nvls_off_and_says_so():
    """`time --cluster dgx-h100 -n 8 --size 1GiB --intra-bandwidth pcie4-x16` ran auto: nvls/Simple over PCIe."""
    s = Scenario(size="1GiB", workers=8, cluster="dgx-h100", intra_bandwidth="pcie4-x16")
    assert not s.cluster_spec.nvls and s.resolved.algorithm == "ring"
    assert "NVLS off: --intra-bandwidth pcie4-x16" in s.notes()[0]
    kept = Scenario(size="1GiB", workers=8, cluster="dgx-h100", intra_bandwidth="450GB/s")
    assert kept.cluster_spec.nvls and "NVLS kept: --intra-bandwidth 450GB/s is a figure" in kept.notes()[0]


# --------------------------------------------------------------------------------------------- NVLink domains

NVL72 = 72  # GPUs of one GB200 NVL72 NVLink domain
TRAY = 4  # GPUs of one GB200 compute tray


@given(g=st.sampled_from([d for d in range(TRAY, NVL72 + 1) if NVL72 % d == 0]), domains=st.integers(1, 3),
       partial=st.sampled_from([0, 1]))
def test_a_node_size_that_divides_the_rack_keeps_its_72_gpu_domain(g, domains, partial):
    """Hosts of G GPUs (G a divisor of 72, at least a tray) tile the same 72-GPU NVLink domain: 72 / G of them."""
    workers = domains * NVL72 - (partial * g if g < NVL72 else 0)  # the last domain short of a host, or full
    s = Scenario(size="1GiB", workers=workers, cluster="gb200-nvl72", gpus_per_node=g)
    c, p = s.cluster_spec, s.placement
    assert c.gpus_per_node == NVL72
    assert c.physical_gpus_per_node == g
    assert p.nodes == domains
    if g < NVL72:
        assert f"in {domains} NVLink domain{'s' * (domains > 1)} of {NVL72}" in p.describe(c)


@given(g=st.integers(TRAY + 1, 2 * NVL72).filter(lambda g: NVL72 % g))
def test_a_node_size_that_cannot_tile_the_rack_is_refused(g):
    with pytest.raises(RingcalcError, match=f"not a multiple of {g}") as refused:
        _ = Scenario(size="1GiB", workers=144, cluster="gb200-nvl72", gpus_per_node=g).cluster_spec
    assert refused.value.option == "gpus-per-node"


@given(g=st.integers(1, TRAY))
def test_a_job_on_fewer_gpus_of_each_tray_keeps_the_racks_trays(g):
    """G up to a tray: the job uses G GPUs of each of the domain's 18 trays (tests/cluster/test_domain.py)."""
    c = Scenario(size="1GiB", workers=2 * NVL72, cluster="gb200-nvl72", gpus_per_node=g).cluster_spec
    assert c.gpus_per_node == NVL72 // TRAY * g
