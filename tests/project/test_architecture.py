"""The package's shape: no import circle among ringcalc's modules.

The graph is built from the source with :mod:`ast`, not by importing: an edge
A -> B for every ``import`` / ``from ... import`` that runs when A is imported
(module level, including ``try`` and plain ``if`` blocks; not inside functions
or classes, not under ``if TYPE_CHECKING:``). ``from pkg import name`` is an
edge to ``pkg.name`` when that is a module of the package, else to ``pkg``.
Importing ``a.b.c`` also runs ``a/__init__`` and ``a/b/__init__``, but those
parent-package edges are left out: ``pkg/__init__`` importing its own
submodules is how a package is assembled, not a circle.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from tests.paths import ROOT

PACKAGE = "ringcalc"


def modules() -> dict[str, Path]:
    """Dotted name -> source file, for every module of the package."""
    out: dict[str, Path] = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _module_level_imports(body: list[ast.stmt]):
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If):
            if not _is_type_checking(node.test):
                yield from _module_level_imports(node.body)
            yield from _module_level_imports(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                yield from _module_level_imports(block)
        elif isinstance(node, (ast.With, ast.For, ast.While)):
            yield from _module_level_imports(node.body)


def _all_imports(body: list[ast.stmt]):
    """Every import, inside functions and classes too (not under ``if TYPE_CHECKING:``): what runs sooner or later."""
    for top in body:
        if isinstance(top, ast.If) and _is_type_checking(top.test):
            yield from _all_imports(top.orelse)
            continue
        yield from (node for node in ast.walk(top) if isinstance(node, (ast.Import, ast.ImportFrom)))


def import_graph(functions: bool = False) -> dict[str, set[str]]:
    """Module -> the package modules it imports at module level (with ``functions``: anywhere in it)."""
    mods = modules()
    graph: dict[str, set[str]] = {name: set() for name in mods}
    for name, path in mods.items():
        is_package = path.name == "__init__.py"
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in (_all_imports if functions else _module_level_imports)(tree.body):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = name.split(".") if is_package else name.split(".")[:-1]
                    anchor = anchor[: len(anchor) - (node.level - 1)]
                    base = ".".join([*anchor, base] if base else anchor)
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in mods else base for alias in node.names]
            for target in targets:
                # `import ringcalc.a.b` binds ringcalc but runs ringcalc.a.b: keep the deepest known module
                while target and target not in mods:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def find_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected component with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return components


def test_graph_sees_the_package():
    # a scanner that found nothing would make the circle test pass vacuously
    graph = import_graph()
    assert len(graph) >= 30
    assert "ringcalc.errors" in graph["ringcalc.planning.scenario"] or any("ringcalc.errors" in deps for deps in graph.values())
    assert sum(len(deps) for deps in graph.values()) >= 50


def test_cycle_finder_finds_a_planted_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert find_cycles(graph) == [["a", "b", "c"]]


def test_relative_and_absolute_imports_resolve(tmp_path, monkeypatch):
    pkg = tmp_path / PACKAGE
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("from ringcalc import one\n")
    (pkg / "one.py").write_text("from .sub import two\nimport typing\nif typing.TYPE_CHECKING:\n    from . import three\n")
    (pkg / "three.py").write_text("def f():\n    from ringcalc import one\n")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "two.py").write_text("from .. import version\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    graph = import_graph()
    assert graph["ringcalc.one"] == {"ringcalc.sub.two"}
    assert graph["ringcalc.sub.two"] == {"ringcalc"}
    assert graph["ringcalc.three"] == set()
    assert find_cycles(graph) == [["ringcalc", "ringcalc.one", "ringcalc.sub.two"]]


def test_no_import_circle():
    cycles = find_cycles(import_graph())
    assert not cycles, "module-level import circles (break them; do not hide them in functions): " + "; ".join(
        " <-> ".join(c) for c in cycles
    )


def test_no_import_circle_through_function_level_imports():
    """Issue 18: an import inside a function closes a circle at run time just the same (scenario_options <->
    sweep_grid, calibration <-> calibration_file were two); function-level imports keep start-up cheap, not
    layers apart."""
    cycles = find_cycles(import_graph(functions=True))
    assert not cycles, "import circles through function-level imports: " + "; ".join(" <-> ".join(c) for c in cycles)


def test_function_level_imports_are_edges_of_the_full_graph(tmp_path, monkeypatch):
    pkg = tmp_path / PACKAGE
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from ringcalc import b\n")
    (pkg / "b.py").write_text("import typing\nif typing.TYPE_CHECKING:\n    from ringcalc import c\n"
                              "class K:\n    def f(self):\n        from ringcalc import a\n")
    (pkg / "c.py").write_text("from ringcalc import b\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert find_cycles(import_graph()) == []
    assert import_graph(functions=True)["ringcalc.b"] == {"ringcalc.a"}
    assert find_cycles(import_graph(functions=True)) == [["ringcalc.a", "ringcalc.b"]]


GENERATED = {"_generated.py", "_scalar.py"}  # printed by ringcalc/symbolic/codegen.py

DOC_FILES = [
    ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "models" / "README.md",
    *sorted((ROOT / "models").glob("*.toml")), *sorted((ROOT / "notebooks").glob("*.ipynb")),
    *sorted(p for p in (ROOT / "ringcalc").rglob("*.py") if p.name not in GENERATED),  # docstrings and comments
]
# a repository path in backticks or a link: `ringcalc/cli/`, `models/*.toml`, (docs/cli.md#units)
PATH_RE = re.compile(r"[`(](?P<path>(?:ringcalc|tests|benchmarks|docs|notebooks|models)/[\w./*-]*)")


def named_paths(doc: Path) -> set[str]:
    """Repository paths a document names (in backticks or links)."""
    text = doc.read_text(encoding="utf-8")
    return {m["path"].rstrip(".") for m in PATH_RE.finditer(text)}


INSTALLED_ONLY = {"ringcalc/models"}
"""Paths of the installed wheel, not of the checkout: ``models/`` ships as ``ringcalc/models`` (pyproject.toml)."""


@pytest.mark.parametrize("doc", DOC_FILES, ids=[str(d.relative_to(ROOT)) for d in DOC_FILES])
def test_docs_name_only_files_that_exist(doc: Path):
    missing = sorted(p for p in named_paths(doc)
                     if p.rstrip("/") not in INSTALLED_ONLY and not any(ROOT.glob(p.rstrip("/"))))
    assert not missing, f"{doc.name} names files that do not exist: {missing}"


def test_doc_path_scanner_sees_paths():
    names = named_paths(ROOT / "docs" / "architecture.md")
    assert "tests/project/test_architecture.py" in names and "ringcalc/cli/" in names


def test_units_never_import_the_catalog():
    """Issue 12: units parse and format numbers; link names are the catalog's (catalog.parse_bandwidth).

    Checks every import in units.py, inside functions too, so the old units <-> catalog circle cannot return.
    """
    import ast

    imported = set()
    nodes = [n for p in sorted((ROOT / "ringcalc" / "units").glob("*.py")) for n in ast.walk(ast.parse(p.read_text()))]
    assert nodes, "ringcalc/units/ has no modules"
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module)
            imported.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            imported.update(a.name for a in node.names)
    assert not {m for m in imported if m.startswith("ringcalc.catalog")}, imported


MAX_MODULE_LINES = 450
"""Issue 12: no module over ~450 lines; the generated numerics are printed, not read."""


def test_no_module_is_too_long():
    long = {str(p.relative_to(ROOT)): n for p in sorted((ROOT / PACKAGE).rglob("*.py"))
            if p.name not in GENERATED and (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert not long, f"split these modules (more than {MAX_MODULE_LINES} lines): {long}"


def test_tests_mirror_the_layers():
    """Issue 12: every folder of the package (a layer or a shared edge) has its folder of tests."""
    layers = sorted(p.name for p in (ROOT / PACKAGE).iterdir() if (p / "__init__.py").is_file())
    missing = [name for name in layers if not (ROOT / "tests" / name / "__init__.py").is_file()]
    assert layers and not missing, f"ringcalc/ folders without tests/<name>/: {missing}"
