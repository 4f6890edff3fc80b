"""Which GPU generation's NCCL tables cost a cluster described by options (ringcalc/cluster/build.py).

``--intra-bandwidth 300GB/s`` and ``--intra-bandwidth nvlink3`` describe the same link and printed the same
"nvlink 300 GB/s", but the bare rate silently took Hopper's NCCL tables and its named link Ampere's: 100 MB on 8
ranks (2 nodes of 4, 100GbE) gave double-binary-tree/LL128 2.615 ms against /Simple 2.476 ms. The generation now
comes from ``--gpu`` (the catalog's ``arch``), else the cluster's GPU, else the named scale-up link; otherwise
Hopper's tables are assumed and a note says so. The siblings: a PCIe link, which joins GPUs of every generation, and
the catalog's xGMI and GH200 links, which named no generation (an MI300X described by its link took Hopper's tables,
by its cluster Ampere's, the nearest to RCCL's). A ``--gpu`` of another generation than the cluster's GPU or its
NVLink (``--cluster dgx-b200 --gpu h100-80gb``) is honoured as a what-if and the note says whose tables were used.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.errors import RingcalcError
from ringcalc.cluster.generation import GENERATION_NOTE, GENERATION_OF_ARCH, GENERATION_OF_LINK
from ringcalc.planning import solver
from ringcalc.planning.scenario import Scenario

ISSUE = dict(workers=8, bandwidth="100GbE", gpus_per_node=4, algorithm="double-binary-tree")
WORKLOAD = dict(params="25M", mfu="0.4")  # --gpu needs a workload: 25M fp32 parameters are a 100 MB gradient
SCALE_UP_LINKS = sorted(name for name, link in catalog.links().items() if link.kind in ("nvlink", "xgmi", "pcie"))
GPUS = sorted(name for name, a in catalog.accelerators().items() if a.bf16_flops_per_s)  # a peak for the workload


def _time(s: Scenario) -> float:
    return solver.comm_time(s)  # the collective's time Tt (Scenario.comm_time refuses a workload's options)


def _notes(s: Scenario) -> list[str]:
    return [n for n in s.cluster_notes() if n.startswith(GENERATION_NOTE)]


def test_the_issue_instance_costs_a_bare_rate_with_the_gpus_tables_like_its_named_link():
    named = Scenario(size="100MB", intra_bandwidth="nvlink3", **ISSUE)
    bare = Scenario(intra_bandwidth="300GB/s", gpu="a100-80gb", **ISSUE, **WORKLOAD)
    assert named.cluster_spec.generation == bare.cluster_spec.generation == "ampere"
    assert bare.resolved.label == named.resolved.label == "double-binary-tree/Simple"
    assert _time(bare) == pytest.approx(_time(named), rel=1e-12)
    assert not _notes(named) and not _notes(bare)


def test_a_bare_rate_without_a_gpu_says_that_hoppers_tables_were_assumed():
    bare = Scenario(size="100MB", intra_bandwidth="300GB/s", **ISSUE)
    (note,) = _notes(bare)
    assert "Hopper" in note and "300GB/s" in note and "--gpu" in note and "nvlink3" in note
    assert bare.resolved.label == "double-binary-tree/LL128"  # Hopper's pick, now said


def test_changing_the_gpu_of_a_bare_rate_moves_the_answer():
    a100, h100 = (Scenario(intra_bandwidth="300GB/s", gpu=gpu, **ISSUE, **WORKLOAD) for gpu in ("a100-80gb", "h100-80gb"))
    assert (a100.cluster_spec.generation, h100.cluster_spec.generation) == ("ampere", "hopper")
    assert _time(a100) != pytest.approx(_time(h100), rel=1e-6)


def test_a_catalog_cluster_s_gpu_and_scale_up_link_name_the_same_generation():
    for name, entry in catalog.clusters().items():
        link = catalog.get_link(entry.scale_up).name
        if entry.gpu and link in GENERATION_OF_LINK:
            arch = catalog.get_accelerator(entry.gpu).arch
            assert GENERATION_OF_LINK[link] == GENERATION_OF_ARCH[arch], name


@settings(max_examples=40, deadline=None)
@given(link=st.sampled_from(SCALE_UP_LINKS), gpu=st.sampled_from([None, *GPUS]), bare=st.booleans())
def test_the_generation_is_stated_or_its_assumption_is_said(link, gpu, bare):
    rate = catalog.get_link(link).bandwidth_bytes_per_s
    up = f"{rate:.6g}B/s" if bare else link
    options = dict(intra_bandwidth=up, **ISSUE, **WORKLOAD) if gpu else dict(size="100MB", intra_bandwidth=up, **ISSUE)
    s = Scenario(**options, **({"gpu": gpu} if gpu else {}))
    notes = _notes(s)
    if gpu:
        asked = GENERATION_OF_ARCH[catalog.get_accelerator(gpu).arch]
        conflict = not bare and GENERATION_OF_LINK.get(link, asked) != asked  # --gpu h100 over nvlink3: said
        assert s.cluster_spec.generation == asked and len(notes) == conflict
        assert not conflict or ("--gpu" in notes[0] and link in notes[0])
        named = Scenario(**{**options, "intra_bandwidth": link}, gpu=gpu)
        if catalog.get_link(link).kind == "nvlink" and not catalog.get_link(link).mesh_gpus:  # a figure is NVLink's
            assert _time(s) == pytest.approx(_time(named), rel=1e-9)
    elif not bare and link in GENERATION_OF_LINK:
        assert s.cluster_spec.generation == GENERATION_OF_LINK[link] and not notes
    else:
        assert s.cluster_spec.generation == "hopper" and len(notes) == 1 and "Hopper" in notes[0]


CLUSTERS_WITH_GPU = sorted(name for name, entry in catalog.clusters().items()
                           if entry.gpu and catalog.get_accelerator(entry.gpu).arch in GENERATION_OF_ARCH)


@settings(max_examples=40, deadline=None)
@given(cluster=st.sampled_from(CLUSTERS_WITH_GPU), gpu=st.sampled_from(GPUS))
def test_a_gpu_of_another_generation_than_the_clusters_is_used_and_said(cluster, gpu):
    asked = GENERATION_OF_ARCH[catalog.get_accelerator(gpu).arch]
    entry = catalog.get_cluster(cluster)
    if entry.scale_up_domain > entry.gpus_per_node and asked not in ("hopper", "blackwell"):
        with pytest.raises(RingcalcError, match="NVLink switch system"):  # NVL72 of A100s: no such fabric
            _time(Scenario(workers=16, cluster=cluster, gpu=gpu, **WORKLOAD))
        return
    s = Scenario(workers=16, cluster=cluster, gpu=gpu, **WORKLOAD)
    own = GENERATION_OF_ARCH[catalog.get_accelerator(catalog.get_cluster(cluster).gpu).arch]
    notes = _notes(s)
    assert s.cluster_spec.generation == asked
    if asked == own:
        assert not notes
    else:
        (note,) = notes
        assert asked.title() in note and own.title() in note and gpu in note and "what-if" in note


def test_the_clusters_own_gpu_generation_costs_it_when_gpu_is_dropped():
    what_if = Scenario(workers=16, cluster="dgx-b200", gpu="h100-80gb", **WORKLOAD)
    own = Scenario(workers=16, cluster="dgx-b200", gpu="b200", **WORKLOAD)
    assert (what_if.cluster_spec.generation, own.cluster_spec.generation) == ("hopper", "blackwell")
    assert _notes(what_if) and not _notes(own)
