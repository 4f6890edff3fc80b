"""Planning figures (matplotlib, Agg backend; PNG or SVG by the file's extension).

Each function evaluates its data with :func:`ringcalc.planning.sweep.sweep` (one
vectorized call), draws on a new :class:`matplotlib.figure.Figure` (or on
the ``ax`` given, e.g. in a notebook) and, with ``path``, saves it
atomically. Axes carry their units, scales are logarithmic where the data
span decades, and the title states the scenario.

* :func:`efficiency_vs_workers`: efficiency vs workers for several links;
* :func:`bandwidth_vs_target`: required bandwidth vs target efficiency;
* :func:`time_breakdown`: compute, exposed transfer and latency per step, stacked;
* :func:`algorithm_comparison`: collective time vs message size for every
  algorithm with a model (:func:`ringcalc.numeric.algorithms`).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ringcalc import catalog
from ringcalc.errors import RingcalcError
from ringcalc.output.axis_labels import (SIZE_LABELS, describe, few as _few, link_label, link_values,  # noqa: F401
                                         links_of, option_parts, size_label)
from ringcalc.output.label_picks import spread, strided
from ringcalc.output.atomic import write_atomically

FORMATS = (".png", ".svg")
DEFAULT_LINKS = ("10GbE", "25GbE", "100GbE", "400GbE")
DEFAULT_WORKERS = "2,4,8..1024"


def _figure(ax: Any = None, size: tuple[float, float] = (7.5, 4.8)):
    """(figure, axes): a new Agg figure, or the figure of the given axes."""
    if ax is not None:
        return ax.figure, ax
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=size, layout="constrained")
    FigureCanvasAgg(fig)
    return fig, fig.add_subplot()


def save(fig: Any, path: str | os.PathLike[str]) -> Path:
    """Save ``fig`` as PNG or SVG (from the extension), atomically (temporary file + os.replace); ``-``: SVG on stdout.

    Raises :class:`~ringcalc.errors.RingcalcError` (option ``out``) naming
    the reason when the file cannot be written.
    """
    if str(path) == "-":  # standard output: SVG (text, safe in a pipe)
        import io
        import sys

        buffer = io.BytesIO()
        fig.savefig(buffer, format="svg")
        sys.stdout.write(buffer.getvalue().decode("utf-8"))
        return Path("-")
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise RingcalcError(f"unknown image extension {suffix or '(none)'!r}; use .png or .svg", option="out")

    def fill(fd: int, tmp: Path) -> None:
        os.close(fd)
        fig.savefig(tmp, format=suffix[1:], dpi=150)

    return write_atomically(path, suffix, fill)


def _finish(fig: Any, path: str | os.PathLike[str] | None) -> Any:
    if path is not None:
        save(fig, path)
    return fig


def _line(ax: Any, x: Any, y: Any, label: str, hidden: list[str], *, log_y: bool = False, **style: Any) -> None:
    """Plot the finite (and, on a log axis, positive) points of one line, joined in the order of x (the values
    may be listed in any order: ``-n 64,8,512``); a line with none is named in ``hidden``."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    keep = np.isfinite(x) & np.isfinite(y) & ((y > 0) if log_y else True)
    if not keep.any():
        hidden.append(label)
        return
    if keep.sum() > MAX_MARKERS:  # markers closer than their size would thicken the line into a smear
        style = {k: v for k, v in style.items() if k not in ("marker", "ms")}
    x, y = x[keep], y[keep]
    order = np.argsort(x, kind="stable")
    ax.plot(x[order], y[order], label=label, **style)


MAX_MARKERS = 64  # lines of more points are drawn without point markers


def _check_drawn(ax: Any, hidden: list[str], why: str) -> None:
    """Refuse a figure with nothing on it (before axes scales or a legend warn about it)."""
    if not ax.get_lines():
        raise RingcalcError(f"nothing to draw: {why}" + (f" (no points for {', '.join(hidden)})" if hidden else ""))


def _note_hidden(ax: Any, hidden: list[str]) -> None:
    """Name the lines left out (no finite points) under the title."""
    if hidden:
        ax.set_title(f"{ax.get_title()}\nnot shown (no points to draw): {', '.join(hidden)}", fontsize=9)


