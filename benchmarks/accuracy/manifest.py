"""The manifest of ``../shared/data``: each log's system and layout as its SOURCES.md states them.

One :class:`Log` per run (a file, one run of a multi-run file, or one column / row group of a CSV).
``None`` is "not stated": the benchmark never fills it in, and a task that needs it leaves the run out
(:func:`prior_only_gap`). ``catalog`` is the entry of ``models/clusters.toml`` that the source names
(``p5.48xlarge`` -> ``p5-48xlarge``); a source that names no catalog entry has none.
``derived`` says what is a reading of the source rather than its words.

Sources: ``/work/shared/data/nccl-tests/SOURCES.md`` and ``/work/shared/data/allreduce-sweeps/SOURCES.md``
(their rows are cited by file name below).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

NO_NVLS = ("ring", "double-binary-tree", "collnet-direct", "collnet-chain", "pat")
"""What NCCL may run with ``NCCL_NVLS_ENABLE=0``: every algorithm but NVLS and NVLS-tree."""


@dataclass(frozen=True)
class Log:
    """One run of ``../shared/data`` as its source describes it."""

    file: str
    system: str  # runs of one system (one set of machines) at several layouts share this; task (ii) groups by it
    select: str | int | None = None  # which run of the file: a CSV column or row group, or the rank count
    ranks: int | None = None
    nodes: int | None = None
    gpus_per_node: int | None = None  # GPUs of the node (G), not only those the job used
    gpu: str | None = None
    scale_up: str | None = None  # links.toml key of the scale-up link the source names
    nics_per_node: int | None = None
    nic_rate: str | None = None  # line rate of one NIC, as the source gives it
    transport: str | None = None
    nvls: bool | None = None  # NVLink SHARP available (True), disabled (False), not stated (None)
    algorithms: tuple[str, ...] | None = None  # NCCL_ALGO forced (or NVLS disabled): what NCCL may run
    catalog: str | None = None  # models/clusters.toml entry the source names
    flag: str | None = None  # why the run is reported but left out of the summary
    stated: str = ""  # the source's words (SOURCES.md)
    derived: str = ""  # readings of the source that are not its words

    @property
    def used_gpus_per_node(self) -> int | None:
        """GPUs per node the job used."""
        if self.ranks is None or self.nodes is None:
            return None
        return -(-self.ranks // self.nodes)

    def layout_options(self) -> dict:
        """The cluster as the source describes it, as ringcalc's layout options (stated fields only).

        A job on ``g`` of a node's ``G`` GPUs keeps the NICs of its rails
        (``ceil(R g / G)``; a catalog entry does this itself).
        """
        g = self.used_gpus_per_node
        out: dict = {}
        if self.catalog:
            out["cluster"] = self.catalog
        if g is not None:
            out["gpus_per_node"] = g
        elif self.gpus_per_node is not None:
            out["gpus_per_node"] = self.gpus_per_node
        if self.scale_up:
            out["intra_bandwidth"] = self.scale_up
        if self.nics_per_node is not None:
            share = self.nics_per_node if g is None or self.gpus_per_node is None else min(
                self.nics_per_node, max(1, math.ceil(self.nics_per_node * g / self.gpus_per_node)))
            out["nics_per_node"] = share
        if self.nic_rate:
            out["bandwidth"] = self.nic_rate
        if self.transport:
            out["transport"] = self.transport
        if self.nvls is not None:
            out["nvls"] = self.nvls
        return out

    def fit_options(self) -> dict:
        """The system as the fit needs it: the node's G (runs on fewer GPUs are placed on it), its links."""
        out = {k: v for k, v in self.layout_options().items() if k not in ("gpus_per_node", "nics_per_node", "nvls")}
        if self.nvls:  # NVLS disabled in one run (NCCL_NVLS_ENABLE=0) is that run's algorithms, not the system's
            out["nvls"] = True
        if self.gpus_per_node is not None and not self.catalog:
            out["gpus_per_node"] = self.gpus_per_node
        if self.nics_per_node is not None:
            out["nics_per_node"] = self.nics_per_node
        return out

    @property
    def forced(self) -> str | None:
        """The algorithm a prior-only answer is asked for (``ring`` when NCCL_ALGO=Ring), else None (auto)."""
        return self.algorithms[0] if self.algorithms and len(self.algorithms) == 1 else None


