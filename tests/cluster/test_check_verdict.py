"""The headline verdict of ``ringcalc check`` (ringcalc/cluster/check.py ``overall_verdict``) against its band table."""

from __future__ import annotations

import math
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.nccl_log import parse_nccl_log
from ringcalc.cli.expect_view import nccl_text
from ringcalc.cluster.check import STATES, check_run, overall_verdict
from ringcalc.cluster.check_rows import BandVerdict, Finding
from ringcalc.cluster.expect import expect, sweep_sizes
from ringcalc.planning.scenario import Scenario

P5 = {"cluster": "p5-48xlarge"}


def _log(described: dict, workers: int, low: int = 8, high: int = 8 * 2**30, factor: int = 4):
    sizes = sweep_sizes(low, high, factor)
    table = expect(Scenario(workers=workers, size=float(sizes[0]), **described), sizes)
    (run,) = parse_nccl_log(nccl_text(table), source="planted")
    return run


def _scaled(run, factors):
    """The log with each row's times ``factor`` times longer (busbw and algbw as nccl-tests prints them)."""
    def slower(t, f):
        return None if t is None else replace(t, time_s=t.time_s * f, algbw_bytes_per_s=t.algbw_bytes_per_s / f,
                                              busbw_bytes_per_s=t.busbw_bytes_per_s / f)
    rows = tuple(replace(r, out_of_place=slower(r.out_of_place, f), in_place=slower(r.in_place, f))
                 for r, f in zip(run.rows, factors))
    return replace(run, rows=rows)


def _said(report, band) -> bool:
    """Whether the verdict says that ``band`` is outside its healthy range: in its own words, or by a problem
    finding whose headline states it."""
    way = "slower" if band.verdict.startswith("slower") else "faster"
    stated = any(f.problem and (band.band, way) in STATES.get(f.kind, ()) for f in report.findings)
    return stated or f"sizes in the {band.band} band {'is' if getattr(band, way) == 1 else 'are'} {way}" in \
        report.verdict


def test_a_late_plateau_on_one_p5_node_is_not_called_plain_as_expected():
    """A p5 log whose 64 MiB - 2 GiB sizes were slower than the healthy range below an as-expected 16 GiB (NCCL's
    ramp ending late) read 'verdict: as expected' above a band table saying 'large ... slower than expected'."""
    run = _log(P5, 8, 8, 16 * 2**30, 2)
    hump = [1.15 if 2**25 <= r.size_bytes <= 2**31 else 1.0 for r in run.rows]
    report = check_run(_scaled(run, hump), 1, lambda **o: Scenario(**{**P5, **o}))
    large = next(b for b in report.bands if b.band == "large")
    assert large.verdict.startswith("slower")
    found = {f.kind: f for f in report.findings}
    assert "ramp" in found and not found["ramp"].problem
    assert report.verdict == (f"no fault found, but {large.slower} of {large.sizes} sizes in the large band are "
                              "slower than expected (NCCL reaches its plateau later than the model does; the "
                              "largest size is as expected)")


@settings(max_examples=60, deadline=None)
@given(data=st.data(), described=st.sampled_from([P5, {"cluster": "dgx-h100", "algorithm": "ring"},
                                                  {"cluster": "hgx-a100"}]),
       workers=st.sampled_from([8, 16]))
def test_the_verdict_is_plain_as_expected_only_where_every_band_is(data, described, workers):
    """Across random measured times (each row 0.3x to 3x its expected time), the headline reads plain 'as expected'
    only where every band row does and no finding is a problem, and each band outside its range is said (the verdict
    listed the problem findings only, so a band explained by a finding that is no problem went unsaid)."""
    run = _log(described, workers)
    logs = data.draw(st.lists(st.floats(-1.2, 1.2), min_size=len(run.rows), max_size=len(run.rows)))
    report = check_run(_scaled(run, [math.exp(u) for u in logs]), 1, lambda **o: Scenario(**{**described, **o}))
    outside = [b for b in report.bands if b.verdict != "as expected"]
    problems = [f for f in report.findings if f.problem]
    assert (report.verdict == "as expected") == (not outside and not problems), (report.verdict, outside)
    for b in outside:
        assert _said(report, b), (report.verdict, b)


KINDS = ["nic", "scale-up", "tcp-fallback", "latency", "medium", "faster", "above-ring", "tree", "ramp", "dip",
         "note"]


@settings(max_examples=300, deadline=None)
@given(bands=st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(0, 5)), min_size=3, max_size=3),
       findings=st.lists(st.tuples(st.sampled_from(KINDS), st.booleans()), max_size=5))
def test_every_band_outside_its_range_is_said_whatever_the_findings(bands, findings):
    """Whatever findings accompany them, a band whose row says slower or faster is in the verdict (in its own words
    or by a problem finding that states it), and the verdict is plain 'as expected' only without either."""
    verdicts = []
    for name, (within, slower, faster) in zip(("small", "medium", "large"), bands):
        n = within + slower + faster
        if n == 0:
            continue
        verdict = ("slower than expected (median 0.50 of the expected busbw)" if 2 * slower > n else
                   "faster than expected (median 2.00 of the expected busbw)" if 2 * faster > n else "as expected")
        verdicts.append(BandVerdict(name, n, within, slower, faster, 1.0, verdict))
    found = [Finding(kind, "large", f"{kind} headline", "", problem=problem) for kind, problem in findings]
    text = overall_verdict(verdicts, found)
    outside = [b for b in verdicts if b.verdict != "as expected"]
    assert (text == "as expected") == (not outside and not any(f.problem for f in found))
    report = type("R", (), {"verdict": text, "findings": found})
    for b in outside:
        assert _said(report, b), (text, b)
    if any(f.problem for f in found):
        assert text.startswith("not as expected: ")
