"""The training-step model at scale (symbolic): overlap, buckets, compression, scaling.

The seed analysis assumes that the all-reduce of the gradients starts after
the compute of a step and never overlaps it: Tp = Ts + Tt. Real frameworks
overlap the all-reduce of early gradient buckets with the rest of the
backward pass (PyTorch DDP: Li et al. 2020, "PyTorch Distributed:
Experiences on Accelerating Data Parallel Training", VLDB 13(12), sec. 3.2,
default ``bucket_cap_mb = 25`` i.e. 25 MiB). This module extends the seed's
model, which it contains as the case F = 0, one bucket, R = 1, epsilon = 0.

Assumptions (``ringcalc explain`` prints :data:`ASSUMPTIONS`):

* Overlap F in [0, 1] is the fraction of the compute time Ts (the backward
  pass) during which communication can run. Only the exposed part of the
  communication adds to the step: Tp = Ts + max(0, Tt - F Ts) without
  ``--bucket-size`` (the idealized single all-reduce, all of which may overlap).
* Buckets of b bytes: the K gradient bytes are sent as M = ceil(K/b)
  separate collectives (M - 1 full buckets and a last one of
  K_l = K - (M - 1) b bytes), one after the other; each pays its own latency.
  The last bucket is ready only when the backward pass ends, so it cannot
  overlap: the exposed time is max(T_l, Tt - F Ts), where T_l is the last
  bucket's time (T_l = 0 without ``--bucket-size``, which gives the formula
  above). This equals T_l + max(0, Tt - T_l - F Ts): the earlier buckets hide
  behind up to F Ts of compute, the last one never does. Hence a bucket
  size >= K (one bucket, which is the last) overlaps nothing, while no
  ``--bucket-size`` overlaps all of Tt: both are stated models, and results
  with such a bucket size carry a note (:func:`ringcalc.numeric.training.bucket_notes`).
* Compression by a ratio R >= 1 divides the bytes on the wire by R (the
  collective sees K/R bytes, and reduces compressed bytes); encoding and
  decoding cost epsilon seconds per gradient byte, on the communication path
  (it delays the bucket like the transfer does).
* Weak scaling (default): every worker keeps its batch, Ts is fixed, the
  throughput speedup over one worker is N P. Strong scaling: the global batch
  is split, so the per-worker compute is Ts1 / N where Ts1 is the step time
  of the whole batch on one worker; the speedup Ts1 / Tp is again N P.
* Samples/s: weak scaling N batch / Tp (``batch`` per worker); strong
  scaling batch / Tp (``batch`` is the global batch).
* The compute does not slow down while communication runs (no contention
  for memory bandwidth or SMs), which makes overlap an upper bound.
* Synchronisation (stragglers): each worker's compute time is Ts plus a
  random jitter of standard deviation sigma; a synchronous step waits for
  the slowest of the N workers. For N iid normal jitters the expected wait
  is sigma E[max of N standard normals] <= sigma sqrt(2 ln N): the maximal
  inequality for sub-Gaussian variables (Boucheron, Lugosi & Massart 2013,
  "Concentration Inequalities", Oxford UP, sec. 2.5), which is also the
  asymptote (E[max] / sqrt(2 ln N) -> 1; David & Nagaraja 2003, "Order
  Statistics", 3rd ed., sec. 10.5). The model uses the bound, so it never
  understates the wait for normal jitter (it overstates it by 2.1x at N = 2
  and 1.16x at N = 512); it is 0 at N = 1 exactly.
* A per-step framework overhead T_over (Horovod's tensor negotiation, DDP's
  autograd hooks) is paid by every step with N > 1 (one worker runs no
  framework collective: Min(N - 1, 1) T_over). Neither the wait nor the
  overhead overlaps compute or communication:
  Tp = Ts + T_sync + exposed, T_sync = sigma sqrt(2 ln N) + Min(N-1, 1) T_over.

All symbols are in SI units (bytes, seconds); F and R are dimensionless.
"""

from __future__ import annotations

import sympy as sp

from ringcalc.symbolic.collectives.base import CollectiveModel
from ringcalc.symbolic.symbols import B, K, N, P, T_s, T_t

