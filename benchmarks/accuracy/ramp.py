"""Where measured all-reduce logs ramp from their latency floor to their bandwidth plateau (``model_error.RAMP_SIGMA``).

For each unflagged run with a sweep over sizes this prints the local slope d log t / d log K
(:func:`ringcalc.calibrate.model_error.local_slopes`) summarised as three spans: the floor (slope <=
``SLOPE_FLAT``), the ramp between, and the plateau (slope >= ``SLOPE_LINEAR``), with the sizes where the ramp
starts and ends and the slope at its middle; and the median |log error| of the prior-only model over the ramp's
points, the scale of ``RAMP_SIGMA``. A latency + bandwidth model would ramp over about one decade around
K* = latency x bandwidth; the logs ramp over three to four.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

import numpy as np

from benchmarks.accuracy.data import Case

MIN_SIZES = 10  # a sweep over sizes, not one size


@dataclass(frozen=True)
class Ramp:
    name: str
    start: float  # first size off the floor, bytes
    end: float  # first size on the plateau after it (inf: not reached)
    mid_slope: float  # median slope of the ramp's points
    ramp_points: int
    points: int

    @property
    def decades(self) -> float:
        return math.log10(self.end / self.start) if math.isfinite(self.end) else math.nan


def ramp_of(case: Case) -> Ramp | None:
    """The run's ramp, or None for a run without a size sweep or flagged."""
    from ringcalc.calibrate.model_error import local_slopes, ramp_weight

    points = sorted((s, t) for s, t, *_ in case.run.measurements("both") if s > 0 and t > 0)
    if case.flag or len({s for s, _ in points}) < MIN_SIZES:
        return None
    sizes = np.array([s for s, _ in points], float)
    slope = local_slopes(sizes, np.array([t for _, t in points], float))
    ramp = ramp_weight(slope) > 0
    if not ramp.any():
        return None
    first = int(np.argmax(ramp))
    after = np.nonzero(~ramp & (np.arange(len(sizes)) > first) & (slope > 0.5))[0]
    end = float(sizes[after[0]]) if len(after) else math.inf
    return Ramp(case.name, float(sizes[first]), end, float(np.median(slope[ramp])), int(ramp.sum()), len(sizes))


def measure(cases: list[Case]) -> dict:
    ramps = [r for r in map(ramp_of, cases) if r is not None]
    spans = [r.decades for r in ramps if math.isfinite(r.decades)]
    return {"runs": [vars(r) | {"decades": r.decades} for r in ramps],
            "median_decades": statistics.median(spans) if spans else None,
            "median_slope": statistics.median(r.mid_slope for r in ramps) if ramps else None}


def print_ramp(result: dict) -> None:
    from ringcalc.calibrate.model_error import SLOPE_FLAT, SLOPE_LINEAR

    runs = result.get("runs") or []
    if not runs:
        return
    span = result["median_decades"]
    print(f"\nNCCL's ramp (local slope d log t / d log K between {SLOPE_FLAT} and {SLOPE_LINEAR}): median span "
          f"{'-' if span is None else f'{span:.1f}'} decades, median slope in it {result['median_slope']:.2f}, "
          f"over {len(runs)} runs")
    for r in runs:
        end = "not reached" if not math.isfinite(r["end"]) else f"{r['end'] / 2**20:9.3f} MiB"
        print(f"  {r['name'][:60]:60s} from {r['start'] / 2**20:9.4f} MiB to {end:>13}; slope {r['mid_slope']:.2f}; "
              f"{r['ramp_points']} of {r['points']} points")
