"""Numeric training-step model: overlap, buckets, compression, scaling (no sympy).

Evaluates the expressions of :mod:`ringcalc.symbolic.training` through their
generated functions (:data:`ringcalc.numeric._generated.TRAINING` and the
``train_*`` functions), vectorized: every parameter may be a numpy array and
all are broadcast together; one scenario of numbers runs the same code on
their float twins (:mod:`ringcalc.numeric._scalar`, :mod:`ringcalc.numeric.backend`)
without importing numpy. The solver (one scenario) and
:func:`ringcalc.planning.sweep.sweep` (millions of rows) share this code, so a sweep
row equals the single-scenario answer by construction.

Parameters are keyed by symbol name, in SI units: ``N`` workers, ``K``
gradient bytes, ``B`` bytes/s, ``alpha`` s, ``gamma`` s/byte, ``T_s`` step
time s (per worker under weak scaling; the whole batch on one worker under
strong scaling), ``F_ov`` overlap fraction, ``b_bkt`` bucket bytes (``nan`` =
no bucketing), ``R_cmp`` compression ratio, ``eps_enc`` encode s/byte, ``batch``
samples (optional, ``nan`` = not given), ``sigma_j`` per-worker step-time jitter
(standard deviation, s) and ``T_over`` framework overhead per step (s); both
default 0, which is the model without synchronisation cost.
"""

from __future__ import annotations

import functools
import inspect
import math
from collections.abc import Callable, Mapping
from typing import Any

from ringcalc.numeric import reaches, training_functions

ONE_BUCKET_NOTE = (
    "one bucket (--bucket-size >= the gradient): it is the last bucket, which cannot overlap the compute "
    "(exposed = max(T_last, Tt - F*Ts) = Tt); without --bucket-size the idealized model overlaps all of Tt "
    "(exposed = max(0, Tt - F*Ts))"
)


JITTER_NOTE = (
    "the straggler wait --jitter x sqrt(2 ln N) is the upper bound on the expected slowest of N normal jitters "
    "(Boucheron, Lugosi & Massart 2013, sec. 2.5): conservative, about 2.1x the exact value at N = 2 and 1.16x "
    "at N = 512 (docs/planning.md)"
)


def bucket_notes(bucket_bytes: float | None, gradient_bytes: float) -> list[str]:
    """Notes for a result whose ``--bucket-size`` changes the overlap model.

    A bucket at least as large as the gradient (bytes) makes one bucket,
    which is the last bucket and so never overlaps; without ``--bucket-size``
    the issue's idealized formula Tp = Ts + max(0, Tt - F Ts) lets all of Tt
    overlap. Both are the stated models, so the difference is stated.

    Parameters
    ----------
    bucket_bytes : float or None
        Bucket size, bytes (None: no ``--bucket-size``).
    gradient_bytes : float
        Gradient size K, bytes.

    Returns
    -------
    list of str
        ``[ONE_BUCKET_NOTE]`` or ``[]``.
    """
    if bucket_bytes is not None and gradient_bytes > 0 and bucket_bytes >= gradient_bytes:
        return [ONE_BUCKET_NOTE]
    return []


# ---------------------------------------------------------------- evaluation


@functools.lru_cache(maxsize=None)
def _arguments(fn: Any) -> frozenset[str]:
    """The keyword arguments a generated function uses."""
    return frozenset(p.name for p in inspect.signature(fn).parameters.values() if p.kind == p.KEYWORD_ONLY)


