"""The checks of a calibration file's fitted cluster (``"physical"``) on load, field by field.

:func:`ringcalc.calibrate.cluster_calibration.physical_from_dict` builds the fit from what it reads; this module
first checks every field it will compute with (type, range, shape), so that a hand-edited file ends in one
:class:`~ringcalc.errors.RingcalcError` naming the field, as the rest of the file does
(:mod:`ringcalc.calibrate.calibration_file`). Until 2026-11-29 ``physical.cluster.gpus_per_node = 0`` ended
``time --calibration`` in a ZeroDivisionError and ``physical.cov[1][1] = -1`` in "math domain error".

The bounds are far outside anything a fit writes: the parameters ``x`` are natural logarithms of rates in B/s and
of latencies in s (a rate of e^100 B/s is no network), the sigmas and bands are spreads of such logarithms, the
discrepancies' bins are log10 message sizes.
"""

from __future__ import annotations

import math
from typing import Any

MAX_COUNT = 10_000_000
"""The largest rank, node or GPU count read (as :data:`ringcalc.calibrate.nccl_records.MAX_RANKS`)."""
MAX_LOG = 100.0
"""The largest magnitude of a fitted log-parameter, spread or log10 size (e^100 overflows nothing)."""
PRIORS = ("net_efficiency", "scale_up_efficiency", "nvls_efficiency")


def check_physical(d: Any, r: Any) -> None:
    """Check the ``physical`` object ``d`` of a calibration whose top-level reader is ``r`` (a ``_Reader``)."""
    if d in (None, {}):
        return
    from ringcalc.calibrate.cluster_fit import NAMES

    p = r.child(d, "physical")
    c = p.child(p.obj("cluster") or _missing(p, "cluster"), "cluster")
    _cluster(c)
    k = len(NAMES)
    _numbers(p, "x", k, -MAX_LOG, MAX_LOG)
    _numbers(p, "prior_mean", k, -MAX_LOG, MAX_LOG)
    sigma = _numbers(p, "prior_sigma", k, 0.0, MAX_LOG)
    if min(sigma) <= 0:
        raise p.error("prior_sigma", "must hold numbers > 0")
    _cov(p, k)
    constrained = p.array("constrained", required=True)
    if len(constrained) != k or not all(isinstance(v, bool) for v in constrained):
        raise p.error("constrained", f"must be a list of {k} true/false")
    for key in ("residual_sigma", "layout_sigma"):
        _bounded(p, key, 0.0, MAX_LOG)
    for key in ("residual_bands", "layout_bands"):
        _numbers(p, key, None, 0.0, MAX_LOG, required=False)
    _layouts(p)
    sizes = _numbers(p, "sizes", 2, 0.0, math.inf)
    if not 0 < sizes[0] <= sizes[1] or not math.isfinite(sizes[1]):
        raise p.error("sizes", f"must be [smallest, largest] message sizes in bytes, 0 < smallest <= largest, got "
                               f"{sizes}")
    _ran(p)
    _collective(p, r)
    for i, item in enumerate(p.array("discrepancies")):
        _discrepancy(p.child(item, f"discrepancies[{i}]"))


def _missing(r: Any, key: str) -> dict:
    raise r.error(key, "is missing")


def _bounded(r: Any, key: str, low: float, high: float, required: bool = True) -> float:
    v = r.number(key, required=required, minimum=None)
    if math.isnan(v) and not required:
        return v
    if not low <= v <= high:
        raise r.error(key, f"must be in [{low:g}, {high:g}], got {v:g}")
    return v


def _numbers(r: Any, key: str, length: int | None, low: float, high: float, required: bool = True) -> list[float]:
    values = r.array(key, required=required)
    if length is not None and len(values) != length:
        raise r.error(key, f"must be a list of {length} numbers, got {len(values)}")
    for v in values:
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not low <= v <= high:
            raise r.error(key, f"must hold numbers in [{low:g}, {high:g}], got {str(v)[:40]}")
    return [float(v) for v in values]