def prior_only_gap(log: Log) -> str | None:
    """Why task (i) cannot describe this run from its source alone (None: it can)."""
    if log.ranks is None or log.nodes is None:
        return "layout (ranks, nodes) not stated"
    if log.catalog:
        return None
    if log.nodes > 1 and (log.nics_per_node is None or log.nic_rate is None):
        return "NIC count or line rate not stated, and no catalog cluster named"
    if (log.used_gpus_per_node or 1) > 1 and log.scale_up is None:
        return "scale-up link not stated, and no catalog cluster named"
    return None


NT = "nccl-tests/SOURCES.md"
AS = "allreduce-sweeps/SOURCES.md"
_P6 = dict(system="aws-p6-b200 (stas00)", gpus_per_node=8, gpu="B200", scale_up="nvlink5", nics_per_node=8,
           nic_rate="400Gbps", transport="efa", nvls=True)
_P6_TEXT = (f"{AS}: AWS P6-B200, 8 x B200, NVLink 5 (900 GBps per accelerator), 8 x 50 GBps EFA v4 per node; "
            "nccl 2.27.7")
_H200 = dict(system="8xH200 node (stas00)", gpus_per_node=8, gpu="H200", scale_up="nvlink4", nvls=True)
_H200_TEXT = f"{AS}: 1 node 8 x H200 SXM, NVLink 4 (NV18), NVSwitch; NVLS default from 5 GPUs (SHARP section)"
_I290 = dict(system="issue290 H100 (node005, node007)", gpus_per_node=8, gpu="H100 80GB HBM3", scale_up="nvlink4",
             nvls=True)
_I290_DERIVED = "scale-up nvlink4: the H100 80GB HBM3 is the SXM part (NVLink 4); the source says 'NVLink'"
_I290_NET = dict(nics_per_node=8, nic_rate="ndr", transport="ib")
_GPUCOUNT = "stas00_nvls_vs_ring_by_gpucount_8GiB.csv"

