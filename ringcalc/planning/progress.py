"""The progress of a sweep: rows done, to a callable or a rich bar on stderr (the link sweep and the cluster's)."""

from __future__ import annotations

from collections.abc import Callable


def reporter(progress: bool | Callable[[int, int], None], total: int,
             quiet_up_to: int) -> Callable[[int | None], None]:
    """A reporter of rows done (None: finished) to a callable, or a rich bar above ``quiet_up_to`` rows."""
    if callable(progress):
        return lambda done: None if done is None else progress(done, total)
    if not progress or total <= quiet_up_to:
        return lambda done: None
    from rich.progress import Progress

    bar = Progress(transient=True)
    task = bar.add_task("evaluating scenarios", total=total)
    bar.start()

    def report(done: int | None) -> None:
        if done is None:
            bar.stop()
        else:
            bar.update(task, completed=done)

    return report
