"""What a measured nccl-tests log says against its expected table: one finding per thing that is off.

:func:`diagnose` reads the compared rows of :mod:`ringcalc.cluster.check` and
names, with its numbers:

* **above the ring bound** (two nodes or more, >= 64 MiB): busbw above what a
  ring can carry over the NICs at line rate, R x rate. Only a tree (or NVLS
  tree, or in-network reduction) gets there (NVIDIA/nccl-tests#196, sjeaugey:
  "on two nodes, NCCL uses the tree (or nvlstree) algorithm which can indeed go
  beyond the network bottleneck"); such a figure does not carry to more nodes.
* **the bandwidth band** (>= 64 MiB, slower than the interval, the largest size
  too): the fraction of the expected link bandwidth that reproduces the measured
  times on the log's plateau (:func:`plateau`). Where the largest size is as
  expected, the slower sizes below it are NCCL's ramp ending late (**ramp**, not
  a problem). The cost
  model is re-evaluated with the achieved fraction of the link that sets the
  time (the NICs across nodes; the scale-up link and NVLS on one node) scaled
  by a factor, solved so that the model's time equals the measured one. About
  half, a third, a quarter have physical readings (a NIC unused, a NIC behind
  the CPU's PCIe root, k of R rails in use); far below is not the RDMA path.
* **a TCP fallback**: small messages several times slower and large ones a
  tenth or less of the expected busbw (the CSCS example: the Slingshot CXI
  hook disabled, 5.4 GB/s at 128 MiB against 122.6 GB/s with it).
* **small messages slower** than the interval (< 64 KiB): a fixed cost per call.
* **faster than expected** at large sizes without passing the ring bound.
* **a dip**: busbw falling by 40% or more from one size to the next where the
  expected busbw rises.
* **the two-node tree**: NCCL's own model picks a tree for the large sizes of a
  two-node run, so even a good figure is not a ring's.
* **as expected**: each band whose sizes sit inside the healthy range (the priors' ends, the table's "healthy"
  column; ``ringcalc expect``'s 80% interval adds the model's own error).
"""

from __future__ import annotations

import math
import statistics
from typing import TYPE_CHECKING, Any

from ringcalc import units
from ringcalc.cluster.check_rows import BandVerdict, Compared, Finding, LogLayout

if TYPE_CHECKING:
    from ringcalc.planning.scenario import Scenario

TREE_LIKE = ("double-binary-tree", "nvls-tree", "nvls", "collnet-direct", "collnet-chain")
"""NCCL algorithms whose busbw is not bounded by a ring's R x line rate at two nodes."""

Z80 = 1.2815515655446004  # the 90% quantile of the normal: a central 80% band
TCP_FAR = 0.1
"""Large messages below this fraction of the expected busbw are not on the RDMA path."""
TCP_SMALL_SLOWER = 5.0
TCP_WITH_SLOW_SMALL = 0.2
"""... nor are those below this fraction when small messages are this many times slower as well."""
TRANSPORT_FIXED_COST = ("efa", "tcpxo", "tcp")
"""Transports whose per-call cost is above NCCL's InfiniBand constants by design (EFA's aws-ofi-nccl and SRD,
TCPXO's receive-datapath manager, kernel sockets): slow small messages there are said, not called a fault."""
MEDIUM_WORSE = 0.75
"""Medium sizes are named on their own when their median ratio is below this fraction of the large sizes'."""
DIP = 0.6
"""A measured busbw below this fraction of the previous size's, where the expected busbw rises, is a dip."""

BAND_TEXT = {"small": "small messages (< 64 KiB)", "medium": "medium messages (64 KiB - 64 MiB)",
             "large": "large messages (>= 64 MiB)"}


def gbs(bytes_per_s: float) -> str:
    """``93.13 GB/s``: nccl-tests' unit (1e9 B/s)."""
    return f"{bytes_per_s / 1e9:.4g} GB/s"


def size_text(n: float) -> str:
    return units.format_size(n).split(" (")[-1].rstrip(")") if n >= 2**20 else units.format_size(n)


