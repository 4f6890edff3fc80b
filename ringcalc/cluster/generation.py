"""Which GPU generation's NCCL tables cost a cluster: ``--gpu``'s, the cluster's GPU's, or its scale-up link's.

NCCL's algorithm and protocol picks and its latencies differ by GPU architecture
(``src/graph/tuning.cc``: ``baseLat``/``hwLat`` and the per-architecture
bandwidth tables). The generation is read, in this order, from ``--gpu``, the
cluster's ``gpu`` and a named scale-up link; otherwise Hopper's are assumed and a
note says so. A ``--gpu`` of another generation than the cluster's GPU or its
NVLink is honoured (a what-if: those GPUs on this fabric) and the note says which
tables were used instead of which.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ringcalc import catalog

GENERATION_OF_ARCH = {"volta": "volta", "turing": "volta", "ampere": "ampere", "ada": "ampere", "hopper": "hopper",
                      "blackwell": "blackwell", "cdna2": "ampere", "cdna3": "ampere", "cdna4": "ampere"}
"""GPU architecture -> the NCCL table used for it (AMD: Ampere's, the nearest; RCCL's own tables differ)."""

GENERATION_OF_LINK = {"nvlink2": "volta", "nvlink3": "ampere", "nvlink4": "hopper", "nvlink5": "blackwell",
                      "nvlink4-gh200-quad": "hopper", "xgmi-mi300x": "ampere", "xgmi-mi355x": "ampere"}
"""Scale-up link -> the NCCL table of the GPUs it joins (GENERATION_OF_ARCH's; PCIe joins GPUs of every generation)."""

GENERATION_NOTE = "NCCL's tables for "  # how the note begins that says which generation's tables were assumed


def _of_gpu(gpu: str | None) -> tuple[str, str] | None:
    """(generation, catalog name) of a GPU, or None for none or an architecture without an NCCL table."""
    if not gpu:
        return None
    a = catalog.get_accelerator(gpu, option="gpu")
    return (GENERATION_OF_ARCH[a.arch], a.name) if a.arch in GENERATION_OF_ARCH else None


def generation(entry: Any, link: str | None, v: Mapping[str, Any], given: Mapping[str, Any]) -> tuple[str, str | None]:
    """The GPU generation whose NCCL tables cost the cluster, and the note when it is assumed or contradicted.

    ``entry`` is the catalog or file entry (or None), ``link`` the scale-up link's catalog name (or None for a
    figure), ``v`` the parsed option values and ``given`` the options as typed.
    """
    asked = _of_gpu(v.get("gpu"))
    own = _of_gpu(entry.gpu if entry is not None else None)
    by_link = GENERATION_OF_LINK.get(link) if link is not None else None
    if asked is not None:
        if own is not None and own[0] != asked[0]:
            other = f"the cluster's GPU {own[1]} is {own[0].title()}'s"
        elif by_link is not None and by_link != asked[0]:
            other = f"the scale-up link {link} joins {by_link.title()} GPUs"
        else:
            return asked[0], None
        return asked[0], (f"{GENERATION_NOTE}{asked[0].title()} were used, --gpu {asked[1]}'s, although {other}: "
                          "a what-if of these GPUs on this fabric (their algorithm and protocol picks, their "
                          "latencies); drop --gpu to cost the cluster's own")
    if own is not None:
        return own[0], None
    if by_link is not None:
        return by_link, None
    typed = given.get("intra_bandwidth") or (entry.scale_up if entry is not None and entry.gpus_per_node > 1 else None)
    why = (f"the scale-up link {link} joins GPUs of every generation" if link is not None else
           f"the scale-up rate {typed} names no GPU generation" if typed is not None else "the options name no GPU")
    return "hopper", (f"{GENERATION_NOTE}Hopper were assumed (its algorithm and protocol picks, its latencies): {why}"
                      "; --gpu (where the command takes it), the cluster's gpu or a named scale-up link "
                      "(--intra-bandwidth nvlink3: Ampere's) sets it")
