"""A range that cannot reach its end says the text it steps from and its step (hunt of 2026-11-29).

Before, ``sweep(workers="2,2..8")`` said "range '2..8' never reaches its end": it quoted the range term alone, whose
own reading (2..8, step 1) does reach 8, and did not say that the listed 2,2 make the step 0.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.sweep_grid import expand


@given(a=st.integers(1, 50), b=st.integers(1, 50), end=st.integers(1, 100))
def test_a_range_that_steps_away_from_its_end_names_its_text_and_step(a, b, end):
    text = f"{a},{b}..{end}"
    if (b - a) * (end - b) > 0 or end == b:  # it reaches its end (or starts there)
        assert expand(text, int)[-1] <= max(end, b)
        return
    with pytest.raises(RingcalcError) as info:
        expand(text, int, option="workers")
    assert f"range {text!r} steps by {b - a} from {b}" in info.value.message and f"its end {end}" in info.value.message


def test_two_equal_terms_step_by_zero():
    with pytest.raises(RingcalcError, match=r"range '2,2\.\.8' steps by 0 from 2: it never reaches its end 8"):
        from ringcalc import sweep

        sweep(workers="2,2..8", size="1GB", bandwidth="100Gbps")
