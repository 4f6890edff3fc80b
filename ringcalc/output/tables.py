"""Sweep result tables as files: CSV / Parquet / JSON, written atomically, and readable columns.

Files are written through :func:`ringcalc.output.atomic.write_atomically`, so
an interrupted run never leaves a half-written report.

The DataFrame of :func:`ringcalc.planning.sweep.sweep` carries plain SI numbers only
(column names are the JSON keys, the unit in the name). :func:`readable`
adds text columns for people (``bandwidth`` = ``"1.25 GB/s (10 Gbit/s)"``,
``efficiency_pct`` = ``"7.648%"``); CSV files get them appended after the
SI columns, JSON and Parquet stay SI only (they are for programs). JSON
(:func:`to_json`) writes floats as every other output does: the shortest text
that reads back to the same number.
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
    "mfu_end_to_end": ("mfu_end_to_end_pct", "percent"),
    "bubble_time_s": ("bubble_time", "time"),
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


def to_json(df) -> str:
    """The rows of ``df`` as a JSON array of records, one per line, numbers as every other output writes them.

    Floats are Python's shortest text that reads back to the same number (as
    :func:`ringcalc.cli.render.to_json`, ``json.dumps``), not pandas' 15
    significant digits; an infinite or undefined number is ``null`` (strict
    RFC 8259 JSON). Built a column at a time, so a million-row sweep stays fast.
    """
    import json

    if len(df.columns) == 0:
        return "[]"
    tokens = [_json_tokens(df[c]) for c in df.columns]
    template = "{" + ", ".join(json.dumps(str(c)).replace("%", "%%") + ": %s" for c in df.columns) + "}"
    rows = [template % row for row in zip(*tokens)]
    return "[\n" + ",\n".join(rows) + "\n]" if rows else "[]"


def _json_tokens(column) -> list[str]:
    """The JSON text of each value of one column."""

    import pandas as pd

    dtype = column.dtype
    if isinstance(dtype, pd.CategoricalDtype):
        names = [_any_token(v) for v in dtype.categories.tolist()]
        return [names[code] if code >= 0 else "null" for code in column.cat.codes.tolist()]
    if isinstance(dtype, np.dtype) and dtype.kind == "b":
        return ["true" if v else "false" for v in column.tolist()]
    if isinstance(dtype, np.dtype) and dtype.kind in "iu":
        return list(map(str, column.tolist()))
    if isinstance(dtype, np.dtype) and dtype.kind == "f":
        values = column.to_numpy()
        out = list(map(float.__repr__, values.tolist()))
        for i in np.flatnonzero(~np.isfinite(values)).tolist():
            out[i] = "null"
        return out
    return [_any_token(v) for v in column.astype(object).where(column.notna(), None).tolist()]


def _any_token(v: Any) -> str:
    import json

    if isinstance(v, np.generic):
        v = v.item()
    if v is None or (isinstance(v, float) and not v - v == 0):  # v - v is nan for inf and nan
        return "null"
    if isinstance(v, float):
        return repr(v)
    return json.dumps(v, allow_nan=False, default=str)


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
                handle.write(to_json(df).encode())
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
