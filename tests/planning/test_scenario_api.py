"""Any Python value for any Scenario keyword either works or raises RingcalcError (never another exception)."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.scenario_options import OPTIONS

ODD_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-10**30, 10**30), st.floats(allow_nan=True, allow_infinity=True),
    st.integers(10**307, 10**400).map(lambda n: n * (-1) ** (n % 2)),  # past the largest float: float(n) overflows
    st.text(max_size=12), st.binary(max_size=6), st.lists(st.integers(0, 9), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.just(object()), st.just(1j),
    st.sampled_from(["4", "1GbE", "0.5", "ring", "25MiB", "10ms", "fp16", "strong", "50%"]),
)


@pytest.mark.filterwarnings("error")
@pytest.mark.parametrize("row", OPTIONS, ids=lambda o: o.name)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=ODD_VALUES)
def test_any_value_of_any_keyword_works_or_is_refused(row, value):
    base = {"model": "vgg16", "workers": 8, "bandwidth": "10GbE", "step_time": 0.5}
    if row.name in ("model", "params", "size"):
        base.pop("model")
    base[row.name] = value
    try:
        s = Scenario(**base)
    except RingcalcError:
        return
    for v in s.to_dict().values():
        assert not (isinstance(v, float) and math.isnan(v))


@pytest.mark.filterwarnings("error")
@pytest.mark.parametrize("row", OPTIONS, ids=lambda o: o.name)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=st.one_of(ODD_VALUES, st.lists(ODD_VALUES, min_size=1, max_size=3)))
def test_any_value_or_list_of_any_sweep_keyword_works_or_is_refused(row, value):
    from ringcalc.planning.sweep import sweep

    base = {"model": "vgg16", "workers": 8, "bandwidth": "10GbE", "step_time": 0.5}
    if row.name in ("model", "params", "size"):
        base.pop("model")
    base[row.name] = value
    try:
        df = sweep(**base)
    except RingcalcError:
        return
    assert len(df) >= 1
    assert df["workers"].min() >= 1 and df["gradient_bytes"].notna().all()


def test_none_is_not_given_and_unknown_keywords_are_type_errors():
    from ringcalc.planning.sweep import sweep

    plain = Scenario(model="vgg16", workers=4, bandwidth="1GbE", step_time=0.55)
    assert Scenario(model="vgg16", workers=4, bandwidth="1GbE", step_time=0.55, latency=None, dtype=None) == plain
    with pytest.raises(TypeError, match="did you mean workers"):
        Scenario(model="vgg16", wrokers=4)
    with pytest.raises(TypeError, match="did you mean bandwidth"):
        sweep(model="vgg16", workers=4, bandwidht="1GbE")


@settings(max_examples=60, deadline=None)
@given(name=st.text(alphabet="abcdefghijklmnopqrstuvwxyz-", min_size=1, max_size=14),
       where=st.sampled_from([{}, {"cluster": "dgx-h100"}, {"cluster": "p5", "algorithm": "ring"},
                              {"gpus_per_node": 8, "bandwidth": "ndr"}, {"cluster": "gcp-a3-mega", "algorithm": "nvls"}]))
def test_an_unknown_collective_is_named_as_such_everywhere(name, where):
    """A collective no model covers is refused as --collective, on one link and on any cluster and forced pair
    (on a cluster NCCL's pick ran first and blamed --algorithm: 'no NCCL algorithm runs foo on this cluster')."""
    from ringcalc.numeric import collectives

    assume(name.strip("-") and name not in collectives())
    with pytest.raises(RingcalcError) as err:
        Scenario(size="1GiB", workers=16, collective=name, **where).time()
    assert err.value.option == "collective", err.value
