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
                     "ringcalc/models/efficiencies.toml", "ringcalc/numeric/_generated.py", "ringcalc/cli/app.py"):
        assert required in names
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "ringcalc = ringcalc.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_catalog_is_found_from_any_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "ringcalc", "catalog", "links", "-f", "csv"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "1gbe" in proc.stdout