F = sp.Symbol("F_ov", nonnegative=True)
"""Overlap: fraction of Ts during which communication can run, in [0, 1]."""
b = sp.Symbol("b_bkt", positive=True)
"""Bucket size, bytes of (uncompressed) gradient per bucket."""
R = sp.Symbol("R_cmp", positive=True)
"""Compression ratio: bytes on the wire = gradient bytes / R (R >= 1)."""
epsilon = sp.Symbol("eps_enc", nonnegative=True)
"""Encode + decode cost per gradient byte, s/byte."""
M = sp.Symbol("M_bkt", positive=True, integer=True)
"""Number of buckets ceil(K/b) (1 without bucketing)."""
K_l = sp.Symbol("K_last", positive=True)
"""Gradient bytes in the last bucket, K - (M-1) b."""
T_l = sp.Symbol("T_last", nonnegative=True)
"""Time of the last bucket's collective, which cannot overlap, s (0 without bucketing)."""
T_x = sp.Symbol("T_exposed", nonnegative=True)
"""Exposed communication time of one step, s."""
batch = sp.Symbol("batch", positive=True)
"""Samples per worker (weak scaling) or per step globally (strong scaling)."""
sigma = sp.Symbol("sigma_j", nonnegative=True)
"""Jitter: standard deviation of one worker's compute time per step, s."""
T_o = sp.Symbol("T_over", nonnegative=True)
"""Framework overhead per step (N > 1), s."""
T_y = sp.Symbol("T_sync", nonnegative=True)
"""Synchronisation time per step: straggler wait + framework overhead, s."""
BUDGET = sp.Symbol("budget", positive=True)
"""Exposed-communication budget Ts (1 - P) / P, s (same symbol as ringcalc.symbolic.inverses)."""

MEANING: dict[sp.Symbol, str] = {
    F: "overlap: fraction of Ts the communication may run under, 0..1",
    b: "bucket size, gradient bytes per bucket, B (PyTorch DDP default 25 MiB)",
    R: "compression ratio: bytes sent = bytes / R",
    epsilon: "encode + decode cost per gradient byte, s/B",
    M: "number of buckets ceil(K/b)",
    K_l: "gradient bytes in the last bucket, B",
    T_l: "time of the last bucket (never overlapped), s",
    T_x: "exposed communication time per step, s",
    sigma: "jitter: std. deviation of one worker's compute time per step, s",
    T_o: "framework overhead per step (N > 1), s",
    T_y: "synchronisation time per step (straggler wait + overhead), s",
}

ASSUMPTIONS: tuple[str, ...] = (
    "overlap F: communication may run during the fraction F of the compute time Ts (the backward pass); "
    "Tp = Ts + max(0, Tt - F*Ts) without --bucket-size; F = 0 is the seed's no-overlap model",
    "buckets: K bytes go as ceil(K/b) collectives one after another, each paying its latency; the last bucket "
    "is ready only when backward ends and never overlaps: exposed = max(T_last, Tt - F*Ts); so a --bucket-size "
    ">= the gradient (one bucket, the last) overlaps nothing, while no --bucket-size overlaps all of Tt",
    "PyTorch DDP's default bucket is 25 MiB (bucket_cap_mb=25; Li et al. 2020, VLDB 13(12))",
    "compression R: the collective moves K/R bytes; encode+decode costs epsilon s per gradient byte on the "
    "communication path",
    "weak scaling: each worker keeps its batch, speedup N*P; strong scaling: per-worker compute Ts1/N",
    "compute speed is unaffected by concurrent communication (overlap is an upper bound)",
    "stragglers: a synchronous step waits for the slowest of N workers; with iid normal jitter of standard "
    "deviation sigma (--jitter) the expected wait is at most sigma*sqrt(2 ln N) (maximal inequality, Boucheron, "
    "Lugosi & Massart 2013, sec. 2.5; also the asymptote, David & Nagaraja 2003, sec. 10.5): the model uses "
    "this bound, 0 at N = 1",
    "framework overhead (--framework-overhead): a constant time per step for N > 1 (e.g. Horovod's negotiation, "
    "DDP's hooks); neither it nor the straggler wait overlaps anything: Tp = Ts + T_sync + exposed",
)

# ------------------------------------------------------------ step expressions (all algorithms)

exposed_comm_time = sp.Max(T_l, T_t - F * T_s)
"""Exposed communication per step, s: max(T_l, Tt - F Ts); T_l = 0 without buckets."""
straggler_factor = sp.sqrt(2 * sp.log(N))
"""sqrt(2 ln N): bound (and asymptote) of E[max of N iid standard normals]; 0 at N = 1."""
sync_time = sigma * straggler_factor + sp.Min(N - 1, 1) * T_o
"""T_sync = sigma sqrt(2 ln N) + [N > 1] T_over, s (Min(N - 1, 1) is 0 at N = 1 and 1 above)."""
iteration_time = T_s + T_y + T_x
"""Tp = Ts + synchronisation + exposed communication, s."""
efficiency = T_s / iteration_time
"""P = Ts / Tp."""
(exposed_budget,) = sp.solve(sp.Eq(P, efficiency), T_x)
"""The exposed communication a target P allows: Ts (1 - P) / P - T_sync, s (solved, never hand-copied)."""
speedup = N * efficiency
"""Throughput speedup over one worker, N P (weak and strong scaling alike)."""
strong_step_time = T_s / N
"""Strong scaling: per-worker compute when the global batch is split N ways (T_s = one-worker time)."""
samples_per_s_weak = N * batch / iteration_time
"""Weak scaling: samples/s with ``batch`` samples per worker."""
samples_per_s_strong = batch / iteration_time
"""Strong scaling: samples/s with a global batch of ``batch`` samples."""
bucket_count = sp.ceiling(K / b)
"""M = ceil(K / b)."""
last_bucket_bytes = K - (M - 1) * b
"""K_l = K - (M - 1) b."""


