"""Collect the measurements of parsed runs into arrays for a fit (SI units).

One :class:`Points` holds every usable measurement of one collective:
size (bytes), time (s), ranks N, nodes n (or None), the time-sharing factor
of local runs, and where each came from. Validation that concerns the runs
(unknown collective or N, mixed collectives, size filters that leave
nothing) happens here, once, for every model form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ringcalc.calibrate.layout import nodes_for
from ringcalc.calibrate.model import COLLECTIVES, oversubscription
from ringcalc.calibrate.nccl_records import Run
from ringcalc.calibrate.nccl_runs import NOT_MODELLED
from ringcalc.errors import RingcalcError


@dataclass(frozen=True)
class Points:
    """Usable measurements sorted by size; arrays of equal length."""

    collective: str
    size: np.ndarray
    time: np.ndarray
    ranks: np.ndarray
    nodes: np.ndarray  # object array: nodes of each point's run, int or None
    rho: np.ndarray  # time-sharing factor max(1, N/C) of local runs, 1 on clusters
    meta: tuple[np.ndarray, np.ndarray, np.ndarray]  # per point: source (object), line (int), placement (object)
    sources: tuple[dict, ...]
    warnings: tuple[str, ...]
    shared_cores: int | None
    layout: np.ndarray = None  # type: ignore[assignment]  # per point: index into ``layouts``
    layouts: tuple[tuple[int, int | None], ...] = ()  # the distinct (N, nodes) of the points

    def __len__(self) -> int:
        return len(self.time)

    def subset(self, mask: np.ndarray) -> Points:
        idx = np.flatnonzero(mask)
        return Points(
            self.collective, self.size[idx], self.time[idx], self.ranks[idx],
            self.nodes[idx], self.rho[idx], tuple(column[idx] for column in self.meta),
            self.sources, self.warnings, self.shared_cores,
            self.layout[idx], self.layouts,
        )  # fmt: skip

    def per_layout(self, value, dtype: Any = float) -> np.ndarray:
        """``value(N, nodes)`` of every point, computed once per distinct (N, nodes)."""
        return np.array([value(*key) for key in self.layouts], dtype=dtype)[self.layout]

    @property
    def distinct_sizes(self) -> np.ndarray:
        return np.unique(self.size)

    @property
    def gpus_per_node(self) -> int | None:
        """Ranks per node G that places every run with a node count on its nodes (None: no one G does).

        Nodes fill in turn, the last one possibly partial, as :func:`ringcalc.calibrate.layout.nodes_for` and the
        cluster models place ranks: N ranks on n nodes take ``G = ceil(N / n)``, and G holds a run where
        ``nodes_for(N, G) == n``. The least G that every run's ``ceil(N / n)`` allows is taken (a one-node run of 4
        beside 16 ranks on 2 nodes: 8). Until 2026-11-29 this was ``N // n`` and 32 ranks on 3 nodes recorded 10
        per node, so the calibration, asked at its own layout, placed 32 ranks on 4 nodes and said it extrapolated.
        """
        known = {(int(n), int(nd)) for n, nd in zip(self.ranks.tolist(), self.nodes.tolist()) if nd}
        if not known:
            return None
        g = max(-(-n // nd) for n, nd in known)
        return g if all(nodes_for(n, g) == nd for n, nd in known) else None


def _filters_text(min_size: float | None, max_size: float | None) -> list[str]:
    out = []
    if min_size is not None:
        out.append(f"--min-size {min_size:.6g} B")
    if max_size is not None:
        out.append(f"--max-size {max_size:.6g} B")
    return out


def _check_run(run: Run) -> None:
    if run.collective is None and run.collective_source.startswith(NOT_MODELLED):
        raise RingcalcError(
            f"{run.where}: the log ran {run.collective_source[len(NOT_MODELLED) + 2:]}, a collective ringcalc does not "
            f"model ({', '.join(COLLECTIVES)}); fit the other runs on their own", option="collective")
    if run.collective is None:
        raise RingcalcError(
            f"{run.where}: the log does not say which collective it measured; pass --collective",
            option="collective",
        )
    if run.ranks is None:
        raise RingcalcError(
            f"{run.where}: the log does not say how many ranks ran (no '#  Rank' lines); pass --ranks",
            option="ranks",
        )


def given_nodes_note(run: Run) -> str | None:
    """What ``--nodes`` M that does not divide a run's N ranks is taken as, or its refusal where it cannot be one.

    A log without host lines says nothing of how its ranks sat on the nodes. The cluster models (and
    :func:`ringcalc.calibrate.layout.nodes_for`) fill nodes in turn, the last possibly partial, as mpirun's slots and
    Slurm's block distribution place ranks: 32 ranks on 3 nodes are 11 + 11 + 10, said in the fit's warnings. An M
    that no filling gives (9 ranks on 4 nodes: 3 per node fill 3, 2 per node fill 5) is refused: the ranks were
    spread unevenly, which only the log's '#  Rank ... on HOST' lines can say (a log with them is placed as they say).
    """
    n, m = run.ranks, run.nodes
    if getattr(run, "nodes_source", None) != "given" or not n or not m or n % m == 0:
        return None
    g = -(-n // m)
    if nodes_for(n, g) != m:
        raise RingcalcError(
            f"{run.where}: {n} ranks cannot fill {m} nodes in turn ({g} per node fill {nodes_for(n, g)}, {g - 1} fill "
            f"{nodes_for(n, g - 1)}), as the cluster models place ranks: give the nodes they filled (--nodes "
            f"{nodes_for(n, g)} or {nodes_for(n, g - 1)}, or --gpus-per-node), or fit a log whose '#  Rank ... on HOST' "
            "lines say how they were spread", option="nodes")
    return (f"{run.where}: --nodes {m} does not divide {n} ranks: taken as {m - 1} node(s) of {g} and a last node of "
            f"{n - (m - 1) * g} (nodes filled in turn, as mpirun's slots and Slurm's block distribution place ranks); "
            "a run spread otherwise is placed by its log's '#  Rank ... on HOST' lines")


def _bad_count(run: Run, placement: str) -> int:
    check = "out-of-place" if placement == "both" else placement
    rows = [r for r in run.rows if r.size_bytes > 0]  # a size-0 row is left out as such, not as a bad measurement
    bad = sum(1 for r in rows if (tm := r.timing(check)) is not None and not tm.ok)
    if placement == "both":
        bad += sum(1 for r in rows if r.in_place is not None and not r.in_place.ok)
    return bad


def _check_runs_together(runs: list[Run], min_size: float | None, max_size: float | None) -> set[int | None]:
    """Refuse runs that cannot be fitted jointly; the set of their ``shared_cores`` (one value)."""
    if not runs:
        raise RingcalcError("nothing to fit: no runs")
    colls = {r.collective for r in runs if r.collective is not None}
    if len(colls) > 1:
        names = "; ".join(f"{r.where}: {r.collective} ({r.collective_source})" for r in runs)
        raise RingcalcError(f"cannot fit different collectives jointly ({names}); fit each collective on its own")
    if min_size is not None and max_size is not None and min_size > max_size:
        raise RingcalcError(
            f"{min_size:.6g} B is larger than --max-size {max_size:.6g} B: no size is in range", option="min_size"
        )
    cores = {r.shared_cores for r in runs}
    if len(cores) > 1:
        raise RingcalcError("cannot fit local measurements (ranks sharing CPU cores) together with cluster logs")
    _check_one_system(runs)
    return cores


def _check_one_system(runs: list[Run]) -> None:
    """Refuse runs on different GPU families (an H100 log beside an MI300X log): a fit describes one system, its
    links and NICs; fitted together, each system's figures would be read as the other's layouts."""
    from ringcalc.cluster.gpu_family import log_family

    seen: dict[str, str] = {}
    for r in runs:
        name = log_family(r.devices)
        if name is not None:
            seen.setdefault(name, r.where)
    if len(seen) > 1:
        which = "; ".join(f"{name} in {where}" for name, where in seen.items())
        raise RingcalcError(f"the logs ran on different GPUs ({which}): a fit describes one system, its links and "
                            "NICs; fit each system's logs apart", option="LOGS")


def _source_record(run: Run, points: int) -> dict:
    """Where a run came from and what the log said about it (for the calibration file)."""
    return {
        "file": run.source, "sha256": run.sha256, "lines": [run.first_line, run.last_line],
        "collective": run.collective, "collective_source": run.collective_source,
        "ranks": run.ranks, "ranks_source": run.ranks_source,
        "nodes": run.nodes, "nodes_source": run.nodes_source, "points": points,
    }  # fmt: skip


def _check_enough(sources: list[str], size: list[float], ranks: list[int], n_before: int, all_sizes: list[int],
                  min_size: float | None, max_size: float | None) -> None:
    """At least 2 sizes must be left; say whether the size filters or the logs are to blame, naming every log and
    the rank counts left (until 2026-11-29 three logs cut to one size on two rank counts were refused naming the
    first log alone, as if it were the only one)."""
    filters = _filters_text(min_size, max_size)
    n_kept = len(set(size))
    logs = list(dict.fromkeys(sources))
    where = logs[0] if len(logs) == 1 else f"the {len(logs)} logs ({', '.join(logs)})"
    if n_kept < 2 and filters and len(set(all_sizes)) >= 2:
        verb = "leave" if len(filters) > 1 else "leaves"
        kept, has = sorted(set(ranks)), "log has" if len(logs) == 1 else "logs have"
        on = (f" on {len(kept)} rank count(s) ({', '.join(map(str, kept))})" if len(logs) > 1 or len(kept) > 1
              else "")
        raise RingcalcError(
            f"{where}: {' and '.join(filters)} {verb} {len(size)} of {n_before} usable "
            f"measurement(s), at {n_kept} size(s){on} (the {has} {min(all_sizes)} B .. {max(all_sizes)} B); "
            "alpha and beta need at least 2 sizes: widen the size range"
        )
    if len(size) < 2:
        raise RingcalcError(
            f"{where}: only {n_before} usable row(s) to fit; need at least 2 sizes "
            "(rows with #wrong > 0 or no time are left out)"
        )


PLACEMENTS_APART = 1.25
"""In-place and out-of-place times of one run further apart than this (median ratio, either way) are two behaviours,
not one measurement's scatter (nccl-tests' two columns agree within a few per cent on a healthy system)."""


def _placements_apart(pts: list) -> float | None:
    """The median ratio in-place / out-of-place time over the sizes measured both ways, where it is beyond
    :data:`PLACEMENTS_APART` either way; else None."""
    by = {"in-place": {}, "out-of-place": {}}
    for size, time, _, kind in pts:
        if kind in by and time > 0:
            by[kind].setdefault(size, time)
    common = sorted(set(by["in-place"]) & set(by["out-of-place"]))
    if len(common) < 3:
        return None
    ratio = float(np.median([by["in-place"][k] / by["out-of-place"][k] for k in common]))
    return ratio if not 1 / PLACEMENTS_APART <= ratio <= PLACEMENTS_APART else None


def _objects(values: list) -> np.ndarray:
    """A 1-D object array of ``values`` (tuples stay elements, not rows)."""
    out = np.empty(len(values), dtype=object)
    out[:] = values
    return out


def collect_points(
    runs: list[Run],
    placement: str = "both",
    min_size: float | None = None,
    max_size: float | None = None,
) -> Points:
    """Every usable measurement of ``runs``, sorted by size.

    Raises
    ------
    RingcalcError
        No runs, a run without collective or N, runs of different
        collectives, local and cluster runs mixed, or fewer than 2 sizes left.
    """
    cores = _check_runs_together(runs, min_size, max_size)
    size, time, ranks, nodes, rho, sources, warnings = [], [], [], [], [], [], []
    source, line, placed = [], [], []
    n_before, all_sizes = 0, []
    for run in runs:
        _check_run(run)
        pts = run.measurements(placement)
        n_before += len(pts)
        all_sizes.extend(p[0] for p in pts)
        pts = [p for p in pts if (min_size is None or p[0] >= min_size) and (max_size is None or p[0] <= max_size)]
        empty = sum(1 for row in run.rows if row.size_bytes <= 0)
        if empty:
            warnings.append(f"{run.where}: {empty} size-0 row(s) left out of the fit (they move nothing)")
        bad = _bad_count(run, placement)
        if bad:
            warnings.append(f"{run.where}: {bad} measurement(s) report wrong results or no time; left out of the fit")
        warnings.extend(f"{run.where}: {w}" for w in run.warnings)
        if (partial := given_nodes_note(run)) is not None:
            warnings.append(partial)
        if placement == "both":
            apart = _placements_apart(pts)
            if apart is not None:
                warnings.append(f"{run.where}: the in-place times are {apart:.2f}x the out-of-place ones (median over "
                                "the sizes of both): the fit averages two behaviours; --placement out-of-place (or "
                                "in-place) fits one")
        r = oversubscription(run.ranks, run.shared_cores)
        if pts:  # column by column (one C-level pass each), not point by point
            s_, t_, line_, kind_ = zip(*pts)
            size.extend(map(float, s_))
            time.extend(map(float, t_))
            ranks.extend([run.ranks] * len(pts))
            nodes.extend([run.nodes] * len(pts))
            rho.extend([r] * len(pts))
            source.extend([run.source] * len(pts))
            line.extend(line_)
            placed.extend(kind_)
        sources.append(_source_record(run, len(pts)))
    _check_enough([run.source for run in runs], size, ranks, n_before, all_sizes, min_size, max_size)
    order = np.argsort(np.asarray(size), kind="stable")
    layouts = tuple(sorted(set(zip(ranks, nodes)), key=lambda key: (key[0], key[1] or 0)))
    code = {key: i for i, key in enumerate(layouts)}
    return Points(
        collective=runs[0].collective,
        size=np.asarray(size)[order], time=np.asarray(time)[order], ranks=np.asarray(ranks, dtype=int)[order],
        nodes=_objects(nodes)[order], rho=np.asarray(rho)[order],
        meta=(_objects(source)[order], np.asarray(line, dtype=np.int64)[order], _objects(placed)[order]),
        sources=tuple(sources), warnings=tuple(warnings), shared_cores=cores.pop(),
        layout=np.array(list(map(code.__getitem__, zip(ranks, nodes))), dtype=np.int64)[order], layouts=layouts,
    )  # fmt: skip
