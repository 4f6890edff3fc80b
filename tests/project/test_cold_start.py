"""Cold start (issue 18): a scalar answer imports neither numpy nor pandas nor sympy, and only its command's module.

``ringcalc efficiency``, ``bandwidth`` and ``time`` without a calibration run in a new interpreter (as the console
script does) for options drawn at random, and the test reads ``sys.modules`` at the end. The timing against
``import sympy`` is benchmarks/bench_cli_startup.py's (a ratio, not a timed test).
"""

from __future__ import annotations

import json
import subprocess
import sys

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.paths import ROOT

HEAVY = ("numpy", "pandas", "sympy", "scipy", "matplotlib",
         "tomllib", "tomli")  # the catalog is read from its parsed JSON copies (ringcalc/catalog/parsed_copy.py)
OTHER_COMMAND_MODULES = ("ringcalc.cli.sweep", "ringcalc.cli.plot", "ringcalc.cli.calibrate", "ringcalc.cli.compare",
                         "ringcalc.cli.memory", "ringcalc.cli.report", "ringcalc.cli.simulate")


def _modules_after(args: list[str]) -> tuple[int, list[str], str]:
    code = (
        "import sys\nsys.argv = " + repr(["ringcalc", *args]) + "\n"
        "from ringcalc.cli import main\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    code = exc.code\nelse:\n    code = 0\n"
        "import json\nprint(json.dumps([code, sorted(sys.modules)]), file=sys.stderr)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    code, modules = json.loads(proc.stderr.strip().splitlines()[-1])
    return code, modules, proc.stderr


SCENARIO = st.fixed_dictionaries(
    {"--model": st.sampled_from(["vgg16", "resnet50", "gpt2-xl"]), "-n": st.sampled_from(["1", "4", "64", "1000"])},
    optional={
        "--algorithm": st.sampled_from(["ring", "flat-ring", "double-binary-tree", "rabenseifner", "recursive-doubling",
                                        "parameter-server", "binomial-tree"]),
        "--latency": st.sampled_from(["5us", "0"]), "--overlap": st.sampled_from(["0.5", "90%"]),
        "--bucket-size": st.sampled_from(["25MiB", "ddp"]), "--scaling": st.just("strong"),
        "--jitter": st.just("1ms"), "--compression": st.just("4"), "--batch": st.just("256"),
        "--dtype": st.sampled_from(["bf16", "fp16"]),
    },
)


@settings(max_examples=12, deadline=None)
@given(command=st.sampled_from(["efficiency", "bandwidth", "time"]), options=SCENARIO)
@example(command="bandwidth", options={"--model": "vgg16", "-n": "4"})
@example(command="efficiency", options={"--model": "vgg16", "-n": "4", "--bucket-size": "ddp", "--overlap": "0.5"})
@example(command="time", options={"--model": "vgg16", "-n": "16", "--algorithm": "hierarchical-ring"})
def test_a_scalar_answer_imports_no_heavy_module(command, options):
    args = [command, *[x for kv in options.items() for x in kv]]
    args += {"efficiency": ["-t", "0.55", "-b", "10GbE"], "bandwidth": ["-t", "0.55", "-e", "0.9"],
             "time": ["-b", "100GbE"]}[command]
    if command == "time":
        args = [a for a in args if a not in ("--scaling", "strong")]  # time has no step: refused, not needed
    if "hierarchical-ring" in args:
        args += ["--gpus-per-node", "8", "--intra-bandwidth", "nvlink4"]
    code, modules, err = _modules_after(args)
    assert code in (0, 1, 2), err  # an answer, an unreachable target, or a refused option: all on the scalar path
    loaded = set(modules)
    assert not loaded & set(HEAVY), (args, sorted(loaded & set(HEAVY)))
    assert not loaded & set(OTHER_COMMAND_MODULES), (args, sorted(loaded & set(OTHER_COMMAND_MODULES)))
    assert "ringcalc.numeric._generated" not in loaded
    # only what this answer builds: its own solver module and record, no ZeRO records;
    # no cluster spec and no workload off any cluster, layout or workload (each dataclass costs ~1 ms to build)
    own = {"bandwidth": "ringcalc.planning.solver.bandwidth"}.get(command)
    other_solvers = {f"ringcalc.planning.solver.{m}" for m in ("bandwidth", "workers", "gradient", "latency", "layout")}
    assert not loaded & (other_solvers - {own}), (args, sorted(loaded & other_solvers))
    assert "ringcalc.planning.zero_results" not in loaded, args
    if "--gpus-per-node" not in args:
        assert not loaded & {"ringcalc.cluster.spec", "ringcalc.workload.job", "ringcalc.workload.layout"}, args


def test_the_help_still_lists_every_command():
    from ringcalc.cli import COMMAND_MODULES

    proc = subprocess.run([sys.executable, "-m", "ringcalc", "--help"], capture_output=True, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "COLUMNS": "200"}, timeout=120)
    assert proc.returncode == 0
    assert all(f" {name} " in proc.stdout for name in COMMAND_MODULES)
