"""The catalog: DL models, link presets, accelerators, clusters and efficiency priors, each with its source.

The figures live in five TOML files (``dl_models.toml``, ``links.toml``,
``accelerators.toml``, ``clusters.toml``, ``efficiencies.toml``; their schema
and conventions are in ``models/README.md``). They are read from ``ringcalc/models`` in an installed
wheel, else from ``models/`` at the root of a source checkout, validated on
first use and cached.

Every figure is converted to SI base units on load (bytes, seconds, bytes/s)
with :mod:`ringcalc.units`; the text exactly as the source states it is kept
next to it (``LinkPreset.bandwidth``, ``Accelerator.memory``).

Names are matched case-insensitively, ``_`` and spaces count as ``-``, and
aliases are honoured; a name is first cleaned by
:func:`ringcalc.units.clean_text` (full-width forms made ASCII, other odd
characters refused) and may then hold only letters, digits, ``-``, ``.`` and
``+``, so no stray character is silently dropped (``--bandwidth 100GbE``, ``--bandwidth ib-ndr``,
``--gpu H100-80GB``, ``--model inception_v3``). An unknown name raises
:class:`~ringcalc.errors.RingcalcError` with the closest known names.

Modules: ``entries`` (the dataclasses), ``names`` (name matching),
``validate`` (field checks, SI conversion; a model's shape in ``architecture``), ``validate_cluster`` (the checks of
clusters and efficiency priors, and the clusters' references to links,
accelerators and transports), ``load`` (finding, reading and caching the
files), ``lookup`` (by name, with close-match errors). The package
imports only the standard library and :mod:`ringcalc.units` at start-up (the
CLI imports it on its answer path).
"""

from ringcalc.catalog.entries import (
    ARCHES,
    EFFICIENCY_KINDS,
    LINK_KINDS,
    NETWORK_KINDS,
    SCALE_UP_KINDS,
    Accelerator,
    Architecture,
    ClusterEntry,
    DLModel,
    EfficiencyPrior,
    LinkPreset,
)
from ringcalc.catalog.load import FILES, accelerators, catalog_dir, clusters, efficiencies, links, models
from ringcalc.catalog.lookup import (
    get_accelerator,
    get_cluster,
    get_efficiency,
    get_link,
    get_model,
    link_preset,
    nic_aggregate_bytes_per_s,
    parse_bandwidth,
)
from ringcalc.catalog.names import normalize_name

__all__ = [
    "ARCHES",
    "EFFICIENCY_KINDS",
    "FILES",
    "LINK_KINDS",
    "NETWORK_KINDS",
    "SCALE_UP_KINDS",
    "Accelerator",
    "Architecture",
    "ClusterEntry",
    "DLModel",
    "EfficiencyPrior",
    "LinkPreset",
    "accelerators",
    "catalog_dir",
    "clusters",
    "efficiencies",
    "get_accelerator",
    "get_cluster",
    "get_efficiency",
    "get_link",
    "get_model",
    "link_preset",
    "links",
    "models",
    "nic_aggregate_bytes_per_s",
    "normalize_name",
    "parse_bandwidth",
]
