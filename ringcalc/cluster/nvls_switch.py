"""NVLink SHARP (NVLS) on a cluster being built: where the scale-up link can multicast, and what ``--nvls`` and
``--intra-bandwidth`` do to a catalog entry's or a calibration's NVLS (split from :mod:`ringcalc.cluster.build`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ringcalc import catalog
from ringcalc.errors import RingcalcError

if TYPE_CHECKING:
    from ringcalc.cluster.spec import Cluster


def on_build(v: Mapping[str, Any], given: Mapping[str, Any], entry, kind: str, generation: str,  # noqa: ANN001
          link: str | None) -> tuple[bool, str | None]:
    """NVLink SHARP on the cluster, and the note that says what ``--intra-bandwidth`` did to the entry's (or None).

    NCCL runs NVLS only where the GPU reports CUDA multicast: NVLink through a third-generation or later NVSwitch
    to a Hopper or later GPU (:func:`ringcalc.cluster.protocols.nvls_hardware`, NVIDIA/nccl src/transport/nvls.cc
    @ 5067397c, ncclNvlsInit). ``link`` is the catalog key of the scale-up link: the one ``--intra-bandwidth``
    names, else the entry's (also under a bare figure), else None (a figure without an entry: no switch is stated,
    and ``--nvls`` is taken as given). So:

    * ``--nvls yes`` on a scale-up link without it is refused, with the physical reason;
    * a catalog entry's NVLS goes off when ``--intra-bandwidth`` names a link without it (``pcie4-x16``,
      ``nvlink3``, ``xgmi``), and the cluster's note says so;
    * a bare figure (``--intra-bandwidth 450GB/s``) states a rate, not a link: it is taken as the rate of the
      entry's own scale-up link (its kind is the entry's), so the NVSwitch and the entry's NVLS stay, and the
      note says so (name the link, or ``--nvls no``, when the GPUs lost their NVSwitch).

    Raises
    ------
    RingcalcError
        ``--nvls yes`` where the scale-up link or the GPUs cannot multicast (option ``nvls``).
    """
    from ringcalc.cluster import protocols
    physical = protocols.nvls_hardware(kind, generation, link)
    if v.get("nvls") is not None:
        if v["nvls"] and physical is not None:
            raise RingcalcError(f"{protocols.nvls_refusal(physical)}: drop --nvls yes", option="nvls")
        return bool(v["nvls"]), None
    if entry is None or not entry.nvls or given.get("intra_bandwidth") is None:
        return bool(entry.nvls) if entry is not None else False, None
    typed = given["intra_bandwidth"]
    if physical is not None:
        return False, (f"NVLS off: --intra-bandwidth {typed} replaces the cluster's {entry.scale_up} through its "
                       f"NVSwitch; {protocols.nvls_refusal(physical)}")
    if not (isinstance(typed, str) and catalog.link_preset(typed) is not None):  # a figure, not a link's name
        return True, (f"NVLS kept: --intra-bandwidth {typed} is a figure, taken as the rate of the cluster's own "
                      f"{entry.scale_up} through its NVSwitch, which keeps NVLink SHARP; name the link (pcie4-x16, "
                      "nvlink3, ...) or give --nvls no if the GPUs are not on that NVSwitch")
    return True, None


def on_override(c: Cluster, v: Mapping[str, Any], given: Mapping[str, Any]) -> dict[str, Any]:
    """:func:`ringcalc.cluster.build.override`'s changes to NVLS, by the rules of :func:`on_build`: ``--nvls yes``
    where the (fitted or named) scale-up link cannot multicast is refused; a named ``--intra-bandwidth`` link
    without it turns NVLS off, said in a note (a figure keeps the fitted link's kind, so its NVLS)."""
    from ringcalc.cluster import protocols
    typed = given.get("intra_bandwidth")
    preset = catalog.link_preset(typed) if isinstance(typed, str) else None
    kind = preset.kind if preset is not None else c.scale_up_kind
    physical = protocols.nvls_hardware(kind, c.generation, preset.name if preset is not None else None)
    if given.get("nvls") is not None:
        if v["nvls"] and physical is not None:
            raise RingcalcError(f"{protocols.nvls_refusal(physical)}: drop --nvls yes", option="nvls")
        return {"nvls": bool(v["nvls"])}
    if c.nvls and preset is not None and physical is not None:
        return {"nvls": False, "notes": (*c.notes, f"NVLS off: --intra-bandwidth {typed} replaces the scale-up link "
                                                   f"the calibration measured; {protocols.nvls_refusal(physical)}")}
    return {}
