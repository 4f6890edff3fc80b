"""Reference commands: ``explain`` (the formulas) and ``catalog`` (models and links)."""

from __future__ import annotations

from typing import Annotated

import typer

from ringcalc.cli.app import command
from ringcalc.cli.options import Algorithm, Collective, Format, FormatOpt
from ringcalc.cli.render import console, emit


@command("explain")
def explain(
    algorithm: Algorithm = "ring",
    collective: Collective = "all-reduce",
    latex: Annotated[bool, typer.Option("--latex", help="Print the formulas as LaTeX.")] = False,
    fmt: FormatOpt = Format.table,
) -> None:
    """Print the cost model's formulas and what each symbol means."""
    from ringcalc.symbolic.explain import to_dict

    data = to_dict(str(algorithm).strip().lower(), str(collective).strip().lower(), latex=latex)
    if fmt != Format.table:
        rows = [{"section": sec["title"], "line": line} for sec in data["sections"] for line in sec["lines"]]
        emit(rows if fmt == Format.csv else data, fmt, lambda: None)
        return
    out = console()
    for section in data["sections"]:
        out.print(f"[bold]{section['title']}[/bold]")
        for line in section["lines"]:
            out.print(f"  {line}", markup=False, soft_wrap=True)
        out.print()


@command("catalog")
def catalog(
    kind: Annotated[str, typer.Argument(help="models, links, accelerators or all")] = "all",
    fmt: FormatOpt = Format.table,
) -> None:
    """List the DL models and link presets (and accelerators) with their sources."""
    rows = catalog_rows(kind)
    emit(rows, fmt, lambda: catalog_tables(kind))


def catalog_rows(kind: str) -> list[dict]:
    """Catalog entries as plain rows (SI numbers with the unit in the key)."""
    from ringcalc import catalog as cat

    kinds = _kinds(kind)
    rows: list[dict] = []
    if "models" in kinds:
        rows += [
            {"kind": "model", "name": m.name, "display": m.display, "params": m.params,
             "gradient_bytes_fp32": m.params * 4, "source": m.source}
            for m in cat.models().values()
        ]
    if "links" in kinds:
        rows += [
            {"kind": "link", "name": ln.name, "display": ln.display, "bandwidth_bytes_per_s": ln.bandwidth_bytes_per_s,
             "latency_s": ln.latency_s, "link_kind": ln.kind, "aliases": list(ln.aliases), "source": ln.source,
             "notes": ln.notes}
            for ln in cat.links().values()
        ]
    if "accelerators" in kinds:
        rows += [
            {"kind": "accelerator", "name": a.name, "display": a.display, "memory_bytes": a.memory_bytes,
             "vendor": a.vendor, "source": a.source}
            for a in cat.accelerators().values()
        ]
    return rows


def _kinds(kind: str) -> set[str]:
    from ringcalc.errors import RingcalcError

    allowed = {"models", "links", "accelerators"}
    key = kind.strip().lower()
    if key == "all":
        return allowed
    if key.rstrip("s") + "s" in allowed:
        return {key.rstrip("s") + "s"}
    raise RingcalcError(f"unknown catalog table {kind!r}; choose models, links, accelerators or all", option="KIND")


LINK_RATES_CAPTION = (
    "Rates are what the link carries, not what a transfer achieves. Ethernet and InfiniBand: the port's data rate, "
    "frame and protocol overheads not subtracted (expect 90-97%). PCIe: after line coding; packet overhead caps a "
    "DMA write at 89.8% (256-byte payloads, Intel AN 708), plan with about 80%. NVLink: per GPU, one direction. "
    "Latencies are order-of-magnitude defaults. Measure yours (ringcalc fit). JSON: each preset's notes."
)


def catalog_tables(kind: str) -> list:
    """Rich tables of the catalog."""
    from rich.table import Table

    from ringcalc import catalog as cat
    from ringcalc.units import format_bandwidth, format_count, format_size, format_time

    kinds = _kinds(kind)
    tables = []
    if "models" in kinds:
        t = Table(title="DL models (--model)", title_justify="left", title_style="bold")
        for col in ("name", "model", "parameters", "fp32 gradient", "source"):
            t.add_column(col, overflow="fold")
        for m in cat.models().values():
            t.add_row(m.name, m.display, format_count(m.params), format_size(m.params * 4), m.source)
        tables.append(t)
    if "links" in kinds:
        t = Table(title="Link presets (--bandwidth NAME); bandwidth per direction", title_justify="left", title_style="bold")
        for col in ("name", "link", "bandwidth", "typical latency", "source"):
            t.add_column(col, overflow="fold")
        for ln in cat.links().values():
            t.add_row(ln.name, ln.display, format_bandwidth(ln.bandwidth_bytes_per_s), format_time(ln.latency_s), ln.source)
        t.caption = LINK_RATES_CAPTION
        t.caption_justify = "left"
        tables.append(t)
    if "accelerators" in kinds:
        t = Table(title="Accelerators (--gpu NAME)", title_justify="left", title_style="bold")
        for col in ("name", "accelerator", "memory", "source"):
            t.add_column(col, overflow="fold")
        for a in cat.accelerators().values():
            t.add_row(a.name, a.display, format_size(a.memory_bytes), a.source)
        tables.append(t)
    return tables
