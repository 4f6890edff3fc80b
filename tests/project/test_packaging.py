"""The wheel ships the catalog, so a non-editable `pip install .` works from any directory (issue 2)."""

import subprocess
import sys
import zipfile

import pytest

from tests.paths import ROOT



@pytest.mark.slow
def test_wheel_contains_catalog_and_generated_code(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    (wheel,) = tmp_path.glob("ringcalc-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for required in ("ringcalc/models/dl_models.toml", "ringcalc/models/links.toml",
                     "ringcalc/models/accelerators.toml", "ringcalc/models/clusters.toml",
                     "ringcalc/models/efficiencies.toml", "ringcalc/numeric/_generated.py", "ringcalc/numeric/_scalar.py",
                     "ringcalc/cli/app.py"):
        assert required in names
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "ringcalc = ringcalc.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_catalog_is_found_from_any_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "ringcalc", "catalog", "links", "-f", "csv"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "1gbe" in proc.stdout


def test_the_docstring_examples_run_with_the_tests():
    """Issue 18: the `ringcalc.sweep` example said 6 rows where the call returned 8. `pytest` (and `make test`)
    collects every docstring example of ringcalc/, so an example that no longer matches fails the suite."""
    import doctest
    import importlib
    import tomllib

    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    assert "--doctest-modules" in options["addopts"].split() and "ringcalc" in options["testpaths"]
    examples = {name: sum(len(t.examples) for t in doctest.DocTestFinder().find(importlib.import_module(name)))
                for name in ("ringcalc.planning.sweep", "ringcalc.planning.scenario", "ringcalc.executor.ring")}
    assert all(examples.values()), examples  # the finder sees the examples the suite runs
