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


def read_logs(paths: list[Path], *, collective: str | None, ranks: int | None, option: str = "ranks",
              restated_ok: bool = False) -> list[Run]:
    """Every run of every log, in order; ``ranks`` (``--ranks``) must not contradict what a log states.

    ``option`` names the user's option in messages (``workers``: ``plot expect``'s ``-n/--workers``, which sets N
    for the whole figure and so may restate the log's N when ``restated_ok``; ``--ranks`` is only for logs that do
    not say). Until 2026-11-29 ``plot expect -n 16`` on a 16-rank log was refused naming ``--ranks``, an option plot
    does not have."""
    runs = []
    seen: dict[str, Path] = {}  # sha256 of a log's text -> the first path that held it
    for path in paths:
        found = read_nccl_log(path, collective=collective, ranks=ranks)
        digest = found[0].sha256 if found else None
        if digest is not None and digest in seen:
            same = "is given twice" if str(seen[digest]) == str(path) else f"and {seen[digest]} hold the same log"
            raise RingcalcError(f"{path} {same} (the same content, sha256 {digest[:12]}): fitting it twice would "
                                "count each measurement twice and narrow the intervals; give each log once",
                                option="log")
        if digest is not None:
            seen[digest] = path
        if ranks is not None:
            _check_ranks(path, collective, ranks, option, restated_ok)
        runs.extend(found)
    return runs


def refuse_save_over_logs(save: Path | None, paths: list[Path]) -> None:
    """Refuse ``--save`` that names one of the logs (also through a symlink or another link to the same file):
    writing the calibration there would destroy the measurement it was fitted from."""
    import os

    if save is None or str(save) == "-":
        return
    target = Path(save).expanduser()
    for path in paths:
        log = Path(path).expanduser()
        try:
            same = target.resolve() == log.resolve() or (target.exists() and log.exists()
                                                         and os.path.samefile(target, log))
        except OSError:  # a path that cannot be resolved is not the log (reading it reports the reason)
            same = False
        if same:
            raise RingcalcError(f"{save} is the log {path}: the calibration would overwrite the measurement it is "
                                "fitted from; save to another file", option="save")


def _check_ranks(path: Path, collective: str | None, ranks: int, option: str = "ranks",
                 restated_ok: bool = False) -> None:
    """Refuse ``--ranks`` that contradicts the rank count the log states (rank lines, NCCL INFO nranks).

    Like a contradicting ``--collective``: ``--ranks`` is for logs that do not
    say. A log whose own statements disagree (the header's rank lines against
    busbw/algbw) cannot be read without ``--ranks``; there it decides.
    """
    try:
        own = read_nccl_log(path, collective=collective)
    except RingcalcError:
        return
    flag = "-n/--workers" if option == "workers" else "--" + option
    for run in own:
        if run.ranks is not None and run.ranks_source in ("rank lines", "NCCL INFO nranks") and run.ranks != ranks:
            raise RingcalcError(
                f"{run.source}: the log says {run.ranks} ranks ({run.ranks_source}); {flag} {ranks} contradicts it; "
                f"drop {flag}" + (f" or give {run.ranks}" if restated_ok else ""),
                option=option,
            )
    if not restated_ok and own and all(run.ranks == ranks and run.ranks_source in ("rank lines", "NCCL INFO nranks") for run in own):
        raise RingcalcError(f"{path}: the log states its {ranks} ranks ({own[0].ranks_source}), so {flag} {ranks} "
                            "changes nothing; it is for logs that do not say: drop it", option=option)


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


_PHYSICAL_FLAGS = {"cluster": "--cluster", "bandwidth": "--bandwidth", "intra_bandwidth": "--intra-bandwidth",
                   "transport": "--transport", "algorithm": "--algorithm"}
"""``ringcalc fit``'s options that set the physical fit's cluster (:func:`ringcalc.calibrate.cluster_calibration.
with_physical`): its line rates, priors and NCCL's algorithm."""


def refuse_physical_options(runs: list[Run], options: dict) -> None:
    """Refuse the physical fit's options on logs of a collective other than all-reduce, which have none.

    ``options``: the option name -> its value (None: not given). ``--cluster`` that gave a log without host names
    its node count (:func:`with_layout`) is used, so it stays. Until 2026-11-29 ``fit <all-gather log> --cluster
    dgx-h100 --algorithm nvls --intra-bandwidth pcie4-x16 --save`` wrote a file byte-identical to the one without them.
    """
    collectives = {{"alltoall": "all-to-all"}.get(r.collective, r.collective.replace("_", "-")) for r in runs
                   if r.collective is not None}
    if not collectives or collectives == {"all-reduce"}:
        return
    used = {"cluster"} if any(r.nodes_source == "--cluster" for r in runs) else set()
    given = [name for name in _PHYSICAL_FLAGS if options.get(name) is not None and name not in used]
    if not given:
        return
    flags = ", ".join(_PHYSICAL_FLAGS[name] for name in given)
    collective = ", ".join(sorted(collectives - {"all-reduce"}))
    raise RingcalcError(f"the {collective} logs get no cluster model (only all-reduce logs are fitted to the cluster's "
                        f"physics): {flags} would change nothing in the calibration; drop "
                        f"{'it' if len(given) == 1 else 'them'}, or fit all-reduce logs of the cluster",
                        option=_PHYSICAL_FLAGS[given[0]].lstrip("-"))
