"""Tests for the cluster catalog: models/clusters.toml, models/efficiencies.toml, the new links and
accelerator fields, and their loader (ringcalc/catalog/validate_cluster.py, load.py, lookup.py)."""

from __future__ import annotations

import json
import tempfile
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.catalog import ClusterEntry, EfficiencyPrior
from ringcalc.errors import RingcalcError
from ringcalc.units import parse_rate

Gbps = 1e9 / 8  # bytes/s per Gbit/s

# The entries issue 16 asks for (models/clusters.toml names and sources them).
REQUIRED_CLUSTERS = [
    "dgx-h100", "hgx-h100", "dgx-b200", "hgx-b200", "hgx-a100", "p4d-24xlarge", "p5-48xlarge",
    "p5e-48xlarge", "gcp-a3-mega", "azure-nd-h100-v5", "oci-bm-gpu-h100-8", "azure-nd-mi300x-v5",
    "mi355x-pollara", "cscs-alps-gh200", "pcie-4x4090-10gbe", "gb200-nvl72",
]  # fmt: skip
REQUIRED_PRIORS = {
    "scale-out": ["ib", "roce", "efa", "tcpxo", "slingshot", "tcp"],
    "scale-up": ["nvlink", "xgmi", "pcie", "pcie-nop2p"],
    "nvls": ["nvls-hopper", "nvls-blackwell"],
}


# ------------------------------------------------------------- shipped data


def test_every_cluster_and_prior_loads_with_source_and_display():
    for table, kind in ((catalog.clusters(), ClusterEntry), (catalog.efficiencies(), EfficiencyPrior)):
        assert table
        for name, entry in table.items():
            assert isinstance(entry, kind) and entry.name == name
            assert entry.source.strip() and entry.display.strip(), name


@pytest.mark.parametrize("name", REQUIRED_CLUSTERS)
def test_required_clusters_present(name):
    assert catalog.get_cluster(name).name == name


def test_required_priors_present_with_their_kind():
    for kind, names in REQUIRED_PRIORS.items():
        for name in names:
            prior = catalog.get_efficiency(name)
            assert prior.kind == kind, name
            assert prior.basis == ("algbw" if kind == "nvls" else "busbw"), name


def test_cluster_references_resolve_to_entries_of_the_right_kind():
    accelerators, priors = catalog.accelerators(), catalog.efficiencies()
    for cluster in catalog.clusters().values():
        up, nic = catalog.get_link(cluster.scale_up), catalog.get_link(cluster.nic)
        assert up.name == cluster.scale_up and up.kind in catalog.SCALE_UP_KINDS, cluster.name
        assert nic.name == cluster.nic and nic.kind in catalog.NETWORK_KINDS, cluster.name
        assert priors[cluster.transport].kind == "scale-out", cluster.name
        assert cluster.gpu is None or cluster.gpu in accelerators, cluster.name
        assert cluster.scale_up_domain % cluster.gpus_per_node == 0 and cluster.oversubscription >= 1
        # the cluster model picks its priors from the link kind and the GPU generation (models/README.md)
        up_prior = "pcie-nop2p" if not cluster.scale_up_p2p else up.kind
        assert priors[up_prior].kind == "scale-up", cluster.name
        if cluster.nvls:
            assert priors[f"nvls-{accelerators[cluster.gpu].arch}"].kind == "nvls", cluster.name


