"""Read the JSON file of nccl-tests (``-J FILE``, ``src/util.cu``, JSON file versions 1 to 3).

Every field that is used is checked for its type and range before it is
read, so a hand-edited or corrupt file ends in one
:class:`~ringcalc.errors.RingcalcError` that names the file and the field
(``out.json: results[3].out_of_place.time: ...``), never in a traceback,
and a value that cannot be a measurement (a negative, zero or non-finite
time, a negative or fractional size, a negative bandwidth) is refused
instead of fitted.

Units as written by nccl-tests: ``size`` in bytes, ``time`` in
microseconds, ``alg_bw`` / ``bus_bw`` in GB/s (1e9 B/s).

What the format says, and how it is read (nccl-tests ``src/util.cu``, from
00f5281 "Add support for JSON output", 2025-10-17, to a0b82b2, 2.19.6):

* ``config.devices`` has one entry per PROCESS, not per rank:
  ``writeDeviceReport`` gathers each process's ``#  Rank`` lines and
  ``parseRankInfo`` reads only the first of them. A process drives
  ``config.nthreads`` x ``config.ngpus`` ranks (``-t``, ``-g``), numbered
  from ``rank = proc * nthreads * ngpus``, all on its ``hostname``; so
  ``-g 8`` on 2 processes lists 2 entries for 16 ranks. The ranks, hosts
  and ranks per host are read that way (:func:`_process_ranks`).
* ``-d all`` / ``-o all`` (and ``-R``) write every sweep into one
  ``results`` list, each result naming its ``type``, ``redop`` and
  ``root``; the list is split into one run per sweep, in file order, as the
  text reader splits its table when the dtype changes
  (:func:`parse_json_runs`).
* 00f5281 spelt the footer ``average_bus_bandwidith`` / ``bandwidith``;
  85ca91d (2026-02-02) corrected it. Both spellings are read.
"""

from __future__ import annotations

import json
import math
from typing import Any

from ringcalc.calibrate.nccl_records import GB_PER_S, MAX_RANKS, MAX_SIZE_BYTES, MAX_TIME_S, MIN_TIME_S, Row, Run, Timing
from ringcalc.calibrate.nccl_runs import PROGRAM, RunHeader, finish_run
from ringcalc.errors import RingcalcError

US = 1e-6  # nccl-tests' JSON "time" is in microseconds
MAX_RANKS_PER_PROCESS = 4096
"""More GPUs than one host holds: a process's ranks are its host's devices ``localRank * nthreads * ngpus + i``
(``src/util.cu`` ``writeDeviceReport`` refuses a count above ``cudaGetDeviceCount``)."""
AVERAGE_KEYS = ("average_bus_bandwidth", "average_bus_bandwidith")  # 85ca91d's spelling, then 00f5281's
BANDWIDTH_KEYS = ("bandwidth", "bandwidith")


