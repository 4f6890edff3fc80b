"""A sweep's row on a cluster states the cluster it was costed on (ringcalc/planning/sweep_cluster.py,
sweep_grid.py's ``costed_cluster``, ``Scenario.to_dict``).

The cluster columns a catalog entry filled were blank: ``nodes_per_leaf``, ``oversubscription``, ``transport``,
``nvls``, ``sharp``, ``hop_latency_s`` and ``tuner`` read None on ``--cluster meta-roce-h100`` (384 nodes per leaf,
7:1, RoCE, NVLS), as if 1:1 InfiniBand without NVLS. And the scale-up rate alone does not say which of NCCL's tables
costed the row (``nvlink3``: Ampere's; a bare ``300GB/s``: Hopper's), so a row re-run from its CSV values could
change its answer: ``intra_link`` and ``generation`` say them.
"""

from __future__ import annotations

import io
import math

import pandas as pd
import pytest

from ringcalc import catalog
from ringcalc.cluster.generation import GENERATION_OF_ARCH, GENERATION_OF_LINK
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.scenario_options import OPTIONS
from ringcalc.planning.sweep import sweep
from tests.cluster_files import TIERED_SHARP_TOML

CLUSTERS = sorted(catalog.clusters())
TIER = ("nodes_per_leaf", "oversubscription", "hop_latency_s")


def _missing(v) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v))


def _through_csv(df: pd.DataFrame) -> list[dict]:
    """The rows as a reader of the CSV report gets them back."""
    return pd.read_csv(io.StringIO(df.to_csv(index=False))).to_dict("records")


def _rerun_options(row: dict) -> dict:
    """The options of the single Scenario of a row, from its columns alone: every input column that holds a value,
    the scale-up link by its name where the row has one (else the rate), the gradient once (the model, else the
    size); not the latency (on a cluster NCCL's per-step latency, an output) nor a --gamma of 0 (NCCL's pick
    refuses one stated)."""
    out = {}
    for o in OPTIONS:
        value = row.get(o.key)
        if o.name in ("calibration", "latency") or _missing(value):
            continue
        if o.name in ("params", "size") and not _missing(row.get("model")) or o.name == "gamma" and value == 0:
            continue
        out[o.name] = value.item() if hasattr(value, "item") else value
    if not _missing(row.get("intra_link")):
        out["intra_bandwidth"] = row["intra_link"]
    return out


def _generation(entry) -> str:
    """The NCCL tables of a catalog entry: its GPU's architecture's, else its scale-up link's, else Hopper's."""
    arch = catalog.get_accelerator(entry.gpu).arch if entry.gpu else None
    return GENERATION_OF_ARCH.get(arch) or GENERATION_OF_LINK.get(catalog.get_link(entry.scale_up).name, "hopper")


def _rerun_time(row: dict) -> float:
    return Scenario(**_rerun_options(row)).efficiency().comm_time_s


def test_the_hunter_s_sweep_on_meta_roce_h100_reads_384_nodes_per_leaf_7_to_1_roce_and_nvls():
    d = sweep(cluster="meta-roce-h100", model="gpt2-xl", workers=[16, 8192], step_time=0.5)
    for _, row in d.iterrows():
        assert row["nodes_per_leaf"] == 384 and row["oversubscription"] == 7.0
        assert row["transport"] == "roce" and bool(row["nvls"]) is True and bool(row["sharp"]) is False
        assert row["intra_link"] == "nvlink4" and row["generation"] == "hopper"
        assert row["refused"] == ""


@pytest.mark.parametrize("name", CLUSTERS)
def test_a_sweep_on_a_catalog_cluster_has_the_catalog_s_values_in_its_cluster_columns(name):
    entry = catalog.get_cluster(name)
    d = sweep(cluster=name, model="gpt2-xl", workers=[8, 4096], step_time=0.5)
    tiered = entry.nodes_per_leaf is not None
    expected = {
        "transport": entry.transport, "nvls": entry.nvls, "sharp": entry.sharp, "tuner": entry.tuner or "nccl",
        "gpus_per_node": entry.scale_up_domain, "scale_up_domain": entry.scale_up_domain,
        "nodes_per_leaf": entry.nodes_per_leaf, "oversubscription": entry.oversubscription if tiered else None,
        "hop_latency_s": (entry.hop_latency_s or 0.0) if tiered else None,
        "intra_link": catalog.get_link(entry.scale_up).name,
        "generation": _generation(entry),
    }
    for _, row in d.iterrows():
        assert row["refused"] == "", row["refused"]
        got = {key: row[key] for key in expected}
        assert all(_missing(got[k]) if v is None else got[k] == v for k, v in expected.items()), (got, expected)


