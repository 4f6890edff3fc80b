"""The ``-J`` JSON reader: ranks of processes x threads x GPUs, one run per sweep, both footer spellings.

nccl-tests ``src/util.cu`` (github.com/NVIDIA/nccl-tests, JSON output since 00f5281, 2025-10-17; a0b82b2 is
2.19.6) writes one ``config.devices`` entry per process: ``writeDeviceReport`` gathers each process's ``#  Rank``
lines and ``parseRankInfo`` reads the first, whose rank is ``proc * nThreads * nGpus``. The fixtures are in
``tests/fixtures/nccl/json`` (its README.md names the format of each).
"""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc.calibrate.nccl_json import parse_json_runs
from ringcalc.calibrate.nccl_log import parse_nccl_log, read_nccl_log
from ringcalc.errors import RingcalcError
from tests.calibrate.test_nccl_log_fuzz import ODD_VALUES
from tests.cli_runner import run_json
from tests.paths import NCCL_FIXTURES

JSON_FIX = NCCL_FIXTURES / "json"
G8 = JSON_FIX / "allreduce_v3_2proc_g8_2node_16rank.json"
EARLY = JSON_FIX / "allreduce_v1_bandwidith_1proc_t2g2_4rank.json"
DALL = JSON_FIX / "allreduce_v3_dall_oall_4proc_4rank.json"


def _allreduce_doc(processes: list[str], nthreads: int, ngpus: int, program: str = "all_reduce_perf") -> dict:
    """A -J document as nccl-tests a0b82b2 ``src/util.cu`` writes it: one devices entry per process (given by
    its host), rank = process x nthreads x ngpus; all_reduce timings of N = processes x nthreads x ngpus ranks."""
    k = nthreads * ngpus
    n = len(processes) * k
    factor = 2 * (n - 1) / n
    results = []
    for size in (1 << 10, 1 << 16, 1 << 22, 1 << 28):
        t_us = 2 * (n - 1) * 4.0 + factor * size / 40e9 * 1e6
        alg = size / t_us / 1e3
        timing = {"time": t_us, "alg_bw": alg, "bus_bw": alg * factor, "nwrong": 0.0}
        results.append({"size": size, "count": size // 4, "type": "float", "redop": "sum", "root": "    -1",
                        "out_of_place": timing, "in_place": dict(timing)})
    devices = [{"rank": p * k, "group": 0, "pid": 1000 + p, "hostname": host, "device": 0,
                "device_hex": "0000:18:00", "device_info": "NVIDIA H100 80GB HBM3"} for p, host in enumerate(processes)]
    return {"version": 3, "args": [f"./build/{program}", "-t", str(nthreads), "-g", str(ngpus)], "nccl_version": 22703,
            "config": {"nthreads": nthreads, "ngpus": ngpus, "devices": devices}, "results": results,
            "average_bus_bandwidth": {"bandwidth": 10.0, "okay": "unchecked"}}


@settings(max_examples=60, deadline=None)
@given(per_host=st.lists(st.integers(1, 6), min_size=1, max_size=4), nthreads=st.integers(1, 4),
       ngpus=st.integers(1, 8), interleave=st.booleans())
def test_a_json_log_has_processes_times_threads_times_gpus_ranks_on_the_hosts_of_its_processes(
    per_host, nthreads, ngpus, interleave
):
    """N = processes x ``nthreads`` x ``ngpus`` (nccl-tests a0b82b2 ``src/util.cu`` ``writeDeviceReport``: one
    ``devices`` entry per process, rank ``proc * nThreads * nGpus``), its nodes the hosts of the entries and each
    host's ranks its processes' x nthreads x ngpus; the busbw/algbw check agrees. It had been the number of entries:
    ``-g 8`` on 2 processes read as 9 ranks (the largest rank + 1), or refused."""
    hosts = [f"node{h:03d}" for h in range(len(per_host))]
    processes = [host for host, count in zip(hosts, per_host) for _ in range(count)]
    if interleave:  # mpirun --map-by node: process p on host p mod H while any is left
        left = dict(zip(hosts, per_host))
        processes = []
        while any(left.values()):
            for host in hosts:
                if left[host]:
                    processes.append(host)
                    left[host] -= 1
    k = nthreads * ngpus
    n = len(processes) * k
    if n < 2:
        return  # one rank is no collective
    (run,) = parse_nccl_log(json.dumps(_allreduce_doc(processes, nthreads, ngpus)), source="out.json")
    assert (run.ranks, run.ranks_source) == (n, "rank lines")
    assert run.nodes == len(hosts) and run.nodes_source == "rank lines"
    assert run.ranks_per_host == tuple(sorted((c * k for c in per_host), reverse=True))
    assert not run.warnings


