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
