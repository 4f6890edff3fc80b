"""What an answer on a cluster says: the cluster, where the ranks are, which algorithm ran and why, the priors.

One sentence each, in the order a reader needs them; the CLI prints them under
the table and JSON carries them in ``notes``.
"""

from __future__ import annotations

from typing import Any

from ringcalc import units
from ringcalc.cluster import nccl_tuning
from ringcalc.cluster.generation import GENERATION_NOTE
from ringcalc.cluster.protocols import COLLECTIVES, NCCL_NAME, latency_values


def scenario_notes(s: Any) -> list[str]:
    """The notes of a scenario on a cluster (``s.cluster_spec`` set)."""
    c, p, r = s.cluster_spec, s.placement, s.resolved
    out = [f"cluster: {c.describe()}; {p.describe(c)}"]
    out += [n for n in c.notes if n.startswith(GENERATION_NOTE)]  # the GPU generation of NCCL's tables, if assumed
    message = s.gradient_bytes if s.bucket_bytes is None else min(s.bucket_bytes, s.gradient_bytes)
    size = units.format_size(message)
    forced = r.chosen_by != "auto" or s.protocol not in (None, "auto")  # NCCL_ALGO / NCCL_PROTO
    if r.chosen_by == "auto" and s.collective == "all-to-all":
        out.append(f"all-to-all: NCCL runs grouped point-to-point sends and receives, which its tuning model does not "
                   f"pick; its p2p rule gives {r.protocol} here (enqueue.cc @ {nccl_tuning.nc.COMMIT[:8]}: LL up to "
                   f"NCCL_P2P_LL_THRESHOLD, 16 KiB per peer, Simple above, never LL128); the time is ringcalc's model "
                   f"of the pairwise exchange on each link, filed as {r.label}")
    elif r.chosen_by == "auto":
        who = (f"{nccl_tuning.TUNER_NAME} ({c.tuner}; NCCL loads it from the EFA plugin)" if _plugin_picked(s)
               else "NCCL's own model (tuning.cc)")
        out.append(f"auto: {who} picks {r.label} for {size} on {p.workers:,} ranks; "
                   "the time is ringcalc's model of that pair")
    if s.collective == "all-to-all" and s.protocol not in (None, "auto") and r.protocol != s.protocol:
        out.append(f"--protocol {s.protocol}: NCCL's point-to-point sends of {size} / {p.workers:,} ranks per peer "
                   f"run {r.protocol} (enqueue.cc: LL only up to 16 KiB per peer; Simple connects whatever "
                   "NCCL_PROTO says)")
    elif r.chosen_by == "protocol auto":
        out.append(f"protocol: NCCL's pick for {r.algorithm} at {size} is {r.protocol} (--protocol to force one)")
    elif r.protocol is None and r.algorithm not in NCCL_NAME and r.algorithm != "hierarchical-ring" and p.nodes > 1:
        out.append(f"{r.algorithm} on the cluster: every step is priced on the slower link it can cross, a GPU's "
                   "share of the node's NICs; exact when every partner is on another node, an upper bound otherwise")
    plugin = nccl_tuning.plugin_note(s.collective, message, c, p, forced) if r.algorithm in NCCL_NAME else None
    if plugin:
        out.append(plugin)
    out += _tier_notes(s)
    out += _transport_latency_notes(s)
    bound = _bottleneck(s)
    if bound:
        out.append(bound)
    out += _feature_notes(s)
    out += option_unused_notes(s)
    for what, prior, option in (("NIC", c.net_efficiency, "--net-efficiency"),
                                ("scale-up", c.scale_up_efficiency, "--intra-efficiency")):
        if what == "NIC" and p.nodes == 1 or what == "scale-up" and p.ranks_per_node == 1:
            continue
        if prior.measured:
            continue
        out.append(f"{what}: {prior.typical:.2f} of the line rate achieved, prior {prior.low:.2f}-{prior.high:.2f} "
                   f"({prior.source.split(': ')[0]}; {option} to set it)")
    if s.has_prior_spread and p.workers > 1 and s.prediction() is None:  # a calibration's interval says its own
        out.append(interval_note(c, p))
    return out


