"""The entry points of a seeded run: :func:`play_games` and :func:`play_indexed`.

They check their input once, play the games here one after another, or hand them
to :func:`~.chunks.play_in_chunks` for an executor (a process pool, a Dask cluster),
and return the games' results in order.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any, TypeVar

import numpy as np

from logo_kit import checks
from logo_kit.errors import BotError, LogoKitError

from .chunks import play_in_chunks
from .seeds import game_generator, root_sequence
from .stopping import check_stuck_workers

__all__ = [
    "Progress",
    "check_chunk",
    "check_progress",
    "local_process_pool",
    "play_games",
    "play_indexed",
]

T = TypeVar("T")
Progress = Callable[[int, int], None]


def play_games(
    play_one: Callable[[np.random.Generator], T],
    *,
    games: int,
    seed: int | np.random.SeedSequence,
    progress: Progress | None = None,
) -> list[T]:
    """Play ``games`` games with ``play_one(rng)`` and return their results in order.

    ``progress(done, total)`` is called after each game; raising
    ``KeyboardInterrupt`` (Jupyter's stop button) ends the run early and the
    games finished so far are returned, so a long tournament can be cut short.
    """
    _takes(play_one, "play_one", "a function play_one(rng) that plays one game", 1)
    return play_indexed(
        lambda _index, rng: play_one(rng), games=games, seed=seed, progress=progress
    )


def _takes(function: Any, name: str, hint: str, count: int) -> None:
    """Refuse ``function`` unless it can be called with ``count`` positional arguments."""
    import inspect

    checks.callable_(function, name, hint)
    try:
        inspect.signature(function).bind(*([None] * count))
    except TypeError:
        raise LogoKitError(f"{name} must be {hint}, got {checks.describe(function)}.") from None
    except ValueError:  # some builtins have no signature: let the call itself decide
        pass


def check_progress(progress: Any) -> Progress | None:
    """``progress`` if it is None or a function that can be called as ``progress(done, total)``
    (checked before the first game, so a wrong one does not fail after game 1)."""
    if progress is None:
        return None
    _takes(progress, "progress", "None or a function progress(done, total)", 2)
    return progress


def check_chunk(chunk: Any, games: int) -> int | None:
    """``chunk`` if it is None (sized for the executor) or a whole number of games 1…games."""
    if chunk is None:
        return None
    return checks.whole(chunk, "chunk (games sent to a worker at a time)", low=1, high=games)


def play_indexed(
    play_one: Callable[[int, np.random.Generator], T],
    *,
    games: int,
    seed: int | np.random.SeedSequence,
    progress: Progress | None = None,
    executor: Executor | str | None = None,
    chunk: int | None = None,
    stuck_workers: str = "restart",
) -> list[T]:
    """Play games ``0 … games−1`` with ``play_one(index, rng)``; results in index order.

    Without ``executor`` the games are played here, one after another;
    ``executor="processes"`` uses :func:`local_process_pool` (every core of this
    machine) for the run. With a
    ``concurrent.futures.Executor`` (a ``ProcessPoolExecutor``, or a Dask
    ``distributed.Client(...).get_executor()``) they are sent out in chunks of
    ``chunk`` games; ``play_one`` must then be picklable (a module-level
    function or an object of a module-level class). Game ``i`` always uses
    :func:`game_generator` ``(seed, i)``, so the results are the same whatever
    runs them.

    Without ``chunk``, game 0 is played here first and timed, and the chunks are
    sized so that one takes about :data:`~.chunks.TARGET_TASK_SECONDS` while every worker
    of the executor still gets several (see :func:`~.chunks.chunk_size`). ``play_one``
    (the players, with their caches) is sent to each worker once, not with
    every chunk: Dask copies it to every worker first; a process pool's first
    chunks carry it and the rest only the run's token (a worker that has not
    met the run answers so, and gets its chunk again with ``play_one``; a
    worker keeps the players of its last :data:`~.worker.KEPT_RUNS` runs).

    ``progress(done, total)`` is called as games finish. Ctrl-C (or
    ``KeyboardInterrupt`` from ``progress``) stops the run and returns at once
    with games ``0 … k−1``, the games finished without a gap: what has not
    started is cancelled, a process pool's busy workers are ended, and every Dask
    worker is told to start no further game of the run. When no game had
    finished, the ``KeyboardInterrupt`` goes on to the caller (a bare list has no
    way to say "interrupted"; :func:`~logo_kit.tournaments.tournament` turns it
    into an empty, interrupted result).

    A Dask worker's thread cannot be stopped from outside (raising an exception
    in it from another thread would leak into the worker's own pool threads):
    a chunk ends only between games, so a game inside a bot's ``choose`` that
    never returns, with no ``move_seconds`` limit, would keep its worker busy on
    our run for ever. ``stuck_workers`` says what becomes of a worker still
    playing a game of the run :data:`~.stopping.STOP_GRACE_SECONDS` after the run stopped
    (Ctrl-C, or a failing bot): ``"restart"`` (the default) restarts it through
    its nanny, in a background thread, so Ctrl-C still returns at once and the
    cluster gets its worker back within seconds instead of never. Restarting is
    the right default because nothing else ends such a game: the thread would
    spin (holding the worker's slot) until the cluster is shut down. The
    price: whatever that worker held is lost (results of other computations
    kept in its memory are recomputed or lost, tasks it ran for anyone else
    start again elsewhere), and a healthy game longer than the grace also loses
    its worker. (A ``LocalCluster`` gives up on a worker not back within
    ``distributed.deploy.lost-worker-timeout``, 15 s by default, which a busy
    machine can exceed: raise it there.) ``"leave"`` leaves it playing (for a game that
    will end, e.g. one under ``move_seconds``, or a worker holding data you
    need). A worker without a nanny cannot be restarted: it is left, with a
    ``RuntimeWarning`` saying so, as does a restart that fails. Only workers
    still in the run's games are touched; a process pool's workers are always
    ended, whatever ``stuck_workers`` says.

    When a game raises a
    :class:`~logo_kit.errors.BotError`, the games before it are waited for and
    attached to the error as ``partial`` (a list), and the error is raised: the
    same error, with the same games, whatever runs them.
    """
    games = checks.whole(
        games, "games", low=1, high=checks.MAX_GAMES, why="a bigger run takes hours; split it"
    )
    root = root_sequence(seed)
    progress = check_progress(progress)
    chunk = check_chunk(chunk, games)
    stuck_workers = check_stuck_workers(stuck_workers)
    _takes(play_one, "play_one", "a function play_one(index, rng) that plays game index", 2)
    if executor is None:
        return _play_here(play_one, games, root, progress)
    if isinstance(executor, str) and executor == "processes":
        pool = local_process_pool()
        try:
            return play_in_chunks(play_one, games, root, progress, pool, chunk, stuck_workers)
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
    if not isinstance(executor, Executor) and not callable(getattr(executor, "submit", None)):
        raise LogoKitError(
            "executor must be a concurrent.futures.Executor (e.g. ProcessPoolExecutor(2) or a "
            f"Dask client's get_executor()), got {checks.describe(executor)}."
        )
    return play_in_chunks(play_one, games, root, progress, executor, chunk, stuck_workers)


def local_process_pool(workers: int | None = None) -> Executor:
    """A process pool over this machine's cores, started with ``spawn`` (safe from a
    running Jupyter kernel, where forking is fragile). Use it in a ``with`` block."""
    import multiprocessing
    import os
    from concurrent.futures import ProcessPoolExecutor

    workers = checks.optional_whole(workers, "workers", low=1, high=256)
    return ProcessPoolExecutor(
        workers or os.cpu_count() or 1, mp_context=multiprocessing.get_context("spawn")
    )


def _play_here(play_one, games, root, progress) -> list:
    """Games ``0 … games−1`` played one after another in this process."""
    results: list = []
    try:
        for index in range(games):
            try:
                results.append(play_one(index, game_generator(root, index)))
            except BotError as error:
                error.partial = results
                raise
            if progress is not None:
                progress(index + 1, games)
    except KeyboardInterrupt:
        if not results:
            raise
    return results
