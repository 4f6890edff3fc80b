"""How catalog names are matched: case-insensitive, ``_`` and spaces as ``-``, a loose fallback."""

from __future__ import annotations

import re


def normalize_name(text: str) -> str:
    """Lookup form of a name: stripped, lower-case, ``_`` and spaces -> ``-``."""
    return re.sub(r"[\s_]+", "-", text.strip().lower())


def squash_name(key: str) -> str:
    """Looser form used as a fallback: only letters, digits and dots."""
    return re.sub(r"[^a-z0-9.]", "", key)
