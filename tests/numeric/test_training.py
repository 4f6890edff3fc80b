"""The numeric training step (ringcalc.numeric.training): the one-bucket note."""

from __future__ import annotations

import pytest

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
