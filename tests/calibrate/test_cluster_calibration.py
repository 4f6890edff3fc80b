"""What `ringcalc fit` says of each physical parameter (ringcalc/calibrate/cluster_calibration.py)."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import Scenario
from ringcalc.calibrate import cluster_fit
import numpy as np

from ringcalc.calibrate.fit_summary import physical_summary
from tests.calibrate.test_cluster_fit import cluster, model_log


@pytest.fixture(scope="module")
def fitted():
    c = cluster()
    mean, _ = cluster_fit.priors(c)
    return cluster_fit.fit(c, [model_log(c, mean)])


def _net_row(f) -> str:
    return dict(physical_summary(f))["achieved per NIC"]


@pytest.mark.parametrize("shift,constrained,says", [
    # 4 nodes: the NICs are on the logs' path; unconstrained, another link in series set the times
    (0.0, False, "on these logs' path, but another link set their times: the prior"),
    (0.3, False, "on these logs' path, but another link set their times: the prior"),  # under half a prior sigma
    (1.2, False, "the prior's range, moved by these logs from"),  # moved, not narrowed: said, with the prior's value
    (1.2, True, "measured"),
])
def test_a_parameter_the_logs_moved_is_not_called_unseen(fitted, shift, constrained, says):
    i = cluster_fit.NAMES.index("net")
    x = list(fitted.x)
    x[i] = fitted.prior_mean[i] + shift * fitted.prior_sigma[i]
    flags = list(fitted.constrained)
    flags[i] = constrained
    cov = [list(r) for r in fitted.cov]
    if not constrained:  # the logs did not narrow the prior: its variance
        cov[i][i] = fitted.prior_sigma[i] ** 2
    row = _net_row(replace(fitted, x=tuple(x), constrained=tuple(flags), cov=tuple(map(tuple, cov))))
    assert says in row
    if "moved" in says:
        from ringcalc.units import format_bandwidth

        assert format_bandwidth(math.exp(fitted.prior_mean[i])) in row


def test_a_link_the_logs_pin_as_narrowly_as_its_prior_is_measured(fitted):
    """A one-node log on xGMI whose scale-up figure is its prior's (the prior came from such logs): the posterior is
    hardly narrower than the prior, but the logs alone pin it as well; it is not 'another link set their times' (no
    other link is on a one-node path), and a link the logs barely see is not called measured."""
    i = cluster_fit.NAMES.index("up")
    flags = [False] * len(fitted.constrained)
    prior = fitted.prior_sigma[i] ** 2
    one_node = replace(fitted, layouts=((8, 1),), constrained=tuple(flags))
    for post, says in ((0.6 * prior, "measured: these logs agree with the prior"),
                       (0.95 * prior, "on these logs' path, but they say little of it: the prior")):
        cov = [list(r) for r in fitted.cov]
        cov[i][i] = post
        row = dict(physical_summary(replace(one_node, cov=tuple(map(tuple, cov)))))["achieved scale-up per GPU (ring)"]
        assert says in row and "another link" not in row


def test_a_one_node_calibration_without_a_nic_line_rate_gives_no_nic_figure_and_no_upper_bound_across_nodes():
    """One-node logs and no stated NIC: the fit's NIC rate is the prior's placeholder (any rate from ~2 GB/s to
    ~1 TB/s). fit shows no figure for it; a time across nodes has no upper bound (the placeholder may be faster than
    the scale-up link, where the delta method alone gave a narrow interval); max-workers stops at one node."""
    from ringcalc import Scenario
    from ringcalc.calibrate.cluster_fit import predict, unseen_nics
    from ringcalc.cluster.spec import NIC_PLACEHOLDER

    bare = Scenario(size="1GiB", workers=8, gpus_per_node=8, intra_bandwidth="nvlink3").cluster_spec
    mean, _ = cluster_fit.priors(bare)
    f = cluster_fit.fit(bare, [model_log(bare, mean, ranks=8, nodes=1)])
    assert unseen_nics(f)
    assert "no figure" in dict(physical_summary(f))["achieved per NIC"]
    across, inside = predict(f, 64, 8, 2.0**30), predict(f, 8, 1, 2.0**30)
    assert across.high_s == math.inf and math.isfinite(across.low_s) and math.isfinite(inside.high_s)
    from ringcalc.calibrate.cluster_calibration import calibrated_cluster

    assert calibrated_cluster(f).net_efficiency.source == NIC_PLACEHOLDER


@settings(max_examples=20, deadline=None)
@given(nodes=st.integers(2, 64), size=st.sampled_from([2.0**20, 2.0**27, 2.0**30, 2.0**33]))
def test_across_unknown_nics_the_low_end_is_the_time_with_infinitely_fast_nics_less_the_model_error(nodes, size):
    """NICs of unknown rate bound nothing from above, but from below: no NIC makes the time shorter than with
    infinitely fast ones. The placeholder's own spread (a log-sd of ~3) had put the low end 46 times under that: 173 us
    for 1 GiB on 16 ranks, where infinitely fast NICs give 4.9 ms."""
    from ringcalc.calibrate.cluster_fit import NAMES, Layout, Z80, model_times, predict

    bare = Scenario(size="1GiB", workers=8, gpus_per_node=8, intra_bandwidth="nvlink3").cluster_spec
    mean, _ = cluster_fit.priors(bare)
    f = cluster_fit.fit(bare, [model_log(bare, mean, ranks=8, nodes=1)])
    p = predict(f, 8 * nodes, nodes, size)
    x = np.array(f.x)
    x[NAMES.index("net")] += 50.0
    lay = Layout(8 * nodes, nodes, np.array([size]), np.array([1.0]))
    fast = model_times(x, f.cluster, lay, lay.sizes)[0][0]
    assert p.high_s == math.inf
    worst = Z80 * (f.layout_sigma + 1.0)  # the model error here, with room for a decade's widening
    assert min(p.time_s, fast) * math.exp(-worst) <= p.low_s <= min(p.time_s, fast)


def test_a_link_off_the_logs_path_is_unseen_and_one_on_it_is_bounded(fitted):
    """One-node logs never cross a NIC: 'not seen'. A 2-node forced ring at a quarter of its NICs (issue 290), fitted:
    the fit may put the shortfall on the scale-up link, in series with the NICs; it says the NICs were on the path
    (not 'not seen by these logs', which contradicted check's reading) and that the shortfall may be theirs."""
    from ringcalc.calibrate.cluster_calibration import fit_runs_physically
    from ringcalc.calibrate.fit_summary import implausible
    from ringcalc.calibrate.nccl_log import read_nccl_log
    from tests.paths import REAL_NCCL

    one_node = replace(fitted, layouts=((8, 1),), constrained=(False,) * len(fitted.constrained))
    assert "not seen by these logs: the prior" in _net_row(one_node)
    runs = read_nccl_log(REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt")
    f = fit_runs_physically(runs, {"cluster": "dgx-h100"}, "ring", "both")
    said = " ".join(implausible(f))
    rows = dict(physical_summary(f))
    assert not f.constrained[cluster_fit.NAMES.index("net")]  # the fit put the shortfall on the scale-up link
    assert "on these logs' path" in rows["achieved per NIC"] and "in series" in said and "NICs'" in said


def test_a_calibration_file_from_before_the_gpu_field_loads_with_no_gpu(fitted):
    from ringcalc.calibrate.cluster_calibration import physical_from_dict, physical_to_dict

    stored = physical_to_dict(replace(fitted, cluster=replace(fitted.cluster, gpu="h100-80gb")))
    assert physical_from_dict(stored, "cal.json").cluster.gpu == "h100-80gb"
    del stored["cluster"]["gpu"]  # a file written before Cluster.gpu existed
    old = physical_from_dict(stored, "cal.json")
    assert old.cluster.gpu is None and old.x == fitted.x


def test_a_calibration_file_from_before_the_transport_latency_keeps_ncclss_constants(fitted):
    """A file fitted before EFA's own step latency (net_latency_s) loads with NCCL's constants, which its latency
    factor was fitted on; a new file keeps the transport's figure it was fitted with."""
    from ringcalc.calibrate.cluster_calibration import physical_from_dict, physical_to_dict

    efa = replace(fitted, cluster=replace(fitted.cluster, transport="efa", net_latency_s=20e-6,
                                          net_latency_simple_s=23e-6))
    stored = physical_to_dict(efa)
    back = physical_from_dict(stored, "cal.json").cluster
    assert (back.net_latency_s, back.net_latency_simple_s) == (20e-6, 23e-6)
    for key in ("net_latency_s", "net_latency_simple_s"):
        del stored["cluster"][key]
    old = physical_from_dict(stored, "cal.json")
    assert old.cluster.net_latency_s is None and old.cluster.net_latency_simple_s is None and old.x == efa.x


def test_a_log_without_hosts_is_placed_on_the_named_cluster_s_nodes():
    """A 32-rank log without '#  Rank ... on HOST' lines, fitted with --cluster dgx-h100 (8 GPUs per node): 4
    nodes, not 32 GPUs on one node of 8 (which NCCL cannot run, and which made the fit cost NVLS on 32 GPUs)."""
    import json

    from ringcalc.calibrate.cluster_calibration import fit_runs_physically, layouts_of
    from ringcalc.calibrate.logs import with_layout
    from ringcalc.calibrate.nccl_log import read_nccl_log
    from tests.cli_runner import run
    from tests.paths import NCCL_FIXTURES

    path = NCCL_FIXTURES / "allreduce_rows_only_32rank.txt"
    runs = read_nccl_log(path)
    assert runs[0].nodes is None
    assert [(lay.ranks, lay.nodes) for lay in layouts_of(runs, gpus_per_node=8)] == [(32, 4)]
    assert [(lay.ranks, lay.nodes) for lay in layouts_of(runs, gpus_per_node=4)] == [(32, 8)]
    assert fit_runs_physically(runs, {"cluster": "dgx-h100"}).layouts == ((32, 4),)
    placed = with_layout(runs, None, None, cluster_gpus=8)
    assert placed[0].nodes == 4 and placed[0].nodes_source == "--cluster"
    out = json.loads(run("fit", path, "--cluster", "dgx-h100", "--format", "json").stdout)
    assert out["physical"]["layouts"] == [[32, 4]] and not any("do not say how many nodes" in w for w in out["warnings"])
    hosts = NCCL_FIXTURES / "allgather_srun_label_2node_8rank_na.txt"  # 2 hosts x 4 ranks: a job on 4 of 8 GPUs each
    assert with_layout(read_nccl_log(hosts), None, None, cluster_gpus=8)[0].nodes == 2


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(["dgx-h100", "p5-48xlarge", "gcp-a3-mega", "hgx-a100", "azure-nd-mi300x-v5"]),
       factor=st.floats(0.2, 5.0), workers=st.sampled_from([2, 8, 16, 64]), size=st.floats(8.0, 2.0**34),
       base=st.floats(0.0, 1e-4), nic=st.one_of(st.none(), st.floats(1e-7, 1e-4)),
       up=st.one_of(st.none(), st.floats(1e-7, 1e-5)), hop=st.floats(0.0, 5e-6),
       lat=st.floats(0.5, 8.0))
def test_a_scaled_cluster_takes_every_collective_exactly_factor_times_as_long(name, factor, workers, size, base, nic,
                                                                            up, hop, lat):
    """scaled_cluster (how a calibrated answer's interval ends and a measured layout's discrepancy are costed):
    the cost models are homogeneous of degree one in (latencies, 1/rates), so every pair NCCL may pick takes
    ``factor`` times as long, whatever latencies the transport, the user and the fit added. (Scaling each latency
    field as well as the latency factor, as before, scaled the transport's and the user's twice.)"""
    from ringcalc import numeric
    from ringcalc.calibrate.cluster_calibration import scaled_cluster
    from ringcalc.cluster import values
    from ringcalc.cluster.spec import Placement
    from ringcalc.planning.scenario import Scenario

    c = Scenario(size="1GiB", workers=16, cluster=name).cluster_spec.replace(
        base_latency_s=base, nic_latency_s=nic, scale_up_latency_s=up, hop_latency_s=hop, nodes_per_leaf=1.0,
        latency_factor=lat)
    placement = Placement.of(workers, c)
    pair = values.resolve("auto", None, "all-reduce", size, c, placement)

    def time(cluster) -> float:
        v = values.symbol_values(cluster, placement, pair, "all-reduce")
        v.update(K=size, N=workers, gamma=0.0)
        return float(numeric.evaluate("time", v, f"{pair.algorithm}@cluster", "all-reduce"))

    assert time(scaled_cluster(c, factor)) == pytest.approx(factor * time(c), rel=1e-9)


def test_fit_s_size_bounds_bound_the_physical_fit_too():
    """--min-size / --max-size were applied to the per-size forms and ignored by the physical fit, which then
    measured sizes the calibration said it left out (an option accepted and half ignored)."""
    import json

    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    log = REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt"  # 64 MiB .. 8 GiB

    def physical(*extra):
        out = run("fit", log, "--cluster", "dgx-h100", "--format", "json", *extra)
        assert out.exit_code == 0, out.output
        return json.loads(out.stdout)["physical"]

    whole, upto, above = physical(), physical("--max-size", "256MiB"), physical("--min-size", "1GiB")
    assert whole["sizes"] == [2.0**26, 2.0**33]
    assert upto["sizes"] == [2.0**26, 2.0**28] and above["sizes"] == [2.0**30, 2.0**33]
    assert upto["x"] != whole["x"]
    refused = run("fit", log, "--cluster", "dgx-h100", "--min-size", "16GiB")
    assert refused.exit_code != 0 and "Traceback" not in refused.output


@settings(max_examples=30, deadline=None)
@given(latency=st.floats(0.5, 8.0), fixed_us=st.floats(0.0, 300.0), net=st.floats(0.5, 1.2),
       ranks=st.sampled_from([8, 16, 32, 64]), size=st.floats(8.0, 2.0**33))
def test_the_calibrated_cluster_answers_with_the_fit_s_own_model(latency, fixed_us, net, ranks, size):
    """What a scenario answers from a calibration (calibrated_cluster, through the cost models) is the time the
    fit's model gives (cluster_fit.model_times) at the fitted parameters, the fixed cost across nodes included:
    it entered the answers multiplied by the latency factor."""
    from ringcalc import numeric
    from ringcalc.calibrate.cluster_calibration import calibrated_cluster
    from ringcalc.cluster import values
    from ringcalc.cluster.spec import Placement

    c = cluster()
    mean, _ = cluster_fit.priors(c)
    x = mean.copy()
    x[cluster_fit.NAMES.index("latency")] = math.log(latency)
    x[cluster_fit.NAMES.index("fixed")] = math.log(fixed_us * 1e-6 + cluster_fit.FIXED_FLOOR_S)
    x[cluster_fit.NAMES.index("net")] += math.log(net)
    f = replace(cluster_fit.fit(c, [model_log(c, mean)]), x=tuple(map(float, x)))
    lay = cluster_fit.Layout(ranks, -(-ranks // c.gpus_per_node), np.array([size]), np.array([1.0]))
    fitted, labels = cluster_fit.model_times(np.array(f.x), c, lay, lay.sizes)
    answer = calibrated_cluster(f)
    placement = Placement.of(ranks, answer)
    pair = values.resolve("auto", None, "all-reduce", size, answer, placement)
    v = values.symbol_values(answer, placement, pair, "all-reduce")
    v.update(K=size, N=ranks, gamma=0.0)
    assert pair.label == labels[0]
    assert float(numeric.evaluate("time", v, f"{pair.algorithm}@cluster", "all-reduce")) == pytest.approx(
        float(fitted[0]), rel=1e-9)


# ---------------------------------------------------------------- a one-node calibration on stated NICs (recost)

NIC_LINKS = {"ndr": ("ib", 50e9), "hdr": ("ib", 25e9), "400GbE": ("roce", 50e9), "200GbE": ("roce", 25e9)}


@pytest.fixture(scope="module")
def one_node_calibration(tmp_path_factory):
    """A calibration of one node (4 H100 ranks over NVLink): its logs never saw a NIC."""
    from tests.cli_runner import fit_saved
    from tests.paths import NCCL_FIXTURES

    return fit_saved(tmp_path_factory.mktemp("cal"), NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt", name="one_node")


@settings(max_examples=25, deadline=None)
@given(link=st.sampled_from(sorted(NIC_LINKS)), nics=st.integers(1, 4), nodes=st.integers(2, 16),
       transport=st.sampled_from([None, "ib", "roce", "efa"]), size=st.sampled_from(["256MiB", "1GiB", "8GiB"]))
def test_a_one_node_calibration_answers_across_nodes_from_the_stated_nics_prior(one_node_calibration, link, nics,
                                                                                nodes, transport, size):
    """Issue 16: 'a one-node calibration plus the stated NICs predicts multi-node, bounded by the priors'. The NICs'
    achieved fraction is the stated transport's prior (a link name brings its own: ndr InfiniBand, 400GbE RoCE),
    never the fit's placeholder for NICs it did not see (it gave 1.00 of the line rate); the answer's busbw stays
    under R x line x the prior's high end wherever the NICs bind, and its interval is finite and holds the answer."""
    from ringcalc import Scenario
    from ringcalc.cluster.build import _transport_prior

    kind, line = NIC_LINKS[link]
    s = Scenario(size=size, workers=4 * nodes, gpus_per_node=4, nics_per_node=nics, bandwidth=link,
                 transport=transport, calibration=one_node_calibration)
    prior = _transport_prior(transport or kind)
    c = s.cluster_spec
    assert c.nic_bandwidth_bytes_per_s == line and c.transport == (transport or kind)
    assert c.net_efficiency.typical == pytest.approx(prior.typical)
    assert "not seen by the calibration's logs" in c.net_efficiency.source
    r = s.time()
    assert r.busbw_bytes_per_s <= max(nics * line * prior.high, 4 * 450e9) * (1 + 1e-9)
    if r.bandwidth_time_s > 0.5 * r.comm_time_s and "the NICs set" in " ".join(r.notes):
        assert r.busbw_bytes_per_s <= nics * line * prior.high * 2 * (1 + 1e-9)  # a two-node tree: half the bytes
    iv = r.interval
    assert iv is not None and iv["comm_time_s_high"] is not None
    assert iv["comm_time_s_low"] < r.comm_time_s < iv["comm_time_s_high"] < 10 * r.comm_time_s


def test_recost_keeps_what_the_logs_measured_and_priors_what_they_did_not(fitted):
    """The fit on the cluster it ran on is itself; on NICs of twice the line rate a NIC the logs measured keeps its
    fraction (twice the figure), and the scale-up link they measured is unchanged; a stated fraction holds."""
    from ringcalc.calibrate.cluster_calibration import recost
    from ringcalc.cluster.spec import Prior

    assert recost(fitted, fitted.cluster) is fitted
    i, j = cluster_fit.NAMES.index("net"), cluster_fit.NAMES.index("up")
    assert fitted.constrained[i]
    faster = recost(fitted, fitted.cluster.replace(nic_bandwidth_bytes_per_s=2 * fitted.cluster.nic_bandwidth_bytes_per_s))
    assert faster.params["net"] == pytest.approx(2 * fitted.params["net"])
    assert faster.x[j] == fitted.x[j] and faster.recosted and not faster.discrepancies
    stated = recost(fitted, fitted.cluster.replace(net_efficiency=Prior.exactly(0.5, "--net-efficiency as given")))
    assert stated.params["net"] == pytest.approx(0.5 * fitted.cluster.nic_bandwidth_bytes_per_s, rel=1e-6)


def test_transport_is_refused_only_where_the_logs_measured_the_nics(one_node_calibration, fitted):
    """--transport on a calibration that measured the NICs would replace what was measured; on one that never saw a
    NIC it states them (with the transport's prior)."""
    from ringcalc.cluster.build import override
    from ringcalc.errors import RingcalcError
    from ringcalc.planning.scenario_options import parse_options
    from tests.cli_runner import run

    ok = run("time", "--calibration", one_node_calibration, "-n", "16", "--gpus-per-node", "4", "--nics-per-node", "4",
             "--bandwidth", "400Gbps", "--transport", "efa", "--size", "1GiB")
    assert ok.exit_code == 0, ok.output
    assert "efa" in ok.output
    given = {"transport": "efa", "workers": 16, "size": "1GiB"}
    v = parse_options(given)
    with pytest.raises(RingcalcError, match="measured the transport"):
        override(fitted.cluster, v, given, nic_measured=True)
    efa = override(fitted.cluster, v, given, nic_measured=False)
    assert efa.transport == "efa" and not efa.net_efficiency.measured
    assert (efa.net_efficiency.low, efa.net_efficiency.high) == (0.70, 0.95)  # models/efficiencies.toml, efa


# ---------------------------------------------------------------- what the fit had to believe (implausible)


@settings(max_examples=15, deadline=None)
@given(z=st.lists(st.floats(-2.0, 2.0), min_size=3, max_size=3))
def test_a_healthy_system_fits_without_an_implausible_parameter(z):
    """Logs of the model at achieved rates and latency within two prior sigmas of the priors: no warning."""
    from ringcalc.calibrate.fit_summary import implausible

    c = cluster()
    mean, sigma = cluster_fit.priors(c)
    truth = mean.copy()
    for name, zi in zip(("net", "up", "latency"), z):
        i = cluster_fit.NAMES.index(name)
        truth[i] += zi * sigma[i]
    assert implausible(cluster_fit.fit(c, [model_log(c, truth)], _loo=False)) == []


@pytest.mark.parametrize("factor", [0.25, 0.5])
def test_nics_at_a_fraction_of_their_rate_are_said(factor):
    """NICs at a quarter or half of what the description allows (a fault): the fit reads them so and says it."""
    from ringcalc.calibrate.fit_summary import implausible

    c = cluster()
    mean, _ = cluster_fit.priors(c)
    truth = mean.copy()
    truth[cluster_fit.NAMES.index("net")] += math.log(factor)
    said = implausible(cluster_fit.fit(c, [model_log(c, truth)], _loo=False))
    assert len(said) == 1 and "per NIC" in said[0] and "below" in said[0]
    read = float(said[0].split(" = ")[1].split(" of ")[0])
    assert read == pytest.approx(c.net_efficiency.typical * factor, rel=0.05)  # the prior pulls the fit a little


def test_a_forced_ring_fitted_as_nccl_s_default_is_said():
    """Issue 290's forced ring (NCCL_ALGO=RING is in the issue, not in the log) at ~0.22 of 8 x 400 Gbit/s, fitted
    on the DGX H100 as NCCL's default: the fit can only read it as NVLS at a tenth of NVLink, and says so."""
    import json

    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    out = run("fit", REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt", "--cluster", "dgx-h100", "--format", "json")
    warnings = [w for w in json.loads(out.stdout)["warnings"] if "fitted" in w]
    assert len(warnings) == 1 and "NVLS" in warnings[0] and "NCCL_ALGO" in warnings[0] and "ringcalc check" in warnings[0]


def test_an_answer_from_an_implausible_calibration_says_so(tmp_path):
    """An answer at another layout from that fit (one node, where NVLS at 0.11 of NVLink sets the time) carries the
    warning: the fault is in the answer too."""
    import json

    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    cal = tmp_path / "cal.json"
    assert run("fit", REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt", "--cluster", "dgx-h100", "--save",
               cal).exit_code == 0
    notes = json.loads(run("time", "--calibration", cal, "-n", "8", "--gpus-per-node", "8", "--size", "1GiB",
                           "--format", "json").stdout)["notes"]
    assert any(n.startswith("the calibration: the fitted NVLS") for n in notes)


def test_a_one_node_fit_re_costed_on_stated_nics_predicts_as_a_fit_told_them():
    """The user's path (fit one node, then `time --calibration ... --nics-per-node --bandwidth`) and the benchmark's
    task (iii) (the NICs stated when fitting) give the same multi-node prediction and interval: what the logs never
    saw is the same prior either way."""
    from ringcalc import Scenario
    from ringcalc.calibrate.cluster_calibration import recost

    stated = cluster("hgx-a100")
    bare = Scenario(size="1GiB", workers=8, gpus_per_node=8, intra_bandwidth="nvlink3").cluster_spec
    assert not math.isfinite(bare.nic_bandwidth_bytes_per_s)
    mean, _ = cluster_fit.priors(stated)
    one = model_log(stated, mean, ranks=8, nodes=1)
    told = cluster_fit.fit(stated, [one])
    later = recost(cluster_fit.fit(bare.replace(gpu=stated.gpu), [one]), stated)
    for ranks in (16, 64):
        a, b = (cluster_fit.predict(f, ranks, ranks // 8, 2.0**30) for f in (told, later))
        assert a.pair == b.pair
        assert b.time_s == pytest.approx(a.time_s, rel=0.02)
        assert b.high_s / b.time_s == pytest.approx(a.high_s / a.time_s, rel=0.05)


def test_a_fitted_nic_rate_without_a_stated_line_rate_is_not_called_a_line_rate(tmp_path):
    """Logs that state no NIC line rate fit an achieved rate per NIC; an answer from it shows that figure as the
    achieved rate, not as a line rate achieved in full ('4 x 52.4 GB/s unstated, 1.00 achieved')."""
    from ringcalc.cluster.spec import ACHIEVED_NOT_LINE
    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    cal = tmp_path / "cal.json"
    assert run("fit", REAL_NCCL / "cscs_cxi_2node_8rank_excerpt.txt", "--save", cal).exit_code == 0
    out = run("time", "--calibration", cal, "-n", "16", "--gpus-per-node", "4", "--size", "1GiB").stdout
    assert "1.00 achieved" not in out
    from ringcalc import Scenario
    from ringcalc.cluster.spec import NIC_BOUNDED

    s = Scenario(calibration=str(cal), workers=16, gpus_per_node=4, size="1GiB")
    source = s.cluster_spec.net_efficiency.source
    assert source in (ACHIEVED_NOT_LINE, NIC_BOUNDED)  # fitted, or (another link took the shortfall) bounded only
    said = "NIC achieved rate" if source == ACHIEVED_NOT_LINE else "from below only"
    assert said in " ".join(out.split()).replace("│ ", "")


# The Cluster fields every calibration file has carried (those of 2026-11-27); a field added since must be in
# cluster_calibration.OPTIONAL, or files saved before it no longer load.
FILE_FIELDS = frozenset({
    "base_latency_s", "cpu_vendor", "display", "generation", "gpus_per_node", "hop_latency_s", "latency_factor",
    "name", "net_efficiency", "nic_bandwidth_bytes_per_s", "nic_latency_s", "nics_per_node", "node_gpus",
    "nodes_per_leaf", "notes", "nvls", "nvls_efficiency", "oversubscription", "scale_up_bandwidth_bytes_per_s",
    "scale_up_efficiency", "scale_up_kind", "scale_up_latency_s", "sharp", "sources", "step_latency_s", "transport"})


def test_every_cluster_field_a_saved_file_may_lack_is_optional(fitted):
    """Each field outside FILE_FIELDS is in OPTIONAL, and a stored fit without any one of them still loads."""
    from dataclasses import fields

    from ringcalc.calibrate.cluster_calibration import OPTIONAL, physical_from_dict, physical_to_dict
    from ringcalc.cluster.spec import Cluster

    names = {f.name for f in fields(Cluster)}
    assert names - FILE_FIELDS <= set(OPTIONAL), "a new Cluster field: add it to cluster_calibration.OPTIONAL"
    for key in OPTIONAL:
        stored = physical_to_dict(fitted)
        del stored["cluster"][key]
        assert physical_from_dict(stored, "cal.json").x == fitted.x


@pytest.fixture(scope="module")
def four_gpu_calibration(tmp_path_factory):
    """A calibration of CSCS's 2 x 4 GH200 log fitted without --cluster: its NIC count defaulted to the logs' 4."""
    from tests.cli_runner import fit_saved
    from tests.paths import REAL_NCCL

    return fit_saved(tmp_path_factory.mktemp("cal"), REAL_NCCL / "cscs_cxi_2node_8rank_excerpt.txt")


@settings(max_examples=20, deadline=None)
@given(gpus=st.integers(1, 16), nics=st.sampled_from([None, 1, 2, 4, 8]))
def test_more_gpus_per_node_than_a_calibration_s_keep_its_nics_per_gpu(four_gpu_calibration, gpus, nics):
    """A calibration of 4 GPUs and 4 NICs per node, asked about G GPUs per node: the NICs follow the GPUs (rails,
    one per GPU here) unless --nics-per-node states them, and the answer says so. It kept 4 NICs for 8 or 16
    GPUs: half or a quarter of the NIC bandwidth, unsaid."""
    from ringcalc import Scenario

    options = {} if nics is None else {"nics_per_node": nics}
    s = Scenario(calibration=four_gpu_calibration, workers=2 * gpus, gpus_per_node=gpus, size="1GiB", **options)
    assert s.cluster_spec.nics_per_node == (gpus if nics is None else nics)
    said = [n for n in s.time().notes if "more than the calibration's 4" in n]
    assert len(said) == (1 if gpus > 4 and nics is None else 0)


def test_answers_across_nodes_from_a_one_node_calibration_without_nics_are_not_promised(tmp_path):
    """A one-node log fitted with no NIC stated: across nodes the time's interval is unbounded and the NIC row says
    it is a placeholder; max-workers stops at one node and says the answer is that many or more; stating the NICs
    (--bandwidth, --nics-per-node) bounds both again."""
    from tests.cli_runner import run, run_json
    from tests.paths import NCCL_FIXTURES

    cal = tmp_path / "cal.json"
    log = NCCL_FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt"
    assert run("fit", log, "--gpus-per-node", "4", "--intra-bandwidth", "nvlink3", "--save", cal).exit_code == 0
    common = ("--calibration", cal, "-m", "vgg16", "-t", "10", "--gpus-per-node", "4")
    out = run("efficiency", *common, "-n", "16").stdout
    assert "a placeholder" in out and "unbounded" in out and "no upper bound" in out
    answer = run_json("efficiency", *common, "-n", "16")
    assert answer["interval"]["comm_time_s_high"] is None
    stated = run_json("efficiency", *common, "-n", "16", "--bandwidth", "200Gbps", "--nics-per-node", "4")
    assert stated["interval"]["comm_time_s_high"] is not None
    r = run_json("max-workers", *common)
    assert r["max_workers"] <= 4
    if r["max_workers"] == 4:
        assert r["beyond_limit"] and "one node" in r["limit_label"]


def test_a_calibration_refuses_another_catalog_cluster_and_a_tier_without_its_leaf(tmp_path):
    """--cluster beside --calibration was ignored (the fitted DGX H100 answered a question about a DGX B200), and
    --oversubscription without --nodes-per-leaf was accepted there though refused everywhere else."""
    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    cal = tmp_path / "cal.json"
    log = REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt"
    assert run("fit", log, "--save", cal).exit_code == 0
    for extra, option in ((("--cluster", "dgx-b200"), "--cluster"), (("--oversubscription", "4"), "--oversubscription"),
                          (("--hop-latency", "2us"), "--hop-latency")):
        r = run("time", "--calibration", cal, "-n", "32", "--size", "1GiB", *extra)
        assert r.exit_code == 2 and f"error: {option}:" in r.stderr, r.output
    assert run("time", "--calibration", cal, "-n", "32", "--size", "1GiB", "--oversubscription", "4",
               "--nodes-per-leaf", "1").exit_code == 0


def test_a_nic_the_logs_crossed_but_did_not_measure_is_not_called_fitted(tmp_path):
    """Issue 290's forced ring, fitted without a stated NIC rate: the scale-up link took the shortfall, so the NICs'
    rate is a placeholder the logs bound from below only, not 'fitted'; fit says the link it measured is in series."""
    from ringcalc.cluster.spec import NIC_BOUNDED
    from ringcalc import Scenario
    from tests.cli_runner import run
    from tests.paths import REAL_NCCL

    cal = tmp_path / "cal.json"
    log = REAL_NCCL / "issue290_ring_2node_16rank_excerpt.txt"
    from ringcalc.calibrate.calibration_file import load_calibration
    from ringcalc.calibrate.fit_summary import physical_summary

    assert run("fit", log, "--save", cal).exit_code == 0
    s = Scenario(calibration=str(cal), workers=32, gpus_per_node=8, size="1GiB")
    assert s.cluster_spec.net_efficiency.source == NIC_BOUNDED
    out = run("time", "--calibration", cal, "-n", "32", "--size", "1GiB").stdout
    assert "bound it from below only" in " ".join(out.split()).replace("│ ", "")
    rows = dict(physical_summary(load_calibration(str(cal)).physical))
    assert "in series on every run" in rows["achieved scale-up per GPU (ring)"]
