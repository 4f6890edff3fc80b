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


@given(start=st.decimals("0.01", "100", places=2), gap=st.decimals("0", "3", places=2))
def test_a_bare_number_range_never_collapses_to_its_start_in_silence(start, gap):
    """``-e 0.8..0.95`` stepped by 1 from 0.8 and gave the one row at 0.8, without a word (hunt of 2026-11-30), as
    ``--overlap 0.25..1`` and ``-t 0.1..1`` did; ``80%..95%`` was already refused. A range whose first step passes
    its end is refused; one that reaches a second value gives every value up to its end; ``a..a`` is ``a``."""
    end = start + gap
    text = f"{start}..{end}"
    if gap == 0:
        assert expand(text, float) == [float(start)]
    elif gap < 1:
        with pytest.raises(RingcalcError, match="never reaches its end: its first step passes it"):
            expand(text, float, option="target_efficiency")
    else:
        values = expand(text, float)
        assert len(values) == int(gap) + 1 and values[0] == float(start) and values[-1] <= float(end) + 1e-9
