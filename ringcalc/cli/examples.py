"""Two or three real examples at the end of every subcommand's ``--help`` (typer's epilog).

One table for every command, so that a test can run each example
(tests/cli/test_options.py) and a new command without examples fails it.
"""

from __future__ import annotations

from typing import Any

FIXTURE_LOG = "tests/fixtures/nccl/allreduce_nccltests2.17_1node_4rank.txt"

EXAMPLES: dict[str, tuple[str, ...]] = {
    "explain": (
        "ringcalc explain",
        "ringcalc explain -a double-binary-tree --latex",
        "ringcalc explain -a rabenseifner --format json",
    ),
    "catalog": (
        "ringcalc catalog links",
        "ringcalc catalog models --format csv",
    ),
    "efficiency": (
        "ringcalc efficiency --model vgg16 -n 4 --bandwidth 1GbE --step-time 0.55",
        "ringcalc efficiency --params 7B --dtype bf16 -n 64 -b 100GbE --latency 5us -t 1.2 --overlap 50%",
        "ringcalc efficiency --scenario examples/cluster.toml -n 128",
    ),
    "bandwidth": (
        "ringcalc bandwidth --model vgg16 -n 4 --step-time 0.55",
        "ringcalc bandwidth --model gpt2-xl --dtype bf16 -n 64 -t 0.8 --latency 5us -e 80%",
        "ringcalc bandwidth --scenario examples/cluster.toml --efficiency 95%",
    ),
    "time": (
        "ringcalc time --size 1GB -n 8 --bandwidth 100GbE --latency 5us",
        "ringcalc time --size 256MiB -n 64 -b 400Gbps -a double-binary-tree --gamma 0.01ns",
        "ringcalc time --size 1GB -n 16 --gpus-per-node 8 -b ndr --intra-bandwidth nvlink4 -a hierarchical-ring",
    ),
    "max-workers": (
        "ringcalc max-workers --model vgg16 --bandwidth 100GbE --step-time 0.55",
        "ringcalc max-workers --model resnet50 -b 100GbE --latency 5us -t 0.2 -e 80%",
        "ringcalc max-workers --scenario examples/cluster.toml",
    ),
    "max-model": (
        "ringcalc max-model -n 64 --bandwidth 100GbE --step-time 0.5",
        "ringcalc max-model -n 256 -b ndr --latency 2us -t 1 --dtype bf16 -e 80%",
    ),
    "max-latency": (
        "ringcalc max-latency --model vgg16 -n 4 --bandwidth 100GbE --step-time 0.55 -e 80%",
        "ringcalc max-latency --model resnet50 -n 64 -b 100GbE -t 0.2 -e 80%",
        "ringcalc max-latency --scenario examples/cluster.toml -e 60%",
    ),
    "report": (
        "ringcalc report",
        "ringcalc report --model gpt2-xl --dtype bf16 -n 64 -b 100GbE --latency 5us -t 0.8 --overlap 50%",
        "ringcalc report --scenario examples/cluster.toml --up-to 1024",
    ),
    "memory": (
        "ringcalc memory --model llama-2-70b --min-workers --gpu H100-80GB --bandwidth 400Gbps --step-time 10s",
        "ringcalc memory --params 7B -n 8 --zero 3 --gpu H100-80GB",
    ),
    "fit": (
        f"ringcalc fit {FIXTURE_LOG}",
        f"ringcalc fit {FIXTURE_LOG} --piecewise --format json",
    ),
    "measure": (
        "ringcalc measure --ranks 2 --max-size 1MiB --iters 5",
        "ringcalc measure --ranks 2 --impl ring --max-size 1MiB --iters 5 --save local.json",
    ),
    "compare": (
        "ringcalc compare --model gpt2-xl --dtype bf16 -n 64 --bandwidth 100GbE --latency 5us",
        "ringcalc compare --size 64KiB -n 128 -b ndr --latency 2us --algorithms ring,double-binary-tree",
    ),
    "crossover": (
        "ringcalc crossover -n 64 --bandwidth 100GbE --latency 5us",
        "ringcalc crossover -n 1024 -b ndr --latency 2us --algorithms double-binary-tree",
    ),
    "simulate": (
        "ringcalc simulate -n 4 --elements 1024 --bandwidth 10GbE",
        "ringcalc simulate -n 8 --elements 1000003 -b 100Gbps --latency 5us --slow-link 3=10Gbps",
    ),
    "sweep": (
        "ringcalc sweep --model vgg16 -n 2,4,8..64 -b 10GbE,100GbE -t 0.55",
        "ringcalc sweep --model vgg16,resnet50 -n 8,64,512 -b 25GbE,100GbE -t 0.5 -e 90% --out plan.csv",
    ),
    "expect": (
        "ringcalc expect --cluster dgx-h100 -n 16",
        "ringcalc expect --cluster dgx-h100 -n 64 --algorithm ring --min-size 1MiB --format nccl",
    ),
    "check": (
        f"ringcalc check {FIXTURE_LOG} --cluster dgx-h100 --gpus-per-node 4",
        f"ringcalc check {FIXTURE_LOG} --cluster dgx-h100 --format json",
    ),
    "plot": (
        "ringcalc plot efficiency --model vgg16 -b 10GbE,100GbE -t 0.5 -o efficiency.png",
        "ringcalc plot algorithms --size 1kB,10kB..1GB -n 64 -b 100GbE --latency 5us -o algorithms.svg",
    ),
}
"""Examples per command, run as they are by the tests (from the repository's root)."""


def epilog(command: str) -> str:
    """The ``--help`` epilog of ``command``: its examples, one per line."""
    lines = "\n".join(f"  $ {example}" for example in EXAMPLES[command])
    return f"Examples:\n\n{lines}"


def add_examples(app: Any) -> None:
    """Set every registered command's epilog from :data:`EXAMPLES` (a command without examples is an error)."""
    for info in app.registered_commands:
        if info.name not in EXAMPLES:
            raise KeyError(f"no examples for `ringcalc {info.name}` in ringcalc.cli.examples.EXAMPLES")
        info.epilog = epilog(info.name)