# ------------------------------------------------------------ per-model expressions


def bucket_time(model: CollectiveModel, nbytes: sp.Expr) -> sp.Expr:
    """Time of one bucket of ``nbytes`` gradient bytes: the collective on nbytes/R plus encoding, s."""
    return model.time.subs(K, nbytes / R) + epsilon * nbytes


def comm_time(model: CollectiveModel) -> sp.Expr:
    """Tt of all M buckets, sent one after the other: (M-1) T(b) + T(K_l), s.

    With M = 1 and K_l = K (no bucketing), R = 1 and epsilon = 0 this is the
    collective's own time (the seed's Tt).
    """
    return (M - 1) * bucket_time(model, b) + bucket_time(model, K_l)


def last_time(model: CollectiveModel) -> sp.Expr:
    """T_l, the time of the last bucket, s."""
    return bucket_time(model, K_l)


def _solve_for(expr: sp.Expr, rhs: sp.Expr, symbol: sp.Symbol) -> sp.Expr | None:
    from ringcalc.symbolic.inverses import PIECEWISE

    if any(m.has(symbol) for m in expr.atoms(*PIECEWISE)):
        return None  # piecewise in the unknown (a cluster's slowest link): the solver finds a numeric root
    try:
        solutions = sp.solve(sp.Eq(expr, rhs), symbol)
    except NotImplementedError:
        return None
    if len(solutions) != 1:
        return None
    return sp.simplify(solutions[0])


def _at_infinite_bandwidth(expr: sp.Expr) -> sp.Expr:
    """The limit B -> infinity; by substitution where the model is piecewise (every B term is c/B there)."""
    from ringcalc.symbolic.inverses import PIECEWISE

    if expr.has(*PIECEWISE):
        return sp.simplify(expr.subs(B, sp.oo))
    return sp.simplify(sp.limit(expr, B, sp.oo))


def per_model(model: CollectiveModel) -> dict[str, tuple[sp.Expr | None, str]]:
    """The expressions generated for one model: forward times and the bandwidth inverses.

    ``required_bandwidth_total`` solves Tt(B) = budget + F Ts and
    ``required_bandwidth_last`` solves T_l(B) = budget; the bandwidth a target
    needs is the larger of the two (both conditions of max(T_l, Tt - F Ts) <=
    budget). The ``*_floor`` expressions are the limits at B -> infinity.
    """
    total = comm_time(model)
    last = last_time(model)
    return {
        "comm_time": (total, "Tt of all buckets, s"),
        "last_bucket_time": (last, "time of the last bucket, s"),
        "comm_time_floor": (_at_infinite_bandwidth(total), "Tt of all buckets at infinite bandwidth, s"),
        "last_bucket_floor": (_at_infinite_bandwidth(last), "last bucket at infinite bandwidth, s"),
        "required_bandwidth_total": (_solve_for(total, BUDGET + F * T_s, B), "B with Tt = budget + F*Ts, bytes/s"),
        "required_bandwidth_last": (_solve_for(last, BUDGET, B), "B with T_last = budget, bytes/s"),
    }


STEP_EXPRESSIONS: dict[str, tuple[sp.Expr, str]] = {
    "exposed_comm_time": (exposed_comm_time, "exposed communication max(T_l, Tt - F*Ts), s"),
    "sync_time": (sync_time, "synchronisation: straggler wait sigma*sqrt(2 ln N) + framework overhead (N > 1), s"),
    "exposed_budget": (exposed_budget, "exposed communication allowed by a target P: Ts(1-P)/P - T_sync, s"),
    "iteration_time": (iteration_time, "Tp = Ts + T_sync + exposed communication, s"),
    "efficiency": (efficiency, "P = Ts/(Ts + T_sync + exposed), 1"),
    "speedup": (speedup, "throughput speedup N*P"),
    "strong_step_time": (strong_step_time, "per-worker compute under strong scaling, s"),
    "samples_per_s_weak": (samples_per_s_weak, "samples/s, weak scaling"),
    "samples_per_s_strong": (samples_per_s_strong, "samples/s, strong scaling"),
    "bucket_count": (bucket_count, "number of buckets"),
    "last_bucket_bytes": (last_bucket_bytes, "bytes of the last bucket"),
}


