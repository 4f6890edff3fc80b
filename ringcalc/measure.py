"""``python -m ringcalc.measure``: the MPI all-reduce benchmark.

Thin entry point; everything lives in :mod:`ringcalc.calibrate.measure`.
Run it locally (``python -m ringcalc.measure --ranks 4``) or under a site
launcher (``mpirun -n 64 python -m ringcalc.measure``).
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
    from ringcalc.calibrate.measure import main

    sys.exit(main())
