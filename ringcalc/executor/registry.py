"""Algorithm names -> executor, exact traffic formula and uniform-link closed form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.executor import algorithms as alg
from ringcalc.executor import hierarchical as hier
from ringcalc.executor import ring, traffic
from ringcalc.executor import schedules as sched
from ringcalc.executor.result import CollectiveResult


@dataclass(frozen=True)
class Algorithm:
    """One executable collective.

    ``grain(workers)``: elements per worker must be a multiple of it for the
    chunking to be even (the closed-form time is then exact). ``collective``
    and ``model`` name the cost model it executes (``model`` defaults to
    ``name``); ``timed`` is False where the model's time is not the
    simulation's (NCCL pipelines its trees, the executor does not), so only
    results and bytes are compared.
    """

    name: str
    run: Callable[..., CollectiveResult]
    traffic: Callable[..., tuple[np.ndarray, np.ndarray]]
    grain: Callable[[int], int]
    summary: str
    hierarchical: bool = False
    collective: str = "all-reduce"
    model: str = ""
    timed: bool = True

    @property
    def model_key(self) -> tuple[str, str]:
        """(algorithm, collective) of the cost model in :mod:`ringcalc.numeric`."""
        return self.model or self.name, self.collective


def _pof2(n: int) -> int:
    return 1 << (n.bit_length() - 1)


ALGORITHMS: dict[str, Algorithm] = {
    a.name: a
    for a in [
        Algorithm("ring", ring.ring_allreduce, traffic.ring_traffic, lambda n: n,
                  "two-phase ring: reduce-scatter + all-gather, 2(N-1) steps of K/N"),
        Algorithm("parameter-server", alg.parameter_server_allreduce, traffic.parameter_server_traffic,
                  lambda n: 1, "worker 0 is the driver: push K, reduce, pull K"),
        Algorithm("naive", alg.naive_allreduce, traffic.naive_traffic, lambda n: 1,
                  "every worker sends K to every other and reduces locally"),
        Algorithm("binomial-tree", alg.binomial_tree_allreduce, traffic.binomial_tree_traffic, lambda n: 1,
                  "binomial reduce to 0 then broadcast, 2 ceil(log2 N) rounds of K"),
        Algorithm("recursive-doubling", alg.recursive_doubling_allreduce, traffic.recursive_doubling_traffic,
                  lambda n: 1, "butterfly exchanging K, MPICH fold for non-powers of two"),
        Algorithm("rabenseifner", alg.rabenseifner_allreduce, traffic.rabenseifner_traffic, _pof2,
                  "recursive-halving reduce-scatter + recursive-doubling all-gather (MPICH)"),
        Algorithm("hierarchical-ring", hier.hierarchical_ring_allreduce, traffic.hierarchical_ring_traffic,
                  lambda n: n, "intra-node reduce-scatter, inter-node ring per rail, intra-node all-gather",
                  hierarchical=True),
        Algorithm("double-binary-tree", sched.double_binary_tree_allreduce, traffic.double_binary_tree_traffic,
                  lambda n: 2, "NCCL's two binary trees, each reducing and broadcasting half of K (unpipelined: "
                  "bytes as NCCL's, time not the pipelined model's)", timed=False),
        Algorithm("reduce-scatter", lambda b, op="sum", **kw: ring.ring_reduce_scatter(b, op),
                  traffic.reduce_scatter_traffic, lambda n: n, "ring reduce-scatter alone",
                  collective="reduce-scatter", model="ring"),
        Algorithm("all-gather", lambda b, op="sum", **kw: ring.ring_allgather(b), traffic.allgather_traffic,
                  lambda n: 1, "ring all-gather alone (K = elements each worker contributes)",
                  collective="all-gather", model="ring"),
        Algorithm("recursive-halving", lambda b, op="sum", **kw: sched.recursive_halving_reduce_scatter(b, op),
                  traffic.recursive_halving_traffic, lambda n: n,
                  "MPICH recursive-halving reduce-scatter, with its fold for non-powers of two",
                  collective="reduce-scatter"),
        Algorithm("bruck", lambda b, op="sum", **kw: sched.bruck_alltoall(b), traffic.bruck_traffic, lambda n: n,
                  "MPICH Bruck all-to-all: ceil(log2 N) steps of the blocks whose bit is set",
                  collective="all-to-all"),
    ]
}


def for_model(algorithm: str, collective: str) -> Algorithm | None:
    """The executor that runs a cost model (None when none does)."""
    return next((a for a in ALGORITHMS.values() if a.model_key == (algorithm, collective)), None)


def get_algorithm(name: str) -> Algorithm:
    """Look an algorithm up by name (``_`` and ``-`` are interchangeable, case-insensitive)."""
    key = str(name).strip().lower().replace("_", "-")
    try:
        return ALGORITHMS[key]
    except KeyError:
        raise RingcalcError(f"unknown algorithm {name!r}; use one of {', '.join(ALGORITHMS)}",
                            option="algorithm") from None


def run(algorithm: str, buffers: Sequence[np.ndarray], op: str = "sum", *, gpus_per_node: int = 1) -> CollectiveResult:
    """Execute ``algorithm`` on the buffers (``gpus_per_node`` only for hierarchical-ring)."""
    a = get_algorithm(algorithm)
    if a.hierarchical:
        return a.run(buffers, op, gpus_per_node=gpus_per_node)
    return a.run(buffers, op)


def expected_traffic(algorithm: str, workers: int, elements: int, itemsize: int, *,
                     gpus_per_node: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Exact ``(sent, received)`` bytes per worker from the closed forms of :mod:`ringcalc.executor.traffic`."""
    a = get_algorithm(algorithm)
    if a.hierarchical:
        return a.traffic(workers, elements, itemsize, gpus_per_node)
    return a.traffic(workers, elements, itemsize)
