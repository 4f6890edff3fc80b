"""A cluster TOML file's findings of the bug hunt (/tmp/hunt_toml): refusals that name the file, entry and key.

* ``oversubscription`` / ``hop_latency`` without ``nodes_per_leaf`` were dropped without a word (the answer of the
  file without them), where ``--oversubscription`` / ``--hop-latency`` without ``--nodes-per-leaf`` are refused;
  the catalog's own check let them through too. An oversubscription of 1 (full bisection) costs nothing and stays
  accepted (catalog ``oci-bm-gpu-h100-8``).
* ``my_cluster.toml`` (a file of top-level keys) was refused by the catalog's naming rule applied to its file name
  ("write 'my-cluster'", a name the file never held); its entry is now ``my-cluster``.
* ``nic = 400`` / ``scale_up = 450e9`` said "nic: '400' has no unit" without the file or the entry, and
  ``hop_latency = 1e-6`` said "must be a non-empty string".
* ``oversubscription = "2:1:9"`` was read as 2.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ringcalc import catalog
from ringcalc.catalog.validate import Where
from ringcalc.catalog.validate_cluster import cluster_from_toml
from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from tests.cli_runner import one_line_error, run, run_json

BASE = ('display = "test"\nsource = "me"\ngpus_per_node = 8\nscale_up = "nvlink4"\nnics_per_node = 8\n'
        'nic = "ndr"\ntransport = "ib"\n')
ASK = ("-n", 64, "--size", "1GiB", "-a", "ring")


def _file(folder: Path, extra: str = "", name: str = "box.toml", body: str = BASE) -> Path:
    path = folder / name
    path.write_text(body + extra, encoding="utf-8")
    return path


@pytest.mark.parametrize("extra,key", [("oversubscription = 4\n", "oversubscription"),
                                       ('oversubscription = "4:1"\n', "oversubscription"),
                                       ('hop_latency = "1us"\n', "hop_latency")])
def test_a_tier_key_without_nodes_per_leaf_in_a_file_is_refused_naming_file_entry_and_key(tmp_path, extra, key):
    path = _file(tmp_path, extra)
    one_line_error(run("time", "--cluster", path, *ASK), f"box.toml: [clusters.box] {key}: applies above the leaf",
                   "give nodes_per_leaf")


def test_a_tier_key_without_nodes_per_leaf_is_refused_through_the_api_too(tmp_path):
    with pytest.raises(RingcalcError, match=r"\[clusters.box\] oversubscription: applies above the leaf"):
        Scenario(cluster=str(_file(tmp_path, "oversubscription = 4\n")), size="1GiB", workers=64).comm_time()


def test_an_oversubscription_of_one_without_a_leaf_costs_nothing_and_is_accepted(tmp_path):
    plain = run_json("time", "--cluster", _file(tmp_path), *ASK)
    full = run_json("time", "--cluster", _file(tmp_path, "oversubscription = 1\n", "full.toml"), *ASK)
    assert full["comm_time_s"] == plain["comm_time_s"]


def test_the_same_tier_keys_with_nodes_per_leaf_still_move_the_answer(tmp_path):
    plain = run_json("time", "--cluster", _file(tmp_path), *ASK)
    tier = run_json("time", "--cluster", _file(tmp_path, "nodes_per_leaf = 2\noversubscription = 4\n", "t.toml"), *ASK)
    assert tier["comm_time_s"] > plain["comm_time_s"]


def test_the_catalogs_own_check_refuses_a_tier_without_a_leaf():
    raw = {"display": "t", "source": "s", "gpus_per_node": 8, "scale_up": "nvlink4", "nics_per_node": 8, "nic": "ndr",
           "transport": "ib", "oversubscription": 4}
    with pytest.raises(RingcalcError, match=r"clusters.toml: \[clusters.x\] oversubscription: applies above"):
        cluster_from_toml("x", raw, Where(Path("clusters.toml"), "clusters", "x"))
    assert cluster_from_toml("x", {**raw, "oversubscription": 1}, Where(Path("c"), "clusters", "x")).oversubscription == 1


def test_the_catalog_still_loads_with_its_full_bisection_entry():
    entry = catalog.get_cluster("oci-bm-gpu-h100-8")
    assert entry.nodes_per_leaf is None and entry.oversubscription == 1


@pytest.mark.parametrize("name", ["my_cluster.toml", "my cluster.toml", "My__Cluster.toml"])
def test_a_file_named_with_underscores_or_spaces_is_read_as_its_catalog_form(tmp_path, name):
    expected = run_json("time", "--cluster", _file(tmp_path, name="plain.toml"), *ASK)["comm_time_s"]
    assert run_json("time", "--cluster", _file(tmp_path, name=name), *ASK)["comm_time_s"] == expected
    from ringcalc.cluster.cluster_file import read
    assert read(str(tmp_path / name)).name == "my-cluster"


def test_a_file_named_with_an_underscore_works_from_a_scenario_file_and_the_api(tmp_path):
    _file(tmp_path, name="my_cluster.toml")
    scenario = tmp_path / "s.toml"
    scenario.write_text('cluster = "my_cluster.toml"\nsize = "1GiB"\nworkers = 64\n', encoding="utf-8")
    by_file = run_json("time", "--scenario", scenario)["comm_time_s"]
    by_api = Scenario(cluster=str(tmp_path / "my_cluster.toml"), size="1GiB", workers=64).comm_time()
    assert by_file == pytest.approx(by_api, rel=1e-12)


def test_a_table_name_the_user_wrote_with_an_underscore_is_still_refused(tmp_path):
    path = _file(tmp_path, name="t.toml", body="[clusters.my_box]\n" + BASE)
    one_line_error(run("time", "--cluster", path, *ASK), "[clusters.my_box]", "write 'my-box'")


@pytest.mark.parametrize("line,key,needle", [
    ("nic = 400\n", "nic", "'400' has no unit"),
    ("scale_up = 450e9\n", "scale_up", "has no unit"),
    ('nodes_per_leaf = 2\nhop_latency = 1e-6\n', "hop_latency", "has no unit"),
])
def test_a_bare_number_for_a_rate_or_a_latency_names_file_entry_key_and_the_missing_unit(tmp_path, line, key, needle):
    body = "".join(x + "\n" for x in BASE.splitlines() if not x.startswith(f"{key} ="))
    result = run("time", "--cluster", _file(tmp_path, line, body=body), *ASK)
    one_line_error(result, f"box.toml: [clusters.box] {key}: ", needle)
    assert "non-empty string" not in result.output


@pytest.mark.parametrize("text", ["2:1:9", "4:1:1"])
def test_a_three_field_oversubscription_in_a_file_is_refused(tmp_path, text):
    path = _file(tmp_path, f'nodes_per_leaf = 2\noversubscription = "{text}"\n')
    one_line_error(run("time", "--cluster", path, *ASK), "[clusters.box] oversubscription: ", f"cannot read '{text}'")


@pytest.mark.parametrize("extra", ["oversubscription = 4\n", 'hop_latency = "5us"\n'])
def test_a_files_tier_key_takes_its_leaf_from_the_command_line_as_from_the_file(tmp_path, extra):
    """The file's ``oversubscription`` / ``hop_latency`` with ``--nodes-per-leaf`` (before: refused at load, although
    the option gives exactly the missing leaf): the answer of the file that states the leaf itself."""
    from_option = run_json("time", "--cluster", _file(tmp_path, extra), "--nodes-per-leaf", 2, *ASK)
    in_file = run_json("time", "--cluster", _file(tmp_path, "nodes_per_leaf = 2\n" + extra, "leaf.toml"), *ASK)
    plain = run_json("time", "--cluster", _file(tmp_path, "", "plain.toml"), *ASK)
    assert from_option["comm_time_s"] == in_file["comm_time_s"] > plain["comm_time_s"]


@pytest.mark.parametrize("option,idle", [("--oversubscription", "1"), ("--oversubscription", "1:1"),
                                         ("--hop-latency", "0us")])
def test_a_tier_option_that_costs_nothing_needs_no_leaf(option, idle):
    """``--oversubscription 1`` (full bisection) or ``--hop-latency 0`` without ``--nodes-per-leaf`` is the answer
    without them, as the same values in a file are; any other value still needs the leaf."""
    plain = run_json("time", "--cluster", "dgx-h100", *ASK)
    assert run_json("time", "--cluster", "dgx-h100", option, idle, *ASK)["comm_time_s"] == plain["comm_time_s"]
    one_line_error(run("time", "--cluster", "dgx-h100", option, "2" if "over" in option else "1us", *ASK),
                   "applies above the leaf switches")
