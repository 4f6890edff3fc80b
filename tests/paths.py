"""Repository paths the tests share: import these instead of walking up from ``__file__``."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]  # the repository checkout
TESTS = ROOT / "tests"
FIXTURES = TESTS / "fixtures"
NCCL_FIXTURES = FIXTURES / "nccl"  # nccl-tests / rccl-tests logs with known answers (see its README.md)
REAL_NCCL = NCCL_FIXTURES / "real"  # excerpts of public nccl-tests logs (see its README.md), for ringcalc check
