"""``ringcalc report`` shows what its options change (hunt of 2026-11-29).

``report --batch 32`` printed the same table and CSV as without it; ``report ... --intra-latency 1ms`` with one GPU
per node said nothing (``efficiency`` says it changes nothing there); the title "(the seed's worked example)" stayed
on ``report --latency 1ms --scaling strong -a binomial-tree`` (0.77%, not the seed's 7.648%).
"""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.cli_runner import run, run_json


@settings(max_examples=10, deadline=None)
@given(batch=st.integers(1, 4096))
def test_batch_gives_the_throughput_in_every_output(batch):
    table = run("report", "--batch", batch)
    assert table.exit_code == 0 and "samples/s" in table.stdout
    data = run_json("report", "--batch", batch)
    rows = list(csv.DictReader(io.StringIO(run("report", "--batch", batch, "-f", "csv").stdout)))
    for row, csv_row in zip(data["scaling"], rows):
        assert row["samples_per_s"] == pytest.approx(row["workers"] * batch / row["iteration_time_s"], rel=1e-12)
        assert float(csv_row["samples_per_s"]) == pytest.approx(row["samples_per_s"], rel=1e-12)


def test_an_option_that_changes_nothing_says_so():
    out = run("report", "--model", "resnet50", "-n", "8", "-b", "10GbE", "-t", "0.2", "--intra-latency", "1ms")
    assert out.exit_code == 0 and "changes nothing here" in " ".join(out.stdout.split())


@pytest.mark.parametrize("extra", [[], ["-e", "80%"], ["--up-to", "64"], ["--latency", "1ms"], ["--batch", "8"],
                                   ["-a", "binomial-tree"], ["--scaling", "strong"]])
def test_the_seed_title_only_on_the_seeds_scenario(extra):
    out = run("report", *extra)
    scenario_option = any(x.startswith(("--latency", "--batch", "-a", "--scaling")) for x in extra)
    assert out.exit_code == 0 and ("(the seed's worked example)" in out.stdout) != scenario_option


def test_compare_keeps_the_protocol_in_a_narrow_terminal():
    """Piped at 100-140 columns, 'double-binary-tree/LL128' ended as 'double-binary-tree/LL1…' (the protocol cut)."""
    import os

    from typer.testing import CliRunner

    from ringcalc.cli import app

    out = CliRunner().invoke(app, ["compare", "-n", "16", "--cluster", "dgx-h100", "--size", "1MB"],
                             env={**os.environ, "COLUMNS": "100"})
    assert out.exit_code == 0 and "double-binary-tree/LL128" in out.stdout


@pytest.fixture(scope="module")
def p5_calibration(tmp_path_factory):
    from tests.cli_runner import fit_saved
    from tests.paths import NCCL_FIXTURES

    return fit_saved(tmp_path_factory.mktemp("cal"), NCCL_FIXTURES / "real" / "aws_p5_efa_2node_16rank_excerpt.txt",
                     "--cluster", "p5-48xlarge", name="p5")


def test_each_scaling_row_says_what_its_required_rate_is_a_rate_of(p5_calibration):
    """From a calibration the measured N was answered by its per-size forms (a worker's link) and other N by its
    fitted cluster (one NIC's line rate): 185 GB/s and 7.7 GB/s had stood in one column with no word (16 and 32
    workers of the P5 log). Since 2026-11-29 a calibration with a fitted cluster answers one NIC's rate at every N
    (Scenario.required_bandwidth on its fitted cluster), and each row still says so."""
    from ringcalc import Scenario

    args = ("report", "--calibration", p5_calibration, "-n", "16", "--size", "1GiB", "-t", "0.1")
    data = run_json(*args)
    rows = list(csv.DictReader(io.StringIO(run(*args, "-f", "csv").stdout)))
    for row, csv_row in zip(data["scaling"], rows):
        s = Scenario(calibration=p5_calibration, workers=row["workers"], size="1GiB", step_time=0.1)
        assert row["required_bandwidth_per"] == csv_row["required_bandwidth_per"] == (
            "NIC" if s.on_fitted_cluster().on_cluster else "worker")
    assert {row["required_bandwidth_per"] for row in data["scaling"]} == {"NIC"}
    bases = {row["required_bandwidth_per"] for row in data["scaling"]}
    table = " ".join(run(*args).stdout.split())
    assert (len(bases) > 1) == ("per worker" in table and "per NIC" in table)


@settings(max_examples=25, deadline=None)
@given(algorithm=st.sampled_from(["ring", "hierarchical-ring", "flat-ring", "double-binary-tree", "auto"]),
       where=st.sampled_from([("--gpus-per-node", "4", "--intra-bandwidth", "nvlink4", "-b", "100GbE"),
                              ("--cluster", "dgx-h100"), ("--cluster", "azure-nd-mi300x-v5")]),
       nodes=st.integers(1, 3), up_to=st.integers(2, 70))
def test_the_scaling_table_takes_only_worker_counts_its_algorithm_runs_on(algorithm, where, nodes, up_to):
    """``report -a hierarchical-ring --gpus-per-node 4 ... -n 8 --up-to 30`` failed as a whole, blaming -n (8, a
    multiple of 4): on a cluster the table added --up-to 30, a partial node the two-level algorithm refuses. Whatever
    --up-to, a report that ``efficiency`` answers at -n is answered, its rows on whole nodes for a two-level ring."""
    if algorithm == "auto" and where[0] != "--cluster":
        algorithm = "ring"
    g = 4 if where[0] == "--gpus-per-node" else 8
    n = g * nodes
    base = ("--size", "1GB", "-n", n, "-t", "0.5", "-a", algorithm, *where)
    assert run("efficiency", *base).exit_code == 0
    data = run_json("report", *base, "--up-to", up_to)
    workers = [row["workers"] for row in data["scaling"]]
    assert n in workers
    if algorithm in ("hierarchical-ring", "flat-ring"):
        assert all(w % g == 0 for w in workers)


def test_a_report_csv_states_its_scenario_and_why_a_row_has_no_rate():
    """``report -n 8 --latency 10ms -t 0.05 --up-to 16 -f csv``: every required-bandwidth cell was empty with no
    reason (the table says "unreachable" and why), and no column said the link or the model, so two saved reports
    (-b 10GbE, -b 100GbE) could not be told apart."""
    import pandas as pd

    frames = {}
    for link in ("10GbE", "100GbE"):
        text = run("report", "-n", "8", "--latency", "10ms", "-t", "0.05", "--up-to", "16", "-b", link, "-f", "csv")
        frames[link] = pd.read_csv(io.StringIO(text.stdout))
    for df in frames.values():
        assert df["required_bandwidth_bytes_per_s"].isna().all()
        assert df["required_bandwidth_unreachable"].str.contains("unreachable: latency and reduction alone").all()
        assert (df["model"] == "vgg16").all() and (df["step_time_s"] == 0.05).all()
    assert set(frames["10GbE"]["bandwidth_bytes_per_s"]) == {1.25e9}
    assert set(frames["100GbE"]["bandwidth_bytes_per_s"]) == {12.5e9}
    reachable = pd.read_csv(io.StringIO(run("report", "-f", "csv").stdout))
    assert reachable["required_bandwidth_unreachable"].isna().all()