RAILS_TOLERANCE = 0.15
"""A NIC shortfall is read as k of a node's R rails carrying the traffic only where k / R is within this share of
the implied factor."""


def fraction_words(r: float) -> str:
    """``about half``, ``about a third``, ``about a quarter``, ``about 1/7`` or ``far below (0.06)`` of what was
    expected; ``25% below`` from 0.6 on."""
    if r >= 0.6:
        return f"{100 * (1 - r):.0f}% below"
    if r >= 0.4:
        return "about half"
    if r >= 0.29:
        return "about a third"
    if r >= 0.2:
        return "about a quarter"
    if r >= TCP_FAR:
        return f"about 1/{round(1 / r)}"
    return f"far below ({r:.2f})"


def of_expected(r: float, what: str, inline: bool = False) -> str:
    """``about a quarter of the expected NIC bandwidth``; from 0.6 on ``NIC bandwidth 25% below the expected``
    (``inline``: ``75% of the expected NIC bandwidth``)."""
    if r >= 0.6:
        return f"{100 * r:.0f}% of the expected {what}" if inline else f"{what} {fraction_words(r)} the expected"
    return f"{fraction_words(r)} of the expected {what}" if r >= TCP_FAR else f"{r:.2f} of the expected {what}"


def implied_factor(s: Scenario, time_s: float, names: tuple[str, ...]) -> float | None:
    """The factor on the achieved fractions ``names`` (``eta_net``, ...) that makes the model's time ``time_s``.

    ``inf`` when even every link at its line rate is slower than the measurement;
    None when no bandwidth explains it (the time is latency at any rate).
    """
    from ringcalc.planning.solver.common import model_value

    values = s.symbol_values()
    base = {n: float(values[n]) for n in names}
    top = 1.0 / max(base.values())  # every fraction at 1: the line rate

    def time_at(phi: float) -> float:
        return model_value(s, "time", **{n: b * phi for n, b in base.items()})

    if time_at(top) > time_s:
        return math.inf
    low, high = 1e-4, top
    if time_at(low) < time_s:
        return None
    for _ in range(60):
        mid = math.sqrt(low * high)
        low, high = (mid, high) if time_at(mid) > time_s else (low, mid)
    return math.sqrt(low * high)


def _link(base: Scenario, pair: str | None = None) -> tuple[tuple[str, ...], str, float, Any]:
    """(symbols, name, line rate, prior) of the link read for large messages that are slower on this layout: the
    NICs across nodes, else the scale-up link, whose prior is NVLS's where the expected ``pair`` is NVLS (one
    node's nvls/Simple runs at eta_nvls, 0.57-0.62, not the ring's 0.74-0.83)."""
    c, p = base.cluster_spec, base.placement
    if p.nodes > 1:
        return ("eta_net",), "NIC", c.nic_bandwidth_bytes_per_s, c.net_efficiency
    prior = c.nvls_efficiency if pair is not None and pair.split("/")[0] in ("nvls", "nvls-tree") else \
        c.scale_up_efficiency
    return ("eta_up", "eta_nvls"), "scale-up", c.scale_up_bandwidth_bytes_per_s, prior


def _scale_up_binds(s: Scenario) -> bool:
    """Whether the scale-up link, not the NICs, sets the scenario's bandwidth term (the one whose removal saves
    more, as the time's note says: :func:`ringcalc.cluster.notes.link_savings`)."""
    from ringcalc.cluster.notes import link_savings

    saved = link_savings(s)
    return saved is not None and saved[0] - saved[2] > saved[0] - saved[1]