class _Doc:
    """Typed access to one JSON document, with errors that name ``source`` and the field path."""

    def __init__(self, source: str):
        self.source = source

    def error(self, path: str, why: str) -> RingcalcError:
        """One-line error ``source: path: why``."""
        return RingcalcError(f"{self.source}: {path}: {why}")

    @staticmethod
    def shown(value: Any) -> str:
        """A short rendering of a JSON value for messages."""
        text = json.dumps(value, allow_nan=True) if not isinstance(value, str) else repr(value)
        return text if len(text) <= 40 else text[:37] + "..."

    def obj(self, value: Any, path: str, *, optional: bool = False) -> dict | None:
        """``value`` as a JSON object (None allowed when ``optional``)."""
        if value is None and optional:
            return None
        if not isinstance(value, dict):
            raise self.error(path, f"must be a JSON object, got {self.shown(value)}")
        return value

    def number(self, value: Any, path: str, *, positive: bool = False, optional: bool = False) -> float | None:
        """A finite number >= 0 (> 0 when ``positive``); JSON ``true``/``false`` are not numbers.

        Numbers written as strings (``"12.5"``) are accepted; ``"N/A"`` only when ``optional``.
        """
        if value is None and optional:
            return None
        x = value
        if isinstance(value, str):
            if optional and value.strip().upper() in ("N/A", ""):
                return None
            try:
                x = float(value)
            except ValueError:
                raise self.error(path, f"must be a number, got {self.shown(value)}") from None
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            raise self.error(path, f"must be a number, got {self.shown(value)}")
        try:
            f = float(x)
        except OverflowError:
            raise self.error(path, f"must be a finite number, got {self.shown(value)}") from None
        if not math.isfinite(f):
            raise self.error(path, f"must be a finite number, got {self.shown(value)}")
        if f < 0 or (positive and f == 0):
            raise self.error(path, f"must be {'> 0' if positive else '>= 0'}, got {self.shown(value)}")
        return f

    def integer(self, value: Any, path: str, *, minimum: int = 0, optional: bool = False) -> int | None:
        """A whole number >= ``minimum`` (``8`` or ``8.0`` or ``" 8"``; not ``8.5``, ``true`` or ``1e400``)."""
        if value is None and optional:
            return None
        x = value
        if isinstance(value, str):
            try:
                x = int(value.strip())
            except ValueError:
                raise self.error(path, f"must be a whole number, got {self.shown(value)}") from None
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            raise self.error(path, f"must be a whole number, got {self.shown(value)}")
        if isinstance(x, float) and not (math.isfinite(x) and x == int(x)):
            raise self.error(path, f"must be a whole number, got {self.shown(value)}")
        n = int(x)
        if n < minimum:
            raise self.error(path, f"must be >= {minimum}, got {self.shown(value)}")
        return n


def _timing(doc: _Doc, t: Any, path: str, size: int) -> Timing | None:
    t = doc.obj(t, path, optional=True)
    if t is None:
        return None
    key = "time" if "time" in t else "cpu_time"
    if key not in t:
        raise doc.error(f"{path}.time", "missing (the time of one call, in microseconds)")
    time_us = doc.number(t[key], f"{path}.{key}", positive=size > 0)  # -b 0 may time 0 us, as in the text table
    if size > 0 and not MIN_TIME_S <= time_us * US <= MAX_TIME_S:
        raise doc.error(f"{path}.{key}", f"{time_us:g} us is not a plausible measurement "
                                          f"({MIN_TIME_S / US:g} us .. {MAX_TIME_S / 3600:g} h)")
    alg, bus = (_rate(doc, t.get(key), f"{path}.{key}") for key in ("alg_bw", "bus_bw"))
    wrong = doc.number(t.get("nwrong"), f"{path}.nwrong", optional=True)
    return Timing(
        time_s=time_us * US,
        algbw_bytes_per_s=None if alg is None else alg * GB_PER_S,
        busbw_bytes_per_s=None if bus is None else bus * GB_PER_S,
        wrong=wrong,
    )


MAX_RATE_GB_PER_S = 1e6
"""A bandwidth above 1 PB/s in one collective's record is no measurement (before, 1.8e299 GB/s overflowed to an
infinite rate in B/s and was read)."""


def _rate(doc: _Doc, value: Any, path: str) -> float | None:
    """An optional ``alg_bw`` / ``bus_bw`` in GB/s: a number from 0 to :data:`MAX_RATE_GB_PER_S`."""
    x = doc.number(value, path, optional=True)
    if x is not None and x > MAX_RATE_GB_PER_S:
        raise doc.error(path, f"{x:g} GB/s is not a plausible measurement (at most {MAX_RATE_GB_PER_S:g} GB/s)")
    return x


