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


SCENARIOS = [
    dict(size="1GB", workers=16, bandwidth="1GbE", step_time=0.5),
    dict(size="1GB", workers=16, cluster="dgx-h100", step_time=0.5),
    dict(model="llama-3-8b", workers=16, cluster="dgx-h100", tp=8, gpu="h100", global_batch=64),
    dict(size="1GB", workers=16, gpus_per_node=4, intra_bandwidth="nvlink4", bandwidth="100GbE", step_time=0.5),
]


@pytest.mark.parametrize("kw", SCENARIOS)
def test_every_option_is_read_back_under_its_key(kw):
    """The docstring says each option is "Stored as ``gpus_per_node``": ``s.gpus_per_node`` raised AttributeError
    (and nics_per_node, intra_bandwidth_bytes_per_s, intra_latency_s), kept only on ``s.topology``."""
    from ringcalc.planning.sweep_grid import costed_cluster

    s = Scenario(**kw)
    d = s.to_dict()
    costed = costed_cluster(s) if s.cluster_spec is not None else {}  # on a cluster: as costed, not as typed
    for o in OPTIONS:
        if o.key in costed:
            assert d[o.key] == costed[o.key]
            continue
        assert getattr(s, o.key) == d[o.key] or (d[o.key] != d[o.key])  # NaN equals nothing


LINK = dict(workers=8, bandwidth="10GbE", step_time=0.5)
LLM = dict(model="llama-3.1-8b", workers=64, gpu="h100", bandwidth="400Gbps")
REPLACEMENTS = [  # (a scenario, an option of one of its groups given in place of the one it has)
    ({**LINK, "model": "vgg16", "dtype": "bf16"}, {"size": "1GB"}),
    ({**LINK, "model": "vgg16", "dtype": "bf16"}, {"params": "1B"}),
    ({**LINK, "size": "1GB"}, {"model": "vgg16"}),
    ({**LINK, "params": "1B"}, {"size": "1GB"}),
    ({**LLM, "tokens_per_step": 4194304, "step_time": "10s"}, {"global_batch": 512}),
    ({**LLM, "global_batch": 512, "step_time": "10s"}, {"tokens_per_step": 4194304}),
    ({**LLM, "tokens_per_step": 4194304, "step_time": "10s"}, {"mfu": 0.45}),
    ({**LLM, "tokens_per_step": 4194304, "mfu": 0.45}, {"step_time": "10s"}),
]


@pytest.mark.parametrize(("base", "change"), REPLACEMENTS)
def test_replace_gives_an_option_in_place_of_the_others_of_its_group(base, change):
    """``replace(mfu=0.45)`` on a scenario with ``step_time`` was refused "--step-time gives Ts already; drop --mfu",
    where ``--mfu`` on the command line replaces a scenario file's step time (ALTERNATIVES); ``replace(size=...)``
    kept a model's dtype and was refused. An option of a group replaces the others, as on the command line, and the
    copy is the scenario built with it in their place."""
    from ringcalc.planning.scenario_options import ALTERNATIVES

    (name, value), = change.items()
    group = next(g for g in ALTERNATIVES if name in g)
    rebuilt = {k: v for k, v in base.items() if k not in group and not (name == "size" and k == "dtype")}
    assert Scenario(**base).replace(**change) == Scenario(**rebuilt, **change)


@pytest.mark.parametrize("row", [o for o in OPTIONS if o.parse.__name__ == "parse_switch"], ids=lambda o: o.name)
def test_a_numpy_bool_is_a_bool_for_every_switch(row):
    """``Scenario(..., nvls=np.bool_(True))`` was refused "expected text or a number, got bool np.True_" (an element
    of a boolean mask), where True is taken."""
    import numpy as np

    from ringcalc.planning.scenario_options import parse_value

    for flag in (True, False):
        assert parse_value(row, np.bool_(flag)) == parse_value(row, flag)


def test_a_pandas_column_is_a_list_of_values_for_a_sweep_and_one_line_refused_by_a_scenario():
    """``sweep(workers=df["n"])`` was refused with the Series' repr over several lines, where np.array and
    .tolist() were taken; a Scenario (one value per option) still refuses it, in one line."""
    import numpy as np
    import pandas as pd

    from ringcalc.planning.sweep import sweep

    kw = dict(model="vgg16", bandwidth="1GbE", step_time=0.55)
    expected = sweep(workers=[2, 4, 8], **kw)
    for column in (pd.Series([2, 4, 8]), pd.Index([2, 4, 8]), np.array([2, 4, 8])):
        assert sweep(workers=column, **kw)["efficiency"].tolist() == expected["efficiency"].tolist()
    with pytest.raises(RingcalcError) as err:
        Scenario(workers=pd.Series([2, 4]), **kw)
    assert "\n" not in err.value.message and "ringcalc.sweep" in err.value.message


@pytest.mark.parametrize("stage", [0, 1, 2, 3])
def test_a_whole_float_is_a_zero_stage_as_it_is_a_degree(stage):
    """``zero=1.0`` was refused "unknown ZeRO stage 1.0" while ``tp=8.0`` was taken; 1.5 stays refused."""
    from ringcalc.planning.zero import parse_stage
    from ringcalc.workload.layout import parse_zero

    assert parse_zero(float(stage)) == parse_zero(stage) == parse_stage(float(stage)) == stage
    with pytest.raises(RingcalcError, match="unknown ZeRO stage"):
        parse_zero(stage + 0.5)
