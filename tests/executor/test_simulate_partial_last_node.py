"""``simulate --gpus-per-node G`` runs N ranks on ceil(N/G) nodes, the last one partial, as its help says.

Before, ``simulate -n 7 -k 13 --gpus-per-node 2 --intra-bandwidth nvlink4`` was refused "2 GPUs per node do not
divide 7 workers" (``Links.create`` and the topology check wanted G to divide N) while ``--gpus-per-node``'s help says
"-n N runs on ceil(N/G) nodes" and ``simulate --cluster`` and ``time --verify`` place 7 ranks as 4 nodes of 2. Only
Horovod's hierarchical ring needs whole nodes, and it is refused in the cluster path's words.
"""

from __future__ import annotations

import numpy as np
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ringcalc.executor.check import check
from ringcalc.executor.links import Links
from ringcalc.executor.registry import ALGORITHMS
from tests.cli_runner import run, run_json

FLAT = sorted(a for a, spec in ALGORITHMS.items() if not spec.hierarchical)


@settings(max_examples=60, deadline=None)
@given(algorithm=st.sampled_from(FLAT), n=st.integers(2, 13), g=st.integers(2, 8), k=st.integers(0, 40),
       r=st.one_of(st.none(), st.integers(1, 8)))
def test_every_flat_algorithm_runs_on_a_partial_last_node_with_the_models_bytes(algorithm, n, g, k, r):
    assume(n % g)
    rep = check(algorithm, n, k, bandwidth_bytes_per_s=12.5e9, latency_s=5e-6, gpus_per_node=g,
                intra_bandwidth_bytes_per_s=450e9, intra_latency_s=1e-6, nics_per_node=None if r is None else min(r, g))
    assert rep.result_matches and rep.bytes_match


@given(n=st.integers(1, 40), g=st.integers(1, 9))
def test_links_put_the_last_ranks_on_a_partial_node(n, g):
    links = Links.create(n, 1e9, gpus_per_node=g, intra_bandwidth_bytes_per_s=1e11, partial_last_node=True)
    src, dst = np.repeat(np.arange(n), n), np.tile(np.arange(n), n)
    assert np.array_equal(links.intra(src, dst), (src // g == dst // g) if g > 1 else np.zeros(n * n, bool))


def test_seven_ranks_on_nodes_of_two_run_as_the_help_says():
    data = run_json("simulate", "-n", "7", "-k", "13", "--gpus-per-node", "2", "--intra-bandwidth", "nvlink4")
    assert data["result_matches"] and data["bytes_match"] and data["workers"] == 7


def test_horovod_on_a_partial_node_is_refused_in_the_cluster_paths_words():
    alone = run("simulate", "-n", "7", "-k", "13", "--gpus-per-node", "2", "--intra-bandwidth", "nvlink4", "-a",
                "hierarchical-ring")
    cluster = run("simulate", "-n", "7", "-k", "13", "--gpus-per-node", "2", "--cluster", "dgx-h100", "-a",
                  "hierarchical-ring")
    for result in (alone, cluster):
        assert result.exit_code != 0
        assert "every node needs the same number of ranks" in result.output and "give -n a multiple of 2" in result.output
