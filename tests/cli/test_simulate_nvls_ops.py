"""``ringcalc simulate --cluster``: NVLS only for the (op, dtype) pairs NCCL reduces with it, and refusals in
simulate's own terms.

NCCL (NVIDIA/nccl 5067397c, ``src/include/device.h`` ``ncclNvlsSupported``; ``src/enqueue.cc`` drops NVLS and NVLS
Tree otherwise): sum, min and max on 32- and 64-bit integers, float16, bfloat16; sum alone on float32 and float64.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import ringcalc.cli.simulate  # noqa: F401  (registers the command)
from ringcalc.cli import app
from ringcalc.executor.in_network import nvls_refusal
from tests.cluster_files import SHARP_TOML

runner = CliRunner()
NVLS_OK = {(op, dt) for dt in ("int32", "uint32", "int64", "uint64", "float16") for op in ("sum", "min", "max")}
NVLS_OK |= {("sum", "float32"), ("sum", "float64")}
OPS = ("sum", "prod", "min", "max", "avg")
DTYPES = ("int8", "uint8", "int16", "int32", "uint32", "int64", "uint64", "float16", "float32", "float64")


def sim(*args):
    return runner.invoke(app, ["simulate", *args])


@pytest.mark.parametrize("args", [["--op", "prod"], ["--op", "avg"], ["--op", "max"], ["--dtype", "int8"]])
def test_auto_does_not_pick_nvls_for_a_pair_nccl_does_not_reduce_with_it(args):
    """Before: ``-a auto`` picked nvls/Simple for prod, avg, max on float32 and any op on int8."""
    res = sim("--cluster", "dgx-h100", "-n", "8", "-k", "1M", "-a", "auto", *args, "-f", "json")
    assert res.exit_code == 0, res.output
    d = json.loads(res.stdout)
    assert d["algorithm"] not in ("nvls", "nvls-tree") and d["result_matches"]


def test_nvls_with_an_unsupported_pair_is_refused_with_the_reason():
    """Before: ``-a nvls --op prod --dtype int8`` ran and said "exact"."""
    res = sim("--cluster", "dgx-h100", "-n", "8", "-k", "1024", "-a", "nvls", "--op", "prod", "--dtype", "int8")
    assert res.exit_code == 2 and res.output.count("\n") == 1 and "Traceback" not in res.output
    assert "NCCL runs no NVLS all-reduce of prod on int8" in res.output and "ncclNvlsSupported" in res.output


@settings(max_examples=40, deadline=None)
@given(op=st.sampled_from(OPS), dtype=st.sampled_from(DTYPES), algorithm=st.sampled_from(["nvls", "nvls-tree", "auto"]),
       nodes=st.sampled_from([1, 2]))
def test_nvls_runs_exactly_for_the_pairs_nccl_supports(tmp_path_factory, op, dtype, algorithm, nodes):
    """Before: every (op, dtype) ran under NVLS and NVLS Tree, and auto picked them whatever the pair."""
    path = tmp_path_factory.mktemp("c") / "sharp.toml"
    path.write_text(SHARP_TOML)
    res = sim("--cluster", str(path), "-n", str(8 * nodes), "-k", "4096", "-a", algorithm, "--op", op, "--dtype", dtype,
              "-f", "json")
    assert nvls_refusal(op, dtype) is None if (op, dtype) in NVLS_OK else nvls_refusal(op, dtype)
    if algorithm != "auto" and (op, dtype) not in NVLS_OK:
        # the reason, or the cluster's own refusal first (NVLS Tree on one node)
        assert res.exit_code == 2 and ("NCCL runs no NVLS" in res.output or "cannot run here" in res.output), res.output
        return
    if res.exit_code == 2:  # nvls-tree on one node and the like: a refusal of the cluster, one line
        assert "NCCL runs no NVLS" not in res.output and res.output.count("\n") == 1, res.output
        return
    assert res.exit_code == 0, res.output
    d = json.loads(res.stdout)
    if (op, dtype) not in NVLS_OK:
        assert d["algorithm"] not in ("nvls", "nvls-tree")


def test_nvls_at_4096_ranks_is_not_refused_with_the_rings_estimate(tmp_path):
    """Before: refused with the ring's step-log estimate (~33.5M messages), which NVLS does not record."""
    path = tmp_path / "sharp.toml"
    path.write_text(SHARP_TOML)
    res = sim("--cluster", str(path), "-n", "4096", "-k", "8", "-a", "nvls", "-f", "json")
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["algorithm"] == "nvls"
    res = sim("--cluster", "dgx-h100", "-n", "4096", "-k", "8", "-a", "ring")
    assert res.exit_code == 2 and "ringcalc time -n 4096 --cluster dgx-h100 -a ring --size SIZE" in res.output


@pytest.mark.parametrize("algorithm", ["collnet-direct", "collnet-chain", "nvls"])
def test_refusals_name_simulates_own_options(algorithm):
    """Before: "CollNet needs SHARP in the network switches (--sharp)", an option simulate does not have."""
    res = sim("--cluster", "dgx-h100", "-n", "16", "-k", "1024", "-a", algorithm)
    assert res.exit_code == 2 and "(--sharp)" not in res.output
    assert "give --cluster a TOML file with sharp = true" in res.output
