"""Runs this machine cannot afford are refused before anything is allocated or launched (issue 11).

Before, ``--verify`` with a huge N asked numpy for an N x N array (35 PiB,
traceback) and ``measure --ranks 100000`` started 100,000 MPI ranks on two
cores. The checks live in :mod:`ringcalc.limits` (available memory, local
rank cap), :mod:`ringcalc.executor.budget` (memory of one executor run) and
:mod:`ringcalc.calibrate.preflight` (measure). Tests pin the available memory
(``available_memory_bytes``) so they do not depend on the machine, and make
any allocation or launch past the check fail the test.
"""

from __future__ import annotations

import math
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ringcalc import limits
from ringcalc.cli import app
from ringcalc.errors import RingcalcError
from ringcalc.executor import check as check_module
from ringcalc.executor.budget import BASE_BYTES, run_memory_bytes
from ringcalc.executor.check import check
from ringcalc.executor.registry import ALGORITHMS

runner = CliRunner()
GIB = 2**30
FIXTURE = settings(suppress_health_check=[HealthCheck.function_scoped_fixture])


class _Allocated(Exception):
    """Raised by the patched buffer allocation: the run got past the memory check."""


def _pin_memory(monkeypatch, nbytes: int) -> None:
    monkeypatch.setattr(limits, "available_memory_bytes", lambda: nbytes)


def _one_line(text: str) -> str:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in text, text
    return lines[0]


# ------------------------------------------------------------------------- executor


@FIXTURE
@given(algorithm=st.sampled_from(sorted(ALGORITHMS)), workers=st.integers(1, 10**9),
       elements=st.integers(0, 10**12), dtype=st.sampled_from(["float16", "float32", "float64", "int32"]))
def test_check_refuses_exactly_the_runs_over_the_memory_limit(monkeypatch, algorithm, workers, elements, dtype):
    _pin_memory(monkeypatch, 4 * GIB)

    def allocate(*args, **kwargs):
        raise _Allocated

    monkeypatch.setattr(check_module, "random_buffers", allocate)
    fits = run_memory_bytes(algorithm, workers, elements, dtype) <= limits.MEMORY_FRACTION * 4 * GIB
    with pytest.raises(_Allocated if fits else RingcalcError) as exc:
        check(algorithm, workers, elements, bandwidth_bytes_per_s=1e9, dtype=dtype)
    if not fits:
        assert exc.value.kind == "infeasible" and "memory" in str(exc.value)


@given(algorithm=st.sampled_from(sorted(ALGORITHMS)), workers=st.integers(1, 80), elements=st.integers(0, 3000),
       dtype=st.sampled_from(["float16", "float32", "float64", "int64"]))
@settings(max_examples=25, deadline=None)
def test_the_estimate_bounds_what_a_run_allocates(algorithm, workers, elements, dtype):
    """numpy reports its buffers to tracemalloc; the traced peak stays within the estimate minus the fixed part."""
    if algorithm == "hierarchical-ring":
        g = next(d for d in (4, 2, 1) if workers % d == 0)
    else:
        g = 1
    tracemalloc.start()
    try:
        check(algorithm, workers, elements, bandwidth_bytes_per_s=1e9, dtype=dtype, gpus_per_node=g)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    budget = run_memory_bytes(algorithm, workers, elements, dtype, g) - BASE_BYTES
    assert peak <= budget + 8 * 2**20, (peak, budget)  # + 8 MiB: the run's fixed Python objects


@pytest.mark.parametrize("algorithm,workers,elements", [("ring", 64, 1 << 16), ("ring", 48, 50_000),
                                                        ("naive", 160, 2048), ("all-gather", 64, 1024),
                                                        ("rabenseifner", 100, 10_000)])
def test_the_estimate_bounds_larger_runs(algorithm, workers, elements):
    tracemalloc.start()
    try:
        check(algorithm, workers, elements, bandwidth_bytes_per_s=1e9)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak <= run_memory_bytes(algorithm, workers, elements) - BASE_BYTES + 8 * 2**20


# ------------------------------------------------------------------------- CLI: --verify and simulate


@given(workers=st.one_of(st.integers(2, 48), st.integers(10**4, 10**8)))  # 10**8: the largest N ringcalc takes
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_verify_runs_or_refuses_with_the_memory_it_needs(monkeypatch, workers):
    _pin_memory(monkeypatch, GIB)
    res = runner.invoke(app, ["efficiency", "-n", str(workers), "--size", "1GB", "--bandwidth", "100Gbps",
                              "--step-time", "1", "--verify"])
    if workers <= 48:
        assert res.exit_code == 0, res.output
        return
    assert res.exit_code == 1, res.output
    line = _one_line(res.output)
    assert line.startswith("error: --verify:") and "of memory" in line and "available" in line


def test_verify_of_a_hundred_million_workers_is_refused_on_this_machine():
    # the example (35 PiB asked of numpy): refused against the real available memory, nothing allocated
    res = runner.invoke(app, ["efficiency", "-n", "100000000", "--size", "1GB", "--bandwidth", "100Gbps",
                              "--step-time", "1", "--verify"])
    assert res.exit_code == 1, res.output
    assert "needs about" in _one_line(res.output)


