"""Every engine builds its next position one way: Position._next (docs/architecture.md)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions
from logo_kit.logo import LogoGame, LogoOptions
from logo_kit.lore import LoreGame, LoreOptions
from logo_kit.position import Position

GAMES = {
    "logo": lambda rng: LogoGame.new(LogoOptions(players=3), rng),
    "lore": lambda rng: LoreGame.new(LoreOptions.both("bright", stars=5), rng),
    "billionaire": lambda rng: ApprenticeGame.new(ApprenticeOptions(players=3), rng),
}


@pytest.mark.parametrize("make", GAMES.values(), ids=GAMES.keys())
def test_every_move_of_every_engine_is_built_by_position_next(make, monkeypatch):
    built = []
    plain = Position._next

    def counted(self, move, changes=None):
        new = plain(self, move, changes)
        built.append((self, move, new))
        return new

    monkeypatch.setattr(Position, "_next", counted)
    rng = np.random.default_rng(4)
    state = make(rng)
    for _ in range(40):
        if state.is_terminal:
            break
        before, moves = len(built), state.legal_moves()
        move = state.sample_chance(rng) if state.is_chance else moves[rng.integers(len(moves))]
        after = state.apply(move)
        # a compound chance move (a whole deal) is applied as one move: one position built
        assert len(built) == before + 1 and built[-1] == (state, move, after)
        assert after.log == (*state.log, move) and after.start is state.start
        state = after


def test_next_applies_the_changes_and_keeps_the_old_position_and_frozen_fields():
    root = ApprenticeGame.new(ApprenticeOptions(players=2))
    after = root._next("a move", {"turn": 7})
    assert (after.turn, root.turn) == (7, 1) and type(after) is ApprenticeGame
    assert after.start is root and after.log == ("a move",) and root.log == ()
    later = after._next("another", {})
    assert later.start is root and later.log == ("a move", "another") and later.turn == 7
    with pytest.raises(dataclasses.FrozenInstanceError):
        later.turn = 8
