"""Seeded tournaments: play many games, collect results, report progress.

Every game gets its own child generator spawned from one seed, so game 17
is the same game whether you play 20 games or 2,000, and in any order.
The core knows nothing of progress bars: pass ``progress`` (any callable
taking ``(done, total)``); the boards pass a tqdm or ipywidgets bar.

>>> import numpy as np
>>> def coin_game(rng):
...     return {"winner": int(rng.integers(2))}
>>> results = play_games(coin_game, games=4, seed=1)
>>> len(results)
4
"""

from __future__ import annotations

import contextlib
import math
import threading
import time
import warnings
from collections import OrderedDict
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, wait
from dataclasses import dataclass
from typing import Any, TypeVar

import numpy as np

from logo_kit import checks
from logo_kit.errors import BotError, LogoKitError
from logo_kit.estimates import (  # re-exported: they were born here
    Estimate,
    count_wins,
    estimate_mean,
    estimate_share,
    wilson_interval,
)

__all__ = [
    "Estimate",
    "count_wins",
    "estimate_mean",
    "estimate_share",
    "game_generator",
    "game_generators",
    "local_process_pool",
    "play_games",
    "play_indexed",
    "wilson_interval",
]

STUCK_WORKERS = ("restart", "leave")
"""What Ctrl-C does to a Dask worker still playing one of the run's games after
:data:`STOP_GRACE_SECONDS` (see :func:`play_indexed`)."""
STOP_GRACE_SECONDS = 1.0
"""How long after Ctrl-C a Dask worker's chunk has to notice the stop (it checks
between games) before its worker counts as stuck on the run."""

T = TypeVar("T")
Progress = Callable[[int, int], None]


def _root(seed: int | np.random.SeedSequence) -> np.random.SeedSequence:
    checked = checks.seed(seed)
    if isinstance(checked, np.random.SeedSequence):
        return checked
    return np.random.SeedSequence(checked)


def game_generator(seed: int | np.random.SeedSequence, index: int) -> np.random.Generator:
    """The generator of game ``index`` (0, 1, …) of a run seeded with ``seed``.

    It is the ``index``-th child of ``SeedSequence(seed)`` (the same child
    ``SeedSequence(seed).spawn(index + 1)[-1]`` gives), made on its own, so any
    process can make the generator of any game without making the others.

    >>> a = game_generator(7, 3).integers(10**6)
    >>> b = np.random.default_rng(np.random.SeedSequence(7).spawn(4)[3]).integers(10**6)
    >>> bool(a == b)
    True
    """
    root = _root(seed)
    index = checks.whole(index, "index", low=0)
    child = np.random.SeedSequence(
        entropy=root.entropy, spawn_key=(*root.spawn_key, index), pool_size=root.pool_size
    )
    return np.random.default_rng(child)


def game_generators(
    games: int, seed: int | np.random.SeedSequence
) -> Iterator[np.random.Generator]:
    """One independent ``numpy.random.Generator`` per game, all from ``seed``, made lazily.

    Game ``i`` always gets :func:`game_generator` ``(seed, i)``, so a game's
    randomness does not depend on how many games are played. The generators
    are made one at a time as they are needed: asking for 10⁶ games costs
    nothing until they are played.

    >>> [int(rng.integers(100)) for rng in game_generators(3, seed=5)] == [
    ...     int(rng.integers(100)) for rng in list(game_generators(5, seed=5))[:3]]
    True
    """
    games = checks.whole(
        games, "games", low=1, high=checks.MAX_GAMES, why="a bigger run takes hours; split it"
    )
    root = _root(seed)
    return (game_generator(root, index) for index in range(games))


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
    sized so that one takes about :data:`TARGET_TASK_SECONDS` while every worker
    of the executor still gets several (see :func:`chunk_size`). ``play_one``
    (the players, with their caches) is sent to each worker once, not with
    every chunk: Dask copies it to every worker first; a process pool's first
    chunks carry it and the rest only the run's token (a worker that has not
    met the run answers so, and gets its chunk again with ``play_one``; a
    worker keeps the players of its last :data:`KEPT_RUNS` runs).

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
    playing a game of the run :data:`STOP_GRACE_SECONDS` after the run stopped
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
    root = _root(seed)
    progress = check_progress(progress)
    chunk = check_chunk(chunk, games)
    stuck_workers = check_stuck_workers(stuck_workers)
    _takes(play_one, "play_one", "a function play_one(index, rng) that plays game index", 2)
    if executor is None:
        return _play_here(play_one, games, root, progress)
    if isinstance(executor, str) and executor == "processes":
        pool = local_process_pool()
        try:
            return _play_there(play_one, games, root, progress, pool, chunk, stuck_workers)
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
    if not isinstance(executor, Executor) and not callable(getattr(executor, "submit", None)):
        raise LogoKitError(
            "executor must be a concurrent.futures.Executor (e.g. ProcessPoolExecutor(2) or a "
            f"Dask client's get_executor()), got {checks.describe(executor)}."
        )
    return _play_there(play_one, games, root, progress, executor, chunk, stuck_workers)