def _cov(p: Any, k: int) -> None:
    """The parameters' covariance: k x k, finite, symmetric, positive semi-definite, variances at most MAX_LOG."""
    rows = p.array("cov", required=True)
    if len(rows) != k or not all(isinstance(row, list) and len(row) == k for row in rows):
        raise p.error("cov", f"must be a {k} x {k} matrix")
    flat = [v for row in rows for v in row]
    if not all(not isinstance(v, bool) and isinstance(v, (int, float)) and math.isfinite(v) for v in flat):
        raise p.error("cov", "must hold finite numbers")
    for i in range(k):
        if not 0 <= rows[i][i] <= MAX_LOG:
            raise p.error(f"cov[{i}][{i}]", f"is a variance: must be in [0, {MAX_LOG:g}], got {rows[i][i]:g}")
        for j in range(i):
            if abs(rows[i][j] - rows[j][i]) > 1e-9 * (1 + abs(rows[i][j])):
                raise p.error("cov", f"must be symmetric (cov[{i}][{j}] != cov[{j}][{i}])")
    import numpy as np

    if float(np.linalg.eigvalsh(np.array(rows, dtype=float)).min()) < -1e-9 * max(1.0, max(map(abs, flat))):
        raise p.error("cov", "must be positive semi-definite (a covariance)")


def _cluster(c: Any) -> None:
    g = c.integer("gpus_per_node", minimum=1)
    if g > MAX_COUNT:
        raise c.error("gpus_per_node", f"must be <= {MAX_COUNT}, got {g}")
    nics = c.integer("nics_per_node", minimum=1)
    if nics > MAX_COUNT:
        raise c.error("nics_per_node", f"must be <= {MAX_COUNT}, got {nics}")
    node = c.integer("node_gpus", required=False, minimum=0) or 0
    if node and (node > g or g % node):
        raise c.error("node_gpus", f"must be 0 or a divisor of gpus_per_node ({g}), got {node}")
    for key in ("nic_bandwidth_bytes_per_s", "scale_up_bandwidth_bytes_per_s"):  # null: not known
        if c.d.get(key) is not None and c.number(key) <= 0:
            raise c.error(key, "must be > 0 (or null: not known)")
    if c.d.get("nodes_per_leaf") is not None and c.number("nodes_per_leaf") < 1:
        raise c.error("nodes_per_leaf", "must be >= 1 (or null: one leaf)")
    _bounded(c, "oversubscription", 1.0, 1e6)
    for key in ("hop_latency_s", "base_latency_s", "step_latency_s"):
        _bounded(c, key, 0.0, 1e6)
    for key in ("scale_up_latency_s", "nic_latency_s", "net_latency_s", "net_latency_simple_s"):
        if c.d.get(key) is not None:
            _bounded(c, key, 0.0, 1e6)
    if (c.d.get("net_latency_s") is None) != (c.d.get("net_latency_simple_s") is None):
        raise c.error("net_latency_s", "and net_latency_simple_s are given together (the transport's own latency "
                                       "per step, LL/LL128 and Simple) or both null")
    factor = _bounded(c, "latency_factor", 0.0, 1e6)
    if factor <= 0:
        raise c.error("latency_factor", "must be > 0")
    for key, kinds in _kinds().items():
        if c.d.get(key) is None and key == "tuner":  # null: NCCL's own pick
            continue
        if c.string(key) not in kinds:
            raise c.error(key, f"must be one of {', '.join(kinds)}{' (or null)' if key == 'tuner' else ''}, got "
                               f"{c.d[key][:40]!r}")
    for key in ("gpu", "name", "display"):
        c.string(key, required=False)
    for key in ("nvls", "sharp", "scale_up_mesh"):
        if key in c.d and c.d[key] is not None and not isinstance(c.d[key], bool):
            raise c.error(key, f"must be true or false, got {str(c.d[key])[:40]}")
    for key in ("sources", "notes"):
        if not all(isinstance(v, str) for v in c.array(key)):
            raise c.error(key, "must be a list of strings")
    for key in PRIORS:
        prior = c.child(c.obj(key) or _missing(c, key), key)
        values = [_bounded(prior, end, 0.0, 1e6) for end in ("low", "typical", "high")]
        if not 0 < values[0] <= values[1] <= values[2]:
            raise prior.error("", f"must have 0 < low <= typical <= high, got {values}")
        prior.string("source", required=False)
        if not isinstance(prior.d.get("measured", False), bool):
            raise prior.error("measured", "must be true or false")


