"""Field checks for ``clusters.toml`` and ``efficiencies.toml``, and the clusters' cross-references.

Every value is checked and converted to SI on load; an error names the file, the
entry and the key (``clusters.toml: [clusters.dgx-h100] nic: ...``). A cluster's
``scale_up``, ``nic``, ``gpu`` and ``transport`` must name entries of
``links.toml`` (of a scale-up / network kind), ``accelerators.toml`` and
``efficiencies.toml`` (of kind ``scale-out``); they are stored as canonical keys.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any, Callable

from ringcalc.catalog.entries import (
    EFFICIENCY_BASES,
    EFFICIENCY_KINDS,
    NETWORK_KINDS,
    SCALE_UP_KINDS,
    ClusterEntry,
    EfficiencyPrior,
)
from ringcalc.catalog.names import normalize_name
from ringcalc.catalog.validate import Where, _aliases, _text, _time, check_keys, fail

#: largest achieved fraction of line rate a prior may state (NVLS busbw exceeds 1; algbw does not)
MAX_FRACTION = 1.2


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(where, f"must be a whole number, got {value!r}")
    if value < 1:
        raise fail(where, f"must be at least 1, got {value!r}")
    return value


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise fail(where, f"must be true or false, got {value!r}")
    return value


def _ratio(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(where, f"must be a number, got {value!r}")
    if math.isnan(value) or math.isinf(value) or value < 1:
        raise fail(where, f"must be a finite ratio >= 1 (1 = no oversubscription), got {value!r}")
    return float(value)


def _fraction(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(where, f"must be a number, got {value!r}")
    if math.isnan(value) or not 0 < value <= MAX_FRACTION:
        raise fail(where, f"must be a fraction of line rate in (0, {MAX_FRACTION}], got {value!r}")
    return float(value)


def _key(value: Any, where: str) -> str:
    return normalize_name(_text(value, where))


def _one_of(allowed: tuple[str, ...]) -> Callable[[Any, str], str]:
    def check(value: Any, where: str) -> str:
        if value not in allowed:
            raise fail(where, f"must be one of {', '.join(allowed)}; got {value!r}")
        return value

    return check


def _tuner(value: Any, where: str) -> str:
    from ringcalc.cluster.aws_tuner import PLATFORMS

    return _one_of(PLATFORMS)(value, where)


_CLUSTER_SCHEMA: tuple[dict[str, Callable[[Any, str], Any]], dict[str, Callable[[Any, str], Any]]] = (
    {
        "display": _text,
        "source": _text,
        "gpus_per_node": _count,
        "scale_up": _key,
        "nics_per_node": _count,
        "nic": _key,
        "transport": _key,
    },
    {
        "gpu": _key,
        "scale_up_p2p": _flag,
        "scale_up_domain": _count,
        "nvls": _flag,
        "nodes_per_leaf": _count,
        "oversubscription": _ratio,
        "hop_latency": _time,
        "sharp": _flag,
        "tuner": _tuner,
        "notes": _text,
        "aliases": _aliases,
    },
)

_EFFICIENCY_SCHEMA: tuple[dict[str, Callable[[Any, str], Any]], dict[str, Callable[[Any, str], Any]]] = (
    {
        "display": _text,
        "kind": _one_of(EFFICIENCY_KINDS),
        "low": _fraction,
        "typical": _fraction,
        "high": _fraction,
        "source": _text,
    },
    {
        "basis": _one_of(EFFICIENCY_BASES),
        "step_latency": _time,
        "base_latency": _time,
        "net_latency": _time,
        "net_latency_simple": _time,
        "notes": _text,
        "aliases": _aliases,
    },
)


def cluster_from_toml(name: str, raw: Any, where: Where, leaf_elsewhere: bool = False) -> ClusterEntry:
    """The checked ``[clusters.name]`` entry (references not yet resolved: see :func:`resolve_cluster`).

    ``leaf_elsewhere``: a user's file, whose tier keys may take ``--nodes-per-leaf`` from the command line; the
    cluster's build (:func:`ringcalc.cluster.build.build`) refuses them when neither gives the leaf."""
    checked = check_keys(name, raw, where, _CLUSTER_SCHEMA)
    gpus = checked["gpus_per_node"]
    domain = checked.get("scale_up_domain", gpus)
    if domain % gpus:
        raise fail(
            where("scale_up_domain"),
            f"{domain} GPUs is not a whole number of nodes of gpus_per_node = {gpus}; "
            "a scale-up domain spans whole nodes",
        )
    if not leaf_elsewhere:
        _refuse_tier_without_leaf(checked, where)
    return ClusterEntry(
        name=name,
        display=checked["display"],
        source=checked["source"],
        gpus_per_node=gpus,
        scale_up=checked["scale_up"],
        nics_per_node=checked["nics_per_node"],
        nic=checked["nic"],
        transport=checked["transport"],
        gpu=checked.get("gpu"),
        scale_up_p2p=checked.get("scale_up_p2p", True),
        scale_up_domain=domain,
        nvls=checked.get("nvls", False),
        nodes_per_leaf=checked.get("nodes_per_leaf"),
        oversubscription=checked.get("oversubscription", 1.0),
        hop_latency_s=checked.get("hop_latency"),
        sharp=checked.get("sharp", False),
        tuner=checked.get("tuner"),
        notes=checked.get("notes"),
        aliases=checked.get("aliases", ()),
        hop_latency=raw["hop_latency"].strip() if "hop_latency" in raw else "",
    )


