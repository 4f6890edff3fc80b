"""Running every task and printing the summary (with the targets), the flagged runs and the per-case rows."""

from __future__ import annotations

import json
import math
from pathlib import Path

from benchmarks.accuracy import forms, layout_sigma, physical, ramp
from benchmarks.accuracy.data import Case, load
from benchmarks.accuracy.manifest import LOGS, UNUSED
from benchmarks.accuracy.scoring import COVERAGE, TASK_NAMES, public, summarise, width_check


def run_all(dirs: list[Path], form_names: tuple[str, ...], with_sigma: bool = True) -> dict:
    cases = load(dirs)
    systems: dict[str, list[Case]] = {}
    for c in cases:
        systems.setdefault(c.system, []).append(c)
    rows: list[dict] = []
    skipped: list[dict] = []
    for c in cases:
        r = physical.prior_only(c)
        if r is not None:
            (skipped if "skipped" in r else rows).append(r)
    for name, members in systems.items():
        rows.extend(physical.layout_tasks(name, members))
        rows.extend(forms.layout_tasks(name, members, form_names) if len(members) > 1 else [])
        rows.extend(physical.one_node_tasks(name, members))
    for c in cases:
        if len(c.run.rows) >= 8:
            rows.extend(physical.size_tasks(c))
            rows.extend(forms.size_tasks(c, form_names))
        elif not physical.has_layout(c):
            skipped.append({"task": "a, b", "run": c.name, "skipped": "layout (nodes) not stated"})
    for c in cases:
        if not physical.has_layout(c):
            skipped.append({"task": "ii, iii, a, b (physical)", "run": c.name, "skipped": "layout (nodes) not stated"})
    out = {"summary": summarise(rows), "width": width_check(rows), "cases": rows, "skipped": skipped,
           "unused_files": UNUSED}
    if with_sigma:
        out["layout_sigma"] = layout_sigma.measure(systems)
    out["ramp"] = ramp.measure(cases)
    return out


def _pct(v: float | None) -> str:
    return "-" if v is None or not math.isfinite(v) else f"{v:.1f}%"


def _yes(v: bool | None) -> str:
    return "" if v is None else ("met" if v else "MISSED")