LOGS: tuple[Log, ...] = (
    Log("gcp-a3mega-h100-2node-16rank-tcpxo.txt", "gcp-a3-mega (lessizzmore)", ranks=16, nodes=2, gpus_per_node=8,
        gpu="H100 80GB HBM3", transport="tcpxo", catalog="gcp-a3-mega",
        stated=f"{NT}: 2 nodes x 8 H100 (-np 16 -npernode 8); A3-Mega VMs with GPUDirect-TCPXO; NIC speed not stated"),
    Log("cscs-alps-gh200-2node-8rank-slingshot-cxi.txt", "cscs-alps-gh200", ranks=8, nodes=2, gpus_per_node=4,
        gpu="GH200", transport="slingshot", catalog="cscs-alps-gh200",
        stated=f"{NT}: 2 nodes x 4 GH200 on Alps, default config with the CXI hook (libfabric/aws-ofi-nccl on "
               "Slingshot); nccl-tests 2.17.1"),
    Log("cscs-alps-gh200-2node-8rank-slingshot-nocxihook.txt", "cscs-alps-gh200", ranks=8, nodes=2, gpus_per_node=4,
        gpu="GH200", transport="slingshot", catalog="cscs-alps-gh200",
        flag="degraded network: run with the CXI container hook disabled (the source's '(*)' variant)",
        stated=f"{NT}: the same 8 ranks with the CXI hook disabled"),
    Log("oci-gb200-mnnvl-2node-8rank-nvls.txt", "oci-gb200", ranks=8, nodes=2, gpus_per_node=4, gpu="GB200",
        nvls=True, catalog="gb200-nvl72",
        stated=f"{NT}: 2 workers x 4 GPUs on BM.GPU.GB200.4; NCCL_MNNVL_ENABLE=1, NCCL_NVLS_ENABLE=1, nccl 2.26.6; "
               "which of the README's jobs (one rack with NCCL_IB_DISABLE=1, or several racks) is not said",
        derived="catalog gb200-nvl72: its alias oci-bm-gpu-gb200-4 is the shape the source names"),
    Log("aws-p4de-a100-2node-16rank-efa.txt", "aws-p4de", ranks=16, nodes=2, gpus_per_node=8, gpu="A100 80GB",
        transport="efa", catalog="p4d-24xlarge",
        stated=f"{NT}: 2 x p4de.24xlarge, 16 ranks (2 nodes x 8 tasks); p4de.24xlarge = '400 Gbps EFAv1', "
               "'600 GB/s NVSwitch'",
        derived="catalog p4d-24xlarge (4 x 100 Gbps EFA): its notes say p4de.24xlarge has the same network"),
    Log("aws-p5-h100-2node-16rank-efa.txt", "aws-p5", ranks=16, nodes=2, gpus_per_node=8, gpu="H100",
        transport="efa", catalog="p5-48xlarge",
        stated=f"{NT}: 2 x p5.48xlarge, 16 ranks; p5.48xlarge = '3200 Gbps EFAv2', '900 GB/s NVSwitch'"),
    Log("aws-batch-p5-h100-unstated-ranks-efa.txt", "aws-p5-batch", gpus_per_node=8, gpu="H100", transport="efa",
        catalog="p5-48xlarge",
        stated=f"{NT}: AWS Batch with the p5 template; rank count not stated",
        derived="8 ranks from busbw/algbw = 1.75 (SOURCES.md); nodes unknown"),
    Log("hisohara-mi300x-1node-8rank.txt", "mi300x AAC8 (hisohara)", ranks=8, nodes=1, gpus_per_node=8,
        gpu="MI300X", stated=f"{NT}: 1 node, 8 x MI300X (AAC8 Kubernetes); intra-node fabric not named"),
    Log("hisohara-mi300x-2node-16rank-mlx5.txt", "mi300x AAC10 (hisohara)", ranks=16, nodes=2, gpus_per_node=8,
        gpu="MI300X", nics_per_node=8,
        stated=f"{NT}: 2 nodes x 8 MI300X (AAC10 Slurm), 8 mlx5 NICs per node; link speed not stated; RCCL 2.22.3"),
    *(Log("hisohara-mi325x-ring-1-2-4-8node-largemsg.txt", "mi325x AAC11 (hisohara)", select=8 * n, ranks=8 * n,
          nodes=n, gpus_per_node=8, gpu="MI325X", nics_per_node=8, algorithms=("ring",),
          stated=f"{NT}: MI325X, {n} node(s) = {8 * n} ranks, NCCL_ALGO=Ring, 8 bnxt_re NICs per node; "
                 "link speed not stated") for n in (1, 2, 4, 8)),
    Log("hisohara-mi355x-2node-16rank-pollara400.txt", "mi355x AAC14 (hisohara)", ranks=16, nodes=2,
        gpus_per_node=8, gpu="MI355X", nic_rate="400Gbps", transport="roce", catalog="mi355x-pollara",
        stated=f"{NT}: 2 nodes x 8 MI355X, AMD Pollara 400 AI NIC with the ANP plugin, RCCL 2.26.6",
        derived="400 Gbit/s from the NIC's name (Pollara 400); catalog mi355x-pollara is built from this source"),
    *(Log(f"lambda-1cc-h100-2node-{2 * g}rank.txt", "lambda-1cc-h100", ranks=2 * g, nodes=2, gpus_per_node=8,
          gpu="H100 80GB HBM3",
          stated=f"{NT}: hosts alpha-test-16way-node-001/-002, 2 processes x -g {g}; interconnect and NCCL version not "
                 "stated; a companion note says 'Lambda 1CC dual node 8-way H100 system'") for g in (2, 4, 8)),
    Log("nccl-tests-issue290-h100-1node-8rank-nvls.txt", ranks=8, nodes=1, **_I290,
        stated=f"{NT}: node005, 8 ranks (-g 8); the maintainer: the single-node run uses NVLink and NVLink SHARP",
        derived=_I290_DERIVED),
    Log("nccl-tests-issue290-h100-2node-16rank-ib-default-algo.txt", ranks=16, nodes=2, **_I290, **_I290_NET,
        stated=f"{NT}: node005 + node007, 8 x H100 each; NDR, Quantum-2 400Gbps InfiniBand, ConnectX-7; NCCL's "
               "default algorithm",
        flag="network fault: the forced ring's nodes; 155.6 GB/s busbw at 8 GiB is 0.42 of the ring's bound over 8 x "
             "400 Gbit/s (370 GB/s at 0.92), which every healthy two-node algorithm exceeds ('ringcalc check': about a "
             "quarter of the expected NIC bandwidth)",
        derived=f"{_I290_DERIVED}; 8 NICs from the forced-ring run's NCCL_IB_HCA on the same nodes"),
    Log("nccl-tests-issue290-h100-2node-16rank-ib-ring.txt", ranks=16, nodes=2, **_I290, **_I290_NET,
        algorithms=("ring",),
        flag="network fault: a forced ring at ~0.22 of 8 x 400 Gbit/s (90 GB/s busbw), the catalog helper's reading",
        stated=f"{NT}: the same 16 ranks, NCCL_ALGO=RING, NCCL_IB_HCA lists 8 HCAs", derived=_I290_DERIVED),
    Log("stas00_8xH200_1node_allreduce_sweep.csv", select="busbw_GBps", ranks=8, nodes=1, **_H200,
        stated=f"{_H200_TEXT}; torch all_reduce_bench.py, nccl 2.27.7; 'Ring/LL up to 1 MiB and NVLS/SIMPLE from "
               "2 MiB'"),
    *(Log(_GPUCOUNT, select=f"8xH200:{g}:{col}", ranks=g, nodes=1, **{**_H200, "nvls": col == "default"},
          algorithms=None if col == "default" else NO_NVLS, stated=f"{_H200_TEXT}; {g} GPUs, 8 GiB, "
          + ("NCCL's default" if col == "default" else "NCCL_NVLS_ENABLE=0"))
      for g in range(4, 9) for col in ("default", "nvls_off")),
    Log("stas00_p6-b200_1node_vs_4node_allreduce_sweep.csv", select="busbw_1node_8rank_GBps", ranks=8, nodes=1,
        **_P6, stated=f"{_P6_TEXT}; the algorithm NCCL picked is not confirmed",
        derived="nvls: the same README shows NVLS as NCCL's default on a p6-b200.48xlarge node from 6 GPUs"),
    Log("stas00_p6-b200_1node_vs_4node_allreduce_sweep.csv", select="busbw_4node_32rank_GBps", ranks=32, nodes=4,
        **_P6, stated=f"{_P6_TEXT}; the algorithm NCCL picked is not confirmed",
        derived="nvls: the same README shows NVLS as NCCL's default on a p6-b200.48xlarge node from 6 GPUs"),
    *(Log(_GPUCOUNT, select=f"p6-b200.48xlarge:{g}:{col}", ranks=g, nodes=1, **{**_P6, "nvls": col == "default"},
          algorithms=None if col == "default" else NO_NVLS,
          stated=f"{_P6_TEXT}; p6-b200.48xlarge, {g} GPUs, 8 GiB, "
          + ("NCCL's default" if col == "default" else "NCCL_NVLS_ENABLE=0"))
      for g in range(4, 9) for col in ("default", "nvls_off")),
)

UNUSED = {
    "stas00_h200_16GiB_collectives.csv": "single 16 GiB points of the same 8 x H200 node (NVLS 480.0, ring 367.2 GB/s) "
                                         "that the 8 GiB GPU-count rows already cover; all-gather / reduce-scatter",
}


def find(file: str, select: str | int | None) -> Log | None:
    """The manifest entry of a run (None: a log the manifest does not know, e.g. the test fixtures)."""
    for log in LOGS:
        if log.file == file and (log.select is None or log.select == select):
            return log
    return None
