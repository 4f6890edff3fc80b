"""Measure all-reduce on a real network with MPI, nccl-tests style.

Two ways to run the same worker:

* locally, ``ringcalc measure --ranks 4`` (or ``python -m ringcalc.measure
  --ranks 4``) starts ``mpiexec -n 4`` itself (Open MPI: ``--oversubscribe
  --allow-run-as-root``, loopback/shared memory), shows a progress bar, and
  kills the whole process group when done, on error or after ``--timeout``;
* on a cluster, the site launcher starts it: ``mpirun -n 64 python -m
  ringcalc.measure ...`` or ``srun python -m ringcalc.measure ...``; rank 0
  prints the table and the fit and writes ``--out``/``--save``.

Implementations (``--impl``):

* ``mpi``: the MPI library's own ``MPI_Allreduce`` (``--force-ring`` asks
  Open MPI's ``coll/tuned`` for its ring algorithm, number 4, through
  ``OMPI_MCA_coll_tuned_use_dynamic_rules=1`` and
  ``OMPI_MCA_coll_tuned_allreduce_algorithm=4``);
* ``ring``: a ring all-reduce written here over ``MPI_Sendrecv``: N-1
  reduce-scatter steps then N-1 all-gather steps on chunks split like
  ``np.array_split`` (chunk i = the i-th piece of ``np.array_split(buf, N)``).

Buffers are float32 with small integer values, so the exact sum is
representable and every result element is checked (``#wrong``). Timing:
after ``--warmup`` calls, the ``--iters`` timed calls are split into up to 5
batches; a batch's time is its mean per call on the slowest rank (the
collective is done when the slowest rank is), and the reported time is the
fastest batch, which keeps interference from other processes on a shared
machine out of the number. algbw = S/t and busbw = algbw * 2(N-1)/N as in
nccl-tests.

The worker needs mpi4py (extra ``mpi``); importing this module does not.
``--engine torch`` runs the same sweep over torch.distributed instead
(:mod:`ringcalc.calibrate.measure.torch_dist`).

Modules: :mod:`.common` (configuration, the row protocol between ranks and launcher, CSV and runs),
:mod:`.mpi` (the MPI worker and local launcher), :mod:`.torch_dist` (the same over torch.distributed),
:mod:`.run` (the argparse entry point of ``python -m ringcalc.measure`` and the progress bar).
"""

from ringcalc.calibrate.measure.common import MeasureConfig, read_csv, rows_to_run, write_csv
from ringcalc.calibrate.measure.mpi import measure_local, mpiexec, run_worker
from ringcalc.calibrate.measure.run import main, measure_with_progress
from ringcalc.limits import local_cores

__all__ = ["MeasureConfig", "local_cores", "main", "measure_local", "measure_with_progress", "mpiexec",
           "read_csv", "rows_to_run", "run_worker", "write_csv"]
