"""A collective run on a simulated cluster, compared with the cluster cost model (``ring@cluster`` etc.).

:func:`check_on_cluster` runs an algorithm of
:data:`~ringcalc.executor.on_cluster.CLUSTER_ALGORITHMS` on random data and
compares, with the generated model functions (:mod:`ringcalc.numeric`, the
numbers the CLI prints) at the same symbol values:

* the result: the exact reduction on every rank (within float rounding), bitwise identical;
* the bytes of each link class. The model does not state them apart; they are
  read off its time: with the NICs infinitely fast (``B = inf``) and no
  latency, the time is the scale-up bytes over the scale-up rate; with the
  scale-up link infinitely fast, the NIC bytes over the node's NIC rate. The
  busiest GPU's scale-up bytes, the busiest node's NIC bytes and the busiest
  NIC's bytes (the model spreads a node's bytes over the NICs its busiest node uses) are compared;
* the bandwidth time (no latency, no reduction) with the replay's on the cluster's rates;
* reported beside, not part of :attr:`ClusterCheck.ok`: the busiest rank's bytes over all its
  links (the model's ``bytes_sent_per_worker``) and the busiest GPU's combined bytes (``gamma``'s coefficient);
* the hops of the heaviest chain with NCCL's count of intra- and inter-node
  steps, read off the model's latency (``alpha = 1`` or ``alpha_intra = 1``,
  everything else 0): reported side by side, not part of :attr:`ClusterCheck.ok`,
  because the model keeps NCCL's own count (``tuning.cc``) on purpose;
* the whole time (latency and reduction included), reported.

In-network reduction (NVLS, CollNet) is compared on bytes only: the switch's
reduction and its steps are not executed.

:meth:`ClusterCheck.verdict` sums it up and says "agree" only when every compared
quantity is equal; a figure reported beside the check that differs makes it
"differ" (before, the verdict said "agree" beside a row marked "differs"), and an
expected difference is named ("explained": uneven chunks, NCCL's step count, a
switch that reduces). Uneven chunks excuse a figure only between the model's at K
rounded down and up to a multiple of the grain (:meth:`ClusterCheck.bracket`, in
bytes); one rank moves nothing, and says so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from ringcalc.executor.cluster_run import ClusterRun
from ringcalc.executor.fabric import Fabric
from ringcalc.executor.numerics import NumericsReport, numerics_report
from ringcalc.executor.on_cluster import IN_NETWORK, elements_grain, hop_weights, link_rates, replay, run_on_cluster

RTOL = 1e-9
"""Relative tolerance of every comparison: float rounding of the model's evaluation, not a model error."""

LATENCIES = ("L_base", "alpha", "alpha_intra", "alpha_ovh", "alpha_hop")
CLASSES = ("scale_up_bytes_per_gpu", "nic_bytes_per_node", "nic_bytes_per_nic")
"""The link classes compared (part of :attr:`ClusterCheck.ok`)."""
REPORTED = ("bytes_sent_per_worker", "reduced_bytes_per_gpu")
BESIDE = (*REPORTED, "time")
"""Every figure compared beside :attr:`ClusterCheck.ok`: a difference makes the verdict "differ", not "disagree"."""
"""Compared and reported, not part of :attr:`ClusterCheck.ok`: the busiest rank's bytes over all its links (the
model's ``bytes_sent_per_worker``) and the busiest GPU's combined bytes (the model's coefficient of ``gamma``)."""


def _evaluate(model: str, collective: str, values: Mapping[str, Any], **changes: Any) -> float:
    from ringcalc import numeric

    return float(numeric.evaluate("time", {**values, **changes}, model, collective))


def _quiet(values: Mapping[str, Any]) -> dict[str, Any]:
    """The values with every latency and the reduction cost at 0 (the bandwidth term alone)."""
    return {**values, **{name: 0.0 for name in LATENCIES}, "gamma": 0.0, "plat": 1.0}


