"""Cold-start benchmark: the CLI's answer vs ``python -c "import sympy"``.

Target (issue 2): ``ringcalc bandwidth --model vgg16 -n 4 --step-time 0.55
--efficiency 0.9`` takes less wall time (median of several cold runs) than
importing sympy alone. Prints both medians and their ratio (< 1 passes), and
which heavy modules the CLI path imported (none of sympy, pandas,
matplotlib, scipy may appear).

    python benchmarks/bench_cli_startup.py [--runs 11]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

CLI = [sys.executable, "-m", "ringcalc", "bandwidth", "--model", "vgg16", "-n", "4",
       "--step-time", "0.55", "--efficiency", "0.9"]
SYMPY = [sys.executable, "-c", "import sympy"]
FORBIDDEN = ("sympy", "pandas", "matplotlib", "scipy", "pydantic")


def wall(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def heavy_imports() -> list[str]:
    code = (
        "import sys, runpy; sys.argv = " + repr(["ringcalc", *CLI[3:]]) + "\n"
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
    wall(CLI), wall(SYMPY)  # warm the OS page cache; "cold" means a new interpreter each run
    cli, sym = [], []
    for _ in range(args.runs):  # interleaved, so both see the same machine load
        cli.append(wall(CLI))
        sym.append(wall(SYMPY))
    c, s = statistics.median(cli), statistics.median(sym)
    heavy = heavy_imports()
    print(f"ringcalc bandwidth (median of {args.runs}): {c * 1000:.0f} ms")
    print(f"python -c 'import sympy' (median of {args.runs}): {s * 1000:.0f} ms")
    print(f"ratio cli/sympy: {c / s:.2f}  (target < 1.00: {'PASS' if c < s else 'FAIL'})")
    print(f"heavy modules imported on the CLI path: {', '.join(heavy) or 'none'}")
    return 0 if c < s and not heavy else 1


if __name__ == "__main__":
    raise SystemExit(main())
