"""A TOML scenario file (``--scenario FILE``): its keys are the option table's, its values what the command line
would carry (:mod:`ringcalc.planning.scenario_options`)."""

from __future__ import annotations

import difflib
import math
import os
from collections.abc import Callable
from typing import Any

from ringcalc.errors import RingcalcError
from ringcalc.planning.option_parsers import names_a_file, parse_switch
from ringcalc.planning.scenario_options import FILE_OPTIONS, OPTIONS, _either

SWITCH_OPTIONS = frozenset(o.name for o in OPTIONS if o.parse is parse_switch)
"""The yes/no options (``nvls``, ``sharp``): a scenario file may write them as TOML booleans (``nvls = true``)."""


def load_scenario_file(path: str | os.PathLike[str], *, lists: Callable[..., list] | None = None) -> dict[str, str]:
    """The options of a TOML scenario file, as the text the command line would carry.

    Keys are the option names of :data:`OPTIONS` (``bucket-size`` or
    ``bucket_size``), at the top level. Values are strings (``"100GbE"``,
    ``"5us"``) or numbers (``workers = 64``, ``overlap = 0.5``); a number means
    what the same digits mean on the command line, so ``bandwidth = 125`` is
    refused like ``--bandwidth 125`` (bytes or bits?). The yes/no options
    (:data:`SWITCH_OPTIONS`) also take TOML booleans (``nvls = true``, as the
    catalog's clusters.toml writes them). A relative path (``cluster =
    "cl1.toml"``, ``calibration = "cal.json"``: :data:`FILE_OPTIONS`) is read
    from the file's folder, not the working directory, and returned absolute; a
    catalog name (``cluster = "dgx-h100"``) stays a name. Every value is checked
    with its option's parser here, so an error names the file and the key.
    With ``lists`` (``ringcalc sweep`` passes
    :func:`ringcalc.planning.sweep_grid.expand`, which imports this module) a
    value may be a list, as text (``"2,4,8..64"``) or a TOML array
    (``[2, 4, 8]``), and ``lists(text, parse, key)`` checks each of its terms.

    Raises
    ------
    RingcalcError
        Unreadable or invalid TOML; an unknown key (with the close matches); a
        value that is not a string or a number (or a boolean, for a yes/no
        option), or that does not parse.
    """
    import tomllib

    from ringcalc.user_files import read_bytes

    p, content = read_bytes(path, "scenario", "TOML file")
    where = str(p)
    try:
        data = tomllib.loads(content.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise RingcalcError(f"{where} is not valid TOML: {exc}", option="scenario") from None
    except ValueError:  # Python refuses integers of more than 4300 digits
        raise RingcalcError(f"{where} is not valid TOML: a number has too many digits", option="scenario") from None
    except RecursionError:
        raise RingcalcError(f"{where} is not valid TOML: nested too deeply", option="scenario") from None
    out: dict[str, str] = {}
    keys = {o.file_key: o for o in OPTIONS} | {o.name: o for o in OPTIONS}
    for key, value in data.items():
        row = keys.get(key)
        if row is None and isinstance(value, dict):
            raise RingcalcError(f"{where}: [{key}]: a scenario file has no sections; write its keys at the top level",
                                option="scenario")
        if row is None:
            close = difflib.get_close_matches(key.replace("_", "-"), [o.file_key for o in OPTIONS], n=3, cutoff=0.6)
            hint = (f"; did you mean {_either(close)}?" if close
                    else f"; known keys: {', '.join(o.file_key for o in OPTIONS)}")
            raise RingcalcError(f"{where}: unknown key {key!r}{hint}", option="scenario")
        if row.name in out:
            raise RingcalcError(f"{where}: {row.file_key} is given twice (as {row.file_key} and {row.name})",
                                option="scenario")
        switch = row.name in SWITCH_OPTIONS
        if lists and isinstance(value, list) and value and row.name != "calibration":  # sweep: [2, 4, 8] = "2,4,8"
            out[row.name] = ",".join(file_value(where, key, item, switch=switch) for item in value)
        else:
            out[row.name] = file_value(where, key, value, switch=switch)
        if row.name in FILE_OPTIONS:
            listed = lists and row.name != "calibration"  # a sweep's terms, as sweep_grid.terms splits them
            terms = [t.strip() for t in out[row.name].split(",")] if listed else [out[row.name]]
            out[row.name] = ",".join(beside(p, term, row.name) for term in terms)
        try:
            if lists and row.name != "calibration":
                lists(out[row.name], lambda term, row=row: row.parse(term, row.file_key), row.file_key)
            else:
                row.parse(out[row.name], row.file_key)
        except RingcalcError as exc:
            raise RingcalcError(f"{where}: {key}: {exc.message}", option="scenario", kind=exc.kind) from None
    return out


def beside(scenario: str | os.PathLike[str], text: str, name: str) -> str:
    """A path that a scenario file's ``name`` key gives, as the path to read: a relative one from the file's folder.

    Absolute (so that a caller joining it to the folder again leaves it be), normalised (``sub/../cl.toml``: a sweep
    reads ``..`` as a range). A cluster that is a catalog name (no ``.toml``, no folder: what
    :func:`~ringcalc.planning.option_parsers.parse_cluster` reads as a name), an absolute path and an empty or blank
    term (refused by the option's parser) are returned as they are."""
    if not text.strip() or os.path.isabs(text) or (name == "cluster" and not names_a_file(text)):
        return text
    return os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(scenario)), text))


def file_value(where: str, key: str, value: Any, *, switch: bool = False) -> str:
    """A TOML value as command-line text: strings as they are, numbers in Python's shortest form, and for a yes/no
    option (``switch``) a boolean as ``yes`` or ``no``."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool) and switch:
        return "yes" if value else "no"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        kind = {bool: "a boolean", dict: "a table", list: "an array"}.get(type(value), type(value).__name__)
        raise RingcalcError(f"{where}: {key}: expected a string or a number, got {kind} ({value!r})",
                            option="scenario")
    if isinstance(value, float) and not math.isfinite(value):
        raise RingcalcError(f"{where}: {key}: must be a finite number, got {value!r}", option="scenario")
    return repr(value)
