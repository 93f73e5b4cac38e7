"""Random playouts per second: what search bots (MCTS, ISMCTS) live on.

A random playout plays a whole game with every decision drawn uniformly from
the legal moves and chance drawn with its probabilities. The candidate runs
them through an engine's interface (``legal_moves``, ``apply``,
``sample_chance``: immutable positions, checked moves, a replayable log).

* **LOGO Billionaire**: the baseline is the Billionaire oracle's plain *mutable*
  simulator (``tests/oracles/billionaire.py``: lists of card numbers, no checks, no
  log) with random decisions listed in the engine's order, drawing the same random
  numbers; the check requires
  every game to end identically (winner, turns, money). The ratio is what the
  engine's safety costs per playout.
* **LOGO** and **Logic & Lore**: their checks are in ``bench_playouts_logo`` and
  ``bench_playouts_lore``, and their plain simulators in ``tests/oracles/``, built
  the same way.
"""

from __future__ import annotations

import numpy as np

from benchmarks.harness import Benchmark
from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions
from tests.oracles.billionaire import RandomPolicy, plain_game

SEED = 2026


def random_playout(game, rng):
    """One game to the end: uniform legal moves, chance with the engine's sampler."""
    while not game.is_terminal:
        if game.is_chance:
            game = game.apply(game.sample_chance(rng))
        else:
            moves = game.legal_moves()
            game = game.apply(moves[int(rng.integers(len(moves)))])
    return game


# -- LOGO Billionaire: engine vs a plain mutable simulator ------------------------------------

BB_GAMES = 150
BB_OPTIONS = ApprenticeOptions(players=3)


def bb_engine() -> list[tuple]:
    out = []
    for i in range(BB_GAMES):
        rng = np.random.default_rng([SEED, i])
        game = random_playout(ApprenticeGame.new(BB_OPTIONS, rng), rng)
        out.append((game.winner, game.turn, game.money))
    return out


def bb_plain() -> list[tuple]:
    out = []
    for i in range(BB_GAMES):
        rng = np.random.default_rng([SEED, i])
        out.append(plain_game(BB_OPTIONS, rng, RandomPolicy(rng)))
    return out


def same_bb_games(engine: list[tuple], plain: list[tuple]) -> None:
    if engine != plain:
        bad = next(i for i, (a, b) in enumerate(zip(engine, plain, strict=True)) if a != b)
        raise AssertionError(f"game {bad} differs: engine {engine[bad]} vs plain {plain[bad]}")


BENCHMARKS = [
    Benchmark(
        name=f"playouts: billionaire, {BB_GAMES} random 3-player games",
        candidate=bb_engine,
        baseline=bb_plain,
        baseline_name="plain mutable simulator, same random numbers",
        repeats=3,
        check=same_bb_games,
        max_slowdown=3,  # search bots live on playouts: safety may cost at most 3x
    ),
]
