"""``ringcalc sweep``: the cross product of lists and ranges, one row per scenario."""

from __future__ import annotations

import sys
from enum import Enum
from typing import Annotated, Optional

import typer

from ringcalc.cli.app import command, note
from ringcalc.cli.options import ScenarioArgs, scenario_options
from ringcalc.units import plural
from ringcalc.errors import RingcalcError

LIST = ("Lists and ranges: 8..1024x2 or 8,16,32..1024 (doubling), 10,20..100 (arithmetic, like 8,16..1024: 128 "
        "values), 10GbE,100GbE, vgg16,resnet50.")
PANEL_IN = "Scenario options (each takes a list)"
PANEL_OUT = "Output"


class SweepFormat(str, Enum):
    table = "table"
    csv = "csv"
    json = "json"


def _opt(*names: str, help: str, panel: str = PANEL_OUT):  # (typer's keyword)
    return typer.Option(*names, help=help, rich_help_panel=panel)


TABLE_ROWS = 40

LISTS = {
    "model": "DL models from the catalog: vgg16,resnet50,gpt3-175b.",
    "params": "Parameter counts: 138.36M,1.5B.",
    "dtype": "Gradient dtypes: fp32,bf16,fp16,fp8.",
    "size": "Gradient sizes: 100MB,1GB or 1MB,10MB,100MB..10GB.",
    "workers": "Worker counts: 2..1024x2 (doubling) or 2,4,8..1024.",
    "bandwidth": "Bandwidths or links: 10GbE,25GbE,100GbE,400Gbps.",
    "latency": "Latencies per message: 0,5us,50us.",
    "gamma": "Reduction costs per byte: 0,1e-11 (s/B) or 0.01ns.",
    "step_time": "Compute times per step: 0.1,0.55 or 100ms,200ms..1s.",
    "algorithm": "Algorithms: ring,double-binary-tree.",
    "collective": "Collectives: all-reduce,reduce-scatter.",
    "overlap": "Overlap fractions of Ts: 0,0.25..1 or 0%,50%.",
    "bucket_size": "Bucket sizes: 25MiB (PyTorch DDP default; 'ddp').",
    "compression": "Compression ratios R >= 1: 1,2,4.",
    "encode_cost": "Encode + decode costs, s per gradient byte.",
    "scaling": "weak, strong or weak,strong.",
    "batch": "Samples per worker (weak) / global (strong); adds samples/s.",
    "gpus_per_node": "Workers per node G (hierarchical models): 4,8.",
    "intra_bandwidth": "Intra-node bandwidths: nvlink4,300GB/s.",
    "intra_latency": "Intra-node latencies: 1us.",
    "nics_per_node": "NICs (rails) per node: 1,8.",
    "calibration": "Calibration JSON from `ringcalc fit --save`: sets --bandwidth and --latency (one file).",
    "jitter": "Per-worker step-time jitter (std. dev.): 0,10ms,20ms.",
    "framework_overhead": "Framework overhead per step: 0,5ms.",
}
"""The list form of each scenario option's help (the options themselves come from the table)."""

ListOpt = Optional[str]


