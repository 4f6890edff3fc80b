"""An option that describes a link the job does not cross moves the answer or is named in a note (issue: `--latency`
accepted and ignored on one node).

``ringcalc time --cluster dgx-h100 -n 4 --size 1MiB`` printed the same answer and the same notes with
``--latency 50us``: on a cluster ``--latency`` is the NICs' step latency, and four ranks of one node cross no NIC.
The rule of the house is that every option is used (the answer moves) or noted with the reason, never accepted
and ignored. The siblings: every option of the network across nodes (NIC rate and count, fraction, latency,
transport, SHARP, the tier above the leaf) on one node, and every option of the scale-up link (rate, latency,
fraction, NVLS) at one rank per node, for every command that takes a cluster and answers on the base's placement.
The note must also be true: where it says the option changes nothing, the answer is unchanged.

Left out, with the reason: ``max-workers`` (its answer's N, not the base's, decides the placement), ``check`` (the
log decides the nodes), ``crossover`` and ``plot`` (sympy / matplotlib per run; ``tests/cli/test_options_matter.py``
covers them), ``fit`` and ``simulate`` (no cluster answer to move).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.planning.scenario_options import OPTIONS
from tests.cli_runner import run

ONE_NODE = ["--cluster", "dgx-h100", "--workers", "4"]
ONE_RANK_PER_NODE = ["--cluster", "dgx-h100", "--gpus-per-node", "1", "--workers", "4"]
COMMANDS: dict[str, list[str]] = {
    "time": ["--size", "1MiB"],
    "efficiency": ["--size", "1MiB", "--step-time", "10ms"],
    "bandwidth": ["--size", "1GiB", "--step-time", "1s", "--efficiency", "50%"],
    "max-model": ["--step-time", "10ms", "--efficiency", "50%"],
    "max-latency": ["--size", "1MiB", "--step-time", "10ms", "--efficiency", "50%"],
    "report": ["--size", "1MiB", "--step-time", "10ms", "--up-to", "4"],
    "compare": ["--size", "1MiB"],
    "sweep": ["--size", "1MiB,1GiB", "--step-time", "10ms"],
    "memory": ["--model", "llama-2-7b", "--zero", "3", "--step-time", "1s"],
    "expect": ["--min-size", "64KiB", "--max-size", "64MiB", "--factor", "32"],
    "efficiency layout": ["--model", "llama-3-8b", "--pp", "2", "--gpu", "h100", "--global-batch", "64"],
}
NIC_OPTIONS = [["--latency", "50us"], ["--nics-per-node", "2"], ["--bandwidth", "100Gbps"], ["--net-efficiency", "0.5"],
               ["--transport", "roce"], ["--sharp", "yes"], ["--nodes-per-leaf", "2"],
               ["--nodes-per-leaf", "2", "--oversubscription", "4"], ["--nodes-per-leaf", "2", "--hop-latency", "5us"]]
"""The options of the network across nodes (on a cluster --bandwidth and --latency are a NIC's)."""
SCALE_UP_OPTIONS = [["--intra-bandwidth", "nvlink3"], ["--intra-latency", "5us"], ["--intra-efficiency", "0.5"],
                    ["--nvls", "no"]]
"""The options of the scale-up link inside a node."""
CLUSTER_KEYS = {o.key for o in OPTIONS if (o.panel or "").startswith("Cluster")} | {
    o.name for o in OPTIONS if (o.panel or "").startswith("Cluster")}
ECHO = {"notes", "bandwidth_bytes_per_s", "latency_s", "latency", "bandwidth", "cluster", "placement", *CLUSTER_KEYS,
        "intra_link", "generation"}
"""JSON keys that echo an option or describe the cluster (they change with it by construction: not an answer)."""


def _argv(command: str, placement: list[str], extra: list[str]) -> list[str]:
    return [command.split()[0], *placement, *COMMANDS[command], *extra, "--format", "json"]


def _drop(data: Any) -> Any:
    """The answer without the echoes, its numbers to 12 digits (a term times a zero factor may move the last bit)."""
    if isinstance(data, dict):
        return {k: _drop(v) for k, v in data.items() if k not in ECHO}
    if isinstance(data, list):
        return [_drop(v) for v in data]
    if isinstance(data, float):
        return float(f"{data:.12g}")
    return data


def _notes(data: Any) -> list[str]:
    """Every note of a JSON answer, at any depth (a sweep's or a memory plan's too)."""
    if isinstance(data, dict):
        return [n for k, v in data.items() for n in (v if k == "notes" and isinstance(v, list) else _notes(v))
                if isinstance(n, str)]
    if isinstance(data, list):
        return [n for v in data for n in _notes(v)]
    return []


_RUNS: dict[tuple[str, ...], Any] = {}


def _run(argv: list[str]) -> tuple[int, Any, list[str]]:
    key = tuple(argv)
    if key not in _RUNS:
        result = run(*argv)
        assert "Traceback" not in result.output
        if result.exit_code != 0:
            _RUNS[key] = (result.exit_code, None, [])
        else:
            data = json.loads(result.stdout)
            _RUNS[key] = (0, data, _notes(data) + result.stderr.splitlines())
    return _RUNS[key]


def _check(command: str, placement: list[str], option: list[str]) -> None:
    code, base, base_notes = _run(_argv(command, placement, []))
    assert code == 0, (command, placement)
    code, answer, notes = _run(_argv(command, placement, option))
    if code != 0:
        return  # refused, with its reason
    changed = _drop(answer) != _drop(base)
    flags = [o for o in option if o.startswith("--")]
    new = [n for n in notes if n not in base_notes]
    named = [n for n in new if flags[-1] in n]
    argv = " ".join(_argv(command, placement, option))
    assert changed or named, f"`ringcalc {argv}` was accepted and ignored: same answer, no note names {flags[-1]}"
    idle = [n for n in named if "nothing here" in n or "does not use it" in n]
    assert not (idle and changed), f"`ringcalc {argv}`: a note says {flags[-1]} changes nothing, yet the answer moved"


def test_the_issue_instance_is_noted():
    code, _, notes = _run(_argv("time", ONE_NODE, ["--latency", "50us"]))
    assert code == 0
    assert any("--latency" in n and "cross no NIC" in n for n in notes), notes


@settings(max_examples=12, deadline=None)
@given(option=st.sampled_from(NIC_OPTIONS))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_nic_option_on_one_node_moves_the_answer_or_is_noted(command, option):
    _check(command, ONE_NODE, option)


@settings(max_examples=8, deadline=None)
@given(option=st.sampled_from(SCALE_UP_OPTIONS))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_scale_up_option_at_one_rank_per_node_moves_the_answer_or_is_noted(command, option):
    _check(command, ONE_RANK_PER_NODE, option)


def test_plot_expect_names_a_nic_option_on_one_node(tmp_path, monkeypatch):
    """A figure has no notes of its own: `plot expect` prints those that say a given option changes nothing."""
    monkeypatch.chdir(tmp_path)
    result = run("plot", "expect", *ONE_NODE, "--min-size", "1MiB", "--max-size", "4MiB", "--latency", "50us",
                 "--out", "x.svg")
    assert result.exit_code == 0, result.output
    assert any("--latency" in line and "nothing here" in line for line in result.stderr.splitlines()), result.stderr


def test_intra_efficiency_with_nvls_moves_the_answer_or_is_noted():
    """NVLS reduces in the NVSwitch at the NVLS fraction: a ring's scale-up fraction does not enter (8 ranks, 1 GiB)."""
    for command in ("time", "expect"):
        _check(command, ["--cluster", "dgx-h100", "--workers", "8"], ["--intra-efficiency", "0.5"])