def diagnose(rows: list[Compared], bands: list[BandVerdict], base: Scenario, layout: LogLayout,
             nets: tuple[str, ...] = ()) -> list[Finding]:
    """The findings of one compared run, the most telling first (see the module); ``nets``: the RDMA transports
    the log's NCCL lines name (``NET/IB``), which rule the TCP fallback out."""
    from ringcalc.cluster.expect import at_size

    by_band = {b.band: b for b in bands}
    large = [r for r in rows if r.band == "large"]
    small = [r for r in rows if r.band == "small"]
    c, p = base.cluster_spec, base.placement
    forced = base.algorithm != "auto"
    out: list[Finding] = []

    above = _above_ring(large, base, forced) if p.nodes > 1 else None
    if above:
        out.append(above)
    factor, ramp = None, None
    if large and by_band["large"].verdict.startswith("slower"):
        top = plateau(rows, large)
        biggest = [r for r in large if r.size_bytes == max(q.size_bytes for q in large)]
        if 2 * sum(r.status != "slower" for r in biggest) > len(biggest):
            ramp = _ramp(top, large, base)  # the largest size is healthy: the sizes below it are still ramping
        else:
            found = [implied_factor(at_size(base, r.size_bytes), r.measured_time_s, _link(base)[0]) for r in top]
            finite = [f for f in found if f is not None and math.isfinite(f)]
            factor = statistics.median(finite) if finite else None
    small_slower = statistics.median(r.measured_time_s / r.expected.time_s for r in small) if small else None
    tcp = p.nodes > 1 and factor is not None and not nets and (
        factor < TCP_FAR or (factor < TCP_WITH_SLOW_SMALL and (small_slower or 0) >= TCP_SMALL_SLOWER))
    if tcp:
        out.append(_tcp_fallback(factor, small_slower, large, c))
    elif factor is not None:
        out.append(_bandwidth_band(factor, plateau(rows, large), base))
    if ramp is not None:
        out.append(ramp)
    if large and by_band["large"].verdict.startswith("faster") and not (above and above.problem):
        out.append(_faster(by_band["large"], large, base))
    if small and by_band["small"].verdict.startswith("slower") and not tcp:
        out.append(_latency(small, by_band["small"], c))
    medium = _medium(by_band, rows)
    if medium:
        out.append(medium)
    dip = _dip(rows)
    if dip:
        out.append(dip)
    if p.nodes == 2 and not forced and not above and large and large[-1].expected.algorithm in TREE_LIKE:
        pair = large[-1].expected.pair
        out.append(Finding("note", "large", f"two nodes run NCCL's {pair}",
                           f"at 2 nodes NCCL's own model picks {pair} for the large sizes: a tree's busbw at two nodes "
                           "is not a ring's (each byte crosses the NICs once, not 2(N-1)/N times), so do not plan more "
                           "nodes from this figure; NCCL_ALGO=Ring measures the ring (ringcalc check --algorithm ring)",
                           {"pair": pair}, problem=False))
    for b in bands:
        if b.verdict == "as expected":
            out.append(Finding("as-expected", b.band, f"{b.band}: as expected",
                               f"{BAND_TEXT[b.band]}: as expected ({b.within} of {b.sizes} sizes inside the healthy "
                               f"range; median {b.median_ratio:.2f} of the expected busbw)",
                               {"within": b.within, "sizes": b.sizes, "median_ratio": b.median_ratio}, problem=False))
    return out


def _above_ring(large: list[Compared], base: Scenario, forced: bool) -> Finding | None:
    """busbw above R x line rate at >= 64 MiB: NCCL's tree, or a cluster with more NIC bandwidth than described."""
    c, p = base.cluster_spec, base.placement
    bound = p.nics_used * c.nic_bandwidth_bytes_per_s
    if not large or not math.isfinite(bound):
        return None
    top = max(large, key=lambda r: r.measured_busbw_bytes_per_s)
    if top.measured_busbw_bytes_per_s <= bound:
        return None
    rate = units.format_bits(c.nic_bandwidth_bytes_per_s)
    where = (f"busbw at {p.nodes} nodes ({gbs(top.measured_busbw_bytes_per_s)} at {size_text(top.size_bytes)}) is "
             f"above what a ring can carry over {p.nics_used} x {rate} ({gbs(bound)} at line rate)")
    values = {"busbw_bytes_per_s": top.measured_busbw_bytes_per_s, "size_bytes": top.size_bytes,
              "ring_bound_bytes_per_s": bound}
    if forced and base.resolved is not None and base.resolved.algorithm in ("ring", "flat-ring"):
        return Finding("above-ring", "large", "busbw above the ring bound of the stated NICs",
                       f"{where}, yet the run is said to be a ring: the nodes have more or faster NICs than the "
                       "cluster states (--nics-per-node, --bandwidth), or NCCL_ALGO did not reach every rank", values)
    foreseen = top.expected.algorithm in TREE_LIKE
    return Finding("tree", "large", "busbw above the ring bound: NCCL ran its tree",
                   f"{where}: NCCL ran its tree (or NVLS tree){', as its model picks here' if foreseen else ''}; "
                   "do not plan more nodes from this figure", values, problem=not foreseen)


