"""Cold-start benchmark: the CLI's scalar answers vs ``python -c "import sympy"``.

Target (issue 18): ``ringcalc efficiency``, ``bandwidth`` and ``time`` without
a calibration each take less than half the wall time of importing sympy alone
(median of several cold runs, interleaved in one run so that all see the same
machine load). Prints the medians and the ratios (< 0.5 passes), and which
heavy modules each command imported: none of numpy, sympy, pandas,
matplotlib, scipy may appear (a single answer runs the scalar functions of
``ringcalc/numeric/_scalar.py``).

    python benchmarks/bench_cli_startup.py [--runs 11]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

COMMANDS = {
    "efficiency": ["efficiency", "--model", "vgg16", "-n", "4", "--step-time", "0.55", "--bandwidth", "10GbE"],
    "bandwidth": ["bandwidth", "--model", "vgg16", "-n", "4", "--step-time", "0.55", "--efficiency", "0.9"],
    "time": ["time", "--size", "1GB", "-n", "8", "--bandwidth", "100GbE", "--latency", "5us"],
}
SYMPY = [sys.executable, "-c", "import sympy"]
FORBIDDEN = ("numpy", "sympy", "pandas", "matplotlib", "scipy", "pydantic")
TARGET = 0.5


def wall(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def heavy_imports(args: list[str]) -> list[str]:
    code = (
        "import sys, runpy; sys.argv = " + repr(["ringcalc", *args]) + "\n"
        "try:\n    runpy.run_module('ringcalc', run_name='__main__')\nexcept SystemExit:\n    pass\n"
        f"print(','.join(m for m in {FORBIDDEN!r} if m in sys.modules), file=sys.stderr)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    found = proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else ""
    return [m for m in found.split(",") if m]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    # an installed package has its bytecode compiled (pip does it); do the same for the checkout
    import compileall
    import pathlib

    compileall.compile_dir(str(pathlib.Path(__file__).resolve().parent.parent / "ringcalc"), quiet=1)
    clis = {name: [sys.executable, "-m", "ringcalc", *cmd] for name, cmd in COMMANDS.items()}
    for cmd in (*clis.values(), SYMPY):  # warm the OS page cache; "cold" means a new interpreter each run
        wall(cmd)
    times: dict[str, list[float]] = {name: [] for name in (*clis, "sympy")}
    for _ in range(args.runs):  # interleaved, so every command sees the same machine load
        for name, cmd in clis.items():
            times[name].append(wall(cmd))
        times["sympy"].append(wall(SYMPY))
    sym = statistics.median(times["sympy"])
    print(f"python -c 'import sympy' (median of {args.runs}): {sym * 1000:.0f} ms")
    ok = True
    for name, cmd in COMMANDS.items():
        med = statistics.median(times[name])
        heavy = heavy_imports(cmd)
        passed = med < TARGET * sym and not heavy
        ok &= passed
        print(f"ringcalc {name} (median of {args.runs}): {med * 1000:.0f} ms, ratio to sympy {med / sym:.2f} "
              f"(target < {TARGET:.2f}: {'PASS' if med < TARGET * sym else 'FAIL'}); "
              f"heavy modules imported: {', '.join(heavy) or 'none'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