def interval_note(c: Any, p: Any) -> str:
    """What the 80% interval of an answer from the cluster's description is: the priors' ends, widened by the model's
    own error measured on real logs, the fast end never past a line rate. A stated fraction or latency has no range of
    its own (the note says which were stated), but the model's error, measured with the fractions fitted, still
    widens the interval: stating ``--net-efficiency`` dropped it until 2026-12 (1 GiB on 16 H100s: 3.90-4.35 ms
    where the prior's own typical fraction gave 2.76-6.15 ms)."""
    import math

    from ringcalc.cluster import values

    latency = f"NCCL's latencies x{values.LATENCY_FAST:g} to x{values.LATENCY_SLOW:g}"
    if c.fitted:
        return f"80% interval: the ends of the priors above and of {latency}"
    used = [(prior, flag) for prior, flag, on in ((c.net_efficiency, "--net-efficiency", p.nodes > 1),
                                                  (c.scale_up_efficiency, "--intra-efficiency", p.ranks_per_node > 1))
            if on]
    stated = [flag for prior, flag in used if prior.stated]
    stated += [flag for name, flag, on in (("alpha", "--latency", p.nodes > 1),
                                           ("alpha_intra", "--intra-latency", p.ranks_per_node > 1))
               if on and name in values.stated_latencies(c)]
    priors = any(not prior.measured for prior, _ in used)  # NCCL's base and overhead latencies always spread
    ends = f"the ends of the priors above and of {latency}" if priors else f"the ends of {latency}"
    given = f" ({', '.join(stated)} as given: no range of {'its' if len(stated) == 1 else 'their'} own)" if stated else ""
    sigma = values.model_sigma(p)
    where = "across nodes" if p.nodes > 1 else "inside one node"
    ramp = (f", and at the slow end by NCCL's ramp where the model is in it (up to x{math.exp(values.Z80 * values.RAMP_SIGMA):.1f})"
            if p.nodes > 1 else "")
    return (f"80% interval: {ends}{given}, widened by the model's own error measured on "
            f"held-out real nccl-tests logs (x{math.exp(values.Z80 * sigma):.2f} each way {where}, {sigma:g} in log-time)"
            f"{ramp}; the fast end stops at every link's line rate (no achieved fraction above 1)")


NIC_OPTIONS = ("bandwidth", "nics_per_node", "net_efficiency", "latency", "transport", "sharp", "nodes_per_leaf",
               "oversubscription", "hop_latency")
"""The options that describe the network across nodes (on a cluster ``--bandwidth`` and ``--latency`` are a NIC's line
rate and step latency): a job on one node crosses no NIC, so none of them can change its answer."""
SCALE_UP_OPTIONS = ("intra_bandwidth", "intra_latency", "intra_efficiency", "nvls")
"""The options that describe the scale-up link inside a node: with one rank per node no rank has a peer on it."""


def option_unused_notes(s: Any, algorithms: list[str] | None = None) -> list[str]:
    """The given options the job's placement cannot use, named with the reason: the NICs' on one node, the scale-up
    link's at one rank per node; on a layout (``algorithms``: NCCL's pick for each group) ``--intra-efficiency``
    where every group that runs inside a node reduces in the NVSwitch (NVLS). Until 2026-12 ``--latency 50us`` on
    4 ranks of one DGX H100 was accepted and ignored (the same answer, no note)."""
    c, p = s.cluster_spec, s.placement
    given = [name for name in s._given if s._given[name] is not None]

    def flags(names: tuple[str, ...]) -> list[str]:
        return [f"--{name.replace('_', '-')}" for name in names if name in given]

    out = []
    nic = flags(NIC_OPTIONS)
    if nic and p.nodes == 1:
        out.append(f"{p.workers:,} rank{'s' * (p.workers != 1)} on one {'NVLink domain' if c.node_gpus else 'node'} "
                   f"cross no NIC: {', '.join(nic)} (the network across nodes) {_verb(nic)} nothing here")
    up = flags(SCALE_UP_OPTIONS)
    if up and p.ranks_per_node == 1:
        out.append(f"one rank per node has no peer on the scale-up link: {', '.join(up)} (the link inside a node) "
                   f"{_verb(up)} nothing here")
    elif algorithms and "--intra-efficiency" in up and all(a.split("/")[0] in ("nvls", "nvls-tree") for a in algorithms):
        out.append("--intra-efficiency sets a ring's share of the scale-up link; every collective of the layout "
                   "reduces in the NVSwitch (NVLS) at the NVLS fraction, so it does not use it")
    return out


def _verb(flags: list[str]) -> str:
    return "changes" if len(flags) == 1 else "change"


UNUSED_MARKS = ("costs nothing as given", "does not use it", "costs nothing here", "costs it nothing", "nothing here")
"""The words of the notes that say a given option or feature has no effect on an answer (:func:`unused_notes`)."""


