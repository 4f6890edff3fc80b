"""A model's ``[models.<name>.arch]`` table (ringcalc/catalog/architecture.py): every key checked on load."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ringcalc import catalog
from ringcalc.errors import RingcalcError

GOOD = """
    [models.small]
    params = 1000
    display = "Small"
    source = "made up for a test"

    [models.small.arch]
    layers = 2
    hidden = 64
    heads = 4
    kv_heads = 2
    ffn = 256
    vocab = 100
    seq_len = 128
    mlp = "gated"
    norm = "rmsnorm"
    position = "rope"
    tied_embeddings = false
    source = "made up for a test"
"""

KEYS = ["layers", "hidden", "heads", "kv_heads", "ffn", "vocab", "seq_len", "mlp", "norm", "position",
        "tied_embeddings", "source"]


def _load(tmp_path: Path, text: str):
    (tmp_path / catalog.FILES["models"]).write_text(textwrap.dedent(text), encoding="utf-8")
    return catalog.models(tmp_path)


def test_a_good_shape_loads(tmp_path):
    arch = _load(tmp_path, GOOD)["small"].arch
    assert (arch.layers, arch.hidden, arch.heads, arch.kv_heads, arch.head_dim) == (2, 64, 4, 2, 16)
    assert arch.bias == "none" and arch.experts == 0 and arch.moe_layers == 0


@pytest.mark.parametrize(("old", "new", "match"), [
    ("kv_heads = 2", "kv_heads = 3", "kv_heads: 3 does not divide the 4 heads"),
    ("heads = 4", "heads = 5", "kv_heads"),
    ('mlp = "gated"', 'mlp = "swirly"', "mlp: must be one of gated, plain"),
    ('position = "rope"', 'position = "learned"', "max_positions: is required"),
    ("tied_embeddings = false", "tied_embeddings = 0", "true or false"),
    ("layers = 2", "layers = 0", "layers: must be a positive whole number"),
    ("layers = 2", "layers = 2.5", "layers: must be a positive whole number"),
    ("ffn = 256", "top_k = 2", "top_k: is a mixture-of-experts key"),
    ("ffn = 256", "experts = 8\n    top_k = 9\n    expert_ffn = 64", "top_k: must be 1..experts"),
    ("ffn = 256", "ffn = 256\n    colour = 3", "unknown key"),
    ('source = "made up for a test"\n', "", "missing required key"),
])
def test_bad_shapes_name_file_entry_and_key(tmp_path, old, new, match):
    text = GOOD.replace(old, new, 1) if old != 'source = "made up for a test"\n' else GOOD[: GOOD.rindex("source")]
    with pytest.raises(RingcalcError, match=match) as info:
        _load(tmp_path, text)
    assert catalog.FILES["models"] in str(info.value) and "[models.small] arch" in str(info.value)


@settings(max_examples=60, deadline=None)
@given(key=st.sampled_from(KEYS), value=st.one_of(st.integers(-5, 0), st.text(max_size=5).map(repr),
                                                  st.sampled_from(["true", "1.5", "[1]", "{}"])))
def test_any_corrupted_key_is_refused_or_loads_a_valid_shape(tmp_path_factory, key, value):
    """A generating test: any value of any key either loads a consistent shape or names the file, entry and key."""
    lines = [line if not line.strip().startswith(f"{key} =") else f"    {key} = {value}" for line in GOOD.splitlines()]
    directory = tmp_path_factory.mktemp("cat")
    try:
        models = _load(directory, "\n".join(lines))
    except RingcalcError as exc:  # a value that is not TOML (Python's repr of "\x1f") is named by its line
        assert catalog.FILES["models"] in str(exc)
        assert "[models.small]" in str(exc) or ("invalid TOML" in str(exc) and "(at line" in str(exc))
        return
    arch = models["small"].arch
    assert arch.heads % arch.kv_heads == 0 and arch.layers >= 1 and arch.hidden >= 1


def test_every_shipped_shape_is_consistent():
    for name, model in catalog.models().items():
        if model.arch is None:
            continue
        a = model.arch
        assert a.heads % a.kv_heads == 0 and a.source, name
        assert (a.experts == 0) == (a.moe_layers == 0), name
