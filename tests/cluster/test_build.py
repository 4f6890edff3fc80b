"""A cluster from the catalog and the layout options (ringcalc/cluster/build.py)."""

from __future__ import annotations

import math

import pytest

from ringcalc import catalog
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario


def s(**kw):
    base = dict(size="1GiB", workers=16)
    base.update(kw)
    return Scenario(**base)


def test_a_catalog_cluster_gives_every_figure_with_its_source():
    c = s(cluster="dgx-h100").cluster_spec
    entry = catalog.get_cluster("dgx-h100")
    assert (c.gpus_per_node, c.nics_per_node, c.transport, c.nvls) == (8, 8, "ib", True)
    assert c.nic_bandwidth_bytes_per_s == 50e9  # 400 Gbit/s NDR per NIC (models/links.toml)
    assert c.scale_up_bandwidth_bytes_per_s == 450e9  # NVLink 4 per GPU and direction
    assert c.generation == "hopper" and c.sources == (entry.source,)
    assert c.net_efficiency.typical == catalog.get_efficiency("ib").typical


def test_options_override_the_catalog_entry():
    c = s(cluster="dgx-h100", nics_per_node=4, bandwidth="200Gbps", transport="roce", nvls="no").cluster_spec
    assert (c.nics_per_node, c.nic_bandwidth_bytes_per_s, c.transport, c.nvls) == (4, 25e9, "roce", False)


def test_no_layout_option_is_the_link_model_and_the_seed_stays_exact():
    seed = Scenario(model="vgg16", workers=4, bandwidth="125 MB/s", step_time=0.55)
    assert not seed.on_cluster and seed.cluster_spec is None
    assert round(seed.efficiency().efficiency, 5) == 0.07648  # the seed's worked example
    assert not Scenario(model="vgg16", workers=4, bandwidth="125 MB/s", gpus_per_node=1, nics_per_node=1).on_cluster


def test_several_gpus_need_the_link_joining_them():
    with pytest.raises(RingcalcError, match="scale-up link") as exc:
        s(gpus_per_node=8, bandwidth="ndr")
    assert exc.value.option == "intra-bandwidth"
    with pytest.raises(RingcalcError, match="not a scale-up link"):
        s(gpus_per_node=8, bandwidth="ndr", intra_bandwidth="100GbE")


@pytest.mark.parametrize("option,value", [("oversubscription", "2"), ("hop_latency", "1us")])
def test_the_tier_options_need_the_leaf_size(option, value):
    with pytest.raises(RingcalcError, match="--nodes-per-leaf") as exc:
        s(cluster="dgx-h100", **{option: value})
    assert exc.value.option == option.replace("_", "-")
    assert s(cluster="dgx-h100", nodes_per_leaf=1, **{option: value}).cluster_spec.nodes_per_leaf == 1


def test_the_transport_and_the_link_kind_give_the_priors():
    efa = s(gpus_per_node=8, intra_bandwidth="nvlink4", bandwidth="efa-100g").cluster_spec
    assert efa.transport == "efa" and efa.net_efficiency.typical == catalog.get_efficiency("efa").typical
    unstated = s(gpus_per_node=8, intra_bandwidth="nvlink4", bandwidth="400Gbps").cluster_spec
    ib, roce = catalog.get_efficiency("ib"), catalog.get_efficiency("roce")
    assert unstated.net_efficiency.low == min(ib.low, roce.low) and unstated.net_efficiency.high == max(ib.high, roce.high)
    stated = s(gpus_per_node=8, intra_bandwidth="nvlink4", bandwidth="400Gbps", net_efficiency="95%").cluster_spec
    assert stated.net_efficiency.measured and stated.net_efficiency.typical == 0.95


def test_the_nic_rate_may_be_what_is_solved_for():
    c = s(gpus_per_node=8, intra_bandwidth="nvlink4", step_time=1)
    assert math.isnan(c.cluster_spec.nic_bandwidth_bytes_per_s) and c.bandwidth_bytes_per_s is None
    r = c.required_bandwidth(0.9)
    assert r.required_bandwidth_bytes_per_s > 0


def test_a_cluster_from_a_toml_file_is_checked_like_a_catalog_entry(tmp_path):
    path = tmp_path / "box.toml"
    path.write_text('display = "4 x H100 PCIe"\nsource = "inventory"\ngpus_per_node = 4\nscale_up = "pcie5-x16"\n'
                    'nics_per_node = 1\nnic = "100gbe"\ntransport = "roce"\n')
    c = s(cluster=str(path), workers=8).cluster_spec
    assert (c.gpus_per_node, c.nics_per_node, c.scale_up_kind, c.transport) == (4, 1, "pcie", "roce")
    path.write_text(path.read_text().replace('"100gbe"', '"100gbx"'))
    with pytest.raises(RingcalcError, match="100gbx") as exc:
        s(cluster=str(path), workers=8)
    assert str(path) in str(exc.value)


def _clusters_on(kind: str) -> list[str]:
    from ringcalc import catalog

    return sorted(name for name in catalog.clusters()
                  if Scenario(size="1GiB", workers=16, cluster=name).cluster_spec.scale_up_kind == kind)


@pytest.mark.parametrize("name", _clusters_on("xgmi"))
@pytest.mark.parametrize("tuner", ["p5-p5e", "p6"])
def test_an_nccl_tuner_plugin_is_refused_on_amd_nodes(name, tuner):
    # RCCL does not load aws-ofi-nccl's tuner: accepted, it had picked ring/LL128 on an MI355X with no word
    with pytest.raises(RingcalcError, match="RCCL") as err:
        Scenario(size="1GiB", workers=32, cluster=name, tuner=tuner)
    assert err.value.option == "tuner"
    assert Scenario(size="1GiB", workers=32, cluster=name, tuner="nccl").cluster_spec.tuner is None
