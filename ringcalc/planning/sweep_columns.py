"""The columns of a sweep's table: its inputs (the option table's keys), outputs, interval and target columns.

:mod:`ringcalc.planning.sweep` (vectorized, one link) and
:mod:`ringcalc.planning.sweep_cluster` (one scenario per row) write the same
columns; a module of its own so that neither imports the other for them.
"""

from __future__ import annotations

from ringcalc.planning.scenario_options import OPTIONS
from ringcalc.planning.sweep_grid import NOT_SWEPT

INPUT_COLUMNS = tuple(o.key for o in OPTIONS if o.name != "calibration" and o.name not in NOT_SWEPT)
"""The inputs of each row: the option table's keys, in its order (a calibration sets bandwidth and latency)."""
LINK_INPUT_COLUMNS = tuple(c for c in INPUT_COLUMNS if c not in {
    "cluster", "transport", "net_efficiency", "intra_efficiency", "nvls", "sharp", "nodes_per_leaf", "oversubscription",
    "hop_latency_s", "protocol", "scale_up_domain", "tuner"})
"""The inputs of a sweep on one link: the options of a cluster (:mod:`ringcalc.planning.sweep_cluster`) have no column."""
OUTPUT_COLUMNS = (
    "compute_time_s", "comm_time_s", "exposed_comm_time_s", "iteration_time_s", "efficiency", "speedup",
    "buckets", "last_bucket_time_s", "latency_time_s", "traffic_per_worker_bytes", "samples_per_s", "sync_time_s",
)
INTERVAL_COLUMNS = (
    "comm_time_s_low", "comm_time_s_high", "iteration_time_s_low", "iteration_time_s_high",
    "efficiency_low", "efficiency_high",
)
"""With a calibration, after :data:`OUTPUT_COLUMNS`: the collective's time at both ends of the calibration's
prediction interval (:mod:`ringcalc.calibrate.interval`) and the training step's iteration time and efficiency
there (``efficiency_low`` at the slow end). Where the interval has no upper bound (a node layout never measured) the
slow end's times are NaN and ``efficiency_low`` is 0, the bound that remains (``report`` and the single answers say
the same)."""
TARGET_COLUMNS = (
    "target_efficiency", "comm_time_budget_s", "min_comm_time_s", "required_bandwidth_bytes_per_s", "meets_target",
)
