"""Synthetic nccl-tests logs from the ring model with chosen alpha and B (shared by the calibration tests).

Printed the way nccl-tests prints them (``getFloatStr`` in nccl-tests ``src/util.cu``: 2, 1 or 0 decimals so
the number fits its column).
"""

from __future__ import annotations


def float_str(value: float, width: int) -> str:
    """Port of nccl-tests ``getFloatStr`` (src/util.cu)."""
    power, val = 0, 1
    while value >= val:
        power += 1
        val *= 10
    if power < width - 2:
        return f"{value:{width}.2f}"
    if power < width - 1:
        return f"{value:{width}.1f}"
    if power < width + 1:
        return f"{value:{width}.0f}"
    return f"{value:{width}.1e}"


def synthetic_log(times, ranks: int, sizes, per_node: int = 8, device: str = "GPU") -> str:
    """An all_reduce_perf log with these times (s) at these sizes (B), ``per_node`` ranks on each host."""
    f = 2 * (ranks - 1) / ranks
    lines = ["# Collective test starting: all_reduce_perf", "# Using devices"]
    lines += [f"#  Rank {r:2d} Group  0 Pid {100 + r:6d} on      node{r // per_node} device {r % per_node:2d} "
              f"[0000:00:00] {device}" for r in range(ranks)]  # fmt: skip
    lines += ["#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong"]  # noqa: E501
    for s, t in zip(sizes, times):
        alg = s / t / 1e9
        grp = f"  {float_str(t * 1e6, 7)}  {float_str(alg, 6)}  {float_str(alg * f, 6)}  {0:6g}"
        lines.append(f"{s:12d}  {s // 4:12d}  {'float':>8s}  {'sum':>6s}  {-1:6d}" + grp + grp)
    return "\n".join(lines) + "\n"


def ring_time(ranks, s, alpha, beta):
    return 2 * (ranks - 1) * alpha + 2 * (ranks - 1) / ranks * s / beta


SIZES = [8 * 2**k for k in range(31)]  # 8 B .. 8 GiB