def model_link_bytes(model: str, collective: str, values: Mapping[str, Any], fabric: Fabric,
                     algorithm: str) -> dict[str, float]:
    """The bytes per link class the model's time implies (module docstring), at the values' K."""
    rates = link_rates(values, fabric, algorithm)
    quiet = _quiet(values)
    up = _evaluate(model, collective, quiet, B=math.inf) * rates["scale_up"]
    nic = _evaluate(model, collective, quiet, B_intra=math.inf, o_sub=1.0) * rates["nic"]
    reduced = _evaluate(model, collective, quiet, B=math.inf, B_intra=math.inf, gamma=1.0)
    from ringcalc import numeric

    per_worker = float(numeric.evaluate("bytes_sent_per_worker", values, model, collective))
    node = nic * nics_worth(fabric, algorithm)
    if algorithm in ("double-binary-tree", "nvls-tree") and fabric.ranks_on(fabric.nodes - 1) < fabric.gpus_per_node:
        # the busiest node is a full one (a partial last node has no more tree edges: TREE_LAST_NET_FACTOR), while
        # the busiest NIC may be the partial node's: a full node's bytes are the time's with the last node full
        full = {**quiet, "N": fabric.nodes * fabric.gpus_per_node}
        node = _evaluate(model, collective, full, B_intra=math.inf, o_sub=1.0) * rates["nic"] * fabric.channels
    return {"scale_up_bytes_per_gpu": up, "nic_bytes_per_nic": nic,
            "nic_bytes_per_node": node,
            "bytes_sent_per_worker": per_worker, "reduced_bytes_per_gpu": reduced}


def nics_worth(fabric: Fabric, algorithm: str) -> float:
    """A node's NIC bytes over its busiest NIC's, as the model's time charges the busiest NIC: NCCL's C channels sit
    whole on the last node's NICs, C / ceil(C / nics) (``nics_effective``); Horovod's rings one per GPU's rail, g over
    the busiest NIC's rails (``RAIL_LOAD``)."""
    last = fabric.nics_on(fabric.nodes - 1)
    if algorithm != "hierarchical-ring" or fabric.nodes == 1:
        return fabric.channels / -(-fabric.channels // last)
    load = [0.0] * fabric.nics_per_node
    for gpu in range(fabric.ranks_on(0)):
        nics = fabric.gpu_nics(gpu)
        for nic in nics:
            load[nic] += 1 / len(nics)
    return fabric.ranks_on(0) / max(load)


def model_steps(model: str, collective: str, values: Mapping[str, Any]) -> tuple[float, float, float]:
    """(intra, inter, between leaves) steps of the model's latency term: NCCL's count of steps on each link, and the
    inter-node steps that also cross the tier (each charged 2 alpha_hop: ``alpha_hop = 1/2`` reads their count)."""
    zero = {**_quiet(values), "K": 0.0}
    return (_evaluate(model, collective, zero, alpha_intra=1.0), _evaluate(model, collective, zero, alpha=1.0),
            _evaluate(model, collective, zero, alpha_hop=0.5))


LABELS = {
    "scale_up_bytes_per_gpu": "the busiest GPU's scale-up bytes", "nic_bytes_per_node": "the busiest node's NIC bytes",
    "nic_bytes_per_nic": "the busiest NIC's bytes", "bytes_sent_per_worker": "the busiest rank's bytes sent",
    "reduced_bytes_per_gpu": "the busiest GPU's reduced bytes (the model's gamma term)",
    "bandwidth_time": "the bandwidth time", "time": "the whole time (latency included)",
}
"""How the verdict names each compared quantity."""


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=RTOL, abs_tol=0.5)


