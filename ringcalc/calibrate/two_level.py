"""Feed a two-level calibration (one-node and multi-node levels) to the two-level cost models.

``flat-ring`` and ``hierarchical-ring`` (:mod:`ringcalc.symbolic.collectives.hierarchical`)
need the intra-node link (``B_intra``, ``alpha_intra``), the NICs (``R``
per node, per-NIC ``B``, ``alpha`` per inter-node step) and G ranks per
node. A calibration fitted on a one-node log *and* a multi-node log of the
same system has them all (``ringcalc fit one.log two.log``):

* intra: the one-node level is a flat ring over the intra-node links, so
  its effective per-step latency and busbw at G ranks are ``alpha_intra``
  and ``B_intra``;
* flat-ring: every step of the N-rank ring is paced by its slowest hop; the
  multi-node level's effective (alpha, busbw) at N are that hop, so
  ``alpha`` is its latency and ``R B`` its busbw;
* hierarchical-ring: the two models are matched term by term at N
  (docs/calibration.md): ``2(n-1) alpha = 2(N-1) alpha_x - 2(G-1) alpha_i``
  and ``2(n-1)/n K/(R B) = 2(N-1)/N K/B_x - 2(G-1)/G K/B_i``. When the
  multi-node runs were faster than the intra-node phases alone allow, no
  hierarchical ring can have produced them, and the answer is refused.

All values are effective at the message size and N of the question (the
calibration's saturation term and latency model included).
"""

from __future__ import annotations

from dataclasses import dataclass

from ringcalc.calibrate.calibration import Calibration
from ringcalc.errors import RingcalcError


@dataclass(frozen=True)
class TwoLevelParams:
    """SI values for the two-level models, and what the reader should know."""

    gpus_per_node: int
    nics_per_node: int
    intra_bandwidth_bytes_per_s: float
    intra_latency_s: float
    bandwidth_bytes_per_s: float  # per NIC
    latency_s: float  # per inter-node step
    notes: tuple[str, ...] = ()


def two_level_params(cal: Calibration, algorithm: str, message_bytes: float, workers: int,
                     nics_per_node: int | None = None) -> TwoLevelParams:
    """Intra-node and per-NIC parameters for ``algorithm`` at ``workers`` ranks.

    Raises
    ------
    RingcalcError
        The calibration lacks a level, G is unknown, or the measurements
        contradict the hierarchical model.
    """
    intra, inter = cal.level_named("intra"), cal.level_named("inter")
    g = cal.gpus_per_node
    if intra is None or inter is None or g is None:
        raise RingcalcError(
            f"-a {algorithm} needs a calibration of both levels (fit a one-node and a multi-node log together: "
            "ringcalc fit one.log two.log); this one has no "
            + ("ranks per node" if g is None else ("one-node level" if intra is None else "multi-node level")),
            option="calibration",
        )
    if workers % g:
        raise RingcalcError(f"the calibration has {g} ranks per node, which does not divide {workers} workers",
                            option="workers")
    r = nics_per_node or cal.nics_per_node or g
    notes = []
    a_i, b_i = cal.ring_params(message_bytes, g, intra) if g >= 2 else (0.0, float("inf"))
    a_x, b_x = cal.ring_params(message_bytes, max(workers, 2), inter)
    k, n, nodes = message_bytes, workers, workers // g
    if algorithm == "flat-ring" or nodes < 2:
        if b_x > b_i:
            notes.append(f"the multi-node runs reached {b_x / 1e9:.4g} GB/s busbw, more than one node's "
                         f"{b_i / 1e9:.4g} GB/s: the NICs are not what limits them, and a flat ring would be paced "
                         "by the intra-node hops")
        return TwoLevelParams(g, r, b_i, a_i, b_x / r, a_x, tuple(notes))
    t_x_lat, t_i_lat = 2 * (n - 1) * a_x, 2 * (g - 1) * a_i
    t_x_bw, t_i_bw = 2 * (n - 1) / n * k / b_x, 2 * (g - 1) / g * k / b_i
    if t_x_bw <= t_i_bw:
        raise RingcalcError(
            f"the multi-node runs moved {k:.6g} B in {t_x_bw * 1e3:.4g} ms of bandwidth time, less than the "
            f"{t_i_bw * 1e3:.4g} ms the intra-node phases of a hierarchical ring take with the one-node level: "
            "NCCL did not run a hierarchical ring on this system; use -a flat-ring or -a ring",
            kind="infeasible",
        )
    rb = 2 * (nodes - 1) / nodes * k / (t_x_bw - t_i_bw)
    alpha = max(0.0, t_x_lat - t_i_lat) / (2 * (nodes - 1))
    return TwoLevelParams(g, r, b_i, a_i, rb / r, alpha, tuple(notes))