def plateau(rows: list[Compared], large: list[Compared]) -> list[Compared]:
    """The large rows on the log's bandwidth plateau, where the bandwidth is read (as the fit reads it,
    :mod:`ringcalc.calibrate.model_error`): local slope d log t / d log K within ``1 - SLOPE_LINEAR`` of 1 (above
    it the time rises faster than the bytes: a dip, or a ramp still to come); without any,
    the largest size (the nearest the log comes to its plateau). Below the plateau NCCL is still in its ramp, which
    no link's bandwidth explains: read there, a healthy p5 (487 GB/s at 16 GiB) was "NIC bandwidth 30% below"."""
    import numpy as np

    from ringcalc.calibrate.model_error import SLOPE_LINEAR, local_slopes

    slopes = local_slopes(np.array([r.size_bytes for r in rows], float), np.array([r.measured_time_s for r in rows]))
    on = {id(r) for r, m in zip(rows, slopes) if math.isfinite(m) and abs(m - 1) <= 1 - SLOPE_LINEAR}  # not a rise
    top = [r for r in large if id(r) in on]
    biggest = max(r.size_bytes for r in large)
    return top or [r for r in large if r.size_bytes == biggest]


def _ramp(top: list[Compared], large: list[Compared], base: Scenario) -> Finding:
    """Large sizes slower than expected below a largest size that is as expected: NCCL's ramp ends later here.

    The figures are the largest size's own (what the sentence claims), and every slower large size is counted (the
    plateau's median once stood in for the largest size, and slower sizes on the plateau went uncounted)."""
    biggest = max(r.size_bytes for r in large)
    last = [r for r in large if r.size_bytes == biggest]
    measured = statistics.median(r.measured_busbw_bytes_per_s for r in last)
    expected = statistics.median(r.expected.busbw_bytes_per_s for r in last)
    below = sorted({r.size_bytes for r in large if r.status == "slower" and r.size_bytes < biggest})
    span = (f"{size_text(below[0])}" if len(below) == 1 else f"{size_text(below[0])} to {size_text(below[-1])}") \
        if below else ""
    return Finding(
        "ramp", "large", "large sizes reach the plateau later than expected",
        f"the largest size, {size_text(biggest)}, is as expected ({gbs(measured)} busbw against {gbs(expected)}); "
        f"below it {len(below)} large size{'s' * (len(below) != 1)} ({span}) {'are' if len(below) != 1 else 'is'} "
        "slower than expected: NCCL's ramp (fewer channels and smaller chunks than at its plateau) lasts longer on "
        "this system than the model's latency + bytes/bandwidth; plan large gradients on the largest size's figure, "
        "buckets of these sizes on the measured one",
        {"largest_busbw_bytes_per_s": measured, "expected_busbw_bytes_per_s": expected,
         "slower_sizes_bytes": below}, problem=False)


