"""What a physical fit says in words: its parameters with their ranges and whether the logs saw them
(:func:`physical_summary`, ``ringcalc fit``'s table), and what it had to believe that no healthy system of the
cluster's description gives (:func:`implausible`, the fit's warnings and a calibrated answer's notes)."""

from __future__ import annotations

import math
from pathlib import Path

from ringcalc.calibrate.cluster_fit import FIXED_FLOOR_S, NAMES, STATES_SCALE_UP, Z80, ClusterFit, unseen_nics


def physical_summary(f: ClusterFit) -> list[tuple[str, str]]:
    """Rows for ``ringcalc fit``'s table: each fitted parameter with its 80% range and whether the logs saw it."""
    from ringcalc.units import format_bandwidth, format_size, format_time

    p = f.params
    c = f.cluster
    rows = []

    def rng(name: str, fmt) -> str:
        i = NAMES.index(name)
        lo, hi = (math.exp(f.x[i] + sign * Z80 * f.sigma(name)) for sign in (-1, 1))
        if name == "fixed":
            lo, hi = (v - 1e-6 if v - 1e-6 > 1e-9 else 0.0 for v in (lo, hi))
        moved = abs(f.x[i] - f.prior_mean[i]) > 0.5 * f.prior_sigma[i]  # by half a prior sigma or more
        other = {"net": "up", "up": "net"}.get(name)
        series = (other is not None and _in_series(f, name) and not f.constrained[NAMES.index(other)]
                  and not any(nodes == 1 for _, nodes in f.layouts))
        link = {"net": "the scale-up link", "up": "the NICs"}.get(name, "")
        seen = (f"measured as the slower of it and {link}, in series on every run of these logs, which cannot tell "
                "them apart (a one-node log does)" if f.constrained[i] and series else
                "measured" if f.constrained[i] else
                f"the prior's range, moved by these logs from {fmt(_prior_value(f, i))}" if moved else
                "measured: these logs agree with the prior, which was as narrow" if _agrees(f, i, name) else
                "on these logs' path, but another link set their times: the prior" if _in_series(f, name) else
                "on these logs' path, but they say little of it: the prior" if _on_path(f, name) else
                "not seen by these logs: the prior")
        return f"{fmt(lo)} .. {fmt(hi)}; {seen}"

    for name, label, line in (("net", "achieved per NIC", c.nic_bandwidth_bytes_per_s),
                              ("up", "achieved scale-up per GPU (ring)", c.scale_up_bandwidth_bytes_per_s),
                              ("nvls", "NVLS algorithm bandwidth per GPU", c.scale_up_bandwidth_bytes_per_s)):
        if name == "nvls" and not c.nvls:
            continue
        if name == "net" and unseen_nics(f):
            rows.append((label, "no figure: the line rate is not stated and no run of these logs crossed nodes (a "
                                "placeholder stands for it, and an answer across nodes has no upper bound); "
                                "--bandwidth states one NIC's line rate"))
            continue
        frac = f" = {p[name] / line:.2f} of {format_bandwidth(line)}" if math.isfinite(line) and line > 0 else ""
        rows.append((label, f"{format_bandwidth(p[name])}{frac} (80%: {rng(name, format_bandwidth)})"))
    rows.append(("latency vs NCCL's constants", f"x{p['latency']:.2f} (80%: {rng('latency', lambda v: f'x{v:.2f}')})"))
    rows.append(("fixed cost per collective across nodes", f"{format_time(p['fixed'] if p['fixed'] > 1e-9 else 0.0)} "
                                                           f"(80%: {rng('fixed', format_time)})"))
    rows.append(("model error, 80% of points", f"in-sample x{math.exp(Z80 * f.residual_sigma):.2f}; at a layout not "
                                               f"measured x{math.exp(Z80 * f.layout_sigma):.2f}"))
    for d in f.discrepancies:
        worst = max(map(abs, d.r))
        rows.append((f"at {d.ranks} ranks on {d.nodes} node(s), measured sizes",
                     f"the model plus what it misses there, learnt from the points (up to x{math.exp(worst):.2f} "
                     f"{'slower' if max(d.r, key=abs) > 0 else 'faster'}); a point's scatter x"
                     f"{math.exp(Z80 * d.noise):.2f} (80%); it fades beyond the sizes measured (discrepancy.py)"))
    rows += [("note", n) for n in f.cluster.notes]
    for run, changes in f.ran.items():
        text = ", ".join(f"{pair} from {format_size(size)}" for size, pair in changes)
        rows.append((f"ran ({Path(run.split(':')[0]).name})", text))
    return rows


