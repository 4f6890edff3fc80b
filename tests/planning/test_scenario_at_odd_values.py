"""``Scenario.at_workers`` and ``Scenario.at_gradient`` take what the constructor takes and refuse the rest as it does.

Before: ``at_workers("8")``, ``at_workers(None)`` and ``at_workers([2, 4])`` raised a bare TypeError (``"8" ==
self.workers`` then a comparison of text with a number) where ``Scenario(workers="8")`` runs; ``at_gradient(-5)`` and
``at_gradient(0)`` returned a 4-byte gradient (``max(nbytes / 4, 1.0)``) where ``Scenario(size="0B")`` is refused.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario

BASES = ({"size": "1GB", "bandwidth": "100Gbps"}, {"size": "1GB", "cluster": "dgx-h100"})

ODD = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 70), st.floats(-1e15, 1e15),  # (params stop at 1e18)
    st.sampled_from([math.nan, math.inf, -math.inf, -0.0]),
    st.sampled_from(["8", " 16 ", "1e1", "2,4", "", "four", "8 GPUs", "0", "-2", "4kB", "1 GiB", "0B", "nan", "inf"]),
    st.lists(st.integers(1, 8), max_size=2), st.complex_numbers(max_magnitude=10), st.just(b"8"), st.just(object()),
)


def _outcome(fn):
    try:
        return "ok", fn()
    except RingcalcError as e:
        return "refused", e


@settings(max_examples=80, deadline=None)
@given(value=ODD, base=st.sampled_from(BASES))
def test_at_workers_takes_what_the_constructor_takes_and_refuses_the_rest(value, base):
    s = Scenario(workers=4, **base)
    made = _outcome(lambda: Scenario(workers=value, **base).workers)
    moved = _outcome(lambda: s.at_workers(value).workers)  # never a TypeError or ValueError
    if value is None:  # the constructor takes None as "not given": missing; at another N, None is no count
        assert moved[0] == "refused" and moved[1].option == "workers"
        return
    assert moved[0] == made[0], (value, made, moved)
    if made[0] == "ok":
        assert moved[1] == made[1]
    else:
        assert moved[1].option == "workers"


@settings(max_examples=80, deadline=None)
@given(value=ODD, base=st.sampled_from(BASES))
def test_at_gradient_takes_what_the_constructor_takes_and_refuses_the_rest(value, base):
    s = Scenario(workers=4, **base)
    made = _outcome(lambda: Scenario(workers=4, **{**base, "size": value}).gradient_bytes)
    moved = _outcome(lambda: s.at_gradient(value).gradient_bytes)
    positive = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value > 0
    if positive:  # a size below one parameter is one parameter (max-model's answers may be that small)
        made = _outcome(lambda: Scenario(workers=4, **{**base, "size": max(value, 1.0)}).gradient_bytes)
    if value is None:
        assert moved[0] == "refused" and moved[1].option == "size"
        return
    assert moved[0] == made[0], (value, made, moved)
    if made[0] == "ok":
        assert moved[1] == max(made[1], 4.0)
    else:
        assert moved[1].option == "size"


@pytest.mark.parametrize("nbytes", [-5, 0, -0.0, math.nan, math.inf, "0B", "-1kB"])
def test_a_gradient_of_no_bytes_is_refused_not_made_four_bytes(nbytes):
    with pytest.raises(RingcalcError) as info:
        Scenario(workers=4, size="1GB", bandwidth="100Gbps").at_gradient(nbytes)
    assert info.value.option == "size"


@pytest.mark.parametrize("workers", ["8", 8, 8.0])
def test_eight_workers_as_text_or_number_are_the_same_scenario(workers):
    s = Scenario(workers=4, size="1GB", cluster="dgx-h100")
    assert s.at_workers(workers).workers == 8 and s.at_workers(workers) is s.at_workers(8)