def _bandwidth_band(factor: float, large: list[Compared], base: Scenario) -> Finding:
    """Large messages slower than the interval: the link's implied fraction of what was expected, read physically."""
    names, link, rate, prior = _link(base, large[-1].expected.pair if large else None)
    p = base.placement
    achieved = factor * prior.typical
    measured = statistics.median(r.measured_busbw_bytes_per_s for r in large)
    expected = statistics.median(r.expected.busbw_bytes_per_s for r in large)
    # the fraction said is the link's, beside the link's own figures; busbw (which also counts what the link does not
    # set) with its own ratio (before, 'about 1/8 of the expected NIC bandwidth (89.9 GB/s against 497.9 GB/s)': 0.18)
    fit = (f"large messages reach {of_expected(factor, link + ' bandwidth', inline=True)}: the times fit {link}s "
           f"achieving {achieved:.2f} of their {units.format_bits(rate)} line rate against the {prior.typical:.2f} "
           f"expected (prior {prior.low:.2f}-{prior.high:.2f}); busbw, which also counts what the {link}s do not set, "
           f"{gbs(measured)} against {gbs(expected)} of {large[-1].expected.pair} ({measured / expected:.2f} of it, "
           f"median over {len(large)} sizes)")
    values = {"factor": factor, "achieved_fraction": achieved, "measured_busbw_bytes_per_s": measured,
              "expected_busbw_bytes_per_s": expected, "busbw_ratio": measured / expected,
              "sizes_bytes": [r.size_bytes for r in large]}
    if link == "scale-up":
        kind = base.cluster_spec.scale_up_kind
        links = {"nvlink": "NVLink down or P2P disabled (traffic over PCIe or host memory), a GPU shared with another "
                           "job, or fewer NVLinks than described",
                 "xgmi": "an xGMI (Infinity Fabric) link down or P2P disabled (traffic over PCIe or host memory), a "
                         "GPU shared with another job, or fewer xGMI links than described",
                 "pcie": "P2P disabled (traffic through host memory; NCCL_P2P_DISABLE, ACS or IOMMU), GPUs behind "
                         "different CPU sockets, a narrower PCIe link than described, or a GPU shared with another "
                         "job",
                 "pcie-nop2p": "a narrower PCIe link or slower host memory path than described, GPUs behind "
                               "different CPU sockets, or a GPU shared with another job"}
        why = f"the scale-up link is not what the cluster says: {links.get(kind, links['nvlink'])}"
        if factor >= 0.6:
            why = "somewhat below the scale-up prior: clocks, a busy GPU, or fewer channels (NCCL_MIN_NCHANNELS)"
        return Finding("scale-up", "large", f"{of_expected(factor, 'scale-up bandwidth')} on one node",
                       f"{fit}; {why}", values)
    k = round(factor * p.nics_used)
    # only where k of the rails is what the factor says (0.31 of 8 rails is neither 2 nor 3 of them: 'about a
    # third' beside 'as if 2 of the 8' contradicted itself)
    rails = (f"; as if {k} of the {p.nics_used} NICs each node uses carried the traffic"
             if 1 <= k < p.nics_used and factor < 0.6 and abs(k / p.nics_used - factor) <= RAILS_TOLERANCE * factor
             else "")
    if factor >= 0.6:
        why = ("below the prior, not a lost NIC: congestion from other jobs, adaptive routing off, an "
               "oversubscribed tier (--oversubscription), or links at a lower speed")
    elif factor >= 0.4:
        why = ("a NIC unused, or behind the CPU's PCIe root (GPU and NIC not under one PCIe switch, so GPUDirect "
               "RDMA crosses the CPU: NVIDIA/nccl#412 measured 16 of 24 GB/s that way)")
    else:
        why = (f"NICs left out (NCCL_IB_HCA, a port down, a rail unplugged), links trained below "
               f"{units.format_bits(rate)}, or GPUDirect RDMA off (every message staged through host memory)")
    return Finding("nic", "large", of_expected(factor, "NIC bandwidth"), f"{fit}{rails}; {why}", values)


