"""Accuracy of ringcalc's network models on real nccl-tests / rccl-tests logs (issue 16, section 6).

The logs stay outside the project; pass their directories::

    .venv/bin/python benchmarks/accuracy_nccl_logs.py ../shared/data/nccl-tests \
        ../shared/data/allreduce-sweeps [--verbose] [--json]

Each run is described by the manifest (``benchmarks/accuracy/manifest.py``: system, nodes, GPUs per node,
NICs and line rate, transport, scale-up, NVLS, forced algorithm, the catalog cluster its source names) as
its SOURCES.md states it; a log the manifest does not know (the test fixtures) is taken as its own system.
Tasks, each scored by the median absolute error of the predicted time over the held-out points, the share
of those points inside the 80% interval, and the interval width (median high/low):

(i)   prior-only: the cluster as the source describes it, no fit (``Scenario(...).time()``), >= 64 MiB;
(ii)  leave one layout out: within one system, fit the cluster's physical parameters on the runs at the
      other layouts (GPUs per node, node counts), predict the runs left out;
(iii) one node + the stated NICs -> multi-node;
(a)   fit <= 64 MiB -> larger sizes; (b) fit >= 1 MiB -> smaller sizes (one run each);
and the in-sample fit. (a), (b), (ii) and the in-sample fit also run today's per-size forms for comparison
(``--forms``). The model error constant of a one-run fit (``LAYOUT_SIGMA``) is measured by leaving out
whole systems. Flagged runs (a degraded network, a network fault) are reported but left out of the summary.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.accuracy.forms import ALL_FORMS  # noqa: E402
from benchmarks.accuracy.report import print_json, print_manifest, print_text, run_all  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dirs", nargs="*", type=Path, help="directories of logs (.txt, .log, .json, stas00 .csv)")
    ap.add_argument("--manifest", action="store_true", help="print the manifest of ../shared/data and stop")
    ap.add_argument("--json", action="store_true", help="every case and point as JSON")
    ap.add_argument("--verbose", "-v", action="store_true", help="print the per-case rows")
    ap.add_argument("--forms", default="auto",
                    help=f"today's per-size forms to compare: comma-separated of {', '.join(ALL_FORMS)}, 'all' or 'none'")
    ap.add_argument("--no-layout-sigma", action="store_true", help="skip the LAYOUT_SIGMA measurement")
    ap.add_argument("--prior-bands", action="store_true",
                    help="only task (i) at every size, by size band (what `ringcalc expect` prints), and stop")
    args = ap.parse_args(argv)
    if args.manifest:
        print_manifest()
        return 0
    if not args.dirs:
        ap.error("give the directories of the logs (or --manifest)")
    if args.prior_bands:
        from benchmarks.accuracy.data import load
        from benchmarks.accuracy.physical import prior_by_band

        print("prior-only at every size (task (i) scores >= 64 MiB): share inside the 80% interval, median signed "
              "log error (predicted / measured), median high/low")
        for r in prior_by_band(load(args.dirs)):
            print(f"  {r['kind']:11s} {r['band']:26s} {r['points']:4d} points  {100 * r['inside']:3.0f}% inside  "
                  f"signed {r['median_signed_log_error']:+.2f}  high/low {r['median_width']:.2f}")
        return 0
    names = () if args.forms == "none" else ALL_FORMS if args.forms == "all" else tuple(args.forms.split(","))
    unknown = set(names) - set(ALL_FORMS)
    if unknown:
        ap.error(f"unknown form(s) {sorted(unknown)}: choose from {', '.join(ALL_FORMS)}")
    result = run_all(args.dirs, names, with_sigma=not args.no_layout_sigma)
    if args.json:
        print_json(result)
    else:
        print_text(result, args.verbose)
    return 0


if __name__ == "__main__":
    sys.exit(main())