def _row(doc: _Doc, res: Any, i: int) -> Row:
    path = f"results[{i}]"
    res = doc.obj(res, path)
    if "size" not in res:
        raise doc.error(f"{path}.size", "missing (the message size in bytes)")
    size = doc.integer(res["size"], f"{path}.size")
    if size > MAX_SIZE_BYTES:
        raise doc.error(f"{path}.size", f"{size} B is more than nccl-tests can address (2**64 B)")
    count = doc.integer(res.get("count", 0), f"{path}.count")
    if count > size:
        raise doc.error(f"{path}.count", f"{count} elements cannot fit in size {size} B")
    oop = _timing(doc, res.get("out_of_place"), f"{path}.out_of_place", size)
    ip = _timing(doc, res.get("in_place"), f"{path}.in_place", size)
    if oop is None and ip is None:
        raise doc.error(path, "has neither out_of_place nor in_place timings")
    for key in ("type", "redop"):
        if res.get(key) is not None and not isinstance(res[key], str):
            raise doc.error(f"{path}.{key}", f"must be a string, got {doc.shown(res[key])}")
    root = doc.integer(res.get("root"), f"{path}.root", minimum=-1, optional=True)
    return Row(size, count, res.get("type") or "", res.get("redop") or "none", root, oop, ip, i + 1)


def _ranks_per_process(doc: _Doc, config: dict, top: dict, processes: int) -> int:
    """``nthreads x ngpus``: the ranks each ``devices`` entry (one per process) stands for; 1 where not stated.

    nccl-tests ``src/util.cu`` (00f5281 .. a0b82b2) writes ``config.nthreads`` (``-t``, threads per process) and
    ``config.ngpus`` (``-g``, GPUs per thread); ``src/common.cu`` numbers a rank
    ``proc * nThreads * nGpus + thread * nGpus + gpu``.
    """
    per_process = 1
    for key in ("nthreads", "ngpus"):
        holder, path = (config, f"config.{key}") if config.get(key) is not None else (top, key)
        per_process *= doc.integer(holder.get(key), path, minimum=1, optional=True) or 1
    if per_process > MAX_RANKS_PER_PROCESS:
        raise doc.error("config", f"nthreads x ngpus = {per_process} GPUs in one process is more than one host holds "
                                  f"(at most {MAX_RANKS_PER_PROCESS})")
    if processes * per_process > MAX_RANKS:
        raise doc.error("config", f"{processes} processes x {per_process} ranks is not a plausible rank count")
    return per_process


def _process_ranks(doc: _Doc, d: dict, path: str, i: int, per_process: int) -> range:
    """The ranks of one ``devices`` entry: its process's first rank (the entry's ``rank``) and the
    ``per_process - 1`` after it (nccl-tests ``src/util.cu`` ``writeDeviceReport``: ``parseRankInfo`` reads the
    first ``#  Rank`` line of each process's report)."""
    first = doc.integer(d.get("rank", i * per_process), f"{path}.rank")
    if first + per_process - 1 > MAX_RANKS:
        raise doc.error(f"{path}.rank", f"{first} is not a plausible rank")
    if first % per_process:
        raise doc.error(f"{path}.rank", f"{first} is not the first rank of a process: nccl-tests lists one entry per "
                                        f"process, its rank a multiple of nthreads x ngpus = {per_process}")
    return range(first, first + per_process)


def _header(doc: _Doc, top: dict) -> RunHeader:
    header = RunHeader()
    args = top.get("args")
    if args is not None and not isinstance(args, list):
        raise doc.error("args", f"must be a list of strings, got {doc.shown(args)}")
    if args and isinstance(args[0], str):
        prog = PROGRAM.search(args[0])
        if prog:
            header.name_collective(prog, "program name", "args[0]")
    config = doc.obj(top.get("config"), "config", optional=True) or {}
    where = "config.devices" if config.get("devices") is not None else "devices"
    devices = config.get("devices") if config.get("devices") is not None else top.get("devices")
    if devices is not None and not isinstance(devices, list):
        raise doc.error(where, f"must be a list of objects, got {doc.shown(devices)}")
    per_process = _ranks_per_process(doc, config, top, len(devices or []))
    ranks: set[int] = set()
    for i, d in enumerate(devices or []):
        d = doc.obj(d, f"{where}[{i}]")
        own = _process_ranks(doc, d, f"{where}[{i}]", i, per_process)
        ranks.update(own)
        if isinstance(d.get("hostname"), str) and d["hostname"]:
            header.hosts.add(d["hostname"])
            header.rank_hosts.update(dict.fromkeys(own, d["hostname"]))
        device = d.get("device_info")  # the name the text log's '#  Rank' line ends with (cudaDeviceProp.name)
        if device is not None and not isinstance(device, str):
            raise doc.error(f"{where}[{i}].device_info", f"must be a string (the GPU's name), got {doc.shown(device)}")
        if device and device.strip():
            header.devices.add(device.strip())
    header.rank_ids = ranks
    version = top.get("nccl_version")
    if version is not None and (isinstance(version, bool) or not isinstance(version, (str, int))):
        raise doc.error("nccl_version", f"must be a number or a string, got {doc.shown(version)}")
    header.version = None if version is None else str(version)
    return header


