"""Property-based fuzz of the whole command line (issue 11, "Done when").

For every subcommand, hypothesis draws a set of its options (read from the
click command itself, so a new option is fuzzed without editing this file)
and values for them: plausible ones (so draws get past parsing into the
models), odd unicode, signs, huge and tiny numbers, non-finite numbers,
empty strings, and malformed files written to a temporary directory. Each
run must

* exit with 0, 1 or 2 and never raise out of the command (no traceback);
* on a failure, say so in one ``error: ...`` line on stderr;
* with ``--format json`` and exit 0, print JSON that parses strictly (no
  NaN/Infinity tokens) and holds only finite numbers.

``measure`` is fuzzed for its option parsing only: the launcher is replaced
by a stub, so nothing is started. Runs happen in-process (typer's
CliRunner) inside a temporary working directory, so a stray output path
cannot land in the checkout.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import warnings
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from typer.main import get_command
from typer.testing import CliRunner

from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from tests.paths import NCCL_FIXTURES

FIXTURES = NCCL_FIXTURES
GOOD_LOG = FIXTURES / "allreduce_nccltests2.17_1node_4rank.txt"
COMMAND = get_command(app)
runner = CliRunner()

# a valid starting point per subcommand, so that mutated draws reach the models, not only the parsers
BASE: dict[str, list[str]] = {
    "efficiency": ["--model", "vgg16", "-n", "8", "-b", "100GbE", "-t", "0.5"],
    "bandwidth": ["--model", "vgg16", "-n", "8", "-t", "0.5"],
    "time": ["--size", "1GB", "-n", "8", "-b", "100GbE"],
    "max-workers": ["--model", "vgg16", "-b", "100GbE", "-t", "0.5"],
    "max-model": ["-n", "8", "-b", "100GbE", "-t", "0.5"],
    "max-latency": ["--model", "vgg16", "-n", "8", "-b", "100GbE", "-t", "0.5"],
    "report": ["--model", "vgg16", "-n", "8", "-b", "100GbE", "-t", "0.5"],
    "memory": ["--params", "7B", "-n", "8"],
    "fit": [str(GOOD_LOG)],
    "measure": [],
    "compare": ["--size", "1GB", "-n", "8", "-b", "100GbE"],
    "crossover": ["-n", "8", "-b", "100GbE"],
    "simulate": ["-n", "8", "-k", "1000", "-b", "100GbE"],
    "sweep": ["--size", "1GB", "-n", "2,4,8", "-b", "100GbE", "-t", "0.5"],
    "plot": ["efficiency", "-o", "out.png", "--params", "1B", "-t", "0.5"],
    "explain": [],
    "catalog": [],
}

# plausible values by option name (the long name); anything else draws from the odd values only
GOOD: dict[str, list[str]] = {
    "--model": ["vgg16", "resnet50", "gpt3-175b", "vgg16,resnet50"],
    "--params": ["1B", "138.36M", "175e9", "7b"],
    "--size": ["1GB", "100MB", "1GiB", "8B", "1kB,1MB..1GB"],
    "--dtype": ["fp32", "bf16", "fp8"],
    "--workers": ["8", "2", "1", "1024", "2,4..64", "6"],
    "--bandwidth": ["100GbE", "10Gbps", "125MB/s", "ndr", "nvlink4", "10GbE,100GbE"],
    "--links": ["100GbE", "10GbE,400GbE"],
    "--latency": ["5us", "0", "1ms", "0,5us"],
    "--gamma": ["0", "1e-10", "0.1ns"],
    "--step-time": ["0.5", "100ms", "0.5,1"],
    "--efficiency": ["0.9", "80%", "0.5"],
    "--target-efficiency": ["0.9", "80%,90%"],
    "--algorithm": ["ring", "double-binary-tree", "hierarchical-ring", "rabenseifner", "parameter-server"],
    "--algorithms": ["ring,double-binary-tree", "ring", "binomial-tree,recursive-doubling"],
    "--against": ["ring", "rabenseifner"],
    "--collective": ["all-reduce", "all-gather", "reduce-scatter", "broadcast", "all_reduce"],
    "--overlap": ["0.5", "50%", "1", "0"],
    "--bucket-size": ["25MiB", "ddp", "1GB"],
    "--compression": ["2", "1", "100"],
    "--encode-cost": ["0", "1e-11"],
    "--scaling": ["weak", "strong"],
    "--batch": ["32", "1024"],
    "--gpus-per-node": ["8", "4", "1", "3"],
    "--intra-bandwidth": ["nvlink4", "300GB/s"],
    "--intra-latency": ["1us"],
    "--nics-per-node": ["1", "8", "2"],
    "--zero": ["0", "1", "2", "3", "fsdp", "zero-2"],
    "--optimizer": ["adam", "sgd"],
    "--precision": ["mixed", "fp32", "bf16"],
    "--gpu": ["h100-80gb", "a100-40gb", "mi300x"],
    "--activations": ["10GB", "0"],
    "--overhead": ["2GB", "0"],
    "--headroom": ["10%", "0"],
    "--min-workers": [],
    "--elements": ["1000", "1M", "17"],
    "--op": ["sum", "max", "avg"],
    "--seed": ["0", "42"],
    "--slow-link": ["0:0.5", "1:2"],
    "--straggler": ["0:1ms", "2:0.5"],
    "--up-to": ["64", "1024"],
    "--rows": ["5", "1", "40"],
    "--ranks": ["4", "2", "8"],
    "--segments": ["2", "3", "1"],
    "--placement": ["both", "in-place", "out-of-place"],
    "--min-size": ["64KiB", "1kB"],
    "--max-size": ["1GiB", "64MiB"],
    "--engine": ["mpi", "torch"],
    "--backend": ["gloo", "nccl"],
    "--factor": ["2", "4"],
    "--iters": ["5", "20"],
    "--warmup": ["0", "5"],
    "--impl": ["ring", "mpi"],
    "--timeout": ["10", "300"],
}

OUTPUT_OPTIONS = {"--out", "--save"}
# --verify is drawn too: the executor's memory and scale limits (executor/budget.py) refuse a run before it allocates
SKIPPED_OPTIONS = {"--help", "--version"}

ODD_WORDS = [
    "", " ", "-", "--", "-1", "+1", "0", "-0", "0.0", "1e-320", "5e-324", "1e308", "1e309", "-1e308", "nan", "NaN",
    "inf", "-inf", "Infinity", "infiniband", "ethernet", "1,5", "1,000", "1_000", "0x10", "１００GbE", "１.５ＧＢ",
    "1०0", "10²", "½", "100GbE\u200b", "\u00a0100 GB", "µs", "5 µs", "5 μs", "ﬁ", "\x00", "\x1b[31m", "1.5B", "1.5 b",
    "KB", "1KB", "1 Bps", "1e9999 GB", "9" * 400, "0.0000000001", "1/0", "null", "true", "[]", "{}", "ｎｄｒ",
    "ring,", ",", ",,", "2..", "..", "2,4..", "1,2..1", "8,4..2", "0,0..0", "1e9", "2**20", "ＶＧＧ16", "vgg-16",
]
NUMBER_WORDS = st.one_of(
    st.integers(min_value=-(10**12), max_value=10**12).map(str),
    st.floats(allow_nan=True, allow_infinity=True, width=64).map(repr),
    st.sampled_from(["1e300", "1e-300", "-1", "0", "1e18", "4097", "65536", "1e6"]),
)
UNITS = st.sampled_from(["", "B", "GB", "GiB", "kB", "b", "Gbps", "GB/s", "us", "ms", "s", "%", "M", "GbE", "x"])
ODD_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=0, max_size=8
)


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Inputs on disk: good and malformed nccl-tests logs, a directory, a missing file."""
    base = tmp_path_factory.mktemp("fuzz-inputs")
    made = {
        "empty.txt": b"",
        "binary.bin": bytes(range(256)) * 4,
        "latin1.txt": "# nccl-tests size 1 Ã©\xe9".encode("latin-1"),
        "header-only.txt": GOOD_LOG.read_bytes().split(b"#       size")[0],
        "truncated.txt": GOOD_LOG.read_bytes()[: len(GOOD_LOG.read_bytes()) // 2],
        "huge-row.txt": GOOD_LOG.read_bytes().replace(b"   8388608", b"1" + b"9" * 400, 1),
        "nan-row.txt": GOOD_LOG.read_bytes().replace(b" 2025.27", b"     nan", 1),
    }
    paths = {name: base / name for name in made}
    for name, data in made.items():
        paths[name].write_bytes(data)
    (base / "a-directory").mkdir()
    paths["a-directory"] = base / "a-directory"
    paths["missing.txt"] = base / "missing.txt"
    for fixture in [*sorted(FIXTURES.glob("*.txt")), *sorted(FIXTURES.glob("*.json"))]:
        dest = base / fixture.name
        shutil.copy(fixture, dest)
        paths[fixture.name] = dest
    result = runner.invoke(app, ["fit", str(GOOD_LOG), "--piecewise", "--save", str(base / "calibration.json")])
    assert result.exit_code == 0, result.output
    paths["calibration.json"] = base / "calibration.json"
    nccl_json = json.loads((FIXTURES / "allreduce_json_v2_4rank.json").read_text())
    for stem, document in (("calibration", json.loads(paths["calibration.json"].read_text())), ("nccl", nccl_json)):
        for i, text in enumerate(_corrupted(document)):
            name = f"corrupt-{stem}-{i}.json"
            (base / name).write_text(text)
            paths[name] = base / name
    return {name: str(path) for name, path in paths.items()}


BAD_JSON_VALUES = ["null", "Infinity", "-Infinity", "NaN", "-1", "0", "1e400", '"x"', "[]", "{}", "true", "[null]"]


def _corrupted(document: dict) -> list[str]:
    """``document`` as JSON with one field (top level, or in the first item of a list of objects) made wrong."""
    out = []
    for key, value in document.items():
        for bad in BAD_JSON_VALUES:
            out.append(_replace(document, [key], bad))
        if isinstance(value, list) and value and isinstance(value[0], dict):
            out.append(_replace(document, [key, 0], "null"))
            for inner in value[0]:
                for bad in BAD_JSON_VALUES[:7]:
                    out.append(_replace(document, [key, 0, inner], bad))
    return out


def _replace(document: dict, where: list, raw: str) -> str:
    """JSON text of ``document`` with the value at path ``where`` replaced by the raw JSON token ``raw``."""
    marker = "__FUZZ_MARKER__"
    copy = json.loads(json.dumps(document))
    target = copy
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = marker
    return json.dumps(copy).replace(f'"{marker}"', raw)


@pytest.fixture(scope="module", autouse=True)
def no_launch():
    """``measure`` never launches ranks here: the launcher refuses with a domain error."""

    def refuse(*_args, **_kwargs):
        raise RingcalcError("launching is disabled in the fuzz test")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("ringcalc.calibrate.measure.measure_with_progress", refuse)
        yield


def _corrupt(name: str) -> bool:
    """Files whose checks belong to the calibration and nccl -J JSON loaders (see test_cli_fuzz_corrupt_files)."""
    return name.startswith("corrupt-") or name in ("binary.bin", "latin1.txt", "empty.txt")


def _options(name: str) -> list:
    """The subcommand's options (click parameters), minus help and the skipped ones."""
    return [p for p in COMMAND.commands[name].params
            if getattr(p, "opts", None) and not SKIPPED_OPTIONS & set(p.opts) and p.param_type_name == "option"]


def _long(param) -> str:
    return max(param.opts, key=len)


def _value(draw, param, files: dict[str, str]) -> list[str]:
    """Command-line words for one option: its flag alone, or the option and a drawn value."""
    opt = draw(st.sampled_from(param.opts))
    if getattr(param, "is_flag", False):
        return [opt]
    long = _long(param)
    if long in OUTPUT_OPTIONS or opt == "-o":
        target = draw(st.sampled_from(["-", "out.csv", "out.json", "out.parquet", "out.png", "out.svg", "out.txt",
                                       "out", "no-such-dir/out.csv", files["a-directory"], "", "."]))
        return [opt, target]
    choices = list(getattr(param.type, "choices", ()) or ())
    good = choices + GOOD.get(long, [])
    if long == "--calibration":  # the corrupt ones are drawn by test_cli_fuzz_corrupt_files
        good = [files[n] for n in ("calibration.json", "missing.txt", "a-directory")]
    strategies = [
        st.sampled_from(ODD_WORDS),
        NUMBER_WORDS,
        st.builds(lambda n, sp, u: f"{n}{sp}{u}", NUMBER_WORDS, st.sampled_from(["", " "]), UNITS),
        ODD_TEXT,
    ]
    if good:
        strategies = [st.sampled_from(good)] * 4 + strategies
    return [opt, draw(st.one_of(*strategies))]


@st.composite
def command_lines(draw, name: str, files: dict[str, str]) -> list[str]:
    """A command line for ``ringcalc NAME``: the base, with some options replaced or added."""
    params = _options(name)
    chosen = draw(st.lists(st.sampled_from(params), max_size=5, unique_by=_long)) if params else []
    replaced = {o for p in chosen for o in p.opts}
    base = BASE[name] if draw(st.booleans()) or not chosen else []
    args: list[str] = []
    skip = False
    for _i, word in enumerate(base):  # drop the base's value of every option drawn anew
        if skip:
            skip = False
            continue
        if word in replaced:
            skip = True
            continue
        args.append(word)
    if name == "fit" and (not args or draw(st.booleans())):
        logs = draw(st.lists(st.sampled_from(sorted(n for n in files if not _corrupt(n))), min_size=0, max_size=2))
        args = [a for a in args if a != str(GOOD_LOG)] + [files[n] for n in logs]
    if name in ("catalog", "plot"):
        kinds = ["models", "links", "accelerators", "clusters", "efficiencies", "all", "model",
                 "efficiency"] if name == "catalog" else [
            "efficiency", "bandwidth", "breakdown", "algorithms"]
        kind = draw(st.one_of(st.sampled_from(kinds), st.sampled_from(ODD_WORDS)))
        args = [kind, *args[1:]] if name == "plot" and args else [kind, *args]
    for param in chosen:
        args += _value(draw, param, files)
    if any(p.name == "fmt" for p in params) and draw(st.booleans()):
        args += ["--format", "json"]
    return args


def _finite_numbers(value: object, where: str = "$") -> None:
    """Every number in parsed JSON is finite (strict parsing already refused NaN/Infinity tokens)."""
    if isinstance(value, dict):
        for key, item in value.items():
            _finite_numbers(item, f"{where}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _finite_numbers(item, f"{where}[{i}]")
    elif isinstance(value, float):
        assert math.isfinite(value), f"non-finite number at {where}"


def _refuse_constant(token: str) -> float:
    raise ValueError(f"non-standard JSON token {token}")


def check_run(name: str, args: list[str], workdir: Path) -> None:
    """Run ``ringcalc NAME ARGS`` in ``workdir`` and check the contract of issue 11."""
    old = os.getcwd()
    os.chdir(workdir)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            result = runner.invoke(app, [name, *args])
    finally:
        os.chdir(old)
    shown = f"ringcalc {name} {' '.join(repr(a) for a in args)}\nstdout: {result.stdout[-2000:]}\nstderr: {result.stderr[-2000:]}"
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"raised {result.exception!r}\n{shown}") from result.exception
    assert result.exit_code in (0, 1, 2), shown
    assert "Traceback" not in result.stdout and "Traceback" not in result.stderr, shown
    # a warning would reach the user as "file.py:123: RuntimeWarning: ..." plus a source line
    stray = [f"{w.category.__name__}: {w.message} ({w.filename}:{w.lineno})" for w in caught]
    assert not stray, f"warnings reached stderr: {stray}\n{shown}"
    if result.exit_code != 0:
        lines = result.stderr.strip().splitlines()
        assert lines and lines[-1].startswith("error: "), f"a failure must end with one 'error: ...' line\n{shown}"
    elif "--format" in args and args[args.index("--format") + 1 :][:1] == ["json"] and result.stdout.strip():
        if name == "fit" and "--save" in args and args[args.index("--save") + 1] == "-":
            return
        try:
            data = json.loads(result.stdout, parse_constant=_refuse_constant)
        except ValueError as exc:
            raise AssertionError(f"stdout is not strict JSON ({exc})\n{shown}") from None
        _finite_numbers(data)


FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SLOW = {"plot": 15, "sweep": 25, "crossover": 15, "fit": 30, "simulate": 30, "explain": 6, "catalog": 25}
# RINGCALC_FUZZ_SCALE=10 draws ten times as many command lines (a longer hunt than `make test` affords)
SCALE = float(os.environ.get("RINGCALC_FUZZ_SCALE", "1"))


def test_the_fuzz_knows_every_subcommand():
    assert set(COMMAND.commands) == set(BASE), "add the new subcommand to BASE"


@pytest.mark.parametrize("name", sorted(BASE))
def test_cli_fuzz(name, files, tmp_path_factory):
    """Drawn command lines for ``ringcalc NAME`` keep the contract: exit 0/1/2, no traceback, strict finite JSON."""
    workdir = tmp_path_factory.mktemp(f"fuzz-{name}")

    @settings(FUZZ, max_examples=max(1, round(SLOW.get(name, 40) * SCALE)))
    @given(args=command_lines(name, files))
    def run(args):
        check_run(name, args, workdir)

    run()


CALIBRATED = ["efficiency", "bandwidth", "time", "compare", "sweep", "report", "max-workers"]


@pytest.mark.parametrize("name", ["fit", *CALIBRATED])
def test_cli_fuzz_corrupt_files(name, files, tmp_path_factory):
    """A corrupt calibration file or nccl-tests log (any field null, Infinity, a wrong type; binary) is one error line."""
    workdir = tmp_path_factory.mktemp(f"fuzz-corrupt-{name}")
    kind = "nccl" if name == "fit" else "calibration"
    corrupt = sorted(n for n in files if n.startswith(f"corrupt-{kind}") or n in ("binary.bin", "latin1.txt", "empty.txt"))
    base = [w for w in BASE[name] if w not in ("-b", "100GbE")]

    @settings(FUZZ, max_examples=max(1, round(20 * SCALE)), phases=[Phase.explicit, Phase.reuse, Phase.generate])
    @given(path=st.sampled_from(corrupt), json_format=st.booleans())
    def run(path, json_format):
        args = [files[path]] if name == "fit" else [*base, "--calibration", files[path]]
        check_run(name, args + (["--format", "json"] if json_format else []), workdir)

    run()


def test_the_fuzz_left_no_process_behind():
    """Runs are in-process and ``measure`` launches nothing here: no child process of the test may remain."""
    me = str(os.getpid())
    children = []
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = entry.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[1] == me:
            children.append(entry.parent.name)
    assert not children, f"child processes left: {children}"