def _kinds() -> dict[str, tuple[str, ...]]:
    """The values of the cluster's named kinds that the cluster models know (a file's other value would be costed as
    some default, a silently different number; until 2026-12 any string was read)."""
    from ringcalc.cluster.aws_tuner import PLATFORMS
    from ringcalc.cluster.nccl_constants import GENERATIONS, NET_OVERHEAD_US
    from ringcalc.cluster.spec import SCALE_UP_KINDS, TRANSPORTS

    # "unstated": the transport of a cluster built without one (ringcalc/cluster/build.py)
    return {"scale_up_kind": SCALE_UP_KINDS, "transport": (*TRANSPORTS, "unstated"), "generation": GENERATIONS,
            "cpu_vendor": tuple(NET_OVERHEAD_US), "tuner": PLATFORMS}


def _collective(p: Any, r: Any) -> None:
    """``physical.collective``: the file's own collective (the cluster is fitted to the file's logs), dashed."""
    from ringcalc.calibrate.model import normalize_collective

    own = normalize_collective(str(r.d.get("collective"))).replace("_", "-")
    value = p.string("collective", required=False, default=own)
    if value != own:
        raise p.error("collective", f"must be {own!r}, the file's collective (its logs' collective), got {value[:40]!r}")


def _layouts(p: Any) -> None:
    layouts = p.array("layouts", required=True)
    if not layouts:
        raise p.error("layouts", "is empty (the measured (ranks, nodes) pairs)")
    for i, pair in enumerate(layouts):
        ok = (isinstance(pair, list) and len(pair) == 2
              and all(not isinstance(v, bool) and isinstance(v, int) for v in pair)
              and 1 <= pair[1] <= pair[0] <= MAX_COUNT)
        if not ok:
            raise p.error(f"layouts[{i}]", f"must be [ranks, nodes] with 1 <= nodes <= ranks, got {str(pair)[:40]}")


def _ran(p: Any) -> None:
    ran = p.obj("ran")
    for key, changes in ran.items():
        ok = isinstance(changes, list) and all(
            isinstance(c, list) and len(c) == 2 and not isinstance(c[0], bool) and isinstance(c[0], (int, float))
            and math.isfinite(c[0]) and isinstance(c[1], str) for c in changes)
        if not ok:
            raise p.error(f"ran.{key}", "must be a list of [size in bytes, \"algorithm/protocol\"]")


def _discrepancy(r: Any) -> None:
    for key in ("ranks", "nodes"):
        v = r.integer(key, minimum=1)
        if v > MAX_COUNT:
            raise r.error(key, f"must be <= {MAX_COUNT}, got {v}")
    x = _numbers(r, "x", None, -MAX_LOG, MAX_LOG)
    _numbers(r, "r", len(x), -MAX_LOG, MAX_LOG)
    _numbers(r, "n", len(x), 1, MAX_COUNT)
    for key in ("scale", "length", "noise"):
        if _bounded(r, key, 0.0, MAX_LOG) <= 0:
            raise r.error(key, "must be > 0")
    algos = r.d.get("algorithms")
    if algos is not None and not (isinstance(algos, list) and all(isinstance(a, str) for a in algos)):
        raise r.error("algorithms", "must be null or a list of strings")
