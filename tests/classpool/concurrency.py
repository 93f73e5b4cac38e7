"""Many senders released at the same moment, for the class pool's race tests."""

from __future__ import annotations

import threading
from collections.abc import Callable

from logo_kit.classpool import ClassPoolError


def at_once(count: int, work: Callable[[int], object]) -> tuple[list, list[ClassPoolError]]:
    """Run ``work(index)`` in ``count`` threads released together; return what each returned
    and the ClassPoolErrors raised, as two lists."""
    start = threading.Barrier(count)
    done, refused = [], []

    def run(index: int) -> None:
        start.wait()
        try:
            done.append(work(index))
        except ClassPoolError as error:
            refused.append(error)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return done, refused
