"""The accuracy benchmark on real nccl-tests logs (``benchmarks/accuracy_nccl_logs.py`` is its command line).

``manifest`` states each log's system and layout as its source does; ``data`` reads the logs; ``scoring``
turns predicted points into the summary; ``forms`` runs today's per-size forms, ``physical`` the cluster
model's tasks (prior-only, other layouts, one node to many, other sizes), ``layout_sigma`` measures the
model error constant of a one-run fit; ``report`` prints it all.
"""
