"""The workload of a training step: model shape, FLOPs and MFU, the parallel layout, every collective of a step.

Modules: ``architecture`` (parameter counts and FLOPs from a model's shape), ``layout`` (tp, pp, cp, ep, dp,
ZeRO / FSDP, microbatches; Megatron's rank order and each group's stride), ``compute`` (Ts from FLOPs, the GPU's
peak and the compute-only MFU, with the MFU priors per GPU generation), ``collectives`` (every collective of
a step as data, :class:`StepCollective`), ``step`` (the step assembled from a time for each collective:
exposed time, the bubble, efficiency, end-to-end MFU, tokens/s), ``cost`` (time and cost to train).
The numbers come from :mod:`ringcalc.symbolic.workload`, generated into
:mod:`ringcalc.numeric._generated_workload`; nothing here imports sympy or numpy.
"""