def unused_notes(s: Any) -> list[str]:
    """The notes of a scenario on a cluster that say an option or a feature has no effect on it: what a sweep row
    or a figure, which print no notes of their own, report (one evaluation of the model, for the tier)."""
    return [*tier_unused_notes(s), *option_unused_notes(s),
            *(text for text in _feature_notes(s) if any(mark in text for mark in UNUSED_MARKS))]


def tier_unused_notes(s: Any) -> list[str]:
    """The tier note of a scenario's placement when the tier above the leaf costs it nothing (a figure prints it)."""
    return [text for text in _tier_notes(s) if any(mark in text for mark in UNUSED_MARKS)]


def tuner_unused_notes(c: Any, calls: list[tuple[str, float, Any]]) -> list[str]:
    """Why the cluster's tuner plugin changes none of ``calls`` ((collective, bytes, placement) each, as NCCL is
    asked them with nothing forced): it picks none of them, or it picks what NCCL's own model picks (a figure,
    which has no notes of its own, prints these)."""
    if c is None or c.tuner is None or not calls:
        return []
    from ringcalc.cluster import aws_tuner

    own = c.replace(tuner=None)
    full = (nccl_tuning.NCCL_ALGORITHMS, nccl_tuning.nc.PROTOCOLS)
    picked = [(coll, size, p) for coll, size, p in calls if p.workers > 1
              and nccl_tuning.plugin_pick(coll, size, c, p, *full) is not None]
    head = f"{nccl_tuning.TUNER_NAME} ({c.tuner})"
    if not picked:
        reasons = {nccl_tuning.plugin_note(coll, size, c, p) for coll, size, p in calls if p.workers > 1}
        if len(reasons) == 1 and None not in reasons:
            return list(reasons)  # one reason for all (two nodes, or no regions at this many ranks per node)
        return [f"{head} picks none of these collectives (from 3 nodes, at {aws_tuner.layouts(c.tuner)}): NCCL's own "
                "model picks"]
    if all(nccl_tuning.plugin_pick(coll, size, c, p, *full) == _pair(nccl_tuning.pick(coll, size, own, p))
           for coll, size, p in picked):
        return [f"{head} picks what NCCL's own model picks here"]
    return []


def _pair(choice: Any) -> tuple[str, str]:
    return choice.algorithm, choice.protocol


def layout_unused_notes(s: Any, algorithms: list[str]) -> list[str]:
    """NVLS and SHARP on a layout's cluster when none of its collectives (``algorithms``: NCCL's pick for each
    group, e.g. ``ring/Simple``) uses them; and the tier notes of its placement (:func:`unused_notes`)."""
    c = s.cluster_spec
    used = {a.split("/")[0] for a in algorithms}
    out = tier_unused_notes(s) + option_unused_notes(s, algorithms)
    out += tuner_unused_notes(c, [(x.collective, x.bytes_per_gpu_per_call, _group_placement(c, x))
                                  for x in s.efficiency().collectives])
    if c.nvls and not used & {"nvls", "nvls-tree"}:
        out.append("NVLS (NVLink SHARP) is available but none of the layout's collectives uses it "
                   f"({', '.join(sorted(used))})")
    if c.sharp and not used & {"collnet-direct", "collnet-chain", "nvls"}:
        out.append("SHARP (in-network reduction) is available but none of the layout's collectives uses it "
                   f"({', '.join(sorted(used))})")
    return out


def _group_placement(c: Any, x: Any) -> Any:
    """The placement of one of a layout's groups (its ranks on nodes of its ranks per node), as NCCL sees it."""
    from ringcalc.cluster.spec import Placement

    return Placement.of(x.group_size, c.using(max(1, min(x.ranks_per_node, c.gpus_per_node))))


def _plugin_picked(s: Any) -> bool:
    """Whether the cluster's tuner plugin picked the pair of an ``auto`` answer (nothing forced, a region of its)."""
    message = s.gradient_bytes if s.bucket_bytes is None else min(s.bucket_bytes, s.gradient_bytes)
    return (s.resolved.chosen_by == "auto" and s.protocol in (None, "auto") and nccl_tuning.plugin_pick(
        s.collective, message, s.cluster_spec, s.placement, nccl_tuning.NCCL_ALGORITHMS,
        nccl_tuning.nc.PROTOCOLS) is not None)


