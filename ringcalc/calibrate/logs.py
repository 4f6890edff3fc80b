"""The logs of one system, ready for a joint fit: read, cross-checked, one run picked, node counts given.

What ``ringcalc fit`` does with its log files before fitting: every run of
every file (:func:`read_logs`, with ``--ranks`` refused where the log states
another N), the K-th run alone (:func:`pick_run`), and the node count of runs
whose log has no host names (:func:`with_layout`, from ``--nodes`` or
``--gpus-per-node``).
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

from ringcalc.calibrate.nccl_log import read_nccl_log
from ringcalc.calibrate.nccl_records import Run
from ringcalc.errors import RingcalcError


def read_logs(paths: list[Path], *, collective: str | None, ranks: int | None) -> list[Run]:
    """Every run of every log, in order; ``ranks`` (``--ranks``) must not contradict what a log states."""
    runs = []
    for path in paths:
        found = read_nccl_log(path, collective=collective, ranks=ranks)
        if ranks is not None:
            _check_ranks(path, collective, ranks)
        runs.extend(found)
    return runs


def _check_ranks(path: Path, collective: str | None, ranks: int) -> None:
    """Refuse ``--ranks`` that contradicts the rank count the log states (rank lines, NCCL INFO nranks).

    Like a contradicting ``--collective``: ``--ranks`` is for logs that do not
    say. A log whose own statements disagree (the header's rank lines against
    busbw/algbw) cannot be read without ``--ranks``; there it decides.
    """
    try:
        own = read_nccl_log(path, collective=collective)
    except RingcalcError:
        return
    for run in own:
        if run.ranks is not None and run.ranks_source in ("rank lines", "NCCL INFO nranks") and run.ranks != ranks:
            raise RingcalcError(
                f"{run.source}: the log says {run.ranks} ranks ({run.ranks_source}); --ranks {ranks} contradicts it; "
                "drop --ranks",
                option="ranks",
            )
    if own and all(run.ranks == ranks and run.ranks_source in ("rank lines", "NCCL INFO nranks") for run in own):
        raise RingcalcError(f"{path}: the log states its {ranks} ranks ({own[0].ranks_source}), so --ranks {ranks} "
                            "changes nothing; it is for logs that do not say: drop it", option="ranks")


def pick_run(runs: list[Run], k: int | None) -> list[Run]:
    """Only the ``k``-th run (1-based, ``--run``), or all of them when ``k`` is None."""
    if k is None:
        return runs
    if len(runs) == 1:
        raise RingcalcError("the logs hold one run, which is fitted anyway; --run picks one of several: drop it",
                            option="run")
    if not 1 <= k <= len(runs):
        raise RingcalcError(f"the logs hold {len(runs)} run(s); --run {k} is not one of 1..{len(runs)}", option="run")
    return [runs[k - 1]]


def with_layout(runs: list[Run], nodes: int | None, gpus_per_node: int | None,
                cluster_gpus: int | None = None) -> list[Run]:
    """Give runs without host lines their node count (from --nodes or --gpus-per-node, else ``cluster_gpus``:
    the GPUs per node of ``--cluster``, which fill a log without hosts but do not refuse one that has them: a job
    may use fewer GPUs of each node than it has)."""
    if nodes is not None and nodes < 1:
        raise RingcalcError(f"must be >= 1, got {nodes}", option="nodes")
    if gpus_per_node is not None and gpus_per_node < 1:
        raise RingcalcError(f"must be >= 1, got {gpus_per_node}", option="gpus-per-node")
    out = []
    if nodes is not None and all(run.nodes == nodes for run in runs):  # (a differing count is refused below)
        raise RingcalcError(f"every log lists its ranks' hosts ({nodes} node(s)), so --nodes {nodes} changes nothing; "
                            "it is for logs without them: drop it", option="nodes")
    for run in runs:
        if run.nodes is None and nodes is not None:
            if run.ranks is not None and nodes > run.ranks:
                raise RingcalcError(f"{run.where}: {nodes} nodes for {run.ranks} ranks", option="nodes")
            run = replace(run, nodes=nodes, nodes_source="given")
        elif run.nodes is None and gpus_per_node is not None and run.ranks is not None:
            run = replace(run, nodes=math.ceil(run.ranks / gpus_per_node), nodes_source="--gpus-per-node")
        elif run.nodes is not None and nodes is not None and nodes != run.nodes:
            raise RingcalcError(f"{run.where}: the log lists ranks on {run.nodes} hosts; --nodes {nodes} "
                                "contradicts it; drop --nodes", option="nodes")
        if (run.nodes is not None and run.nodes_source not in ("--gpus-per-node",) and gpus_per_node is not None
                and run.ranks is not None and math.ceil(run.ranks / gpus_per_node) != run.nodes):
            raise RingcalcError(f"{run.where}: the log lists {run.ranks} ranks on {run.nodes} hosts "
                                f"({run.ranks / run.nodes:g} per host); --gpus-per-node {gpus_per_node} contradicts it "
                                "(it would place them on "
                                f"{math.ceil(run.ranks / gpus_per_node)} nodes); drop --gpus-per-node",
                                option="gpus-per-node")
        if run.nodes is None and cluster_gpus and run.ranks is not None:
            run = replace(run, nodes=math.ceil(run.ranks / cluster_gpus), nodes_source="--cluster")
        out.append(run)
    return out
