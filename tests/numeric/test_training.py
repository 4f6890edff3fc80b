"""The numeric training step (ringcalc.numeric.training): the one-bucket note."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.numeric import training
from ringcalc.planning.sweep import sweep

def test_one_bucket_note_and_the_two_models():
    # 1 GB over 10GbE (1.25e9 B/s), N = 4: ring Tt = 2 (N-1)/N K/B = 1.2 s (seed formula);
    # Ts = 1 s, F = 1: no --bucket-size -> exposed 0.2 s, P = 1/1.2 = 83.3 %;
    # --bucket-size 1GB -> one bucket, the last, exposed 1.2 s, P = 1/2.2 = 45.45 %
    df = sweep(size="1GB", workers=4, bandwidth="10GbE", step_time=1, overlap=1, bucket_size=[None, "1GB", "10GB"])
    assert list(df["buckets"]) == [1, 1, 1]
    assert df["efficiency"].tolist() == pytest.approx([1 / 1.2, 1 / 2.2, 1 / 2.2], rel=1e-12)
    assert training.bucket_notes(1e9, 1e9) == [training.ONE_BUCKET_NOTE]
    assert training.bucket_notes(10e9, 1e9) == [training.ONE_BUCKET_NOTE]
    assert training.bucket_notes(None, 1e9) == []
    assert training.bucket_notes(25 * 2**20, 1e9) == []  # 40 buckets: the earlier ones do overlap
    assert "last bucket" in training.ONE_BUCKET_NOTE and "without --bucket-size" in training.ONE_BUCKET_NOTE


def test_efficiency_result_carries_the_one_bucket_note():
    from ringcalc.planning.scenario import Scenario

    r = Scenario(size="1GB", workers=4, bandwidth="10GbE", step_time=1, overlap=1, bucket_size="1GB").efficiency()
    assert training.ONE_BUCKET_NOTE in r.notes
    plain = Scenario(size="1GB", workers=4, bandwidth="10GbE", step_time=1, overlap=1).efficiency()
    assert training.ONE_BUCKET_NOTE not in plain.notes


SYMBOLS = {
    "N": [1, 2, 3, 8, 12, 64, 1000], "K": [0.0, 1e3, 553.44e6, 7e11], "B": [0.0, 1.25e8, 12.5e9, float("inf")],
    "alpha": [0.0, 5e-6], "gamma": [0.0, 1e-11], "T_s": [0.05, 0.55, 10.0], "F_ov": [0.0, 0.5, 1.0],
    "b_bkt": [float("nan"), 25 * 2**20, 1e12], "R_cmp": [1.0, 4.0], "eps_enc": [0.0, 1e-10],
    "sigma_j": [0.0, 1e-3], "T_over": [0.0, 2e-3], "batch": [float("nan"), 256.0],
    "G": [1, 8], "R_nic": [1, 8], "B_intra": [300e9], "alpha_intra": [0.0, 1e-6],
}


@settings(max_examples=200, deadline=None)
@given(data=st.data(), key=st.sampled_from(sorted(__import__("ringcalc.numeric._scalar", fromlist=["x"]).TRAINING)),
       scaling=st.sampled_from(["weak", "strong"]), target=st.sampled_from([None, 0.5, 0.9, 0.99]))
def test_one_scenario_on_floats_equals_its_row_on_arrays(data, key, scaling, target):
    """Issue 18: the solver's scenario runs the training step on floats (no numpy), a sweep on arrays: the same
    code on the two printings of the same expressions gives the same number in every output, to the bit."""
    import math

    import numpy as np

    params = {name: data.draw(st.sampled_from(values), label=name) for name, values in SYMBOLS.items()}
    if key.startswith("hierarchical") and params["N"] % params["G"]:
        params["N"] = params["G"] * 2
    algorithm, collective = key.split("/")
    one = training.evaluate(params, algorithm, collective, scaling=scaling, target=target)
    rows = training.evaluate({k: np.array([v]) for k, v in params.items()}, algorithm, collective,
                             scaling=np.array([scaling == "strong"]), target=None if target is None else np.array([target]))
    assert "numpy" not in type(one["efficiency"]).__module__
    for name, value in one.items():
        row = float(np.broadcast_to(rows[name], (1,))[0])
        assert value == row or (math.isnan(value) and math.isnan(row)), (name, value, row)


@settings(max_examples=40, deadline=None)
@given(bucket=st.sampled_from([None, "ddp", "1MB", "100MB", "1GB", "100GB"]), overlap=st.sampled_from([0.0, 0.8]),
       step_time=st.sampled_from([0.05, 0.3, 2.0]), target=st.sampled_from([0.5, 0.9]))
def test_max_model_notes_one_bucket_only_when_its_answer_is_one_bucket(bucket, overlap, step_time, target):
    """Issue 18: max-model with --bucket-size ddp answered 58 buckets but noted "one bucket" (the note was taken
    at the 1-parameter placeholder). The note follows the answer's gradient: present iff bucket >= the answer."""
    from ringcalc.errors import RingcalcError
    from ringcalc.planning.scenario import Scenario

    s = Scenario(params=1, dtype="bf16", workers=64, bandwidth="100GbE", step_time=step_time, overlap=overlap,
                 bucket_size=bucket, latency="5us")
    try:
        r = s.max_gradient_bytes(target)
    except RingcalcError:
        return
    one = s.bucket_bytes is not None and s.bucket_bytes >= r.max_gradient_bytes
    assert (training.ONE_BUCKET_NOTE in r.notes) == one, (r.max_gradient_bytes, s.bucket_bytes)