def _tcp_fallback(factor: float, small_slower: float | None, large: list[Compared], c) -> Finding:
    slower = f"small messages {small_slower:.0f}x slower than expected and " if small_slower else ""
    measured = statistics.median(r.measured_busbw_bytes_per_s for r in large)
    return Finding(
        "tcp-fallback", "large", "not on the RDMA NICs: a TCP fallback (a missing network plugin)",
        f"{slower}large messages at {factor:.2f} of the expected busbw ({gbs(measured)}): NCCL is on its socket "
        f"(TCP) transport, not the {c.transport} NICs; a missing or broken network plugin (the CXI hook on "
        "Slingshot, aws-ofi-nccl on EFA, the TCPXO plugin) or IB disabled; NCCL_DEBUG=INFO names the transport "
        "(NET/Socket instead of NET/IB or NET/OFI)",
        {"factor": factor, "small_time_ratio": small_slower, "measured_busbw_bytes_per_s": measured})


def _faster(band: BandVerdict, large: list[Compared], base: Scenario) -> Finding:
    from ringcalc.cluster.expect import at_size

    p, c = base.placement, base.cluster_spec
    library = "RCCL" if c.scale_up_kind == "xgmi" else "NCCL"
    pair = large[-1].expected.pair
    # another algorithm is a cause only where the log let the library choose, and NVLS only where it was not the pick
    forced = base.algorithm != "auto"
    other = "" if forced else f", or {library} ran another algorithm than its model picks here"
    nvls = ("" if forced or pair.split("/")[0] in ("nvls", "nvls-tree") else
            ", or NCCL ran NVLS where its model picks another algorithm")
    if p.nodes > 1 and not _scale_up_binds(at_size(base, large[-1].size_bytes)):
        domain = ", the NVLink domain spans nodes (multi-node NVLink)" if c.scale_up_kind == "nvlink" else ""
        what = f"the nodes have more or faster NICs than the cluster states (--nics-per-node, --bandwidth){domain}{other}"
    else:  # the scale-up link sets the expected time here (one node, or a scale-up-bound layout across nodes)
        what = ("the scale-up link is faster than the cluster states (--intra-bandwidth, --intra-efficiency)"
                + (nvls if c.scale_up_kind == "nvlink" else other))
    return Finding("faster", "large", "faster than expected at large sizes",
                   f"large messages are faster than expected (median {band.median_ratio:.2f} of the expected busbw, "
                   f"{band.faster} of {band.sizes} sizes above the healthy range of {pair}): {what}",
                   {"median_ratio": band.median_ratio})


def _latency(small: list[Compared], band: BandVerdict, c) -> Finding:
    """Small messages slower than the healthy band: a fixed cost per call, read by transport. The size quoted is the
    one furthest above the band its status was judged on (before, the first size with the expected row's wider
    interval: Lambda's 8 B at 62 us 'against 25 us expected (14-71 us)', inside what it quoted)."""
    first = max(small, key=lambda r: r.measured_time_s / r.healthy_time_s_high)
    e = first.expected
    extra = statistics.median(r.measured_time_s - r.expected.time_s for r in small)
    causes = {
        "efa": "EFA's fixed cost per call (aws-ofi-nccl and libfabric over SRD) is above NCCL's InfiniBand constants"
               if c.net_latency_s is None else
               f"EFA's cost per call is above the {units.format_time(c.net_latency_s)} per network step of AWS's own "
               "tuner (stated for P5 and P5e; older EFA generations such as P4d's, or the plugin's version, cost "
               "more)",
        "tcpxo": "TCPXO's fixed cost per call (the receive-datapath manager and its proxy) is above NCCL's "
                 "InfiniBand constants",
        "tcp": "kernel TCP sockets pay a system call and a copy per message",
    }
    library = "RCCL" if c.scale_up_kind == "xgmi" else "NCCL"
    cause = causes.get(c.transport, "a fixed cost per call: the network plugin's proxy thread (CPU affinity, "
                                    f"frequency scaling), a missing plugin ({library} then uses TCP sockets), or "
                                    "launch overhead in the benchmark")
    known = c.transport in TRANSPORT_FIXED_COST  # a cost of the transport itself, not of this system
    return Finding("latency", "small", "small messages slower than expected",
                   f"small messages are slower than expected ({band.slower} of {band.sizes} sizes above what a "
                   f"healthy system of this description gives): {units.format_size(first.size_bytes)} takes "
                   f"{units.format_time(first.measured_time_s)} against {units.format_time(e.time_s)} expected "
                   f"(healthy: {units.format_time(first.healthy_time_s_low)} - "
                   f"{units.format_time(first.healthy_time_s_high)}), "
                   f"about {units.format_time(extra)} more per call (median): "
                   f"{cause}",
                   {"extra_time_s": extra, "measured_time_s": first.measured_time_s, "expected_time_s": e.time_s},
                   problem=not known)


