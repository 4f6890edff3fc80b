"""``ringcalc fit --segments K`` sets the regime count of both piecewise forms (ringcalc/cli/calibrate.py).

``forms.fit_form`` searches K regimes for ``piecewise-saturating`` as for ``piecewise``, but ``--model
piecewise-saturating --segments 3`` was refused with "--piecewise/--segments ask for the piecewise model": the
option could not set that form's K at all. Each (form, K) now moves the fit or is refused with a true reason.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.forms import DEFAULT_SEGMENTS, FORMS
from tests.cli_runner import one_line_error, run
from tests.paths import NCCL_FIXTURES

LOG = NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt"  # 26 sizes: up to 8 regimes of 3 sizes
MAX_REGIMES = 26 // 3
PIECEWISE = ("piecewise", "piecewise-saturating")
_FITS: dict[tuple, dict] = {}


def fit(*args) -> tuple[int, dict | str]:
    """``fit LOG ARGS --format json`` once per argv: exit code and the JSON (or the output)."""
    if args not in _FITS:
        result = run("fit", LOG, *args, "--format", "json")
        _FITS[args] = (result.exit_code, json.loads(result.stdout) if result.exit_code == 0 else result.output)
    return _FITS[args]


@pytest.mark.parametrize("k", [2, 3, 5])
def test_piecewise_saturating_takes_the_regimes_asked(k):
    code, out = fit("--model", "piecewise-saturating", "--segments", str(k))
    assert code == 0, out
    assert out["model"] == "piecewise-saturating" and len(out["segments"]) == k
    assert out["saturation_exponent"] == 0.5  # its end regimes carry the saturation term


@settings(max_examples=14, deadline=None)
@given(model=st.sampled_from(["auto", *FORMS]), k=st.integers(1, 10))
def test_segments_moves_the_fit_or_is_refused_with_a_true_reason(model, k):
    code, out = fit("--model", model, "--segments", str(k))
    if code != 0:  # only a form of one regime refuses a count above 1, and says so
        assert k > 1 and model in ("ring", "saturating"), out
        one_line_error(run("fit", LOG, "--model", model, "--segments", k), "--model:", f"--model {model} fits one "
                       "regime", "piecewise-saturating")
        return
    regimes = len(out["segments"])
    form = "piecewise" if model == "auto" and k > 1 else model
    if form in PIECEWISE:
        assert out["model"] == (form if k > 1 or form != "piecewise" else "ring")
        assert regimes == min(k, MAX_REGIMES)
        if k > MAX_REGIMES:
            assert any(f"fitting {MAX_REGIMES} regime(s) instead of {k}" in w for w in out["warnings"])
        default = fit("--model", form)[1]
        if min(k, MAX_REGIMES) != DEFAULT_SEGMENTS:  # another K: other regimes, other breaks
            assert out["break_sizes_bytes"] != default["break_sizes_bytes"]
    else:
        assert k == 1 and regimes == 1 or model == "auto"


def test_piecewise_and_a_form_that_is_not_it_are_refused_with_a_true_reason():
    one_line_error(run("fit", LOG, "--model", "piecewise-saturating", "--piecewise"),
                   "--piecewise asks for the piecewise model, --model piecewise-saturating for another")
