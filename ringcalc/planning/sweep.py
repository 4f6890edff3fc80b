"""``sweep``: the cross product of scenario options, evaluated vectorized.

Every option of :class:`~ringcalc.planning.scenario.Scenario` accepts a list: a
Python sequence, or text with commas and ranges (``"2,4,8..1024"``,
``"10GbE,25GbE,100GbE,400Gbps"``, ``"vgg16,resnet50"``). Each distinct value
is parsed once (:mod:`ringcalc.units`), the cross product is built as numpy
index arithmetic, and the generated functions (:mod:`ringcalc.numeric._generated`,
through :func:`ringcalc.numeric.training.evaluate`) are called once per chunk of each
(algorithm, collective) group: no per-scenario Python loop, no sympy.

The result is a pandas DataFrame with one row per scenario and plain SI
columns named like the JSON keys of the single-scenario commands
(``workers``, ``gradient_bytes``, ``bandwidth_bytes_per_s``,
``comm_time_s``, ``efficiency``, ...). Readable text columns are added only
when rendering (:func:`ringcalc.output.tables.readable`).
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

import numpy as np

from ringcalc import units
from ringcalc.errors import RingcalcError
from ringcalc.numeric import model_functions, reaches, training
from ringcalc.planning import calibrated
from ringcalc.planning.scenario_options import OPTIONS, api_parameters, check_keywords
from ringcalc.planning.progress import reporter
from ringcalc.planning.sweep_columns import (  # noqa: F401 - the columns: part of this module's answer
    INPUT_COLUMNS, INTERVAL_COLUMNS, LINK_INPUT_COLUMNS, OUTPUT_COLUMNS, TARGET_COLUMNS,
)
from ringcalc.planning.sweep_grid import (
    MAX_ROWS, Grid, GridArrays, dimension_values, expand, groups, range_notes,
)

ROW_BYTES = 800
"""Peak memory budgeted per row. Measured with ``/usr/bin/time -f %M``: 2M rows of ``sweep(size="1GB",
workers="1..2000", bandwidth="1Gbps,2Gbps..1000Gbps", step_time=0.5, target_efficiency=0.9)`` (two chunks and
their concatenation) peaked at 922 MB, about 460 B per row; the interval columns of a calibration add more."""

CHUNK_ROWS = 1 << 20
"""Rows evaluated per call of the generated functions (bounds memory; drives the progress bar)."""

# ---------------------------------------------------------------- the sweep


def sweep(
    *,
    target_efficiency: Any = None,
    progress: bool | Callable[[int, int], None] = False,
    **options: Any,
):  # -> pandas.DataFrame
    """Evaluate the cross product of scenario options; one row per scenario.

    Parameters
    ----------
    {names}
        As for :class:`~ringcalc.planning.scenario.Scenario` (the option
        table), but each may be a list: a sequence, or text with commas and
        ranges (``"2..1024x2"`` or ``"2,4,8..1024"`` doubling, ``"10,20..100"``
        arithmetic; :mod:`ringcalc.planning.sweep_grid`). A range of more than
        a few dozen values is described in ``df.attrs["notes"]``.
    target_efficiency : str, float or list, optional
        Adds ``target_efficiency``, ``comm_time_budget_s``,
        ``min_comm_time_s``, ``required_bandwidth_bytes_per_s`` (bytes/s; NaN
        where unreachable) and ``meets_target`` (needs ``step_time``).
    calibration : str or path, optional
        A calibration from ``ringcalc fit --save``: sets ``bandwidth`` and
        ``latency`` per row (the regime covering each row's bucket size, else
        its gradient size, for a piecewise calibration, as
        :class:`~ringcalc.planning.scenario.Scenario` does); giving either as well is an error. Adds
        the prediction interval (:data:`INTERVAL_COLUMNS`).
    progress : bool or callable
        True shows a rich progress bar on stderr; a callable receives
        ``(rows_done, rows_total)``.

    Returns
    -------
    pandas.DataFrame
        Inputs (:data:`INPUT_COLUMNS`) and outputs (:data:`OUTPUT_COLUMNS`,
        then :data:`INTERVAL_COLUMNS` with a calibration, then
        :data:`TARGET_COLUMNS` with a target) in SI units. Rows are
        ordered by algorithm, collective, then the options in the order of
        :data:`INPUT_COLUMNS`, the last varying fastest.

    Examples
    --------
    >>> df = sweep(model="vgg16", workers="2..8x2", bandwidth="1GbE,10GbE", step_time=0.55)
    >>> len(df), round(float(df.efficiency.iloc[2]), 5)  # 4 workers on 1GbE (the bandwidth varies fastest)
    (6, 0.07648)
    """
    import pandas as pd

    check_keywords(options, "sweep")
    _check_dtype_with_size(options)
    from ringcalc.planning import sweep_cluster

    if sweep_cluster.per_row(options):  # on a cluster, a workload or a layout: one scenario per row
        return _given(sweep_cluster.cluster_sweep(options, target_efficiency, progress), options)
    grid = _grid(options, target_efficiency)
    arrays = GridArrays.of(grid.dims)
    report = reporter(progress, grid.total, quiet_up_to=CHUNK_ROWS)
    frames = []
    done = 0
    for algo, coll in grid.pairs:
        for start in range(0, grid.per_group, CHUNK_ROWS):
            stop = min(start + CHUNK_ROWS, grid.per_group)
            frames.append(_evaluate_chunk(algo, coll, grid.index(start, stop), arrays, stop - start,
                                          grid.targets is not None, grid.cal))
            done += stop - start
            report(done)
    report(None)
    df = frames[0] if len(frames) == 1 else pd.concat(frames, ignore_index=True)
    df.attrs["notes"] = range_notes(options)  # e.g. "-n 8,16..4096 expands to 512 values ...; 8..4096x2 doubles"
    return _given(df, options)


def _given(df, options: dict[str, Any]):
    """``df`` with ``attrs["inputs"]``: the columns of the options given, the ones :func:`summary` groups by (on a
    cluster the latency column is NCCL's, an output that moves with the bandwidth: grouping by it split one group)."""
    df.attrs["inputs"] = [o.key for o in OPTIONS if o.name != "calibration" and options.get(o.name) is not None]
    return df


def _check_dtype_with_size(options: dict[str, Any]) -> None:
    """Refuse a ``dtype`` other than fp32 with ``size``, as :class:`~ringcalc.planning.scenario.Scenario` does: the
    size is already in bytes, so the dtype would change no row (any listed dtype other than fp32 is refused)."""
    from ringcalc.planning.scenario import check_dtype_with_size
    from ringcalc.planning.sweep_grid import terms

    dtype, size = options.get("dtype"), options.get("size")
    if dtype is None or size is None:
        return
    listed = [t for t in terms(dtype, "dtype") if t is not None]
    if any(str(t).strip().lower() != "fp32" for t in listed):
        check_dtype_with_size(dtype if isinstance(dtype, str) else ",".join(map(str, listed)), size)


def _grid(options: dict[str, Any], target_efficiency: Any) -> Grid:
    """Parse every dimension once and check the names and the size before any work."""
    cal = calibrated.load_for_grid(options)
    if cal is not None:
        options["bandwidth"] = None
    dims = dimension_values(options)
    targets = None
    if target_efficiency is not None:
        if options.get("step_time") is None:
            raise RingcalcError(
                "is required with --target-efficiency (the efficiency Ts/Tp needs the compute time per step)",
                option="step-time",
            )
        targets = expand(target_efficiency, lambda v: units.parse_efficiency(v, option="target-efficiency"),
                         "target-efficiency")
        dims["target_efficiency"] = targets
    pairs = groups(options)
    from ringcalc.planning.topology import refuse_two_level

    for a, c in pairs:
        model_functions(a, c)  # unknown names fail before any work, with close matches
        if cal is None:  # one link per worker here (a cluster runs per_row; a calibration may have levels)
            refuse_two_level([a], 1, option="algorithm")
    if targets is not None:
        _check_intra_bandwidth(pairs, dims)
    grid = Grid(dims, pairs, targets, cal)
    if grid.total > MAX_ROWS:
        raise RingcalcError(f"the sweep has {grid.total:,} scenarios; the limit is {MAX_ROWS:,}", option="workers")
    from ringcalc.limits import require_memory

    require_memory(grid.total * ROW_BYTES, f"a sweep of {grid.total:,} scenarios", option="workers",
                   hint="sweep fewer values at a time")
    return grid


def _check_intra_bandwidth(pairs: list[tuple[str, str]], dims: dict[str, list[Any]]) -> None:
    """Solving for the inter-node B of a two-level model needs --intra-bandwidth (as ``ringcalc bandwidth``).

    Without it the intra-node link defaults to the inter-node B, which is the
    unknown being solved for: the required bandwidth would be NaN (read as
    "unreachable") or, with --bandwidth listed, depend on the listed value.
    """
    import ringcalc.numeric._generated as gen

    if not any(g > 1 for g in dims["gpus_per_node"]) or not any(
        isinstance(v, float) and math.isnan(v) for v in dims["intra_bandwidth_bytes_per_s"]
    ):
        return
    for algo, coll in pairs:
        fn = gen.TRAINING[f"{algo}/{coll}"]["required_bandwidth_total"]
        if fn is not None and "B_intra" in training._arguments(fn):
            raise RingcalcError(
                f"is required to solve for the inter-node bandwidth of {algo} with --gpus-per-node > 1",
                option="intra-bandwidth",
            )


_SYMBOLS = {
    "B": "bandwidth_bytes_per_s", "alpha": "latency_s", "gamma": "gamma_s_per_byte", "T_s": "step_time_s",
    "F_ov": "overlap", "b_bkt": "bucket_bytes", "R_cmp": "compression", "eps_enc": "encode_s_per_byte",
    "batch": "batch", "sigma_j": "jitter_s", "T_over": "framework_overhead_s",
}
"""The generated functions' symbol of each numeric sweep column (besides N and K)."""
_TOPOLOGY = ("gpus_per_node", "nics_per_node", "intra_bandwidth_bytes_per_s", "intra_latency_s")


def _evaluate_chunk(algo: str, coll: str, col: dict[str, Any], arrays: GridArrays, rows: int, with_target: bool,
                    cal: Any = None):
    """One chunk of a group as a DataFrame: inputs, outputs, the interval (calibration) and the target columns."""
    import pandas as pd

    values = _symbol_values(col, arrays, cal)
    topo = {name: arrays.column(col, name) for name in _TOPOLOGY}
    if cal is not None and calibrated.uses_two_levels(cal, algo):  # as Scenario: G, NICs and both links from it
        values, topo = calibrated.two_level_grid(cal, algo, _message(values), values, topo)
    strong = arrays.take(arrays.strong, col["scaling"])
    target = arrays.column(col, "target_efficiency") if with_target else None
    out = _step(values, topo, algo, coll, strong, target)
    full = partial(_full, rows=rows)
    inputs = _input_columns(values, topo, arrays, col, algo, coll, strong, rows)
    data = {c: inputs[c] for c in INPUT_COLUMNS if c in inputs}  # the table's order (a cluster's: sweep_cluster.py)
    for name in OUTPUT_COLUMNS:
        data[name] = full(out[name])
    if cal is not None:  # the calibration's prediction interval (calibrate/interval.py) through the training step
        data.update(_interval_columns(cal, values, topo, out, (algo, coll, strong, target), full))
    if with_target:
        for name in TARGET_COLUMNS[:-1]:
            data[name] = full(out[name])
        with np.errstate(invalid="ignore"):
            data["meets_target"] = full(reaches(out["efficiency"], out["target_efficiency"]))
    return pd.DataFrame(data, copy=False)


def _symbol_values(col: dict[str, Any], arrays: GridArrays, cal: Any) -> dict[str, Any]:
    """The generated functions' inputs of a chunk (N, K, B, alpha, ...); a calibration sets alpha and B per row."""
    values = {"N": arrays.column(col, "workers"), "K": arrays.take(arrays.grad_bytes, col["gradient"])}
    values.update({symbol: arrays.column(col, name) for symbol, name in _SYMBOLS.items()})
    if cal is not None:
        values["alpha"], values["B"] = calibrated.ring_params_grid(cal, _message(values), values["N"])
    return values


def _message(values: dict[str, Any]) -> Any:
    """The message a calibration is asked about: the bucket with buckets, else the gradient (as in Scenario)."""
    bucket, k = np.asarray(values["b_bkt"], dtype=float), values["K"]
    return np.where(np.isnan(bucket), k, np.minimum(bucket, k))


def _step(values: dict[str, Any], topo: dict[str, Any], algo: str, coll: str, strong: Any, target: Any) -> dict:
    """The training step (:func:`ringcalc.numeric.training.evaluate`) of a chunk, NaN in rows Scenario would refuse.

    The intra-node link defaults to the inter-node one where it is unset,
    as :func:`ringcalc.planning.topology.symbol_values` does (vectorized).
    """
    g_nodes, nics = topo["gpus_per_node"], topo["nics_per_node"]
    intra_b, intra_a = topo["intra_bandwidth_bytes_per_s"], topo["intra_latency_s"]
    b_intra = np.where(np.isnan(intra_b), values["B"], intra_b)
    full_values = {
        **values, "G": g_nodes, "R_nic": np.where(np.isnan(nics), g_nodes, nics),
        "B_intra": np.where(np.isnan(b_intra) & (g_nodes == 1), np.inf, b_intra),
        "alpha_intra": np.where(np.isnan(intra_a), values["alpha"], intra_a),
    }
    out = training.evaluate(full_values, algo, coll, scaling=strong, target=target)
    if np.any(g_nodes > 1):
        # rows Scenario would refuse (G must divide N) get no answer
        invalid = np.fmod(values["N"], g_nodes) != 0
        out = {k: np.where(invalid, np.nan, v) for k, v in out.items()}
    return out


def _full(v: Any, dtype: Any = None, *, rows: int) -> Any:
    """``v`` as a column of ``rows`` values (a scalar or a shorter broadcast array is broadcast)."""
    a = np.asarray(v, dtype=dtype)
    return np.broadcast_to(a, (rows,)) if a.ndim == 0 or a.shape[0] != rows else a


def _input_columns(values: dict[str, Any], topo: dict[str, Any], arrays: GridArrays, col: dict[str, Any], algo: str,
                   coll: str, strong: Any, rows: int) -> dict[str, Any]:
    """The input columns of a chunk, SI, by the option table's keys."""
    full = partial(_full, rows=rows)
    g = col["gradient"]
    g_nodes, nics = topo["gpus_per_node"], topo["nics_per_node"]
    inputs: dict[str, Any] = {
        "model": _categorical(arrays.grad_model, g, rows),
        "params": full(arrays.grad_params[g]),
        "dtype": _categorical(arrays.grad_dtype, g, rows),
        "gradient_bytes": full(values["K"]),
        "workers": full(values["N"]).astype(np.int64),
        "algorithm": _categorical(np.array([algo], dtype=object), 0, rows),
        "collective": _categorical(np.array([coll], dtype=object), 0, rows),
        "scaling": _categorical(np.array(["weak", "strong"], dtype=object), np.asarray(strong, dtype=np.int8), rows),
        "gpus_per_node": full(g_nodes).astype(np.int64),
        "nics_per_node": full(np.where(np.isnan(nics), g_nodes, nics)).astype(np.int64),
        "intra_bandwidth_bytes_per_s": full(topo["intra_bandwidth_bytes_per_s"]),
        "intra_latency_s": full(topo["intra_latency_s"]),
    }
    inputs.update({name: full(values[symbol]) for symbol, name in _SYMBOLS.items()})
    return inputs


def _interval_columns(cal: Any, values: dict[str, Any], topo: dict[str, Any], out: dict[str, Any],
                      model: tuple, full: Callable[[Any], Any]) -> dict[str, Any]:
    """:data:`INTERVAL_COLUMNS` of a chunk: the training step again at both ends of the calibration's interval.

    The collective's time is linear in (alpha, 1/B), so alpha x f and B / f
    scale it by f exactly (as :meth:`Scenario.with_time_scale`); the step
    (overlap, buckets, compression, synchronisation) then gives the
    iteration time and efficiency at that time. Where the interval has no
    bound (a node layout never measured) the slow end is NaN and the
    efficiency's low end is 0, as in the single answers and ``report``.
    """
    low, high = calibrated.interval_factors(cal, _message(values), values["N"])
    unbounded = np.isnan(high)
    with np.errstate(divide="ignore", invalid="ignore"):
        fast = _step({**values, "alpha": values["alpha"] * low, "B": values["B"] / low}, topo, *model)
        slow = _step({**values, "alpha": values["alpha"] * high, "B": values["B"] / high}, topo, *model)

    def bounded(v: Any) -> Any:
        return np.where(unbounded, np.nan, v)

    return {
        "comm_time_s_low": full(out["comm_time_s"] * low),
        "comm_time_s_high": full(out["comm_time_s"] * high),  # NaN: no bound (a level never measured)
        "iteration_time_s_low": full(fast["iteration_time_s"]),
        "iteration_time_s_high": full(bounded(slow["iteration_time_s"])),
        "efficiency_low": full(np.where(unbounded, 0.0, slow["efficiency"])),
        "efficiency_high": full(fast["efficiency"]),
    }


def _categorical(labels: np.ndarray, index: Any, rows: int):
    """A pandas Categorical of ``labels[index]`` (None -> missing), built from integer codes (no string copies)."""
    import pandas as pd

    categories: list[Any] = []
    codes_of = np.empty(len(labels), dtype=np.int32)
    for i, label in enumerate(labels):
        if label is None:
            codes_of[i] = -1
            continue
        if label not in categories:
            categories.append(label)
        codes_of[i] = categories.index(label)
    codes = np.broadcast_to(codes_of[index], (rows,)) if np.ndim(index) == 0 else codes_of[index]
    return pd.Categorical.from_codes(np.ascontiguousarray(codes), categories=categories)


# ---------------------------------------------------------------- summaries


def summary(df, over: str = "bandwidth_bytes_per_s", by: Iterable[str] | None = None):  # -> pandas.DataFrame
    """One row per group: the smallest ``over`` value whose row meets the target.

    Parameters
    ----------
    df : pandas.DataFrame
        A :func:`sweep` result with a ``target_efficiency`` (``meets_target`` column).
    over : str
        The column to minimise (default the bandwidth): e.g. the smallest
        bandwidth meeting the target for each worker count.
    by : list of str, optional
        Group columns; default every column of an option given to :func:`sweep` (``df.attrs["inputs"]``, else
        every input column) that varies, except ``over``.

    Returns
    -------
    pandas.DataFrame
        The group columns, the target and the exact required bandwidth (the
        closed form; equal in every row of a group when ``over`` is the
        bandwidth), ``smallest_<over>``: the smallest listed value meeting
        the target (NaN when none does), and that row's efficiency.
    """
    import pandas as pd

    if "meets_target" not in df.columns:
        raise RingcalcError("a summary needs a target: give --target-efficiency", option="target-efficiency")
    if by is None:
        # every option's column, the workload's and the layout's too (a row of its own each): a group merged over
        # --tp-overlap 0,0.9 took one value's bandwidth beside the other's "none meets the target"
        options = df.attrs.get("inputs") or tuple(o.key for o in OPTIONS if o.name != "calibration")
        by = [c for c in (*options, "target_efficiency") if c != over and c in df.columns and df[c].nunique(dropna=False) > 1]
        for extra in ("model",):  # keep the gradient's name next to its size, and its size next to its name
            if "gradient_bytes" in by and extra not in by and df[extra].notna().any():
                by.insert(0, extra)
            if extra in by and "gradient_bytes" not in by and df["gradient_bytes"].nunique(dropna=False) > 1:
                by.insert(by.index(extra) + 1, "gradient_bytes")
    by = list(by)
    ok = df[df["meets_target"].eq(True)]  # a refused row's is NaN (no answer): it meets nothing
    name = f"smallest_{over}"
    keep = [c for c in ("target_efficiency", "required_bandwidth_bytes_per_s") if c in df.columns and c not in by]
    if not by:
        best = ok.nsmallest(1, over)[[over, "efficiency"]] if len(ok) else pd.DataFrame({over: [np.nan], "efficiency": [np.nan]})
        first = df[keep].iloc[:1].reset_index(drop=True)
        return pd.concat([first, best.reset_index(drop=True)], axis=1).rename(columns={over: name})
    groups = df.groupby(by, dropna=False, sort=False)[keep].first().reset_index() if keep else df[by].drop_duplicates()
    idx = ok.groupby(by, dropna=False, sort=False)[over].idxmin()
    best = ok.loc[idx.values, [*by, over, "efficiency"]]
    merged = groups.merge(best, on=by, how="left")
    return merged.rename(columns={over: name}).reset_index(drop=True)


# The signature comes from the option table: every Scenario keyword, then the sweep's own.
sweep.__signature__ = inspect.Signature([  # type: ignore[attr-defined]
    *api_parameters(),
    inspect.Parameter("target_efficiency", inspect.Parameter.KEYWORD_ONLY, default=None),
    inspect.Parameter("progress", inspect.Parameter.KEYWORD_ONLY, default=False),
])
sweep.__doc__ = sweep.__doc__.replace("{names}", ", ".join(o.name for o in OPTIONS if o.name != "calibration"))
