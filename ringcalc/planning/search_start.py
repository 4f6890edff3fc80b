"""The scenario a solver starts from when the quantity it solves for is not given.

``max_workers`` answers the largest worker count and ``max_gradient_bytes``
the largest gradient; neither depends on the scenario's own value of what it
solves for. The command line builds its scenario here (``ringcalc
max-workers``, ``ringcalc max-model``), and so does the Python API
(``Scenario.solving_workers``, ``Scenario.solving_gradient``: a mixin of
:class:`~ringcalc.planning.scenario.Scenario`), so a notebook need not invent a
worker count or a model that the answer ignores.
"""

from __future__ import annotations

from typing import Any

from ringcalc import units
from ringcalc.errors import RingcalcError
from ringcalc.planning import topology, workload_setup
from ringcalc.planning.scenario_options import LAYOUT_OPTIONS, given_or_default

GRADIENT_SOURCES = ("model", "params", "size")


class SearchStarts:
    """The two starting points, as class methods of the scenario class that mixes them in."""

    __slots__ = ()

    @classmethod
    def solving_workers(cls, **options: Any) -> Any:  # -> Scenario
        """The scenario ``max_workers`` searches from (``max-workers``: N is what is solved for).

        One node of G workers for the two-level algorithms, with G from
        ``gpus_per_node`` or, when that is not given, from a calibration of both
        levels (whose ranks per node the algorithm then uses); otherwise N = 2.
        A ``workers`` given is dropped: the answer does not depend on it.

        >>> from ringcalc import Scenario
        >>> s = Scenario.solving_workers(model="vgg16", bandwidth="100GbE", latency="5us", step_time=0.55)
        >>> s.max_workers("80%").max_workers
        4897
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
            return cls(**options, workers=workload_setup.layout_unit(options))  # dp = the smallest the layout allows
        one_node = units.parse_workers(g, option="gpus-per-node") if g is not None else 1
        return cls(**options, workers=max(one_node, 2))

    @classmethod
    def solving_gradient(cls, **options: Any) -> Any:  # -> Scenario
        """The scenario ``max_gradient_bytes`` solves (``max-model``: the gradient is what is solved for).

        A placeholder of one parameter keeps ``dtype`` meaningful (the answer is
        also given in parameters of that type). A gradient given is refused, not
        dropped: it would be a different question.

        >>> from ringcalc import Scenario
        >>> s = Scenario.solving_gradient(workers=4, bandwidth="1GbE", step_time=0.55)
        >>> round(s.max_gradient_bytes("90%").max_gradient_bytes / 1e6, 3)
        5.093
        """
        given = [name for name in GRADIENT_SOURCES if options.get(name) is not None]
        if given:
            raise RingcalcError(f"the gradient is what is solved for; drop {', '.join(given)}", option=given[0])
        return cls(**options, params=1)