def test_two_processes_of_eight_gpus_fit_as_16_ranks_on_2_nodes_of_8():
    """``-g 8`` on 2 processes (nccl-tests a0b82b2 ``src/util.cu``: 2 ``devices`` entries, ranks 0 and 8) is 16
    ranks, 8 on each host; ``fit`` had refused it ("the header lists 9 ranks but busbw/algbw implies 16")."""
    (run,) = read_nccl_log(G8)
    assert (run.ranks, run.nodes, run.ranks_per_host) == (16, 2, (8, 8))
    report = run_json("check", G8, "--cluster", "dgx-h100")["runs"][0]
    assert (report["ranks"], report["nodes"], report["ranks_per_node"]) == (16, 2, 8)
    assert report["placement"] == "16 ranks on 2 nodes of 8"


def test_a_broadcast_of_two_processes_of_eight_gpus_is_16_ranks_not_a_partial_node():
    """broadcast has busbw = algbw, so nothing checked the rank count: 2 processes x ``-g 8`` (nccl-tests a0b82b2
    ``src/util.cu``) had been "9 ranks on 2 nodes ... a partial node"."""
    doc = _allreduce_doc(["nodeA", "nodeB"], 1, 8, program="broadcast_perf")
    for res in doc["results"]:
        for t in (res["out_of_place"], res["in_place"]):
            t["bus_bw"] = t["alg_bw"]
    (run,) = parse_nccl_log(json.dumps(doc), source="out.json")
    assert (run.collective, run.ranks, run.nodes, run.ranks_per_host) == ("broadcast", 16, 2, (8, 8))


def test_one_process_of_two_threads_of_two_gpus_is_4_ranks_on_one_host():
    """``-t 2 -g 2`` in one process (nccl-tests 00f5281 ``src/util.cu``: one ``devices`` entry) is 4 ranks; one entry
    had been read as 1 rank, and fit refused it ("--ranks: a collective needs at least 2 ranks, got 1")."""
    (run,) = read_nccl_log(EARLY)
    assert (run.ranks, run.ranks_source, run.nodes, run.ranks_per_host) == (4, "rank lines", 1, (4,))
    (given,) = read_nccl_log(EARLY, ranks=4)
    assert given.ranks == 4 and not given.warnings


def test_a_devices_rank_that_no_process_can_start_at_is_refused_naming_the_field():
    """Each entry's rank is its process's first, ``proc * nthreads * ngpus`` (nccl-tests a0b82b2 ``src/util.cu``
    ``writeDeviceReport``); an entry at rank 3 of 8-GPU processes is no nccl-tests output."""
    doc = _allreduce_doc(["nodeA", "nodeB"], 1, 8)
    doc["config"]["devices"][1]["rank"] = 3
    with pytest.raises(RingcalcError, match=r"^out\.json: config\.devices\[1\]\.rank: 3 is not the first rank"):
        parse_nccl_log(json.dumps(doc), source="out.json")


@pytest.mark.parametrize("key,value", [("nthreads", 0), ("ngpus", -1), ("ngpus", 2.5), ("nthreads", "two"),
                                       ("ngpus", 10**6)])
def test_a_thread_or_gpu_count_that_cannot_be_is_refused_naming_the_field(key, value):
    """``config.nthreads`` / ``config.ngpus`` (nccl-tests a0b82b2 ``src/util.cu``) are whole numbers >= 1, and
    their product at most the GPUs one host holds."""
    doc = _allreduce_doc(["nodeA", "nodeB"], 1, 8)
    doc["config"][key] = value
    with pytest.raises(RingcalcError, match=r"^out\.json: config(\.nthreads|\.ngpus)?: "):
        parse_nccl_log(json.dumps(doc), source="out.json")


@settings(max_examples=80, deadline=None)
@given(edits=st.lists(st.tuples(st.sampled_from(["nthreads", "ngpus", "rank0", "rank1", "devices"]), ODD_VALUES),
                      min_size=1, max_size=3))
