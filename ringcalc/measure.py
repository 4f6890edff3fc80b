"""``python -m ringcalc.measure``: the all-reduce benchmark (MPI or torch.distributed).

Thin entry point; everything lives in :mod:`ringcalc.calibrate.measure`
(and :mod:`ringcalc.calibrate.measure.torch_dist` for ``--engine torch``).
Run it locally (``python -m ringcalc.measure --ranks 4``, ``python -m
ringcalc.measure --engine torch --ranks 4``) or under a site launcher
(``mpirun -n 64 python -m ringcalc.measure``, ``torchrun --nproc-per-node 8
-m ringcalc.measure --engine torch``).
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
    from ringcalc.calibrate.measure.run import main

    sys.exit(main())