@given(workers=st.integers(1, 4096), elements=st.integers(1, 10**7),
       algorithm=st.sampled_from(["ring", "naive", "binomial-tree", "all-gather", "recursive-doubling"]))
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_simulate_refuses_before_allocating(monkeypatch, workers, elements, algorithm):
    _pin_memory(monkeypatch, 300 * 2**20)  # leaves ~80 MiB for data: accepted runs stay small

    def allocate(*args, **kwargs):
        raise _Allocated

    monkeypatch.setattr(check_module, "random_buffers", allocate)
    res = runner.invoke(app, ["simulate", "-n", str(workers), "-k", str(elements), "-a", algorithm])
    if isinstance(res.exception, _Allocated):
        assert run_memory_bytes(algorithm, workers, elements) <= limits.MEMORY_FRACTION * 300 * 2**20
        return
    assert res.exit_code in (1, 2), res.output
    _one_line(res.output)


# ------------------------------------------------------------------------- measure


@given(ranks=st.integers(2, 10**7), cores=st.integers(1, 1024))
def test_local_rank_cap(ranks, cores):
    cap = min(limits.RANKS_PER_CORE * cores, limits.MAX_LOCAL_RANKS)
    assert limits.max_local_ranks(cores) == cap
    if ranks <= cap:
        limits.require_local_ranks(ranks, cores=cores)
        return
    with pytest.raises(RingcalcError) as exc:
        limits.require_local_ranks(ranks, cores=cores, launcher="mpirun -n N ...")
    msg = str(exc.value)
    assert exc.value.kind == "infeasible" and f"at most {cap}" in msg and "mpirun" in msg


@pytest.fixture()
def no_launch(monkeypatch):
    """Fail the test if a rank or mpiexec would be started."""
    import subprocess

    from ringcalc.calibrate import measure

    def launch(*args, **kwargs):
        raise AssertionError(f"launched {args[0] if args else kwargs}")

    monkeypatch.setattr(subprocess, "Popen", launch)  # the one subprocess module every measure module uses
    monkeypatch.setattr(subprocess, "run", launch)
    return measure


@pytest.mark.parametrize("args,option,code", [
    (["--ranks", "100000"], "--ranks", 1),
    (["--ranks", "4", "--max-size", "1TB"], "--max-size", 1),
    (["--ranks", "2", "--out", "/nonexistent-dir/m.csv"], "--out", 2),
    (["--ranks", "2", "--save", "/nonexistent-dir/c.json"], "--save", 2),
    (["--ranks", "2", "--out", "."], "--out", 2),
])
def test_measure_refuses_before_launching(no_launch, monkeypatch, args, option, code):
    monkeypatch.setattr(limits, "local_cores", lambda: 2)
    _pin_memory(monkeypatch, 8 * GIB)
    res = runner.invoke(app, ["measure", *args])
    assert res.exit_code == code, res.output
    assert _one_line(res.output).startswith(f"error: {option}:")


@pytest.mark.parametrize("args,option", [
    (["--ranks", "100000"], "--ranks"),
    (["--ranks", "2", "--out", "/nonexistent-dir/m.csv"], "--out"),
    (["--ranks", "2", "--save", "/nonexistent-dir/c.json"], "--save"),
])
def test_python_m_ringcalc_measure_refuses_before_launching(no_launch, monkeypatch, capsys, args, option):
    monkeypatch.setattr(limits, "local_cores", lambda: 2)
    rc = no_launch.main(args)
    assert rc in (1, 2)
    assert _one_line(capsys.readouterr().err).startswith(f"error: {option}:")


@FIXTURE
@given(ranks=st.integers(2, 64), max_size=st.integers(4, 2**44), available=st.integers(2**28, 2**40))
def test_measure_local_refuses_memory_it_does_not_have(no_launch, monkeypatch, ranks, max_size, available):
    from ringcalc.calibrate.measure import MeasureConfig, measure_local
    from ringcalc.calibrate.preflight import local_memory_bytes

    monkeypatch.setattr(limits, "local_cores", lambda: 8)
    _pin_memory(monkeypatch, available)
    cfg = MeasureConfig(ranks=ranks, min_size_bytes=4, max_size_bytes=max_size)
    need = local_memory_bytes(cfg)
    assert need >= ranks * 10 * max_size
    with pytest.raises((RingcalcError, AssertionError)) as exc:
        measure_local(cfg)
    if need > limits.MEMORY_FRACTION * available:
        assert isinstance(exc.value, RingcalcError) and exc.value.option == "max-size"
    else:
        assert isinstance(exc.value, AssertionError) and "launched" in str(exc.value)


def test_available_memory_is_positive_and_finite():
    m = limits.available_memory_bytes()
    assert m is None or (m > 0 and math.isfinite(m))


# ------------------------------------------------------------------------- sweep


@FIXTURE
@given(workers=st.integers(1, 5000), bandwidths=st.integers(1, 5000))
def test_sweep_refuses_exactly_the_grids_over_the_memory_limit(monkeypatch, workers, bandwidths):
    """A sweep checks its rows against the memory before evaluating any (it accepted 50M rows, ~40 GB)."""
    from ringcalc.planning import sweep as sweep_module

    _pin_memory(monkeypatch, 1 * GIB)
    monkeypatch.setattr(sweep_module, "_evaluate_chunk", lambda *a, **k: (_ for _ in ()).throw(_Allocated()))
    rows = workers * (bandwidths + 1)
    over = rows * sweep_module.ROW_BYTES > limits.MEMORY_FRACTION * GIB
    try:
        sweep_module.sweep(size="1GB", workers=f"1..{workers}", bandwidth=f"1Gbps,2Gbps..{bandwidths + 1}Gbps",
                           step_time=0.5)
    except RingcalcError as exc:
        assert over and exc.kind == "infeasible" and "sweep fewer values" in str(exc), str(exc)
    except _Allocated:
        assert not over