def check_stuck_workers(stuck_workers: Any) -> str:
    """``stuck_workers`` if it is one of :data:`STUCK_WORKERS`."""
    if isinstance(stuck_workers, str) and stuck_workers in STUCK_WORKERS:
        return stuck_workers
    raise LogoKitError(
        "stuck_workers must be 'restart' (restart a Dask worker still playing one of the "
        "run's games after Ctrl-C) or 'leave' (leave it playing), got "
        f"{checks.describe(stuck_workers)}."
    )


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

    client = _dask_client(executor)
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


def _dask_client(executor: Any) -> Any:
    """The Dask client behind ``client.get_executor()``, or None for other executors."""
    if type(executor).__module__.split(".")[0] != "distributed":
        return None
    return getattr(executor, "_client", None)


# Runs told to stop, in this process (a worker's): a chunk checks before each game. Ctrl-C
# in the notebook marks its run here for a thread pool, and on every Dask worker with
# client.run; a game already begun plays on to its end (or to its move_seconds limit).
_STOPPED: set[str] = set()
# Chunks of each run being played in this process now, so that after Ctrl-C the notebook
# can ask each Dask worker whether it is still busy with the run (the scheduler forgets a
# cancelled task while the worker's thread still runs it).
_RUNNING: dict[str, int] = {}
_STOPPED_LOCK = threading.Lock()


def _stop_run(token: str) -> None:
    """Tell this process's chunks of run ``token`` to start no further game."""
    with _STOPPED_LOCK:
        _STOPPED.add(token)


def _chunks_running(token: str | None = None) -> int:
    """How many chunks of run ``token`` (None: of any run) this process is playing now."""
    with _STOPPED_LOCK:
        return sum(_RUNNING.values()) if token is None else _RUNNING.get(token, 0)


def _count_chunk(token: str, step: int) -> None:
    with _STOPPED_LOCK:
        left = _RUNNING.get(token, 0) + step
        if left > 0:
            _RUNNING[token] = left
        else:
            _RUNNING.pop(token, None)


@dataclass(frozen=True)
class _Outcome:
    """What a chunk sends back: its finished games, and the error that stopped it."""

    results: list[tuple[int, Any]]
    failed: int | None = None
    error: BaseException | None = None
    missing: bool = False  # the chunk came by token only, to a process without the players


# The players of the last few runs, in this process (a pool's worker): a process pool
# cannot send anything to each of its workers, so the first chunks of a run carry
# play_one and the rest only the run's token; a worker that has not met the run yet
# answers ``missing`` and gets the chunk again with play_one.
_PLAYERS: OrderedDict[str, Any] = OrderedDict()
KEPT_RUNS = 4
"""Runs whose players a pool's worker keeps (the oldest is dropped)."""


@dataclass(frozen=True, eq=False)
class _Sent:
    """``play_one`` as a chunk carries it to a process pool: the object itself, or only
    the token of its run (``play_one=None``) once the workers have it."""

    token: str
    play_one: Any = None


def _players_here(sent: _Sent) -> Any:
    """The run's ``play_one``: kept from ``sent``, or found in this process (else None)."""
    with _STOPPED_LOCK:
        if sent.play_one is not None:
            _PLAYERS[sent.token] = sent.play_one
        found = _PLAYERS.get(sent.token)
        if found is not None:
            _PLAYERS.move_to_end(sent.token)
        while len(_PLAYERS) > KEPT_RUNS:
            _PLAYERS.popitem(last=False)
        return found


def _run_chunk(
    play_one: Callable[[int, np.random.Generator], Any],
    root: np.random.SeedSequence,
    first: int,
    last: int,
    token: str,
) -> _Outcome:
    """Play games ``first … last−1`` on a worker; a bot's failure ends the chunk but keeps
    the games before it, and a stopped run starts no further game."""
    if isinstance(play_one, _Sent):
        play_one = _players_here(play_one)
        if play_one is None:
            return _Outcome([], missing=True)
    results: list[tuple[int, Any]] = []
    _count_chunk(token, 1)
    try:
        for index in range(first, last):
            if token in _STOPPED:
                break
            try:
                results.append((index, play_one(index, game_generator(root, index))))
            except BotError as error:
                return _Outcome(results, index, error)
        return _Outcome(results)
    finally:
        _count_chunk(token, -1)