def _one(values: Any, option: str, plot: str) -> Any:
    """The single value of an option that this plot takes one of (a list would draw zig-zags)."""
    from ringcalc.planning import sweep_grid

    if values is None or isinstance(values, (int, float)):
        return values
    terms = sweep_grid.terms(values, option)
    if len(terms) != 1 or (isinstance(terms[0], str) and ".." in terms[0]):
        shown = values if isinstance(values, str) else ", ".join(map(str, terms))
        raise RingcalcError(
            f"the {plot} plot takes one value here, got {shown!r}; draw one figure per value (or use ringcalc sweep)",
            option=option.replace("_", "-"),
        )
    return terms[0]


def _single(options: dict[str, Any], plot: str) -> dict[str, Any]:
    """``options`` with every scenario option checked to hold one value (the plot's axes are passed separately)."""
    return {key: _one(value, key, plot) for key, value in options.items()}


def _require(options: dict[str, Any], *names: str) -> None:
    for name in names:
        if options.get(name) is None:
            raise RingcalcError("is required for this plot", option=name.replace("_", "-"))


def efficiency_vs_workers(
    path: str | os.PathLike[str] | None = None,
    *,
    links: Sequence[str | float] | str | float | None = None,
    workers: Any = DEFAULT_WORKERS,
    ax: Any = None,
    **options: Any,
):
    """Parallel efficiency vs number of workers, one line per link.

    Parameters
    ----------
    path : path-like, optional
        Save to this ``.png`` / ``.svg``.
    links : sequence of str or float, str or float, optional
        Bandwidths or link presets (``"10GbE,100GbE"``), numbers in bytes/s; ``bandwidth`` is
        another name of it. Default: :data:`DEFAULT_LINKS`.
    workers : str or sequence
        Worker counts (``"2,4,8..1024"``); log2 x axis.
    ax : matplotlib Axes, optional
        Draw here instead of a new figure.
    **options
        Scenario options (``model``, ``step_time``, ``latency``, ``overlap``, ...).
        With ``calibration`` (``ringcalc fit --save``) the one line is the
        calibrated network's, drawn with its prediction interval (shaded)
        where the calibration bounds it; giving ``links`` as well is an error.

    Returns
    -------
    matplotlib.figure.Figure
    """
    from ringcalc.planning.sweep import sweep

    _require(options, "step_time")
    links = links_of(links, options)
    if links is not None and options.get("calibration") is not None:
        raise RingcalcError("sets the bandwidth and latency itself; drop links= (or bandwidth=) or drop calibration=",
                            option="calibration")
    options = _single(options, "efficiency")
    fig, ax = _figure(ax)
    hidden: list[str] = []
    if options.get("calibration") is not None:
        rows = sweep(workers=workers, **options)
        _line(ax, rows["workers"], rows["efficiency"] * 100, f"calibrated: {Path(options['calibration']).name}",
              hidden, marker="o", ms=3)
        _interval_band(ax, rows)
    else:
        for link in link_values(DEFAULT_LINKS if links is None else links):
            rows = sweep(workers=workers, bandwidth=link, **options)
            _line(ax, rows["workers"], rows["efficiency"] * 100, link_label(link), hidden, marker="o", ms=3)
    _check_drawn(ax, hidden, "no link gives an efficiency for these options")
    ax.set_xscale("log", base=2)
    ax.set_xlabel("workers N (log scale)")
    ax.set_ylabel("parallel efficiency P = Ts/Tp (%)")
    ax.set_ylim(0, 100)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(title="network" if options.get("calibration") is not None else "link (per direction)")
    ax.set_title(f"Efficiency vs workers: {describe(options)}", fontsize=10)
    _note_hidden(ax, hidden)
    return _finish(fig, path)


def _interval_band(ax: Any, rows: Any) -> None:
    """The calibration's 80% interval of the efficiency, shaded where it is bounded; the rest is named."""
    order = np.argsort(rows["workers"].to_numpy(dtype=float), kind="stable")  # in the order of N, as the line
    bounded = np.isfinite(rows["iteration_time_s_high"].to_numpy(dtype=float))[order]
    x = rows["workers"].to_numpy(dtype=float)[order]
    low, high = (rows[c].to_numpy(dtype=float)[order] * 100 for c in ("efficiency_low", "efficiency_high"))
    ax.fill_between(x, low, high, where=bounded, alpha=0.2, label="80% prediction interval", interpolate=False)
    if not bounded.all():
        free = _few(x[~bounded])
        ax.text(0.01, 0.01, f"no bound at N = {free}: a node layout the calibration never measured",
                transform=ax.transAxes, fontsize=8, va="bottom")


