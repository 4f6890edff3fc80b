"""``python -m ringcalc``."""

from ringcalc.cli import main

main()
