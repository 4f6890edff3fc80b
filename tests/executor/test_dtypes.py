"""Every element type name numpy knows either runs in ``ringcalc simulate`` or is one line of refusal.

``--dtype float128`` (and ``longdouble``) passed the check (any float kind) and ended in a traceback from numpy's
random generator (the executor hunt).
"""

from __future__ import annotations

import numpy as np
import pytest
from typer.testing import CliRunner

import ringcalc.cli.simulate  # noqa: F401  (registers the command)
from ringcalc.cli import app
from ringcalc.executor.budget import executor_dtype
from ringcalc.executor.check import DTYPES, parse_dtype, random_buffers

runner = CliRunner()
pytestmark = pytest.mark.filterwarnings("ignore:Data type alias:DeprecationWarning")  # numpy 2's 'a' for 'S'
NAMES = sorted({*np.sctypeDict, "float128", "longdouble", "complex64", "bool", "object", "U8", "datetime64"} - {""},
               key=str)


@pytest.mark.parametrize("name", [str(n) for n in NAMES])
def test_every_numpy_type_name_runs_or_is_refused_in_one_line(name):
    result = runner.invoke(app, ["simulate", "-n", "3", "-k", "7", "--dtype", name])
    assert "Traceback" not in result.output and not isinstance(result.exception, Exception) or \
        isinstance(result.exception, SystemExit), result.output
    typed = executor_dtype(name)  # as the option reads it (lower case: U8 is u8, uint64; fp32 is float32)
    try:
        dt = np.dtype(typed)
    except TypeError:
        dt = None
    if dt is not None and dt.name in DTYPES:
        assert result.exit_code == 0, result.output
        assert len(random_buffers(3, 7, parse_dtype(typed))) == 3
    else:
        assert result.exit_code != 0 and result.stderr.strip().startswith("error: --dtype:")
        assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("algorithm,identical", [("ring", True), ("all-gather", True), ("reduce-scatter", None),
                                                 ("bruck", None)])
def test_the_table_states_each_workers_input_and_compares_only_shared_results(algorithm, identical):
    """An all-gather printed '3 x 5 float32 (60 B per worker)' (the gathered output's bytes beside the input's
    elements), and 'bitwise identical: yes' was printed for reduce-scatter and all-to-all, whose workers each hold
    their own part (the executor hunt)."""
    import json

    result = runner.invoke(app, ["simulate", "-n", "3", "-k", "5", "-a", algorithm, "--format", "json"])
    assert result.exit_code == 0, result.output
    d = json.loads(result.stdout)
    assert d["elements_per_worker"] == 5 and d["bytes_per_worker"] == 20
    assert d["bitwise_identical"] is identical
