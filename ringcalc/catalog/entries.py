"""The catalog's entries: :class:`DLModel` (with its :class:`Architecture`), :class:`LinkPreset`, :class:`Accelerator`,
:class:`ClusterEntry` and :class:`EfficiencyPrior` (SI units).

Each keeps, next to its SI figures, the text exactly as the source states it
(``LinkPreset.bandwidth``, ``Accelerator.memory``) and where it comes from.
"""

from __future__ import annotations

from dataclasses import dataclass

#: link kinds that join the GPUs of one node (or one scale-up domain): ``ClusterEntry.scale_up``
SCALE_UP_KINDS: tuple[str, ...] = ("nvlink", "xgmi", "pcie")
#: link kinds of a node's network interfaces: ``ClusterEntry.nic``
NETWORK_KINDS: tuple[str, ...] = ("ethernet", "infiniband", "efa", "slingshot")
#: allowed values of ``LinkPreset.kind``
LINK_KINDS: tuple[str, ...] = ("ethernet", "infiniband", "pcie", "nvlink", "xgmi", "efa", "slingshot")
#: allowed values of ``Accelerator.arch`` (NVIDIA, then AMD, GPU generations)
ARCHES: tuple[str, ...] = (
    "volta", "turing", "ampere", "ada", "hopper", "blackwell", "cdna2", "cdna3", "cdna4",
)  # fmt: skip
#: allowed values of ``EfficiencyPrior.kind``: a scale-out transport (``ClusterEntry.transport``),
#: a scale-up link, or NVLink SHARP (in-switch reduction)
EFFICIENCY_KINDS: tuple[str, ...] = ("scale-out", "scale-up", "nvls")
#: what an efficiency prior is a fraction of: the ring's bus bandwidth or the algorithm bandwidth
EFFICIENCY_BASES: tuple[str, ...] = ("busbw", "algbw")


MLP_KINDS: dict[str, int] = {"gated": 3, "plain": 2}
"""``mlp`` of an architecture -> weight matrices per MLP (SwiGLU-style gated: 3; GELU: 2)."""
NORM_KINDS: dict[str, int] = {"rmsnorm": 1, "layernorm": 2}
"""``norm`` -> parameters per hidden unit (RMSNorm: a weight; LayerNorm: weight and bias)."""
BIAS_KINDS: tuple[str, ...] = ("none", "qkv", "all")
"""``bias``: no biases (Llama), on the Q/K/V projections only (Qwen), on every linear layer (GPT-2, BLOOM)."""
POSITION_KINDS: tuple[str, ...] = ("rope", "alibi", "learned", "relative")
"""``position``: rotary, ALiBi, learned embeddings (``max_positions`` of them), Transformer-XL relative."""


@dataclass(frozen=True)
class Architecture:
    """A decoder-only transformer's shape from its published configuration (``[models.<name>.arch]``).

    The parameter counts, FLOPs and collective sizes that follow from it are
    :mod:`ringcalc.workload.architecture`'s (the expressions of :mod:`ringcalc.symbolic.workload`).

    Attributes
    ----------
    layers, hidden, heads, kv_heads, head_dim : int
        Transformer layers, model width, query heads, key/value heads, head dimension.
    ffn : int
        MLP inner size of the dense layers (0 when every layer is a mixture of experts).
    vocab, seq_len : int
        Vocabulary size; the sequence length the model was trained with (the default ``--seq-len``).
    mlp, norm, bias, position : str
        :data:`MLP_KINDS`, :data:`NORM_KINDS`, :data:`BIAS_KINDS`, :data:`POSITION_KINDS`.
    tied_embeddings : bool
        The output head shares the token embedding.
    max_positions : int
        Learned position embeddings (``position = "learned"``), else 0.
    embedding_norm : bool
        A norm follows the embedding (BLOOM).
    experts, top_k, expert_ffn, shared_experts, moe_layers : int
        Mixture of experts: routed experts per MoE layer, experts per token, one expert's MLP size, shared
        experts (each of ``expert_ffn``), layers with a MoE MLP; all 0 for a dense model.
    source : str
        The configuration or paper the shape comes from.
    notes : str, optional
    """

    layers: int
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    ffn: int
    vocab: int
    seq_len: int
    mlp: str
    norm: str
    bias: str
    position: str
    tied_embeddings: bool
    source: str
    max_positions: int = 0
    embedding_norm: bool = False
    experts: int = 0
    top_k: int = 0
    expert_ffn: int = 0
    shared_experts: int = 0
    moe_layers: int = 0
    notes: str | None = None

    @property
    def is_moe(self) -> bool:
        """True for a mixture of experts."""
        return self.experts > 0


