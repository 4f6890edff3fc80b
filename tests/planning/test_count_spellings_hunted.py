"""The same number, however it is spelled, gives the same answer (bug hunt of the scenario TOML, /tmp/hunt_toml).

``--nics-per-node 01`` / ``1e0`` / ``1.00`` / ``+1`` and ``--gpus-per-node 01`` put a scenario on a cluster (RoCE
prior, NCCL latencies: 7.379 s) where ``1`` runs on the link model (6.641 s): ``on_cluster`` compared the typed text
with ``("1", "1.0")`` instead of the parsed count. Hypothesis spells each number many ways (leading zeros, a sign,
decimals, an exponent, an int / float / numpy number in the API) and checks the answer is the canonical spelling's,
for every count option and the oversubscription ratio. Beside it the ratio's parser (``2:1:9`` was read as 2; a
ratio of 2,000,000 was "must be at least 1") and the quoting of a huge count (quoted after float rounding).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.option_parsers import parse_ratio
from ringcalc.planning.scenario import Scenario
from tests.cli_runner import one_line_error, run, run_json

LINK = {"model": "vgg16", "workers": 4, "bandwidth": "1GbE", "step_time": 0.55}
COUNTS = ("gpus_per_node", "nics_per_node", "scale_up_domain")


@st.composite
def spelled(draw, n: int):
    """``n`` written one of the ways a user or a script may write it (every one parses to exactly n)."""
    kind = draw(st.sampled_from(["int", "float", "numpy", "text"]))
    if kind == "int":
        return n
    if kind == "float":
        return float(n)
    if kind == "numpy":
        return draw(st.sampled_from([np.int64(n), np.float64(n)]))
    shift = draw(st.integers(0, 3))  # n * 10**shift, then an exponent of -shift: 400e-2 is 4
    digits = str(n) + "0" * shift
    exponent = f"{draw(st.sampled_from(['e', 'E']))}-{shift}" if shift else draw(st.sampled_from(["", "e0", "E+0"]))
    decimals = "." + "0" * draw(st.integers(1, 3)) if draw(st.booleans()) and not exponent else ""
    text = draw(st.sampled_from(["", "+"])) + "0" * draw(st.integers(0, 3)) + digits + decimals + exponent
    return draw(st.sampled_from(["{}", " {} ", "{} "])).format(text)


def _time(**options) -> float:
    return Scenario(size="1GiB", workers=64, **options).comm_time()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(COUNTS), value=spelled(1))
def test_one_gpu_or_nic_per_node_however_spelled_stays_on_the_link_model(name, value):
    s = Scenario(**LINK, **{name: value})
    assert not s.on_cluster, value
    assert s.efficiency().comm_time_s == Scenario(**LINK, **{name: 1}).efficiency().comm_time_s == 6.64128


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), name=st.sampled_from(["gpus_per_node", "nics_per_node", "nodes_per_leaf"]))
def test_a_count_on_a_cluster_gives_the_answer_of_its_canonical_spelling(data, name):
    n = data.draw(st.sampled_from([1, 2, 4, 8]) if name == "gpus_per_node" else st.integers(1, 16))
    value = data.draw(spelled(n))
    leaf = {} if name == "nodes_per_leaf" else {"nodes_per_leaf": 2}
    options = {"cluster": "dgx-h100", "oversubscription": 4, **leaf}
    assert _time(**options, **{name: value}) == _time(**options, **{name: n})


@st.composite
def spelled_ratio(draw, r: int):
    """``r`` as an oversubscription: a number in any spelling, ``rx``, or a two-field ratio ``a:b``."""
    form = draw(st.sampled_from(["number", "x", "ratio"]))
    if form == "number":
        return draw(spelled(r))
    if form == "x":
        return f"{r}{draw(st.sampled_from(['x', 'X']))}"
    k = draw(st.integers(1, 4))
    return f"{r * k}{draw(st.sampled_from([':', ' : ']))}{k}"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), r=st.integers(1, 8))
def test_an_oversubscription_gives_the_answer_of_its_canonical_spelling(data, r):
    value = data.draw(spelled_ratio(r))
    options = {"cluster": "dgx-h100", "nodes_per_leaf": 2}
    assert parse_ratio(value, "oversubscription") == r
    assert _time(**options, oversubscription=value) == _time(**options, oversubscription=r)


@pytest.mark.parametrize("spelling", ["01", "1e0", "1.00", "+1"])
@pytest.mark.parametrize("flag", ["--nics-per-node", "--gpus-per-node"])
def test_the_hunted_spellings_of_one_on_the_command_line_answer_as_one(flag, spelling):
    args = ("efficiency", "--model", "vgg16", "-n", 4, "--bandwidth", "1GbE", "-t", "550ms", flag)
    assert run_json(*args, spelling) == run_json(*args, "1")


def test_a_scenario_files_count_of_01_answers_as_1(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('model = "vgg16"\nworkers = 4\nbandwidth = "1GbE"\nstep-time = "550ms"\ngpus-per-node = "01"\n')
    assert run_json("efficiency", "--scenario", path)["comm_time_s"] == 6.64128


@pytest.mark.parametrize("text", ["2:1:9", "4:1:1", "1:2:3:4", "4::1", "4:", "4/1", "4:0", "4:-1"])
def test_a_ratio_of_other_than_one_or_two_fields_is_refused(text):
    with pytest.raises(RingcalcError, match="cannot read .*write a ratio such as 2 or 2:1"):
        parse_ratio(text, "oversubscription")


def test_a_three_field_ratio_on_the_command_line_is_a_one_line_error():
    one_line_error(run("time", "--cluster", "dgx-h100", "-n", 64, "--size", "1GiB", "--nodes-per-leaf", 2,
                       "--oversubscription", "2:1:9"), "--oversubscription", "cannot read '2:1:9'")


@pytest.mark.parametrize("text", ["2000000", "1e6", "1000000:1", "inf"])
def test_an_oversized_oversubscription_names_the_upper_limit(text):
    with pytest.raises(RingcalcError) as err:
        parse_ratio(text, "oversubscription")
    assert "1,000,000:1" in err.value.message and "at least" not in err.value.message


def test_the_largest_oversubscription_below_the_limit_is_accepted():
    assert parse_ratio("999999", "oversubscription") == 999999.0


def test_a_huge_worker_count_is_quoted_as_typed_not_after_float_rounding():
    one_line_error(run("efficiency", "-n", "9" * 26, "--size", "1GB", "--bandwidth", "1GbE", "-t", "1s"),
                   "--workers: 99,999,999,999,999,999,999,999,999 is beyond any cluster")


def test_a_huge_python_int_is_quoted_exactly():
    with pytest.raises(RingcalcError, match="1,000,000,000,000,000,000,000,000,000,000 is beyond"):
        Scenario(**LINK, nodes_per_leaf=10**30)


def test_a_huge_count_in_exponent_form_is_quoted_as_typed():
    with pytest.raises(RingcalcError, match="'1e30' is beyond any cluster"):
        Scenario(**LINK, gpus_per_node="1e30")


@pytest.mark.parametrize("spelling", ["1", "01", "1.0", "+1", "1e0"])
def test_simulate_refuses_node_options_on_one_gpu_per_node_however_one_is_written(spelling):
    """``simulate --gpus-per-node 01 --nics-per-node 1`` skipped the refusal that ``1`` gives (the text was compared
    with "1"), and the NIC count was accepted and ignored."""
    from tests.cli_runner import one_line_error, run

    one_line_error(run("simulate", "-n", "8", "--gpus-per-node", spelling, "--nics-per-node", "1"),
                   "applies to nodes of several GPUs")
