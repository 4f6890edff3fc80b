"""``ringcalc fit --algorithm``: NCCL_ALGO's names only, and only where NCCL can run them
(ringcalc/calibrate/cluster_calibration.py: ``forced_algorithms``, ``refuse_unrunnable``).

``--algorithm foo`` (or ``collnet``) reached NCCL's tables and stopped on a ``KeyError: 'foo'`` traceback;
``--algorithm nvls`` (or ``pat``) on a cluster without NVLS said "no NCCL algorithm runs all-reduce on this
cluster", which named neither the forced algorithm nor why it cannot run there.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.cluster_calibration import NCCL_ALGO_NAMES, forced_algorithms
from ringcalc.cluster.protocols import NCCL_ALGORITHMS
from ringcalc.errors import RingcalcError
from tests.cli_runner import one_line_error, run
from tests.paths import NCCL_FIXTURES

LOG = NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt"  # 4 H100 on one host, no cluster stated
NAMES = sorted({*NCCL_ALGO_NAMES, *NCCL_ALGORITHMS})


def mangled(name: str, draw_case: list[bool], sep: str) -> str:
    """A name as people type it: any case, ``-`` or ``_`` between its words (NCCL's INFO lines print NVLS_TREE)."""
    text = "".join(ch.upper() if up else ch for ch, up in zip(name, draw_case + [False] * len(name)))
    return text.replace("-", sep)


names = st.builds(mangled, st.sampled_from(NAMES), st.lists(st.booleans(), max_size=20), st.sampled_from(["-", "_", ""]))
texts = st.one_of(st.text(max_size=24), names, st.lists(names, min_size=1, max_size=3).map(",".join),
                  st.lists(names, min_size=1, max_size=3).map(lambda xs: "^" + ",".join(xs)))


@settings(max_examples=300, deadline=None)
@given(text=texts)
@example(text="foo")
@example(text="collnet")
@example(text="NVLS_TREE")
def test_any_name_is_an_nccl_algorithm_or_refused_with_the_accepted_names(text):
    try:
        got = forced_algorithms(text)
    except RingcalcError as exc:
        assert exc.option == "algorithm"
        assert "ring, tree, nvls, nvlstree, collnetdirect, collnetchain, pat" in exc.message
        return
    assert got and set(got) <= set(NCCL_ALGORITHMS) and len(set(got)) == len(got)
    plain = [re.sub(r"[-_\s]", "", t).lower() for t in text.lstrip().lstrip("^").split(",")]
    assert all(p in NCCL_ALGO_NAMES or p in {a.replace("-", "") for a in NCCL_ALGORITHMS} for p in plain)


@settings(max_examples=25, deadline=None)
@given(text=st.one_of(st.text(alphabet="abcdefghijklmnopqrstuvwxyz-_,^ ", max_size=16), names))
@example(text="foo")
@example(text="collnet")
def test_fit_with_any_algorithm_fits_or_says_why_in_one_line(text):
    """Through the CLI: an answer, or one ``error: --algorithm:`` line and exit 2, never a traceback."""
    result = run("fit", LOG, "--algorithm", text, "--format", "json")
    if result.exit_code == 0:
        return
    assert result.exit_code == 2, result.output
    one_line_error(result, "--algorithm:")


@pytest.mark.parametrize("name", ["foo", "collnet"])
def test_an_unknown_name_is_refused_before_any_fit(name):
    one_line_error(run("fit", LOG, "--algorithm", name), "--algorithm:", f"'{name}' is not an NCCL algorithm",
                   "collnetdirect")


@pytest.mark.parametrize("name,why", [
    ("nvls", "NVLS needs NVLink SHARP"),
    ("NVLSTree", "NVLS needs NVLink SHARP"),
    ("pat", "NCCL runs pat for reduce-scatter, all-gather only"),
    ("collnetdirect", "CollNet needs SHARP"),
])
def test_a_forced_algorithm_that_cannot_run_there_is_named_with_the_reason(name, why):
    result = run("fit", LOG, "--algorithm", name)
    one_line_error(result, "--algorithm:", "NCCL cannot run", "4 ranks on 1 node of 4", why)
    assert "no NCCL algorithm runs" not in result.output
    assert "--nvls yes" not in result.output and "(--sharp)" not in result.output  # options fit does not have


def test_nvls_on_a_cluster_that_has_it_fits():
    result = run("fit", LOG, "--algorithm", "nvls", "--cluster", "dgx-h100", "--format", "json")
    assert result.exit_code == 0, result.output


def test_a_log_that_forces_an_algorithm_the_cluster_cannot_run_names_the_log(tmp_path):
    """The same refusal for a log whose own command line sets NCCL_ALGO (NCCL would not have run it)."""
    log = tmp_path / "nvls.txt"
    log.write_text("# NCCL_ALGO=NVLS mpirun -np 4 all_reduce_perf -b 8 -e 256M -f 2\n" + LOG.read_text())
    one_line_error(run("fit", log), "LOGS:", "the log forces NCCL_ALGO nvls", "NVLS needs NVLink SHARP", "--cluster")
