"""Planning layer: the Scenario, the solver (one function per question), compare, sweep, the ZeRO planner."""
