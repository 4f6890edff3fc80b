"""NCCL's double binary tree across the tier above the leaf switches, as a sympy function of the layout.

``tree_tier_bytes(nodes, n_leaf)``: bytes the busiest leaf sends across the
tier per byte of buffer (:func:`ringcalc.numeric.nccl_trees.tree_tier_bytes`,
from the trees of ``src/graph/trees.cc``). It has no closed form: a leaf's
edges in the two trees depend on where its nodes fall in the binary numbering
(4 bytes at 7 nodes in leaves of 2, 3 at 8, 10 for a leaf of 21 nodes in a job
of 64). The expression keeps it as a function of the node count and the leaf
size, evaluated exactly on numbers and printed as a call to the numeric
function by :mod:`ringcalc.symbolic.codegen` (numpy and scalar backends).
"""

from __future__ import annotations

import sympy as sp

from ringcalc.numeric.nccl_trees import tree_tier_bytes as _value


class tree_tier_bytes(sp.Function):  # noqa: N801 - printed name
    """Bytes the busiest leaf sends across the tier per byte of buffer in NCCL's trees (module docstring)."""

    nargs = 2
    is_nonnegative = True

    @classmethod
    def eval(cls, nodes, n_leaf):
        if nodes.is_Number and (n_leaf.is_Number or n_leaf is sp.oo):
            return sp.Rational(int(round(2 * _value(float(nodes), float(n_leaf)))), 2)
        return None

    _imp_ = staticmethod(lambda nodes, n_leaf: _value(float(nodes), float(n_leaf)))  # for sympy.lambdify

    def _numpycode(self, printer):
        return f"tree_tier_bytes_array({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])})"

    def _scalarcode(self, printer):
        return f"tree_tier_bytes({printer.doprint(self.args[0])}, {printer.doprint(self.args[1])})"

    def _eval_evalf(self, prec):  # for numeric substitution in tests
        a, b = (x.evalf(prec) for x in self.args)
        if a.is_Number and (b.is_Number or b is sp.oo):
            return sp.Float(_value(float(a), float(b)), prec)
        return None

    def _latex(self, printer):
        return r"x_{\mathrm{tier}}\left(%s, %s\right)" % tuple(printer._print(a) for a in self.args)