def _refuse_tier_without_leaf(checked: dict[str, Any], where: Where) -> None:
    """``oversubscription`` / ``hop_latency`` without ``nodes_per_leaf`` (the tier above the leaf switches, with no
    leaf to say which jobs cross it), as ``--oversubscription`` / ``--hop-latency`` without ``--nodes-per-leaf`` are
    refused; they were dropped. A value that costs nothing, 1 (full bisection) or a hop of 0 s, stays accepted."""
    if "nodes_per_leaf" in checked:
        return
    for key, idle in (("oversubscription", 1.0), ("hop_latency", 0.0)):
        if key in checked and checked[key] != idle:
            raise fail(where(key), "applies above the leaf switches: give nodes_per_leaf (the nodes under one leaf) "
                                   f"so that {key} knows which jobs cross the tier")


def efficiency_from_toml(name: str, raw: Any, where: Where) -> EfficiencyPrior:
    """The checked ``[efficiencies.name]`` entry."""
    checked = check_keys(name, raw, where, _EFFICIENCY_SCHEMA)
    low, typical, high = checked["low"], checked["typical"], checked["high"]
    if not low <= typical <= high:
        raise fail(where("typical"), f"needs low <= typical <= high, got {low} <= {typical} <= {high}")
    kind = checked["kind"]
    for key in ("step_latency", "base_latency", "net_latency", "net_latency_simple"):
        if key in checked and kind != "scale-out":
            raise fail(where(key), f"belongs to a scale-out transport only (kind = 'scale-out'), not {kind!r}")
    if "net_latency_simple" in checked and "net_latency" not in checked:
        raise fail(where("net_latency_simple"), "is the Simple protocol's net_latency: give net_latency too")
    basis = checked.get("basis", "algbw" if kind == "nvls" else "busbw")
    if kind == "nvls" and basis != "algbw":
        raise fail(where("basis"), "an NVLS prior is a fraction of algbw (its busbw exceeds the link rate)")
    return EfficiencyPrior(
        name=name,
        low=low,
        typical=typical,
        high=high,
        source=checked["source"],
        notes=checked.get("notes"),
        step_latency_s=checked.get("step_latency"),
        base_latency_s=checked.get("base_latency"),
        net_latency_s=checked.get("net_latency"),
        net_latency_simple_s=checked.get("net_latency_simple", checked.get("net_latency")),
        aliases=checked.get("aliases", ()),
        kind=kind,
        basis=basis,
        display=checked["display"],
    )


def _resolve(value: str, table: Any, file_name: str, where: str) -> Any:
    """The entry of ``table`` (a loaded Table) that ``value`` names, or the error naming the field."""
    import difflib

    canonical = table.index.get(value)
    if canonical is None:
        close = difflib.get_close_matches(value, list(table.index), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(dict.fromkeys(table.index[c] for c in close))}?" if close else ""
        raise fail(where, f"{value!r} is not an entry of {file_name}{hint}")
    return table.entries[canonical]


def resolve_cluster(entry: ClusterEntry, where: Where, tables: dict[str, Any], files: dict[str, str]) -> ClusterEntry:
    """``entry`` with its references replaced by canonical keys, each checked against ``tables``
    (``links``, ``accelerators``, ``efficiencies``); ``files`` names their files for messages."""
    scale_up = _resolve(entry.scale_up, tables["links"], files["links"], where("scale_up"))
    if scale_up.kind not in SCALE_UP_KINDS:
        raise fail(
            where("scale_up"),
            f"must be a scale-up link ({', '.join(SCALE_UP_KINDS)}); {scale_up.name!r} is {scale_up.kind}",
        )
    nic = _resolve(entry.nic, tables["links"], files["links"], where("nic"))
    if nic.kind not in NETWORK_KINDS:
        raise fail(where("nic"), f"must be a network link ({', '.join(NETWORK_KINDS)}); {nic.name!r} is {nic.kind}")
    transport = _resolve(entry.transport, tables["efficiencies"], files["efficiencies"], where("transport"))
    if transport.kind != "scale-out":
        raise fail(where("transport"), f"must be a scale-out transport; {transport.name!r} is a {transport.kind} prior")
    if not entry.scale_up_p2p and scale_up.kind != "pcie":
        raise fail(where("scale_up_p2p"), f"false is for PCIe only; {scale_up.name!r} ({scale_up.kind}) is always peer-to-peer")
    if entry.nvls and scale_up.kind != "nvlink":
        raise fail(where("nvls"), f"NVLink SHARP needs an NVLink scale-up link, not {scale_up.kind}")
    gpu = None
    if entry.gpu is not None:
        gpu = _resolve(entry.gpu, tables["accelerators"], files["accelerators"], where("gpu")).name
        arch = tables["accelerators"].entries[gpu].arch
        if entry.nvls and arch in ("volta", "turing", "ampere", "ada"):
            raise fail(where("nvls"), f"NVLink SHARP needs a Hopper or later NVSwitch; {gpu!r} is {arch}")
    return dataclasses.replace(entry, scale_up=scale_up.name, nic=nic.name, transport=transport.name, gpu=gpu)