def _feature_notes(s: Any) -> list[str]:
    """NVLS, SHARP and a ring's scale-up fraction where the pair that runs does not use them."""
    c, p, r = s.cluster_spec, s.placement, s.resolved
    out: list[str] = []
    nvls_runs = sorted(set(COLLECTIVES["nvls"]) | set(COLLECTIVES["nvls-tree"]))
    sharp_runs = sorted(set(COLLECTIVES["collnet-direct"]) | set(COLLECTIVES["collnet-chain"]) | set(COLLECTIVES["nvls"]))
    if c.nvls and p.ranks_per_node > 1 and s.collective not in nvls_runs:
        out.append(f"NVLS (NVLink SHARP) is available, but NCCL runs it for {', '.join(nvls_runs)} only, not "
                   f"{s.collective}")
    elif r.algorithm not in ("nvls", "nvls-tree") and c.nvls and p.ranks_per_node > 1:
        picked = nccl_tuning.TUNER_NAME if _plugin_picked(s) else "NCCL's model"
        out.append(f"NVLS (NVLink SHARP) is available but {r.label} does not use it"
                   + (f"; {picked} prefers {r.label} here" if r.chosen_by == "auto" else ""))
    if c.sharp and p.nodes > 1 and s.collective not in sharp_runs:
        out.append(f"SHARP (in-network reduction) is available, but NCCL runs it for {', '.join(sharp_runs)} only, "
                   f"not {s.collective}")
    elif r.algorithm not in ("collnet-direct", "collnet-chain", "nvls") and c.sharp and p.nodes > 1:
        out.append(f"SHARP (in-network reduction) is available but {r.label} does not use it")
    if r.algorithm in ("nvls", "nvls-tree") and c.scale_up_efficiency.measured and "intra_efficiency" in s._given:
        out.append(f"--intra-efficiency sets a ring's share of the scale-up link; {r.label} reduces in the NVSwitch "
                   "(NVLS) at the NVLS fraction, so it does not use it")
    return out


def _transport_latency_notes(s: Any) -> list[str]:
    """Where the network's per-step latency is the transport's own figure (EFA: AWS's tuner), not NCCL's constant."""
    c, p, r = s.cluster_spec, s.placement, s.resolved
    if c.net_latency_s is None or c.nic_latency_s is not None or r.protocol is None or p.nodes < 2:
        return []
    own = latency_values(r.algorithm, r.protocol, s.collective, c, p)["alpha"]
    nccl = latency_values(r.algorithm, r.protocol, s.collective,
                          c.replace(net_latency_s=None, net_latency_simple_s=None), p)["alpha"]
    return [f"network step latency: {units.format_time(own)} per step across nodes, {c.transport}'s own figure "
            f"(models/efficiencies.toml net_latency; its tuner's) in place of NCCL's {units.format_time(nccl)} for "
            f"{r.label}; --latency to set it"]


