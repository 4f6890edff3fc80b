"""The scenario a solver starts from when the quantity it solves for is not given.

``max_workers`` answers the largest worker count and ``max_gradient_bytes``
the largest gradient; neither depends on the scenario's own value of what it
solves for. The command line builds its scenario here (``ringcalc
max-workers``, ``ringcalc max-model``), and so does the Python API
(:meth:`Scenario.solving_workers`, :meth:`Scenario.solving_gradient`), so a
notebook need not invent a worker count or a model that the answer ignores.
"""

from __future__ import annotations

from typing import Any

from ringcalc import units
from ringcalc.errors import RingcalcError
from ringcalc.planning import topology, workload_setup
from ringcalc.planning.scenario import Scenario
from ringcalc.planning.scenario_options import LAYOUT_OPTIONS, given_or_default

GRADIENT_SOURCES = ("model", "params", "size")


def worker_search_start(**options: Any) -> Scenario:
    """The scenario a search over the worker count starts from (``max-workers``: N is what is solved for).

    One node of G workers for the two-level algorithms, with G from
    ``gpus_per_node`` or, when that is not given, from a calibration of both
    levels (whose ranks per node the algorithm then uses); otherwise N = 2.
    A ``workers`` given is dropped: the answer does not depend on it.
    """
    options = {k: v for k, v in options.items() if k != "workers"}
    g = options.get("gpus_per_node")
    algorithm = given_or_default(options, "algorithm")
    if g is None and options.get("calibration") is not None and isinstance(algorithm, str) \
            and algorithm.strip().lower() in topology.HIERARCHICAL_ALGORITHMS:
        from ringcalc.calibrate.calibration_file import load_calibration
        from ringcalc.planning.option_parsers import parse_path

        cal = load_calibration(parse_path(options["calibration"], "calibration"))
        g = cal.gpus_per_node if cal.levels else None
    if any(options.get(name) is not None for name in LAYOUT_OPTIONS) and options.get("dp") is None:
        return Scenario(**options, workers=workload_setup.layout_unit(options))  # dp = the smallest the layout allows
    one_node = units.parse_workers(g, option="gpus-per-node") if g is not None else 1
    return Scenario(**options, workers=max(one_node, 2))


def gradient_search_start(**options: Any) -> Scenario:
    """The scenario ``max_gradient_bytes`` solves (``max-model``: the gradient is what is solved for).

    A placeholder of one parameter keeps ``dtype`` meaningful (the answer is
    also given in parameters of that type). A gradient given is refused, not
    dropped: it would be a different question.
    """
    given = [name for name in GRADIENT_SOURCES if options.get(name) is not None]
    if given:
        raise RingcalcError(f"the gradient is what is solved for; drop {', '.join(given)}", option=given[0])
    return Scenario(**options, params=1)