def evaluate(
    params: Mapping[str, Any],
    algorithm: str = "ring",
    collective: str = "all-reduce",
    *,
    scaling: Any = "weak",
    target: Any = None,
) -> dict[str, Any]:
    """Every output of the training-step model for (arrays of) parameters.

    One scenario (every parameter a number, ``scaling`` a string) is evaluated
    on floats by the scalar functions (:data:`ringcalc.numeric.backend.SCALAR`:
    no numpy import); anything else on numpy arrays. Same code, same printed
    expressions, same numbers.

    Parameters
    ----------
    params : mapping
        Symbol name -> value (see the module docstring), SI units.
    algorithm, collective : str
        The cost model (one group of a sweep).
    scaling : {"weak", "strong"} or boolean array
        A string, or an array that is True where scaling is strong.
    target : float or array, optional
        Target efficiency; adds ``comm_time_budget_s`` and
        ``required_bandwidth_bytes_per_s`` (nan where unreachable).

    Returns
    -------
    dict of floats or numpy arrays
        Keys are the JSON keys: ``compute_time_s``, ``comm_time_s``,
        ``exposed_comm_time_s``, ``iteration_time_s``, ``efficiency``,
        ``speedup``, ``sync_time_s`` (straggler wait + framework overhead),
        ``buckets``, ``last_bucket_time_s``, ``latency_time_s``
        (all buckets' latency, s), ``traffic_per_worker_bytes`` (on the
        wire), ``samples_per_s`` and, with ``target``, the inverse columns.
    """
    from ringcalc.numeric.backend import SCALAR, backend_for, vector

    xp = backend_for(params, target) if isinstance(scaling, str) else vector()
    params = xp.params(params)
    gen = xp.gen
    fns = xp.functions(algorithm, collective)
    tfns = training_functions(gen, algorithm, collective)
    n = xp.arr(params["N"])
    k = xp.arr(params["K"])
    if xp is SCALAR:
        strong = scaling == "strong"
    else:
        np = xp.np
        strong = (np.asarray(scaling) == "strong") if isinstance(scaling, str) else np.asarray(scaling, dtype=bool)
    with xp.errstate():
        values = _step_values(xp, params, n, k, strong)
        ts, m, bucketed = values["T_s"], values["M_bkt"], values["bucketed"]
        tt = _comm_time(xp, fns, tfns, values)
        tl = xp.where(bucketed, tfns["last_bucket_time"](**values), 0.0) if xp.any(bucketed) else 0.0
        tx = gen.train_exposed_comm_time(T_last=tl, T_t=tt, F_ov=values["F_ov"], T_s=ts)
        sync = values["T_sync"] = gen.train_sync_time(
            N=n, sigma_j=xp.arr(params.get("sigma_j", 0.0)), T_over=xp.arr(params.get("T_over", 0.0))
        )
        tp = gen.train_iteration_time(T_s=ts, T_exposed=tx, T_sync=sync)
        p = gen.train_efficiency(T_s=ts, T_exposed=tx, T_sync=sync)
        batch = params.get("batch")
        samples = _samples_per_s(xp, xp.arr(xp.nan if batch is None else batch), strong, n, ts, tx, sync)
        latency = _latency_time(xp, fns, values)
        # outputs may be scalars where nothing varies; callers broadcast (numpy rules)
        out = {
            "compute_time_s": ts,
            "comm_time_s": tt,
            "exposed_comm_time_s": tx,
            "iteration_time_s": tp,
            "efficiency": p,
            "speedup": gen.train_speedup(N=n, T_s=ts, T_exposed=tx, T_sync=sync),
            "sync_time_s": sync,
            "buckets": m,
            "last_bucket_time_s": tl,
            "latency_time_s": latency,
            "traffic_per_worker_bytes": fns["bytes_sent_per_worker"](**dict(values, K=k / values["R_cmp"])),
            "samples_per_s": samples,
        }
        if target is not None:
            if tfns.get("required_bandwidth_total") is None:  # no closed form (the flat ring's slowest hop)
                numeric = _required_bandwidth_numeric if xp.vector else _required_bandwidth_bisected
                out.update(numeric(params, algorithm, collective, scaling, ts, xp.arr(target), sync))
            else:
                out.update(_required_bandwidth(xp, tfns, values, xp.arr(target)))
    return out