@command("sweep", help=f"Evaluate every combination of the options (one row each) and tabulate or save it. {LIST}")
@scenario_options(lists=LISTS, panel=PANEL_IN)
def sweep_command(
    args: ScenarioArgs,
    target: Annotated[
        ListOpt, _opt("--target-efficiency", "-e", help="Target efficiencies (0.9, 90%): adds the required bandwidth and a "
                      "summary: the smallest listed bandwidth meeting the target per group.", panel=PANEL_IN)
    ] = None,
    out: Annotated[
        ListOpt, _opt("--out", "-o", help="Write all rows to FILE: .csv (SI + readable columns), .parquet, .json (SI); the "
                      "extension is the format. - for stdout (csv, or json with -f json). "
                      "The summary goes to FILE-summary.EXT.", panel=PANEL_OUT)
    ] = None,
    fmt: Annotated[Optional[SweepFormat], _opt("--format", "-f", help="table, csv or json on stdout (default table); "
                                               "with --out - csv or json.")] = None,
    rows: Annotated[Optional[int], _opt("--rows", help=f"Rows shown in the table (first and last). Default: {TABLE_ROWS}.")] = None,
) -> None:
    from pathlib import Path

    from ringcalc.output import tables
    from ringcalc.planning.sweep import sweep, summary

    from ringcalc.planning.scenario import check_dtype_with_size

    check_dtype_with_size(args.get("dtype", "fp32"), args.get("size"))
    fmt = _check_output(out, fmt, rows)
    rows = TABLE_ROWS if rows is None else rows
    df = args.call(sweep, target_efficiency=target, progress=sys.stderr.isatty())
    for text in df.attrs.get("notes", []):  # long ranges: how many values, and the geometric form
        note(text)
    best = summary(df) if target is not None and args.given("bandwidth") else None
    if out == "-":  # all rows on stdout: CSV as in a .csv file (SI + readable columns), or JSON with --format json
        if fmt == SweepFormat.json:
            sys.stdout.write(tables.to_json(df) + "\n")
        else:
            tables.readable(df).to_csv(sys.stdout, index=False)
        if best is not None:
            note("with --out - the summary is not written; give --out FILE.csv to get FILE-summary.csv")
        return
    if out is not None:
        path = tables.write(df, out)
        sys.stderr.write(f"wrote {plural(len(df), 'row')} to {path}\n")
        if best is not None:
            p = Path(out)
            spath = tables.write(best, p.with_name(f"{p.stem}-summary{p.suffix or '.csv'}"))
            sys.stderr.write(f"wrote the summary ({plural(len(best), 'row')}) to {spath}\n")
        return
    if fmt in (SweepFormat.csv, SweepFormat.json):  # the rows alone on stdout, as with --out -
        if fmt == SweepFormat.csv:
            tables.readable(df).to_csv(sys.stdout, index=False)
        else:
            sys.stdout.write(tables.to_json(df) + "\n")
        if best is not None:
            note(f"with -f {fmt.value} the summary is not written; give --out FILE.{fmt.value} to get "
                 f"FILE-summary.{fmt.value}")
        return
    from ringcalc.cli.render import console, print_item

    con = console()
    con.print(_table(df, rows, f"Sweep: {plural(len(df), 'scenario')}"))
    if best is not None:
        con.print(_table(best, rows, "Smallest listed bandwidth meeting the target (per group)", summary_mode=True))
    for text in _notes(df):
        print_item(con, f"note: {text}")


def _check_output(out: str | None, fmt: SweepFormat | None, rows: int | None) -> SweepFormat:
    """The output format, after refusing the output options that would be ignored (issue 18).

    A file's format is its extension: ``--format`` with ``--out FILE`` is
    refused unless it names the same format, and a FILE without an extension
    is refused like an unknown one. ``--out -`` writes csv or json, not a
    table. ``--rows`` only shapes the table.
    """
    from ringcalc.output import tables

    if rows is not None and rows < 1:
        raise RingcalcError(f"must be at least 1, got {rows} (rows shown in the table; --out FILE writes them all)",
                            option="rows")
    if out not in (None, "-"):
        written = tables.file_format(out)  # refuses an unknown or missing extension
        if fmt is not None and fmt.value != written:
            raise RingcalcError(f"{out!r} is written as {written} (its extension); drop --format {fmt.value} or name "
                                f"the file with .{fmt.value if fmt.value != 'table' else 'csv'}", option="format")
    if out == "-" and fmt == SweepFormat.table:
        raise RingcalcError("--out - writes the rows as csv or json, not a table; drop --format table",
                            option="format")
    if rows is not None and (out is not None or fmt in (SweepFormat.csv, SweepFormat.json)):
        raise RingcalcError("sets the rows the table shows; csv, json and --out write every row: drop --rows",
                            option="rows")
    return SweepFormat.table if fmt is None else fmt


def _notes(df) -> list[str]:
    """Notes for the whole sweep: e.g. a --bucket-size >= the gradient (one bucket that cannot overlap)."""
    from ringcalc.numeric import training

    one_bucket = (df["bucket_bytes"] >= df["gradient_bytes"]) & (df["gradient_bytes"] > 0)
    notes = [training.ONE_BUCKET_NOTE] if bool(one_bucket.any()) else []
    return notes + _invalid_notes(df)


def _rows(count: int) -> str:
    return "1 row has" if count == 1 else f"{count:,} rows have"