IMPLAUSIBLE_Z = 3.0
"""A fitted parameter this many prior standard deviations from its prior's typical value (the prior's 80% range is
+-1.28) is one no healthy system of the cluster's description gives: :func:`implausible` says so."""


def implausible(f: ClusterFit) -> list[str]:
    """What the fit had to believe of the cluster that its priors rule out, one sentence per parameter.

    The fit explains whatever the logs measured with the parameters the cluster model has. A fault (NICs at a
    quarter of their rate), a log whose ``NCCL_ALGO`` its excerpt lost, or a wrong ``--cluster`` is then read as an
    impossible parameter: issue 290's forced ring at 0.22 of 8 x 400 Gbit/s, fitted as NCCL's default, made NVLS
    achieve 0.11 of NVLink, and every answer at another layout carried it. The fit still stands (it is what the
    logs say); the warning names what is off and where to look.
    """
    from ringcalc.units import format_bandwidth

    out = []
    c, p = f.cluster, f.params
    guessed_up = any(n.endswith(STATES_SCALE_UP) for n in c.notes)
    for name, label, line in (("net", "achieved bandwidth per NIC", c.nic_bandwidth_bytes_per_s),
                              ("up", "achieved scale-up bandwidth per GPU", c.scale_up_bandwidth_bytes_per_s),
                              ("nvls", "NVLS algorithm bandwidth per GPU", c.scale_up_bandwidth_bytes_per_s)):
        i = NAMES.index(name)
        if not (math.isfinite(line) and line > 0) or (name == "nvls" and not c.nvls):
            continue  # no line rate: the fit's table says its figure is a placeholder
        if p[name] > line:  # stated or guessed, no link carries more than its line rate
            out.append(_above_line(f, name, label, line))
            continue
        if name != "net" and guessed_up:
            continue  # a scale-up link not stated: its prior is the guessed link's, and the fit's table says so
        z = (f.x[i] - f.prior_mean[i]) / f.prior_sigma[i]
        if abs(z) > IMPLAUSIBLE_Z:
            prior = math.exp(f.prior_mean[i] - Z80 * f.prior_sigma[i]), math.exp(f.prior_mean[i] + Z80 * f.prior_sigma[i])
            other = {"net": "up", "up": "net"}.get(name)
            series = ""
            if z < 0 and other and _on_path(f, other) and not f.constrained[NAMES.index(other)] \
                    and not any(n == 1 for _, n in f.layouts):
                series = (f"; the logs ran across nodes only, where the scale-up link and the NICs are in series and "
                          f"only the slower is measured: the shortfall may as well be the "
                          f"{'NICs' + chr(39) if other == 'net' else 'scale-up link' + chr(39) + 's'} (a one-node log "
                          f"tells them apart)")
            out.append(f"the fitted {label}, {format_bandwidth(p[name])} = {p[name] / line:.2f} of {format_bandwidth(line)}, "
                       f"is far {'below' if z < 0 else 'above'} what this cluster's description allows "
                       f"({prior[0] / line:.2f}-{prior[1] / line:.2f} of it, the 80% prior): a fault, a log whose "
                       f"NCCL_ALGO / NCCL_PROTO is not in it, or another cluster; `ringcalc check LOG --cluster ...` "
                       f"says what is off, and answers at other layouts carry it{series}")
    i = NAMES.index("latency")  # NCCL's constants are its InfiniBand model's; EFA's and TCPXO's proxies cost more
    if c.transport in ("ib", "roce") and abs((f.x[i] - f.prior_mean[i]) / f.prior_sigma[i]) > IMPLAUSIBLE_Z:
        out.append(f"the fitted latency is x{p['latency']:.2f} NCCL's constants, far outside the x0.8-x2.5 a healthy "
                   f"fabric gives: small messages wait on something else (a TCP fallback, a missing network plugin, "
                   f"a proxy); `ringcalc check LOG --cluster ...` says what is off")
    return out