def bandwidth_vs_target(
    path: str | os.PathLike[str] | None = None,
    *,
    workers: Any = "8,64,512",
    targets: Any = None,
    links: Sequence[str | float] | str | float | None = None,
    ax: Any = None,
    **options: Any,
):
    """Required per-direction bandwidth (log scale, Gbit/s) vs target efficiency, one line per worker count.

    ``links`` (or ``bandwidth``) draws horizontal reference lines (``"100GbE,400GbE"``; numbers in bytes/s). When
    no worker count reaches even the lowest target, the error says why, as ``ringcalc bandwidth`` does.
    """
    from ringcalc import units
    from ringcalc.planning.sweep import sweep
    from ringcalc.planning.sweep_grid import expand

    if targets is None:
        targets = np.round(np.linspace(0.50, 0.99, 50), 4).tolist()
    _require(options, "step_time")
    counts = expand(workers, lambda t: units.parse_workers(t, option="workers"), "workers")
    links = links_of(links, options)
    options = _single(options, "bandwidth")
    df = sweep(workers=counts, target_efficiency=targets, **options)
    fig, ax = _figure(ax)
    hidden: list[str] = []
    for n in counts:
        rows = df[df["workers"] == n]
        label = f"N = {n:,}" + (" (no communication)" if n == 1 else "")
        _line(ax, rows["target_efficiency"] * 100, rows["required_bandwidth_bytes_per_s"] * 8 / 1e9, label, hidden,
              log_y=True)
    if not ax.get_lines():
        _unreachable(df, counts, options)
    _check_drawn(ax, hidden, "no worker count needs a bandwidth (a single worker does not communicate)")
    for link in [] if links is None else link_values(links):
        bw = catalog.parse_bandwidth(link, option="bandwidth")
        ax.axhline(bw * 8 / 1e9, color="grey", ls="--", lw=0.8)
        ax.annotate(link_label(link), (ax.get_xlim()[0], bw * 8 / 1e9), fontsize=8, va="bottom")
    ax.set_xlabel("target parallel efficiency (%)")
    ax.set_ylabel("required bandwidth per direction (Gbit/s, log scale)")
    ax.grid(True, which="both", alpha=0.3)
    ax.set_title(f"Bandwidth needed vs target: {describe(options)}", fontsize=10)
    _note_hidden(ax, hidden)
    ax.set_yscale("log")
    ax.legend(title="workers")
    return _finish(fig, path)


def _unreachable(df: Any, counts: list[int], options: dict[str, Any]) -> None:
    """Raise the solver's reason when no worker count that communicates reaches the lowest target (latency alone
    over the budget, say), as ``ringcalc bandwidth`` gives it."""
    from ringcalc.planning.scenario import Scenario

    lowest = float(df["target_efficiency"].min())
    for n in counts:
        if n > 1:
            try:
                Scenario(workers=n, **options).required_bandwidth(lowest)
            except RingcalcError as exc:
                raise RingcalcError(f"nothing to draw: at N = {n:,}, {exc.message}", kind=exc.kind) from None


COMPUTE_LABEL = "compute Ts"
TRANSFER_LABEL = "exposed transfer, reduction and encoding"
LATENCY_LABEL = "exposed latency (α per message × steps × buckets)"
"""Legend labels of :func:`time_breakdown` (the latency segment is latency only)."""


