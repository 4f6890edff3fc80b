"""A measured nccl-tests log beside the expected table of its own layout (``ringcalc check``).

The log's layout is its own: N from its ``#  Rank`` lines (or ``--ranks``), the
nodes from the hosts those lines name (or ``--nodes``, or N over the cluster's
GPUs per node). A log that runs fewer ranks per node than the cluster has GPUs
is costed as its ranks see the node: ``g`` GPUs and the NICs of their rails,
``R g / G`` (the rule of :mod:`ringcalc.cluster.groups`). Each measured size
is then set beside the expected row at that size (:mod:`ringcalc.cluster.expect`),
sorted into three bands (small: latency; medium: protocol switches; large:
bandwidth), and :mod:`ringcalc.cluster.diagnose` names what is off.

The measured time is the out-of-place one (the in-place one where the
out-of-place is missing); busbw is recomputed from it with nccl-tests' factor,
so a rounded printed value does not matter. A size where either placement
reports wrong values (``#wrong`` > 0, rccl-tests' asterisk, a NaN error) is a
correctness failure: its row says ``wrong results``, it is kept out of the bands
and the performance findings, and it leads the findings and the verdict (until
2026-11-30 it was a footnote's count, and a wrong out-of-place column silently
gave way to the in-place one's time).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ringcalc.cluster.gpu_family import clusters_of, log_family, refuse_unlike_gpu
from ringcalc.cluster.expect import at_size, expected_row, require_cluster, requested, table_notes
from ringcalc.cluster.check_rows import (  # noqa: F401 - BANDS and the rows: this module's answers
    BANDS, BandVerdict, CheckReport, Compared, Finding, LogLayout, band_of,
)
from ringcalc.errors import RingcalcError

if TYPE_CHECKING:
    from ringcalc.calibrate.nccl_records import Run
    from ringcalc.planning.scenario import Scenario

COLLECTIVE_OF_LOG = {"all_reduce": "all-reduce", "all_gather": "all-gather", "reduce_scatter": "reduce-scatter",
                     "broadcast": "broadcast", "reduce": "reduce", "alltoall": "all-to-all"}
"""nccl-tests' collective (the parser's name) -> ringcalc's."""


def log_collective(run: Run) -> str:
    """ringcalc's name of the log's collective (refused when the log does not say or ringcalc has no model)."""
    if run.collective is None:
        raise RingcalcError(f"{run.where}: the log does not say which collective ran: give --collective",
                            option="collective")
    if run.collective not in COLLECTIVE_OF_LOG:
        raise RingcalcError(f"{run.where}: {run.collective} has no cluster model (check reads "
                            f"{', '.join(COLLECTIVE_OF_LOG)})", option="collective")
    return COLLECTIVE_OF_LOG[run.collective]


def ratio_ranks(run: Run) -> str:
    """What the run's busbw/algbw says of N: ``busbw/algbw 1.875 is all_reduce's factor on 16 ranks``, or that it fits
    no N (empty when the log's bandwidths cannot say)."""
    from ringcalc.calibrate.nccl_runs import _ranks_from_ratio, _ratio_interval

    interval = _ratio_interval(run.rows)
    if interval is None or run.collective is None:
        return ""
    n = _ranks_from_ratio(run.collective, interval)
    ratio = f"busbw/algbw {(interval[0] + interval[1]) / 2:.4g}"
    return f"{ratio} is {run.collective}'s factor on {n} ranks" if n else f"{ratio} fits no rank count of {run.collective}"


def refuse_contradicting_ranks(run: Run, flag: str = "--ranks", option: str = "ranks") -> None:
    """Refuse a rank count given (``--ranks``) that the run's own busbw/algbw contradicts, as a contradicting
    ``--collective`` is refused (until 2026-11-30 ``check --ranks 12`` of a 16-rank log read 'as expected' on 12
    ranks, the mismatch in a footnote)."""
    if run.ranks_source != "given" or not any(w.startswith("busbw/algbw of the log does not match") for w in run.warnings):
        return
    said = ratio_ranks(run) or "busbw/algbw does not fit it"
    implied = said.rsplit(" on ", 1)[-1].split()[0] if " on " in said else None
    raise RingcalcError(f"{run.source}: {said}; {flag} {run.ranks} contradicts it: the ranks given may not be the "
                        f"ranks that ran; drop {flag}" + (f" or give {implied}" if implied else ""), option=option)


