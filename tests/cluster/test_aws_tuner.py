"""aws-ofi-nccl's region tuner (ringcalc/cluster/aws_tuner.py): its tables, its geometry, and NCCL's pick with it.

Reference values are read off the polygons of aws/aws-ofi-nccl ``src/tuner/nccl_ofi_regions.cpp`` @ 2daf7d30
(``region_init_internal_p6`` and ``_p5_p5e``, all-reduce at 8 ranks per node), at points well inside a region.
"""

from __future__ import annotations

import json
import math
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.cluster import aws_tuner, nccl_tuning
from ringcalc.cluster.aws_ofi_regions import REGIONS
from ringcalc.cluster.spec import Placement
from tests.cli_runner import run
from tests.paths import ROOT

MIB, GIB = 2**20, 2**30
FIXTURE = ROOT / "tests/fixtures/aws_ofi_nccl/regions_p6_allreduce_excerpt.cpp"


def everything(algorithm: str, protocol: str) -> bool:
    return True


# ------------------------------------------------------------------ the tables


def test_the_generated_tables_are_the_extractor_s_reading_of_the_source():
    """The P6 all-reduce block of the source (a fixture excerpt) reads back as the shipped table."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import extract_aws_ofi_regions as extractor
    finally:
        sys.path.pop(0)
    tables = extractor.extract(FIXTURE.read_text(), {"p6": "p6"})
    assert tables["p6"][8]["all-reduce"] == REGIONS["p6"][8]["all-reduce"]


def test_every_platform_s_regions_resolve_and_name_pairs_ringcalc_knows():
    from ringcalc.cluster.protocols import NCCL_ALGORITHMS

    for platform, per_node in REGIONS.items():
        for k, colls in per_node.items():
            for coll in colls:
                table = aws_tuner.regions(platform, k, coll)
                assert table, (platform, k, coll)
                for algorithm, protocol, verts in table:
                    assert algorithm in NCCL_ALGORITHMS and protocol in ("LL", "LL128", "Simple")
                    assert len(verts) >= 3 and all(map(math.isfinite, np.ravel(verts)))


# ------------------------------------------------------------------ the geometry


def test_extend_region_reaches_the_edge_of_the_plane_along_the_line_in_log2():
    # (2^10, 2^4) -> (2^20, 2^8): slope 0.4 through the origin in log2; at x = log2(100 GiB) y is 0.4 x < 20
    x, y = aws_tuner.extend_region((2.0**10, 2.0**4), (2.0**20, 2.0**8))
    assert x == pytest.approx(aws_tuner.TUNER_MAX_SIZE, rel=1e-12)
    assert math.log2(y) == pytest.approx(0.4 * math.log2(aws_tuner.TUNER_MAX_SIZE), rel=1e-12)
    # a vertical segment goes to the top (TUNER_MAX_RANKS), a horizontal one to the right
    assert aws_tuner.extend_region((2.0**20, 16.0), (2.0**20, 64.0)) == pytest.approx((2.0**20, aws_tuner.TUNER_MAX_RANKS))
    assert aws_tuner.extend_region((2.0**10, 16.0), (2.0**20, 16.0)) == pytest.approx((aws_tuner.TUNER_MAX_SIZE, 16.0))
    # a steep line meets the top first
    x, y = aws_tuner.extend_region((2.0**10, 2.0**4), (2.0**11, 2.0**8))
    assert y == pytest.approx(aws_tuner.TUNER_MAX_RANKS) and math.log2(x) == pytest.approx(10 + (20 - 4) / 4)


@pytest.mark.parametrize("point, expected", [((1.0, 1.0), 1), ((3.0, 1.0), -1), ((0.0, 1.0), 0), ((1.0, 2.0), 0),
                                             ((-0.5, 1.0), -1), ((1.0, 0.5), 1)])
def test_a_point_is_inside_outside_or_on_the_edge_of_a_square(point, expected):
    square = ((0.0, 0.0), (2.0, 0.0), (2.0, 2.0), (0.0, 2.0))
    assert aws_tuner.is_inside_region(point, square) == expected


# ------------------------------------------------------------------ reference picks


@pytest.mark.parametrize("platform, nbytes, ranks, pair", [
    ("p6", 8, 32, ("double-binary-tree", "LL")),  # below 393216 B, above 16 ranks
    ("p6", 1 * MIB, 32, ("double-binary-tree", "LL128")),  # 393216 B .. 18 MiB at 32 ranks
    ("p6", 8 * GIB, 32, ("ring", "Simple")),  # beyond 435159040 B at 32 ranks
    ("p6", 256 * MIB, 256, ("nvls-tree", "Simple")),
    ("p5-p5e", 1 * MIB, 64, ("double-binary-tree", "LL128")),  # below 117440512 B at 64 ranks
    ("p5-p5e", 1 * GIB, 64, ("ring", "LL128")),
    ("p5-p5e", 8 * GIB, 64, ("ring", "Simple")),
])
def test_the_region_pick_at_points_well_inside_the_source_s_regions(platform, nbytes, ranks, pair):
    assert aws_tuner.region_pick(platform, "all-reduce", nbytes, ranks, ranks // 8, everything) == pair


def test_the_region_tuner_leaves_two_nodes_other_layouts_and_unrunnable_pairs_to_nccl():
    assert aws_tuner.region_pick("p6", "all-reduce", GIB, 16, 2, everything) is None  # 2 nodes: NCCL's tuner
    assert aws_tuner.region_pick("p6", "all-reduce", GIB, 16, 4, everything) is None  # 4 ranks per node: no regions
    assert aws_tuner.region_pick("p5-p5e", "all-gather", GIB, 64, 8, everything) is None  # P5 at 8 per node: AR only
    # NVLS not available: the nvls-tree region is passed over; ring/Simple's region starts further out
    no_nvls = lambda a, p: a != "nvls-tree"  # noqa: E731
    assert aws_tuner.region_pick("p6", "all-reduce", 256 * MIB, 256, 32, no_nvls) is None


# ------------------------------------------------------------------ NCCL's pick with the plugin


def _p5(**changes):
    from ringcalc import catalog
    from ringcalc.cluster.build import build

    del catalog
    v = {"cluster": "p5.48xlarge", "gpus_per_node": 8}
    return build(v, {"cluster": "p5.48xlarge"}, 64).replace(**changes)


@settings(max_examples=60, deadline=None)
@given(log_size=st.floats(0, 36), nodes=st.integers(1, 64), per_node=st.sampled_from([1, 2, 4, 8]),
       platform=st.sampled_from(aws_tuner.PLATFORMS), coll=st.sampled_from(["all-reduce", "all-gather", "reduce-scatter"]))
def test_nccl_s_pick_is_the_plugin_s_where_it_makes_one_and_its_own_model_s_elsewhere(log_size, nodes, per_node,
                                                                                      platform, coll):
    """The scalar pick and the vectorized pick agree at every size; the plugin's pair wins where it has one, NCCL's
    own model picks elsewhere, and a forced protocol (NCCL_PROTO) turns the plugin off."""
    c = _p5(tuner=platform).using(per_node)
    p = Placement.of(nodes * per_node, c)
    if p.workers < 2:
        return
    size = float(int(2.0**log_size))
    own = nccl_tuning.pick(coll, size, c.replace(tuner=None), p)
    choice = nccl_tuning.pick(coll, size, c, p)
    plugin = nccl_tuning.plugin_pick(coll, size, c, p, nccl_tuning.NCCL_ALGORITHMS, nccl_tuning.nc.PROTOCOLS)
    if plugin is None:
        assert (choice.algorithm, choice.protocol, choice.by) == (own.algorithm, own.protocol, "nccl")
    else:
        assert (choice.algorithm, choice.protocol, choice.by) == (*plugin, nccl_tuning.TUNER_NAME)
        assert p.nodes > aws_tuner.MAX_NODES_NCCL and math.isfinite(choice.table[plugin])
    assert nccl_tuning.pick_many(coll, np.array([size, size]), c, p) == [(choice.algorithm, choice.protocol)] * 2
    forced = nccl_tuning.pick(coll, size, c, p, protocols=("Simple",))
    assert forced.by == "nccl"


def test_time_on_p5_names_the_region_tuner_and_tuner_nccl_restores_nccl_s_own_pick():
    def ask(*extra):
        r = run(*["time", "--cluster", "p5", "-n", "64", "--size", "1GiB", *extra, "-f", "json"])
        assert r.exit_code == 0, r.output
        return json.loads(r.stdout)

    plugin, own = ask(), ask("--tuner", "nccl")
    assert plugin["algorithm"] == "auto: ring/LL128" and own["algorithm"] == "auto: nvls-tree/Simple"
    assert any("aws-ofi-nccl's region tuner (p5-p5e; NCCL loads it from the EFA plugin) picks ring/LL128" in n
               for n in plugin["notes"])
    assert not any("region tuner" in n for n in own["notes"])
    assert plugin["comm_time_s"] != own["comm_time_s"]
    two_nodes = run(*["time", "--cluster", "p5", "-n", "16", "--size", "1GiB", "-f", "json"])
    assert any("leaves the pick to NCCL's own model at 2 nodes or fewer" in n
               for n in json.loads(two_nodes.stdout)["notes"])
    forced = json.loads(run(*["time", "--cluster", "p5", "-n", "64", "--size", "1GiB", "--protocol", "Simple",
                                "-f", "json"]).stdout)
    assert any("is off: NCCL_ALGO / NCCL_PROTO" in n for n in forced["notes"])
    ring = json.loads(run(*["time", "--cluster", "p5", "-n", "64", "--size", "1GiB", "-a", "ring", "-f", "json"]).stdout)
    assert any(n.startswith("protocol: NCCL's pick for ring") for n in ring["notes"])  # the plugin's note is beside it
    assert any("is off: NCCL_ALGO / NCCL_PROTO" in n for n in ring["notes"])
    mpi = json.loads(run(*["time", "--cluster", "p5", "-n", "64", "--size", "1GiB", "-a", "rabenseifner", "-f",
                           "json"]).stdout)
    assert not any("region tuner" in n for n in mpi["notes"])  # not NCCL: no tuner to speak of


def test_a_figure_says_why_the_tuner_changed_nothing(tmp_path):
    out = tmp_path / "e.svg"
    r = run("plot", "expect", "--cluster", "p5", "-n", "16", "--out", out)
    assert r.exit_code == 0, r.output
    assert "region tuner (p5-p5e) leaves the pick to NCCL's own model at 2 nodes or fewer" in r.stderr


def test_a_cluster_without_a_plugin_gets_one_with_tuner_and_the_catalog_shows_it():
    r = run(*["time", "--cluster", "dgx-h100", "-n", "64", "--size", "1GiB", "--tuner", "p5-p5e", "-f", "json"])
    assert r.exit_code == 0, r.output
    assert any("region tuner (p5-p5e" in n for n in json.loads(r.stdout)["notes"])
    rows = json.loads(run(*["catalog", "clusters", "-f", "json"]).stdout)
    tuners = {row["name"]: row["tuner"] for row in (rows if isinstance(rows, list) else rows["clusters"])}
    assert tuners["p5-48xlarge"] == tuners["p5e-48xlarge"] == "p5-p5e" and tuners["dgx-h100"] is None
