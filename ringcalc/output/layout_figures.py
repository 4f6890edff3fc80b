"""Figures of a parallel layout's step (matplotlib, Agg; PNG or SVG by the file's extension).

Each figure asks the :class:`~ringcalc.planning.scenario.Scenario` of the options for its layout's step
(:mod:`ringcalc.planning.layout_step`) at each NIC line rate it draws:

* :func:`layout_breakdown`: one stacked bar per NIC rate: the compute Ts, the pipeline bubble and each collective's
  exposed time (what ``ringcalc efficiency`` lists), with the efficiency and end-to-end MFU on top;
* :func:`efficiency_vs_nic`: the step's efficiency and end-to-end MFU against the NIC line rate, with their 80%
  interval (the cluster's priors and the MFU range) shaded.
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.output.axis_labels import link_label, link_values, links_of
from ringcalc.output.figures import _figure, _finish

DEFAULT_NICS = "100Gbps,200Gbps,400Gbps,800Gbps"
COLORS = ("#dd8452", "#c44e52", "#8172b3", "#937860", "#da8bc3", "#8c8c8c", "#ccb974", "#64b5cd", "#55a868")


def _steps(links: Any, options: dict[str, Any]) -> tuple[list[Any], list[Any], str]:
    """(NIC rates, layout results, the title's network) at each NIC rate of ``links`` (None: the options' own
    network, one bar). ``bandwidth`` is another name of ``links`` (the CLI's ``--bandwidth``); a rate is a name or a
    number of bytes/s."""
    from ringcalc.planning.scenario import Scenario

    options = dict(options)
    links = links_of(links, options)
    rates = [None] if links is None else link_values(links)
    out, network = [], ""
    for rate in rates:
        s = Scenario(**options) if rate is None else Scenario(**{**options, "bandwidth": rate})
        if not s.is_layout:
            raise RingcalcError("this figure draws a parallel layout's step: give the layout (--tp, --pp, --dp, "
                                "--zero, ...)", option="tp")
        out.append(s.efficiency())
        network = network or _network(s, out[-1])
    return rates, out, network


def _network(s: Any, r: Any) -> str:
    """The network a title names: the cluster by name (or, built from options, by its nodes), else the result's."""
    c = s.cluster_spec
    if c is None:
        return r.network
    return f"cluster {c.name}" if c.name else f"cluster of {c.gpus_per_node} GPUs per node"


def _title(r: Any, network: str) -> str:
    lay = r.layout
    dims = " x ".join(f"{k.upper()}{lay[k]}" for k in ("tp", "pp", "cp", "dp") if lay[k] > 1 or k == "dp")
    return f"{r.model or 'model'}, {dims} on {r.workers:,} GPUs ({network})"


def layout_breakdown(path: str | os.PathLike[str] | None = None, *, links: Any = None, ax: Any = None,
                     **options: Any):
    """Stacked bars: compute, bubble and each collective's exposed time per step, one bar per NIC rate."""
    rates, results, network = _steps(links, options)
    labels = ["as given" if rate is None else link_label(rate) for rate in rates]
    names: list[str] = []
    for r in results:
        names += [c.name for c in r.collectives if c.name not in names]
    fig, ax = _figure(ax, size=(8.5, 5.2))
    x = np.arange(len(results))
    bottom = np.array([r.compute_time_s for r in results])
    ax.bar(x, bottom, label="compute Ts", color="#4c72b0")
    bubble = np.array([r.bubble_time_s for r in results])
    ax.bar(x, bubble, bottom=bottom, label="pipeline bubble", color="#55a868")
    bottom = bottom + bubble
    for i, name in enumerate(names):
        exposed = np.array([sum(c.exposed_s for c in r.collectives if c.name == name) for r in results])
        if not exposed.any():
            continue
        ax.bar(x, exposed, bottom=bottom, label=f"{name} (exposed)", color=COLORS[i % len(COLORS)])
        bottom = bottom + exposed
    for xi, r, top in zip(x, results, bottom):
        mfu = "" if r.mfu_end_to_end is None else f"\nMFU {r.mfu_end_to_end * 100:.3g}%"
        ax.annotate(f"P {r.efficiency * 100:.3g}%{mfu}", (xi, top), ha="center", va="bottom", fontsize=8)
    ax.set_xticks(x, labels)
    ax.set_xlabel("NIC line rate" if links is not None else "")
    ax.set_ylabel("time per step (s)")
    ax.set_ylim(0, float(bottom.max()) * 1.15)
    ax.legend(fontsize=8, loc="lower right")
    ax.grid(True, axis="y", alpha=0.3)
    ax.set_title(f"Where a step's time goes: {_title(results[0], network)}", fontsize=10)
    return _finish(fig, path)


def efficiency_vs_nic(path: str | os.PathLike[str] | None = None, *, links: Any = None, ax: Any = None,
                      **options: Any):
    """The step's efficiency and end-to-end MFU (%) against the NIC line rate (Gbit/s, log scale), with the 80%
    interval shaded. ``links`` (or ``bandwidth``; default :data:`DEFAULT_NICS`): NIC rates, names or bytes/s."""
    from ringcalc import catalog

    if links is None and options.get("bandwidth") is None:
        links = DEFAULT_NICS
    given, results, network = _steps(links, options)
    rates = np.array([catalog.parse_bandwidth(rate, option="bandwidth") * 8 / 1e9 for rate in given])
    order = np.argsort(rates, kind="stable")  # a line joins its points in x order, whatever order --links gave
    rates, results = rates[order], [results[i] for i in order]
    fig, ax = _figure(ax)
    for key, label, color in (("efficiency", "efficiency Ts/step", "#4c72b0"),
                              ("mfu_end_to_end", "end-to-end MFU", "#dd8452")):
        values = [getattr(r, key) for r in results]
        if any(v is None for v in values):
            continue
        ax.plot(rates, np.array(values) * 100, marker="o", ms=4, label=label, color=color)
        low = [(r.interval or {}).get(f"{key}_low") for r in results]
        high = [(r.interval or {}).get(f"{key}_high") for r in results]
        if all(v is not None for v in low + high):
            ax.fill_between(rates, np.array(low) * 100, np.array(high) * 100, alpha=0.2, color=color,
                            label=f"{label}, 80% interval")
    ax.set_xscale("log")
    from matplotlib.ticker import NullFormatter

    ax.set_xticks(rates, [f"{r:g}" for r in rates])
    ax.xaxis.set_minor_formatter(NullFormatter())
    ax.set_xlabel("NIC line rate (Gbit/s per NIC, log scale)")
    ax.set_ylabel("%")
    ax.set_ylim(0, 100)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    ax.set_title(f"Efficiency vs NIC speed: {_title(results[0], network)}", fontsize=10)
    return _finish(fig, path)
