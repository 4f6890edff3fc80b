"""The bundled numpy executor: runs collectives on N in-memory buffers.

It checks the cost models against real executions: exact bytes moved per
worker (:mod:`~ringcalc.executor.traffic`), simulated time on uniform or
heterogeneous links (:mod:`~ringcalc.executor.timing`) and rounding error
(:mod:`~ringcalc.executor.numerics`). On a simulated cluster
(:class:`~ringcalc.executor.fabric.Fabric`) it runs NCCL's ring through rails,
NCCL's tree, Horovod's hierarchical ring and in-network reduction
(:func:`~ringcalc.executor.on_cluster.run_on_cluster`) and checks them against
the cluster models (:func:`~ringcalc.executor.cluster_check.check_on_cluster`).
Only numpy is imported.
"""

from __future__ import annotations

from ringcalc.executor.algorithms import (
    binomial_tree_allreduce,
    naive_allreduce,
    parameter_server_allreduce,
    rabenseifner_allreduce,
    recursive_doubling_allreduce,
)
from ringcalc.executor.cluster_check import ClusterCheck, check_on_cluster
from ringcalc.executor.cluster_run import ClusterRun
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.hierarchical import hierarchical_ring_allreduce
from ringcalc.executor.links import Links
from ringcalc.executor.numerics import NumericsReport, numerics_report
from ringcalc.executor.on_cluster import CLUSTER_ALGORITHMS, run_on_cluster
from ringcalc.executor.registry import ALGORITHMS, expected_traffic, get_algorithm, run
from ringcalc.executor.result import CollectiveResult, Round, StepLog
from ringcalc.executor.ring import ring_allgather, ring_allreduce, ring_reduce_scatter
from ringcalc.executor.timing import Timing, simulate, uniform_time
from ringcalc.executor.verify import VerifyResult, verify_scenario

__all__ = [
    "ALGORITHMS", "CLUSTER_ALGORITHMS", "ClusterCheck", "ClusterRun", "CollectiveResult", "Fabric", "Links",
    "NumericsReport", "Round", "StepLog", "Timing", "VerifyResult", "binomial_tree_allreduce", "check_on_cluster",
    "expected_traffic", "get_algorithm", "hierarchical_ring_allreduce", "naive_allreduce", "numerics_report",
    "parameter_server_allreduce", "rabenseifner_allreduce", "recursive_doubling_allreduce", "ring_allgather",
    "ring_allreduce", "ring_reduce_scatter", "run", "run_on_cluster", "simulate", "uniform_time", "verify_scenario",
]
