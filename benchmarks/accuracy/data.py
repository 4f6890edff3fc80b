"""Reading the logs: nccl-tests / rccl-tests files and the stas00 CSVs, each run matched to its manifest entry."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, replace
from pathlib import Path

from benchmarks.accuracy.manifest import Log, find
from ringcalc.calibrate.model import busbw_factor
from ringcalc.calibrate.nccl_log import read_nccl_log
from ringcalc.calibrate.nccl_records import Row, Run, Timing
from ringcalc.errors import RingcalcError


@dataclass(frozen=True)
class Case:
    """One run with its manifest entry (None for a log the manifest does not know) and its system."""

    run: Run
    log: Log | None
    system: str

    @property
    def name(self) -> str:
        select = "" if self.log is None or self.log.select is None else f"[{self.log.select}]"
        return f"{Path(self.run.source.split(':')[0]).name}{select}"

    @property
    def flag(self) -> str:
        return (self.log.flag or "") if self.log else ""

    @property
    def algorithms(self) -> tuple[str, ...] | None:
        return self.log.algorithms if self.log else None


def _run_from_busbw(source: str, n: int, sizes_busbw: list[tuple[int, float]], nodes: int | None) -> Run:
    f = busbw_factor("all_reduce", n)
    rows = tuple(
        Row(s, s // 4, "float", "sum", -1, Timing(s * f / bus, bus / f, bus, 0), None, i + 1)
        for i, (s, bus) in enumerate(sizes_busbw) if bus > 0
    )
    return Run(source=source, rows=rows, collective="all_reduce", collective_source="csv", ranks=n,
               ranks_source="csv", nodes=nodes, nodes_source="csv" if nodes else "unknown")  # fmt: skip


def csv_runs(path: Path) -> list[tuple[str, Run]]:
    """``(selector, run)`` of the all-reduce runs of a stas00-style CSV: one per busbw column, or per GPU count."""
    lines = [ln for ln in path.read_text().splitlines() if ln.strip() and not ln.startswith("#")]
    reader = list(csv.DictReader(io.StringIO("\n".join(lines))))
    if not reader:
        return []
    if "gpus" in reader[0] and "busbw_nvls_off_GBps" in reader[0]:  # one 8 GiB point per GPU count, one node
        size = 8 * 2**30
        out = []
        for r in reader:
            for col in ("default", "nvls_off"):
                sel = f"{r['system']}:{r['gpus']}:{col}"
                out.append((sel, _run_from_busbw(f"{path.name}:{sel}", int(r["gpus"]),
                                                 [(size, float(r[f"busbw_{col}_GBps"]) * 1e9)], 1)))
        return out
    if "payload_bytes" not in reader[0]:
        return []
    runs = []
    for col in [c for c in reader[0] if c.startswith("busbw") and c.endswith("GBps")]:
        toks = col.split("_")
        ranks = [int(t[:-4]) for t in toks if t.endswith("rank") and t[:-4].isdigit()]
        nodes = [int(t[:-4]) for t in toks if t.endswith("node") and t[:-4].isdigit()]
        if not ranks and "nranks" in reader[0]:
            ranks = [int(reader[0]["nranks"])]
        if not ranks:
            continue
        pairs = [(int(r["payload_bytes"]), float(r[col]) * 1e9) for r in reader]
        runs.append((col, _run_from_busbw(f"{path.name}:{col}", ranks[0], pairs, nodes[0] if nodes else 1)))
    return runs


def _runs_of(path: Path) -> list[tuple[str | int | None, Run]]:
    if path.suffix in (".txt", ".json", ".log"):
        try:
            runs = read_nccl_log(path)
        except RingcalcError:
            return []
        return [(r.ranks if len(runs) > 1 else None, r) for r in runs]
    if path.suffix == ".csv":
        return list(csv_runs(path))
    return []


def load(dirs: list[Path]) -> list[Case]:
    """Every all-reduce run of the directories, with its manifest entry; the entry's layout fills what a log lacks."""
    cases = []
    for d in dirs:
        for path in sorted(d.iterdir()):
            for select, run in _runs_of(path):
                if run.collective not in ("all_reduce", "all-reduce"):
                    continue
                log = find(path.name, select)
                if log is not None:
                    if run.nodes is None and log.nodes is not None:
                        run = replace(run, nodes=log.nodes, nodes_source="SOURCES.md")
                    if log.ranks is not None and run.ranks not in (None, log.ranks):
                        raise SystemExit(f"{path.name}[{select}]: the log has {run.ranks} ranks, the manifest "
                                         f"{log.ranks}: fix benchmarks/accuracy/manifest.py")
                    if log.nodes is not None and run.nodes not in (None, log.nodes):
                        raise SystemExit(f"{path.name}[{select}]: the log's hosts say {run.nodes} nodes, the manifest "
                                         f"{log.nodes}: fix benchmarks/accuracy/manifest.py")
                system = log.system if log is not None else path.name
                cases.append(Case(run, log, system))
    return cases
