"""The Logic & Lore engine against the plain simulator of the Logic & Lore oracle
(``tests/oracles/lore.py``), the baseline of ``benchmarks/bench_playouts_lore.py``.

The plain simulator is a second, independent implementation of the rules
(rulings S1–S16) on mutable lists. Both play the same seeded random games
(same deal, same ``rng.integers(len(moves))`` over moves in the engine's
order), so every game must end identically: winner, turns, finishes, number of
decisions, final lines and tokens, and every answer given. The set-ups cover
Star Light, Star Bright and mixed games, 0, 1 and 2 blackholes (also different
per seat), 4–9 stars, the S9 start card, first-turn Divine, play-on and turn
caps. Uniform random players try Align the Stars half the time, so their games
are short; a "patient" generator (it picks the first of two moves 7 times in 8,
e.g. passing at Align the Stars) makes long games where the token rules (full
cards, replacing, taking two back) and whole lines turned face up occur.
:func:`test_every_rule_was_exercised` counts, in the plain simulator, that
every kind of move, answer and blackhole case happened in these games.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import numpy as np
import pytest

from benchmarks import bench_playouts_lore as plain
from benchmarks.bench_playouts import SEED, random_playout
from logo_kit.lore import LoreGame, LoreOptions, PlayerSetup
from tests.oracles import lore as lore_oracle
from tests.oracles.lore import plain_lore


class Patient(np.random.Generator):
    """A seeded generator that picks the first of two moves 7 times in 8 (both sides
    draw through it alike, so engine and plain simulator still agree)."""

    def integers(self, low, *args, **kwargs):  # type: ignore[override]
        if low == 2 and not args and not kwargs:
            return 0 if super().integers(8) else 1
        return super().integers(low, *args, **kwargs)


def _uniform(i: int) -> np.random.Generator:
    return np.random.default_rng([SEED, i])


def _patient(i: int) -> np.random.Generator:
    return Patient(np.random.PCG64([SEED, i]))


def _both(mode, holes, stars, **options):
    return LoreOptions.both(mode, holes, stars=stars, **options)


def _mixed(first: PlayerSetup, second: PlayerSetup, stars: int, **options) -> LoreOptions:
    return LoreOptions(players=(first, second), stars=stars, **options)


# (name, options, games, generator); 7,960 games in all
# Thousands of games against the plain simulator: make test, not make check (the inner loop).
pytestmark = pytest.mark.slow

CASES = [
    ("benchmark bright", plain.BRIGHT_OPTIONS, 1500, _uniform),
    ("benchmark light", plain.LIGHT_OPTIONS, 1500, _uniform),
    *[
        (f"{mode} {stars} stars {holes} holes", _both(mode, holes, stars), 60, _uniform)
        for mode in ("light", "bright")
        for stars in range(4, 10)
        for holes in range(3)
    ],
    *[
        (
            f"mixed {stars} stars",
            _mixed(PlayerSetup("light", 2), PlayerSetup("bright", 0), stars),
            80,
            _uniform,
        )
        for stars in (4, 6, 9)
    ],
    ("start card, light", _both("light", 0, 5, start_revealed=3), 300, _uniform),
    ("start card, bright 2 holes", _both("bright", 2, 6, start_revealed=6), 300, _uniform),
    ("cap 1", _both("bright", 1, 5, max_turns=1), 200, _uniform),
    ("cap 3, play on", _both("bright", 0, 4, max_turns=3, play_on=True), 300, _uniform),
    ("no cap, play on", _both("light", 1, 4, max_turns=None, play_on=True), 300, _uniform),
    ("patient bright 4 stars", _both("bright", 0, 4, max_turns=60), 300, _patient),
    ("patient bright 3 stars, play on", _both("bright", 0, 3, play_on=True), 200, _patient),
    ("patient bright 5 stars 2 holes", _both("bright", 2, 5, max_turns=40), 200, _patient),
    ("patient bright 9 stars 1 hole", _both("bright", 1, 9, max_turns=40), 60, _patient),
    (
        "patient mixed, start card, first turn divines",
        _mixed(
            PlayerSetup("bright", 1, start_revealed=2),
            PlayerSetup("light", 2),
            4,
            first_turn_divines=True,
            max_turns=50,
        ),
        200,
        _patient,
    ),
    ("patient light 2 stars 2 holes", _both("light", 2, 2, max_turns=30), 200, _patient),
]


def _engine_games(options: LoreOptions, games: int, make) -> list[tuple]:
    out = []
    for i in range(games):
        rng = make(i)
        out.append(plain.summary(random_playout(LoreGame.new(options, rng), rng)))
    return out


def _plain_games(options: LoreOptions, games: int, make, seen=None) -> list[tuple]:
    return [plain_lore(options, make(i), seen) for i in range(games)]


@cache
def _played(case: int) -> tuple[list[tuple], list[tuple], Counter]:
    """A case's games on the engine and on the plain simulator, and the plain simulator's
    event counts: played once, for the comparison and for the events both."""
    _, options, games, make = CASES[case]
    seen: Counter = Counter()
    plain_games = _plain_games(options, games, make, seen)
    return _engine_games(options, games, make), plain_games, seen


@pytest.mark.parametrize("case", range(len(CASES)), ids=[c[0] for c in CASES])
def test_engine_and_plain_simulator_play_the_same_games(case):
    engine_games, plain_games, _ = _played(case)
    plain.same_lore_games(engine_games, plain_games)


def test_every_rule_was_exercised():
    seen: Counter = Counter()
    for case in range(len(CASES)):
        seen.update(_played(case)[2])
    moves = [
        "pass heavens",
        "swap",
        "pass align",
        "align aligned",
        "align wrong",
        "align aligned with blackholes",
        "align wrong with blackholes",
        "divine",
        "replace",
        "decline",
        "focus on card 1",
        "focus on card 2",
        "remove all",
        "remove chosen",
        "turn cap",
        "finish aligned",
        "finish wrong",
        "finish all face up",
        "nowhere to divine",
        "no to every question",
    ]
    missing = [m for m in moves if not seen[m]]
    # every question answers yes and no; and with blackholes held up (ruling S7): per-card
    # questions say yes about the star, pair questions and Focus on a hole say no,
    # Greatness ranks one and two holes
    for q in range(1, 10):
        missing += [("yes", q, 0), ("no", q, 0)][: 1 if q == 9 else 2]
        missing += [("no", q, 1)] if q != 9 else [("yes", 9, 1), ("yes", 9, 2)]
    for q in (1, 6, 7, 8):
        missing.append(("yes", q, 1))
    missing.append(("no", 1, 2))
    missing = [m for m in missing if not seen[m]]
    assert not missing, f"never happened: {missing}"


def test_the_check_names_a_differing_game():
    options = plain.LIGHT_OPTIONS
    engine = _engine_games(options, 30, _uniform)
    changed = list(engine)
    changed[7] = (*changed[7][:-1], ((0, ()),))
    with pytest.raises(AssertionError, match="game 7 differs"):
        plain.same_lore_games(engine, changed)


def test_a_wrong_rule_in_the_plain_simulator_is_caught(monkeypatch):
    # Star Light asks neighbours before symmetric (ruling S2); asking them the other way
    # round changes some answers, and the comparison must see it
    options = plain.LIGHT_OPTIONS
    engine = _engine_games(options, 300, _uniform)
    monkeypatch.setattr(lore_oracle, "LIGHT_ORDER", (1, 2, 3, 9))
    with pytest.raises(AssertionError, match="differs"):
        plain.same_lore_games(engine, _plain_games(options, 300, _uniform))