def _step_values(xp: Any, params: Mapping[str, Any], n: Any, k: Any, strong: Any) -> dict[str, Any]:
    """The symbol values of the training functions: defaults filled in, the compute time after strong
    scaling (``T_s``), the buckets (``b_bkt``, ``M_bkt``, ``K_last``) and where bucketing is on (``bucketed``)."""
    gen = xp.gen
    ts_given = xp.arr(params["T_s"]) if params.get("T_s") is not None else xp.nan
    b_given = xp.arr(_given(params, "b_bkt", xp.nan))
    bucketed = xp.isfinite(b_given)
    if not xp.any(strong):
        ts = ts_given
    else:
        ts = xp.where(strong, gen.train_strong_step_time(T_s=ts_given, N=n), ts_given)
    b_eff = xp.where(bucketed, b_given, k)
    m = xp.where(bucketed, gen.train_bucket_count(K=k, b_bkt=b_eff), 1.0)
    k_last = gen.train_last_bucket_bytes(K=k, M_bkt=m, b_bkt=b_eff)
    return dict(
        params,  # extra symbols of some models (e.g. hierarchical: G, B_intra) pass through
        N=n, K=k, B=xp.arr(_given(params, "B", xp.nan)), alpha=xp.arr(_given(params, "alpha", 0.0)),
        gamma=xp.arr(_given(params, "gamma", 0.0)), F_ov=xp.arr(_given(params, "F_ov", 0.0)),
        R_cmp=xp.arr(_given(params, "R_cmp", 1.0)),
        # one worker sends nothing, so it encodes nothing either
        eps_enc=xp.where(n > 1, xp.arr(_given(params, "eps_enc", 0.0)), 0.0),
        b_bkt=b_eff, M_bkt=m, K_last=k_last, T_s=ts, bucketed=bucketed,
    )


def _given(params: Mapping[str, Any], name: str, default: Any) -> Any:
    """``params[name]``, or ``default`` when it is missing or None."""
    value = params.get(name)
    return default if value is None else value


def _comm_time(xp: Any, fns: Mapping[str, Any], tfns: Mapping[str, Any], values: dict[str, Any]) -> Any:
    """Tt of the training step: all buckets' collectives on the compressed gradient plus the encoding, s."""
    if xp.any(values["bucketed"]):
        return tfns["comm_time"](**values)
    # M = 1, K_l = K: the training Tt reduces to the collective's time on K/R plus the encoding
    # (tests/symbolic/test_training.py proves the reduction symbolically)
    k = values["K"]
    tt = fns["time"](**dict(values, K=k / values["R_cmp"]))
    if xp.any(values["eps_enc"]):
        tt = tt + values["eps_enc"] * k
    return tt


def _samples_per_s(xp: Any, batch: Any, strong: Any, n: Any, ts: Any, tx: Any, sync: Any) -> Any:
    """Throughput in samples/s (weak or strong scaling per row); nan where no batch is given."""
    gen = xp.gen
    if xp.all(xp.isnan(batch)):
        return xp.nan
    if not xp.any(strong):
        return gen.train_samples_per_s_weak(batch=batch, N=n, T_s=ts, T_exposed=tx, T_sync=sync)
    if xp.all(strong):
        return gen.train_samples_per_s_strong(batch=batch, T_s=ts, T_exposed=tx, T_sync=sync)
    return xp.where(
        strong,
        gen.train_samples_per_s_strong(batch=batch, T_s=ts, T_exposed=tx, T_sync=sync),
        gen.train_samples_per_s_weak(batch=batch, N=n, T_s=ts, T_exposed=tx, T_sync=sync),
    )


def _latency_time(xp: Any, fns: Mapping[str, Any], values: dict[str, Any]) -> Any:
    """Latency of all buckets, s: every alpha term (intra-node ones too), nothing else."""
    m = values["M_bkt"]
    intra = xp.arr(_given(values, "alpha_intra", 0.0))
    if xp.any(values["alpha"]) or xp.any(xp.where(xp.isnan(intra), 0.0, intra)):
        if _arguments(fns["min_comm_time"]) <= {"N", "K", "alpha", "gamma"} and fns.get("latency_steps"):
            return m * values["alpha"] * fns["latency_steps"](**values)  # same value, fewer operations
        return m * fns["min_comm_time"](**dict(values, K=0.0, gamma=0.0, B=math.inf))
    return 0.0