def _play_there(play_one, games, root, progress, executor, chunk, stuck_workers) -> list:
    import uuid

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
    client = _dask_client(executor)
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
            carried, light = _Sent(token, play_one), _Sent(token)
        workers = executor_workers(executor)

        def submit(start: int, stop: int, carry: bool) -> None:
            task = carried if carry else light
            spans[executor.submit(_run_chunk, task, root, start, stop, token)] = (start, stop)

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
        _stop_workers(executor, client, spans, token, stuck_workers)
        with _STOPPED_LOCK:  # a thread pool kept the players in this process
            _PLAYERS.pop(token, None)
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


def _stop_workers(executor, client, spans, token, stuck_workers="restart") -> None:
    """Cancel the chunks not started and stop those still playing (on Dask, restart in the
    background the workers still stuck in a game after the grace, with ``"restart"``)."""
    playing = [f for f in spans if not f.done()]
    processes = getattr(executor, "_processes", None)
    if playing and client is None and isinstance(processes, dict):
        # A ProcessPoolExecutor: a worker deep in a bot's loop stops no other way than
        # being killed. Take the workers before anything else (the pool's manager thread
        # drops a worker from its table as it leaves, and one that took a queued chunk
        # meanwhile would play on unseen), kill them, then let the manager thread fail the
        # chunks left and finish, before any future is cancelled under it.
        workers = list(processes.values())
        for process in workers:
            process.kill()
        executor.shutdown(wait=True, cancel_futures=True)
        for process in workers:
            process.join(timeout=5)
        return
    for future in spans:
        future.cancel()
    if not playing:
        return
    if client is not None:
        with contextlib.suppress(Exception):
            # Waits for the workers' answers (milliseconds; their event loops are not the
            # threads playing): distributed refuses wait=False for a plain function.
            client.run(_stop_run, token, on_error="ignore")
        if stuck_workers == "restart":
            # Not daemonic: a script that ends right after Ctrl-C still restarts the stuck
            # workers of a cluster that outlives it (the thread ends within seconds).
            threading.Thread(
                target=_restart_stuck_workers,
                args=(client, token),
                name=f"logo_kit-stuck-workers-{token[:8]}",
                daemon=False,
            ).start()
        return
    _stop_run(token)  # a thread pool: its threads run in this process


RESTART_SECONDS = 60.0
"""How long restarting the stuck workers may take before giving up (with a warning)."""


def _busy_workers(client: Any, token: str) -> list[str]:
    """The Dask workers playing a chunk of run ``token`` now."""
    counts = client.run(_chunks_running, token, on_error="ignore")
    return sorted(address for address, count in counts.items() if count)


def _restart_stuck_workers(client: Any, token: str, grace: float | None = None) -> None:
    """Restart the Dask workers still playing run ``token`` ``grace`` seconds from now.

    Runs in its own thread after Ctrl-C, so the notebook has its games at once. A
    chunk told to stop ends after its game; one still running after the grace is in a
    game that does not end (a bot that never returns), and only killing the worker's
    process frees that thread: the nanny does that and starts a fresh worker. A worker
    without a nanny is left, with a warning.
    """
    grace = STOP_GRACE_SECONDS if grace is None else grace
    deadline = time.monotonic() + grace
    try:
        busy = _busy_workers(client, token)
        while busy and time.monotonic() < deadline:
            time.sleep(min(0.1, max(0.0, deadline - time.monotonic())))
            busy = _busy_workers(client, token)
        if not busy:
            return
        workers = client.scheduler_info()["workers"]
        busy = [address for address in busy if address in workers]
        lone = [address for address in busy if not workers[address].get("nanny")]
        if lone:
            warnings.warn(
                f"Dask worker(s) {', '.join(lone)} still play a game of the interrupted run "
                f"{grace:g} s after Ctrl-C (a bot that does not return?) and have no nanny, "
                "so they cannot be restarted: they are left playing. Give the run "
                "move_seconds, or restart them yourself.",
                RuntimeWarning,
                stacklevel=1,
            )
        nannied = [address for address in busy if address not in lone]
        if nannied:
            outcome = client.restart_workers(
                nannied, timeout=RESTART_SECONDS, raise_for_error=False
            )
            failed = {address: status for address, status in outcome.items() if status != "OK"}
            if failed:
                raise RuntimeError(f"the nanny answered {failed}")
    except Exception as error:  # a closed client, an unreachable scheduler: say so
        warnings.warn(
            f"could not restart the Dask workers still playing the interrupted run: {error}",
            RuntimeWarning,
            stacklevel=1,
        )