def _medium(by_band: dict[str, BandVerdict], rows: list[Compared]) -> Finding | None:
    """Medium sizes slower than expected, and clearly worse than the large ones (or with no large ones to compare)."""
    band, large = by_band.get("medium"), by_band.get("large")
    if band is None or not band.verdict.startswith("slower"):
        return None
    if large is not None and band.median_ratio >= MEDIUM_WORSE * large.median_ratio:
        return None  # the same shortfall as the large sizes: named there
    from ringcalc.calibrate.model_error import RAMP_SIGMA

    than = f", against {large.median_ratio:.2f} at large sizes" if large is not None else ""
    allowance = math.exp(-RAMP_SIGMA * Z80)  # the ramp the model does not cost, as the fit allows it (80%)
    small = [r for r in rows if r.band == "small"]
    extra = max(0.0, statistics.median(r.measured_time_s - r.expected.time_s for r in small)) if small else 0.0
    medium = [r for r in rows if r.band == "medium"]  # less the fixed cost per call the small sizes show (named there)
    beyond = statistics.median(r.expected.time_s / max(r.measured_time_s - extra, 1e-12) for r in medium)
    problem = beyond < allowance
    why = ("beyond what NCCL's ramp accounts for on healthy systems (the model does not cost the ramp; the fit "
           f"allows it a factor up to {1 / allowance:.1f} at 80%): a proxy or the network's round trip paying more "
           "per message than NCCL's constants, or protocol switches that misfire here" if problem else
           "within NCCL's ramp, which the model does not cost (fewer channels and smaller chunks than at the plateau; "
           "healthy multi-node logs run 2-3x slower than the model at these sizes): not a fault by itself")
    return Finding("medium", "medium", "medium sizes slower than expected",
                   f"medium messages are slower than expected (median {band.median_ratio:.2f} of the expected busbw"
                   f"{than}; {band.slower} of {band.sizes} sizes below the healthy range): {why}",
                   {"median_ratio": band.median_ratio, "ratio_less_fixed_cost": beyond, "ramp_allowance": allowance},
                   problem=problem)


def _dip(rows: list[Compared]) -> Finding | None:
    """The worst size whose busbw falls below :data:`DIP` of the previous one's while the expected busbw rises."""
    dips = [(b.measured_busbw_bytes_per_s / a.measured_busbw_bytes_per_s, a, b) for a, b in zip(rows, rows[1:])
            if a.measured_busbw_bytes_per_s > 0 and b.expected.busbw_bytes_per_s >= a.expected.busbw_bytes_per_s
            and b.measured_busbw_bytes_per_s < DIP * a.measured_busbw_bytes_per_s]
    if not dips:
        return None
    ratio, a, b = min(dips, key=lambda d: d[0])
    more = f" ({len(dips)} such drops in all)" if len(dips) > 1 else ""
    return Finding("dip", b.band, f"busbw drops at {size_text(b.size_bytes)}",
                   f"busbw falls from {gbs(a.measured_busbw_bytes_per_s)} at {size_text(a.size_bytes)} to "
                   f"{gbs(b.measured_busbw_bytes_per_s)} at {size_text(b.size_bytes)} while the expected busbw rises "
                   f"({gbs(a.expected.busbw_bytes_per_s)} to {gbs(b.expected.busbw_bytes_per_s)}){more}: a protocol "
                   "or algorithm switch NCCL's tuning gets wrong on this system, or noise (rerun with more "
                   "iterations, -n)", {"size_bytes": b.size_bytes, "ratio": ratio})
