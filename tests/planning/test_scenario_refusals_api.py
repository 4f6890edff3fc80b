"""The Python API refuses what the CLI refuses for one collective's time (hunt of 2026-11-29).

``Scenario(size="1GB", workers=16, bandwidth="25GbE", step_time=2, compression=4).comm_time()`` gave 0.6 s, the
uncompressed time, while ``efficiency().comm_time_s`` gave 0.15 s and ``ringcalc time --compression 4`` refused: a
notebook that added ``compression=`` got a 4x wrong Tt with no word. ``time()`` and ``comm_time()`` now refuse each
training-step option that would change the communication, with the CLI's reason.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.errors import RingcalcError
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.scenario_layout import NOT_IN_ONE_COLLECTIVE

VALUES = {"overlap": 0.5, "bucket_size": "25MB", "encode_cost": 1e-10, "jitter": "1ms", "framework_overhead": "1ms",
          "compression": 4}


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from(sorted(NOT_IN_ONE_COLLECTIVE)), cluster=st.sampled_from([None, "dgx-h100"]),
       question=st.sampled_from(["time", "comm_time"]))
def test_one_collectives_time_refuses_the_steps_options(name, cluster, question):
    base = dict(size="1GB", workers=16, step_time=2.0, **({"cluster": cluster} if cluster else {"bandwidth": "25GbE"}))
    s = Scenario(**base, **{name: VALUES[name]})
    with pytest.raises(RingcalcError) as info:
        getattr(s, question)()
    assert info.value.option == name.replace("_", "-") and "\n" not in info.value.message
    assert s.efficiency().iteration_time_s > 0  # the step takes it
    plain = Scenario(**base)
    assert getattr(plain, question)() is not None  # without it, the same question answers
