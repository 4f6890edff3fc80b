"""Run one collective on random data and compare it with the models.

Shared by ``ringcalc simulate`` and :func:`ringcalc.executor.verify.verify_scenario`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.executor.budget import require_run_memory
from ringcalc.executor.numerics import NumericsReport, bitwise_identical, numerics_report
from ringcalc.executor.registry import expected_traffic, get_algorithm, run
from ringcalc.executor.result import CollectiveResult
from ringcalc.executor.links import Links
from ringcalc.executor.timing import Timing, simulate, uniform_time

DTYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64")
"""The element types the executor runs: NCCL's and MPI's integers and IEEE floats (numpy's random generator draws
each; ``float128``, x86's 80-bit extended precision, is no type a collective library reduces)."""


def parse_dtype(name: str) -> np.dtype:
    """A numpy dtype from its name (``float32``, ``int64``, ``f8``, ...), one of :data:`DTYPES`."""
    try:
        dt = np.dtype(str(name))
    except (TypeError, ValueError):  # numpy raises either for an unknown name
        dt = None
    if dt is None or dt.name not in DTYPES:
        raise RingcalcError(f"unsupported dtype {name!r}; use one of {', '.join(DTYPES)}", option="dtype")
    return dt


def random_buffers(workers: int, elements: int, dtype: np.dtype | str = "float32", seed: int = 0) -> list[np.ndarray]:
    """``workers`` random buffers of ``elements`` values.

    Floats: standard normal (float16 scaled by 1/4 to stay far from
    overflow in sums); signed integers: uniform in [-100, 100); unsigned:
    [0, 100). Integer sums may wrap for huge ``workers``; that is exact
    modular arithmetic and still compared exactly.
    """
    if workers < 1:
        raise RingcalcError("need at least one worker", option="workers")
    if elements < 0:
        raise RingcalcError("elements must be >= 0", option="elements")
    dt = parse_dtype(dtype) if isinstance(dtype, str) else np.dtype(dtype)
    rng = np.random.default_rng(seed)
    if dt.kind == "f":
        if dt.itemsize == 2:
            block = (rng.standard_normal((workers, elements), dtype=np.float32) * 0.25).astype(dt)
        else:
            block = rng.standard_normal((workers, elements), dtype=dt)
    else:
        lo = 0 if dt.kind == "u" else -100
        block = rng.integers(lo, 100, (workers, elements), dtype=dt)
    return list(block)


@dataclass
class CheckReport:
    """Executor run vs models. ``time_match`` is None when links are not uniform."""

    algorithm: str
    op: str
    dtype: str
    gpus_per_node: int
    result: CollectiveResult
    numerics: NumericsReport | None
    timing: Timing
    links: Links
    model_bytes_sent: np.ndarray
    model_bytes_received: np.ndarray
    model_time_s: float
    model_time_slowest_link_s: float
    uniform: bool
    even_chunks: bool
    timed: bool = True  # False: the model's time is not the simulation's (registry.Algorithm.timed)

    @property
    def bytes_match(self) -> bool:
        return bool(np.array_equal(self.result.bytes_sent, self.model_bytes_sent)
                    and np.array_equal(self.result.bytes_received, self.model_bytes_received))

    @property
    def time_match(self) -> bool | None:
        if not (self.uniform and self.even_chunks and self.timed):
            return None
        t, m = self.timing.total_time_s, self.model_time_s
        return bool(abs(t - m) <= 1e-9 * max(abs(m), 1e-300))

    @property
    def result_matches(self) -> bool:
        return True if self.numerics is None else self.numerics.result_matches

    @property
    def collective(self) -> str:
        return get_algorithm(self.algorithm).collective

    def to_dict(self) -> dict[str, Any]:
        r = self.result
        # each worker's input buffer: an all-gather's result holds N of them (its elements), the others' one
        inputs = r.elements // max(r.workers, 1) if self.collective == "all-gather" else r.elements
        d = {
            "algorithm": self.algorithm, "op": self.op, "dtype": self.dtype, "workers": r.workers,
            "elements": r.elements, "elements_per_worker": inputs, "bytes_per_worker": inputs * r.itemsize,
            "steps": r.steps,
            "result_matches": self.result_matches,
            "bytes_sent_per_worker": [int(x) for x in r.bytes_sent],
            "model_bytes_sent_per_worker": [int(x) for x in self.model_bytes_sent],
            "bytes_received_per_worker": [int(x) for x in r.bytes_received],
            "model_bytes_received_per_worker": [int(x) for x in self.model_bytes_received],
            "bytes_match": self.bytes_match, "total_bytes_sent": r.total_bytes,
            "simulated_time_s": self.timing.total_time_s, "model_time_s": self.model_time_s,
            "model_time_slowest_link_s": self.model_time_slowest_link_s,
            "time_match": self.time_match, "uniform_links": self.uniform,
            "bottleneck_worker": self.timing.bottleneck_worker,
            "bottleneck_utilization": self.timing.bottleneck_utilization,
            "bottleneck_carrying_share": self.timing.bottleneck_carrying_share,
        }
        td = self.timing.to_dict()
        for key in ("critical_link", "critical_link_time_s", "critical_path_start_s"):
            if key in td:
                d[key] = td[key]
        if self.numerics is not None:
            d.update({"max_abs_error": self.numerics.max_abs_error, "max_rel_error": self.numerics.max_rel_error,
                      "error_bound": self.numerics.error_bound, "bitwise_identical": self.numerics.bitwise_identical})
        else:
            d.update({"max_abs_error": 0.0, "max_rel_error": 0.0, "error_bound": None, "bitwise_identical": True})
        if self.collective in ("reduce-scatter", "all-to-all"):  # each worker holds its own part: nothing to compare
            d["bitwise_identical"] = None
        if "bytes_sent_intra" in r.extra:
            d["gpus_per_node"] = self.gpus_per_node
            d["bytes_sent_intra_per_worker"] = [int(x) for x in r.extra["bytes_sent_intra"]]
            d["bytes_sent_inter_per_worker"] = [int(x) for x in r.extra["bytes_sent_inter"]]
        return d


def check(algorithm: str, workers: int, elements: int, *, bandwidth_bytes_per_s: float, latency_s: float = 0.0,
          gamma_s_per_byte: float = 0.0, dtype: str | np.dtype = "float32", op: str = "sum", seed: int = 0,
          gpus_per_node: int = 1, slow_links: Mapping[int, float] | None = None,
          stragglers: Mapping[int, float] | None = None, intra_bandwidth_bytes_per_s: float | None = None,
          intra_latency_s: float | None = None, nics_per_node: int | None = None) -> CheckReport:
    """Execute ``algorithm`` on random data and compare bytes, time and result with the models.

    Parameters
    ----------
    algorithm : str
        A name of :data:`ringcalc.executor.registry.ALGORITHMS`.
    workers, elements : int
        ``N`` and ``K`` (elements per worker).
    bandwidth_bytes_per_s, latency_s : float
        Uniform link parameters (bytes/s, s).
    gamma_s_per_byte : float
        Reduction cost (s/byte).
    slow_links : mapping rank -> bytes/s, optional
        Outgoing links slower than ``bandwidth_bytes_per_s``.
    stragglers : mapping rank -> s, optional
        Workers that start late.
    gpus_per_node, intra_bandwidth_bytes_per_s, intra_latency_s, nics_per_node
        Node topology of the links (:class:`~ringcalc.executor.links.Links`);
        ``gpus_per_node`` is also the hierarchical ring's group size.

    Raises
    ------
    RingcalcError
        Kind ``"infeasible"`` when the run would not fit in the available
        memory (:func:`ringcalc.executor.budget.run_memory_bytes`), before
        any buffer is allocated.
    """
    a = get_algorithm(algorithm)
    if a.collective in ("all-gather", "all-to-all") and str(op).strip().lower() != "sum":
        raise RingcalcError(f"{a.name} ({a.collective}) moves data without combining it, so no reduction applies; "
                            "drop --op", option="op")
    dt = parse_dtype(dtype) if isinstance(dtype, str) else np.dtype(dtype)
    require_run_memory(a.name, workers, elements, dt, gpus_per_node)  # before anything is allocated
    bufs = random_buffers(workers, elements, dt, seed)
    res = run(a.name, bufs, op, gpus_per_node=gpus_per_node)
    if a.collective == "reduce-scatter":
        numerics = _check_reduce_scatter(bufs, res)
    elif a.collective == "all-gather":
        numerics = _check_all_gather(bufs, res)
    elif a.collective == "all-to-all":
        numerics = _check_all_to_all(bufs, res)
    else:
        numerics = numerics_report(bufs, res.outputs, res.op)
    topo = {"intra_bandwidth_bytes_per_s": intra_bandwidth_bytes_per_s, "intra_latency_s": intra_latency_s,
            "nics_per_node": nics_per_node}
    links = Links.create(workers, bandwidth_bytes_per_s, latency_s, gpus_per_node=gpus_per_node, **topo,
                         partial_last_node=not a.hierarchical)  # ceil(N/G) nodes, as simulate's help says
    for rank, bw in (slow_links or {}).items():
        links = links.with_slow_link(rank, bw)
    for rank, delay in (stragglers or {}).items():
        links = links.with_straggler(rank, delay)
    timing = simulate(res.log, links, gamma_s_per_byte)
    sent, received = expected_traffic(a.name, workers, elements, dt.itemsize, gpus_per_node=gpus_per_node)
    k = elements * dt.itemsize
    model = uniform_time(a.name, workers, k, bandwidth_bytes_per_s, latency_s, gamma_s_per_byte, gpus_per_node, **topo)
    bw, lat = slowest_link(links)
    slowest = uniform_time(a.name, workers, k, bw, lat, gamma_s_per_byte, gpus_per_node,
                           intra_bandwidth_bytes_per_s=bw, intra_latency_s=lat)
    flat_topology = gpus_per_node == 1 or (
        intra_bandwidth_bytes_per_s in (None, bandwidth_bytes_per_s) and intra_latency_s in (None, latency_s)
        and (nics_per_node is None or nics_per_node >= gpus_per_node))
    uniform = (not slow_links and not any((stragglers or {}).values())
               and (a.hierarchical or flat_topology))
    return CheckReport(a.name, res.op, str(dt), gpus_per_node, res, numerics, timing, links, sent, received, model,
                       slowest, uniform, elements % a.grain(workers) == 0, a.timed)


def slowest_link(links: Links) -> tuple[float, float]:
    """The lowest rate (bytes/s) and highest latency (s) of any link a message can take: every GPU's NIC share
    (``nics_per_node`` of ``gpus_per_node``) between nodes and, inside a node, the scale-up link. Before, the
    NICs alone: ``--intra-bandwidth 1GB/s --intra-latency 20us`` left "model at the slowest link" at 70.56 us
    beside a simulated 287 us."""
    n, g = links.workers, links.gpus_per_node
    inter = n > g or g == 1
    rate = np.minimum(links.bandwidth_bytes_per_s, links.ingress_bandwidth_bytes_per_s)
    bws: list[float] = []
    lats: list[float] = []
    if inter:
        share = min(links.nics_per_node, g) / g if g > 1 and links.nics_per_node is not None else 1.0
        bws.append(float(rate.min()) * share)
        lats.append(float(links.latency_s.max()))
    if g > 1 and min(n, g) > 1:
        bws.append(float(rate.min()) if links.intra_bandwidth_bytes_per_s is None else links.intra_bandwidth_bytes_per_s)
        lats.append(float(links.latency_s.max()) if links.intra_latency_s is None else links.intra_latency_s)
    if not bws:  # one rank on a node of several GPUs sends nothing: any link's figures cost its 0 s
        return float(rate.min()), float(links.latency_s.max())
    return min(bws), max(lats)


def _check_all_gather(bufs, res) -> NumericsReport:
    """All-gather: every output must be exactly the rank-order concatenation."""
    want = np.concatenate([b.reshape(-1) for b in bufs])
    exact = all(np.array_equal(o.view(np.uint8), want.view(np.uint8)) for o in res.outputs)
    return NumericsReport(exact, bitwise_identical(res.outputs), 0.0 if exact else float("nan"),
                          0.0 if exact else float("nan"), None, exact)


def _check_all_to_all(bufs, res) -> NumericsReport:
    """All-to-all: output ``i`` must be exactly block ``i`` of every input, in rank order."""
    from ringcalc.executor.buffers import chunk_bounds

    n = len(bufs)
    flats = [b.reshape(-1) for b in bufs]
    c = chunk_bounds(flats[0].size if n else 0, n)
    exact = all(np.array_equal(o.view(np.uint8), np.concatenate([f[c[i]:c[i + 1]] for f in flats]).view(np.uint8))
                for i, o in enumerate(res.outputs))
    return NumericsReport(exact, True, 0.0 if exact else float("nan"), 0.0 if exact else float("nan"), None, exact)


def _check_reduce_scatter(bufs, res) -> NumericsReport:
    """Reduce-scatter: compare the concatenated chunks with the all-reduce reference."""
    full = np.concatenate([o.reshape(-1) for o in res.outputs])
    rep = numerics_report(bufs, [full], res.op)
    return rep
