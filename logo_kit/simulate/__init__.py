"""Seeded runs of games: play many games, collect results, report progress.

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

This is the face; each job has its module: :mod:`.seeds` (every game's generator),
:mod:`.play` (the entry points, and playing here), :mod:`.chunks` (sending a run to
an executor in chunks), :mod:`.worker` (what a worker does with a chunk) and
:mod:`.stopping` (stopping the workers after Ctrl-C or a failing bot). The estimates
(:mod:`logo_kit.estimates`) are here too, for the lessons that read them from here.
"""

from logo_kit.estimates import Estimate, count_wins, estimate_mean, estimate_share, wilson_interval

from .play import local_process_pool, play_games, play_indexed
from .seeds import game_generator, game_generators

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