@dataclass
class ClusterCheck:
    """An executed collective on a cluster against its cost model (SI units; bytes at the run's K)."""

    run: ClusterRun
    numerics: NumericsReport
    model: str
    collective: str
    executed_bytes: dict[str, float]
    model_bytes: dict[str, float]
    times: dict[str, float]
    model_bandwidth_s: float
    model_latency_s: float
    model_time_s: float
    model_steps: tuple[float, float, float]

    @property
    def in_network(self) -> bool:
        return self.run.algorithm in IN_NETWORK

    @property
    def result_matches(self) -> bool:
        return self.numerics.result_matches

    @property
    def mismatched_classes(self) -> list[str]:
        """The link classes whose executed bytes differ from the model's."""
        return [c for c in CLASSES if not _close(self.executed_bytes[c], self.model_bytes[c])]

    @property
    def bytes_match(self) -> bool:
        return not self.mismatched_classes

    @property
    def reported_mismatches(self) -> list[str]:
        """Figures reported beside the link classes that differ: the busiest rank's bytes, the busiest GPU's reduction."""
        if self.in_network:
            return [c for c in ("bytes_sent_per_worker",) if not _close(self.executed_bytes[c], self.model_bytes[c])]
        return [c for c in REPORTED if not _close(self.executed_bytes[c], self.model_bytes[c])]

    @property
    def bandwidth_match(self) -> bool | None:
        """Replayed bandwidth time equal to the model's (None for in-network reduction)."""
        if self.in_network:
            return None
        return math.isclose(self.times["bandwidth_s"], self.model_bandwidth_s, rel_tol=RTOL, abs_tol=1e-15)

    @property
    def executed_steps(self) -> tuple[int, int, int] | None:
        """(intra, inter, between leaves) hops of the heaviest executed chain (inter includes those between leaves)."""
        h = self.run.hops
        return None if h is None else (int(h[0]), int(h[1] + h[2]), int(h[2]))

    @property
    def steps_match(self) -> bool | None:
        if self.executed_steps is None:
            return None
        # the model's counts are exact integers where they are counts (a ring's share of tier crossings may not be)
        return all(abs(e - m) < 1e-9 for e, m in zip(self.executed_steps, self.model_steps))

    @property
    def ok(self) -> bool:
        """Result, bytes per link class and bandwidth time agree (the steps are reported beside)."""
        return self.result_matches and self.bytes_match and self.bandwidth_match is not False

    @property
    def time_match(self) -> bool | None:
        """The replayed whole time equal to the model's within rounding; None where it is not compared (in-network
        reduction; a chain whose steps are not NCCL's count, which the model keeps)."""
        if self.in_network or self.steps_match is not True:
            return None
        return math.isclose(self.times["time_s"], self.model_time_s, rel_tol=RTOL, abs_tol=1e-15)

    @property
    def differences(self) -> list[str]:
        """Every compared quantity that differs (each one the table marks "differs")."""
        return [*self.mismatched_classes, *self.reported_mismatches, *(["bandwidth_time"] * (self.bandwidth_match is False)),
                *(["time"] * (self.time_match is False))]

    def verdict(self, even: bool = True, grain: int = 1) -> tuple[str, str]:
        """``(status, sentence)`` of the whole check; ``status`` is one of

        * ``"agree"``: every compared quantity is equal (the steps too, where executed);
        * ``"explained"``: every difference is one the check expects and names (uneven chunks: the model's bytes are a
          continuous approximation; NCCL's own count of steps, which the model keeps; in-network reduction, whose
          switch reduces and whose time is not replayed);
        * ``"differ"``: the result, link bytes and bandwidth time match, but a figure reported beside them (the busiest
          rank's bytes, the busiest GPU's reduced bytes, the whole time where the steps are NCCL's) differs from the
          model's (before, a whole time 13% off the model's was called "agree");
        * ``"disagree"``: the result, a link class's bytes or the bandwidth time differ (:attr:`ok` false).

        Never ``"agree"`` while a compared quantity differs.
        """
        if not self.result_matches:
            return "disagree", "the result is wrong"
        differences = self.differences
        if self.run.fabric.workers == 1 and not differences:
            return "agree", "one rank: nothing to communicate, no link carries a byte (model and execution agree)"
        if not even and differences:  # every chunk within one element of the continuous K/grain: bytes bracketed
            beyond = [d for d in differences if not self.in_bracket(d, grain)]
            if not beyond:
                named = "; ".join(self._span(d, grain) for d in differences)
                return "explained", (f"the result is exact; K is not a multiple of {grain:,}: uneven chunks, the "
                                     f"model's bytes are a continuous approximation and each figure lies between "
                                     f"the model's at K rounded down and up to a multiple of {grain:,} ({named})")
            differences = beyond
            uneven = (f" (beyond what uneven chunks of K not a multiple of {grain:,} explain: "
                      + "; ".join(self._span(d, grain) for d in beyond) + ")")
        else:
            uneven = ""
        named = ", ".join(self._label(d) for d in differences)
        if any(d not in BESIDE for d in differences):
            return "disagree", f"on {named}{uneven}{self._direction(differences)}"
        if differences:
            return "differ", (f"on {named}{uneven} (reported beside the check; the result, every link class's bytes"
                              + (" and the bandwidth time" if self.bandwidth_match is not False else "") + " match)"
                              + self._time_note(differences))
        if self.in_network:
            return "explained", ("the result and every link class's bytes match; the switch reduces, so its reduction, "
                                 "steps and time are not executed (bytes checked only)")
        if self.steps_match is False:
            ex, mo = self.executed_steps, self.model_steps
            tier = (f", {ex[2]} of them between leaves (the model: {mo[2]:g})" if ex[2] or mo[2] else "")
            return "explained", (f"the result, every link class's bytes and the bandwidth time match; the steps do not: "
                                 f"the executed chain crosses {ex[0]} + {ex[1]} hops (intra + inter){tier}, NCCL's "
                                 f"count, which the model keeps (tuning.cc), is {mo[0]:g} + {mo[1]:g}, so the whole time "
                                 f"is not compared")
        return "agree", "model and execution agree"

    def _label(self, name: str) -> str:
        """How the verdict names ``name``: NCCL's reduced bytes are no gamma term (``--gamma`` is refused for NCCL's
        algorithms, whose kernels reduce as they copy; before, the verdict blamed "the model's gamma term")."""
        if name == "reduced_bytes_per_gpu" and self.run.algorithm != "hierarchical-ring":
            return ("the busiest GPU's reduced bytes (the coefficient of gamma in the model, which NCCL's algorithms do "
                    "not price: their kernels reduce as they copy)")
        return LABELS[name]

    def _time_note(self, differences: list[str]) -> str:
        """The whole times (where the steps match and the times do not)."""
        if "time" not in differences:
            return ""
        return f": executed {self.times['time_s'] * 1e6:.2f} us, model {self.model_time_s * 1e6:.2f} us"

    def _direction(self, differences: list[str]) -> str:
        """Whether the model charges the differing links more than the execution moves (conservative) or less."""
        pairs = [(self.times["bandwidth_s"], self.model_bandwidth_s) if d == "bandwidth_time"
                 else (self.executed_bytes[d], self.model_bytes[d]) for d in differences if d not in REPORTED]
        if all(model > executed for executed, model in pairs):
            return ": the model charges more than the execution moves (conservative)"
        if all(model < executed for executed, model in pairs):
            return ": the model charges less than the execution moves (optimistic)"
        return ""

    def bracket(self, name: str, grain: int) -> tuple[float, float, float]:
        """(executed, lowest, highest) of the compared quantity ``name`` that chunks of uneven size can give: the
        model's at K rounded down and up to a multiple of ``grain`` elements (bytes; seconds for the times).

        Why it is exact: the executor cuts K with :func:`~ringcalc.executor.buffers.chunk_counts`, whose every chunk
        grows with K, so a link's bytes at K lie between its bytes at those two multiples, where the chunks are even
        and the bytes are the model's; the model is linear in K. Before 2026-11-29 the verdict allowed a relative
        ``grain / K`` of every figure, printed without a unit ("within 64 of them" at K = 1: 6,400%).
        """
        k = self.run.elements
        lo, hi = (k // grain * grain / k, -(-k // grain) * grain / k) if k else (1.0, 1.0)
        if name == "time":  # the latency is no chunk's: only the part proportional to K moves
            fixed = self.model_latency_s
            return self.times["time_s"], fixed + (self.model_time_s - fixed) * lo, fixed + (self.model_time_s - fixed) * hi
        if name == "bandwidth_time":
            return self.times["bandwidth_s"], self.model_bandwidth_s * lo, self.model_bandwidth_s * hi
        return self.executed_bytes[name], self.model_bytes[name] * lo, self.model_bytes[name] * hi

    def _within(self, name: str, rel: float) -> bool:
        """Whether the compared quantity ``name`` differs from the model's by at most ``rel`` of it."""
        if name == "time":
            return math.isclose(self.times["time_s"], self.model_time_s, rel_tol=rel + RTOL, abs_tol=1e-15)
        if name == "bandwidth_time":
            return math.isclose(self.times["bandwidth_s"], self.model_bandwidth_s, rel_tol=rel + RTOL, abs_tol=1e-15)
        return math.isclose(self.executed_bytes[name], self.model_bytes[name], rel_tol=rel + RTOL, abs_tol=0.5)

    def in_bracket(self, name: str, grain: int) -> bool:
        """Whether ``name`` lies in :meth:`bracket` (within float rounding)."""
        executed, low, high = self.bracket(name, grain)
        slack = 1e-15 if name in ("time", "bandwidth_time") else 0.5
        return low - abs(low) * RTOL - slack <= executed <= high + abs(high) * RTOL + slack

    def _span(self, name: str, grain: int) -> str:
        """``name``'s executed figure and the bracket uneven chunks allow, with units."""
        executed, low, high = self.bracket(name, grain)
        if name in ("time", "bandwidth_time"):
            from ringcalc.units.format import format_time

            return f"{LABELS[name]} {format_time(executed, 6)}, from {format_time(low, 6)} to {format_time(high, 6)}"
        return f"{self._label(name)} {executed:,.0f} B, from {low:,.0f} B to {high:,.0f} B"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            **self.run.to_dict(), "model": self.model, "collective": self.collective,
            "result_matches": self.result_matches, "max_abs_error": self.numerics.max_abs_error,
            "bytes_match": self.bytes_match, "mismatched_link_classes": self.mismatched_classes,
            "reported_mismatches": self.reported_mismatches, **self.executed_bytes,
            **{f"model_{k}": v for k, v in self.model_bytes.items()},
            "bandwidth_time_s": self.times["bandwidth_s"], "model_bandwidth_time_s": self.model_bandwidth_s,
            "bandwidth_match": self.bandwidth_match, "in_network": self.in_network, "ok": self.ok,
        }
        if self.executed_steps is not None:
            out.update(latency_s=self.times["latency_s"], model_latency_s=self.model_latency_s,
                       simulated_time_s=self.times["time_s"], model_time_s=self.model_time_s,
                       model_steps_intra=self.model_steps[0], model_steps_inter=self.model_steps[1],
                       model_steps_between_leaves=self.model_steps[2],
                       steps_match=self.steps_match, time_match=self.time_match)
        return out


