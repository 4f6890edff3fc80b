"""Cluster description files the tests write (TOML, as ``--cluster FILE`` reads them)."""

SHARP_TOML = """display = "test sharp"
gpus_per_node = 8
scale_up = "nvlink4"
nvls = true
sharp = true
nics_per_node = 8
nic = "ndr"
transport = "ib"
source = "test"
"""
"""DGX H100-like nodes with NVLS and SHARP in the switches."""

TIERED_SHARP_TOML = SHARP_TOML + """nodes_per_leaf = 2
oversubscription = 2
hop_latency = "1us"
"""
"""The same under leaves of two nodes, 2:1 oversubscribed above them, 1 us per hop."""
