"""The recorder of a run on a simulated cluster: stages of bytes, lanes of hops, and the run's summary."""

from __future__ import annotations

import numpy as np

from ringcalc.executor.cluster_run import Recorder, finish
from ringcalc.executor.fabric import Fabric


def test_stages_keep_their_bytes_apart_and_lanes_run_side_by_side():
    f = Fabric(4, 2, 2)
    rec = Recorder(f, (1.0, 10.0, 100.0))
    rec.stage("a")
    rec.send([0], [1], 8.0)
    rec.stage("b")
    rec.send([1], [2], 4.0, 1)
    rec.hop("x", [0], [1])
    rec.hop("x", [1], [2])  # lane x: intra then inter
    rec.hop("y", [2], [3])  # lane y runs beside it: one intra hop
    t, counts = rec.critical()
    assert t == 11.0 and counts.tolist() == [1, 1, 0]
    run = finish("test", "sum", [np.zeros(3)] * 4, (3,), rec, 3, 4)
    assert list(run.stages) == ["a", "b"]
    assert run.stages["a"].scale_up_per_gpu == 8 and run.stages["a"].nic_per_node == 0
    assert run.stages["b"].nic_out[0, 1] == run.stages["b"].nic_in[1, 1] == 4 and run.ledger.sent.tolist() == [8, 4, 0, 0]
    d = run.to_dict()
    assert (d["steps"], d["steps_intra"], d["steps_inter"], d["nodes"], d["channels"]) == (2, 1, 1, 2, 2)
    assert set(d["stages"]) == {"a", "b"}


def test_a_run_without_a_chain_has_no_steps():
    rec = Recorder(Fabric(2, 2, 1))
    rec.send([0], [1], 1.0)
    run = finish("switch", "sum", [np.zeros(1)] * 2, (1,), rec, 1, 4, chain=False)
    assert run.hops is None and run.steps == 0 and "steps_intra" not in run.to_dict()
    assert Recorder(Fabric(2, 2, 1)).critical() is None
