"""LOGO random playouts: the engine against a plain mutable simulator of the same rules.

The candidate plays whole random games through :class:`~logo_kit.logo.game.LogoGame`
(immutable positions, checked moves, a replayable log) with
:func:`benchmarks.bench_playouts.random_playout`. The baseline is the LOGO oracle's
plain simulator, :func:`tests.oracles.logo.plain_game`: it plays the same games on
mutable lists of card codes: no checks, no log, no
engine objects. It lists every decision's moves in the order
``LogoGame.legal_moves()`` lists them and draws the same random numbers as the
engine's ``sample_chance`` (one ``rng.permutation`` per deal or reshuffle, one
``rng.integers`` per steal), so every game must end identically; the check
compares winners, totals, points per round, turns, moves, the final hands and
piles, pending Jumps and Looks. The ratio is what the engine's safety costs.

Uniform random players declare LOGO about every third turn, so rounds are
short and a draw pile never runs out: the benchmark's games have scoring,
eliminations, the rotating first player, the round limit and every action, but
no reshuffles. ``declare_chance`` (used by ``tests/logo/test_logo_plain_simulator.py``)
makes players patient, so rounds also end on an empty draw pile and reshuffle.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from benchmarks.bench_playouts import SEED, random_playout
from benchmarks.harness import Benchmark
from logo_kit.logo import LogoGame, LogoOptions
from logo_kit.logo.cardcodes import CODE_OF
from tests.oracles.logo import plain_game

__all__ = ["BENCHMARKS", "engine_summary", "plain_game", "same_games"]

GAMES = 300
OPTIONS = LogoOptions(players=3, max_rounds=5)


def engine_summary(game: LogoGame) -> tuple:
    """The summary :func:`~tests.oracles.logo.plain_game` returns, read from a finished
    engine game (public API)."""
    codes = CODE_OF.__getitem__
    seen = []
    for seat in range(game.players):
        looked = game.looked(seat)
        seen.append(
            tuple(
                tuple(map(codes, looked[t])) if t in looked else None for t in range(game.players)
            )
        )
    return (
        game.winners,
        game.totals,
        game.summary().points,
        game.turns,
        game.move_count,
        game.declarer,
        tuple(tuple(map(codes, hand)) for hand in game.hands),
        tuple(map(codes, reversed(game.draw_pile))),  # top card last, as the plain lists keep it
        tuple(map(codes, game.discard_pile)),
        game.pending_jumps,
        tuple(seen),
        game.active,
    )


def engine_games(options: LogoOptions = OPTIONS, games: int = GAMES) -> list[LogoGame]:
    """The candidate: ``games`` random playouts through the engine, seeds ``[SEED, i]``."""
    finals = []
    for i in range(games):
        rng = np.random.default_rng([SEED, i])
        finals.append(random_playout(LogoGame.new(options, rng), rng))
    return finals


def plain_games(options: LogoOptions = OPTIONS, games: int = GAMES) -> list[tuple]:
    """The baseline: the same games through :func:`plain_game`."""
    return [plain_game(np.random.default_rng([SEED, i]), options) for i in range(games)]


def same_games(engine: list[Any], plain: list[tuple]) -> None:
    """Raise AssertionError naming the first game whose summaries differ."""
    if len(engine) != len(plain):
        raise AssertionError(f"{len(engine)} engine games vs {len(plain)} plain games")
    for i, (final, summary) in enumerate(zip(engine, plain, strict=True)):
        mine = final if isinstance(final, tuple) else engine_summary(final)
        if mine != summary:
            raise AssertionError(f"game {i} differs: engine {mine} vs plain {summary}")


BENCHMARKS = [
    Benchmark(
        name=f"playouts: logo, {GAMES} random 3-player games (max_rounds=5)",
        candidate=engine_games,
        baseline=plain_games,
        baseline_name="plain mutable simulator, same random numbers",
        repeats=3,
        check=same_games,
        max_slowdown=3,  # search bots live on playouts: safety may cost at most 3x
    ),
]
