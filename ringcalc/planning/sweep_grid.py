"""Lists and ranges of option values, and the sweep's dimensions: every option's list of parsed values.

:class:`Grid` indexes their cross product chunk by chunk; :class:`GridArrays` holds their numeric values.

Every option of :func:`ringcalc.planning.sweep.sweep` accepts a list: a
Python sequence, or text with commas and ranges (``"2,4,8..1024"``,
``"10GbE,25GbE,100GbE,400Gbps"``, ``"vgg16,resnet50"``). Each term is
parsed once by its row of the option table
(:data:`ringcalc.planning.scenario_options.OPTIONS`).

Ranges
------
``a..c`` steps by 1; ``a,b..c`` continues the arithmetic step b - a (two
terms are arithmetic, like Python's ``range``: ``8,16..4096`` is 8, 16, 24,
..., 512 values); ``a,b,c..d`` continues a geometric sequence when the
listed terms have a constant ratio (``2,4,8..1024``) and an arithmetic one
when they have a constant difference (``10,20,30..100``); ``a..cxR``
multiplies by R from a (``8..4096x2`` doubles: 8, 16, 32, ..., 4096, ten
values; ``1MB..10GBx10``). The end is included when the sequence reaches it
(to a relative 1e-9); a range whose first step passes its end is refused
(``0.8..0.95``). Units are parsed before stepping. A range of more than
:data:`RANGE_NOTE_MIN` - 1 values is described in a note (its count, its
first terms and the doubling form), so that ``8,16..4096`` read as
arithmetic does not go unnoticed: :func:`expand` with ``notes``, and
:func:`range_notes` for a sweep's options.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import numpy as np

from ringcalc import catalog
from ringcalc.errors import RingcalcError
from ringcalc.planning.option_parsers import dtype_bytes
from ringcalc.planning.scenario_options import (
    BY_NAME,
    GRADIENT_SOURCES,
    LAYOUT_OPTIONS,
    OVERLAP_OPTIONS,
    WORKLOAD_OPTIONS,
    OPTIONS,
    Option,
    api_default,
    given_or_default,
    gradient_source,
    parse_value,
)

RANGE_NOTE_MIN = 33
"""A range expanding to this many values or more ("more than a few dozen") gets a note saying so."""

_RATIO = re.compile(r"^(?P<range>.*\.\..+?)\s*[x×]\s*(?P<ratio>[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)$")
"""``a..cxR``: a range with an explicit ratio R (``8..4096x2``)."""

MAX_ROWS = 50_000_000
"""Refuse larger cross products (memory) with a clear message."""

GRADIENT_OPTIONS = ("model", "params", "dtype", "size")
"""Options that together give the gradient dimension (one (model, params, dtype, bytes) tuple per value)."""

REQUIRED_OPTIONS = (*GRADIENT_SOURCES, "workers")
"""Options every row needs (the gradient from one of the first three)."""

GROUP_OPTIONS = ("algorithm", "collective")
"""Options that select the generated functions: each (algorithm, collective) pair is evaluated as one group."""

NOT_SWEPT = (*WORKLOAD_OPTIONS, *LAYOUT_OPTIONS, *OVERLAP_OPTIONS)
"""Rows without a dimension in the vectorized sweep: a workload or a layout makes every row a scenario of its own
(:mod:`ringcalc.planning.sweep_cluster`)."""


def terms(value: Any, option: str = "value") -> list[Any]:
    """Split ``value`` into its list items: a sequence, or text with commas (ranges kept as text).

    An empty item (``"4,,8"``, ``"4,8,"``, ``""``) is an error: it is a typo, not a value.
    """
    if value is None:
        return [None]
    if isinstance(value, str):
        items = [t.strip() for t in value.split(",")]
        if not all(items):
            raise RingcalcError(f"empty list item in {value!r}; separate the values with single commas", option=option)
        return items
    if isinstance(value, np.ndarray):
        out = list(value.ravel())
    elif hasattr(value, "tolist") and hasattr(value, "__len__"):  # a pandas Series or Index: a column of values
        out = list(np.asarray(value).ravel())
    elif isinstance(value, Sequence):
        out = []
        for item in value:
            out.extend(terms(item, option) if isinstance(item, str) else [item])
    else:
        return [value]
    if not out:
        raise RingcalcError("empty list; give at least one value", option=option)
    return out


def expand(value: Any, parse: Callable[[Any], Any] = lambda v: v, option: str = "value",
           notes: list[str] | None = None) -> list[Any]:
    """Expand lists and ranges into the list of parsed values, in order.

    Every listed value is kept, duplicates included (``"100Gbps,12.5GB/s"``
    gives two rows of the same bandwidth): a sweep has one row per listed
    value, so nothing the user typed disappears silently.

    Parameters
    ----------
    value : str, number or sequence
        ``"2,4,8..1024"``, ``"8..4096x2"``, ``[2, 4, 8]``, ``"10GbE,100GbE"``, ``4``.
    parse : callable
        Parses one term into its SI value (e.g. :func:`ringcalc.catalog.parse_bandwidth`).
    option : str
        Option name for error messages.
    notes : list of str, optional
        Receives one sentence per range of :data:`RANGE_NOTE_MIN` or more
        values: how many, its first terms, and the geometric form.

    Examples
    --------
    >>> expand("2,4,8..64", int)
    [2, 4, 8, 16, 32, 64]
    >>> expand("8..64x2", int)
    [8, 16, 32, 64]
    >>> expand("1..4", int)
    [1, 2, 3, 4]
    """
    items = terms(value, option)
    out: list[Any] = []
    last_ratio: float | None = None
    end_text = prev_text = ""
    ranged = False
    for i, term in enumerate(items):
        if isinstance(term, str) and ".." in term and not _a_path(term):
            explicit = _RATIO.match(term.strip())
            ratio = float(explicit["ratio"]) if explicit else None
            start_text, _, end_text = (explicit["range"] if explicit else term).partition("..")
            if not end_text.strip():
                raise RingcalcError(f"range {term!r} has no end; write e.g. 2,4,8..1024 or 8..1024x2", option=option)
            end = parse(end_text.strip())
            if start_text.strip():
                out.append(parse(start_text.strip()))
            if not out:
                raise RingcalcError(f"range {term!r} has no start", option=option)
            first = start_text.strip() or prev_text
            if ratio is None and len(out) == 1 and not (_bare_number(first) and _bare_number(end_text)):
                # one term and no step: it would step by 1 SI unit (1 s, 100%, 1 B/s): 1us..100us gave 1 us alone
                raise RingcalcError(
                    f"range {term!r} has no step: say it with a second term ({first},<next>..{end_text.strip()}, "
                    f"arithmetic) or a ratio ({first}..{end_text.strip()}x2, geometric); a range of bare numbers "
                    f"(8..64) steps by 1", option=option)
            out.extend(_continue(out, end, ",".join(str(t).strip() for t in items[: i + 1]), option, ratio))  # as typed
            ranged, last_ratio = True, ratio
        else:
            out.append(parse(term))
        prev_text = str(term).strip()
    if notes is not None and ranged and len(out) >= RANGE_NOTE_MIN:
        notes.append(_describe(option, value, out, str(items[0]).partition("..")[0].strip(), end_text.strip(),
                               last_ratio))
    return out


def _a_path(text: str) -> bool:
    """Whether a sweep's term is a file's path (``../cluster.toml``, ``runs/cal.json``), whose ``..`` is a folder,
    not a range (``--cluster ../x.toml`` was refused: "range '../x.toml' has no start")."""
    import os

    return "/" in text or os.sep in text or text.strip().lower().endswith((".toml", ".json"))


def _bare_number(text: str) -> bool:
    """Whether a range's end is a number without a unit (its step of 1 is then in the units typed)."""
    try:
        float(text.strip())
    except ValueError:
        return False
    return True


