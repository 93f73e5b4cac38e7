"""LOGO rules engine: complete rounds per second with greedy bots.

The issue asks for at least 200 complete rounds per second with greedy
players (target: 200 rounds in under 1 s). Candidate: 200 one-round games of
4 GreedyLowPlayers through the full engine (legal moves, views, actions,
Stops, reshuffles, scoring). Baseline, in the same run: a bare loop that only
shuffles the deck with the same generator, deals the same 4 hands one card at
a time and adds up their values. The ratio (baseline ÷ candidate, below 1)
says how many bare deals one full engine round costs. ``check`` confirms that
both dealt the very same hands, round by round.
"""

from __future__ import annotations

import numpy as np

from benchmarks.harness import Benchmark
from logo_kit.engine import play_game
from logo_kit.logo.cards import hand_value, standard_deck
from logo_kit.logo.game import LogoGame
from logo_kit.logo.moves import Deal
from logo_kit.logo.options import LogoOptions
from logo_kit.logo.players import GreedyLowPlayer

ROUNDS = 200
PLAYERS = 4
SEED = 2024
ONE_ROUND = LogoOptions(players=PLAYERS, max_rounds=1)


def dealt_values(deal: Deal) -> list[int]:
    """Values of the hands a Deal gives (one card at a time, clockwise from seat 0)."""
    return [hand_value(list(deal.order[seat : 7 * PLAYERS : PLAYERS])) for seat in range(PLAYERS)]


def engine_rounds() -> list[Deal]:
    """Play ROUNDS complete rounds; return each round's deal (its first move)."""
    deals = []
    for i in range(ROUNDS):
        bots = [GreedyLowPlayer(name=f"greedy {seat}") for seat in range(PLAYERS)]
        game = play_game(LogoGame, bots, np.random.default_rng([SEED, i]), options=ONE_ROUND)
        assert game.is_terminal and len(game.results) == 1
        deals.append(game.log[0])
    return deals


def bare_deals() -> list[list[int]]:
    """Shuffle, deal and sum only: the floor under any engine."""
    deck = standard_deck()
    dealt = []
    for i in range(ROUNDS):
        rng = np.random.default_rng([SEED, i])
        order = [deck[j] for j in rng.permutation(len(deck))]
        dealt.append([hand_value(order[seat : 7 * PLAYERS : PLAYERS]) for seat in range(PLAYERS)])
    return dealt


def same_deals(engine: list[Deal], bare: list[list[int]]) -> None:
    if len(engine) != ROUNDS or [dealt_values(deal) for deal in engine] != bare:
        raise AssertionError("the engine's deals differ from the bare shuffle-and-deal loop")


BENCHMARKS = [
    Benchmark(
        name=f"logo engine: {ROUNDS} complete rounds, {PLAYERS} greedy players",
        candidate=engine_rounds,
        baseline=bare_deals,
        baseline_name="bare shuffle + deal + sum",
        repeats=3,
        check=same_deals,
        target_seconds=1.0,
        notes="target: ≥ 200 rounds per second (a board replays rounds while a student waits)",
    ),
]