def time_breakdown(
    path: str | os.PathLike[str] | None = None,
    *,
    workers: Any = "2,8,32,128,512",
    links: Sequence[str] | str | None = None,
    ax: Any = None,
    **options: Any,
):
    """Stacked bars per scenario: compute Ts, exposed transfer, exposed latency (s per step).

    One bar per worker count (at the link ``bandwidth``), or per link when ``links`` is given (then
    ``workers`` must be one count and ``bandwidth`` is not given); links as numbers are bytes/s. More than
    :data:`MAX_BARS` worker counts are drawn as stacked areas over N instead; at most :data:`MAX_LABELS`
    bars are labelled and :data:`MAX_ANNOTATIONS` carry their efficiency, so
    the figure stays readable at any number of points. The exposed latency is the buckets'
    latency only (``latency_time_s`` of :func:`ringcalc.numeric.training.evaluate`: the
    alpha terms, intra-node ones included, times the buckets; no reduction,
    no transfer), counted first, up to the exposed time; the rest of the
    exposed time is transfer, reduction and encoding.
    """
    from ringcalc.planning.sweep import sweep

    if links is not None:  # one bar per link; a bandwidth as well is refused (it is another name of links)
        links = links_of(links, options)
    _require(options if links is None else {**options, "bandwidth": links}, "step_time", "bandwidth")
    options = _single(options, "breakdown")
    if links is not None:
        workers = _one(workers, "workers", "breakdown (one bar per link)")
        values = link_values(links)
        df = sweep(workers=workers, bandwidth=values, **options)
        labels = [link_label(v) for v in values]
        xlabel = "link"
    else:
        df = sweep(workers=workers, **options)
        labels = [f"{n:,}" for n in df["workers"]]
        xlabel = "workers N"
    compute = df["compute_time_s"].to_numpy()
    exposed = df["exposed_comm_time_s"].to_numpy()
    latency = np.minimum(df["latency_time_s"].to_numpy(), exposed)
    transfer = exposed - latency
    efficiency = df["efficiency"].to_numpy()
    fig, ax = _figure(ax)
    # a segment that is zero at every point (no latency given, say) is drawn as nothing and left out of the legend
    transfer_label, latency_label = (label if np.any(seg > 0) else "_nolegend_"
                                     for label, seg in ((TRANSFER_LABEL, transfer), (LATENCY_LABEL, latency)))
    area = links is None and len(df) > MAX_BARS
    if area:  # bars thinner than a line: stacked areas over N
        order = np.argsort(df["workers"].to_numpy(dtype=float), kind="stable")
        x = df["workers"].to_numpy(dtype=float)[order]
        compute, transfer, latency, efficiency = compute[order], transfer[order], latency[order], efficiency[order]
        total = compute + transfer + latency
        ax.fill_between(x, 0, compute, label=COMPUTE_LABEL, color="#4c72b0", lw=0)
        ax.fill_between(x, compute, compute + transfer, label=transfer_label, color="#dd8452", lw=0)
        ax.fill_between(x, compute + transfer, total, label=latency_label, color="#c44e52", lw=0)
        ax.plot(x, total, color="black", lw=0.8)
        if x.min() > 0 and x.max() >= 8 * x.min():
            ax.set_xscale("log", base=2)
            xlabel += " (log scale)"
        ax.set_xlim(x.min(), x.max())
        shown = spread(ax.get_xscale() == "log", x, MAX_ANNOTATIONS)
    else:
        x = np.arange(len(df), dtype=float)
        total = compute + transfer + latency
        ax.bar(x, compute, label=COMPUTE_LABEL, color="#4c72b0")
        ax.bar(x, transfer, bottom=compute, label=transfer_label, color="#dd8452")
        ax.bar(x, latency, bottom=compute + transfer, label=latency_label, color="#c44e52")
        room = LABEL_ROOM // (max(len(label) for label in labels) + 2)  # labels that fit side by side
        ticks = strided(len(x), max(2, min(MAX_LABELS, room)))
        ax.set_xticks(x[ticks], [labels[i] for i in ticks])
        shown = strided(len(x), MAX_ANNOTATIONS)  # every two labelled bars at least two apart: no overprint
    for i in shown:  # on areas the end labels lean inwards, off the axes' edges
        ha = "left" if area and i == 0 else "right" if area and i == len(x) - 1 else "center"
        ax.annotate(f"P {efficiency[i] * 100:.3g}%", (x[i], total[i]), ha=ha, va="bottom", fontsize=8)
    top = float(np.nanmax(total)) if np.isfinite(total).any() else 0.0
    if top > 0:  # room above the tallest bar for its label, below the title
        ax.set_ylim(0, 1.12 * top)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("time per step (s)")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.14), ncol=2, fontsize=8, frameon=False)
    ax.grid(True, axis="y", alpha=0.3)
    ax.set_title(f"Where a step's time goes: {describe(options)}", fontsize=10)
    return _finish(fig, path)


