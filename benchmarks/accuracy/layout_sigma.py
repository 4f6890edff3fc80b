"""The model error of a one-run fit at a layout it did not measure (``cluster_fit.LAYOUT_SIGMA``), from the data.

For every system with runs at two layouts or more, each unflagged run is fitted alone and every run of the same
system at another layout is predicted, at the sizes inside the fitted run's range (no extrapolation in size).
With a one-run fit, ``predict``'s log-time sigma at another layout is ``sqrt(v + max(r, s)^2)``: ``v`` the
parameters' variance, ``r`` the in-sample error band at that size, ``s`` = LAYOUT_SIGMA. The value the data
suggest is the ``s`` at which 80% of the log errors fall inside ``+-1.2816 sigma``: pooled over points, and with
each system weighted equally (a system with many points counts once); then leaving out whole systems: ``s``
solved (systems weighted equally) on the other systems, and the coverage on the system left out.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, replace

import numpy as np

from benchmarks.accuracy.data import Case
from benchmarks.accuracy.physical import fit_cases, has_layout, predict_forced, system_options
from ringcalc.calibrate.cluster_fit import LAYOUT_SIGMA, Z80
from ringcalc.calibrate.model_error import band_at
from ringcalc.errors import RingcalcError


@dataclass(frozen=True)
class Err:
    system: str
    fitted: str
    predicted: str
    size: float
    log_error: float  # log(predicted / measured)
    param_var: float
    in_sample: float

    def sigma(self, s: float) -> float:
        return math.sqrt(self.param_var + max(self.in_sample, s) ** 2)


def errors(systems: dict[str, list[Case]]) -> list[Err]:
    out = []
    for system, cases in systems.items():
        usable = [c for c in cases if has_layout(c) and not c.flag]
        if len({(c.run.ranks, c.run.nodes) for c in usable}) < 2:
            continue
        options = system_options(cases)
        for a in usable:
            try:
                f = replace(fit_cases([a], options), layout_sigma=0.0)
            except RingcalcError:
                continue
            lo, hi = f.sizes
            for b in usable:
                if (b.run.ranks, b.run.nodes) == (a.run.ranks, a.run.nodes):
                    continue
                for size, t, _, _ in b.run.measurements("both"):
                    if not lo <= size <= hi:
                        continue
                    p = predict_forced(f, b.run.ranks, b.run.nodes, float(size), b.algorithms)
                    band = band_at(f.residual_bands, size)
                    r = f.residual_sigma if band is None else band / Z80
                    out.append(Err(system, a.name, b.name, size, math.log(p.time_s / t), max(p.sigma**2 - r**2, 0.0), r))
    return out


def _weights(errs: list[Err], per_system: bool) -> list[float]:
    """Each point 1, or each system's points together 1 (a system with many points counts once)."""
    if not per_system:
        return [1.0] * len(errs)
    count: dict[str, int] = {}
    for e in errs:
        count[e.system] = count.get(e.system, 0) + 1
    return [1.0 / count[e.system] for e in errs]


def coverage(errs: list[Err], s: float, per_system: bool = False) -> float:
    """The (weighted) share of the errors inside their 80% interval at LAYOUT_SIGMA = s."""
    w = _weights(errs, per_system)
    return sum(wi for wi, e in zip(w, errs) if abs(e.log_error) <= Z80 * e.sigma(s)) / sum(w)


def solve(errs: list[Err], target: float = 0.8, per_system: bool = False) -> float:
    """The smallest s (log-time) at which ``target`` of the errors are inside their 80% interval."""
    lo, hi = 0.0, 10.0
    if coverage(errs, lo, per_system) >= target:
        return 0.0
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if coverage(errs, mid, per_system) >= target else (mid, hi)
    return hi


def measure(systems: dict[str, list[Case]]) -> dict:
    """The pooled value, the plain 80% quantile of |log error| / Z80, and the leave-one-system-out check."""
    errs = errors(systems)
    if not errs:
        return {"points": 0}
    names = sorted({e.system for e in errs})
    per_system = []
    for name in names:
        mine = [e for e in errs if e.system == name]
        rest = [e for e in errs if e.system != name]
        s_rest = solve(rest, per_system=True) if rest else math.nan
        per_system.append({"system": name, "points": len(mine), "pairs": len({(e.fitted, e.predicted) for e in mine}),
                           "sigma_alone": solve(mine), "sigma_from_others": s_rest,
                           "coverage_with_others": coverage(mine, s_rest) if rest else math.nan,
                           "coverage_at_current": coverage(mine, LAYOUT_SIGMA),
                           "median_abs_log_error": statistics.median(abs(e.log_error) for e in mine)})
    # each system weighted equally: the median over systems of the value solved on that system alone
    return {"points": len(errs), "current": LAYOUT_SIGMA, "coverage_at_current": coverage(errs, LAYOUT_SIGMA),
            "coverage_at_current_per_system": coverage(errs, LAYOUT_SIGMA, per_system=True),
            "pooled": solve(errs), "per_system_weighted": solve(errs, per_system=True),
            "quantile": float(np.quantile([abs(e.log_error) for e in errs], 0.8)) / Z80,
            "median_over_systems": statistics.median(p["sigma_alone"] for p in per_system),
            "leave_one_system_out_coverage": _loso(per_system),
            "systems": per_system}


def _loso(per_system: list[dict]) -> float | None:
    """The mean over systems of the share inside when a system's interval uses the value solved (each system
    weighted equally) on the other systems."""
    known = [p["coverage_with_others"] for p in per_system if math.isfinite(p["coverage_with_others"])]
    return statistics.mean(known) if known else None