def check_on_cluster(algorithm: str, fabric: Fabric, values: Mapping[str, Any], elements: int, *, model: str,
                     collective: str = "all-reduce", dtype: str | np.dtype = "float32", op: str = "sum",
                     seed: int = 0) -> ClusterCheck:
    """Run ``algorithm`` on ``fabric`` with ``elements`` random values per rank and compare it with ``model``.

    ``values`` are the cluster model's symbol values (``ringcalc.cluster.values.symbol_values``
    or ``Scenario.symbol_values()``); their ``K`` is replaced by the run's bytes per rank.
    """
    from ringcalc.executor.check import parse_dtype, random_buffers

    dt = parse_dtype(dtype) if isinstance(dtype, str) else np.dtype(dtype)
    bufs = random_buffers(fabric.workers, elements, dt, seed)
    run = run_on_cluster(algorithm, bufs, op, fabric, hop_weights(values, fabric, algorithm))
    vals = {**values, "K": float(elements * dt.itemsize), "N": fabric.workers}
    return compare(run, numerics_report(bufs, run.outputs, run.op), vals, model, collective)


def compare(run: ClusterRun, numerics: NumericsReport, values: Mapping[str, Any], model: str,
            collective: str = "all-reduce") -> ClusterCheck:
    """The :class:`ClusterCheck` of a finished run at ``values`` (whose ``K`` is the run's bytes per rank)."""
    fabric = run.fabric
    total = run.ledger
    executed = {"scale_up_bytes_per_gpu": total.scale_up_per_gpu, "nic_bytes_per_node": total.nic_per_node,
                "nic_bytes_per_nic": total.nic_per_nic, "bytes_sent_per_worker": float(total.sent.max(initial=0.0)),
                "reduced_bytes_per_gpu": float(total.reduced.max(initial=0.0))}
    return ClusterCheck(
        run, numerics, model, collective, executed, model_link_bytes(model, collective, values, fabric, run.algorithm),
        replay(run, values), _evaluate(model, collective, _quiet(values)),
        _evaluate(model, collective, values, K=0.0), _evaluate(model, collective, values),
        model_steps(model, collective, values),
    )


__all__ = ["ClusterCheck", "check_on_cluster", "compare", "elements_grain", "model_link_bytes", "model_steps"]
