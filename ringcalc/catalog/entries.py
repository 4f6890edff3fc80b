"""The catalog's entries: :class:`DLModel`, :class:`LinkPreset`, :class:`Accelerator` (SI units).

Each keeps, next to its SI figures, the text exactly as the source states it
(``LinkPreset.bandwidth``, ``Accelerator.memory``) and where it comes from.
"""

from __future__ import annotations

from dataclasses import dataclass

#: allowed values of ``LinkPreset.kind``
LINK_KINDS: tuple[str, ...] = ("ethernet", "infiniband", "pcie", "nvlink")


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
    """

    name: str
    params: float
    display: str
    source: str
    family: str | None = None
    year: int | None = None
    notes: str | None = None
    aliases: tuple[str, ...] = ()


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

    @property
    def bf16_flops_per_s(self) -> float | None:
        """Peak dense BF16 throughput in FLOP/s (SI), or None if unknown."""
        return None if self.bf16_tflops is None else self.bf16_tflops * 1e12
