"""What every result record shares: plain SI numbers for JSON and CSV."""

from __future__ import annotations

import math
from dataclasses import asdict
from typing import Any


def plain(value: Any) -> Any:
    """A JSON-safe scalar: numpy scalars become Python numbers, NaN and infinities become None."""
    if hasattr(value, "item"):
        value = value.item()
    if isinstance(value, float) and (math.isinf(value) or math.isnan(value)):
        return None
    return value


class SIResult:
    """Mixin for result dataclasses: ``to_dict()`` with plain SI numbers, the unit in each key."""

    def to_dict(self) -> dict[str, Any]:
        return {k: plain(v) for k, v in asdict(self).items() if not k.startswith("_")}  # type: ignore[call-overload]
