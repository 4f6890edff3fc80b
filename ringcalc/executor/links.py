"""Per-worker network parameters for the link-time simulation: :class:`Links` (SI units).

Bandwidth and latency of each worker's outgoing link, an optional incoming
cap, a start time (stragglers), and the two-level (intra-node / inter-node)
variants; :meth:`Links.message_params` gives each message's latency and
seconds per byte.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ringcalc.errors import RingcalcError


def _per_worker(value, workers: int, name: str, *, positive: bool) -> np.ndarray:
    arr = np.broadcast_to(np.asarray(value, dtype=np.float64), (workers,)).copy()
    if not np.all(np.isfinite(arr) | (arr == np.inf)) or np.any(np.isnan(arr)):
        raise RingcalcError(f"{name} must be numbers", option=name)
    if positive and np.any(arr <= 0):
        raise RingcalcError(f"{name} must be > 0", option=name)
    if not positive and np.any(arr < 0):
        raise RingcalcError(f"{name} must be >= 0", option=name)
    return arr


@dataclass(frozen=True)
class Links:
    """Per-worker network parameters (SI units).

    Attributes
    ----------
    bandwidth_bytes_per_s : numpy.ndarray, shape (N,)
        Outgoing link bandwidth of each worker, bytes/s.
    latency_s : numpy.ndarray, shape (N,)
        Per-message latency (alpha) of each worker's outgoing link, s.
    start_s : numpy.ndarray, shape (N,)
        When each worker is ready to start (0 unless a straggler), s.
    ingress_bandwidth_bytes_per_s : numpy.ndarray, shape (N,)
        Cap on each worker's incoming rate, bytes/s (``inf``: no cap).
    gpus_per_node : int
        ``G``: workers ``node * G .. node * G + G - 1`` share a node (rank
        node-major; the last of ``ceil(N / G)`` nodes holds the rest when G
        does not divide N). 1: every worker is its own node.
    intra_bandwidth_bytes_per_s, intra_latency_s : float or None
        Link inside a node (NVLink, PCIe), per worker and direction; None:
        the worker's own link parameters.
    nics_per_node : int or None
        ``R`` NICs shared by a node's ``G`` workers: an inter-node message
        runs at ``min(R, G) / G`` of the worker's bandwidth (all rails busy
        at once, as in the hierarchical ring; a GPU's share of the rails is
        the same on a partial last node). None: one NIC per worker.
    """

    bandwidth_bytes_per_s: np.ndarray
    latency_s: np.ndarray
    start_s: np.ndarray
    ingress_bandwidth_bytes_per_s: np.ndarray
    gpus_per_node: int = 1
    intra_bandwidth_bytes_per_s: float | None = None
    intra_latency_s: float | None = None
    nics_per_node: int | None = None

    @classmethod
    def create(cls, workers: int, bandwidth_bytes_per_s, latency_s=0.0, start_s=0.0,
               ingress_bandwidth_bytes_per_s=np.inf, *, gpus_per_node: int = 1,
               intra_bandwidth_bytes_per_s: float | None = None, intra_latency_s: float | None = None,
               nics_per_node: int | None = None, partial_last_node: bool = False) -> "Links":
        """Links from scalars (uniform) or per-worker arrays, optionally grouped into nodes (``partial_last_node``:
        G need not divide N, the last node holds the rest)."""
        if int(workers) < 1:
            raise RingcalcError("need at least one worker", option="workers")
        g = int(gpus_per_node)
        if g < 1 or (workers % g and not partial_last_node):  # partial_last_node: ceil(N / G) nodes, as on a cluster
            raise RingcalcError(f"gpus per node ({g}) must be >= 1 and divide the number of workers ({workers}) "
                                "unless the last node may be partial", option="gpus_per_node")
        if nics_per_node is not None and int(nics_per_node) < 1:
            raise RingcalcError("nics per node must be >= 1", option="nics_per_node")
        intra_bw = None if intra_bandwidth_bytes_per_s is None else float(
            _per_worker(intra_bandwidth_bytes_per_s, 1, "intra_bandwidth", positive=True)[0])
        intra_lat = None if intra_latency_s is None else float(
            _per_worker(intra_latency_s, 1, "intra_latency", positive=False)[0])
        return cls(
            _per_worker(bandwidth_bytes_per_s, workers, "bandwidth", positive=True),
            _per_worker(latency_s, workers, "latency", positive=False),
            _per_worker(start_s, workers, "start_s", positive=False),
            _per_worker(ingress_bandwidth_bytes_per_s, workers, "ingress_bandwidth", positive=True),
            g, intra_bw, intra_lat, None if nics_per_node is None else int(nics_per_node),
        )

    def message_params(self, src: np.ndarray, dst: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Latency (s) and seconds per byte of messages ``src -> dst`` (arrays of ranks)."""
        rate = np.minimum(self.bandwidth_bytes_per_s[src], self.ingress_bandwidth_bytes_per_s[dst])
        lat = self.latency_s[src].astype(np.float64)
        g = self.gpus_per_node
        if g > 1:
            same = self.intra(src, dst)
            if self.nics_per_node is not None:
                rate = np.where(same, rate, rate * (min(self.nics_per_node, g) / g))
            if self.intra_bandwidth_bytes_per_s is not None:
                rate = np.where(same, self.intra_bandwidth_bytes_per_s, rate)
            if self.intra_latency_s is not None:
                lat = np.where(same, self.intra_latency_s, lat)
        return lat, 1.0 / rate

    def intra(self, src: np.ndarray, dst: np.ndarray) -> np.ndarray:
        """Whether each message ``src -> dst`` stays inside a node (all False with one GPU per node)."""
        g = self.gpus_per_node
        return (src // g) == (dst // g) if g > 1 else np.zeros(np.shape(src), dtype=bool)

    @property
    def workers(self) -> int:
        return int(self.bandwidth_bytes_per_s.shape[0])

    def _check_rank(self, rank: int) -> int:
        if not 0 <= int(rank) < self.workers:
            raise RingcalcError(f"rank {rank} is not in 0..{self.workers - 1}", option="slow_link")
        return int(rank)

    def with_slow_link(self, rank: int, bandwidth_bytes_per_s: float) -> "Links":
        """Copy with worker ``rank``'s outgoing link at ``bandwidth_bytes_per_s``."""
        bw = self.bandwidth_bytes_per_s.copy()
        bw[self._check_rank(rank)] = _per_worker(bandwidth_bytes_per_s, 1, "bandwidth", positive=True)[0]
        return replace(self, bandwidth_bytes_per_s=bw)

    def with_slow_nic(self, rank: int, bandwidth_bytes_per_s: float) -> "Links":
        """Copy with worker ``rank``'s outgoing and incoming rates at ``bandwidth_bytes_per_s``."""
        out = self.with_slow_link(rank, bandwidth_bytes_per_s)
        ing = out.ingress_bandwidth_bytes_per_s.copy()
        ing[int(rank)] = float(bandwidth_bytes_per_s)
        return replace(out, ingress_bandwidth_bytes_per_s=ing)

    def with_straggler(self, rank: int, delay_s: float) -> "Links":
        """Copy where worker ``rank`` starts ``delay_s`` seconds late."""
        st = self.start_s.copy()
        st[self._check_rank(rank)] += _per_worker(delay_s, 1, "delay", positive=False)[0]
        return replace(self, start_s=st)
