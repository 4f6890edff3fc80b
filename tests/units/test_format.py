"""Long durations read as min / h / days; counts with the noun in the right number (issue 11)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc.units import MAX_SECONDS, format_time, parse_time, plural

SCALE = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9, "ps": 1e-12, "min": 60.0, "h": 3600.0, "day": 86400.0,
         "days": 86400.0}


@pytest.mark.parametrize("seconds, text", [
    (6.641, "6.641 s"),  # the seed's Tt (README) is unchanged
    (5e-6, "5 us"),
    (59.9, "59.9 s"),
    (59.99996, "1 min"),  # rounds to 60 s: one minute, never "60 s"
    (3599.7, "1 h"),  # rounds to 3600 s: never "60 min" nor "0.9999 h"
    (90, "1.5 min"),
    (16603, "4.612 h"),  # issue 11: was "16,603 s"
    (86400, "1 day"),
    (3 * 86400, "3 days"),
])
def test_durations(seconds, text):
    assert format_time(seconds) == text


@given(st.floats(min_value=1e-12, max_value=1e12))
def test_a_formatted_duration_reads_back_within_its_digits(seconds):
    text = format_time(seconds)
    number, unit = re.fullmatch(r"(-?[\d,.]+) (\w+)", text).groups()
    assert abs(float(number.replace(",", "")) * SCALE[unit] - seconds) <= 5e-4 * seconds
    value = float(number.replace(",", ""))
    # never a count that belongs to the next unit up ("60 s", "60 min", "24 h")
    assert value < {"s": 60, "min": 60, "h": 24}.get(unit, float("inf")), text
    if seconds <= MAX_SECONDS:  # every printed duration reads back as --latency / --step-time, unit and all
        assert parse_time(text) == pytest.approx(value * SCALE[unit])


@pytest.mark.parametrize("count, text", [(1, "1 worker"), (2, "2 workers"), (1024, "1,024 workers"),
                                         (0, "0 workers"), (1.0, "1 worker")])
def test_plural(count, text):
    assert plural(count, "worker") == text


def test_plural_irregular():
    assert plural(1, "GPU per node", "GPUs per node") == "1 GPU per node"
    assert plural(8, "GPU per node", "GPUs per node") == "8 GPUs per node"


@given(value=st.floats(min_value=5e-324, max_value=1.7e308))
def test_every_figure_prints_in_a_few_characters_whatever_its_magnitude(value):
    """``bandwidth -t 1e-308`` printed its budget as 0.000...0001111 ps (about 300 zeros): past the last SI prefix a
    figure takes an exponent, so no time, size or rate is longer than a line's cell."""
    from ringcalc.units.format import format_bandwidth, format_bits, format_size

    for text in (format_time(value), format_size(value), format_bandwidth(value), format_bits(value)):
        assert len(text) <= 40, text


@given(fraction=st.floats(0.0, 1.0, exclude_max=True))
def test_an_efficiency_below_one_never_prints_as_100_percent(fraction):
    """A target of 0.9999999999999999 was titled "Bandwidth for 100% efficiency" (the digits stopped at 15)."""
    from ringcalc.units.format import format_efficiency

    assert format_efficiency(fraction) != "100%"


@given(n=st.integers(1, 2**50))
def test_an_exact_size_never_counts_past_its_unit(n):
    """``expect --min-size 1GB --max-size 16GB`` named its rows "1953125 KiB", "3906250 KiB": a size shows a unit only
    under 1,024 of it, and reads back to its bytes."""
    from ringcalc.units import parse_size
    from ringcalc.units.format import format_size_exact

    text = format_size_exact(n)
    number, unit = text.split(" ")
    if unit != "B":
        assert int(number) < 1024
    assert parse_size(text.replace(",", "")) == n