@pytest.mark.parametrize(
    ("name", "nics", "stated"),
    [
        # DGX BasePOD RA 'Core Components': eight single-port ConnectX-7, up to 400 Gb/s
        ("dgx-h100", 8, "3200 Gbit/s"),
        ("dgx-h200", 8, "3200 Gbit/s"),
        ("dgx-b200", 8, "3200 Gbit/s"),
        # nccl-tests#290 / Azure ND H100 v5: 400 Gb/s per GPU
        ("hgx-h100", 8, "3200 Gbit/s"),
        # Google Cloud 'Networking and GPU machines': A4 eight CX7 'deliver a total network bandwidth of 3,200 Gbps'
        ("hgx-b200", 8, "3200 Gbit/s"),
        # Azure ND A100 v4: '1.6 TB/s of interconnect bandwidth per VM' (HDR, i.e. Tb/s)
        ("hgx-a100", 8, "1600 Gbit/s"),
        # Google Cloud A4X: 'four CX-7 NICs deliver a total network bandwidth of 1,600 Gbps'
        ("gb200-nvl72", 4, "1600 Gbit/s"),
        # aws-samples geniac table: p4de.24xlarge '400 Gbps EFAv1'
        ("p4d-24xlarge", 4, "400 Gbit/s"),
        # AWS p5-efa: 'P5 and P5e ... up to 32 network cards and ... up to 3,200 Gbps'
        ("p5-48xlarge", 32, "3200 Gbit/s"),
        ("p5e-48xlarge", 32, "3200 Gbit/s"),
        # Google Cloud: A3 Mega 'up to 1,600 Gbps' (GPU NICs; 1,800 Gbps with the general-purpose NIC)
        ("gcp-a3-mega", 8, "1600 Gbit/s"),
        # Azure ND H100 v5 and ND MI300X v5: '3.2 Tbps of interconnect bandwidth per VM'
        ("azure-nd-h100-v5", 8, "3.2 Tbit/s"),
        ("azure-nd-mi300x-v5", 8, "3.2 Tbit/s"),
        # OCI BM.GPU.H100.8: 16 RDMA HCAs (oci-hpc), 3,200 Gbps per node
        ("oci-bm-gpu-h100-8", 16, "3200 Gbit/s"),
        # Crusoe MLPerf system JSON: '8x AMD Pollara 400G RoCE per node (3200 Gbps aggregate/node)'
        ("mi355x-pollara", 8, "3200 Gbit/s"),
        # CSCS: four NICs per GH200 node; stas00: HPE Slingshot 4x200
        ("cscs-alps-gh200", 4, "800 Gbit/s"),
        # Grattafiori et al. 2024 sec. 3.3.1: 400 Gbps between GPUs, eight per Grand Teton server
        ("meta-roce-h100", 8, "3200 Gbit/s"),
        # the reference workstation: one 10GBASE-R port (IEEE 802.3ae)
        ("pcie-4x4090-10gbe", 1, "10 Gbit/s"),
    ],
)
def test_nic_aggregate_matches_the_stated_figure(name, nics, stated):
    cluster = catalog.get_cluster(name)
    assert cluster.nics_per_node == nics
    assert catalog.nic_aggregate_bytes_per_s(cluster) == pytest.approx(parse_rate(stated), rel=1e-12)


@pytest.mark.parametrize(
    ("name", "gpus", "domain", "scale_up_per_direction"),
    [
        ("dgx-h100", 8, 8, 450e9),  # NVIDIA: NVLink 4 900 GB/s bidirectional per GPU
        ("hgx-a100", 8, 8, 300e9),  # NVLink 3 600 GB/s bidirectional
        ("dgx-b200", 8, 8, 900e9),  # NVLink 5 1.8 TB/s bidirectional
        ("gb200-nvl72", 4, 72, 900e9),  # 72 GPUs in one NVLink domain, 4 per compute tray
        ("azure-nd-mi300x-v5", 8, 8, 448e9),  # Azure: 896 GB/s aggregate (bidirectional); AMD: 7 x 64 GB/s
        ("mi355x-pollara", 8, 8, 537.6e9),  # AMD: 7 x 153.6 GB/s bidirectional = 1,075.2 GB/s
        ("cscs-alps-gh200", 4, 4, 450e9),  # GH200: NVLink 900 GB/s bidirectional, 3 peers x 150 GB/s
        ("pcie-4x4090-10gbe", 4, 4, 16 * 16e9 * 128 / 130 / 8),  # PCIe 4.0 x16 after 128b/130b
    ],
)
def test_scale_up_matches_the_stated_figure(name, gpus, domain, scale_up_per_direction):
    cluster = catalog.get_cluster(name)
    assert (cluster.gpus_per_node, cluster.scale_up_domain) == (gpus, domain)
    assert catalog.get_link(cluster.scale_up).bandwidth_bytes_per_s == pytest.approx(scale_up_per_direction, rel=1e-6)


