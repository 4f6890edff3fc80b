"""``python -m ringcalc.calibrate.measure``: the rank worker and local launcher (same as ``python -m ringcalc.measure``)."""

import sys

from ringcalc.calibrate.measure.run import main

sys.exit(main())
