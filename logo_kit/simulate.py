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
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import numpy as np

from logo_kit.errors import LogoKitError

__all__ = ["Estimate", "count_wins", "estimate_mean", "game_generators", "play_games"]

T = TypeVar("T")
Progress = Callable[[int, int], None]


def game_generators(games: int, seed: int | np.random.SeedSequence) -> list[np.random.Generator]:
    """One independent ``numpy.random.Generator`` per game, all from ``seed``."""
    if not isinstance(games, int) or games < 1:
        raise LogoKitError(f"games must be a whole number ≥ 1, got {games!r}.")
    sequence = seed if isinstance(seed, np.random.SeedSequence) else np.random.SeedSequence(seed)
    return [np.random.default_rng(child) for child in sequence.spawn(games)]


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
    results: list[T] = []
    generators = game_generators(games, seed)
    try:
        for done, rng in enumerate(generators, start=1):
            results.append(play_one(rng))
            if progress is not None:
                progress(done, games)
    except KeyboardInterrupt:
        if not results:
            raise
    return results


@dataclass(frozen=True)
class Estimate:
    """A simulated estimate: mean, standard error and a ~95% confidence interval."""

    mean: float
    standard_error: float
    samples: int

    @property
    def interval(self) -> tuple[float, float]:
        half = 1.96 * self.standard_error
        return (self.mean - half, self.mean + half)

    def __str__(self) -> str:
        low, high = self.interval
        half = 1.96 * self.standard_error
        return f"{self.mean:.4f} ± {half:.4f} (95% CI {low:.4f}–{high:.4f}, n={self.samples})"


def estimate_mean(samples: Sequence[float] | np.ndarray) -> Estimate:
    """Mean and standard error of simulated samples (an *estimate*, not exact)."""
    values = np.asarray(samples, dtype=float)
    if values.size < 2:
        raise LogoKitError("an estimate needs at least 2 samples.")
    return Estimate(
        mean=float(values.mean()),
        standard_error=float(values.std(ddof=1) / math.sqrt(values.size)),
        samples=int(values.size),
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
    counts = dict.fromkeys(players, 0)
    for winner in winners:
        if winner is not None:
            counts[winner] += 1
    return counts