def _describe(option: str, value: str, values: list[Any], start: str, end: str, ratio: float | None) -> str:
    """The note on a long list: how many values, the first ones, and the geometric form of an arithmetic range."""
    shown = ", ".join(f"{v:g}" if isinstance(v, float) else str(v) for v in [*values[:3], values[-1]])
    shown = shown[: shown.rfind(", ")] + ", ..." + shown[shown.rfind(", "):]
    head = f"--{option.replace('_', '-')} {value!r} expands to {len(values):,} values ({shown}"
    try:
        x0, x1, x2 = (float(v) for v in values[:3])
    except (TypeError, ValueError):
        return head + ")"
    if ratio is not None or (x0 != 0 and x1 != 0 and math.isclose(x2 / x1, x1 / x0, rel_tol=1e-9)):
        return f"{head}: geometric, ratio {x1 / x0:g})"
    text = f"{head}: arithmetic, step {x1 - x0:g})"
    r = x1 / x0 if x0 > 0 and x1 / x0 >= 2 and float(x1 / x0).is_integer() else 2.0  # 8,16..: 2; 1,3..: 3; else 2
    last = float(values[-1])
    if not (x0 > 0 and last > x0):
        return text
    count = 1 + int(math.floor(math.log(last / x0) / math.log(r) + 1e-9))
    return f"{text}; multiplying by {r:g} instead is {start}..{end}x{r:g} ({count:,} values)"


