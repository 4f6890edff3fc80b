"""``ringcalc simulate --cluster``: run an all-reduce on a simulated cluster and compare it with the cluster model.

Parses, builds the scenario on the cluster (which places the ranks and resolves
the algorithm and protocol), calls :func:`ringcalc.executor.cluster_check.check_on_cluster`
and renders; no formula here.
"""

from __future__ import annotations

from typing import Any, Mapping

import typer

from ringcalc.cli.options import Format
from ringcalc.cli.render import emit
from ringcalc.errors import RingcalcError

MAX_NODE_ROWS = 16


def simulate_on_cluster(n: int, k: int, dtype: str, op: str, algorithm: str, cluster: str, seed: int, fmt: Format,
                        layout: Mapping[str, Any]) -> None:
    """Run ``algorithm`` (or NCCL's pick with ``auto``) on ``n`` ranks of ``cluster`` with ``k`` elements each.

    Exit code 1 if the result, a link class's bytes or the bandwidth time disagree with the model
    (with ``k`` a multiple of the algorithm's grain: even chunks). The verdict
    (:meth:`ringcalc.executor.cluster_check.ClusterCheck.verdict`, also ``verdict`` in JSON) says "agree" only when
    every compared quantity is equal: a figure reported beside the check that differs makes it "differ", and an
    expected difference (uneven chunks, NCCL's step count, a switch that reduces) is named.
    """
    from ringcalc.cli.render import finite
    from ringcalc.executor.budget import check_request, executor_dtype, require_run_memory
    from ringcalc.executor.check import parse_dtype
    from ringcalc.executor.cluster_check import check_on_cluster, elements_grain
    from ringcalc.executor.fabric import Fabric
    from ringcalc.executor.in_network import nvls_refusal
    from ringcalc.executor.on_cluster import CLUSTER_ALGORITHMS

    dt = parse_dtype(executor_dtype(dtype))
    name = algorithm.strip().lower().replace("_", "-")
    runnable = ", ".join([*CLUSTER_ALGORITHMS, "auto"])
    if name != "auto" and name not in CLUSTER_ALGORITHMS:
        raise RingcalcError(f"on a cluster the executor runs all-reduce with {runnable}; got {algorithm!r}",
                            option="algorithm")
    given = {key: value for key, value in layout.items() if value is not None}
    s = _scenario(n, float(k * dt.itemsize), cluster, name, given)
    resolved = s.resolved.algorithm
    refusal = nvls_refusal(op, str(dt)) if resolved in ("nvls", "nvls-tree") else None
    if refusal and name == "auto":  # NCCL drops NVLS and NVLS Tree from its choice for this (op, dtype)
        s = _scenario(n, float(k * dt.itemsize), cluster, name, {**given, "nvls": False})
        resolved = s.resolved.algorithm
    elif refusal:
        raise RingcalcError(f"{refusal}; try -a auto, ring or double-binary-tree", option="algorithm")
    # the executor's scale for the algorithm that runs (before, the ring's estimate refused -a nvls at 4096 ranks)
    check_request("ring" if resolved in ("ring", "flat-ring") else resolved, n, k, int(s.cluster_spec.gpus_per_node),
                  time_only=f"ringcalc time -n {n} --cluster {cluster} -a {resolved} --size SIZE")
    if resolved not in CLUSTER_ALGORITHMS:
        raise RingcalcError(f"{s.algorithm_label} is not executed on a cluster; the executor runs {runnable}",
                            option="algorithm")
    require_run_memory("ring" if resolved in ("ring", "flat-ring") else resolved, n, k, dt, option="elements")
    fabric = Fabric.of(s.cluster_spec, n)
    grain = elements_grain(resolved, fabric)
    c = check_on_cluster(resolved, fabric, s.symbol_values(K=float(k * dt.itemsize)), k, model=s.model_algorithm,
                         dtype=dt, op=op, seed=seed)
    even = k % grain == 0
    placement = s.placement.describe(s.cluster_spec)
    data = finite({"cluster": s.cluster_spec.describe(), "placement": placement, "algorithm_label": s.algorithm_label,
                    **c.to_dict(), "dtype": str(dt), "seed": seed, "even_chunks": even, "elements_grain": grain})
    status, sentence = c.verdict(even, grain)
    data.update(verdict=status, verdict_text=sentence)
    emit(data, fmt, lambda: _human(s, c, placement, even, grain))
    if status == "disagree":
        raise typer.Exit(1)


OWN_OPTIONS = (
    ("(--sharp)", "(simulate has no --sharp: give --cluster a TOML file with sharp = true)"),
    ("--nvls yes", "nvls = true in a --cluster TOML file"),
    ("--nvls no", "nvls = false in a --cluster TOML file"),
)
"""Hints of the cluster model naming options of ``ringcalc time`` that simulate lacks, and simulate's way to say it."""


def _scenario(n: int, size: float, cluster: str, algorithm: str, given: Mapping[str, Any]):
    """The scenario on the cluster; a refusal naming an option simulate lacks names simulate's way instead."""
    from ringcalc.planning.scenario import Scenario

    try:
        s = Scenario(workers=n, size=size, cluster=cluster, algorithm=algorithm, **given)
        s.resolved  # noqa: B018  (resolving the algorithm is where a cluster refuses it)
        return s
    except RingcalcError as e:
        message = e.message
        for theirs, ours in OWN_OPTIONS:
            message = message.replace(theirs, ours)
        if message == e.message:
            raise
        raise RingcalcError(message, option=e.option, kind=e.kind) from None


def _human(s, c, placement: str, even: bool, grain: int) -> list:
    from rich.table import Table

    from ringcalc.cli.cluster_view import check_table

    title = (f"ringcalc simulate: {s.algorithm_label} all-reduce on {s.cluster_spec.display or s.cluster_spec.name or 'the cluster'}, "
             f"{c.run.elements:,} x {c.run.itemsize}-byte elements per rank")
    out: list = [check_table(title, c, placement, even, grain)]
    led = c.run.ledger
    if 1 < c.run.fabric.nodes <= MAX_NODE_ROWS:
        t = Table(title="bytes per node: NICs out / in (busiest NIC), scale-up out (busiest GPU)", title_justify="left")
        for col in ("node", "ranks", "NICs", "NICs out", "NICs in", "busiest NIC", "busiest GPU scale-up"):
            t.add_column(col, justify="right")
        f = c.run.fabric
        for m in range(f.nodes):
            ranks = f.node_ranks(m)
            t.add_row(str(m), str(len(ranks)), str(f.nics_on(m)), f"{led.nic_out[m].sum():,.0f}",
                      f"{led.nic_in[m].sum():,.0f}", f"{max(led.nic_out[m].max(), led.nic_in[m].max()):,.0f}",
                      f"{led.up_out[ranks].max():,.0f}")
        out.append(t)
    return out