def _average(doc: _Doc, top: dict) -> float | None:
    """The footer's average bus bandwidth in B/s, under either spelling of its keys (00f5281 wrote
    ``average_bus_bandwidith`` / ``bandwidith``, 85ca91d corrected both; nccl-tests ``src/util.cu``)."""
    outer = next((k for k in AVERAGE_KEYS if top.get(k) is not None), AVERAGE_KEYS[0])
    avg_obj = doc.obj(top.get(outer), outer, optional=True) or {}
    inner = next((k for k in BANDWIDTH_KEYS if avg_obj.get(k) is not None), BANDWIDTH_KEYS[0])
    avg = doc.number(avg_obj.get(inner), f"{outer}.{inner}", optional=True)
    return None if avg is None else avg * GB_PER_S


def _sweeps(rows: list[Row]) -> list[list[Row]]:
    """The rows split into sweeps, in file order: a new one wherever ``type``, ``redop`` or ``root`` changes.

    nccl-tests ``src/*.cu`` ``RunTest`` loops types (``-d all``), then ops (``-o all``) or roots (``-R``), and
    calls ``TimeTest`` for each, which sweeps the sizes; every sweep's rows are written together.
    """
    sweeps: list[list[Row]] = []
    for row in rows:
        last = sweeps[-1][-1] if sweeps else None
        if last is None or (row.dtype, row.redop, row.root) != (last.dtype, last.redop, last.root):
            sweeps.append([])
        sweeps[-1].append(row)
    return sweeps


def _load(text: str, source: str) -> tuple[_Doc, dict, RunHeader, list[Row]]:
    """The document, its header and its rows, every field checked."""
    try:
        top = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RingcalcError(f"{source}:{exc.lineno}: invalid nccl-tests JSON: {exc.msg}") from None
    except (ValueError, RecursionError) as exc:  # an integer of > 4300 digits; nesting too deep
        raise RingcalcError(f"{source}: invalid nccl-tests JSON: {str(exc).splitlines()[0][:120]}") from None
    doc = _Doc(source)
    if not isinstance(top, dict) or not isinstance(top.get("results"), list):
        raise RingcalcError(f"{source}: JSON without a 'results' list is not nccl-tests -J output")
    header = _header(doc, top)
    rows = [_row(doc, res, i) for i, res in enumerate(top["results"])]
    if not rows:
        raise RingcalcError(f"{source}: the JSON 'results' list is empty")
    return doc, top, header, rows


def parse_json_runs(text: str, source: str, collective: str | None, ranks: int | None) -> list[Run]:
    """Parse nccl-tests ``-J`` output into its runs, one per sweep (``type``, ``redop``, ``root``), in file order.

    The footer's average bus bandwidth goes to the last run, as the text reader gives the ``# Avg bus
    bandwidth`` line to the table it closes.

    Raises
    ------
    RingcalcError
        Invalid JSON (names the line), or a field of the wrong type or out
        of range (names the field, e.g. ``results[2].out_of_place.time``).
    """
    doc, top, header, rows = _load(text, source)
    avg = _average(doc, top)
    sweeps = _sweeps(rows)
    return [finish_run(sweep, header, avg if k == len(sweeps) - 1 else None, source, collective, ranks)
            for k, sweep in enumerate(sweeps)]  # fmt: skip