def print_text(result: dict, verbose: bool) -> None:
    rows = result["cases"]
    if verbose:
        print(f"{'task':<4} {'method':<10} {'run':<62} {'N':>3} {'nodes':>5} {'median':>7} {'max':>7} {'signed':>7} "
              f"{'in 80%':>6} {'hi/lo':>6}  pairs / flag")
        for r in rows:
            if "error" in r:
                print(f"{r['task']:<4} {r['method']:<10} {r['run'][-62:]:<62}  error: {r['error'][:90]}")
                continue
            if not r.get("points"):
                continue
            tail = r.get("pairs", "")
            for name, sub in r.get("subsets", {}).items():
                if sub.get("points"):
                    tail = f"{name}: {_pct(sub['median_abs_pct_error'])}; {tail}"
            if r.get("flag"):
                tail = f"[{r['flag']}] {tail}"
            print(f"{r['task']:<4} {r['method']:<10} {r['run'][-62:]:<62} {r.get('ranks') or '':>3} "
                  f"{r.get('nodes') or '':>5} {_pct(r['median_abs_pct_error']):>7} {_pct(r['max_abs_pct_error']):>7} "
                  f"{r['median_signed_pct_error']:>+6.1f}% {100 * r['coverage']:>5.0f}% {r['median_width']:>6.2f}  "
                  f"{tail[:120]}")
        print()
    print("summary, unflagged runs: median |error| of the predicted time over all held-out points (and the median of "
          "the per-case medians), share of points inside the 80% interval (target "
          f"{100 * COVERAGE[0]:.0f}-{100 * COVERAGE[1]:.0f}%), median interval high/low")
    print(f"{'task':<44} {'method':<22} {'cases':>5} {'points':>6} {'target':>7} {'median':>7} {'':>6} "
          f"{'(cases)':>8} {'in 80%':>7} {'':>6} {'hi/lo':>6}")
    for s in result["summary"]:
        label = TASK_NAMES[s["task"]] if not s["kind"] else f"    {s['kind']}"
        print(f"{label:<44} {s['method']:<22} {s['cases']:>5} {s['points']:>6} "
              f"{_pct(s['target_pct']) if s['target_pct'] else '':>7} {_pct(s['median_abs_pct_error']):>7} "
              f"{_yes(s['error_met']) if s['method'] in ('prior', 'physical') and not s['kind'] else '':>6} "
              f"{_pct(s['median_of_case_medians_pct']):>8} {100 * s['coverage']:>6.0f}% "
              f"{_yes(s['coverage_met']) if s['method'] in ('prior', 'physical') and not s['kind'] else '':>6} "
              f"{s['median_width']:>6.2f}")
    w = result["width"]
    if w.get("points"):
        print(f"interval width at >= 1 MiB at a measured layout (physical: in-sample, (a), (b), (c)): median high/low "
              f"{w['median_width']:.2f} over {w['points']} points (target <= {w['target']}): {_yes(w['met'])}")
    flagged = [r for r in rows if r.get("flag") and r.get("points")]
    if flagged:
        print("\nflagged (reported, left out of the summary):")
        for r in flagged:
            print(f"  {r['task']:<4} {r['method']:<10} {r['run'][-60:]:<60} median {_pct(r['median_abs_pct_error'])} "
                  f"(signed {r['median_signed_pct_error']:+.1f}%): {r['flag']}")
    if result["skipped"]:
        print("\nleft out of a task (the source does not state what it needs):")
        seen = set()
        for r in result["skipped"]:
            key = (r["task"], r["run"])
            if key not in seen:
                seen.add(key)
                print(f"  {r['task']:<26} {r['run'][-60:]:<60} {r['skipped']}")
    ls = result.get("layout_sigma")
    if ls and ls.get("points"):
        print(f"\nLAYOUT_SIGMA (model error of a one-run fit at another layout, log-time; now {ls['current']}): the "
              f"data suggest {ls['per_system_weighted']:.3f} with each system weighted equally, {ls['pooled']:.3f} "
              f"pooled over {ls['points']} points (80% of errors inside); median of the systems' own values "
              f"{ls['median_over_systems']:.3f}; |log error| 80% quantile / 1.2816 = {ls['quantile']:.3f}. "
              f"Coverage at {ls['current']}: {100 * ls['coverage_at_current']:.0f}% of points, "
              f"{100 * ls['coverage_at_current_per_system']:.0f}% systems weighted equally" + (
                  "" if ls["leave_one_system_out_coverage"] is None else
                  f"; each system at the value solved on the others: {100 * ls['leave_one_system_out_coverage']:.0f}% "
                  "(mean over systems)"))
        for p in ls["systems"]:
            others = ("" if not math.isfinite(p["sigma_from_others"]) else f"  from the others "
                      f"{p['sigma_from_others']:.3f} -> {100 * p['coverage_with_others']:.0f}% inside")
            print(f"  {p['system'][:36]:<36} {p['pairs']:>3} fits->runs {p['points']:>4} points  median |log err| "
                  f"{p['median_abs_log_error']:.3f}  alone {p['sigma_alone']:.3f}{others} "
                  f"(at {ls['current']}: {100 * p['coverage_at_current']:.0f}%)")
    ramp.print_ramp(result.get("ramp") or {})


def _plain(v):
    """JSON-safe: NaN and infinity (an interval without a bound) as null, tuples as lists."""
    if isinstance(v, float):
        return v if math.isfinite(v) else None
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    return v if v is None or isinstance(v, (str, int, bool)) else str(v)


def print_json(result: dict) -> None:
    out = dict(result)
    out["cases"] = [public(r) for r in result["cases"]]
    print(json.dumps(_plain(out), indent=1, allow_nan=False))


def print_manifest() -> None:
    """The manifest as a table ("-" = not stated)."""
    def v(x) -> str:
        return "-" if x is None else ("yes" if x is True else "no" if x is False else str(x))

    print(f"{'run':<58} {'system':<32} {'N':>3} {'nodes':>5} {'G':>2} {'scale-up':<9} {'NICs':>4} {'rate':<8} "
          f"{'transport':<9} {'NVLS':<4} {'algorithms':<11} {'catalog':<16} flag")
    for log in LOGS:
        run = log.file + ("" if log.select is None else f"[{log.select}]")
        algos = "-" if not log.algorithms else ("no NVLS" if len(log.algorithms) > 1 else log.algorithms[0])
        print(f"{run[-58:]:<58} {log.system[:32]:<32} {v(log.ranks):>3} {v(log.nodes):>5} {v(log.gpus_per_node):>2} "
              f"{v(log.scale_up):<9} {v(log.nics_per_node):>4} {v(log.nic_rate):<8} {v(log.transport):<9} "
              f"{v(log.nvls):<4} {algos:<11} {v(log.catalog):<16} {log.flag or ''}")
    for name, why in UNUSED.items():
        print(f"{name:<58} not used: {why}")
