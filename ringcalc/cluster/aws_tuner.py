"""AWS's own pick of (algorithm, protocol) on its GPU instances: aws-ofi-nccl's region tuner.

On AWS P5/P5e, P5en, P6-B200 and P6-B300 instances the EFA plugin (aws/aws-ofi-nccl) is also NCCL's tuner
plugin: NCCL loads the tuner from the net plugin's library when ``NCCL_TUNER_PLUGIN`` is not set
(NVIDIA/nccl ``src/plugin/tuner.cc`` @ 5067397c: ``ncclGetNetPluginLib(ncclPluginTypeTuner)``), and the plugin
picks its *region* tuner on these platforms (``src/tuner/nccl_ofi_tuner.cpp`` @ 2daf7d30: "Choose Region over
Model when both are supported"). The region tuner places the collective at (log2 bytes, log2 ranks) and, for the
first of its platform's polygons that holds the point, zeroes that pair's cost in NCCL's table, so NCCL runs it
(``src/tuner/nccl_ofi_regions.cpp`` @ 2daf7d30, ``region_get_coll_info_internal_v3``). It leaves NCCL's own model
in charge when:

* the job spans two nodes or fewer ("the regions are not well defined");
* the platform has no regions for the job's ranks per node (P5/P5e: 8, 2 or 1; the others 8 or 1) or collective;
* no region holds the point, or NCCL cannot run the region's pair here (NVLS without NVLink SHARP, PAT with more
  than one rank per node);
* ``NCCL_ALGO`` or ``NCCL_PROTO`` is set (ringcalc: ``--algorithm`` other than auto, or ``--protocol``), or
  ``OFI_NCCL_TUNER_TYPE=Internal`` (a cluster with ``tuner = "nccl"``).

The polygons are the source's (:mod:`ringcalc.cluster.aws_ofi_regions`, generated from it); the geometry below
ports its ``extend_region``, ``intersect``, ``distance`` and ``is_inside_region``. Its per-size channel and chunk
overrides are not replicated (ringcalc does not cost channels).
"""

from __future__ import annotations

import math
from functools import lru_cache

TUNER_MAX_SIZE = 100.0 * 1024 * 1024 * 1024
"""Bytes beyond which the plugin's regions end (``TUNER_MAX_SIZE``, ``nccl_ofi_tuner_region.h``)."""
TUNER_MAX_RANKS = 1024.0 * 1024
"""Ranks beyond which the plugin's regions end (``TUNER_MAX_RANKS``)."""
EPS = 1e-10
PLATFORMS = ("p5-p5e", "p5en", "p6", "p6-b300")
"""The plugin's tuner platforms (``enum nccl_ofi_tuner_platform``): instance types p5.48xlarge and p5e.48xlarge,
p5en.48xlarge, p6-b200.48xlarge, p6-b300.48xlarge (``nccl_ofi_tuner_process_config.h``)."""
MAX_NODES_NCCL = 2
"""At this many nodes or fewer the region tuner leaves the pick to NCCL."""

_LIMITS = {"TUNER_MAX_SIZE": TUNER_MAX_SIZE, "TUNER_MAX_RANKS": TUNER_MAX_RANKS}


def _log2_point(x: float, y: float) -> tuple[float, float]:
    """``transform_log2``: 0 becomes 1e-6 before the logarithm."""
    return math.log2(x if x != 0 else 1e-6), math.log2(y if y != 0 else 1e-6)


def extend_region(a: tuple[float, float], b: tuple[float, float],
                  z: tuple[float, float] = (TUNER_MAX_SIZE, TUNER_MAX_RANKS)) -> tuple[float, float]:
    """The farthest point of the line through ``a`` and ``b`` (in log2 space) with ``z``'s x or y: the source's
    ``extend_region``, returned in bytes and ranks."""
    ax, ay = _log2_point(*a)
    bx, by = _log2_point(*b)
    zx, zy = _log2_point(*z)
    if ax == bx:
        x, y = ax, zy
    elif ay == by:
        x, y = zx, ay
    else:
        m = (ay - by) / (ax - bx)
        c = by - m * bx
        projected = m * zx + c
        x, y = (zx, projected) if projected < zy else ((zy - c) / m, zy)
    return 2.0 ** x, 2.0 ** y


def _cross(a: tuple[float, float], b: tuple[float, float]) -> float:
    return a[0] * b[1] - a[1] * b[0]