def _invalid_notes(df, shown: int = 6) -> list[str]:
    """Why some rows have no results (all "—"): the topology options Scenario refuses. Only rows without a result
    are counted: on a cluster a partial node and more NICs than GPUs are answered (until 2026-11-29 the note
    counted them as refused)."""
    g, n, nics = df["gpus_per_node"], df["workers"], df["nics_per_node"]
    if "refused" in df:
        empty = df["refused"].fillna("").astype(str) != ""
    else:
        empty = df["comm_time_s"].isna() if "comm_time_s" in df else df["workers"] == df["workers"]
    notes = []
    partial = df[empty & (g > 1) & (n % g != 0)]
    if len(partial):
        pairs = partial[["workers", "gpus_per_node"]].drop_duplicates()
        listed = ", ".join(f"N={a} with G={b}" for a, b in pairs.head(shown).itertuples(index=False))
        more = f" and {len(pairs) - shown} more" if len(pairs) > shown else ""
        notes.append(f"{_rows(len(partial))} no results ({listed}{more}): the workers must fill whole nodes, "
                     "so --gpus-per-node G must divide --workers N")
    rails = df[empty & (nics > g)]
    if len(rails):
        pairs = rails[["nics_per_node", "gpus_per_node"]].drop_duplicates()
        listed = ", ".join(f"{a} NICs with G={b}" for a, b in pairs.head(shown).itertuples(index=False))
        more = f" and {len(pairs) - shown} more" if len(pairs) > shown else ""
        notes.append(f"{_rows(len(rails))} no results ({listed}{more}): at most one NIC per GPU, "
                     "so --nics-per-node must not exceed --gpus-per-node")
    return notes


def _table(df, max_rows: int, title: str, summary_mode: bool = False):
    """A rich table of the varying inputs and the main outputs, readable units."""
    from rich.table import Table

    from ringcalc.output import tables
    from ringcalc.planning.scenario_options import OPTIONS
    from ringcalc.planning.sweep import INPUT_COLUMNS

    # the varying inputs among every option's column (a cluster's sweep varies the layout and the workload too)
    varying = tuple(o.key for o in OPTIONS if o.name != "calibration")

    head, tail = (max_rows + 1) // 2, max_rows // 2  # first and last rows; an odd count shows one more first
    shown = df if len(df) <= max_rows else df.iloc[list(range(head)) + list(range(len(df) - tail, len(df)))]
    text = tables.readable(shown)
    inputs = [c for c in varying if c in df.columns and df[c].nunique(dropna=False) > 1]
    if summary_mode:
        inputs = [c for c in df.columns if c in INPUT_COLUMNS]
    if "model" in inputs and "params" in inputs:  # the gradient column already shows the size
        inputs.remove("params")
    if summary_mode:
        outputs = ["target_efficiency", "required_bandwidth_bytes_per_s", "smallest_bandwidth_bytes_per_s", "efficiency"]
    else:
        outputs = ["comm_time_s", "iteration_time_s", "efficiency", "speedup"]
        if "samples_per_s" in df.columns and df["samples_per_s"].notna().any():
            outputs.append("samples_per_s")
        for column in ("mfu_end_to_end", "tokens_per_s", "train_days", "gpu_hours", "cost"):  # a workload, a run
            if column in df.columns and df[column].notna().any():
                outputs.append(column)
        if "required_bandwidth_bytes_per_s" in df.columns:
            outputs.append("required_bandwidth_bytes_per_s")
    table = Table(title=title, title_justify="left", title_style="bold")
    columns = []
    for c in [*inputs, *outputs]:
        if c not in df.columns:
            continue
        name = tables.READABLE.get(c, (c, ""))[0]
        source = name if name in text.columns else c
        columns.append(source)
        table.add_column(name, justify="right" if source not in ("model", "dtype", "algorithm", "collective", "scaling") else "left")
    for i, (_, row) in enumerate(text[columns].iterrows()):
        if len(df) > max_rows and i == head:
            table.add_row(*["⋮"] * len(columns))
        table.add_row(*[_cell(v) for v in row])
    if len(df) > max_rows:
        table.caption = f"{len(df):,} rows; {max_rows} shown. Write them all with --out FILE.csv|.parquet|.json"
        table.caption_justify = "left"
    return table


def _cell(value: object) -> str:
    if value is None or (isinstance(value, float) and value != value) or value == "":
        return "—"  # missing: e.g. no listed bandwidth meets the target
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)