@pytest.mark.parametrize("name", CLUSTERS)
def test_a_row_on_a_catalog_cluster_re_run_from_its_csv_columns_gives_the_same_time_and_interval(name):
    d = sweep(cluster=name, model="gpt2-xl", workers=[8, 64, 8192], step_time=0.5)
    for row in _through_csv(d):
        s = Scenario(**_rerun_options(row))
        r = s.efficiency()
        assert math.isclose(r.comm_time_s, row["comm_time_s"], rel_tol=1e-12), row
        assert s.algorithm_label == row["ran"]
        for side in ("low", "high"):  # the priors the blank fractions stand for, not a stated fraction's spread
            assert math.isclose(r.interval[f"iteration_time_s_{side}"], row[f"iteration_time_s_{side}"], rel_tol=1e-12)


def test_a_named_scale_up_link_and_the_same_bare_rate_are_told_apart_and_each_re_runs_to_its_own_time():
    d = sweep(size="64MB", gpus_per_node=8, intra_bandwidth=["nvlink3", "300GB/s"], bandwidth="hdr", workers=16,
              step_time=0.5)
    named, bare = _through_csv(d)
    assert named["intra_bandwidth_bytes_per_s"] == bare["intra_bandwidth_bytes_per_s"] == 300e9
    assert (named["intra_link"], named["generation"]) == ("nvlink3", "ampere")
    assert _missing(bare["intra_link"]) and bare["generation"] == "hopper"
    assert named["comm_time_s"] != bare["comm_time_s"]  # Ampere's tables pick another pair than Hopper's here
    for row in (named, bare):
        assert math.isclose(_rerun_time(row), row["comm_time_s"], rel_tol=1e-12), row
        assert row["transport"] == "ib"  # hdr is InfiniBand: a bare rate on re-run keeps it by this column


def test_an_option_over_the_catalog_entry_and_a_cluster_file_show_as_costed_and_re_run_to_the_same_time(tmp_path):
    over = sweep(cluster="meta-roce-h100", oversubscription="2:1", transport="ib", nvls="no", model="gpt2-xl",
                 workers=8192, step_time=0.5)
    path = tmp_path / "tiered.toml"
    path.write_text(TIERED_SHARP_TOML)
    file = sweep(cluster=str(path), model="gpt2-xl", workers=[16, 64], step_time=0.5)
    row = _through_csv(over)[0]
    assert (row["nodes_per_leaf"], row["oversubscription"], row["transport"], row["nvls"]) == (384, 2.0, "ib", False)
    for row in _through_csv(file):
        assert (row["nodes_per_leaf"], row["oversubscription"], row["hop_latency_s"]) == (2, 2.0, 1e-6)
        assert row["sharp"] and row["nvls"] and row["transport"] == "ib" and row["intra_link"] == "nvlink4"
    for row in [*_through_csv(over), *_through_csv(file)]:
        assert math.isclose(_rerun_time(row), row["comm_time_s"], rel_tol=1e-12), row


def test_scenario_to_dict_gives_the_cluster_it_was_costed_on_and_no_cluster_off_one():
    on = Scenario(cluster="meta-roce-h100", model="gpt2-xl", workers=8192, step_time=0.5).to_dict()
    flat = Scenario(cluster="dgx-h100", model="gpt2-xl", workers=8192, step_time=0.5).to_dict()
    link = Scenario(model="gpt2-xl", workers=16, bandwidth="100GbE", step_time=0.5).to_dict()
    assert {k: on[k] for k in ("nodes_per_leaf", "oversubscription", "transport", "nvls", "sharp", "tuner")} == {
        "nodes_per_leaf": 384, "oversubscription": 7.0, "transport": "roce", "nvls": True, "sharp": False,
        "tuner": "nccl"}
    assert all(flat[k] is None for k in TIER) and flat["transport"] == "ib"  # one flat tier: nothing above a leaf
    assert all(link[k] is None for k in ("transport", "nvls", "nodes_per_leaf", "intra_link", "generation"))


@pytest.mark.parametrize("name", ["dgx-h100", "p5-48xlarge", "azure-nd-mi300x-v5"])
def test_a_cluster_rows_columns_that_ts_does_not_enter_are_filled_without_step_time(name):
    """Traffic per worker, the latency term, buckets and the synchronisation do not depend on Ts: a cluster row without
    ``-t`` gives them as the row with ``-t`` does (they were blank: only ``comm_time_s`` was filled), as the link
    model's sweep always has."""
    free = sweep(cluster=name, workers="16,64", size="1GiB").to_dict("records")
    timed = sweep(cluster=name, workers="16,64", size="1GiB", step_time="1s").to_dict("records")
    for a, b in zip(free, timed):
        for column in ("traffic_per_worker_bytes", "latency_time_s", "buckets", "sync_time_s"):
            assert not _missing(a[column]) and a[column] == pytest.approx(b[column], rel=1e-12), column
        assert a["comm_time_s"] == pytest.approx(b["comm_time_s"], rel=1e-12)
        assert _missing(a["efficiency"]) and not _missing(b["efficiency"])
