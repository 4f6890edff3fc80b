"""Rendering results: rich tables for people, JSON and CSV (plain SI numbers) for programs."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from ringcalc.cli.options import Format


def console(stderr: bool = False):  # -> rich.console.Console
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    # piped output (files, CI logs, notebooks) gets a width that fits the tables
    width = None if stream.isatty() else 140
    # emoji=False: ":name:" in a text stays as typed (and rich does not load its 4 ms emoji table at start-up)
    return Console(stderr=stderr, highlight=False, emoji=False, width=width)


def _flat(value: Any) -> Any:
    """One CSV cell: a list joined by ';' (a list of records as JSON), None as empty, never a Python repr."""
    if isinstance(value, (list, tuple)):
        if any(isinstance(v, (Mapping, list, tuple)) for v in value):
            import json

            return json.dumps(finite(list(value)), allow_nan=False, default=float, separators=(",", ":"))
        return ";".join("" if v is None else str(v) for v in value)
    return "" if value is None else value


def _columns(row: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """A record with its nested records spread into ``parent.child`` columns (as pandas.json_normalize names them)."""
    out: dict[str, Any] = {}
    for key, value in row.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            out.update(_columns(value, name + "."))
        else:
            out[name] = _flat(value) if not isinstance(value, Mapping) else ""
    return out


def finite(value: Any) -> Any:
    """``value`` with every non-finite float replaced by None (JSON null), as pandas writes them."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Mapping):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite(v) for v in value]
    if hasattr(value, "tolist") and hasattr(value, "dtype"):  # numpy scalars and arrays
        return finite(value.tolist())
    return value


def to_json(data: Mapping[str, Any] | Sequence[Mapping[str, Any]]) -> str:
    """Strict JSON (RFC 8259): an infinite or undefined number (no limit, n/a) is written as null, never as Infinity/NaN."""
    import json  # here, not at start-up: a table answer never loads the JSON encoder (cold start, issue 18)

    return json.dumps(finite(data), indent=2, allow_nan=False, default=float)


def to_csv(rows: Sequence[Mapping[str, Any]]) -> str:
    import csv
    import io

    buffer = io.StringIO()
    flat = [_columns(row) for row in rows]
    fields: list[str] = []
    for row in flat:
        fields.extend(k for k in row if k not in fields)
    writer = csv.DictWriter(buffer, fieldnames=fields, lineterminator="\n")
    writer.writeheader()
    for row in flat:
        writer.writerow(row)
    return buffer.getvalue()


def emit(
    data: Mapping[str, Any] | Sequence[Mapping[str, Any]],
    fmt: Format,
    human: Callable[[], Any],
) -> None:
    """Write ``data`` as JSON/CSV, or print what ``human()`` builds (rich renderables)."""
    if fmt == Format.json:
        sys.stdout.write(to_json(data) + "\n")
    elif fmt == Format.csv:
        rows = [data] if isinstance(data, Mapping) else list(data)
        sys.stdout.write(to_csv(rows))
    else:
        out = console()
        rendered = human()
        for item in rendered if isinstance(rendered, (list, tuple)) else [rendered]:
            print_item(out, item)


def print_item(out: Any, item: Any) -> None:
    """One renderable: a table at the console's width; a line of text (``str`` or ``Text``) whole, never cut.

    A message is one line on a pipe too, whatever the paths in it (a warning naming a deep checkout path was wrapped
    mid-sentence at 140 columns: grep and the tests lost it).
    """
    from rich.text import Text

    if isinstance(item, (str, Text)):
        out.print(item, soft_wrap=True, markup=False, highlight=False)
    else:
        out.print(item)


def kv_table(title: str, rows: Iterable[tuple[str, str]], notes: Iterable[str] = ()):
    """A two-column table: quantity, value; notes under it."""
    from rich.table import Table

    table = Table(title=title, show_header=False, title_justify="left", title_style="bold")
    table.add_column("quantity", style="cyan", no_wrap=True)
    table.add_column("value")
    for label, value in rows:
        table.add_row(label, value)
    notes = list(notes)
    if notes:
        table.caption = "\n".join(notes)
        table.caption_justify = "left"
    return table
