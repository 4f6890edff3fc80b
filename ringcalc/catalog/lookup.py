"""Looking entries up by name: :func:`get_model`, :func:`get_link`, :func:`get_accelerator`,
:func:`get_cluster`, :func:`get_efficiency`, bandwidth text.

An unknown name raises :class:`~ringcalc.errors.RingcalcError` with the closest known names.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ringcalc import units
from ringcalc.catalog.entries import Accelerator, ClusterEntry, DLModel, EfficiencyPrior, LinkPreset
from ringcalc.catalog.load import Table, load_table
from ringcalc.catalog.names import normalize_name, squash_name
from ringcalc.errors import RingcalcError

# what an entry of each table is called in messages
_WHAT = {
    "models": "model",
    "links": "link preset",
    "accelerators": "accelerator",
    "clusters": "cluster",
    "efficiencies": "efficiency prior",
}


def _get(table_name: str, name: Any, option: str, directory: str | Path | None) -> Any:
    """The entry of ``table_name`` that ``name`` names, or the error with the closest known names."""
    what = _WHAT[table_name]
    if not isinstance(name, str) or not name.strip():
        raise RingcalcError(f"expected a {what} name, got {name!r}", option=option)
    name = units.clean_text(name, option)  # full-width forms made ASCII; other odd characters refused
    loaded = load_table(table_name, directory)
    key = normalize_name(name)
    odd = sorted(set(re.sub(r"[a-z0-9.+-]", "", key)))
    if odd:
        raise RingcalcError(
            f"unexpected character(s) {' '.join(odd)} in {what} name {name.strip()!r}; "
            "names use letters, digits, '-', '_', '.' and spaces",
            option=option,
        )
    canonical = loaded.index.get(key) or loaded.loose.get(squash_name(key))
    if canonical is not None:
        return loaded.entries[canonical]
    raise RingcalcError(f"unknown {what} {name.strip()!r}; {_hint(loaded, key)}", option=option)


def _hint(loaded: Table, key: str) -> str:
    """What to say after "unknown name": the closest known names, or the links of a named kind."""
    import difflib

    # names that start with what was typed first ("a100" -> a100-40gb, a100-80gb), then similar ones
    prefixed = sorted(k for k in loaded.index if len(key) >= 2 and k.startswith(key))
    close = difflib.get_close_matches(key, list(loaded.index), n=8, cutoff=0.6)
    suggestions = list(dict.fromkeys(loaded.index[c] for c in [*prefixed, *close]))[:4]
    kind = [n for n, e in loaded.entries.items() if getattr(e, "kind", None) == squash_name(key)]
    if kind:  # a family of links ("infiniband", "ethernet") or of priors ("nvls"): name its members
        what = "link" if loaded.table == "links" else "entry"
        return f"it names a kind of {what}, not one {what}; did you mean {', '.join(kind)}?"
    if suggestions:
        return f"did you mean {', '.join(suggestions)}?"
    return f"known: {', '.join(sorted(loaded.entries))}"


def get_model(name: str, option: str = "model", *, directory: str | Path | None = None) -> DLModel:
    """Look up a DL model by name or alias (case-insensitive).

    Parameters
    ----------
    name : str
        ``"vgg16"``, ``"ResNet-50"``, ``"inception_v3"``, ``"llama-3.1-8b"``.
    option : str
        Option name for the error message (``"model"`` -> ``--model``).
    directory : path, optional
        Catalog directory to read instead of :func:`catalog_dir`.

    Raises
    ------
    RingcalcError
        Unknown name; the message lists the closest known names.
    """
    return _get("models", name, option, directory)


def get_link(name: str, option: str = "bandwidth", *, directory: str | Path | None = None) -> LinkPreset:
    """Look up a link preset by name or alias (``"100GbE"``, ``"ib-ndr"``, ``"nvlink4"``).

    See :func:`get_model` for the parameters; ``option`` defaults to ``"bandwidth"``.
    """
    return _get("links", name, option, directory)


def link_preset(text: object, option: str = "bandwidth") -> LinkPreset | None:
    """The link preset ``text`` names (``100GbE``, ``ndr``); None for "number unit" text or a number.

    Text that is neither raises the close-match error, with the accepted bandwidth forms.
    """
    if not isinstance(text, str) or units.is_rate_text(text, option):
        return None
    try:
        return get_link(units.clean_text(text, option).strip(), option=option)
    except RingcalcError as exc:
        raise RingcalcError(f"{exc.message}; or write a bandwidth: {units.BANDWIDTH_FORMS}", option=option) from None


def parse_bandwidth(text: str | float, option: str = "bandwidth") -> float:
    """A per-direction bandwidth in bytes/s: a link preset name (``"1GbE"``, ``"ndr"``, ``"nvlink4"``) or
    a number with a unit (``"125 MB/s"``, ``"10 Gbps"``; :func:`ringcalc.units.parse_rate`)."""
    preset = link_preset(text, option)
    return preset.bandwidth_bytes_per_s if preset is not None else units.parse_rate(text, option)


def get_accelerator(name: str, option: str = "gpu", *, directory: str | Path | None = None) -> Accelerator:
    """Look up an accelerator by name or alias (``"H100-80GB"``, ``"mi300x"``).

    See :func:`get_model` for the parameters; ``option`` defaults to ``"gpu"``.
    """
    return _get("accelerators", name, option, directory)


def get_cluster(name: str, option: str = "cluster", *, directory: str | Path | None = None) -> ClusterEntry:
    """Look up a cluster entry by name or alias (``"DGX H100"``, ``"p5.48xlarge"``).

    See :func:`get_model` for the parameters; ``option`` defaults to ``"cluster"``.
    """
    return _get("clusters", name, option, directory)


def get_efficiency(name: str, option: str = "transport", *, directory: str | Path | None = None) -> EfficiencyPrior:
    """Look up an efficiency prior by name or alias (``"ib"``, ``"infiniband"``, ``"nvls-hopper"``).

    See :func:`get_model` for the parameters; ``option`` defaults to ``"transport"`` (``--efficiency``
    is the CLI's target efficiency, not a prior).
    """
    return _get("efficiencies", name, option, directory)


def nic_aggregate_bytes_per_s(cluster: ClusterEntry, *, directory: str | Path | None = None) -> float:
    """A node's scale-out line rate per direction in bytes/s: NICs per node x the NIC's line rate."""
    return cluster.nics_per_node * get_link(cluster.nic, directory=directory).bandwidth_bytes_per_s
