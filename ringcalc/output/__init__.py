"""Shared output: atomic files (``atomic``), sweep tables as CSV / Parquet / JSON (``tables``), figures (``figures``)."""
