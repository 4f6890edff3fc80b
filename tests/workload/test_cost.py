"""Time and cost to train (ringcalc/workload/cost.py)."""

from __future__ import annotations

import pytest

from ringcalc.errors import RingcalcError
from ringcalc.workload.cost import parse_price, training_cost


def test_days_hours_and_money():
    # 1e12 tokens at 4M tokens per step: 250,000 steps of 10 s on 1024 GPUs
    c = training_cost(train_tokens=1e12, tokens_per_step=4e6, gpus=1024, step_s=10.0, exposed_comm_s=1.0,
                      bubble_s=0.5, gpu_hour_price=2.0)
    assert c.steps == 250_000 and c.train_time_s == 2.5e6 and c.train_days == pytest.approx(2.5e6 / 86400)
    assert c.gpu_hours == pytest.approx(1024 * 2.5e6 / 3600) and c.cost == pytest.approx(2 * c.gpu_hours)
    assert c.exposed_comm_gpu_hours == pytest.approx(c.gpu_hours / 10) and c.exposed_comm_cost == pytest.approx(c.cost / 10)
    assert c.bubble_cost == pytest.approx(c.cost / 20)
    unpriced = training_cost(train_tokens=1e12, tokens_per_step=4e6, gpus=1024, step_s=10.0)
    assert unpriced.cost is None and unpriced.exposed_comm_cost is None


@pytest.mark.parametrize(("text", "price"), [("2.49", 2.49), ("$2.49", 2.49), ("2.49/h", 2.49), (0, 0.0)])
def test_prices(text, price):
    assert parse_price(text) == price


@pytest.mark.parametrize("text", ["-1", "cheap", "nan", True])
def test_bad_prices(text):
    with pytest.raises(RingcalcError):
        parse_price(text)
