"""Time and cost to train: days, GPU-hours, money, and what the exposed communication and the bubble cost.

From a step (its time, and the time in it not spent computing) and the run's tokens, with the expressions of
:mod:`ringcalc.symbolic.workload` (``train_steps``, ``train_time``, ``gpu_hours``, ``train_cost``,
``share_cost``). The price is per GPU-hour in whatever currency it is given; ringcalc's catalog holds no
prices (they change by the month and by contract).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

from ringcalc import units
from ringcalc.errors import RingcalcError
from ringcalc.numeric._generated_workload import WORKLOAD


@dataclass(frozen=True)
class TrainingCost:
    """A run of ``train_tokens`` tokens at one step time."""

    train_tokens: float
    steps: float
    train_time_s: float
    train_days: float
    gpu_hours: float
    gpu_hour_price: float | None
    cost: float | None
    exposed_comm_gpu_hours: float
    exposed_comm_cost: float | None
    bubble_gpu_hours: float
    bubble_cost: float | None

    def to_dict(self) -> dict:
        return asdict(self)


def parse_price(value: object, option: str = "gpu-hour-price") -> float:
    """A price per GPU-hour >= 0: ``2.49``, ``"$2.49"``, ``"2.49/h"`` (the currency is the user's)."""
    if isinstance(value, bool):
        raise RingcalcError(f"expected a price per GPU-hour such as 2.49, got {value!r}", option=option)
    text = str(value).strip()
    for affix in ("$", "€", "£", "usd", "eur", "/h", "/hr", "/hour", "/gpu-hour", "per hour"):
        text = text.removeprefix(affix).removesuffix(affix).strip()
    try:
        price = float(text)
    except ValueError:
        raise RingcalcError(f"cannot read {value!r}; write the price of one GPU for one hour, such as 2.49",
                            option=option) from None
    if not math.isfinite(price) or price < 0:
        raise RingcalcError(f"must be a finite price >= 0, got {value!r}", option=option)
    return price


def parse_train_tokens(value: object, option: str = "train-tokens") -> float:
    """Tokens of the whole run: ``15.6T``, ``300B``, ``1.4e12``."""
    return units.parse_count(value, option=option)  # type: ignore[arg-type]


def training_cost(*, train_tokens: float, tokens_per_step: float, gpus: int, step_s: float,
                  exposed_comm_s: float = 0.0, bubble_s: float = 0.0,
                  gpu_hour_price: float | None = None) -> TrainingCost:
    """Days, GPU-hours and cost of the run; the GPU-hours (and cost) of the exposed communication and the bubble."""
    w = WORKLOAD
    v = {"train_tokens": train_tokens, "tokens_per_step": tokens_per_step, "step_s": step_s, "tp": gpus, "pp": 1,
         "cp": 1, "dp": 1, "gpu_hour_price": gpu_hour_price or 0.0}
    hours = w["gpu_hours"](**v)

    def share(seconds: float) -> float:
        return w["share_cost"](**{**v, "exposed_s": seconds, "gpu_hour_price": 1.0})

    comm, bubble = share(exposed_comm_s), share(bubble_s)
    priced = gpu_hour_price is not None
    return TrainingCost(
        train_tokens=train_tokens, steps=w["train_steps"](**v), train_time_s=w["train_time"](**v),
        train_days=w["train_time"](**v) / 86400, gpu_hours=hours, gpu_hour_price=gpu_hour_price,
        cost=w["train_cost"](**v) if priced else None, exposed_comm_gpu_hours=comm,
        exposed_comm_cost=comm * gpu_hour_price if priced else None, bubble_gpu_hours=bubble,
        bubble_cost=bubble * gpu_hour_price if priced else None,
    )
