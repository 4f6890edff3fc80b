"""Sweep result tables as files: CSV / Parquet / JSON, written atomically, and readable columns.

Files are written through :func:`ringcalc.output.atomic.write_atomically`, so
an interrupted run never leaves a half-written report.

The DataFrame of :func:`ringcalc.planning.sweep.sweep` carries plain SI numbers only
(column names are the JSON keys, the unit in the name). :func:`readable`
adds text columns for people (``bandwidth`` = ``"1.25 GB/s (10 Gbit/s)"``,
``efficiency_pct`` = ``"7.648%"``); CSV files get them appended after the
SI columns, JSON and Parquet stay SI only (they are for programs).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np

from ringcalc.errors import RingcalcError
from ringcalc.output.atomic import write_atomically

FORMATS = {".csv": "csv", ".parquet": "parquet", ".pq": "parquet", ".json": "json"}

# SI column -> (readable column, kind)
READABLE: dict[str, tuple[str, str]] = {
    "gradient_bytes": ("gradient", "bytes"),
    "bandwidth_bytes_per_s": ("bandwidth", "rate"),
    "required_bandwidth_bytes_per_s": ("required_bandwidth", "rate"),
    "smallest_bandwidth_bytes_per_s": ("smallest_bandwidth", "rate"),
    "latency_s": ("latency", "time"),
    "step_time_s": ("step_time", "time"),
    "compute_time_s": ("compute_time", "time"),
    "comm_time_s": ("comm_time", "time"),
    "exposed_comm_time_s": ("exposed_comm_time", "time"),
    "iteration_time_s": ("iteration_time", "time"),
    "bucket_bytes": ("bucket_size", "binary"),
    "traffic_per_worker_bytes": ("traffic_per_worker", "bytes"),
    "efficiency": ("efficiency_pct", "percent"),
    "target_efficiency": ("target_efficiency_pct", "percent"),
}


def file_format(path: str | os.PathLike[str]) -> str:
    """The file format from the extension: csv, parquet or json (a name without one is refused, like ``.txt``)."""
    suffix = Path(path).suffix.lower()
    if suffix == "" and Path(path).is_dir():
        return "csv"  # the writer says it is a directory
    if suffix == "":
        raise RingcalcError(f"{str(path)!r} has no extension, which names the format: use .csv, .parquet or .json",
                            option="out")
    if suffix not in FORMATS:
        raise RingcalcError(f"unknown report extension {suffix!r}; use .csv, .parquet or .json", option="out")
    return FORMATS[suffix]


def _unique_map(values: Any, render) -> np.ndarray:
    """Apply ``render`` (array of distinct finite floats -> list of str) once per distinct value; NaN -> ""."""
    v = np.asarray(values, dtype=float).ravel()
    out = np.full(v.shape, "", dtype=object)
    finite = np.isfinite(v)
    if finite.any():
        uniq, inverse = np.unique(v[finite], return_inverse=True)
        out[finite] = np.array(render(uniq), dtype=object)[inverse]
    return out


def _each(fmt) -> Any:
    """A renderer applying one :mod:`ringcalc.units` formatter to each distinct value."""
    return lambda x: [fmt(v) for v in x.tolist()]


def _binary(values: Any) -> np.ndarray:
    """Sizes in MiB (bucket sizes are stated in MiB, like PyTorch's bucket_cap_mb)."""
    return _unique_map(values, lambda x: [f"{m:.4g} MiB" for m in (x / 2**20).tolist()])


def _text(values: Any, kind: str) -> np.ndarray:
    """Readable text from the same formatters as the CLI (:mod:`ringcalc.units`), once per distinct value."""
    from ringcalc import units

    if kind == "bytes":
        return _unique_map(values, _each(units.format_size))
    if kind == "time":
        return _unique_map(values, _each(units.format_time))
    if kind == "rate":
        return _unique_map(values, _each(units.format_bandwidth))
    if kind == "binary":
        return _binary(values)
    if kind == "percent":
        return _unique_map(values, _each(units.format_efficiency))
    raise ValueError(kind)


def readable(df):  # -> pandas.DataFrame
    """A copy of ``df`` with readable text columns appended (see :data:`READABLE`).

    The SI columns are unchanged; each readable column is named without the
    unit suffix (``comm_time_s`` -> ``comm_time``).
    """
    out = df.copy()
    for column, (name, kind) in READABLE.items():
        if column in df.columns and name not in df.columns:
            out[name] = _text(df[column].to_numpy(dtype=float, na_value=np.nan), kind)
    return out


def write(df, path: str | os.PathLike[str], *, fmt: str | None = None, readable_columns: bool = True) -> Path:
    """Write ``df`` to ``path`` atomically; the format follows the extension.

    Parameters
    ----------
    df : pandas.DataFrame
        SI columns (a :func:`ringcalc.planning.sweep.sweep` result or a summary).
    path : path-like
        ``.csv``, ``.parquet`` / ``.pq`` or ``.json`` (records); no other extension, and not none.
    fmt : str, optional
        Force a format instead of the extension's.
    readable_columns : bool
        CSV only: append the text columns of :func:`readable`.

    Returns
    -------
    pathlib.Path
        The written file.

    Raises
    ------
    RingcalcError
        (option ``out``) when the file cannot be written, with the reason.
    """
    fmt = fmt or file_format(path)
    if fmt not in ("csv", "parquet", "json"):
        raise RingcalcError(f"unknown report format {fmt!r}; use csv, parquet or json", option="out")

    def fill(fd: int, tmp: Path) -> None:
        with os.fdopen(fd, "wb") as handle:
            if fmt == "csv":
                (readable(df) if readable_columns else df).to_csv(handle, index=False)
            elif fmt == "parquet":
                df.to_parquet(handle, index=False)
            else:
                handle.write(df.to_json(orient="records", indent=1, double_precision=15).encode())
                handle.write(b"\n")
            handle.flush()
            os.fsync(handle.fileno())

    return write_atomically(path, ".tmp", fill)


def read(path: str | os.PathLike[str]):  # -> pandas.DataFrame
    """Read a report written by :func:`write` back into a DataFrame (SI columns and any text columns)."""
    import pandas as pd

    fmt = file_format(path)
    if fmt == "csv":
        return pd.read_csv(path)
    if fmt == "parquet":
        return pd.read_parquet(path)
    return pd.read_json(path, orient="records")
