"""The ``ringcalc`` command line: thin typer commands over the core.

Each module below registers its commands on :data:`app` when imported.
"""

from __future__ import annotations

from ringcalc.cli.app import app
from ringcalc.cli import info, plan, report  # noqa: F401  (commands register on import)
from ringcalc.cli import memory  # noqa: F401  (ringcalc memory)
from ringcalc.cli import calibrate  # noqa: F401  (ringcalc fit, ringcalc measure)
from ringcalc.cli import compare  # noqa: F401  (ringcalc compare, ringcalc crossover)
from ringcalc.cli import simulate  # noqa: F401  (ringcalc simulate)
from ringcalc.cli import sweep as _sweep, plot as _plot  # noqa: F401  (ringcalc sweep, ringcalc plot)
from ringcalc.cli import expect as _expect  # noqa: F401  (ringcalc expect, ringcalc check)
from ringcalc.cli.examples import add_examples

add_examples(app)  # every --help ends with real examples


def main() -> None:
    """Console-script entry point."""
    app()


__all__ = ["app", "main"]
