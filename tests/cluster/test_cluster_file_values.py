"""A cluster TOML file takes the value forms of the matching options (ringcalc/cluster/cluster_file.py).

``oversubscription = "4:1"`` was refused ("must be a number, got '4:1'") where ``--oversubscription 4:1`` works, and
``nic = "400Gbps"`` / ``scale_up = "450GB/s"`` were refused ("not an entry of models/links.toml") where
``--bandwidth 400Gbps`` and ``--intra-bandwidth 450GB/s`` take rates. Each key with an option is now read by that
option's own parser; a rate for ``nic`` takes its priors from the file's ``transport`` (a required key), as
``--bandwidth`` does from ``--transport``. The siblings (the counts, yes/no and the tuner as the options write them,
any rate and ratio) are checked by hypothesis: the file and the options give the same answer for the same values.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning import solver
from ringcalc.planning.scenario import Scenario

BASE = {"display": "test", "source": "test", "gpus_per_node": 4, "scale_up": "nvlink3", "nics_per_node": 4,
        "nic": "100gbe", "transport": "roce", "nodes_per_leaf": 2, "oversubscription": 4}
OPTION_OF_KEY = {"gpus_per_node": "gpus_per_node", "scale_up": "intra_bandwidth", "nics_per_node": "nics_per_node",
                 "nic": "bandwidth", "transport": "transport", "nodes_per_leaf": "nodes_per_leaf",
                 "oversubscription": "oversubscription", "nvls": "nvls", "sharp": "sharp"}


def _toml(values: dict) -> str:
    return "".join(f"{k} = {str(v).lower() if isinstance(v, bool) else repr(v)}\n" for k, v in values.items())


def _on_file(folder: Path, values: dict, **options) -> Scenario:
    path = folder / "box.toml"
    path.write_text(_toml(values).replace("'", '"'), encoding="utf-8")
    return Scenario(cluster=str(path), **options)


def _on_options(values: dict, **options) -> Scenario:
    return Scenario(**{OPTION_OF_KEY[k]: str(v) for k, v in values.items() if k in OPTION_OF_KEY}, **options)


@pytest.mark.parametrize("key,value", [("oversubscription", "4:1"), ("nic", "400Gbps"), ("scale_up", "450GB/s")])
def test_the_issue_values_are_read_as_their_options_read_them(tmp_path, key, value):
    values = {**BASE, key: value}
    on_file = _on_file(tmp_path, values, size="100MB", workers=16)
    on_options = _on_options(values, size="100MB", workers=16)
    c, o = on_file.cluster_spec, on_options.cluster_spec
    assert (c.oversubscription, c.nic_bandwidth_bytes_per_s, c.scale_up_bandwidth_bytes_per_s) == \
        (o.oversubscription, o.nic_bandwidth_bytes_per_s, o.scale_up_bandwidth_bytes_per_s)
    assert on_file.comm_time() == pytest.approx(on_options.comm_time(), rel=1e-12)


def test_a_nic_rate_takes_its_priors_from_the_files_transport(tmp_path):
    values = {**BASE, "nic": "400Gbps", "transport": "efa"}
    c = _on_file(tmp_path, values, size="100MB", workers=16).cluster_spec
    o = _on_options(values, size="100MB", workers=16).cluster_spec
    assert (c.nic_bandwidth_bytes_per_s, c.transport, c.net_efficiency) == (50e9, "efa", o.net_efficiency)
    assert c.net_latency_s == o.net_latency_s is not None  # EFA's own step latency, as --transport efa gives it


def test_the_options_still_override_a_files_rates(tmp_path):
    c = _on_file(tmp_path, {**BASE, "nic": "400Gbps", "scale_up": "450GB/s"}, size="100MB", workers=16,
                 bandwidth="ndr", intra_bandwidth="nvlink3").cluster_spec
    assert (c.nic_bandwidth_bytes_per_s, c.scale_up_bandwidth_bytes_per_s, c.generation) == (50e9, 300e9, "ampere")


def test_a_value_neither_a_link_nor_a_rate_is_refused_at_its_key(tmp_path):
    with pytest.raises(RingcalcError, match="nic") as exc:
        _on_file(tmp_path, {**BASE, "nic": "400gbx"}, size="100MB", workers=16)
    assert str(tmp_path / "box.toml") in str(exc.value) and "400gbx" in str(exc.value)
    with pytest.raises(RingcalcError, match="oversubscription.*2:x"):
        _on_file(tmp_path, {**BASE, "oversubscription": "2:x"}, size="100MB", workers=16)


def test_scale_up_p2p_false_beside_a_rate_asks_for_the_pcie_link(tmp_path):
    with pytest.raises(RingcalcError, match="scale_up_p2p.*name the link"):
        _on_file(tmp_path, {**BASE, "scale_up": "32GB/s", "scale_up_p2p": False}, size="100MB", workers=16)


def test_a_rate_for_the_scale_up_link_says_which_generations_tables_were_assumed(tmp_path):
    s = _on_file(tmp_path, {**BASE, "scale_up": "450GB/s"}, size="100MB", workers=16)
    assert any(n.startswith("NCCL's tables for Hopper") and "450GB/s" in n for n in s.cluster_notes())


RATE = st.builds(lambda n, unit: f"{n}{unit}", st.integers(1, 900), st.sampled_from(["Gbps", "GB/s", "Gbit/s"]))


@settings(max_examples=40, deadline=None)
@given(gpus=st.sampled_from([1, 2, 4, 8]), nics=st.integers(1, 8), leaf=st.integers(1, 4),
       nic=st.one_of(RATE, st.sampled_from(["100gbe", "ndr", "efa-100g"])),
       scale_up=st.one_of(RATE, st.sampled_from(["nvlink3", "nvlink4", "pcie5-x16"])),
       transport=st.sampled_from(["ib", "roce", "efa", "slingshot"]),
       ratio=st.one_of(st.integers(1, 8), st.builds(lambda a, b: f"{a * b}:{b}", st.integers(1, 8), st.integers(1, 3))),
       text_counts=st.booleans(), nvls=st.sampled_from([None, "no"]),
       workers=st.integers(2, 64), size=st.sampled_from(["64kB", "4MB", "100MB"]))
def test_a_cluster_file_and_the_options_give_the_same_answer_for_the_same_values(
        gpus, nics, leaf, nic, scale_up, transport, ratio, text_counts, nvls, workers, size):
    values = {**BASE, "gpus_per_node": gpus, "nics_per_node": nics, "nodes_per_leaf": leaf, "nic": nic,
              "scale_up": scale_up, "transport": transport, "oversubscription": ratio}
    if nvls is not None:
        values["nvls"] = nvls
    if text_counts:  # the counts as the options take them, text
        values.update({k: str(values[k]) for k in ("gpus_per_node", "nics_per_node", "nodes_per_leaf")})
    with tempfile.TemporaryDirectory() as folder:
        on_file = _on_file(Path(folder), values, size=size, workers=workers)
        on_options = _on_options(values, size=size, workers=workers)
        assert on_file.resolved.label == on_options.resolved.label
        assert solver.comm_time(on_file) == pytest.approx(solver.comm_time(on_options), rel=1e-12)
        assert on_file.cluster_spec.generation == on_options.cluster_spec.generation
