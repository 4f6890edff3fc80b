"""``ringcalc simulate``: run a collective on random data with the numpy executor and compare it with the models."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from ringcalc.cli.app import command
from ringcalc.cli.options import Format, FormatOpt, GpusPerNode, IntraBandwidth, IntraLatency, NicsPerNode, Workers
from ringcalc.cli.render import emit, finite, kv_table
from ringcalc.planning.option_parsers import parse_seconds_per_byte

SIM_PANEL = "Simulation"
MAX_SHOW_WORKERS = 12


@command("simulate")
def simulate(
    workers: Workers = None,
    elements: Annotated[str, typer.Option("--elements", "-k", help="Elements per worker K (e.g. 4096, 1M).")] = "4096",
    dtype: Annotated[str, typer.Option("--dtype", help="float16, float32, float64, int8..int64, uint8..uint64 (fp32 etc. accepted).")] = "float32",
    op: Annotated[str, typer.Option("--op", help="sum, prod, max, min or avg.")] = "sum",
    algorithm: Annotated[str, typer.Option("--algorithm", "-a", help="All-reduce: ring, parameter-server, naive, binomial-tree, recursive-doubling, rabenseifner, double-binary-tree, hierarchical-ring; reduce-scatter (ring), recursive-halving (reduce-scatter), all-gather (ring), bruck (all-to-all); with --cluster: ring, double-binary-tree, hierarchical-ring, nvls, nvls-tree, collnet-direct, collnet-chain or auto.")] = "ring",
    cluster: Annotated[Optional[str], typer.Option("--cluster", help="Run on a simulated cluster (a catalog name such as dgx-h100, or a TOML file): N ranks node by node, NCCL's rings through rails and trees, bytes per link class and the time at the cluster's achieved rates against the cluster model. --gpus-per-node, --nics-per-node, --intra-bandwidth, --intra-latency, --bandwidth (per NIC), --latency and --gamma override its fields.", rich_help_panel=SIM_PANEL)] = None,
    gpus_per_node: GpusPerNode = None,
    intra_bandwidth: IntraBandwidth = None,
    intra_latency: IntraLatency = None,
    nics_per_node: NicsPerNode = None,
    bandwidth: Annotated[Optional[str], typer.Option("--bandwidth", "-b", help="Per-worker link bandwidth: 100Gbps, 12.5GB/s or a link name (default 100Gbps; with --cluster: each NIC's line rate, default the cluster's).", rich_help_panel=SIM_PANEL)] = None,
    latency: Annotated[Optional[str], typer.Option("--latency", help="Latency per message: 5us (bare number: s; default 5us; with --cluster: the network step, default NCCL's).", rich_help_panel=SIM_PANEL)] = None,
    gamma: Annotated[Optional[str], typer.Option("--gamma", help="Reduction cost per byte: 1e-11 (s/B) or 0.01ns (default 0).", rich_help_panel=SIM_PANEL)] = None,
    slow_link: Annotated[Optional[list[str]], typer.Option("--slow-link", help="RANK=BW: that worker's outgoing link runs at BW (repeatable).", rich_help_panel=SIM_PANEL)] = None,
    straggler: Annotated[Optional[list[str]], typer.Option("--straggler", help="RANK=DELAY: that worker starts DELAY late, e.g. 2=1ms (repeatable).", rich_help_panel=SIM_PANEL)] = None,
    seed: Annotated[int, typer.Option("--seed", min=0, help="Random seed of the data (a whole number >= 0).")] = 0,
    show: Annotated[bool, typer.Option("--show", help=f"Draw the run step by step (N <= {MAX_SHOW_WORKERS}).")] = False,
    fmt: FormatOpt = Format.table,
) -> None:
    """Run the collective on N random buffers: measured bytes and simulated time vs the model, result and rounding error.

    Exit code 1 if the result or the byte counts disagree with the models.
    """
    from ringcalc.errors import RingcalcError
    from ringcalc.executor.budget import check_request, executor_dtype
    from ringcalc.executor.check import check
    from ringcalc.executor.registry import get_algorithm
    from ringcalc.planning.topology import parse_topology
    from ringcalc.catalog import parse_bandwidth
    from ringcalc.units import parse_count, parse_time, parse_workers

    n = parse_workers(workers if workers is not None else "8")
    k_float = parse_count(elements, option="elements")
    if k_float != int(k_float):
        raise RingcalcError(f"must be a whole number of elements, got {elements!r}", option="elements")
    k = int(k_float)
    if cluster is not None:
        from ringcalc.cli.simulate_cluster import simulate_on_cluster

        refused = [flag for flag, value in (("--slow-link", slow_link), ("--straggler", straggler), ("--show", show))
                   if value]
        if refused:
            raise RingcalcError(f"{refused[0]} applies to the per-link simulation; on a cluster every link runs at the "
                                f"cluster's achieved rate (drop {refused[0]} or --cluster)", option="cluster")
        simulate_on_cluster(n, k, dtype, op, algorithm, cluster, seed, fmt,
                            {"gpus_per_node": gpus_per_node, "nics_per_node": nics_per_node,
                             "intra_bandwidth": intra_bandwidth, "intra_latency": intra_latency,
                             "bandwidth": bandwidth, "latency": latency, "gamma": gamma})
        return
    bandwidth = "100Gbps" if bandwidth is None else bandwidth
    latency = "5us" if latency is None else latency
    gamma = "0" if gamma is None else gamma
    if gpus_per_node is None or parse_workers(gpus_per_node, "gpus-per-node") == 1:  # one GPU per node (01 too)
        for flag, value in (("intra-bandwidth", intra_bandwidth), ("intra-latency", intra_latency),
                            ("nics-per-node", nics_per_node)):
            if value is not None:
                raise RingcalcError("applies to nodes of several GPUs: give --gpus-per-node G > 1 (or --cluster); "
                                    "with one GPU per node every worker has one link of --bandwidth", option=flag)
    gpus_per_node = "1" if gpus_per_node is None else gpus_per_node
    algo = get_algorithm(algorithm)
    g_hint = int(gpus_per_node) if _whole(str(gpus_per_node)) and int(gpus_per_node) > 0 else 1
    check_request(algo.name, n, k, g_hint)
    dt = executor_dtype(dtype)
    g = parse_workers(gpus_per_node, option="gpus-per-node")
    if n % g and algo.hierarchical:  # the help's ceil(N/G) nodes hold for every algorithm but Horovod's (a cluster too)
        raise RingcalcError(f"Horovod's hierarchical all-reduce runs one ring per local GPU across nodes, so every node "
                            f"needs the same number of ranks; {n} ranks on {-(-n // g)} nodes of {g}, the last holds "
                            f"{n % g} (a partial node): give -n a multiple of {g}, or -a ring", option="gpus-per-node")
    # ceil(N/G) nodes, the last partial where G does not divide N (as --cluster and time --verify place them)
    topo = parse_topology(-(-n // g) * g, g, intra_bandwidth, intra_latency, nics_per_node, max_nics_per_gpu=1)
    bw = parse_bandwidth(bandwidth, option="bandwidth")
    lat = parse_time(latency, option="latency", allow_zero=True)
    gam = parse_seconds_per_byte(gamma, "gamma")
    slow = {r: parse_bandwidth(v, option="slow-link") for r, v in _pairs(slow_link, "slow-link", n, "3=10Gbps")}
    late = {r: parse_time(v, option="straggler", allow_zero=True) for r, v in _pairs(straggler, "straggler", n, "3=1ms")}
    if show and n > MAX_SHOW_WORKERS:
        raise RingcalcError(f"--show draws at most {MAX_SHOW_WORKERS} workers, got {n}", option="show")

    rep = check(algo.name, n, k, bandwidth_bytes_per_s=bw, latency_s=lat, gamma_s_per_byte=gam, dtype=dt, op=op,
                seed=seed, gpus_per_node=topo.gpus_per_node, slow_links=slow, stragglers=late,
                intra_bandwidth_bytes_per_s=topo.intra_bandwidth_bytes_per_s, intra_latency_s=topo.intra_latency_s,
                nics_per_node=topo.nics_per_node)
    data = finite(rep.to_dict())
    data.update({"bandwidth_bytes_per_s": bw, "latency_s": lat, "gamma_s_per_byte": gam, "seed": seed,
                 "gpus_per_node": topo.gpus_per_node, "nics_per_node": topo.nics_per_node,
                 "intra_bandwidth_bytes_per_s": topo.intra_bandwidth_bytes_per_s, "intra_latency_s": topo.intra_latency_s,
                 "slow_links": {str(r): v for r, v in slow.items()}, "stragglers_s": {str(r): v for r, v in late.items()}})
    if fmt == Format.csv:
        data.pop("slow_links"), data.pop("stragglers_s")
    emit(data, fmt, lambda: _human(rep, data, show))
    if not (rep.result_matches and rep.bytes_match):
        raise typer.Exit(1)


def _pairs(items: list[str] | None, option: str, workers: int, example: str) -> list[tuple[int, str]]:
    from ringcalc.errors import RingcalcError

    out: dict[int, str] = {}
    for item in items or []:
        rank, sep, value = item.partition("=")
        if not sep or not _whole(rank) or not value.strip():
            raise RingcalcError(f"expected RANK=VALUE such as {example}, got {item!r}", option=option)
        r = int(rank)
        if r >= workers:
            raise RingcalcError(f"rank {r} is not in 0..{workers - 1}", option=option)
        if r in out:
            raise RingcalcError(f"rank {r} is given twice ({r}={out[r]} and {item.strip()}); give each rank once",
                                option=option)
        out[r] = value.strip()
    return list(out.items())



def _busiest(timing, links) -> str:
    """The busiest outgoing link: how long it is occupied, how much of that carries bytes (the rest is latency), and
    the rates of the links its bytes went over (inside a node the scale-up link, across nodes the NIC's share)."""
    import numpy as np

    from ringcalc.units import format_bandwidth

    b, busy = timing.bottleneck_worker, timing.link_busy_s
    who = "all links equally busy; e.g. " if busy.max() - busy.min() <= 1e-12 * busy.max() else ""
    carrying, intra = float(timing.link_carrying_s[b]), float(timing.link_carrying_intra_s[b])
    g, n = links.gpus_per_node, links.workers
    over = []
    for share, peer in ((intra, (b // g) * g + (b % g + 1) % g if g > 1 else None),
                        (carrying - intra, (b + g) % n if n > g else (b + 1) % n)):
        if share > 1e-12 * carrying and peer is not None:
            rate = 1.0 / float(links.message_params(np.array([b]), np.array([peer]))[1][0])
            kind = "inside the node" if links.intra(np.array([b]), np.array([peer]))[0] else "across nodes" if g > 1 else ""
            over.append(f"{format_bandwidth(rate)}{f' {kind}' if kind else ''}")
    total = timing.total_time_s
    pct = 100 * carrying / total if total > 0 else 0.0
    carried = f"carrying bytes {pct:.0f}%" if pct >= 1 or pct == 0 else (
        f"carrying bytes {pct:.2f}%" if pct >= 0.01 else "carrying bytes under 0.01%")
    return (f"{who}worker {b} outgoing, occupied {100 * timing.bottleneck_utilization:.0f}% of the time: {carried}"
            + (f" at {' and '.join(over)}" if over else "") + ", latency the rest")


def _human(rep, data: dict, show: bool) -> list:
    from rich.table import Table

    from ringcalc.units import format_size, format_time

    r = rep.result
    n = r.workers
    ok = "[green]yes[/green]"
    no = "[bold red]NO[/bold red]"
    rows = [
        ("algorithm", f"{rep.algorithm}" + (f" ({rep.gpus_per_node} GPUs per node)" if rep.algorithm == "hierarchical-ring" else "")),
        ("workers x elements", f"{n} x {data['elements_per_worker']:,} {rep.dtype}"
                               f" ({format_size(max(data['bytes_per_worker'], 1e-300)) if data['bytes_per_worker'] else '0 B'} per worker)"),
        ("op / steps", f"{rep.op} / {r.steps}"),
        ("result matches reference", ok if rep.result_matches else no),
        ("all workers bitwise identical", "n/a (each worker holds its own part)" if data["bitwise_identical"] is None
         else ok if data["bitwise_identical"] else no),
    ]
    if data.get("error_bound") is not None or (data.get("max_abs_error") or 0) > 0:
        bound = f" (bound {data['error_bound']:.3g})" if data.get("error_bound") is not None else ""
        rows.append(("max abs error" + (" (its bound)" if bound else "") + " / max rel error",
                     f"{data['max_abs_error']:.3g}{bound} / {data['max_rel_error']:.3g}"))
    sent, model = r.bytes_sent, rep.model_bytes_sent
    same = "equal to the model for every worker" if rep.bytes_match else "[bold red]DIFFER from the model[/bold red]"
    if len(set(sent.tolist())) == 1:
        human_size = format_size(sent[0]) if sent[0] else "0 B"
        exact = f" ({int(sent[0]):,} B)" if human_size != f"{int(sent[0])} B" else ""
        rows.append(("bytes sent per worker", f"{human_size}{exact}, {same}"))
    else:
        rows.append(("bytes sent per worker", f"{int(sent.min()):,} .. {int(sent.max()):,} B, {same}"))
    rows.append(("total bytes sent", f"{r.total_bytes:,} B"))
    if "bytes_sent_intra_per_worker" in data:
        rows.append(("intra / inter-node per worker (max)", f"{max(data['bytes_sent_intra_per_worker']):,} / "
                                                           f"{max(data['bytes_sent_inter_per_worker']):,} B"))
    t, m = data["simulated_time_s"], data["model_time_s"]
    rows.append(("simulated time", format_time(t) if t else "0 s"))
    rows.append(("model time (uniform links)", (format_time(m) if m else "0 s")
                 + ("" if rep.time_match is None else ("  [green]equal[/green]" if rep.time_match else f"  {no}"))))
    if not rep.uniform:
        rows.append(("model at the slowest link", format_time(data["model_time_slowest_link_s"])))
    if r.steps:
        rows.append(("busiest link", _busiest(rep.timing, rep.links)))
    if data.get("critical_link") and r.steps:
        a, b = data["critical_link"]
        start = data.get("critical_path_start_s") or 0.0
        rows.append(("critical path", f"link {a} -> {b} takes {format_time(data['critical_link_time_s'])} of it "
                                      "(latency and bytes)"
                                      + (f"; it starts at {format_time(start)} (late start)" if start > 0 else "")))
    notes = ["bytes from the executed messages; model = exact per-worker formula (ringcalc.executor.traffic)",
             "time: alpha + bytes/bandwidth per message, links full duplex, one message per direction at a time"]
    if rep.op == "prod" and rep.result_matches and (data.get("max_rel_error") or 0) >= 0.5:
        notes.append(f"the exact result is below what {rep.dtype} can hold (it underflows): the reference is exact, "
                     f"the result its rounding to {rep.dtype}, so the relative error is large and the result is right")
    if not rep.timed:
        notes.append("the model's time is NCCL's pipelined trees; the executor runs them unpipelined (a reduce, then "
                     "a broadcast), so only the results and the bytes are compared")
    out: list = [kv_table("ringcalc simulate", rows, notes)]
    if n <= 16 and r.steps:
        t2 = Table(title="bytes per worker: measured vs model", title_justify="left")
        for col in ("worker", "sent", "model sent", "received", "model received"):
            t2.add_column(col, justify="right")
        for w in range(n):
            t2.add_row(str(w), f"{int(sent[w]):,}", f"{int(model[w]):,}", f"{int(r.bytes_received[w]):,}",
                       f"{int(rep.model_bytes_received[w]):,}")
        out.append(t2)
    if show:
        out.extend(_show(rep))
    return out


def _show(rep) -> list:
    from rich.table import Table

    from ringcalc.executor.display import ring_holdings

    r = rep.result
    n = r.workers
    out: list = []
    if rep.algorithm in ("ring", "reduce-scatter", "all-gather") and n > 1:
        initial = "own" if rep.algorithm == "all-gather" else "all"
        for rnd, counts in ring_holdings(r.log, initial):
            t = Table(title=f"step {rnd.step + 1}/{r.steps}: {rnd.phase}", title_justify="left")
            t.add_column("worker", justify="right")
            t.add_column("sends", justify="left")
            for c in range(n):
                t.add_column(f"c{c}", justify="center")
            sends = {int(s): (int(d), int(c), int(b)) for s, d, c, b in zip(rnd.src, rnd.dst, rnd.chunk, rnd.nbytes)}
            for w in range(n):
                d, c, b = sends[w]
                cells = []
                for x in counts[w]:
                    cells.append(f"[green]{x}/{n}[/green]" if x == n else (f"{x}/{n}" if x else "[dim]-[/dim]"))
                t.add_row(str(w), f"c{c} -> {d} ({b} B)", *cells)
            t.caption = "cells after the step: how many workers' inputs each copy of a chunk combines (green: all)"
            t.caption_justify = "left"
            out.append(t)
        return out
    for rnd in r.log:
        msgs = ", ".join(f"{s}->{d} {b} B" for s, d, b in zip(rnd.src.tolist(), rnd.dst.tolist(), rnd.nbytes.tolist()))
        out.append(f"[bold]step {rnd.step + 1}/{r.steps}[/bold] {rnd.phase}{' (reduce)' if rnd.reduce else ''}: {msgs}")
    return out


def _whole(text: str) -> bool:
    """ASCII digits only: ``str.isdigit`` alone is also true for "²" and "०", which ``int`` then refuses or misreads."""
    text = text.strip()
    return text.isascii() and text.isdigit()
