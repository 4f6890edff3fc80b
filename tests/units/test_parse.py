"""Unit parsing and formatting: GB vs GiB vs Gbit never mixed."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario_options import OPTIONS, parse_value
from ringcalc.catalog import parse_bandwidth
from ringcalc.units import (
    format_bandwidth, format_efficiency, format_size, parse_count, parse_efficiency,
    parse_size, parse_time, parse_workers,
)


@pytest.mark.parametrize("text, expected", [
    ("553.44 MB", 553.44e6), ("1 kB", 1e3), ("1 GB", 1e9), ("2 TB", 2e12),
    ("1 KiB", 1024), ("1 MiB", 2**20), ("1 GiB", 2**30), ("1 TiB", 2**40),
    ("8 Mb", 1e6), ("1 Gb", 1.25e8), ("800 bits", 100), ("553.44MB", 553.44e6),
])
def test_sizes(text, expected):
    assert parse_size(text) == pytest.approx(expected, rel=1e-15)


@pytest.mark.parametrize("text, expected", [
    ("125 MB/s", 125e6), ("1 GB/s", 1e9), ("1 GiB/s", 2**30), ("1 B/s", 1),
    ("1000 Mbps", 125e6), ("10 Gbps", 1.25e9), ("100 Gbit/s", 12.5e9), ("1.6 Tbps", 200e9), ("100 Gb/s", 12.5e9),
])
def test_bandwidths(text, expected):
    assert parse_bandwidth(text) == pytest.approx(expected, rel=1e-15)


def test_link_presets_by_name():
    # 1GbE is 1 Gbit/s = 125 MB/s per direction (IEEE 802.3ab line rate)
    assert parse_bandwidth("1GbE") == 125e6
    assert parse_bandwidth("100gbe") == 12.5e9


@pytest.mark.parametrize("text, expected", [
    ("0.55", 0.55), ("550 ms", 0.55), ("5 us", 5e-6), ("5 µs", 5e-6), ("5 μs", 5e-6), ("20 ns", 2e-8), ("2 s", 2),
])
def test_times(text, expected):
    assert parse_time(text) == pytest.approx(expected, rel=1e-15)


@pytest.mark.parametrize("text, expected", [("138.36M", 138.36e6), ("1.5B", 1.5e9), ("7b", 7e9), ("175e9", 175e9), ("340k", 340e3)])
def test_counts(text, expected):
    assert parse_count(text) == pytest.approx(expected, rel=1e-15)


@pytest.mark.parametrize("text, expected", [("0.9", 0.9), ("90%", 0.9), ("99.5%", 0.995)])
def test_efficiency(text, expected):
    assert parse_efficiency(text) == pytest.approx(expected)


@pytest.mark.parametrize("parser, text, fragment", [
    (parse_size, "125", "no unit"),
    (parse_bandwidth, "125", "no unit"),
    (parse_size, "1 KB", "ambiguous"),
    (parse_bandwidth, "10 MBps", "ambiguous"),
    (parse_size, "1 GB/s", "not a size"),
    (parse_bandwidth, "1 GB", "not a bandwidth"),
    (parse_size, "1 mB", "unknown unit"),
    (parse_size, "-1 GB", "greater than zero"),
    (parse_size, "0 GB", "greater than zero"),
    (parse_time, "3 weeks", "unknown time unit"),
    (parse_time, "3 m", "unknown time unit"),  # milli or minutes? neither: ambiguous
    (parse_time, "nan", "finite"),
    (parse_time, "inf", "finite"),
    (parse_efficiency, "90", "did you mean 90%"),
    (parse_efficiency, "1", "infinite bandwidth"),
    (parse_efficiency, "100%", "infinite bandwidth"),
    (parse_efficiency, "0", "above 0"),
    (parse_efficiency, "-5%", "above 0"),
    (parse_workers, "2.5", "whole number"),
    (parse_workers, "0", "at least 1"),
    (parse_workers, "-4", "at least 1"),
    (parse_workers, "1e12", "beyond"),
    (parse_workers, "four", "whole number"),
    (parse_bandwidth, "warp-drive", "unknown link"),
    (parse_size, "1kiB", "unknown unit"),  # IEC binary prefixes are Ki, Mi, Gi: no lower-case guess
    (parse_size, "1,5GB", "thousands separator"),  # a decimal comma is refused, never read as 15 GB
    (parse_bandwidth, "-5Gbps", "'-5Gbps'"),  # errors quote what was typed, not bytes/s
])
def test_bad_input_is_rejected_with_a_reason(parser, text, fragment):
    with pytest.raises(RingcalcError) as err:
        parser(text)
    assert fragment in str(err.value)
    assert err.value.exit_code == 2


def test_thousands_separators():
    assert parse_size("1,000 MB") == 1e9
    assert parse_size("12,345,678.5 kB") == 12_345_678_500  # a fraction of a byte is refused (issue 11)


@pytest.mark.parametrize("value, text", [
    (999.99e6, "999.99 MB/s"), (999.9999e6, "1 GB/s"), (1.4e15, "1.4 PB/s"), (5e-3, "0.005 B/s"), (125e6, "125 MB/s"),
])
def test_bandwidth_prefixes_never_below_the_unit(value, text):
    # no "5 mB/s" that reads like MB/s; rounding that reaches 1000 moves up a prefix
    assert format_bandwidth(value).startswith(text + " (")


def test_efficiency_below_100_percent_is_never_shown_as_100():
    assert format_efficiency(0.9999999) == "99.99999%"
    assert format_efficiency(1.0) == "100%"


def test_human_output_shows_bytes_and_bits():
    assert format_bandwidth(13_584.4e6) == "13.584 GB/s (108.68 Gbit/s)"
    assert format_size(553.44e6) == "553.44 MB"
    # a whole number of MiB shows its binary form too: 1 GiB is never shown only as "1.0737 GB"
    assert format_size(2**30) == "1.0737 GB (1 GiB)"
    assert format_size(25 * 2**20) == "26.214 MB (25 MiB)"
    assert format_efficiency(0.07648) == "7.648%"


@given(st.floats(min_value=5e-324, max_value=1.0, exclude_max=True))
def test_less_than_one_byte_is_no_size(x):
    """A bucket of 5e-324 B overflowed the bucket count to inf (found by the API fuzz); no size is below one byte."""
    with pytest.raises(RingcalcError, match="below any real value"):
        parse_size(x)
    assert parse_size(1) == 1.0 and parse_size("1 B") == 1.0


@settings(max_examples=300, deadline=None)
@given(text=st.from_regex(r"\A[+-]?(?:[0-9]{1,20}\.?[0-9]{0,20}|\.[0-9]{1,20})(?:[eE][+-]?[0-9]{1,3})?\Z")
       | st.floats(allow_nan=False, allow_infinity=False).map(repr))
def test_plain_numbers_read_as_quantiphy_reads_them(text):
    """Issue 18 (cold start): a plain decimal number skips quantiphy (12 ms to import); the value is the same."""
    from quantiphy import Quantity

    from ringcalc.units.parse import _PLAIN_NUMBER, _number

    want = float(Quantity(text))
    assert _PLAIN_NUMBER.fullmatch(text) is not None
    assert _number(text, "x") == want or (want != want and _number(text, "x") != _number(text, "x"))


NUMBERS = (1, 2, 4, 8, 64, 1000, 125_000_000, 0.5, 0.9, 1e-6, 3e9)
NUMPY_KINDS = ("int64", "int32", "float64", "float32", "uint16")


@pytest.mark.parametrize("row", OPTIONS, ids=lambda o: o.name)
def test_every_option_reads_a_numpy_number_as_the_python_number_it_holds(row):
    """``sweep(step_time=np.array([1, 2]))`` was refused, "expected text with a unit, got np.int64(1)", where a
    float array worked (the solver hunt): a numpy scalar is the number it holds, for every option of the table, at
    every value and numpy kind here (all of them: a random draw missed a float32 read by its shortest text)."""

    def outcome(v):
        try:
            return ("ok", parse_value(row, v))
        except RingcalcError as exc:
            return ("error", str(exc).replace(repr(v), "<v>"))

    for value in NUMBERS:
        for kind in NUMPY_KINDS:
            dtype = getattr(np, kind)
            if np.issubdtype(dtype, np.integer) and (value != int(value) or value > np.iinfo(dtype).max):
                continue
            as_numpy = dtype(value)
            as_python = float(as_numpy) if np.issubdtype(dtype, np.floating) else int(as_numpy)
            expected, got = outcome(as_python), outcome(as_numpy)
            if expected[0] == "error" or got[0] == "error":
                assert expected[0] == got[0], (row.name, value, kind, expected, got)
            elif isinstance(expected[1], float) and isinstance(got[1], float):  # float32 read by its shortest text
                assert got[1] == pytest.approx(expected[1], rel=1e-6 if kind == "float32" else 0.0), (value, kind)
            else:
                assert got == expected, (row.name, value, kind)


@given(whole=st.integers(10**6, 10**12), fraction=st.floats(0.01, 0.99))  # a float keeps the cents
def test_a_computed_fractional_size_in_bytes_is_asked_to_be_rounded_not_read_as_billions(whole, fraction):
    """``--size 2038692266.67B`` (max-model's JSON answer) was refused with "write 2.03869e+09GB for gigabytes, or
    --params 2.03869e+09B for ... billion parameters": a reading for "1.5B", not for a computed byte count."""
    from ringcalc.errors import RingcalcError
    from ringcalc.units import parse_size

    text = f"{whole + fraction:.2f}B"
    with pytest.raises(RingcalcError) as err:
        parse_size(text)
    assert "round it" in err.value.message and "billion" not in err.value.message
    assert parse_size(err.value.message.split("(")[-1].rstrip(")")) == float(int(float(text[:-1])))


@pytest.mark.parametrize("option", ["workers", "gpus-per-node", "nics-per-node", "nodes-per-leaf", "scale-up-domain"])
@pytest.mark.parametrize("text", ["1e9", "abc", True])
def test_a_count_refused_names_no_noun_but_its_option(option, text):
    """Before: ``--nodes-per-leaf 1e9`` said "1,000,000,000 workers is beyond any cluster"."""
    with pytest.raises(RingcalcError) as err:
        parse_workers(text, option=option)
    assert "workers" not in err.value.message and err.value.option == option
