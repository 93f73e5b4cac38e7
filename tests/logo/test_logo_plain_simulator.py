"""The LOGO engine against the LOGO oracle's plain simulator (``tests/oracles/logo.py``).

Both play the same seeded games with the same random numbers; every game must
end identically (winners, totals, points per round, turns, moves, final hands
and piles, pending Jumps, Looks). The cases cover 2 to 8 players (5–8 with two
decks, ruling L1, dropping to one as players are eliminated, ruling L16), the
house rule ``declarer_wins_ties`` (L10), another first player, targets and
round limits (L11, L20). Uniform random players declare about every third
turn, so some cases use *patient* players (a drawn Declare stands only with a
small chance) whose rounds run the draw pile out and reshuffle (L8, L13). The
plain simulator counts what happened, and the last test requires every rule
event to have occurred, so no rule goes untested by accident. The benchmark's
own option set is not repeated here: ``tests/test_benchmarks.py`` runs the
benchmark once, and its check compares the same two players on its 300 games.
"""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest

from benchmarks.bench_playouts import random_playout
from benchmarks.bench_playouts_logo import (
    GAMES,
    engine_summary,
    same_games,
)
from logo_kit.logo import LogoGame, LogoOptions
from logo_kit.logo.moves import Declare
from tests.oracles.logo import plain_game

# (name, options, games, declare_chance: None = uniform random players)
# Thousands of games against the plain simulator: make test, not make check (the inner loop).
pytestmark = pytest.mark.slow

CASES = [
    ("2 players", LogoOptions(players=2, max_rounds=5), 300, None),
    (
        "4 players, C first, to 120",
        LogoOptions(players=4, first_player=2, target_score=120),
        250,
        None,
    ),
    (
        "5 players, ties, to 150",
        LogoOptions(players=5, declarer_wins_ties=True, target_score=150),
        150,
        None,
    ),
    ("8 players, 3 rounds", LogoOptions(players=8, max_rounds=3), 40, None),
    ("2 players, patient", LogoOptions(players=2, max_rounds=3), 150, 0.02),
    ("3 players, patient", LogoOptions(players=3, max_rounds=4), 120, 0.03),
    ("6 players, patient", LogoOptions(players=6, target_score=200, max_rounds=6), 40, 0.05),
    ("8 players, patient", LogoOptions(players=8, max_rounds=2), 200, 0.1),
]
SEED = 14  # not the benchmark's seed: these games are others than the benchmark plays


def engine_game(options: LogoOptions, rng: np.random.Generator, declare_chance: float | None):
    """A playout through the engine; with ``declare_chance``, a patient player's picks
    (the same rule as :func:`plain_game`: a drawn Declare, listed last, stands only if
    ``rng.random() < declare_chance``, else the pick is drawn again among the others)."""
    game = LogoGame.new(options, rng)
    if declare_chance is None:
        return random_playout(game, rng)
    while not game.is_terminal:
        if game.is_chance:
            game = game.apply(game.sample_chance(rng))
            continue
        moves = game.legal_moves()
        pick = int(rng.integers(len(moves)))
        if type(moves[pick]) is Declare and rng.random() >= declare_chance:
            pick = int(rng.integers(len(moves) - 1))
        game = game.apply(moves[pick])
    return game


@cache
def played(case: int) -> tuple[list[tuple], list[tuple], dict[str, int]]:
    """Engine summaries, plain summaries and the plain simulator's event counts for a case."""
    _, options, games, chance = CASES[case]
    engine = [
        engine_summary(engine_game(options, np.random.default_rng([SEED, i]), chance))
        for i in range(games)
    ]
    events: dict[str, int] = {}
    plain = [
        plain_game(np.random.default_rng([SEED, i]), options, events, chance) for i in range(games)
    ]
    return engine, plain, events


@pytest.mark.parametrize("case", range(len(CASES)), ids=[c[0] for c in CASES])
def test_engine_and_plain_simulator_end_every_game_alike(case):
    engine, plain, _ = played(case)
    same_games(engine, plain)


def test_the_games_cover_many_games():
    # with the benchmark's games, which its own check compares (tests/test_benchmarks.py)
    assert sum(games for _, _, games, _ in CASES) + GAMES >= 1500


# What must have happened at least once over all cases, with the rulings it exercises.
REQUIRED = {
    "deal 1 decks": "L1",
    "deal 2 decks": "L1",
    "one deck after eliminations (L16)": "L16",
    "take discard": "L4",
    "action": "L5",
    "LOGO as an action": "L5",
    "stop": "L6",
    "stop with LOGO": "L6",
    "accept": "L6",
    "jump": "L7",
    "jumped": "L7",
    "steal": "L7, L14",
    "look": "L7, L19",
    "destroy": "L7",
    "declare": "L9",
    "jumped in final rotation": "L9",
    "round ended by declaration": "L8",
    "round ended by draw pile": "L8",
    "reshuffle": "L8",
    "reshuffle in final rotation": "L8",
    "emptied and refilled (L13)": "L13",
    "declarer lowest": "L10",
    "declarer not lowest": "L10",
    "declarer tied for lowest": "L10",
    "eliminated": "L11",
    "next round, next first player": "L11",
    "first player skips an eliminated seat (L17)": "L17",
    "game ended by elimination": "L11",
    "the last players eliminated together": "L11",
    "a shared win": "L11",
    "game ended by round limit (L20)": "L20",
}


def test_every_rule_event_occurred():
    seen: dict[str, int] = {}
    for case in range(len(CASES)):
        for what, times in played(case)[2].items():
            seen[what] = seen.get(what, 0) + times
    missing = [f"{what} ({ruling})" for what, ruling in REQUIRED.items() if not seen.get(what)]
    assert not missing, f"never happened in the tested games: {missing}"


def test_the_check_names_the_first_game_that_differs():
    engine, plain, _ = played(0)  # 2 players
    changed = list(plain)
    changed[3] = (changed[3][0], (999, 999), *changed[3][2:])  # other totals in game 3
    with pytest.raises(AssertionError, match="game 3 differs"):
        same_games(engine, changed)
    with pytest.raises(AssertionError, match="engine games vs"):
        same_games(engine, plain[:-1])


def test_a_different_random_stream_is_caught():
    """A plain game drawn from other random numbers does not pass as the engine's."""
    engine, _, _ = played(0)  # 2 players
    other = [plain_game(np.random.default_rng([SEED + 1, i]), CASES[0][1]) for i in range(5)]
    with pytest.raises(AssertionError, match="game 0 differs"):
        same_games(engine[:5], other)