MAX_BARS = 48  # more worker counts: stacked areas over N (bars would be thinner than a line)
MAX_LABELS = 12  # at most this many labels under bars (evenly spread, ends included) ...
LABEL_ROOM = 80  # ... fewer when longer: the axes' width in characters of a tick label
MAX_ANNOTATIONS = 8  # efficiency labels ("P 45.3%") on a breakdown


def algorithm_comparison(
    path: str | os.PathLike[str] | None = None,
    *,
    sizes: Any = "1kB,10kB,100kB..10GB",
    workers: Any = 64,
    bandwidth: Any = None,
    latency: Any = "5us",
    collective: str = "all-reduce",
    algorithms: Sequence[str] | None = None,
    ax: Any = None,
    **options: Any,
):
    """Collective time vs message size (log-log), one line per algorithm.

    ``algorithms`` defaults to every algorithm with a model for the
    collective (:func:`ringcalc.numeric.algorithms`), so new models appear
    automatically; an algorithm that runs on nodes of several GPUs (which this plot
    does not set) is skipped and named in a note under the axes. An unknown
    algorithm or collective, or an unknown keyword, is an error. ``bandwidth``
    (default 100GbE; ``links`` is another name of it) is one link or bytes/s.
    """
    from ringcalc import numeric, units
    from ringcalc.planning import sweep_grid
    from ringcalc.planning.option_parsers import parse_name
    from ringcalc.planning.sweep import sweep
    from ringcalc.planning.topology import NEEDS_NODES

    collective = parse_name(_one(collective, "collective", "algorithms"), "collective")
    numeric.check_collective(collective)  # an unknown one is said, with close names: it has no algorithm to draw
    bandwidth = links_of(options.pop("links", None), {"bandwidth": bandwidth}, "100GbE")
    names = ([parse_name(a, "algorithm") for a in sweep_grid.terms(algorithms, "algorithm")] if algorithms is not None
             else numeric.algorithms(collective))
    size_values = sweep_grid.expand(sizes, lambda t: units.parse_size(t, option="size"), "size")
    workers = _one(workers, "workers", "algorithms")
    bandwidth = _one(bandwidth, "bandwidth", "algorithms")
    latency = _one(latency, "latency", "algorithms")
    options = _single(options, "algorithms")
    fig, ax = _figure(ax)
    skipped = []
    hidden: list[str] = []
    for name in names:
        try:
            df = sweep(size=size_values, workers=workers, bandwidth=bandwidth, latency=latency,
                       algorithm=name, collective=collective, **options)
        except RingcalcError as exc:  # only a two-level algorithm on one GPU per node; an input error is said
            if exc.message != NEEDS_NODES.format(algorithm=name):
                raise
            skipped.append(name)
            continue
        _line(ax, df["gradient_bytes"], df["comm_time_s"], name, hidden, log_y=True, marker=".")
    _check_drawn(ax, hidden + skipped, "no algorithm has a time for these options")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(f"{size_label(collective)} (bytes, log scale)")
    ax.set_ylabel(f"{collective} time (s, log scale)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(title="algorithm")
    bw = catalog.parse_bandwidth(bandwidth, option="bandwidth") if not isinstance(bandwidth, (int, float)) else bandwidth
    lat = latency if isinstance(latency, (int, float)) else units.parse_time(latency, option="latency", allow_zero=True)
    parts = [f"N = {workers}", f"{units.format_bits(bw)} per direction", f"α = {units.format_time(lat)}",
             *option_parts(options)]  # compression, buckets, ...: they change the curves
    ax.set_title(f"{collective}: {', '.join(parts)}", fontsize=10)
    if skipped:
        ax.set_title(f"{ax.get_title()}\nnot shown (they need nodes; `ringcalc compare --cluster` prices them): "
                     f"{', '.join(skipped)}", fontsize=9)
    _note_hidden(ax, hidden)
    return _finish(fig, path)
