"""Which GPU a log ran on, and whether the cluster a command costs it on has that GPU.

nccl-tests prints each rank's device in its ``#  Rank`` lines (``... on node005 device 0 [0x18] NVIDIA H100 80GB
HBM3``; rccl-tests ``AMD Instinct MI300X``). A log set beside a catalog cluster of another GPU (an H100 log against
``--cluster azure-nd-mi300x-v5``) is compared with another system: its "half the expected NIC bandwidth" or its
fitted link rates would be the other GPU's scale-up link and NICs, not a finding about the log's. :func:`family`
reduces a device name or a catalog accelerator to its product family (``H100``, ``GH200``, ``MI300X``,
``RTX4090``); :func:`refuse_unlike_gpu` refuses a cluster whose family differs from the log's, naming the catalog
clusters of the log's GPU. Families, not parts: an H100 PCIe and an H100 SXM are both ``H100`` (the layout options
tell them apart); an H800 is not an H100 (its NVLink is 400 GB/s, not 900).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ringcalc.errors import RingcalcError

_FAMILY = re.compile(
    r"(?<![A-Z0-9])(G[HB]\d{3}|MI\d{3}[A-Z]?|RTX[\s-]?(?:PRO[\s-]?)?\d{4}|[HBAVLT]\d{1,3}[A-Z]?)(?![0-9])"
)
"""A product family in an upper-cased device name: Grace superchips (GH200, GB200) before their GPU's letter,
AMD Instinct (MI300X), GeForce / RTX (RTX 4090), and the one-letter data-centre families (H100, B200, A100, V100,
L40S, T4, A10G)."""
_DEVICE = re.compile(r"\bdevice\s+\d+\s+\[[^\]]*\]\s+(\S.*?)\s*$")
"""The device name at the end of an nccl-tests ``#  Rank`` line."""


def family(text: str | None) -> str | None:
    """The product family named in ``text`` (a device name or an accelerator's catalog key), or None.

    >>> family("NVIDIA H100 80GB HBM3"), family("NVIDIA GH200 120GB"), family("AMD Instinct MI300X")
    ('H100', 'GH200', 'MI300X')
    >>> family("Tesla V100-SXM2-32GB"), family("NVIDIA GeForce RTX 4090"), family("h100-80gb")
    ('V100', 'RTX4090', 'H100')
    """
    if not text:
        return None
    m = _FAMILY.search(text.upper())
    return None if m is None else re.sub(r"[\s-]", "", m.group(1))


def device_name(rank_line: str) -> str | None:
    """The device name of an nccl-tests ``#  Rank`` line, or None when the line has none."""
    m = _DEVICE.search(rank_line)
    return m.group(1) if m else None


def log_family(devices: Iterable[str]) -> str | None:
    """The one family of a log's devices; None when they name none, or several (a mixed log: nothing to check)."""
    families = {f for f in map(family, devices) if f}
    return families.pop() if len(families) == 1 else None


def clusters_of(gpu_family: str) -> list[str]:
    """The catalog clusters whose GPU is of ``gpu_family`` (an entry without a catalog GPU: by its display name,
    as CSCS Alps' GH200 nodes)."""
    return [e.name for e in _entries_of(gpu_family)]


def _entries_of(gpu_family: str) -> list:
    """The catalog cluster entries of ``gpu_family`` (ClusterEntry)."""
    from ringcalc import catalog

    return [e for e in catalog.clusters().values() if family(e.gpu or e.display) == gpu_family]


def scale_up_link(devices: Iterable[str]) -> str | None:
    """The scale-up link of the log's GPU, when every catalog cluster of its family has the same one with P2P
    (MI300X: ``xgmi-mi300x``, A100: ``nvlink3``); None for a PCIe card (``H100 PCIe``, ``H100 NVL``: the family's
    SXM link is not theirs), a mixed log, or a family whose clusters differ or which none has."""
    devices = tuple(devices)
    fam = log_family(devices)
    if fam is None or any("PCIE" in d.upper() or d.upper().rstrip().endswith(" NVL") for d in devices):
        return None
    links = {(e.scale_up, e.scale_up_p2p) for e in _entries_of(fam)}
    if len(links) != 1:
        return None
    (link, p2p), = links
    return link if p2p else None


def accelerator(devices: Iterable[str]) -> str | None:
    """The catalog accelerator of the log's GPU family (``NVIDIA A100-SXM4-40GB`` -> ``a100-40gb``), when the
    catalog's accelerators of that family share one architecture (the generation of NCCL's tables); None for a
    mixed log, a family the catalog does not hold (GH200: its scale-up link names the generation) or none.

    >>> accelerator(["NVIDIA A100-PCIE-40GB"]), accelerator(["NVIDIA GeForce RTX 4090"]), accelerator([])
    ('a100-40gb', 'rtx-4090', None)
    """
    from ringcalc import catalog

    fam = log_family(tuple(devices))
    same = [a for a in catalog.accelerators().values() if fam is not None and family(a.name) == fam]
    return same[0].name if same and len({a.arch for a in same}) == 1 else None


def named(clusters: list[str], most: int = 4) -> str:
    """``a, b, c, d (+2 more)``: catalog clusters for a message."""
    more = f" (+{len(clusters) - most} more: ringcalc catalog clusters)" if len(clusters) > most else ""
    return ", ".join(clusters[:most]) + more


def refuse_unlike_gpu(devices: Iterable[str], gpu: str | None, where: str, option: str = "cluster") -> None:
    """Refuse a cluster whose GPU (a catalog accelerator key) is of another family than the log's devices.

    Raises
    ------
    RingcalcError
        The log names one GPU family and the cluster another; the message names the catalog clusters of the
        log's GPU, and the way to describe one that is not in the catalog (layout options without --cluster).
    """
    devices = tuple(devices)
    logged, costed = log_family(devices), family(gpu)
    if logged is None or costed is None or logged == costed:
        return
    name = next(d for d in devices if family(d) == logged)
    matches = clusters_of(logged)
    hint = (f"Give the catalog's {logged} clusters: {named(matches)}; or describe" if matches
            else f"No catalog cluster has {logged} GPUs: describe")
    raise RingcalcError(
        f"{where}: the log ran on {name}; the cluster is of {costed} GPUs, another system's links and NICs. {hint} "
        "the log's cluster without --cluster (--gpus-per-node, --nics-per-node, --bandwidth per NIC, "
        "--intra-bandwidth)", option=option)
