"""Every game's own random generator, from one seed.

Game ``i`` of a run seeded with ``seed`` always gets the ``i``-th child of
``SeedSequence(seed)``, made on its own: game 17 is the same game whether you play
20 games or 2,000, in any order, in this process or on a worker.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from logo_kit import checks

__all__ = ["game_generator", "game_generators", "root_sequence"]


def root_sequence(seed: int | np.random.SeedSequence) -> np.random.SeedSequence:
    """``seed`` (checked) as the ``SeedSequence`` every game's generator is a child of."""
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
    root = root_sequence(seed)
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
    root = root_sequence(seed)
    return (game_generator(root, index) for index in range(games))
