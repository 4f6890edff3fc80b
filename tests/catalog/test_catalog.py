"""Tests for ringcalc.catalog and the models/*.toml data it loads."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.catalog import Accelerator, DLModel, LinkPreset
from ringcalc.errors import RingcalcError
from ringcalc.catalog import parse_bandwidth
from ringcalc.units import parse_size
from tests.paths import ROOT

GiB = 2**30

# The entries the brief requires (README of models/ lists them with sources).
REQUIRED_MODELS = [
    "vgg16", "resnet50", "resnet101", "inception-v3", "bert-base", "bert-large", "gpt2-xl",
    "gpt3-175b", "llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3-70b",
    "resnet18", "vit-b-16", "vit-l-16", "t5-11b", "llama-3.1-405b", "mixtral-8x7b", "alexnet",
]  # fmt: skip
REQUIRED_LINKS = [
    "1gbe", "10gbe", "25gbe", "40gbe", "100gbe", "200gbe", "400gbe", "800gbe",
    "edr", "hdr", "ndr", "xdr", "pcie3-x16", "pcie4-x16", "pcie5-x16", "pcie6-x16",
    "nvlink2", "nvlink3", "nvlink4", "nvlink5",
]  # fmt: skip
REQUIRED_ACCELERATORS = [
    "v100-16gb", "v100-32gb", "a100-40gb", "a100-80gb", "h100-80gb", "h200-141gb", "b200",
    "gb200", "mi250x", "mi300x", "mi325x", "mi355x", "rtx-3090", "rtx-4090", "rtx-5090",
    "l40s", "t4", "a10g",
]  # fmt: skip


# ------------------------------------------------------------- shipped data


def test_every_entry_loads_with_source_and_display():
    tables = {"models": catalog.models(), "links": catalog.links(), "accelerators": catalog.accelerators()}
    types = {"models": DLModel, "links": LinkPreset, "accelerators": Accelerator}
    for table, entries in tables.items():
        assert entries, table
        for name, entry in entries.items():
            assert isinstance(entry, types[table])
            assert entry.name == name
            assert entry.source.strip() and entry.display.strip(), name


@pytest.mark.parametrize(
    ("getter", "names"),
    [
        (catalog.get_model, REQUIRED_MODELS),
        (catalog.get_link, REQUIRED_LINKS),
        (catalog.get_accelerator, REQUIRED_ACCELERATORS),
    ],
)
def test_required_entries_present(getter, names):
    for name in names:
        assert getter(name).name == name


def test_vgg16_seed_figure():
    # Project seed figure: 138.36e6 parameters (torchvision VGG16_Weights num_params
    # 138,357,544 rounded; Simonyan & Zisserman 2015, Table 2: 138 M).
    vgg = catalog.get_model("vgg16")
    assert vgg.params == 138.36e6
    # fp32 gradients: 4 bytes per parameter -> 553.44 MB (decimal megabytes)
    assert vgg.params * 4 == pytest.approx(parse_size("553.44 MB"), rel=1e-12)
    assert "138,357,544" in vgg.notes


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # torchvision docs, *_Weights num_params
        ("resnet50", 25_557_032),
        ("resnet18", 11_689_512),
        ("inception-v3", 27_161_264),
        ("vit-b-16", 86_567_656),
        # Brown et al. 2020, Table 2.1
        ("gpt3-175b", 175e9),
    ],
)
def test_published_counts(name, expected):
    assert catalog.get_model(name).params == expected


def _decoder_params(vocab, hidden, layers, ffn, heads, kv_heads, *, experts=1, tied=False):
    """Llama/Mixtral parameter count from the HF config (no biases, RMSNorm weights only)."""
    head_dim = hidden // heads
    attention = 2 * hidden * hidden + 2 * hidden * kv_heads * head_dim
    mlp = 3 * hidden * ffn * experts + (hidden * experts if experts > 1 else 0)  # + router
    per_layer = attention + mlp + 2 * hidden
    return layers * per_layer + vocab * hidden * (1 if tied else 2) + hidden


def _gpt2_params(vocab, hidden, layers, positions=1024):
    per_layer = 4 * hidden + (3 * hidden * hidden + 3 * hidden) + (hidden * hidden + hidden)
    per_layer += (4 * hidden * hidden + 4 * hidden) + (4 * hidden * hidden + hidden)
    return vocab * hidden + positions * hidden + layers * per_layer + 2 * hidden


def _bert_params(vocab, hidden, layers, ffn):
    embeddings = vocab * hidden + 512 * hidden + 2 * hidden + 2 * hidden
    per_layer = 4 * (hidden * hidden + hidden) + 2 * hidden
    per_layer += (hidden * ffn + ffn) + (ffn * hidden + hidden) + 2 * hidden
    return embeddings + layers * per_layer + hidden * hidden + hidden  # + pooler


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # configs from the Hugging Face model cards cited in dl_models.toml
        ("llama-2-7b", _decoder_params(32000, 4096, 32, 11008, 32, 32)),
        ("llama-2-13b", _decoder_params(32000, 5120, 40, 13824, 40, 40)),
        ("llama-2-70b", _decoder_params(32000, 8192, 80, 28672, 64, 8)),
        ("llama-3-8b", _decoder_params(128256, 4096, 32, 14336, 32, 8)),
        ("llama-3-70b", _decoder_params(128256, 8192, 80, 28672, 64, 8)),
        ("llama-3.1-405b", _decoder_params(128256, 16384, 126, 53248, 128, 8)),
        ("mixtral-8x7b", _decoder_params(32000, 4096, 32, 14336, 32, 8, experts=8)),
        ("gpt2", _gpt2_params(50257, 768, 12)),
        ("gpt2-xl", _gpt2_params(50257, 1600, 48)),
        ("bert-base", _bert_params(30522, 768, 12, 3072)),
        ("bert-large", _bert_params(30522, 1024, 24, 4096)),
    ],
)
def test_transformer_counts_reproduce_from_config(name, expected):
    assert catalog.get_model(name).params == expected


@pytest.mark.parametrize(
    ("name", "bytes_per_s"),
    [
        ("1gbe", 125e6),  # IEEE 802.3ab: 1000 Mb/s = 125 MB/s
        ("10gbe", 1.25e9),  # IEEE 802.3ae
        ("100gbe", 12.5e9),  # IEEE 802.3ba: 100 Gb/s
        ("800gbe", 100e9),  # IEEE 802.3df
        ("edr", 12.5e9),  # IBTA: EDR 4x 100 Gb/s
        ("hdr", 25e9),  # IBTA: HDR 4x 200 Gb/s
        ("ndr", 50e9),  # IBTA: NDR 4x 400 Gb/s
        ("xdr", 100e9),  # IBTA: XDR 4x 800 Gb/s
        ("nvlink2", 150e9),  # V100: 6 links x 25 GB/s per direction
        ("nvlink3", 300e9),  # A100: 12 x 25 GB/s
        ("nvlink4", 450e9),  # H100: 18 x 25 GB/s
        ("nvlink5", 900e9),  # B200: 18 x 50 GB/s
        ("pcie6-x16", 128e9),  # PCIe 6.0: 16 x 64 GT/s, 1b/1b FLIT coding
    ],
)
def test_link_bandwidths(name, bytes_per_s):
    assert catalog.get_link(name).bandwidth_bytes_per_s == pytest.approx(bytes_per_s, rel=1e-12)


@pytest.mark.parametrize(("name", "gt_per_s"), [("pcie3-x16", 8e9), ("pcie4-x16", 16e9), ("pcie5-x16", 32e9)])
def test_pcie_counts_128b130b(name, gt_per_s):
    # PCIe Base Spec 3.0-5.0: 16 lanes x rate x 128/130 coding / 8 bits per byte
    expected = 16 * gt_per_s * 128 / 130 / 8
    assert catalog.get_link(name).bandwidth_bytes_per_s == pytest.approx(expected, rel=1e-6)


def test_link_latencies_and_kinds():
    for link in catalog.links().values():
        assert link.kind in catalog.LINK_KINDS
        assert 1e-7 <= link.latency_s <= 1e-3, link.name
    assert catalog.get_link("1gbe").latency_s == pytest.approx(50e-6)
    assert catalog.get_link("ndr").latency_s < catalog.get_link("10gbe").latency_s


def test_accelerator_memory_is_explicit_about_gib():
    h100 = catalog.get_accelerator("h100-80gb")
    assert h100.memory == "80 GB"  # as NVIDIA's datasheet writes it
    assert h100.memory_bytes == 80 * GiB  # 5 x 16 GiB HBM3 stacks
    for acc in catalog.accelerators().values():
        stated = parse_size(acc.memory)
        # every entry records the binary capacity behind the vendor's "N GB"
        assert acc.memory_bytes == pytest.approx(stated / 1e9 * GiB, rel=1e-12), acc.name


def test_bf16_figures():
    # vendor datasheets, dense (no sparsity)
    assert catalog.get_accelerator("a100-80gb").bf16_tflops == 312
    assert catalog.get_accelerator("h100").bf16_flops_per_s == pytest.approx(989.4e12)
    assert catalog.get_accelerator("mi300x").bf16_tflops == 1307.4
    assert catalog.get_accelerator("v100-32gb").bf16_tflops is None  # Volta has no BF16


def test_a_device_is_what_one_worker_runs_on_an_mi250x_gcd():
    """An MI250X is two GCDs, each its own RCCL device (a node of 4 MI250X is 8 workers): the entry held the
    package's 128 GiB and 383 TFLOPS, so 6B parameters fitted "yes" on one worker's 64 GiB (the workload hunt)."""
    gcd = catalog.get_accelerator("mi250x")
    assert gcd.memory_bytes == 64 * GiB and gcd.bf16_tflops == pytest.approx(383 / 2)
    from ringcalc.planning import zero
    from ringcalc.planning.zero_setup import MemorySetup

    (r,) = zero.plan(MemorySetup.from_options(params="6B", gpu="mi250x"), 8, (0,))
    assert r.fits is False  # 108 GB of weights, gradients and Adam's states


# ---------------------------------------------------------------- lookup


@pytest.mark.parametrize(
    ("getter", "typed", "canonical"),
    [
        (catalog.get_link, "100GbE", "100gbe"),
        (catalog.get_link, "1GbE", "1gbe"),
        (catalog.get_link, "IB-HDR", "hdr"),
        (catalog.get_link, "hdr", "hdr"),
        (catalog.get_link, "NVLink4", "nvlink4"),
        (catalog.get_link, "nvlink-4", "nvlink4"),
        (catalog.get_link, "PCIe5", "pcie5-x16"),
        (catalog.get_link, "  ndr ", "ndr"),
        (catalog.get_accelerator, "H100-80GB", "h100-80gb"),
        (catalog.get_accelerator, "H100 80GB", "h100-80gb"),
        (catalog.get_accelerator, "RTX 4090", "rtx-4090"),
        (catalog.get_accelerator, "rtx4090", "rtx-4090"),
        (catalog.get_model, "VGG16", "vgg16"),
        (catalog.get_model, "inception_v3", "inception-v3"),
        (catalog.get_model, "Llama 3.1 405B", "llama-3.1-405b"),
        (catalog.get_model, "llama-3.1-8b", "llama-3-8b"),
        (catalog.get_model, "Llama3-8B", "llama-3-8b"),
    ],
)
def test_names_case_insensitive_and_aliases(getter, typed, canonical):
    assert getter(typed).name == canonical


def _all_keys(table):
    return [key for name, entry in table.items() for key in (name, *entry.aliases)]


@given(data=st.data())
def test_any_casing_or_separator_resolves(data):
    getter, table = data.draw(
        st.sampled_from(
            [
                (catalog.get_model, catalog.models()),
                (catalog.get_link, catalog.links()),
                (catalog.get_accelerator, catalog.accelerators()),
            ]
        )
    )
    key = data.draw(st.sampled_from(_all_keys(table)))
    upper = data.draw(st.lists(st.booleans(), min_size=len(key), max_size=len(key)))
    typed = "".join(c.upper() if u else c for c, u in zip(key, upper))
    typed = typed.replace("-", data.draw(st.sampled_from(["-", "_", " "])))
    expected = next(name for name, entry in table.items() if key in (name, *entry.aliases))
    assert getter(typed).name == expected


@pytest.mark.parametrize(
    ("getter", "typed", "option", "suggestion"),
    [
        (catalog.get_model, "vgg61", "--model", "vgg16"),
        (catalog.get_model, "resnet-5O", "--model", "resnet50"),
        (catalog.get_link, "100gbs", "--bandwidth", "100gbe"),
        (catalog.get_link, "nvlnk4", "--bandwidth", "nvlink4"),
        (catalog.get_accelerator, "h100-80", "--gpu", "h100-80gb"),
        (catalog.get_accelerator, "mi300", "--gpu", "mi300x"),
    ],
)
def test_unknown_names_list_close_matches(getter, typed, option, suggestion):
    with pytest.raises(RingcalcError) as info:
        getter(typed)
    err = info.value
    assert err.kind == "input"
    assert str(err).startswith(option + ": unknown")
    assert "did you mean" in err.message and suggestion in err.message


def test_ambiguous_prefix_suggests_every_variant():
    # "v100" and "a100" are deliberately not aliases: 16/32 GB and 40/80 GB differ
    for typed, variants in (("v100", {"v100-16gb", "v100-32gb"}), ("a100", {"a100-40gb", "a100-80gb"})):
        with pytest.raises(RingcalcError) as info:
            catalog.get_accelerator(typed)
        assert all(v in info.value.message for v in variants)


def test_unknown_name_without_close_match_lists_known():
    with pytest.raises(RingcalcError, match="known: .*vgg16"):
        catalog.get_model("zzzzqqqq")
    with pytest.raises(RingcalcError, match="expected a model name"):
        catalog.get_model("")


def test_units_resolve_presets_through_catalog():
    assert parse_bandwidth("NDR") == 50e9
    assert parse_bandwidth("1GbE") == 125e6


def test_tables_are_fresh_copies():
    first = catalog.models()
    first.pop("vgg16")
    assert "vgg16" in catalog.models()


def test_catalog_dir_holds_the_files():
    directory = catalog.catalog_dir()
    for file_name in catalog.FILES.values():
        assert (directory / file_name).is_file()


def test_import_and_lookup_stay_light():
    code = (
        "import sys\n"
        "from ringcalc import catalog\n"
        "catalog.get_model('vgg16'); catalog.get_link('100GbE'); catalog.get_accelerator('h100')\n"
        "heavy = [m for m in ('pandas', 'sympy', 'numpy', 'matplotlib', 'scipy') if m in sys.modules]\n"
        "print(','.join(heavy))\n"
    )
    root = ROOT
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


# ------------------------------------------------------------- validation

GOOD = {
    "models": """
        [models.tiny]
        params = 1000
        display = "Tiny"
        source = "made up for a test"
    """,
    "links": """
        [links.fast]
        bandwidth = "10 Gbit/s"
        latency = "5 us"
        kind = "ethernet"
        display = "Fast"
        source = "made up for a test"
        aliases = ["quick"]

        [links.slow]
        bandwidth = "1 Gbit/s"
        latency = "50 us"
        kind = "ethernet"
        display = "Slow"
        source = "made up for a test"
    """,
    "accelerators": """
        [accelerators.card]
        memory = "16 GB"
        memory_bytes = 17179869184
        display = "Card"
        vendor = "Acme"
        source = "made up for a test"
    """,
}


def _write(tmp_path: Path, table: str, text: str) -> Path:
    (tmp_path / catalog.FILES[table]).write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("table", list(GOOD))
def test_loader_accepts_directory(tmp_path, table):
    directory = _write(tmp_path, table, GOOD[table])
    loaded = getattr(catalog, table)(directory)
    assert len(loaded) >= 1
    if table == "links":
        assert catalog.get_link("QUICK", directory=directory).name == "fast"
        assert loaded["fast"].bandwidth_bytes_per_s == 1.25e9
    if table == "accelerators":
        assert catalog.get_accelerator("card", directory=directory).memory_bytes == 16 * GiB


@pytest.mark.parametrize(
    ("table", "old", "new", "entry", "match"),
    [
        ("models", "params = 1000", "params = -5", "tiny", "positive"),
        ("models", "params = 1000", "params = 0", "tiny", "positive"),
        ("models", "params = 1000", "params = true", "tiny", "must be a number"),
        ("models", "params = 1000", 'params = "1000"', "tiny", "must be a number"),
        ("models", "params = 1000", "params = nan", "tiny", "positive finite"),
        ("models", 'display = "Tiny"', 'colour = "red"', "tiny", "unknown key"),
        ("models", 'source = "made up for a test"', "", "tiny", "missing required key.*source"),
        ("models", "[models.tiny]", "[models.Tiny]", "Tiny", "lower-case"),
        ("links", '"10 Gbit/s"', '"fast"', "fast", "cannot read 'fast' as a bandwidth"),
        ("links", '"10 Gbit/s"', '"10 Gbit"', "fast", "bandwidth"),
        ("links", '"10 Gbit/s"', '"10"', "fast", "needs a unit"),
        ("links", '"10 Gbit/s"', "10", "fast", "10 has no unit"),
        ("links", '"10 Gbit/s"', '"-10 Gbit/s"', "fast", "bandwidth"),
        ("links", '"10 Gbit/s"', '"100GbE"', "fast", "not the name of another preset"),
        ("links", '"5 us"', '"5 parsecs"', "fast", "cannot read '5 parsecs' as a time"),
        ("links", 'kind = "ethernet"\n        display = "Fast"', 'kind = "pigeon"\n        display = "Fast"', "fast", "one of"),
        ("links", '["quick"]', '["slow"]', "fast", "already used by \\[links.slow\\]"),
        ("links", '["quick"]', '"quick"', "fast", "list of non-empty strings"),
        ("accelerators", 'memory = "16 GB"', 'memory = "16 GX"', "card", "size"),
        ("accelerators", "memory_bytes = 17179869184", "memory_bytes = 1717986918", "card", "does not match memory"),
        ("accelerators", "memory_bytes = 17179869184", "memory_bytes = 17179869184.0", "card", "whole number"),
        ("accelerators", 'vendor = "Acme"', "", "card", "missing required key.*vendor"),
    ],
)
def test_validation_errors_name_file_and_entry(tmp_path, table, old, new, entry, match):
    assert old in GOOD[table], "the test's mutation must apply"
    directory = _write(tmp_path, table, GOOD[table].replace(old, new, 1))
    with pytest.raises(RingcalcError, match=match) as info:
        getattr(catalog, table)(directory)
    message = str(info.value)
    assert catalog.FILES[table] in message
    assert f"[{table}.{entry}]" in message


def test_invalid_toml_and_missing_file(tmp_path):
    with pytest.raises(RingcalcError, match="catalog file not found.*dl_models.toml"):
        catalog.models(tmp_path)
    _write(tmp_path, "models", "[models.tiny\nparams = 1")
    with pytest.raises(RingcalcError, match="dl_models.toml: invalid TOML"):
        catalog.models(tmp_path)


def test_wrong_top_level_tables(tmp_path):
    _write(tmp_path, "links", GOOD["links"] + "\n[models.x]\nparams = 1\n")
    with pytest.raises(RingcalcError, match="links.toml: unexpected top-level table.*models"):
        catalog.links(tmp_path)
    other = tmp_path / "other"
    other.mkdir()
    _write(other, "accelerators", "title = 'nothing here'\n")
    with pytest.raises(RingcalcError, match="unexpected top-level"):
        catalog.accelerators(other)
    empty = tmp_path / "empty"
    empty.mkdir()
    _write(empty, "models", "")
    with pytest.raises(RingcalcError, match="no \\[models.<name>\\] entries"):
        catalog.models(empty)
