"""``ringcalc memory`` findings of the workload hunt (/tmp/hunt_wl, 2026-11-30), and the class each belongs to.

* A stage whose layout step is refused (``-a rabenseifner`` has no reduce-scatter or all-gather model on a cluster:
  stages 1-3) while another stage has its time: the table raised ``TypeError: must be real number, not NoneType``
  (a traceback), because the rows were laid out from the first stage alone. The generating test draws algorithm x
  stage x network x workload and asks every run for an answer or one line.
* On a cluster, which prices the communication, memory still said "give --bandwidth for the communication time".
* ``--gamma`` on a cluster was refused naming "ring/LL", the pair of the 1-byte probe of the build, not any
  collective of the stages; ``-a rabenseifner --gamma`` was refused as if NCCL's pick ran.
* ``--zero 3.0`` was an unknown stage where ``--tp 2.0`` is a degree; ``efficiency --zero 0 --fsdp full`` ran ZeRO-3
  where memory refused the contradiction.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.errors import RingcalcError
from tests.cli_runner import one_line_error, run, run_json

WORKLOAD = ("--model", "llama-2-7b", "--gpu", "h100-80gb", "--tokens-per-step", "1048576")
ON_CLUSTER = ("--cluster", "dgx-h100", "-n", "64")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(algorithm=st.sampled_from([None, "ring", "rabenseifner", "recursive-halving", "recursive-doubling",
                                  "double-binary-tree"]),
       zero=st.sampled_from([None, "0", "1", "3"]),
       network=st.sampled_from([ON_CLUSTER, ("-n", "64", "-b", "400Gbps"), ("-n", "64")]),
       workload=st.sampled_from([WORKLOAD, ("--model", "llama-2-7b"), (*WORKLOAD, "--tp", "2")]))
def test_memory_answers_every_stage_or_says_in_one_line_why_not(algorithm, zero, network, workload):
    args = ["memory", *workload, *network]
    args += [] if algorithm is None else ["-a", algorithm]
    args += [] if zero is None else ["--zero", zero]
    result = run(*args)
    if result.exit_code != 0:
        one_line_error(result)
        return
    assert "Traceback" not in result.output
    rows = run_json(*args)
    timed = any(r.get("comm_time_s") is not None for r in rows)
    for row in rows:  # a stage without a time beside one with a time says why in a note
        if timed and row.get("comm_time_s") is None:
            assert any(n.startswith("no time for the layout's step") for n in row["notes"]), row["notes"]


def test_a_stage_whose_step_is_refused_shows_a_dash_beside_the_stages_that_have_a_time():
    out = run("memory", *WORKLOAD, *ON_CLUSTER, "-a", "rabenseifner")
    assert out.exit_code == 0, out.output
    line = next(x for x in out.output.splitlines() if "exposed communication" in x)
    assert line.count("–") == 3 and " ms " in line  # stage 0 timed; 1-3 have no reduce-scatter/all-gather model


def test_on_a_cluster_memory_asks_for_the_step_time_not_for_a_bandwidth():
    out = run("memory", "--model", "llama-2-7b", "-n", "8", "--cluster", "dgx-h100")
    assert out.exit_code == 0, out.output
    assert "give --bandwidth" not in out.output
    assert "give --step-time (or --gpu with --tokens-per-step) for the efficiency" in out.output
    assert "give --bandwidth (or --cluster)" in run("memory", "--model", "llama-2-7b", "-n", "8").output


def test_gamma_on_a_cluster_names_no_probe_pair_and_passes_with_an_mpi_algorithm():
    one_line_error(run("memory", *WORKLOAD, *ON_CLUSTER, "--gamma", "1ns"), "the stages' collectives run NCCL's")
    assert "ring/LL" not in run("memory", *WORKLOAD, *ON_CLUSTER, "--tp", "2", "--gamma", "1ns").output
    with_gamma = run_json("memory", "--model", "llama-2-7b", *ON_CLUSTER, "-a", "rabenseifner", "--gamma", "1ns")
    without = run_json("memory", "--model", "llama-2-7b", *ON_CLUSTER, "-a", "rabenseifner")
    assert with_gamma[0]["comm_time_s"] > without[0]["comm_time_s"]  # the reduction is priced, not refused


@pytest.mark.parametrize("spelling", ["3.0", "3e0", "+3", "zero3"])
def test_a_zero_stage_is_read_as_a_number_as_the_degrees_are(spelling):
    assert run_json("memory", "--model", "llama-2-7b", "-n", "8", "--zero", spelling)[0]["stage"] == 3


@pytest.mark.parametrize("spelling", ["3.5", "4.0", "inf", "nan", "-1"])
def test_a_zero_stage_that_is_no_stage_is_refused(spelling):
    one_line_error(run("memory", "--model", "llama-2-7b", "-n", "8", f"--zero={spelling}"), "unknown ZeRO stage")


def test_a_stated_zero_0_contradicts_fsdp_in_every_command_as_in_memory():
    for command in ("efficiency", "memory"):
        one_line_error(run(command, *WORKLOAD, *ON_CLUSTER, "--zero", "0", "--fsdp", "full"), "contradicts --zero 0")
    with pytest.raises(RingcalcError, match="contradicts --zero 0"):
        Scenario(model="llama-2-7b", gpu="h100-80gb", tokens_per_step=1048576, cluster="dgx-h100", workers=64,
                 zero=0, fsdp="full").efficiency()