def _check_terms(count: int, term: str, option: str) -> None:
    if count > MAX_ROWS:
        raise RingcalcError(f"range {term!r} has {count:,} terms; the limit is {MAX_ROWS:,}", option=option)


def _continue(prefix: list[Any], end: Any, term: str, option: str, explicit: float | None = None) -> list[Any]:
    """The terms after ``prefix`` up to ``end``: geometric or arithmetic, as the prefix shows (or times ``explicit``)."""
    try:
        xs = [float(v) for v in prefix]
        stop = float(end)
    except (TypeError, ValueError):
        raise RingcalcError(f"range {term!r}: only numbers and quantities can be stepped", option=option) from None
    integer = all(isinstance(v, (int, np.integer)) for v in [*prefix, end])
    if explicit is not None:
        ratio, step_ = explicit, None
        if not (explicit > 0 and math.isfinite(explicit)) or explicit == 1:
            raise RingcalcError(f"range {term!r}: the ratio after x must be a number other than 1", option=option)
    elif len(xs) == 1:
        ratio, step_ = None, 1.0
    else:
        step_ = xs[-1] - xs[-2]
        ratio = xs[-1] / xs[-2] if xs[-2] != 0 else None
        if len(xs) >= 3:
            diffs = np.diff(xs)
            ratios = np.array(xs[1:]) / np.array(xs[:-1]) if all(x != 0 for x in xs[:-1]) else None
            if np.allclose(diffs, diffs[0], rtol=1e-9):
                ratio = None
            elif ratios is not None and np.allclose(ratios, ratios[0], rtol=1e-9):
                step_ = None
            else:
                raise RingcalcError(
                    f"range {term!r}: the listed terms are neither arithmetic nor geometric", option=option
                )
        else:
            ratio = None  # two terms: arithmetic, like Python's range
    out: list[Any] = []
    x, tol = xs[-1], 1e-9 * max(abs(stop), abs(xs[-1]), 1e-300)
    if step_ is not None:
        if step_ == 0 or (stop - x) * step_ < 0:
            if abs(stop - x) <= tol:
                return []
            raise RingcalcError(f"range {term!r} steps by {step_:g} from {x:g}: it never reaches its end {stop:g}", option=option)
        last, by = _decimal(x), _decimal(xs[-1]) - _decimal(xs[-2]) if len(xs) > 1 else Decimal(1)
        # counted in the decimals typed, as the values are: the floats' step (49365.8 - 49365.7 = 0.10000000000582)
        # left 49367.5 out of 49365.7,49365.8..49367.5
        count = int(math.floor((_decimal(stop) - last) / by + Decimal("1e-9")))
        _check_terms(len(prefix) + count, term, option)
        values = [float(last + by * (j + 1)) for j in range(count)]
    else:
        if ratio is None or ratio <= 0 or ratio == 1 or x == 0 or stop / x <= 0 or (stop / x < 1) != (ratio < 1):
            raise RingcalcError(f"range {term!r} never reaches its end", option=option)
        count = int(math.floor(math.log(stop / x) / math.log(ratio) + 1e-9))
        _check_terms(len(prefix) + count, term, option)
        last = _decimal(x)
        by = _decimal(explicit) if explicit is not None else _decimal(xs[-1]) / _decimal(xs[-2])
        values = [float(last * by ** (j + 1)) for j in range(count)]
    if len(prefix) == 1 and explicit is None and not values and abs(stop - x) > tol:  # 0.8..0.95 by 1: its start alone
        raise RingcalcError(f"range {term!r} never reaches its end: its first step passes it (bare numbers step by 1)", option=option)
    for v in values:
        out.append(int(round(v)) if integer else v)
    return out