def test_corrupt_thread_gpu_and_rank_fields_are_refused_or_read_as_whole_ranks(edits):
    """Whatever ``config.nthreads``, ``config.ngpus`` or a ``devices`` rank holds (nccl-tests a0b82b2
    ``src/util.cu`` writes whole numbers), the reader refuses it in one line naming the file, or reads whole
    ranks, every one on a host."""
    doc = _allreduce_doc(["nodeA", "nodeB"], 1, 8)
    for key, value in edits:
        try:
            if key.startswith("rank"):
                doc["config"]["devices"][int(key[-1])]["rank"] = value
            else:
                doc["config"][key] = value
        except (KeyError, IndexError, TypeError):
            pass  # an earlier edit replaced the devices list
    try:
        runs = parse_nccl_log(json.dumps(doc, allow_nan=True), source="out.json")
    except RingcalcError as exc:
        assert str(exc).startswith("out.json") and "\n" not in str(exc), str(exc)
        return
    for run in runs:
        assert run.ranks is None or (isinstance(run.ranks, int) and run.ranks >= 1)
        assert sum(run.ranks_per_host) in (0, run.ranks)


def test_the_early_footer_spelling_bandwidith_gives_the_average_bus_bandwidth():
    """nccl-tests 00f5281 ``src/util.cu`` wrote ``average_bus_bandwidith`` / ``bandwidith`` (85ca91d corrected
    both); the average had been lost."""
    text = EARLY.read_text()
    doc = json.loads(text)
    (run,) = parse_nccl_log(text, source="early.json")
    assert run.avg_busbw_bytes_per_s == pytest.approx(doc["average_bus_bandwidith"]["bandwidith"] * 1e9)
    fixed = copy.deepcopy(doc)
    fixed["average_bus_bandwidth"] = {"bandwidth": fixed.pop("average_bus_bandwidith")["bandwidith"]}
    (same,) = parse_nccl_log(json.dumps(fixed), source="fixed.json")
    assert same.avg_busbw_bytes_per_s == run.avg_busbw_bytes_per_s


def test_a_wrong_early_spelled_average_is_refused_under_its_own_name():
    """The error names the key the file has (nccl-tests 00f5281 ``src/util.cu``: ``average_bus_bandwidith``)."""
    doc = json.loads(EARLY.read_text())
    doc["average_bus_bandwidith"]["bandwidith"] = -3
    with pytest.raises(RingcalcError, match=r"^early\.json: average_bus_bandwidith\.bandwidith: must be >= 0"):
        parse_nccl_log(json.dumps(doc), source="early.json")


def test_a_json_log_of_several_dtypes_and_ops_is_one_run_per_sweep_in_file_order():
    """``-d all -o all`` (nccl-tests a0b82b2 ``src/all_reduce.cu`` ``RunTest``: types, then ops; each
    ``TimeTest`` writes a size sweep) is one run per (type, redop), as the text reader splits at a dtype change;
    it had been one run of 1 KiB .. 256 KiB four times over. The footer's average goes to the last run."""
    runs = parse_json_runs(DALL.read_text(), str(DALL), None, None)
    assert [(r.rows[0].dtype, r.rows[0].redop) for r in runs] == [
        ("float", "sum"), ("float", "prod"), ("half", "sum"), ("half", "prod")]
    for run in runs:
        assert len({(row.dtype, row.redop) for row in run.rows}) == 1
        assert [row.size_bytes for row in run.rows] == [1024, 16384, 262144]
        assert (run.collective, run.ranks, run.nodes) == ("all_reduce", 4, 1)
    assert [r.first_line for r in runs] == [1, 4, 7, 10]
    assert [r.avg_busbw_bytes_per_s is None for r in runs] == [True, True, True, False]


def test_a_json_log_of_roots_is_one_run_per_root():
    """``-R`` (nccl-tests a0b82b2 ``src/broadcast.cu`` ``RunTest``: roots outside the size sweep) is one run per
    root, as the text reader splits where the size goes down."""
    doc = _allreduce_doc(["nodeA", "nodeB"], 1, 1, program="broadcast_perf")
    sweep = doc["results"]
    for res in sweep:
        for t in (res["out_of_place"], res["in_place"]):
            t["bus_bw"] = t["alg_bw"]
    doc["results"] = [dict(res, redop="none", root=f"{root:6d}") for root in (0, 1) for res in sweep]
    runs = parse_json_runs(json.dumps(doc), "out.json", None, None)
    assert [r.rows[0].root for r in runs] == [0, 1] and all(len(r.rows) == len(sweep) for r in runs)


def test_the_log_reader_gives_a_json_log_of_several_dtypes_as_one_run_per_sweep():
    """``read_nccl_log`` of a ``-d all -o all`` file (nccl-tests a0b82b2 ``src/util.cu``) returns its 4 sweeps."""
    runs = read_nccl_log(DALL)
    assert [(r.rows[0].dtype, r.rows[0].redop) for r in runs] == [
        ("float", "sum"), ("float", "prod"), ("half", "sum"), ("half", "prod")]
