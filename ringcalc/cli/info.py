"""Reference commands: ``explain`` (the formulas) and ``catalog`` (models, links, accelerators, clusters, priors)."""

from __future__ import annotations

from typing import Annotated

import typer

from ringcalc.cli.app import command
from ringcalc.cli.options import Collective, Format, FormatOpt
from ringcalc.cli.render import console, emit


@command("explain")
def explain(
    algorithm: Annotated[str, typer.Option(
        "--algorithm", "-a", help="Collective algorithm whose formulas to print (ringcalc compare lists them; NCCL's "
                                  "nvls, nvls-tree, collnet-*, pat with --on-cluster). Default: ring.",
        show_default=False)] = "ring",
    collective: Collective = "all-reduce",
    latex: Annotated[bool, typer.Option("--latex", help="Print the formulas as LaTeX.")] = False,
    on_cluster: Annotated[bool, typer.Option(
        "--on-cluster", help="The model on a cluster (GPUs per node, NICs, the scale-up link, the tier above the "
                             "leaves; NCCL's algorithms) in place of one link per worker.")] = False,
    fmt: FormatOpt = Format.table,
) -> None:
    """Print the cost model's formulas and what each symbol means."""
    from ringcalc.symbolic.explain import to_dict

    name = str(algorithm).strip().lower()
    if name == "auto":
        from ringcalc.errors import RingcalcError

        raise RingcalcError("auto is NCCL's pick of an (algorithm, protocol) for a size and layout, not a formula: "
                            "name one (ring, double-binary-tree, nvls, ...; `ringcalc time --cluster ...` says which "
                            "NCCL picks)", option="algorithm")
    data = to_dict(name, str(collective).strip().lower(), latex=latex, on_cluster=on_cluster)
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
    kind: Annotated[
        str, typer.Argument(help="models, links, accelerators, clusters, efficiencies or all")
    ] = "all",
    fmt: FormatOpt = Format.table,
) -> None:
    """List the DL models, link presets, accelerators, clusters and efficiency priors with their sources."""
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
             "vendor": a.vendor, "arch": a.arch, "source": a.source}
            for a in cat.accelerators().values()
        ]
    if "clusters" in kinds:
        rows += [_cluster_row(c) for c in cat.clusters().values()]
    if "efficiencies" in kinds:
        rows += [
            {"kind": "efficiency", "name": e.name, "display": e.display, "prior_kind": e.kind, "basis": e.basis,
             "low": e.low, "typical": e.typical, "high": e.high, "net_latency_s": e.net_latency_s,
             "net_latency_simple_s": e.net_latency_simple_s, "aliases": list(e.aliases), "source": e.source}
            for e in cat.efficiencies().values()
        ]
    return rows


def _step_latency(e) -> str:
    """A transport's latency per network step: its own figure (LL/LL128, Simple), or NCCL's constants."""
    from ringcalc.units import format_time

    if e.kind != "scale-out":
        return ""
    if e.net_latency_s is None:
        return "NCCL's"
    simple = "" if e.net_latency_simple_s == e.net_latency_s else f", {format_time(e.net_latency_simple_s)} Simple"
    return f"{format_time(e.net_latency_s)}{simple}"


def _cluster_row(c) -> dict:
    from ringcalc import catalog as cat

    return {
        "kind": "cluster", "name": c.name, "display": c.display, "gpu": c.gpu, "gpus_per_node": c.gpus_per_node,
        "scale_up": c.scale_up, "scale_up_bandwidth_bytes_per_s": cat.get_link(c.scale_up).bandwidth_bytes_per_s,
        "scale_up_p2p": c.scale_up_p2p, "scale_up_domain": c.scale_up_domain, "nvls": c.nvls,
        "nics_per_node": c.nics_per_node, "nic": c.nic, "nic_bandwidth_bytes_per_s": cat.get_link(c.nic).bandwidth_bytes_per_s,
        "scale_out_bytes_per_s": cat.nic_aggregate_bytes_per_s(c), "transport": c.transport,
        "nodes_per_leaf": c.nodes_per_leaf, "oversubscription": c.oversubscription, "hop_latency_s": c.hop_latency_s,
        "sharp": c.sharp, "tuner": c.tuner, "aliases": list(c.aliases), "source": c.source,
    }  # fmt: skip


# what the KIND argument may name: table, and the singular that also names it
_KINDS = {"models": "model", "links": "link", "accelerators": "accelerator", "clusters": "cluster",
          "efficiencies": "efficiency"}  # fmt: skip


def _kinds(kind: str) -> set[str]:
    from ringcalc.errors import RingcalcError

    key = kind.strip().lower()
    if key == "all":
        return set(_KINDS)
    for table, singular in _KINDS.items():
        if key in (table, singular):
            return {table}
    raise RingcalcError(f"unknown catalog table {kind!r}; choose {', '.join(_KINDS)} or all", option="KIND")


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
    if "clusters" in kinds:
        t = Table(title="Clusters (--cluster NAME); bandwidth per direction", title_justify="left", title_style="bold")
        for col in ("name", "cluster", "GPUs/node", "scale-up", "NICs/node", "scale-out", "transport", "source"):
            t.add_column(col, overflow="fold")
        for c in cat.clusters().values():
            up = cat.get_link(c.scale_up)
            domain = f", domain {c.scale_up_domain}" if c.scale_up_domain != c.gpus_per_node else ""
            t.add_row(c.name, c.display, str(c.gpus_per_node),
                      f"{up.name} {format_bandwidth(up.bandwidth_bytes_per_s)}{domain}",
                      f"{c.nics_per_node} x {c.nic}", format_bandwidth(cat.nic_aggregate_bytes_per_s(c)),
                      c.transport, c.source)  # fmt: skip
        tuned: dict[str, list[str]] = {}
        for c in cat.clusters().values():
            if c.tuner:
                tuned.setdefault(c.tuner, []).append(c.name)
        if tuned:
            t.caption = "; ".join(f"{', '.join(names)}: from 3 nodes NCCL runs aws-ofi-nccl's region tuner's pick "
                                  f"({tuner}; --tuner nccl for NCCL's own)" for tuner, names in tuned.items())
            t.caption_justify = "left"
        tables.append(t)
    if "efficiencies" in kinds:
        t = Table(title="Efficiency priors: achieved fraction of line rate", title_justify="left", title_style="bold")
        for col in ("name", "mechanism", "of", "low", "typical", "high", "network step", "source"):
            t.add_column(col, overflow="fold")
        for e in cat.efficiencies().values():
            t.add_row(e.name, e.display, e.basis, f"{e.low:.3g}", f"{e.typical:.3g}", f"{e.high:.3g}",
                      _step_latency(e), e.source)
        tables.append(t)
    return tables
