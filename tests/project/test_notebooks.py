"""The notebooks are committed without outputs and execute top to bottom (their cells assert their numbers).

Executed here with nbclient, so ``pytest tests/`` covers them; ``pytest --nbmake notebooks/`` runs the
same notebooks as well.
"""

from __future__ import annotations


import pytest

from tests.paths import ROOT

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def test_the_notebooks_exist():
    assert {p.name for p in NOTEBOOKS} >= {"what_if.ipynb", "seed_examples.ipynb"}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_committed_without_outputs(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{path.name}: clear the outputs"


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_executes(path, monkeypatch):
    import os

    root = str(path.parents[1])  # the kernel imports ringcalc from this checkout even when it is not installed
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
    nb = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    )
    client.execute()  # raises CellExecutionError (with the failing assert) if a cell fails
    assert any(cell.get("outputs") for cell in nb.cells if cell.cell_type == "code")
