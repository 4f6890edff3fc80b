"""Symbolic layer: the sympy expressions that define every model (the source of truth)."""
