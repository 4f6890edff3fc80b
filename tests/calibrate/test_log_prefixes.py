"""What launchers, log collectors and editors put around nccl-tests output (ringcalc.calibrate.nccl_prefixes).

Before: each of these logs was refused with "no nccl-tests result rows found":
``kubectl logs --timestamps`` (``2025-06-01T10:00:00.000000000Z ``), ANSI colours,
``pdsh`` (``h100-node0: ``), ``docker compose logs`` (``launcher-1  | ``), ``[2025-06-01
10:00:00] ``, Intel MPI ``-prepend-rank`` (``[0] ``), a quoted reply (``> ``), a
UTF-16 file (PowerShell ``>``), and a ``-J`` JSON file with a UTF-8 byte-order mark.
The rows are nccl-tests 2.17's (``src/util.cu``), see tests/fixtures/nccl/README.md.
"""

from __future__ import annotations

import codecs

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.nccl_log import parse_nccl_log, read_nccl_log
from ringcalc.calibrate.nccl_prefixes import strip_prefix
from ringcalc.errors import RingcalcError
from tests.paths import NCCL_FIXTURES

LOG = NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt"
JSON_LOG = NCCL_FIXTURES / "allreduce_json_v2_4rank.json"

PREFIXES = {
    "kubectl": st.builds(lambda s, f: f"2025-06-01T10:00:{s:02d}.{f:09d}Z ", st.integers(0, 59), st.integers(0, 10**9 - 1)),
    "iso offset": st.builds(lambda s: f"2025-06-01 10:00:{s:02d},123+02:00 ", st.integers(0, 59)),
    "bracketed": st.builds(lambda s: f"[2025-06-01 10:00:{s:02d}] ", st.integers(0, 59)),
    "pdsh": st.from_regex(r"\A[a-z][a-z0-9-]{0,12}[0-9]: \Z"),
    "compose": st.builds(lambda name, pad: f"{name}-1{' ' * pad}| ", st.from_regex(r"\A[a-z]{1,10}\Z"), st.integers(1, 4)),
    "intel mpi": st.builds(lambda r: f"[{r}] ", st.integers(0, 4095)),
    "quoted": st.sampled_from(["> ", ">", "> > ", ">> "]),
    "open mpi": st.builds(lambda j, r: f"[{j},{r}]<stdout>:", st.integers(0, 9), st.integers(0, 4095)),
    "srun": st.builds(lambda r: f"{r}: ", st.integers(0, 4095)),
    "ansi": st.sampled_from(["\x1b[32m", "\x1b[0m", "\x1b[1;31m"]),
}


def _reference():
    (run,) = read_nccl_log(LOG)
    return run


@settings(max_examples=60, deadline=None)
@given(data=st.data(), kinds=st.lists(st.sampled_from(sorted(PREFIXES)), min_size=1, max_size=3))
def test_rows_behind_any_prefix_read_exactly_as_without_it(data, kinds):
    lines = LOG.read_text().splitlines()
    prefixed = []
    for line in lines:
        prefix = "".join(data.draw(PREFIXES[k]) for k in kinds)
        prefixed.append(prefix + line + ("\x1b[0m" if "ansi" in kinds else ""))
    (run,) = parse_nccl_log("\n".join(prefixed) + "\n", source="p.txt")
    want = _reference()
    assert [(r.size_bytes, r.count, r.out_of_place, r.in_place) for r in run.rows] == \
        [(r.size_bytes, r.count, r.out_of_place, r.in_place) for r in want.rows]
    assert (run.ranks, run.collective, run.version) == (want.ranks, want.collective, want.version)


@settings(max_examples=200, deadline=None)
@given(size=st.integers(0, 2**40), count=st.integers(0, 2**38), time=st.floats(0.01, 1e6), lead=st.text(" \t", max_size=6))
def test_no_prefix_ever_takes_a_field_of_a_row(size, count, time, lead):
    row = f"{lead}{size}  {count}  float  sum  -1  {time:.2f}  1.00  1.00  0  {time:.2f}  1.00  1.00  0"
    assert strip_prefix(row).split() == row.split()


@pytest.mark.parametrize("line", ["rccl-tests: Version develop:ae3e635", "Warning: Permanently added 'x' (ED25519)",
                                  "h100-node0:12345:12345 [0] NCCL INFO comm 0x1 rank 0 nranks 16"])
def test_text_that_is_not_nccl_tests_output_keeps_its_words(line):
    assert strip_prefix(line) == line


def test_a_utf16_log_is_decoded(tmp_path):
    path = tmp_path / "log.txt"
    path.write_bytes(codecs.BOM_UTF16_LE + LOG.read_text().replace("\n", "\r\n").encode("utf-16-le"))
    (run,) = read_nccl_log(path)
    assert run.rows == _reference().rows
    path.write_bytes(LOG.read_text().encode("utf-16-le"))  # no byte-order mark
    assert read_nccl_log(path)[0].rows == _reference().rows


def test_a_json_log_with_a_byte_order_mark_is_read_as_json(tmp_path):
    path = tmp_path / "log.json"
    path.write_bytes(codecs.BOM_UTF8 + JSON_LOG.read_bytes())
    (run,) = read_nccl_log(path)
    assert run.rows == read_nccl_log(JSON_LOG)[0].rows
    (text_run,) = parse_nccl_log("\ufeff" + JSON_LOG.read_text(), source="x.json")
    assert text_run.rows == run.rows


def test_a_log_without_rows_says_what_its_first_lines_were():
    text = "\n\nSTARTING job 42\nsome-tool | 2025 x y z\n# nothing here\nmore\n"
    with pytest.raises(RingcalcError, match=r"^x\.txt: no nccl-tests result rows found .*the file starts with: "
                                            r"'STARTING job 42'; 'some-tool \| 2025 x y z'; '# nothing here'$"):
        parse_nccl_log(text, source="x.txt")
