"""Calibration against real networks: nccl-tests logs, fits, measurements.

* :mod:`ringcalc.calibrate.nccl_log`: parse nccl-tests / rccl-tests output.
* :mod:`ringcalc.calibrate.fit`: fit alpha (s) and beta (bytes/s) of the ring
  model, optionally piecewise over message-size regimes.
* :mod:`ringcalc.calibrate.calibration`: the calibration and its JSON document;
  :mod:`ringcalc.calibrate.calibration_file` reads the file back, schema-checked.
* :mod:`ringcalc.calibrate.measure`: an all-reduce benchmark over MPI (mpi4py)
  and the local launcher; :mod:`ringcalc.calibrate.measure.torch_dist`: the same
  over torch.distributed (gloo on CPU, nccl on GPUs).

Names are resolved lazily so importing this package stays cheap.
"""

from __future__ import annotations

import importlib
from typing import Any

_LAZY = {
    "parse_nccl_log": "ringcalc.calibrate.nccl_log",
    "read_nccl_log": "ringcalc.calibrate.nccl_log",
    "Run": "ringcalc.calibrate.nccl_records",
    "Row": "ringcalc.calibrate.nccl_records",
    "fit_runs": "ringcalc.calibrate.fit",
    "FitResult": "ringcalc.calibrate.fit",
    "Segment": "ringcalc.calibrate.fit",
    "Calibration": "ringcalc.calibrate.calibration",
    "load_calibration": "ringcalc.calibrate.calibration_file",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'ringcalc.calibrate' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