def _required_bandwidth(xp: Any, tfns: Mapping[str, Any], values: dict[str, Any], target: Any) -> dict[str, Any]:
    """B meeting ``target``: the larger of the roots of Tt = budget + F Ts and T_l = budget (nan if none).

    ``budget`` is the exposed-communication budget Ts (1 - P) / P - T_sync
    (:data:`ringcalc.symbolic.training.exposed_budget`); it is <= 0, and the target
    unreachable, when the synchronisation time alone uses the step's slack.
    """
    ts = values["T_s"]
    budget = xp.gen.train_exposed_budget(T_s=ts, P=target, T_sync=values["T_sync"])
    bucketed = values["bucketed"]
    v = dict(values, budget=budget)
    total_floor = tfns["comm_time_floor"](**v)
    last_floor = xp.where(bucketed, tfns["last_bucket_floor"](**v), 0.0)
    floor = xp.maximum(total_floor - values["F_ov"] * ts, last_floor)  # exposed at B = infinity
    best = xp.gen.train_efficiency(T_s=ts, T_exposed=xp.maximum(floor, 0.0), T_sync=values["T_sync"])
    # each root holds where its floor is below its side of the budget; a side at its floor needs B = infinity
    b_total = xp.where(total_floor < budget + values["F_ov"] * ts, tfns["required_bandwidth_total"](**v), math.inf)
    b_last = xp.where(bucketed, xp.where(last_floor < budget, tfns["required_bandwidth_last"](**v), math.inf), 0.0)
    required = xp.maximum(b_total, b_last)
    # reachable (numeric.reaches, the solvers' one comparison) at a finite bandwidth; nan otherwise
    required = xp.where(reaches(best, target) & xp.isfinite(required) & (required > 0), required, xp.nan)
    required = xp.where(values["N"] <= 1, 0.0, required)
    return {
        "target_efficiency": target + 0 * ts,
        "comm_time_budget_s": budget,
        "min_comm_time_s": floor,
        "required_bandwidth_bytes_per_s": required,
    }


def _required_bandwidth_bisected(params: Mapping[str, Any], algorithm: str, collective: str, scaling: str,
                                 ts: float, target: float, sync: float = 0.0) -> dict[str, float]:
    """One scenario's :func:`_required_bandwidth_numeric`: the same brackets, bisection and acceptance test."""
    from ringcalc.numeric import _scalar
    from ringcalc.numeric.roots import smallest_meeting

    n = float(params["N"])
    budget = _scalar.train_exposed_budget(T_s=ts, P=target, T_sync=sync)
    at_inf = evaluate(dict(params, B=math.inf), algorithm, collective, scaling=scaling)
    floor = at_inf["exposed_comm_time_s"]

    def meets(b: float) -> bool:  # P >= target (numeric.reaches, the solvers' one comparison)
        return bool(reaches(evaluate(dict(params, B=b), algorithm, collective, scaling=scaling)["efficiency"], target))

    if n <= 1:
        required = 0.0
    elif not reaches(at_inf["efficiency"], target):
        required = math.nan
    else:
        required = smallest_meeting(meets)  # nan: a target at the ceiling, met only at B = infinity
    return {"target_efficiency": target, "comm_time_budget_s": budget, "min_comm_time_s": floor,
            "required_bandwidth_bytes_per_s": required}


