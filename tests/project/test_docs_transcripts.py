"""Every ``$ ringcalc ...`` transcript in README.md and docs/*.md, replayed.

Each fenced code block is scanned for lines starting with ``$ ringcalc``
(also ``$ make run``, which replays the Makefile's ``run`` recipe, and
``$ python api.py``, which runs the ``python`` block just above it). The
command runs in-process through typer's CliRunner and its output (stdout and
stderr, as a user sees them) must equal the lines that follow it in the block,
up to the next ``$`` line or the end of the block. Only trailing whitespace
and trailing blank lines are normalised; rich's width is fixed by
``ringcalc.cli.render.console`` (140 columns when not on a terminal) and
``COLUMNS=140`` is set for anything else that reads it.

Conventions in the docs:

- a command followed by no output lines is an *example*: it must run and exit 0
  (or the code noted below the block), its output is not compared;
- ``# first lines`` after a command: the transcript is the start of the output;
- ``(exit code N)`` on the line after the block: the expected exit code of the
  block's last command (all others must exit 0);
- ``<!-- transcript: skip (reason) -->`` on a line before the block: the block
  is not replayed (for commands that need MPI or measure this machine).

To regenerate transcripts after a deliberate change of output (never edit
numbers by hand): ``python tests/project/test_docs_transcripts.py`` rewrites every
stale transcript in place from real output (a new transcript can be written
as the command followed by a line ``...``), then review the diff.

Commands run in a scratch directory per document (files written by one
command, e.g. ``--save cal.json``, are read by a later one) in which
``tests`` links to the repository's tests folder, so fixture paths work.
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ringcalc.cli import app

# not tests.paths.ROOT: this file also runs as a script (see above), where tests/ is not importable
ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SKIP_RE = re.compile(r"<!--\s*transcript:\s*skip\s*\((?P<reason>[^)]*)\)\s*-->")
EXIT_RE = re.compile(r"^\(exit code (?P<code>\d+)\)\s*$")
FENCE_RE = re.compile(r"^(?P<fence>```+)(?P<lang>[\w-]*)\s*$")
WIDTH = 140


@dataclass
class Command:
    """One ``$ ...`` line of a transcript and what the doc says it prints."""

    doc: Path
    line: int  # 1-based line of the ``$`` in the doc
    out_index: int  # 0-based index in the doc of the first expected output line
    text: str  # the command after ``$ ``, continuation lines joined
    expected: list[str]
    exit_code: int
    prefix: bool  # ``# first lines``: compare the start of the output only
    skip: str | None
    python_source: str | None  # for ``$ python api.py``: the block above it

    @property
    def id(self) -> str:
        name = self.doc.relative_to(ROOT) if self.doc.is_relative_to(ROOT) else self.doc.name
        return f"{name}:{self.line}"

    @property
    def example(self) -> bool:
        return not self.expected


def _blocks(lines: list[str]):
    """Yield (first line index inside, lines, language, skip reason, exit code after)."""
    i = 0
    while i < len(lines):
        m = FENCE_RE.match(lines[i])
        if not m:
            i += 1
            continue
        fence, lang = m["fence"], m["lang"]
        skip = None
        j = i - 1
        while j >= 0 and (not lines[j].strip() or SKIP_RE.search(lines[j])):
            found = SKIP_RE.search(lines[j])
            if found:
                skip = found["reason"]
            j -= 1
        end = i + 1
        while end < len(lines) and lines[end].rstrip() != fence:
            end += 1
        exit_code = 0
        if end + 1 < len(lines):
            em = EXIT_RE.match(lines[end + 1])
            if em:
                exit_code = int(em["code"])
        yield i + 1, lines[i + 1 : end], lang, skip, exit_code
        i = end + 1


def collect(doc: Path) -> list[Command]:
    """The ``$`` commands of one document, in order."""
    lines = doc.read_text(encoding="utf-8").splitlines()
    commands: list[Command] = []
    last_python: str | None = None
    for start, body, lang, skip, exit_code in _blocks(lines):
        if lang == "python":
            last_python = "\n".join(body) + "\n"
            continue
        block: list[Command] = []
        k = 0
        while k < len(body):
            line = body[k]
            if not line.startswith("$ "):
                k += 1
                continue
            first = k
            text = line[2:]
            while text.rstrip().endswith("\\") and k + 1 < len(body):
                k += 1
                text = text.rstrip()[:-1] + " " + body[k].strip()
            k += 1
            out_start = k
            while k < len(body) and not body[k].startswith("$ "):
                k += 1
            words = shlex.split(text, comments=True)
            if not words or words[0] not in ("ringcalc", "make", "python"):
                continue
            comment = text.split("#", 1)[1] if "#" in text else ""
            block.append(
                Command(
                    doc=doc,
                    line=start + first + 1,
                    out_index=start + out_start,
                    text=text.strip(),
                    expected=body[out_start:k],
                    exit_code=0,
                    prefix="first lines" in comment,
                    skip=skip,
                    python_source=last_python if words[0] == "python" else None,
                )
            )
        if block:
            block[-1].exit_code = exit_code
        commands.extend(block)
    return commands


def _make_run_args() -> list[str]:
    """The arguments of the Makefile's ``run`` recipe (``$(VENV)/bin/ringcalc ...``)."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(makefile) if line.startswith("run:"))
    recipe = makefile[start + 1].strip()
    words = shlex.split(recipe)
    assert words[0].endswith("/bin/ringcalc"), recipe  # test precondition, not an input check
    return words[1:]


