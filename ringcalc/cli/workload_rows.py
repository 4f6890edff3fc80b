"""The rows an efficiency table adds for a workload (issue 17): what gives Ts, its range, what follows from P."""

from __future__ import annotations

from ringcalc.units import format_count, format_efficiency, format_time


def _flops(value: float) -> str:
    for scale, prefix in ((1e15, "P"), (1e12, "T"), (1e9, "G"), (1e6, "M")):
        if value >= scale:
            return f"{value / scale:.4g} {prefix}FLOP"
    return f"{value:.4g} FLOP"


def before_rows(wl: dict) -> list[tuple[str, str]]:
    """What gives Ts: FLOPs per token, tokens per step, the GPU's peak, the compute-only MFU."""
    rows = [("FLOPs per token", f"{_flops(wl['flops_per_token'])} (6·N_mm {_flops(wl['dense_flops_per_token'])} "
                                f"+ attention {_flops(wl['attention_flops_per_token'])})")]
    if wl.get("tokens_per_step") is not None:
        rows.append(("tokens per step", format_count(wl["tokens_per_step"])))
    if wl.get("peak_flops_per_s") is not None:
        rows.append(("GPU peak", f"{wl['gpu']} {wl['compute_dtype']} dense {wl['peak_flops_per_s'] / 1e12:.6g} TFLOP/s"))
    if wl.get("mfu") is not None:
        label = "compute-only MFU" if wl["step_time_source"] == "flops" else "compute-only MFU implied by --step-time"
        value = format_efficiency(wl["mfu"])
        if wl.get("mfu_low") is not None:
            scaled = [why.split(":")[0] for why in (wl.get("mfu_source") or "").split("; ")[1:] if why.startswith("x ")]
            whence = f"published {' '.join(scaled)}" if scaled else "published"
            value += f" ({format_efficiency(wl['mfu_low'])} .. {format_efficiency(wl['mfu_high'])} {whence})"
        rows.append((label, value))
    return rows


def interval_rows(wl: dict) -> list[tuple[str, str]]:
    """Ts and P at both ends of the MFU's range."""
    if wl.get("compute_time_s_low") is None:
        return []
    return [("  Ts over the MFU range", f"{format_time(wl['compute_time_s_low'])} .. "
                                        f"{format_time(wl['compute_time_s_high'])}")]


def after_rows(wl: dict) -> list[tuple[str, str]]:
    """What follows from P: the end-to-end MFU, tokens/s, time and cost to train."""
    rows = []
    if wl.get("efficiency_low") is not None:
        rows.append(("  efficiency over the MFU range", f"{format_efficiency(wl['efficiency_low'])} .. "
                                                        f"{format_efficiency(wl['efficiency_high'])}"))
    if wl.get("mfu_end_to_end") is not None:
        value = f"[bold]{format_efficiency(wl['mfu_end_to_end'])}[/bold]"
        if wl.get("mfu_end_to_end_low") is not None:
            value += (f" ({format_efficiency(wl['mfu_end_to_end_low'])} .. "
                      f"{format_efficiency(wl['mfu_end_to_end_high'])})")
        rows.append(("end-to-end MFU = MFU·P", value))
    if wl.get("tokens_per_s") is not None:
        rows.append(("throughput", f"{wl['tokens_per_s']:,.0f} tokens/s"))
    training = wl.get("training")
    if training:
        rows.append((f"to train {format_count(training['train_tokens'])} tokens",
                     f"{training['train_days']:,.4g} days, {training['gpu_hours']:,.0f} GPU-hours"))
        if training.get("cost") is not None:
            rows.append(("  cost", f"{training['cost']:,.0f} at {training['gpu_hour_price']:g} per GPU-hour"))
            rows.append(("  of which waiting (not computing)",
                         f"{training['exposed_comm_cost']:,.0f} ({training['exposed_comm_gpu_hours']:,.0f} GPU-hours)"))
        else:
            rows.append(("  of which waiting (not computing)", f"{training['exposed_comm_gpu_hours']:,.0f} GPU-hours"))
    return rows
