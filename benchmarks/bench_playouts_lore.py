"""Logic & Lore random playouts: the engine against a plain mutable simulator.

The candidate is the engine's random playout (``random_playout`` of
:mod:`benchmarks.bench_playouts`: immutable positions, checked moves, a
replayable log). The baseline is :func:`tests.oracles.lore.plain_lore`, the
Logic & Lore oracle's plain simulator: it plays the same game on plain lists,
answers every question with the oracle's own reading of the rule sheet (not the
engine's predicates), lists each step's legal moves in the engine's order and
draws the same random numbers. So every game must end identically, and
:func:`same_lore_games` compares per game who won, the turns, how each seat
finished, the number of decisions, the final lines and tokens and every answer
given. The ratio is what the engine's safety costs per playout; the goal is at
most 3x (search bots live on playouts).
"""

from __future__ import annotations

import numpy as np

from benchmarks.bench_playouts import SEED, random_playout
from benchmarks.harness import Benchmark
from logo_kit.lore import LoreGame, LoreOptions
from tests.oracles.lore import plain_lore

__all__ = ["BENCHMARKS", "lore_engine", "lore_plain", "plain_lore", "same_lore_games", "summary"]


def summary(game: LoreGame) -> tuple:
    """The engine game's summary, laid out as :func:`plain_lore` returns it."""
    return (
        game.winner,
        game.turn,
        game.own_turns,
        tuple(None if f is None else (f.won, f.own_turns, f.turn, f.how) for f in game.finished),
        len(game.log) - 2,  # the two deal moves are chance, not decisions
        tuple(line.arrangement for line in game.lines),
        tuple(tuple(sorted(line.revealed)) for line in game.lines),
        game.tokens.owners,
        game.tokens.supply,
        tuple(
            (0 if r.outcome.question is None else int(r.outcome.question), r.outcome.cards)
            for r in game.rounds
        ),
    )


def lore_engine(options: LoreOptions, games: int):
    """The candidate: ``games`` engine playouts, game ``i`` seeded ``[SEED, i]``."""

    def run() -> list[tuple]:
        out = []
        for i in range(games):
            rng = np.random.default_rng([SEED, i])
            out.append(summary(random_playout(LoreGame.new(options, rng), rng)))
        return out

    return run


def lore_plain(options: LoreOptions, games: int):
    """The baseline: the same ``games`` games on the plain simulator."""

    def run() -> list[tuple]:
        return [plain_lore(options, np.random.default_rng([SEED, i])) for i in range(games)]

    return run


def same_lore_games(engine: list[tuple], plain: list[tuple]) -> None:
    """Raise AssertionError naming the first game whose summaries differ."""
    if len(engine) != len(plain):
        raise AssertionError(f"{len(engine)} engine games vs {len(plain)} plain games")
    for i, (a, b) in enumerate(zip(engine, plain, strict=True)):
        if a != b:
            raise AssertionError(f"game {i} differs: engine {a} vs plain {b}")


BRIGHT_GAMES = 1000
BRIGHT_OPTIONS = LoreOptions.both("bright", 1, stars=5, max_turns=60)
LIGHT_GAMES = 1000
LIGHT_OPTIONS = LoreOptions.both("light", 1, stars=5, max_turns=60)

BENCHMARKS = [
    Benchmark(
        name=f"playouts: lore, {n} random Star {mode} games, 5 stars + 1 blackhole",
        candidate=lore_engine(options, n),
        baseline=lore_plain(options, n),
        baseline_name="plain mutable simulator, same random numbers",
        repeats=3,
        check=same_lore_games,
        max_slowdown=3,  # search bots live on playouts: safety may cost at most 3x
    )
    for mode, n, options in (
        ("Bright", BRIGHT_GAMES, BRIGHT_OPTIONS),
        ("Light", LIGHT_GAMES, LIGHT_OPTIONS),
    )
]
