"""The cluster a set of nccl-tests logs ran on, as the fit starts from it.

``--cluster`` and the layout options describe it where given; otherwise the logs
do: the GPUs per node from their ranks and hosts, the scale-up link and the
generation of NCCL's tables from the GPU their ``#  Rank`` lines name
(:mod:`ringcalc.cluster.gpu_family`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ringcalc.calibrate.cluster_fit import STATES_SCALE_UP

if TYPE_CHECKING:
    from ringcalc.calibrate.nccl_records import Run
    from ringcalc.cluster.spec import Cluster


def cluster_of_runs(runs: list[Run], options: dict[str, Any]) -> Cluster:
    """The cluster the runs ran on: ``--cluster`` and the layout options, with G from the logs when not given.

    Without ``--cluster`` or ``--intra-bandwidth``, a node of several GPUs starts
    from the scale-up link of the GPU the logs' ``#  Rank`` lines name, when every
    catalog cluster of that GPU has the same one (MI300X: xGMI, A100: NVLink 3;
    :func:`ringcalc.cluster.gpu_family.scale_up_link`), else from NVLink 4's rate
    (the fit measures what is achieved; the answer says so); without
    ``--bandwidth`` the NICs' rate is unknown and its prior wide. NCCL's tables are the logs' GPU's generation
    (:func:`ringcalc.cluster.gpu_family.accelerator`; an A100 PCIe log: Ampere's, not Hopper's)."""
    from ringcalc.cluster.build import build
    from ringcalc.planning.scenario_options import parse_options

    from ringcalc import catalog
    from ringcalc.cluster.gpu_family import accelerator, scale_up_link

    given = {k: v for k, v in options.items() if v is not None}
    devices = sorted({d for r in runs for d in r.devices})
    gpu = accelerator(devices) if "gpu" not in given and "cluster" not in given else None
    given |= {"gpu": gpu} if gpu else {}  # the generation of NCCL's tables: the logs' GPU's
    g = max(-(-(r.ranks or 1) // (r.nodes or 1)) for r in runs)
    if "gpus_per_node" not in given and "cluster" not in given:
        given["gpus_per_node"] = g
    note = None
    if "intra_bandwidth" not in given and "cluster" not in given and int(given["gpus_per_node"]) > 1:
        link = scale_up_link(devices)  # else NVLink 4's rate, as a figure where the GPU names the generation
        given["intra_bandwidth"] = link or (f"{catalog.get_link('nvlink4').bandwidth_bytes_per_s:.6g}B/s" if gpu
                                            else "nvlink4")
        note = (f"scale-up link {link}: every catalog cluster of the logs' GPU ({devices[0]}) has it" if link else
                "scale-up link taken as NVLink 4 (" + (f"the catalog has no one link for the logs' GPU, {devices[0]}"
                                                        if devices else "the logs name no GPU") + ")") + \
            f"; {STATES_SCALE_UP}"
    c = build(parse_options(given), given, g)
    return c if note is None else c.replace(notes=(*c.notes, note))
