"""A log is costed on a cluster of its own GPU (ringcalc/cluster/gpu_family.py).

Device names are the ones nccl-tests and rccl-tests print in their ``#  Rank`` lines, as in the public logs of
../shared/data/nccl-tests (SOURCES.md there): NVIDIA/nccl-tests issue #290 (H100), CSCS Alps (GH200), hisohara's
rccl-tests runs (MI300X), stas00/ml-engineering (A100, V100 in its older logs).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.calibrate.cluster_calibration import fit_runs_physically
from ringcalc.calibrate.nccl_log import parse_nccl_log, read_nccl_log
from ringcalc.cluster import gpu_family
from ringcalc.errors import RingcalcError
from tests.cli_runner import run
from tests.paths import NCCL_FIXTURES, REAL_NCCL

H100_LOG = REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt"  # 2 x 8 'NVIDIA H100 80GB HBM3'
GH200_LOG = REAL_NCCL / "cscs_cxi_2node_8rank_excerpt.txt"  # 2 x 4 'NVIDIA GH200 120GB'

DEVICES = {
    "NVIDIA H100 80GB HBM3": "H100",
    "NVIDIA H100 PCIe": "H100",
    "NVIDIA H800": "H800",
    "NVIDIA H200": "H200",
    "NVIDIA GH200 120GB": "GH200",
    "NVIDIA B200": "B200",
    "NVIDIA GB200": "GB200",
    "NVIDIA A100-SXM4-80GB": "A100",
    "Tesla V100-SXM2-32GB": "V100",
    "NVIDIA L40S": "L40S",
    "NVIDIA A10G": "A10G",
    "Tesla T4": "T4",
    "NVIDIA GeForce RTX 4090": "RTX4090",
    "AMD Instinct MI300X": "MI300X",
    "AMD Instinct MI250X/MI250": "MI250X",
    "AMD Instinct MI355X": "MI355X",
}


@pytest.mark.parametrize("name, expected", DEVICES.items())
def test_the_family_of_each_device_name_nccl_tests_prints(name, expected):
    assert gpu_family.family(name) == expected


def test_a_name_without_a_gpu_has_no_family():
    assert gpu_family.family("") is None and gpu_family.family(None) is None
    assert gpu_family.family("Instinct") is None and gpu_family.family("HBM3 80GB") is None


@given(st.sampled_from(sorted(catalog.accelerators())))
def test_every_catalog_accelerator_s_key_and_display_name_are_one_family(key):
    acc = catalog.get_accelerator(key)
    assert gpu_family.family(key) is not None
    assert gpu_family.family(key) == gpu_family.family(acc.display)


@given(st.sampled_from(sorted(catalog.clusters())))
def test_every_catalog_cluster_is_named_for_its_own_gpu_s_logs(name):
    entry = catalog.get_cluster(name)
    fam = gpu_family.family(entry.gpu or entry.display)
    if fam is not None:
        assert name in gpu_family.clusters_of(fam)


@given(device=st.sampled_from(sorted(DEVICES)), rank=st.integers(0, 4095), host=st.from_regex(r"[a-z][a-z0-9-]{0,12}",
       fullmatch=True), bus=st.sampled_from(["0x18", "0000:e5:00.0", "0009:01:00"]), pad=st.integers(1, 4))
def test_the_device_name_of_any_rank_line_is_read_back(device, rank, host, bus, pad):
    line = f"#  Rank {rank:2d} Group  0 Pid 291005 on{' ' * pad}{host} device {rank % 8:2d} [{bus}] {device}"
    assert gpu_family.device_name(line) == device


def test_the_parser_keeps_each_run_s_devices():
    (h100,) = read_nccl_log(H100_LOG)
    assert h100.devices == ("NVIDIA H100 80GB HBM3",)
    runs = read_nccl_log(GH200_LOG)
    assert all(r.devices == ("NVIDIA GH200 120GB",) for r in runs)
    rows_only = parse_nccl_log("#  size count type redop root time algbw busbw #wrong\n"
                               "1048576 262144 float sum -1 100.0 10.49 18.35 0\n", source="rows", ranks=8)
    assert rows_only[0].devices == ()


def test_a_mixed_log_or_one_without_names_is_not_checked():
    assert gpu_family.log_family(["NVIDIA H100 80GB HBM3", "AMD Instinct MI300X"]) is None
    gpu_family.refuse_unlike_gpu(["NVIDIA H100 80GB HBM3", "AMD Instinct MI300X"], "b200", "log")
    gpu_family.refuse_unlike_gpu([], "b200", "log")
    gpu_family.refuse_unlike_gpu(["NVIDIA H100 80GB HBM3"], None, "log")  # a cluster described by options


@pytest.mark.parametrize("cluster", ["azure-nd-mi300x-v5", "dgx-b200", "dgx-h200", "hgx-a100"])
def test_check_refuses_a_cluster_of_another_gpu_and_names_the_log_s(cluster):
    result = run("check", H100_LOG, "--cluster", cluster)
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "NVIDIA H100 80GB HBM3" in result.output and "dgx-h100" in result.output
    assert run("check", H100_LOG, "--cluster", "dgx-h100").exit_code == 0


def test_check_without_a_cluster_names_the_clusters_of_the_log_s_gpu():
    result = run("check", GH200_LOG)
    assert result.exit_code != 0 and "of the log's GPU: cscs-alps-gh200" in result.output


def test_fit_refuses_priors_of_another_gpu():
    runs = read_nccl_log(H100_LOG)
    with pytest.raises(RingcalcError, match="ran on NVIDIA H100 80GB HBM3.*cluster is of MI300X") as err:
        fit_runs_physically(runs, {"cluster": "azure-nd-mi300x-v5"})
    assert err.value.option == "cluster"
    assert fit_runs_physically(runs, {"cluster": "dgx-h100"}).cluster.gpu == "h100-80gb"
    assert fit_runs_physically(runs, {"gpus_per_node": "8", "nics_per_node": "8", "bandwidth": "400Gbps"}).cluster.gpu is None


RCCL_LOG = NCCL_FIXTURES / "allreduce_rccl_asterisk_8rank.txt"  # 8 x 'AMD Instinct MI300X' on one host


@pytest.mark.parametrize("device, link", [
    ("AMD Instinct MI300X", "xgmi-mi300x"),  # every catalog MI300X node: Infinity Fabric, not NVLink
    ("NVIDIA A100-SXM4-80GB", "nvlink3"),  # 300 GB/s, not NVLink 4's 450
    ("NVIDIA H100 80GB HBM3", "nvlink4"),
    ("NVIDIA H100 PCIe", None),  # a PCIe card: the SXM family's link is not its own
    ("NVIDIA H100 NVL", None),
    ("NVIDIA GeForce RTX 4090", None),  # the catalog's 4090 node has no P2P: not a link to assume
    ("Tesla T4", None),  # no catalog cluster
])
def test_the_scale_up_link_a_log_s_gpu_implies(device, link):
    assert gpu_family.scale_up_link([device] * 8) == link


def test_a_mixed_log_implies_no_link():
    assert gpu_family.scale_up_link(["AMD Instinct MI300X", "NVIDIA H100 80GB HBM3"]) is None


@given(st.sampled_from(sorted(catalog.clusters())))
def test_a_catalog_gpu_s_own_link_is_implied_when_its_clusters_agree(name):
    entry = catalog.get_cluster(name)
    fam = gpu_family.family(entry.gpu or entry.display)
    same = {(e.scale_up, e.scale_up_p2p) for e in catalog.clusters().values()
            if gpu_family.family(e.gpu or e.display) == fam}
    device = catalog.get_accelerator(entry.gpu).display if entry.gpu else entry.display
    implied = gpu_family.scale_up_link([device])
    assert implied == (entry.scale_up if len(same) == 1 and entry.scale_up_p2p else None)


def test_fit_without_a_cluster_starts_from_the_log_s_gpu_link():
    from ringcalc.calibrate.log_cluster import cluster_of_runs

    runs = read_nccl_log(RCCL_LOG)
    c = cluster_of_runs(runs, {})
    assert (c.scale_up_kind, c.scale_up_bandwidth_bytes_per_s) == ("xgmi", 448e9)
    assert cluster_of_runs(runs, {"intra_bandwidth": "nvlink4"}).scale_up_kind == "nvlink"  # stated wins


def test_fit_says_where_its_scale_up_link_came_from():
    """A link taken from the log's GPU changes the answer, so fit's table says so (not a silent default)."""
    from ringcalc.calibrate.log_cluster import cluster_of_runs

    amd = cluster_of_runs(read_nccl_log(RCCL_LOG), {})
    assert any("xgmi-mi300x" in n and "AMD Instinct MI300X" in n for n in amd.notes)
    unnamed = cluster_of_runs(read_nccl_log(NCCL_FIXTURES / "allreduce_rows_only_32rank.txt"), {"gpus_per_node": "8"})
    assert any("NVLink 4" in n and "name no GPU" in n for n in unnamed.notes)
    assert not cluster_of_runs(read_nccl_log(RCCL_LOG), {"intra_bandwidth": "xgmi-mi300x"}).notes  # stated
    out = run("fit", RCCL_LOG)
    assert out.exit_code == 0 and "every catalog cluster of the logs' GPU" in out.stdout


@pytest.mark.parametrize("device,cluster,says", [
    ("Tesla V100-SXM2-16GB", "dgx-h100", "No catalog cluster has V100 GPUs: describe the log's cluster"),
    ("NVIDIA A100-SXM4-80GB", "dgx-h100", "Give the catalog's A100 clusters: "),
])
def test_the_refusal_of_another_gpu_reads_as_a_sentence(device, cluster, says):
    """Before: "... Give no catalog cluster has V100: describe the log's cluster" (the hint built for the catalog's
    clusters put in front of its absence)."""
    from ringcalc.catalog import get_cluster
    from ringcalc.cluster.gpu_family import refuse_unlike_gpu

    with pytest.raises(RingcalcError) as err:
        refuse_unlike_gpu([device], get_cluster(cluster).gpu, "log.txt:3")
    assert says in str(err.value) and "Give no" not in str(err.value)


@pytest.mark.parametrize("device,generation", [
    ("NVIDIA A100-PCIE-40GB", "ampere"),  # no catalog link of its own: it took NVLink 4's name, and Hopper's tables
    ("NVIDIA GeForce RTX 4090", "ampere"),  # Ada: NCCL's Ampere tables (tuning.cc indexes sm80 and sm89 alike)
    ("Tesla V100-SXM2-32GB", "volta"),
    ("NVIDIA H100 80GB HBM3", "hopper"),
])
def test_fit_costs_a_log_with_the_tables_of_the_gpu_its_rank_lines_name(device, generation):
    from ringcalc.calibrate.log_cluster import cluster_of_runs
    from ringcalc.cluster.generation import GENERATION_NOTE

    text = H100_LOG.read_text().replace("NVIDIA H100 80GB HBM3", device)
    c = cluster_of_runs(parse_nccl_log(text, source="log"), {})
    assert c.generation == generation and not [n for n in c.notes if n.startswith(GENERATION_NOTE)]
    unnamed = cluster_of_runs(read_nccl_log(NCCL_FIXTURES / "allreduce_rows_only_32rank.txt"), {"gpus_per_node": "8"})
    assert unnamed.generation == "hopper"  # NVLink 4's, whose taking is said
    assert any("NVLink 4" in n and "name no GPU" in n for n in unnamed.notes)
