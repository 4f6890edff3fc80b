"""Per-row cluster sweeps (ringcalc/planning/sweep_cluster.py): a refused row is a one-line error, never a traceback."""

from __future__ import annotations

import pytest

from ringcalc.errors import RingcalcError
from ringcalc.planning.sweep import sweep


def test_a_cluster_sweep_without_a_gradient_says_so():
    """Found by the CLI fuzz (`ringcalc sweep --cluster dgx-h100`): the refused row's record divided None by a dtype."""
    with pytest.raises(RingcalcError, match="missing gradient size") as err:
        sweep(cluster="dgx-h100", workers="8,16")
    assert err.value.option == "model"


def test_a_layout_row_names_each_collective_s_pair_not_the_whole_model_s():
    """No whole-model all-reduce runs in a layout's step: its row's ``ran`` is each collective's own pick (it showed
    the 282 GB all-reduce's nvls-tree/Simple and its latency, which nothing in the step used)."""
    import math

    from ringcalc.planning.scenario import Scenario

    df = sweep(model="llama-3-70b", cluster="dgx-h100", workers=[64, 128], tp=8, pp=2, gpu="h100", global_batch=64,
               mfu=0.5)
    step = Scenario(model="llama-3-70b", cluster="dgx-h100", workers=64, tp=8, pp=2, gpu="h100", global_batch=64,
                    mfu=0.5).efficiency()
    row = df[df["workers"] == 64].iloc[0]
    assert row["ran"] == "; ".join(dict.fromkeys(f"{c.kind}: {c.algorithm}" for c in step.collectives))
    assert {"tp", "pp", "dp"} <= {part.split(":")[0] for part in row["ran"].split("; ")}
    assert all(math.isnan(v) for v in df["latency_s"])


CLUSTER_SUMMARY_CASES = [  # (cluster, size): NCCL's pick, and so the latency column, changes with the NIC rate
    ("dgx-h100", "1MB"), ("dgx-h100", "64MB"), ("hgx-a100", "1MB"), ("aws-p5", "4MB"), ("azure-nd-mi300x-v5", "1MB"),
]


@pytest.mark.parametrize(("cluster", "size"), CLUSTER_SUMMARY_CASES)
@pytest.mark.parametrize("workers", [[16], [8, 16, 64]])
def test_the_summary_has_one_row_per_group_of_the_options_given_and_its_smallest_bandwidth(cluster, size, workers):
    """``sweep --size 1MB -n 16 --cluster dgx-h100 -b 10Gbps,100Gbps -t 1ms -e 80%`` printed two summary rows for one
    group, the second naming 100 Gbit/s: it grouped by the latency column, NCCL's per-step latency on a cluster (an
    output that moves with the NIC rate as the pick does). A group is the options given; its smallest bandwidth is the
    least listed one whose row meets the target."""
    from ringcalc.planning.sweep import summary

    bandwidths = ["10Gbps", "25Gbps", "100Gbps", "400Gbps"]
    df = sweep(size=size, workers=workers, cluster=cluster, bandwidth=bandwidths, step_time="1ms",
               target_efficiency=[0.5, 0.8])
    best = summary(df)
    assert len(best) == len(workers) * 2
    for _, row in best.iterrows():
        rows = df[(df["workers"] == row.get("workers", workers[0])) & (df["target_efficiency"] == row["target_efficiency"])]
        meeting = rows[rows["meets_target"].eq(True)]
        expected = meeting["bandwidth_bytes_per_s"].min() if len(meeting) else float("nan")
        assert row["smallest_bandwidth_bytes_per_s"] == pytest.approx(expected, nan_ok=True)


def test_a_summary_beside_refused_rows_leaves_them_without_an_answer():
    """Refused rows have no ``meets_target`` (NaN): ``df[df["meets_target"]]`` raised "Cannot mask with non-boolean
    array containing NA" (``sweep -n 6,8 -a hierarchical-ring --gpus-per-node 4 ... -e 90%`` ended in a traceback)."""
    import math

    from ringcalc.planning.sweep import summary

    df = sweep(size="1GB", workers=[6, 8], bandwidth="100GbE", algorithm="hierarchical-ring", gpus_per_node=4,
               intra_bandwidth="nvlink4", step_time=0.5, target_efficiency=0.9)
    best = summary(df).set_index("workers")
    assert math.isnan(best.loc[6, "smallest_bandwidth_bytes_per_s"])
    assert best.loc[8, "smallest_bandwidth_bytes_per_s"] == 12.5e9


def test_a_cluster_sweep_reports_its_progress_row_by_row():
    """``progress`` was passed to the link sweep only: a cluster, workload or layout sweep (one scenario per row, the
    slow ones) never called it, and the CLI's bar never showed."""
    calls = []
    sweep(size="1GB", workers="8..64x2", cluster="dgx-h100", step_time=0.5,
          progress=lambda done, total: calls.append((done, total)))
    assert calls == [(k, 4) for k in range(1, 5)]
