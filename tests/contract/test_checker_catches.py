"""The contract checker fails games that break the contract (so its passes mean something)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from engine_contract import ContractCase, check_playout
from toy_game import DealCard, Step, ToyGame, ToyOptions, ToyView, scramble, secret


class LeakyView(ToyGame):
    def view(self, seat):
        view = super().view(seat)
        return ToyView(view.seat, view.current_player, view.legal_moves, self.cards, view.positions)


class BadOdds(ToyGame):
    def chance_outcomes(self):
        if len(self.cards) < self.players:
            return tuple((DealCard(c), Fraction(3, 10)) for c in (1, 2, 3))
        return super().chance_outcomes()


class MutatesOnRefusal(ToyGame):
    def apply(self, move):
        if move is None:
            object.__setattr__(self, "positions", tuple(p + 1 for p in self.positions))
        return super().apply(move)


class AcceptsAnything(ToyGame):
    def apply(self, move):
        if isinstance(move, Step) and move.size not in (1, 2):
            return self
        if move is None or (isinstance(move, DealCard) and self.cards and not self.is_chance):
            return self
        return super().apply(move)


class WrongReturns(ToyGame):
    def returns(self):
        if self.over:
            return (Fraction(1),) * self.players
        return super().returns()


@pytest.mark.parametrize(
    "broken, complaint",
    [
        (LeakyView, "view shows hidden parts"),
        (BadOdds, "sum to"),
        (MutatesOnRefusal, "changed the position"),
        (AcceptsAnything, "was accepted"),
        (WrongReturns, "Fraction"),
    ],
)
def test_a_broken_game_fails_the_contract(broken, complaint):
    case = ContractCase(
        "broken", broken, lambda: ToyOptions(), seeds=(1,), scramble=scramble, secret=secret
    )
    with pytest.raises(AssertionError, match=complaint):
        check_playout(case, 1)


def test_the_correct_toy_passes():
    case = ContractCase("toy", ToyGame, lambda: ToyOptions(), scramble=scramble, secret=secret)
    stats = check_playout(case, 3)
    assert stats.terminal and stats.decisions > 0 and stats.illegal_tried > 0


def test_replace_keeps_start():
    game = ToyGame.new(ToyOptions(), __import__("numpy").random.default_rng(0))
    assert replace(game).start.log == ()