def generate_numpy(ident: callable) -> str:  # type: ignore[valid-type]
    """Numpy source of the training functions, appended to ``_generated.py`` by :mod:`ringcalc.symbolic.codegen`.

    Defines ``train_<name>`` functions for :data:`STEP_EXPRESSIONS` and a
    ``TRAINING`` table ``{"algorithm/collective": {name: function}}`` for
    :func:`per_model`. ``Max`` is printed as ``numpy.maximum`` so that scalars
    and arrays broadcast.
    """
    from sympy.printing.numpy import NumPyPrinter

    from ringcalc.symbolic.collectives import cluster_registry, registry

    class _Printer(NumPyPrinter):
        def _print_Max(self, expr):  # noqa: N802 (sympy's naming)
            args = [self._print(a) for a in expr.args]
            out = args[0]
            for a in args[1:]:
                out = f"numpy.maximum({out}, {a})"
            return out

        def _print_Min(self, expr):  # noqa: N802 (sympy's naming)
            args = [self._print(a) for a in expr.args]
            out = args[0]
            for a in args[1:]:
                out = f"numpy.minimum({out}, {a})"
            return out

    printer = _Printer({"fully_qualified_modules": True, "allow_unknown_functions": False})

    def function(name: str, expr: sp.Expr, doc: str) -> str:
        args = sorted((s.name for s in expr.free_symbols), key=str)
        signature = ", ".join(["*", *args, "**_"]) if args else "**_"
        body = printer.doprint(expr)
        if not args:
            body = f"numpy.float64({body})"
        return f'def {name}({signature}):\n    """{doc}: ``{sp.sstr(expr)}``."""\n    return {body}\n\n\n'

    parts = ["\n\n# ---- training-step model (ringcalc.symbolic.training): overlap, buckets, compression, scaling\n\n"]
    for name, (expr, doc) in STEP_EXPRESSIONS.items():
        parts.append(function(f"train_{name}", expr, doc))
    for table_name, prefix, models in (("TRAINING", "", registry()), ("CLUSTER_TRAINING", "cluster__", cluster_registry())):
        table = []
        for key, model in models.items():
            entries = []
            for name, (expr, doc) in per_model(model).items():
                if expr is None:
                    entries.append(f"        {name!r}: None,\n")
                    continue
                fname = f"train__{prefix}{ident(key)}__{name}"
                parts.append(function(fname, sp.sympify(expr), f"{key} {doc}"))
                entries.append(f"        {name!r}: {fname},\n")
            table.append(f"    {key!r}: {{\n{''.join(entries)}    }},\n")
        parts.append(f"{table_name} = {{\n" + "".join(table) + "}\n")
    return "".join(parts)


def explain_section(show=sp.sstr) -> tuple[str, list[str]]:
    """(title, lines) for ``ringcalc explain``: the step model's formulas and its assumptions.

    ``show`` prints an expression (``sympy.sstr`` or ``sympy.latex``).
    """
    lines = [
        f"exposed communication {show(T_x)} = {show(exposed_comm_time)}   ({show(T_l)} = 0 without --bucket-size)",
        "one bucket: without --bucket-size the idealized model overlaps all of Tt (exposed = max(0, Tt - F*Ts)); "
        "a --bucket-size >= the gradient also gives one bucket, but it is the last bucket, which cannot overlap "
        "(exposed = Tt whatever F)",
        f"Tp = {show(iteration_time)},  P = {show(efficiency)},  speedup = {show(speedup)}",
        f"buckets {show(M)} = {show(bucket_count)},  last bucket {show(K_l)} = {show(last_bucket_bytes)}",
        f"{show(T_t)} = ({show(M)} - 1) T_bucket({show(b)}) + T_bucket({show(K_l)}),  "
        f"T_bucket(x) = T_collective(K = x/{show(R)}) + {show(epsilon)} x",
        f"strong scaling: per-worker compute = {show(strong_step_time)}",
        f"synchronisation {show(T_y)} = {show(sync_time)}   (--jitter {show(sigma)}, --framework-overhead {show(T_o)}; "
        "0 at N = 1)",
        f"exposed-communication budget for a target {show(P)}: {show(exposed_budget)}   "
        f"(unreachable at any bandwidth when {show(T_y)} >= Ts(1-P)/P)",
        *(f"assumption: {a}" for a in ASSUMPTIONS),
    ]
    return "Training step (overlap, buckets, compression, scaling, synchronisation)", lines
