"""Issue 11 classes owned by the input layer: text normalisation, output streams, options that were
accepted and ignored, errors that named the wrong thing. Each class has a generated test where one
fits, and the issue's instances as examples."""

from __future__ import annotations

import json
import math
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc import catalog, units
from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from tests.paths import NCCL_FIXTURES, ROOT
from tests.cli_runner import run

LOG4 = NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt"
runner = CliRunner()

PARSERS = {
    "size": (units.parse_size, ["1GB", "553.44 MB", "1 GiB", "800Mb", "1,000 MB", "8 B"]),
    "bandwidth": (catalog.parse_bandwidth, ["100GbE", "10 Gbps", "125MB/s", "ndr", "nvlink4", "1.5 GiB/s"]),
    "time": (units.parse_time, ["0.55", "550 ms", "5 us", "2 µs", "1e-3"]),
    "count": (units.parse_count, ["138.36M", "1.5B", "7b", "175e9", "1000"]),
    "workers": (units.parse_workers, ["8", "1024", "1e3"]),
    "efficiency": (units.parse_efficiency, ["0.9", "90%", "12.5%"]),
}
VALID = [(kind, text) for kind, (_, texts) in PARSERS.items() for text in texts]


def _wide(text: str) -> str:
    """Full-width forms of the printable ASCII characters (what a CJK input method types)."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


# ------------------------------------------------------------------ text normalisation


@pytest.mark.parametrize("kind, text", VALID)
def test_full_width_text_reads_as_its_ascii_form(kind, text):
    parse = PARSERS[kind][0]
    assert parse(_wide(text)) == parse(text)


# characters that are neither ASCII, nor a width/no-break variant, nor the micro sign / mu
ODD_CHARS = st.characters(min_codepoint=0x80, exclude_categories=("Cs",)).filter(
    lambda c: c not in "µμ"
    and not (unicodedata.decomposition(c).split(" ", 1)[0] in ("<wide>", "<narrow>", "<noBreak>")
             and unicodedata.normalize("NFKC", c).isascii())
) | st.sampled_from(["\x00", "\x1b", "\x7f", "\u200b", "\u2060", "\ufeff", "²", "०", "٣", "½", "Ⅳ"])


@settings(max_examples=200, deadline=None)
@given(case=st.sampled_from(VALID), odd=ODD_CHARS, where=st.integers(0, 20))
def test_an_odd_character_anywhere_is_refused_never_dropped(case, odd, where):
    """A stray character never changes a value silently (the issue's 1०0GbE read as 10GbE, １００GbE as 1 GbE)."""
    kind, text = case
    position = min(where, len(text))
    with pytest.raises(RingcalcError):
        PARSERS[kind][0](text[:position] + odd + text[position:])


@settings(max_examples=100, deadline=None)
@given(name=st.sampled_from(["vgg16", "resnet50", "100GbE", "ndr", "h100-80gb"]), odd=ODD_CHARS | st.sampled_from("!?*#/\\'\"`$;:=@~^"),
       where=st.integers(0, 12))
def test_catalog_names_with_a_stray_character_are_refused(name, odd, where):
    position = min(where, len(name))
    typed = name[:position] + odd + name[position:]
    lookup = {"vgg16": catalog.get_model, "resnet50": catalog.get_model, "h100-80gb": catalog.get_accelerator}.get(
        name, catalog.get_link)
    with pytest.raises(RingcalcError):
        lookup(typed)


def test_full_width_catalog_names_are_found():
    assert catalog.get_link(_wide("100GbE")).name == "100gbe"
    assert catalog.get_model(_wide("VGG16")).name == "vgg16"


def test_a_kind_of_link_suggests_its_presets():
    for kind, member in (("infiniband", "ndr"), ("ethernet", "100gbe"), ("nvlink", "nvlink4")):
        with pytest.raises(RingcalcError) as err:
            catalog.parse_bandwidth(kind)
        assert "finite" not in str(err.value)
        assert member in str(err.value) and "did you mean" in str(err.value)
    with pytest.raises(RingcalcError, match="finite"):
        catalog.parse_bandwidth("inf GB/s")


def test_zero_stage_minus_one_is_refused():
    assert "error: --zero" in run("memory", "--params", "1B", "-n", "8", "--zero", "-1").stderr
    assert run("memory", "--params", "1B", "-n", "8", "--zero", "zero-1").exit_code == 0


@settings(max_examples=100, deadline=None)
@given(value=st.floats(0.001, 1e6).filter(lambda v: v != math.floor(v)))
def test_fractional_bytes_are_refused_and_b_is_explained(value):
    text = f"{value!r}B"
    with pytest.raises(RingcalcError) as err:
        units.parse_size(text)
    assert "GB" in str(err.value) and "--params" in str(err.value)
    assert units.parse_count(text) == pytest.approx(value * 1e9)


def test_a_size_unit_in_params_points_at_size():
    with pytest.raises(RingcalcError, match="--size"):
        units.parse_count("1.5GB")


@settings(max_examples=150, deadline=None)
@given(kind=st.sampled_from(["size", "bandwidth", "time", "count"]), exponent=st.integers(-330, 330),
       mantissa=st.sampled_from(["1", "9.99", "-1", "5"]))
def test_parsed_values_are_finite_and_bounded(kind, exponent, mantissa):
    """Whatever is typed, a parsed value is finite and inside the physical bounds, or refused in one line."""
    unit = {"size": " GB", "bandwidth": " GB/s", "time": " s", "count": ""}[kind]
    try:
        value = PARSERS[kind][0](f"{mantissa}e{exponent}{unit}")
    except RingcalcError as exc:
        assert "\n" not in str(exc)
        return
    bound = {"size": units.MAX_BYTES, "bandwidth": units.MAX_BYTES_PER_S, "time": units.MAX_SECONDS,
             "count": units.MAX_COUNT}[kind]
    assert math.isfinite(value) and 0 <= value <= bound


# ------------------------------------------------------------------ output streams


def _ringcalc(args: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ringcalc", *args], capture_output=False, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120, **kwargs)


EFFICIENCY = ["efficiency", "--model", "vgg16", "-n", "4", "-b", "1GbE", "-t", "0.55"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_full_stdout_is_one_error_line():
    with open("/dev/full", "w") as full:
        res = _ringcalc(EFFICIENCY, stdout=full, stderr=subprocess.PIPE)
    assert res.returncode == 1
    assert res.stderr.strip().splitlines() == ["error: cannot write to standard output: No space left on device"]


def test_closed_stdout_is_one_error_line():
    res = subprocess.run(["sh", "-c", f'"{sys.executable}" -m ringcalc "$@" >&-', "sh", *EFFICIENCY, "-f", "json"],
                         capture_output=False, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert res.returncode == 1
    assert res.stderr.strip().splitlines() == ["error: cannot write to standard output: standard output is closed"]


def test_a_reader_that_stops_early_ends_the_run_quietly():
    """``ringcalc sweep ... | head -c 10``: no traceback and no error line (MBs of CSV, far beyond a pipe's buffer)."""
    sweep = "sweep --size 1GB -n 1..20000 -b 10GbE -t 1 -f csv"
    res = subprocess.run(["sh", "-c", f'"{sys.executable}" -m ringcalc {sweep} | head -c 10 >/dev/null'],
                         capture_output=True, text=True, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
    # the only stderr line is the note on the long arithmetic range (issue 18), never an error or a traceback
    assert res.returncode == 0 and res.stderr.startswith("note: --workers '1..20000' expands to 20,000 values")
    assert len(res.stderr.splitlines()) == 1


def test_explain_names_the_unknown_collective():
    res = run("explain", "--collective", "all-reduc")
    assert res.exit_code == 2 and res.stderr.startswith("error: --collective: ") and "all-reduce" in res.stderr


def test_dash_is_stdout_for_sweep_plot_and_fit(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    res = run("sweep", "--size", "1GB", "-n", "2,4", "-b", "100GbE", "-t", "1", "--out", "-")
    assert res.exit_code == 0 and res.stdout.splitlines()[0].startswith("model,") and len(res.stdout.splitlines()) == 3
    res = run("sweep", "--size", "1GB", "-n", "2,4", "-b", "100GbE", "-t", "1", "--out", "-", "-f", "json")
    assert [r["workers"] for r in json.loads(res.stdout)] == [2, 4]
    res = run("plot", "efficiency", "--model", "vgg16", "-t", "0.55", "-o", "-")
    assert res.exit_code == 0 and "<svg" in res.stdout
    res = run("fit", str(LOG4), "--save", "-")
    assert res.exit_code == 0 and json.loads(res.stdout)["ranks"] == 4
    assert not (tmp_path / "-").exists()


# ------------------------------------------------------------------ options accepted and ignored


def test_dtype_with_size_is_refused():
    with pytest.raises(RingcalcError, match="dtype"):
        Scenario(size="1GB", dtype="fp16", workers=8)
    assert Scenario(size="1GB", workers=8).gradient_bytes == 1e9
    for command in (["time", "-n", "8", "-b", "100GbE"], ["sweep", "-n", "8", "-b", "100GbE", "-t", "1"]):
        res = run(*command, "--size", "1GB", "--dtype", "bf16")
        assert res.exit_code == 2 and "--dtype" in res.stderr


@pytest.mark.parametrize("rows", ["0", "-1"])
def test_sweep_rows_below_one_is_refused(rows):
    res = run("sweep", "--size", "1GB", "-n", "2,4", "-b", "100GbE", "-t", "1", "--rows", rows)
    assert res.exit_code == 2 and "--rows" in res.stderr


def test_sweep_rows_one_shows_one_row():
    res = run("sweep", "--size", "1GB", "-n", "2,4,8", "-b", "100GbE", "-t", "1", "--rows", "1")
    assert res.exit_code == 0 and "1 shown" in res.stdout and "│       2 │" in res.stdout


def test_fit_ranks_contradicting_the_log_is_refused():
    res = run("fit", str(LOG4), "--ranks", "8")
    assert res.exit_code == 2 and "--ranks" in res.stderr and "4 ranks" in res.stderr
    same = run("fit", str(LOG4), "--ranks", "4")  # what the log states: changes nothing, refused as --nodes is
    assert same.exit_code == 2 and "changes nothing" in same.stderr


def test_plots_refuse_lists_where_they_draw_one_line(tmp_path):
    out = str(tmp_path / "p.png")
    cases = [
        (["algorithms", "-n", "4,8"], "--workers"),
        (["efficiency", "--model", "vgg16", "-t", "0.5,1"], "--step-time"),
        (["efficiency", "--size", "1GB,2GB", "-t", "1"], "--size"),
        (["breakdown", "--model", "vgg16", "-t", "1", "-b", "10GbE,100GbE", "-n", "8,16"], "--workers"),
        (["bandwidth", "--model", "vgg16", "-t", "1", "-n", "1"], "nothing to draw"),
        (["bandwidth", "--model", "vgg16", "-t", "1", "-n", "abc"], "--workers"),
    ]
    for args, expected in cases:
        res = run("plot", *args, "-o", out)
        assert res.exit_code == 2 and expected in res.stderr and "Warning" not in res.stderr, (args, res.stderr)
    assert not Path(out).exists()


# ------------------------------------------------------------------ errors that name the wrong thing


@pytest.mark.parametrize("args, prefix", [
    (["fit", "missing.txt"], "error: LOGS: "),
    (["catalog", "foo"], "error: KIND: "),
    (["compare", "--size", "1GB", "-n", "8", "-b", "100GbE", "--algorithms", "ring,tree"], "error: --algorithms: "),
    (["crossover", "-n", "8", "-b", "100GbE", "--against", "foo"], "error: --against: "),
])
def test_errors_name_the_argument_or_option_given(args, prefix):
    res = run(*args)
    assert res.exit_code == 2 and res.stderr.startswith(prefix), res.stderr


def test_did_you_mean_for_algorithm_names():
    res = run("compare", "--size", "1GB", "-n", "8", "-b", "100GbE", "--algorithms", "ring,tree")
    assert "did you mean binomial-tree, double-binary-tree?" in res.stderr


@pytest.mark.parametrize("command", ["fit", "sweep", "plot", "efficiency", "memory"])
def test_usage_errors_point_at_the_subcommands_help(command):
    res = run(command, "--no-such-option")
    assert res.exit_code == 2 and res.stderr.strip().endswith(f"(see 'ringcalc {command} --help')")
    res = run("--no-such-option")
    assert res.stderr.strip().endswith("(see 'ringcalc --help')")


def test_option_names_follow_the_same_text_rule():
    """dtype, algorithm and collective names are cleaned like values: full-width read, odd characters refused."""
    s = Scenario(params="1B", dtype=_wide("bf16"), algorithm=_wide("ring"), collective=_wide("all-reduce"), workers=8)
    assert (s.dtype, s.algorithm, s.collective, s.gradient_bytes) == ("bf16", "ring", "all-reduce", 2e9)
    for field, value in (("dtype", "bf16\u200b"), ("algorithm", "ring²"), ("collective", "all\u2011reduce")):
        with pytest.raises(RingcalcError, match="unexpected character"):
            Scenario(params="1B", workers=8, **{field: value})


@pytest.mark.parametrize("text", ["\r0", "a\nb", "x\x1by", "\t"])
def test_control_characters_a_user_typed_stay_on_one_error_line(text):
    """Found by the CLI fuzz: a file name with a carriage return split the error over two lines."""
    result = runner.invoke(app, ["report", "--scenario", text])
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1 and result.stderr.startswith("error: ")


def test_compression_ratio_beyond_any_real_one_is_refused_not_overflowed():
    """Found by the CLI fuzz: --compression 1e300 overflowed into a self-contradicting message."""
    result = runner.invoke(app, ["bandwidth", "--model", "vgg16", "-n", "8", "-t", "0.5", "--compression", "1e300"])
    assert result.exit_code == 2 and "beyond any gradient compression" in result.stderr


@pytest.mark.parametrize("network", [("-b", "100Gbps"), ("--cluster", "dgx-h100"), ("--cluster", "dgx-h100", "-a", "nvls")])
def test_time_on_one_rank_prints_no_infinite_algbw(network):
    """Before: "algbw = size/time  ∞ B/s (∞ bit/s)" where the time is 0 s (JSON already said null, compare "—")."""
    from tests.cli_runner import run_json

    out = run("time", "-n", "1", "--size", "4kB", *network)
    assert out.exit_code == 0 and "∞" not in out.stdout and "one rank sends nothing" in out.stdout
    assert run_json("time", "-n", "1", "--size", "4kB", *network)["algbw_bytes_per_s"] is None