@dataclass(frozen=True)
class DLModel:
    """A deep-learning model from ``dl_models.toml``.

    Attributes
    ----------
    name : str
        Canonical lower-case key (``"vgg16"``).
    params : float
        Number of trainable parameters (a count, dimensionless).
    display : str
        Human name (``"VGG-16"``).
    source : str
        Where the count comes from (paper, torchvision docs, HF config).
    family, year, notes : optional
        Architecture family, year of publication, caveats.
    aliases : tuple of str
        Other accepted names.
    arch : Architecture, optional
        The transformer's shape (``[models.<name>.arch]``): what the workload (FLOPs, layout, activations)
        needs; None for models given by their parameter count only.
    """

    name: str
    params: float
    display: str
    source: str
    family: str | None = None
    year: int | None = None
    notes: str | None = None
    aliases: tuple[str, ...] = ()
    arch: Architecture | None = None


@dataclass(frozen=True)
class LinkPreset:
    """A network or device link from ``links.toml``.

    Attributes
    ----------
    name : str
        Canonical lower-case key (``"100gbe"``, ``"ndr"``, ``"nvlink4"``).
    bandwidth_bytes_per_s : float
        Per-direction bandwidth in bytes/s (1GbE = 1.25e8).
    latency_s : float
        Typical one-way small-message latency in seconds (an
        order-of-magnitude default, see ``notes``).
    kind : str
        One of :data:`LINK_KINDS`.
    source : str
        The specification the bandwidth comes from.
    aliases : tuple of str
        Other accepted names (``"ib-ndr"``).
    display : str
        Human name.
    bandwidth, latency : str
        The figures as written in the catalog (``"100 Gbit/s"``, ``"5 us"``).
    notes : str, optional
        What is and is not counted, where the latency comes from.
    mesh_gpus : int
        For a scale-up link of point-to-point links to each peer, with no switch (AMD's xGMI, the GH200 quad): the
        GPUs of the mesh its bandwidth is the aggregate of (8: seven peers' links); 0 for a switched link. A job on
        r GPUs of the mesh has r - 1 of those links.
    """

    name: str
    bandwidth_bytes_per_s: float
    latency_s: float
    kind: str
    source: str
    aliases: tuple[str, ...] = ()
    display: str = ""
    bandwidth: str = ""
    latency: str = ""
    notes: str | None = None
    mesh_gpus: int = 0


@dataclass(frozen=True)
class Accelerator:
    """A GPU or other accelerator from ``accelerators.toml``.

    Attributes
    ----------
    name : str
        Canonical lower-case key (``"h100-80gb"``).
    memory_bytes : float
        Device memory in bytes. Where the vendor's "GB" is binary (all HBM and
        GDDR parts), this is the binary capacity recorded explicitly in the
        catalog (80 GiB = 85,899,345,920 B for an "80 GB" H100).
    display, vendor, source : str
        Human name, vendor, where the figures come from.
    memory : str
        Capacity exactly as the vendor writes it (``"80 GB"``).
    memory_type : str, optional
        ``"HBM3"``, ``"GDDR6X"``, ...
    bf16_tflops : float, optional
        Vendor peak dense (no sparsity) BF16 tensor throughput in TFLOP/s.
    fp8_tflops : float, optional
        Vendor peak dense (no sparsity) FP8 tensor throughput in TFLOP/s.
    arch : str, optional
        GPU generation, one of :data:`ARCHES` (picks NCCL's per-generation constants).
    notes : str, optional
    aliases : tuple of str
    """

    name: str
    memory_bytes: float
    display: str
    vendor: str
    source: str
    memory: str = ""
    memory_type: str | None = None
    bf16_tflops: float | None = None
    notes: str | None = None
    aliases: tuple[str, ...] = ()
    fp8_tflops: float | None = None
    arch: str | None = None

    @property
    def bf16_flops_per_s(self) -> float | None:
        """Peak dense BF16 throughput in FLOP/s (SI), or None if unknown."""
        return None if self.bf16_tflops is None else self.bf16_tflops * 1e12

    @property
    def fp8_flops_per_s(self) -> float | None:
        """Peak dense FP8 throughput in FLOP/s (SI), or None if unknown."""
        return None if self.fp8_tflops is None else self.fp8_tflops * 1e12


