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
