"""A run's games sent out to an executor in chunks, and gathered back in order.

Game 0 is played here and timed (unless ``chunk`` is given) to size the chunks
(:func:`chunk_size`); a few chunks per worker are in flight at a time, the next sent
as one comes back; ``play_one`` goes to each worker once (Dask copies it to every
worker, a process pool's first chunks carry it). The run ends when every game is
back, at the first failing bot's game, or at Ctrl-C, and its workers are stopped
(:mod:`.stopping`); what it returns is the finished games without a gap.
"""

from __future__ import annotations

import math
import time
import uuid
from concurrent.futures import FIRST_COMPLETED, wait
from typing import Any

from logo_kit import checks
from logo_kit.errors import BotError

from .seeds import game_generator
from .stopping import stop_workers
from .worker import Sent, forget_players, run_chunk

__all__ = [
    "IN_FLIGHT_PER_WORKER",
    "TARGET_TASK_SECONDS",
    "TASKS_PER_WORKER",
    "chunk_size",
    "dask_client",
    "executor_workers",
    "play_in_chunks",
]

TARGET_TASK_SECONDS = 3.0
"""How long one chunk of games should take on a worker: long enough that sending it
costs little, short enough that Ctrl-C and a failing bot are met within seconds."""
TASKS_PER_WORKER = 4
"""Fewest chunks per worker when there are games enough (so the last ones even out)."""
IN_FLIGHT_PER_WORKER = 3
"""Chunks sent ahead per worker; the next is sent as one comes back."""


def chunk_size(games: int, workers: int, seconds_per_game: float) -> int:
    """Games per chunk: about :data:`TARGET_TASK_SECONDS` of play, and small enough that
    each of ``workers`` gets at least :data:`TASKS_PER_WORKER` chunks of ``games``.

    >>> chunk_size(2000, 2, 0.001), chunk_size(2000, 64, 0.001), chunk_size(2000, 2, 1.0)
    (250, 8, 3)
    """
    games = checks.whole(games, "games", low=1)
    workers = checks.whole(workers, "workers", low=1)
    seconds = checks.real(seconds_per_game, "seconds_per_game", low=0)
    by_time = int(TARGET_TASK_SECONDS / max(seconds, 1e-6))
    by_spread = math.ceil(games / (workers * TASKS_PER_WORKER))
    return max(1, min(by_time, by_spread))


def executor_workers(executor: Any) -> int:
    """How many games ``executor`` plays at once: a pool's workers, the threads of a Dask
    cluster's workers, else this machine's cores."""
    import os

    client = dask_client(executor)
    if client is not None:
        try:
            workers = client.scheduler_info()["workers"].values()
            return max(1, sum(int(w.get("nthreads", 1)) for w in workers))
        except Exception:  # an unreachable scheduler: size for this machine
            pass
    count = getattr(executor, "_max_workers", None)
    if checks.is_whole(count) and count >= 1:
        return int(count)
    return os.cpu_count() or 1


def dask_client(executor: Any) -> Any:
    """The Dask client behind ``client.get_executor()``, or None for other executors."""
    if type(executor).__module__.split(".")[0] != "distributed":
        return None
    return getattr(executor, "_client", None)


def play_in_chunks(play_one, games, root, progress, executor, chunk, stuck_workers) -> list:
    """Games ``0 … games−1`` played on ``executor`` in chunks of ``chunk`` games (None:
    sized from game 0, played here); the finished games without a gap, or the first
    failing bot's :class:`~logo_kit.errors.BotError` with the games before it.
    Checked by :func:`~.play.play_indexed`, its one caller."""
    finished: dict[int, Any] = {}
    first = 0
    if chunk is None:  # time game 0 here, then size the chunks from it
        begun = time.perf_counter()
        try:
            finished[0] = play_one(0, game_generator(root, 0))
        except BotError as error:
            error.partial = []
            raise
        seconds = time.perf_counter() - begun
        if progress is not None:
            progress(1, games)
        first = 1
        if games == 1:
            return [finished[0]]
        chunk = chunk_size(games - 1, executor_workers(executor), seconds)
    token = uuid.uuid4().hex
    client = dask_client(executor)
    spans: dict[Any, tuple[int, int]] = {}  # every chunk sent, by its future
    starts = iter(range(first, games, chunk))
    failure: tuple[int, BotError] | None = None
    interrupted = False
    seen: set = set()  # futures whose games are in ``finished``
    try:
        # The players go to each worker once: Dask copies them to every worker now; a pool
        # gets them with its first chunk per worker and with any chunk a worker missed.
        if client:
            carried = light = client.scatter(play_one, broadcast=True, hash=False)
        else:
            carried, light = Sent(token, play_one), Sent(token)
        workers = executor_workers(executor)

        def submit(start: int, stop: int, carry: bool) -> None:
            task = carried if carry else light
            spans[executor.submit(run_chunk, task, root, start, stop, token)] = (start, stop)

        def send() -> None:  # the next chunk, unless every game is sent or one failed
            start = next(starts, None)
            if start is not None and (failure is None or start < failure[0]):
                submit(start, min(start + chunk, games), carry=len(spans) < workers)

        # A few chunks per worker in flight, not all at once: sending thousands of chunks
        # takes seconds, and cancelling them again more.
        for _ in range(IN_FLIGHT_PER_WORKER * workers):
            send()
        pending = set(spans)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=lambda f: spans[f][0]):
                outcome = future.result()
                seen.add(future)
                if outcome.missing:  # a worker without the players: again, with them
                    before = len(spans)
                    submit(*spans[future], carry=True)
                    pending.update(list(spans)[before:])
                    continue
                finished.update(outcome.results)
                if outcome.error is not None and (failure is None or outcome.failed < failure[0]):
                    failure = (outcome.failed, outcome.error)
                before = len(spans)
                send()
                pending.update(list(spans)[before:])
            if progress is not None:
                progress(len(finished), games)
            if failure is not None and all(
                f in seen for f, (start, _) in spans.items() if start < failure[0]
            ):
                break
    except KeyboardInterrupt:
        interrupted = True
    finally:
        stop_workers(executor, client, spans, token, stuck_workers)
        forget_players(token)  # a thread pool kept them in this process
    if failure is not None and not interrupted:
        index, error = failure
        error.partial = [finished[i] for i in range(index)]
        raise error
    done = _prefix(finished)
    if interrupted and not done:
        raise KeyboardInterrupt
    return done


def _prefix(finished: dict[int, Any]) -> list:
    """Games ``0 … k−1``: the finished games up to the first one missing."""
    done = []
    while len(done) in finished:
        done.append(finished[len(done)])
    return done
