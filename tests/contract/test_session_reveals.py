"""Undo never shows hidden information again: which moves reveal, and the session's refusal."""

from __future__ import annotations

import numpy as np
import pytest
from toy_game import Die, Step, StepPlayer, ToyGame, ToyOptions

from logo_kit.errors import IllegalMoveError
from logo_kit.logo import LogoGame, LogoOptions
from logo_kit.logo.moves import Declare, Discard, TakeDiscard, TakeDraw
from logo_kit.session import Session, chance_reveals, move_reveals


def _logo(seed: int = 4) -> LogoGame:
    return LogoGame.new(LogoOptions(players=3), rng=np.random.default_rng(seed))


def test_a_blind_draw_reveals_a_card_and_taking_the_discard_does_not():
    game = _logo()
    seat = game.current_player
    moves = game.legal_moves()
    assert TakeDraw() in moves and TakeDiscard() in moves
    drawn = game.apply(TakeDraw())
    assert len(drawn.hand(seat)) == len(game.hand(seat)) + 1  # a card the seat had not seen
    assert game.reveals_to(TakeDraw(), seat)
    assert not game.reveals_to(TakeDiscard(), seat)  # the discard's top card was face up
    others = [s for s in range(game.players) if s != seat]
    assert not any(game.reveals_to(TakeDraw(), s) for s in others)  # they see the hand grow
    assert move_reveals(game, TakeDraw(), [seat]) and not move_reveals(game, TakeDraw(), others)
    # discarding shows nobody a hidden card (the card goes face up from the seat's own hand)
    plain = [m for m in drawn.legal_moves() if isinstance(m, Discard) and m.target is None]
    assert plain and not any(drawn.reveals_to(m, s) for m in plain for s in range(3))
    if Declare() in moves:
        assert not game.reveals_to(Declare(), seat)


def test_a_seen_die_reveals_and_a_decision_does_not():
    game = ToyGame.new(ToyOptions(), rng=np.random.default_rng(0))  # dealt: seat 0 steps
    assert not game.is_chance and not chance_reveals(game, [0])  # no chance move here
    rolling = game.apply(Step(1))
    assert rolling.is_chance and rolling.rolling
    assert chance_reveals(rolling, [0]) and chance_reveals(rolling, [1])  # the die is public
    assert not chance_reveals(rolling, [])  # nobody to see it
    assert move_reveals(rolling, Die(2), [0]) and not move_reveals(game, Step(1), [0, 1])


def test_the_session_refuses_to_undo_past_a_seen_roll_and_changes_nothing():
    def describe(before, move, *, names=None, viewer=None):
        return f"{names[before.current_player] if before.current_player >= 0 else 'chance'}: {move}"

    session = Session(
        ToyGame.new(ToyOptions()),
        [None, StepPlayer(1, "bot")],
        np.random.default_rng(8),
        describe=describe,
        names=("You", "Bot"),
    )
    assert session.undo_refusal.startswith("nothing to undo")
    session.play(Step(2))  # then the die is rolled in the open
    state, lines = session.state, list(session.lines)
    refusal = session.undo_refusal
    assert refusal.startswith("cannot undo") and "chance: Die(pips=" in refusal
    with pytest.raises(IllegalMoveError, match="cannot undo"):
        session.undo()
    assert session.state is state and session.lines == lines and session.can_undo