def _normalise(text: str) -> list[str]:
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def run(command: Command) -> tuple[list[str], int]:
    """Run one command in the current directory; (output lines, exit code)."""
    words = shlex.split(command.text, comments=True)
    if words[0] == "python":
        assert command.python_source, f"{command.id}: no python block above `$ python`"
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(command.python_source, f"{command.id}:api.py", "exec"), {"__name__": "__main__"})
        return _normalise(out.getvalue()), 0
    if words[0] == "make":
        assert words[1:] == ["run"], f"{command.id}: only `make run` is replayed"
        words = ["ringcalc", *_make_run_args()]
    result = CliRunner().invoke(
        app, words[1:], env={"COLUMNS": str(WIDTH)}, terminal_width=WIDTH, catch_exceptions=False
    )
    return _normalise(result.output), result.exit_code


COMMANDS = [c for doc in DOCS for c in collect(doc)]
_done: dict[Path, set[int]] = {}


@pytest.fixture(scope="session")
def scratch(tmp_path_factory):
    """One scratch directory per document, with ``tests`` linked to the repository's."""
    dirs: dict[Path, Path] = {}

    def get(doc: Path) -> Path:
        if doc not in dirs:
            d = tmp_path_factory.mktemp(doc.stem)
            (d / "tests").symlink_to(ROOT / "tests", target_is_directory=True)
            dirs[doc] = d
        return dirs[doc]

    return get


def test_docs_have_transcripts():
    # the collector finds what the docs hold: a parser regression would make every test vacuous
    assert len([c for c in COMMANDS if not c.example]) >= 20
    readme = [c.text.split()[0] for c in COMMANDS if c.doc.name == "README.md" and not c.example]
    assert {"make", "ringcalc", "python"} <= set(readme)
    assert len([c for c in COMMANDS if c.skip]) <= 3, "keep skipped transcripts few"


def test_collector_reads_the_conventions(tmp_path):
    doc = tmp_path / "doc.md"
    doc.write_text(
        "<!-- transcript: skip (needs MPI) -->\n\n```\n$ ringcalc measure --ranks 4\nrank table\n```\n\n"
        "```console\n$ ringcalc explain    # first lines\nSymbols\n$ ringcalc time \\\n  -n 4\n```\n(exit code 2)\n\n"
        "```python\nprint(1)\n```\n```\n$ python api.py\n1\n```\n"
    )
    skipped, explain, time, api = collect(doc)
    assert (skipped.skip, skipped.expected) == ("needs MPI", ["rank table"])
    assert (explain.prefix, explain.expected, explain.exit_code, explain.skip) == (True, ["Symbols"], 0, None)
    assert (time.text, time.example, time.exit_code) == ("ringcalc time  -n 4", True, 2)
    assert (api.python_source, api.expected) == ("print(1)\n", ["1"])
    assert run(api) == (["1"], 0)


