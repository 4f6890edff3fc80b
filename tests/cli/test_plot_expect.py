"""The options ``plot`` takes for ``plot expect`` (ringcalc/cli/plot_expect.py)."""

from __future__ import annotations

import inspect

import pytest
from typer.main import get_command

from ringcalc.cli import app
from ringcalc.cli.plot_expect import CLUSTER_NAMES, SWEEP_OPTIONS, with_sweep_options
from ringcalc.planning.scenario_options import BY_NAME


def test_plot_takes_the_cluster_rows_of_the_option_table():
    flags = {opt for p in get_command(app).commands["plot"].params for opt in p.opts}
    for name in CLUSTER_NAMES:
        assert set(BY_NAME[name].flags) <= flags, name
    assert {"--min-size", "--max-size", "--factor"} <= flags


def test_the_signature_needs_a_catch_all_to_replace():
    def plot(kind: str, **sweep: str) -> None: ...

    params = inspect.signature(with_sweep_options(plot)).parameters
    assert list(params)[1:] == list(SWEEP_OPTIONS)

    def fixed(kind: str) -> None: ...

    with pytest.raises(TypeError, match="needs a \\*\\*sweep parameter"):
        with_sweep_options(fixed)


@pytest.mark.parametrize(("flag", "value", "why"), [("--calibration", "cal.json", "before anything is measured"),
                                                    ("--step-time", "1", "not a training step"),
                                                    ("--bucket-size", "25MiB", "not a bucketed gradient"),
                                                    ("--size", "1GB", "the sizes nccl-tests sweeps")])
def test_the_expect_plot_refuses_each_option_with_its_own_reason(tmp_path, flag, value, why):
    """--calibration was refused with the reason of --size ("it draws the sizes nccl-tests sweeps")."""
    from tests.cli_runner import one_line_error, run

    one_line_error(run("plot", "expect", "--cluster", "dgx-h100", "-n", "16", flag, value, "-o", tmp_path / "x.svg"),
                   flag, why)


@pytest.mark.parametrize("workers", [8, 16, 24, 64])
def test_the_expect_plot_refuses_n_that_the_log_s_busbw_contradicts(tmp_path, workers):
    """A log without rank lines takes its N from -n; where its busbw/algbw says another N (32 here: 2 x 31/32), the
    figure would re-cost its run at the wrong rank count and factor: refused, as `check --ranks` says so."""
    from tests.cli_runner import one_line_error, run
    from tests.paths import NCCL_FIXTURES

    log = NCCL_FIXTURES / "allreduce_rows_only_32rank.txt"
    one_line_error(run("plot", "expect", log, "--cluster", "dgx-h100", "-n", str(workers), "-o", tmp_path / "x.svg"),
                   "busbw/algbw")
    ok = run("plot", "expect", log, "--cluster", "dgx-h100", "-n", "32", "-o", tmp_path / "y.svg")
    assert ok.exit_code == 0, ok.output