def log_layout(run: Run, gpus_per_node: int, nics_per_node: int, nodes: int | None = None,
               domain: bool = False) -> LogLayout:
    """The run's ranks, nodes and ranks per node, checked against a cluster of ``gpus_per_node`` GPUs.

    Raises
    ------
    RingcalcError
        No rank count; ``nodes`` (``--nodes``) contradicting the log's hosts;
        more ranks on a node than the cluster has GPUs.
    """
    if run.ranks is None:
        raise RingcalcError(f"{run.where}: the log does not say how many ranks ran: give --ranks", option="ranks")
    n = run.ranks
    if n < 2:
        raise RingcalcError(f"{run.where}: a log of one rank communicates nothing (nccl-tests times a local copy)",
                            option="ranks")
    if run.nodes is not None:
        if nodes is not None and nodes != run.nodes:
            raise RingcalcError(f"{run.where}: the log lists ranks on {run.nodes} hosts; --nodes {nodes} contradicts "
                                "it; drop --nodes", option="nodes")
        if nodes is not None:  # as fit refuses it (calibrate/logs.with_layout)
            raise RingcalcError(f"{run.where}: the log lists its ranks' hosts ({nodes} node(s)), so --nodes {nodes} "
                                "changes nothing; it is for logs without them: drop it", option="nodes")
        count, source = run.nodes, "the log's host lines"
    elif nodes is not None:
        if not 1 <= nodes <= n:
            raise RingcalcError(f"{run.where}: {nodes} nodes for {n} ranks", option="nodes")
        count, source = nodes, "--nodes"
    else:
        unit = "in its NVLink domain, one node to NCCL" if domain else "per node"
        count, source = -(-n // gpus_per_node), f"the cluster's {gpus_per_node} GPUs {unit} (the log names no hosts)"
    hosts = run.ranks_per_host if (run.nodes is not None and len(run.ranks_per_host) == count
                                   and sum(run.ranks_per_host) == n) else ()
    if hosts:  # the rank lines say how many ranks each host ran: the fullest host's count, a partial last one
        per_node = hosts[0]
    # without them: an even split when N allows one (srun / mpirun with so many tasks per node), else full nodes
    # of G and a partial last one when that gives the host count
    elif n % count == 0 or -(-n // gpus_per_node) != count:
        per_node = -(-n // count)
    else:
        per_node = gpus_per_node
    if per_node > gpus_per_node and source == "--nodes":  # the option given is the one to change (it named
        # --gpus-per-node, and '16 ranks on 1 nodes')
        raise RingcalcError(f"{run.where}: --nodes {count} puts {n} ranks on {count} node{'s' * (count > 1)}, "
                            f"{per_node} per node; the cluster has {gpus_per_node} GPUs per node: give --nodes "
                            f"{-(-n // gpus_per_node)} or more", option="nodes")
    if per_node > gpus_per_node:
        raise RingcalcError(f"{run.where}: the log runs {per_node} ranks per node ({n} ranks on {count} nodes, from "
                            f"{source}); the cluster has {gpus_per_node} GPUs per node: give --gpus-per-node "
                            f"{per_node} if its nodes have more", option="gpus-per-node")
    notes, nics = [], nics_per_node
    if hosts and sorted(hosts, reverse=True) != sorted(_fill(n, per_node), reverse=True):
        notes.append(f"the hosts ran {', '.join(map(str, hosts))} ranks: costed as full nodes of {per_node} and a "
                     f"partial last one ({', '.join(map(str, _fill(n, per_node)))}), the placement ringcalc models")
    if run.nodes is None and count > 1 and _fill(n, per_node) != _fill(n, min(n, gpus_per_node)):  # expect fills nodes
        notes.append(f"the log names no hosts: its {n} ranks on {count} nodes are read as an even split of {per_node} "
                     f"per node, as srun or mpirun place so many tasks per node; `ringcalc expect -n {n}` "
                     f"fills nodes of {min(n, gpus_per_node)} in turn ({', '.join(map(str, _fill(n, gpus_per_node)))})"
                     f"; `ringcalc expect -n {n} --gpus-per-node {per_node} --nics-per-node "
                     f"{-(-nics_per_node * per_node // gpus_per_node)}` is the table checked here")
    if count > 1 and per_node < gpus_per_node:
        nics = -(-nics_per_node * per_node // gpus_per_node)  # ceil(R g / G): the rails of g GPUs (spec, fabric)
        notes.append(f"the log runs {per_node} of each node's {gpus_per_node} GPUs: costed as nodes of {per_node} "
                     f"GPUs with the {nics} NIC{'s' * (nics > 1)} of their rails ({nics_per_node} x {per_node} / "
                     f"{gpus_per_node})")
    return LogLayout(n, count, per_node, source, gpus_per_node, nics, tuple(notes))


def _fill(n: int, per_node: int) -> list[int]:
    """Ranks per node when ``n`` ranks fill nodes of ``per_node`` in turn (the last one partial)."""
    return [min(per_node, n - i) for i in range(0, n, per_node)]


def layout_overrides(layout: LogLayout, cluster_gpus: int) -> dict[str, Any]:
    """Scenario options that cost the log's layout: N, and the ranks' share of a node when it is not all of it.

    A partial last node on nodes of the cluster's own size needs none: the cluster places it so (setting
    --gpus-per-node to a multi-node NVLink domain's size made it one node of 72 GPUs on one tray's 4 NICs, and
    ``check`` of ``expect --cluster gb200-nvl72 -n 100`` expected 5.2x its own figures)."""
    out: dict[str, Any] = {"workers": str(layout.ranks)}
    if layout.nodes > 1 and layout.ranks_per_node < layout.gpus_per_node:
        out.update(gpus_per_node=str(layout.ranks_per_node), nics_per_node=str(layout.nics_per_node))
    elif (layout.nodes > 1 and layout.ranks_per_node * layout.nodes != layout.ranks
          and layout.ranks_per_node != cluster_gpus):
        out["gpus_per_node"] = str(layout.ranks_per_node)  # a partial last node on nodes the log fills
    return out


WRONG = "wrong results"
"""The status of a compared size whose data check failed (:func:`wrong_values`)."""


def measured(row: Any) -> tuple[float, str] | None:
    """(time, placement) of a row: out-of-place, else in-place; None when neither has a time (wrong values or not:
    :func:`wrong_values` says whether the row may be read as a measurement)."""
    for placement in ("out-of-place", "in-place"):
        t = row.timing(placement)
        if t is not None and math.isfinite(t.time_s) and t.time_s > 0:
            return t.time_s, placement
    return None


def wrong_values(row: Any) -> dict[str, float | None]:
    """The placements of ``row`` whose data check failed -> their ``#wrong`` (None: flagged, or a NaN error)."""
    out: dict[str, float | None] = {}
    for placement in ("out-of-place", "in-place"):
        t = row.timing(placement)
        if t is not None and (t.flagged or (t.wrong or 0) > 0 or (t.delta is not None and not math.isfinite(t.delta))):
            out[placement] = t.wrong if (t.wrong or 0) > 0 else None
    return out


def healthy_band(s: Scenario, e: Any) -> tuple[float, float]:
    """The times a healthy system of the cluster's description gives at this size: the ends of the priors alone
    (:data:`ringcalc.cluster.values.PRIOR_SLOW_END`), without the model's own error that the expected row's interval
    carries (that error was measured on systems that include faulty ones; ``check`` asks whether this one is)."""
    from ringcalc.cluster.values import PRIOR_FAST_END, PRIOR_SLOW_END
    from ringcalc.planning.solver.common import model_value

    if s.workers <= 1 or not s.has_prior_spread:
        return e.time_s_low, e.time_s_high
    return (model_value(s, "time", **s.symbol_values(end=PRIOR_FAST_END)),
            model_value(s, "time", **s.symbol_values(end=PRIOR_SLOW_END)))


def compare(run: Run, base: Scenario) -> tuple[list[Compared], int]:
    """Every timed row of ``run`` beside ``base`` at its size (those with wrong values as :data:`WRONG`); and how
    many rows were left out."""
    rows, left_out = [], 0
    for row in run.rows:
        m = measured(row)
        if row.size_bytes <= 0 or m is None:
            left_out += 1
            continue
        t, placement = m
        s = at_size(base, row.size_bytes)
        e = expected_row(s, row.size_bytes, row.count)
        bus = e.busbw_bytes_per_s * e.time_s / t if e.time_s > 0 else 0.0
        low, high = healthy_band(s, e)
        status = "as expected" if low <= t <= high else ("slower" if t > high else "faster")
        status = WRONG if wrong_values(row) else status
        rows.append(Compared(row.size_bytes, band_of(row.size_bytes), row.line, placement, t, bus, e,
                             e.time_s / t, status, low, high))
    return rows, left_out


def band_verdicts(rows: list[Compared]) -> list[BandVerdict]:
    """One verdict per band with rows: as expected unless most of its sizes are off the same way."""
    out = []
    for name, _, _ in BANDS:
        inside = [r for r in rows if r.band == name]
        if not inside:
            continue
        slower = sum(r.status == "slower" for r in inside)
        faster = sum(r.status == "faster" for r in inside)
        median = statistics.median(r.ratio for r in inside)
        if 2 * slower > len(inside):
            verdict = f"slower than expected (median {median:.2f} of the expected busbw)"
        elif 2 * faster > len(inside):
            verdict = f"faster than expected (median {median:.2f} of the expected busbw)"
        else:
            verdict = "as expected"
        out.append(BandVerdict(name, len(inside), len(inside) - slower - faster, slower, faster, median, verdict))
    return out


STATES = {"nic": {("large", "slower"), ("medium", "slower")}, "scale-up": {("large", "slower"), ("medium", "slower")},
          "tcp-fallback": {("large", "slower"), ("medium", "slower"), ("small", "slower")},
          "latency": {("small", "slower")}, "medium": {("medium", "slower")}, "faster": {("large", "faster")},
          "above-ring": {("large", "faster")}, "tree": {("large", "faster")}}
"""The (band, direction) a problem finding's headline already states (a NIC shortfall is the medium sizes' too:
:func:`ringcalc.cluster.diagnose._medium` names those only where they are clearly worse)."""

EXPLAINS = {"ramp": ("large", "slower"), "medium": ("medium", "slower"), "latency": ("small", "slower"),
            "tree": ("large", "faster")}
"""Findings that, when not a problem, explain a band outside the healthy range: (band, direction)."""


def _cause(f: Finding) -> str:
    """Why a band is outside its healthy range without a fault, in the verdict's words."""
    if f.kind == "ramp":
        return "NCCL reaches its plateau later than the model does; the largest size is as expected"
    if f.kind == "medium":
        return "within NCCL's ramp, which the model does not cost"
    if f.kind == "latency":
        return "the transport's own fixed cost per call"
    return "NCCL's tree, as its own model picks"


def overall_verdict(bands: list[BandVerdict], findings: list[Finding]) -> str:
    """The headline verdict, never plainer than the band table: ``as expected`` only where no finding is a problem
    and every band is as expected; a band slower or faster than expected is said with its count, and why where a
    finding that is no problem explains it (before, a p5 log with 6 of 9 large sizes slower than the healthy range
    read 'as expected' above a band table saying 'slower than expected')."""
    if findings and findings[0].kind == "wrong-results":  # a correctness failure first: its times measure nothing
        rest = overall_verdict(bands, findings[1:])
        rest = "" if rest == "as expected" else f"; the timings, read anyway: {rest.removeprefix('not as expected: ')}"
        return f"not as expected: {findings[0].headline}{rest}"
    problems = [f.headline for f in findings if f.problem]
    stated = {pair for f in findings if f.problem for pair in STATES.get(f.kind, ())}
    explained = {EXPLAINS[f.kind]: f for f in findings if not f.problem and f.kind in EXPLAINS}
    said, unexplained = [], False
    for b in bands:
        if b.verdict == "as expected":
            continue
        way = "slower" if b.verdict.startswith("slower") else "faster"
        if (b.band, way) in stated:
            continue
        count = b.slower if way == "slower" else b.faster
        why = explained.get((b.band, way))
        unexplained |= why is None
        said.append(f"{count} of {b.sizes} sizes in the {b.band} band {'is' if count == 1 else 'are'} {way} than expected"
                    + (f" ({_cause(why)})" if why is not None else ""))
    if not problems and not said:
        return "as expected"
    if not problems and not unexplained:
        return "no fault found, but " + "; ".join(said)
    return "not as expected: " + "; ".join([*problems, *said])


NETS = ("NET/IB", "NET/OFI", "NET/GDR", "NET/GPUDirectTCPX")
"""NCCL's network transports other than its TCP sockets (and FastSocket's), as its WARN lines name them (NET/IB : ...)."""


def _sizes(sizes: list[int]) -> str:
    from ringcalc.units import format_size_exact

    return ", ".join(format_size_exact(n) for n in sizes[:6]) + (f" and {len(sizes) - 6} more" if len(sizes) > 6 else "")


def wrong_finding(run: Run, warns: list[tuple[int, str]]) -> Finding | None:
    """The run returned wrong results: sizes whose ``#wrong`` > 0 (or flagged), or nccl-tests' ``Out of bounds
    values : N FAILED``, with the log's NCCL WARN lines; None when its data check passed or did not run."""
    bad = [(row, wrong_values(row)) for row in run.rows if row.size_bytes > 0 and wrong_values(row)]
    failed = [w for w in run.warnings if "out-of-bounds values (FAILED)" in w]
    if not bad and not failed:
        return None
    sizes = [row.size_bytes for row, _ in bad]
    counts = [int(max((v or 0 for v in w.values()), default=0)) or None for _, w in bad]  # None: flagged, no count
    parts = []
    if bad:
        each = ", ".join(f"{int(c)} at {_sizes([n])}" if c else f"flagged at {_sizes([n])}"
                         for n, c in zip(sizes[:6], counts[:6]))
        places = sorted({p for _, w in bad for p in w}, reverse=True)
        parts.append(f"#wrong {each}{' and more' if len(sizes) > 6 else ''} ({' and '.join(places)}; line"
                     f"{'s' * (len(bad) > 1)} {', '.join(str(row.line) for row, _ in bad[:6])})")
    parts += [w.split(": its data check")[0] for w in failed]
    if warns:
        parts.append("the log's " + "; ".join(f"{w!r} (line {n})" for n, w in warns[:3])
                     + (f" and {len(warns) - 3} more NCCL WARN lines" if len(warns) > 3 else ""))
    where = f" at {_sizes(sizes)}" if sizes else ""
    return Finding("wrong-results", band_of(sizes[0]) if sizes else "large",
                   f"the run returned wrong results{where} (a correctness failure)",
                   f"the run returned wrong results{where}: {'; '.join(parts)}: a correctness failure, so its "
                   "timings are not a performance measurement to plan from; find the fault (the NCCL WARN lines, "
                   "NCCL_DEBUG=INFO: a NIC port or link, GPUDirect RDMA, GPU memory errors) and measure again",
                   {"sizes_bytes": sizes, "wrong": counts, "lines": [row.line for row, _ in bad],
                    "out_of_bounds": failed, "nccl_warnings": [w for _, w in warns]})


def _ring_beside(f: Finding, base: Scenario) -> Finding:
    """A NIC shortfall read against NCCL's tree, which the log does not show it ran (no NCCL_ALGO on its command
    line): the ring's expected busbw beside it, since the run may have been a ring (issue290's forced-ring log read
    'about 1/8' against the tree's 497.9 GB/s; against the ring's 344.3 GB/s it is about a quarter)."""
    from dataclasses import replace

    from ringcalc.cluster.diagnose import TREE_LIKE, gbs

    if base.algorithm != "auto" or base.placement.nodes < 2 or base.resolved is None:
        return f
    sizes = f.values.get("sizes_bytes") or []
    picks = {getattr(at_size(base, n).resolved, "algorithm", None) for n in sizes}
    if not sizes or not picks <= set(TREE_LIKE):
        return f
    try:
        ring = base.replace(algorithm="ring")
        expected = statistics.median(at_size(ring, n).time().busbw_bytes_per_s for n in sizes)
    except RingcalcError:
        return f
    measured = f.values["measured_busbw_bytes_per_s"]
    return replace(f, message=f"{f.message}; the log does not say that NCCL ran its tree (no NCCL_ALGO): were it a "
                   f"ring, the ring's expected busbw is {gbs(expected)}, {measured / expected:.2f} of it (ringcalc check "
                   "--algorithm ring reads it so)", values={**f.values, "ring_busbw_bytes_per_s": expected})


def check_run(run: Run, index: int, scenario: Callable[..., Scenario], nodes: int | None = None,
              forced: dict[str, str] | None = None, warns: list[tuple[int, str]] | None = None) -> CheckReport:
    """The report of one run; ``scenario(**overrides)`` builds the user's scenario with the log's layout over it;
    ``forced``: the algorithm and protocol the log's command line forces (NCCL_ALGO, NCCL_PROTO), as overrides;
    ``warns``: the run's ``NCCL WARN`` lines, ``(line, text)`` (:func:`ringcalc.cli.expect.nccl_warnings`).

    Raises
    ------
    RingcalcError
        A log without usable rows, a layout the cluster cannot hold, an
        algorithm NCCL cannot run on this layout.
    """
    from ringcalc.cluster.diagnose import diagnose

    collective = log_collective(run)
    refuse_contradicting_ranks(run)
    sizes = [r.size_bytes for r in run.rows if r.size_bytes > 0]
    if not sizes:
        raise RingcalcError(f"{run.where}: no row with a size above 0 to compare")
    forced = dict(forced or {})
    probe = scenario(collective=collective, workers=str(run.ranks or 2), size=float(sizes[0]), **forced)
    logged = log_family(run.devices)
    require_cluster(probe, clusters_of(logged) if logged else None)
    c = probe.cluster_spec
    refuse_unlike_gpu(run.devices, c.gpu, run.where)
    layout = log_layout(run, c.gpus_per_node, c.nics_per_node, nodes, domain=bool(c.node_gpus))
    base = scenario(collective=collective, size=float(sizes[0]), **layout_overrides(layout, c.gpus_per_node), **forced)
    rows, left_out = compare(run, base)
    if not rows:
        raise RingcalcError(f"{run.where}: no row has a usable time (every one is missing)")
    timed = [r for r in rows if r.status != WRONG]  # a wrong result's time measures no healthy collective
    bands = band_verdicts(timed)
    wrong = wrong_finding(run, list(warns or ()))
    nets = tuple(n for n in NETS if any(n + " " in w or n + ":" in w for _, w in warns or ()))
    findings = [*([wrong] if wrong else []), *(diagnose(timed, bands, base, layout, nets) if timed else [])]
    findings = [_ring_beside(f, base) if f.kind == "nic" else f for f in findings]
    verdict = overall_verdict(bands, findings)
    rails = (f"of a node's {layout.nics_per_node} NICs", f"of the {layout.nics_per_node} NICs of a node's "
             f"{layout.ranks_per_node} GPUs' rails (a node has {c.nics_per_node})")  # the costed node is the ranks'
    notes = [*(n.replace(*rails) for n in base.cluster_notes()[:1]), *layout.notes]
    if forced:
        notes.append("the log's command line forces " + ", ".join(
            f"NCCL_{'ALGO' if k == 'algorithm' else 'PROTO'} ({v})" for k, v in forced.items())
            + ": the expected column runs it, as the run did (--algorithm / --protocol override it)")
    notes += [f"the log: {w}: its NCCL INFO nranks may not be the ranks that ran (busbw here is recomputed over "
              f"{layout.ranks})" if w.startswith("busbw/algbw") else f"the log: {w}" for w in run.warnings]
    if left_out:
        notes.append(f"{left_out} row(s) left out: size 0, or no time")
    notes.append("busbw is recomputed from each measured time with nccl-tests' factor; the expected row is "
                 "`ringcalc expect` at that size (NCCL's pick unless --algorithm/--protocol force one)")
    notes += table_notes(base)
    return CheckReport(run.source, index, collective, layout, c.describe(),
                       base.placement.describe(base.cluster_spec).replace(*rails),
                       requested(base), tuple(rows), tuple(bands), tuple(findings), verdict, tuple(notes))


def log_forces(run: Run, algorithm: str | None, protocol: str | None) -> dict[str, str]:
    """The one algorithm and protocol the log's command line forces (NCCL_ALGO=Ring, NCCL_PROTO=Simple), as ``fit``
    reads them, where ``algorithm`` / ``protocol`` (the options given) do not say otherwise: the expected column is
    then what the run could run, not NCCL's free pick (``check`` and ``plot expect`` alike)."""
    from ringcalc.calibrate.cluster_calibration import forced_pairs

    algos, protos = forced_pairs(run)
    out = {}
    if algos is not None and len(algos) == 1 and algorithm is None:
        out["algorithm"] = algos[0]
    if protos is not None and len(protos) == 1 and protocol is None:
        out["protocol"] = protos[0]
    return out
