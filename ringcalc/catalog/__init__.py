"""The catalog: DL models, link presets and accelerators, each with its source.

The figures live in three TOML files (``dl_models.toml``, ``links.toml``,
``accelerators.toml``; their schema and conventions are in
``models/README.md``). They are read from ``ringcalc/models`` in an installed
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
``validate`` (field checks, SI conversion; a model's shape in ``architecture``), ``load`` (finding, reading and
caching the files), ``lookup`` (by name, with close-match errors). The package
imports only the standard library and :mod:`ringcalc.units` at start-up (the
CLI imports it on its answer path).
"""

from ringcalc.catalog.entries import LINK_KINDS, Accelerator, Architecture, DLModel, LinkPreset
from ringcalc.catalog.load import FILES, accelerators, catalog_dir, links, models
from ringcalc.catalog.lookup import get_accelerator, get_link, get_model, link_preset, parse_bandwidth
from ringcalc.catalog.names import normalize_name

__all__ = [
    "FILES",
    "LINK_KINDS",
    "Accelerator",
    "Architecture",
    "DLModel",
    "LinkPreset",
    "accelerators",
    "catalog_dir",
    "get_accelerator",
    "get_link",
    "get_model",
    "link_preset",
    "links",
    "models",
    "normalize_name",
    "parse_bandwidth",
]