def _decimal(x: float) -> Decimal:
    """The decimal a float was typed as (its shortest repr): a range steps in decimals, so ``1,1.1..2`` gives 1.2 ..
    2.0, not the float noise of 1.1 - 1 = 0.10000000000000009 added up (1.2000000000000002 .. 2.000000000000001)."""
    return Decimal(repr(float(x)))


# ---------------------------------------------------------------- the dimensions


def parsed_list(o: Option, value: Any) -> list[Any]:
    """The option's list of SI values.

    A term None is "not given" for its rows (``bucket_size=[None, "25MiB"]``):
    the default, or NaN where there is none; a required option (the worker
    count, the gradient) has no row without it.
    """
    def parse(term: Any) -> Any:
        if term is None:
            if o.name in REQUIRED_OPTIONS:
                raise RingcalcError(f"is required in every row; None in {value!r} leaves it out", option=o.file_key)
            default = api_default(o.name)
            return math.nan if default is None else default
        return parse_value(o, term)

    return expand(value, parse, o.file_key)


def _gradients(options: dict[str, Any]) -> list[tuple[Any, float, str, float]]:
    """(model, params, dtype, gradient_bytes) for every gradient source x dtype."""
    source = gradient_source(options)
    dtypes = parsed_list(BY_NAME["dtype"], options["dtype"])
    values = parsed_list(BY_NAME[source], options[source])
    out = []
    for v in values:
        if source == "model":
            name, params = v, float(catalog.get_model(v, option="model").params)
        else:
            name, params = None, (v if source == "params" else math.nan)
        for d in dtypes:
            out.append((name, params, d, v if source == "size" else params * dtype_bytes(d)))
    return out


def dimension_values(given: dict[str, Any]) -> dict[str, list[Any]]:
    """Every option's list of parsed values (SI), keyed by column name; the gradient is one dimension.

    ``given`` holds the sweep's keywords; None or missing takes the table's
    default. The order is the table's, which is the order of the rows (the
    last dimension varies fastest).
    """
    options = {o.name: given_or_default(given, o.name) for o in OPTIONS}
    if options["workers"] is None:
        raise RingcalcError("missing worker count", option="workers")
    dims: dict[str, list[Any]] = {"gradient": _gradients(options)}
    for o in OPTIONS:
        if o.name not in (*GRADIENT_OPTIONS, *GROUP_OPTIONS, "calibration", *NOT_SWEPT):
            dims[o.key] = parsed_list(o, options[o.name])
    return dims


def groups(given: dict[str, Any]) -> list[tuple[str, str]]:
    """The (algorithm, collective) pairs, in order."""
    algorithms, collectives = (parsed_list(BY_NAME[n], given_or_default(given, n)) for n in GROUP_OPTIONS)
    return [(a, c) for a in algorithms for c in collectives]


