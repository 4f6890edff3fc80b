"""A cluster TOML file (``--cluster FILE``): the catalog's keys, each value in the form its command-line option takes.

A file holds the keys of a ``models/clusters.toml`` entry (``[clusters.<name>]`` or the keys at the top level) and
is checked like one, its links, GPU and transport resolved against the catalog. A key that has a command-line
option takes that option's value forms, read by the option's own parser (one parser per value,
:data:`ringcalc.planning.scenario_options.BY_NAME`): ``oversubscription = "4:1"`` as ``--oversubscription 4:1``,
``nodes_per_leaf = "16"``, ``nvls = "yes"``, ``tuner = "nccl"`` (NCCL's own pick: no tuner), and for the links a
link name or a line rate, ``nic = "400Gbps"`` as ``--bandwidth 400Gbps`` and ``scale_up = "450GB/s"`` as
``--intra-bandwidth 450GB/s``. A rate is kept as typed in the entry's ``nic`` / ``scale_up`` (:func:`rate`), and
:func:`ringcalc.cluster.build.build` costs it as that option's figure: its kind is the file's ``transport`` (a
required key, as ``--transport`` beside ``--bandwidth``) and, for the scale-up link, NVLink (as the option's).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ringcalc import catalog
from ringcalc.errors import RingcalcError

OPTION_OF_KEY = {
    "gpus_per_node": "gpus_per_node", "nics_per_node": "nics_per_node", "scale_up_domain": "scale_up_domain",
    "nodes_per_leaf": "nodes_per_leaf", "oversubscription": "oversubscription", "nvls": "nvls", "sharp": "sharp",
    "tuner": "tuner",
}
"""File key -> the scenario option whose parser reads it (its result is the catalog's form of the key)."""

RATE_KEYS = {"nic": ("bandwidth", "100gbe"), "scale_up": ("intra_bandwidth", "nvlink4")}
"""File key of a link -> (the option that takes a link or a line rate, a link of the key's kind to check the rest of
the entry with while the rate stands in for a link)."""


def _parse(option: str, value: Any, where: str) -> Any:
    """``value`` read by the parser of scenario option ``option``; its error, if any, at the file's key."""
    from ringcalc.catalog.validate import fail
    from ringcalc.planning.scenario_options import BY_NAME, parse_value

    try:
        return parse_value(BY_NAME[option], value)
    except RingcalcError as exc:
        raise fail(where, exc.message) from None


def rate(entry: Any, key: str) -> float | None:
    """The line rate (bytes/s) a file entry gives for ``key`` (``nic``, ``scale_up``) as a figure; None: a link."""
    text = getattr(entry, key)
    if catalog.link_preset(text, option=key) is not None:
        return None
    return _parse(RATE_KEYS[key][0], text, key)


def _stem_name(stem: str) -> str:
    """The entry name of a file of top-level keys: its file name in the catalog's form (``my_cluster.toml`` ->
    ``my-cluster``); the catalog's naming rule is for the names a user writes, not for a file's name."""
    from ringcalc.catalog.names import normalize_name

    return normalize_name(stem) or "cluster"


def read(path: str, option: str = "cluster") -> Any:
    """The :class:`~ringcalc.catalog.entries.ClusterEntry` the TOML file at ``path`` describes.

    Raises
    ------
    RingcalcError
        Unreadable or invalid TOML, or a value neither the catalog nor the key's option accepts (the file and
        key named); ``scale_up_p2p = false`` beside a rate (it says which PCIe link: name it).
    """
    import tomllib

    from ringcalc.catalog.load import FILES, catalog_dir, load_table
    from ringcalc.catalog.validate import Where, fail
    from ringcalc.catalog.validate_cluster import cluster_from_toml, resolve_cluster
    from ringcalc.user_files import read_bytes

    p, content = read_bytes(path, option, "cluster TOML file")
    try:
        data = tomllib.loads(content.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise RingcalcError(f"{p} is not valid TOML: {exc}", option=option) from None
    tables = data.get("clusters") if isinstance(data.get("clusters"), dict) else None
    if tables is not None and len(tables) != 1:
        raise RingcalcError(f"{p}: give one [clusters.<name>] table, found {len(tables)}", option=option)
    name, raw = next(iter(tables.items())) if tables else (_stem_name(p.stem), data)
    where = Where(p, "clusters", name)
    raw, rates = (dict(raw), {}) if isinstance(raw, dict) else (raw, {})  # not a table: the catalog's refusal
    for key, opt in OPTION_OF_KEY.items():
        if isinstance(raw, dict) and key in raw:
            raw[key] = _parse(opt, raw[key], where(key))
    if raw.get("tuner") == "nccl":  # --tuner nccl: NCCL's own model, as a file without the key
        del raw["tuner"]
    for key, (opt, stand_in) in RATE_KEYS.items():
        value = raw.get(key) if isinstance(raw, dict) else None
        if isinstance(value, (str, int, float)) and not isinstance(value, bool):
            try:
                named = isinstance(value, str) and catalog.link_preset(value, option=key) is not None
            except RingcalcError as exc:
                raise fail(where(key), exc.message) from None
            if not named:  # read as the text build() costs it (rate()): a bare number says its unit is missing
                rates[key], raw[key] = str(value).strip(), stand_in
                _parse(opt, rates[key], where(key))
    if "scale_up" in rates and raw.get("scale_up_p2p") is False:  # the catalog would blame the stand-in link
        raise fail(where("scale_up_p2p"), f"false says a PCIe link without peer-to-peer, and scale_up = "
                                          f"{rates['scale_up']!r} is a rate: name the link (pcie4-x16, pcie5-x16)")
    entry = cluster_from_toml(name, raw, where, leaf_elsewhere=True)  # --nodes-per-leaf may give it (build)
    names = ("links", "accelerators", "efficiencies")
    loaded = {t: load_table(t, None) for t in names}
    entry = resolve_cluster(entry, where, loaded, {t: str(catalog_dir() / FILES[t]) for t in names})
    return dataclasses.replace(entry, **rates)