@dataclass(frozen=True)
class ClusterEntry:
    """A real system from ``clusters.toml``: its nodes, scale-up link, NICs and fabric.

    Link, GPU and transport fields hold the canonical keys of ``links.toml``,
    ``accelerators.toml`` and ``efficiencies.toml`` (checked on load); look the
    figures up with :func:`ringcalc.catalog.get_link` and friends.

    Attributes
    ----------
    name : str
        Canonical lower-case key (``"dgx-h100"``).
    display, source : str
        Human name; where the figures come from (several sources separated by ``;``).
    gpus_per_node : int
        GPUs (all-reduce ranks) per node, G.
    scale_up : str
        Key of the scale-up link (kind in :data:`SCALE_UP_KINDS`): per-GPU per-direction
        bandwidth and latency inside the scale-up domain.
    nics_per_node : int
        Network interfaces per node used for GPU traffic, R (may be below or above G).
    nic : str
        Key of the NIC link (kind in :data:`NETWORK_KINDS`): line rate per NIC per direction.
    transport : str
        Key of the scale-out transport's prior in ``efficiencies.toml`` (kind ``"scale-out"``).
    gpu : str, optional
        Key of the accelerator.
    scale_up_p2p : bool
        False: PCIe without peer-to-peer, traffic bounces through host memory.
    scale_up_domain : int
        GPUs in one scale-up domain (a multiple of ``gpus_per_node``; GB200 NVL72: 72); 0 means
        ``gpus_per_node``.
    nvls : bool
        NVLink SHARP (reduction in the NVSwitch) available.
    nodes_per_leaf : int, optional
        Nodes under one leaf / rail switch group (full bisection below it); None when unstated.
    oversubscription : float
        Ratio (>= 1) of the tier above the leaf.
    hop_latency_s : float, optional
        Latency per switch hop in seconds; None when unstated. ``hop_latency`` keeps the text.
    sharp : bool
        In-network reduction in the scale-out switches (SHARP / CollNet) available.
    tuner : str, optional
        aws-ofi-nccl's region-tuner platform the instance is (``p5-p5e``, ``p5en``, ``p6``, ``p6-b300``): NCCL
        runs the plugin's pick of (algorithm, protocol) where it makes one (:mod:`ringcalc.cluster.aws_tuner`).
    notes : str, optional
    aliases : tuple of str
    """

    name: str
    display: str
    source: str
    gpus_per_node: int
    scale_up: str
    nics_per_node: int
    nic: str
    transport: str
    gpu: str | None = None
    scale_up_p2p: bool = True
    scale_up_domain: int = 0
    nvls: bool = False
    nodes_per_leaf: int | None = None
    oversubscription: float = 1.0
    hop_latency_s: float | None = None
    sharp: bool = False
    tuner: str | None = None
    notes: str | None = None
    aliases: tuple[str, ...] = ()
    hop_latency: str = ""

    def __post_init__(self) -> None:
        if not self.scale_up_domain:  # unset: one node is the scale-up domain
            object.__setattr__(self, "scale_up_domain", self.gpus_per_node)


@dataclass(frozen=True)
class EfficiencyPrior:
    """A prior of the achieved fraction of line rate, from ``efficiencies.toml``.

    ``[low, high]`` is an 80% interval across published systems, ``typical`` the
    central value; fractions of the line rate named by ``kind`` and ``basis``:

    * ``kind = "scale-out"`` (``ib``, ``roce``, ``efa``, ...): ring busbw across nodes at
      large messages / (NICs per node x NIC line rate);
    * ``kind = "scale-up"`` (``nvlink``, ``xgmi``, ``pcie``, ...): one-node ring busbw /
      per-GPU per-direction scale-up bandwidth;
    * ``kind = "nvls"``: one-node NVLink SHARP all-reduce, **algbw** / per-direction NVLink rate.

    Attributes
    ----------
    name : str
        Canonical key (``"ib"``, ``"nvls-hopper"``).
    low, typical, high : float
        Fractions, 0 < low <= typical <= high <= 1.2.
    source : str
        Where the figures come from (several sources separated by ``;``).
    notes : str, optional
    step_latency_s, base_latency_s : float, optional
        Scale-out only: per ring step across the network, and fixed cost per collective, where a
        source states them, beyond NCCL's constants; None otherwise.
    net_latency_s, net_latency_simple_s : float, optional
        Scale-out only: the transport's own latency per network step of every NCCL algorithm (LL and
        LL128 / Simple), which replaces NCCL's ``hwLat[NET]`` constants, where the transport's own
        tuner states it (aws-ofi-nccl for EFA); None otherwise.
    aliases : tuple of str
    kind : str
        One of :data:`EFFICIENCY_KINDS`.
    basis : str
        ``"busbw"`` or ``"algbw"`` (:data:`EFFICIENCY_BASES`).
    display : str
        Human name.
    """

    name: str
    low: float
    typical: float
    high: float
    source: str
    notes: str | None = None
    step_latency_s: float | None = None
    base_latency_s: float | None = None
    net_latency_s: float | None = None
    net_latency_simple_s: float | None = None
    aliases: tuple[str, ...] = ()
    kind: str = "scale-out"
    basis: str = "busbw"
    display: str = ""
