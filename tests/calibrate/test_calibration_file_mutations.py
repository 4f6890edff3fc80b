"""A hand-edited calibration file gives one line naming its field, or a valid answer; never a traceback.

Until 2026-11-29 ``physical.cluster.gpus_per_node = 0`` ended ``time --calibration`` in a ZeroDivisionError,
``physical.cov[1][1] = -1`` in "math domain error", ``levels[0].fitted_on.ranks = 5`` in a TypeError, and
``interval.coverage: 5`` printed a "500% interval"; ``rel_low`` > ``rel_high`` and ``placement: "foo"`` were taken.
"""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc.cli import app
from tests.paths import NCCL_FIXTURES

runner = CliRunner()
BAD = [0, -1, 5, 0.5, 1e308, -1e308, "foo", None, True, [], {}]
"""Values a hand edit may leave in any field."""
QUESTIONS = [["time", "-n", "16", "--size", "256MiB"], ["time", "-n", "8", "--gpus-per-node", "8", "--size", "256MiB"],
             ["time", "-n", "4", "--size", "1MiB"], ["efficiency", "-n", "64", "--size", "64MiB", "--step-time", "1s"]]
"""A measured layout, the fitted cluster at another layout, a smaller N and size, an extrapolation."""


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> dict:
    path = tmp_path_factory.mktemp("cal") / "cal.json"
    result = runner.invoke(app, ["fit", str(NCCL_FIXTURES / "allreduce_two_runs_8_and_16rank.txt"), "--save",
                                 str(path)])
    assert result.exit_code == 0, result.output
    return json.loads(path.read_text())


def _leaves(o, path=()):
    """Every field's path (the first two items of each list, and each list itself)."""
    if isinstance(o, dict):
        for k, v in o.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(o, list):
        for i, v in enumerate(o[:2]):
            yield from _leaves(v, (*path, i))
    if path:
        yield path


def _mutated(d: dict, path: tuple, value) -> dict:
    out = copy.deepcopy(d)
    at = out
    for key in path[:-1]:
        at = at[key]
    at[path[-1]] = value
    return out


def _answers_or_refuses(tmp_path, d: dict, question: list[str]) -> str:
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(d))
    result = runner.invoke(app, [*question, "--calibration", str(path)])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception  # the traceback this test forbids
    assert result.exit_code in (0, 2), result.output
    if result.exit_code == 2:
        assert result.output.startswith("error: ") and result.output.strip().count("\n") == 0, result.output
    return result.output


def test_every_field_is_in_the_sample(saved):
    paths = set(_leaves(saved))
    assert ("physical", "cluster", "gpus_per_node") in paths and ("levels", 0, "interval", "coverage") in paths


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_mutated_calibration_gives_one_line_or_an_answer(saved, tmp_path, data):
    """Any field set to any of :data:`BAD`: one-line refusal (exit 2) or an answer, never another exception."""
    path = data.draw(st.sampled_from(sorted(_leaves(saved), key=str)), label="field")
    value = data.draw(st.sampled_from(BAD), label="value")
    question = data.draw(st.sampled_from(QUESTIONS), label="question")
    output = _answers_or_refuses(tmp_path, _mutated(saved, path, value), question)
    assert "500%" not in output


@pytest.mark.parametrize(("path", "value", "field"), [
    (("physical", "cluster", "gpus_per_node"), 0, "physical.cluster.gpus_per_node"),
    (("physical", "cov", 1, 1), -1, "cov[1][1]"),
    (("interval", "coverage"), 5, "interval.coverage"),
    (("levels", 0, "interval", "coverage"), 5, "levels[0].interval.coverage"),
    (("interval", "rel_low"), 0.3, "interval.rel_low"),
    (("placement",), "foo", "placement"),
    (("levels", 0, "fitted_on", "ranks"), 5, "levels[0].fitted_on.ranks"),
    (("levels", 1, "ranks"), 1e308, "levels[1].ranks"),
    (("physical", "cluster", "scale_up_kind"), "abc", "physical.cluster.scale_up_kind"),
    (("physical", "cluster", "transport"), "abc", "physical.cluster.transport"),
    (("physical", "cluster", "tuner"), "abc", "physical.cluster.tuner"),
    (("physical", "collective"), "foo", "physical.collective"),
])
@pytest.mark.parametrize("question", QUESTIONS[:2])
def test_the_findings_edits_are_refused_naming_the_field(saved, tmp_path, path, value, field, question):
    """Before: ZeroDivisionError, ValueError (math domain error), a 500% interval, or taken as written."""
    output = _answers_or_refuses(tmp_path, _mutated(saved, path, value), question)
    assert output.startswith("error: --calibration:") and field in output, output


def _kinds():
    from ringcalc.calibrate.physical_checks import _kinds

    return _kinds()


@pytest.mark.parametrize("field", sorted(_kinds()))
def test_a_named_kind_of_the_fitted_cluster_takes_its_known_values_and_refuses_others(saved, tmp_path, field):
    """Each kind the cluster models know loads (it may still be refused for what it asks: one line); any other string
    is refused naming the field. Until 2026-12 ``scale_up_kind: "abc"`` answered, 8.6% off, with no word."""
    for value in _kinds()[field]:
        output = _answers_or_refuses(tmp_path, _mutated(saved, ("physical", "cluster", field), value), QUESTIONS[1])
        assert f"physical.cluster.{field}" not in output, output
    output = _answers_or_refuses(tmp_path, _mutated(saved, ("physical", "cluster", field), "abc"), QUESTIONS[1])
    assert output.startswith("error: --calibration:") and f"physical.cluster.{field}" in output, output


def test_a_null_in_any_field_of_the_fitted_cluster_answers_or_is_refused(saved, tmp_path):
    """Every field of ``physical`` set to null, in turn (the random draws above found ``"ran": null`` crashing with
    AttributeError on 2026-11-29: the checks read an optional null as absent, the loader did not)."""
    paths = [p for p in _leaves(saved) if p[0] == "physical"]
    assert len(paths) > 20
    for path in paths:
        _answers_or_refuses(tmp_path, _mutated(saved, path, None), QUESTIONS[0])