@pytest.mark.parametrize("command", COMMANDS, ids=[c.id for c in COMMANDS])
def test_transcript(command: Command, scratch, monkeypatch):
    if command.skip:
        pytest.skip(command.skip)
    workdir = scratch(command.doc)
    monkeypatch.chdir(workdir)
    # earlier commands of the same document first: they may write files this one reads
    done = _done.setdefault(command.doc, set())
    for earlier in COMMANDS:
        if earlier.doc == command.doc and earlier.line < command.line and earlier.line not in done:
            if not earlier.skip:
                run(earlier)
            done.add(earlier.line)
    output, code = run(command)
    done.add(command.line)
    assert code == command.exit_code, f"{command.id}: `{command.text}` exited {code}:\n" + "\n".join(output)
    if command.example:
        return
    expected = _normalise("\n".join(command.expected))
    if command.prefix:
        output = output[: len(expected)]
    assert output == expected, f"{command.id}: `{command.text}` prints something else now"


LINK_RE = re.compile(r"\]\((?P<target>[^)\s]+)\)")


def slug(heading: str) -> str:
    """GitHub's anchor for a markdown heading."""
    text = heading.strip().lower().replace("`", "")
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


def _anchors(doc: Path) -> set[str]:
    lines = doc.read_text(encoding="utf-8").splitlines()
    in_code = False
    out = set()
    for line in lines:
        if FENCE_RE.match(line):
            in_code = not in_code
        elif not in_code and line.startswith("#"):
            out.add(slug(line.lstrip("#")))
    return out


def test_slug_matches_github():
    assert slug("simulate and --verify: run the algorithm for real") == "simulate-and---verify-run-the-algorithm-for-real"
    assert slug("memory: ZeRO / FSDP stages") == "memory-zero--fsdp-stages"
    assert slug("`ringcalc sweep`") == "ringcalc-sweep"


@pytest.mark.parametrize("doc", DOCS, ids=[str(d.relative_to(ROOT)) for d in DOCS])
def test_links_resolve(doc: Path):
    # every relative link names a file that exists and, with #anchor, a heading in it
    broken = []
    for m in LINK_RE.finditer(doc.read_text(encoding="utf-8")):
        target = m["target"]
        if re.match(r"^[a-z]+:", target):
            continue  # http(s), mailto
        path, _, anchor = target.partition("#")
        file = (doc.parent / path).resolve() if path else doc
        if not file.exists():
            broken.append(target)
        elif anchor and file.suffix == ".md" and anchor not in _anchors(file):
            broken.append(target)
    assert not broken, f"{doc.name}: broken links {broken}"


def update(docs: list[Path]) -> None:
    """Rewrite stale transcripts of ``docs`` in place from real output."""
    import os
    import tempfile

    for doc in docs:
        commands = collect(doc)
        replacements: list[tuple[Command, list[str]]] = []
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "tests").symlink_to(ROOT / "tests", target_is_directory=True)
            cwd = os.getcwd()
            os.chdir(tmp)
            try:
                for command in commands:
                    if command.skip:
                        continue
                    output, code = run(command)
                    if code != command.exit_code:
                        print(f"{command.id}: exit code {code}, the doc says {command.exit_code}: fix the note by hand")
                    if command.example:
                        continue
                    new = output[: len(command.expected)] if command.prefix else output
                    if new != _normalise("\n".join(command.expected)):
                        replacements.append((command, new))
            finally:
                os.chdir(cwd)
        lines = doc.read_text(encoding="utf-8").splitlines()
        for command, new in reversed(replacements):
            lines[command.out_index : command.out_index + len(command.expected)] = new
            print(f"{command.id}: updated `{command.text}`")
        if replacements:
            doc.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    import sys

    update([Path(a).resolve() for a in sys.argv[1:]] or DOCS)