@dataclass(frozen=True)
class Grid:
    """The sweep's dimensions (:func:`dimension_values`), its (algorithm, collective) groups, targets and
    calibration, and the index arithmetic of the cross product (the last dimension varying fastest)."""

    dims: dict[str, list[Any]]
    pairs: list[tuple[str, str]]
    targets: list[float] | None
    cal: Any

    @property
    def sizes(self) -> list[int]:
        return [len(v) for v in self.dims.values()]

    @property
    def per_group(self) -> int:
        return int(np.prod(self.sizes))

    @property
    def total(self) -> int:
        return self.per_group * len(self.pairs)

    def index(self, start: int, stop: int) -> dict[str, Any]:
        """Each dimension's value index for rows ``start..stop`` of a group (an int where it has one value)."""
        sizes = self.sizes
        strides = [int(np.prod(sizes[i + 1:])) for i in range(len(sizes))]
        idx = np.arange(start, stop, dtype=np.int64)
        col: dict[str, Any] = {}
        for n, size_, stride in zip(self.dims, sizes, strides):
            if size_ == 1:
                col[n] = 0  # a scalar index: broadcast, no array
            else:
                col[n] = (idx // stride) % size_ if stride > 1 else idx % size_
        return col


@dataclass(frozen=True)
class GridArrays:
    """Numeric arrays of each dimension's values (the gradient dimension carries 4 columns: model, params, dtype,
    bytes)."""

    numeric: dict[str, np.ndarray]
    grad_bytes: np.ndarray
    grad_params: np.ndarray
    grad_model: np.ndarray
    grad_dtype: np.ndarray
    strong: np.ndarray

    @classmethod
    def of(cls, dims: dict[str, list[Any]]) -> GridArrays:
        grads = dims["gradient"]
        return cls(
            numeric={n: np.asarray(v, dtype=float) for n, v in dims.items() if n not in ("gradient", "scaling")},
            grad_bytes=np.array([g[3] for g in grads], dtype=float),
            grad_params=np.array([g[1] for g in grads], dtype=float),
            grad_model=np.array([g[0] for g in grads], dtype=object),
            grad_dtype=np.array([g[2] for g in grads], dtype=object),
            strong=np.array([s == "strong" for s in dims["scaling"]]),
        )

    @staticmethod
    def take(values: np.ndarray, index: Any) -> Any:
        """``values`` at a chunk's index (its first value where the dimension has one)."""
        return values[index] if not isinstance(index, int) else values[0]

    def column(self, col: dict[str, Any], name: str) -> Any:
        return self.take(self.numeric[name], col[name])


def range_notes(given: dict[str, Any]) -> list[str]:
    """The notes on long ranges among scenario options given as text (:func:`expand` with ``notes``)."""
    notes: list[str] = []
    for o in OPTIONS:
        value = given.get(o.name)
        if isinstance(value, str) and ".." in value and o.name not in NOT_SWEPT:
            expand(value, lambda term, o=o: parse_value(o, term), o.name, notes)
    return notes


# ---------------------------------------------------------------- a row's cluster, as it was costed

SCALE_UP_COLUMNS = ("intra_link", "generation")
"""Beside ``intra_bandwidth_bytes_per_s`` (:func:`costed_cluster`): the catalog link of the scale-up rate (None: a
figure, or no cluster) and the GPU generation of NCCL's tables the row was costed with. A rate alone does not say
it: ``nvlink3`` is costed with Ampere's tables, a bare ``300GB/s`` with Hopper's (``cluster/generation.py``,
``GENERATION_OF_LINK``), so a row re-runs exactly with ``intra_bandwidth`` = its ``intra_link`` where it has one."""


def costed_cluster(s: Any) -> dict[str, Any]:
    """The cluster fields of :meth:`Scenario.to_dict <ringcalc.planning.scenario.Scenario.to_dict>` as scenario
    ``s``'s answers were costed: the resolved cluster's (the catalog entry's, a cluster file's, an option's, or a
    calibration's fitted cluster), SI, and :data:`SCALE_UP_COLUMNS`. Off a cluster, only those two, None.

    The tier's fields are None on one flat tier (no ``nodes_per_leaf``: no job crosses a tier above the leaf, whose
    oversubscription and hop latency then apply to nothing, and which ``--oversubscription`` refuses), ``transport``
    None where none is stated (the span of the IB and RoCE priors), ``tuner`` ``nccl`` for NCCL's own pick. The
    achieved fractions and the scale-up latency stay as given (None: the transport's / link's prior, NCCL's
    constants, which the columns above select), so that a row re-run from its columns keeps its interval too.
    """
    from ringcalc.cluster.build import catalog_entry, own_link

    c = s.cluster_spec
    if c is None:
        return dict.fromkeys(SCALE_UP_COLUMNS)
    typed = s._given.get("intra_bandwidth")
    if typed is not None:  # a link name, else a figure (the entry's kind, or NVLink)
        link = catalog.link_preset(typed) if isinstance(typed, str) else None
    else:  # the entry's link (None: a cluster file's rate)
        name = own_link(catalog_entry(s.cluster))
        link = None if name is None else catalog.get_link(name, option="cluster")
    tier = math.isfinite(c.nodes_per_leaf)
    return {"scale_up_domain": c.scale_up_domain, "transport": None if c.transport == "unstated" else c.transport,
            "nvls": c.nvls, "sharp": c.sharp, "nodes_per_leaf": int(c.nodes_per_leaf) if tier else None,
            "oversubscription": c.oversubscription if tier else None, "hop_latency_s": c.hop_latency_s if tier else None,
            "tuner": c.tuner or "nccl", "intra_link": None if link is None else link.name, "generation": c.generation}
