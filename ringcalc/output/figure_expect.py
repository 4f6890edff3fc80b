"""The ``plot expect`` figure: nccl-tests busbw to expect against the message size, a measured log over it.

Without a log, one panel: the expected busbw of each size with its 80%
interval shaded (the priors of :mod:`ringcalc.cluster.values`) and a mark where
NCCL's pick of (algorithm, protocol) changes. With a log
(:class:`ringcalc.cluster.check.CheckReport`), the measured busbw is drawn
over the expected one, and a second panel shows measured over expected with
the band that the interval allows (1 is the expectation). Both axes are
logarithmic; sizes are labelled in binary units as nccl-tests' are.
"""

from __future__ import annotations

import os
import textwrap
from typing import Any

import numpy as np

from ringcalc.output.figures import _figure, _finish

GB = 1e9
TITLE_WIDTH = 84  # characters of a title line at 9 pt across the 7.5-inch figure (100 ran past its edge)
MAX_TICKS = 8


def binary_label(exponent: int) -> str:
    """``2**exponent`` bytes as nccl-tests users write it: ``8 B``, ``64 KiB``, ``1 GiB``."""
    unit = ("B", "KiB", "MiB", "GiB", "TiB", "PiB")[min(exponent // 10, 5)]
    return f"{2 ** (exponent - 10 * min(exponent // 10, 5))} {unit}"


def _size_axis(ax: Any, sizes: np.ndarray) -> None:
    """A log2 axis with at most :data:`MAX_TICKS` ticks at powers of two, labelled in binary units."""
    ax.set_xscale("log", base=2)
    low, high = int(np.floor(np.log2(sizes.min()))), int(np.ceil(np.log2(sizes.max())))
    step = next(s for s in (1, 2, 3, 5, 10) if (high - low) // s + 1 <= MAX_TICKS or s == 10)
    exponents = [e for e in range(low, high + 1) if e % step == 0] or [low]
    ax.set_xticks([2.0**e for e in exponents], [binary_label(e) for e in exponents])
    ax.grid(True, which="both", alpha=0.3)


def _pick_changes(ax: Any, rows: Any) -> None:
    """A dotted line and the new pair's name where NCCL's pick changes from one size to the next."""
    previous = None
    for r in rows:
        if r.pair != previous:
            ax.axvline(r.size_bytes, color="grey", linestyle=":", linewidth=0.8)
            ax.text(r.size_bytes, 0.02, f" {r.pair}", transform=ax.get_xaxis_transform(), rotation=90, fontsize=7,
                    va="bottom", ha="left", color="dimgrey")
            previous = r.pair


def expect_figure(path: str | os.PathLike[str] | None, expectation: Any = None, report: Any = None, ax: Any = None):
    """Draw the expected busbw (``expectation``) or a checked log over its expectation (``report``).

    Parameters
    ----------
    path : path-like, optional
        Save to this ``.png`` / ``.svg`` (``-``: SVG on stdout).
    expectation : ringcalc.cluster.expect.Expectation, optional
        The table to draw alone.
    report : ringcalc.cluster.check.CheckReport, optional
        A checked run: its measured busbw over the expected rows of its sizes, and the ratio panel.
    ax : matplotlib Axes, optional
        Draw the busbw panel here (the ratio panel needs a figure of its own).

    Returns
    -------
    matplotlib.figure.Figure
    """
    if report is not None:
        rows = [c.expected for c in report.rows]
        title = (f"{report.collective} busbw, measured ({os.path.basename(report.source)}) over expected: "
                 f"{report.placement}\n{report.verdict}")
    else:
        rows = list(expectation.rows)
        title = f"{expectation.collective} busbw to expect: {expectation.placement} ({expectation.requested})"
    sizes = np.array([r.size_bytes for r in rows], dtype=float)
    expected = np.array([r.busbw_bytes_per_s for r in rows]) / GB
    low = np.array([r.busbw_bytes_per_s_low for r in rows]) / GB
    high = np.array([r.busbw_bytes_per_s_high for r in rows]) / GB
    if report is not None and ax is None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        fig = Figure(figsize=(7.5, 6.4), layout="constrained")
        FigureCanvasAgg(fig)
        ax, ratio_ax = fig.subplots(2, 1, sharex=True, height_ratios=(2, 1))
    else:
        fig, ax = _figure(ax)
        ratio_ax = None
    keep = expected > 0
    ax.fill_between(sizes[keep], low[keep], high[keep], alpha=0.25, label="80% interval (priors + model error)")
    forced = all(r.chosen_by == "given" for r in rows)  # NCCL_ALGO and NCCL_PROTO; else NCCL's or its plugin's pick
    ax.plot(sizes[keep], expected[keep], label="expected (the forced pair)" if forced else "expected (the pair NCCL "
            "runs)", color="C0")
    if report is not None:
        measured = np.array([c.measured_busbw_bytes_per_s for c in report.rows]) / GB
        ok = measured > 0
        ax.plot(sizes[ok], measured[ok], "o-", ms=3, color="C3", label="measured")
    _pick_changes(ax, rows)
    ax.set_yscale("log")
    ax.set_ylabel("busbw (GB/s, log scale)")
    ax.legend(loc="upper left", fontsize=8)
    ax.set_title("\n".join(textwrap.fill(line, TITLE_WIDTH) for line in title.split("\n")), fontsize=9)
    _size_axis(ax, sizes)
    if ratio_ax is not None:
        expected_t = np.array([r.time_s for r in rows])
        ratio = np.array([c.ratio for c in report.rows])
        band_low = expected_t / np.array([r.time_s_high for r in rows])
        band_high = expected_t / np.array([r.time_s_low for r in rows])
        ratio_ax.fill_between(sizes, band_low, band_high, alpha=0.25, label="80% interval")
        ratio_ax.axhline(1.0, color="C0", linewidth=1)
        ratio_ax.plot(sizes, ratio, "o-", ms=3, color="C3", label="measured / expected")
        ratio_ax.set_yscale("log")
        ratio_ax.set_ylabel("measured / expected busbw")
        ratio_ax.legend(loc="upper left", fontsize=8)
        _size_axis(ratio_ax, sizes)
        ratio_ax.set_xlabel("message size (nccl-tests size, log scale)")
    else:
        ax.set_xlabel("message size (nccl-tests size, log scale)")
    return _finish(fig, path)
