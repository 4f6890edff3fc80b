"""Lists and ranges of ringcalc.planning.sweep_grid: the ``a..cxR`` form and the note on long ranges (issue 18)."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ringcalc import sweep, units
from ringcalc.errors import RingcalcError
from ringcalc.planning.sweep_grid import RANGE_NOTE_MIN, expand


def _size(text: str) -> float:
    return units.parse_size(text, option="size")


def test_explicit_ratio_ranges():
    assert expand("8..4096x2", int) == [8 * 2**j for j in range(10)] == expand("8,16,32..4096", int)
    assert expand("1MB..10GBx10", _size) == [1e6, 1e7, 1e8, 1e9, 1e10]
    assert expand("4096..8x0.5", int) == [4096 >> j for j in range(10)]
    assert expand("1..100x3", int) == [1, 3, 9, 27, 81]  # the end is included only when reached
    assert expand("2, 8..128x4", int) == [2, 8, 32, 128]  # the ratio applies from the range's own start


@pytest.mark.parametrize("text", ["8..4096x1", "8..4096x0", "8..4x2", "0..64x2"])
def test_explicit_ratio_that_never_reaches_its_end_is_refused(text):
    with pytest.raises(RingcalcError):
        expand(text, int, "workers")


def test_the_issue_range_is_noted_with_its_count_and_doubling_form():
    notes: list[str] = []
    values = expand("8,16..4096", int, "workers", notes)
    assert len(values) == 512 and values[:3] == [8, 16, 24]
    (note,) = notes
    assert "512 values" in note and "arithmetic, step 8" in note and "8..4096x2 (10 values)" in note
    df = sweep(model="vgg16", workers="8,16..4096", bandwidth="100GbE", step_time=1)
    assert df.attrs["notes"] == notes and len(df) == 512


@given(start=st.integers(1, 50), step=st.integers(1, 20), count=st.integers(2, 200))
def test_a_range_is_noted_exactly_when_it_is_long_and_the_note_tells_the_truth(start, step, count):
    end = start + step * (count - 1)
    text = f"{start},{start + step}..{end}"
    notes: list[str] = []
    values = expand(text, int, "workers", notes)
    assert len(values) == count
    assert bool(notes) == (count >= RANGE_NOTE_MIN)
    if notes:
        m = re.search(r"expands to ([\d,]+) values .*instead is (\S+) \(([\d,]+) values\)", notes[0])
        assert m and int(m[1].replace(",", "")) == count
        assert len(expand(m[2], int)) == int(m[3].replace(",", ""))  # the suggested form has the count it claims
        assert expand(m[2], int)[0] == start


def test_short_lists_and_geometric_ranges_get_no_note_below_the_threshold():
    notes: list[str] = []
    expand("2,4,8..1024", int, "workers", notes)
    expand("1..32", int, "workers", notes)
    assert notes == []
    expand("1..1e12x2", float, "size", notes)  # 40 values: noted, as geometric
    assert len(notes) == 1 and "geometric, ratio 2" in notes[0]


@given(extra=st.integers(1, 10**6), step=st.sampled_from([1, 2, 5]))
def test_a_range_past_the_limit_counts_every_term_it_would_have(extra, step):
    """``1..N`` has N terms, ``a,b..N`` has (N - a) / (b - a) + 1: the refusal counts them all (it said 99,999,999
    for 1..100000000)."""
    from ringcalc.planning.sweep_grid import MAX_ROWS

    end = 1 + step * (MAX_ROWS - 1 + extra)
    text = f"1..{end}" if step == 1 else f"1,{1 + step}..{end}"
    with pytest.raises(RingcalcError, match=f"has {MAX_ROWS + extra:,} terms"):
        expand(text, int, "workers")


@given(start=st.integers(0, 10**6), step=st.integers(1, 10**4), count=st.integers(2, 60), places=st.integers(1, 4),
       geometric=st.booleans())
@example(start=493657, step=1, count=19, places=1, geometric=False)  # the count in floats left 49367.5 out
def test_a_decimal_range_gives_the_decimals_typed_not_the_floats_of_its_step(start, step, count, places, geometric):
    """``1,1.1..2`` gave 1.2000000000000002 .. 2.000000000000001 (the step 1.1 - 1 = 0.10000000000000009 added up),
    values that no one typed: a sweep's rows and its summary's groups are the decimals of the range."""
    from decimal import Decimal

    scale = Decimal(10) ** -places
    a, d = Decimal(start) * scale, Decimal(step) * scale
    if geometric:
        a = a or scale
        terms = [a * 2**k for k in range(count)]
        text = f"{terms[0]}..{terms[-1]}x2"
    else:
        terms = [a + d * k for k in range(count)]
        text = f"{terms[0]},{terms[1]}..{terms[-1]}"
    values = [float(v) for v in expand(text, float)]
    assert values == [float(t) for t in terms]


_UNIT_PARSERS = {  # an option's unit and its parser: a step of 1 SI unit is not what such a range says
    "us": ("latency", lambda t: units.parse_time(t, option="latency")),
    "ms": ("step-time", lambda t: units.parse_time(t, option="step-time")),
    "%": ("efficiency", lambda t: units.parse_efficiency(t, option="efficiency")),
    "MB": ("size", _size),
    "Gbps": ("bandwidth", lambda t: units.parse_rate(t, option="bandwidth")),
}


@given(unit=st.sampled_from(sorted(_UNIT_PARSERS)), a=st.integers(1, 40), span=st.integers(1, 50),  # below 100%
       listed=st.booleans())
def test_a_range_with_units_and_no_step_is_refused_not_collapsed(unit, a, span, listed):
    """``--latency 1us..100us`` stepped by 1 s gave 1 us alone; ``-e 80%..95%`` 80% alone and ``--overlap
    0%..100%`` 0 and 1 (the solver hunt): a range with units needs its step, as a second term or a ratio."""
    option, parse = _UNIT_PARSERS[unit]
    text = f"{a}{unit}..{a + span}{unit}"
    with pytest.raises(RingcalcError, match="has no step"):
        expand(f"{a}{unit},..{a + span}{unit}" if listed else text, parse, option)  # also from a listed start
    stepped = expand(f"{a}{unit},{a + 1}{unit}..{a + span}{unit}", parse, option)
    assert len(stepped) == span + 1 and stepped[-1] == pytest.approx(parse(f"{a + span}{unit}"))
    assert len(expand(f"{text}x2", parse, option)) >= 1


def test_a_range_of_bare_numbers_steps_by_one_in_the_units_typed():
    assert expand("1..4", float) == [1.0, 2.0, 3.0, 4.0]
    assert expand("8..12", int, "workers") == [8, 9, 10, 11, 12]
    with pytest.raises(RingcalcError, match="has no step"):
        sweep(model="vgg16", workers=64, bandwidth="100GbE", step_time=0.55, latency="1us..100us")


@settings(max_examples=40, deadline=None)
@given(folder=st.lists(st.sampled_from(["..", ".", "runs", "a..b"]), min_size=1, max_size=3),
       name=st.sampled_from(["x.toml", "cal.json", "c..d.toml"]))
def test_a_path_with_dots_is_one_term_of_a_sweep_not_a_range(folder, name):
    """``--cluster ../x.toml`` was read as a range without a start; a path (a folder separator, or a .toml / .json
    file) is one value whatever its dots, and a real range still expands."""
    path = "/".join([*folder, name])
    assert expand(path, str) == [path]
    assert expand(f"dgx-h100,{path}", str) == ["dgx-h100", path]
    assert expand("2,4..8", int) == [2, 4, 6, 8]