def _required_bandwidth_numeric(
    params: Mapping[str, Any], algorithm: str, collective: str, scaling: Any, ts: Any, target: Any,
    sync: Any = 0.0,
) -> dict[str, Any]:
    """B meeting ``target`` by a vectorized geometric bisection on B (nan where unreachable).

    For models whose time has no closed-form inverse in B (piecewise: the
    flat ring's slowest hop). Efficiency never decreases with B, so each row
    is bracketed by factors of 1000 from 1 B/s and bisected geometrically
    until the bracket stops shrinking in floating point. The steps and the
    acceptance test (:func:`ringcalc.numeric.reaches`) are those of
    :func:`_required_bandwidth_bisected` (one scenario: what ``ringcalc
    bandwidth`` answers), so a row equals it.

    Parameters
    ----------
    params : mapping
        The :func:`evaluate` parameters (``B`` is ignored), SI units.
    algorithm, collective : str
        The cost model.
    scaling : str or boolean array
        As for :func:`evaluate`.
    ts : array
        Compute time per step (after strong scaling), s.
    target : array
        Target efficiency, a fraction.
    sync : array
        Synchronisation time per step (straggler wait + framework overhead), s.

    Returns
    -------
    dict of numpy arrays
        ``target_efficiency``, ``comm_time_budget_s``, ``min_comm_time_s``
        (exposed time at infinite bandwidth, s) and
        ``required_bandwidth_bytes_per_s`` (bytes/s; 0 for one worker).
    """
    import numpy as np

    from ringcalc.numeric import _generated as gen

    n = np.asarray(params["N"], dtype=float)
    budget = gen.train_exposed_budget(T_s=ts, P=target, T_sync=sync)
    at_inf = evaluate(dict(params, B=np.inf), algorithm, collective, scaling=scaling)
    floor = np.asarray(at_inf["exposed_comm_time_s"], dtype=float)
    shape = np.broadcast_shapes(np.shape(floor), np.shape(budget), np.shape(n), np.shape(target))

    def meets(b: Any) -> Any:  # P >= target (numeric.reaches, the solvers' one comparison)
        p = evaluate(dict(params, B=b), algorithm, collective, scaling=scaling)["efficiency"]
        return np.broadcast_to(reaches(p, target), shape)

    reachable = np.broadcast_to(reaches(at_inf["efficiency"], target) & (n > 1), shape)
    lo, hi = _bracket_bandwidth(meets, reachable)
    reachable = reachable & np.isfinite(hi)  # a target at the ceiling met only at B = infinity: nan
    from ringcalc.numeric.roots import narrow

    free = reachable & meets(lo)  # met even at 1e-300 B/s: the time does not depend on B (nothing to send)
    lo, hi = narrow(meets, lo, hi, active=reachable & ~free)
    required = np.where(reachable, np.where(free, 0.0, hi), np.nan)
    required = np.where(np.broadcast_to(n, shape) <= 1, 0.0, required)
    return {
        "target_efficiency": target + 0 * ts,
        "comm_time_budget_s": budget,
        "min_comm_time_s": floor,
        "required_bandwidth_bytes_per_s": required,
    }


def _bracket_bandwidth(meets: Callable[[Any], Any], reachable: Any) -> tuple[Any, Any]:
    """Per row, a bracket lo < hi of B (bytes/s) a factor of 1000 apart, found from 1 B/s by factors of 1000:
    ``meets(hi)`` and not ``meets(lo)`` (short of infinity and 1e-300). Rows not ``reachable`` keep lo = hi = 1."""
    import numpy as np

    lo = np.ones(reachable.shape)
    hi = np.ones(reachable.shape)
    # raise hi (and lo behind it) until hi meets the target ...
    grow = reachable.copy()
    while np.any(grow):
        grow &= ~meets(hi) & np.isfinite(hi)
        lo = np.where(grow, hi, lo)
        hi = np.where(grow, hi * 1e3, hi)
    # ... then lower lo (and hi behind it) until lo misses it
    shrink = reachable.copy()
    while np.any(shrink):
        shrink &= (lo > 1e-300) & meets(lo)
        hi = np.where(shrink, lo, hi)
        lo = np.where(shrink, lo / 1e3, lo)
    return lo, hi
