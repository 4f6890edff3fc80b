"""max-workers with a fixed global batch names a stated --scaling weak as the contradiction
(ringcalc/planning/workload_setup.py ``refuse_weak_search``)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from tests.cli_runner import one_line_error, run

LAYOUT = ["max-workers", "--cluster", "dgx-h100", "--model", "llama-3-70b", "--gpu", "H100", "--tp", "8", "--pp", "4",
          "--global-batch", "512", "--mfu", "0.5", "-e", "60%"]


def test_a_stated_weak_scaling_with_a_global_batch_is_named_as_the_conflict():
    """Before: ``--scaling weak`` with ``--global-batch 512`` printed "error: --global-batch: ... add --scaling strong
    ... or give --step-time", telling the user to add what they had contradicted."""
    result = run(*LAYOUT, "--scaling", "weak")
    one_line_error(result, "--scaling: weak", "--global-batch", "contradict", "use --scaling strong")
    assert "add --scaling" not in result.output


def test_an_unstated_scaling_still_asks_for_strong_scaling():
    """The default (weak, not written) keeps its advice: add --scaling strong."""
    one_line_error(run(*LAYOUT), "--global-batch:", "add --scaling strong")


@settings(max_examples=12, deadline=None)
@given(layout=st.booleans(), tokens=st.booleans(), stated=st.booleans())
def test_the_refusal_names_what_was_written(layout, tokens, stated):
    """Before: the option named was --global-batch or --tokens-per-step even when --scaling weak was written (with or
    without a layout)."""
    kw = dict(cluster="dgx-h100", model="llama-3-8b", gpu="H100", mfu=0.5)
    kw.update(tokens_per_step=256 * 8192) if tokens else kw.update(global_batch=256)
    kw.update(tp=8) if layout else None
    if stated:
        kw["scaling"] = "weak"
    with pytest.raises(RingcalcError) as info:
        Scenario.solving_workers(**kw).max_workers(0.6)
    batch = "tokens-per-step" if tokens else "global-batch"
    if stated:
        assert info.value.option == "scaling" and f"--{batch}" in str(info.value) and "add --scaling" not in str(info.value)
    else:
        assert info.value.option == batch and "add --scaling strong" in str(info.value)