def _tier_notes(s: Any) -> list[str]:
    """Whether the job crosses the tier above its leaf switches, and what that costs this answer.

    The slowdown is the model's (the answer's time over its time without oversubscription), not the ratio: a ring
    sends one node's traffic out of each leaf, so a tier of ratio o above leaves of n nodes slows it only where o > n
    (:data:`ringcalc.symbolic.cluster.node_net_bandwidth`); NCCL's trees send more, the edges of both trees that leave
    the busiest leaf (:data:`ringcalc.symbolic.cluster.tree_tier_per_byte`); an all-to-all sends the share
    (nodes - n)/(nodes - 1) of a full leaf's bytes across it and pays o times that share where it is above 1
    (:data:`ringcalc.symbolic.cluster.tier_share`; said as 'slowed 2x' for a ring that the model does not slow,
    before 2026-11-27).
    """
    import math

    c, p = s.cluster_spec, s.placement
    if not math.isfinite(c.nodes_per_leaf):
        return []
    unit = "NVLink domain" if getattr(c, "node_gpus", 0) else "node"  # across multi-node NVLink NCCL's node is a domain
    if p.nodes <= c.nodes_per_leaf:
        return [f"{p.nodes:,} {unit}{'s' * (p.nodes > 1)} fit under one leaf of {c.nodes_per_leaf:g}: the tier above "
                "it costs nothing here"]
    if c.oversubscription == 1 and c.hop_latency_s == 0:
        return [f"{p.nodes:,} {unit}s span leaves of {c.nodes_per_leaf:g}: traffic crosses the tier above, which "
                "costs nothing as given (no --oversubscription, no --hop-latency)"]
    head = f"{p.nodes:,} {unit}s span leaves of {c.nodes_per_leaf:g}: "
    out, cost = [], []
    if c.oversubscription > 1:
        ratio = f"{c.oversubscription:g}:1 oversubscription"
        big = 1e15  # the pair's bandwidth term alone: whatever this message's latency, what the tier does to its bytes
        now, flat = _time(s, K=big), _time(s, K=big, o_sub=1.0)
        if now is None or flat is None or now > flat * (1 + 1e-9):
            slowed = "" if now is None or flat is None else f" {now / flat:.3g}x"
            cost.append(f"the {s.resolved.label} {s.collective}'s bytes slowed{slowed} by the {ratio}")
        elif s.collective == "all-to-all":
            share = (p.nodes - c.nodes_per_leaf) / (p.nodes - 1)
            out.append(head + f"the {ratio} costs it nothing: a full leaf's nodes send {share:.3g} of their "
                              f"all-to-all bytes out of it, which its uplinks carry ({c.oversubscription:g} x "
                              f"{share:.3g} <= 1)")
        elif s.resolved.algorithm in ("double-binary-tree", "nvls-tree"):
            out.append(head + f"the {ratio} costs it nothing: the bytes NCCL's trees send out of the busiest leaf "
                              f"(the edges of both trees that leave it) fit within its uplinks")
        else:
            out.append(head + f"the {ratio} costs it nothing: the {s.resolved.label} {s.collective} sends one node's "
                              f"traffic out of each leaf, within the leaf's uplinks (an all-to-all would pay it)")
    if c.hop_latency_s > 0:  # the model's own count of crossings (a ring's leaves/nodes of its steps, ...)
        now, none = _time(s), _time(s, alpha_hop=0.0)
        per = f"{units.format_time(2 * c.hop_latency_s)} per crossing of the tier (leaf-spine-leaf)"
        plain, plain_none = _time(s, plat=1.0), _time(s, plat=1.0, alpha_hop=0.0)
        if None not in (now, none, plain, plain_none) and now - none > (plain - plain_none) * (1 + 1e-9):
            per += (f", times NCCL's ring plateau factor x{(now - none) / (plain - plain_none):.3g} on a multi-node "
                    f"Simple all-reduce's latency (tuning.cc), which the model applies to every step")
        cost.append(f"the switch hops between leaves add {units.format_time(now - none)}, {per}"
                    if now is not None and none is not None else per)
    return ([head + "; ".join(cost)] if cost else []) + out


def _time(s: Any, **changes: Any) -> float | None:
    """The scenario's collective time with some symbol values changed (None where it is not a positive number)."""
    import math

    from ringcalc import numeric

    if s.placement.workers < 2 or s.bandwidth_bytes_per_s is None:
        return None
    t = float(numeric.evaluate("time", {**s.symbol_values(), **changes}, s.model_algorithm, s.collective))
    return t if t > 0 and math.isfinite(t) else None


def link_savings(s: Any) -> tuple[float, float, float, float] | None:
    """(time, time with infinitely fast NICs, time with an infinitely fast scale-up link, time with both), s: which
    link sets the bandwidth term is the one whose removal saves more (None: no positive time to compare)."""
    import math

    p = s.placement
    now = _time(s)
    if now is None:
        return None

    def t(**changes: Any) -> float:  # an infinitely fast link can only remove time: 0 where nothing is left
        return _time(s, **changes) or 0.0

    without_nics = t(B=math.inf) if p.nodes > 1 else now
    without_up = t(B_intra=1e300) if p.ranks_per_node > 1 else now
    return now, without_nics, without_up, t(B=math.inf, B_intra=1e300)


def _bottleneck(s: Any) -> str | None:
    """Which link sets the bandwidth term: the time with that link infinitely fast, against the time."""
    saved = link_savings(s)
    if saved is None:
        return None
    now, without_nics, without_up, fixed = saved
    if now - fixed < 0.05 * now:
        return (f"latency-bound: no bandwidth removes {units.format_time(fixed)} of the {units.format_time(now)} "
                "(infinitely fast links would save under 5%)")
    if now - without_nics >= now - without_up:
        return (f"the NICs set the bandwidth term: with infinitely fast NICs {units.format_time(without_nics)} "
                f"instead of {units.format_time(now)}")
    return (f"the scale-up link sets the bandwidth term: with an infinitely fast one {units.format_time(without_up)} "
            f"instead of {units.format_time(now)}")