def _intersect(x0, x1, y0, y1, eps: float = EPS):  # noqa: ANN001, ANN202 - 2-D points as tuples
    """The source's ``intersect``: 1 if segment x0-x1 crosses y0-y1, -1 if not, 0 if the crossing is at y0 or y1
    (or the segments are parallel); and the crossing point on the y line."""
    dx = (x1[0] - x0[0], x1[1] - x0[1])
    dy = (y1[0] - y0[0], y1[1] - y0[1])
    d = _cross(dy, dx)
    if abs(d) < eps:
        return 0, None
    a = (_cross(x0, dx) - _cross(y0, dx)) / d
    sect = (y0[0] + a * dy[0], y0[1] + a * dy[1])
    if a < -eps or a > 1 + eps:
        return -1, sect
    if a < eps or a > 1 - eps:
        return 0, sect
    a = (_cross(x0, dy) - _cross(y0, dy)) / d
    if a < 0 or a > 1:
        return -1, sect
    return 1, sect


def _distance(x, y0, y1, eps: float = EPS) -> float:  # noqa: ANN001 - 2-D points as tuples
    """The source's ``distance``: from x to the nearest point of segment y0-y1 along its normal (inf outside)."""
    dy = (y1[0] - y0[0], y1[1] - y0[1])
    x1 = (x[0] + dy[1], x[1] - dy[0])
    r, s = _intersect(x, x1, y0, y1, eps)
    if r == -1 or s is None:
        return math.inf
    return math.hypot(s[0] - x[0], s[1] - x[1])


def is_inside_region(point: tuple[float, float], vertices: tuple[tuple[float, float], ...]) -> int:
    """The source's ray casting, in log2 space: 1 inside, 0 on an edge, -1 outside."""
    n = len(vertices)
    for i in range(n):
        if _distance(point, vertices[i], vertices[(i + 1) % n]) < EPS:
            return 0
    xs = [v[0] for v in vertices]
    ys = [v[1] for v in vertices]
    if point[0] < min(xs) or point[0] > max(xs) or point[1] < min(ys) or point[1] > max(ys):
        return -1  # outside the bounding box
    far = _log2_point(2.0 * TUNER_MAX_SIZE, 2.0 * TUNER_MAX_RANKS)
    crosses = sum(1 for i in range(n) if _intersect(point, far, vertices[i], vertices[(i + 1) % n])[0] == 1)
    return 1 if crosses & 1 else -1


@lru_cache(maxsize=None)
def regions(platform: str, ranks_per_node: int, collective: str) -> tuple[tuple[str, str, tuple], ...]:
    """The platform's polygons for the layout and collective, in order, with vertices in log2 space; () if none."""
    from ringcalc.cluster.aws_ofi_regions import REGIONS

    spec = REGIONS.get(platform, {}).get(ranks_per_node, {}).get(collective)
    if spec is None:
        return ()
    named = {name: extend_region(tuple(_LIMITS.get(v, v) for v in a), tuple(_LIMITS.get(v, v) for v in b))
             for name, (a, b) in spec["extend"].items()}

    def value(v: int | str, axis: int) -> float:
        if isinstance(v, str) and v in _LIMITS:
            return _LIMITS[v]
        if isinstance(v, str):
            name, _, coord = v.partition(".")
            return named[name]["xy".index(coord)]
        return float(v)

    out = []
    for algorithm, protocol, verts in spec["regions"]:
        pts = [named[v] if isinstance(v, str) else (value(v[0], 0), value(v[1], 1)) for v in verts]
        out.append((algorithm, protocol, tuple(_log2_point(*p) for p in pts)))
    return tuple(out)


def layouts(platform: str) -> str:
    """``8 ranks per node: all-reduce; 1: all-reduce, all-gather, reduce-scatter``: what the platform's regions
    cover."""
    from ringcalc.cluster.aws_ofi_regions import REGIONS

    return "; ".join(f"{k} per node: {', '.join(colls)}" for k, colls in REGIONS.get(platform, {}).items())


def applies(platform: str, collective: str, ranks: int, nodes: int) -> bool:
    """Whether the platform has regions for this many nodes, ranks per node and collective."""
    return nodes > MAX_NODES_NCCL and ranks % nodes == 0 and bool(regions(platform, ranks // nodes, collective))


def region_pick(platform: str, collective: str, nbytes: float, ranks: int, nodes: int,
                runnable) -> tuple[str, str] | None:  # noqa: ANN001 - a predicate on (algorithm, protocol)
    """The pair the region tuner makes NCCL run, or None where it leaves the pick to NCCL's own model.

    ``runnable(algorithm, protocol)``: whether NCCL can run the pair here (a region whose pair it cannot run is
    passed over, as the source skips pairs NCCL's cost table marks as ignored).
    """
    if not applies(platform, collective, ranks, nodes):
        return None
    table = regions(platform, ranks // nodes, collective)
    point = _log2_point(float(nbytes), float(ranks))
    for algorithm, protocol, verts in table:
        if not runnable(algorithm, protocol):
            continue
        if is_inside_region(point, verts) >= 0:
            return algorithm, protocol
    return None