def _above_line(f: ClusterFit, name: str, label: str, line: float) -> str:
    """The warning for a fitted rate above its link's line rate, which no fabric gives: the logs ran on more nodes
    or faster links than the fit was told (issue: the two-node EFA log of p5 without host names, fitted as 16 GPUs
    on one node, read 1.03 of NVLink 4 with no warning because the scale-up link was guessed)."""
    from ringcalc.units import format_bandwidth

    rate = f.params[name]
    placed = ", ".join(f"{r} ranks on {n} node{'s' * (n > 1)}" for r, n in f.layouts)
    guessed = [n for n in f.cluster.notes if n.endswith(STATES_SCALE_UP)]
    link = ("on faster NICs than stated (--bandwidth, --nics-per-node or --cluster state them)" if name == "net" else
            f"on a faster scale-up link than assumed ({guessed[0]})" if guessed else
            "on a faster scale-up link than stated (--intra-bandwidth or --cluster)")
    nvls = "" if name == "net" or f.cluster.nvls else ", or with NVLS, which the fit runs only on a --cluster that has it"
    return (f"the fitted {label}, {format_bandwidth(rate)} = {rate / line:.2f} of {format_bandwidth(line)}, is above "
            f"the line rate, which no link reaches: the logs ran on more nodes than the fit placed them on ({placed}; "
            f"a log without '#  Rank ... on HOST' lines is placed by --gpus-per-node or --nodes), {link}{nvls}; "
            "answers at other layouts carry it")


def _on_path(f: ClusterFit, name: str) -> bool:
    """Whether the measured layouts send bytes over the link of parameter ``name``: the NICs across nodes, the
    scale-up link with two GPUs or more on a node (a link on the path but faster than the one in series with it is
    not measured, only bounded)."""
    if name == "net":
        return any(nodes > 1 for _, nodes in f.layouts)
    if name == "up":
        return any(-(-ranks // nodes) > 1 for ranks, nodes in f.layouts)
    return False


AGREES = 1.5
"""A parameter the logs pinned on their own to within this many of its prior's standard deviations is measured,
even where the posterior is not much narrower than the prior (the prior was as narrow: the logs agree with it)."""


def _agrees(f: ClusterFit, i: int, name: str) -> bool:
    """Whether the logs alone determine parameter ``i`` (link ``name``, on their path) about as well as its prior:
    the data's share of the posterior precision, ``1/var_post - 1/var_prior`` (correlations aside), is at least
    ``1/(AGREES sigma_prior)^2``."""
    on = _on_path(f, name) or (name == "nvls" and any(-(-r // n) > 1 for r, n in f.layouts))
    post, prior = f.cov[i][i], f.prior_sigma[i] ** 2
    if not on:
        return False
    if post <= 0 or prior <= 0:
        return False
    return 1.0 / post - 1.0 / prior >= 1.0 / (AGREES**2 * prior)


def _in_series(f: ClusterFit, name: str) -> bool:
    """Whether another link is in series with the link of ``name`` on a measured layout (across nodes: a node's
    scale-up link and its NICs), so that the slower of the two may have set the times."""
    if name == "up":
        return any(nodes > 1 for _, nodes in f.layouts) and _on_path(f, "up")
    if name == "net":
        return any(-(-ranks // nodes) > 1 for ranks, nodes in f.layouts) and _on_path(f, "net")
    return False


def _prior_value(f: ClusterFit, i: int) -> float:
    """The prior's typical value of parameter ``i`` in SI (its log mean, as :attr:`ClusterFit.params` reads x)."""
    value = math.exp(f.prior_mean[i])
    return max(0.0, value - FIXED_FLOOR_S) if NAMES[i] == "fixed" else value
