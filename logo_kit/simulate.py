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

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, as_completed
from dataclasses import dataclass
from typing import Any, TypeVar

import numpy as np

from logo_kit import _check
from logo_kit.errors import LogoKitError

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

T = TypeVar("T")
Progress = Callable[[int, int], None]


def _root(seed: int | np.random.SeedSequence) -> np.random.SeedSequence:
    checked = _check.seed(seed)
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
    index = _check.whole(index, "index", low=0)
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
    games = _check.whole(
        games, "games", low=1, high=_check.MAX_GAMES, why="a bigger run takes hours; split it"
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

    _check.callable_(function, name, hint)
    try:
        inspect.signature(function).bind(*([None] * count))
    except TypeError:
        raise LogoKitError(f"{name} must be {hint}, got {_check.describe(function)}.") from None
    except ValueError:  # some builtins have no signature: let the call itself decide
        pass


def play_indexed(
    play_one: Callable[[int, np.random.Generator], T],
    *,
    games: int,
    seed: int | np.random.SeedSequence,
    progress: Progress | None = None,
    executor: Executor | str | None = None,
    chunk: int | None = None,
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
    runs them. ``progress(done, total)`` is called as games finish; Ctrl-C (or
    ``KeyboardInterrupt`` from ``progress``) stops the run, cancels what has not
    started, and returns the games finished so far, in index order.
    """
    games = _check.whole(
        games, "games", low=1, high=_check.MAX_GAMES, why="a bigger run takes hours; split it"
    )
    root = _root(seed)
    if progress is not None:
        _check.callable_(progress, "progress", "None or a function progress(done, total)")
    _takes(play_one, "play_one", "a function play_one(index, rng) that plays game index", 2)
    if executor is None:
        return _play_here(play_one, games, root, progress)
    if executor == "processes":
        with local_process_pool() as pool:
            return play_indexed(
                play_one, games=games, seed=root, progress=progress, executor=pool, chunk=chunk
            )
    if not isinstance(executor, Executor) and not callable(getattr(executor, "submit", None)):
        raise LogoKitError(
            "executor must be a concurrent.futures.Executor (e.g. ProcessPoolExecutor(2) or a "
            f"Dask client's get_executor()), got {_check.describe(executor)}."
        )
    if chunk is None:
        chunk = max(1, min(200, games // 32 or 1))
    chunk = _check.whole(chunk, "chunk", low=1, high=games)
    return _play_there(play_one, games, root, progress, executor, chunk)


def local_process_pool(workers: int | None = None) -> Executor:
    """A process pool over this machine's cores, started with ``spawn`` (safe from a
    running Jupyter kernel, where forking is fragile). Use it in a ``with`` block."""
    import multiprocessing
    import os
    from concurrent.futures import ProcessPoolExecutor

    workers = _check.optional_whole(workers, "workers", low=1, high=256)
    return ProcessPoolExecutor(
        workers or os.cpu_count() or 1, mp_context=multiprocessing.get_context("spawn")
    )


def _play_here(play_one, games, root, progress) -> list:
    results = []
    try:
        for index in range(games):
            results.append(play_one(index, game_generator(root, index)))
            if progress is not None:
                progress(index + 1, games)
    except KeyboardInterrupt:
        if not results:
            raise
    return results


@dataclass(frozen=True)
class _Chunk:
    """Games ``first … last−1`` of a run, for one worker (picklable)."""

    play_one: Callable[[int, np.random.Generator], Any]
    root: np.random.SeedSequence
    first: int
    last: int

    def __call__(self) -> list[tuple[int, Any]]:
        return [
            (index, self.play_one(index, game_generator(self.root, index)))
            for index in range(self.first, self.last)
        ]


def _play_there(play_one, games, root, progress, executor, chunk) -> list:
    pending = {
        executor.submit(_Chunk(play_one, root, first, min(first + chunk, games)))
        for first in range(0, games, chunk)
    }
    finished: dict[int, Any] = {}
    try:
        for future in as_completed(pending):
            finished.update(future.result())
            if progress is not None:
                progress(len(finished), games)
    except KeyboardInterrupt:
        for future in pending:
            future.cancel()
        for future in pending:  # chunks that finished while we were stopping still count
            if future.done() and not future.cancelled() and future.exception() is None:
                finished.update(future.result())
        if not finished:
            raise
    return [finished[index] for index in sorted(finished)]


@dataclass(frozen=True)
class Estimate:
    """A simulated estimate: mean, standard error and a ~95% confidence interval.

    ``bounds`` holds an interval computed another way (the Wilson interval for a
    proportion, see :func:`estimate_share`); without it the interval is
    mean ± 1.96 standard errors.
    """

    mean: float
    standard_error: float
    samples: int
    bounds: tuple[float, float] | None = None

    @property
    def interval(self) -> tuple[float, float]:
        if self.bounds is not None:
            return self.bounds
        half = 1.96 * self.standard_error
        return (self.mean - half, self.mean + half)

    def __str__(self) -> str:
        low, high = self.interval
        if self.bounds is not None:
            return f"{self.mean:.4f} (95% CI {low:.4f}–{high:.4f}, n={self.samples})"
        half = 1.96 * self.standard_error
        return f"{self.mean:.4f} ± {half:.4f} (95% CI {low:.4f}–{high:.4f}, n={self.samples})"


def estimate_mean(samples: Sequence[float] | np.ndarray) -> Estimate:
    """Mean and standard error of simulated samples (an *estimate*, not exact).

    ``samples``: finite numbers (a list of at most a million, or an array).
    """
    values = _check.reals(samples, "samples")
    if values.size < 2:
        raise LogoKitError("an estimate needs at least 2 samples.")
    with np.errstate(over="ignore", invalid="ignore"):
        mean = float(values.mean())
        standard_error = float(values.std(ddof=1) / math.sqrt(values.size))
    if not (math.isfinite(mean) and math.isfinite(standard_error)):
        raise LogoKitError("samples are too large to average in floats (beyond about 1e150).")
    return Estimate(mean=mean, standard_error=standard_error, samples=int(values.size))


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (~95%) for a proportion ``successes / trials``.

    Unlike mean ± 1.96 SE it never leaves [0, 1] and does not shrink to a point
    when a bot won 0 or all of its games.

    >>> low, high = wilson_interval(0, 20)
    >>> low, round(high, 3)
    (0.0, 0.161)

    ``successes`` may be fractional (shared wins) but lies between 0 and ``trials``.
    """
    trials = _check.whole(trials, "trials", low=1, high=10**12, why="beyond it floats blur")
    successes = _check.real(successes, "successes", low=0, high=trials)
    z = _check.real(z, "z (standard errors)", low=0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def estimate_share(shares: Sequence[float] | np.ndarray) -> Estimate:
    """The mean of per-game shares in [0, 1] (wins; a tie shared by two counts ½),
    with the Wilson interval for its 95% bounds."""
    values = _check.reals(shares, "shares", low=0, high=1)
    if values.size < 1:
        raise LogoKitError("a win rate needs at least 1 game.")
    spread = float(values.std(ddof=1)) if values.size > 1 else 0.0
    standard_error = spread / math.sqrt(values.size)
    return Estimate(
        mean=float(values.mean()),
        standard_error=standard_error,
        samples=int(values.size),
        bounds=wilson_interval(float(values.sum()), int(values.size)),
    )


def summarise(results: Sequence[Any], key: Callable[[Any], float]) -> Estimate:
    """Shorthand: :func:`estimate_mean` of ``key(result)`` over results."""
    return estimate_mean([key(r) for r in results])


def count_wins(players: Iterable[str], winners: Iterable[str | None]) -> dict[str, int]:
    """Games won by each of ``players`` (in their order), from each game's winner.

    A game with no winner (``None``, e.g. stopped by a turn cap) counts for nobody;
    a player who never won still gets 0, so every player shows up in a table.

    >>> count_wins(["ann", "bob", "cy"], ["bob", None, "bob", "ann"])
    {'ann': 1, 'bob': 2, 'cy': 0}
    """
    names = _check.sequence(players, "players", most=1000)
    for name in names:
        _check.text(name, "a player's name", most=200)
    counts = dict.fromkeys(names, 0)
    for winner in _check.sequence(winners, "winners", most=_check.MAX_GAMES):
        if winner is None:
            continue
        if not isinstance(winner, str) or winner not in counts:
            raise LogoKitError(
                f"winner {_check.describe(winner)} is not one of the players "
                f"({', '.join(map(repr, counts))}); a game with no winner is None."
            )
        counts[winner] += 1
    return counts
