"""Inverse solvers: what the hunt of 2026-11-30 found (/tmp/hunt_solve; a session's note on issue 16).

* ``max-workers -a hierarchical-ring`` on a cluster searched every worker count once a training-step option was
  given (``--overlap``, ``--bucket-size``, ``--jitter``, ...) and failed on the first partial node ("9 ranks on 2
  nodes of 8 ... give -n a multiple of 8", with no ``-n`` given); Horovod's hierarchical ring runs on whole nodes,
  as the search without those options already knew.
* ``max-model`` on one link answered a gradient smaller than one parameter (0.83 B, "0.42 parameters at bf16") where
  no model meets the target: the answer is "unreachable", with what one parameter gives.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.errors import RingcalcError
from ringcalc.planning.option_parsers import dtype_bytes
from tests.cli_runner import run_json

TRAINING_OPTIONS = (["--overlap", "0.3"], ["--bucket-size", "25MB"], ["--jitter", "1ms"], ["--compression", "2"],
                    ["--framework-overhead", "1ms"])


@pytest.mark.parametrize("option", TRAINING_OPTIONS, ids=lambda o: o[0])
def test_hierarchical_ring_max_workers_searches_whole_nodes_with_any_training_option(option):
    out = run_json("max-workers", "-m", "resnet50", "-t", "0.2", "-a", "hierarchical-ring", "--cluster", "dgx-h100",
                   "-e", "80%", *option)
    n = out["max_workers"]
    assert n % 8 == 0 and out["efficiency_at_max_workers"] >= 0.8 * (1 - 1e-9)
    beyond = run_json("efficiency", "-m", "resnet50", "-t", "0.2", "-a", "hierarchical-ring", "--cluster", "dgx-h100",
                      "-n", str(n + 8), *option)
    assert beyond["efficiency"] < 0.8  # the next whole node misses


@settings(max_examples=40, deadline=None)
@given(dtype=st.sampled_from(["fp32", "bf16", "fp8"]), nines=st.integers(3, 12), step_ms=st.floats(0.01, 1000.0),
       rate=st.sampled_from(["1GbE", "100GbE", "400Gbps"]), workers=st.integers(2, 64),
       bucket=st.sampled_from([None, "1MB"]))
def test_max_model_never_answers_less_than_one_parameter(dtype, nines, step_ms, rate, workers, bucket):
    target = 1 - 10.0 ** -nines
    s = Scenario(workers=workers, bandwidth=rate, step_time=step_ms / 1e3, dtype=dtype, params=1e8,
                 bucket_size=bucket)
    element = dtype_bytes(dtype)
    try:
        r = s.max_gradient_bytes(target)
    except RingcalcError as err:
        assert err.kind == "infeasible"
        if "even one parameter" in err.message:  # then one parameter really misses
            assert s.at_gradient(element).efficiency().efficiency < target
        return
    assert r.max_gradient_bytes >= element and r.max_params >= 1
    assert s.at_gradient(r.max_gradient_bytes).efficiency().efficiency >= target * (1 - 1e-9)


@pytest.mark.parametrize("command", ["time", "efficiency", "bandwidth", "max-latency", "max-workers", "max-model"])
def test_the_note_on_an_80_percent_interval_comes_only_with_an_interval(command):
    """``bandwidth``, ``max-latency`` and ``max-workers`` on a cluster said "80% interval: the ends of the priors ..."
    and printed no interval (no row, no JSON field): the note describes an interval the answer has, or is left out."""
    args = ["--cluster", "dgx-h100", *([] if command == "max-model" else ["-m", "vgg16"])]
    args += [] if command in ("max-workers",) else ["-n", "16"]
    args += [] if command == "time" else ["-t", "0.5"]
    out = run_json(command, *args)
    noted = any(n.startswith("80% interval") for n in out["notes"])
    assert noted == (out.get("interval") is not None)
