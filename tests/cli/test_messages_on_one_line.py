"""A message the CLI prints is one line on a pipe, whatever its length.

Until 2026-11-29 the lines printed under a table (``fit``'s warnings, ``sweep``'s notes) went through rich at the
piped width of 140 columns: a warning naming the log's path was cut mid-sentence when the checkout's path was long.
The CI's clean checkout lives deeper than the development one, and the test that greps ``fit``'s warning failed
there only.
"""

from __future__ import annotations

import io
import shutil

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console
from rich.text import Text

from ringcalc.cli.render import print_item
from tests.cli_runner import run
from tests.paths import NCCL_FIXTURES

WORDS = st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=60)


@settings(max_examples=80, deadline=None)
@given(words=st.lists(WORDS, min_size=1, max_size=60), as_text=st.booleans(), width=st.integers(20, 200))
def test_a_line_of_text_is_printed_whole_at_any_width(words, as_text, width):
    """Before: rich wrapped any line longer than the console (and read '[...]' in it as markup)."""
    line = " ".join(words)
    buffer = io.StringIO()
    out = Console(file=buffer, width=width, highlight=False, emoji=False)
    print_item(out, Text(line) if as_text else line)
    assert buffer.getvalue() == line + "\n"


def test_a_fit_warning_naming_a_deep_path_stays_on_its_line(tmp_path):
    """The CI's repro: the path of the log pushed 'busbw/algbw ... 32 ranks' past column 140."""
    deep = tmp_path.joinpath(*(["a-rather-long-folder-name"] * 6))
    deep.mkdir(parents=True)
    log = deep / "allreduce_rows_only_32rank.txt"
    shutil.copy(NCCL_FIXTURES / "allreduce_rows_only_32rank.txt", log)
    result = run("fit", log, "--collective", "broadcast", "--ranks", "32")
    assert result.exit_code == 0, result.output
    lines = [ln for ln in result.output.splitlines() if ln.startswith("warning: ")]
    assert any(ln.startswith(f"warning: {log}:") and ln.endswith("does not match broadcast over 32 ranks")
               for ln in lines), lines
    assert all(not ln.startswith((" ", "│")) for ln in result.output.splitlines()[-len(lines):])