def test_special_layouts():
    assert not catalog.get_cluster("pcie-4x4090-10gbe").scale_up_p2p  # GeForce: no PCIe P2P (tinygrad README)
    assert catalog.get_cluster("pcie-4x4090-10gbe").transport == "tcp"
    assert not catalog.get_cluster("hgx-a100").nvls  # second-generation NVSwitch: no SHARP
    assert not catalog.get_cluster("cscs-alps-gh200").nvls  # no NVSwitch at all
    assert catalog.get_cluster("gb200-nvl72").nvls and catalog.get_cluster("dgx-h100").nvls
    # a figure no source states stays unset (models/README.md: leaf size, hop latency, SHARP); Meta's RoCE cluster
    # states its pods (Grattafiori et al. 2024 sec. 3.3.1: 3,072 GPUs at full bisection, 1:7 above them)
    meta = catalog.get_cluster("meta-roce-h100")
    assert (meta.nodes_per_leaf, meta.oversubscription) == (3072 // 8, 7.0)
    for cluster in catalog.clusters().values():
        if cluster is not meta:
            assert cluster.nodes_per_leaf is None
        assert cluster.hop_latency_s is None and not cluster.sharp


def test_priors_are_ordered_and_sourced_by_more_than_one_system():
    for prior in catalog.efficiencies().values():
        assert 0 < prior.low <= prior.typical <= prior.high <= 1.2, prior.name
        assert prior.high <= 1.0, f"{prior.name}: every shipped prior is a busbw of a ring or an NVLS algbw"
        sources = [part for part in prior.source.split(";") if part.strip()]
        assert len(sources) >= 2, f"{prior.name}: the range needs more than one source"


@pytest.mark.parametrize(
    ("name", "published_low", "published_high"),
    [
        # NVIDIA/nccl-tests#290: 'For NDR @ 400Gbps you should see 46-48GB/s per NIC'
        ("ib", 46 / 50, 48 / 50),
        # stas00 @ 744d01e: A100 78%, H200 ring 82%; p6-b200 ring 673.8-682.2 of 900
        ("nvlink", 673.8 / 900, 367.61 / 450),
        # AMD ROCm blog: RCCL best case 310-330 GB/s of 448
        ("xgmi", 310 / 448, 330 / 448),
        # stas00 H200 NVLS at 5-8 GPUs, algbw 258.9-275.58 of 450; NVIDIA/nccl-tests#290 H100 270.63
        ("nvls-hopper", 258.9 / 450, 275.58 / 450),
        # stas00 p6-b200 NVLS 466.9-483.2 of 900; OCI GB200 MNNVL 484.07
        ("nvls-blackwell", 466.9 / 900, 484.07 / 900),
    ],
)
def test_typical_prior_lies_in_the_published_range(name, published_low, published_high):
    prior = catalog.get_efficiency(name)
    assert published_low <= prior.typical <= published_high
    assert prior.low <= published_low + 0.01 and prior.high >= published_high - 0.01


def test_accelerators_have_an_arch_and_dense_fp8_where_stated():
    for accelerator in catalog.accelerators().values():
        assert accelerator.arch in catalog.ARCHES, accelerator.name
    h100 = catalog.get_accelerator("h100")
    assert h100.fp8_tflops * 2 == pytest.approx(3958, rel=1e-3)  # datasheet: 3,958 TFLOPS with sparsity
    assert h100.fp8_flops_per_s == pytest.approx(1978.9e12)
    assert catalog.get_accelerator("mi300x").fp8_tflops == 2614.9  # AMD data sheet, dense
    assert catalog.get_accelerator("a100-80gb").fp8_tflops is None  # Ampere has no FP8
    assert catalog.get_accelerator("mi250x").fp8_flops_per_s is None


@pytest.mark.parametrize(
    ("name", "bytes_per_s", "kind"),
    [
        ("efa-100g", 100 * Gbps, "efa"),  # AWS: 32 cards x 100 Gbps = 3,200 Gbps
        ("tcpxo-200g", 200 * Gbps, "ethernet"),  # GCP: 1,600 Gbps / 8 GPU NICs
        ("slingshot-11", 200 * Gbps, "slingshot"),  # HPE Slingshot: 200 Gbps per port
        ("pollara-400", 400 * Gbps, "ethernet"),  # AMD Pollara 400: 400 Gbps
        ("xgmi-mi300x", 448e9, "xgmi"),  # AMD: 7 x 64 GB/s
        ("xgmi-mi355x", 537.6e9, "xgmi"),  # AMD: 7 x 153.6 / 2 GB/s
        ("nvlink4-gh200-quad", 450e9, "nvlink"),  # GH200: 900 GB/s bidirectional
    ],
)
def test_new_links(name, bytes_per_s, kind):
    link = catalog.get_link(name)
    assert link.bandwidth_bytes_per_s == pytest.approx(bytes_per_s, rel=1e-12) and link.kind == kind


# ---------------------------------------------------------------- lookup


@pytest.mark.parametrize(
    ("getter", "typed", "canonical"),
    [
        (catalog.get_cluster, "DGX H100", "dgx-h100"),
        (catalog.get_cluster, "dgxh100", "dgx-h100"),
        (catalog.get_cluster, "p5.48xlarge", "p5-48xlarge"),
        (catalog.get_cluster, "A3_Mega", "gcp-a3-mega"),
        (catalog.get_cluster, "BM.GPU.H100.8", "oci-bm-gpu-h100-8"),
        (catalog.get_cluster, "NVL72", "gb200-nvl72"),
        (catalog.get_efficiency, "InfiniBand", "ib"),
        (catalog.get_efficiency, "RoCEv2", "roce"),
        (catalog.get_efficiency, "NVLS-H100", "nvls-hopper"),
    ],
)
def test_cluster_and_prior_names(getter, typed, canonical):
    assert getter(typed).name == canonical


def test_unknown_cluster_and_prior_list_close_names():
    with pytest.raises(RingcalcError, match="did you mean.*dgx-h100") as info:
        catalog.get_cluster("dgx-h10")
    assert str(info.value).startswith("--cluster: unknown cluster")
    with pytest.raises(RingcalcError, match="names a kind of entry.*nvls-hopper.*nvls-blackwell"):
        catalog.get_efficiency("nvls")


# ------------------------------------------------------------- validation

LINKS = """
    [links.fast]
    bandwidth = "400 Gbit/s"
    latency = "1 us"
    kind = "infiniband"
    display = "Fast NIC"
    source = "made up for a test"

    [links.bus]
    bandwidth = "450 GB/s"
    latency = "1 us"
    kind = "nvlink"
    display = "Bus"
    source = "made up for a test"

    [links.slot]
    bandwidth = "32 GB/s"
    latency = "1 us"
    kind = "pcie"
    display = "Slot"
    source = "made up for a test"
"""
ACCELERATORS = """
    [accelerators.new]
    memory = "80 GB"
    display = "New GPU"
    vendor = "Acme"
    source = "made up for a test"
    arch = "hopper"

    [accelerators.old]
    memory = "40 GB"
    display = "Old GPU"
    vendor = "Acme"
    source = "made up for a test"
    arch = "ampere"
"""
EFFICIENCIES = """
    [efficiencies.net]
    display = "A network"
    kind = "scale-out"
    low = 0.8
    typical = 0.9
    high = 0.95
    source = "made up; for a test"
    step_latency = "5 us"

    [efficiencies.up]
    display = "A bus"
    kind = "scale-up"
    low = 0.7
    typical = 0.8
    high = 0.85
    source = "made up; for a test"

    [efficiencies.switch]
    display = "In-switch reduction"
    kind = "nvls"
    low = 0.5
    typical = 0.6
    high = 0.62
    source = "made up; for a test"
"""
# the fields of [clusters.box] as TOML values, in the order they are written
CLUSTER = {
    "display": '"Box"',
    "source": '"made up for a test"',
    "gpu": '"new"',
    "gpus_per_node": "8",
    "scale_up": '"bus"',
    "scale_up_domain": "16",
    "nvls": "true",
    "nics_per_node": "4",
    "nic": '"fast"',
    "transport": '"net"',
    "nodes_per_leaf": "32",
    "oversubscription": "2",
    "hop_latency": '"600 ns"',
    "sharp": "false",
    "tuner": '"p6"',
    "aliases": '["the-box"]',
}


def _write_catalog(directory: Path, cluster: dict[str, str], efficiencies: str = EFFICIENCIES) -> Path:
    body = "\n".join(f"{key} = {value}" for key, value in cluster.items())
    texts = {"links": LINKS, "accelerators": ACCELERATORS, "efficiencies": efficiencies,
             "clusters": "[clusters.box]\n" + body + "\n"}  # fmt: skip
    for table, text in texts.items():
        (directory / catalog.FILES[table]).write_text(textwrap.dedent(text), encoding="utf-8")
    return directory


def test_loader_reads_a_cluster_directory(tmp_path):
    directory = _write_catalog(tmp_path, CLUSTER)
    box = catalog.get_cluster("THE BOX", directory=directory)
    assert (box.gpus_per_node, box.scale_up_domain, box.nics_per_node, box.nic, box.transport) == (8, 16, 4, "fast", "net")
    assert box.hop_latency_s == pytest.approx(600e-9) and box.hop_latency == "600 ns" and box.oversubscription == 2.0
    assert box.tuner == "p6"
    assert catalog.nic_aggregate_bytes_per_s(box, directory=directory) == 4 * 50e9
    net = catalog.get_efficiency("net", directory=directory)
    assert net.step_latency_s == pytest.approx(5e-6) and net.base_latency_s is None
    assert net.net_latency_s is None and net.net_latency_simple_s is None  # NCCL's constants
    assert catalog.get_efficiency("switch", directory=directory).basis == "algbw"
    defaults = {k: v for k, v in CLUSTER.items() if k in ("display", "source", "gpus_per_node", "scale_up",
                                                          "nics_per_node", "nic", "transport")}  # fmt: skip
    (tmp_path / "plain").mkdir()
    plain = catalog.get_cluster("box", directory=_write_catalog(tmp_path / "plain", defaults))
    assert (plain.scale_up_domain, plain.scale_up_p2p, plain.nvls, plain.sharp, plain.oversubscription) == (8, True, False, False, 1.0)
    assert plain.gpu is None and plain.nodes_per_leaf is None and plain.tuner is None


@pytest.mark.parametrize(
    ("key", "value", "match"),
    [
        ("scale_up", '"fast"', "must be a scale-up link .* 'fast' is infiniband"),
        ("nic", '"bus"', "must be a network link .* 'bus' is nvlink"),
        ("nic", '"fsat"', "'fsat' is not an entry of .*links.toml; did you mean fast"),
        ("transport", '"up"', "must be a scale-out transport; 'up' is a scale-up prior"),
        ("transport", '"ib"', "'ib' is not an entry of .*efficiencies.toml"),
        ("gpu", '"newer"', "'newer' is not an entry of .*accelerators.toml; did you mean new"),
        ("gpu", '"old"', "NVLink SHARP needs a Hopper or later NVSwitch; 'old' is ampere"),
        ("scale_up_p2p", "false", "false is for PCIe only"),
        ("scale_up_domain", "12", "not a whole number of nodes"),
        ("gpus_per_node", "0", "at least 1"),
        ("nics_per_node", "2.0", "whole number"),
        ("nics_per_node", "true", "whole number"),
        ("oversubscription", "0.5", "ratio >= 1"),
        ("hop_latency", '"600"', "needs a unit"),
        ("sharp", '"yes"', "true or false"),
        ("tuner", '"p5"', "must be one of p5-p5e, p5en, p6, p6-b300"),
        ("colour", '"red"', "unknown key.*colour"),
    ],
)
def test_bad_cluster_is_refused_naming_file_entry_and_key(tmp_path, key, value, match):
    directory = _write_catalog(tmp_path, {**CLUSTER, key: value})
    with pytest.raises(RingcalcError, match=match) as info:
        catalog.clusters(directory)
    assert "clusters.toml" in str(info.value) and "[clusters.box]" in str(info.value)


def test_nvls_needs_nvlink(tmp_path):
    directory = _write_catalog(tmp_path, {**CLUSTER, "scale_up": '"slot"', "scale_up_domain": "8"})
    with pytest.raises(RingcalcError, match=r"\[clusters.box\] nvls: NVLink SHARP needs an NVLink scale-up link"):
        catalog.clusters(directory)
    no_p2p = {**CLUSTER, "scale_up": '"slot"', "nvls": "false", "scale_up_p2p": "false"}
    (tmp_path / "ok").mkdir()
    assert not catalog.clusters(_write_catalog(tmp_path / "ok", no_p2p))["box"].scale_up_p2p


def test_missing_cluster_key(tmp_path):
    directory = _write_catalog(tmp_path, {k: v for k, v in CLUSTER.items() if k != "transport"})
    with pytest.raises(RingcalcError, match=r"clusters.toml: \[clusters.box\]: missing required key\(s\) transport"):
        catalog.clusters(directory)


@pytest.mark.parametrize(
    ("old", "new", "entry", "match"),
    [
        ("low = 0.8", "low = 0.96", "net", "needs low <= typical <= high"),
        ("high = 0.95", "high = 1.5", "net", r"fraction of line rate in \(0, 1.2\]"),
        ("low = 0.8", "low = 0", "net", "fraction of line rate"),
        ("low = 0.8", 'low = "0.8"', "net", "must be a number"),
        ('kind = "scale-out"', 'kind = "wan"', "net", "must be one of scale-out, scale-up, nvls"),
        ('kind = "nvls"', 'kind = "nvls"\n    basis = "busbw"', "switch", "fraction of algbw"),
        ('kind = "scale-up"', 'kind = "scale-up"\n    base_latency = "3 us"', "up", "scale-out transport only"),
        ('source = "made up; for a test"\n    step_latency', "step_latency", "net", "missing required key.*source"),
        ('kind = "scale-up"', 'kind = "scale-up"\n    net_latency = "3 us"', "up", "scale-out transport only"),
        ('step_latency = "5 us"', 'net_latency_simple = "5 us"', "net", "give net_latency too"),
        ('step_latency = "5 us"', 'net_latency = "-5 us"', "net", "net_latency"),
    ],
)
def test_bad_prior_is_refused_naming_file_and_entry(tmp_path, old, new, entry, match):
    assert old in EFFICIENCIES, "the test's mutation must apply"
    _write_catalog(tmp_path, CLUSTER, EFFICIENCIES.replace(old, new, 1))
    with pytest.raises(RingcalcError, match=match) as info:
        catalog.efficiencies(tmp_path)
    assert "efficiencies.toml" in str(info.value) and f"[efficiencies.{entry}]" in str(info.value)


# A corruption per field: values of the wrong type, out of range, or naming nothing. Each must be refused
# with the file and the entry named, never loaded or leaked as a Python error.
_BAD = {
    "display": ["3", '""', "true"],
    "source": ["[]", '"  "'],
    "gpu": ['"nope"', "7", '"bus"'],
    "gpus_per_node": ["0", "-8", "8.0", '"8"', "true"],
    "scale_up": ['"fast"', '"nope"', "1"],
    "scale_up_domain": ["0", "12", "4", "9.5"],
    "nvls": ['"true"', "1"],
    "nics_per_node": ["0", "-1", "4.5", '"4"'],
    "nic": ['"bus"', '"slot"', '"nope"', "[]"],
    "transport": ['"up"', '"switch"', '"nope"'],
    "nodes_per_leaf": ["0", "1.5", '"32"'],
    "oversubscription": ["0.99", "0", "-2", "nan", "inf", '"2"', "false"],
    "hop_latency": ['"600"', "600", '"fast"', '"-1 us"'],
    "sharp": ["0", '"false"'],
    "aliases": ['"the-box"', "[1]"],
}


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_corrupted_cluster_field_is_refused(data):
    key = data.draw(st.sampled_from(sorted(_BAD)))
    value = data.draw(st.sampled_from(_BAD[key]))
    with tempfile.TemporaryDirectory() as tmp:
        directory = _write_catalog(Path(tmp), {**CLUSTER, key: value})
        with pytest.raises(RingcalcError) as info:
            catalog.clusters(directory)
    message = str(info.value)
    assert "clusters.toml" in message and "[clusters.box]" in message, message


@settings(max_examples=40, deadline=None)
@given(
    low=st.floats(-1, 2, allow_nan=False),
    typical=st.floats(-1, 2, allow_nan=False),
    high=st.floats(-1, 2, allow_nan=False),
)
def test_any_prior_is_loaded_only_when_ordered_within_bounds(low, typical, high):
    text = EFFICIENCIES.replace("low = 0.8", f"low = {json.dumps(low)}", 1)
    text = text.replace("typical = 0.9", f"typical = {json.dumps(typical)}", 1).replace("high = 0.95", f"high = {json.dumps(high)}", 1)
    valid = 0 < low <= typical <= high <= 1.2
    with tempfile.TemporaryDirectory() as tmp:
        _write_catalog(Path(tmp), CLUSTER, text)
        if valid:
            net = catalog.efficiencies(tmp)["net"]
            assert (net.low, net.typical, net.high) == (low, typical, high)
        else:
            with pytest.raises(RingcalcError, match=r"efficiencies.toml: \[efficiencies.net\]"):
                catalog.efficiencies(tmp)


def test_cluster_built_in_python_defaults_its_domain_to_one_node():
    box = ClusterEntry(name="box", display="Box", source="a test", gpus_per_node=4, scale_up="nvlink4",
                       nics_per_node=4, nic="ndr", transport="ib")  # fmt: skip
    assert box.scale_up_domain == 4 and box.oversubscription == 1.0 and not box.nvls


def test_a_transports_own_step_latency_is_read_and_simple_defaults_to_it(tmp_path):
    text = EFFICIENCIES.replace('step_latency = "5 us"', 'net_latency = "20 us"', 1)
    _write_catalog(tmp_path, CLUSTER, text)
    net = catalog.get_efficiency("net", directory=tmp_path)
    assert (net.net_latency_s, net.net_latency_simple_s) == pytest.approx((20e-6, 20e-6))
    (tmp_path / "simple").mkdir()  # the catalog is cached per folder
    both = text.replace('net_latency = "20 us"', 'net_latency = "20 us"\n    net_latency_simple = "23 us"')
    net = catalog.get_efficiency("net", directory=_write_catalog(tmp_path / "simple", CLUSTER, both))
    assert (net.net_latency_s, net.net_latency_simple_s) == pytest.approx((20e-6, 23e-6))
