"""A sweep's row states what its answer used (ringcalc/planning/sweep_cluster.py, sweep.py, cli/sweep.py).

Every input column of a row is the value the single-command Scenario of that row applied: a layout's ``overlap``
is the window its data-parallel collectives hid under (the layout's default, 2/3 of Ts over the microbatches,
unless --overlap; it said 0.0), its ``latency_s`` the latency its collectives ran with (it was blank), and
``step_model`` says whether the answer is a layout's step or data parallelism alone. So two rows whose answers
differ differ in some input column. Also: the sweep refuses --dtype with --size as Scenario does, names its own
--target-efficiency flag in errors, and says so when -f csv/json drops the summary.
"""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.layout_step import DATA_PARALLEL_KINDS
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.scenario_options import OPTIONS
from ringcalc.planning.sweep import sweep
from tests.cli_runner import run

ORDER = [o.name for o in OPTIONS]
INPUT_KEYS = [o.key for o in OPTIONS if o.name != "calibration"]


def _missing(v) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v))


def _same(a, b) -> bool:
    """Equal values of a column: NaN and None are the same missing value; floats to rounding."""
    if _missing(a) or _missing(b):
        return _missing(a) and _missing(b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return math.isclose(float(a), float(b), rel_tol=1e-12, abs_tol=1e-15)
    return str(a) == str(b)


def _sublist(values):
    return st.lists(st.sampled_from(values), min_size=1, max_size=2, unique=True)


LAYOUTS = st.sampled_from([
    None,  # data parallelism alone (the vectorized sweep, or one scenario per row with a workload)
    {"zero": [0]}, {"zero": [0, 1]}, {"zero": [2, 3]}, {"zero": [3], "fsdp": ["hybrid"]},
    {"zero": [2], "microbatches": [1, 4]}, {"pp": [2], "microbatches": [4]}, {"dp": [1], "pp": [8]},
])


@st.composite
def sweeps(draw):
    """Options of a sweep with lists (in the option table's order, as a sweep's rows nest them)."""
    options = {
        "params": draw(_sublist(["1B", "7B"])),
        "dtype": draw(_sublist(["bf16", "fp32"])),
        "workers": draw(_sublist([8, 16])),
        "bandwidth": draw(_sublist(["25GbE", "100GbE"])),
        "step_time": draw(_sublist([0.5, 1.0])),
    }
    if draw(st.booleans()):
        options["latency"] = draw(_sublist(["0", "5us", "50us"]))
    if draw(st.booleans()):
        options["overlap"] = draw(_sublist([0.0, 0.25, 0.5, 1.0]))
    layout = draw(LAYOUTS)
    if layout is None and draw(st.booleans()):  # a workload without a layout: one scenario per row too
        options.update(gpu=["h100"], tokens_per_step=[2**20])
    options.update(layout or {})
    return {name: options[name] for name in ORDER if name in options}


def _combos(options):
    """The single-command options of each row, in the sweep's order (the last option varying fastest)."""
    return [dict(zip(options, values)) for values in itertools.product(*options.values())]


def _used(s: Scenario, r) -> dict:
    """What the scenario's answer applied, read from the answer itself (not from the sweep's code)."""
    out = {"latency_s": s.latency_s}
    if s.layout is None:
        out["overlap"] = s.overlap
        return out
    out.update({k: v for k, v in r.layout.items() if k in INPUT_KEYS})  # the layout it ran, defaults filled in
    dp = [c for c in r.collectives if c.kind in DATA_PARALLEL_KINDS]
    hidden = {c.overlap_fraction for c in dp if c.overlap == "backward"}
    if "overlap" in s._given:
        out["overlap"] = s.overlap if dp else math.nan
    else:
        out["overlap"] = hidden.pop() if len(hidden) == 1 else math.nan
    return out


def _sweep(options):
    """The sweep's rows, or None when it refused as a whole: then every combination is refused on its own too (a
    sweep of one inconsistent layout, such as pp 8 x dp 1 on 16 GPUs, raises the Scenario's error)."""
    try:
        return sweep(**{k: ",".join(map(str, v)) for k, v in options.items()})
    except RingcalcError:
        for combo in _combos(options):
            with pytest.raises(RingcalcError):
                Scenario(**combo).efficiency()
        return None


@settings(max_examples=25, deadline=None)
@given(sweeps())
def test_each_input_column_is_what_the_row_s_scenario_used(options):
    df = _sweep(options)
    if df is None:
        return
    combos = _combos(options)
    assert len(df) == len(combos)
    for (_, row), combo in zip(df.iterrows(), combos):
        try:
            s = Scenario(**combo)
            r = s.efficiency()
        except RingcalcError as exc:
            assert row.get("refused"), (combo, str(exc))
            continue
        used = {**s.to_dict(), **_used(s, r)}
        for key in INPUT_KEYS:
            if key in df.columns:
                assert _same(row[key], used[key]), (key, row[key], used[key], combo)
        assert math.isclose(row["efficiency"], r.efficiency, rel_tol=1e-12)
        if "step_model" in df.columns:
            assert row["step_model"] == ("layout" if s.layout is not None else "data-parallel")
        # the column holds what was applied: giving it to the single command changes nothing
        for option, key in (("overlap", "overlap"), ("latency", "latency_s")):
            if not _same(row[key], math.nan):
                again = Scenario(**{**combo, option: float(row[key])}).efficiency()
                assert math.isclose(again.efficiency, r.efficiency, rel_tol=1e-12), (option, row[key], combo)


@settings(max_examples=25, deadline=None)
@given(sweeps())
@example({"params": ["1B"], "dtype": ["bf16"], "workers": [16], "bandwidth": ["25GbE"], "step_time": [0.5], "pp": [8],
          "dp": [1]})
def test_rows_whose_answers_differ_differ_in_an_input_column(options):
    df = _sweep(options)
    if df is None:
        return
    df = df[df["refused"] == ""] if "refused" in df.columns else df
    keys = [c for c in (*INPUT_KEYS, "step_model") if c in df.columns]
    answers = {}
    for _, row in df.iterrows():
        inputs = tuple("missing" if _same(row[k], math.nan) else str(row[k]) for k in keys)
        answer = round(float(row["efficiency"]), 12)
        assert answers.setdefault(inputs, answer) == answer, dict(zip(keys, inputs))


def test_the_reviewer_s_layout_rows():
    """`sweep --params 7B -n 8 -b 100GbE -t 1 --zero 0 --dtype bf16 [--overlap 0] [--latency 5us,50us]`."""
    base = dict(params="7B", workers=8, bandwidth="100GbE", step_time=1, zero=0, dtype="bf16")
    default, none = sweep(**base).iloc[0], sweep(**base, overlap=0).iloc[0]
    assert default["overlap"] == pytest.approx(2 / 3) and round(default["efficiency"], 4) == 0.4360
    assert none["overlap"] == 0.0 and round(none["efficiency"], 4) == 0.3378
    assert default["step_model"] == "layout" and "layout's default" in default["overlap_applied"]
    assert "--overlap" in none["overlap_applied"]
    lat = sweep(**base, latency="5us,50us")
    assert list(lat["latency_s"]) == [5e-6, 50e-6] and lat["efficiency"].nunique() == 2
    notes = " ".join(sweep(**base).attrs["notes"])
    assert "dp gradients under 0.667 of Ts" in notes and "step_model layout" in notes


@pytest.mark.parametrize("latency", [None, "5us,500us"])
def test_a_layout_row_on_a_cluster_shows_the_latency_it_was_given(latency):
    """On a cluster --latency is the NIC's, which the layout's collectives ran with; without it each collective has
    NCCL's latency for its placement (no one value: NaN)."""
    df = sweep(params="7B", workers=16, cluster="dgx-h100", step_time=0.01, zero=0, dtype="bf16", latency=latency)
    if latency is None:
        assert df["latency_s"].isna().all()
    else:
        assert list(df["latency_s"]) == [5e-6, 500e-6] and df["efficiency"].nunique() == 2


# ---------------------------------------------------------------- --dtype with --size (defect 3)

NOT_FP32 = st.sampled_from(["bf16", "fp16", "fp8", "BF16", " fp16 "])
SIZES = st.sampled_from(["1GB", "100MB,1GB", 1e9])


@settings(max_examples=20, deadline=None)
@given(dtype=NOT_FP32, size=SIZES, layout=st.booleans(), listed=st.booleans())
def test_sweep_refuses_a_dtype_with_a_size_as_scenario_does(dtype, size, layout, listed):
    given_dtype = f"fp32,{dtype}" if listed else dtype
    extra = {"zero": 0} if layout else {}
    with pytest.raises(RingcalcError) as single:
        Scenario(size=1e9, dtype=dtype, workers=8, bandwidth="25GbE", step_time=0.5)
    with pytest.raises(RingcalcError) as swept:
        sweep(size=size, dtype=given_dtype, workers=8, bandwidth="25GbE", step_time=0.5, **extra)
    assert swept.value.option == single.value.option == "dtype"
    said, why = swept.value.message.split(" would be ignored", 1)  # the value as typed, then Scenario's reason
    assert why == single.value.message.split(" would be ignored", 1)[1] and said == repr(given_dtype)


def test_sweep_takes_fp32_with_a_size():
    assert len(sweep(size="1GB", dtype="fp32", workers=8, bandwidth="25GbE", step_time=0.5)) == 1


# ---------------------------------------------------------------- the sweep's own flag in errors (defect 4)

BAD_TARGETS = st.sampled_from(["0%", "0", "100%", "1", "150%", "-5%", "abc", "nan"])


@settings(max_examples=20, deadline=None)
@given(target=BAD_TARGETS, per_row=st.sampled_from([{}, {"zero": 0}, {"cluster": "dgx-h100"}]))
def test_a_bad_target_names_target_efficiency(target, per_row):
    options = dict(params="1B", workers=8, step_time=1, **per_row)
    if "cluster" not in per_row:
        options["bandwidth"] = "100GbE"
    with pytest.raises(RingcalcError) as err:
        sweep(target_efficiency=target, **options)
    assert err.value.option == "target-efficiency"
    args = [f"--{k.replace('_', '-')}={v}" for k, v in options.items()]
    result = run("sweep", *args, f"--target-efficiency={target}")
    assert result.exit_code == 2 and "--target-efficiency:" in result.output and "--efficiency:" not in result.output


# ---------------------------------------------------------------- the summary csv/json do not write (defect 5)

@pytest.mark.parametrize("fmt", ["csv", "json"])
@pytest.mark.parametrize("target", [None, "90%"])
def test_csv_or_json_on_stdout_says_the_summary_is_not_written(fmt, target):
    args = ["sweep", "--size", "1GB", "-n", "8,16", "-b", "10GbE,100GbE", "-t", "1", "-f", fmt]
    result = run(*args, *(["-e", target] if target else []))
    assert result.exit_code == 0, result.output
    said = "the summary is not written" in result.stderr
    assert said == (target is not None)
    if said:
        assert f"--out FILE.{fmt}" in result.stderr and "summary" not in result.stdout


def test_the_summary_keeps_groups_apart_that_differ_only_in_a_layout_option():
    """A group per value of every option, the layout's and the workload's too: merged over --tp-overlap 0,0.9, the
    summary printed 100 Gbit/s as meeting 70% beside the tp_overlap 0 group that never does (2026-11-28 hunt)."""
    from ringcalc.planning.sweep import summary

    df = sweep(model="llama-3.1-8b", cluster="dgx-h100", workers=64, tp=8, tp_overlap=[0, 0.9], gpu="h100",
               global_batch=256, bandwidth=["100Gbps", "400Gbps"], target_efficiency=0.7)
    out = summary(df).set_index("tp_overlap")
    for value, rows in df.groupby("tp_overlap"):
        met = rows[rows["meets_target"]]
        expected = met["bandwidth_bytes_per_s"].min() if len(met) else float("nan")
        assert out.loc[value, "smallest_bandwidth_bytes_per_s"] == pytest.approx(expected, nan_ok=True)
    assert out["smallest_bandwidth_bytes_per_s"].isna().any() and out["smallest_bandwidth_bytes_per_s"].notna().any()
