"""Running the CLI in-process for tests: one copy of the helpers every CLI test uses."""

from __future__ import annotations

import json
from typing import Any

from typer.testing import CliRunner

from ringcalc.cli import app

runner = CliRunner()


def run(*args: Any):
    """``ringcalc ARGS...`` in-process (arguments may be numbers); the click Result."""
    return runner.invoke(app, [str(a) for a in args])


def run_json(*args: Any) -> Any:
    """``ringcalc ARGS... --format json``, which must succeed; the parsed JSON."""
    result = run(*args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def ok(args: list[str]):
    """``ringcalc ARGS...``, which must succeed without a traceback; the click Result."""
    result = run(*args)
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result


def one_line_error(result, *needles: str) -> None:
    """A failed command printed one line, no traceback, containing every needle."""
    assert result.exit_code != 0
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    text = result.output.strip()
    assert "Traceback" not in text and len(text.splitlines()) == 1, text
    for needle in needles:
        assert needle in text, text


def fit_saved(directory: Any, log: Any, *options: Any, name: str = "cal") -> str:
    """``ringcalc fit LOG OPTIONS... --save DIRECTORY/NAME.json``, which must succeed; the calibration's path.

    ``directory`` is a folder (``tmp_path_factory.mktemp("cal")`` in a module-scoped fixture).
    """
    path = f"{directory}/{name}.json"
    result = run("fit", log, *options, "--save", path)
    assert result.exit_code == 0, result.output
    return path


def fitted_set(tmp_path_factory: Any, logs: dict[str, Any], folder: Any) -> dict[str, str]:
    """One calibration per named log of ``folder`` (a fixture directory): name -> calibration path."""
    return {name: fit_saved(tmp_path_factory.mktemp("cal"), folder / log, name=name) for name, log in logs.items()}
